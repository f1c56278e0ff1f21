"""Issue 35 (9): a database written before a chombo ticked with the final scores became part of its
game's points (schema 6: a penalty row beside the game) is upgraded with every total and every
round's points as they were, the chombo moved into its game, a cancelled one left as it was."""

from __future__ import annotations

import datetime as dt
from collections import defaultdict

from tournament_app.services import penalties, standings
from tournament_app.services.check import check_tournament
from tournament_app.storage.database import close_database, open_database
from tournament_app.storage.migrations import SCHEMA_VERSION
from tournament_app.storage.models import Game, Penalty, db_proxy

from .chombo_pair import X, both_ways, listed_chombos, standing_figures


def _sql(text: str, *params: object) -> list[tuple]:
    cursor = db_proxy.execute_sql(text.replace("?", db_proxy.param), params)
    return list(cursor.fetchall()) if cursor.description else []


def _make_schema_6(final_game: int, other_game: int) -> None:
    """The chombo of ``final_game`` stored as schema 6 stored it (a penalty row in force, the game's
    points without it), and a chombo of ``other_game`` as cancelled then; the column step 7 adds gone."""
    game = Game.get_by_id(final_game)
    tournament, round_id, player = game.table.round.tournament_id, game.table.round_id, game.seat0_id
    when = dt.datetime(2025, 3, 1, 12, 0)
    _sql("UPDATE game SET p0 = p0 + 400 WHERE id = ?", final_game)
    _sql("INSERT INTO penalty (tournament_id, player_id, game_id, round_id, points, reason, created_at, "
         "cancel_reason) VALUES (?, ?, ?, ?, -400, 'chombo', ?, '')",
         tournament, player, final_game, round_id, when)
    other = Game.get_by_id(other_game)
    _sql("INSERT INTO penalty (tournament_id, player_id, game_id, round_id, points, reason, created_at, "
         "cancelled_at, cancel_reason) VALUES (?, ?, ?, ?, -400, 'chombo', ?, ?, 'not a chombo')",
         tournament, other.seat2_id, other_game, other.table.round_id, when, when)
    _sql("ALTER TABLE game DROP COLUMN chombo")
    _sql("UPDATE tournament_app_meta SET value = '6' WHERE key = 'schema_version'")


def _old_totals(tournament: int) -> tuple[dict[int, int], dict[int, dict[int, int]]]:
    """Totals and round points as schema 6 made them: the games' points plus every penalty in force."""
    totals: dict[int, int] = defaultdict(int)
    by_round: dict[int, dict[int, int]] = defaultdict(lambda: defaultdict(int))
    for number, *row in _sql(
            "SELECT r.number, g.seat0_id, g.seat1_id, g.seat2_id, g.seat3_id, g.p0, g.p1, g.p2, g.p3 "
            "FROM game g JOIN game_table t ON t.id = g.table_id JOIN round r ON r.id = t.round_id "
            "WHERE r.tournament_id = ? AND g.state = 'finished'", tournament):
        for seat in range(4):
            totals[row[seat]] += row[4 + seat]
            by_round[row[seat]][number] += row[4 + seat]
    for player, number, points in _sql(
            "SELECT p.player_id, r.number, p.points FROM penalty p JOIN round r ON r.id = p.round_id "
            "WHERE p.tournament_id = ? AND p.cancelled_at IS NULL", tournament):
        totals[player] += points
        by_round[player][number] += points
    return dict(totals), {p: dict(r) for p, r in by_round.items()}


def test_an_old_database_keeps_its_totals_and_the_chombo_joins_its_game(backend_db: str) -> None:
    pair = both_ways()
    penalties.add_penalty(pair.final, Game.get_by_id(pair.chombo_game["final"]).seat1_id, -100, "late", 1)
    other = pair.chombo_game["final"] + 1  # round 1, table 2: a game without a chombo
    _make_schema_6(pair.chombo_game["final"], other)
    before = _old_totals(pair.final)
    close_database()
    open_database(backend_db)  # the upgrade
    version = _sql("SELECT value FROM tournament_app_meta WHERE key = 'schema_version'")
    assert version == [(str(SCHEMA_VERSION),)]
    rows = standings.standings(pair.final)
    assert ({r.player_id: r.total for r in rows}, {r.player_id: r.by_round for r in rows}) == before
    moved = Game.get_by_id(pair.chombo_game["final"])
    assert ((moved.p0, moved.p1, moved.p2, moved.p3), moved.chombo) == ((170, 53, -470, -153), "[0]")
    assert Game.get_by_id(other).chombo is None
    desk, final = standing_figures(pair.desk), standing_figures(pair.final)
    assert final[X] == desk[X] and final[X][6] == 170  # the best game as counted, as at the desk
    listed = listed_chombos(pair.final)
    assert (X, 1, -400, "chombo", False, True, 1) in listed
    assert [r[2:6] for r in listed if r[4]] == [(-400, "chombo", True, False)]  # cancelled, as it was
    assert Penalty.select().where(Penalty.game == moved).count() == 0
    assert check_tournament(pair.final) == []

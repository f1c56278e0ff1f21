"""An event with stages ranked right to the end (issue 27, items 1-4 and 6), on SQLite and PostgreSQL:
the final standings by stage reached in every output, who entered a stage fixed once it is seated,
the earlier stage's order carried into a level start, and a stage seated by rank."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.services import stage_event as se
from tournament_app.services import event_format, penalties, rounds, tournaments
from tournament_app.services.event_standings import EventRow, event_standings, ranked
from tournament_app.services.standings import standings
from tournament_app.storage.models import StageEntry
from tournament_app.words.messages import UserError


def _ids(rows: list[EventRow]) -> list[int]:
    return [r.row.player_id for r in rows]


def _seat_and_play(tid: int, numbers: range) -> None:
    for n in numbers:
        rounds.seat_round(tid, seed=n)
        se.play(tid, n)


def test_the_final_standings_rank_by_stage_reached_in_every_output(tournament_db: str,
                                                                   tmp_path: Path) -> None:
    """The final's players in the final's order, then those out in the semi-final in its order, then
    the rest in the qualifying order; not by the sum of every game, which put P01 (out in the
    semi-final with the best qualifying) above three finalists."""
    from openpyxl import load_workbook

    from tournament_app.export.ema import ema_rows, write_ema
    from tournament_app.export.outputs import document_html, export_workbook

    tid, ids = se.build()
    _seat_and_play(tid, range(1, 9))
    qualifying, semi, final = (event_standings(tid, s) for s in range(3))
    finalists, semi_players = set(_ids(final)), set(_ids(semi))
    expected = (_ids(final) + [p for p in _ids(semi) if p not in finalists]
                + [p for p in _ids(qualifying) if p not in semi_players])
    summed = {r.player_id: r.total for r in standings(tid)}
    p01 = ids["P01"]
    assert p01 in semi_players and p01 not in finalists
    assert sum(summed[p01] > summed[f] for f in finalists) == 3  # what the sum of every game showed

    whole = event_standings(tid)
    assert _ids(whole) == expected and [r.rank for r in whole] == list(range(1, 33))
    assert [r.stage for r in whole] == [2] * 4 + [1] * 12 + [0] * 16
    assert [r.stage_total for r in whole[:4]] == [r.total for r in final]  # the final's own points
    assert [r.total for r in whole] == [summed[p] for p in expected]  # each row: the whole event's games
    rows = ranked(tid)  # the screen, the projector, prints and the workbook
    assert [r.player_id for r in rows] == expected
    assert [(r.stage, r.stage_total) for r in rows[3:5]] == [("Final", final[3].total),
                                                          ("Semi-final", whole[4].stage_total)]
    names = [r.row.name for r in whole]
    # the EMA file
    assert [row[1:3] for row in ema_rows(tid)][:2] == [("", n.upper()) for n in names[:2]]
    assert [row[0] for row in ema_rows(tid)] == list(range(1, 33))
    write_ema(tid, tmp_path / "ema.xlsx")
    sheet = load_workbook(tmp_path / "ema.xlsx").active
    assert [r[2] for r in sheet.iter_rows(min_row=8, values_only=True)] == [n.upper() for n in names]
    # the printed standings and the workbook
    html = document_html(tid, "standings")
    assert sorted(names, key=lambda n: html.index(f">{n}<")) == names
    export_workbook(tid, tmp_path / "book.xlsx")
    book = load_workbook(tmp_path / "book.xlsx")
    sheet = next(book[s] for s in book.sheetnames if s.startswith("Standings"))
    assert [r[1] for r in sheet.iter_rows(min_row=2, values_only=True)][:32] == names


def test_before_a_later_stage_is_seated_the_event_ranks_as_its_first_stage(tournament_db: str) -> None:
    tid, _names = se.build()
    _seat_and_play(tid, range(1, 5))
    assert _ids(event_standings(tid)) == _ids(event_standings(tid, 0))
    assert all(r.stage is None for r in ranked(tid))


def _tie_at(tid: int, upper: EventRow, lower: EventRow) -> None:
    """Bring ``lower`` level with ``upper`` by a bonus in round 4 (a qualifying round)."""
    penalties.add_penalty(tid, lower.row.player_id, upper.total - lower.total, "level", round_number=4)


def test_who_entered_a_stage_is_fixed_once_it_is_seated(tournament_db: str) -> None:
    """Changing the tie-breaks after the cut moves places in the qualifying standings, never who
    played the semi-final; taking the semi-final's first round back lets the cut be decided again."""
    tid, _names = se.build()
    _seat_and_play(tid, range(1, 5))
    before = event_standings(tid, 0)
    _tie_at(tid, before[15], before[16])  # 16th and 17th level: the cut falls between equals
    level = event_standings(tid, 0)
    assert level[15].total == level[16].total and level[15].rank == level[16].rank == 16
    first, second = level[15].row.player_id, level[16].row.player_id  # shared: the reading decides
    rounds.seat_round(tid, seed=5)
    seated = sorted(p for t in rounds.seating_of(tid, 5) for p in t.player_ids)
    assert first in seated and second not in seated
    stored = list(StageEntry.select().where(StageEntry.tournament == tid).order_by(StageEntry.position))
    assert [(e.player_id, e.rank) for e in stored] == [(r.row.player_id, r.rank) for r in level[:16]]

    # a tie-break that prefers the other player: it moves the qualifying standings only
    for rule in ("best_game", "more_firsts", "average_rank", "last_game"):
        event_format.set_tie_breaks(tid, [rule])
        if _ids(event_standings(tid, 0))[15] == second:
            break
    else:
        pytest.fail("no tie-break puts the 17th ahead of the 16th")
    semi = event_standings(tid, 1)
    assert sorted(_ids(semi)) == seated and second not in _ids(semi)
    se.play(tid, 5)
    rounds.seat_round(tid, seed=6)
    assert sorted(p for t in rounds.seating_of(tid, 6) for p in t.player_ids) == seated
    assert {r.row.player_id: r.stage for r in event_standings(tid)}[second] == 0  # out in qualifying


def test_taking_back_a_stage_s_first_round_decides_its_entry_again(tournament_db: str) -> None:
    tid, _names = se.build()
    _seat_and_play(tid, range(1, 5))
    level = event_standings(tid, 0)
    _tie_at(tid, level[15], level[16])
    level = event_standings(tid, 0)
    first, second = level[15].row.player_id, level[16].row.player_id
    rounds.seat_round(tid, seed=5)
    for rule in ("best_game", "more_firsts", "average_rank", "last_game"):
        event_format.set_tie_breaks(tid, [rule])
        if _ids(event_standings(tid, 0))[15] == second:
            break
    assert first in {p for t in rounds.seating_of(tid, 5) for p in t.player_ids}
    rounds.delete_last_round(tid)
    assert not StageEntry.select().where(StageEntry.tournament == tid).exists()
    rounds.seat_round(tid, seed=5)
    again = {p for t in rounds.seating_of(tid, 5) for p in t.player_ids}
    assert second in again and first not in again


def test_a_stage_cannot_start_at_a_round_already_seated(tournament_db: str) -> None:
    tid = tournaments.create_tournament("Late", "jpml")
    from tournament_app.services import players

    for n in range(8):
        players.add_player(tid, f"X{n}")
    rounds.seat_round(tid, seed=1)
    rounds.seat_round(tid, seed=2)
    with pytest.raises(UserError, match="round 2 is already seated"):
        event_format.add_stage(tid, "Final", 2, top=4)
    event_format.add_stage(tid, "Final", 3, top=4)


def test_players_level_at_the_start_of_a_stage_keep_the_earlier_stage_s_order(tournament_db: str) -> None:
    """Two qualifiers level on points, separated by the best single game, carry the same half into
    the semi-final: before its first game (and while nothing in it separates them) they stay in that
    order, named as "place in the previous stage"; the reading alone would put them the other way."""
    tid, _names = se.build()
    _seat_and_play(tid, range(1, 5))
    event_format.set_tie_breaks(tid, ["best_game"])
    rows = event_standings(tid, 0)
    pair = next(((a, b) for a in rows[:16] for b in rows[:16]
                 if a.total > b.total and a.row.name > b.row.name and (a.row.best or 0) > (b.row.best or 0)
                 and not any(r.total == a.total for r in rows if r is not a)), None)
    assert pair is not None
    upper, lower = pair
    _tie_at(tid, upper, lower)
    rows = event_standings(tid, 0)
    ahead = [r.row.player_id for r in rows if r.total == upper.total]
    assert ahead == [upper.row.player_id, lower.row.player_id]  # the best game decides, not the reading
    rounds.seat_round(tid, seed=5)
    semi = event_standings(tid, 1)
    level = [r for r in semi if r.row.player_id in ahead]
    assert level[0].carried == level[1].carried and level[0].total == level[1].total
    assert [r.row.player_id for r in level] == ahead
    assert level[0].rank < level[1].rank and level[0].tie_break == "previous_stage"
    assert _ids(semi) == [r.row.player_id for r in rows[:16]]  # the start of a stage: the cut's order


def test_a_stage_seated_by_rank_seats_1st_east_by_the_cut_whatever_the_carry(tournament_db: str) -> None:
    """The final starts from zero (carry none): a plain seating, as the app's "Seat next round" does,
    puts the semi-final's 1st East, 2nd South, 3rd West, 4th North, with planned rounds too."""
    tid, _names = se.build()
    tournaments.set_planned_rounds(tid, 8)
    _seat_and_play(tid, range(1, 7))
    semi = event_standings(tid, 1)
    with pytest.raises(UserError, match="one round at a time"):
        rounds.seat_rounds(tid, 2)
    number = rounds.seat_round(tid, seed=99)
    [table] = rounds.seating_of(tid, number)
    assert list(table.player_ids) == _ids(semi)[:4]
    final = event_standings(tid, 2)
    assert [r.total for r in final] == [0] * 4 and _ids(final) == _ids(semi)[:4]
    se.play(tid, 7)
    rounds.seat_round(tid)  # the next round of the final: by the final's standings
    [table] = rounds.seating_of(tid, 8)
    assert list(table.player_ids) == _ids(event_standings(tid, 2))


def test_several_rounds_at_once_stop_where_a_stage_starts(tournament_db: str) -> None:
    tid, _names = se.build()
    with pytest.raises(UserError, match="round 5 starts Semi-final"):
        rounds.seat_rounds(tid, 5)
    assert rounds.seat_rounds(tid, 4, seed=1) == [1, 2, 3, 4]


def test_the_stage_entry_of_a_copied_database_comes_along(tournament_db: str, tmp_path: Path) -> None:
    from tournament_app.storage.copy import copy_database
    from tournament_app.storage.models import db_proxy

    tid, _names = se.build()
    _seat_and_play(tid, range(1, 5))
    rounds.seat_round(tid, seed=5)
    expected = [(e.player_id, e.position, e.rank) for e in StageEntry.select().order_by(StageEntry.position)]
    target = tmp_path / "copy.sqlite3"
    copy_database(db_proxy.obj, target)
    import sqlite3

    with sqlite3.connect(target) as conn:
        copied = conn.execute("SELECT player_id, position, rank FROM stage_entry "
                              "ORDER BY position").fetchall()
    assert copied == expected and len(copied) == 16


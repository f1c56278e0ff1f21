"""Chart data (issue 17) checked against the game records and the stored games.

The score line is compared with the stored hand rows and the record's own fields; a player's
progress and the field with totals and places worked out here from the stored per-game points.
"""

from __future__ import annotations

from collections import defaultdict

import pytest

from tests.services.helpers import tournament_with_players
from tournament_app.rules.presets import resolve
from tournament_app.services import charts, event_format, games, penalties, players, rounds
from tournament_app.storage.models import Game, Hand, Round, Table
from tournament_app.words.messages import UserError

# EMA rules: 30,000 to start (not the default 25,000) and double ron.
RECORD = [
    {"result": "ron", "winner": 1, "loser": 3, "han": 3, "fu": 30, "riichi": [1]},
    {"result": "tsumo", "winner": 0, "han": 2, "fu": 30, "riichi": [0, 2]},
    {"result": "draw", "tenpai": [2], "riichi": [2]},
    {"result": "ron", "loser": 0,
     "wins": [{"winner": 1, "han": 2, "fu": 30}, {"winner": 3, "han": 1, "fu": 30}]},
    {"result": "chombo", "player": 2},
    {"result": "tsumo", "winner": 3, "han": 4, "fu": 30},
    {"result": "ron", "winner": 2, "loser": 1, "yakuman": 1, "riichi": [3]},
]


def _seated(n_players: int, rules: str = "ema") -> tuple[int, list[int]]:
    tid, ids = tournament_with_players(n_players, rules)
    return tid, ids


def _record_game(rules: str = "ema") -> tuple[int, int]:
    tid, ids = _seated(4, rules)
    rounds.seat_round(tid, "manual", tables=[ids])
    gid = games.games_of_round(tid, 1)[0]
    for number, hand in enumerate(RECORD, start=1):
        games.record_hand(gid, number, hand)
    return tid, gid


def test_score_line_follows_the_stored_hands(tournament_db: str) -> None:
    _tid, gid = _record_game()
    line = charts.game_line(gid)
    stored = list(Hand.select().where(Hand.game == gid).order_by(Hand.number))
    assert len(line.hands) == len(RECORD) == len(stored)
    assert line.start == (resolve("ema").start_points,) * 4 == (30000,) * 4
    assert line.names == ("Player 00", "Player 01", "Player 02", "Player 03")
    assert (line.game_id, line.round, line.table) == (gid, 1, 1)
    for point, row, record in zip(line.hands, stored, RECORD, strict=True):
        assert point.number == row.number
        assert point.scores == (row.after0, row.after1, row.after2, row.after3)
        assert (point.round_index, point.honba, point.result) == (row.round_index, row.honba, row.result)
        assert point.riichi == tuple(record.get("riichi", ()))
        wins = record.get("wins") or ([{"winner": record["winner"]}] if "winner" in record else [])
        assert point.winners == tuple(w["winner"] for w in wins)
        assert point.dealt_in == ((record["loser"],) if record["result"] == "ron" else ())
    # the double ron: two winners, one discarder
    assert line.hands[3].winners == (1, 3) and line.hands[3].dealt_in == (0,)
    # scores change only with the hands: every step is the stored deltas
    before = line.start
    for point, row in zip(line.hands, stored, strict=True):
        deltas = (row.d0, row.d1, row.d2, row.d3)
        assert point.scores == tuple(b + d for b, d in zip(before, deltas, strict=True))
        before = point.scores


def test_line_from_the_desk_view_needs_no_second_reading(tournament_db: str) -> None:
    _tid, gid = _record_game()
    view = games.game_view(gid)
    line = charts.line_from_outcomes(view.game_id, view.round, view.table, view.names, view.outcomes, 0)
    assert line == charts.game_line(gid)
    assert line.start == (view.rules.start_points,) * 4  # where the first hand started, not the 0 given


def test_a_game_of_final_scores_has_no_hands(tournament_db: str) -> None:
    tid, ids = _seated(4, "jpml")
    rounds.seat_round(tid, "manual", tables=[ids])
    gid = games.games_of_round(tid, 1)[0]
    games.record_final_scores(gid, [40000, 30000, 20000, 10000])
    line = charts.game_line(gid)
    assert line.hands == ()
    assert line.start == (25000,) * 4


# -- a player's tournament and the field ------------------------------------------------------------
# 8 players in round 1 (two equal results: shared places), 4 more from round 2 on (no line before).
SCORES = ([40000, 30000, 20000, 10000], [40000, 30000, 20000, 10000],
          [52300, 24100, 18600, 5000], [33000, 31000, 25000, 11000], [28000, 27000, 26000, 19000],
          [61000, 22000, 12000, 5000], [35000, 30000, 20000, 15000], [45500, 25500, 18000, 11000],
          [30000, 30000, 30000, 10000], [47000, 23000, 20000, 10000], [26000, 25000, 25000, 24000])


def _league(tournament_db: str) -> tuple[int, list[int]]:
    tid, ids = tournament_with_players(8, "jpml")
    scores = iter(SCORES)
    rounds.seat_round(tid, "manual", tables=[ids[0:4], ids[4:8]])
    for gid in games.games_of_round(tid, 1):
        games.record_final_scores(gid, next(scores))
    ids += [players.add_player(tid, f"Player {i:02d}", reading=f"player {i:02d}") for i in range(8, 12)]
    seatings = [[[ids[8], ids[0], ids[4], ids[1]], [ids[9], ids[5], ids[2], ids[6]],
                 [ids[3], ids[10], ids[7], ids[11]]],
                [[ids[3], ids[10], ids[7], ids[0]], [ids[11], ids[1], ids[8], ids[4]],
                 [ids[2], ids[9], ids[5], ids[6]]],
                [[ids[2], ids[9], ids[10], ids[11]], [ids[5], ids[6], ids[7], ids[3]],
                 [ids[0], ids[1], ids[4], ids[8]]]]
    for number, tables in enumerate(seatings, start=2):
        rounds.seat_round(tid, "manual", tables=tables)
        for gid in games.games_of_round(tid, number):
            games.record_final_scores(gid, next(scores))
    penalties.add_penalty(tid, ids[1], -100, "late", round_number=2)
    penalties.add_penalty(tid, ids[2], -50, "warning")  # no round: counts from round 1 on
    return tid, ids


def _expected(tid: int, ids: list[int], last: int) -> tuple[dict, dict, dict]:
    """Per player: points per round, total after each round, places — from the stored games."""
    by_round: dict[int, dict[int, int]] = defaultdict(dict)
    places: dict[int, list[int]] = defaultdict(lambda: [0, 0, 0, 0])
    query = (Game.select(Game, Table, Round).join(Table).join(Round)
             .where((Round.tournament == tid) & (Game.state == "finished") & (Round.number <= last)))
    for g in query:
        seats = (g.seat0_id, g.seat1_id, g.seat2_id, g.seat3_id)
        for s, pid in enumerate(seats):
            points = (g.p0, g.p1, g.p2, g.p3)[s]
            by_round[pid][g.table.round.number] = by_round[pid].get(g.table.round.number, 0) + points
            places[pid][(g.r0, g.r1, g.r2, g.r3)[s] - 1] += 1
    extra = {ids[1]: (2, -100), ids[2]: (1, -50)}  # the penalties above: from which round, how much
    totals: dict[int, list[int]] = {}
    for pid in ids:
        running, line = 0, []
        for number in range(1, last + 1):
            running += by_round[pid].get(number, 0)
            if pid in extra and extra[pid][0] == number:
                running += extra[pid][1]
            line.append(running)
        totals[pid] = line
    return by_round, totals, places


def _rank(totals: dict[int, list[int]], pid: int, index: int) -> int:
    return 1 + sum(1 for other in totals.values() if other[index] > totals[pid][index])


def test_player_progress_against_totals_worked_out_here(tournament_db: str) -> None:
    tid, ids = _league(tournament_db)
    by_round, totals, places = _expected(tid, ids, 4)
    for pid in ids:
        progress = charts.player_progress(tid, pid)
        assert progress.players == 12
        assert progress.name == f"Player {ids.index(pid):02d}"
        assert [r.round for r in progress.rounds] == [1, 2, 3, 4]
        assert progress.places == tuple(places[pid])
        for i, r in enumerate(progress.rounds):
            played = by_round[pid].get(r.round)
            penalty = -100 if (pid, r.round) == (ids[1], 2) else 0
            assert r.points == (None if played is None else played + penalty)
            assert r.cumulative == totals[pid][i]
            assert r.rank == _rank(totals, pid, i)
    # equal results in round 1 share their places
    first = {pid: charts.player_progress(tid, pid).rounds[0].rank for pid in ids[:8]}
    assert first[ids[0]] == first[ids[4]] == 1 and first[ids[1]] == first[ids[5]] == 3
    with pytest.raises(UserError):
        charts.player_progress(tid, 10**6)


def test_the_field_is_best_first_with_none_before_the_first_game(tournament_db: str) -> None:
    tid, ids = _league(tournament_db)
    by_round, totals, _places = _expected(tid, ids, 4)
    field = charts.field_progress(tid)
    assert field.rounds == (1, 2, 3, 4)
    assert (field.cut, field.cut_stage) == (None, None)
    assert sorted(line.player_id for line in field.lines) == sorted(ids)
    finals = [totals[line.player_id][-1] for line in field.lines]
    assert finals == sorted(finals, reverse=True)  # best first
    lines = {line.player_id: line for line in field.lines}
    for pid in ids:
        line = lines[pid]
        first = min(by_round[pid])
        assert line.cumulative == tuple(None if n < first else totals[pid][n - 1] for n in range(1, 5))
        assert line.rank == _rank(totals, pid, 3)
    # players 8 to 11 sit down from round 2 on; the penalty of no round counts from round 1
    assert all(lines[pid].cumulative[0] is None and lines[pid].cumulative[1] is not None for pid in ids[8:])
    assert lines[ids[2]].cumulative[0] == totals[ids[2]][0] == by_round[ids[2]][1] - 50
    assert list(charts.players_progress(tid)) == [charts.player_progress(tid, line.player_id)
                                                  for line in field.lines]


def test_hidden_rounds_stay_out_unless_revealed(tournament_db: str) -> None:
    tid, ids = _league(tournament_db)
    event_format.hide_standings(tid, 3)
    by_round, totals, places = _expected(tid, ids, 2)
    field = charts.field_progress(tid)
    assert field.rounds == (1, 2)
    after_two = {line.player_id: line.cumulative for line in field.lines}
    for pid in ids:  # rounds 3 and 4 count nowhere: those who first play in round 3 have no line yet
        expected = tuple(None if not by_round[pid] or n < min(by_round[pid]) else totals[pid][n - 1]
                         for n in (1, 2))
        assert after_two[pid] == expected
    assert after_two[ids[10]][0] is None
    progress = charts.player_progress(tid, ids[0])
    assert [r.round for r in progress.rounds] == [1, 2]
    assert progress.places == tuple(places[ids[0]])
    assert charts.field_progress(tid, reveal=True).rounds == (1, 2, 3, 4)
    assert [r.round for r in charts.player_progress(tid, ids[0], reveal=True).rounds] == [1, 2, 3, 4]


def test_the_cut_of_the_next_stage(tournament_db: str) -> None:
    tid, _ids = _league(tournament_db)
    event_format.add_stage(tid, "Semi-final", 5, top=8)
    field = charts.field_progress(tid)
    assert (field.cut, field.cut_stage) == (8, "Semi-final")
    event_format.add_stage(tid, "Final", 6, top=4)
    assert charts.field_progress(tid).cut == 8  # the next stage, not the one after it
    # once the semi-final is played, the final's cut is the one ahead
    rounds.seat_round(tid, seed=1)  # the top 8 only
    assert len(games.games_of_round(tid, 5)) == 2
    for gid in games.games_of_round(tid, 5):
        games.record_final_scores(gid, [40000, 30000, 20000, 10000])
    assert (charts.field_progress(tid).cut, charts.field_progress(tid).cut_stage) == (4, "Final")


def test_a_stage_of_named_players_has_no_cut(tournament_db: str) -> None:
    tid, ids = _league(tournament_db)
    event_format.add_stage(tid, "Invitational", 5, players=ids[:4])
    assert (charts.field_progress(tid).cut, charts.field_progress(tid).cut_stage) == (None, None)


def _queries(call: object) -> int:
    from tournament_app.storage.models import db_proxy

    database = db_proxy.obj
    original = database.execute_sql
    seen: list[str] = []

    def counting(sql: str, *args: object, **kwargs: object) -> object:
        seen.append(sql)
        return original(sql, *args, **kwargs)

    database.execute_sql = counting  # type: ignore[method-assign]
    try:
        call()  # type: ignore[operator]
    finally:
        database.execute_sql = original  # type: ignore[method-assign]
    return len(seen)


def test_the_field_takes_as_many_queries_for_more_games(tournament_db: str) -> None:
    """No query per game or per player: a 100-player league reads as fast as a small one."""
    tid, ids = _league(tournament_db)
    before = _queries(lambda: charts.field_progress(tid))
    one = _queries(lambda: charts.player_progress(tid, ids[0]))
    rounds.seat_round(tid, seed=2)
    for gid in games.games_of_round(tid, 5):
        games.record_final_scores(gid, [40000, 30000, 20000, 10000])
    assert _queries(lambda: charts.field_progress(tid)) == before
    assert _queries(lambda: charts.player_progress(tid, ids[0])) == one
    assert _queries(lambda: charts.players_progress(tid)) == one


def test_a_player_without_a_game_yet_stands_at_the_last_round(tournament_db: str) -> None:
    """Issue 29, item 10: every ranked player has a point on the field chart, so that every place is
    named on it; one who has not played yet stands where the standings put them (penalties only)."""
    tid, ids = _seated(8, "jpml")
    rounds.seat_round(tid, "manual", tables=[ids[:4], ids[4:]])
    games.record_final_scores(games.games_of_round(tid, 1)[0], [41200, 31000, 18600, 9200])
    penalties.add_penalty(tid, ids[5], -100, "late")
    field = charts.field_progress(tid)
    lines = {line.player_id: line for line in field.lines}
    assert field.rounds == (1,)
    assert [lines[pid].cumulative for pid in ids[4:]] == [(0,), (-100,), (0,), (0,)]
    assert lines[ids[0]].cumulative == (612,)
    assert [line.rank for line in field.lines] == [1, 2, 3, 3, 3, 6, 7, 8]

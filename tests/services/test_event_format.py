"""Stages with cuts and carry-over, tie-breaks, hidden standings and teams (issue 14)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from tests.services.helpers import tournament_with_players
from tournament_app.services import event_format, games, rounds, standings
from tournament_app.services.event_standings import _ranked, event_standings, team_standings
from tournament_app.services.rows import StandingRow
from tournament_app.words.messages import UserError


def row(pid: int, total: int, *, best: int = 0, places: tuple[int, ...] = (1, 1, 1, 1), rank_sum: int = 10,
        games_played: int = 4, by_round: dict[int, int] | None = None) -> StandingRow:
    return StandingRow(0, pid, f"P{pid}", f"p{pid}", "", total, games_played, places, rank_sum, 100000, best,
                       best, 0, by_round or {1: total})


def order(fmt: dict, rows: list[StandingRow]) -> list[tuple[int, int, str | None]]:
    return [(r.rank, r.row.player_id, r.tie_break)
            for r in _ranked(0, fmt, [(x, x.total, 0) for x in rows], {}, True)]


def test_equal_totals_share_the_place_without_tie_breaks() -> None:
    rows = [row(1, 100), row(2, 250), row(3, 100)]
    assert order({}, rows) == [(1, 2, None), (2, 1, None), (2, 3, None)]


def test_each_tie_break_with_hand_made_numbers() -> None:
    a, b = row(1, 100, best=300), row(2, 100, best=450)
    assert order({"tie_breaks": ["best_game"]}, [a, b]) == [(1, 2, "best_game"), (2, 1, "best_game")]
    a, b = row(1, 100, places=(2, 0, 1, 1)), row(2, 100, places=(2, 1, 0, 1))  # more 1sts, then 2nds
    assert order({"tie_breaks": ["more_firsts"]}, [a, b])[0][1] == 2
    a, b = row(1, 100, rank_sum=9, games_played=4), row(2, 100, rank_sum=7, games_played=3)  # 2.25 vs 2.33
    assert order({"tie_breaks": ["average_rank"]}, [a, b])[0][1] == 1
    a, b = row(1, 100, by_round={1: 300, 2: -200}), row(2, 100, by_round={1: -100, 2: 200})
    assert order({"tie_breaks": ["last_game"]}, [a, b])[0][1] == 2
    lottery = {"tie_breaks": ["lottery"], "lottery": {"1": 2, "2": 1}}
    assert order(lottery, [row(1, 100), row(2, 100)])[0][1] == 2
    # the first rule that decides is the one named; equal on all of them: the place stays shared
    a, b, c = row(1, 100, best=300), row(2, 100, best=300, places=(3, 0, 0, 1)), row(3, 100, best=200)
    ranked = order({"tie_breaks": ["best_game", "more_firsts"]}, [a, b, c])
    assert ranked == [(1, 2, "best_game"), (2, 1, "best_game"), (3, 3, "best_game")]
    assert order({"tie_breaks": ["best_game"]}, [row(1, 100, best=5), row(2, 100, best=5)]) == [
        (1, 1, None), (1, 2, None)]


def test_tie_break_list_is_checked_and_the_lottery_drawn_once(tournament_db: str) -> None:
    tid, _ids = tournament_with_players(8)
    with pytest.raises(UserError, match="unknown tie-break coin"):
        event_format.set_tie_breaks(tid, ["coin"])
    event_format.set_tie_breaks(tid, ["best_game", "lottery"])
    drawn = event_format.load(tid)["lottery"]
    assert sorted(drawn.values()) == list(range(1, 9))
    event_format.set_tie_breaks(tid, ["lottery"])
    assert event_format.load(tid)["lottery"] == drawn  # recorded once, never drawn again


def _play_round(tid: int, number: int, rng: random.Random) -> None:
    """Every table of round ``number`` finished by final scores that add up to 100,000."""
    for gid in games.games_of_round(tid, number):
        cuts = sorted(rng.randrange(0, 1000) * 100 for _ in range(3))
        scores = [cuts[0], cuts[1] - cuts[0], cuts[2] - cuts[1], 100000 - cuts[2]]
        games.record_final_scores(gid, scores)


def test_hidden_standings_leave_the_hidden_rounds_out_of_everything(tournament_db: str,
                                                                    tmp_path: Path) -> None:
    from tournament_app.export.outputs import document_html, export_workbook

    tid, _ids = tournament_with_players(8)
    rng = random.Random(4)
    for number in (1, 2):
        rounds.seat_round(tid, seed=number)
        _play_round(tid, number, rng)
    after_one = {r.player_id: r.total for r in standings.standings(tid, (1, 1))}
    event_format.hide_standings(tid, 2)
    assert {r.player_id: r.total for r in standings.standings(tid)} == after_one
    assert all(r.round == 1 for r in standings.results(tid))
    assert {r.player_id: r.total for r in standings.standings(tid, reveal=True)} != after_one
    html = document_html(tid, "standings")
    assert "Round 2" not in html and "R2" not in html
    export_workbook(tid, tmp_path / "hidden.xlsx")
    from openpyxl import load_workbook

    book = load_workbook(tmp_path / "hidden.xlsx")
    assert not [s for s in book.sheetnames if s.startswith("R2")]
    event_format.show_standings(tid)
    assert {r.player_id: r.total for r in standings.standings(tid)} != after_one


def test_a_whole_event_with_a_cut_half_carry_over_and_a_final_table(tournament_db: str) -> None:
    """32 players: qualifying rounds 1-4, the top 16 for rounds 5-6 with half the total carried,
    the top 4 at the final table for rounds 7-8 (1st East) with the total carried in full."""
    tid, ids = tournament_with_players(32)
    event_format.add_stage(tid, "Semi-final", 5, top=16, carry="half")
    event_format.add_stage(tid, "Final", 7, top=4, carry="full", final_seats="rank")
    rng = random.Random(11)
    for number in range(1, 5):
        rounds.seat_round(tid, seed=number)
        _play_round(tid, number, rng)
    qualifying = event_standings(tid, 0)
    top16 = [r.row.player_id for r in qualifying[:16]]
    rounds.seat_round(tid, seed=5)
    assert sorted(p for t in rounds.seating_of(tid, 5) for p in t.player_ids) == sorted(top16)
    semi_before = {r.row.player_id: r for r in event_standings(tid, 1)}
    for r in qualifying[:16]:
        assert semi_before[r.row.player_id].carried == r.total * 500 // 1000
    _play_round(tid, 5, rng)
    rounds.seat_round(tid, seed=6)
    _play_round(tid, 6, rng)
    semi = event_standings(tid, 1)
    assert len(semi) == 16 and all(r.total == r.row.total + r.carried for r in semi)
    final_four = [r.row.player_id for r in semi[:4]]
    rounds.seat_round(tid, "standings")
    [table] = rounds.seating_of(tid, 7)
    assert list(table.player_ids) == final_four  # by rank: 1st East, 2nd South …
    final = event_standings(tid, 2)
    assert [r.row.player_id for r in final] == final_four and [r.carried for r in final] == [
        r.total for r in semi[:4]]
    assert {r.row.player_id for r in event_standings(tid)} >= set(ids)  # the whole event lists everyone


def test_stages_are_checked(tournament_db: str) -> None:
    tid, _ids = tournament_with_players(8)
    event_format.add_stage(tid, "Final", 3, top=4)
    with pytest.raises(UserError, match="starts after round 3"):
        event_format.add_stage(tid, "Later", 3, top=4)
    with pytest.raises(UserError, match="top 6 cannot sit"):
        event_format.add_stage(tid, "Odd", 5, top=6)
    with pytest.raises(UserError, match="carry-over is full, half, none"):
        event_format.add_stage(tid, "Odd", 5, carry="lots")


def test_teams_sit_apart_and_are_ranked(tournament_db: str) -> None:
    tid, ids = tournament_with_players(16)
    for t in range(4):
        event_format.add_team(tid, f"Team {t}", [f"Player {4 * t + i:02d}" for i in range(4)])
    with pytest.raises(UserError, match="one team only"):
        event_format.add_team(tid, "Twice", ["Player 00"])
    team_of = {ids[4 * t + i]: t for t in range(4) for i in range(4)}
    rng = random.Random(2)
    for number in (1, 2, 3):
        rounds.seat_round(tid, seed=number)
        for table in rounds.seating_of(tid, number):
            assert len({team_of[p] for p in table.player_ids}) == 4, f"teammates together in round {number}"
        _play_round(tid, number, rng)
    teams = team_standings(tid)
    totals = {r.row.player_id: r.total for r in event_standings(tid)}
    assert {t.name: t.total for t in teams} == {
        f"Team {t}": sum(totals[ids[4 * t + i]] for i in range(4)) for t in range(4)}
    assert sum(t.total for t in teams) == sum(totals.values())
    event_format.set_team_score(tid, 2)
    best_two = team_standings(tid)
    for t in best_two:
        members = sorted((totals[ids[4 * int(t.name[-1]) + i]] for i in range(4)), reverse=True)
        assert t.total == sum(members[:2]) and len(t.counted) == 2


def test_substitutes_as_played_fixed_or_left_out(tournament_db: str) -> None:
    """A substitute fills a seat: the game counts as played, or the seat is scored a fixed result
    (−15,000 points and −15 rank points: −30.0, Pantheon's and EMA's rule), or substitutes are not
    listed."""
    from tournament_app.services import players

    tid, ids = tournament_with_players(4)
    sub = players.add_player(tid, "Stand-in", status="substitute")
    players.set_status(tid, ids[3], "withdrawn")
    rounds.seat_round(tid, "manual", tables=[[ids[0], ids[1], ids[2], sub]])
    games.record_final_scores(games.games_of_round(tid, 1)[0], [20000, 20000, 20000, 40000])
    played = {r.player_id: r.total for r in standings.standings(tid)}
    assert played[sub] > 0  # the substitute won the table
    event_format.set_substitutes(tid, "fixed", points=-300)
    fixed = {r.player_id: r.total for r in standings.standings(tid)}
    assert fixed[sub] == -300 and {p: fixed[p] for p in ids[:3]} == {p: played[p] for p in ids[:3]}
    event_format.set_substitutes(tid, "fixed", in_standings=False)
    assert sub not in {r.player_id for r in standings.standings(tid)}
    with pytest.raises(UserError, match="as_played or fixed"):
        event_format.set_substitutes(tid, "maybe")


def test_team_sheets_in_the_workbook_and_the_printed_standings(tournament_db: str, tmp_path: Path) -> None:
    from openpyxl import load_workbook

    from tournament_app.export.outputs import document_html, export_workbook

    tid, _ids = tournament_with_players(8)
    event_format.add_team(tid, "Red", ["Player 00", "Player 01"])
    event_format.add_team(tid, "Blue", ["Player 02", "Player 03"])
    rounds.seat_round(tid, seed=1)
    _play_round(tid, 1, random.Random(1))
    teams = team_standings(tid)
    export_workbook(tid, tmp_path / "teams.xlsx")
    ws = load_workbook(tmp_path / "teams.xlsx")["Teams"]
    rows = list(ws.iter_rows(values_only=True))
    assert rows[0] == ("Rank", "Team", "Total", "Members")
    expected = [(t.rank, t.name, pytest.approx(t.total / 10)) for t in teams]
    assert [(r[0], r[1], r[2]) for r in rows[1:]] == expected
    html = document_html(tid, "standings")
    assert "Teams" in html and "Red" in html and "Blue" in html

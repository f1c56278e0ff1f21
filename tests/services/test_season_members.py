"""A started season's players (issue 37), on SQLite and PostgreSQL: the season's lock on its divisions'
tournaments (review D2), substitutes who never rank (D3), the drop line's rule (D6) and the drop line
checked after every day, withdrawals and absences from a day on, a substitute in a player's seat,
and a first season's seed order."""

from __future__ import annotations

import pytest

from tournament_app.services import games, players, rounds
from tournament_app.services.season_days import seat_day
from tournament_app.services.season_members import add_substitute, come_back, leave, set_seeds, stand_in
from tournament_app.services.season_next import next_season
from tournament_app.services.season_standings import LEFT, division_table
from tournament_app.services.seasons import create_season, season_info, set_division
from tournament_app.storage.models import Game, Player, Registration
from tournament_app.words.messages import UserError

# two tables' scores: eight different totals (jpml: +60.0, +10.0, △20.0, △50.0; +55.0, +11.0 …)
TABLE_SCORES = ([40000, 30000, 20000, 10000], [39000, 31000, 21000, 9000])


def _season(name: str, size: int = 8, *, days: int = 3, relegate: int = 1,
            divisions: tuple[str, ...] = ("A",), promote: int = 0) -> int:
    sid = create_season(name, list(divisions), days=days, hanchan=1, promote=promote, relegate=relegate)
    for div in season_info(sid).divisions:
        for n in range(size):
            players.add_player(div.tournament_id, f"{div.name}{n:02d}", reading=f"{div.name.lower()}{n:02d}",
                               season=True)
    return sid


def _play(sid: int, division: str = "A", seed: int = 1) -> None:
    """Seat the division's next day and finish its games, the tables' scores in turn."""
    seated = seat_day(sid, division, seed=seed)
    tid = season_info(sid).division(division).tournament_id
    for n, game_id in enumerate(games.games_of_round(tid, seated.rounds[0])):
        games.record_final_scores(game_id, TABLE_SCORES[n % 2])


def _below_third_lowest(sid: int, division: str = "A") -> int:
    """A drop line (tenths) that the three lowest totals so far are below."""
    totals = sorted(r.total for r in division_table(season_info(sid), division).rows)
    assert totals[2] < totals[3]
    return totals[3]


def test_a_division_s_players_are_the_season_s_to_change(tournament_db: str) -> None:
    """D2: plain registrations on a division's tournament are refused; substitutes come through the
    season, complete the tables after the drop line and never join the division or the next season."""
    sid = _season("D2")
    tid = season_info(sid).division("A").tournament_id
    for attempt in (lambda: players.add_player(tid, "代走 1"),
                    lambda: players.import_players(tid, [{"name": "代走 1", "status": "substitute"}]),
                    lambda: players.set_status(tid, season_info(sid).division("A").players[0], "withdrawn")):
        with pytest.raises(UserError, match="division A of a league season"):
            attempt()
    _play(sid)
    set_division(sid, "A", drop=(1, _below_third_lowest(sid)))
    assert Registration.select().where(Registration.tournament == tid).count() == 8
    # the five who stay would sit at a table of five; substitutes registered fill tables of four instead
    subs = [add_substitute(sid, "A", f"代走 {n}") for n in (1, 2, 3)]
    assert add_substitute(sid, "A", "代走 1") == subs[0]  # the same substitute, not a second one
    seated = seat_day(sid, "A", seed=2)
    assert len(seated.dropped) == 3
    seats = {p for t in rounds.seating_of(tid, seated.rounds[0]) for p in t.player_ids}
    assert set(subs) <= seats and not seats & set(seated.dropped)
    for n, game_id in enumerate(games.games_of_round(tid, seated.rounds[0])):
        games.record_final_scores(game_id, TABLE_SCORES[n % 2])
    _play(sid, seed=3)
    info = season_info(sid)
    assert not set(subs) & set(info.division("A").players)
    table = division_table(info, "A")
    assert not set(subs) & {r.player_id for r in table.rows} and len(table.rows) == 8
    following = next_season(sid, "D2 next")
    assert not set(subs) & set(season_info(following).division("A").players)


def test_substitutes_never_rank_and_the_line_is_drawn_at_the_marks(tournament_db: str) -> None:
    """D3: a substitute who won every game is not in the table; below the line only marked players."""
    sid = _season("D3", days=2, relegate=1)
    tid = season_info(sid).division("A").tournament_id
    _play(sid)
    set_division(sid, "A", drop=(1, _below_third_lowest(sid)))
    for n in (1, 2, 3):
        add_substitute(sid, "A", f"代走 {n}")
    _play(sid, seed=2)
    subs = {r.player_id for r in Registration.select().where(
        (Registration.tournament == tid) & (Registration.status == "substitute"))}
    table = division_table(season_info(sid), "A")
    assert {r.player_id for r in table.rows}.isdisjoint(subs)
    assert [r.rank for r in table.rows] == list(range(1, 9))
    assert table.down_line is not None
    assert all(r.mark in ("down", *LEFT) for r in table.rows[table.down_line:])
    assert all(r.mark not in ("down", *LEFT) for r in table.rows[:table.down_line])


@pytest.mark.parametrize("relegate", [1, 3, 5])
def test_the_players_out_below_the_drop_line_fill_the_relegation_places_first(tournament_db: str,
                                                                              relegate: int) -> None:
    """D6: three out below the line; with one or three places to fill nobody else goes down, with
    five the bottom two who stayed do; those out are listed below everyone who stayed."""
    sid = _season(f"D6 {relegate}", 8, days=2, relegate=relegate)
    _play(sid)
    set_division(sid, "A", drop=(1, _below_third_lowest(sid)))
    for n in (1, 2, 3):
        add_substitute(sid, "A", f"代走 {n}")
    _play(sid, seed=2)
    rows = division_table(season_info(sid), "A").rows
    marks = [r.mark for r in rows]
    assert marks[-3:] == ["out"] * 3
    assert marks[:5] == [None] * (5 - max(0, relegate - 3)) + ["down"] * max(0, relegate - 3)
    leaving = sum(m in ("down", "out") for m in marks)
    assert leaving == max(relegate, 3)
    outs = rows[-3:]
    assert [r.total for r in outs] == sorted((r.total for r in outs), reverse=True)


def test_the_drop_line_can_be_checked_after_every_day(tournament_db: str) -> None:
    """協会's 特別昇級リーグ: out in the 節 a total goes below the line, from day 1 on."""
    sid = _season("Each", 8, days=3, relegate=0)
    set_division(sid, "A", drop=(1, -600), drop_each=True)  # after day 1 nobody is below △60.0
    _play(sid)
    assert not any(r.mark for r in division_table(season_info(sid), "A").rows)
    _play(sid, seed=2)  # two days of △50.0 or so: below the line after day 2
    table = division_table(season_info(sid), "A")
    out = {r.player_id for r in table.rows if r.mark == "out"}
    assert out and all(r.total < -600 for r in table.rows if r.player_id in out)
    assert all(r.total >= -600 for r in table.rows if r.player_id not in out)
    for n in range(len(out)):
        add_substitute(sid, "A", f"代走 {n}")
    seated = seat_day(sid, "A", seed=3)
    assert set(seated.dropped) == out
    div = season_info(sid).division("A")
    assert {p: v for p, v in div.leaves.items()} == dict.fromkeys(out, ("drop", 3))
    seats = {p for t in rounds.seating_of(div.tournament_id, seated.rounds[0]) for p in t.player_ids}
    assert not seats & out
    row = next(r for r in division_table(season_info(sid), "A").rows if r.player_id in out)
    assert row.day_marks == (None, None, "out")


def test_a_withdrawal_and_an_absence_from_a_day_on(tournament_db: str) -> None:
    sid = _season("Leave", 9, days=3, relegate=1, divisions=("A", "B"), promote=1)
    info = season_info(sid)
    a = info.division("A")
    quitter, resting = a.players[0], a.players[1]
    with pytest.raises(UserError, match="no day 4"):
        leave(sid, "A00", "withdrew", 4)
    leave(sid, "A00", "withdrew", 2)
    leave(sid, "A01", "absent", 2)
    with pytest.raises(UserError, match="already left the league from day 2"):
        leave(sid, "A00", "absent", 3)
    come_back(sid, "A01")
    leave(sid, "A01", "absent", 3)
    for n in range(3):
        add_substitute(sid, "A", f"代走 A{n}")
        add_substitute(sid, "B", f"代走 B{n}")
    _play(sid, "A")
    _play(sid, "B")
    with pytest.raises(UserError, match="day 1 of division A is seated"):
        leave(sid, "A02", "withdrew", 1)
    for day in (2, 3):
        _play(sid, "A", seed=day)
        _play(sid, "B", seed=day)
        seats = {p for t in rounds.seating_of(a.tournament_id, 1 + day - 1) for p in t.player_ids}
        assert quitter not in seats and (resting in seats) == (day == 2)
    with pytest.raises(UserError, match="the withdrawal stands"):
        come_back(sid, "A00")
    table = division_table(season_info(sid), "A")
    assert [r.player_id for r in table.rows[-2:]] in ([quitter, resting], [resting, quitter])
    by_id = {r.player_id: r for r in table.rows}
    assert by_id[quitter].mark == "withdrew" and by_id[quitter].day_marks == (None, "withdrew", "withdrew")
    assert by_id[resting].mark == "absent" and by_id[resting].day_marks == (None, None, "absent")
    assert by_id[quitter].games == 1 and by_id[resting].games == 2
    assert sum(r.mark == "down" for r in table.rows) == 0  # the two who left fill the one place
    following = season_info(next_season(sid, "Leave next"))
    assert {quitter, resting} <= set(following.division("B").players)


def test_a_substitute_plays_a_player_s_game_and_never_ranks(tournament_db: str) -> None:
    sid = _season("Stand-in", 8, days=2, relegate=0)
    div = season_info(sid).division("A")
    seat_day(sid, "A", seed=1)
    absent_one = div.players[0]
    with pytest.raises(UserError, match="hanchan 1 to 1, not 2"):
        stand_in(sid, "A", "代走 太郎", "A00", 1, [2])
    with pytest.raises(UserError, match="has not been seated yet"):
        stand_in(sid, "A", "代走 太郎", "A00", 2)
    [game_id] = stand_in(sid, "A", "代走 太郎", "A00", 1)
    game = Game.get_by_id(game_id)
    seats = [game.seat0_id, game.seat1_id, game.seat2_id, game.seat3_id]
    assert absent_one not in seats
    for n, gid in enumerate(games.games_of_round(div.tournament_id, 1)):
        games.record_final_scores(gid, TABLE_SCORES[n % 2])
    table = division_table(season_info(sid), "A")
    assert len(table.rows) == 8 and {r.player_id for r in table.rows} == set(div.players)
    assert next(r for r in table.rows if r.player_id == absent_one).games == 0
    with pytest.raises(UserError, match="no game of day 1 left"):
        stand_in(sid, "A", "代走 太郎", "A01", 1)


def test_the_day_a_substitute_played_for_a_player_is_marked_in_their_cell(tournament_db: str) -> None:
    """代走: the replaced player's cell of that day says so, beside the points of the games they still
    played (hanchan 1 of 2) or alone (both); the days without a substitute carry no mark."""
    sid = create_season("Marked", ["A"], days=2, hanchan=2, promote=0, relegate=0)
    tid = season_info(sid).division("A").tournament_id
    for n in range(8):
        players.add_player(tid, f"A{n:02d}", reading=f"a{n:02d}", season=True)
    div = season_info(sid).division("A")
    seat_day(sid, "A", seed=1)
    part, whole = div.players[0], div.players[1]
    stand_in(sid, "A", "代走 一郎", "A00", 1, [2])
    stand_in(sid, "A", "代走 二郎", "A01", 1)
    for number in (1, 2):
        for n, gid in enumerate(games.games_of_round(tid, number)):
            games.record_final_scores(gid, TABLE_SCORES[n % 2])
    rows = {r.player_id: r for r in division_table(season_info(sid), "A").rows}
    assert rows[part].games == 1 and rows[part].days[0] is not None
    assert rows[part].day_marks[:1] == ("stood_in",)
    assert rows[whole].games == 0 and rows[whole].days[0] is None
    assert rows[whole].day_marks[:1] == ("stood_in",)
    assert all(m is None for pid, r in rows.items() if pid not in (part, whole) for m in r.day_marks)
    seat_day(sid, "A", seed=2)
    for number in (3, 4):
        for n, gid in enumerate(games.games_of_round(tid, number)):
            games.record_final_scores(gid, TABLE_SCORES[n % 2])
    rows = {r.player_id: r for r in division_table(season_info(sid), "A").rows}
    assert rows[part].day_marks == ("stood_in", None) and rows[part].games == 3


def test_a_first_season_s_seed_order(tournament_db: str) -> None:
    sid = _season("Seeds", 8, days=1, relegate=0)
    names = [f"A{n:02d}" for n in reversed(range(8))]
    with pytest.raises(UserError, match="1 left out"):
        set_seeds(sid, "A", names[:7])
    with pytest.raises(UserError, match="A07 is named twice"):
        set_seeds(sid, "A", [names[0], *names])
    set_seeds(sid, "A", names)
    div = season_info(sid).division("A")
    by_name = {r.player.name: r.seed_no for r in Registration.select().where(
        Registration.tournament == div.tournament_id)}
    assert [by_name[n] for n in names] == list(range(1, 9))
    assert [Player.get_by_id(p).name for p in div.players] == names  # season show's order
    seat_day(sid, "A", seed=1)
    with pytest.raises(UserError, match="the season has started"):
        set_seeds(sid, "A", names)

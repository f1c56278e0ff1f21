"""A season's plan as real leagues run it (issue 37), on SQLite and PostgreSQL: divisions with their
own number of days (full-year A and B beside a half-year C) and ``season next`` from them, and
promotion points carried from season to season (最高位戦: 2 points for the first place outside
promotion, 1 for the next, 3 points over two seasons promote)."""

from __future__ import annotations

import json

import pytest

from tournament_app.services import games, players, rounds
from tournament_app.services.season_days import seat_day, seat_next_days
from tournament_app.services.season_next import next_season
from tournament_app.services.season_points import set_points
from tournament_app.services.season_standings import division_table, season_tables
from tournament_app.services.seasons import create_season, season_info, set_division
from tournament_app.storage.models import Registration, Season
from tournament_app.words.messages import UserError

HIGH = [40000, 30000, 20000, 10000]  # the table that does not hold the player followed
LOW = [39000, 31000, 21000, 9000]  # places 2, 3, 5 and 8 of the eight


def _fill(sid: int, sizes: dict[str, int]) -> None:
    for name, size in sizes.items():
        tid = season_info(sid).division(name).tournament_id
        for n in range(size):
            players.add_player(tid, f"{name}{n}", reading=f"{name.lower()}{n}", season=True)


def _play_all(sid: int, names: list[str], seed: int) -> None:
    for day in seat_next_days(sid, names, seed=seed):
        tid = season_info(sid).division(day.division).tournament_id
        for number in range(day.rounds[0], day.rounds[1] + 1):
            for n, game_id in enumerate(games.games_of_round(tid, number)):
                games.record_final_scores(game_id, (HIGH, LOW)[n % 2])


def test_a_half_year_division_beside_full_year_ones_and_the_next_season(tournament_db: str) -> None:
    sid = create_season("協会", ["A", "B", "C"], days=3, hanchan=1, promote=1, relegate=1)
    _fill(sid, {"A": 4, "B": 4, "C": 4})
    set_division(sid, "C", days=2)
    assert [len(d.league_days) for d in season_info(sid).divisions] == [3, 3, 2]
    _play_all(sid, ["A", "B", "C"], 1)
    _play_all(sid, ["A", "B", "C"], 2)
    with pytest.raises(UserError, match="has seated 2 days: it cannot meet on fewer"):
        set_division(sid, "A", days=1)
    c = division_table(season_info(sid), "C")
    assert c.complete and c.after_day == 2
    with pytest.raises(UserError, match="has not finished day 3"):
        next_season(sid, "協会 2")
    with pytest.raises(UserError, match="every day of division C is seated"):
        seat_next_days(sid, ["A", "B", "C"])
    _play_all(sid, ["A", "B"], 3)
    assert [t.division.name for t in season_tables(sid, 3)] == ["A", "B"]
    following = season_info(next_season(sid, "協会 2"))
    assert [len(d.league_days) for d in following.divisions] == [3, 3, 2]
    assert [len(d.players) for d in following.divisions] == [4, 4, 3]  # C's last leaves the league


def test_a_division_s_days_within_what_it_has_seated(tournament_db: str) -> None:
    sid = create_season("Days", ["A"], days=3, hanchan=2, promote=0, relegate=0)
    _fill(sid, {"A": 4})
    set_division(sid, "A", drop=(2, -500))
    with pytest.raises(UserError, match="the drop line comes after day 2"):
        set_division(sid, "A", days=2)
    set_division(sid, "A", days=5)
    assert [(d.number, d.hanchan) for d in season_info(sid).division("A").league_days] == [
        (n, 2) for n in range(1, 6)]
    seat_day(sid, "A", seed=1)
    set_division(sid, "A", days=4)
    assert len(season_info(sid).division("A").league_days) == 4


def _season_of_b(sid: int, followed: int, score: int) -> None:
    """One day: A's table, and B's two tables with the followed player scoring ``score`` at the LOW
    table (the other table HIGH)."""
    for day in seat_next_days(sid, ["A", "B"], seed=5):
        tid = season_info(sid).division(day.division).tournament_id
        for table in rounds.seating_of(tid, day.rounds[0]):
            seats = list(table.player_ids)
            if followed in seats:
                scores = LOW[:]
                at = LOW.index(score)
                scores[seats.index(followed)], scores[at] = scores[at], scores[seats.index(followed)]
            else:
                scores = HIGH
            games.record_final_scores(table.game_id, scores)


def test_promotion_points_carried_from_season_to_season(tournament_db: str) -> None:
    first = create_season("最高位戦 1", ["A", "B"], days=1, hanchan=1, promote=1, relegate=1)
    _fill(first, {"A": 4, "B": 8})
    set_division(first, "B", relegate=0)
    with pytest.raises(UserError, match="go together"):
        set_points(first, up=[2, 1])
    set_points(first, up=[2, 1], up_needed=3, seasons=2)
    followed = season_info(first).division("B").players[3]
    _season_of_b(first, followed, 39000)  # 2nd: the first place outside promotion, 2 points
    b = division_table(season_info(first), "B")
    by_place = [(r.mark, r.points[0]) for r in b.rows[:4]]
    assert by_place == [("up", 0), (None, 2), (None, 1), (None, 0)]
    assert b.rows[1].player_id == followed
    second = next_season(first, "最高位戦 2")
    assert json.loads(Season.get_by_id(second).points)["up"] == [2, 1]
    tid = season_info(second).division("B").tournament_id
    reg = Registration.get((Registration.tournament == tid) & (Registration.player == followed))
    assert json.loads(reg.points_in) == {"up": [2], "down": [0]}
    third_place = b.rows[2].player_id
    reg3 = Registration.get((Registration.tournament == tid) & (Registration.player == third_place))
    assert json.loads(reg3.points_in) == {"up": [1], "down": [0]}
    assert len(season_info(second).division("B").players) == 8
    _season_of_b(second, followed, 31000)  # 3rd: 1 point, 3 over two seasons: promoted besides 1st
    b2 = division_table(season_info(second), "B")
    row = next(r for r in b2.rows if r.player_id == followed)
    assert row.rank == 3 and row.points == (1, 0) and row.points_in == (2, 0) and row.mark == "up"
    assert [r.mark for r in b2.rows].count("up") == 2
    assert b2.rows[1].mark is None  # 2 points this season, none before
    third = season_info(next_season(second, "最高位戦 3"))
    assert followed in third.division("A").players

"""The round clock (issue 13), with a fake time source: start, pause, resume, extra time, restart."""

from __future__ import annotations

import datetime as dt

import pytest

from tests.services.helpers import tournament_with_players
from tournament_app.services import clock, rounds
from tournament_app.storage import close_database, open_database
from tournament_app.words.messages import UserError

T0 = dt.datetime(2026, 11, 24, 10, 0, 0)


def at(minutes: float) -> dt.datetime:
    return T0 + dt.timedelta(seconds=int(minutes * 60))


@pytest.fixture
def seated(tournament_db: str) -> int:
    tid, _ids = tournament_with_players(8)
    rounds.seat_round(tid, seed=1)
    return tid


def test_a_round_counts_down_from_the_tournament_s_length(seated: int) -> None:
    c = clock.clock_of(seated, 1)
    assert (c.minutes, c.started) == (90, False)
    assert c.remaining(at(30)) == 90 * 60  # not started: the whole round is left
    clock.start_clock(seated, 1, now=at(0))
    c = clock.clock_of(seated, 1)
    assert c.remaining(at(0)) == 5400 and c.remaining(at(60)) == 1800
    assert not c.time_up(at(89.9)) and c.time_up(at(90))
    assert c.remaining(at(95)) == -300


def test_pauses_do_not_count(seated: int) -> None:
    clock.start_clock(seated, 1, now=at(0))
    clock.pause_clock(seated, 1, now=at(10))
    c = clock.clock_of(seated, 1)
    assert c.paused and c.remaining(at(25)) == 80 * 60  # frozen while paused
    clock.start_clock(seated, 1, now=at(25))  # resume after 15 minutes
    c = clock.clock_of(seated, 1)
    assert not c.paused and c.paused_seconds == 15 * 60
    assert c.remaining(at(35)) == 70 * 60
    clock.pause_clock(seated, 1, now=at(40))
    clock.start_clock(seated, 1, now=at(45))
    assert clock.clock_of(seated, 1).remaining(at(50)) == 90 * 60 - 30 * 60


def test_extra_time_is_per_table(seated: int) -> None:
    clock.start_clock(seated, 1, now=at(0))
    assert clock.add_extra_time(seated, 1, 2, 5) == 5
    assert clock.add_extra_time(seated, 1, 2, 5) == 10
    c = clock.clock_of(seated, 1)
    assert c.time_up(at(90), table=1) and not c.time_up(at(90), table=2)
    assert c.remaining(at(90), table=2) == 600
    with pytest.raises(UserError, match="between 0 and 120 minutes"):
        clock.add_extra_time(seated, 1, 2, -11)
    with pytest.raises(UserError, match="round 1 has no table 9"):
        clock.add_extra_time(seated, 1, 9, 5)


def test_the_clock_survives_a_restart(seated: int, tournament_db: str) -> None:
    clock.set_length(seated, 1, 60)
    clock.start_clock(seated, 1, now=at(0))
    clock.pause_clock(seated, 1, now=at(20))
    close_database()  # every window closed; the app starts again
    open_database(tournament_db)
    c = clock.clock_of(seated, 1)
    assert (c.minutes, c.paused, c.remaining(at(100))) == (60, True, 40 * 60)


def test_reset_and_lengths(seated: int) -> None:
    clock.start_clock(seated, 1, now=at(0))
    clock.reset_clock(seated, 1)
    assert not clock.clock_of(seated, 1).started
    clock.set_round_minutes(seated, 75)
    assert clock.clock_of(seated, 1).minutes == 75
    with pytest.raises(UserError, match="between 1 and 600 minutes"):
        clock.set_length(seated, 1, 0)
    with pytest.raises(UserError, match="has not been started"):
        clock.pause_clock(seated, 1, now=at(1))
    with pytest.raises(UserError, match="round 2 has not been seated"):
        clock.start_clock(seated, 2, now=at(1))


def test_the_server_s_time_is_utc_now(seated: int) -> None:
    now = clock.server_now()
    local = dt.datetime.now(dt.UTC).replace(tzinfo=None)
    assert abs((local - now).total_seconds()) < 5


def test_the_clock_stops_when_every_table_has_finished(seated: int) -> None:
    from tournament_app.services import games

    clock.start_clock(seated, 1, now=at(0))
    first, second = games.games_of_round(seated, 1)
    games.record_final_scores(first, [40000, 30000, 20000, 10000])
    c = clock.clock_of(seated, 1)
    assert not c.finished and c.time_up(at(95))  # one table still plays: its time is called
    games.record_final_scores(second, [40000, 30000, 20000, 10000])
    c = clock.clock_of(seated, 1)
    assert c.finished and not c.time_up(at(95))
    games.reopen_game(second)
    assert not clock.clock_of(seated, 1).finished

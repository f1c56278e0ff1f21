"""Seating as an organiser does it, judged by its quality (issue 26 items 6-7, issue 27 items 5 and 7):
round by round toward a planned count keeps the plan's seat winds, a stage's repeats count within the
stage, a demo plans its rounds, and the limits are checked before anything is stored."""

from __future__ import annotations

import random

import pytest

from tests.services.helpers import tournament_with_players
from tournament_app.checks.limits import MAX_PLAYERS
from tournament_app.seating import plan as seating
from tournament_app.services import event_format, games, rounds, tournaments
from tournament_app.services.demo import create_demo
from tournament_app.storage.models import Player, Tournament
from tournament_app.words.messages import UserError


def _layouts(tid: int, first: int = 1) -> list[list[list[int]]]:
    by_round: dict[int, list[list[int]]] = {}
    for t in rounds.seating_of(tid):
        if t.round >= first:
            by_round.setdefault(t.round, []).append(list(t.player_ids))
    return [by_round[r] for r in sorted(by_round)]


def _wind_spread(tid: int) -> int:
    """The most any player sat in one seat minus the least they sat in another."""
    return max(max(c) - min(c) for c in seating.wind_counts(_layouts(tid)).values())


def test_round_by_round_toward_a_planned_count_keeps_the_winds_of_the_plan(backend_db: str) -> None:
    at_once, _ = tournament_with_players(32, name="At once")
    rounds.seat_rounds(at_once, 8, seed=7)
    by_round, _ = tournament_with_players(32, name="Round by round")
    tournaments.set_planned_rounds(by_round, 8)
    for r in range(8):
        rounds.seat_round(by_round, seed=100 + r)
        assert _wind_spread(by_round) <= 1, f"after round {r + 1}"  # each block of four rotates the seats
    assert _wind_spread(by_round) == _wind_spread(at_once) == 0  # everyone sat each wind twice
    assert rounds.repeat_stats(by_round).repeated_pairs == rounds.repeat_stats(at_once).repeated_pairs == 0


def _play_round(tid: int, number: int, rng: random.Random) -> None:
    for gid in games.games_of_round(tid, number):
        cuts = sorted(rng.randrange(0, 1000) * 100 for _ in range(3))
        games.record_final_scores(gid, [cuts[0], cuts[1] - cuts[0], cuts[2] - cuts[1], 100000 - cuts[2]])


def test_a_stage_counts_its_repeats_within_itself(tournament_db: str) -> None:
    """16 semi-finalists have met in the qualifying rounds; within their three semi-final rounds
    they meet nobody twice, and the repeats reported are the stage's."""
    tid, _ids = tournament_with_players(32)
    event_format.add_stage(tid, "Semi-final", 5, top=16)
    rng = random.Random(3)
    for number in range(1, 5):
        rounds.seat_round(tid, seed=number)
        _play_round(tid, number, rng)
    semi_finalists = {p for t in _layouts(tid)[0] for p in t}
    event_repeats = []
    for number in range(5, 8):
        rounds.seat_round(tid, seed=number)
        _play_round(tid, number, rng)
        event_repeats.append(seating.repeat_stats(_layouts(tid)).repeated_pairs)
    stage = _layouts(tid, first=5)
    assert len(stage) == 3 and len({p for rnd in stage for t in rnd for p in t}) == 16
    assert seating.repeat_stats(stage).repeated_pairs == 0
    assert rounds.repeat_stats(tid).repeated_pairs == 0  # what `seat` and the rounds tab report
    assert semi_finalists and event_repeats[-1] > 0  # counted over the event, they had met before


def test_the_demo_plans_its_rounds_as_an_organiser_would(tournament_db: str) -> None:
    tid = create_demo(players_count=16, rounds_count=4, seed=2, name="Planned demo")
    assert tournaments.tournament_info(tid).planned_rounds == 4
    assert rounds.repeat_stats(tid).repeated_pairs == 0
    assert _wind_spread(tid) == 0  # four rounds: each player each wind once


def test_limits_are_checked_before_anything_is_stored(tournament_db: str) -> None:
    with pytest.raises(UserError, match=f"at most {MAX_PLAYERS} players"):
        create_demo(players_count=MAX_PLAYERS + 4, rounds_count=1, name="Too big")
    assert Tournament.select().count() == 0 and Player.select().count() == 0
    tid, _ids = tournament_with_players(8)
    with pytest.raises(UserError, match="between 1 and 40 rounds"):
        rounds.seat_rounds(tid, 41)
    assert rounds.round_numbers(tid) == []

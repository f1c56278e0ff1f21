"""The seating searches stop at a cost no seating can beat (issue 26, item 6): 12 players seated for
2 rounds took 8-10 s searching for the zero repeats that cannot exist. Judged by the work done (moves
tried), never by the clock, and by the quality reached."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournament_app.seating import plan as seating
from tournament_app.seating.designs import _shuffled_round
from tournament_app.seating.plan import _floor, _index, _pair_counts, _weights, plan_rounds, random_round


def cost(rounds: list[list[list[int]]]) -> int:
    """The searches' cost: a pair's 2nd meeting 1, its 3rd 16, its 4th 256 …"""
    counts = _pair_counts(rounds).values()
    return sum(sum(seating.REPEAT_BASE ** (k - 2) for k in range(2, c + 1)) for c in counts)


@pytest.fixture
def moves(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Counts the moves the searches try."""
    tried = [0]
    delta = seating._Search.delta

    def counted(self: seating._Search, r: int, a: int, b: int) -> int:
        tried[0] += 1
        return delta(self, r, a, b)

    monkeypatch.setattr(seating._Search, "delta", counted)
    return tried


# without the bound the same plans tried 92,400, 159,800, 74,931 and 547,641 moves, for nothing better
@pytest.mark.parametrize(("players", "count", "fewest", "most_moves"),
                         [(12, 2, 3, 1_000), (12, 3, 9, 1_000), (8, 2, 4, 1_000), (16, 8, 72, 100_000)])
def test_a_plan_stops_once_it_has_the_fewest_repeats_possible(moves: list[int], players: int, count: int,
                                                            fewest: int, most_moves: int) -> None:
    plan = plan_rounds(list(range(players)), count, random.Random(1))
    assert seating.repeat_stats(plan).repeated_pairs == fewest
    assert moves[0] < most_moves


def test_a_round_of_12_players_stops_at_the_3_pairs_that_must_meet_again(moves: list[int]) -> None:
    first = random_round(list(range(12)), [], random.Random(1))
    second = random_round(list(range(12)), [first], random.Random(2))
    assert seating.repeat_stats([first, second]).repeated_pairs == 3
    assert moves[0] < 1_000  # without the bound: 21,200, all of them


@pytest.mark.parametrize(("players", "count", "known"), [(12, 2, 3), (8, 2, 4), (16, 8, 72), (12, 8, 258)])
def test_the_floor_is_the_known_optimum(players: int, count: int, known: int) -> None:
    hist, _ = _index(list(range(players)), [])
    assert _floor(hist, count, 0, _weights(count + 1)) == known


@settings(max_examples=30, deadline=None)
@given(tables=st.integers(2, 6), seated=st.integers(0, 6), count=st.integers(1, 6),
       seed=st.integers(0, 10**6))
def test_the_floor_never_exceeds_a_seating_found(tables: int, seated: int, count: int, seed: int) -> None:
    """A bound above a real seating would stop the search short of better ones."""
    rng = random.Random(seed)
    players = list(range(4 * tables))
    history = [_shuffled_round(len(players), rng) for _ in range(seated)]
    plan = plan_rounds(players, count, rng, history, effort=0.05)
    hist, top = _index(players, history)
    floor = _floor(hist, count, seated, _weights(top + count + 1))
    assert floor <= cost(history + plan) - cost(history)

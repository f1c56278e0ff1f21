"""Seating: tables of four without repeated opponents, seat winds, player counts."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournament_app.seating.plan import (
    RepeatStats,
    balance_winds,
    balance_winds_plan,
    by_standings,
    check_player_count,
    plan_rounds,
    players_to_add,
    players_to_remove,
    random_round,
    repeat_stats,
    seat_next_round,
    wind_counts,
)

Round = list[list[int]]


def assert_partition(rnd: Sequence[Sequence[int]], players: Sequence[int]) -> None:
    assert all(len(table) == 4 for table in rnd)
    assert sorted(p for table in rnd for p in table) == sorted(players)


def round_by_round(players: list[int], rounds: int, seed: int, effort: float = 1.0) -> list[Round]:
    rng = random.Random(seed)
    history: list[Round] = []
    for _ in range(rounds):
        history.append(random_round(players, history, rng, effort=effort))
    return history


# ---------------------------------------------------------------------------- partitions


@settings(max_examples=25, deadline=None)
@given(tables=st.integers(2, 16), rounds=st.integers(1, 4), seed=st.integers(0, 10**6),
       offset=st.integers(-50, 50))
def test_every_round_is_a_partition_into_tables_of_four(tables: int, rounds: int, seed: int,
                                                         offset: int) -> None:
    players = [offset + 3 * i for i in range(4 * tables)]  # any ints, not just 0..n-1
    rng = random.Random(seed)
    plan = plan_rounds(players, rounds, rng, effort=0.05)
    assert len(plan) == rounds
    for rnd in plan:
        assert_partition(rnd, players)
    for rnd in balance_winds_plan(plan, [], rng):
        assert_partition(rnd, players)
    nxt = seat_next_round(players, plan, "random", rng, effort=0.05)
    assert_partition(nxt, players)


def test_history_with_departed_and_new_players() -> None:
    history = [[[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12], [13, 14, 15, 16]]]
    players = [*range(1, 13), 17, 18, 19, 20]  # 13..16 withdrew, 17..20 are substitutes
    rnd = random_round(players, history, random.Random(3))
    assert_partition(rnd, players)
    assert repeat_stats([*history, rnd]).repeated_pairs == 0


# ---------------------------------------------------------------------------- repeats


def test_repeat_stats_counts_extra_meetings() -> None:
    rounds = [[[1, 2, 3, 4], [5, 6, 7, 8]], [[1, 2, 5, 6], [3, 4, 7, 8]], [[1, 2, 7, 8], [3, 4, 5, 6]]]
    # 1-2, 3-4, 5-6 and 7-8 meet in every round (2 extra meetings each); all 28 pairs meet
    assert repeat_stats(rounds) == RepeatStats(repeated_pairs=8, max_meetings=3, pairs_met=28)
    assert repeat_stats([]) == RepeatStats(0, 0, 0)


@pytest.mark.parametrize(("n", "rounds"), [(32, 8), (32, 9), (36, 11), (40, 13), (44, 14), (48, 15),
                                          (52, 17), (60, 19), (64, 12), (64, 21), (100, 8)])
def test_plan_reaches_zero_repeats(n: int, rounds: int) -> None:
    players = list(range(100, 100 + n))
    plan = plan_rounds(players, rounds, random.Random(n * rounds), effort=0.3)
    for rnd in plan:
        assert_partition(rnd, players)
    assert repeat_stats(plan).repeated_pairs == 0


def test_32_players_10_rounds_keep_repeats_small() -> None:
    # The Social Golfer instance 8-4-10 has a perfect schedule, but neither the annealing nor the
    # cyclic searches here find it. Measured: 18 extra meetings at effort 1 (20 at this effort),
    # never a third meeting.
    stats = repeat_stats(plan_rounds(list(range(32)), 10, random.Random(0), effort=0.05))
    assert stats.max_meetings == 2
    assert stats.repeated_pairs <= 20


def test_plan_avoids_the_history() -> None:
    players = list(range(48))
    history = round_by_round(players, 4, seed=5)
    plan = plan_rounds(players, 6, random.Random(6), history, effort=0.3)
    assert repeat_stats(history + plan).repeated_pairs == 0


def test_round_by_round_reaches_zero_repeats_for_48_players_6_rounds() -> None:
    assert repeat_stats(round_by_round(list(range(48)), 6, seed=11)).repeated_pairs == 0


def test_large_round_has_no_repeat() -> None:
    players = list(range(512))
    history = round_by_round(players, 3, seed=2, effort=0.3)
    assert repeat_stats(history).repeated_pairs == 0


def test_unavoidable_repeats_stay_spread_out() -> None:
    # 8 players meet 3 others a round: over 4 rounds 48 meetings fall on 28 pairs, yet no pair
    # has to meet a third time.
    players = list(range(8))
    for seed in range(3):
        assert repeat_stats(plan_rounds(players, 4, random.Random(seed))).max_meetings == 2
        assert repeat_stats(round_by_round(players, 4, seed)).max_meetings == 2


def test_same_seed_same_seating() -> None:
    players = list(range(40))
    history = round_by_round(players, 2, seed=1)

    def run(seed: int) -> tuple[object, ...]:
        rng = random.Random(seed)
        return (random_round(players, history, rng), plan_rounds(list(range(32)), 10, rng, effort=0.05),
                plan_rounds(players, 3, rng, history, effort=0.2),
                seat_next_round(players, history, "random", rng))

    assert run(7) == run(7)
    assert run(7) != run(8)


# ---------------------------------------------------------------------------- standings and winds


def test_by_standings_groups_consecutive_ranks() -> None:
    ranked = [8, 3, 5, 1, 7, 2, 6, 4]
    assert by_standings(ranked) == [[8, 3, 5, 1], [7, 2, 6, 4]]
    assert by_standings([4, 3, 2, 1]) == [[4, 3, 2, 1]]  # a single table is fine here
    with pytest.raises(ValueError, match="add 2"):
        by_standings(ranked[:6])


def test_balance_winds_gives_the_least_used_seats() -> None:
    history = [[[1, 2, 3, 4]], [[1, 2, 3, 4]]]  # 1 was East twice, 2 South twice, …
    assert balance_winds([[1, 2, 3, 4]], history)[0][0] != 1
    seated = balance_winds([[1, 2, 3, 4]], history[:1])
    assert all(seated[0][seat] != p for seat, p in enumerate([1, 2, 3, 4]))
    assert balance_winds([[4, 3, 2, 1]], []) == [[4, 3, 2, 1]]  # nothing to fix: kept as given


@pytest.mark.parametrize("method", ["random", "standings"])
def test_round_by_round_winds_stay_within_two(method: str) -> None:
    # Measured: seating each round as it comes, a table can force a player onto a seat they had;
    # over 4 rounds no seat count exceeds 2 and counts differ by at most 2.
    players = list(range(32))
    for seed in range(5):
        rng = random.Random(seed)
        history: list[Round] = []
        for _ in range(4):
            ranked = rng.sample(players, len(players))
            history.append(seat_next_round(players, history, method, rng, ranked))
        for counts in wind_counts(history).values():
            assert max(counts) <= 2
            assert max(counts) - min(counts) <= 2


@pytest.mark.parametrize(("n", "rounds"), [(32, 4), (32, 10), (36, 7), (8, 6)])
def test_planned_winds_are_exactly_even_every_four_rounds(n: int, rounds: int) -> None:
    players = list(range(n))
    rng = random.Random(rounds)
    plan = balance_winds_plan(plan_rounds(players, rounds, rng, effort=0.05), [], rng)
    for done in range(1, rounds + 1):
        for counts in wind_counts(plan[:done]).values():
            assert max(counts) - min(counts) <= (0 if done % 4 == 0 else 1)


def test_seat_next_round_by_standings() -> None:
    players = list(range(1, 9))
    ranked = [5, 6, 7, 8, 1, 2, 3, 4]
    tables = seat_next_round(players, [], "standings", random.Random(0), ranked)
    assert [sorted(t) for t in tables] == [[5, 6, 7, 8], [1, 2, 3, 4]]
    with pytest.raises(ValueError, match="ranking"):
        seat_next_round(players, [], "standings", random.Random(0))
    with pytest.raises(ValueError, match="method"):
        seat_next_round(players, [], "swiss", random.Random(0))  # type: ignore[arg-type]


# ---------------------------------------------------------------------------- player counts


def test_player_count_message_says_what_to_do() -> None:
    with pytest.raises(ValueError) as excinfo:
        check_player_count(30)
    assert str(excinfo.value) == ("30 players cannot be seated at tables of four: "
                                  "add 2 (for example substitutes) or withdraw 2")
    with pytest.raises(ValueError, match="at least 8 are needed, add 3"):
        check_player_count(5)
    with pytest.raises(ValueError, match="at most 1000 can be seated, withdraw 4"):
        check_player_count(1004)
    check_player_count(8)
    check_player_count(1000)


@pytest.mark.parametrize(("n", "add", "remove"), [(30, 2, 2), (33, 3, 1), (32, 0, 0), (8, 0, 0),
                                                  (5, 3, None), (9, 3, 1), (0, 8, None),
                                                  (1003, None, 3), (1001, None, 1)])
def test_players_to_add_and_remove(n: int, add: int | None, remove: int | None) -> None:
    assert players_to_add(n) == add
    assert players_to_remove(n) == remove


@given(st.integers(0, 1100))
def test_add_and_remove_lead_to_a_seatable_count(n: int) -> None:
    for k, sign in ((players_to_add(n), 1), (players_to_remove(n), -1)):
        if k is not None:
            check_player_count(n + sign * k)


def test_duplicate_players_are_refused() -> None:
    with pytest.raises(ValueError, match="twice"):
        random_round([1, 2, 3, 4, 5, 6, 7, 7], [], random.Random(0))

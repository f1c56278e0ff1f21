"""The MERS arithmetic (issue 40 item 3a) against the worked examples of its sources (named in
tournament_app/rules/ema_ranking.py): [EMA-B] the weight table, [EMA-R] base ranks and the minimum,
[UKMA] a rating's two parts, [RRP] part A's counts."""

from __future__ import annotations

import datetime as dt
from fractions import Fraction

import pytest

from tournament_app.rules.ema_ranking import (
    Result,
    age_factor,
    base_rank,
    part_a_count,
    rating,
    tournament_weight,
    whole,
)

DAY = dt.date(2026, 6, 1)


@pytest.mark.parametrize(("players", "part"), [(40, 0), (41, Fraction(1, 2)), (80, Fraction(1, 2)),
                                               (81, 1), (150, 1)])
def test_players_part_of_the_weight_steps_at_41_and_81(players: int, part: Fraction) -> None:
    assert tournament_weight(1, players, 1, False).players == part


@pytest.mark.parametrize(("countries", "part"), [(5, 0), (6, Fraction(1, 2)), (9, Fraction(1, 2)),
                                                 (10, 1), (14, 1)])
def test_countries_part_of_the_weight_steps_at_6_and_10(countries: int, part: Fraction) -> None:
    assert tournament_weight(1, 8, countries, False).countries == part


def test_weight_adds_days_players_countries_and_qualification() -> None:
    # [EMA-B]: two days, 41-80 players, 6-9 countries, no qualification → 2 + 0.5 + 0.5 = 3
    assert tournament_weight(2, 60, 7, False).total == 3
    # the European championship: three days, >80 players, ≥10 countries, qualification → 3 + 1 + 1 + 1
    assert tournament_weight(3, 120, 20, True).total == 6
    assert tournament_weight(4, 16, 1, False).duration == 3  # the table stops at three days
    with pytest.raises(ValueError):
        tournament_weight(0, 16, 1, False)


def test_base_ranks_of_the_sources_examples() -> None:
    assert base_rank(100, 1) == 1000 and base_rank(100, 100) == 0
    assert base_rank(100, 75) == Fraction(25000, 99)  # [EMA-R] "number 75 out of 100": 252.5…
    assert base_rank(16, 3) == Fraction(2600, 3)  # riichi.wiki: 3rd of 16 → 866.66
    assert whole(base_rank(60, 32)) == 475  # [UKMA] 32nd of 60 → 475 (nearest, not 474)
    assert whole(base_rank(100, 25)) == 758  # 757.57…
    assert whole(Fraction(125, 2)) == 63  # halves up
    assert base_rank(1, 1) == 1000
    with pytest.raises(ValueError):
        base_rank(10, 11)


def test_age_full_for_a_year_half_for_the_second_then_nothing() -> None:
    assert age_factor(dt.date(2025, 6, 1), DAY) == 1  # exactly a year
    assert age_factor(dt.date(2025, 5, 31), DAY) == Fraction(1, 2)
    assert age_factor(dt.date(2024, 6, 1), DAY) == Fraction(1, 2)
    assert age_factor(dt.date(2024, 5, 31), DAY) == 0
    assert age_factor(dt.date(2026, 6, 2), DAY) == 0  # not ended yet on that day
    assert age_factor(dt.date(2023, 2, 28), dt.date(2024, 2, 29)) == 1  # a leap day's year before


@pytest.mark.parametrize(("results", "taken"), [(3, 3), (5, 5), (6, 6), (10, 9), (11, 10), (15, 13),
                                                (20, 17), (25, 21)])
def test_part_a_takes_five_and_four_fifths_of_the_rest_rounded_up(results: int, taken: int) -> None:
    assert part_a_count(results) == taken  # [RRP] about page's table


def test_ukma_worked_example_parts_a_and_b() -> None:
    """[UKMA] "Even MERS's intricate systems …": 1000, 1000, 1000 (weight 1), 501 (weight 6), 500
    (weight 1): part A 650.6, part B 667.33 (the source prints the average of its rounded parts,
    658.95; exact it is 658.97)."""
    rows = [Result(1000, Fraction(1), DAY), Result(1000, Fraction(1), DAY), Result(1000, Fraction(1), DAY),
            Result(501, Fraction(6), DAY), Result(500, Fraction(1), DAY)]
    r = rating(rows, DAY)
    assert r is not None
    assert r.part_a == Fraction(6506, 10) and r.part_b == Fraction(6006, 9)
    assert r.value == (r.part_a + r.part_b) / 2 and round(float(r.value), 2) == 658.97


def test_fewer_than_five_results_are_filled_with_zeros_of_weight_one() -> None:
    rows = [Result(800, Fraction(2), DAY), Result(600, Fraction(1), DAY)]
    r = rating(rows, DAY)
    assert r is not None
    # part A: (2·800 + 600 + 0 + 0 + 0) / (2 + 1 + 1 + 1 + 1); part B: the best four, one filler
    assert r.part_a == Fraction(2200, 6) and r.part_b == Fraction(2200, 5)
    assert sum(1 for res, _w in r.counted if res.filler) == 3
    assert rating(rows[:1], DAY) is None  # one result: not on the ranking
    old = Result(900, Fraction(1), dt.date(2024, 1, 1))  # over two years old: does not count
    assert rating([rows[0], old], DAY) is None


def test_older_results_count_half_and_part_a_drops_the_worst() -> None:
    year_ago = dt.date(2025, 3, 1)  # between one and two years: half weight
    rows = [Result(1000, Fraction(2), year_ago)] + [Result(100 * i, Fraction(1), DAY) for i in range(1, 10)]
    r = rating(rows, DAY)
    assert r is not None and r.part_a_takes == 9  # ten results: the worst (100) is left out
    ranks = [res.base_rank for res, _w in r.counted]
    assert ranks[0] == 1000 and dict((res.base_rank, w) for res, w in r.counted)[1000] == 1
    assert r.part_a == Fraction(1000 + sum(range(200, 1000, 100)), 9)
    assert r.part_b == Fraction(1000 + 900 + 800 + 700, 4)

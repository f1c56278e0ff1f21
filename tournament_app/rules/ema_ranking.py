"""The EMA's ranking (MERS, the Mahjong European Ranking System) as arithmetic: a tournament's weight,
a player's base rank in it, and a person's rating over their results. Exact: integers and Fractions.

Sources (each function names the one it follows):

- [EMA-B] "Basics for ranking system", https://mahjong-europe.org/ranking/Basicsranking.html (last
  update: EMA General Assembly, 25 May 2017; in force from 1 January 2018), sections "Base rank" and
  "Weight calculation". Its copy at Basicsranking2018.html differs for countries (see
  :func:`countries_weight`). The page's text after the weight table could not be read from here.
- [EMA-R] The EMA's earlier ranking page (mahjong-europe.org/portal, article 28, "Minimum requirement"
  and "Calculation"): at least two tournaments to appear; fewer than five: a 0 of weight 1 for each
  missing one; base rank = (players − place) / (players − 1) × 1000 ("number 75 out of 100 ... 252").
- [UKMA] Mahjong UK's recap of MERS, github.com/tomp31/RiichiUKRankingSystem, mers-vs-rukrs.md,
  "A re-explanation of MERS" (weight decay; part A, part B and their average; a worked example).
- [SCR] github.com/Jesterboxboy/ema_scraper, ranking.py, the header "RANKING ALGORITHM" (stated there
  to match the EMA's published ranking for every player): ageing, part A's count ceil(5 + 0.8·(n − 5)),
  part B the best four, the final ranking 0.5·A + 0.5·B, base ranks rounded to whole numbers.
- [RRP] The Russian riichi portal, github.com/MahjongRepository/mahjong-portal:
  server/rating/calculation/ema.py (the weight's four parts, ageing) and
  server/templates/website/about_en.html (part A's "5 + 80 % of the rest, rounded up", with examples).

The EMA's own statement of the 2018 rating (part A, part B, ageing) was not readable from here: that
part follows [UKMA], [SCR] and [RRP], which agree. Nothing here says how the EMA ranks tied players:
tied players get the base rank of the place they share (:func:`base_rank`), as the results file
sends that place.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

HALF = Fraction(1, 2)
MINIMUM_RESULTS = 2  # [EMA-R] "at least two tournaments to appear on the ranking"
FULL_RESULTS = 5  # [EMA-R] "five results are needed"; fewer are filled with 0 of weight 1
PART_B_RESULTS = 4  # [UKMA], [SCR]: part B is the best four results


@dataclass(frozen=True)
class Weight:
    """A tournament's MERS weight and its four parts ([EMA-B] "TOTAL_MERS = Weight_duration +
    Weight_players + Weight_countries + Weight_qualif")."""

    duration: int
    players: Fraction
    countries: Fraction
    qualification: int

    @property
    def total(self) -> Fraction:
        return self.duration + self.players + self.countries + self.qualification


def duration_weight(days: int) -> int:
    """[EMA-B] (1): one day +1, two days +2, three days +3; the table stops at three, so a longer
    event counts three (as [RRP] ``duration_coefficient`` does)."""
    if days < 1:
        raise ValueError("a tournament lasts at least one day")
    return min(days, 3)


def players_weight(players: int) -> Fraction:
    """[EMA-B] (2): up to 40 players +0, 41 to 80 +0.5, more than 80 +1."""
    if players > 80:
        return Fraction(1)
    return HALF if players > 40 else Fraction(0)


def countries_weight(countries: int) -> Fraction:
    """[EMA-B] (3): up to 5 countries +0, 6 to 9 +0.5, 10 or more +1. (The copy Basicsranking2018.html
    gives 6 to 10 and "more than 10"; the page in force and [RRP] ``countries_coefficient`` give 10 → +1.)"""
    if countries >= 10:
        return Fraction(1)
    return HALF if countries > 5 else Fraction(0)


def tournament_weight(days: int, players: int, countries: int, qualification: bool) -> Weight:
    """[EMA-B] "Weight calculation"; (4): +1 when qualification was required."""
    return Weight(duration_weight(days), players_weight(players), countries_weight(countries),
                  1 if qualification else 0)


def base_rank(players: int, place: int) -> Fraction:
    """[EMA-R], [EMA-B] "Base rank": 1000 · (players − place) / (players − 1); the winner 1000, the
    last 0. A field of one: its winner, 1000."""
    if not 1 <= place <= players:
        raise ValueError("the place must be between 1 and the number of players")
    if players == 1:
        return Fraction(1000)
    return Fraction(1000 * (players - place), players - 1)


def whole(value: Fraction) -> int:
    """A base rank as the EMA lists it: the nearest whole number, halves up ([SCR] and [RRP] round the
    base rank before the rating; [UKMA]'s 32nd of 60 → 475 is the nearest, not the lower, 474.
    [EMA-R]'s 75th of 100 → 252 (252.53) is lower: the sources differ, the code checked against the
    published ranking is followed)."""
    return int((value * 2 + 1) // 2)


def age_factor(ended_on: dt.date, on: dt.date) -> Fraction:
    """How much a result ended on ``ended_on`` counts on the day ``on``: in full up to one year, half up
    to two years, then not at all ([UKMA] "Weight decay"; [SCR] "Age penalty"; [RRP] ``tournament_age``).
    A result after ``on`` does not count yet."""
    if ended_on > on:
        return Fraction(0)
    if ended_on >= _years_before(on, 1):
        return Fraction(1)
    return HALF if ended_on >= _years_before(on, 2) else Fraction(0)


def _years_before(day: dt.date, years: int) -> dt.date:
    try:
        return day.replace(year=day.year - years)
    except ValueError:  # 29 February: the 28th
        return day.replace(year=day.year - years, day=28)


def part_a_count(results: int) -> int:
    """How many of the best results part A takes: all up to five, then five and 80 % of the rest,
    rounded up ([SCR] "NA = ceil(5 + 0.8·(PN − 5))"; [RRP] about page: 10 → 9, 15 → 13, 20 → 17)."""
    if results <= FULL_RESULTS:
        return results
    return FULL_RESULTS + -(-4 * (results - FULL_RESULTS) // 5)


@dataclass(frozen=True)
class Result:
    """One tournament of a person: the base rank there (whole, as listed), the tournament's weight and
    the day it ended; ``filler``: a missing result counted as 0 of weight 1 ([EMA-R])."""

    base_rank: int
    weight: Fraction
    ended_on: dt.date | None
    key: object = None  # the caller's name for the tournament
    filler: bool = False


@dataclass(frozen=True)
class Rating:
    """A person's rating on a day: ``part_a``, ``part_b`` and their average ``value`` (exact), with the
    results each part took (fillers included) and each result's weight after ageing."""

    value: Fraction
    part_a: Fraction
    part_b: Fraction
    counted: tuple[tuple[Result, Fraction], ...]  # every result that counts, best first, aged weight
    part_a_takes: int
    part_b_takes: int


def rating(results: Sequence[Result], on: dt.date) -> Rating | None:
    """The rating on ``on`` over ``results``; None with fewer than two that count ([EMA-R]).

    The results that count (age factor above 0) are ordered by base rank, best first (equal: the later
    first, as [RRP]); fewer than five are filled with 0 of weight 1 ([EMA-R]). Part A: the weighted
    average of the best :func:`part_a_count`; part B: of the best four; the rating: their average
    ([UKMA] "The two parts of the MERS ranking"; [SCR] "Final ranking = 0.5 · Part A + 0.5 · Part B").
    Weighted average: Σ weight · age · base rank / Σ weight · age."""
    live = [(r, r.weight * age_factor(r.ended_on, on)) for r in results if r.ended_on is not None]
    live = [(r, w) for r, w in live if w > 0]
    if len(live) < MINIMUM_RESULTS:
        return None
    live.sort(key=lambda rw: (rw[0].base_rank, rw[0].ended_on), reverse=True)
    while len(live) < FULL_RESULTS:
        live.append((Result(0, Fraction(1), None, filler=True), Fraction(1)))
    takes_a = part_a_count(len(live))
    a, b = _average(live[:takes_a]), _average(live[:PART_B_RESULTS])
    return Rating((a + b) / 2, a, b, tuple(live), takes_a, PART_B_RESULTS)


def _average(chosen: Sequence[tuple[Result, Fraction]]) -> Fraction:
    return sum((w * r.base_rank for r, w in chosen), Fraction(0)) / sum((w for _r, w in chosen), Fraction(0))


def hundredths(value: Fraction) -> int:
    """``value`` in hundredths, halves up: how a weight or a rating is shown (2.5 → 250)."""
    return int((value * 200 + 1) // 2)

"""The club rating (Tenhou's R) against worked examples of its published formula.

Ratings and changes are in hundredths: R1500.00 is 150000, +5.50 is 550. The formula (天鳳 マニュアル
「R(Rate)」): change = games factor × (place base + (table average − own) / 40), bases 30/10/−10/−30,
factor 1 − 0.002 × games under 400 games, 0.2 from then on.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from tournament_app.rules.rating import (
    START,
    exact_changes,
    games_factor,
    place_bases,
    rating_changes,
    round_hundredths,
)
from tournament_app.texts import display


def test_a_settled_player_fourth_at_a_level_table_loses_six() -> None:
    # The worked example of 全日本健康麻将協会 新潟 (「レーティング値について」, 2021): own R2000, the
    # others 2100, 1900, 2000 (average 2000), over 400 games, 4th: 0.2 × (−30 + 0) = −6.
    # The others by the same formula: 0.2 × (30 − 2.5) = 5.5, 0.2 × (10 + 2.5) = 2.5, 0.2 × −10 = −2.
    assert rating_changes((200_000, 210_000, 190_000, 200_000), (400, 612, 450, 1000),
                          (4, 1, 2, 3)) == (-600, 550, 250, -200)


def test_newcomers_take_the_place_bases_whole() -> None:
    # everyone at R1500 with no game yet: factor 1, average − own = 0
    assert rating_changes((START,) * 4, (0,) * 4, (3, 1, 4, 2)) == (-1000, 3000, -3000, 1000)


def test_a_strong_table_pays_more_and_rounds_halves_away_from_zero() -> None:
    # own R2000 4th at a table of 1500, 1900, 2100 (average 1875), all settled:
    # 0.2 × (−30 − 125/40) = −6.625 → −6.63; 1500 3rd: 0.2 × (−10 + 375/40) = −0.125 → −0.13;
    # 1900 2nd: 0.2 × (10 − 25/40) = 1.875 → 1.88; 2100 1st: 0.2 × (30 − 225/40) = 4.875 → 4.88
    ratings, games, ranks = (200_000, 150_000, 190_000, 210_000), (400,) * 4, (4, 3, 2, 1)
    assert exact_changes(ratings, games, ranks) == (Fraction(-6625, 10), Fraction(-125, 10),
                                                    Fraction(1875, 10), Fraction(4875, 10))
    assert rating_changes(ratings, games, ranks) == (-663, -13, 188, 488)
    assert sum(exact_changes(ratings, games, ranks)) == 0  # a table of settled players keeps its total


def test_the_games_factor_falls_to_a_fifth_at_400_games() -> None:
    assert games_factor(0) == 1
    assert games_factor(100) == Fraction(4, 5)
    assert games_factor(399) == Fraction(101, 500)  # 1 − 0.798 = 0.202
    assert games_factor(400) == games_factor(2000) == Fraction(1, 5)
    # a 100-game player wins a level table: 0.8 × 30 = 24
    assert rating_changes((START,) * 4, (100, 0, 0, 0), (1, 2, 3, 4))[0] == 2400
    with pytest.raises(ValueError):
        games_factor(-1)


@pytest.mark.parametrize(("ranks", "bases"), [
    ((1, 2, 3, 4), (30, 10, -10, -30)),
    ((1, 1, 3, 4), (20, 20, -10, -30)),  # 1st and 2nd shared: (30 + 10) / 2
    ((2, 1, 2, 4), (0, 30, 0, -30)),  # 2nd and 3rd shared: (10 − 10) / 2
    ((1, 1, 1, 4), (10, 10, 10, -30)),  # three share (30 + 10 − 10) / 3
    ((1, 2, 3, 3), (30, 10, -20, -20)),
    ((1, 1, 1, 1), (0, 0, 0, 0)),
])
def test_shared_places_share_their_bases(ranks: tuple[int, ...], bases: tuple[int, ...]) -> None:
    assert place_bases(ranks) == tuple(Fraction(b) for b in bases)


def test_three_tied_for_first_split_into_thirds() -> None:
    # (30 + 10 − 10) / 3 = 10 each for newcomers; at a settled level table 0.2 × 10 = 2
    assert rating_changes((START,) * 4, (400,) * 4, (1, 1, 1, 4)) == (200, 200, 200, -600)


@pytest.mark.parametrize("ranks", [(1, 1, 2, 4), (1, 2, 3), (0, 1, 2, 3), (1, 3, 3, 3, 4), (2, 2, 3, 4)])
def test_ranks_that_place_no_four_players_are_refused(ranks: tuple[int, ...]) -> None:
    with pytest.raises(ValueError):
        place_bases(ranks)


@pytest.mark.parametrize(("value", "rounded"), [
    (Fraction(5, 2), 3), (Fraction(-5, 2), -3), (Fraction(7, 3), 2), (Fraction(-7, 3), -2),
    (Fraction(-1, 2), -1), (Fraction(0), 0), (Fraction(249, 100), 2),
])
def test_changes_round_to_the_hundredth_halves_away_from_zero(value: Fraction, rounded: int) -> None:
    assert round_hundredths(value) == rounded


def test_a_rating_reads_as_tenhou_writes_it() -> None:
    assert display.rating(152_345) == "1523.45"
    assert display.rating(150_000) == "1500.00"
    assert display.rating(-5) == "-0.05"

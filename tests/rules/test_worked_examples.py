"""RULES.md §4 worked examples through `settle` under `jpml` (001 art. 37-40, art. 52).

Points are in tenths of a game point: +61.2 is 612.
"""

from __future__ import annotations

import pytest

from tournament_app.rules.presets import preset
from tournament_app.rules.settlement import settle

JPML = preset("jpml")


@pytest.mark.parametrize(
    ("scores", "left", "points", "ranks"),
    [
        # RULES.md §4 example 1 (art. 38, 39 ロ)
        ((41200, 31000, 18600, 9200), 0, (612, 110, -214, -508), (1, 2, 3, 4)),
        # example 2: 1st and 2nd share 50+10 (art. 39 ハ)
        ((32000, 32000, 20000, 16000), 0, (320, 320, -200, -440), (1, 1, 3, 4)),
        # example 3: 1,000 left on the table, the scores stand (art. 37); sum △1.0
        ((40000, 30000, 21000, 8000), 1000, (600, 100, -190, -520), (1, 2, 3, 4)),
        # the same in another seat order
        ((9200, 18600, 31000, 41200), 0, (-508, -214, 110, 612), (4, 3, 2, 1)),
    ],
)
def test_rules4_worked_examples(scores: tuple[int, ...], left: int, points: tuple[int, ...],
                                ranks: tuple[int, ...]) -> None:
    """RULES.md §4 worked examples (001 art. 37-39)."""
    result = settle(JPML, scores, left=left)
    assert result.points == points
    assert result.ranks == ranks
    assert result.final_scores == scores
    assert result.left == left
    assert result.penalties == (0, 0, 0, 0)
    assert sum(result.points) == -left // 100


def test_rules4_example3_sums_to_minus_1_point() -> None:
    """RULES.md §4: deposits left on the table make the table sum below zero (art. 32 ホ, 37)."""
    assert sum(settle(JPML, (40000, 30000, 21000, 8000), left=1000).points) == -10


def test_art39_three_tied_for_first_split_16_7_16_7_16_6() -> None:
    """Art. 39 ハ and RULES.md §4.2: 50+10−10 = 50.0 → 16.7, 16.7, 16.6 to seats 0, 1, 2."""
    result = settle(JPML, (30000, 30000, 30000, 10000))
    assert result.points == (167, 167, 166, -500)
    assert result.ranks == (1, 1, 1, 4)
    assert sum(result.points) == 0


def test_art39_three_tied_leftover_tenths_go_in_seat_order_not_by_position() -> None:
    """RULES.md §4.2: leftover tenths go from seat 0 up, whichever seats are tied."""
    result = settle(JPML, (10000, 30000, 30000, 30000))
    assert result.points == (-500, 167, 167, 166)
    result = settle(JPML, (30000, 10000, 30000, 30000))
    assert result.points == (167, -500, 167, 166)


def test_art39_three_tied_for_second_share_evenly() -> None:
    """Art. 39 ハ: 10−10−30 = −30.0 → △10.0 each."""
    result = settle(JPML, (55000, 15000, 15000, 15000))
    assert result.points == (750, -250, -250, -250)
    assert result.ranks == (1, 2, 2, 2)


def test_art39_four_tied_share_everything() -> None:
    """Art. 39 ハ: four at 25,000: (50+10−10−30)/4 = 5.0 each, minus 5.0 each below 30,000."""
    result = settle(JPML, (25000, 25000, 25000, 25000))
    assert result.points == (0, 0, 0, 0)
    assert result.ranks == (1, 1, 1, 1)


def test_art39_two_tied_for_third() -> None:
    """Art. 39 ハ: 3rd and 4th share −10−30 = −40.0 → △20.0 each."""
    result = settle(JPML, (40000, 30000, 15000, 15000))
    assert result.points == (600, 100, -350, -350)
    assert result.ranks == (1, 2, 3, 3)


def test_art37_excess_over_100000_comes_off_the_top() -> None:
    """Art. 37: 合計点が100,000点を越える場合は、順位決定後トップ者より超過分を差し引く."""
    result = settle(JPML, (45000, 30000, 20000, 6000))
    assert result.final_scores == (44000, 30000, 20000, 6000)
    assert result.points == (640, 100, -200, -540)
    assert sum(result.points) == 0


def test_art37_excess_comes_off_the_top_seat_wherever_it_sits() -> None:
    result = settle(JPML, (20000, 6000, 30000, 45000))
    assert result.final_scores == (20000, 6000, 30000, 44000)
    assert result.points == (-200, -540, 100, 640)


def test_art37_ranks_are_decided_before_the_excess_is_taken() -> None:
    """Art. 37 「順位決定後」: the ranking is fixed first, then the top loses the excess; the top
    player stays first even when the subtraction leaves them below the second score."""
    result = settle(JPML, (41000, 40500, 13000, 6500))  # sum 101,000
    assert result.final_scores == (40000, 40500, 13000, 6500)
    assert result.ranks == (1, 2, 3, 4)
    # seat 0: +10.0 + 50 = 60.0; seat 1: +10.5 + 10 = 20.5
    assert result.points[:2] == (600, 205)


def test_art37_below_100000_the_scores_stand() -> None:
    """Art. 37: 100,000点に満たない時は、そのまま持ち点を有効とする."""
    result = settle(JPML, (40000, 30000, 21000, 7000), left=2000)
    assert result.final_scores == (40000, 30000, 21000, 7000)
    assert result.left == 2000


def test_art52_chombo_takes_40_points_off_the_total() -> None:
    """Art. 52 ト: チョンボをした者は…トータルポイントから40ポイントを減算する."""
    scores = (41200, 31000, 18600, 9200)
    result = settle(JPML, scores, penalties=(0, 0, -400, 0))
    assert result.points == (612, 110, -614, -508)
    assert result.penalties == (0, 0, -400, 0)
    assert result.ranks == (1, 2, 3, 4)  # the penalty does not change the ranking by score
    assert sum(result.points) == -400


def test_art52_several_offenders_each_lose_40() -> None:
    """Art. 52 ヘ: チョンボ者が複数の場合、全て罰を受ける."""
    result = settle(JPML, (32000, 32000, 20000, 16000), penalties=(-400, 0, 0, -400))
    assert result.points == (-80, 320, -200, -840)
    assert sum(result.points) == -800


def test_art52_chombo_penalty_value_in_jpml() -> None:
    """RULES.md: chombo −40 (jpml)."""
    assert JPML.chombo_penalty == 400

"""The club rating: Tenhou's R over four-player games (issue 40 item 3(b)).

Why this rating: a league's running total or a ranking that adds points per event grows with every
game played, so it names the most active player rather than the strongest (mahjong-portal issue #10).
Tenhou's R (天鳳 マニュアル「R(Rate)」, https://tenhou.net/man/#RATING; in English on riichi.wiki's
"Tenhou.net ranking") is an Elo-type rating for four players: everyone starts at R1500, and after each
game ::

    change = games factor × (place base + (table's average R − own R) / 40)

with the place bases +30 / +10 / −10 / −30 (1st-4th) and the games factor 1 − 0.002 × games played
before this one, for fewer than 400 games, and 0.2 from the 400th on. The bases sum to 0 and so do the
four (average − own) terms, so a table of equally experienced players keeps its total: a player who
plays more only gains when they place better than their rating expects. Beating a stronger table is
worth more, losing to a weaker one costs more; the factor lets a newcomer's first games move the rating
fast and settles it later.

The table's average is of all four players (卓の平均R). Players who share a place (tied scores under
a rule book that shares them) share that place's bases: two tied for 1st take (30 + 10) / 2 = 20
each. Arithmetic is exact (fractions); a rating is held in hundredths of a point, as Tenhou's game
records give it (R1523.45 is 152345), each change rounded to the hundredth, halves away from zero.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

START = 150_000  # R1500.00, in hundredths
PLACE_BASE = (30, 10, -10, -30)  # 1st-4th, in rating points
SETTLED_AFTER = 400  # games: from then on the factor stays at SETTLED_FACTOR
SETTLED_FACTOR = Fraction(1, 5)
SPREAD = 40  # the average's difference from one's own rating is divided by this


def games_factor(games_before: int) -> Fraction:
    """1 − 0.002 × games before this one, under 400; 0.2 from then on."""
    if games_before < 0:
        raise ValueError("games played cannot be negative")
    if games_before >= SETTLED_AFTER:
        return SETTLED_FACTOR
    return 1 - Fraction(games_before, 500)


def place_bases(ranks: Sequence[int]) -> tuple[Fraction, ...]:
    """Each seat's place base from its rank 1-4; seats sharing a rank share the bases of the places
    they occupy (ranks 1, 1, 3, 4: 20, 20, −10, −30)."""
    if len(ranks) != 4 or any(r not in (1, 2, 3, 4) for r in ranks):
        raise ValueError(f"four ranks 1-4 expected, got {list(ranks)}")
    out = []
    for rank in ranks:
        shared = sum(1 for r in ranks if r == rank)
        # a rank names the first place of its group: the group's places are rank … rank + shared − 1
        if sum(1 for r in ranks if r < rank) != rank - 1:
            raise ValueError(f"ranks {list(ranks)} do not place four players")
        out.append(Fraction(sum(PLACE_BASE[rank - 1:rank - 1 + shared]), shared))
    return tuple(out)


def round_hundredths(value: Fraction) -> int:
    """The nearest whole hundredth, halves away from zero."""
    whole, rest = divmod(abs(value.numerator), value.denominator)
    if 2 * rest >= value.denominator:
        whole += 1
    return whole if value >= 0 else -whole


def exact_changes(ratings: Sequence[int], games: Sequence[int], ranks: Sequence[int]) -> tuple[Fraction, ...]:
    """Each seat's change in hundredths, unrounded. ``ratings`` in hundredths, ``games`` played
    before this game, ``ranks`` 1-4 (shared where tied), all in seat order."""
    if len(ratings) != 4 or len(games) != 4:
        raise ValueError("four players expected")
    average = Fraction(sum(ratings), 4)
    return tuple(games_factor(n) * (100 * base + (average - own) / SPREAD)
                 for own, n, base in zip(ratings, games, place_bases(ranks), strict=True))


def rating_changes(ratings: Sequence[int], games: Sequence[int], ranks: Sequence[int]) -> tuple[int, ...]:
    """Each seat's change in hundredths, rounded (see :func:`exact_changes`)."""
    return tuple(round_hundredths(c) for c in exact_changes(ratings, games, ranks))


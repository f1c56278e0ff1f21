"""Settling a game: final scores to ranks and game points (001 art. 37-40, RULES.md §4).

Game points are integers in tenths of a point throughout.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tournament_app.rules.ruleset import RuleSet

ZERO4 = (0, 0, 0, 0)


@dataclass(frozen=True)
class Settlement:
    final_scores: tuple[int, ...]
    left: int  # points still on the table after the end-of-game adjustment
    ranks: tuple[int, ...]  # 1-4, tied seats share a rank under shared ties
    points: tuple[int, ...]  # tenths: score part + rank points + penalties + prizes
    penalties: tuple[int, ...]  # tenths, the penalty part of ``points`` (≤ 0)
    prizes: tuple[int, ...] = ZERO4  # tenths, yakuman prizes included in ``points``

    def to_json(self) -> dict[str, object]:
        return {
            "final_scores": list(self.final_scores),
            "left": self.left,
            "ranks": list(self.ranks),
            "points": [tenths_to_json(p) for p in self.points],
            "penalties": [tenths_to_json(p) for p in self.penalties],
        }


def tenths_to_json(tenths: int) -> float:
    """JSON needs a number with one decimal; ``n / 10`` of an integer prints exactly that.

    This is the only place points become floats, and only to be printed.
    """
    return tenths / 10


def placing(rules: RuleSet, scores: Sequence[int]) -> list[int]:
    """Seats from first to last; equal scores in seat order (the first dealer first)."""
    return sorted(range(4), key=lambda s: (-scores[s], s))


def ranks_of(rules: RuleSet, scores: Sequence[int]) -> tuple[int, ...]:
    order = placing(rules, scores)
    ranks = [0] * 4
    for place, seat in enumerate(order):
        if rules.ties == "share" and place and scores[seat] == scores[order[place - 1]]:
            ranks[seat] = ranks[order[place - 1]]
        else:
            ranks[seat] = place + 1
    return tuple(ranks)


def rank_points(rules: RuleSet, scores: Sequence[int]) -> list[int]:
    """Uma plus oka per seat, in tenths; tied players share the places they occupy (art. 39 ハ).

    A share that does not divide evenly: every tied player gets the rounded-down share and the
    leftover tenths go one each to the tied players in seat order from seat 0 (RULES.md §4).
    """
    floaters = sum(1 for s in scores if s >= rules.return_points)
    by_place = list(rules.uma_for(floaters))
    by_place[0] += rules.oka
    order = placing(rules, scores)
    out = [0] * 4
    place = 0
    while place < 4:
        group = [order[place]]
        if rules.ties == "share":
            while place + len(group) < 4 and scores[order[place + len(group)]] == scores[group[0]]:
                group.append(order[place + len(group)])
        share, leftover = divmod(sum(by_place[place:place + len(group)]), len(group))
        for i, seat in enumerate(sorted(group)):
            out[seat] = share + (1 if i < leftover else 0)
        place += len(group)
    return out


def top_shares(rules: RuleSet, scores: Sequence[int], left: int) -> dict[int, int]:
    """Who takes the deposits left at the end: the top player; players tied for the top share them
    when ties share (in hundreds, the odd hundreds to the earlier seats), else the earlier seat."""
    top = max(scores)
    tied = [s for s in range(4) if scores[s] == top] if rules.ties == "share" else [placing(rules, scores)[0]]
    hundreds, odd = divmod(left // 100, len(tied))
    return {seat: (hundreds + (1 if i < odd else 0)) * 100 for i, seat in enumerate(tied)}


def _round_thousands(rules: RuleSet, score: int) -> int:
    """A score rounded to thousands on its hundreds digit, by absolute value (003 試合を終える:
    得点を百の位で五捨六入): 18,500 -> 18,000, 18,600 -> 19,000, -1,500 -> -1,000."""
    thousands, rest = divmod(abs(score), 1000)
    up = {"gosha_rokunyu": rest >= 600, "shisha_gonyu": rest >= 500, "kirisute": False}
    rounded = (thousands + (1 if up[rules.rounding] else 0)) * 1000
    return rounded if score >= 0 else -rounded


def settle(rules: RuleSet, scores: Sequence[int], *, left: int = 0,
           deposit_owners: Sequence[int] | None = None, penalties: Sequence[int] = ZERO4,
           prizes: Sequence[int] = ZERO4, finished: bool = True) -> Settlement:
    """Settle four scores in seat order.

    ``left``: points on the table (riichi deposits nobody won); ``deposit_owners``: the seat of
    each deposit on the table, when known (needed to return them to their owners).
    ``finished``: apply the end-of-game adjustments; a provisional settlement of a game in
    progress takes the scores as they stand.
    """
    final = list(scores)
    if finished and left:
        if rules.leftover_deposits == "top":
            for seat, part in top_shares(rules, final, left).items():
                final[seat] += part
            left = 0
        elif rules.leftover_deposits == "owners" and deposit_owners is not None:
            for owner in deposit_owners:
                final[owner] += rules.riichi_deposit
            left -= rules.riichi_deposit * len(deposit_owners)
    # art. 37: 順位決定後トップ者より超過分を差し引く: rank first, then the top loses the excess
    ranks = ranks_of(rules, final)
    uma = rank_points(rules, final)
    order = placing(rules, final)
    excess = sum(final) - rules.total_points
    if excess > 0:
        final[order[0]] -= excess
    if rules.rounding == "exact":
        game = [(final[s] - rules.return_points) // 100 + uma[s] for s in range(4)]
    else:
        # 003 試合を終える: non-top scores are rounded to thousands, the top takes the rest
        game = [0] * 4
        for seat in order[1:]:
            game[seat] = (_round_thousands(rules, final[seat]) - rules.return_points) // 100 + uma[seat]
        game[order[0]] = -sum(game)
    points = tuple(game[s] + penalties[s] + prizes[s] for s in range(4))
    return Settlement(tuple(final), left, ranks, points, tuple(penalties), tuple(prizes))

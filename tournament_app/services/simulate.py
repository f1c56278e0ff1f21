"""Plausible random games for the demo tournament and the benchmarks (pure, no database).

Every hand is checked by the rules engine, so a simulated record is always a valid one.
"""

from __future__ import annotations

import random
from typing import Any

from tournament_app.rules.errors import HandError
from tournament_app.rules.game import GameState, apply_hand, new_game
from tournament_app.rules.record import parse_hand
from tournament_app.rules.ruleset import RuleSet

# Rough shares seen in league play: han of a win, and fu for hands below mangan.
_HAN = ((1, 22), (2, 26), (3, 24), (4, 12), (5, 8), (6, 4), (8, 2), (11, 1))
_FU = ((30, 50), (40, 25), (50, 8), (60, 5), (70, 2), (25, 6), (20, 4))


def _pick(rng: random.Random, table: tuple[tuple[int, int], ...]) -> int:
    return rng.choices([v for v, _ in table], weights=[w for _, w in table])[0]


def random_hand(state: GameState, rng: random.Random) -> dict[str, Any]:
    """One plausible hand for the game as it stands (may still break a rule: the caller checks)."""
    riichi = [s for s in range(4) if rng.random() < 0.18]
    roll = rng.random()
    if roll < 0.003:
        return {"result": "chombo", "player": rng.randrange(4)}
    if roll < 0.16:
        tenpai = sorted(set(riichi) | {s for s in range(4) if rng.random() < 0.4})
        return {"result": "draw", "tenpai": tenpai, "riichi": riichi}
    winner = rng.randrange(4)
    value: dict[str, Any]
    if rng.random() < 0.004:
        value = {"yakuman": 1}
    else:
        han = _pick(rng, _HAN)
        value = {"han": han}
        if han < 5:
            value["fu"] = _pick(rng, _FU)
    if roll < 0.45:
        return {"result": "tsumo", "winner": winner, "riichi": riichi, **value}
    loser = rng.choice([s for s in range(4) if s != winner])
    return {"result": "ron", "winner": winner, "loser": loser, "riichi": riichi, **value}


def random_game(rules: RuleSet, rng: random.Random, max_hands: int = 60) -> list[dict[str, Any]]:
    """The hands of one complete game (CONTRACT.md record form) under ``rules``."""
    state = new_game(rules)
    hands: list[dict[str, Any]] = []
    while not state.over and len(hands) < max_hands:
        for _attempt in range(50):
            data = random_hand(state, rng)
            try:
                state, _ = apply_hand(state, parse_hand(data))
            except HandError:
                continue
            hands.append(data)
            break
    return hands

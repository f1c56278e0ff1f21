"""Small builders shared by the rules tests."""

from __future__ import annotations

from typing import Any

from tournament_app.rules.game import GameState, HandOutcome, play
from tournament_app.rules.presets import resolve
from tournament_app.rules.record import parse_hand


def run(hands: list[dict[str, Any]], rules: Any = "jpml") -> tuple[GameState, list[HandOutcome]]:
    """Play JSON hands from the start under ``rules`` (a preset id or a spec)."""
    return play(resolve(rules), [parse_hand(h) for h in hands])


def ron(winner: int, loser: int, han: int = 1, fu: int | None = 30, **extra: Any) -> dict[str, Any]:
    hand: dict[str, Any] = {"result": "ron", "winner": winner, "loser": loser, "han": han, **extra}
    if fu is not None:
        hand["fu"] = fu
    return hand


def tsumo(winner: int, han: int = 1, fu: int | None = 30, **extra: Any) -> dict[str, Any]:
    hand: dict[str, Any] = {"result": "tsumo", "winner": winner, "han": han, **extra}
    if fu is not None:
        hand["fu"] = fu
    return hand


def draw(*tenpai: int, **extra: Any) -> dict[str, Any]:
    return {"result": "draw", "tenpai": list(tenpai), **extra}


def non_dealer_wins(n: int) -> list[dict[str, Any]]:
    """``n`` hands in which the seat after the dealer wins a small ron off the one before.

    Starting from East 1 this moves the deal on by one each hand: 8 of them end a jpml game.
    """
    return [ron((i + 1) % 4, (i + 3) % 4) for i in range(n)]

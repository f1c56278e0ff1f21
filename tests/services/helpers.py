"""Builders for service tests: a tournament with players and a seated round."""

from __future__ import annotations

from tournament_app.services import games, players, rounds, tournaments


def tournament_with_players(n: int = 4, rules: object = "jpml",
                            name: str = "Test cup") -> tuple[int, list[int]]:
    tid = tournaments.create_tournament(name, rules)
    ids = [players.add_player(tid, f"Player {i:02d}", reading=f"player {i:02d}") for i in range(n)]
    return tid, ids


def one_table(rules: object = "jpml") -> tuple[int, list[int], int]:
    """A tournament of four players seated in order at one table; returns (tid, ids, game_id)."""
    tid, ids = tournament_with_players(4, rules)
    rounds.seat_round(tid, "manual", tables=[ids])
    return tid, ids, games.games_of_round(tid, 1)[0]


def ron(winner: int, loser: int, han: int = 1, fu: int = 30, **extra: object) -> dict:
    return {"result": "ron", "winner": winner, "loser": loser, "han": han, "fu": fu, **extra}


def quick_game() -> list[dict]:
    """Eight non-dealer wins: a whole jpml game that ends after South 4."""
    return [ron((i + 1) % 4, (i + 3) % 4, 2, 30) for i in range(8)]

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


# jpml: 25,000 start, chombo a penalty of points (no payment in the game's score). Seat 0 deals first.
STATS_HANDS = [
    {**ron(1, 0, 3, 40), "riichi": [1]},  # E1: 5,200 to seat 1 from seat 0
    {"result": "tsumo", "winner": 2, "han": 1, "fu": 30, "riichi": [2]},  # E2: 300/500 = 1,100
    {"result": "draw", "tenpai": [0, 2], "riichi": [0]},  # E3: the dealer (2) tenpai, stays
    {"result": "tsumo", "winner": 3, "yakuman": 1},  # E3-1: 8,000/16,000 = 32,000
    {"result": "chombo", "player": 1},  # E4
    {"result": "draw", "tenpai": []},  # E4: nobody tenpai
]


def stats_event() -> tuple[int, list[int]]:
    """Round 1 by hands (stopped after East 4), round 2 by final scores, seat i = player i."""
    tid, ids = tournament_with_players(4)
    rounds.seat_round(tid, "manual", tables=[ids])
    rounds.seat_round(tid, "manual", tables=[ids])
    first, second = games.games_of_round(tid, 1)[0], games.games_of_round(tid, 2)[0]
    games.append_hands(first, STATS_HANDS)
    games.finish_game(first, force=True)
    games.record_final_scores(second, [40000, 20000, 30000, 10000], chombo=[3])
    return tid, ids

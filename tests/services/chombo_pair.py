"""One event entered twice (issue 35, 9): the same game with a chombo recorded hand by hand at the desk
(a ``C`` hand) in one tournament and by its final scores with the chombo ticked in the other; every
other game is the same final-scores entry in both. Whatever reads a chombo must read the two alike.

Round 1, table 1 (Player 00 … 03): Player 00, the dealer, wins a mangan (12,000) from Player 02, then
makes a chombo, then eight non-dealer wins end the game on 37,000 / 25,300 / 13,000 / 24,700:
+57.0 / +5.3 / △47.0 / △15.3 before the chombo, so +17.0 for Player 00 after it (001 art. 52 ト).
The other games make Player 00 (X) and Player 04 (Y) equal on +27.0, Y's best game +55.0 lying between
X's game as counted (+17.0) and X's game without its chombo (+57.0): ``best_game`` must place Y first.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tournament_app.services import event_format, games, penalties, players, rounds, standings, tournaments

from .helpers import quick_game, ron

DESK_HANDS = [ron(0, 2, 4, 30), {"result": "chombo", "player": 0}, *quick_game()]
FINAL_SCORES = (37000, 25300, 13000, 24700)  # where DESK_HANDS end
OTHER_GAMES = {(1, 2): (35000, 30000, 20000, 15000),  # Y first: +55.0
               (2, 1): (30000, 12000, 48000, 10000),  # X +10.0, Y △28.0
               (2, 2): (25000, 25000, 25000, 25000)}
SEATING = {1: [[0, 1, 2, 3], [4, 5, 6, 7]], 2: [[0, 4, 1, 5], [2, 3, 6, 7]]}
X, Y = "Player 00", "Player 04"
WAYS = ("desk", "final")


@dataclass(frozen=True)
class Pair:
    desk: int  # the tournament whose chombo game was recorded hand by hand
    final: int  # … by its final scores, the chombo ticked
    chombo_game: dict[str, int]  # way -> the id of round 1, table 1's game

    def tournament(self, way: str) -> int:
        return self.desk if way == "desk" else self.final


def enter(way: str, name: str | None = None) -> tuple[int, int]:
    """The event with its chombo game entered ``way`` ("desk" or "final"): (tournament, that game)."""
    tid = tournaments.create_tournament(name or f"Chombo cup ({way})", "jpml")
    ids = [players.add_player(tid, f"Player {i:02d}", reading=f"player {i:02d}") for i in range(8)]
    chombo_game = 0
    for number, tables in SEATING.items():
        rounds.seat_round(tid, "manual", tables=[[ids[i] for i in table] for table in tables])
        for table, gid in enumerate(games.games_of_round(tid, number), start=1):
            if (number, table) != (1, 1):
                games.record_final_scores(gid, OTHER_GAMES[number, table])
                continue
            chombo_game = gid
            if way == "desk":
                for hand_number, hand in enumerate(DESK_HANDS, start=1):
                    games.record_hand(gid, hand_number, hand)  # the desk's C hand among them
                games.finish_game(gid)
            else:
                games.record_final_scores(gid, FINAL_SCORES, chombo=[0])
    event_format.set_tie_breaks(tid, ["best_game"])
    return tid, chombo_game


def both_ways() -> Pair:
    desk, desk_game = enter("desk")
    final, final_game = enter("final")
    return Pair(desk, final, {"desk": desk_game, "final": final_game})


def standing_figures(tid: int) -> dict[str, tuple[Any, ...]]:
    """Every figure of each player's standings row, by name (the two tournaments' ids differ)."""
    return {r.name: (r.rank, r.total, r.games, r.places, r.rank_sum, r.score_sum, r.best, r.worst,
                     r.penalties, r.by_round) for r in standings.standings(tid)}


def game_figures(tid: int) -> list[tuple[Any, ...]]:
    return [(g.round, g.table, g.names, g.state, g.final_scores, g.left, g.ranks, g.rank_points, g.penalties,
             g.points) for g in standings.results(tid)]


def listed_chombos(tid: int) -> list[tuple[Any, ...]]:
    """The penalties list as the tab shows it, the date left out."""
    return [(r.name, r.round, r.points, r.reason, r.cancelled, r.in_game, r.game and r.game.table)
            for r in penalties.list_penalties(tid)]

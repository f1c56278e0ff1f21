"""Benchmark of the standings of an event with stages (issue 27).

    python bench/bench_stages.py [--db /tmp/stages.sqlite3] [--players 512] [--qualifying 8]

Builds (once; the file is reused) an event of N players by final scores: qualifying rounds, a
semi-final of the top N/4 for two rounds (half carried), a final table of four for two rounds (from
zero, seated by rank); then measures the whole event's ranking by stage reached (what every screen,
print and export reads), one stage's standings, and the plain standings for comparison. Goal: the
ranking < 0.5 s for 512 players.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tournament_app.services import event_format, games, players, rounds, tournaments
from tournament_app.services.event_standings import event_standings, ranked
from tournament_app.services.standings import standings
from tournament_app.storage.database import close_database, open_database


def scores(strengths: list[int]) -> list[int]:
    total = sum(strengths)
    return [25000 + 100 * (4 * v - total) for v in strengths]


def build(path: Path, count: int, qualifying: int) -> None:
    started = time.perf_counter()
    open_database(path)
    tid = tournaments.create_tournament("Bench stages", "jpml")
    strength = {}
    for n in range(count):
        pid = players.add_player(tid, f"Player {n:04d}")
        strength[pid] = (n * 7919) % 97  # spread, not sorted by name
    semi = max(4, count // 4 // 4 * 4)
    event_format.add_stage(tid, "Semi-final", qualifying + 1, top=semi, carry="half")
    event_format.add_stage(tid, "Final", qualifying + 3, top=4, carry="none", final_seats="rank")
    for number in range(1, qualifying + 5):
        rounds.seat_round(tid, seed=number)
        for table in rounds.seating_of(tid, number):
            games.record_final_scores(table.game_id, scores([strength[p] for p in table.player_ids]))
    close_database()
    print(f"built {count} players, {qualifying} + 2 + 2 rounds in {time.perf_counter() - started:.0f} s")


def timed(fn, repeat: int) -> list[float]:  # type: ignore[no-untyped-def]
    out = []
    for _ in range(repeat):
        started = time.perf_counter()
        fn()
        out.append(time.perf_counter() - started)
    return out


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--db", default="/tmp/stages.sqlite3")
    parser.add_argument("--players", type=int, default=512)
    parser.add_argument("--qualifying", type=int, default=8)
    args = parser.parse_args()
    path = Path(args.db)
    if not path.exists():
        build(path, args.players, args.qualifying)
    open_database(path)
    tid = tournaments.find_tournament(None)
    for label, fn in (("ranking by stage reached (ranked)", lambda: ranked(tid)),
                      ("the semi-final's standings", lambda: event_standings(tid, 1)),
                      ("plain standings (sum of every game)", lambda: standings(tid))):
        times = timed(fn, 5)
        print(f"{label}: median {statistics.median(times) * 1000:.0f} ms, worst {max(times) * 1000:.0f} ms")
    close_database()
    return 0


if __name__ == "__main__":
    sys.exit(main())

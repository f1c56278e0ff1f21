"""Benchmark: seating one round at a time through the services, with and without a planned count.

Run from the repository root: ``python bench/bench_round_by_round.py``. For each (players, rounds) it
creates a tournament in a temporary SQLite file, seats the rounds one by one with ``seat_round`` and
prints the repeated pairs and the slowest round; once with the planned number of rounds set (the plan
of the remaining rounds is kept between rounds, issue 10 item 22) and once without.
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tournament_app.services import players, rounds, tournaments
from tournament_app.storage import close_database, open_database

CASES = ((32, 8), (36, 8), (40, 8), (64, 12), (100, 10))


def run(folder: Path, n: int, count: int, planned: bool) -> tuple[int, float]:
    open_database(folder / f"{n}-{count}-{planned}.sqlite3")
    tid = tournaments.create_tournament("bench", planned_rounds=count if planned else None)
    for i in range(n):
        players.add_player(tid, f"P{i:03d}")
    slowest = 0.0
    for r in range(count):
        start = time.perf_counter()
        rounds.seat_round(tid, seed=r)
        slowest = max(slowest, time.perf_counter() - start)
    repeats = rounds.repeat_stats(tid).repeated_pairs
    close_database()
    return repeats, slowest


def main() -> None:
    print(f"{'players':>7} {'rounds':>6} {'planned: repeats':>17} {'slowest':>8} {'unplanned: repeats':>19}")
    with tempfile.TemporaryDirectory() as tmp:
        for n, count in CASES:
            planned, slowest = run(Path(tmp), n, count, True)
            unplanned, _ = run(Path(tmp), n, count, False)
            print(f"{n:>7} {count:>6} {planned:>17} {slowest:>7.2f}s {unplanned:>19}")


if __name__ == "__main__":
    main()

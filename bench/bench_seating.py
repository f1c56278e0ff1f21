"""Benchmark of tournament_app.seating: repeats and time for planned and round-by-round seating.

Run from the repository root: ``python bench/bench_seating.py`` (``--help`` for options). For each
player count N and round count R with 3R ≤ N − 1 (the most a player can have distinct opponents
for), it seats R rounds two ways and prints one table row per way:

* ``plan``: :func:`plan_rounds` for all R rounds at once;
* ``round-by-round``: R calls of :func:`random_round`, each given the rounds before it.

``--search-only`` switches off the perfect designs and the cyclic search, to show what the
annealing alone achieves.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tournament_app import seating
from tournament_app.seating import plan_rounds, random_round, repeat_stats

SIZES = (32, 36, 40, 48, 64, 100, 128, 256, 512)


def run(n: int, rounds: int, method: str, seed: int, effort: float) -> tuple[int, int, float]:
    rng = random.Random(seed)
    players = list(range(1, n + 1))
    start = time.perf_counter()
    if method == "plan":
        schedule = plan_rounds(players, rounds, rng, effort=effort)
    else:
        schedule = []
        for _ in range(rounds):
            schedule.append(random_round(players, schedule, rng, effort=effort))
    seconds = time.perf_counter() - start
    stats = repeat_stats(schedule)
    return stats.repeated_pairs, stats.max_meetings, seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="*", default=SIZES, help="player counts N")
    parser.add_argument("--min-rounds", type=int, default=4)
    parser.add_argument("--max-rounds", type=int, default=12, help="cap on R (besides 3R ≤ N − 1)")
    parser.add_argument("--methods", nargs="*", default=["plan", "round-by-round"])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--effort", type=float, default=1.0)
    parser.add_argument("--search-only", action="store_true", help="no designs, annealing only")
    args = parser.parse_args()
    if args.search_only:
        seating._perfect_rounds = lambda n: []  # type: ignore[assignment]
        seating._cyclic_search = lambda n, rounds, rng, steps: ([], -1)  # type: ignore[assignment]
    print(f"{'N':>4} {'R':>3} {'method':<15} {'repeated_pairs':>14} {'max_meetings':>12} {'seconds':>8}")
    for n in args.sizes:
        for rounds in range(args.min_rounds, min(args.max_rounds, (n - 1) // 3) + 1):
            for method in args.methods:
                repeated, most, seconds = run(n, rounds, method, args.seed, args.effort)
                row = f"{n:>4} {rounds:>3} {method:<15} {repeated:>14} {most:>12} {seconds:>8.2f}"
                print(row, flush=True)


if __name__ == "__main__":
    main()

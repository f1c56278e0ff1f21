"""Benchmark of tournament_app.seating.plan: repeats and time for planned and round-by-round seating.

Run from the repository root: ``python bench/bench_seating.py`` (``--help`` for options). For each
player count N and round count R with 3R ≤ N − 1 (the most a player can have distinct opponents
for), it seats R rounds two ways and prints one table row per way:

* ``plan``: :func:`plan_rounds` for all R rounds at once;
* ``round-by-round``: R calls of :func:`random_round`, each given the rounds before it.

``--search-only`` switches off the perfect designs and the cyclic search, to show what the
annealing alone achieves.

``--goals`` (issue 26, item 6) seats as an organiser does, through the services on a temporary SQLite
file, and prints each case's seconds beside its goal and the ratio, with the quality: repeated pairs
and the seat-wind spread (the most a player sat in one seat minus the least, over the rounds seated).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tournament_app.seating import plan as seating
from tournament_app.seating.plan import plan_rounds, random_round, repeat_stats

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


def _tournament(folder: Path, name: str, n: int, planned: int | None) -> int:
    from tournament_app.services import players, tournaments
    from tournament_app.storage import close_database, open_database

    close_database()
    open_database(folder / f"{name}.sqlite3")
    tid = tournaments.create_tournament(name, planned_rounds=planned)
    for i in range(n):
        players.add_player(tid, f"P{i:04d}")
    return tid


def _spread(tid: int) -> int:
    from tournament_app.services import rounds

    tables = rounds.seating_of(tid)
    history: dict[int, list[list[int]]] = {}
    for t in tables:
        history.setdefault(t.round, []).append(list(t.player_ids))
    counts = seating.wind_counts([history[r] for r in sorted(history)])
    return max(max(c) - min(c) for c in counts.values())


def goals() -> None:
    """Each goal of issue 26 (item 6) through the services, as an organiser seats."""
    import tempfile

    from tournament_app.services import rounds

    rows: list[tuple[str, float, float, str]] = []

    def timed(label: str, goal: float, seat: object, tid: int) -> None:
        start = time.perf_counter()
        seat()  # type: ignore[operator]
        seconds = time.perf_counter() - start
        stats = rounds.repeat_stats(tid)
        rows.append((label, seconds, goal, f"repeats {stats.repeated_pairs}, most {stats.max_meetings}, "
                                           f"wind spread {_spread(tid)}"))
        print(f"{label:<58}{seconds:>8.2f}{goal:>7.1f}{seconds / goal:>7.2f}   {rows[-1][3]}", flush=True)

    print(f"{'case':<58}{'seconds':>8}{'goal':>7}{'ratio':>7}   quality")
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        tid = _tournament(folder, "a", 12, 2)
        timed("12 players, 2 planned: round 1 (was 8-10 s)", 1.0, lambda: rounds.seat_round(tid, seed=1), tid)
        tid = _tournament(folder, "b", 12, 8)
        timed("12 players, 8 planned: round 1", 1.0, lambda: rounds.seat_round(tid, seed=1), tid)
        timed("12 players, 8 planned: rounds 2-8 one by one", 1.0,
              lambda: [rounds.seat_round(tid, seed=r) for r in range(2, 9)], tid)
        tid = _tournament(folder, "c", 12, None)
        timed("12 players, no plan: 8 rounds one by one", 1.0,
              lambda: [rounds.seat_round(tid, seed=r) for r in range(8)], tid)
        tid = _tournament(folder, "d", 100, 10)
        timed("100 players, 10 planned: round 1", 5.0, lambda: rounds.seat_round(tid, seed=1), tid)
        timed("100 players, 10 planned: rounds 2-10 one by one", 5.0,
              lambda: [rounds.seat_round(tid, seed=r) for r in range(2, 11)], tid)
        tid = _tournament(folder, "e", 100, None)
        timed("100 players: 10 rounds at once", 5.0, lambda: rounds.seat_rounds(tid, 10, seed=1), tid)
        tid = _tournament(folder, "f", 1000, None)
        timed("1,000 players: round 1", 10.0, lambda: rounds.seat_round(tid, seed=1), tid)
        timed("1,000 players: round 2", 10.0, lambda: rounds.seat_round(tid, seed=2), tid)
        tid = _tournament(folder, "g", 1000, 40)
        timed("1,000 players, 40 planned (the most): round 1", 10.0,
              lambda: rounds.seat_round(tid, seed=1), tid)
        timed("1,000 players, 40 planned: round 2", 10.0, lambda: rounds.seat_round(tid, seed=2), tid)
        rounds.seat_rounds(tid, 38, seed=3)  # the rest of the plan, untimed: a long history
        timed("1,000 players: round 41 after 40 (no plan left)", 10.0,
              lambda: rounds.seat_round(tid, seed=41), tid)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="*", default=SIZES, help="player counts N")
    parser.add_argument("--min-rounds", type=int, default=4)
    parser.add_argument("--max-rounds", type=int, default=12, help="cap on R (besides 3R ≤ N − 1)")
    parser.add_argument("--methods", nargs="*", default=["plan", "round-by-round"])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--effort", type=float, default=1.0)
    parser.add_argument("--search-only", action="store_true", help="no designs, annealing only")
    parser.add_argument("--goals", action="store_true", help="the goals of issue 26 through the services")
    args = parser.parse_args()
    if args.goals:
        goals()
        return
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

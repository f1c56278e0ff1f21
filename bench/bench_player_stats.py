"""Issue 40 (2): the statistics of every player of a 128-player, 10-round tournament, from its hands.

    python bench/bench_player_stats.py                    # the demo league 128 × 10 under /tmp/bench-stats
    python bench/bench_player_stats.py --dir DIR --repeat 5

The league is a demo database (``tournament-app demo``, built once and reused). Each run is
``player_stats.tournament_stats`` in this process after the database is opened: reading every game and
hand, replaying the hands under their rules and counting; the best of ``--repeat`` runs is printed.
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

from league_tools import league


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--dir", type=Path, default=Path("/tmp/bench-stats"))
    parser.add_argument("--size", default="128x10", help="PLAYERSxROUNDS (default 128x10)")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    args.dir.mkdir(parents=True, exist_ok=True)
    db = league(args.dir, args.size)

    from tournament_app.services.player_stats import tournament_stats
    from tournament_app.services.tournaments import find_tournament
    from tournament_app.storage.database import open_database

    open_database(db, reading=True)
    tid = find_tournament(None)
    times = []
    for _ in range(args.repeat):
        started = time.perf_counter()
        lines = tournament_stats(tid)
        times.append(time.perf_counter() - started)
    hands = sum(s.hands for s in lines) // 4
    print(json.dumps({"league": args.size, "players": len(lines), "hands": hands,
                      "best_seconds": round(min(times), 3), "runs": [round(t, 3) for t in times]}))


if __name__ == "__main__":
    main()

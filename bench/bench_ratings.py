"""Issue 40 (3b): the club rating over a database of 20 events × 128 players × 10 rounds (6,400 games).

    python bench/bench_ratings.py                    # builds /tmp/bench-ratings/club.sqlite3 once
    python bench/bench_ratings.py --dir DIR --repeat 5

The same 128 players play every event (a club's members), so each has 20 points of history. The
database is written straight through the models (finished games with their places, as final scores
leave them), built once and reused. Each run is ``ratings.ratings()`` in this process after the
database is opened: reading every finished game and rating it; the best of ``--repeat`` is printed.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import random
import time
from pathlib import Path

EVENTS, PLAYERS, ROUNDS = 20, 128, 10


def build(path: Path) -> None:
    from tournament_app.rules.presets import resolve
    from tournament_app.storage.database import open_database
    from tournament_app.storage.models import Game, Player, Registration, Round, Table, Tournament, db_proxy

    open_database(str(path))
    rng = random.Random(40)
    rules = json.dumps(resolve("jpml").to_dict())
    with db_proxy.atomic():
        people = [Player.create(name=f"Member {i:03d}") for i in range(PLAYERS)]
        for e in range(EVENTS):
            t = Tournament.create(name=f"Club night {e + 1}", rules=rules,
                                  starts_on=dt.date(2026, 1, 1) + dt.timedelta(days=7 * e))
            Registration.insert_many([{"tournament": t.id, "player": p.id} for p in people]).execute()
            for r in range(ROUNDS):
                rnd = Round.create(tournament=t, number=r + 1)
                order = people[:]
                rng.shuffle(order)
                for k in range(PLAYERS // 4):
                    table = Table.create(round=rnd, number=k + 1)
                    four = order[4 * k:4 * k + 4]
                    ranks = rng.sample((1, 2, 3, 4), 4)
                    Game.create(table=table, seat0=four[0], seat1=four[1], seat2=four[2], seat3=four[3],
                                state="finished", mode="final", r0=ranks[0], r1=ranks[1], r2=ranks[2],
                                r3=ranks[3], s0=0, s1=0, s2=0, s3=0, p0=0, p1=0, p2=0, p3=0)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--dir", type=Path, default=Path("/tmp/bench-ratings"))
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    args.dir.mkdir(parents=True, exist_ok=True)
    db = args.dir / "club.sqlite3"
    if not db.exists():
        build(db)

    from tournament_app.services.ratings import ratings
    from tournament_app.storage.database import open_database

    open_database(str(db), reading=True)
    times = []
    for _ in range(args.repeat):
        started = time.perf_counter()
        table = ratings()
        times.append(time.perf_counter() - started)
    print(json.dumps({"events": EVENTS, "players": len(table), "games": sum(r.games for r in table) // 4,
                      "history_points": sum(len(r.history) for r in table),
                      "best_seconds": round(min(times), 3), "runs": [round(t, 3) for t in times]}))


if __name__ == "__main__":
    main()

"""Issue 40: the statistics of every person in a database of 20 events × 128 players × 10 rounds, each
person linked to one player of every event.

    python bench/bench_people_stats.py                    # built once under /tmp/bench-people
    python bench/bench_people_stats.py --dir DIR --repeat 3

The events are demo tournaments (``tournament-app demo --seed K --name "Event K"``); person ``i`` is the
``i``-th player (by id) of each event, linked through ``services.people`` once. Each run is
``person_stats.people_statistics()`` in this process after the database is opened: reading every game
and hand of the 20 events, counting each hand's figures from its stored record (a distinct record and
win value worked out once, no replay of the games) and summing per person. ``one_player_seconds``
is the best of as many runs of ``player_stats.statistics([(tid, pid)])`` for the first player of the
first event: what a player's page opens with.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import time
from pathlib import Path


def build(db: Path, events: int, size: str) -> None:
    players, rounds = size.split("x")
    for k in range(1, events + 1):
        print(f"building event {k} of {events} …", flush=True)
        subprocess.run(["tournament-app", "--db", str(db), "demo", "--players", players, "--rounds", rounds,
                        "--seed", str(k), "--name", f"Event {k}"], check=True, stdout=subprocess.DEVNULL)


def link_by_position() -> None:
    from tournament_app.services import people
    from tournament_app.services.base import transaction
    from tournament_app.storage.models import Person, Player, Registration

    if Person.select().exists():
        return
    with transaction():
        by_event: dict[int, list[int]] = {}
        for tid, pid in Registration.select(Registration.tournament, Registration.player).order_by(
                Registration.player).tuples():
            by_event.setdefault(tid, []).append(pid)
        firsts, *others = by_event.values()
        for i, first in enumerate(firsts):
            person = people.new_person_of(Player.get_by_id(first))
            Player.update(person=person).where(Player.id.in_([ids[i] for ids in others])).execute()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--dir", type=Path, default=Path("/tmp/bench-people"))
    parser.add_argument("--events", type=int, default=20)
    parser.add_argument("--size", default="128x10", help="PLAYERSxROUNDS of each event (default 128x10)")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    args.dir.mkdir(parents=True, exist_ok=True)
    db = args.dir / f"people-{args.events}x{args.size}.sqlite3"
    if not db.exists():
        build(db, args.events, args.size)

    from tournament_app.services.person_stats import people_statistics
    from tournament_app.services.player_stats import statistics
    from tournament_app.storage.database import open_database
    from tournament_app.storage.models import Registration

    open_database(db)
    link_by_position()
    times = []
    for _ in range(args.repeat):
        started = time.perf_counter()
        lines = people_statistics()
        times.append(time.perf_counter() - started)
    hands = sum(p.total.hands for p in lines if p.total is not None) // 4
    first = Registration.select(Registration.tournament, Registration.player).order_by(
        Registration.tournament, Registration.player).tuples().first()
    one = []
    for _ in range(args.repeat):
        started = time.perf_counter()
        statistics([first])
        one.append(time.perf_counter() - started)
    print(json.dumps({"events": args.events, "size": args.size, "people": len(lines),
                      "events_per_person": max(len(p.events) for p in lines), "hands": hands,
                      "best_seconds": round(min(times), 3), "runs": [round(t, 3) for t in times],
                      "one_player_seconds": round(min(one), 4)}))


if __name__ == "__main__":
    main()

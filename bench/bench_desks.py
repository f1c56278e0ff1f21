"""Several desks on one database (issues 9, 26): 16 desk processes, each recording a hand every 0.2 s
and reading the game back as the desk's window does, while a watcher process (the app's change feed,
polled as the windows poll it) notes when it sees each hand. Reports time to record (median, p99),
failures, "locked" messages, and the delay until another process sees a hand; given both back ends,
runs them one after the other and prints them side by side (goal: p99 under 100 ms on both).

    python bench/bench_desks.py --db /tmp/desks.sqlite3 --db postgresql://u@host/emptydb
    options: --desks 16 --seconds 60 --interval 0.2
"""

from __future__ import annotations

import argparse
import json
import multiprocessing as mp
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

DRAW = {"result": "draw", "tenpai": [0], "riichi": []}  # the dealer keeps the deal: the game never ends


def desk(db: str, game_id: int, seconds: float, interval: float, start: float, out: mp.Queue) -> None:
    from tournament_app.services import games
    from tournament_app.storage.database import open_database
    from tournament_app.words.i18n import render
    from tournament_app.words.messages import UserError

    open_database(db)
    view = games.game_view(game_id)
    number, version = view.next_number, view.version
    times, failures = [], []
    tick = start
    while time.time() < start:
        time.sleep(0.001)
    while time.time() < start + seconds:
        t0 = time.perf_counter()
        try:
            games.record_hand(game_id, number, DRAW, seen=version, action=f"{game_id}-{number}")
            times.append(((time.perf_counter() - t0) * 1000, game_id, number, time.time()))
            number += 1
            version = games.game_view(game_id).version  # the window shows the hand it stored
        except UserError as e:
            failures.append(render(e.message))
        tick += interval
        time.sleep(max(0.0, tick - time.time()))
    out.put(("desk", times, failures))


def watcher(db: str, seconds: float, poll_ms: int, start: float, out: mp.Queue) -> None:
    from peewee import fn

    from tournament_app.services import changes
    from tournament_app.storage.database import open_database
    from tournament_app.storage.models import Hand, db_proxy

    open_database(db)
    feed = changes.watcher()
    feed.poll()
    seen: dict[tuple[int, int], float] = {}
    last: dict[int, int] = {}
    while time.time() < start + seconds + 2:
        if feed.poll():
            now = time.time()
            with db_proxy.atomic():
                rows = list(Hand.select(Hand.game, fn.MAX(Hand.number)).group_by(Hand.game).tuples())
            for game, top in rows:
                for n in range(last.get(game, 0) + 1, top + 1):
                    seen[(game, n)] = now
                last[game] = top
        time.sleep(poll_ms / 1000)
    out.put(("watcher", seen))


def setup(db: str, desks: int) -> list[int]:
    from tournament_app.services import games, players, rounds, tournaments
    from tournament_app.storage.database import close_database, open_database

    open_database(db)
    tid = tournaments.create_tournament(f"Bench desks {time.time():.0f}", "jpml")
    ids = [players.add_player(tid, f"Desk player {i:03d}") for i in range(desks * 4)]
    rounds.seat_round(tid, "manual", tables=[ids[i:i + 4] for i in range(0, len(ids), 4)])
    gids = games.games_of_round(tid, 1)
    close_database()
    return gids


def pct(values: list[float], p: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--db", required=True, action="append", help="a SQLite file or an empty "
                        "PostgreSQL database; give both to compare them in one run")
    parser.add_argument("--desks", type=int, default=16)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--interval", type=float, default=0.2)
    parser.add_argument("--poll-ms", type=int, default=300, help="the windows' polling interval")
    args = parser.parse_args()
    reports = [run(db, args) for db in args.db]
    print(json.dumps(reports, ensure_ascii=False, indent=1))
    keys = ("record ms median", "record ms p99", "record ms max", "failures", "seen delay s p99")
    print("\n" + "".join(f"{r['back end']:>14}" for r in reports).rjust(34 + 14 * len(reports)))
    for key in keys:
        print(f"{key:<34}" + "".join(f"{r[key]:>14}" for r in reports))
    print(f"{'goal: p99 < 100 ms':<34}" + "".join(f"{'met' if r['record ms p99'] < 100 else 'NOT met':>14}"
                                                 for r in reports))


def run(db: str, args: argparse.Namespace) -> dict[str, object]:
    gids = setup(db, args.desks)
    out: mp.Queue = mp.Queue()
    start = time.time() + 3  # every process imported and connected before the clock starts
    procs = [mp.Process(target=desk, args=(db, g, args.seconds, args.interval, start, out))
             for g in gids]
    procs.append(mp.Process(target=watcher, args=(db, args.seconds, args.poll_ms, start, out)))
    for p in procs:
        p.start()
    results = [out.get(timeout=args.seconds + 120) for _ in procs]
    for p in procs:
        p.join()
    recorded = [t for kind, *rest in results if kind == "desk" for t in rest[0]]
    failures = [f for kind, *rest in results if kind == "desk" for f in rest[1]]
    seen = next(rest[0] for kind, *rest in results if kind == "watcher")
    latencies = [t[0] for t in recorded]
    delays = [seen[(g, n)] - at for _ms, g, n, at in recorded if (g, n) in seen]
    report = {
        "back end": "postgresql" if "://" in db else "sqlite",
        "desks": args.desks, "seconds": args.seconds, "hands recorded": len(recorded),
        "record ms median": round(statistics.median(latencies), 1),
        "record ms p99": round(pct(latencies, 99), 1),
        "record ms max": round(max(latencies), 1),
        "failures": len(failures), "locked messages": sum("locked" in f for f in failures),
        "seen by the watcher": f"{len(delays)}/{len(recorded)}",
        "seen delay s median": round(statistics.median(delays), 3),
        "seen delay s p99": round(pct(delays, 99), 3),
        "seen delay s max": round(max(delays), 3),
    }
    if failures:
        print("first failures:", failures[:3], file=sys.stderr)
    return report


if __name__ == "__main__":
    main()

"""Tables on phones (issue 30): 50 tables' phones posting hands to the venue server while 2 desks record at
their own tables of the same PostgreSQL tournament, for 60 s.

The server is the real one (``tournament-app serve`` in its own process). Each phone is an HTTP client
with its own loopback address (127.0.0.x: the server's per-client limits apply to each as to a real
phone), posting a hand every ``--interval`` s with the version it shows and an entry id; every 5th hand
it sends again as if the answer had been lost (it must be recognised, not stored twice). Two desk
processes record through the services as the desk window does. Observers poll some phones' games as
the page does (``If-None-Match`` every ``--poll-ms``), and a desk's change feed watches the database.

Reports: requests per kind with median and p99 latency, statuses, hands acknowledged vs stored
(0 lost, 0 doubled), and how long until another phone and a desk saw each phone's hand.

    python bench/bench_phones.py --db postgresql://u@host/emptydb
    options: --phones 50 --desks 2 --seconds 60 --interval 1.0 --poll-ms 500
"""

from __future__ import annotations

import argparse
import json
import multiprocessing as mp
import os
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

# The dealer keeps the deal (tenpai at a draw, or winning): a game never ends, however long the run.
HANDS = [
    {"result": "draw", "tenpai": [0], "riichi": []},
    {"result": "ron", "winner": 0, "loser": 2, "han": 2, "fu": 30, "riichi": [0]},
    {"result": "draw", "tenpai": [0, 1], "riichi": [1]},
    {"result": "tsumo", "winner": 0, "han": 1, "fu": 30, "riichi": []},
]
PHONES_PER_PROCESS = 10


def pct(values: list[float], p: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


def setup(db: str, phones: int, desks: int) -> tuple[int, list[dict], list[int]]:
    from tournament_app.services import games, players, rounds, table_links, tournaments
    from tournament_app.storage.database import close_database, open_database

    open_database(db)
    tid = tournaments.create_tournament(f"Bench phones {time.time():.0f}", "jpml")
    ids = [players.add_player(tid, f"Phone player {i:03d}") for i in range((phones + desks) * 4)]
    rounds.seat_round(tid, "manual", tables=[ids[i:i + 4] for i in range(0, len(ids), 4)])
    links = [{"table": link.table, "path": link.path, "game": link.game_id}
             for link in table_links.table_links(tid, 1)]
    desk_games = games.games_of_round(tid, 1)[phones:]
    close_database()
    return tid, links[:phones], desk_games


def phone_process(address: str, links: list[dict], first: int, seconds: float, interval: float,
                  start: float, out: mp.Queue) -> None:
    import httpx

    results: list[dict] = []
    lock = threading.Lock()

    def phone(n: int, link: dict) -> None:
        transport = httpx.HTTPTransport(local_address=f"127.0.0.{10 + first + n}")
        client = httpx.Client(base_url=address, transport=transport, timeout=10)
        base = link["path"]
        done: list[dict] = []
        log: list[tuple[str, float, int]] = []

        def call(kind: str, method: str, path: str, **kw: object) -> httpx.Response | None:
            t0 = time.perf_counter()
            try:
                r = client.request(method, base + path, **kw)
            except httpx.HTTPError:
                log.append((kind, (time.perf_counter() - t0) * 1000, 0))
                return None
            log.append((kind, (time.perf_counter() - t0) * 1000, r.status_code))
            return r

        while time.time() < start:
            time.sleep(0.005)
        game = call("get", "GET", "/game")
        version, number = game.json()["version"], game.json()["next"]["number"]
        tick = time.time()
        serial = 0
        while time.time() < start + seconds:
            serial += 1
            entry = f"b{link['table']}x{serial:06d}"
            body = {"number": number, "seen": version, "hand": HANDS[number % len(HANDS)], "id": entry}
            r = call("post", "POST", "/hands", json=body)
            while r is None or r.status_code in (429, 503):  # the answer is lost: sent again, same id
                time.sleep(0.2)
                r = call("post", "POST", "/hands", json=body)
            if r.status_code == 200:
                data = r.json()
                done.append({"number": number, "at": time.time(), "repeat": data["repeat"]})
                if serial % 5 == 0:  # as if this answer had been lost: the same entry again
                    again = call("resend", "POST", "/hands", json=body)
                    if again is not None and again.status_code == 200 and not again.json()["repeat"]:
                        done.append({"number": number, "at": time.time(), "doubled": True})
                version, number = data["version"], len(data["hands"]) + 1
            elif r.status_code == 409:
                fresh = r.json()["game"]
                version, number = fresh["version"], len(fresh["hands"]) + 1
            else:
                done.append({"number": number, "error": r.text[:200]})
            tick += interval
            time.sleep(max(0.0, tick - time.time()))
        with lock:
            results.append({"table": link["table"], "game": link["game"], "done": done, "log": log})

    threads = [threading.Thread(target=phone, args=(n, link)) for n, link in enumerate(links)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    out.put(("phones", results))


def desk_process(db: str, game_id: int, seconds: float, interval: float, start: float, out: mp.Queue) -> None:
    from tournament_app.services import games
    from tournament_app.services.base import set_author
    from tournament_app.storage.database import open_database
    from tournament_app.words.messages import UserError

    open_database(db)
    set_author("bench desk")
    view = games.game_view(game_id)
    number, version = view.next_number, view.version
    times: list[float] = []
    failures: list[str] = []
    while time.time() < start:
        time.sleep(0.005)
    tick = time.time()
    while time.time() < start + seconds:
        t0 = time.perf_counter()
        try:
            games.record_hand(game_id, number, HANDS[number % len(HANDS)], seen=version,
                              action=f"desk{game_id}-{number}")
            times.append((time.perf_counter() - t0) * 1000)
            number += 1
            version = games.game_view(game_id).version
        except UserError as e:
            failures.append(str(e))
        tick += interval
        time.sleep(max(0.0, tick - time.time()))
    out.put(("desk", {"game": game_id, "times": times, "failures": failures, "hands": number - 1}))


def observer_process(address: str, links: list[dict], seconds: float, poll_ms: int, start: float,
                     out: mp.Queue) -> None:
    """Other phones' pages, one per watched table: poll its game as the page does (If-None-Match every
    ``poll_ms``); note when each hand is first seen."""
    import httpx

    seen: dict[str, float] = {}
    lock = threading.Lock()

    def page(n: int, link: dict) -> None:
        transport = httpx.HTTPTransport(local_address=f"127.0.1.{10 + n}")
        client = httpx.Client(base_url=address, transport=transport, timeout=10)
        tag, count = None, 0
        while time.time() < start:
            time.sleep(0.005)
        while time.time() < start + seconds + 2:
            try:
                r = client.get(link["path"] + "/game", headers={"if-none-match": tag} if tag else {})
            except httpx.HTTPError:
                continue
            if r.status_code == 200:
                tag = r.headers["etag"]
                hands, now = len(r.json()["hands"]), time.time()
                with lock:
                    for number in range(count + 1, hands + 1):
                        seen[f"{link['table']}:{number}"] = now
                count = hands
            time.sleep(poll_ms / 1000)

    threads = [threading.Thread(target=page, args=(n, link)) for n, link in enumerate(links)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    out.put(("observer", seen))


def watcher_process(db: str, games_by_table: dict[int, int], seconds: float, poll_ms: int, start: float,
                    out: mp.Queue) -> None:
    """A desk window's change feed: when each phone's hand becomes visible in the database."""
    from peewee import fn

    from tournament_app.services import changes
    from tournament_app.storage.database import open_database
    from tournament_app.storage.models import Hand, db_proxy

    open_database(db)
    feed = changes.watcher()
    feed.poll()
    table_of = {g: t for t, g in games_by_table.items()}
    seen: dict[str, float] = {}
    last: dict[int, int] = {}
    while time.time() < start + seconds + 2:
        if feed.poll():
            now = time.time()
            with db_proxy.atomic():
                rows = list(Hand.select(Hand.game, fn.MAX(Hand.number)).group_by(Hand.game).tuples())
            for game, top in rows:
                if game in table_of:
                    for n in range(last.get(game, 0) + 1, top + 1):
                        seen[f"{table_of[game]}:{n}"] = now
                    last[game] = top
        time.sleep(poll_ms / 1000)
    out.put(("watcher", seen))


def stored(db: str, games_by_table: dict[int, int]) -> dict[int, int]:
    from peewee import fn

    from tournament_app.storage.database import open_database
    from tournament_app.storage.models import Hand

    open_database(db)
    counts = dict(Hand.select(Hand.game, fn.COUNT(Hand.id)).group_by(Hand.game).tuples())
    return {t: counts.get(g, 0) for t, g in games_by_table.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--db", required=True, help="an empty PostgreSQL database (a SQLite file works too)")
    parser.add_argument("--phones", type=int, default=50)
    parser.add_argument("--desks", type=int, default=2)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--interval", type=float, default=1.0, help="seconds between one phone's hands")
    parser.add_argument("--desk-interval", type=float, default=0.2)
    parser.add_argument("--poll-ms", type=int, default=500, help="the pages' and windows' polling interval")
    args = parser.parse_args()

    _tid, links, desk_games = setup(args.db, args.phones, args.desks)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    command = [sys.executable, "-m", "tournament_app", "--lang", "en", "--db", args.db, "serve",
               "--port", "0"]
    server = subprocess.Popen(command, stdout=subprocess.PIPE, text=True, env=env)
    assert server.stdout is not None
    address = server.stdout.readline().strip()
    try:
        report = run(args, address, links, desk_games)
    finally:
        server.terminate()
        server.wait(30)
    print(json.dumps(report, ensure_ascii=False, indent=1))


def run(args: argparse.Namespace, address: str, links: list[dict], desk_games: list[int]) -> dict:
    out: mp.Queue = mp.Queue()
    start = time.time() + 3
    procs = [mp.Process(target=phone_process, args=(address, links[i:i + PHONES_PER_PROCESS], i, args.seconds,
                                                    args.interval, start, out))
             for i in range(0, len(links), PHONES_PER_PROCESS)]
    procs += [mp.Process(target=desk_process, args=(args.db, g, args.seconds, args.desk_interval, start, out))
              for g in desk_games]
    watched = links[::5]  # every fifth table is also looked at on another phone
    procs.append(mp.Process(target=observer_process, args=(address, watched, args.seconds, args.poll_ms,
                                                           start, out)))
    games_by_table = {link["table"]: link["game"] for link in links}
    procs.append(mp.Process(target=watcher_process, args=(args.db, games_by_table, args.seconds, 300, start,
                                                          out)))
    for p in procs:
        p.start()
    results = [out.get(timeout=args.seconds + 300) for _ in procs]
    for p in procs:
        p.join()
    phones = [r for kind, rs in results if kind == "phones" for r in rs]
    desks = [r for kind, r in results if kind == "desk"]
    observed = next(r for kind, r in results if kind == "observer")
    watched_db = next(r for kind, r in results if kind == "watcher")
    in_db = stored(args.db, games_by_table)

    by_kind: dict[str, list[float]] = {}
    statuses: dict[str, int] = {}
    for phone in phones:
        for kind, ms, status in phone["log"]:
            by_kind.setdefault(kind, []).append(ms)
            statuses[f"{kind} {status}"] = statuses.get(f"{kind} {status}", 0) + 1
    acknowledged = {p["table"]: {d["number"] for d in p["done"] if "at" in d and not d.get("doubled")}
                    for p in phones}
    doubled = sum(1 for p in phones for d in p["done"] if d.get("doubled"))
    errors = [d["error"] for p in phones for d in p["done"] if "error" in d]
    lost = sum(len(acknowledged[t]) - in_db[t] for t in acknowledged if in_db[t] < len(acknowledged[t]))
    extra = sum(in_db[t] - len(acknowledged[t]) for t in acknowledged if in_db[t] > len(acknowledged[t]))
    acked_at = {f"{p['table']}:{d['number']}": d["at"] for p in phones for d in p["done"]
                if "at" in d and not d.get("repeat") and not d.get("doubled")}
    other_phone = [observed[k] - t for k, t in acked_at.items() if k in observed]
    desk_seen = [watched_db[k] - t for k, t in acked_at.items() if k in watched_db]
    desk_ms = [t for d in desks for t in d["times"]]
    return {
        "phones": len(phones), "desks": len(desks), "seconds": args.seconds,
        "phone hands acknowledged": sum(len(v) for v in acknowledged.values()),
        "phone hands stored": sum(in_db.values()),
        "lost (acknowledged, not stored)": lost, "doubled (stored more than acknowledged)": extra,
        "resent entries stored twice": doubled, "refusals other than 409": errors[:5],
        "statuses": statuses,
        **{f"{kind} ms median": round(statistics.median(v), 1) for kind, v in by_kind.items()},
        **{f"{kind} ms p99": round(pct(v, 99), 1) for kind, v in by_kind.items()},
        "desk hands": sum(d["hands"] for d in desks),
        "desk record ms median": round(statistics.median(desk_ms), 1) if desk_ms else None,
        "desk record ms p99": round(pct(desk_ms, 99), 1) if desk_ms else None,
        "desk failures": sum(len(d["failures"]) for d in desks),
        "seen by another phone s median": round(statistics.median(other_phone), 3) if other_phone else None,
        "seen by another phone s p99": round(pct(other_phone, 99), 3) if other_phone else None,
        "seen by a desk s median": round(statistics.median(desk_seen), 3) if desk_seen else None,
        "seen by a desk s p99": round(pct(desk_seen, 99), 3) if desk_seen else None,
    }


if __name__ == "__main__":
    main()

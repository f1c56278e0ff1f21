"""Benchmark of the tournament data layer on a big league (issue 3).

    python bench/bench_league.py [--db /tmp/league.sqlite3] [--players 512] [--rounds 100]

Builds (once; the file is reused) a league recorded hand by hand through the services, then
measures: opening the database, the standings, recording one hand (median), and the same work
done by bare sqlite3 statements for comparison. Goals: standings < 0.5 s, a hand < 20 ms
(median), opening < 0.3 s.
"""

from __future__ import annotations

import argparse
import random
import sqlite3
import statistics
import subprocess
import sys
import time
from pathlib import Path

from league_tools import drop_round

from tournament_app.rules.presets import preset
from tournament_app.services import games, rounds, standings, tournaments
from tournament_app.services.demo import create_demo
from tournament_app.services.simulate import random_game
from tournament_app.storage.database import close_database, open_database


def build(path: Path, players: int, rounds_count: int) -> None:
    started = time.perf_counter()
    open_database(path)
    # seating effort is the demo's default; the league is built once and reused
    create_demo(players_count=players, rounds_count=rounds_count, seed=7, name="Bench league")
    close_database()
    print(f"built {players} players × {rounds_count} rounds in {time.perf_counter() - started:.0f} s")


def timed(fn, repeat: int) -> list[float]:  # type: ignore[no-untyped-def]
    out = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        out.append(time.perf_counter() - t)
    return out


def open_in_fresh_process(path: Path) -> float:
    """Opening as the app does at start: a new interpreter, imports excluded."""
    code = ("import time,sys;from tournament_app.storage.database import open_database;"
            "t=time.perf_counter();open_database(sys.argv[1]);print(time.perf_counter()-t)")
    out = subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True, text=True, check=True)
    return float(out.stdout.strip())


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--db", type=Path, default=Path("/tmp/bench-league.sqlite3"))
    parser.add_argument("--players", type=int, default=512)
    parser.add_argument("--rounds", type=int, default=100)
    args = parser.parse_args()
    if not args.db.exists():
        build(args.db, args.players, args.rounds)

    opens = [open_in_fresh_process(args.db) for _ in range(5)]
    open_database(args.db)
    tid = tournaments.find_tournament("Bench league")
    info = tournaments.tournament_info(tid)
    con = sqlite3.connect(args.db)
    n_hands = con.execute("select count(*) from hand").fetchone()[0]
    n_games = con.execute("select count(*) from game where state='finished'").fetchone()[0]
    print(f"league: {info.players} players, {info.rounds} rounds, {n_games} finished games, {n_hands} hands, "
          f"file {args.db.stat().st_size / 1e6:.0f} MB")

    stand = timed(lambda: standings.standings(tid), 5)
    bare_sql = """
        select player, sum(points) from (
          select seat0_id player, p0 points from game where state='finished' union all
          select seat1_id, p1 from game where state='finished' union all
          select seat2_id, p2 from game where state='finished' union all
          select seat3_id, p3 from game where state='finished')
        group by player order by 2 desc"""
    bare_stand = timed(lambda: con.execute(bare_sql).fetchall(), 5)

    # recording: a fresh round of planned games, one hand at a time through the service
    number = rounds.seat_round(tid, "standings")
    game_ids = games.games_of_round(tid, number)
    rng = random.Random(3)
    rules = preset("jpml")
    plan = {gid: random_game(rules, rng) for gid in game_ids}
    hand_times = []
    for step in range(3):
        for gid in game_ids:
            hand = plan[gid][step]
            t = time.perf_counter()
            games.record_hand(gid, step + 1, hand)
            hand_times.append(time.perf_counter() - t)
    bare_times = []
    bare = sqlite3.connect(args.db, isolation_level=None)
    bare.execute("create temp table bench_hand as select * from hand where 0")
    for i in range(200):
        t = time.perf_counter()
        bare.execute("begin immediate")
        bare.execute("insert into bench_hand (game_id, number, data, round_index, honba, dealer, result, "
                     "d0, d1, d2, d3, after0, after1, after2, after3, left, created_at) values "
                     "(1, ?, '{}', 0, 0, 0, 'ron', 0, 0, 0, 0, 25000, 25000, 25000, 25000, 0, '2026-01-01')",
                     (i + 1,))
        bare.execute("commit")
        bare_times.append(time.perf_counter() - t)
    drop_round(tid, number)  # leave the bench league as it was

    def ms(values: list[float]) -> str:
        return f"median {statistics.median(values) * 1000:.2f} ms (min {min(values) * 1000:.2f}, " \
               f"max {max(values) * 1000:.2f}, n={len(values)})"

    print(f"open database (fresh process): {ms(opens)}   goal < 300 ms")
    print(f"standings (service):           {ms(stand)}   goal < 500 ms")
    print(f"standings (bare sqlite3 sums): {ms(bare_stand)}")
    print(f"record one hand (service):     {ms(hand_times)}   goal < 20 ms")
    print(f"insert one hand (bare sqlite3 transaction): {ms(bare_times)}")
    close_database()
    return 0


if __name__ == "__main__":
    sys.exit(main())

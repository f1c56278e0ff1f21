"""Benchmark of a command's start (issue 26, item 3): ``tournament-app rules`` and ``standings`` on a
SQLite file, each a fresh process, side by side with ``python -c "import peewee"`` in the same run.

    python bench/bench_cli_start.py [--runs 15]

Wall-clock time of whole processes, interleaved so that the machine's load falls on all alike, with
warm byte-code caches (in a cache folder of this benchmark, as an installed app has them). Also lists
whether a command loaded Qt or the PostgreSQL driver. Goal: ``rules`` within 2× of ``import peewee``;
``rules``, ``score``, ``settle``, ``replay`` and ``standings`` on SQLite load neither.
"""

from __future__ import annotations

import argparse
import ast
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

from fresh_process import add_root_option, environment, run

HEAVY = ("PySide6", "shiboken6", "psycopg", "psycopg2")
# the command as the console script runs it, then the top-level packages it loaded
LOADED = ("import sys\nfrom tournament_app.cli.main import main\ncode = main(sys.argv[1:])\n"
          "print('@@', sorted({m.split('.')[0] for m in sys.modules}))")


def command() -> list[str]:
    script = Path(sys.executable).parent / "tournament-app"
    return [str(script)] if script.exists() else [sys.executable, "-m", "tournament_app"]


def seconds(argv: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    run(argv, env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    add_root_option(parser)
    args = parser.parse_args()
    env = environment(args.root, LANG="en_US.UTF-8")
    tmp = Path(env["BENCH_FOLDER"])
    db = tmp / "demo.sqlite3"
    run([*command(), "--db", str(db), "demo", "--players", "16", "--rounds", "4"], env,
        stdout=subprocess.DEVNULL)
    record = tmp / "game.json"
    record.write_text(json.dumps({"players": ["A", "B", "C", "D"], "hands": [
        {"result": "ron", "winner": 1, "loser": 3, "han": 3, "fu": 30}, {"result": "draw", "tenpai": [0]}]}))
    cases = {
        'python -c "pass"': [sys.executable, "-c", "pass"],
        'python -c "import peewee"': [sys.executable, "-c", "import peewee"],
        "tournament-app rules": [*command(), "rules"],
        "tournament-app score --han 3 --fu 30": [*command(), "score", "--han", "3", "--fu", "30"],
        "tournament-app settle …": [*command(), "settle", "35000", "25000", "22000", "18000"],
        "tournament-app replay FILE": [*command(), "replay", str(record)],
        "tournament-app --db FILE standings": [*command(), "--db", str(db), "standings"],
    }
    times: dict[str, list[float]] = {name: [] for name in cases}
    for argv in cases.values():
        seconds(argv, env)  # warm the byte-code caches
    for _ in range(args.runs):
        for name, argv in cases.items():
            times[name].append(seconds(argv, env))
    peewee = statistics.median(times['python -c "import peewee"'])
    print(f"{'fresh process':<40}{'median ms':>10}{'min ms':>8}{'÷ peewee':>10}   loads Qt / psycopg")
    for name, argv in cases.items():
        loaded = ""
        if name.startswith("tournament-app"):
            done = run([sys.executable, "-c", LOADED, *argv[len(command()):]], env, capture_output=True)
            modules = ast.literal_eval(done.stdout.rsplit("@@", 1)[1].strip())
            loaded = ", ".join(m for m in HEAVY if m in modules) or "neither"
        median = statistics.median(times[name])
        print(f"{name:<40}{median * 1000:>10.0f}{min(times[name]) * 1000:>8.0f}{median / peewee:>10.2f}   "
              f"{loaded}")
    print(f"goal: tournament-app rules ≤ 2.00 × import peewee; runs={args.runs}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Importing a big player list (issue 11): 10,000 valid players, and the same file with one bad row.

    python bench/bench_import.py [--players 10000] [--db /tmp/bench-import.sqlite3 | postgresql://…]

Goal: under 2 s for 10,000 players (file read, checks, one transaction). The database must be new or
an empty PostgreSQL database.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tournament_app.export.player_files import read_players
from tournament_app.services import players, tournaments
from tournament_app.storage.database import open_database


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=10_000)
    parser.add_argument("--db", default=None)
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp())
    open_database(args.db or folder / "import.sqlite3")
    good, bad = folder / "players.csv", folder / "bad.csv"
    rows = [f"選手 {i:05d},せんしゅ {i:05d},Club {i % 40}" for i in range(args.players)]
    good.write_text("name,reading,affiliation\n" + "\n".join(rows) + "\n", encoding="utf-8")
    bad.write_text("name,reading,affiliation\n" + "\n".join(rows[:-1] + [",nameless,x"]) + "\n",
                   encoding="utf-8")
    refused_tid = tournaments.create_tournament("Refused", "jpml")
    started = time.perf_counter()
    parsed = read_players(bad)
    try:
        players.import_players(refused_tid, parsed.rows, [e.located() for e in parsed.errors])
    except players.PlayerImportError as e:
        refused = time.perf_counter() - started
        print(f"one bad row: refused in {refused:.2f} s ({len(e.problems)} problem)")
    tid = tournaments.create_tournament("Import", "jpml")
    started = time.perf_counter()
    parsed = read_players(good)
    read = time.perf_counter() - started
    count = players.import_players(tid, parsed.rows, [e.located() for e in parsed.errors])
    total = time.perf_counter() - started
    print(f"{count} players: read in {read:.2f} s, imported in {total:.2f} s in all")


if __name__ == "__main__":
    main()

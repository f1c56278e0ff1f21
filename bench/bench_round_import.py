"""Importing a whole online round (issue 39): 50 tables of real Tenhou logs (tests/data/tenhou's 2019
games in turn, half as tenhou.net/6 JSON and half as mjlog XML, each with its table's four online names)
matched to round 1 by the players' online names and imported in one transaction, on a fresh SQLite file
(or PostgreSQL with --pg URL). Goal: under 5 s.

    python bench/bench_round_import.py [--tables 50] [--repeat 3] [--pg URL]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
import uuid
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.services.round_logs import RULES, SHISHA, json_game, write_json, write_mjlog
from tournament_app.services import aliases, games, players, rounds, tournaments
from tournament_app.services.round_import import import_round
from tournament_app.storage.database import close_database, open_database


def _once(address: str, folder: Path, tables: int) -> float:
    open_database(address)
    try:
        tid = tournaments.create_tournament(f"Online {uuid.uuid4().hex[:6]}", RULES)
        ids = [players.add_player(tid, f"Player {i:03d}") for i in range(4 * tables)]
        rounds.seat_round(tid, "manual", tables=[ids[4 * t:4 * t + 4] for t in range(tables)])
        aliases.import_aliases(tid, [(i + 2, f"Player {i:03d}", f"tenhou_{i:03d}")
                                     for i in range(4 * tables)])
        started = time.perf_counter()
        preview = import_round(tid, 1, folder)
        elapsed = time.perf_counter() - started
        assert len(preview.placed) == tables
        assert all(games.game_view(t.game_id).state == "finished" for t in rounds.seating_of(tid, 1))
        return elapsed
    finally:
        close_database()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=50)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--pg", metavar="URL", help="a PostgreSQL database to use instead of SQLite files")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "round 1"
        folder.mkdir()
        for t in range(args.tables):
            names = [f"tenhou_{4 * t + s:03d}" for s in range(4)]
            game = SHISHA[t % len(SHISHA)]
            if t % 2:
                write_mjlog(folder / f"table-{t + 1:02d}.mjlog", game, names)
            else:
                write_json(folder / f"table-{t + 1:02d}.json", json_game(game, names))
        times = [_once(args.pg or str(Path(tmp) / f"t{n}.sqlite3"), folder, args.tables)
                 for n in range(args.repeat)]
    print(f"a round of {args.tables} logs ({'PostgreSQL' if args.pg else 'SQLite'}): previewed and imported "
          f"in {min(times):.2f} s (median {statistics.median(times):.2f} s of {args.repeat}); goal under 5 s")


if __name__ == "__main__":
    main()

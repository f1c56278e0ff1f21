"""What opening a tournament database costs, at about 1 MB and about 250 MB (issue 26, item 4).

Opening used to read every page (SQLite's ``quick_check``) to refuse a damaged file: 18 ms at 0.9 MB,
372 ms at 228 MB. Now it reads the header and the schema only; the whole file is read before the first
write, before a backup, by ``check``, and in the app in the background. This prints, per size, the
median of several opens in this process (the file in the OS cache, as on a desk that opened it
before), side by side with:

- ``sqlite3``: Python's sqlite3 connecting and reading the schema, the floor any open pays;
- ``full check``: reading every page, what every open paid before (and what the first write, a backup
  and ``check`` pay now, once);
- ``standings``: the whole ``standings --json`` command in a fresh process.

The two files are a demo league (64 players, 10 rounds, hand by hand) and the same league with its
audit trail copied over and over until the file passes 250 MB; they are kept in ``--cache`` between
runs (building the big one takes about a minute).

    python bench/bench_open.py [--cache DIR] [--runs N]
"""

from __future__ import annotations

import argparse
import os
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tournament_app.storage.connections import check_whole
from tournament_app.storage.database import close_database, open_database
from tournament_app.storage.migrations import SCHEMA_VERSION

BIG_BYTES = 250_000_000


def build(cache: Path) -> tuple[Path, Path]:
    """The small league and the big one (built once, then reused)."""
    cache.mkdir(parents=True, exist_ok=True)
    small = cache / f"league-1mb-schema{SCHEMA_VERSION}.sqlite3"  # rebuilt when the schema moves on
    big = small.with_name(f"league-250mb-schema{SCHEMA_VERSION}.sqlite3")
    if not small.exists():
        subprocess.run([sys.executable, "-m", "tournament_app", "--db", str(small), "demo", "--players", "64",
                        "--rounds", "10", "--seed", "3"], check=True, capture_output=True)
    if not big.exists() or big.stat().st_size < BIG_BYTES:
        partial = big.with_name(big.name + ".building")
        partial.write_bytes(small.read_bytes())
        con = sqlite3.connect(partial)
        columns = "at, action, entity, entity_id, before, after, tournament_id, author"
        while (size := partial.stat().st_size) < BIG_BYTES:  # doubled, then topped up to just past it
            rows = con.execute("SELECT COUNT(*) FROM audit_entry").fetchone()[0]
            more = min(rows, (BIG_BYTES - size) * rows // size + 1000)
            con.execute(f"INSERT INTO audit_entry ({columns}) SELECT {columns} FROM audit_entry LIMIT ?",
                        (more,))
            con.commit()
            con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        con.close()
        os.replace(partial, big)
    return small, big


def _median_ms(action, runs: int) -> float:  # type: ignore[no-untyped-def]
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        action()
        times.append((time.perf_counter() - started) * 1000)
    return statistics.median(times)


def measure(path: Path, runs: int) -> dict[str, float]:
    def open_reading() -> None:
        open_database(path, reading=True)
        close_database()

    def open_writing() -> None:
        open_database(path)
        close_database()

    def raw() -> None:
        con = sqlite3.connect(f"file:{path}?immutable=1", uri=True)
        con.execute("SELECT name FROM sqlite_master").fetchall()
        con.close()

    def full() -> None:
        open_database(path, reading=True)
        check_whole()
        close_database()

    def standings() -> None:
        subprocess.run([sys.executable, "-m", "tournament_app", "--db", str(path), "standings", "--json"],
                       check=True, capture_output=True)

    for action in (open_reading, full):  # warm the OS cache and the imports
        action()
    return {"sqlite3": _median_ms(raw, runs), "open (reading)": _median_ms(open_reading, runs),
            "open (writing)": _median_ms(open_writing, runs),
            "full check": _median_ms(full, max(3, runs // 3)), "standings": _median_ms(standings, 3)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cache", type=Path, default=Path(tempfile.gettempdir()) / "tournament-bench-open")
    parser.add_argument("--runs", type=int, default=15)
    args = parser.parse_args()
    small, big = build(args.cache)
    rows = [(p, measure(p, args.runs)) for p in (small, big)]
    keys = list(rows[0][1])
    print(f"{'file':<34}{'MB':>8}" + "".join(f"{k:>16}" for k in keys))
    for path, figures in rows:
        cells = "".join(f"{figures[k]:>13.1f} ms" for k in keys)
        print(f"{path.name:<34}{path.stat().st_size / 1e6:>8.1f}{cells}")
    ratio = {k: rows[1][1][k] / rows[0][1][k] for k in keys}
    print(f"{'250 MB / 1 MB':<42}" + "".join(f"{ratio[k]:>15.2f}x" for k in keys))


if __name__ == "__main__":
    main()

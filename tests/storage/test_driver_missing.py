"""Without a PostgreSQL driver (issue 36, row 38 of the platforms review): on Windows on ARM psycopg
installs without its binary libpq, and a pure-Python psycopg finds no libpq unless the system has one.
Opening a ``postgresql://`` address then says so in one line, exit 2, nothing on stdout; database files
still open. Each case runs in a child whose imports of the driver fail as they would there."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.missing_modules import PRELUDE

# run before the app's own code: the named modules cannot be found, and (libpq) ctypes finds no library
CLI = PRELUDE + """
from tournament_app.cli.entry import run
sys.exit(run())
"""
# peewee imported first, as in a script or the tests: peewee's own import of the driver fails quietly
STORAGE = PRELUDE + """
import peewee
from tournament_app.words.messages import UserError
from tournament_app.storage.database import open_database
try:
    open_database(sys.argv[1])
except UserError as exc:
    print(exc)
"""
NO_PSYCOPG = "psycopg,psycopg_binary,psycopg_c,psycopg2"
NO_LIBPQ = "psycopg_binary,psycopg_c,libpq"  # psycopg itself there: its pure-Python part finds no libpq
ADDRESS = "postgresql://127.0.0.1:9/league"  # never reached: the driver is missing before


def _child(code: str, gone: str, *args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("TOURNAMENT_APP_DB", "PSYCOPG_IMPL")}
    return subprocess.run([sys.executable, "-c", code, gone, *args], capture_output=True, text=True,
                          env={**env, "PYTHONIOENCODING": "utf-8"}, timeout=120, check=False)


@pytest.mark.parametrize(("gone", "reason"), [
    (NO_PSYCOPG, "No module named 'psycopg'"),
    (NO_LIBPQ, "couldn't import psycopg 'python' implementation: libpq library not found"),
], ids=["no-psycopg", "psycopg-without-libpq"])
def test_a_server_address_without_the_driver_is_one_line_naming_what_is_missing(gone: str,
                                                                                reason: str) -> None:
    done = _child(CLI, gone, "--lang", "en", "--db", ADDRESS, "standings")
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == (
        f"tournament-app: Cannot open the database server {ADDRESS}: this installation has no PostgreSQL "
        f"driver ({reason}). Install it with pip install \"psycopg[binary]\"; where no ready-made one "
        "exists (Windows on ARM), use an x64 Python from python.org, or put a libpq library on PATH. "
        "Database files open without it.\n")


def test_the_message_is_japanese_in_a_japanese_session() -> None:
    done = _child(CLI, NO_LIBPQ, "--lang", "ja", "--db", ADDRESS, "standings")
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr.count("\n") == 1 and "PostgreSQL" in done.stderr and "libpq" in done.stderr
    assert "driver" not in done.stderr  # the Japanese text, not the English one


def test_opening_it_from_the_storage_layer_says_the_same(tmp_path: Path) -> None:
    done = _child(STORAGE, NO_LIBPQ, ADDRESS)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(f"Cannot open the database server {ADDRESS}: this installation has no "
                                  "PostgreSQL driver (couldn't import psycopg 'python' implementation: "
                                  "libpq library not found).")


def test_database_files_open_without_the_driver(tmp_path: Path) -> None:
    db = str(tmp_path / "cup.sqlite3")
    made = _child(CLI, NO_PSYCOPG, "--lang", "en", "--db", db, "demo", "--players", "4", "--rounds", "1")
    assert made.returncode == 0, made.stderr
    done = _child(CLI, NO_PSYCOPG, "--lang", "en", "--db", db, "standings")
    assert done.returncode == 0 and done.stderr == "", done.stderr
    assert done.stdout.splitlines()[0].split() == ["Rank", "Player", "Total", "Games"]
    assert len(done.stdout.splitlines()) == 5  # the four players

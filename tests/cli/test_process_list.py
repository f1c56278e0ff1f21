"""A password written in an address on the command line is taken off the process list first thing, in
every spelling the command line takes (issue 35, item 15); where that cannot be done the command is
refused with the ways to give it. (The same on a running serve and the app, with a real password:
tests/storage/test_pg_passwords.py.)"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests import children
from tournament_app.cli import process_list
from tournament_app.cli.process_list import without_passwords
from tournament_app.files import server_address
from tournament_app.platform import system

LINUX = sys.platform.startswith("linux")


@pytest.mark.parametrize(("argument", "hidden"), [
    ("postgresql://desk:s3cret@192.168.1.10:5432/tournament", "postgresql://desk@192.168.1.10:5432/tournament"),
    ("postgres://desk:s3%40cret@host/db", "postgres://desk@host/db"),
    ("--db=postgresql://desk:s3cret@host/db", "--db=postgresql://desk@host/db"),
    ("POSTGRESQL://desk:s3cret@host/db", "POSTGRESQL://desk@host/db"),
    ("postgresql://desk:s3@cr@et@host/db", "postgresql://desk@host/db"),  # an "@" left unencoded
    ("postgresql://desk:s3/cret@host/db", "postgresql://desk:s3/cret@host/db"),  # (a "/" ends the host)
    ("postgresql://desk:s3?cret@host/db", "postgresql://desk@host/db"),
    ("postgresql://host/db?sslmode=require&password=s3cret", "postgresql://host/db?sslmode=require"),
    ("postgresql://host/db?password=s3cret&sslmode=require", "postgresql://host/db?sslmode=require"),
    ("postgresql://?service=league", "postgresql://?service=league"),
    ("postgresql://desk@host/db", "postgresql://desk@host/db"),
    ("/home/desk/tournament.sqlite3", "/home/desk/tournament.sqlite3"),
    ("file:/home/desk/t.sqlite3?mode=ro", "file:/home/desk/t.sqlite3?mode=ro"),
    ("佐藤:s3cret@home", "佐藤:s3cret@home"),  # not an address
])
def test_every_spelling_of_a_password_in_an_address_is_taken_out(argument: str, hidden: str) -> None:
    assert server_address.hidden(argument) == hidden


def test_the_arguments_area_keeps_its_length_and_its_other_arguments() -> None:
    area = b"python3\0-m\0tournament_app\0--db\0postgresql://desk:s3cret@h/db\0serve\0--port\0" b"8000\0"
    new = without_passwords(area)
    assert new is not None and len(new) == len(area)
    assert new.rstrip(b"\0").split(b"\0") == [b"python3", b"-m", b"tournament_app", b"--db",
                                              b"postgresql://desk@h/db", b"serve", b"--port", b"8000"]
    assert without_passwords(b"python3\0-m\0tournament_app\0--db\0postgresql://desk@h/db\0") is None
    undecodable = b"tournament-app\0--db\0/data/\xff.sqlite3\0copy-db\0--to\0postgres://u:pw@h/d\0"
    assert without_passwords(undecodable) == (b"tournament-app\0--db\0/data/\xff.sqlite3\0copy-db\0--to\0"
                                              b"postgres://u@h/d\0\0\0\0")


# this process as the program starts it, the command line after its first step printed
SHOW_AFTER_HIDING = """
import sys
from tournament_app.cli.process_list import hide_passwords, left_visible
hide_passwords()
sys.stdout.buffer.write(open("/proc/self/cmdline", "rb").read())
sys.exit(3 if left_visible() else 0)
"""


@pytest.mark.skipif(not LINUX, reason="/proc/self/cmdline")
def test_a_running_command_shows_none_of_its_passwords() -> None:
    argv = ["--db=postgresql://desk:first-s3cret@127.0.0.1:1/db", "copy-db", "--to",
            "postgresql://127.0.0.1:1/other?password=second-s3cret"]
    done = subprocess.run([sys.executable, "-c", SHOW_AFTER_HIDING, *argv], capture_output=True, timeout=60)
    assert done.returncode == 0, done.stderr
    shown = done.stdout.rstrip(b"\0").split(b"\0")
    assert shown[-4:] == [b"--db=postgresql://desk@127.0.0.1:1/db", b"copy-db", b"--to",
                          b"postgresql://127.0.0.1:1/other"]
    assert b"s3cret" not in done.stdout


def test_where_the_list_cannot_be_rewritten_the_command_is_refused_with_the_ways(tmp_path: Path) -> None:
    # the program's first step on a system that has none of the three ways (Linux's /proc, macOS's argv,
    # Windows' process block), then the command as entry.run goes on
    code = ("import sys; from tournament_app.cli.process_list import hide_passwords; "
            "from tournament_app.platform import system; system.SYSTEM = 'sunos5'; "
            "hide_passwords(); "
            "from tournament_app.cli.main import main; sys.exit(main())")
    db = tmp_path / "t.sqlite3"
    done = children.run([sys.executable, "-c", code, "--lang", "en", "--db",
                         "postgresql://desk:s3cret@127.0.0.1:1/db", "copy-db", "--to", str(db)],
                        capture_output=True, timeout=60)
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == (
        "tournament-app: a password in a database address cannot be taken off the process list on this "
        "system: leave it out of the address and give it in the password file (~/.pgpass; Windows: "
        "%APPDATA%\\postgresql\\pgpass.conf), PGPASSFILE, PGPASSWORD or a service "
        "(postgresql://?service=NAME)\n")
    assert not db.exists()
    without = children.run([sys.executable, "-c", code, "--lang", "en", "--db",
                            "postgresql://desk@127.0.0.1:1/db", "standings"],
                           capture_output=True, timeout=60)
    assert without.returncode == 2 and "Cannot connect to the database server" in without.stderr


def test_on_windows_a_password_in_the_address_is_refused_not_hidden(monkeypatch: pytest.MonkeyPatch) -> None:
    """Windows keeps the line in this process and in each launcher above it: nothing is rewritten, the
    command is refused (left_visible) with the ways to give a password."""
    monkeypatch.setattr(system, "SYSTEM", system.WINDOWS)
    monkeypatch.setattr(sys, "argv", ["tournament-app", "--db", "postgresql://desk:s3cret@h/db", "standings"])
    monkeypatch.setitem(process_list._state, "visible", False)
    process_list.hide_passwords()
    assert process_list.left_visible()
    monkeypatch.setattr(sys, "argv", ["tournament-app", "--db", "postgresql://desk@h/db", "standings"])
    monkeypatch.setitem(process_list._state, "visible", False)
    process_list.hide_passwords()
    assert not process_list.left_visible()

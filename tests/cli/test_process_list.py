"""A password written in an address on the command line is taken off the process list first thing, in
every spelling the command line takes (issue 35, item 15); where that cannot be done the command is
refused with the ways to give it. (The same on a running serve and the app, with a real password:
tests/storage/test_pg_passwords.py.)"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from tournament_app import server_address
from tournament_app.cli.process_list import without_passwords

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
    code = ("import sys; from tournament_app.cli.process_list import hide_passwords; real = sys.platform; "
            "sys.platform = 'sunos5'; hide_passwords(); sys.platform = real; "
            "from tournament_app.cli.main import main; sys.exit(main())")
    db = tmp_path / "t.sqlite3"
    done = subprocess.run([sys.executable, "-c", code, "--lang", "en", "--db",
                           "postgresql://desk:s3cret@127.0.0.1:1/db", "copy-db", "--to", str(db)],
                          capture_output=True, text=True, timeout=60)
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == (
        "tournament-app: a password in a database address cannot be taken off the process list on this "
        "system: leave it out of the address and give it in the password file (~/.pgpass; Windows: "
        "%APPDATA%\\postgresql\\pgpass.conf), PGPASSFILE, PGPASSWORD or a service "
        "(postgresql://?service=NAME)\n")
    assert not db.exists()
    without = subprocess.run([sys.executable, "-c", code, "--lang", "en", "--db",
                              "postgresql://desk@127.0.0.1:1/db", "standings"],
                             capture_output=True, text=True, timeout=60)
    assert without.returncode == 2 and "Cannot connect to the database server" in without.stderr


class FakeWindows:
    """Processes as Windows' functions show them to windows_command_line (its only stand-in: the walk up
    the launchers, the rewrite in place and its check are what is tried here, on any system)."""

    def __init__(self, lines: dict[int, tuple[str, int]], unreadable: tuple[int, ...] = (),
                 refuses_writes: tuple[int, ...] = ()) -> None:
        self.memory = {pid: bytearray(line.encode("utf-16-le")) for pid, (line, _parent) in lines.items()}
        self.parents = {pid: parent for pid, (_line, parent) in lines.items()}
        self.unreadable, self.refuses_writes = unreadable, refuses_writes
        self.opened: list[int] = []
        self.closed: list[int] = []

    def current(self) -> int:
        return 1

    def wow64(self, process: int) -> bool:
        return False

    def open(self, process_id: int) -> int | None:
        known = process_id in self.memory or process_id in self.unreadable
        self.opened += [process_id] if known else []
        return process_id if known else None

    def close(self, process: int) -> None:
        self.closed.append(process)

    def command_line(self, process: int) -> tuple[int, str, int]:
        if process in self.unreadable:
            raise OSError(5, "access denied")
        return 0, self.memory[process].decode("utf-16-le"), self.parents[process]

    def arguments(self, line: str) -> list[str]:  # CommandLineToArgvW, for lines without \" or ""
        return [quoted or bare for quoted, bare in re.findall(r'"([^"]*)"|(\S+)', line)]

    def read(self, process: int, at: int, size: int) -> bytes:
        return bytes(self.memory[process][at:at + size])

    def write(self, process: int, at: int, data: bytes) -> None:
        if process in self.refuses_writes:
            raise OSError(5, "WriteProcessMemory")
        self.memory[process][at:at + len(data)] = data

    def line(self, process: int) -> str:
        return self.memory[process].decode("utf-16-le")


ARGS = " --db postgresql://desk:s3cret@192.168.1.10/tournament serve --host 0.0.0.0"
LAUNCHER = r'"C:\venv\Scripts\tournament-app.exe"' + ARGS  # the console script's, which started:
CHILD = r'"C:\Program Files\Python312\python.exe" "C:\venv\Scripts\tournament-app.exe"' + ARGS
SHELL = r'"C:\WINDOWS\system32\cmd.exe" '


def test_windows_the_line_and_each_launchers_above_it_are_rewritten_up_to_the_shell() -> None:
    from tournament_app.cli import windows_command_line

    windows = FakeWindows({1: (CHILD, 2), 2: (LAUNCHER, 3), 3: (SHELL, 4), 4: ("explorer.exe", 0)})
    assert windows_command_line.hide(server_address.hidden, windows)  # type: ignore[arg-type]
    for pid, before in ((1, CHILD), (2, LAUNCHER)):
        after = windows.line(pid)
        assert len(after) == len(before) and "s3cret" not in after  # the string's length fields stay true
        assert windows.arguments(after) == [arg.replace(":s3cret", "") for arg in windows.arguments(before)]
    assert windows.line(3) == SHELL and windows.opened == [2, 3] and windows.closed == [2, 3]


def test_windows_an_unreadable_ancestor_ends_the_walk_and_one_that_cannot_be_written_refuses() -> None:
    from tournament_app.cli import windows_command_line

    windows = FakeWindows({1: (CHILD, 2)}, unreadable=(2,))  # another user's process
    assert windows_command_line.hide(server_address.hidden, windows)  # type: ignore[arg-type]
    assert "s3cret" not in windows.line(1) and windows.closed == [2]
    windows = FakeWindows({1: (CHILD, 2), 2: (LAUNCHER, 3)}, refuses_writes=(2,))
    with pytest.raises(OSError):  # process_list then refuses the command
        windows_command_line.hide(server_address.hidden, windows)  # type: ignore[arg-type]
    assert windows.closed == [2]

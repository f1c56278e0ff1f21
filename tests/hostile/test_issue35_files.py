"""Issue 35, files (items 12 and 14): every case the hostile run found, each as its own process of the
console program, as a person or a script runs it.

A refusal must be one line on stderr naming the problem, exit 2, nothing on stdout, nothing stored, and
no file or folder created, changed or lost (the whole folder compared before and after, to the
nanosecond); a reading form must answer on a read-only database and leave the folder as it was.
"""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests import children

from .conftest import content, tree
from .hostile_files import LOG

POSIX = os.name == "posix"
Setup = Callable[[Path], None]


def cli(*argv: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return children.run([sys.executable, "-m", "tournament_app", "--lang", "en", *argv], cwd=cwd,
                        capture_output=True, timeout=120)


def _link(name: str, to: str) -> Setup:  # a link to a file that does not exist (yet)
    return lambda d: os.symlink(d / to, d / name)


def _fifo(name: str) -> Setup:
    return lambda d: os.mkfifo(d / name)


def _write(name: str, data: bytes) -> Setup:
    return lambda d: (d / name).write_bytes(data)


def _empty_file(name: str) -> Setup:
    def setup(d: Path) -> None:
        (d / name).write_bytes(b"")
        os.utime(d / name, ns=(1_600_000_000_000_000_000, 1_600_000_000_000_000_000))
    return setup


_TEXT = LOG.read_text(encoding="utf-8")
_FIRST_INIT = _TEXT[_TEXT.index("<INIT "):_TEXT.index("/>", _TEXT.index("<INIT ")) + 2]
assert 'oya="0"' in _FIRST_INIT  # left out, the first hand's dealer is the one read by default
NO_FIRST_INIT = _TEXT.replace(_FIRST_INIT, "", 1).encode()  # its AGARI comes before any INIT
NESTED_ROOT = _TEXT.replace("</mjloggm>", '<mjloggm ver="2.3"><GO type="161"/></mjloggm></mjloggm>').encode()
NESTED_ELEMENT = _TEXT.replace('sx="M,F,M,F"/>', 'sx="M,F,M,F"><SHUFFLE seed="x"/></UN>').encode()


@dataclass(frozen=True)
class Case:
    id: str
    argv: list[str]  # DB: the league's file; BACKUP: a backup of it
    words: str  # what the one line must say
    setup: Setup | None = None
    posix: bool = False


CASES = [
    # 12: a new file is never created through a link
    Case("restore --out a dangling link", ["restore", "BACKUP", "--out", "r.db"],
         "r.db is a link to", _link("r.db", "elsewhere.db"), posix=True),
    Case("export --out a dangling link", ["export", "--out", "x.xlsx"], "x.xlsx is a link to",
         _link("x.xlsx", "elsewhere.xlsx"), posix=True),
    Case("backup --out a dangling link", ["backup", "--out", "b.db"], "b.db is a link to",
         _link("b.db", "elsewhere.db"), posix=True),
    Case("--db a dangling link, writing", ["--db", "new.db", "new", "Cup"], "a new database is not made "
         "through a link", _link("new.db", "elsewhere.db"), posix=True),
    # 14: backups --folder that is not a folder
    Case("backups --folder a FIFO", ["backups", "--folder", "pipe"], "pipe is not a folder (a pipe or a "
         "device)", _fifo("pipe"), posix=True),
    Case("backups --folder a device", ["backups", "--folder", "/dev/null"], "/dev/null is not a folder",
         posix=True),
    Case("backups --folder a file", ["backups", "--folder", "BACKUP"],
         "backup.sqlite3 is a file, not a folder"),
    # 14: a writing command that refuses leaves no folder behind, and a 0-byte file 0 bytes
    Case("add-player on --db in missing folders", ["--db", "no/such/t.db", "add-player", "Sato"],
         "holds no tournament yet"),
    Case("demo --rules nope on --db in missing folders", ["--db", "no/such/t.db", "demo", "--rules", "nope"],
         "unknown rule preset"),
    Case("add-player on a 0-byte file", ["--db", "zero.db", "add-player", "Sato"], "holds no tournament yet",
         _empty_file("zero.db")),
    Case("seat on a 0-byte file", ["--db", "zero.db", "seat", "--rounds", "1"], "holds no tournament yet",
         _empty_file("zero.db")),
    Case("season division on a 0-byte file",
         ["--db", "zero.db", "season", "division", "--division", "A", "--up", "1"],
         "holds no league season yet", _empty_file("zero.db")),
    # 14: an address that opens a database read-only names no file to write
    Case("restore --out file:…?mode=ro", ["restore", "BACKUP", "--out", "file:r.db?mode=ro"],
         "file:r.db?mode=ro opens a database read-only or in memory"),
    Case("restore --out file:…?immutable=1", ["restore", "BACKUP", "--out", "file:r.db?immutable=1"],
         "opens a database read-only"),
    Case("backup --out file:…?mode=ro", ["backup", "--out", "file:b.db?mode=ro"],
         "opens a database read-only"),
    Case("copy-db --to file:…?mode=ro", ["copy-db", "--to", "file:c.db?mode=ro"],
         "opens a database read-only"),
    # 14: the mjlog reader
    Case("log: an AGARI before any INIT", ["log", "g.mjlog"], "<AGARI> before the first <INIT>",
         _write("g.mjlog", NO_FIRST_INIT)),
    Case("log: a nested root element", ["log", "g.mjlog"], "a second <mjloggm> inside the first",
         _write("g.mjlog", NESTED_ROOT)),
    Case("log: a nested element", ["log", "g.mjlog"],
         "<SHUFFLE> inside <UN>: a log's elements are not nested", _write("g.mjlog", NESTED_ELEMENT)),
]


@pytest.fixture
def world(league: Path, tmp_path: Path) -> dict[str, str]:
    """The league and a backup of it, in the folder the commands run in."""
    backup = tmp_path / "backup.sqlite3"
    done = cli("--db", str(league), "backup", "--out", str(backup), cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    return {"DB": str(league), "BACKUP": str(backup)}


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_issue_35_file_case(case: Case, world: dict[str, str], tmp_path: Path) -> None:
    if case.posix and not POSIX:
        pytest.skip("links, FIFOs and devices as POSIX has them")
    if case.setup is not None:
        case.setup(tmp_path)
    argv = [world.get(a, a) for a in case.argv]
    argv = argv if argv[:1] == ["--db"] else ["--db", world["DB"], *argv]
    league = Path(world["DB"])
    stored, files = content(league), tree(tmp_path)
    done = cli(*argv, cwd=tmp_path)
    assert (done.returncode, done.stdout) == (2, ""), (case.id, done.returncode, done.stderr[-2000:])
    err = done.stderr
    assert err.startswith("tournament-app: ") and err.count("\n") == 1 and "Traceback" not in err, err
    assert case.words in err, err
    assert content(league) == stored, "the database changed"
    assert tree(tmp_path) == files, "a file or folder was created, changed or removed"


# -- what works: the reading forms on a read-only database, a file: address, a 0-byte file ----------
@pytest.mark.parametrize("query", ["mode=ro", "immutable=1"])
def test_table_links_and_phones_read_a_read_only_database(league: Path, tmp_path: Path, query: str) -> None:
    made = cli("--db", str(league), "table-links", "--round", "1", "--json", cwd=tmp_path)  # where it can
    assert made.returncode == 0, made.stderr  # be written, listing makes the round's links
    address = f"file:{league}?{query}"
    stored, files = content(league), tree(tmp_path)
    listed = cli("--db", address, "table-links", "--json", cwd=tmp_path)
    assert (listed.returncode, listed.stderr) == (0, "")
    assert listed.stdout == made.stdout  # the links made, the same; round 2's have none yet
    shown = cli("--db", address, "phones", cwd=tmp_path)
    assert (shown.returncode, shown.stdout, shown.stderr) == (0, "phones: hands (they enter hand by hand)\n",
                                                              "")
    for argv in (["table-links", "--renew"], ["phones", "view"]):  # the writing forms: refused
        done = cli("--db", address, *argv, cwd=tmp_path)
        assert (done.returncode, done.stdout) == (2, "") and "cannot be written" in done.stderr, done.stderr
    assert content(league) == stored and tree(tmp_path) == files  # no -wal, no -shm, nothing stored


def test_table_links_on_a_read_only_database_without_links_says_so(league: Path, tmp_path: Path) -> None:
    stored, files = content(league), tree(tmp_path)
    done = cli("--db", f"file:{league}?mode=ro", "table-links", cwd=tmp_path)
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == ("tournament-app: these tables have no links yet, and this database is only read: "
                           "make them with table-links where it can be written\n")
    assert content(league) == stored and tree(tmp_path) == files


def test_restore_into_a_file_address_writes_that_file(world: dict[str, str], tmp_path: Path) -> None:
    done = cli("restore", world["BACKUP"], "--out", "file:r.db", cwd=tmp_path)
    assert (done.returncode, done.stderr) == (0, ""), done.stderr
    assert done.stdout == f"restored {world['BACKUP']} as r.db\n"
    assert content(tmp_path / "r.db") == content(Path(world["BACKUP"]))
    assert not (tmp_path / "file:r.db").exists()


def test_a_0_byte_file_is_an_empty_new_database(tmp_path: Path) -> None:
    (tmp_path / "zero.db").write_bytes(b"")
    done = cli("--db", "zero.db", "new", "Cup", cwd=tmp_path)
    assert (done.returncode, done.stderr) == (0, "")
    con = sqlite3.connect(tmp_path / "zero.db")
    assert con.execute("SELECT name FROM tournament").fetchall() == [("Cup",)]
    con.close()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["zero.db"]


def test_a_writing_command_makes_missing_folders_when_it_succeeds(tmp_path: Path) -> None:
    done = cli("--db", "new/folder/t.db", "new", "Cup", cwd=tmp_path)
    assert (done.returncode, done.stderr) == (0, "")
    assert sorted(p.name for p in (tmp_path / "new" / "folder").iterdir()) == ["t.db"]


def test_a_folder_that_does_not_exist_holds_no_backups(tmp_path: Path) -> None:
    done = cli("backups", "--folder", "nowhere", cwd=tmp_path)
    assert (done.returncode, done.stdout, done.stderr) == (0, "no backups in nowhere\n", "")

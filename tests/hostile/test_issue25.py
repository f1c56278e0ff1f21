"""Issue 25, the hostile-input run's second round: every case it lists, as one table.

Each row is a command a hostile tester ran. Each must end in one clear line on stderr that names what is
wrong, exit 2, nothing on stdout, nothing stored, and no file or folder created, changed or lost (the
whole folder is compared before and after, the database row by row). Rows that hung or ate memory
before the fix run in a subprocess with a time and a memory limit.
"""

from __future__ import annotations

import io
import os
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from tests.systems import DEVICE, POSIX, memory_limit
from tournament_app.cli.main import main
from tournament_app.storage.database import close_database

from .conftest import content, tree
from .hostile_files import excel_encrypted, hostile_workbooks, log_with_name, log_with_owari, record_text

Setup = Callable[[Path], None]


@dataclass(frozen=True)
class Case:
    id: str
    argv: list[str]  # DB, BACKUP, OTHER, PLAYER stand for the league's file, a backup, another database
    words: str  # what the one line must say
    setup: Setup | None = None
    stdin: bytes | None = None
    isolated: bool = False  # hung or ate memory before the fix: a subprocess with limits
    posix: bool = False  # devices, FIFOs and symbolic links as POSIX has them
    extra: dict = field(default_factory=dict)


def _write(name: str, data: bytes | str) -> Setup:
    def setup(d: Path) -> None:
        (d / name).parent.mkdir(parents=True, exist_ok=True)
        (d / name).write_bytes(data.encode("utf-8") if isinstance(data, str) else data)
    return setup


def _fifo(name: str) -> Setup:
    return lambda d: os.mkfifo(d / name)


def _device(name: str) -> Setup:  # a link to a device: without the rule the rename would replace the link
    return lambda d: os.symlink(DEVICE, d / name)


def _folder(name: str) -> Setup:
    return lambda d: (d / name).mkdir(parents=True)


BOOKS = hostile_workbooks()
BIG = "9" * 5000
HAND_BIG = '{"result": "ron", "winner": 1, "loser": 2, "han": ' + BIG + ', "fu": 30}'
PLAYERS_20001 = "name\n" + "".join(f"P{i}\n" for i in range(20_001))

CASES = [
    # -- destroyed or overwritten: the output rule ------------------------------------------------
    Case("export --out DB", ["export", "--out", "DB"], "is the open database"),
    Case("export-ema --out DB", ["export-ema", "--out", "DB"], "is the open database"),
    Case("print standings --out DB", ["print", "standings", "--out", "DB"], "is the open database"),
    Case("export --out DB-wal", ["export", "--out", "DB-wal"], "is the open database"),
    Case("backup --out DB", ["backup", "--out", "DB"], "is the open database"),
    Case("copy-db --to DB", ["copy-db", "--to", "DB"], "is the open database"),
    Case("export --out a device", ["export", "--out", "full"], "is a device", _device("full"), posix=True),
    Case("backup --out a device", ["backup", "--out", "full"], "is a device", _device("full"), posix=True),
    Case("export --out a FIFO", ["export", "--out", "pipe.xlsx"], "is a pipe", _fifo("pipe.xlsx"),
         posix=True),
    Case("export --out a folder", ["export", "--out", "taken.xlsx"], "is a folder", _folder("taken.xlsx")),
    Case("export --out in a missing folder", ["export", "--out", "no/such/x.xlsx"], "does not exist"),
    Case("export --out ''", ["export", "--out", ""], "give a file name"),
    Case("print --out ''", ["print", "standings", "--out", ""], "give a file name"),
    Case("restore --out in a missing folder", ["restore", "BACKUP", "--out", "missing/dir/r.db"],
         "does not exist"),
    Case("export --out another database", ["export", "--out", "OTHER"], "is a database file"),
    # -- reading commands write nothing: the read rule --------------------------------------------
    Case("standings on a 0-byte file", ["--db", "zero.sqlite3", "standings"], "holds no tournament",
         _write("zero.sqlite3", b"")),
    Case("standings beside a leftover -wal alone", ["--db", "w/X.db", "standings"], "Cannot open",
         _write("w/X.db-wal", b"\0" * 32)),
    Case("standings in missing folders", ["--db", "missing/dir/x.db", "standings"], "Cannot open"),
    Case("demo --rules nope on a new file", ["--db", "NEW.sqlite3", "demo", "--rules", "nope"],
         "unknown rule preset"),
    # -- numbers ------------------------------------------------------------------------------------
    Case("--points inf", ["substitutes", "fixed", "--points", "inf"], "--points"),
    Case("--points 1e308", ["substitutes", "fixed", "--points", "1e308"], "--points"),
    Case("--carry 1e309", ["stage", "Final", "--from-round", "2", "--top", "4", "--carry", "1e309"],
         "--carry"),
    Case("replay: a 5000-digit integer", ["replay", "big.json"], "more than 15 digits",
         _write("big.json", record_text(han=BIG))),
    Case("hand: a 5000-digit integer", ["hand", HAND_BIG, "--round", "1", "--table", "1", "--number", "9"],
         "more than 15 digits"),
    Case("log: owari Infinity", ["log", "inf.mjlog"], "owari",
         _write("inf.mjlog", log_with_owari("320,12.0,273,-12.7,71,-42.9,Infinity,43.6"))),
    Case("log: owari 1e999999999", ["log", "huge.mjlog"], "owari",
         _write("huge.mjlog", log_with_owari("320,12.0,273,-12.7,71,-42.9,1e999999999,43.6")), isolated=True),
    # -- text -----------------------------------------------------------------------------------------
    Case("--tournament bytes not UTF-8", ["standings", "--tournament", "\udcff"], "not UTF-8"),
    Case("replay --json: a lone surrogate in a name", ["replay", "s.json", "--json"], "lone surrogate",
         _write("s.json", record_text(player="\ud800"))),
    # -- player files -------------------------------------------------------------------------------
    *[Case(f"import-players: {name}", ["import-players", "p.xlsx"],
           "protected by a password" if "encrypted" in name else "not a readable Excel workbook",
           _write("p.xlsx", data), isolated=name == "billion laughs") for name, data in BOOKS.items()],
    Case("import-players: a workbook Excel protected with a password", ["import-players", "p.xlsx"],
         "protected by a password", _write("p.xlsx", excel_encrypted())),
    Case("import-players: 20,001 rows", ["import-players", "rows.csv"], "More than 20000 rows",
         _write("rows.csv", PLAYERS_20001)),
    # -- paths and addresses ------------------------------------------------------------------------
    Case("a 5000-character --db path", ["--db", "a" * 5000, "standings"], "Cannot open"),
    Case("a 5000-character --db path, writing", ["--db", "a" * 5000, "demo"], "Cannot open"),
    Case("--db with a bad port", ["--db", "postgresql://u@localhost:abc/db", "standings"], "not a valid"),
    Case("--db with port 99999", ["--db", "postgresql://u@localhost:99999/db", "standings"], "not a valid"),
    Case("--db with a broken IPv6 host", ["--db", "postgresql://u@[::1/db", "standings"], "not a valid"),
    Case("copy-db --to a bad port", ["copy-db", "--to", "postgresql://u@localhost:abc/db"], "not a valid"),
    Case("copy-db --to port 99999", ["copy-db", "--to", "postgresql://u@localhost:99999/db"], "not a valid"),
    Case("copy-db --to a broken IPv6 host", ["copy-db", "--to", "postgresql://u@[::1/db"], "not a valid"),
    Case("copy-db --to a refused loopback port", ["copy-db", "--to", "postgresql://u@127.0.0.1:1/db"],
         "Cannot connect"),
    # -- FIFOs (they blocked forever) -----------------------------------------------------------------
    Case("replay FIFO", ["replay", "r.fifo"], "not a regular file", _fifo("r.fifo"), isolated=True,
         posix=True),
    Case("log FIFO", ["log", "l.fifo"], "not a regular file", _fifo("l.fifo"), isolated=True, posix=True),
    Case("import-players FIFO", ["import-players", "p.fifo"], "not a regular file", _fifo("p.fifo"),
         isolated=True, posix=True),
    # -- lenient ----------------------------------------------------------------------------------------
    Case("team --members X,X", ["team", "T", "--members", "PLAYER,PLAYER"], "listed twice"),
    Case("tie-breaks ,,,", ["tie-breaks", ",,,"], "empty tie-break"),
    Case("standings --stage 7 with no stages", ["standings", "--stage", "7"], "no stage 7"),
    Case("a 100,000-character venue", ["new", "Cup", "--venue", "v" * 100_000], "longer than 200"),
    Case("U+2028 in a player's name", ["add-player", "Sato\u2028Taro"], "line break"),
    Case("U+202E in a player's name", ["add-player", "Sato\u202eoraT"], "direction of text"),
    Case("U+2028 in a tournament's name", ["new", "Cup\u2028II"], "line break"),
    Case("U+202E in a team's name", ["team", "\u202eT", "--members", "PLAYER"], "direction of text"),
    Case("replay -: invalid UTF-8 on stdin", ["replay", "-"], "not UTF-8",
         stdin=record_text().replace("Sato", "Sat\udcff").encode("utf-8", "surrogateescape")),
    # -- found in the audit of round 2 ----------------------------------------------------------------
    # a SQLite address (file:) goes through the output rule and the read rule as a path does
    Case("copy-db --to file:DB-wal", ["copy-db", "--to", "file:DB-wal"], "is the open database"),
    Case("copy-db --to file: in a missing folder", ["copy-db", "--to", "file:missing/dir/c.db"],
         "does not exist"),
    Case("copy-db --to file: a FIFO", ["copy-db", "--to", "file:c.fifo"], "is a pipe", _fifo("c.fifo"),
         posix=True),
    Case("standings on --db file:NEW", ["--db", "file:new.sqlite3", "standings"], "Cannot open"),
    Case("add-player on --db file:DB?mode=ro", ["--db", "file:DB?mode=ro", "add-player", "New"], "read-only"),
    Case("upgrade on a 0-byte file", ["--db", "zero.sqlite3", "upgrade"], "holds no tournament",
         _write("zero.sqlite3", b"")),
    Case("upgrade with a 5000-character --db path", ["--db", "a" * 5000, "upgrade"], "Cannot open"),
    Case("restore --out a 5000-character name", ["restore", "BACKUP", "--out", "r" * 5000], "Cannot write"),
    Case("restore --out a device", ["restore", "BACKUP", "--out", "full"], "is a device", _device("full"),
         posix=True),
    # a Tenhou log's names are names: the one text rule, as in any game record
    Case("log: a name with U+202E", ["log", "rlo.mjlog"], "player 1's name: contains a character",
         _write("rlo.mjlog", log_with_name("A%E2%80%AEB"))),
    Case("log: a name whose bytes are not UTF-8", ["log", "ff.mjlog"], "player 1's name: contains bytes",
         _write("ff.mjlog", log_with_name("A%FFB"))),
    Case("log: a name with ESC", ["log", "esc.mjlog"], "player 1's name: contains a control character",
         _write("esc.mjlog", log_with_name("A%1B%5B2JB"))),
    # the one line quotes what was typed as it is, escaped: it can neither break nor drive the terminal
    Case("--tournament with ESC", ["standings", "--tournament", "X\x1b[2JY"], "named X\\x1b[2JY"),
    Case("--tournament with CR", ["standings", "--tournament", "X\rY"], "no tournament named X\\rY"),
    Case("--tournament with U+2028", ["standings", "--tournament", "X\u2028Y"], "named X\\u2028Y"),
    Case("--tournament with U+202E", ["standings", "--tournament", "X\u202eY"], "named X\\u202eY"),
]


def _expand(argv: list[str], world: dict[str, str]) -> list[str]:
    out = [a.replace("PLAYER", world["PLAYER"]) for a in argv]
    out = [world.get(a, a) for a in out]
    out = [world["DB"] + "-wal" if a == "DB-wal" else a for a in out]
    out = [a.replace("file:DB", "file:" + world["DB"]) for a in out]
    return out if out[:1] == ["--db"] else ["--db", world["DB"], *out]


@pytest.fixture
def world(league: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, str]:
    """The league, a backup of it and another database, in a folder of their own (the current one)."""
    monkeypatch.chdir(tmp_path)
    backup = str(tmp_path / "backup.sqlite3")
    assert main(["--lang", "en", "--db", str(league), "backup", "--out", backup]) == 0
    (tmp_path / "other.sqlite3").write_bytes((tmp_path / "backup.sqlite3").read_bytes())
    close_database()
    con = __import__("sqlite3").connect(f"file:{league}?immutable=1", uri=True)
    player = con.execute("SELECT name FROM player ORDER BY id").fetchone()[0]
    con.close()
    return {"DB": str(league), "BACKUP": str(tmp_path / "backup.sqlite3"),
            "OTHER": str(tmp_path / "other.sqlite3"), "PLAYER": player}


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_issue_25_case(case: Case, world: dict[str, str], tmp_path: Path, capsys: pytest.CaptureFixture[str],
                       monkeypatch: pytest.MonkeyPatch) -> None:
    if case.posix and not POSIX:
        pytest.skip("devices, FIFOs and links as POSIX has them")
    if case.setup is not None:
        case.setup(tmp_path)
    argv = _expand(case.argv, world)
    league = Path(world["DB"])
    stored, files = content(league), tree(tmp_path)
    capsys.readouterr()
    if case.isolated:
        try:
            done = subprocess.run([sys.executable, "-m", "tournament_app", "--lang", "en", *argv],
                                  cwd=tmp_path, input=case.stdin, capture_output=True, timeout=60,
                                  preexec_fn=memory_limit(1_500_000_000),
                                  env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
        except subprocess.TimeoutExpired:
            pytest.fail(f"{case.id}: still running after 60 s")
        code, out, err = done.returncode, done.stdout.decode(), done.stderr.decode("utf-8", "replace")
    else:
        if case.stdin is not None:
            monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(case.stdin), encoding="utf-8"))
        code = main(["--lang", "en", *argv])
        close_database()
        out, err = capsys.readouterr()
    assert (code, out) == (2, ""), (case.id, code, out, err[-2000:])
    assert err.startswith("tournament-app: ") and err.count("\n") == 1 and "Traceback" not in err, err[-2000:]
    assert case.words in err, err
    assert content(league) == stored, "the database changed"
    assert tree(tmp_path) == files, "a file or folder was created, changed or removed"
    if case.posix and "device" in case.words:
        assert os.path.islink(tmp_path / "full") and Path(DEVICE).is_char_device()


def test_the_player_limit_is_exact(tmp_path: Path) -> None:
    from tournament_app.export.player_files import read_players

    path = tmp_path / "rows.csv"
    path.write_text("title\n\nname\n" + "".join(f"P{i}\n\n" for i in range(20_000)))  # blank lines aside
    assert len(read_players(path).rows) == 20_000

"""Hostile input (issues 11 and 25): a small real tournament to throw bad input at, and the checks every
refusal must pass: exit 2, one line on stderr, nothing on stdout, nothing stored, no file touched."""

from __future__ import annotations

import hashlib
import os
import sqlite3
import stat
from collections.abc import Callable
from pathlib import Path

import pytest

from tournament_app.cli.main import main
from tournament_app.storage.database import close_database


def content(db: Path) -> str:
    """A digest of every row of every table: "nothing stored" means this does not change."""
    # as the read rule reads: mode=ro would leave a -wal and a -shm beside a file nobody has open
    wal = Path(f"{db}-wal").exists() and Path(f"{db}-shm").exists()
    con = sqlite3.connect(f"file:{db}?{'mode=ro' if wal else 'immutable=1'}", uri=True)
    con.text_factory = bytes  # damaged text is compared as it is
    try:
        digest = hashlib.sha256()
        for (table,) in con.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"):
            for row in con.execute(f'SELECT * FROM "{table.decode()}" ORDER BY 1'):
                digest.update(repr(row).encode())
        return digest.hexdigest()
    finally:
        con.close()


@pytest.fixture(scope="session")
def league_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("hostile") / "league.sqlite3"
    assert main(["--lang", "en", "--db", str(path), "demo", "--players", "8", "--rounds", "2"]) == 0
    close_database()
    return path


@pytest.fixture
def league(league_template: Path, tmp_path: Path) -> Path:
    copy = tmp_path / "league.sqlite3"
    copy.write_bytes(league_template.read_bytes())
    return copy


@pytest.fixture
def refused(capsys: pytest.CaptureFixture[str]) -> Callable[..., str]:
    """Run the CLI in this process; assert a clean refusal; return the line."""
    def run(*argv: str, db: Path | None = None) -> str:
        before = content(db) if db is not None else None
        code = main(["--lang", "en", *(["--db", str(db)] if db is not None else []), *argv])
        close_database()
        out, err = capsys.readouterr()
        assert (code, out) == (2, ""), (argv, code, out, err)
        assert err.count("\n") == 1 and err.startswith("tournament-app: "), (argv, err)
        assert "Traceback" not in err
        if db is not None:
            assert content(db) == before, f"{argv} changed the database"
        return err.strip()

    return run


def tree(folder: Path) -> dict[str, tuple]:
    """Every file, folder, link, pipe and device under ``folder``: kind, size and modification time.
    "No file created, changed or lost" means this does not change."""
    out = {}
    for path in sorted(folder.rglob("*")):
        st = path.lstat()
        link = os.readlink(path) if path.is_symlink() else None
        kind = stat.S_IFMT(st.st_mode)
        if stat.S_ISDIR(kind):  # a folder's time moves with any file made and removed in it
            out[str(path.relative_to(folder))] = (kind, None, None, None)
        else:
            out[str(path.relative_to(folder))] = (kind, st.st_size, st.st_mtime_ns, link)
    return out


@pytest.fixture(autouse=True)
def _widgets_app(qapp: object) -> None:
    """A print command run in this process starts Qt's GUI application when none runs; a widgets
    application first, so that a window test later in the same worker finds one (a bare
    QGuiApplication would make its first widget abort the process)."""

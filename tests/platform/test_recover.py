"""The damaged-file advice that works everywhere (platforms.md row 18): Windows has no sqlite3 command,
and the sqlite3 some Linux systems ship cannot run ``.recover``; so the message names
``tournament-app --db FILE recover --out NEW``, built on Python's sqlite3, and that saves what can
still be read into a new file that opens as any other."""

from __future__ import annotations

import random
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

from tournament_app.cli.main import main
from tournament_app.storage.database import close_database

from .conftest import content

PAGE = 4096


def _damage(db: Path, seed: int) -> None:
    """Overwrite the b-tree header of a few pages, as a bad sector or a half-copied file would."""
    data = bytearray(db.read_bytes())
    rng = random.Random(seed)
    for page in rng.sample(range(2, len(data) // PAGE), 3):
        data[page * PAGE:page * PAGE + 12] = bytes(rng.randrange(256) for _ in range(12))
    db.write_bytes(bytes(data))


def _rows(db: Path) -> dict[str, int]:
    con = sqlite3.connect(f"file:{db}?immutable=1", uri=True)
    try:
        names = [n for (n,) in con.execute("SELECT name FROM sqlite_master WHERE type = 'table' "
                                           "AND name NOT LIKE 'sqlite_%'")]
        return {n: con.execute(f'SELECT count(*) FROM "{n}"').fetchone()[0] for n in names}
    finally:
        con.close()


def _schema_readable(db: Path) -> bool:
    con = sqlite3.connect(f"file:{db}?immutable=1", uri=True)
    try:
        con.execute("SELECT count(*) FROM sqlite_master").fetchone()
        return True
    except sqlite3.DatabaseError:
        return False
    finally:
        con.close()


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(["--lang", "en", *argv])
    close_database()
    out, err = capsys.readouterr()
    return code, out, err


def test_the_damage_message_names_a_command_every_system_has(league: Path, capsys) -> None:
    _damage(league, 1)
    code, _out, err = _run(capsys, "--db", str(league), "add-player", "New")
    assert code == 2 and "is damaged" in err
    assert "tournament-app --db FILE recover --out NEW.sqlite3" in err and "sqlite3 FILE" not in err


@pytest.mark.parametrize("seed", range(8))
def test_recover_saves_what_can_be_read_into_a_file_that_opens(league: Path, tmp_path: Path, capsys,
                                                                seed: int) -> None:
    whole = _rows(league)
    _damage(league, seed)
    before = league.read_bytes()
    out = tmp_path / "saved.sqlite3"
    code, said, err = _run(capsys, "--db", str(league), "recover", "--out", str(out))
    assert league.read_bytes() == before  # the damaged file is read, never written
    if not _schema_readable(league):  # a page of the table list itself: SQLite reads nothing then
        assert (code, said) == (2, "") and "list of its tables cannot be read" in err
        assert "open a backup" in err and err.count("\n") == 1
        assert sorted(p.name for p in tmp_path.iterdir()) == ["league.sqlite3"]
        return
    assert (code, err) == (0, ""), err
    assert said.startswith("saved ") and f"see what still adds up: tournament-app --db {out} check" in said
    assert sorted(p.name for p in tmp_path.iterdir()) == ["league.sqlite3", "saved.sqlite3"]  # no -wal
    saved = _rows(out)
    assert set(saved) == set(whole) and 0 < sum(saved.values()) <= sum(whole.values())
    con = sqlite3.connect(out)
    assert con.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    assert con.execute("PRAGMA foreign_key_check").fetchall() == []  # no row without its own
    con.close()
    code, said, err = _run(capsys, "--db", str(out), "check")  # the app's own reading of it
    assert code in (0, 1) and "damaged" not in err, err


def test_recover_of_a_whole_file_keeps_every_row(league: Path, tmp_path: Path, capsys) -> None:
    out = tmp_path / "copy.sqlite3"
    code, said, _err = _run(capsys, "--db", str(league), "recover", "--out", str(out))
    assert code == 0 and "every row was read" in said
    assert _rows(out) == _rows(league) and content(out) == content(league)


def test_recover_writes_only_a_new_file(league: Path, tmp_path: Path, refused: Callable[..., str]) -> None:
    existing = tmp_path / "there.sqlite3"
    existing.write_bytes(b"mine")
    assert "already exists" in refused("recover", "--out", str(existing), db=league)
    assert existing.read_bytes() == b"mine"
    empty = tmp_path / "empty.sqlite3"
    empty.write_bytes(b"")
    assert "list of its tables cannot be read" in refused("--db", str(empty), "recover", "--out",
                                                          str(tmp_path / "n.sqlite3"))
    assert not (tmp_path / "n.sqlite3").exists()

"""Files the app must refuse with a clear message, never a traceback, and without changing them."""

from __future__ import annotations

import os
import sqlite3
import threading
import time
from pathlib import Path

import pytest

from tests.storage.helpers import raw
from tournament_app.storage import DatabaseError, close_database, open_database
from tournament_app.storage.migrations import SCHEMA_VERSION
from tournament_app.storage.models import Player


def _refused(target: str | Path, kind: str, **kwargs: int) -> DatabaseError:
    with pytest.raises(DatabaseError) as caught:
        open_database(target, **kwargs)
    assert caught.value.kind == kind
    assert caught.value.message.context == "storage"
    return caught.value


def _made(path: Path, *names: str) -> Path:
    """An app database at ``path`` holding players ``names``, closed again."""
    open_database(path)
    for name in names:
        Player.create(name=name)
    close_database()
    return path


@pytest.mark.parametrize("content", [
    b"Name,Club\nSato,Tokyo\n" * 40,
    b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(range(256)) * 8,
], ids=["text", "png"])
def test_not_a_database_file(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "players.sqlite3"
    path.write_bytes(content)
    error = _refused(path, "not_sqlite")
    assert str(path) in str(error) and "not a database file" in str(error)
    assert path.read_bytes() == content
    assert sorted(p.name for p in tmp_path.iterdir()) == ["players.sqlite3"]


def test_database_of_another_application(tmp_path: Path) -> None:
    path = tmp_path / "shop.db"
    raw(path, "CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT)")
    error = _refused(path, "foreign")
    assert "not a tournament database" in str(error)
    assert raw(path, "SELECT name FROM sqlite_master") == [("customers",)]
    assert raw(path, "PRAGMA journal_mode") == [("delete",)]  # not even switched to WAL


def test_newer_schema_refused(db_path: Path) -> None:
    _made(db_path, "A")
    raw(db_path, "UPDATE tournament_app_meta SET value = '99' WHERE key = 'schema_version'")
    error = _refused(db_path, "newer")
    assert ("was written by a newer version of the app (schema 99); this version understands up to "
            f"{SCHEMA_VERSION}") in str(error)
    assert raw(db_path, "SELECT value FROM tournament_app_meta WHERE key = 'schema_version'") == [("99",)]
    assert not list(db_path.parent.glob("*backup*"))


def test_read_only_open_refused(db_path: Path) -> None:
    _made(db_path, "A")
    error = _refused(f"file:{db_path}?mode=ro", "readonly")
    assert "cannot be written" in str(error) and str(db_path) in str(error)


def test_read_only_file_refused_even_before_wal(db_path: Path) -> None:
    # A copy of ours that another tool switched back to a rollback journal: enabling WAL is a write too.
    _made(db_path, "A")
    raw(db_path, "PRAGMA journal_mode = delete")
    _refused(f"file:{db_path}?mode=ro", "readonly")


def test_read_only_permissions_refused(db_path: Path) -> None:
    _made(db_path, "A")
    db_path.chmod(0o444)
    try:
        try:
            db_path.open("r+b").close()
        except PermissionError:
            pass
        else:
            pytest.skip("this user writes read-only files anyway (root): see test_read_only_open_refused")
        _refused(db_path, "readonly")
    finally:
        db_path.chmod(0o644)


def test_locked_database_refused_quickly(db_path: Path) -> None:
    _made(db_path, "A")
    other = sqlite3.connect(db_path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    try:
        started = time.monotonic()
        error = _refused(db_path, "locked", busy_timeout_ms=200)
        assert time.monotonic() - started < 3
        assert "is locked by another program" in str(error)
    finally:
        other.execute("ROLLBACK")
        other.close()


def test_lock_released_within_the_busy_timeout_is_waited_for(db_path: Path) -> None:
    _made(db_path, "A")
    other = sqlite3.connect(db_path, isolation_level=None, check_same_thread=False)
    other.execute("BEGIN EXCLUSIVE")
    release = threading.Timer(0.3, lambda: other.execute("ROLLBACK"))
    release.start()
    try:
        open_database(db_path, busy_timeout_ms=5000)
        assert [p.name for p in Player.select()] == ["A"]
    finally:
        release.join()
        other.close()


def test_parent_folder_that_cannot_be_created(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("in the way")
    error = _refused(tmp_path / "file" / "sub" / "t.sqlite3", "no_folder")
    assert str(tmp_path / "file" / "sub") in str(error)


def test_a_folder_is_not_a_database(tmp_path: Path) -> None:
    _refused(tmp_path, "cantopen")


def test_missing_file_opened_read_only(tmp_path: Path) -> None:
    _refused(f"file:{tmp_path / 'absent.sqlite3'}?mode=ro", "cantopen")


def test_unsupported_url_hides_password(tmp_path: Path) -> None:
    error = _refused("mysql://admin:secret@host/db", "unsupported")
    assert "secret" not in str(error)


@pytest.mark.skipif(not hasattr(os, "geteuid"), reason="POSIX permissions")
def test_read_only_folder_for_a_new_file(tmp_path: Path) -> None:
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(0o555)
    try:
        if os.access(folder, os.W_OK):
            pytest.skip("this user writes read-only folders anyway (root)")
        error = _refused(folder / "t.sqlite3", "cantopen")
        assert str(folder / "t.sqlite3") in str(error)
    finally:
        folder.chmod(0o755)

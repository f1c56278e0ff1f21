"""Online backups: consistent copies taken while the app keeps the database open."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import peewee

from tests.storage.helpers import add_hand, integrity, make_game, raw
from tournament_app.storage import backup_database, close_database, open_database
from tournament_app.storage.models import Hand


def test_backup_opens_and_holds_what_is_still_in_the_wal(db: peewee.Database, db_path: Path,
                                                          tmp_path: Path) -> None:
    game = make_game()
    for number in range(1, 6):
        add_hand(game, number)
    assert Path(f"{db_path}-wal").stat().st_size > 0  # the rows are not in the main file yet

    dest = backup_database(db, tmp_path / "backup.sqlite3")
    assert dest == tmp_path / "backup.sqlite3"
    assert not Path(f"{dest}.partial").exists()
    assert integrity(dest) == "ok"
    assert raw(dest, "SELECT number FROM hand ORDER BY number") == [(n,) for n in range(1, 6)]

    close_database()
    open_database(dest)  # the app itself accepts the copy
    assert Hand.select().count() == 5


def test_backup_leaves_out_another_connection_s_uncommitted_work(db: peewee.Database, db_path: Path,
                                                                 tmp_path: Path) -> None:
    game = make_game()
    add_hand(game, 1)
    other = sqlite3.connect(db_path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    other.execute("UPDATE hand SET honba = 7")
    try:
        dest = backup_database(db, tmp_path / "snap.sqlite3")
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert raw(dest, "SELECT number, honba FROM hand") == [(1, 0)]


def test_backup_replaces_an_older_copy(db: peewee.Database, tmp_path: Path) -> None:
    game = make_game()
    dest = tmp_path / "b.sqlite3"
    backup_database(db, dest)
    add_hand(game, 1)
    backup_database(db, dest)
    assert raw(dest, "SELECT count(*) FROM hand") == [(1,)]

"""Opening, reopening and closing the database; the connection settings; default location."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import peewee
import pytest

from tests.storage.helpers import add_hand, hand_fields, make_game, python, raw
from tournament_app.storage import (
    DatabaseError,
    close_database,
    db_proxy,
    open_database,
    user_errors,
)
from tournament_app.storage.models import Game, Hand, Player


def test_data_survives_close_and_reopen(db: peewee.Database, db_path: Path) -> None:
    game = make_game()
    add_hand(game, 1)
    add_hand(game, 2)
    close_database()

    open_database(db_path)
    assert [h.number for h in Hand.select().where(Hand.game == game.id).order_by(Hand.number)] == [1, 2]
    assert Game.get_by_id(game.id).seat3.name == "P1-3"
    assert Player.select().count() == 4


def test_pragmas_in_force(db: peewee.Database, db_path: Path) -> None:
    assert db.pragma("journal_mode") == "wal"
    assert db.pragma("foreign_keys") == 1
    assert db.pragma("busy_timeout") == 5000
    assert db.pragma("synchronous") == 1  # NORMAL
    assert raw(db_path, "PRAGMA journal_mode") == [("wal",)]  # persistent, seen by any program


def test_busy_timeout_parameter(db_path: Path) -> None:
    db = open_database(db_path, busy_timeout_ms=250)
    assert db.pragma("busy_timeout") == 250


def test_parent_folders_created(tmp_path: Path) -> None:
    path = tmp_path / "a" / "b" / "t.sqlite3"
    open_database(path)
    assert path.is_file()


def test_close_unbinds_the_models(db: peewee.Database) -> None:
    close_database()
    assert db.is_closed()
    with pytest.raises(AttributeError, match="uninitialized Proxy"):
        Player.select().count()


def test_failed_open_keeps_the_previous_database(db: peewee.Database, tmp_path: Path) -> None:
    Player.create(name="kept")
    bad = tmp_path / "notes.txt"
    bad.write_text("not a database\n" * 50)
    with pytest.raises(DatabaseError):
        open_database(bad)
    assert db_proxy.obj is db
    assert [p.name for p in Player.select()] == ["kept"]


def test_default_path_from_environment(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from tournament_app.storage import default_db_path

    monkeypatch.setenv("TOURNAMENT_APP_DB", str(tmp_path / "x.sqlite3"))
    assert default_db_path() == tmp_path / "x.sqlite3"


@pytest.mark.skipif(sys.platform != "linux", reason="XDG_DATA_HOME locates the data folder on Linux only")
def test_default_path_in_user_data_dir_created_by_nobody_at_import(tmp_path: Path) -> None:
    # A fresh interpreter: importing the layer and asking for the path must not create folders.
    script = textwrap.dedent("""
        import tournament_app.storage as s, tournament_app.storage.models, tournament_app.storage.migrations
        print(s.default_db_path())
    """)
    env_home = tmp_path / "xdg"
    env = {k: v for k, v in os.environ.items() if k != "TOURNAMENT_APP_DB"}
    proc = python("-c", script, stdout=subprocess.PIPE, env={**env, "XDG_DATA_HOME": str(env_home)})
    out, _ = proc.communicate(timeout=30)
    assert proc.returncode == 0
    assert Path(out.strip()) == env_home / "tournament-app" / "tournament.sqlite3"
    assert not env_home.exists()


def test_user_errors_maps_disk_full_and_keeps_earlier_data(db: peewee.Database) -> None:
    game = make_game()
    add_hand(game, 1)
    # A real SQLITE_FULL: cap the file at its current size for this connection.
    db.execute_sql(f"PRAGMA max_page_count = {db.pragma('page_count')}")
    with pytest.raises(DatabaseError) as caught, user_errors(), db.atomic():
        for number in range(2, 200):
            Hand.create(game=game, **{**hand_fields(number), "data": "x" * 5000})
    assert caught.value.kind == "full"
    assert "is full" in str(caught.value)
    assert [h.number for h in Hand.select()] == [1]


def test_user_errors_lets_bugs_and_constraints_through(db: peewee.Database) -> None:
    game = make_game()
    add_hand(game, 1)
    with pytest.raises(peewee.IntegrityError), user_errors():
        add_hand(game, 1)
    with pytest.raises(peewee.OperationalError, match="no such table"), user_errors():
        db.execute_sql("SELECT * FROM nowhere")


def test_user_errors_maps_plain_sqlite3_errors() -> None:
    with pytest.raises(DatabaseError) as caught, user_errors("x.sqlite3"):
        raise sqlite3.OperationalError("database is locked")
    assert caught.value.kind == "locked"
    assert caught.value.message.params["path"] == "x.sqlite3"


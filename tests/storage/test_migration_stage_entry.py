"""Schema step 4 (issue 27): the table of who entered each stage. A file of the previous schema is
opened (not refused as damaged for lacking the table), backed up, and upgraded to the very schema a
new file gets; on a server too."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import peewee
import psycopg
import pytest

from tests.backends import create_pg_database, drop_pg_database
from tests.storage.helpers import raw
from tournament_app.storage import SCHEMA_VERSION, close_database, open_database
from tournament_app.storage.models import Player, StageEntry, Tournament

SCHEMA_SQL = "SELECT type, name, sql FROM sqlite_master WHERE tbl_name = 'stage_entry' ORDER BY name"


def test_a_version_3_file_gets_the_stage_entry_table_of_a_new_file(tmp_path: Path) -> None:
    fresh = tmp_path / "fresh.sqlite3"
    open_database(fresh)
    close_database()
    old = tmp_path / "old.sqlite3"
    db = open_database(old)
    Tournament.create(name="Autumn", rules='"jpml"')
    Player.create(name="Sato")
    db.execute_sql("DROP TABLE stage_entry")
    db.execute_sql("UPDATE tournament_app_meta SET value = '3' WHERE key = 'schema_version'")
    close_database()

    open_database(old)  # not "damaged (table stage_entry is missing)": step 4 creates it
    StageEntry.create(tournament=Tournament.get(), first_round=5, position=1, rank=1, player=Player.get())
    close_database()
    assert raw(old, SCHEMA_SQL) == raw(fresh, SCHEMA_SQL)
    assert raw(old, "SELECT value FROM tournament_app_meta") == [(str(SCHEMA_VERSION),)]
    assert raw(old, "SELECT name FROM tournament") == [("Autumn",)]
    [backup] = sorted(tmp_path.glob("old.sqlite3.v3-backup-*"))
    assert "stage_entry" not in {name for (name,) in raw(backup, "SELECT name FROM sqlite_master")}


def test_a_file_claiming_the_current_schema_without_the_table_is_still_damaged(tmp_path: Path) -> None:
    from tournament_app.storage import DatabaseError

    path = tmp_path / "t.sqlite3"
    db = open_database(path)
    db.execute_sql("DROP TABLE stage_entry")
    close_database()
    with pytest.raises(DatabaseError, match="stage_entry is missing"):
        open_database(path)


@pytest.fixture
def pg() -> Iterator[str]:
    url = create_pg_database()
    yield url
    close_database()
    drop_pg_database(url)


def test_a_version_3_server_database_is_upgraded(pg: str) -> None:
    open_database(pg)
    tid = Tournament.create(name="Server", rules='"jpml"').id
    pid = Player.create(name="Sato").id
    close_database()
    with psycopg.connect(pg) as conn:
        conn.execute("DROP TABLE stage_entry")
        conn.execute("UPDATE tournament_app_meta SET value = '3'")
    open_database(pg)
    StageEntry.create(tournament=tid, first_round=5, position=1, rank=1, player=pid)
    with pytest.raises(peewee.IntegrityError):  # one place per stage and position
        StageEntry.create(tournament=tid, first_round=5, position=1, rank=1, player=pid)
    close_database()
    with psycopg.connect(pg) as conn:
        assert conn.execute("SELECT value FROM tournament_app_meta").fetchall() == [(str(SCHEMA_VERSION),)]
        assert conn.execute("SELECT first_round, position FROM stage_entry").fetchall() == [(5, 1)]

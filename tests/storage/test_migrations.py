"""Schema versions: a new file gets the current one, an older one is backed up and then upgraded."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import peewee
import pytest

from tests.storage.helpers import integrity, make_schema_11, raw
from tournament_app.storage import SCHEMA_VERSION, close_database, migrations, open_database
from tournament_app.storage.models import MODELS, AuditEntry, Player, Tournament

VERSION_SQL = "SELECT value FROM tournament_app_meta WHERE key = 'schema_version'"


V1_DROPS = (("audit_entry", "author"), ("tournament", "planned_rounds"), ("tournament", "seating_plan"),
            ("tournament", "event_format"),
            ("tournament", "round_minutes"), ("round", "clock_started_at"), ("round", "clock_paused_at"),
            ("round", "clock_paused_seconds"), ("round", "clock_minutes"), ("game_table", "extra_minutes"),
            ("player", "ema_number"), ("player", "country"), ("player", "first_name"),
            ("player", "last_name"))


V2_DROPS = (("audit_entry", "action_id"),)


V5_DROPS = (("game_table", "link_secret"), ("tournament", "phones"))
V5_TABLES = ("league_day", "division", "season")  # children first


def _make_v5(db: peewee.Database) -> None:
    """Turn a current database into schema 5: drop what step 6 adds (tables on phones)."""
    for table, column in V5_DROPS:
        db.execute_sql(f"ALTER TABLE {table} DROP COLUMN {column}")
    db.execute_sql("UPDATE tournament_app_meta SET value = '5' WHERE key = 'schema_version'")


def _make_v4(db: peewee.Database) -> None:
    """Turn a current database into schema 4: without the league seasons' tables (step 5)."""
    _make_v5(db)
    for table in V5_TABLES:
        db.execute_sql(f"DROP TABLE {table}")
    db.execute_sql("UPDATE tournament_app_meta SET value = '4' WHERE key = 'schema_version'")


def _make_v3(db: peewee.Database) -> None:
    """Turn a current database into schema 3: drop what steps 4 and 5 add."""
    _make_v4(db)
    db.execute_sql("DROP TABLE stage_entry")
    db.execute_sql("UPDATE tournament_app_meta SET value = '3' WHERE key = 'schema_version'")


def _make_v2(db: peewee.Database) -> None:
    """Turn a current database into schema 2: drop what steps 3 and 4 add."""
    _make_v3(db)
    db.execute_sql("DROP INDEX auditentry_action_id")
    for table, column in V2_DROPS:
        db.execute_sql(f"ALTER TABLE {table} DROP COLUMN {column}")
    db.execute_sql("UPDATE tournament_app_meta SET value = '2' WHERE key = 'schema_version'")


def _make_v1(db: peewee.Database) -> None:
    """Turn a current database into the first schema: drop what later steps add."""
    _make_v2(db)
    for table, column in V1_DROPS:
        db.execute_sql(f"ALTER TABLE {table} DROP COLUMN {column}")
    db.execute_sql("UPDATE tournament_app_meta SET value = '1' WHERE key = 'schema_version'")


def _v1_file(path: Path) -> Path:
    db = open_database(path)
    Player.create(name="Sato")
    _make_v1(db)
    close_database()
    return path


def _backups(path: Path) -> list[Path]:
    return sorted(path.parent.glob(f"{path.name}.v*-backup-*"))


def test_new_file_gets_every_table_and_the_version(db_path: Path) -> None:
    open_database(db_path)
    close_database()
    tables = {name for (name,) in raw(db_path, "SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert tables == {m._meta.table_name for m in MODELS}
    assert raw(db_path, VERSION_SQL) == [(str(SCHEMA_VERSION),)]
    assert SCHEMA_VERSION == 12
    assert not _backups(db_path)


def test_reopening_the_current_version_makes_no_backup(db_path: Path) -> None:
    open_database(db_path)
    close_database()
    open_database(db_path)
    assert not _backups(db_path)


def test_upgrade_backs_up_first_then_applies_each_step(db_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    _v1_file(db_path)
    seen: list[str] = []

    def to_2(db: peewee.Database) -> None:
        seen.append(f"2 with {len(_backups(db_path))} backup")
        db.execute_sql("ALTER TABLE player ADD COLUMN nickname TEXT NOT NULL DEFAULT ''")

    def to_3(db: peewee.Database) -> None:
        seen.append("3")
        db.execute_sql("UPDATE player SET nickname = 'sa-chan'")

    monkeypatch.setattr(migrations, "SCHEMA_VERSION", 3)
    monkeypatch.setattr(migrations, "STEPS", [(2, to_2), (3, to_3)])
    open_database(db_path)
    close_database()

    assert seen == ["2 with 1 backup", "3"]
    assert raw(db_path, VERSION_SQL) == [("3",)]
    assert raw(db_path, "SELECT name, nickname FROM player") == [("Sato", "sa-chan")]
    [backup] = _backups(db_path)
    assert backup.name.startswith("tournament.sqlite3.v1-backup-")
    assert integrity(backup) == "ok"
    assert raw(backup, VERSION_SQL) == [("1",)]
    assert raw(backup, "SELECT * FROM player")[0][1] == "Sato"
    assert "nickname" not in {c[1] for c in raw(backup, "PRAGMA table_info(player)")}


def test_failed_step_rolls_back_to_the_last_good_version(db_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    _v1_file(db_path)

    def to_2(db: peewee.Database) -> None:
        db.execute_sql("ALTER TABLE player ADD COLUMN nickname TEXT")

    def to_3(db: peewee.Database) -> None:
        db.execute_sql("DELETE FROM player")
        raise ValueError("step 3 has a bug")

    monkeypatch.setattr(migrations, "SCHEMA_VERSION", 3)
    monkeypatch.setattr(migrations, "STEPS", [(2, to_2), (3, to_3)])
    with pytest.raises(ValueError, match="step 3 has a bug"):  # a bug, not the user's problem
        open_database(db_path)

    assert raw(db_path, VERSION_SQL) == [("2",)]  # step 2 committed, step 3 wholly undone
    assert raw(db_path, "SELECT name FROM player") == [("Sato",)]
    assert len(_backups(db_path)) == 1


def test_a_step_that_breaks_foreign_keys_is_undone(db_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _v1_file(db_path)

    def to_2(db: peewee.Database) -> None:
        db.execute_sql("INSERT INTO registration (tournament_id, player_id, status) VALUES (42, 1, 'active')")

    monkeypatch.setattr(migrations, "SCHEMA_VERSION", 2)
    monkeypatch.setattr(migrations, "STEPS", [(2, to_2)])
    with pytest.raises(RuntimeError, match="broke foreign keys"):
        open_database(db_path)
    assert raw(db_path, VERSION_SQL) == [("1",)]
    assert raw(db_path, "SELECT count(*) FROM registration") == [(0,)]


def test_missing_step_fails_loudly(db_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _v1_file(db_path)
    monkeypatch.setattr(migrations, "STEPS", [])
    with pytest.raises(RuntimeError, match="no migration step"):
        open_database(db_path)


def test_foreign_keys_back_on_after_an_upgrade(db_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _v1_file(db_path)
    monkeypatch.setattr(migrations, "SCHEMA_VERSION", 2)
    monkeypatch.setattr(migrations, "STEPS", [(2, lambda db: None)])
    db = open_database(db_path)
    assert db.pragma("foreign_keys") == 1


def test_step_2_adds_the_author_and_the_planned_rounds_keeping_the_data(db_path: Path) -> None:
    db = open_database(db_path)
    t = Tournament.create(name="秋季リーグ", rules="\"jpml\"")
    AuditEntry.create(action="tournament.create", entity="tournament", entity_id=t.id, tournament=t)
    _make_v1(db)
    close_database()
    assert "author" not in {c[1] for c in raw(db_path, "PRAGMA table_info(audit_entry)")}

    open_database(db_path)
    entry = AuditEntry.get()
    assert (entry.action, entry.author) == ("tournament.create", "")
    t = Tournament.get()
    assert (t.name, t.planned_rounds, t.seating_plan, t.round_minutes) == ("秋季リーグ", None, None, 90)
    close_database()
    assert raw(db_path, VERSION_SQL) == [(str(SCHEMA_VERSION),)]
    assert len(_backups(db_path)) == 1


def test_step_3_adds_each_decisions_identity_unique(db_path: Path) -> None:
    db = open_database(db_path)
    t = Tournament.create(name="秋季リーグ", rules="\"jpml\"")
    AuditEntry.create(action="tournament.create", entity="tournament", entity_id=t.id, tournament=t)
    _make_v2(db)
    close_database()
    assert "action_id" not in {c[1] for c in raw(db_path, "PRAGMA table_info(audit_entry)")}

    open_database(db_path)
    assert AuditEntry.get().action_id is None
    AuditEntry.create(action="hand.add", entity="game", entity_id=1, action_id="a1")
    AuditEntry.create(action="hand.add", entity="game", entity_id=1)  # entries without one: many
    with pytest.raises(peewee.IntegrityError):
        AuditEntry.create(action="hand.add", entity="game", entity_id=1, action_id="a1")
    close_database()
    assert raw(db_path, VERSION_SQL) == [(str(SCHEMA_VERSION),)]


def _schema(path: Path, tables: tuple[str, ...]) -> list[tuple[str, str]]:
    names = ", ".join(f"'{t}'" for t in tables)
    return sorted(raw(path, f"SELECT name, sql FROM sqlite_master WHERE tbl_name IN ({names})"))


def _shape(path: Path, tables: tuple[str, ...]) -> dict[str, Any]:
    """Each table's columns (name, type, not null, primary key), foreign keys and indexes, as later
    steps' added columns leave them (their CREATE text lists them in another form)."""
    out: dict[str, Any] = {}
    for table in tables:
        out[table] = (sorted((r[1], r[2], r[3], r[5]) for r in raw(path, f"PRAGMA table_info({table})")),
                      sorted(r[2:5] for r in raw(path, f"PRAGMA foreign_key_list({table})")),
                      sorted(raw(path, f"SELECT name, sql FROM sqlite_master WHERE type = 'index' "
                                       f"AND tbl_name = '{table}'")))
    return out


def test_step_5_adds_the_league_season_tables_as_a_new_file_has_them(db_path: Path, tmp_path: Path) -> None:
    fresh = tmp_path / "fresh.sqlite3"
    open_database(fresh)
    close_database()
    db = open_database(db_path)
    Tournament.create(name="春季リーグ", rules="\"jpml\"")
    _make_v4(db)
    close_database()
    assert not _schema(db_path, V5_TABLES)

    open_database(db_path)  # a file of schema 4 is not "damaged" for lacking them: it is upgraded
    close_database()
    assert raw(db_path, VERSION_SQL) == [(str(SCHEMA_VERSION),)]
    assert _shape(db_path, V5_TABLES) == _shape(fresh, V5_TABLES)
    assert len(_schema(fresh, V5_TABLES)) == 9  # three tables, six indexes
    assert raw(db_path, "SELECT name FROM tournament") == [("春季リーグ",)]
    [backup] = _backups(db_path)
    assert backup.name.startswith("tournament.sqlite3.v4-backup-")


V8_COLUMNS = (("division", "leaves"), ("division", "drop_each"), ("division", "final_seeded"),
              ("season", "points"), ("registration", "points_in"))


def test_step_8_adds_leaves_seeded_finalists_and_league_points_keeping_the_data(db_path: Path) -> None:
    db = open_database(db_path)
    Tournament.create(name="雀王戦 A1", rules="\"jpml\"")
    for table, column in V8_COLUMNS:
        db.execute_sql(f"ALTER TABLE {table} DROP COLUMN {column}")
    db.execute_sql("UPDATE tournament_app_meta SET value = '7' WHERE key = 'schema_version'")
    close_database()
    open_database(db_path)
    close_database()
    assert raw(db_path, VERSION_SQL) == [(str(SCHEMA_VERSION),)]
    for table, column in V8_COLUMNS:
        assert column in {row[1] for row in raw(db_path, f"PRAGMA table_info({table})")}
    assert raw(db_path, "SELECT name FROM tournament") == [("雀王戦 A1",)]
    [backup] = _backups(db_path)
    assert backup.name.startswith("tournament.sqlite3.v7-backup-")


V9_COLUMNS = (("round", "fives"), ("league_day", "rounds"))


def test_step_9_adds_tables_of_five_and_a_day_s_rounds_keeping_the_data(db_path: Path) -> None:
    db = open_database(db_path)
    Tournament.create(name="雀王戦 A1", rules="\"jpml\"")
    for table, column in V9_COLUMNS:
        db.execute_sql(f"ALTER TABLE {table} DROP COLUMN {column}")
    db.execute_sql("UPDATE tournament_app_meta SET value = '8' WHERE key = 'schema_version'")
    close_database()
    open_database(db_path)
    close_database()
    assert raw(db_path, VERSION_SQL) == [(str(SCHEMA_VERSION),)]
    for table, column in V9_COLUMNS:
        assert column in {row[1] for row in raw(db_path, f"PRAGMA table_info({table})")}
    assert raw(db_path, "SELECT name FROM tournament") == [("雀王戦 A1",)]
    [backup] = _backups(db_path)
    assert backup.name.startswith("tournament.sqlite3.v8-backup-")


V10_COLUMNS = (("league_day", "venue"), ("season", "minus"))


def test_step_10_adds_a_day_s_venue_and_the_season_s_minus_mark_keeping_the_data(db_path: Path) -> None:
    db = open_database(db_path)
    Tournament.create(name="雀王戦 A1", rules="\"jpml\"")
    db.execute_sql("INSERT INTO season (name, rules, created_at, version, minus) "
                   "VALUES ('2026', '\"jpml\"', '2026-04-01 10:00:00', 0, '▲')")
    for table, column in V10_COLUMNS:
        db.execute_sql(f"ALTER TABLE {table} DROP COLUMN {column}")
    db.execute_sql("UPDATE tournament_app_meta SET value = '9' WHERE key = 'schema_version'")
    close_database()
    open_database(db_path)
    close_database()
    assert raw(db_path, VERSION_SQL) == [(str(SCHEMA_VERSION),)]
    for table, column in V10_COLUMNS:
        assert column in {row[1] for row in raw(db_path, f"PRAGMA table_info({table})")}
    assert raw(db_path, "SELECT name, minus FROM season") == [("2026", "△")]  # the mark used before
    assert raw(db_path, "SELECT name FROM tournament") == [("雀王戦 A1",)]
    [backup] = _backups(db_path)
    assert backup.name.startswith("tournament.sqlite3.v9-backup-")


def test_step_11_adds_the_players_online_names_as_a_new_file_has_them(db_path: Path, tmp_path: Path) -> None:
    fresh = tmp_path / "fresh.sqlite3"
    open_database(fresh)
    close_database()
    db = open_database(db_path)
    Tournament.create(name="天鳳予選", rules="\"tenhou\"")
    db.execute_sql("DROP TABLE player_alias")
    db.execute_sql("UPDATE tournament_app_meta SET value = '10' WHERE key = 'schema_version'")
    close_database()
    assert not _schema(db_path, ("player_alias",))
    open_database(db_path)
    close_database()
    assert raw(db_path, VERSION_SQL) == [(str(SCHEMA_VERSION),)]
    assert _shape(db_path, ("player_alias",)) == _shape(fresh, ("player_alias",))
    assert len(_schema(fresh, ("player_alias",))) == 3  # the table, its (tournament, name) and player indexes
    assert raw(db_path, "SELECT name FROM tournament") == [("天鳳予選",)]
    [backup] = _backups(db_path)
    assert backup.name.startswith("tournament.sqlite3.v10-backup-")


def test_step_12_adds_the_person_registry_as_a_new_file_has_it_and_links_nobody(db_path: Path,
                                                                              tmp_path: Path) -> None:
    fresh = tmp_path / "fresh.sqlite3"
    open_database(fresh)
    close_database()
    db = open_database(db_path)
    for name in ("春の大会", "秋の大会"):
        tid = Tournament.create(name=name, rules="\"jpml\"").id
        player = Player.create(name="佐藤 太郎", reading="さとう たろう", ema_number="07000001")
        db.execute_sql("INSERT INTO registration (tournament_id, player_id, status) VALUES (?, ?, 'active')",
                       (tid, player.id))
    make_schema_11(db)
    close_database()
    assert "person_id" not in {c[1] for c in raw(db_path, "PRAGMA table_info(player)")}
    open_database(db_path)
    close_database()
    assert raw(db_path, VERSION_SQL) == [(str(SCHEMA_VERSION),)]
    assert _shape(db_path, ("person", "player")) == _shape(fresh, ("person", "player"))
    assert raw(db_path, "SELECT name, person_id FROM player") == [("佐藤 太郎", None)] * 2  # nobody linked
    assert raw(db_path, "SELECT COUNT(*) FROM person") == [(0,)]
    [backup] = _backups(db_path)
    assert backup.name.startswith("tournament.sqlite3.v11-backup-")


def test_a_current_file_without_a_season_table_is_damaged(db_path: Path) -> None:
    from tournament_app.storage.database import DatabaseError

    db = open_database(db_path)
    db.execute_sql("DROP TABLE league_day")
    close_database()
    with pytest.raises(DatabaseError, match="table league_day is missing"):
        open_database(db_path)

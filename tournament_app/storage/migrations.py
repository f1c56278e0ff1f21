"""Versioned schema migrations (after Vorta's ``store/migrations.py`` and qutebrowser's ``misc/sql.py``).

The schema version lives in the ``tournament_app_meta`` table (key ``schema_version``). A new database
gets the current schema straight from the models. An older one is first copied beside itself
(``<name>.v<old>-backup-<timestamp>``), then upgraded step by step, each step in one transaction with
its new version number. A newer one is refused: this app would not know what it is overwriting.

To change the schema: bump ``SCHEMA_VERSION``, write ``_to_2(db)`` with ``playhouse.migrate`` or plain
SQL (never with the models, which will have moved on by then) and append ``(2, _to_2)`` to ``STEPS``.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from types import ModuleType
from typing import Any

import peewee

from tournament_app.storage.database_errors import DatabaseError
from tournament_app.storage.file_copies import backup_file
from tournament_app.storage.models import MODELS, AppMeta

log = logging.getLogger(__name__)

SCHEMA_VERSION = 12
VERSION_KEY = "schema_version"

Step = Callable[[peewee.Database], None]


def _migrator(db: peewee.Database) -> tuple[ModuleType, Any]:
    """playhouse.migrate and a migrator for ``db``: loaded only by an upgrade (every open checks the
    version; few upgrade), since it brings three more playhouse modules to the app's start."""
    from playhouse import migrate as migrate_

    return migrate_, migrate_.SchemaMigrator.from_database(db)


def _to_2(db: peewee.Database) -> None:
    """Who changed what (the audit trail's desk), the rounds a tournament plans to play, the round
    clock and each table's extra time, the players' EMA details, and the event's format (stages,
    tie-breaks, hidden standings, teams)."""
    migrate_, m = _migrator(db)
    migrate_.migrate(
        m.add_column("audit_entry", "author", peewee.CharField(default="")),
        m.add_column("tournament", "planned_rounds", peewee.IntegerField(null=True)),
        m.add_column("tournament", "seating_plan", peewee.TextField(null=True)),
        m.add_column("tournament", "round_minutes", peewee.IntegerField(default=90)),
        m.add_column("tournament", "event_format", peewee.TextField(null=True)),
        m.add_column("round", "clock_started_at", peewee.DateTimeField(null=True)),
        m.add_column("round", "clock_paused_at", peewee.DateTimeField(null=True)),
        m.add_column("round", "clock_paused_seconds", peewee.IntegerField(default=0)),
        m.add_column("round", "clock_minutes", peewee.IntegerField(null=True)),
        m.add_column("game_table", "extra_minutes", peewee.IntegerField(default=0)),
        *[m.add_column("player", column, peewee.CharField(default=""))
          for column in ("ema_number", "country", "first_name", "last_name")],
    )


def _to_3(db: peewee.Database) -> None:
    """Each desk decision's identity in the audit trail, so that a repeated submit stores nothing."""
    migrate_, m = _migrator(db)
    migrate_.migrate(m.add_column("audit_entry", "action_id", peewee.CharField(null=True, max_length=40)))
    # named as the models name it for a new database (peewee: model name, then the column)
    db.execute_sql('CREATE UNIQUE INDEX "auditentry_action_id" ON "audit_entry" ("action_id")')


def _to_4(db: peewee.Database) -> None:
    """Who entered each stage of an event, fixed when the stage is seated (issue 27). The models
    here are the step's own (the app's will have moved on); their class names give the index names
    a new file gets."""

    class Base(peewee.Model):
        class Meta:
            database = db

    class Tournament(Base):
        class Meta:
            table_name = "tournament"

    class Player(Base):
        class Meta:
            table_name = "player"

    class StageEntry(Base):
        tournament = peewee.ForeignKeyField(Tournament, backref="+", on_delete="RESTRICT", index=False)
        first_round = peewee.IntegerField()
        position = peewee.IntegerField()
        rank = peewee.IntegerField()
        player = peewee.ForeignKeyField(Player, backref="+", on_delete="RESTRICT")

        class Meta:
            table_name = "stage_entry"
            indexes = ((("tournament", "first_round", "position"), True),
                       (("tournament", "first_round", "player"), True))

    db.create_tables([StageEntry], safe=True)


def _to_5(db: peewee.Database) -> None:
    """League seasons (issue 31): seasons, their divisions (each over a tournament of its own) and
    the divisions' days (節). The tables as they were at this step, frozen here: the app's models
    will have moved on by the time an old file meets this step."""

    class Base(peewee.Model):
        class Meta:
            database = db

    class Tournament(Base):
        class Meta:
            table_name = "tournament"

    class Season(Base):
        name = peewee.CharField(unique=True)
        rules = peewee.TextField()
        starts_on = peewee.DateField(null=True)
        previous = peewee.ForeignKeyField("self", on_delete="RESTRICT", null=True)
        created_at = peewee.DateTimeField()
        version = peewee.IntegerField(default=0)

        class Meta:
            table_name = "season"

    class Division(Base):
        season = peewee.ForeignKeyField(Season, on_delete="RESTRICT", index=False)
        tournament = peewee.ForeignKeyField(Tournament, on_delete="RESTRICT", unique=True)
        level = peewee.IntegerField(constraints=[peewee.Check("level >= 1")])
        name = peewee.CharField()
        promote = peewee.IntegerField(default=0)
        relegate = peewee.IntegerField(default=0)
        drop_after = peewee.IntegerField(null=True)
        drop_below = peewee.IntegerField(null=True)
        dropped = peewee.TextField(null=True)
        final_top = peewee.IntegerField(null=True)
        final_carry = peewee.IntegerField(default=0)
        final_name = peewee.CharField(default="")

        class Meta:
            table_name = "division"
            indexes = ((("season", "level"), True), (("season", "name"), True))

    class LeagueDay(Base):
        division = peewee.ForeignKeyField(Division, on_delete="RESTRICT", index=False)
        final = peewee.BooleanField(default=False)
        number = peewee.IntegerField(constraints=[peewee.Check("number >= 1")])
        date = peewee.DateField(null=True)
        hanchan = peewee.IntegerField(constraints=[peewee.Check("hanchan >= 1")])
        first_round = peewee.IntegerField(null=True)
        method = peewee.CharField(default="")

        class Meta:
            table_name = "league_day"
            indexes = ((("division", "final", "number"), True),)

    db.create_tables([Season, Division, LeagueDay], safe=True)


def _to_6(db: peewee.Database) -> None:
    """Tables on phones (issue 30): each table's link secret, and what a tournament's phones may do.
    (A column already there is left as it is: a file made from a newer one for a test may have it.)"""
    migrate_, m = _migrator(db)
    wanted = (("game_table", "link_secret", peewee.CharField(null=True, max_length=64)),
              ("tournament", "phones", peewee.CharField(default="hands")))
    migrate_.migrate(*[m.add_column(table, column, field) for table, column, field in wanted
                       if column not in {c.name for c in db.get_columns(table)}])


def _to_7(db: peewee.Database) -> None:
    """One chombo, one meaning (issue 35): a chombo ticked with a game's final scores was a penalty row
    beside the game; it is now part of the game's points, as a chombo hand is, and the game names its
    seat. Each such penalty still in force moves into its finished game (``p``, ``chombo``) and its row
    goes: every total and every round's points stay as they were. A cancelled one stays listed as
    cancelled; one on a game not finished, or of a player no longer in it (neither of which the app
    left), stays a penalty of its own, counted as before."""
    migrate_, m = _migrator(db)
    if "chombo" not in {c.name for c in db.get_columns("game")}:
        migrate_.migrate(m.add_column("game", "chombo", peewee.TextField(null=True)))
    rows = db.execute_sql(
        "SELECT p.id, p.points, p.player_id, g.id, g.seat0_id, g.seat1_id, g.seat2_id, g.seat3_id "
        "FROM penalty p JOIN game g ON g.id = p.game_id "
        "WHERE p.cancelled_at IS NULL AND g.state = 'finished' ORDER BY p.id").fetchall()
    moved: dict[int, tuple[list[int], list[int]]] = {}  # game -> (points added per seat, chombo seats)
    gone = []
    for penalty_id, points, player, game, *seats in rows:
        if player not in seats:
            continue
        added, chombo = moved.setdefault(game, ([0, 0, 0, 0], []))
        seat = seats.index(player)
        added[seat] += points
        chombo.append(seat)
        gone.append(penalty_id)
    q = db.param
    for game, (added, chombo) in moved.items():
        db.execute_sql(f"UPDATE game SET p0 = p0 + {q}, p1 = p1 + {q}, p2 = p2 + {q}, p3 = p3 + {q}, "
                       f"chombo = {q} WHERE id = {q}", (*added, json.dumps(sorted(chombo)), game))
    for start in range(0, len(gone), 500):
        part = gone[start:start + 500]
        db.execute_sql(f"DELETE FROM penalty WHERE id IN ({', '.join([q] * len(part))})", part)


def _to_8(db: peewee.Database) -> None:
    """Real leagues (issue 37): a division's withdrawals and absences (who left from which day), its
    drop line checked after every day, the title final's seeded players; a season's promotion and
    relegation points (昇級点, 降級点) and the points each player carries into a season."""
    _add_columns(db, (("division", "leaves", peewee.TextField(null=True)),
                      ("division", "drop_each", peewee.BooleanField(default=False)),
                      ("division", "final_seeded", peewee.TextField(null=True)),
                      ("season", "points", peewee.TextField(null=True)),
                      ("registration", "points_in", peewee.TextField(null=True))))


def _to_9(db: peewee.Database) -> None:
    """Tables of five (issue 37): a round's tables of five with their order of sitting out, and the
    rounds a league day spans (its tables of five play one more hanchan than its tables of four)."""
    _add_columns(db, (("round", "fives", peewee.TextField(null=True)),
                      ("league_day", "rounds", peewee.IntegerField(null=True))))


def _to_10(db: peewee.Database) -> None:
    """The league sheet as published (issue 37): each day's venue under its date, and the mark a
    season prints before a negative figure (▲ or △)."""
    _add_columns(db, (("league_day", "venue", peewee.CharField(default="")),
                      ("season", "minus", peewee.CharField(default="△"))))


def _to_11(db: peewee.Database) -> None:
    """Players' online names (issue 39), which a round's logs are matched by. The table as it was at this
    step, frozen here."""

    class Base(peewee.Model):
        class Meta:
            database = db

    class Tournament(Base):
        class Meta:
            table_name = "tournament"

    class Player(Base):
        class Meta:
            table_name = "player"

    class PlayerAlias(Base):
        tournament = peewee.ForeignKeyField(Tournament, on_delete="RESTRICT", index=False)
        player = peewee.ForeignKeyField(Player, on_delete="RESTRICT")
        name = peewee.CharField()

        class Meta:
            table_name = "player_alias"
            indexes = ((("tournament", "name"), True),)

    db.create_tables([PlayerAlias], safe=True)


def _to_12(db: peewee.Database) -> None:
    """One person across events (issue 40): the person registry and each player's link to a person. Every
    player starts unlinked: links are proposed, and made only when the organiser confirms them. The
    table as it was at this step, frozen here."""

    class Base(peewee.Model):
        class Meta:
            database = db

    class Person(Base):
        name = peewee.CharField()
        reading = peewee.CharField(default="")
        ema_number = peewee.CharField(default="")
        member_no = peewee.CharField(default="")
        country = peewee.CharField(default="")
        created_at = peewee.DateTimeField()
        version = peewee.IntegerField(default=0)

        class Meta:
            table_name = "person"

    db.create_tables([Person], safe=True)
    if "person_id" not in {c.name for c in db.get_columns("player")}:
        db.execute_sql('ALTER TABLE "player" ADD COLUMN "person_id" INTEGER '
                       'REFERENCES "person" ("id") ON DELETE RESTRICT')
        db.execute_sql('CREATE INDEX "player_person_id" ON "player" ("person_id")')


def _add_columns(db: peewee.Database, wanted: tuple[tuple[str, str, peewee.Field], ...]) -> None:
    """The columns of ``wanted`` (table, column, field) that ``db`` lacks (a step run twice adds none)."""
    migrate_, m = _migrator(db)
    migrate_.migrate(*[m.add_column(table, column, field) for table, column, field in wanted
                       if column not in {c.name for c in db.get_columns(table)}])


# (the version a step produces, the step), in increasing order; version 1 is the first schema.
STEPS: list[tuple[int, Step]] = [(2, _to_2), (3, _to_3), (4, _to_4), (5, _to_5), (6, _to_6), (7, _to_7),
                                 (8, _to_8), (9, _to_9), (10, _to_10), (11, _to_11),
                                 (12, _to_12)]


def migrate(db: peewee.Database, path: Path | None) -> None:
    """Bring ``db`` to ``SCHEMA_VERSION``; ``path`` is its file (None: no file to back up)."""
    shown = str(path) if path is not None else str(db.database)  # a server's: its address as shown
    with db.bind_ctx(MODELS):
        if stored_version(db, shown) is None:
            with db.atomic():  # BEGIN IMMEDIATE: a second process creating the same file waits here
                _server_lock(db)  # PostgreSQL: two desks starting together wait here instead
                if stored_version(db, shown) is None:
                    db.create_tables(MODELS)
                    _set_version(SCHEMA_VERSION)
        version = stored_version(db, shown)
        assert version is not None
        if version > SCHEMA_VERSION:
            raise DatabaseError("newer", shown, found=version, supported=SCHEMA_VERSION)
        if version == SCHEMA_VERSION:
            return
        if path is not None:  # (a file: SQLite's)
            backup_file(db, _backup_path(path, version))
        for target, step in STEPS:
            if target > version:
                _apply(db, shown, target, step)
        reached = stored_version(db, shown)
        if reached != SCHEMA_VERSION:
            raise RuntimeError(f"no migration step leads from schema {reached} to {SCHEMA_VERSION}")


def stored_version(db: peewee.Database, shown: str) -> int | None:
    """The schema version of ``db`` (models bound to it), None for an empty database."""
    tables = db.get_tables()
    if not tables:
        return None
    if AppMeta._meta.table_name not in tables:
        raise DatabaseError("foreign", shown)
    row = AppMeta.get_or_none(AppMeta.key == VERSION_KEY)
    try:
        return int(row.value)
    except (AttributeError, ValueError):
        raise DatabaseError("corrupt", shown, detail="no schema version") from None


def _set_version(version: int) -> None:
    (AppMeta.insert(key=VERSION_KEY, value=str(version))
     .on_conflict(conflict_target=[AppMeta.key], update={AppMeta.value: str(version)}).execute())


# Any fixed number: the lock is per database, held until the transaction ends.
_MIGRATION_LOCK = 0x70_75_72_6E  # "tourn"


def _server_lock(db: peewee.Database) -> None:
    if isinstance(db, peewee.PostgresqlDatabase):
        db.execute_sql("SELECT pg_advisory_xact_lock(%s)", (_MIGRATION_LOCK,))


def _apply(db: peewee.Database, shown: str, target: int, step: Step) -> None:
    # SQLite switches foreign keys only outside a transaction. Off, a step may rebuild a table
    # (https://sqlite.org/lang_altertable.html#otheralter); foreign_key_check then vouches for the data.
    sqlite = isinstance(db, peewee.SqliteDatabase)
    if sqlite:
        db.pragma("foreign_keys", 0)
    try:
        with db.atomic():
            _server_lock(db)
            if (stored_version(db, shown) or 0) >= target:
                return  # another process upgraded meanwhile
            step(db)
            if sqlite and db.execute_sql("PRAGMA foreign_key_check").fetchall():
                raise RuntimeError(f"migration to schema {target} broke foreign keys")
            _set_version(target)
        log.info("%s: upgraded to schema %d", shown, target)
    finally:
        if sqlite:
            db.pragma("foreign_keys", 1)


def _backup_path(path: Path, version: int) -> Path:
    stem = f"{path.name}.v{version}-backup-{datetime.now():%Y%m%d-%H%M%S}"
    dest, n = path.with_name(stem), 1
    while dest.exists():
        dest, n = path.with_name(f"{stem}-{n}"), n + 1
    return dest

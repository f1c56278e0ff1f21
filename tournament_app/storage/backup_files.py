"""Backup files on disk: writing one, what one holds, and bringing one back as a new working database.

A backup is a SQLite file written by :func:`backup_database` (by hand, by ``backup``, by the automatic
backups, before a migration). Every one is written through the output rule
(:mod:`tournament_app.files.output_files`); a backup is only ever read here through a read-only connection
that creates nothing beside it (:func:`health.read_uri`).
"""

from __future__ import annotations

import logging
import sqlite3
from dataclasses import dataclass
from pathlib import Path

import peewee

from tournament_app.files import output_files
from tournament_app.files.progress import Progress
from tournament_app.storage import health
from tournament_app.storage.copy import backup_to_sqlite
from tournament_app.storage.database_errors import DatabaseError
from tournament_app.storage.file_copies import backup_file, copy_pages
from tournament_app.storage.migrations import SCHEMA_VERSION

log = logging.getLogger(__name__)


def backup_database(db: peewee.Database, dest: Path, progress: Progress | None = None) -> Path:
    """Copy the open database to the SQLite file ``dest`` and return ``dest``.

    SQLite: the online backup API. PostgreSQL: every row copied into a new SQLite file
    (:mod:`tournament_app.storage.copy`), so a server tournament goes home as one file.

    The copy is a consistent snapshot (WAL content included) taken while the app keeps running. A
    damaged file is refused first (its copy would push good backups out); the copy goes through the
    output rule: never over the database itself, written beside ``dest`` and renamed. ``progress``: a
    server's rows as they are copied (a SQLite file is copied in one step).
    """
    if not isinstance(db, peewee.SqliteDatabase):
        return backup_to_sqlite(db, output_files.database_target(dest), progress)
    return backup_file(db, dest)


@dataclass(frozen=True)
class BackupSummary:
    path: Path
    modified: float  # seconds since the epoch
    tournaments: tuple[str, ...]
    rounds: int
    games_finished: int
    hands: int


def _connect(path: Path) -> sqlite3.Connection:
    """A read-only connection that creates nothing beside ``path``."""
    try:
        if not path.is_file():
            raise DatabaseError("cantopen", path)
        uri = health.read_uri(path)
        if uri is None:
            raise DatabaseError("pending_wal", path)
        return sqlite3.connect(uri, uri=True)
    except (sqlite3.Error, OSError) as exc:
        raise DatabaseError("cantopen", path) from exc


def summarise(path: Path) -> BackupSummary:
    """What ``path`` holds; :class:`DatabaseError` when it is not a (whole) tournament database."""
    path = Path(path)
    con = _connect(path)
    try:
        try:
            if con.execute("PRAGMA quick_check(1)").fetchone()[0] != "ok":
                raise DatabaseError("corrupt", path, detail="quick_check")
            tables = {r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type='table'")}
            if "tournament_app_meta" not in tables:
                raise DatabaseError("foreign", path)
            version = int(con.execute("SELECT value FROM tournament_app_meta "
                                      "WHERE key = 'schema_version'").fetchone()[0])
            if version > SCHEMA_VERSION:
                raise DatabaseError("newer", path, found=version, supported=SCHEMA_VERSION)
            names = tuple(r[0] for r in con.execute("SELECT name FROM tournament ORDER BY id"))
            rounds = con.execute("SELECT COUNT(*) FROM round").fetchone()[0]
            finished = con.execute("SELECT COUNT(*) FROM game WHERE state = 'finished'").fetchone()[0]
            hands = con.execute("SELECT COUNT(*) FROM hand").fetchone()[0]
        except sqlite3.DatabaseError as exc:  # not a database, or a damaged one
            kind = "not_sqlite" if "not a database" in str(exc) else "corrupt"
            raise DatabaseError(kind, path, detail=str(exc)) from exc
        except (TypeError, ValueError) as exc:
            raise DatabaseError("corrupt", path, detail="no schema version") from exc
    finally:
        con.close()
    return BackupSummary(path, path.stat().st_mtime, names, rounds, finished, hands)


def restore_copy(backup: Path, dest: Path, progress: Progress | None = None) -> Path:
    """Copy a checked backup to the new file ``dest`` through the output rule (never over an existing
    file, nor over the backup itself); ``progress``: (pages copied, pages in all)."""
    dest = output_files.database_target(dest)
    summarise(backup)
    with (output_files.reading(Path(backup)),
          output_files.output_file(dest, kind=output_files.DATABASE, new=True) as tmp):
        source = _connect(Path(backup))
        try:
            copy_pages(source, tmp, progress)
        finally:
            source.close()
    return Path(dest)

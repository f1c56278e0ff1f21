"""Backup files on disk: what one holds, and bringing one back as a new working database.

A backup is a SQLite file written by :func:`database.backup_database` (by hand, by ``backup``, or by
the automatic backups). It is only ever read here, through a read-only connection.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import quote

from tournament_app.progress import Progress
from tournament_app.storage.database import DatabaseError, copy_sqlite
from tournament_app.storage.migrations import SCHEMA_VERSION


@dataclass(frozen=True)
class BackupSummary:
    path: Path
    modified: float  # seconds since the epoch
    tournaments: tuple[str, ...]
    rounds: int
    games_finished: int
    hands: int


def summarise(path: Path) -> BackupSummary:
    """What ``path`` holds; :class:`DatabaseError` when it is not a (whole) tournament database."""
    path = Path(path)
    if not path.is_file():
        raise DatabaseError("cantopen", path)
    try:
        con = sqlite3.connect(f"file:{quote(str(path.resolve()))}?mode=ro", uri=True)
    except sqlite3.Error as exc:
        raise DatabaseError("cantopen", path) from exc
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
    """Copy a checked backup to ``dest`` (which must not exist), written beside it and renamed;
    ``progress``: (pages copied, pages in all)."""
    summarise(backup)
    source = sqlite3.connect(f"file:{quote(str(Path(backup).resolve()))}?mode=ro", uri=True)
    try:
        return copy_sqlite(source, Path(dest), progress)
    finally:
        source.close()

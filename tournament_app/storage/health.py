"""Is this SQLite file whole, and may it be written? Checked when it is opened, before anything is
written to it: a damaged file is refused with what to do, a read-only one opens for reading."""

from __future__ import annotations

import os
import shutil
from pathlib import Path
from urllib.parse import quote

import peewee

from tournament_app.storage.models import MODELS

# A full disk: less than this is left where the database lives.
FULL_BELOW_BYTES = 1_000_000


def damage(db: peewee.SqliteDatabase) -> str | None:
    """What is wrong with an open tournament file, or None. ``quick_check`` reads every page (some
    0.1 s for a 50 MB league when cached); the tables must all be there."""
    try:
        rows = db.execute_sql("PRAGMA quick_check(1)").fetchall()
    except (peewee.DatabaseError, UnicodeDecodeError) as exc:
        return str(exc)
    if rows and rows[0][0] != "ok":
        return str(rows[0][0])
    tables = set(db.get_tables())
    if any(m._meta.table_name in tables for m in MODELS):  # ours, or at least it was
        version = _schema_version(db)
        # a table a later migration step creates (Meta.since_schema) is not there yet in an older file
        missing = [m._meta.table_name for m in MODELS if m._meta.table_name not in tables
                   and getattr(m._meta, "since_schema", 1) <= version]
        if missing:
            return f"table {missing[0]} is missing"
    return None


def _schema_version(db: peewee.SqliteDatabase) -> int:
    """The file's stored schema version; unreadable: as new as can be (every table is expected)."""
    try:
        row = db.execute_sql("SELECT value FROM tournament_app_meta WHERE key = 'schema_version'").fetchone()
        return int(row[0])
    except (peewee.DatabaseError, TypeError, ValueError):
        return 10**6


def read_only_uris(file: Path) -> list[str]:
    """How to open an existing file that cannot be written: read-only, then, on a read-only folder or
    medium where SQLite cannot even keep its lock files, as an unchanging file."""
    path = quote(str(file.resolve()))
    return [f"file:{path}?mode=ro", f"file:{path}?immutable=1"]


def is_read_only_uri(text: str) -> bool:
    return text.startswith("file:") and ("mode=ro" in text or "immutable=1" in text)


def disk_full(file: Path | None) -> bool:
    if file is None:
        return False
    try:
        return shutil.disk_usage(file.parent).free < FULL_BELOW_BYTES
    except OSError:
        return False


def writable(file: Path) -> bool:
    """Can this file and its folder (SQLite keeps lock files beside it) be written? A read-only mount
    says no even to root."""
    return os.access(file, os.W_OK) and os.access(file.parent, os.W_OK)

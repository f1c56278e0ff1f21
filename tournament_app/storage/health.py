"""Is this SQLite file whole, and may it be written?

Opening a file looks only at what opening reads anyway: the header (a file cut short of the size its
header states is damaged) and the schema (every table of ours is there). Reading every page (SQLite's
``quick_check``, some 0.4 s for a 250 MB league) happens where it belongs: before a backup or a copy
(a damaged file must not push good backups out), on demand (``check``), in the app in the background
right after opening, and at the latest before the first write of the process: :class:`WriteGuard`
refuses a damaged file before anything is written to it.
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import sqlite3
import threading
from collections.abc import Callable
from pathlib import Path
from urllib.parse import quote

import peewee

from tournament_app.platform import files, shared_folders
from tournament_app.storage.models import MODELS

# A full disk: less than this is left where the database lives.
FULL_BELOW_BYTES = 1_000_000
HEADER = 100  # bytes of a SQLite file's header

# Statements that change the file (peewee writes them in capitals; the rest only read). WITH may
# start either: counted as a write, which costs at most one check too many.
_WRITES = re.compile(r"\s*(INSERT|UPDATE|DELETE|REPLACE|CREATE|DROP|ALTER|WITH|VACUUM|REINDEX"
                     r"|PRAGMA\s+\w+\s*=)", re.IGNORECASE)


def writes(sql: str) -> bool:
    return _WRITES.match(sql) is not None


def header_damage(file: Path | None) -> str | None:
    """What the header of ``file`` shows wrong without reading further: a file cut short."""
    if file is None:
        return None
    try:
        with file.open("rb") as f:
            head = f.read(HEADER)
        size = file.stat().st_size
    except OSError:
        return None  # SQLite itself says what is wrong with a file it cannot read
    if len(head) < HEADER or not head.startswith(b"SQLite format 3\x00"):
        return None  # empty (a new database) or not SQLite at all: SQLite tells those apart
    page_size = int.from_bytes(head[16:18], "big")
    page_size = 65536 if page_size == 1 else page_size
    pages = int.from_bytes(head[28:32], "big")
    valid = head[24:28] == head[92:96]  # the page count is valid only when its version stamp matches
    if valid and pages and pages * page_size > size:
        return f"the file is cut off: {size} of {pages * page_size} bytes"
    return None


def schema_damage(db: peewee.SqliteDatabase) -> str | None:
    """A table of ours missing from a file that holds the others (read from the schema alone)."""
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


def full_damage(execute: Callable[[str], list[tuple]]) -> str | None:
    """What is wrong with a file, reading every page (``execute``: runs one statement, its rows)."""
    try:
        rows = execute("PRAGMA quick_check(1)")
    except (peewee.DatabaseError, sqlite3.DatabaseError, UnicodeDecodeError) as exc:
        return str(exc)
    if rows and rows[0][0] != "ok":  # "*** in database main ***\nPage 6: …": the page is what tells
        lines = [line for line in str(rows[0][0]).splitlines() if not line.startswith("***")]
        return " ".join(lines) or str(rows[0][0])
    return None


class WriteGuard:
    """The full check of one open SQLite file, run once: by :meth:`start_background` (the app, right
    after opening), or by :meth:`check` before the first write (whichever comes first; the other waits
    for it). ``problem`` is the damage found, ``None`` when the file is whole."""

    def __init__(self, read_uri: str) -> None:
        self.read_uri = read_uri  # a read-only address of the file, for a check on another connection
        self._lock = threading.Lock()
        self.done = False
        self.running = False  # a background check is under way
        self.problem: str | None = None

    def check(self, execute: Callable[[str], list[tuple]]) -> str | None:
        """The damage (None: whole), checked with ``execute`` unless known already."""
        if not self.done:
            with self._lock:
                if not self.done:
                    self.problem = full_damage(execute)
                    self.done = True
        return self.problem

    def start_background(self) -> threading.Thread:
        """The check on a connection of its own, in a thread; when the thread has ended, ``done`` and
        ``problem`` tell the result (not done: the file could not be opened again, and the first write
        checks it instead)."""
        def execute(sql: str) -> list[tuple]:
            con = sqlite3.connect(self.read_uri, uri=True)
            try:
                return con.execute(sql).fetchall()
            finally:
                con.close()

        def run() -> None:
            try:
                with contextlib.suppress(sqlite3.Error):
                    self.check(execute)
            finally:
                self.running = False

        self.running = True
        thread = threading.Thread(target=run, name="database-check", daemon=True)
        thread.start()
        return thread


def read_uri(file: Path) -> str | None:
    """How a reading command opens ``file`` without creating or changing anything beside it; None when
    it cannot: a ``-wal`` holding changes, without its ``-shm`` (a copy of a file while it was open).

    ``mode=ro`` on a file in WAL mode (as the app keeps them) creates ``-wal`` and ``-shm`` and cannot
    remove them on closing; so while no ``-wal`` exists (nobody has the file open, and everything is
    in the main file) the file is opened as unchanging (``immutable=1``: no lock files at all), and
    beside a ``-wal`` and a ``-shm`` (a desk has it open, or one stopped) with ``mode=ro``, whose lock
    files are then there already. (A writer that starts during a reading command and fills a whole
    WAL before the command ends could be seen half-way: the app's writes are a few kilobytes a hand.)"""
    path = quote(str(file.resolve()))
    wal, shm = Path(f"{file}-wal"), Path(f"{file}-shm")
    if wal.exists() and shm.exists():
        return f"file:{path}?mode=ro"
    try:
        changes = wal.stat().st_size > 0
    except OSError:
        changes = False
    return None if changes else f"file:{path}?immutable=1"


def read_only_uris(file: Path) -> list[str]:
    """How to open an existing file that cannot be written, read-only: first as :func:`read_uri`
    does, then, on a read-only folder or medium where SQLite cannot even keep its lock files, as an
    unchanging file."""
    path = quote(str(file.resolve()))
    first = read_uri(file)
    return list(dict.fromkeys([*([first] if first else []), f"file:{path}?mode=ro",
                               f"file:{path}?immutable=1"]))


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
    """Can this file and its folder (SQLite keeps lock files beside it) be written? The folder is
    tried by making a file in it (:func:`files.folder_writable`: Windows' ``os.access`` calls every
    folder writable); a read-only mount says no even to root."""
    return os.access(file, os.W_OK) and files.folder_writable(file.parent)


def network_folder(file: Path) -> str | None:
    """The share or file system (``\\\\NAS\\share``, ``Z:\\``, ``smbfs``) when ``file`` is in a network
    folder: a live database is refused there, before anything is written (SQLite's locks and its log
    do not hold over a network). Reading it is allowed: that writes nothing."""
    place = shared_folders.network_folder(file)
    return None if place is None else place.name


def synced_folder(file: Path | None) -> str | None:
    """The sync service (OneDrive, Dropbox, iCloud Drive, Google Drive) whose folder holds ``file``: a
    live database works there while one computer uses it, and the app says so; two computers would
    each work in their own copy, and the sync keeps one of them."""
    place = None if file is None else shared_folders.synced_folder(file)
    return None if place is None else place.name

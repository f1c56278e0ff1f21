"""Opening the tournament database: a SQLite file by default, PostgreSQL by URL, refused when damaged,
foreign or too new, and upgraded (after a backup) when older; binding it and closing it.

Problems of the user's world (not a database, someone else's database, too new, locked, read-only,
disk full, damaged) become :class:`DatabaseError` with a translatable message; anything else is a bug
and propagates unchanged. Making and connecting a database, and those errors, are
:mod:`.connections`'s; the upgrades :mod:`.migrations`'s; the backups :mod:`.backup_files`'s.
"""

from __future__ import annotations

import atexit
import contextlib
import logging
import os
from pathlib import Path
from urllib.parse import unquote, urlsplit

import peewee

from tournament_app.files import output_files, server_address
from tournament_app.storage import health
from tournament_app.storage.connections import (
    APP_NAME,
    GuardedSqlite,
    check_whole,
    close_anyway,
    connect,
    make_database,
    user_errors,
)
from tournament_app.storage.database_errors import DatabaseError
from tournament_app.storage.migrations import SCHEMA_VERSION, migrate, stored_version
from tournament_app.storage.models import MODELS, AppMeta, db_proxy
from tournament_app.storage.new_files import NewFile, empty_file

log = logging.getLogger(__name__)

ENV_VAR = "TOURNAMENT_APP_DB"
DB_FILE = "tournament.sqlite3"
BUSY_TIMEOUT_MS = 5000


def default_db_path() -> Path | str:
    """``$TOURNAMENT_APP_DB`` (a file, or a ``postgresql://`` address kept as text), else
    ``tournament.sqlite3`` in the user's data folder (not created here)."""
    env = os.environ.get(ENV_VAR)
    if env and "://" in env:
        return server_address.keep_apart(env)  # (the environment is the user's own: not on the list)
    if env:
        return Path(env).expanduser()
    return user_data_folder() / DB_FILE


def user_data_folder() -> Path:
    """The user's data folder for this app (not created here)."""
    import platformdirs  # (here: a start on a named database needs none of it)

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def open_database(path_or_url: str | Path | None = None, *, busy_timeout_ms: int = BUSY_TIMEOUT_MS,
                  read_only_ok: bool = False, reading: bool = False) -> peewee.Database:
    """Open, create or upgrade the tournament database, bind ``db_proxy`` to it and return it.

    ``path_or_url``: a file path, a ``file:...`` SQLite URI (e.g. ``?mode=ro``), ``:memory:`` or a
    ``postgresql://`` URL; ``None`` means :func:`default_db_path`. The previously bound database stays
    bound (and open) when this one fails. ``read_only_ok``: a file that cannot be written (read-only
    file, folder or medium, or a ``mode=ro`` address) opens for reading; ``db.read_only`` says so.
    ``reading``: the one read rule of commands that only read: opened read-only, and nothing is
    created or changed (no file, no folder, no schema, no upgrade; see :func:`open_for_reading`).
    A damaged file is refused before anything is written to it (:mod:`.health`).
    """
    target = default_db_path() if path_or_url is None else path_or_url
    if reading:
        db = open_for_reading(target, busy_timeout_ms)
        # read-only because the command only reads, not because the database cannot be written
        db.read_by_rule = not health.is_read_only_uri(str(target))  # type: ignore[attr-defined]
        return db
    text = str(target)
    if health.is_read_only_uri(text):
        if not read_only_ok:  # refused without opening it (mode=ro would leave a -wal and a -shm)
            uri_file = _uri_file(text)
            raise DatabaseError("readonly" if uri_file is None or _is_file(uri_file) else "cantopen",
                                text if uri_file is None or _is_file(uri_file) else uri_file)
        return open_for_reading(target, busy_timeout_ms)  # by the read rule: nothing made beside it
    file = _plain_file(target)
    named = file or _uri_file(text)
    if named is not None and (place := health.network_folder(named)) is not None:
        raise DatabaseError("network", named, where=place)  # before a folder or a file is made
    if named is not None and not _exists(named) and os.path.islink(named):  # SQLite would follow it
        raise DatabaseError("dangling", named, real=os.path.realpath(named))
    if file is not None and not _exists(file) and _exists(Path(f"{file}-wal")):
        raise DatabaseError("stray_wal", file)  # SQLite would read that log into a new, empty file
    try:
        return _open(target, busy_timeout_ms, read_only=False)
    except DatabaseError as e:
        full = e.kind in ("io", "full") and health.disk_full(file)
        if file is None or not _is_file(file) or not (full or e.kind in ("readonly", "cantopen")):
            raise
        if not read_only_ok:  # an existing file SQLite cannot open for writing: say why
            if full:
                raise DatabaseError("full_open", text) from e
            if e.kind == "cantopen" and not health.writable(file):
                raise DatabaseError("readonly", text) from e
            raise
        for uri in health.read_only_uris(file):  # reading needs no space and no write access
            try:
                return _open(uri, busy_timeout_ms, read_only=True)
            except DatabaseError as again:
                if again.kind not in ("readonly", "cantopen", "locked", "io", "full"):
                    raise
        raise


def open_for_reading(target: str | Path, busy_timeout_ms: int = BUSY_TIMEOUT_MS) -> peewee.Database:
    """The read rule: a file that exists, opened so that nothing beside it is created or changed
    (:func:`health.read_uri`); a server in read-only transactions. An empty database, or one that
    would need an upgrade first, is refused with what to do: reading never writes."""
    text = str(target)
    if "://" in text:
        return _open(target, busy_timeout_ms, read_only=True, upgrade=False)
    file = _plain_file(target)
    if file is None and "immutable=1" not in text:  # a file: address is read by the same rule
        file = _uri_file(text)
    if file is None:  # :memory:, an address in memory, or one that says the file never changes
        return _open(target, busy_timeout_ms, read_only=True, upgrade=False)
    if not _is_file(file):
        raise DatabaseError("cantopen", file)
    uri = health.read_uri(file)
    if uri is None:
        raise DatabaseError("pending_wal", file)
    return _open(uri, busy_timeout_ms, read_only=True, upgrade=False, shown=str(file))


def can_be_written(db: peewee.Database) -> bool:
    """Whether a writing command could write this database: it is open for writing, or open only
    because the command reads (print), from a file that can be written or a server."""
    if not getattr(db, "read_only", False):
        return True
    if not getattr(db, "read_by_rule", False):  # it cannot be written, or its address says read-only
        return False
    file = getattr(db, "file", None)
    return file is None or health.writable(Path(file))


def database_file(target: str | Path) -> Path | None:
    """The file a database address names: a path, or a ``file:`` address's (None: a server, memory)."""
    return _plain_file(target) or _uri_file(str(target))


def _plain_file(target: str | Path) -> Path | None:
    """The file of a plain path (not an address, not ``:memory:``)."""
    text = str(target)
    if "://" in text or text.startswith("file:") or text == ":memory:":
        return None
    return Path(text).expanduser()


def _uri_file(text: str) -> Path | None:
    """The file a ``file:`` address names (None: not such an address, or a database in memory)."""
    if not text.startswith("file:"):
        return None
    parts = urlsplit(text)
    if not parts.path or parts.path == ":memory:" or "mode=memory" in parts.query:
        return None
    return Path(unquote(parts.path))


def _open(target: str | Path, busy_timeout_ms: int, *, read_only: bool, bind: bool = True,
          upgrade: bool = True, shown: str | None = None) -> peewee.Database:
    named = _plain_file(target) or _uri_file(str(target))
    existed, empty = _exists(named), empty_file(named)
    db, file, name = make_database(target, busy_timeout_ms, read_only=read_only)
    made = (NewFile(file, empty, getattr(db, "folders_made", ()))
            if file is not None and not read_only and (not existed or empty) else None)
    shown = shown or name
    try:
        with user_errors(shown), db.bind_ctx(MODELS):
            if (problem := health.header_damage(file)) is not None:  # what opening reads anyway: the
                raise DatabaseError("corrupt", shown, detail=problem)  # header, then the schema
            connect(db, shown)
            if isinstance(db, peewee.SqliteDatabase) and (problem := health.schema_damage(db)) is not None:
                raise DatabaseError("corrupt", shown, detail=problem)
            if upgrade:
                migrate(db, file)  # refuses foreign and newer files before anything is written to them
            else:
                _check_version(stored_version(db, shown), shown)
            if isinstance(db, peewee.SqliteDatabase) and not read_only:
                _use_wal(db, file)
            if not read_only:
                _check_writable(db)  # (rolled back: it writes nothing, so it needs no full check)
            if isinstance(db, GuardedSqlite) and not read_only and file is not None:
                db.guard = health.WriteGuard(health.read_only_uris(file)[0])
    except BaseException:
        if not db.is_closed():
            close_anyway(db)
        if made is not None:
            made.take_back_unwritten()
        raise
    db.read_only = read_only  # type: ignore[attr-defined]
    db.file = file  # type: ignore[attr-defined]
    db.new_file = made  # type: ignore[attr-defined]
    if not bind:
        return db
    previous = db_proxy.obj
    db_proxy.initialize(db)
    output_files.set_open_database(file)
    atexit.unregister(_close_at_exit)  # (once: the process's way out closes the bound database, and
    atexit.register(_close_at_exit)  # SQLite then brings its -wal into the file, removing -wal and -shm)
    if previous is not None and previous is not db:
        previous.close()
    return db


def _close_at_exit() -> None:
    with contextlib.suppress(Exception):  # (a server gone: nothing is left to close)
        close_database()


def _check_version(version: int | None, shown: str) -> None:
    if version is None:
        raise DatabaseError("empty", shown)
    if version > SCHEMA_VERSION:
        raise DatabaseError("newer", shown, found=version, supported=SCHEMA_VERSION)
    if version < SCHEMA_VERSION:
        raise DatabaseError("older", shown, found=version)


def discard_new_database() -> None:
    """After a command failed: close the database and take back the file it created or filled, when
    that file holds no tournament (``--db NEW demo --rules nope`` leaves nothing behind; a 0-byte
    file stays 0 bytes)."""
    db = db_proxy.obj
    made = getattr(db, "new_file", None)
    if not isinstance(db, peewee.SqliteDatabase) or made is None:
        return
    try:
        with db.bind_ctx(MODELS):
            from tournament_app.storage.models import Tournament

            empty = not Tournament.select().exists()
    except peewee.DatabaseError:
        return
    close_database()
    if empty:
        made.take_back()


def worker_threads_ok() -> bool:
    """Whether another thread can open its own connection to the bound database (peewee keeps one
    per thread): not to a SQLite database in memory, which another connection would see empty."""
    db = db_proxy.obj
    if db is None:
        return False
    if isinstance(db, peewee.SqliteDatabase):
        name = str(db.database)
        return name not in ("", ":memory:") and "mode=memory" not in name
    return True


def close_thread_connection() -> None:
    """Close the calling thread's connection to the bound database: a worker thread's, when its job
    ends (the app's own connection, on the GUI thread, stays open)."""
    db = db_proxy.obj
    if db is not None and not db.is_closed():
        db.close()


def close_database() -> None:
    """Close the bound database (this thread's connection) and unbind ``db_proxy``."""
    db = db_proxy.obj
    if db is not None:
        close_anyway(db)
        db_proxy.initialize(None)
        output_files.set_open_database(None)


def _exists(file: Path | None) -> bool:
    try:
        return file is not None and file.exists()
    except OSError:  # a name too long for the file system: nothing there
        return False


def _is_file(file: Path) -> bool:
    try:
        return file.is_file()
    except OSError:
        return False


def _use_wal(db: peewee.SqliteDatabase, file: Path | None) -> None:
    # Persistent in the file, so set only once the file is known to be ours (and whole: it is a write).
    if str(db.pragma("journal_mode")).lower() == "wal":
        return
    check_whole(db)
    mode = db.pragma("journal_mode", "wal")
    if file is not None and str(mode).lower() != "wal":
        log.warning("%s: write-ahead log unavailable, journal mode stays %s", file, mode)


def _check_writable(db: peewee.Database) -> None:
    """Fail now rather than at the first hand: a real write, rolled back.

    BEGIN alone succeeds on a read-only file; the write also meets another program's lock.
    """
    with db.manual_commit():
        db.begin()
        try:
            AppMeta.update(value=AppMeta.value).execute()
        finally:
            db.rollback()



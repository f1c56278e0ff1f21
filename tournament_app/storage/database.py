"""Opening the tournament database: a SQLite file by default, PostgreSQL by URL.

Problems of the user's world (not a database, someone else's database, too new, locked, read-only,
disk full, damaged) become :class:`DatabaseError` with a translatable message; anything else is a bug
and propagates unchanged.
"""

from __future__ import annotations

import json
import logging
import os
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any
from urllib.parse import SplitResult, parse_qsl, unquote, urlsplit

import peewee
import platformdirs

from tournament_app.messages import N_, Message, UserError
from tournament_app.pg_driver import ensure_psycopg
from tournament_app.progress import Progress
from tournament_app.storage import health
from tournament_app.storage.models import MODELS, AppMeta, db_proxy

log = logging.getLogger(__name__)

CTX = "storage"
ENV_VAR = "TOURNAMENT_APP_DB"
APP_NAME = "tournament-app"
DB_FILE = "tournament.sqlite3"
BUSY_TIMEOUT_MS = 5000
CONNECT_TIMEOUT_S = 5

_TEXTS = {
    "not_sqlite": N_(CTX, "{path} is not a database file, so it cannot be a tournament database."),
    "foreign": N_(CTX, "{path} is a database of another application, not a tournament database."),
    "newer": N_(CTX, "{path} was written by a newer version of the app (schema {found}); "
                     "this version understands up to {supported}. Update the app to open it."),
    "locked": N_(CTX, "The database {path} is locked by another program. "
                      "Close the other program (or the app's other window) and try again."),
    "readonly": N_(CTX, "The database {path} cannot be written: the file or its folder is read-only. "
                        "Copy it to a writable folder or change its permissions."),
    "no_folder": N_(CTX, "Cannot create the folder {folder} for the database: {reason}."),
    "full": N_(CTX, "The disk holding {path} is full: the last change was not saved. "
                    "Free some space and try again."),
    "corrupt": N_(CTX, "The database {path} is damaged ({detail}); nothing was written to it. Open the "
                       "newest backup instead (the copies beside it named ….v1-backup-…, or your own "
                       "backups); \"tournament-app --db FILE backup --out COPY\" saves what can still be "
                       "read, and sqlite3 FILE \"PRAGMA integrity_check\" lists the damage."),
    "full_open": N_(CTX, "The disk holding {path} is full: nothing can be recorded in the database. "
                         "Free some space and try again."),
    "cantopen": N_(CTX, "Cannot open the database {path}: the file or its folder is missing "
                        "or not accessible."),
    "io": N_(CTX, "Reading or writing the database {path} failed (disk I/O error). "
                  "Check the disk or network drive and try again."),
    "unsupported": N_(CTX, "Cannot open {path}: give a database file or a postgresql:// address."),
    "server": N_(CTX, "Cannot connect to the database server {path}: {detail}"),
    "server_lost": N_(CTX, "The connection to the database server {path} was lost ({detail}). Nothing was "
                           "half-written: the last change was not saved. The next action reconnects."),
}

# PostgreSQL errors of the user's world, by SQLSTATE class (the first two characters)
_PG_LOST = ("08", "57")  # connection exception; operator intervention (server shut down, restarted)

# kind, SQLite primary result codes, message fragment (used when the exception carries no code)
_SQLITE_KINDS: tuple[tuple[str, frozenset[int], str], ...] = (
    ("locked", frozenset({5, 6}), "database is locked"),  # SQLITE_BUSY, SQLITE_LOCKED
    ("readonly", frozenset({3, 8}), "readonly database"),  # SQLITE_PERM, SQLITE_READONLY
    ("full", frozenset({13}), "database or disk is full"),
    ("not_sqlite", frozenset({26}), "file is not a database"),
    ("corrupt", frozenset({11}), "malformed"),
    ("cantopen", frozenset({14}), "unable to open database file"),
    ("io", frozenset({10}), "disk i/o error"),
)


# kinds meaning "the database did not answer" (a stopped server, a lost network drive): an app keeps
# what is being typed, says so, and tries again; nothing was half-written
UNREACHABLE = frozenset({"server", "server_lost", "io", "cantopen"})


class DatabaseError(UserError):
    """A database problem the user can act on; ``kind`` is one of the keys of ``_TEXTS``."""

    def __init__(self, kind: str, path: str | Path, **params: Any) -> None:
        self.kind = kind
        super().__init__(Message(CTX, _TEXTS[kind], {"path": str(path), **params}))


def default_db_path() -> Path | str:
    """``$TOURNAMENT_APP_DB`` (a file, or a ``postgresql://`` address kept as text), else
    ``tournament.sqlite3`` in the user's data folder (not created here)."""
    env = os.environ.get(ENV_VAR)
    if env and "://" in env:
        return env
    if env:
        return Path(env).expanduser()
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)) / DB_FILE


def open_database(path_or_url: str | Path | None = None, *, busy_timeout_ms: int = BUSY_TIMEOUT_MS,
                  read_only_ok: bool = False) -> peewee.Database:
    """Open, create or upgrade the tournament database, bind ``db_proxy`` to it and return it.

    ``path_or_url``: a file path, a ``file:...`` SQLite URI (e.g. ``?mode=ro``), ``:memory:`` or a
    ``postgresql://`` URL; ``None`` means :func:`default_db_path`. The previously bound database stays
    bound (and open) when this one fails. ``read_only_ok``: a file that cannot be written (read-only
    file, folder or medium, or a ``mode=ro`` address) opens for reading; ``db.read_only`` says so.
    A damaged file is refused before anything is written to it.
    """
    target = default_db_path() if path_or_url is None else path_or_url
    text = str(target)
    if health.is_read_only_uri(text):
        if not read_only_ok:
            _open(target, busy_timeout_ms, read_only=True, bind=False).close()  # a missing file says so
            raise DatabaseError("readonly", text)
        return _open(target, busy_timeout_ms, read_only=True)
    try:
        return _open(target, busy_timeout_ms, read_only=False)
    except DatabaseError as e:
        file = None if "://" in text or text.startswith("file:") else Path(text).expanduser()
        full = e.kind in ("io", "full") and health.disk_full(file)
        if file is None or not file.is_file() or not (full or e.kind in ("readonly", "cantopen")):
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


def _open(target: str | Path, busy_timeout_ms: int, *, read_only: bool, bind: bool = True) -> peewee.Database:
    from tournament_app.storage.migrations import migrate  # migrations imports this module

    db, file, shown = make_database(target, busy_timeout_ms)
    try:
        with user_errors(shown), db.bind_ctx(MODELS):
            db.connect()
            if isinstance(db, peewee.SqliteDatabase) and (problem := health.damage(db)) is not None:
                raise DatabaseError("corrupt", shown, detail=problem)
            migrate(db, file)  # refuses foreign and newer files before anything is written to them
            if isinstance(db, peewee.SqliteDatabase) and not read_only:
                _use_wal(db, file)
            if not read_only:
                _check_writable(db)
    except BaseException as exc:
        if not db.is_closed():
            db.close()
        if isinstance(exc, peewee.OperationalError | peewee.InterfaceError) and is_postgresql(db):
            raise DatabaseError("server", shown, detail=_first_line(exc)) from exc
        raise
    db.read_only = read_only  # type: ignore[attr-defined]
    if not bind:
        return db
    previous = db_proxy.obj
    db_proxy.initialize(db)
    if previous is not None and previous is not db:
        previous.close()
    return db


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
        db.close()
        db_proxy.initialize(None)


@contextmanager
def user_errors(path: str | Path | None = None) -> Iterator[None]:
    """Turn failures of the user's world into :class:`DatabaseError` (also usable as a decorator).

    Services wrap each transaction: ``with user_errors(), db.atomic(): ...``. Constraint violations and
    SQL mistakes pass through unchanged: they are the caller's business or bugs.
    """
    try:
        yield
    except (peewee.InterfaceError, peewee.OperationalError) as exc:
        if _pg_lost(exc):
            _drop_connection()
            raise DatabaseError("server_lost", path if path is not None else _bound_name(),
                                detail=_first_line(exc)) from exc
        _raise_sqlite_kind(exc, path)
        raise
    except (peewee.DatabaseError, sqlite3.DatabaseError) as exc:
        _raise_sqlite_kind(exc, path)
        raise
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:  # stored text no longer reads back
        raise DatabaseError("corrupt", path if path is not None else _bound_name(),
                            detail=_first_line(exc)) from exc


def _raise_sqlite_kind(exc: BaseException, path: str | Path | None) -> None:
    # SQLite rolls back by itself on e.g. SQLITE_FULL; peewee's own ROLLBACK then fails with "no
    # transaction is active", which hides the real error in its context: look down the chain.
    cause: BaseException | None = exc
    while isinstance(cause, peewee.DatabaseError | sqlite3.DatabaseError):
        kind = _classify(cause)
        if kind is not None:
            shown = path if path is not None else _bound_name()
            raise DatabaseError(kind, shown, detail=str(cause)) from exc
        cause = cause.__context__


def _pg_lost(exc: BaseException) -> bool:
    """A dropped PostgreSQL connection (server restarted, network gone), not a bug or a constraint."""
    db = db_proxy.obj
    if not isinstance(db, peewee.PostgresqlDatabase):
        return False
    cause: BaseException | None = exc
    while cause is not None:
        inner = cause.args[0] if cause.args and isinstance(cause.args[0], BaseException) else cause
        state = getattr(inner, "sqlstate", None)
        if state is not None:
            return state[:2] in _PG_LOST
        if type(inner).__module__.startswith("psycopg") and type(inner).__name__ in (
                "OperationalError", "InterfaceError"):
            return True
        cause = cause.__context__
    return False


def _drop_connection() -> None:
    """Forget a broken connection so that peewee opens a new one at the next action."""
    db = db_proxy.obj
    if db is None:
        return
    conn = db._state.conn
    db._state.reset()
    try:
        if conn is not None:
            conn.close()
    except Exception:  # the connection is already broken; closing is best effort
        log.debug("closing a broken connection failed", exc_info=True)


def _first_line(exc: BaseException) -> str:
    return (str(exc).strip().splitlines() or [type(exc).__name__])[0]


def backup_database(db: peewee.Database, dest: Path, progress: Progress | None = None) -> Path:
    """Copy the open database to the SQLite file ``dest`` and return ``dest``.

    SQLite: the online backup API. PostgreSQL: every row copied into a new SQLite file
    (:mod:`tournament_app.storage.copy`), so a server tournament goes home as one file.

    The copy is a consistent snapshot (WAL content included) taken while the app keeps running; it is
    written beside ``dest`` and renamed, so ``dest`` is never a half-written file. ``progress``: a
    server's rows as they are copied (a SQLite file is copied in one step, see :func:`copy_sqlite`).
    """
    if not isinstance(db, peewee.SqliteDatabase):
        from tournament_app.storage.copy import backup_to_sqlite  # copy builds on this module

        return backup_to_sqlite(db, Path(dest), progress)
    with user_errors(dest):
        copy_sqlite(db.connection(), Path(dest))
    log.info("backed up %s to %s", db.database, dest)
    return Path(dest)


BACKUP_PAGES = 256  # pages per step of a backup that reports progress


def copy_sqlite(source: sqlite3.Connection, dest: Path, progress: Progress | None = None) -> Path:
    """SQLite's online backup of ``source`` into ``dest``, written beside it and renamed: ``dest`` is
    never a half-written file.

    With ``progress`` the pages are copied a few at a time, reported (pages copied, pages in all) and
    cancellable between steps. Only for a source nobody writes to (a backup being restored): SQLite
    starts a stepped backup over whenever another connection changes the source."""
    partial = dest.with_name(dest.name + ".partial")
    partial.unlink(missing_ok=True)
    try:
        target = sqlite3.connect(partial)
        try:
            if progress is None:
                source.backup(target)
            else:
                source.backup(target, pages=BACKUP_PAGES,
                              progress=lambda _status, left, total: progress(total - left, total))
        finally:
            target.close()
        os.replace(partial, dest)
    except BaseException:
        partial.unlink(missing_ok=True)
        raise
    return dest


def make_database(target: str | Path, busy_timeout_ms: int) -> tuple[peewee.Database, Path | None, str]:
    """The (unconnected) database, its file if it has one, and the name to show the user."""
    text = str(target)
    if isinstance(target, str) and "://" in text:
        parts = urlsplit(text)
        shown = parts._replace(netloc=parts.netloc.rpartition("@")[2]).geturl()  # no password in messages
        if not parts.scheme.startswith("postgres"):
            raise DatabaseError("unsupported", shown)
        return _postgresql(parts), None, shown
    uri = text.startswith("file:")  # e.g. file:/path/t.sqlite3?mode=ro
    if text == ":memory:":
        file, name = None, text
    else:
        file = Path(unquote(urlsplit(text).path)) if uri else Path(text).expanduser()
        name = text if uri else str(file)
        try:
            file.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise DatabaseError("no_folder", file, folder=str(file.parent),
                                reason=exc.strerror or str(exc)) from exc
    pragmas = [("busy_timeout", busy_timeout_ms), ("foreign_keys", 1), ("synchronous", "NORMAL")]
    # IMMEDIATE: a transaction takes the write lock when it begins, so a read-then-write transaction
    # waits for another writer (busy timeout) instead of failing at once with "database is locked".
    db = peewee.SqliteDatabase(name, pragmas=pragmas, timeout=busy_timeout_ms / 1000,
                               lock_type="IMMEDIATE", uri=uri)
    return db, file, str(file or name)


def _postgresql(parts: SplitResult) -> peewee.PostgresqlDatabase:
    """psycopg 3 through peewee; a short connect timeout so that a dead server never hangs a desk."""
    ensure_psycopg()
    params: dict[str, Any] = {"connect_timeout": CONNECT_TIMEOUT_S, "prefer_psycopg3": True,
                              "application_name": APP_NAME}
    if parts.hostname:
        params["host"] = unquote(parts.hostname)
    if parts.port:
        params["port"] = parts.port
    if parts.username:
        params["user"] = unquote(parts.username)
    if parts.password:
        params["password"] = unquote(parts.password)
    for key, value in parse_qsl(parts.query):
        params.setdefault(key, value)
    return peewee.PostgresqlDatabase(unquote(parts.path.lstrip("/")) or "postgres", **params)


def is_postgresql(db: peewee.Database | None = None) -> bool:
    db = db_proxy.obj if db is None else db
    return isinstance(db, peewee.PostgresqlDatabase)


def _use_wal(db: peewee.SqliteDatabase, file: Path | None) -> None:
    # Persistent in the file, so set only once the file is known to be ours.
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


def _classify(exc: BaseException) -> str | None:
    """The user-world kind of a database exception, or None (peewee wraps sqlite3's as ``args[0]``)."""
    inner = exc.args[0] if exc.args and isinstance(exc.args[0], BaseException) else exc
    code = getattr(inner, "sqlite_errorcode", None)
    text = str(inner).lower()
    if "could not decode to utf-8" in text:  # stored text that no longer reads back
        return "corrupt"
    for kind, codes, fragment in _SQLITE_KINDS:
        if ((code & 0xFF) in codes) if code is not None else (fragment in text):
            return kind
    return None


def _bound_name() -> str:
    db = db_proxy.obj
    return str(db.database) if db is not None else "?"

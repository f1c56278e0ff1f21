"""Opening the tournament database: a SQLite file by default, PostgreSQL by URL.

Problems of the user's world (not a database, someone else's database, too new, locked, read-only,
disk full, damaged) become :class:`DatabaseError` with a translatable message; anything else is a bug
and propagates unchanged.
"""

from __future__ import annotations

import atexit
import contextlib
import json
import logging
import os
import sqlite3
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

import peewee

from tournament_app import output_files, server_address
from tournament_app.messages import Message
from tournament_app.pg_driver import ensure_psycopg, import_failure
from tournament_app.storage import health
from tournament_app.storage.database_errors import DatabaseError
from tournament_app.storage.models import MODELS, AppMeta, db_proxy
from tournament_app.storage.new_files import NewFile, empty_file, missing_folders
from tournament_app.storage.server_connections import LIBPQ_LIMITS, ServerDatabase

log = logging.getLogger(__name__)

ENV_VAR = "TOURNAMENT_APP_DB"
APP_NAME = "tournament-app"
DB_FILE = "tournament.sqlite3"
BUSY_TIMEOUT_MS = 5000
CONNECT_TIMEOUT_S = 5

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
    from tournament_app.storage.migrations import migrate, stored_version  # it imports this module

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


def connect(db: peewee.Database, shown: str) -> None:
    """Connect; a server that cannot be reached (refused, wrong password, no such database) is one
    :class:`DatabaseError` naming it."""
    try:
        db.connect()
    except (peewee.OperationalError, peewee.InterfaceError) as exc:
        if is_postgresql(db):
            raise server_error(exc, shown) from exc
        raise


def server_error(exc: BaseException, shown: str) -> DatabaseError:
    """What a failed connection to a server tells the user; a password asked for and not given says
    where one goes (libpq's own line says only "no password supplied")."""
    detail = _first_line(exc)
    kind = "no_password" if "no password supplied" in detail else "server"
    return DatabaseError(kind, shown, detail=detail)


def _check_version(version: int | None, shown: str) -> None:
    from tournament_app.storage.migrations import SCHEMA_VERSION

    if version is None:
        raise DatabaseError("empty", shown)
    if version > SCHEMA_VERSION:
        raise DatabaseError("newer", shown, found=version, supported=SCHEMA_VERSION)
    if version < SCHEMA_VERSION:
        raise DatabaseError("older", shown, found=version)


def check_whole(db: peewee.Database | None = None) -> None:
    """Read every page of the open SQLite file (done once per open file): a damaged one is refused.
    Before a backup or a copy, on demand, and by :class:`GuardedSqlite` before the first write."""
    db = db_proxy.obj if db is None else db
    if not isinstance(db, peewee.SqliteDatabase):
        return
    guard = getattr(db, "guard", None) or health.WriteGuard("")
    with user_errors():
        problem = guard.check(lambda sql: db.execute_sql(sql).fetchall())
    if problem is not None:
        raise DatabaseError("corrupt", _shown(db), detail=problem)


def check_in_background() -> tuple[health.WriteGuard, threading.Thread] | None:
    """Start the full check of the open SQLite file on a connection of its own (the app, right after
    opening): the guard, and the thread after which its ``done`` and ``problem`` tell the result.
    None: nothing to check (a server, a file opened read-only, or checked already)."""
    guard = getattr(db_proxy.obj, "guard", None)
    if not isinstance(guard, health.WriteGuard) or guard.done:
        return None
    return guard, guard.start_background()


def damage_message(problem: str) -> Message:
    """What the user reads about a damaged open file."""
    return DatabaseError("corrupt", _bound_name(), detail=problem).message


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


class GuardedSqlite(peewee.SqliteDatabase):
    """peewee's SQLite database that checks the whole file before the first statement that writes
    (:class:`health.WriteGuard`), so that a damaged file is refused before anything is written.

    The check runs before the first transaction begins, while this process holds no lock (other desks
    write on meanwhile), unless the app runs it in the background already; a write that comes before
    that check has ended waits for it."""

    guard: health.WriteGuard | None = None

    def begin(self, *args: Any, **kwargs: Any) -> Any:
        guard = self.guard
        if guard is not None and not guard.done and not guard.running:
            guard.check(lambda q: super(GuardedSqlite, self).execute_sql(q).fetchall())
        return super().begin(*args, **kwargs)

    def execute_sql(self, sql: str, params: Any = None) -> Any:
        guard = self.guard
        if guard is not None and health.writes(sql):  # (the check itself only reads)
            problem = guard.check(lambda q: super(GuardedSqlite, self).execute_sql(q).fetchall())
            if problem is not None:
                raise DatabaseError("corrupt", _shown(self), detail=problem)
        return super().execute_sql(sql, params)


def _shown(db: peewee.Database) -> str:
    name = str(db.database)
    if name.startswith("file:"):
        return unquote(urlsplit(name).path)
    return name


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


def close_anyway(db: peewee.Database) -> None:
    """Close ``db`` (this thread's connection), also when Ctrl+C or SIGTERM came while peewee entered or
    left a transaction and left its stack of them unbalanced (``close`` then refuses, and its error
    would hide the stop): the connection is closed, which rolls back what it had not committed."""
    if not db.in_transaction():
        db.close()
        return
    conn = db._state.conn
    db._state.reset()
    if conn is not None:
        with contextlib.suppress(Exception):  # closing is all that is left to do
            conn.close()


def close_database() -> None:
    """Close the bound database (this thread's connection) and unbind ``db_proxy``."""
    db = db_proxy.obj
    if db is not None:
        close_anyway(db)
        db_proxy.initialize(None)
        output_files.set_open_database(None)


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


def make_database(target: str | Path, busy_timeout_ms: int, *, read_only: bool = False
                  ) -> tuple[peewee.Database, Path | None, str]:
    """The (unconnected) database, its file if it has one, and the name to show the user. A new
    file's folder is created, except for reading (which creates nothing)."""
    text = str(target)
    if isinstance(target, str) and "://" in text:
        return _server(text, read_only)
    uri = text.startswith("file:")  # e.g. file:/path/t.sqlite3?mode=ro
    folders: tuple[Path, ...] = ()
    if text == ":memory:":
        file, name = None, text
    else:
        file = Path(unquote(urlsplit(text).path)) if uri else Path(text).expanduser()
        name = text if uri else str(file)
        if not read_only:
            try:
                folders = missing_folders(file.parent)
                file.parent.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                raise DatabaseError("no_folder", file, folder=str(file.parent),
                                    reason=exc.strerror or str(exc)) from exc
    pragmas = [("busy_timeout", busy_timeout_ms), ("foreign_keys", 1), ("synchronous", "NORMAL")]
    # IMMEDIATE: a transaction takes the write lock when it begins, so a read-then-write transaction
    # waits for another writer (busy timeout) instead of failing at once with "database is locked".
    db = GuardedSqlite(name, pragmas=pragmas, timeout=busy_timeout_ms / 1000, lock_type="IMMEDIATE", uri=uri)
    db.folders_made = folders  # type: ignore[attr-defined]
    return db, file, str(file or name)


def _server(text: str, read_only: bool) -> tuple[peewee.Database, None, str]:
    """A ``postgresql://`` address; a malformed one (a port that is no port, a broken IPv6 host, a
    parameter libpq does not know) is one :class:`DatabaseError` naming it, the password left out."""
    shown = server_address.shown(text)
    if not server_address.is_server(text):
        raise DatabaseError("unsupported", shown)
    address = server_address.keep_apart(text)
    try:
        urlsplit(address).port  # noqa: B018  (raises for a port that is no port, a broken IPv6 host)
    except ValueError as exc:  # "Invalid IPv6 URL", "Port out of range 0-65535"
        raise DatabaseError("bad_address", shown, detail=str(exc)) from None
    address = "postgresql" + address[address.index("://"):]  # libpq knows the scheme in lower case
    return _postgresql(address, server_address.password_for(address), shown, read_only), None, shown


def _postgresql(address: str, password: str | None, shown: str, read_only: bool = False
                ) -> peewee.PostgresqlDatabase:
    """psycopg 3 through peewee, the address read as libpq reads it (its parameters, a ``service=``),
    the password given apart; a short connect timeout and TCP keepalives so that a dead or vanished
    server never hangs a desk; ``read_only``: every transaction read-only (the read rule). What the
    address leaves out (a password, the user, the database) is libpq's to find: the password file,
    ``PGPASSWORD``, the service's entry, ``PG…`` variables."""
    try:
        ensure_psycopg()
    except ImportError as exc:  # no psycopg, or one without a libpq: Windows on ARM has no wheel with one
        raise DatabaseError("no_driver", shown, detail=import_failure(exc)) from None
    from psycopg import ProgrammingError
    from psycopg.conninfo import conninfo_to_dict

    try:
        params: dict[str, Any] = conninfo_to_dict(address)
    except ProgrammingError as exc:  # e.g. invalid URI query parameter: "…"
        raise DatabaseError("bad_address", shown, detail=_first_line(exc)) from None
    params.update({"connect_timeout": CONNECT_TIMEOUT_S, "prefer_psycopg3": True,
                   "application_name": APP_NAME, **LIBPQ_LIMITS})
    if read_only:
        params["options"] = "-c default_transaction_read_only=on"
    if password is not None:
        params["password"] = password
    # peewee names the database by its first argument (here what the user reads); libpq gets the
    # address's own (None: libpq's default, e.g. the service's) and no second reading of it
    params["dbname"], params["conninfo"] = params.get("dbname"), ""
    return ServerDatabase(shown, **params)


def is_postgresql(db: peewee.Database | None = None) -> bool:
    db = db_proxy.obj if db is None else db
    return isinstance(db, peewee.PostgresqlDatabase)


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
    return _shown(db) if db is not None else "?"

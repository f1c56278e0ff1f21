"""A database as peewee sees it, below the schema's upgrades and the backups: made from an address (a
SQLite file, ``:memory:``, a ``postgresql://`` URL), connected, checked whole, closed; and the failures
of the user's world turned into :class:`DatabaseError` (``user_errors``). Opening the tournament
database (with its upgrade) is :mod:`.database`'s, which builds on this module, as the copies, the
backups and the migrations do.
"""

from __future__ import annotations

import contextlib
import json
import logging
import sqlite3
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

import peewee

from tournament_app.files import server_address
from tournament_app.platform.pg_driver import ensure_psycopg, import_failure
from tournament_app.storage import health
from tournament_app.storage.database_errors import DatabaseError
from tournament_app.storage.models import db_proxy
from tournament_app.storage.new_files import missing_folders
from tournament_app.storage.server_connections import LIBPQ_LIMITS, ServerDatabase
from tournament_app.words.messages import Message

log = logging.getLogger(__name__)


APP_NAME = "tournament-app"


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

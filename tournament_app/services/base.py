"""What every service shares: transactions, user-facing failures and the audit trail."""

from __future__ import annotations

import getpass
import json
import os
import random
import socket
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any, NoReturn, TypeVar

import peewee

from tournament_app.platform import signals
from tournament_app.storage.changes import announce
from tournament_app.storage.connections import user_errors
from tournament_app.storage.database import DatabaseError
from tournament_app.storage.models import AuditEntry, db_proxy
from tournament_app.words.messages import N_, Message, UserError

CTX = "services"
T = TypeVar("T")
# The app's own writers wait for each other this many times before the user hears of it.
ATTEMPTS = 8
LOCK_NOT_AVAILABLE = "55P03"  # PostgreSQL: lock_timeout reached


GAME_CHANGED = N_(CTX, "this game was changed at another desk meanwhile: nothing was stored; look again")
PLAYER_CHANGED = N_(CTX, "this player was changed at another desk: reloaded")
SEATING_CHANGED = N_(CTX, "the seating was changed at another desk: reloaded")


class ConflictError(UserError):
    """The record changed since the caller read it (another desk): nothing was stored."""

    def __init__(self, text: str = GAME_CHANGED) -> None:
        super().__init__(Message(CTX, text))


class SettingError(UserError):
    """A setting outside what the season or tournament holds (a count, a date, a day, a round):
    ``settings`` name the ones at fault, so that the command line can say them as its options
    (``--up: …``) while a window shows the message alone."""

    def __init__(self, settings: tuple[str, ...], message: Message) -> None:
        super().__init__(message)
        self.settings = settings


def fail_setting(settings: str | tuple[str, ...], text: str, n: int = -1, **params: Any) -> NoReturn:
    """Refuse a setting (``settings``: its key, or the keys of those at fault together) as ``fail``."""
    raise SettingError((settings,) if isinstance(settings, str) else settings,
                       Message(CTX, text, params, n))


def lock_tournament(tournament_id: int) -> None:
    """Inside a write transaction: organisers' changes to one tournament's seating take turns.

    SQLite's write transactions already do (BEGIN IMMEDIATE); PostgreSQL locks the tournament's row.
    """
    db = db_proxy.obj
    if isinstance(db, peewee.PostgresqlDatabase):
        db.execute_sql("SELECT id FROM tournament WHERE id = %s FOR UPDATE", (tournament_id,))


class AlreadyStoredError(UserError):
    """The same decision (its action id) was already stored, by an earlier submit of it (a repeated key
    press, or a retry after the connection dropped): this repeat stored nothing."""

    def __init__(self) -> None:
        super().__init__(Message(CTX, N_(CTX, "this entry was sent twice: it is stored once")))


class ReusedActionError(UserError):
    """The identity of a decision already stored came with another decision (another hand, another
    number): nothing was stored, and the earlier one stays as it was."""

    def __init__(self, number: int | None = None) -> None:
        if number is None:
            text = N_(CTX, "this entry's identity was already used for another change: nothing was stored; "
                           "look again")
            super().__init__(Message(CTX, text))
        else:
            text = N_(CTX, "this entry's identity was already used for hand {number}, stored as it was then: "
                           "what was sent now differs, and nothing was stored; look again")
            super().__init__(Message(CTX, text, {"number": number}))


class BusyError(UserError):
    """The database stayed locked by another program until the caller's bound (:func:`bounded`): this
    change stored nothing and may be sent again as it is."""

    def __init__(self) -> None:
        super().__init__(Message(CTX, N_(CTX, "the database is busy (another program is writing to it): "
                                              "nothing was stored; try again")))


class Stale(Exception):  # noqa: N818 - internal signal, never shown
    """Inside a write: the row moved on since it was read; the caller re-reads and retries."""


def fail(text: str, n: int = -1, **params: Any) -> NoReturn:
    """Refuse a request with a translatable message (``text`` marked with ``N_``; ``n``: the count
    that picks its plural form, for a text with ``%n``)."""
    raise UserError(Message(CTX, text, params, n))


# The moment (time.monotonic()) by which a caller must have its answer, in the context doing its work
# (a phone's write, on a worker thread): every lock wait ends by then; None: as long as the lock lasts.
_deadline: ContextVar[float | None] = ContextVar("lock_deadline", default=None)


@contextmanager
def bounded(until: float | None) -> Iterator[None]:
    """Inside: every wait for another program's lock ends by ``until`` (``time.monotonic()``), also
    across retries (a transaction begun after it is refused at once); then :class:`BusyError`, nothing
    stored. A phone hears within seconds, where a database held for a minute would keep it waiting
    that long. ``None``: unbounded inside (what must be read once a change is stored)."""
    token = _deadline.set(until)
    try:
        yield
    finally:
        _deadline.reset(token)


def _wait_left_ms() -> int:
    """Milliseconds a lock may still be waited for, inside :func:`bounded`; BusyError once none are left."""
    until = _deadline.get()
    assert until is not None
    left = int((until - time.monotonic()) * 1000)
    if left <= 0:
        raise BusyError()
    return left


@contextmanager
def _outer(db: peewee.Database, **atomic: Any) -> Iterator[None]:
    """The outermost transaction, its lock waits bounded when the caller is (see :func:`bounded`):
    SQLite waits its busy timeout, set for this transaction; PostgreSQL its ``lock_timeout``. A wait
    that ran out is BusyError: it lasted what was left of the bound."""
    if _deadline.get() is None or db.transaction_depth() > 0:
        with user_errors(), db.atomic(**atomic):
            yield
        return
    left = _wait_left_ms()
    try:
        with user_errors(), _busy_timeout(db, left), db.atomic(**atomic):
            if isinstance(db, peewee.PostgresqlDatabase):
                db.execute_sql("SELECT set_config('lock_timeout', %s, true)", (f"{left}ms",))
            yield
    except DatabaseError as e:
        if e.kind != "locked":
            raise
        raise BusyError() from None
    except peewee.OperationalError as e:
        if _sqlstate(e) != LOCK_NOT_AVAILABLE:
            raise
        raise BusyError() from None


@contextmanager
def _busy_timeout(db: peewee.Database, ms: int) -> Iterator[None]:
    """SQLite: this connection waits at most ``ms`` for another writer, inside; then as before."""
    if not isinstance(db, peewee.SqliteDatabase):
        yield
        return
    usual = int(db.execute_sql("PRAGMA busy_timeout").fetchone()[0])
    db.execute_sql(f"PRAGMA busy_timeout = {ms}")
    try:
        yield
    finally:
        db.execute_sql(f"PRAGMA busy_timeout = {usual}")


def _sqlstate(error: peewee.OperationalError) -> str:
    """PostgreSQL's SQLSTATE of ``error``: peewee keeps the driver's error as its first argument
    (psycopg 2) or as the error it was raised from handling (psycopg 3)."""
    cause: BaseException | None = error
    while cause is not None:
        inner = cause.args[0] if cause.args and isinstance(cause.args[0], BaseException) else cause
        state = getattr(inner, "sqlstate", None)
        if state:
            return str(state)
        cause = cause.__context__
    return ""


@contextmanager
def transaction() -> Iterator[None]:
    """One use case = one transaction: all of it is stored, or none of it."""
    with _outer(db_proxy.obj):
        yield


@contextmanager
def settling_transaction() -> Iterator[None]:
    """:func:`transaction` for a use case whose one transaction is a command's whole result (an
    import): a stop (Ctrl+C, SIGTERM) during its commit waits for it, and once it has committed the
    command ends as if none had come (:func:`tournament_app.platform.signals.settling`). A stop never
    says "stopped" of something stored."""
    db = db_proxy.obj
    if db.transaction_depth() > 0:  # part of a larger one: that one's commit decides
        with _outer(db):
            yield
        return
    with signals.settling() as settle:
        with _outer(db):
            yield
            settle.commit_next()
        settle.committed()


@contextmanager
def reading() -> Iterator[None]:
    """A transaction that only reads: one consistent view. On SQLite it takes no write lock (a write
    transaction takes it at BEGIN, see storage.database), so readers never hold up the desks'
    writes; inside a write transaction it is part of it."""
    db = db_proxy.obj
    if isinstance(db, peewee.SqliteDatabase) and db.transaction_depth() == 0:
        with _outer(db, lock_type="DEFERRED"):
            yield
        return
    with transaction():
        yield


def retrying(attempt: Callable[[], T]) -> T:
    """Run ``attempt`` again when it lost a race to another of the app's writers.

    SQLite: the write lock stayed busy past the busy timeout; PostgreSQL: a deadlock or a serialization
    failure. Transactions are short (validation happens before them), so a few tries always suffice
    in practice; a writer that is not the app's (a stuck program) still ends in the clear message.
    """
    for n in range(ATTEMPTS):
        try:
            return attempt()
        except DatabaseError as e:
            if e.kind != "locked" or n == ATTEMPTS - 1:
                raise
        except peewee.OperationalError as e:
            if not _sqlstate(e).startswith("40") or n == ATTEMPTS - 1:  # 40001 serialization, 40P01 deadlock
                raise
        time.sleep(0.01 * (n + 1) + random.random() * 0.02)
    raise AssertionError("unreachable")


def default_author() -> str:
    """Who this process writes as: ``TOURNAMENT_APP_DESK`` if set, else user@computer."""
    named = os.environ.get("TOURNAMENT_APP_DESK", "").strip()
    if named:
        return named[:AUTHOR_LENGTH]
    try:
        user = getpass.getuser()
    except (OSError, KeyError):  # no login name (a container, a service account)
        user = "?"
    return f"{user}@{socket.gethostname()}"[:AUTHOR_LENGTH]


AUTHOR_LENGTH = 60
_author: list[str] = []  # set once per process (the desk's name); empty: default_author()
# who one request writes as (a table's phone), in the context that serves it: a server serves many
# requests at once, in threads, so this can never be the process's setting
_acting: ContextVar[str | None] = ContextVar("acting_author", default=None)


def set_author(name: str) -> None:
    """Name the desk this process writes for (the audit trail's "who"); blank: the default."""
    _author[:] = [name.strip()[:AUTHOR_LENGTH]] if name.strip() else []


@contextmanager
def acting_as(name: str) -> Iterator[None]:
    """Inside: the changes made in this context (this thread, this task) are recorded as ``name``."""
    token = _acting.set(name.strip()[:AUTHOR_LENGTH] or None)
    try:
        yield
    finally:
        _acting.reset(token)


def author() -> str:
    acting = _acting.get()
    if acting:
        return acting
    return _author[0] if _author else default_author()


def audit(action: str, entity: str, entity_id: int, before: Any = None, after: Any = None,
          tournament: int | None = None, action_id: str | None = None) -> None:
    """Record a change in the audit trail (inside the caller's transaction); ``action_id``: the
    identity of the decision that made it (unique: a second submit of it fails here at the latest)."""
    AuditEntry.create(
        action=action, entity=entity, entity_id=entity_id, tournament=tournament, author=author(),
        action_id=action_id,
        before=None if before is None else json.dumps(before, ensure_ascii=False, default=str),
        after=None if after is None else json.dumps(after, ensure_ascii=False, default=str),
    )
    announce(entity, entity_id, tournament)  # every change is audited, so every change is announced

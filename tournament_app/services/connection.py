"""A shared database server: trying an address, and copying the open tournament database elsewhere."""

from __future__ import annotations

from pathlib import Path

from tournament_app.files import server_address
from tournament_app.storage.connections import UNREACHABLE, connect, make_database, user_errors
from tournament_app.storage.copy import Progress, copy_database
from tournament_app.storage.database import (
    DatabaseError,
    close_thread_connection,
    open_database,
    worker_threads_ok,
)
from tournament_app.storage.migrations import stored_version
from tournament_app.storage.models import MODELS, db_proxy
from tournament_app.words.messages import UserError


def is_unreachable(error: UserError) -> bool:
    """Whether ``error`` means the database did not answer (the entry can wait for it to come back)."""
    return isinstance(error, DatabaseError) and error.kind in UNREACHABLE


def probe(address: str, password: str | None = None) -> int | None:
    """Connect to ``address`` and look: the schema version of a tournament database there, None for an
    empty one. A wrong address, password or database, or another application's database, raises the
    same :class:`DatabaseError` opening it would. ``password``: typed apart from the address (kept in
    memory for it, see :func:`use_password`)."""
    use_password(address, password)
    db, _file, shown = make_database(address, 3000)
    try:
        with user_errors(shown), db.bind_ctx(MODELS):
            connect(db, shown)
            return stored_version(db, shown)
    except Exception as exc:
        if isinstance(exc, DatabaseError):
            raise
        raise DatabaseError("server", shown, detail=str(exc).strip().splitlines()[0]) from exc
    finally:
        if not db.is_closed():
            db.close()


def copy_to(target: str | Path, progress: Progress | None = None, password: str | None = None) -> str:
    """Copy the open database (every tournament, the audit trail too) into a new file or an empty
    server database; returns the target's name as shown."""
    if password is not None:
        use_password(str(target), password)
    return copy_database(db_proxy.obj, target, progress)


def open_shared(address: str, password: str | None = None) -> None:
    """Open (initialising if empty) the database at ``address`` as the app's database."""
    use_password(address, password)
    open_database(address)


def use_password(address: str, password: str | None) -> None:
    """The password typed for a server ``address`` (an address without one), kept in this process's
    memory only, for every connection to it from now on (the app's reconnections too); empty: none, so
    that libpq looks in the password file, ``PGPASSWORD`` or the service."""
    if server_address.is_server(address):
        server_address.remember(address, password)


def read_only() -> bool:
    """Whether the open database could only be opened for reading."""
    return bool(getattr(db_proxy.obj, "read_only", False))


def can_work_in_thread() -> bool:
    """Whether a long job may run in a worker thread with a connection of its own (not over a SQLite
    database in memory)."""
    return worker_threads_ok()


def end_thread() -> None:
    """A worker thread's job is over: close that thread's connection."""
    close_thread_connection()

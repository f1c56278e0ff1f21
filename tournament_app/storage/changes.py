"""Telling other desks that the record changed, and noticing their changes.

PostgreSQL: ``NOTIFY`` inside the writing transaction (delivered at commit, never for a rolled-back
change) on one channel, with a payload ``entity:id:tournament``; a watcher keeps its own connection
that ``LISTEN``s. SQLite: ``PRAGMA data_version`` changes whenever another connection commits, so a
watcher polls it on its own connection. Both only say *that* something changed; windows then re-read
what they show (a desk compares its game's version).
"""

from __future__ import annotations

import logging
import time
from typing import Any

import peewee

from tournament_app.storage.models import db_proxy
from tournament_app.storage.server_connections import limit_silence

log = logging.getLogger(__name__)
CHANNEL = "tournament_app_changes"


def announce(entity: str, entity_id: int | None, tournament: int | None) -> None:
    """Inside a write transaction: tell the listening desks (PostgreSQL; SQLite needs nothing)."""
    db = db_proxy.obj
    if isinstance(db, peewee.PostgresqlDatabase):
        db.execute_sql("SELECT pg_notify(%s, %s)", (CHANNEL, f"{entity}:{entity_id}:{tournament or ''}"))


RETRY_AFTER_S = 2.0  # a lost server is tried again this often, not at every poll (a connect can wait)
# Before reconnecting to a lost server, a bare TCP connect with this timeout: a server on the venue's
# network answers in milliseconds, and one that is gone would hold the window for the whole connect
# timeout at every retry (the watcher runs in the window's timer).
PROBE_S = 0.5


class ChangeWatcher:
    """Polled by a timer: ``poll()`` is True when another connection changed the database since the
    last call. Cheap (one pragma, or reading pending notifications without waiting) and never raises:
    a lost server or file is retried a little later. ``reachable`` says whether the last poll reached
    the database (``problem``: why not), so that windows can say so and keep what is being typed."""

    def __init__(self, db: peewee.Database) -> None:
        self.db = db
        self._conn: Any = None
        self._last: int | None = None
        self.reachable = True
        self.problem = ""
        self._retry_at = 0.0

    def poll(self) -> bool:
        if not self.reachable and time.monotonic() < self._retry_at:
            return False
        try:
            if isinstance(self.db, peewee.PostgresqlDatabase):
                changed = self._poll_postgresql()
            else:
                changed = self._poll_sqlite()
        except Exception as exc:  # a watcher must never take the window down
            log.debug("change watcher: poll failed", exc_info=True)
            self.close()
            self.reachable, self.problem = False, (str(exc).strip().splitlines() or [type(exc).__name__])[0]
            self._retry_at = time.monotonic() + RETRY_AFTER_S
            return False
        if not self.reachable:  # back: what changed meanwhile is unknown, so everyone re-reads once
            self.reachable, self.problem = True, ""
            return True
        return changed

    def _poll_sqlite(self) -> bool:
        # On the app's own connection: data_version ignores that connection's own commits, which the
        # app has already shown, and counts every other process's.
        version = self.db.execute_sql("PRAGMA data_version").fetchone()[0]
        changed = self._last is not None and version != self._last
        self._last = version
        return changed

    def _poll_postgresql(self) -> bool:
        if self._conn is None:
            import psycopg

            if not self.reachable:
                self._server_answers()
            params = {k: v for k, v in self.db.connect_params.items() if k != "prefer_psycopg3"}
            self._conn = psycopg.connect(autocommit=True, **params)  # (the database's name among them)
            limit_silence(self._conn)
            self._conn.execute(f"LISTEN {CHANNEL}")
            self._renew_app_connection()
            return True  # changes made while not listening are unknown: re-read once
        own = self.db.connection().info.backend_pid  # this process's own writes are already shown
        return any(n.pid != own for n in self._conn.notifies(timeout=0))

    def _server_answers(self) -> None:
        """Raises OSError unless the server accepts a TCP connection within PROBE_S (a local socket
        folder, or libpq's list of hosts, is not probed: the connect itself decides)."""
        import socket

        host = str(self.db.connect_params.get("host") or "")
        if not host or host.startswith("/") or "," in host:
            return
        with socket.create_connection((host, int(self.db.connect_params.get("port") or 5432)), PROBE_S):
            pass

    def _renew_app_connection(self) -> None:
        """The server may have restarted, which ends every connection: try the app's own connection
        now, and drop it when dead, so that the referee's next action does not meet it first."""
        from tournament_app.storage.connections import user_errors
        from tournament_app.storage.database import DatabaseError

        try:
            with user_errors():
                self.db.execute_sql("SELECT 1")
        except DatabaseError:
            pass  # user_errors dropped the dead connection; the next action opens a new one

    def close(self) -> None:
        conn, self._conn = self._conn, None
        if conn is not None:
            try:
                conn.close()
            except Exception:  # closing a broken connection is best effort
                log.debug("change watcher: close failed", exc_info=True)

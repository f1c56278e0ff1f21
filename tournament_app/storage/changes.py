"""Telling other desks that the record changed, and noticing their changes.

PostgreSQL: ``NOTIFY`` inside the writing transaction (delivered at commit, never for a rolled-back
change) on one channel, with a payload ``entity:id:tournament``; a watcher keeps its own connection
that ``LISTEN``s. SQLite: ``PRAGMA data_version`` changes whenever another connection commits, so a
watcher polls it on its own connection. Both only say *that* something changed; windows then re-read
what they show (a desk compares its game's version).
"""

from __future__ import annotations

import logging
from typing import Any

import peewee

from tournament_app.storage.models import db_proxy

log = logging.getLogger(__name__)
CHANNEL = "tournament_app_changes"


def announce(entity: str, entity_id: int | None, tournament: int | None) -> None:
    """Inside a write transaction: tell the listening desks (PostgreSQL; SQLite needs nothing)."""
    db = db_proxy.obj
    if isinstance(db, peewee.PostgresqlDatabase):
        db.execute_sql("SELECT pg_notify(%s, %s)", (CHANNEL, f"{entity}:{entity_id}:{tournament or ''}"))


class ChangeWatcher:
    """Polled by a timer: ``poll()`` is True when another connection changed the database since the
    last call. Cheap (one pragma, or reading pending notifications without waiting) and never raises:
    a lost server or file is retried at the next poll."""

    def __init__(self, db: peewee.Database) -> None:
        self.db = db
        self._conn: Any = None
        self._last: int | None = None

    def poll(self) -> bool:
        try:
            if isinstance(self.db, peewee.PostgresqlDatabase):
                return self._poll_postgresql()
            return self._poll_sqlite()
        except Exception:  # a watcher must never take the window down
            log.debug("change watcher: poll failed", exc_info=True)
            self.close()
            return False

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

            params = {k: v for k, v in self.db.connect_params.items() if k != "prefer_psycopg3"}
            self._conn = psycopg.connect(dbname=self.db.database, autocommit=True, **params)
            self._conn.execute(f"LISTEN {CHANNEL}")
            return True  # changes made while not listening are unknown: re-read once
        own = self.db.connection().info.backend_pid  # this process's own writes are already shown
        return any(n.pid != own for n in self._conn.notifies(timeout=0))

    def close(self) -> None:
        conn, self._conn = self._conn, None
        if conn is not None:
            try:
                conn.close()
            except Exception:  # closing a broken connection is best effort
                log.debug("change watcher: close failed", exc_info=True)

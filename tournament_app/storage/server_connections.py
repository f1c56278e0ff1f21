"""A connection to the PostgreSQL server that gives up on a silent server: libpq's TCP settings, and
where libpq cannot set them (Windows, macOS) the system's own on the connection's socket.

A server gone without closing its connections (its laptop's battery, the venue's Wi-Fi) answers nothing,
and the operating system would wait a quarter of an hour: a connection idle KEEPALIVE_IDLE_S seconds is
probed (every KEEPALIVE_EVERY_S, KEEPALIVE_PROBES times) and a request unanswered for SILENT_MS fails,
so that a desk says the server is not reachable instead of hanging.
"""

from __future__ import annotations

from typing import Any

import peewee

from tournament_app.platform import sockets

KEEPALIVE_IDLE_S, KEEPALIVE_EVERY_S, KEEPALIVE_PROBES = 5, 2, 3
SILENT_MS = 8000
# libpq's names; tcp_user_timeout exists only on Linux, and Windows ignores keepalives_count
LIBPQ_LIMITS = {"keepalives": 1, "keepalives_idle": KEEPALIVE_IDLE_S,
                "keepalives_interval": KEEPALIVE_EVERY_S, "keepalives_count": KEEPALIVE_PROBES,
                "tcp_user_timeout": SILENT_MS}


class ServerDatabase(peewee.PostgresqlDatabase):
    """The server database, each of whose connections has :func:`limit_silence`."""

    def _connect(self) -> Any:
        conn = super()._connect()
        limit_silence(conn)
        return conn


def limit_silence(conn: Any) -> None:
    """What libpq cannot set on this system of SILENT_MS and KEEPALIVE_PROBES, set on a psycopg
    connection's socket (the app's own, the change watcher's)."""
    sockets.limit_silence(conn.fileno(), SILENT_MS, KEEPALIVE_PROBES)

"""A PostgreSQL server gone without closing its connections (its laptop's battery, the venue's Wi-Fi):
nothing answers, and nothing says so either. The desks must not wait for the operating system's quarter
of an hour (issue 24: one visible status, reconnecting by itself, no window held up)."""

from __future__ import annotations

import socket
import time
from collections.abc import Iterator

import pytest

from tests.backends import create_pg_database, drop_pg_database
from tournament_app.platform import sockets
from tournament_app.platform.sockets import Option
from tournament_app.storage.changes import PROBE_S, ChangeWatcher
from tournament_app.storage.connections import CONNECT_TIMEOUT_S, make_database
from tournament_app.storage.server_connections import KEEPALIVE_PROBES


@pytest.fixture
def silent_server() -> Iterator[int]:
    """A port that takes no connection and refuses none: its one place in the queue is taken, so
    every further connect waits unanswered, as for a server that vanished. Returns the port."""
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(0)
    port = server.getsockname()[1]
    filler = socket.create_connection(("127.0.0.1", port))
    late = socket.socket()
    late.settimeout(0.2)
    with pytest.raises(TimeoutError):  # the port is silent indeed
        late.connect(("127.0.0.1", port))
    yield port
    for s in (late, filler, server):
        s.close()


def test_every_connection_to_a_server_gives_up_on_silence() -> None:
    """TCP keepalives on every connection of the app (the watcher's use the same settings) and a
    limit on unanswered requests: a vanished server is noticed in seconds."""
    db, _file, _shown = make_database("postgresql://desk@192.0.2.1/tournament", 3000)
    params = db.connect_params
    assert params["keepalives"] == 1
    idle, every, probes = params["keepalives_idle"], params["keepalives_interval"], params["keepalives_count"]
    assert idle + every * probes <= 15  # an idle connection found dead within 15 s
    assert params["tcp_user_timeout"] <= 10000  # a request unanswered for 10 s fails


def test_retrying_a_silent_server_holds_the_window_half_a_second(silent_server: int) -> None:
    """The change watcher runs in the window's timer: each retry of a lost server must not wait the
    whole connect timeout (5 s out of every 7 the desk would not take a key)."""
    db, _file, _shown = make_database(f"postgresql://desk@127.0.0.1:{silent_server}/tournament", 3000)
    watcher = ChangeWatcher(db)
    watcher.reachable = False  # the server was lost a moment ago: this poll is a retry
    started = time.monotonic()
    assert watcher.poll() is False
    held = time.monotonic() - started
    assert held < PROBE_S + 0.5 < CONNECT_TIMEOUT_S
    assert not watcher.reachable and watcher.problem
    watcher.close()


@pytest.fixture
def pg() -> Iterator[str]:
    url = create_pg_database()
    yield url
    drop_pg_database(url)


def _option(conn: object, level: int, name: int) -> int:
    sock = socket.socket(fileno=conn.fileno())  # (borrowed: detached, never closed)
    try:
        return sock.getsockopt(level, name)
    finally:
        sock.detach()


def test_every_connection_gets_what_libpq_leaves_to_the_system(pg: str, monkeypatch: pytest.MonkeyPatch
                                                                ) -> None:
    """Windows and macOS give libpq no way to limit an unanswered request, and Windows ignores its
    keepalive count: the app's connections and the change watcher's get the system's own options
    (platform.sockets.silence_options). Here a Linux option stands for them: the probes' count, one
    more than libpq sets, so the socket shows who set it."""
    monkeypatch.setattr(sockets, "silence_options", lambda _silent, probes, _system=None: (
        Option("IPPROTO_TCP", "TCP_KEEPCNT", probes + 1),))
    db, _file, _shown = make_database(pg, 3000)
    watcher = ChangeWatcher(db)
    try:
        db.connect()
        assert _option(db.connection(), socket.IPPROTO_TCP, socket.TCP_KEEPCNT) == KEEPALIVE_PROBES + 1
        watcher.poll()  # its own connection, for LISTEN (and the app's renewed)
        assert _option(watcher._conn, socket.IPPROTO_TCP, socket.TCP_KEEPCNT) == KEEPALIVE_PROBES + 1
        assert _option(db.connection(), socket.IPPROTO_TCP, socket.TCP_KEEPCNT) == KEEPALIVE_PROBES + 1
        db.connection().execute("SELECT 1")  # the borrowed sockets still work
    finally:
        watcher.close()
        db.close()

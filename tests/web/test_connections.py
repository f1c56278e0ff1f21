"""Connections that hold the server without making a request (issue 35, item 17), over real sockets: a
request must arrive whole within the time allowed (headers dribbled, a body dribbled, the next request
on a kept connection), a client holds only so many connections, and a phone is served meanwhile.

The slow clients come from 127.0.0.2 (every 127.x address is this computer), the phone from 127.0.0.1:
two clients, as two phones of the venue are."""

from __future__ import annotations

import contextlib
import selectors
import socket
import threading
import time

import httpx
import pytest

from tests.web.conftest import Venue
from tournament_app.storage.models import Hand
from tournament_app.web.guard import Limits

LIMITS = Limits()
SLOW = "127.0.0.2"


def _connect(venue: Venue, source: str = SLOW) -> socket.socket:
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    try:
        sock.bind((source, 0))
    except OSError:
        sock.close()
        pytest.skip(f"this system cannot send from {source}")
    sock.connect(("127.0.0.1", venue.server.port))
    return sock


def _host(venue: Venue) -> bytes:
    return f"Host: 127.0.0.1:{venue.server.port}\r\n".encode()


def _response(sock: socket.socket) -> bytes:
    """One whole response (head and its Content-Length body), however many reads it arrives in."""
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = sock.recv(65536)
        assert chunk, data
        data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    length = next(int(line.split(b":", 1)[1]) for line in head.split(b"\r\n")
                  if line.lower().startswith(b"content-length:"))
    while len(body) < length:
        chunk = sock.recv(65536)
        assert chunk, data
        body += chunk
    return head


def _closed(sock: socket.socket) -> bool:
    """Whether the server closed ``sock`` (what it sent before, if anything, is read and dropped)."""
    sock.setblocking(False)
    try:
        while True:
            data = sock.recv(65536)
            if not data:
                return True
    except BlockingIOError:
        return False
    except OSError:  # reset
        return True
    finally:
        sock.setblocking(True)


def _dribble(socks: dict[socket.socket, list[bytes]], limit: float) -> dict[socket.socket, float]:
    """Send each socket its pieces one every 0.4 s (then nothing) until the server closes it, or until
    ``limit`` seconds; when each was closed, in seconds from the start."""
    start, closed = time.monotonic(), {}
    selector = selectors.DefaultSelector()
    for sock in socks:
        selector.register(sock, selectors.EVENT_READ)
    next_piece = start
    while len(closed) < len(socks) and time.monotonic() - start < limit:
        if time.monotonic() >= next_piece:
            for sock, pieces in socks.items():
                if sock not in closed and pieces:
                    with contextlib.suppress(OSError):
                        sock.send(pieces.pop(0))
            next_piece += 0.4
        for key, _ in selector.select(timeout=0.05):
            sock = key.fileobj
            if sock not in closed and _closed(sock):  # type: ignore[arg-type]
                closed[sock] = time.monotonic() - start  # type: ignore[index]
                selector.unregister(sock)
    selector.close()
    return closed


def test_requests_sent_too_slowly_are_closed_while_a_phone_is_served(venue: Venue) -> None:
    link = venue.links[0]
    host = _host(venue)
    headers = [b"GET / HTTP/1.1\r\n", host, *[f"X-Slow-{i}: 1\r\n".encode() for i in range(40)]]
    body = b'{"number": 1, "seen": 0, "hand": {"result": "draw", "tenpai": [], "riichi": []}}'
    post = (f"POST {link.path}/hands HTTP/1.1\r\n".encode() + host + b"Content-Type: application/json\r\n"
            + b"Content-Length: " + str(len(body) + 8).encode() + b"\r\n\r\n")
    kept = _connect(venue)  # a first request whole, then the next dribbled on the same connection
    kept.sendall(b"GET /static/app.css HTTP/1.1\r\n" + host + b"\r\n")
    assert kept.recv(65536).startswith(b"HTTP/1.1 200")
    socks = {_connect(venue): list(headers) for _ in range(8)}
    socks[_connect(venue)] = [post, body]  # a hand whole, but 8 bytes short of what its headers said
    socks[_connect(venue)] = []  # connected, and nothing sent
    socks[kept] = list(headers)
    served: list[float] = []

    def phone() -> None:  # meanwhile, a phone reads its game
        time.sleep(1.0)
        start = time.monotonic()
        r = httpx.get(venue.server.address + link.path + "/game", timeout=5)
        served.append(time.monotonic() - start if r.status_code == 200 else 99)

    reader = threading.Thread(target=phone)
    reader.start()
    closed = _dribble(socks, LIMITS.request_seconds + 4)
    reader.join()
    assert len(closed) == len(socks), f"{len(socks) - len(closed)} of {len(socks)} still open"
    # closed once their time was up, not before (each had begun by the start)
    assert all(LIMITS.request_seconds - 1 <= t <= LIMITS.request_seconds + 2 for t in closed.values()), closed
    assert served and served[0] < 1.0, served
    time.sleep(1.0)  # what the server would make of the short body, it has made by now
    assert Hand.select().count() == 0  # it was not taken for the request
    for sock in socks:
        sock.close()


def test_a_kept_connection_waits_between_requests_as_long_as_a_phone_polls(venue: Venue) -> None:
    """The time runs from a request's first byte: a connection idle between requests (a phone reading
    its game every few seconds) is kept, up to the keep-alive time."""
    sock = _connect(venue, "127.0.0.1")
    request = f"GET {venue.links[0].path}/game HTTP/1.1\r\n".encode() + _host(venue) + b"\r\n"
    for _ in range(2):
        sock.sendall(request)
        assert _response(sock).startswith(b"HTTP/1.1 200")
        time.sleep(LIMITS.request_seconds + 1)  # longer than a request may take: not closed
    assert not _closed(sock)
    sock.close()


def test_a_client_holds_only_so_many_connections(venue: Venue) -> None:
    socks = [_connect(venue) for _ in range(300)]
    time.sleep(0.5)
    open_now = [s for s in socks if not _closed(s)]
    assert len(open_now) == LIMITS.connections_per_client, len(open_now)
    start = time.monotonic()
    r = httpx.get(venue.server.address + venue.links[0].path + "/game", timeout=5)  # another client
    assert r.status_code == 200 and time.monotonic() - start < 1.0
    late = _connect(venue)  # the slow client's next one is closed at once as well
    time.sleep(0.3)
    assert _closed(late)
    time.sleep(LIMITS.request_seconds + 1)
    assert all(_closed(s) for s in open_now)  # and those it holds, once their time is up
    for s in [*socks, late]:
        s.close()

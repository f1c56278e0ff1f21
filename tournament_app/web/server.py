"""Serving the venue: uvicorn on one address, in the foreground (``tournament-app serve``) or in a
thread of the desktop app (Tournament → Tables on phones…).

The socket is bound here first, so that a taken port or a wrong address is one clear message and the
address printed is the one really listened on (port 0: a free one). This computer only (127.0.0.1) is
the default; the venue's network is served only when the organiser names its address (or 0.0.0.0).
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import signal
import socket
import threading
from collections.abc import Callable, Iterator

import uvicorn

from tournament_app.messages import N_, Message, UserError
from tournament_app.services.table_links import DEFAULT_PORT
from tournament_app.storage.database import worker_threads_ok
from tournament_app.web.app import create_app
from tournament_app.web.connections import protocol_for
from tournament_app.web.guard import Limits

CTX = "web"
LOCAL = "127.0.0.1"
ANY = ("0.0.0.0", "::")


def _fail(text: str, **params: object) -> UserError:
    return UserError(Message(CTX, text, params))


def lan_addresses() -> list[str]:
    """This computer's IPv4 addresses on its networks (not loopback), the one toward the outside first:
    the addresses phones on the venue's Wi-Fi can type."""
    found: list[str] = []
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.connect(("192.0.2.1", 9))  # TEST-NET: nothing is sent, the route says which address
        found.append(probe.getsockname()[0])
    with contextlib.suppress(OSError):
        for *_rest, address in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            found.append(str(address[0]))
    return [a for a in dict.fromkeys(found) if not a.startswith("127.") and a != "0.0.0.0"]


def shown_host(host: str) -> str:
    """The host phones type for a server bound to ``host`` (all addresses: this computer's own)."""
    if host in ANY:
        lan = lan_addresses()
        return lan[0] if lan else LOCAL
    return host


def address_of(host: str, port: int) -> str:
    shown = shown_host(host)
    with contextlib.suppress(ValueError):
        if ipaddress.ip_address(shown).version == 6:
            shown = f"[{shown}]"
    return f"http://{shown}:{port}"


class _Uvicorn(uvicorn.Server):
    """uvicorn, telling when it accepts connections, and stopping on SIGINT/SIGTERM without raising
    the signal again afterwards (the command then ends with status 0)."""

    ready: Callable[[], None] = staticmethod(lambda: None)

    async def startup(self, sockets: list[socket.socket] | None = None) -> None:
        await super().startup(sockets)
        if self.started:
            self.ready()

    @contextlib.contextmanager
    def capture_signals(self) -> Iterator[None]:
        if threading.current_thread() is not threading.main_thread():
            yield
            return
        signals = [signal.SIGINT, signal.SIGTERM]
        before = {sig: signal.signal(sig, self.handle_exit) for sig in signals}
        try:
            yield
        finally:
            for sig, handler in before.items():
                signal.signal(sig, handler)


class VenueServer:
    def __init__(self, tournament_id: int, host: str = LOCAL, port: int = DEFAULT_PORT,
                 limits: Limits | None = None) -> None:
        if not worker_threads_ok():
            raise _fail(N_(CTX, "a database held only in memory cannot be served: open a file or a "
                                "server database"))
        self.host, self.port = host, port
        self.limits = limits or Limits()
        self.app = create_app(tournament_id, self.limits)
        self._socket: socket.socket | None = None
        self._server: _Uvicorn | None = None
        self._thread: threading.Thread | None = None

    @property
    def address(self) -> str:
        return address_of(self.host, self.port)

    def bind(self) -> str:
        """Take the address and port (0: any free port); the address phones type."""
        try:
            infos = socket.getaddrinfo(self.host, self.port, type=socket.SOCK_STREAM,
                                       flags=socket.AI_PASSIVE | socket.AI_NUMERICHOST)
        except (OSError, UnicodeError):
            raise _fail(N_(CTX, "{host} is not an address of this computer (give one such as "
                                "192.168.1.10, or 0.0.0.0 for every network)"), host=self.host) from None
        family, kind, proto, _name, where = infos[0]
        sock = socket.socket(family, kind, proto)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            sock.bind(where)
            sock.listen(128)
        except OSError as exc:
            sock.close()
            raise _fail(N_(CTX, "cannot serve on {host} port {port}: {reason}"), host=self.host,
                        port=self.port, reason=exc.strerror or str(exc)) from None
        sock.setblocking(False)
        self._socket = sock
        self.port = sock.getsockname()[1]
        return self.address

    def _uvicorn(self, ready: Callable[[], None]) -> _Uvicorn:
        config = uvicorn.Config(self.app, http=protocol_for(self.limits), loop="asyncio", ws="none",
                                lifespan="off", log_config=None, log_level="warning", access_log=False,
                                server_header=False, proxy_headers=False, limit_concurrency=400,
                                timeout_keep_alive=10, timeout_graceful_shutdown=3,
                                h11_max_incomplete_event_size=16 * 1024)
        server = _Uvicorn(config)
        server.ready = ready
        return server

    def run(self, ready: Callable[[], None] = lambda: None) -> None:
        """Serve until SIGINT or SIGTERM (the command line); ``ready``: once connections are taken."""
        if self._socket is None:
            self.bind()
        self._server = self._uvicorn(ready)
        assert self._socket is not None
        asyncio.run(self._server.serve(sockets=[self._socket]))
        self._close_socket()

    def start(self) -> None:
        """Serve from a thread (the desktop app); returns once connections are taken."""
        if self._socket is None:
            self.bind()
        started = threading.Event()
        self._server = self._uvicorn(started.set)
        sockets = [self._socket]
        self._thread = threading.Thread(target=lambda: asyncio.run(self._server.serve(sockets=sockets)),
                                        name="venue-server", daemon=True)
        self._thread.start()
        if not started.wait(10):
            self.stop()
            raise _fail(N_(CTX, "the server did not start"))

    def stop(self, timeout: float = 5.0) -> None:
        if self._server is not None:
            self._server.should_exit = True
        if self._thread is not None:
            self._thread.join(timeout)
            self._thread = None
        self._close_socket()

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def _close_socket(self) -> None:
        if self._socket is not None:
            self._socket.close()
            self._socket = None

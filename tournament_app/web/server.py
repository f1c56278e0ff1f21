"""Serving the venue: uvicorn on one address, in the foreground (``tournament-app serve``) or in a
thread of the desktop app (Tournament → Tables on phones…).

The socket is bound here first, so that a taken port or a wrong address is one clear message and the
address printed is the one really listened on (port 0: a free one). This computer only (127.0.0.1) is
the default; the venue's network is served only when the organiser names its address (or 0.0.0.0).
Once serving, the server says where the pages are reachable and whether that goes beyond private
networks (:meth:`VenueServer.reachable`, :meth:`VenueServer.exposure`).
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import signal
import socket
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass

import uvicorn
from uvicorn.server import HANDLED_SIGNALS

from tournament_app.platform import sockets
from tournament_app.platform.adapters import Adapter
from tournament_app.services.table_links import DEFAULT_PORT
from tournament_app.storage.database import worker_threads_ok
from tournament_app.web.app import create_app
from tournament_app.web.connections import protocol_for
from tournament_app.web.guard import Limits
from tournament_app.words.messages import N_, Message, UserError

CTX = "web"
LOCAL = "127.0.0.1"
ANY = ("0.0.0.0", "::")
# Networks the internet does not reach: private (RFC 1918, unique local) and link-local ones
PRIVATE = tuple(ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16",
                                                   "169.254.0.0/16", "fc00::/7", "fe80::/10"))


def _fail(text: str, **params: object) -> UserError:
    return UserError(Message(CTX, text, params))


def lan_addresses(family: socket.AddressFamily = socket.AF_INET) -> list[str]:
    """This computer's addresses on its networks (not loopback), those of the adapter with a gateway (the
    venue's router) first: the addresses phones on the venue's Wi-Fi can type (IPv4; ``AF_INET6``:
    IPv6). :func:`tournament_app.platform.sockets.venue_addresses` names each one's adapter."""
    return [found.address for found in sockets.venue_addresses(family)]


def _ip(address: str) -> ipaddress.IPv4Address | ipaddress.IPv6Address:
    ip = ipaddress.ip_address(address.partition("%")[0])  # fe80::1%eth0: the scope apart
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        return ip.ipv4_mapped
    return ip


def private(address: str) -> bool:
    """An address the internet does not reach: of a private or link-local network, or this computer's
    own (loopback)."""
    ip = _ip(address)
    return ip.is_loopback or any(ip in network for network in PRIVATE)


@dataclass(frozen=True)
class Exposure:
    """Beyond this computer and private networks: ``everywhere`` (all of its networks are served, by
    0.0.0.0 or ::), ``public`` (the addresses served that are not private)."""

    everywhere: bool
    public: tuple[str, ...]


def shown_host(host: str) -> str:
    """The host phones type for a server bound to ``host`` (all addresses: this computer's own)."""
    if host in ANY:
        lan = lan_addresses()
        return lan[0] if lan else LOCAL
    return host


def address_of(host: str, port: int) -> str:
    return _url(shown_host(host), port)


def _url(host: str, port: int) -> str:
    with contextlib.suppress(ValueError):
        if ipaddress.ip_address(host.partition("%")[0]).version == 6:
            host = f"[{host}]"
    return f"http://{host}:{port}"


class _Uvicorn(uvicorn.Server):
    """uvicorn, telling when it accepts connections, and stopping on the signals uvicorn stops on (SIGINT,
    SIGTERM, and on Windows Ctrl+Break's SIGBREAK) without raising the signal again afterwards (the
    command then ends with status 0)."""

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
        before = {sig: signal.signal(sig, self.handle_exit) for sig in HANDLED_SIGNALS}
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
        self._adapters: list[Adapter] | None = None
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
        try:
            sock = sockets.listening_socket(family, kind, proto, where)
        except OSError as exc:
            if sockets.in_use(exc):
                raise _fail(N_(CTX, "cannot serve on {host} port {port}: that port is taken (another serve, "
                                    "another program, or the system keeps it); choose another port"),
                            host=self.host, port=self.port) from None
            raise _fail(N_(CTX, "cannot serve on {host} port {port}: {reason}"), host=self.host,
                        port=self.port, reason=exc.strerror or str(exc)) from None
        sock.setblocking(False)
        self._socket = sock
        self.port = sock.getsockname()[1]
        return self.address

    def hosts(self) -> list[str]:
        """The addresses the pages answer at: the one bound, or for every network (0.0.0.0, ::) this
        computer's addresses on its networks, then its own (loopback)."""
        if self.host not in ANY:
            return [self.host]
        ipv4 = [*(found.address for found in self._venue(socket.AF_INET)), LOCAL]
        if self.host == "0.0.0.0":
            return ipv4
        ipv6 = [found.address for found in self._venue(socket.AF_INET6)]
        return [*ipv6, "::1", *([] if self._v6_only() else ipv4)]

    def reachable(self) -> list[tuple[str, str]]:
        """The pages' addresses (``http://ADDR:PORT/``), the networks' first, each with the name of its
        adapter ("" for this computer's own, or where the system did not say)."""
        adapters = {found.address: found.adapter for family in (socket.AF_INET, socket.AF_INET6)
                    for found in self._venue(family)}
        return [(_url(host, self.port) + "/", adapters.get(_ip(host).compressed, ""))
                for host in self.hosts()]

    def _venue(self, family: int) -> list[sockets.Address]:
        """This computer's addresses on its networks, its adapters read once for the server (on macOS
        that is three commands)."""
        if self._adapters is None:
            self._adapters = sockets.read_adapters()
        return sockets.venue_addresses(family, self._adapters)

    def local_only(self) -> bool:
        """Whether only this computer reaches the pages (127.0.0.1, ::1)."""
        return all(_ip(host).is_loopback for host in self.hosts())

    def exposure(self) -> Exposure | None:
        """What is served beyond private networks, or None when nothing is."""
        public = tuple(host for host in self.hosts() if not private(host))
        if self.host in ANY or public:
            return Exposure(self.host in ANY, public)
        return None

    def _v6_only(self) -> bool:
        with contextlib.suppress(OSError, AttributeError):
            if self._socket is not None:
                return bool(self._socket.getsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY))
        return True

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

"""Sockets where Windows, macOS and Linux differ: binding the venue server's port, IPv4 clients on
``::``, the addresses of this computer's networks with their adapters, and giving up on a database
server that went silent.

The functions read :data:`.system.SYSTEM` when called; the tests set it to see another system's choices.
"""

from __future__ import annotations

import contextlib
import errno
import ipaddress
import os
import socket
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, NamedTuple

from tournament_app.platform import system as _system
from tournament_app.platform.system import MACOS, WINDOWS

if TYPE_CHECKING:  # the adapters' reader loads ctypes: only when the addresses are asked for
    from tournament_app.platform import adapters as _adapters

PROBE_S = 0.3  # a local address answers a connect in milliseconds


class Option(NamedTuple):
    """A socket option by the names of the system's headers (``socket`` names them where it runs)."""

    level: str
    name: str
    value: int


# What the headers define and Python's socket module may leave out (winsock2.h: ~SO_REUSEADDR;
# ws2ipdef.h; macOS netinet/tcp.h)
_HEADERS = {WINDOWS: {"SOL_SOCKET": 0xFFFF, "SO_EXCLUSIVEADDRUSE": ~4, "IPPROTO_TCP": 6, "TCP_KEEPCNT": 16,
                        "TCP_MAXRT": 5},
            MACOS: {"IPPROTO_TCP": 6, "TCP_RXT_CONNDROPTIME": 0x80}}
# bind's refusals of a port that is taken: WSAEADDRINUSE, and WSAEACCES, which Windows answers for a
# port another socket holds exclusively, or that it keeps for itself (Hyper-V's and WSL's ranges)
_IN_USE = {WINDOWS: {10048, 10013}}


def _number(name: str) -> int:
    found = getattr(socket, name, None)
    return int(found) if found is not None else _HEADERS[_system.SYSTEM][name]


# -- the venue server's port ----------------------------------------------------------------------
def listen_options(family: int, host: str, system: str | None = None) -> tuple[Option, ...]:
    """The options a listening socket for ``host`` gets before it is bound."""
    system = system or _system.SYSTEM
    # Windows' SO_REUSEADDR lets a second socket take a port that is being listened on (the phones'
    # connections would split between two servers); SO_EXCLUSIVEADDRUSE refuses that second socket,
    # and Windows needs no option to bind again beside the last run's closing connections. On POSIX
    # SO_REUSEADDR does only that: the port is free again while those connections wait out TIME_WAIT.
    if system == WINDOWS:
        options = [Option("SOL_SOCKET", "SO_EXCLUSIVEADDRUSE", 1)]
    else:
        options = [Option("SOL_SOCKET", "SO_REUSEADDR", 1)]
    if family == socket.AF_INET6 and ipaddress.ip_address(host.partition("%")[0]).is_unspecified:
        # "::" answers IPv4 clients too: Windows' sockets are IPv6-only unless told, Linux's follow
        # net.ipv6.bindv6only
        options.append(Option("IPPROTO_IPV6", "IPV6_V6ONLY", 0))
    return tuple(options)


def listening_socket(family: int, kind: int, proto: int, where: tuple) -> socket.socket:
    """A socket bound to ``where`` (an address of getaddrinfo's) and listening; OSError when the
    address cannot be taken (:func:`in_use` says whether another socket has it)."""
    sock = socket.socket(family, kind, proto)
    try:
        for option in listen_options(family, where[0]):
            sock.setsockopt(_number(option.level), _number(option.name), option.value)
        # macOS binds as BSD does: with SO_REUSEADDR a socket may take an address beside another
        # program's wildcard on the same port (or a wildcard beside its address), so look first
        if _system.SYSTEM == MACOS and where[1] and answered(family, where[0], where[1]):
            raise OSError(errno.EADDRINUSE, os.strerror(errno.EADDRINUSE))
        sock.bind(where)
        sock.listen(128)
    except BaseException:
        sock.close()
        raise
    return sock


def in_use(error: OSError) -> bool:
    """Whether ``bind`` refused because another socket has the port."""
    return error.errno in _IN_USE.get(_system.SYSTEM, {errno.EADDRINUSE})


def answered(family: int, host: str, port: int) -> bool:
    """Whether something takes connections at ``host`` and ``port`` already; for all addresses (0.0.0.0,
    ::) at this computer's own address or any of its networks'."""
    if ipaddress.ip_address(host.partition("%")[0]).is_unspecified:
        families = (socket.AF_INET, socket.AF_INET6) if family == socket.AF_INET6 else (socket.AF_INET,)
        targets = [address for f in families
                   for address in ("127.0.0.1" if f == socket.AF_INET else "::1",
                                   *(a.address for a in venue_addresses(f)))]
    else:
        targets = [host]
    for target in targets:
        with contextlib.suppress(OSError), socket.create_connection((target, port), timeout=PROBE_S):
            return True
    return False


# -- the venue's addresses ----------------------------------------------------------------------
@dataclass(frozen=True)
class Address:
    """An address of this computer on one of its networks, the adapter's name ("" when the system did
    not say), and whether that adapter has a gateway (the default route leaves through it)."""

    address: str
    adapter: str
    gateway: bool


def venue_addresses(family: int = socket.AF_INET,
                    found: list[_adapters.Adapter] | None = None) -> list[Address]:
    """This computer's addresses on its networks (not loopback; IPv6: not link-local, which a phone's
    browser cannot open), those of an adapter with a gateway (the venue's router) first, the one the
    default route leaves by first among them, a self-assigned (169.254) address after the others.
    ``found``: the adapters as :func:`read_adapters` gave them (read now when left out)."""
    found = read_adapters() if found is None else found
    if not found:  # the system did not say: the addresses its host name has, by the route's first
        return [Address(a, "", False) for a in _by_host_name(family)]
    return ordered(found, family, outward(family))


def read_adapters() -> list[_adapters.Adapter]:
    """This computer's network adapters, or none when the system does not say."""
    try:
        from tournament_app.platform import adapters

        return adapters.read(_system.SYSTEM)
    except (OSError, AttributeError, ValueError):  # (AttributeError: ctypes.WinDLL, not on Windows)
        return []


def ordered(found: Iterable[_adapters.Adapter], family: int, outward: str | None = None) -> list[Address]:
    """The addresses of ``family`` of the adapters that are up, in the order :func:`venue_addresses`
    gives (``outward``: the address the default route leaves by, if any)."""
    version = 4 if family == socket.AF_INET else 6
    listed: dict[str, Address] = {}
    for adapter in found:
        if not adapter.up:
            continue
        for text in adapter.addresses:
            try:
                ip = ipaddress.ip_address(text.partition("%")[0])
            except ValueError:
                continue
            if ip.version != version or ip.is_loopback or ip.is_unspecified:
                continue
            if version == 6 and ip.is_link_local:  # (needs its %zone, which browsers refuse)
                continue
            listed.setdefault(str(ip), Address(str(ip), adapter.name, adapter.gateway))
    return sorted(listed.values(), key=lambda a: (not a.gateway, a.address != outward,
                                                  ipaddress.ip_address(a.address).is_link_local))


def outward(family: int = socket.AF_INET) -> str | None:
    """The address the default route leaves by (None without one): nothing is sent, the route says."""
    target = ("192.0.2.1", 9) if family == socket.AF_INET else ("2001:db8::1", 9)  # documentation
    with contextlib.suppress(OSError), socket.socket(family, socket.SOCK_DGRAM) as probe:
        probe.connect(target)
        return str(probe.getsockname()[0])
    return None


def _by_host_name(family: int) -> list[str]:
    """Without the adapters: the route's address, then those the host name resolves to."""
    found = [a for a in [outward(family)] if a]
    with contextlib.suppress(OSError):
        for *_rest, address in socket.getaddrinfo(socket.gethostname(), None, family):
            found.append(str(address[0]))
    keep = []
    for address in dict.fromkeys(found):
        ip = ipaddress.ip_address(address.partition("%")[0])
        if not (ip.is_loopback or ip.is_unspecified):
            keep.append(address)
    return keep


# -- a database server gone silent ------------------------------------------------------------
def silence_options(silent_ms: int, probes: int, system: str | None = None) -> tuple[Option, ...]:
    """What a connection to a database server needs besides libpq's own settings so that a server
    gone silent is given up after ``silent_ms`` of unanswered sending, and an idle connection after
    ``probes`` unanswered keepalives. libpq's ``tcp_user_timeout`` exists only where TCP_USER_TIMEOUT
    does (Linux), and Windows ignores ``keepalives_count`` (ten probes)."""
    system = system or _system.SYSTEM
    seconds = max(1, -(-silent_ms // 1000))
    if system == WINDOWS:  # TCP_KEEPCNT: Windows 10 1703 and later
        return (Option("IPPROTO_TCP", "TCP_KEEPCNT", probes), Option("IPPROTO_TCP", "TCP_MAXRT", seconds))
    if system == MACOS:
        return (Option("IPPROTO_TCP", "TCP_RXT_CONNDROPTIME", seconds),)
    return ()  # Linux: libpq sets TCP_USER_TIMEOUT and TCP_KEEPCNT itself


def limit_silence(fileno: int, silent_ms: int, probes: int) -> None:
    """Set :func:`silence_options` on a connection's socket (its descriptor, Windows: its handle)."""
    apply(fileno, silence_options(silent_ms, probes))


def apply(fileno: int, options: Iterable[Option]) -> None:
    """Set ``options`` on the socket another library owns, best effort: a system without one of them
    keeps its own behaviour. The socket is borrowed, never closed here."""
    options = tuple(options)
    if not options:
        return
    try:
        sock = socket.socket(fileno=fileno)
    except OSError:
        return
    try:
        for option in options:
            with contextlib.suppress(OSError, KeyError):
                sock.setsockopt(_number(option.level), _number(option.name), option.value)
    finally:
        sock.detach()

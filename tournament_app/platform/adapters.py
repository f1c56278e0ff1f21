"""This computer's network adapters as each system tells them: the name a person knows the adapter by,
its addresses, whether it is up, and whether the default route leaves through it (it has a gateway).

Linux: the kernel's tables (``/proc/net``, and an ioctl for each interface's IPv4 address); macOS:
``ifconfig``, ``route -n get default`` and ``networksetup`` (which names ``en0`` "Wi-Fi"); Windows:
``GetAdaptersAddresses``, whose friendly names ("Wi-Fi", "vEthernet (WSL)") are the ones Settings shows.
Each reader parses the answers it is handed, so that the tests can hand it another system's.
"""

from __future__ import annotations

import contextlib
import ctypes
import ipaddress
import socket
import struct
import subprocess
from collections.abc import Iterable
from dataclasses import dataclass

from tournament_app.platform.system import MACOS, WINDOWS


@dataclass(frozen=True)
class Adapter:
    name: str
    addresses: tuple[str, ...]
    gateway: bool = False
    up: bool = True


def read(system: str) -> list[Adapter]:
    """The adapters of this computer (``system``: :data:`.system.SYSTEM`). Raises OSError (or
    AttributeError off Windows for its reader) when the system does not answer."""
    return {WINDOWS: read_windows, MACOS: read_macos}.get(system, read_linux)()


# -- Linux --------------------------------------------------------------------------------------
_RTF_UP_GATEWAY = 0x3
_SIOCGIFADDR = 0x8915
_IFA_UNUSABLE = 0x40 | 0x08  # tentative (duplicate address detection not done), DAD failed


def linux(ipv4: Iterable[tuple[str, str]], if_inet6: str, route: str, ipv6_route: str) -> list[Adapter]:
    """Adapters from each interface's IPv4 address (name, address), ``/proc/net/if_inet6``, and the
    default routes of ``/proc/net/route`` and ``/proc/net/ipv6_route``."""
    gateways = set()
    for line in route.splitlines()[1:]:  # Iface Destination Gateway Flags RefCnt Use Metric Mask …
        f = line.split()
        if len(f) >= 8 and f[1] == f[7] == "00000000" and int(f[3], 16) & _RTF_UP_GATEWAY == _RTF_UP_GATEWAY:
            gateways.add(f[0])
    for line in ipv6_route.splitlines():  # dest len source len next-hop metric refcnt use flags name
        f = line.split()
        if (len(f) >= 10 and f[0] == "0" * 32 and f[1] == "00"
                and int(f[8], 16) & _RTF_UP_GATEWAY == _RTF_UP_GATEWAY):
            gateways.add(f[9])
    found: dict[str, list[str]] = {}
    for name, address in ipv4:
        found.setdefault(name, []).append(address)
    for line in if_inet6.splitlines():  # address index prefix scope flags name
        f = line.split()
        if len(f) >= 6 and len(f[0]) == 32 and not int(f[4], 16) & _IFA_UNUSABLE:
            found.setdefault(f[5], []).append(str(ipaddress.IPv6Address(bytes.fromhex(f[0]))))
    return [Adapter(name, tuple(addresses), name in gateways) for name, addresses in found.items()]


def read_linux() -> list[Adapter]:
    return linux(_linux_ipv4(), _text("/proc/net/if_inet6"), _text("/proc/net/route"),
                 _text("/proc/net/ipv6_route"))


def _linux_ipv4() -> list[tuple[str, str]]:
    import fcntl  # POSIX only

    found = []
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        for _index, name in socket.if_nameindex():
            with contextlib.suppress(OSError):  # an interface without an IPv4 address
                answer = fcntl.ioctl(probe.fileno(), _SIOCGIFADDR, struct.pack("256s", name.encode()[:15]))
                found.append((name, socket.inet_ntoa(answer[20:24])))
    return found


def _text(path: str) -> str:
    try:
        with open(path, encoding="ascii", errors="replace") as file:
            return file.read()
    except OSError:
        return ""


# -- macOS --------------------------------------------------------------------------------------
def macos(ifconfig: str, default_routes: Iterable[str], ports: str) -> list[Adapter]:
    """Adapters from ``ifconfig``, ``route -n get default`` (IPv4, then ``-inet6``) and
    ``networksetup -listallhardwareports`` (the names: "Hardware Port: Wi-Fi" over "Device: en0")."""
    names: dict[str, str] = {}
    port = ""
    for line in ports.splitlines():
        key, _, value = line.partition(":")
        if key.strip() == "Hardware Port":
            port = value.strip()
        elif key.strip() == "Device" and port:
            names[value.strip()] = port
    gateways = set()
    for answer in default_routes:
        for line in answer.splitlines():
            key, _, value = line.strip().partition(":")
            if key == "interface":
                gateways.add(value.strip())
    adapters: list[Adapter] = []
    device, up, addresses = "", False, []
    for line in [*ifconfig.splitlines(), "end:"]:
        if line and not line[0].isspace():  # "en0: flags=8863<UP,BROADCAST,SMART,RUNNING,…> mtu 1500"
            if device:
                adapters.append(Adapter(names.get(device, device), tuple(addresses), device in gateways, up))
            device, addresses = line.partition(":")[0], []
            flags = line.partition("<")[2].partition(">")[0].split(",")
            up = "UP" in flags and "RUNNING" in flags
            continue
        f = line.split()  # "inet 192.168.1.23 netmask …", "inet6 fe80::1%en0 prefixlen 64 secured …"
        if len(f) >= 2 and f[0] in ("inet", "inet6") and not {"tentative", "duplicated", "detached"} & set(f):
            addresses.append(f[1].partition("%")[0])
    return adapters


def read_macos() -> list[Adapter]:
    routes = (_run("/sbin/route", "-n", "get", "default"),
              _run("/sbin/route", "-n", "get", "-inet6", "default"))
    return macos(_run("/sbin/ifconfig"), routes, _run("/usr/sbin/networksetup", "-listallhardwareports"))


def _run(*command: str) -> str:
    try:
        return subprocess.run(command, capture_output=True, text=True, errors="replace", timeout=3).stdout
    except (OSError, subprocess.SubprocessError):
        return ""


# -- Windows ------------------------------------------------------------------------------------
# iptypes.h, as far as the fields read here (Windows fills the whole, longer structure). ULONG and
# DWORD are 32 bits on Windows, hence c_uint32 rather than c_ulong.
class SocketAddress(ctypes.Structure):
    _fields_ = [("sockaddr", ctypes.c_void_p), ("length", ctypes.c_int32)]


class UnicastAddress(ctypes.Structure):
    pass


UnicastAddress._fields_ = [("length", ctypes.c_uint32), ("flags", ctypes.c_uint32),
                           ("next", ctypes.POINTER(UnicastAddress)), ("address", SocketAddress)]


class GatewayAddress(ctypes.Structure):
    pass


GatewayAddress._fields_ = [("length", ctypes.c_uint32), ("reserved", ctypes.c_uint32),
                           ("next", ctypes.POINTER(GatewayAddress)), ("address", SocketAddress)]


class AdapterAddresses(ctypes.Structure):
    pass


_U32, _PTR, _TEXT = ctypes.c_uint32, ctypes.c_void_p, ctypes.c_wchar_p
AdapterAddresses._fields_ = [
    ("length", _U32), ("if_index", _U32), ("next", ctypes.POINTER(AdapterAddresses)),
    ("adapter_name", ctypes.c_char_p), ("first_unicast", ctypes.POINTER(UnicastAddress)),
    ("first_anycast", _PTR), ("first_multicast", _PTR), ("first_dns", _PTR),
    ("dns_suffix", _TEXT), ("description", _TEXT), ("friendly_name", _TEXT),
    ("physical_address", ctypes.c_ubyte * 8), ("physical_length", _U32), ("flags", _U32),
    ("mtu", _U32), ("if_type", _U32), ("oper_status", _U32), ("ipv6_if_index", _U32),
    ("zone_indices", _U32 * 16),
    ("first_prefix", _PTR), ("transmit_speed", ctypes.c_uint64), ("receive_speed", ctypes.c_uint64),
    ("first_wins", _PTR), ("first_gateway", ctypes.POINTER(GatewayAddress)),
]
_WINDOWS_AF_INET, _WINDOWS_AF_INET6 = 2, 23
_IF_OPER_STATUS_UP = 1
_NO_ERROR, _ERROR_BUFFER_OVERFLOW, _ERROR_NO_DATA = 0, 111, 232
# GAA_FLAG_SKIP_ANYCAST | SKIP_MULTICAST | SKIP_DNS_SERVER | INCLUDE_GATEWAYS
_GAA_FLAGS = 0x2 | 0x4 | 0x8 | 0x80


def windows(first: AdapterAddresses | None) -> list[Adapter]:
    """Adapters from the list ``GetAdaptersAddresses`` wrote (its first entry, or None for none)."""
    adapters = []
    node = first
    while node is not None:
        addresses = []
        unicast = node.first_unicast
        while unicast:
            address = _windows_address(unicast.contents.address)
            if address is not None:
                addresses.append(address)
            unicast = unicast.contents.next
        adapters.append(Adapter(node.friendly_name or node.description or "", tuple(addresses),
                                bool(node.first_gateway), node.oper_status == _IF_OPER_STATUS_UP))
        node = node.next.contents if node.next else None
    return adapters


def _windows_address(address: SocketAddress) -> str | None:
    if not address.sockaddr or address.length < 8:
        return None
    raw = ctypes.string_at(address.sockaddr, address.length)
    family = int.from_bytes(raw[:2], "little")
    if family == _WINDOWS_AF_INET:  # sockaddr_in: family, port, address
        return str(ipaddress.IPv4Address(raw[4:8]))
    if family == _WINDOWS_AF_INET6 and len(raw) >= 24:  # sockaddr_in6: family, port, flow, address, scope
        return str(ipaddress.IPv6Address(raw[8:24]))
    return None


def read_windows() -> list[Adapter]:
    get = ctypes.WinDLL("iphlpapi").GetAdaptersAddresses  # type: ignore[attr-defined]
    get.argtypes = [ctypes.c_uint32, ctypes.c_uint32, ctypes.c_void_p, ctypes.c_void_p,
                    ctypes.POINTER(ctypes.c_uint32)]
    get.restype = ctypes.c_uint32
    size = ctypes.c_uint32(16 * 1024)
    for _attempt in range(4):  # the list may grow between asking its size and reading it
        buffer = ctypes.create_string_buffer(size.value)
        result = get(socket.AF_UNSPEC, _GAA_FLAGS, None, buffer, ctypes.byref(size))
        if result == _NO_ERROR:
            return windows(AdapterAddresses.from_buffer(buffer))  # read while the buffer lives
        if result == _ERROR_NO_DATA:
            return []
        if result != _ERROR_BUFFER_OVERFLOW:
            break
    raise OSError(result, "GetAdaptersAddresses")

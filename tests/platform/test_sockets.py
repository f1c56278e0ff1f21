"""The venue server's sockets on each system (tournament_app/platform/sockets.py, adapters.py): the options
a listening socket gets, the refusals that mean "port taken", macOS looking before it binds, and this
computer's addresses with their adapters, the one with a gateway first. Windows and macOS are injected
through ``platform.system.SYSTEM`` and the readers' answers; what Linux can do for real, it does."""

from __future__ import annotations

import ctypes
import errno
import ipaddress
import itertools
import json
import shutil
import socket
import subprocess
from collections.abc import Iterator

import pytest

from tests.platform import has_ipv6
from tournament_app.platform import adapters, sockets
from tournament_app.platform import system as platform_system
from tournament_app.platform.adapters import Adapter
from tournament_app.platform.sockets import Address, Option
from tournament_app.platform.system import LINUX, MACOS, WINDOWS


@pytest.fixture
def system(monkeypatch: pytest.MonkeyPatch) -> Iterator[object]:
    """Set the platform layer's system for one test: ``system(WINDOWS)``."""
    yield lambda name: monkeypatch.setattr(platform_system, "SYSTEM", name)


@pytest.mark.parametrize("name", [WINDOWS, MACOS, LINUX])
def test_a_listening_socket_takes_the_port_for_itself_and_answers_ipv4_on_all_ipv6(name: str) -> None:
    taken = Option("SOL_SOCKET", "SO_EXCLUSIVEADDRUSE", 1) if name == WINDOWS else Option(
        "SOL_SOCKET", "SO_REUSEADDR", 1)
    dual = Option("IPPROTO_IPV6", "IPV6_V6ONLY", 0)
    assert sockets.listen_options(socket.AF_INET, "0.0.0.0", name) == (taken,)
    assert sockets.listen_options(socket.AF_INET, "192.168.1.10", name) == (taken,)
    assert sockets.listen_options(socket.AF_INET6, "::", name) == (taken, dual)
    assert sockets.listen_options(socket.AF_INET6, "fd00::2", name) == (taken,)  # one address: as it is
    options = [o.name for o in sockets.listen_options(socket.AF_INET6, "::", name)]
    assert ("SO_REUSEADDR" in options) is (name != WINDOWS)  # Windows: a second socket could take it


def test_the_options_reach_the_socket_here() -> None:
    with sockets.listening_socket(socket.AF_INET, socket.SOCK_STREAM, 0, ("127.0.0.1", 0)) as sock:
        assert sock.getsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR) == 1
    if not has_ipv6():
        pytest.skip("this computer has no IPv6")
    with sockets.listening_socket(socket.AF_INET6, socket.SOCK_STREAM, 0, ("::", 0, 0, 0)) as sock:
        assert sock.getsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY) == 0


def test_the_refusals_that_mean_the_port_is_taken(system) -> None:
    system(WINDOWS)  # WSAEADDRINUSE; WSAEACCES: held exclusively by another socket, or kept by Windows
    assert sockets.in_use(OSError(10048, "x")) and sockets.in_use(OSError(10013, "x"))
    assert not sockets.in_use(OSError(10049, "x"))  # WSAEADDRNOTAVAIL: not this computer's address
    system(LINUX)
    assert sockets.in_use(OSError(errno.EADDRINUSE, "x"))
    assert not sockets.in_use(OSError(errno.EADDRNOTAVAIL, "x")) and not sockets.in_use(OSError(10013, "x"))


def test_macos_looks_whether_the_port_answers_before_it_binds(system) -> None:
    """BSD lets a socket with SO_REUSEADDR bind beside another program's wildcard on the same port, so
    on macOS a connect to the address comes first: the other program's listener sees it."""
    other = socket.create_server(("0.0.0.0", 0))
    port = other.getsockname()[1]
    other.settimeout(2)
    try:
        system(MACOS)
        with pytest.raises(OSError) as refused:
            sockets.listening_socket(socket.AF_INET, socket.SOCK_STREAM, 0, ("127.0.0.1", port))
        assert refused.value.errno == errno.EADDRINUSE
        connection, _ = other.accept()  # the look: a connection, closed at once
        connection.close()
        system(LINUX)  # Linux's own bind refuses, without looking
        with pytest.raises(OSError):
            sockets.listening_socket(socket.AF_INET, socket.SOCK_STREAM, 0, ("127.0.0.1", port))
        other.settimeout(0.5)
        with pytest.raises(TimeoutError):
            other.accept()
    finally:
        other.close()


def test_whether_something_answers_at_a_port() -> None:
    with socket.create_server(("127.0.0.1", 0)) as other:
        port = other.getsockname()[1]
        assert sockets.answered(socket.AF_INET, "127.0.0.1", port)
        assert sockets.answered(socket.AF_INET, "0.0.0.0", port)  # all addresses: this computer's own too
    assert not sockets.answered(socket.AF_INET, "127.0.0.1", port)


# -- a database server gone silent ---------------------------------------------------------------
def test_what_each_system_needs_beside_libpq_to_give_up_on_a_silent_server() -> None:
    """libpq's tcp_user_timeout exists on Linux only, and Windows ignores keepalives_count: Windows gets
    TCP_MAXRT (seconds, rounded up) and TCP_KEEPCNT, macOS TCP_RXT_CONNDROPTIME; Linux needs nothing."""
    assert sockets.silence_options(8000, 3, WINDOWS) == (Option("IPPROTO_TCP", "TCP_KEEPCNT", 3),
                                                           Option("IPPROTO_TCP", "TCP_MAXRT", 8))
    assert sockets.silence_options(7500, 3, MACOS) == (Option("IPPROTO_TCP", "TCP_RXT_CONNDROPTIME", 8),)
    assert sockets.silence_options(8000, 3, LINUX) == ()


def test_options_are_set_on_a_borrowed_socket_which_stays_open() -> None:
    with (socket.create_server(("127.0.0.1", 0)) as server,
          socket.create_connection(server.getsockname()) as sock):
        sockets.apply(sock.fileno(), [Option("IPPROTO_TCP", "TCP_KEEPCNT", 4),
                                      Option("IPPROTO_TCP", "NO_SUCH_OPTION", 1)])  # one this system lacks
        assert sock.getsockopt(socket.IPPROTO_TCP, socket.TCP_KEEPCNT) == 4
        sock.sendall(b"still open")


# -- the venue's addresses -----------------------------------------------------------------------
LAPTOP = [  # a Windows laptop as GetAdaptersAddresses lists it: virtual adapters before the Wi-Fi
    Adapter("vEthernet (WSL)", ("172.20.0.1", "fe80::1")),
    Adapter("VirtualBox Host-Only Network", ("192.168.56.1",)),
    Adapter("Ethernet", ("10.0.0.5",), gateway=True, up=False),  # the cable is out
    Adapter("Wi-Fi", ("fe80::2", "192.168.1.23", "fd00::23"), gateway=True),
    Adapter("Loopback Pseudo-Interface 1", ("127.0.0.1", "::1")),
    Adapter("Bluetooth Network Connection", ("169.254.7.7",)),
]


def test_the_adapter_with_a_gateway_comes_first_then_the_systems_order_self_assigned_last() -> None:
    assert sockets.ordered(LAPTOP, socket.AF_INET) == [
        Address("192.168.1.23", "Wi-Fi", True), Address("172.20.0.1", "vEthernet (WSL)", False),
        Address("192.168.56.1", "VirtualBox Host-Only Network", False),
        Address("169.254.7.7", "Bluetooth Network Connection", False)]
    # IPv6: no link-local (a browser takes no fe80::…%zone), no loopback
    assert sockets.ordered(LAPTOP, socket.AF_INET6) == [Address("fd00::23", "Wi-Fi", True)]


def test_of_two_adapters_with_gateways_the_default_routes_comes_first() -> None:
    both = [Adapter("Ethernet", ("10.0.0.5",), gateway=True),
            Adapter("Wi-Fi", ("192.168.1.23",), gateway=True)]
    assert [a.adapter for a in sockets.ordered(both, socket.AF_INET)] == ["Ethernet", "Wi-Fi"]
    assert [a.adapter for a in sockets.ordered(both, socket.AF_INET, "192.168.1.23")] == ["Wi-Fi", "Ethernet"]


def test_the_venue_addresses_read_from_the_injected_system(system, monkeypatch: pytest.MonkeyPatch) -> None:
    system(WINDOWS)
    monkeypatch.setattr(adapters, "read_windows", lambda: LAPTOP)
    assert [a.address for a in sockets.venue_addresses()] == [
        "192.168.1.23", "172.20.0.1", "192.168.56.1", "169.254.7.7"]


def test_without_an_answer_from_the_system_the_host_names_addresses_are_listed(system) -> None:
    system(WINDOWS)  # here ctypes has no WinDLL: the reader cannot answer
    assert sockets.read_adapters() == []
    found = sockets.venue_addresses()
    assert all(a.adapter == "" for a in found)
    outward = sockets.outward()
    if outward is not None:
        assert found[0].address == outward


PROC_ROUTE = """Iface\tDestination\tGateway \tFlags\tRefCnt\tUse\tMetric\tMask\t\tMTU\tWindow\tIRTT
docker0\t000011AC\t00000000\t0001\t0\t0\t0\t0000FFFF\t0\t0\t0
wlan0\t00000000\t0101A8C0\t0003\t0\t0\t600\t00000000\t0\t0\t0
wlan0\t0001A8C0\t00000000\t0001\t0\t0\t600\t00FFFFFF\t0\t0\t0
"""
PROC_IPV6_ROUTE = (
    "fd000000000000000000000000000000 40 00000000000000000000000000000000 00 "
    "00000000000000000000000000000000 00000100 00000001 00000000 00000001    wlan0\n"
    "00000000000000000000000000000000 00 00000000000000000000000000000000 00 "
    "00000000000000000000000000000000 ffffffff 00000001 00000000 00200200       lo\n")
PROC_IF_INET6 = ("00000000000000000000000000000001 01 80 10 80       lo\n"
                 "fd000000000000000000000000000023 03 40 00 00    wlan0\n"
                 "fd000000000000000000000000000099 03 40 00 40    wlan0\n"  # tentative: not yet usable
                 "fe800000000000000000000000000023 03 40 20 80    wlan0\n")


def test_the_linux_reader() -> None:
    found = adapters.linux([("lo", "127.0.0.1"), ("docker0", "172.17.0.1"), ("wlan0", "192.168.1.23")],
                           PROC_IF_INET6, PROC_ROUTE, PROC_IPV6_ROUTE)
    assert found == [Adapter("lo", ("127.0.0.1", "::1")), Adapter("docker0", ("172.17.0.1",)),
                     Adapter("wlan0", ("192.168.1.23", "fd00::23", "fe80::23"), gateway=True)]
    # an IPv6 default route alone marks its adapter too; the unreachable route on lo does not
    v6 = adapters.linux([], PROC_IF_INET6, "", "00000000000000000000000000000000 00 "
                        "00000000000000000000000000000000 00 fe800000000000000000000000000001 00000400 "
                        "00000001 00000000 00000003     wlan0\n" + PROC_IPV6_ROUTE)
    assert [(a.name, a.gateway) for a in v6] == [("lo", False), ("wlan0", True)]


@pytest.mark.skipif(platform_system.SYSTEM != LINUX or shutil.which("ip") is None,
                    reason="Linux with iproute2")
def test_the_linux_reader_agrees_with_ip() -> None:
    """What the kernel's tables say, checked against iproute2's JSON of the same."""
    listed = json.loads(subprocess.run(["ip", "-j", "address"], capture_output=True, text=True).stdout)
    routes = json.loads(subprocess.run(["ip", "-j", "route", "show", "default"], capture_output=True,
                                       text=True).stdout)
    found = {a.name: a for a in adapters.read_linux()}
    for link in listed:
        ipv4 = [i["local"] for i in link.get("addr_info", []) if i["family"] == "inet"]
        if ipv4:
            assert ipv4[0] in found[link["ifname"]].addresses  # (the first: the interface's own)
        for info in link.get("addr_info", []):
            if info["family"] == "inet6" and not info.get("tentative"):
                assert info["local"] in found[link["ifname"]].addresses
    assert {r["dev"] for r in routes} <= {name for name, a in found.items() if a.gateway}


IFCONFIG = """lo0: flags=8049<UP,LOOPBACK,RUNNING,MULTICAST> mtu 16384
\toptions=1203<RXCSUM,TXCSUM,TXSTATUS,SW_TIMESTAMP>
\tinet 127.0.0.1 netmask 0xff000000
\tinet6 ::1 prefixlen 128
\tinet6 fe80::1%lo0 prefixlen 64 scopeid 0x1
en0: flags=8863<UP,BROADCAST,SMART,RUNNING,SIMPLEX,MULTICAST> mtu 1500
\tether 3c:22:fb:00:00:01
\tinet6 fe80::1c2b:1:2:3%en0 prefixlen 64 secured scopeid 0xb
\tinet 192.168.1.23 netmask 0xffffff00 broadcast 192.168.1.255
\tinet6 fd00::23 prefixlen 64 autoconf secured
\tinet6 fd00::99 prefixlen 64 autoconf tentative
\tnd6 options=201<PERFORMNUD,DAD>
\tmedia: autoselect
\tstatus: active
en5: flags=8822<BROADCAST,SMART,SIMPLEX,MULTICAST> mtu 1500
\tinet 10.0.0.5 netmask 0xffffff00 broadcast 10.0.0.255
bridge100: flags=8863<UP,BROADCAST,SMART,RUNNING,SIMPLEX,MULTICAST> mtu 1500
\tinet 192.168.64.1 netmask 0xffffff00 broadcast 192.168.64.255
"""
ROUTE = """   route to: default
destination: default
       mask: default
    gateway: 192.168.1.1
  interface: en0
      flags: <UP,GATEWAY,DONE,STATIC,PRCLONING,GLOBAL>
"""
PORTS = """
Hardware Port: Ethernet
Device: en5
Ethernet Address: 00:11:22:33:44:55

Hardware Port: Wi-Fi
Device: en0
Ethernet Address: 3c:22:fb:00:00:01

VLAN Configurations
===================
"""


def test_the_macos_reader() -> None:
    found = adapters.macos(IFCONFIG, (ROUTE, ""), PORTS)  # (no IPv6 default route: route said nothing)
    assert found == [
        Adapter("lo0", ("127.0.0.1", "::1", "fe80::1")),
        Adapter("Wi-Fi", ("fe80::1c2b:1:2:3", "192.168.1.23", "fd00::23"), gateway=True),
        Adapter("Ethernet", ("10.0.0.5",), up=False),  # no cable: neither UP nor RUNNING
        Adapter("bridge100", ("192.168.64.1",)),  # (no hardware port: its device name)
    ]
    assert [a.adapter for a in sockets.ordered(found, socket.AF_INET)] == ["Wi-Fi", "bridge100"]


def test_the_macos_reader_from_the_injected_system(system, monkeypatch: pytest.MonkeyPatch) -> None:
    answers = {("/sbin/ifconfig",): IFCONFIG, ("/sbin/route", "-n", "get", "default"): ROUTE,
               ("/usr/sbin/networksetup", "-listallhardwareports"): PORTS}
    monkeypatch.setattr(adapters, "_run", lambda *command: answers.get(command, ""))
    system(MACOS)
    assert [(a.address, a.adapter) for a in sockets.venue_addresses()] == [
        ("192.168.1.23", "Wi-Fi"), ("192.168.64.1", "bridge100")]


# -- Windows: GetAdaptersAddresses' list, built in memory as Windows writes it --------------------
def _sockaddr(address: str) -> bytes:
    ip = ipaddress.ip_address(address)
    if ip.version == 4:  # sockaddr_in: family 2, port, address, zero
        return (2).to_bytes(2, "little") + b"\0\0" + ip.packed + bytes(8)
    return (23).to_bytes(2, "little") + b"\0\0" + bytes(4) + ip.packed + bytes(4)  # sockaddr_in6


def _windows_list(entries: list[tuple[str, list[str], bool, int]]) -> tuple[adapters.AdapterAddresses, list]:
    """The linked list of IP_ADAPTER_ADDRESSES (and what must stay alive while it is read)."""
    keep: list = []
    nodes = []
    for name, addresses, gateway, status in entries:
        node = adapters.AdapterAddresses(friendly_name=name, oper_status=status)
        unicasts = []
        for address in addresses:
            raw = ctypes.create_string_buffer(_sockaddr(address), len(_sockaddr(address)))
            unicast = adapters.UnicastAddress()
            unicast.address.sockaddr, unicast.address.length = ctypes.addressof(raw), len(raw)
            keep += [raw, unicast]
            unicasts.append(unicast)
        for first, second in itertools.pairwise(unicasts):
            first.next = ctypes.pointer(second)
        if unicasts:
            node.first_unicast = ctypes.pointer(unicasts[0])
        if gateway:
            route = adapters.GatewayAddress()
            keep.append(route)
            node.first_gateway = ctypes.pointer(route)
        nodes.append(node)
    for first, second in itertools.pairwise(nodes):
        first.next = ctypes.pointer(second)
    return nodes[0], keep + nodes


def test_the_windows_reader_walks_the_adapters_list() -> None:
    first, _keep = _windows_list([("vEthernet (WSL)", ["172.20.0.1", "fe80::1"], False, 1),
                                  ("イーサネット", ["10.0.0.5"], True, 2),  # a Japanese Windows' name; down
                                  ("Wi-Fi", ["192.168.1.23", "fd00::23"], True, 1)])
    assert adapters.windows(first) == [Adapter("vEthernet (WSL)", ("172.20.0.1", "fe80::1")),
                                       Adapter("イーサネット", ("10.0.0.5",), gateway=True, up=False),
                                       Adapter("Wi-Fi", ("192.168.1.23", "fd00::23"), gateway=True)]
    assert adapters.windows(None) == []


@pytest.mark.skipif(ctypes.sizeof(ctypes.c_void_p) != 8, reason="the offsets of 64-bit Windows")
def test_the_windows_structures_have_the_documented_x64_layout() -> None:
    """iptypes.h on 64-bit Windows (pointers of 8 bytes, ULONG of 4): where Windows writes the fields
    read."""
    a = adapters.AdapterAddresses
    assert (a.next.offset, a.first_unicast.offset, a.friendly_name.offset, a.physical_address.offset,
            a.oper_status.offset, a.zone_indices.offset, a.first_prefix.offset, a.first_gateway.offset) == (
        8, 24, 72, 80, 104, 112, 176, 208)
    assert adapters.UnicastAddress.address.offset == adapters.GatewayAddress.address.offset == 16
    assert adapters.UnicastAddress.next.offset == 8 and ctypes.sizeof(adapters.SocketAddress) == 16

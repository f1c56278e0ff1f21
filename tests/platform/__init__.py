import socket


def has_ipv6() -> bool:
    """Whether this computer takes IPv6 connections on its own address (::1)."""
    try:
        with socket.socket(socket.AF_INET6, socket.SOCK_STREAM) as probe:
            probe.bind(("::1", 0))
    except OSError:
        return False
    return True

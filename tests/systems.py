"""What a test needs of the system it runs on, and the marks that skip it elsewhere with the reason:
the suite runs on Linux, macOS and Windows, and a POSIX-only case skips rather than fails there.
(No module of the tests imports a POSIX-only module such as ``resource`` at its top.)"""

from __future__ import annotations

import os
from collections.abc import Callable
from contextlib import suppress
from pathlib import Path

import pytest

POSIX = os.name == "posix"

signals_sent = pytest.mark.skipif(
    not POSIX, reason="signals sent to a child as POSIX sends them (Windows: send_signal(SIGINT) is refused, "
                      "SIGTERM is TerminateProcess)")
links_and_modes = pytest.mark.skipif(
    not POSIX, reason="symbolic links (Windows: only for an administrator or in Developer Mode) and "
                      "permission bits (Windows: a read-only attribute only)")
devices = pytest.mark.skipif(not POSIX, reason="device files such as /dev/zero (Windows has none)")

# A character device to point a link at: Linux's /dev/full, where macOS has none its /dev/zero.
DEVICE = next((d for d in ("/dev/full", "/dev/zero") if Path(d).is_char_device()), "/dev/null")


def memory_limit(size: int) -> Callable[[], None] | None:
    """A ``preexec_fn`` that caps a child's address space at ``size`` bytes (POSIX; macOS takes the
    limit without enforcing it); None on Windows, which refuses a ``preexec_fn``: there the test's
    time limit alone stands."""
    if not POSIX:
        return None

    def limit() -> None:
        import resource  # (POSIX only)

        with suppress(ValueError, OSError):
            resource.setrlimit(resource.RLIMIT_AS, (size, size))

    return limit

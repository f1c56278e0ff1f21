"""Which system this is: the one place the package asks (``sys.platform``).

Every module of the platform layer reads :data:`SYSTEM` when its functions are called, never at import,
so a test sets it once (``system.SYSTEM = system.WINDOWS``) to see what Windows or macOS would do.
``LINUX`` stands for Linux and every other POSIX system. Nothing but the standard library: the
program's first step imports it.
"""

from __future__ import annotations

import sys

WINDOWS, MACOS, LINUX = "win32", "darwin", "linux"
SYSTEM = WINDOWS if sys.platform == WINDOWS else MACOS if sys.platform == MACOS else LINUX

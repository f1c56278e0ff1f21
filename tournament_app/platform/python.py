"""The Python the app runs on, where that matters to the user.

The Microsoft Store's Python (the Store's "Python 3.x" app) runs as a packaged app: Windows keeps what it
writes under %LOCALAPPDATA% and %APPDATA%, the default database and its backups among it, in that
package's own folder, and deletes them with the package (Python's documentation, "Using Python on
Windows", known issues). The app still runs there; it says so at every start (``cli.main``).
"""

from __future__ import annotations

import sys
from collections.abc import Iterable
from pathlib import PureWindowsPath


def _interpreter_paths() -> tuple[str, ...]:
    # a virtual environment's own python.exe is elsewhere: the Python it was made from tells
    return sys.executable, getattr(sys, "_base_executable", ""), sys.base_prefix


def store_python(paths: Iterable[str] | None = None) -> bool:
    """Whether this Python is the Store's: its executable, or the Python a virtual environment was made
    from, lies in a ``WindowsApps`` folder (the Store's packages, and the aliases that start them)."""
    for path in _interpreter_paths() if paths is None else paths:
        if path and "windowsapps" in (part.lower() for part in PureWindowsPath(path).parts):
            return True
    return False

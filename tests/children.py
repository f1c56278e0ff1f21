"""Programs a test starts, started the same way on every system: a Python child in UTF-8 mode
(``PYTHONUTF8=1``: its files and its own prints in UTF-8), and every child's output read as UTF-8.
``text=True`` would read it in the locale's code page instead (cp1252 on a Western Windows, cp932 on a
Japanese one), which has no room for the Japanese and the △ the app writes.

An explicit ``PYTHONIOENCODING`` (the test's, or the one ``.ci/run`` sets for a whole run) still
decides what a child's standard output is encoded in: the app writes a file or a pipe in UTF-8 all
the same (:mod:`tournament_app.platform.console`), which is what those runs check.
"""

from __future__ import annotations

import os
import subprocess
from collections.abc import Mapping, Sequence
from typing import Any

Args = Sequence[str | os.PathLike[str]]


def child_env(env: Mapping[str, str] | None = None) -> dict[str, str]:
    """``env`` (default: this process's environment) with ``PYTHONUTF8=1``."""
    return {**(os.environ if env is None else env), "PYTHONUTF8": "1"}


def run(args: Args, *, env: Mapping[str, str] | None = None,
        **kwargs: Any) -> subprocess.CompletedProcess[str]:
    """``subprocess.run`` of a child whose output is UTF-8 text."""
    return subprocess.run(args, env=child_env(env), encoding="utf-8", **kwargs)


def popen(args: Args, *, env: Mapping[str, str] | None = None, **kwargs: Any) -> subprocess.Popen[str]:
    """``subprocess.Popen`` of a child whose output is UTF-8 text."""
    return subprocess.Popen(args, env=child_env(env), encoding="utf-8", **kwargs)

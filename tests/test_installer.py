"""The installers' own pieces (issue 36): ``--bundle-check`` fails a bundle whose PostgreSQL driver lacks
its libpq; the Windows build script and the Inno Setup script are read for what cannot run here (no
PowerShell, no Inno Setup on Debian)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
INSTALLER = ROOT / "installer"

# installer/launch.py as the bundle runs it, with the named modules (and, for "libpq", the system's
# library) not to be found: what a bundle that did not collect them meets
BUNDLE_CHECK = """
import ctypes.util, runpy, sys
GONE = set(sys.argv.pop(1).split(","))
class Gone:
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in GONE:
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
sys.meta_path.insert(0, Gone())
if "libpq" in GONE:
    ctypes.util.find_library = lambda name: None
sys.argv = sys.argv[1:]  # the script, --bundle-check
runpy.run_path(sys.argv[0], run_name="__main__")
"""


def _bundle_check(gone: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PSYCOPG_IMPL", "DISPLAY", "WAYLAND_DISPLAY")}
    return subprocess.run([sys.executable, "-c", BUNDLE_CHECK, gone, str(INSTALLER / "launch.py"),
                           "--bundle-check"], capture_output=True, text=True, timeout=120, check=False,
                          env={**env, "PYTHONIOENCODING": "utf-8", "QT_QPA_PLATFORM": "offscreen"})


def test_the_bundle_check_passes_with_the_drivers_own_libpq() -> None:
    done = _bundle_check("nothing")
    assert done.returncode == 0, done.stdout + done.stderr
    import psycopg

    assert f"PostgreSQL driver: psycopg {psycopg.__version__} (binary), libpq " in done.stdout
    assert done.stdout.rstrip().endswith("bundle check passed")


@pytest.mark.parametrize(("gone", "line", "problem"), [
    # the binary package missing, or its libpq not loading: psycopg falls back to the system's libpq,
    # which a user's machine may not have
    ("psycopg_binary,psycopg_c", "PostgreSQL driver: psycopg ", "psycopg's own libpq (found only the python "
                                                                 "implementation)"),
    ("psycopg_binary,psycopg_c,libpq", "PostgreSQL driver: MISSING (no pq wrapper available.",
     "psycopg with its libpq"),
    ("psycopg,psycopg_binary,psycopg_c", "PostgreSQL driver: MISSING (No module named 'psycopg')",
     "psycopg with its libpq"),
], ids=["system-libpq-only", "no-libpq", "no-psycopg"])
def test_the_bundle_check_fails_a_driver_without_its_libpq(gone: str, line: str, problem: str) -> None:
    done = _bundle_check(gone)
    assert done.returncode == 1
    assert any(out.startswith(line) for out in done.stdout.splitlines()), done.stdout
    assert done.stderr.strip().splitlines()[-1] == f"bundle check FAILED: {problem}"

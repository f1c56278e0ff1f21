"""What the start-up benchmarks share: fresh processes as an installed app starts them.

Byte-code caches are written and kept (in a folder of the run; the tests' environment switches them
off), ``TOURNAMENT_APP_DB`` is left out, and each process runs in that folder, since ``python -c``
imports from its working directory first: with ``--root`` an older checkout is the one measured.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent


def add_root_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--root", type=Path, default=ROOT,
                        help="the checkout whose tournament_app runs (e.g. an older one, to compare)")


def environment(root: Path, **extra: str) -> dict[str, str]:
    """The environment of the measured processes; ``env["BENCH_FOLDER"]`` is the run's own folder."""
    folder = Path(tempfile.mkdtemp(prefix="bench-start-"))
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONDONTWRITEBYTECODE", "TOURNAMENT_APP_DB")}
    env.update(PYTHONPYCACHEPREFIX=str(folder / "pycache"), PYTHONPATH=str(root), BENCH_FOLDER=str(folder),
               **extra)
    return env


def run(argv: list[str], env: dict[str, str], **options: Any) -> subprocess.CompletedProcess[str]:
    return subprocess.run(argv, env=env, cwd=env["BENCH_FOLDER"], check=True, text=True, **options)

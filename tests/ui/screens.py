"""Screens of a chosen size for a test's own process: Qt's offscreen platform reads them from a JSON
file (``offscreen:configfile=…``), one per screen, side by side; ``QT_SCALE_FACTOR`` scales them as
Windows' display scaling does (1920×1008 at 1.5: a 150 % laptop's 1280×672 logical pixels above
its taskbar). A test runs the app's code in a child process with :func:`screen_env` as its environment."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path


def screen_env(folder: Path, screens: list[tuple[int, int]], scale: float | None = None) -> dict[str, str]:
    """The environment of a process whose screens have these sizes (in device pixels) at ``scale``."""
    folder.mkdir(parents=True, exist_ok=True)
    config = folder / f"screens-{len(list(folder.glob('screens-*')))}.json"
    x = 0
    entries = []
    for i, (width, height) in enumerate(screens):
        entries.append({"name": f"screen{i}", "x": x, "y": 0, "width": width, "height": height,
                        "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1})
        x += width
    config.write_text(json.dumps({"screens": entries}), encoding="utf-8")
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={config}"}
    env.pop("QT_SCALE_FACTOR", None)
    if scale is not None:
        env["QT_SCALE_FACTOR"] = str(scale)
    return env


def demo_database(path: Path) -> Path:
    """A demo tournament of 16 players and three rounds at ``path``, made by another process."""
    subprocess.run([sys.executable, "-m", "tournament_app", "--db", str(path), "demo", "--players", "16",
                    "--rounds", "3"], check=True, capture_output=True, timeout=120)
    return path


def inside(rect: list[int], area: list[int]) -> bool:
    """Whether the rectangle ``[x, y, w, h]`` lies wholly inside ``area`` (the same form)."""
    x, y, w, h = rect
    ax, ay, aw, ah = area
    return ax <= x and ay <= y and x + w <= ax + aw and y + h <= ay + ah

"""The main window uses the screen it opens on (issue 29, item 4): it fits inside it, a bigger screen
gets a bigger window, and a window reopened on a screen of another size keeps its share of it.

Each opening runs in its own process on Qt's offscreen platform given screens of a chosen size, as
the app opens on a laptop, then on the venue's monitor."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, QSize

from tests import children
from tournament_app.ui.placement import first_size, fitted, rescaled

from .screens import screen_env

OPEN = r"""
import json, sys
from PySide6.QtCore import QSettings
from tournament_app.storage.database import open_database
from tournament_app.ui.app import application
from tournament_app.ui.main_window import MainWindow

db, ini, then = sys.argv[1], sys.argv[2], json.loads(sys.argv[3])
app = application()
open_database(db)
window = MainWindow(QSettings(ini, QSettings.Format.IniFormat), db)
window.show()
app.processEvents()
frame, screen = window.frameGeometry(), window.screen()
area = screen.availableGeometry()
print(json.dumps({"frame": [frame.x(), frame.y(), frame.width(), frame.height()],
                  "size": [window.width(), window.height()], "screen": screen.name(),
                  "area": [area.x(), area.y(), area.width(), area.height()]}))
if "resize" in then:  # as the user leaves it
    window.resize(*then["resize"])
if "move" in then:
    window.move(*then["move"])
app.processEvents()
window.close()
"""


def open_window(tmp_path: Path, db: Path, screens: list[tuple[int, int]], **then: list[int]) -> dict:
    """Open the main window with screens of these sizes side by side; ``then``: resize or move it
    before closing it."""
    env = screen_env(tmp_path, screens)
    done = children.run([sys.executable, "-c", OPEN, str(db), str(tmp_path / "settings.ini"),
                         json.dumps(then)], capture_output=True, env=env, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


def inside(shown: dict) -> bool:
    x, y, w, h = shown["frame"]
    ax, ay, aw, ah = shown["area"]
    return ax <= x and ay <= y and x + w <= ax + aw and y + h <= ay + ah


@pytest.fixture
def db(tmp_path: Path) -> Path:
    """A demo tournament, made by another process: this one's database stays as the other tests left it."""
    path = tmp_path / "t.sqlite3"
    subprocess.run([sys.executable, "-m", "tournament_app", "--db", str(path), "demo", "--players", "8",
                    "--rounds", "1"], check=True, capture_output=True, timeout=120)
    return path


def test_the_first_window_fits_the_screen_and_grows_with_it(tmp_path: Path, db: Path) -> None:
    for name in ("a", "b"):
        (tmp_path / name).mkdir()
    laptop = open_window(tmp_path / "a", db, [(1366, 768)])
    monitor = open_window(tmp_path / "b", db, [(1920, 1080)])
    assert inside(laptop) and inside(monitor)
    assert monitor["size"][0] > laptop["size"][0] and monitor["size"][1] > laptop["size"][1]
    assert laptop["size"][0] >= 1200  # the comfortable width, which the laptop's screen allows


def test_reopened_on_a_bigger_screen_the_window_keeps_its_share(tmp_path: Path, db: Path) -> None:
    laptop = open_window(tmp_path, db, [(1366, 768)])
    monitor = open_window(tmp_path, db, [(1920, 1080)])
    assert inside(monitor)
    share = [laptop["size"][i] / laptop["area"][2 + i] for i in range(2)]
    assert [monitor["size"][i] / monitor["area"][2 + i] for i in range(2)] == pytest.approx(share, abs=0.01)


def test_a_big_window_reopened_on_a_small_screen_fits_it(tmp_path: Path, db: Path) -> None:
    open_window(tmp_path, db, [(1920, 1080)], resize=[1900, 1000])
    laptop = open_window(tmp_path, db, [(1366, 768)])
    assert inside(laptop)


def test_a_window_left_on_the_second_screen_opens_there_and_fits_when_it_is_gone(tmp_path: Path,
                                                                                db: Path) -> None:
    first = open_window(tmp_path, db, [(1366, 768), (1920, 1080)], move=[1366 + 100, 50])
    assert first["screen"] == "screen0"
    again = open_window(tmp_path, db, [(1366, 768), (1920, 1080)])
    assert again["screen"] == "screen1" and inside(again)
    alone = open_window(tmp_path, db, [(1366, 768)])  # the monitor unplugged
    assert alone["screen"] == "screen0" and inside(alone)


def test_fitting_arithmetic() -> None:
    area = QRect(0, 0, 1366, 728)
    assert fitted(area, QSize(1200, 780)) == QRect(83, 0, 1200, 728)  # shrunk to the height, centred
    assert fitted(area, QSize(800, 600), QPoint(1000, 500)) == QRect(566, 128, 800, 600)  # moved back in
    assert fitted(QRect(1920, 0, 1366, 768), QSize(900, 700), QPoint(0, 0)).x() == 1920  # its own screen
    laptop, monitor = QRect(0, 0, 1366, 728), QRect(1366, 0, 1920, 1040)
    assert rescaled(QRect(100, 50, 1093, 619), laptop, monitor) == QRect(1366 + 141, 71, 1536, 884)
    assert rescaled(QRect(100, 50, 1000, 700), monitor, monitor) == QRect(100, 50, 1000, 700)
    assert first_size(QSize(1366, 728), QSize(1200, 780), (0.8, 0.85)) == QSize(1200, 780)
    assert first_size(QSize(1920, 1040), QSize(1200, 780), (0.8, 0.85)) == QSize(1536, 884)

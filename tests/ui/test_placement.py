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
from PySide6.QtCore import QMargins, QPoint, QRect, QSize

from tests import children
from tournament_app.ui.placement import first_size, fitted, rescaled

from .screens import screen_env

WINDOWS_FRAME = QMargins(8, 31, 8, 8)  # a Windows 10 title bar and its (partly invisible) borders

OPEN = r"""
import json, sys
from PySide6.QtCore import QSettings
from tournament_app.services import games
from tournament_app.storage.database import open_database
from tournament_app.ui.app import application
from tournament_app.ui.desk import DeskWindow
from tournament_app.ui.main_window import MainWindow
from tournament_app.ui.placement import placed

db, ini, then = sys.argv[1], sys.argv[2], json.loads(sys.argv[3])
app = application()
open_database(db)

def opened(w):
    # where w asks the window system to put its frame (before the show its position is the frame's,
    # its size the client area's), then the frame as drawn once shown
    asked = [w.x(), w.y(), w.width(), w.height()]
    w.show()
    for _ in range(50):
        app.processEvents()
        if placed(w):
            break
    frame, screen = w.frameGeometry(), w.screen()
    area = screen.availableGeometry()
    return {"asked": asked, "frame": [frame.x(), frame.y(), frame.width(), frame.height()],
            "size": [w.width(), w.height()], "screen": screen.name(),
            "area": [area.x(), area.y(), area.width(), area.height()]}


window = MainWindow(QSettings(ini, QSettings.Format.IniFormat), db)
shown = opened(window)
if "desk" in then:
    desk = DeskWindow(window.ctx, games.games_of_round(window.ctx.tournament_id, 1)[0])
    desk.place_on(window.screen())
    shown["desk"] = opened(desk)
    desk.close()
print(json.dumps(shown))
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


def asked_inside(shown: dict) -> bool:
    """Whether the frame the window asked for, as a Windows frame around its client area (offscreen
    draws one of two pixels), lies inside the area: its title bar on the screen, its bottom above the
    taskbar."""
    x, y, w, h = shown["asked"]
    frame = QRect(x, y, w, h).marginsAdded(QMargins(0, 0, WINDOWS_FRAME.left() + WINDOWS_FRAME.right(),
                                                     WINDOWS_FRAME.top() + WINDOWS_FRAME.bottom()))
    return QRect(*shown["area"]).contains(frame)


def saved(tmp_path: Path, rect: str, screen: str) -> None:
    """Settings as an earlier version left them."""
    (tmp_path / "settings.ini").write_text(f'[main]\nrect="{rect}"\nscreen="{screen}"\n', encoding="utf-8")


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


@pytest.mark.parametrize(("screen", "rect"), [((1366, 768), "83,0,1200,768"), ((1920, 1080), "0,0,1920,1080"),
                                            ((1366, 768), "300,-40,1200,700")],
                         ids=["1366x768", "1920x1080", "title-bar-above"])
def test_a_saved_rectangle_with_the_title_bar_off_the_screen_comes_back_with_the_frame_on_it(
        tmp_path: Path, db: Path, screen: tuple[int, int], rect: str) -> None:
    saved(tmp_path, rect, f"0,0,{screen[0]},{screen[1]}")
    shown = open_window(tmp_path, db, [screen])
    assert asked_inside(shown), shown  # the frame's top inside the area, and the whole frame
    assert inside(shown), shown


def test_a_window_reopened_where_it_was_left_stays_there(tmp_path: Path, db: Path) -> None:
    first = open_window(tmp_path, db, [(1366, 768)], resize=[1000, 600], move=[120, 40])
    again = open_window(tmp_path, db, [(1366, 768)])
    third = open_window(tmp_path, db, [(1366, 768)])
    assert again["frame"][:2] == [120, 40] and third["frame"] == again["frame"]
    assert again["size"] == [1000, 600] and first["size"] != again["size"]


@pytest.mark.parametrize("screen", [(1366, 768), (1280, 720)], ids=["1366x768", "1280x720"])
def test_the_score_desk_fits_with_its_frame(tmp_path: Path, db: Path, screen: tuple[int, int]) -> None:
    desk = open_window(tmp_path, db, [screen], desk=[1])["desk"]
    assert asked_inside(desk), desk
    assert inside(desk), desk


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

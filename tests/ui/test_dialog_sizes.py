"""Every dialog and window of its own fits the screen's available area (issue 36, "Screens";
platforms.md row 23): a Windows laptop at 150 % has 1280×672 logical pixels above its taskbar, at 125 %
1536×816, and a 1366×768 one at 100 % 1366×728. The Rules dialog (940×720), the guide (900×700), the
seasons window (1100×700) and the manual seating (up to 960×720) had their button rows under the
taskbar. Each screen runs in a process of its own (tests/ui/screens.py); there every dialog is shown
and its frame, every button of it, and the room a Windows title bar needs above it are measured."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from .screens import demo_database, inside, screen_env

ROOT = Path(__file__).resolve().parents[2]
TITLE_BAR = 32  # a Windows title bar at 150 % (logical px): offscreen draws a frame of one pixel

OPEN = r"""
import json, sys
from PySide6.QtCore import QPoint, QRect, QSettings
from PySide6.QtWidgets import QAbstractButton, QApplication
from tournament_app.services import games, tournaments
from tournament_app.services.season_demo import create_season_demo
from tournament_app.services.seasons import season_info
from tournament_app.storage.database import open_database
from tournament_app.ui import season_actions as act
from tournament_app.ui.app import application
from tournament_app.ui.desk import DeskWindow
from tournament_app.ui.help_window import GuideWindow
from tournament_app.ui.main_window import MainWindow
from tournament_app.ui.phones_dialog import PhonesDialog
from tournament_app.ui.placement import placed
from tournament_app.ui.season_view import SeasonView
from tests.ui.ui_helpers import every_dialog

db, ini = sys.argv[1], sys.argv[2]
app = application()
open_database(db)
sid = create_season_demo("League", divisions=2, players_each=8, days=2, hanchan=1, play_days=1)
window = MainWindow(QSettings(ini, QSettings.Format.IniFormat), db)
window.switch_tournament(next(t.id for t in tournaments.list_tournaments() if "Demo" in t.name))
window.show()
app.processEvents()
info = season_info(sid)
shown = [*every_dialog(window), GuideWindow(window, keys_only=True), SeasonView(window.ctx),
         act.NewSeasonDialog(window), act.SeatDayDialog(window, [d.name for d in info.divisions]),
         act.PlayerDialog(window, "Add", info, new=True, division=True), PhonesDialog(window.ctx, window),
         DeskWindow(window.ctx, games.games_of_round(window.ctx.tournament_id, 1)[0])]
out = []
for w in shown:
    w.show()
    for _ in range(200):  # until placed (a dialog keeps its frame inside once shown)
        app.processEvents()
        if placed(w) or w.property("keptInside") is None:
            break
    area = w.screen().availableGeometry()
    frame, inner = w.frameGeometry(), w.geometry()
    buttons = [QRect(b.mapToGlobal(QPoint(0, 0)), b.size()) for b in w.findChildren(QAbstractButton)
               if b.isVisible()]
    out.append({"name": type(w).__name__, "area": [area.x(), area.y(), area.width(), area.height()],
                "frame": [frame.x(), frame.y(), frame.width(), frame.height()],
                "inner": [inner.width(), inner.height()],
                "buttons": [[r.x(), r.y(), r.width(), r.height()] for r in buttons]})
    w.close()
print(json.dumps(out))
"""


@pytest.fixture(scope="module")
def db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A demo tournament of 16 players and three rounds, made by another process."""
    return demo_database(tmp_path_factory.mktemp("sizes") / "t.sqlite3")


# (device pixels above the taskbar, scale): 150 % and 125 % on a 1920×1080 laptop, 1366×768 at 100 %
SCREENS = [((1920, 1008), 1.5), ((1920, 1020), 1.25), ((1366, 728), None)]


@pytest.mark.parametrize(("size", "scale"), SCREENS, ids=["150%", "125%", "1366x768"])
def test_every_dialog_and_its_buttons_lie_inside_the_available_area(tmp_path: Path, db: Path,
                                                                    size: tuple[int, int],
                                                                    scale: float | None) -> None:
    copy = tmp_path / "t.sqlite3"
    copy.write_bytes(db.read_bytes())
    env = screen_env(tmp_path, [size], scale)
    env["PYTHONPATH"] = str(ROOT)
    done = subprocess.run([sys.executable, "-c", OPEN, str(copy), str(tmp_path / "s.ini")],
                          capture_output=True, text=True, env=env, timeout=300, check=False, cwd=ROOT)
    assert done.returncode == 0, done.stderr[-3000:]
    shown = json.loads(done.stdout.strip().splitlines()[-1])
    assert len(shown) >= 25
    expected = [round(size[0] / (scale or 1)), round(size[1] / (scale or 1))]
    outside = {}
    for w in shown:
        area = w["area"]
        assert area[2:] == expected  # the screen as configured
        problems = []
        if not inside(w["frame"], area):
            problems.append(f"frame {w['frame']}")
        if w["inner"][1] + TITLE_BAR > area[3]:
            problems.append(f"no room for a title bar above {w['inner']}")
        problems += [f"button {b}" for b in w["buttons"] if not inside(b, area)]
        if problems:
            outside[w["name"]] = problems
    assert outside == {}, outside

"""The app on the screens people have (issue 38, item 5): a 1366×768 laptop, a 1920×1080 monitor and
1280×720 (a 1920×1080 laptop at 150 %). Qt's default offscreen screen is 800×600, where a window
"sized 1366×768" is shrunk and a layout that fails on a real laptop can pass; here each size is a
screen of its own in a process of its own (tests/ui/screens.py).

At each, the windows a referee works in are opened: the main window on each tab, the score desk
(by the main window, finished and reopened by its button), the seating, rules, final-scores and
penalty dialogs (made over the main window as its actions make them) and the seasons window. What a
person needs is measured there: the frame (with room for a Windows title bar) inside the available
area, no window needing more than the screen, the buttons that end the work (OK, Save, Confirm, …)
whole in view, and the desk's entry row and hand log with rows to read, every column in view."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from tests import children

from .screens import demo_database, inside, screen_env

ROOT = Path(__file__).resolve().parents[2]
TITLE_BAR = 31  # a Windows 10 title bar (logical px); offscreen draws a frame of two pixels
BORDERS = 16  # and its borders, left and right (or the bottom's 8 and the title bar's)
# (screen, language): the smallest screen in Japanese too, whose labels differ in width
SIZES = [((1366, 768), "en"), ((1920, 1080), "en"), ((1280, 720), "en"), ((1280, 720), "ja")]

OPEN = r"""
import json, sys
from PySide6.QtCore import QPoint, QRect, QSettings
from PySide6.QtWidgets import QAbstractButton, QDialogButtonBox
from tournament_app.words.i18n import set_language
from tournament_app.services import games, tournaments
from tournament_app.services.players import list_players
from tournament_app.services.rounds import round_numbers
from tournament_app.services.season_demo import create_season_demo
from tournament_app.storage.database import open_database
from tournament_app.ui.app import application
from tournament_app.ui.desk.actions import Shown
from tournament_app.ui.desk.dialogs import FinalScoresDialog
from tournament_app.ui.main_window import MainWindow
from tournament_app.ui.penalties_view import AddPenaltyDialog
from tournament_app.ui.placement import placed
from tournament_app.ui.rounds_view import ManualSeatingDialog, SeatRoundDialog
from tournament_app.ui.rules_dialog import RulesDialog

db, ini, shots, lang = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4]
app = application()
set_language(lang)
open_database(db)
create_season_demo("League", divisions=2, players_each=8, days=2, hanchan=1, play_days=1)
window = MainWindow(QSettings(ini, QSettings.Format.IniFormat), db)
window.switch_tournament(next(t.id for t in tournaments.list_tournaments() if "Demo" in t.name))
window.show()


def settle(w):
    for _ in range(100):  # until placed (its frame kept inside once shown)
        app.processEvents()
        if placed(w) or w.property("keptInside") is None:
            break
    app.processEvents()


def whole(b, w):
    # the button shown, whole (not clipped by a scroll area or the window's edge), inside the window
    at = b.mapTo(w, QPoint(0, 0))
    return (b.isVisible() and b.visibleRegion().boundingRect().size() == b.size()
            and w.rect().contains(QRect(at, b.size())))


def measure(name, w, keys):
    settle(w)
    area, frame, inner = w.screen().availableGeometry(), w.frameGeometry(), w.geometry()
    need = w.minimumSizeHint().expandedTo(w.minimumSize())
    if shots:
        w.grab().save(f"{shots}/{area.width()}x{area.height()}-{lang}-{name}.png")
    return {"name": name, "area": [area.x(), area.y(), area.width(), area.height()],
            "frame": [frame.x(), frame.y(), frame.width(), frame.height()],
            "inner": [inner.width(), inner.height()], "need": [need.width(), need.height()],
            "keys": {b.text() or type(b).__name__: whole(b, w) for b in keys}}


def dialog_keys(d):
    return [b for box in d.findChildren(QDialogButtonBox) for b in box.buttons()]


out = []
tabs = window.tabs
for i in range(tabs.count()):
    tabs.setCurrentIndex(i)
    page = tabs.page(i)
    settle(window)
    buttons = [b for b in page.findChildren(QAbstractButton) if b.isVisible()]
    out.append(measure(f"main-{i}", window, buttons))

tid = window.ctx.tournament_id
played, open_game = games.games_of_round(tid, 1)[0], games.games_of_round(tid, 3)[-1]
for label, gid in (("desk-finished", played), ("desk-open", open_game)):
    window.open_desk(gid)
    desk = window.desks[gid]
    if label == "desk-open":  # reopened, as the referee does to mend a hand: the entry row in use
        desk.ask = lambda *_a: True
        desk.finish_button.click()
    shown = measure(label, desk, [desk.confirm_button, desk.finish_button, desk.undo_button])
    log, view = desk.log, desk.log.viewport().rect()
    count = log.model().rowCount()
    rows = [r for r in range(count) if view.contains(log.visualRect(log.model().index(r, 0)))]
    shown["log"] = {"rows": count, "whole": len(rows),
                    "sideways": log.horizontalScrollBar().maximum()}
    shown["entry"] = whole(desk.value_edit, desk)
    shown["enabled"] = desk.view.state != "finished"
    out.append(shown)
    desk.close()

view = games.game_view(played)
for name, d in (("seat", SeatRoundDialog(window.ctx, window)),
                ("manual-seating", ManualSeatingDialog(window.ctx, window)),
                ("rules", RulesDialog(window.ctx, window)),
                ("final-scores", FinalScoresDialog(Shown(view), lambda *_a: False, window)),
                ("penalty", AddPenaltyDialog(list_players(tid), round_numbers(tid), window))):
    d.show()
    out.append(measure(name, d, dialog_keys(d)))
    d.close()

seasons = window.show_seasons()
out.append(measure("seasons", seasons, [b for b in seasons.findChildren(QAbstractButton) if b.isVisible()]))
seasons.close()
print(json.dumps(out))
"""


@pytest.fixture(scope="module")
def db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A demo tournament of 16 players and three rounds, made by another process."""
    return demo_database(tmp_path_factory.mktemp("screens") / "t.sqlite3")


_shown: dict[tuple[tuple[int, int], str], list[dict]] = {}


@pytest.fixture
def shown(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory, db: Path) -> list[dict]:
    """Every window measured on a screen of the parametrised size in its language: once each for the
    module."""
    size, language = request.param
    if request.param not in _shown:
        folder = tmp_path_factory.mktemp(f"screen-{size[0]}x{size[1]}-{language}")
        copy = folder / "t.sqlite3"
        copy.write_bytes(db.read_bytes())
        env = screen_env(folder, [size])
        env["PYTHONPATH"] = str(ROOT)
        done = children.run([sys.executable, "-c", OPEN, str(copy), str(folder / "s.ini"),
                             env.get("SCREEN_SHOTS", ""), language], capture_output=True, env=env,
                            timeout=300, check=False, cwd=ROOT)
        assert done.returncode == 0, done.stderr[-3000:]
        _shown[request.param] = json.loads(done.stdout.strip().splitlines()[-1])
    return _shown[request.param]


by_size = pytest.mark.parametrize("shown", SIZES, ids=[f"{w}x{h}-{lang}" for (w, h), lang in SIZES],
                                  indirect=True)


@by_size
def test_every_window_opens_with_its_frame_and_a_title_bar_inside_the_screen(shown: list[dict]) -> None:
    assert len(shown) >= 12
    outside = {w["name"]: (w["frame"], w["inner"]) for w in shown
               if not inside(w["frame"], w["area"]) or w["inner"][1] + TITLE_BAR + BORDERS // 2 > w["area"][3]
               or w["inner"][0] + BORDERS > w["area"][2]}
    assert outside == {}


@by_size
def test_no_window_needs_more_than_the_screen(shown: list[dict]) -> None:
    too_big = {w["name"]: w["need"] for w in shown if w["need"][0] + BORDERS > w["area"][2]
               or w["need"][1] + TITLE_BAR + BORDERS // 2 > w["area"][3]}
    assert too_big == {}


@by_size
def test_the_buttons_that_end_the_work_are_whole_in_view(shown: list[dict]) -> None:
    hidden = {w["name"]: [k for k, whole in w["keys"].items() if not whole] for w in shown}
    assert {name: keys for name, keys in hidden.items() if keys} == {}
    dialogs = {w["name"]: len(w["keys"]) for w in shown if w["name"] in ("seat", "manual-seating", "rules",
                                                                      "final-scores", "penalty")}
    assert all(n >= 2 for n in dialogs.values()), dialogs  # OK/Save and Cancel at least


@by_size
def test_the_desk_shows_its_entry_row_and_rows_of_its_hand_log(shown: list[dict]) -> None:
    desks = [w for w in shown if w["name"].startswith("desk")]
    assert len(desks) == 2 and desks[1]["enabled"]
    for desk in desks:
        assert desk["entry"], desk["name"]
        log = desk["log"]
        assert log["whole"] >= min(5, log["rows"]), (desk["name"], log)  # the desk's LOG_ROWS
        assert log["sideways"] == 0, (desk["name"], log)  # every column in view, the deposits too

"""The keys on each system (issue 36, "Screens"; platforms.md rows 25-28): on a Mac the labels say
⌘ where Qt reads Ctrl as the Command key, Backspace deletes, every action has a key without F-keys,
no window's key races the one menu bar (⌘H hides the app there), and About and Quit go to the
application menu by their role, not by their text.

What Qt does on macOS cannot run here: the platform layer's seam (``platform.system.SYSTEM``) is set to each
system, and the labels the app builds and the shortcuts it registers are checked."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QApplication, QMenu, QPushButton
from pytestqt.qtbot import QtBot

from tournament_app.platform import screen
from tournament_app.platform import system as platform_system
from tournament_app.services import games, rounds
from tournament_app.ui.context import AppContext
from tournament_app.ui.desk import DeskWindow
from tournament_app.ui.main_window import MainWindow
from tournament_app.words.i18n import set_language

from ..services.helpers import one_table, ron, tournament_with_players
from .test_desk import stored
from .ui_helpers import patch_exec

SYSTEMS = ("darwin", "win32", "linux")


@pytest.fixture(params=SYSTEMS)
def system(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.setattr(platform_system, "SYSTEM", request.param)
    return request.param


@pytest.fixture
def desk(qtbot: QtBot, tournament_db: Path, tmp_path: Path, system: str) -> DeskWindow:
    _, _, gid = one_table()
    games.record_hand(gid, 1, ron(1, 3, 3, 30))
    ctx = AppContext(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat), str(tournament_db))
    window = DeskWindow(ctx, gid)
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitActive(window)
    return window


@pytest.fixture
def window(qtbot: QtBot, tournament_db: Path, tmp_path: Path, system: str) -> MainWindow:
    tid, ids = tournament_with_players(8, name="Main window cup")
    rounds.seat_round(tid, "manual", tables=[ids[:4], ids[4:]])
    win = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat), str(tournament_db))
    qtbot.addWidget(win)
    win.switch_tournament(tid)
    return win


def registered(widget: object) -> set[str]:
    """The keys of every shortcut of ``widget`` (portable text)."""
    return {s.key().toString() for s in widget.findChildren(QShortcut) if not s.key().isEmpty()}  # type: ignore[attr-defined]


def labels(desk: DeskWindow) -> str:
    texts = [b.text() for b in desk.findChildren(QPushButton)]
    return "\n".join(texts)


def menu_actions(window: MainWindow) -> list[QAction]:
    found = []

    def walk(menu: QMenu) -> None:
        for action in menu.actions():
            if action.menu() is not None:
                walk(action.menu())
            elif not action.isSeparator():
                found.append(action)
    for top in window.menuBar().actions():
        walk(top.menu())
    return found


def test_the_desks_labels_say_the_keys_as_the_system_writes_them(desk: DeskWindow, system: str) -> None:
    text = labels(desk)
    if system == "darwin":
        assert "Ctrl" not in text and "F2" not in text
        for key in ("[⌘1]", "[⌘4]", "Undo last hand [⌘Z]", "[⌘K]", "Edit hand [⇧⌘E]", "Score line [⌘G]",
                    "Finish game [⇧⌘↩]", "Next hanchan [⌘N]"):
            assert key in text, key
    else:  # as before: Ctrl, F2, and Enter as a PC's key says it
        for key in ("[Ctrl+1]", "Undo last hand [Ctrl+Z]", "Edit hand [F2]", "Finish game [Ctrl+Shift+Enter]",
                    "Next hanchan [Ctrl+N]"):
            assert key in text, key


def test_the_desk_registers_each_systems_keys(desk: DeskWindow, system: str) -> None:
    keys = registered(desk)
    assert {"Ctrl+1", "Ctrl+Z", "Ctrl+K", "Ctrl+I", "Ctrl+Shift+Return", "Ctrl+N", "Ctrl+G",
            "Ctrl+Shift+E", "Ctrl+Shift+I"} <= keys  # the last two: edit and insert without F2 or Ins
    if system == "darwin":  # ⌘H hides the app: the history is ⌘Y; the guide also on ⌘?
        assert "Ctrl+Y" in keys and "Ctrl+H" not in keys and {"F1", "Ctrl+?"} <= keys
    else:
        assert "Ctrl+H" in keys and "Ctrl+Y" not in keys and "F2" in keys and "F1" in keys


@pytest.mark.parametrize("system", ["darwin"], indirect=True)  # one menu bar for every window
def test_no_desk_key_races_a_macs_menu_bar(window: MainWindow, desk: DeskWindow, system: str) -> None:
    """On a Mac the main window's menu bar is the one menu bar of every window, and its first key of
    each item is a key equivalent there, as are the application menu's (Hide ⌘H, Quit ⌘Q …): a desk
    key on one of them does one or the other. Only the guide may share one (both open the same
    chapter: the menu's item opens the chapter of the window in front)."""
    menu_keys = {a.shortcut().toString() for a in menu_actions(window) if not a.shortcut().isEmpty()}
    menu_keys |= {QKeySequence(k).toString() for k in screen.MAC_MENU_KEYS}
    guide = {QKeySequence(k).toString() for k in screen.keys("guide")}
    assert registered(desk) & menu_keys <= guide
    full_screen = {QKeySequence(k).toString() for k in screen.keys("full screen")}
    assert not full_screen & menu_keys  # the projectors' own key


def test_within_each_window_no_two_things_share_a_key(window: MainWindow, desk: DeskWindow,
                                                      system: str) -> None:
    from tournament_app.ui.desk import keys as desk_keys

    shortcuts = [s.key().toString() for s in desk.findChildren(QShortcut)]
    assert len(shortcuts) == len(set(shortcuts)), shortcuts
    menu = [k.toString() for a in menu_actions(window) for k in a.shortcuts()]
    assert len(menu) == len(set(menu)), menu
    with pytest.raises(ValueError, match="two desk shortcuts"):  # the desk refuses a second one
        desk_keys.register(desk, [("Ctrl+Z", lambda: None)])


def test_backspace_deletes_a_hand_on_a_mac_only(qtbot: QtBot, desk: DeskWindow, system: str,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[str] = []
    monkeypatch.setattr(desk, "ask", lambda title, question, **_kw: asked.append(question) or True)
    desk.log.selectRow(0)
    desk.setFocus()
    qtbot.keyClick(desk, Qt.Key.Key_Backspace)
    if system == "darwin":
        assert asked and stored(desk.game_id) == []
    else:
        assert not asked and len(stored(desk.game_id)) == 1
    qtbot.keyClicks(desk.value_edit, "7")  # in the value field Backspace only erases
    desk.value_edit.setFocus()
    qtbot.keyClick(desk.value_edit, Qt.Key.Key_Backspace)
    assert len(asked) == (1 if system == "darwin" else 0)


def test_edit_and_insert_without_f2_or_insert(qtbot: QtBot, desk: DeskWindow, system: str) -> None:
    desk.log.selectRow(0)
    both = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    qtbot.keyClick(desk, Qt.Key.Key_E, both)
    assert desk.editing is not None and desk.editing.mode == "edit"
    qtbot.keyClick(desk, Qt.Key.Key_Escape)
    desk.log.selectRow(0)
    qtbot.keyClick(desk, Qt.Key.Key_I, both)
    assert desk.editing is not None and desk.editing.mode == "insert"


def test_the_history_key_of_each_system(qtbot: QtBot, desk: DeskWindow, system: str,
                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """⌘Y on a Mac (⌘H hides the app there), Ctrl+H elsewhere; the other key does nothing."""
    from tournament_app.ui.history_dialog import HistoryDialog

    shown = patch_exec(monkeypatch, HistoryDialog, lambda dialog: dialog.reject())
    control = Qt.KeyboardModifier.ControlModifier
    mine, other = (Qt.Key.Key_Y, Qt.Key.Key_H) if system == "darwin" else (Qt.Key.Key_H, Qt.Key.Key_Y)
    qtbot.keyClick(desk, other, control)
    assert shown == []
    qtbot.keyClick(desk, mine, control)
    assert len(shown) == 1


def test_the_menus_keys_and_roles(window: MainWindow, system: str) -> None:
    """About and Quit by their role (a Mac puts them in the application menu whatever the language);
    every other item stays where it is, whatever its text; the projector and the guide on keys a Mac
    has without fn (F11 is its Show Desktop)."""
    for lang in ("en", "ja"):
        set_language(lang)
        window.switch_tournament(window.ctx.tournament_id)
        roles = {a.text(): a.menuRole() for a in menu_actions(window)}
        about = [t for t, r in roles.items() if r == QAction.MenuRole.AboutRole]
        quits = [t for t, r in roles.items() if r == QAction.MenuRole.QuitRole]
        assert len(about) == 1 and len(quits) == 1, roles
        assert all(r == QAction.MenuRole.NoRole for t, r in roles.items() if t not in (*about, *quits))
    set_language("en")
    window.switch_tournament(window.ctx.tournament_id)
    by_text = {a.text(): a for a in menu_actions(window)}
    projector = [k.toString() for k in by_text["&Projector"].shortcuts()]
    guide = [k.toString() for k in by_text["&User's guide"].shortcuts()]
    if system == "darwin":
        assert projector == ["Ctrl+Shift+F"] and guide == ["Ctrl+?", "F1"]
    else:
        assert projector == ["F11", "Ctrl+Shift+F"] and guide == ["F1"]


def test_the_guide_from_the_menu_opens_at_the_window_in_front(qtbot: QtBot, window: MainWindow,
                                                              desk: DeskWindow, system: str) -> None:
    """A Mac's ⌘? reaches the main window's menu item also from a desk: it opens the desk's chapter."""
    desk.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is desk)
    guide = window.show_guide()
    qtbot.addWidget(guide)
    qtbot.waitUntil(lambda: guide.pending is None)
    assert guide.browser.verticalScrollBar().value() > 0  # not at the guide's start …
    block = guide.browser.cursorForPosition(guide.browser.viewport().rect().topLeft()).block()
    assert "score desk" in block.text().lower()  # … at the desk's chapter

"""A tab's keys work whenever the tab shows (issue 29, item 1): with the focus on the tab bar, where a
click on the tab or Ctrl+Tab leaves it, as well as inside the page; never taking Enter or Delete from a
text field."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QShortcut
from PySide6.QtWidgets import QApplication, QDialog, QTabBar
from pytestqt.qtbot import QtBot

from tournament_app.services import players, rounds
from tournament_app.ui.main_window import MainWindow
from tournament_app.ui.players_view import PlayerDialog, PlayersView
from tournament_app.ui.rounds_view import RoundsView
from tournament_app.words.i18n import set_language

from ..services.helpers import tournament_with_players
from .ui_helpers import patch_exec


@pytest.fixture(params=[("en", 1366, 768), ("ja", 1920, 1080)], ids=["en-1366", "ja-1920"])
def window(request: pytest.FixtureRequest, qtbot: QtBot, tournament_db: Path, tmp_path: Path
           ) -> Iterator[MainWindow]:
    language, width, height = request.param
    set_language(language)
    tid, ids = tournament_with_players(8)
    rounds.seat_round(tid, "manual", tables=[ids[:4], ids[4:]])
    win = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat), str(tournament_db))
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    win.resize(width, height)  # after its first show, which fits it to the test's small screen
    win.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is win)
    yield win
    set_language("en")


def tab_bar(window: MainWindow) -> QTabBar:
    assert window.tabs is not None
    return window.tabs.tabBar()


def click_tab(qtbot: QtBot, window: MainWindow, page_type: type) -> QTabBar:
    """Click the page's tab as a person would; the focus stays on the tab bar."""
    assert window.tabs is not None
    index = next(i for i in range(window.tabs.count()) if isinstance(window.tabs.widget(i), page_type))
    bar = tab_bar(window)
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(index).center())
    assert window.tabs.currentIndex() == index
    bar.setFocus()  # where the click leaves it on every platform
    assert QApplication.focusWidget() is bar
    return bar


def page(window: MainWindow, page_type: type) -> object:
    assert window.tabs is not None  # tabs are built when first shown: build each to find the one
    return next(window.tabs.page(i) for i in range(window.tabs.count())
                if isinstance(window.tabs.page(i), page_type))


def stored(tid: int) -> dict[str, players.PlayerRow]:
    return {p.name: p for p in players.list_players(tid)}


def test_the_players_keys_work_from_the_tab_bar(qtbot: QtBot, window: MainWindow, tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    view = page(window, PlayersView)
    assert isinstance(view, PlayersView)
    bar = click_tab(qtbot, window, PlayersView)
    shown = patch_exec(monkeypatch, PlayerDialog, lambda dialog: dialog.reject())
    qtbot.keyClick(bar, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert len(shown) == 1 and shown[0].player is None  # Add…
    bar.setFocus()
    qtbot.keyClick(bar, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    assert view.search.hasFocus()
    view.table.selectRow(0)
    first = view.selected_player()
    assert first is not None
    bar.setFocus()
    qtbot.keyClick(bar, Qt.Key.Key_Return)
    assert len(shown) == 2 and shown[1].player == first  # Edit… the selected player
    bar.setFocus()
    qtbot.keyClick(bar, Qt.Key.Key_Delete)
    assert stored(window.ctx.tournament_id)[first.name].status == "withdrawn"
    qtbot.wait(20)
    window.grab().save(str(tmp_path / f"players_keys_{window.width()}.png"))


def test_ctrl_tab_to_the_players_then_ctrl_n(qtbot: QtBot, window: MainWindow,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    assert window.tabs is not None
    window.tabs.setCurrentIndex(0)
    bar = tab_bar(window)
    bar.setFocus()
    qtbot.keyClick(bar, Qt.Key.Key_Tab, Qt.KeyboardModifier.ControlModifier)
    assert isinstance(window.tabs.currentWidget(), PlayersView)
    shown = patch_exec(monkeypatch, PlayerDialog, lambda dialog: dialog.reject())
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert len(shown) == 1


def test_enter_in_the_search_box_opens_the_only_match(qtbot: QtBot, window: MainWindow,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    view = page(window, PlayersView)
    assert isinstance(view, PlayersView)
    click_tab(qtbot, window, PlayersView)
    shown = patch_exec(monkeypatch, PlayerDialog, lambda dialog: dialog.reject())
    view.search.setFocus()
    qtbot.keyClicks(view.search, "Player")  # every player matches: Enter goes to the list
    qtbot.keyClick(view.search, Qt.Key.Key_Return)
    assert shown == [] and view.table.hasFocus()
    view.search.setFocus()
    view.search.selectAll()
    qtbot.keyClicks(view.search, "Player 07")
    assert view.proxy.rowCount() == 1
    qtbot.keyClick(view.search, Qt.Key.Key_Return)
    assert len(shown) == 1 and shown[0].player.name == "Player 07"
    view.search.setFocus()
    view.search.selectAll()
    qtbot.keyClicks(view.search, "ab")
    qtbot.keyClick(view.search, Qt.Key.Key_Home)
    qtbot.keyClick(view.search, Qt.Key.Key_Delete)  # Delete in the search box edits the text
    assert view.search.text() == "b"
    assert all(p.status == "active" for p in stored(window.ctx.tournament_id).values())


def test_enter_opens_the_table_from_the_tab_bar_but_not_from_the_minutes_box(
        qtbot: QtBot, window: MainWindow) -> None:
    view = page(window, RoundsView)
    assert isinstance(view, RoundsView)
    opened: list[int] = []
    view.open_game.disconnect()
    view.open_game.connect(opened.append)
    bar = click_tab(qtbot, window, RoundsView)
    qtbot.keyClick(bar, Qt.Key.Key_Return)
    table = view.selected_table()
    assert table is not None and opened == [table.seating.game_id]
    length = view.clock_bar.length
    length.setFocus()
    length.lineEdit().selectAll()
    qtbot.keyClicks(length, "75")
    qtbot.keyClick(length, Qt.Key.Key_Return)  # ends the entry: the round's length, no game opened
    assert opened == [table.seating.game_id]
    assert view.clock_bar.source.clock is not None and view.clock_bar.source.clock.minutes == 75


def test_every_key_of_every_tab_works_from_the_tab_bar(qtbot: QtBot, window: MainWindow,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(QDialog, "exec", lambda self: int(QDialog.DialogCode.Rejected))
    monkeypatch.setattr(PlayerDialog, "exec", lambda self: int(QDialog.DialogCode.Rejected))
    assert window.tabs is not None
    view = page(window, RoundsView)
    assert isinstance(view, RoundsView)
    view.open_game.disconnect()  # no desk window taking the focus away
    checked, pages = [], []
    for index in range(window.tabs.count()):
        widget = window.tabs.page(index)  # built: a tab not shown yet holds an empty placeholder
        pages.append(type(widget).__name__)
        bar = click_tab(qtbot, window, type(widget))
        for item in widget.findChildren(QShortcut):
            hits: list[int] = []
            item.activated.connect(lambda hits=hits: hits.append(1))
            sequence = item.key()[0]
            bar.setFocus()
            qtbot.keyClick(bar, sequence.key(), sequence.keyboardModifiers())
            assert hits, f"{type(widget).__name__}: {item.key().toString()} does nothing from the tab bar"
            checked.append((type(widget).__name__, item.key().toString()))
    assert ("PlayersView", "Ctrl+N") in checked and ("RoundsView", "Return") in checked
    assert pages == ["TournamentView", "PlayersView", "RoundsView", "StandingsView", "PenaltiesView"]

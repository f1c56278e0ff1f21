"""Every window's Alt-keys are unique (issue 10, item 17): "&Name" and "Add && &next" both on Alt+N
moved the focus instead of pressing the button, and a space in the next name then pressed it.

Issue 29, item 11: not only the dialogs: every window with each of its tabs shown (回戦・卓 had
次の回戦を配席(S) and 座席の変更(S)), the menu bar with the window's controls, and each menu."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import (
    QAbstractButton,
    QGroupBox,
    QLabel,
    QMainWindow,
    QMenu,
    QStackedWidget,
    QTabBar,
    QTabWidget,
    QWidget,
)
from pytestqt.qtbot import QtBot

from tournament_app.services import games, rounds
from tournament_app.ui.main_window import MainWindow
from tournament_app.words.i18n import set_language

from ..services.helpers import tournament_with_players
from .ui_helpers import every_dialog

_KEY = re.compile(r"&([^&\s])")


def keys_of(text: str) -> list[str]:
    return [m.group(1).casefold() for m in _KEY.finditer(text.replace("&&", ""))]


def mnemonics(window: QWidget) -> Counter[str]:
    """The Alt-keys of what ``window`` shows now: buttons, labels' buddies, group boxes, the tabs of
    its tab bars and, for a main window, its menu bar."""
    shown = [w for w in window.findChildren(QWidget) if w.isVisibleTo(window)]
    texts = [w.text() for w in shown if isinstance(w, QAbstractButton)]
    texts += [w.text() for w in shown if isinstance(w, QLabel) and w.buddy() is not None]
    texts += [w.title() for w in shown if isinstance(w, QGroupBox)]
    texts += [w.tabText(i) for w in shown if isinstance(w, QTabBar) for i in range(w.count())]
    if isinstance(window, QMainWindow):
        texts += [action.text() for action in window.menuBar().actions()]
    return Counter(key for text in texts for key in keys_of(text))


def menu_clashes(window: QMainWindow) -> dict[str, dict[str, int]]:
    """Within each menu (and submenu) of the menu bar, the Alt-keys used twice."""
    clashes = {}
    menus = [a.menu() for a in window.menuBar().actions() if a.menu() is not None]
    while menus:
        menu = menus.pop()
        keys = Counter(key for action in menu.actions() if action.isVisible()
                       for key in keys_of(action.text()))
        doubled = {key: n for key, n in keys.items() if n > 1}
        if doubled:
            clashes[menu.title()] = doubled
        menus += [a.menu() for a in menu.actions() if isinstance(a.menu(), QMenu)]
    return clashes


def shown_tab(widget: QWidget) -> None:
    """Bring ``widget`` on screen within its window: the tab of every tab widget around it."""
    child, parent = widget, widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QStackedWidget) and isinstance(parent.parentWidget(), QTabWidget):
            parent.parentWidget().setCurrentWidget(child)
        child, parent = parent, parent.parentWidget()


def every_tab(window: QWidget) -> Iterator[str]:
    """Show each tab of each tab widget of ``window`` in turn (nested ones too); yields its name.

    A tab's page may be built when first shown (the main window's LazyTabs) with tab widgets of its
    own (the standings' Statistics and Progress): the window is searched again until none is new."""
    yield "(as opened)"
    visited: list[QTabWidget] = []
    while fresh := [t for t in window.findChildren(QTabWidget) if t not in visited]:
        for tabs in fresh:
            visited.append(tabs)
            for index in range(tabs.count()):
                shown_tab(tabs)
                tabs.setCurrentIndex(index)
                yield f"{tabs.parentWidget().__class__.__name__}: {tabs.tabText(index)}"


def window_clashes(qtbot: QtBot, window: QWidget) -> dict[str, dict[str, int]]:
    qtbot.addWidget(window)
    window.show()
    clashes = {}
    for tab in every_tab(window):
        doubled = {key: n for key, n in mnemonics(window).items() if n > 1}
        if doubled:
            clashes[f"{type(window).__name__} / {tab}"] = doubled
    if isinstance(window, QMainWindow):
        clashes.update({f"{type(window).__name__} menu {title}": doubled
                        for title, doubled in menu_clashes(window).items()})
    window.hide()
    return clashes


@pytest.fixture(params=["en", "ja"])
def window(request: pytest.FixtureRequest, qtbot: QtBot, tournament_db: Path, tmp_path: Path) -> MainWindow:
    set_language(request.param)
    tid, ids = tournament_with_players(8)
    rounds.seat_round(tid, "manual", tables=[ids[:4], ids[4:]])
    games.record_final_scores(games.games_of_round(tid, 1)[0], [40000, 30000, 20000, 10000])
    win = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat), str(tournament_db))
    qtbot.addWidget(win)
    win.resize(1366, 768)
    yield win
    set_language("en")


def test_no_two_controls_of_a_dialog_share_an_alt_key(qtbot: QtBot, window: MainWindow) -> None:
    clashes = {}
    for dialog in every_dialog(window):
        clashes.update(window_clashes(qtbot, dialog))
    assert not clashes, clashes


def test_no_two_controls_of_a_window_share_an_alt_key_on_any_tab(qtbot: QtBot, window: MainWindow) -> None:
    from tournament_app.ui.desk import DeskWindow
    from tournament_app.ui.projector import ProjectorView

    tid = window.ctx.tournament_id
    clashes = window_clashes(qtbot, window)
    for gid in games.games_of_round(tid, 1):  # a finished game and one not started
        desk = DeskWindow(window.ctx, gid)
        for shown in (False, True):  # with and without the score line
            desk.score_line.set_shown(shown)
            clashes.update(window_clashes(qtbot, desk))
    clashes.update(window_clashes(qtbot, ProjectorView(window.ctx)))
    assert not clashes, clashes


def test_the_tabs_built_when_first_shown_are_searched_too(qtbot: QtBot, window: MainWindow) -> None:
    """The standings' own tabs exist only once the Standings tab has been shown: they are visited."""
    qtbot.addWidget(window)
    window.show()
    visited = list(every_tab(window))
    assert [name for name in visited if name.startswith("StandingsView: ")] == [
        f"StandingsView: {window.standings_view.tabs.tabText(i)}"
        for i in range(window.standings_view.tabs.count())]
    assert len(visited) == 1 + window.tabs.count() + window.standings_view.tabs.count()


def test_the_seasons_window_its_dialogs_and_the_phones(qtbot: QtBot, window: MainWindow) -> None:
    """The windows opened from the menus beside the tournament: League seasons (each division's tab),
    its dialogs and projector, and Tables on phones."""
    from tournament_app.services.season_demo import create_season_demo
    from tournament_app.services.seasons import season_info
    from tournament_app.ui import season_actions as act
    from tournament_app.ui.phones_dialog import PhonesDialog
    from tournament_app.ui.season_projector import SeasonProjector
    from tournament_app.ui.season_view import SeasonView

    sid = create_season_demo("League", divisions=2, players_each=8, days=2, hanchan=1, play_days=1)
    info = season_info(sid)
    seasons_window = SeasonView(window.ctx)
    clashes = window_clashes(qtbot, seasons_window)
    assert seasons_window.tabs.count() == 2  # both divisions were looked at
    for dialog in (act.NewSeasonDialog(window), act.NextSeasonDialog(window, info.name),
                   act.SeatDayDialog(window, [d.name for d in info.divisions]),
                   act.PlayerDialog(window, "Add", info, new=True, division=True),
                   act.PlayerDialog(window, "Move", info, new=False, division=True),
                   PhonesDialog(window.ctx, window)):
        clashes.update(window_clashes(qtbot, dialog))
    clashes.update(window_clashes(qtbot, SeasonProjector(window.ctx, sid)))
    assert not clashes, clashes


def test_the_welcome_page_and_its_menus(qtbot: QtBot, tournament_db: Path, tmp_path: Path) -> None:
    for lang in ("en", "ja"):
        set_language(lang)
        win = MainWindow(QSettings(str(tmp_path / f"{lang}.ini"), QSettings.Format.IniFormat),
                         str(tournament_db))
        assert not window_clashes(qtbot, win)
    set_language("en")


def test_a_clash_is_found(qtbot: QtBot) -> None:
    """The check itself: two buttons on one key are reported, a button on a hidden tab is not."""
    from PySide6.QtWidgets import QPushButton, QVBoxLayout

    root = QWidget()
    tabs = QTabWidget()
    first, second = QWidget(), QWidget()
    QVBoxLayout(first).addWidget(QPushButton("&Seat next round…"))
    QVBoxLayout(second).addWidget(QPushButton("Edit &seats…"))
    tabs.addTab(first, "One")
    tabs.addTab(second, "Two")
    QVBoxLayout(root).addWidget(tabs)
    assert not window_clashes(qtbot, root)
    root.layout().addWidget(QPushButton("&Save"))
    expected = {f"QWidget / {tab}": {"s": 2} for tab in ("(as opened)", "QWidget: One", "QWidget: Two")}
    assert window_clashes(qtbot, root) == expected

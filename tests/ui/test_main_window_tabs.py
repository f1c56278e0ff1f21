"""The main window builds a tab's page when the tab is first shown (issue 26, item 5): it opens on one
page instead of building five, and every tab still comes up, in place, when chosen."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from tournament_app.services.demo import create_demo
from tournament_app.ui.main_window import MainWindow


def test_tabs_are_built_when_first_shown(qtbot: QtBot, tournament_db: Path, tmp_path: Path) -> None:
    create_demo(players_count=8, rounds_count=1, seed=4, name="Demo cup")
    window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat), str(tournament_db))
    qtbot.addWidget(window)
    window.show()
    tabs = window.tabs
    assert tabs is not None
    pages = [type(tabs.widget(i)).__name__ for i in range(tabs.count())]
    assert pages == ["TournamentView", "QWidget", "QWidget", "QWidget", "QWidget"]  # only the one shown
    titles = [tabs.tabText(i) for i in range(tabs.count())]
    for index, view in ((3, "StandingsView"), (1, "PlayersView"), (4, "PenaltiesView"), (2, "RoundsView")):
        tabs.setCurrentIndex(index)
        qtbot.wait(10)
        assert type(tabs.currentWidget()).__name__ == view and tabs.currentIndex() == index
        assert tabs.currentWidget().isVisible()
    assert [tabs.tabText(i) for i in range(tabs.count())] == titles
    assert not any(type(tabs.widget(i)) is QWidget for i in range(tabs.count()))


def test_a_view_asked_for_is_built_without_being_shown(qtbot: QtBot, tournament_db: Path,
                                                        tmp_path: Path) -> None:
    create_demo(players_count=8, rounds_count=1, seed=4, name="Demo cup")
    window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat), str(tournament_db))
    qtbot.addWidget(window)
    window.show()
    view = window.rounds_view  # e.g. for a dialog that needs the round's tables
    assert window.tabs is not None and window.tabs.indexOf(view) == 2 and window.tabs.currentIndex() == 0
    assert window.rounds_view is view  # built once

"""The main window: starting on an empty and on a demo database, the tabs, switching language."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QPushButton, QTabWidget
from pytestqt.qtbot import QtBot

from tournament_app.services import tournaments
from tournament_app.services.demo import create_demo
from tournament_app.ui.main_window import MainWindow, WelcomePage
from tournament_app.words.i18n import language, set_language


def make_window(qtbot: QtBot, db: Path, tmp_path: Path) -> MainWindow:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings, str(db))
    qtbot.addWidget(window)
    window.show()
    return window


def test_starts_on_an_empty_database_with_a_welcome(qtbot: QtBot, tournament_db: Path,
                                                    tmp_path: Path) -> None:
    window = make_window(qtbot, tournament_db, tmp_path)
    assert isinstance(window.centralWidget(), WelcomePage)
    demo = next(b for b in window.centralWidget().findChildren(QPushButton) if "Demo" in b.text())
    demo.click()
    assert isinstance(window.centralWidget(), QTabWidget)
    assert len(tournaments.list_tournaments()) == 1
    assert window.ctx.tournament_id == tournaments.list_tournaments()[0].id


def test_starts_on_a_demo_database_with_the_tabs(qtbot: QtBot, tournament_db: Path,
                                                  tmp_path: Path) -> None:
    tid = create_demo(players_count=8, rounds_count=2, seed=4, name="Demo cup")
    window = make_window(qtbot, tournament_db, tmp_path)
    tabs = window.centralWidget()
    assert isinstance(tabs, QTabWidget)
    assert [tabs.tabText(i) for i in range(tabs.count())] == [
        "Tournament", "Players", "Rounds && tables", "Standings", "Penalties"]
    assert "Demo cup" in window.windowTitle()
    assert window.ctx.tournament_id == tid


def test_switching_language_changes_the_visible_strings(qtbot: QtBot, tournament_db: Path,
                                                        tmp_path: Path) -> None:
    create_demo(players_count=4, rounds_count=1, seed=4, name="Demo cup")
    window = make_window(qtbot, tournament_db, tmp_path)
    try:
        window.switch_language("ja")
        assert language() == "ja"
        tabs = window.centralWidget()
        texts = [tabs.tabText(i) for i in range(tabs.count())]
        assert "Players" not in texts and "選手" in "".join(texts)
        assert window.ctx.settings.value("language") == "ja"
        assert window.menuBar().actions()[0].text().startswith("ファイル")
        window.switch_language("en")
        assert window.centralWidget().tabText(1) == "Players"
    finally:
        set_language("en")


def test_opening_a_desk_from_the_rounds_tab(qtbot: QtBot, tournament_db: Path, tmp_path: Path) -> None:
    tid = create_demo(players_count=4, rounds_count=1, seed=4, name="Demo cup")
    window = make_window(qtbot, tournament_db, tmp_path)
    from tournament_app.services.games import games_of_round

    gid = games_of_round(tid, 1)[0]
    window.open_desk(gid)
    assert window.desks[gid].isVisible()
    window.close()
    QApplication.processEvents()
    assert not window.desks[gid].isVisible()


@pytest.mark.parametrize("kind", ["standings", "seating", "scoresheets"])
def test_print_menu_reaches_the_documents(qtbot: QtBot, tournament_db: Path, tmp_path: Path,
                                          monkeypatch: pytest.MonkeyPatch, kind: str) -> None:
    create_demo(players_count=4, rounds_count=1, seed=4, name="Demo cup")
    window = make_window(qtbot, tournament_db, tmp_path)
    seen: list[str] = []
    import tournament_app.ui.printing as printing

    monkeypatch.setattr(printing, "print_kind", lambda parent, ctx, k: seen.append(k))
    window.print_kind(kind)
    assert seen == [kind]


def test_backup_and_export_from_the_menus(qtbot: QtBot, tournament_db: Path, tmp_path: Path,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    import sqlite3

    from PySide6.QtWidgets import QFileDialog

    create_demo(players_count=4, rounds_count=1, seed=4, name="Demo cup")
    window = make_window(qtbot, tournament_db, tmp_path)
    target = tmp_path / "copy.sqlite3"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    window.backup()
    with sqlite3.connect(target) as con:
        assert con.execute("pragma integrity_check").fetchone()[0] == "ok"
        assert con.execute("select name from tournament").fetchall() == [("Demo cup",)]
    workbook = tmp_path / "cup.xlsx"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(workbook), ""))
    window.export_workbook()
    from openpyxl import load_workbook

    assert "Standings" in load_workbook(workbook, read_only=True).sheetnames
    from tournament_app.ui.saved_note import SavedNote  # issue 10 (15): where it went, and a way to open it

    notes = window.findChildren(SavedNote)
    assert len(notes) == 1 and notes[0].path == workbook and str(workbook) in notes[0].label.text()
    opened = []
    from PySide6.QtGui import QDesktopServices

    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: opened.append(url.toLocalFile()))
    notes[0].open_button.click()
    notes[0].folder_button.click()
    assert opened == [str(workbook), str(tmp_path)]


def test_buttons_stay_put_when_a_message_appears(qtbot: QtBot, tournament_db: Path, tmp_path: Path) -> None:
    """Issue 10 (21): a status message must not move "Seat next round…" under the mouse, and
    "Delete last round" stands apart."""
    create_demo(players_count=4, rounds_count=1, seed=4, name="Demo cup")
    window = make_window(qtbot, tournament_db, tmp_path)
    window.resize(1366, 768)
    window.tabs.setCurrentWidget(window.rounds_view)
    qtbot.wait(20)
    view = window.rounds_view

    def place(button):
        return button.mapTo(window, button.rect().topLeft())

    before = [place(b) for b in (view.seat_button, view.print_button, view.delete_button)]
    window.statusBar().showMessage("Saved somewhere")
    qtbot.wait(20)
    assert [place(b) for b in (view.seat_button, view.print_button, view.delete_button)] == before
    gap = place(view.delete_button).y() - (place(view.print_button).y() + view.print_button.height())
    assert gap >= 20 and place(view.seat_button).y() < place(view.delete_button).y()

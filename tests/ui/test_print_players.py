"""The player reports from the app: the Print menu's entry, and the PDF it writes (issue 17)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from tournament_app.services.demo import create_demo
from tournament_app.ui import printing
from tournament_app.ui.main_window import MainWindow


def test_the_print_menu_prints_player_reports(qtbot: QtBot, tournament_db: Path, tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    create_demo(players_count=8, rounds_count=2, seed=6, name="Report cup")
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings, str(tournament_db))
    qtbot.addWidget(window)
    window.show()
    file_menu = next(a.menu() for a in window.menuBar().actions() if a.menu() is not None)
    print_menu = next(a.menu() for a in file_menu.actions() if a.menu() is not None and "Print" in a.text())
    entries = [a.text() for a in print_menu.actions()]
    assert entries.index("&Player reports…") == entries.index("Score s&heets…") + 1
    target = tmp_path / "reports.pdf"
    monkeypatch.setattr(printing, "choose_action", lambda *_args: "pdf")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_args: (str(target), "PDF files (*.pdf)"))
    monkeypatch.setattr(printing, "announce_saved", lambda *_args: None)
    next(a for a in print_menu.actions() if a.text() == "&Player reports…").trigger()
    qtbot.waitUntil(target.exists, timeout=20000)
    assert target.read_bytes().startswith(b"%PDF")
    assert printing.kind_title("players") == "Player reports"

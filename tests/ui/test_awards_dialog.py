"""File → Print → Awards… (issue 40 item 2): the organiser ticks the awards, and the PDF holds those."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QLabel
from pytestqt.qtbot import QtBot

from tests.export.helpers import pdf_text
from tournament_app.services import player_stats
from tournament_app.ui import printing
from tournament_app.ui.awards_dialog import CHOSEN_KEY, AwardsDialog
from tournament_app.ui.main_window import MainWindow

from ..services.helpers import stats_event


def _dialog() -> AwardsDialog:
    return next(w for w in QApplication.topLevelWidgets() if isinstance(w, AwardsDialog) and w.isVisible())


def test_the_ticked_awards_are_printed_and_remembered(qtbot: QtBot, tournament_db: Path, tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    stats_event()
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings, str(tournament_db))
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    file_menu = next(a.menu() for a in window.menuBar().actions() if a.menu() is not None)
    print_menu = next(a.menu() for a in file_menu.actions() if a.menu() is not None and "Print" in a.text())
    target = tmp_path / "awards.pdf"
    monkeypatch.setattr(printing, "choose_action", lambda *_args: "pdf")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_args: (str(target), "PDF files (*.pdf)"))
    monkeypatch.setattr(printing, "announce_saved", lambda *_args: None)

    def answer() -> None:
        dialog = _dialog()
        assert all(box.isChecked() for box in dialog.boxes.values())  # every award the first time
        for key in ("largest_hand", "best_win_rate"):
            qtbot.mouseClick(dialog.boxes[key], Qt.MouseButton.LeftButton)
        assert not dialog.boxes["largest_hand"].isChecked()
        dialog.grab().save(str(tmp_path / "awards_dialog.png"))
        qtbot.mouseClick(dialog.print_button, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, answer)
    next(a for a in print_menu.actions() if a.text() == "&Awards…").trigger()
    qtbot.waitUntil(target.exists, timeout=20000)
    text = " ".join(pdf_text(target).split())
    assert "Most wins" in text and "Lowest deal-in rate" in text
    assert "Largest hand" not in text and "Best win rate" not in text
    assert settings.value(CHOSEN_KEY, type=list) == ["most_wins", "lowest_deal_in_rate"]
    window.close()


def test_the_dialog_shows_who_takes_each_and_refuses_to_print_none(qtbot: QtBot, tournament_db: Path,
                                                                   tmp_path: Path) -> None:
    tid, _ids = stats_event()
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue(CHOSEN_KEY, ["most_wins"])
    dialog = AwardsDialog(player_stats.awards(player_stats.tournament_stats(tid)), settings)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.chosen() == ["most_wins"]  # as last printed
    texts = [w.text() for w in dialog.findChildren(QLabel)]
    assert "Player 03 (32,000)" in texts  # the largest hand, the yakuman
    assert "Player 01, Player 02, Player 03 (1)" in texts  # most wins: a tie of three
    assert any("not counted" in t for t in texts)
    qtbot.mouseClick(dialog.boxes["most_wins"], Qt.MouseButton.LeftButton)
    assert dialog.chosen() == [] and not dialog.print_button.isEnabled()
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible() and settings.value(CHOSEN_KEY, type=list) == ["most_wins"]

"""Help → User's guide (F1) opens the bundled guide in the user's language; the keyboard sheet shows
the desk's keys (issue 10, item 4)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from tournament_app.i18n import set_language
from tournament_app.ui.help_window import GuideWindow, guide_file
from tournament_app.ui.main_window import MainWindow


def test_the_guide_is_found_in_each_language() -> None:
    assert guide_file("ja").name == "ja.md" and guide_file("en").name == "en.md"


def test_f1_opens_the_guide_with_its_pictures(qtbot: QtBot, tournament_db: Path, tmp_path: Path) -> None:
    set_language("ja")
    window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat), str(tournament_db))
    qtbot.addWidget(window)
    guide = window.show_guide()
    qtbot.addWidget(guide)
    text = guide.browser.toPlainText()
    assert "利用ガイド" in text and "用語集" in text
    assert "ja/12_desk_ron.png" in guide.browser.toHtml()  # the pictures are referenced
    guide.resize(1366, 768)
    guide.grab().save(str(tmp_path / "guide.png"))


def test_the_keyboard_sheet_shows_the_desk_keys(qtbot: QtBot) -> None:
    set_language("en")
    sheet = GuideWindow(keys_only=True)
    qtbot.addWidget(sheet)
    text = sheet.browser.toPlainText()
    assert text.startswith("Keys") and "Ctrl+Z" in text and "undo the last hand" in text

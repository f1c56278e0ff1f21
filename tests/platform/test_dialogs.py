"""The app's file dialogs and the held-file dialog (platforms.md rows 2, 12, 13, 15), driven as a person
would: every dialog starts in a real folder (the last one used for its kind of file, else Documents),
never the current folder; every name it suggests is one Windows takes; a workbook open in Excel
(Windows' refusal, injected) is one dialog naming the file and what to do; a database in a synced
folder says what is safe there. QFileDialog's static methods are patched, as the UI tests do."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs
import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QLabel, QMessageBox
from pytestqt.qtbot import QtBot

from tournament_app.platform import files
from tournament_app.services.demo import create_demo
from tournament_app.storage.database import close_database, open_database
from tournament_app.ui.main_window import MainWindow

from .conftest import leftovers

SHOTS = Path(os.environ.get("TOURNAMENT_APP_SHOTS", "/tmp/platform-shots"))


@pytest.fixture
def documents(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The user's Documents folder; the current folder is another one (as the installed app's is its
    program folder)."""
    folder = tmp_path / "Documents"
    folder.mkdir()
    monkeypatch.setattr(platformdirs, "user_documents_dir", lambda: str(folder))
    elsewhere = tmp_path / "program-folder"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)
    return folder


class Dialogs:
    """QFileDialog answered by the test: what each dialog was asked to start with is recorded."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.asked: list[tuple[str, str]] = []  # (which, the start the app gave)
        self.answer = ""
        for name in ("getSaveFileName", "getOpenFileName"):
            monkeypatch.setattr(QFileDialog, name, staticmethod(self._file(name)))
        monkeypatch.setattr(QFileDialog, "getExistingDirectory", staticmethod(self._folder))

    def _file(self, which: str):
        def ask(_parent, _caption, directory, _filters="", *_a, **_k):
            self.asked.append((which, directory))
            return self.answer, ""
        return ask

    def _folder(self, _parent, _caption, directory, *_a, **_k):
        self.asked.append(("getExistingDirectory", directory))
        return self.answer

    def last(self) -> Path:
        return Path(self.asked[-1][1])


@pytest.fixture
def dialogs(monkeypatch: pytest.MonkeyPatch) -> Dialogs:
    return Dialogs(monkeypatch)


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    db = tmp_path / "data" / "tournament.sqlite3"
    open_database(db)
    create_demo(players_count=4, rounds_count=1, seed=4, name="雀王戦：予選")  # stored 雀王戦:予選
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    win = MainWindow(settings, str(db))
    qtbot.addWidget(win)
    win.show()
    yield win
    close_database()


def _menu_action(window: MainWindow, text: str):
    return next(a for a in window.findChildren(type(window.menuBar().actions()[0]))
                if a.text().replace("&", "") == text)


def test_saving_starts_in_documents_with_a_name_windows_takes_then_in_the_last_folder(
        qtbot: QtBot, window: MainWindow, documents: Path, dialogs: Dialogs, tmp_path: Path) -> None:
    qtbot.keyClick(window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)  # Export workbook
    assert dialogs.last() == documents / "雀王戦_予選.xlsx"  # not 雀王戦:予選.xlsx, not in the current folder
    out = tmp_path / "exports"
    out.mkdir()
    dialogs.answer = str(out / "予選.xlsx")
    _menu_action(window, "Export EMA results…").trigger()
    assert dialogs.last() == documents / "雀王戦_予選 EMA.xlsx"
    assert (out / "予選.xlsx").exists()
    dialogs.answer = ""
    qtbot.keyClick(window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    assert dialogs.last() == out / "雀王戦_予選.xlsx"  # the folder last used for documents
    from tournament_app.ui import printing

    printing.print_kind(window, window.ctx, "standings", action="pdf")
    assert dialogs.last() == out / "雀王戦_予選 - Standings.pdf"


def test_every_dialog_starts_in_a_real_folder(qtbot: QtBot, window: MainWindow, documents: Path,
                                              dialogs: Dialogs, monkeypatch: pytest.MonkeyPatch) -> None:
    from tournament_app.ui.connection_dialog import CopyDialog
    from tournament_app.ui.players_view import PlayersView

    _menu_action(window, "Open database…").trigger()
    _menu_action(window, "Back up database…").trigger()
    monkeypatch.setattr(QMessageBox, "exec", lambda self: 0)  # (the backup folder's "written" note)
    _menu_action(window, "Backup folder…").trigger()
    copy = CopyDialog(window.ctx.settings, window)
    qtbot.addWidget(copy)
    copy._browse()
    players = PlayersView(window.ctx)
    qtbot.addWidget(players)
    players.import_file()
    cwd = Path.cwd()
    assert [which for which, _d in dialogs.asked] == ["getOpenFileName", "getSaveFileName",
                                                      "getExistingDirectory", "getSaveFileName",
                                                      "getOpenFileName"]
    for which, directory in dialogs.asked:
        start = Path(directory)
        folder = start if which != "getSaveFileName" else start.parent
        assert start.is_absolute() and folder.is_dir() and folder != cwd, (which, directory)
    # the database's dialogs start beside the open database, the others in Documents
    assert Path(dialogs.asked[0][1]) == Path(window.ctx.db_path).parent
    assert dialogs.asked[1][1] == str(documents / "tournament-backup.sqlite3")
    assert Path(dialogs.asked[2][1]) == Path(window.ctx.db_path).parent  # its backups' folder is not made
    assert dialogs.asked[3][1] == str(documents / "tournament.sqlite3")
    assert Path(dialogs.asked[4][1]) == documents


def test_the_app_start_dialogs_start_in_a_real_folder(qtbot: QtBot, tmp_path: Path, documents: Path,
                                                      dialogs: Dialogs, monkeypatch) -> None:
    from tournament_app.ui import opening

    damaged = tmp_path / "gone" / "x.sqlite3"  # a database that is not there: "open another" / "new"
    damaged.parent.mkdir()
    damaged.write_bytes(b"not a database at all, but long enough to be no SQLite header" * 3)
    clicks = iter(["Open another file…", "Create a new file…", "Quit"])

    def choose(box: QMessageBox) -> int:
        wanted = next(clicks)
        box.show()
        next(b for b in box.buttons() if b.text() == wanted).click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", choose)
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    assert opening.open_or_choose(str(damaged), None, settings) is None
    assert dialogs.asked == [("getOpenFileName", str(damaged.parent)),  # beside the file that failed
                             ("getSaveFileName", str(damaged.parent / "tournament.sqlite3"))]


def test_a_workbook_open_in_excel_is_one_dialog_naming_it(qtbot: QtBot, window: MainWindow, documents: Path,
                                                          dialogs: Dialogs, held, waits, system,
                                                          monkeypatch, tmp_path: Path) -> None:
    system(files.WINDOWS)
    target = tmp_path / "standings.xlsx"
    target.write_bytes(b"the workbook Excel shows")
    dialogs.answer = str(target)
    held(None)  # Excel holds it and does not let go
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, title, text, *a: shown.append((title, text)))
    qtbot.keyClick(window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: bool(shown), timeout=30000)
    [(title, text)] = shown
    assert title == "The file is in use"
    assert text == (f"{target} is held by another program and was not replaced (is it open in Excel or a "
                    "PDF viewer? close it there and save again); the old file is as it was")
    assert target.read_bytes() == b"the workbook Excel shows" and leftovers(tmp_path) == []
    assert waits == list(files.WAITS)
    box = QMessageBox(QMessageBox.Icon.Warning, title, text, parent=window)
    box.show()
    SHOTS.mkdir(parents=True, exist_ok=True)
    box.grab().save(str(SHOTS / "held-file.png"))
    box.close()


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_a_database_in_a_synced_folder_says_what_is_safe(qtbot: QtBot, tmp_path: Path, size) -> None:
    db = tmp_path / "OneDrive" / "大会" / "tournament.sqlite3"
    open_database(db)
    try:
        create_demo(players_count=8, rounds_count=1, seed=4, name="Spring cup")
        settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
        win = MainWindow(settings, str(db))
        qtbot.addWidget(win)
        win.resize(*size)
        win.show()
        banner = win.findChild(QLabel, "syncedBanner")
        assert banner is not None and banner.isVisible()
        assert banner.text().startswith("This database is in a OneDrive folder: fine while this computer")
        assert "second computer" in banner.text() and "PostgreSQL" in banner.text()
        QApplication.processEvents()
        SHOTS.mkdir(parents=True, exist_ok=True)
        win.grab().save(str(SHOTS / f"synced-banner-{size[0]}.png"))
    finally:
        close_database()


def test_a_database_on_this_disk_has_no_banner(qtbot: QtBot, window: MainWindow) -> None:
    assert window.findChild(QLabel, "syncedBanner") is None

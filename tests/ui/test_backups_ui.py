"""Automatic backups in the running app and the restore dialog (issue 19), with real widgets."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from tournament_app.services import backups, games
from tournament_app.ui.backup_ui import RestoreDialog
from tournament_app.ui.main_window import MainWindow
from tournament_app.ui.saved_note import SavedNote

from ..services.helpers import one_table, ron
from .ui_helpers import capture_boxes, patch_exec


@pytest.fixture
def window(qtbot: QtBot, tournament_db: Path, tmp_path: Path) -> MainWindow:
    one_table()
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    win = MainWindow(settings, str(tournament_db))
    qtbot.addWidget(win)
    win.resize(1366, 768)
    win.show()
    return win


def test_a_vanished_backup_folder_warns_once_and_the_app_goes_on(qtbot: QtBot, window: MainWindow,
                                                                   tmp_path: Path) -> None:
    schedule = window.auto_backup.schedule  # type: ignore[union-attr]
    assert schedule.folder == Path(str(window.ctx.db_path) + ".backups")  # beside the database
    stick = tmp_path / "stick"
    stick.write_text("the USB stick was pulled out: this is no folder any more")
    schedule.folder, schedule.interval_s = stick, 0
    gid = games.games_of_round(window.ctx.tournament_id, 1)[0]
    games.record_hand(gid, 1, ron(1, 0))
    window.ctx.notify()
    window.auto_backup.tick()  # type: ignore[union-attr]
    warning = window.statusBar().currentMessage()
    assert "Automatic backup failed" in warning and "tries again" in warning
    qtbot.wait(50)  # the status bar appears with its first message
    window.grab().save(str(tmp_path / "backup_warning.png"))
    window.statusBar().showMessage("something else")
    window.auto_backup.tick()  # still failing: not shown again
    assert window.statusBar().currentMessage() == "something else"
    games.record_hand(gid, 2, ron(2, 0))  # the app goes on
    schedule.folder = tmp_path / "backups"  # the stick is back
    window.auto_backup.tick()  # type: ignore[union-attr]
    assert "Backed up automatically" in window.statusBar().currentMessage()
    assert len(backups.list_backups(tmp_path / "backups")) == 1


def test_restore_dialog_lists_backups_and_restores_into_a_new_file(qtbot: QtBot, window: MainWindow,
                                                                  tmp_path: Path) -> None:
    folder = tmp_path / "b"
    backups.write_backup(folder, "cup", dt.datetime(2026, 11, 24, 9, 0))
    gid = games.games_of_round(window.ctx.tournament_id, 1)[0]
    games.record_hand(gid, 1, ron(1, 0))
    backups.write_backup(folder, "cup", dt.datetime(2026, 11, 24, 9, 10))
    dialog = RestoreDialog(folder, window)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.table.rowCount() == 2 and dialog.table.item(0, 4).text() == "1"  # newest first: 1 hand
    dialog.grab().save(str(tmp_path / "restore_dialog.png"))
    out = tmp_path / "restored.sqlite3"
    assert dialog.restore_into(out) and dialog.restored == out and out.is_file()
    again = RestoreDialog(folder, window)
    qtbot.addWidget(again)
    assert not again.restore_into(out) and "already exists" in again.note.text()  # never over a file


def test_a_damaged_database_at_start_is_offered_its_newest_backup(tournament_db: Path) -> None:
    from tournament_app.storage.database import close_database
    from tournament_app.ui import opening

    one_table()
    folder = backups.default_folder(str(tournament_db))
    backups.write_backup(folder, "tournament", dt.datetime(2026, 11, 24, 9, 0))
    close_database()
    tournament_db.write_bytes(b"garbage" * 1000)  # the laptop's file is ruined
    newest = opening.newest_backup(str(tournament_db))
    assert newest is not None and newest.games_finished == 0
    restored = opening.restore_beside(newest.path, str(tournament_db))
    assert restored.parent == tournament_db.parent and restored != tournament_db
    assert backups.list_backups(folder)[0].path == newest.path  # the backup itself stays


def _choose(monkeypatch: pytest.MonkeyPatch, window: MainWindow, folder: Path) -> None:
    """File → Backup folder…, the folder dialog answered with ``folder``."""
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", staticmethod(lambda *_a, **_k: str(folder)))
    action = next(a for a in window.menuBar().actions()[0].menu().actions() if a.text() == "Backup &folder…")
    action.trigger()


def _restore_dialog(monkeypatch: pytest.MonkeyPatch, window: MainWindow) -> RestoreDialog:
    """File → Restore from backup…, the dialog kept for the test to look at (then closed)."""
    shown = patch_exec(monkeypatch, RestoreDialog, lambda dialog: dialog.reject())
    action = next(a for a in window.menuBar().actions()[0].menu().actions()
                  if a.text() == "&Restore from backup…")
    action.trigger()
    assert len(shown) == 1
    return shown[0]


def test_choosing_a_backup_folder_writes_a_first_copy_and_says_so(
        qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    stick = tmp_path / "stick"
    stick.mkdir()
    _choose(monkeypatch, window, stick)
    copies = backups.list_backups(stick)
    assert len(copies) == 1 and copies[0].tournaments == ("Test cup",)
    assert window.auto_backup.schedule.folder == stick  # type: ignore[union-attr]
    note = window.findChild(SavedNote)
    assert note is not None and note.isVisible()
    assert "Backups now go to" in note.label.text() and str(stick) in note.label.text()
    assert copies[0].path.name in note.label.text()
    for size in ((1366, 768), (1920, 1080)):
        window.resize(*size)
        qtbot.wait(20)
        window.grab().save(str(tmp_path / f"backup_folder_chosen_{size[0]}.png"))
        assert note.label.width() >= note.label.sizeHint().width()  # the whole sentence is shown


def test_a_folder_that_takes_no_backup_is_refused_and_the_old_one_stays(
        window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    boxes = capture_boxes(monkeypatch)
    before = window.auto_backup.schedule.folder  # type: ignore[union-attr]
    not_a_folder = tmp_path / "file"
    not_a_folder.write_text("a file where a folder should be")
    _choose(monkeypatch, window, not_a_folder)
    assert "No backup could be written to" in boxes.texts() and str(before) in boxes.texts()
    assert window.auto_backup.schedule.folder == before  # type: ignore[union-attr]
    assert window.ctx.settings.value("backup/folder") is None


def test_restore_finds_the_backups_of_every_folder_the_app_used(
        qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    first, second = tmp_path / "stick1", tmp_path / "stick2"
    first.mkdir()
    second.mkdir()
    _choose(monkeypatch, window, first)
    gid = games.games_of_round(window.ctx.tournament_id, 1)[0]
    games.record_hand(gid, 1, ron(1, 0))
    schedule = window.auto_backup.schedule  # type: ignore[union-attr]
    schedule.interval_s = 0
    schedule.now = lambda: dt.datetime.now() + dt.timedelta(minutes=10)
    window.ctx.notify()
    window.auto_backup.tick()  # type: ignore[union-attr]  # a timed backup on the first stick
    assert len(backups.list_backups(first)) == 2
    _choose(monkeypatch, window, second)  # the folder changed to another stick
    dialog = _restore_dialog(monkeypatch, window)
    folders = {dialog.table.item(row, 5).text() for row in range(dialog.table.rowCount())}
    assert folders == {str(first), str(second)} and dialog.table.rowCount() == 3
    assert dialog.table.item(0, 4).text() == "1"  # newest first: the copy with the hand
    dialog.resize(1366, 500)
    dialog.grab().save(str(tmp_path / "restore_all_folders.png"))
    first.rename(tmp_path / "elsewhere")  # the first stick is not plugged in
    again = _restore_dialog(monkeypatch, window)
    assert again.table.rowCount() == 1
    assert "Not reachable now" in again.note.text() and str(first) in again.note.text()


def test_restore_browses_to_any_file(qtbot: QtBot, window: MainWindow, tmp_path: Path,
                                     monkeypatch: pytest.MonkeyPatch) -> None:
    elsewhere = tmp_path / "other computer"
    made = backups.write_backup(elsewhere, "cup", dt.datetime(2026, 11, 24, 9, 0))
    junk = tmp_path / "notes.sqlite3"
    junk.write_text("not a database")
    dialog = RestoreDialog([tmp_path / "nothing here"], window)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.table.rowCount() == 0 and not dialog.restore_button.isEnabled()
    assert "No backups found yet" in dialog.note.text()
    for chosen in (junk, made):
        monkeypatch.setattr(QFileDialog, "getOpenFileName",
                            staticmethod(lambda *_a, chosen=chosen, **_k: (str(chosen), "")))
        qtbot.mouseClick(dialog.browse_button, Qt.MouseButton.LeftButton)
        if chosen == junk:
            assert dialog.note.text().startswith("✗") and dialog.table.rowCount() == 0
    assert dialog.table.rowCount() == 1 and dialog.selected() is not None
    assert dialog.selected().path == made and dialog.restore_button.isEnabled()
    out = tmp_path / "restored.sqlite3"
    assert dialog.restore_into(out) and out.is_file()


def test_a_closed_window_backs_up_no_more(qtbot: QtBot, window: MainWindow) -> None:
    timer = window.auto_backup.timer  # type: ignore[union-attr]
    assert timer.isActive()
    window.close()
    qtbot.waitUntil(lambda: not timer.isActive())  # its database is closed after it: no tick on it

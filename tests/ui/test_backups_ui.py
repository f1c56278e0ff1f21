"""Automatic backups in the running app and the restore dialog (issue 19), with real widgets."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from tournament_app.services import backups, games
from tournament_app.ui.backup_ui import RestoreDialog
from tournament_app.ui.main_window import MainWindow

from ..services.helpers import one_table, ron


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
    from tournament_app.ui import app

    one_table()
    folder = backups.default_folder(str(tournament_db))
    backups.write_backup(folder, "tournament", dt.datetime(2026, 11, 24, 9, 0))
    close_database()
    tournament_db.write_bytes(b"garbage" * 1000)  # the laptop's file is ruined
    newest = app._newest_backup(str(tournament_db))
    assert newest is not None and newest.games_finished == 0
    restored = app._restore_beside(newest.path, str(tournament_db))
    assert restored.parent == tournament_db.parent and restored != tournament_db
    assert backups.list_backups(folder)[0].path == newest.path  # the backup itself stays

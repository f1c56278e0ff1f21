"""Opening the tournament database from the app: a database that cannot be opened leads to a choice
(its newest backup, another file, a new one) instead of a crash; a file that is gone but has backups
is offered its newest. Used at the start (``ui.app``) and by *File → Open…* (``ui.main_window``)."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QWidget

from tournament_app.services import backups
from tournament_app.storage.backup_files import BackupSummary
from tournament_app.storage.database import DatabaseError, open_database
from tournament_app.ui.damage_check import watch_damage_check
from tournament_app.words.i18n import render, tr

CTX = "ui.app"  # (its words were the start's: one context for both)


def open_or_choose(path: str, parent: QWidget | None = None, settings: QSettings | None = None) -> str | None:
    """Open ``path``; when it cannot be opened, offer another file or a new one instead of a crash.

    Returns the path that was opened, or None when the user gives up. ``settings``: where the dialogs
    remember their folder.
    """
    while True:
        try:
            open_database(path, read_only_ok=True)  # a read-only file opens with a banner
            watch_damage_check()  # the whole file read in the background (opening reads only the start)
            return path
        except DatabaseError as e:
            from PySide6.QtWidgets import QMessageBox  # (only when it fails: a faster start)

            from tournament_app.ui.file_dialogs import DATABASES_KEY, database_folder, open_file, save_file

            box = QMessageBox(QMessageBox.Icon.Warning, tr(CTX, "Cannot open the database"),
                              render(e.message, sentence=True), parent=parent)
            newest = newest_backup(path)
            restore = None
            if newest is not None:
                restore = box.addButton(tr(CTX, "Restore the newest backup ({time})").format(
                    time=_when(newest)),
                    QMessageBox.ButtonRole.AcceptRole)
            other = box.addButton(tr(CTX, "Open another file…"), QMessageBox.ButtonRole.AcceptRole)
            new = box.addButton(tr(CTX, "Create a new file…"), QMessageBox.ButtonRole.AcceptRole)
            box.addButton(tr(CTX, "Quit"), QMessageBox.ButtonRole.RejectRole)
            box.exec()
            clicked = box.clickedButton()
            if restore is not None and clicked is restore and newest is not None:
                chosen = str(restore_beside(newest.path, path))
            elif clicked is other:
                picked = open_file(parent, tr(CTX, "Open a tournament database"),
                                   tr(CTX, "Tournament databases (*.sqlite3 *.db);;All files (*)"), settings,
                                   DATABASES_KEY, then=database_folder(path))
                chosen = "" if picked is None else str(picked)
            elif clicked is new:
                picked = save_file(parent, tr(CTX, "Create a tournament database"),
                                   tr(CTX, "Tournament databases (*.sqlite3)"), settings, DATABASES_KEY,
                                   "tournament", ".sqlite3", then=database_folder(path))
                chosen = "" if picked is None else str(picked)
            else:
                return None
            if chosen:
                path = chosen


def newest_backup(path: str) -> BackupSummary | None:
    """The newest whole backup of a database file (damaged or gone), if its backup folder has one."""
    if "://" in path:
        return None
    found = backups.list_backups(backups.default_folder(path))
    return found[0] if found else None


def restore_beside(backup: Path, path: str) -> Path:
    """The backup copied into a new file beside the database it stands in for (never over it)."""
    file = Path(path.split("?", 1)[0].removeprefix("file:"))
    dest = file.with_name(f"{file.stem}-restored-{dt.datetime.now():%Y%m%d-%H%M%S}.sqlite3")
    return backups.restore(backup, dest)


def _when(backup: BackupSummary) -> str:
    from tournament_app.texts.display import moment_text  # (only when a backup is offered: a faster start)

    return moment_text(dt.datetime.fromtimestamp(backup.modified))


def offer_missing(path: str) -> str:
    from PySide6.QtWidgets import QMessageBox

    newest = newest_backup(path)
    assert newest is not None
    text = tr(CTX, "{path} is missing, but its backup folder holds a backup from {time}. Restore it (into a "
                   "new file), or start an empty database?").format(path=path, time=_when(newest))
    box = QMessageBox(QMessageBox.Icon.Question, tr(CTX, "The database is missing"), text)
    restore = box.addButton(tr(CTX, "Restore the newest backup"), QMessageBox.ButtonRole.AcceptRole)
    box.addButton(tr(CTX, "Start an empty database"), QMessageBox.ButtonRole.RejectRole)
    box.exec()
    if box.clickedButton() is restore:
        return str(restore_beside(newest.path, path))
    return path

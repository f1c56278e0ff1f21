"""Starting the desktop app: the QApplication, the language, the database (or a choice of another)."""

from __future__ import annotations

import datetime as dt
import sys
from pathlib import Path

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QWidget

from tournament_app.garbage import collect_from_now_on
from tournament_app.i18n import render, set_language, tr
from tournament_app.platform import colours
from tournament_app.platform.screen import japanese_family
from tournament_app.platform.signals import on_stop
from tournament_app.resources import FOLDER
from tournament_app.services import backups
from tournament_app.storage.backup_files import BackupSummary
from tournament_app.storage.database import DatabaseError, default_db_path, open_database
from tournament_app.ui.damage_check import watch_damage_check

CTX = "ui.app"


def application() -> QApplication:
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication(sys.argv[:1])
    app.setApplicationName("tournament-app")
    app.setOrganizationName("tournament-app")
    icon = FOLDER / "icon.png"
    if icon.is_file():
        app.setWindowIcon(QIcon(str(icon)))
    use_one_font(app)
    colours.follow_palette()  # dark mode switched on or off while the app runs: every window follows
    return app


def use_one_font(app: QApplication) -> str | None:
    """Make a family that carries kana, kanji and Latin digits in one design the app's font (its size
    kept): with the system's Latin font Qt draws 「25,000持ち」 in two fonts, the digits visibly smaller
    than the kana. The family is found by its English or its Japanese name (platform.screen)."""
    family = japanese_family()
    if family is not None and app.font().family() != family:
        font = app.font()
        font.setFamily(family)
        app.setFont(font)
    return family


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
            newest = _newest_backup(path)
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
                chosen = str(_restore_beside(newest.path, path))
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


def _newest_backup(path: str) -> BackupSummary | None:
    """The newest whole backup of a database file (damaged or gone), if its backup folder has one."""
    if "://" in path:
        return None
    found = backups.list_backups(backups.default_folder(path))
    return found[0] if found else None


def _restore_beside(backup: Path, path: str) -> Path:
    """The backup copied into a new file beside the database it stands in for (never over it)."""
    file = Path(path.split("?", 1)[0].removeprefix("file:"))
    dest = file.with_name(f"{file.stem}-restored-{dt.datetime.now():%Y%m%d-%H%M%S}.sqlite3")
    return backups.restore(backup, dest)


def run(db: str | None = None, lang: str | None = None) -> int:
    """Open the main window on ``db`` (default: the user's database) and run until it closes."""
    from tournament_app.platform.display import display_problem

    problem = display_problem()  # one line instead of Qt's abort when Linux lacks its libraries
    if problem is not None:
        print(problem, file=sys.stderr)
        return 1
    app = application()
    settings = QSettings()
    set_language(lang or settings.value("language") or None)
    target = str(db or default_db_path())
    if "://" not in target and not Path(target).exists() and _newest_backup(target) is not None:
        target = _offer_missing(target)  # the file is gone but its backups are there
    path = open_or_choose(target, settings=settings)
    if path is None:
        return 1
    from tournament_app.ui.main_window import MainWindow

    window = MainWindow(settings, path)
    window.show()
    _quit_on_signals(app)
    QTimer.singleShot(0, collect_from_now_on)  # once the window is painted (off while it opened)
    return app.exec()


def _quit_on_signals(app: QApplication) -> None:
    """Ctrl+C and SIGTERM (Windows: Ctrl+Break, the console closed) close the app as quitting does: a
    job in progress is stopped, its temporary file removed (the output rule), before the process ends.
    Python sees a signal only when it runs: a timer lets it run while Qt waits."""
    if on_stop(app.quit):  # stopped while the window was being opened: quit as soon as the loop runs
        QTimer.singleShot(0, app.quit)
    timer = QTimer(app)
    timer.timeout.connect(lambda: None)
    timer.start(250)


def _when(backup: BackupSummary) -> str:
    from tournament_app.display import moment_text  # (only when a backup is offered: a faster start)

    return moment_text(dt.datetime.fromtimestamp(backup.modified))


def _offer_missing(path: str) -> str:
    from PySide6.QtWidgets import QMessageBox

    newest = _newest_backup(path)
    assert newest is not None
    text = tr(CTX, "{path} is missing, but its backup folder holds a backup from {time}. Restore it (into a "
                   "new file), or start an empty database?").format(path=path, time=_when(newest))
    box = QMessageBox(QMessageBox.Icon.Question, tr(CTX, "The database is missing"), text)
    restore = box.addButton(tr(CTX, "Restore the newest backup"), QMessageBox.ButtonRole.AcceptRole)
    box.addButton(tr(CTX, "Start an empty database"), QMessageBox.ButtonRole.RejectRole)
    box.exec()
    if box.clickedButton() is restore:
        return str(_restore_beside(newest.path, path))
    return path

"""Starting the desktop app: the QApplication, the language, the database (or a choice of another)."""

from __future__ import annotations

import sys
from importlib.resources import files

from PySide6.QtCore import QSettings
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox, QWidget

from tournament_app.i18n import render, set_language, tr
from tournament_app.storage.database import DatabaseError, default_db_path, open_database

CTX = "ui.app"


def application() -> QApplication:
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication(sys.argv[:1])
    app.setApplicationName("tournament-app")
    app.setOrganizationName("tournament-app")
    icon = files("tournament_app.resources") / "icon.png"
    if icon.is_file():
        app.setWindowIcon(QIcon(str(icon)))
    return app


def open_or_choose(path: str, parent: QWidget | None = None) -> str | None:
    """Open ``path``; when it cannot be opened, offer another file or a new one instead of a crash.

    Returns the path that was opened, or None when the user gives up.
    """
    while True:
        try:
            open_database(path, read_only_ok=True)  # a read-only file opens with a banner
            return path
        except DatabaseError as e:
            box = QMessageBox(QMessageBox.Icon.Warning, tr(CTX, "Cannot open the database"),
                              render(e.message), parent=parent)
            other = box.addButton(tr(CTX, "Open another file…"), QMessageBox.ButtonRole.AcceptRole)
            new = box.addButton(tr(CTX, "Create a new file…"), QMessageBox.ButtonRole.AcceptRole)
            box.addButton(tr(CTX, "Quit"), QMessageBox.ButtonRole.RejectRole)
            box.exec()
            clicked = box.clickedButton()
            if clicked is other:
                chosen, _ = QFileDialog.getOpenFileName(
                    parent, tr(CTX, "Open a tournament database"), "",
                    tr(CTX, "Tournament databases (*.sqlite3 *.db);;All files (*)"))
            elif clicked is new:
                chosen, _ = QFileDialog.getSaveFileName(
                    parent, tr(CTX, "Create a tournament database"), "tournament.sqlite3",
                    tr(CTX, "Tournament databases (*.sqlite3)"))
            else:
                return None
            if chosen:
                path = chosen


def run(db: str | None = None, lang: str | None = None) -> int:
    """Open the main window on ``db`` (default: the user's database) and run until it closes."""
    app = application()
    settings = QSettings()
    set_language(lang or settings.value("language") or None)
    path = open_or_choose(str(db or default_db_path()))
    if path is None:
        return 1
    from tournament_app.ui.main_window import MainWindow

    window = MainWindow(settings, path)
    window.show()
    return app.exec()

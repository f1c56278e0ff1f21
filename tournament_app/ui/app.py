"""Starting the desktop app: the QApplication, its font and language, the database (``ui.opening`` offers
another when it cannot be opened) and the main window; a stop (Ctrl+C, SIGTERM) closes it as quitting does."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from tournament_app.platform import colours
from tournament_app.platform.garbage import collect_from_now_on
from tournament_app.platform.screen import japanese_family
from tournament_app.platform.signals import on_stop
from tournament_app.resources import FOLDER
from tournament_app.storage.database import default_db_path
from tournament_app.ui.opening import newest_backup, offer_missing, open_or_choose
from tournament_app.words.i18n import set_language


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
    if "://" not in target and not Path(target).exists() and newest_backup(target) is not None:
        target = offer_missing(target)  # the file is gone but its backups are there
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

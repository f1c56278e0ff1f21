"""The full check of the open database file, in the background right after the app opened it
(issue 26: opening reads only what it needs). A damaged file is said at once; the first write would
refuse it anyway (:class:`storage.health.WriteGuard`), before anything is written."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication

from tournament_app.storage.connections import check_in_background, damage_message
from tournament_app.words.i18n import render, tr

CTX = "ui.app"
POLL_MS = 250


def watch_damage_check() -> QTimer | None:
    """Start the check; when it finds damage, a warning names it. The timer that waits for the
    check (None: nothing to check)."""
    started = check_in_background()
    app = QCoreApplication.instance()
    if started is None or app is None:
        return None
    guard, thread = started
    timer = QTimer(app)
    timer.setInterval(POLL_MS)

    def poll() -> None:
        if thread.is_alive():
            return
        timer.stop()
        timer.deleteLater()
        if guard.done and guard.problem is not None:
            from PySide6.QtWidgets import QMessageBox  # (only for a damaged file)

            QMessageBox.warning(QApplication.activeWindow(), tr(CTX, "The database is damaged"),
                                render(damage_message(guard.problem), sentence=True))

    timer.timeout.connect(poll)
    timer.start()
    return timer

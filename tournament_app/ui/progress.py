"""Long jobs off the GUI thread: a worker thread does the work while a progress dialog with Cancel
shows, and the windows keep repainting and ticking.

``run_job(parent, label, work)`` calls ``work(progress)`` in a worker thread
(``tournament_app.files.progress``: the job calls ``progress(done, total)`` as it goes; after Cancel
that call raises ``Cancelled``) and waits for it in a local event loop, so that the caller reads on as
if the call were direct: it gets the result, or the exception, on the GUI thread. The dialog is
window-modal and shows only when the job takes longer than half a second.

While the worker runs, the GUI thread deletes no Qt object (deleteLater's wait until the job has ended,
the progress dialog itself included, and Python's cyclic collection waits too): a QObject's destructor
there asks for the GIL while holding one of Qt's shared signal-slot locks, and the worker, calling into
Qt with the GIL held (PySide releases it for few calls), may need that very lock for a connection of its
own; seen as a print of player reports that never ended.

The database: peewee keeps one connection per thread, so the worker opens its own (the same file or
server, read-only when the app's is) and closes it at the end. A SQLite database in memory cannot be
shared that way: such a job runs on the GUI thread, which then processes events between steps.
"""

from __future__ import annotations

import gc
import threading
import time
from collections.abc import Callable
from typing import Any, TypeVar, cast

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QEventLoop, QObject, Qt, QThread, QTimer
from PySide6.QtWidgets import QProgressDialog, QPushButton, QWidget

from tournament_app.files.progress import Cancelled, Progress
from tournament_app.services import connection
from tournament_app.words.i18n import tr

CTX = "ui.progress"
SHOW_AFTER_MS = 500  # quick jobs show no dialog at all
POLL_MS = 50  # how often the dialog looks at the worker's progress
QUICK_MS = 50  # a job done within this never runs the event loop (a blink: nobody sees it)
T = TypeVar("T")


class _Job(QThread):
    """The worker: runs ``work`` and keeps its result or exception for the GUI thread."""

    def __init__(self, work: Callable[[Progress], Any]) -> None:
        super().__init__()
        self.work = work
        self.stop = threading.Event()
        self.state = (0, 0)  # (done, total): one object, so the GUI thread never reads half an update
        self.result: Any = None
        self.error: BaseException | None = None

    def report(self, done: int, total: int) -> None:
        """The job's progress callback, called in the worker thread."""
        if self.stop.is_set():
            raise Cancelled
        self.state = (done, total)  # read by the GUI thread's timer

    def run(self) -> None:  # the worker thread
        try:
            self.result = self.work(self.report)
        except BaseException as exc:  # raised again on the GUI thread by run_job
            self.error = exc
        finally:
            try:
                connection.end_thread()
            except Exception as exc:  # the job's own error matters more
                self.error = self.error or exc


def progress_dialog(parent: QWidget | None, label: str) -> QProgressDialog:
    """Window-modal, shown after half a second, a busy bar until the job says how far it got."""
    dialog = QProgressDialog(label, tr(CTX, "Cancel"), 0, 0, parent)
    dialog.setWindowTitle(tr(CTX, "Please wait"))
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.setAutoClose(False)
    dialog.setAutoReset(False)
    dialog.setMinimumDuration(SHOW_AFTER_MS)
    dialog.setMinimumWidth(420)
    dialog.setValue(0)  # starts the half-second timer after which the dialog shows itself
    return dialog


def _show(dialog: QProgressDialog, done: int, total: int) -> None:
    if total <= 0 or dialog.wasCanceled():
        return
    if dialog.maximum() != total:
        dialog.setMaximum(total)
    dialog.setValue(max(0, min(done, total - 1)))  # full only when the job has ended


def _cancelling(dialog: QProgressDialog) -> None:
    """QProgressDialog hides itself on Cancel: while the job stops, say so and keep the window held."""
    dialog.setLabelText(tr(CTX, "Cancelling…"))
    dialog.setRange(0, 0)  # busy: how long the job takes to stop is not known
    for button in dialog.findChildren(QPushButton):  # disabled, not removed: it is inside its own click
        button.setEnabled(False)
    dialog.show()


def run_job(parent: QWidget | None, label: str, work: Callable[[Progress], T]) -> T:
    """Run ``work(progress)`` off the GUI thread behind a progress dialog; its result, or its exception
    (``Cancelled`` when the user pressed Cancel) raised here."""
    dialog = progress_dialog(parent, label)
    try:
        if not connection.can_work_in_thread():
            return _run_here(dialog, work)
        return _run_in_thread(dialog, work)
    finally:
        dialog.reset()  # stops its timer too, which would otherwise show it after the job
        dialog.hide()
        shiboken6.delete(dialog)  # now, while no worker runs (a deleteLater would come in the next job)


class _DeletesWait(QObject):
    """While a job runs, every object scheduled for deletion (``deleteLater``) waits: deleted once the
    worker has ended (see the module's docstring)."""

    def __init__(self) -> None:
        super().__init__()
        self.held: list[tuple[QObject, QEvent]] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.DeferredDelete:
            self.held.append((watched, event.clone()))  # (a second deleteLater would do nothing)
            return True
        return False

    def release(self) -> None:
        """Post each held deletion again, as it was (the loop level it was asked at included)."""
        for obj, event in self.held:
            if shiboken6.isValid(obj):  # (a parent deleted meanwhile took it along)
                QCoreApplication.postEvent(obj, event)
        self.held.clear()


def _run_in_thread(dialog: QProgressDialog, work: Callable[[Progress], T]) -> T:
    job = _Job(work)
    loop = QEventLoop()
    job.finished.connect(loop.quit)
    busy = [False]  # setValue of a modal dialog processes events: the next tick must not nest

    def tick() -> None:
        if not busy[0]:
            busy[0] = True
            try:
                _show(dialog, *job.state)
            finally:
                busy[0] = False

    def cancel() -> None:
        job.stop.set()
        _cancelling(dialog)

    dialog.canceled.connect(cancel)
    timer = QTimer()
    timer.setInterval(POLL_MS)
    timer.timeout.connect(tick)
    app = QCoreApplication.instance()
    deletes = _DeletesWait()
    if app is not None:
        app.installEventFilter(deletes)
    collecting = gc.isenabled()
    gc.disable()
    job.start()
    timer.start()
    try:
        # A quick job is waited for here, as a direct call would be: no events run in between (no
        # other click, no focus moving to a dialog that is about to close).
        if not job.wait(QUICK_MS):
            loop.exec()  # returns when the job has finished (or the application quits)
    finally:
        timer.stop()
        if job.isRunning():  # the application is quitting: stop the job and wait for it
            job.stop.set()
            job.wait()
        job.wait()
        if app is not None:
            app.removeEventFilter(deletes)
        if collecting:
            gc.enable()
        deletes.release()
    if job.error is not None:
        raise job.error
    return cast(T, job.result)


def _run_here(dialog: QProgressDialog, work: Callable[[Progress], T]) -> T:
    """The job on the GUI thread (a database in memory): events are processed between its steps."""
    last = [0.0]

    def report(done: int, total: int) -> None:
        now = time.monotonic()
        if now - last[0] >= POLL_MS / 1000:
            last[0] = now
            _show(dialog, done, total)
            QCoreApplication.processEvents()
        if dialog.wasCanceled():
            raise Cancelled

    return work(report)

"""What the windows share: the open tournament, a signal when the record changes, and what the
windows do while the database does not answer (say so, keep what they show, re-read when it is back)."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QObject, QSettings, QTimer, Signal
from PySide6.QtWidgets import QLabel, QWidget

from tournament_app.platform import colours
from tournament_app.services import changes, connection
from tournament_app.words.i18n import render, tr
from tournament_app.words.messages import UserError

CTX = "ui.connection"
# Other desks' changes show within this; a poll is one pragma or a non-blocking read of notifications.
FOLLOW_INTERVAL_MS = 300
BACK_SHOWN_MS = 15000  # "Connected again" stays this long, as on the desks
# the look of a status line (the desks' too, ui/desk/following.py): one look for one state in every
# window, in the colours of its role (lost, back, notice, busy)
STATUS_LINE = "font-weight: bold; padding: 2px 4px;"


class AppContext(QObject):
    """Passed to every view instead of globals.

    ``changed`` is emitted after any write (a hand, a finished game, a penalty …) so that
    standings, the projector and the lists refresh themselves.
    """

    changed = Signal()
    tournament_changed = Signal(int)
    changed_elsewhere = Signal()  # by another desk or process; ``changed`` follows
    # the database (server) stopped or started answering: (reachable, why not); windows keep their entries
    connection_changed = Signal(bool, str)

    def __init__(self, settings: QSettings, db_path: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.db_path = db_path
        self.tournament_id: int | None = None
        self._watcher: changes.ChangeWatcher | None = None
        self.reachable = True
        self._timer = QTimer(self)
        self._timer.timeout.connect(self._poll)
        _REPORTS.unreachable.connect(self.connection_lost)

    def follow_changes(self, interval_ms: int = FOLLOW_INTERVAL_MS) -> None:
        """Watch the open database for other desks' changes (LISTEN/NOTIFY or PRAGMA data_version)."""
        self.stop_following()
        self._watcher = changes.watcher()
        self._watcher.poll()  # the starting point
        self._timer.start(interval_ms)

    def stop_following(self) -> None:
        self._timer.stop()
        if self._watcher is not None:
            self._watcher.close()
            self._watcher = None

    def _poll(self) -> None:
        if self._watcher is None:
            return
        changed = self._watcher.poll()
        if self._watcher.reachable != self.reachable:
            self.reachable = self._watcher.reachable
            self.connection_changed.emit(self.reachable, self._watcher.problem)
        if changed:
            self.changed_elsewhere.emit()
            self.changed.emit()

    def connection_ok(self) -> None:
        """A window's own request went through: the database answers again."""
        if not self.reachable:
            self.reachable = True
            self.connection_changed.emit(True, "")

    def connection_lost(self, problem: str) -> None:
        """A window's own request found the database unreachable: every window says so until the
        watcher reaches it again."""
        if self.reachable:
            self.reachable = False
            self.connection_changed.emit(False, problem)
            if self._watcher is not None:
                # its own connection is as suspect (a restart ends them all, and a dead one can still
                # answer a poll once): the way back is proven by connecting anew
                self._watcher.close()
                self._watcher.reachable, self._watcher.problem = False, problem

    def guard_refresh(self, refresh: Callable[[], object]) -> bool:
        """Run a window's re-reading of what it shows. The database not answering is no fault of the
        window's: every window says so (:func:`report_unreachable`), this one keeps what it showed, and
        all of them re-read once the watcher reaches the database again. False then; anything else
        (a bug) propagates."""
        global _refreshing
        _refreshing += 1
        try:
            done = refresh()
        except UserError as e:
            if not report_unreachable(e):
                raise
            return False
        finally:
            _refreshing -= 1
        return done is not False  # False: a guarded refresh inside it did not read

    def set_tournament(self, tournament_id: int | None) -> None:
        self.tournament_id = tournament_id
        if tournament_id is not None:
            self.settings.setValue("last_tournament", tournament_id)
        self.tournament_changed.emit(tournament_id or 0)
        self.changed.emit()

    def notify(self) -> None:
        self.changed.emit()


class _Reports(QObject):
    """A request anywhere found the database unreachable: a process has one database, so every
    context hears it (``ui.errors`` reports the users' own actions here)."""

    unreachable = Signal(str)


_REPORTS = _Reports()
_refreshing = 0  # refreshes under way (AppContext.guard_refresh), nested ones too


def report_unreachable(error: UserError) -> bool:
    """Whether ``error`` says the database did not answer; if so, every window is told."""
    if not connection.is_unreachable(error):
        return False
    _REPORTS.unreachable.emit(render(error.message))
    return True


def refreshing() -> bool:
    """Whether a window is re-reading what it shows (an unreachable database is then said in its
    status line, not in a message box)."""
    return _refreshing > 0


def guarded_refresh(method: Callable[..., object]) -> Callable[..., bool]:
    """A window's ``refresh`` method, whoever calls it (a change, its tab shown, a button, a timer),
    run through :meth:`AppContext.guard_refresh`: True when it read."""
    @functools.wraps(method)
    def run(self: Any, *args: Any, **kwargs: Any) -> bool:
        return self.ctx.guard_refresh(lambda: method(self, *args, **kwargs))
    return run


class ConnectionLine(QLabel):
    """A window's line about the database, as the desks have theirs: red while it does not answer
    (the driver's words in the tooltip), then "Connected again" for a while; hidden otherwise."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("connectionLine")
        self.setWordWrap(True)  # a narrow window: two lines, not a window pushed wider than the screen
        self._serial = 0
        self.hide()
        ctx.connection_changed.connect(self.connection_changed)
        if not ctx.reachable:
            self.connection_changed(False, "")

    def connection_changed(self, reachable: bool, problem: str) -> None:
        self._serial += 1
        if reachable:
            self.setText(tr(CTX, "Connected again: what is shown is read afresh."))
            colours.paint(self, "back", STATUS_LINE)
            serial = self._serial
            QTimer.singleShot(BACK_SHOWN_MS, self, lambda: serial == self._serial and self.hide())
        else:
            self.setText(tr(CTX, "Database not reachable: what is shown is as last read, and nothing "
                                 "can be stored. Reconnecting by itself…"))
            colours.paint(self, "lost", STATUS_LINE)
        self.setToolTip(problem)
        self.show()


class LazyRefresh(QObject):
    """Refresh a view now if it is on screen, otherwise the next time it is shown.

    On a big league a hidden tab (standings of 512 players × 100 rounds) would otherwise redo its
    work after every hand recorded at any desk.
    """

    def __init__(self, ctx: AppContext, view: QWidget, refresh: Callable[[], object]) -> None:
        super().__init__(view)
        self.ctx = ctx
        self.view = view
        self.refresh = refresh
        self.stale = True
        view.installEventFilter(self)

    def request(self) -> None:
        if self.view.isVisible():
            self._run()
        else:
            self.stale = True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if watched is self.view and event.type() == QEvent.Type.Show and self.stale:
            self._run()
        return False

    def _run(self) -> None:
        self.stale = False
        if not self.ctx.guard_refresh(self.refresh):
            self.stale = True  # not read: shown again, it tries again


def watch(ctx: AppContext, view: QWidget, refresh: Callable[[], object]) -> LazyRefresh:
    """Refresh ``view`` after every change of the record, lazily (see :class:`LazyRefresh`), keeping
    what it shows while the database does not answer (:meth:`AppContext.guard_refresh`)."""
    lazy = LazyRefresh(ctx, view, refresh)
    ctx.changed.connect(lazy.request)
    return lazy

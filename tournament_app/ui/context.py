"""What the windows share: the open tournament and a signal when the record changes."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QSettings, QTimer, Signal
from PySide6.QtWidgets import QWidget

from tournament_app.services import changes

# Other desks' changes show within this; a poll is one pragma or a non-blocking read of notifications.
FOLLOW_INTERVAL_MS = 300


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
                self._watcher.reachable, self._watcher.problem = False, problem

    def set_tournament(self, tournament_id: int | None) -> None:
        self.tournament_id = tournament_id
        if tournament_id is not None:
            self.settings.setValue("last_tournament", tournament_id)
        self.tournament_changed.emit(tournament_id or 0)
        self.changed.emit()

    def notify(self) -> None:
        self.changed.emit()


class LazyRefresh(QObject):
    """Refresh a view now if it is on screen, otherwise the next time it is shown.

    On a big league a hidden tab (standings of 512 players × 100 rounds) would otherwise redo its
    work after every hand recorded at any desk.
    """

    def __init__(self, view: QWidget, refresh: Callable[[], None]) -> None:
        super().__init__(view)
        self.view = view
        self.refresh = refresh
        self.stale = True
        view.installEventFilter(self)

    def request(self) -> None:
        if self.view.isVisible():
            self.stale = False
            self.refresh()
        else:
            self.stale = True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if watched is self.view and event.type() == QEvent.Type.Show and self.stale:
            self.stale = False
            self.refresh()
        return False


def watch(ctx: AppContext, view: QWidget, refresh: Callable[[], None]) -> LazyRefresh:
    """Refresh ``view`` after every change of the record, lazily (see :class:`LazyRefresh`)."""
    lazy = LazyRefresh(view, refresh)
    ctx.changed.connect(lazy.request)
    return lazy

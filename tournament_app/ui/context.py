"""What the windows share: the open tournament and a signal when the record changes."""

from __future__ import annotations

from PySide6.QtCore import QObject, QSettings, Signal


class AppContext(QObject):
    """Passed to every view instead of globals.

    ``changed`` is emitted after any write (a hand, a finished game, a penalty …) so that
    standings, the projector and the lists refresh themselves.
    """

    changed = Signal()
    tournament_changed = Signal(int)

    def __init__(self, settings: QSettings, db_path: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.db_path = db_path
        self.tournament_id: int | None = None

    def set_tournament(self, tournament_id: int | None) -> None:
        self.tournament_id = tournament_id
        if tournament_id is not None:
            self.settings.setValue("last_tournament", tournament_id)
        self.tournament_changed.emit(tournament_id or 0)
        self.changed.emit()

    def notify(self) -> None:
        self.changed.emit()

"""What a referee decides at the desk, sent together with what they were shown when deciding.

A decision is a pair: the game as shown (its version, the hand it names) and the decision itself. The
pair is made when the referee decides (the Enter key, a dialog's question) and travels unchanged to
the service, whatever the desk reloads meanwhile: a game that moved on refuses it ("look again") and
nothing is stored. Each decision has an identity (``action``): sent twice, it is stored once.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from tournament_app.export.game_changes import change_summary, changed_numbers
from tournament_app.services import connection
from tournament_app.services.base import AlreadyStoredError, ConflictError, ReusedActionError
from tournament_app.services.rows import GameView
from tournament_app.ui.errors import show_error
from tournament_app.words.i18n import render, tr
from tournament_app.words.messages import UserError

CTX = "ui.desk"
__all__ = ["DeskActions", "Shown", "change_summary", "changed_numbers", "new_action"]


def new_action() -> str:
    return uuid.uuid4().hex


@dataclass(frozen=True)
class Shown:
    """The game as the referee saw it when deciding, and the decision's identity."""

    view: GameView
    action: str = field(default_factory=new_action)

    @property
    def version(self) -> int:
        return self.view.version


class DeskActions:
    """Sending decisions (a mixin of the desk window: ``self`` is the window)."""

    _sending = False

    def shown_now(self) -> Shown:
        """A new decision about the game as the desk shows it now (before its question is asked)."""
        return Shown(self.view)

    def ask(self, title: str, question: str, *, default_no: bool = False) -> bool:
        buttons = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
        default = QMessageBox.StandardButton.No if default_no else QMessageBox.StandardButton.NoButton
        return QMessageBox.question(self, title, question, buttons, default) == QMessageBox.StandardButton.Yes

    def send(self, shown: Shown, change: Callable[[int, str], object], refused: str = "",
             unreachable: str = "") -> bool:
        """Send ``change(seen version, action id)``; True when it is stored (now, or by an earlier
        submit of the same decision). A game that moved on since ``shown``: nothing is stored, the desk
        shows the game as it now is and says what changed and that nothing was done (``refused``).
        ``unreachable``: what the line about the lost database says was not done (an entry is kept;
        a correction is said to be not done, to do again once connected)."""
        if self._sending:  # one decision at a time: a key press while one is under way does nothing
            return False
        self._sending = True
        error: UserError | None = None
        self.busy(True)
        try:
            change(shown.version, shown.action)
        except UserError as e:
            error = e
        finally:
            self._sending = False
            self.busy(False)
        if error is None or not connection.is_unreachable(error):
            self.ctx.connection_ok()  # it answered
        if error is None:
            return True
        if isinstance(error, AlreadyStoredError):
            self.show_notice(tr(CTX, "This was sent twice: it is stored once."))
            return True
        if isinstance(error, ReusedActionError):
            # an earlier submit under this identity was stored as something else (its reply lost, the
            # entry changed since): the entry keeps what is typed under a new identity, decided on the
            # game as it was, so it waits for a look at the game as it now is
            self.entry_shown = Shown(self.entry_shown.view, new_action())
            self.follow()
            self.show_notice(render(error.message, sentence=True), keep=True)
            self.refresh()
            return False
        if isinstance(error, ConflictError):
            self.follow()
            if self.editing is not None and self.editing.refused:
                return False  # following said what became of the hand being edited
            text = self.summary(shown.view, self.view)
            tail = refused or (self.kept_text() if self.entry_in_progress()
                               else tr(CTX, "Nothing was stored: look again."))
            self.change_notice = f"{text} {tail}"
            self.show_notice(self.change_notice, keep=True)
        elif connection.is_unreachable(error):
            self.ctx.connection_lost(render(error.message))
            if unreachable:  # the line every window shows says entries are kept: this was not done
                again = tr(CTX, "Reconnecting by itself…")
                self.connection_status.setText(f"{unreachable} {again}")
                self.show_notice(unreachable, keep=True)  # still said once it is back
        else:
            show_error(self, error, self.view.names)
        return False

    def busy(self, on: bool) -> None:
        """The sign of a write under way (it waits while another desk holds the database): the call
        holds the event loop, so the sign is painted before it and taken down after it."""
        if on:
            QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
            self.show_messages()
            self.layout().activate()  # the line placed where the prompt was, then painted alone: a
            self.busy_line.repaint()  # whole-window repaint would cost every hand ~30 ms
        else:
            QApplication.restoreOverrideCursor()
            self.show_messages()

"""Service errors become one clear dialog; nothing half-saved is left behind (services are atomic)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtWidgets import QMessageBox, QWidget

from tournament_app.i18n import render, tr
from tournament_app.messages import UserError
from tournament_app.rules.errors import RecordError

CTX = "ui"


def user_text(error: UserError) -> str:
    """The error as a referee reads it: a record problem names the hand and the reason, never the
    record format's field key (``tenpai``, ``wins`` …), which only the command line shows."""
    if isinstance(error, RecordError) and error.hand is not None:
        return tr(CTX, "hand {hand}: {reason}").format(hand=error.hand, reason=render(error.reason))
    if isinstance(error, RecordError):
        return render(error.reason)
    return render(error.message)


def show_error(parent: QWidget | None, error: UserError) -> None:
    QMessageBox.warning(parent, tr(CTX, "Cannot do that"), user_text(error))


@contextmanager
def user_errors(parent: QWidget | None) -> Iterator[list[UserError]]:
    """``with user_errors(self) as failed:`` shows a UserError as a dialog; ``failed`` says if one did."""
    failed: list[UserError] = []
    try:
        yield failed
    except UserError as e:
        failed.append(e)
        show_error(parent, e)

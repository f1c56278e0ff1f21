"""Service errors become one clear dialog; nothing half-saved is left behind (services are atomic)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtWidgets import QMessageBox, QWidget

from tournament_app.i18n import render, tr
from tournament_app.messages import UserError
from tournament_app.progress import Cancelled
from tournament_app.rules.errors import HandError, RecordError

CTX = "ui"


def user_text(error: UserError, seat_names: tuple[str, ...] | None = None) -> str:
    """The error as a referee reads it: a record problem names the hand and the reason, never the
    record format's field key (``tenpai``, ``wins`` …) nor its 0-3 seat numbers, which only the command
    line shows; with ``seat_names`` the players are named."""
    if isinstance(error, RecordError) and error.hand is not None:
        return tr(CTX, "hand {hand}: {reason}").format(hand=error.hand,
                                                       reason=render(error.reason, seat_names))
    if isinstance(error, RecordError | HandError):
        return render(error.reason, seat_names)
    return render(error.message, seat_names)


def show_error(parent: QWidget | None, error: UserError, seat_names: tuple[str, ...] | None = None) -> None:
    QMessageBox.warning(parent, tr(CTX, "Cannot do that"), user_text(error, seat_names))


@contextmanager
def user_errors(parent: QWidget | None) -> Iterator[list[Exception]]:
    """``with user_errors(self) as failed:`` shows a UserError as a dialog and lets a job the user
    cancelled (``progress.Cancelled``) pass quietly: they asked for it; ``failed`` says whether the
    work did not complete."""
    failed: list[Exception] = []
    try:
        yield failed
    except Cancelled as e:
        failed.append(e)
    except UserError as e:
        failed.append(e)
        show_error(parent, e)

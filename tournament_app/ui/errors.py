"""Service errors become one clear dialog; nothing half-saved is left behind (services are atomic)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtWidgets import QWidget

from tournament_app.i18n import tr, user_text
from tournament_app.messages import UserError
from tournament_app.progress import Cancelled

CTX = "ui"
__all__ = ["show_error", "user_errors", "user_text"]  # user_text lives in i18n: the web uses it too


def show_error(parent: QWidget | None, error: UserError, seat_names: tuple[str, ...] | None = None) -> None:
    from PySide6.QtWidgets import QMessageBox  # (loaded with the first error: not at every start)

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

"""Service errors become one clear dialog; nothing half-saved is left behind (services are atomic)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtWidgets import QMessageBox, QWidget

from tournament_app.i18n import render, tr
from tournament_app.messages import UserError

CTX = "ui"


def show_error(parent: QWidget | None, error: UserError) -> None:
    QMessageBox.warning(parent, tr(CTX, "Cannot do that"), render(error.message))


@contextmanager
def user_errors(parent: QWidget | None) -> Iterator[list[UserError]]:
    """``with user_errors(self) as failed:`` shows a UserError as a dialog; ``failed`` says if one did."""
    failed: list[UserError] = []
    try:
        yield failed
    except UserError as e:
        failed.append(e)
        show_error(parent, e)

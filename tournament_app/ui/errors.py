"""Service errors become one clear dialog; nothing half-saved is left behind (services are atomic).

The database not answering is said in every window's status line too (``ui.context``); inside a
window's refresh it is that refresh's business: no dialog then.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtWidgets import QWidget

from tournament_app.files.output_files import OutputError
from tournament_app.files.progress import Cancelled
from tournament_app.services.connection import is_unreachable
from tournament_app.ui.context import refreshing, report_unreachable
from tournament_app.words.i18n import tr, user_text
from tournament_app.words.messages import UserError

CTX = "ui"
__all__ = ["show_error", "user_errors", "user_text"]  # user_text lives in i18n: the web uses it too


def show_error(parent: QWidget | None, error: UserError, seat_names: tuple[str, ...] | None = None) -> None:
    from PySide6.QtWidgets import QMessageBox  # (loaded with the first error: not at every start)

    if report_unreachable(error):  # every window's status line says it too, and when it is back
        QMessageBox.warning(parent, tr(CTX, "Database not reachable"), "{said}\n\n{why}".format(
            said=tr(CTX, "The database is not reachable, so this was not done: nothing was stored. The "
                         "app reconnects by itself; try again once it says “Connected again”."),
            why=user_text(error)))
        return
    if isinstance(error, OutputError) and error.kind == "held":  # open in Excel, a PDF viewer …
        QMessageBox.warning(parent, tr(CTX, "The file is in use"), user_text(error))
        return
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
        if refreshing() and is_unreachable(e):
            raise  # the refresh keeps what its window shows (AppContext.guard_refresh)
        failed.append(e)
        show_error(parent, e)

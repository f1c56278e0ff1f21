"""How a long job reports how far it got, and how the user stops it (every layer may import this).

A job takes ``progress: Progress | None`` and calls it with (done, total) as it goes: each game's
score sheet, each printed page, each batch of rows. Whoever started the job passes a reporter: the
window's progress dialog, or the command line's line on a terminal. The reporter stops the job by
raising :class:`Cancelled` from inside that call; the job lets it pass, undoing what it did on the
way out (a transaction rolled back, a temporary file removed), so a cancelled job leaves nothing
half-done behind. So a job reports nothing after its point of no return (the rename of the finished
file, the commit): a Cancel pressed then would leave the work done yet reported as cancelled.
"""

from __future__ import annotations

from collections.abc import Callable

Progress = Callable[[int, int], None]  # (done, total); may raise Cancelled


class Cancelled(Exception):  # noqa: N818 - the user's choice, not an error
    """The user stopped the job. Not a :class:`UserError`: there is nothing to explain to them."""


def report(progress: Progress | None, done: int, total: int) -> None:
    if progress is not None:
        progress(done, total)


PARTS = 1000  # a job made of several parts reports per mille of the whole


def part(progress: Progress | None, start: int, end: int) -> Progress | None:
    """A reporter for one part of a job, from ``start`` to ``end`` per mille of the whole: e.g. reading
    the games is the first 40 % of an export, writing them the rest."""
    if progress is None:
        return None

    def forward(done: int, total: int) -> None:
        share = (end - start) * min(done, total) // total if total > 0 else 0
        progress(start + share, PARTS)

    return forward

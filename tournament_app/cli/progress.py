"""A long command's progress as one line on standard error, redrawn in place, only on a terminal.

Scripts and pipes read standard error too (one line naming what is wrong): when it is not a terminal
nothing is written here at all, so they see exactly what they saw before.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TextIO

from tournament_app.files.progress import Progress
from tournament_app.texts.display import width

REDRAW_S = 0.1  # at most ten redraws a second: a terminal is slow


class _Line:
    def __init__(self, label: str, stream: TextIO) -> None:
        self.label, self.stream = label, stream
        self.shown: int | None = None
        self.last = 0.0
        self.width = 0

    def __call__(self, done: int, total: int) -> None:
        percent = min(100, done * 100 // total) if total > 0 else 0
        now = time.monotonic()
        if percent == self.shown or (now - self.last < REDRAW_S and percent < 100):
            return
        self.shown, self.last = percent, now
        text = f"{self.label} {percent:3d}%"
        self.width = max(self.width, width(text))  # terminal columns: a kanji takes two
        self.stream.write("\r" + text)
        self.stream.flush()

    def clear(self) -> None:
        if self.shown is not None:
            self.stream.write("\r" + " " * self.width + "\r")
            self.stream.flush()


def is_terminal(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):  # replaced or closed
        return False


@contextmanager
def terminal_progress(label: str, stream: TextIO | None = None) -> Iterator[Progress | None]:
    """``with terminal_progress(tr(CTX, "exporting")) as progress: job(..., progress=progress)``:
    ``progress`` is None (the job reports nothing) unless the stream is a terminal; the line is
    erased when the job ends, however it ends."""
    out = sys.stderr if stream is None else stream
    if not is_terminal(out):
        yield None
        return
    line = _Line(label, out)
    try:
        yield line
    finally:
        line.clear()

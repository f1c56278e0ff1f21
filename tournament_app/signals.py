"""SIGINT (Ctrl+C) and SIGTERM: every place the app meets them is here (a platform layer will add
Windows' console events beside them).

From the console script's first line (:func:`catch_early`) a signal never ends the process as the
system would. Before a command has its handler, a signal waits and the command acts on it first thing
(:func:`raising`): nothing has been opened or written by then. While the command runs, a signal raises
in the main thread, so that every ``finally`` runs (temporary files removed, transactions rolled back);
not inside an import or a method Qt called (:func:`called_by_qt`): then once that is done. After the
command, on the way out, a signal waits again and changes nothing: the command's result stands and
the database is closed (which removes SQLite's ``-wal`` and ``-shm``). Only a second signal while one
waits ends the process at once, as the system would (a person who insists).

Light on purpose: imported before anything else, while a signal would still kill the process.
"""

from __future__ import annotations

import os
import signal
import threading
from contextlib import contextmanager

TYPE_CHECKING = False  # (typing itself costs milliseconds of that window)
if TYPE_CHECKING:
    from collections.abc import Callable, Iterator
    from types import CodeType, FrameType
    from typing import Any, NoReturn, TypeVar

    F = TypeVar("F", bound=Any)

SIGNALS = tuple(getattr(signal, name) for name in ("SIGINT", "SIGTERM") if hasattr(signal, name))
_waiting: list[int] = []  # a signal that came while no command had its handler (catch_early)
_CALLED_BY_QT: set[CodeType] = set()
# Signals that came while Qt had called the app's code: sent again at the next checkpoint (Qt has
# returned by then), so a print ending soon after cannot outrun them.
_deferred: list[int] = []


def catch_early() -> None:
    """The console script's first act: from now on a signal waits for the command (or, after it,
    changes nothing) instead of killing the process. Signals a parent set to be ignored stay so."""
    for s in SIGNALS:  # SIGTERM last: once it is caught, both are (a test waits for that)
        if signal.getsignal(s) is not signal.SIG_IGN:
            signal.signal(s, _wait)


def _wait(signum: int, _frame: FrameType | None) -> None:
    if _waiting:  # asked again: as the system would, now
        signal.signal(signum, signal.SIG_DFL)
        os.kill(os.getpid(), signum)
        return
    _waiting.append(signum)


@contextmanager
def held() -> Iterator[None]:
    """SIGINT/SIGTERM wait until the block is done (POSIX): a rename or a clean-up is all or nothing."""
    mask = getattr(signal, "pthread_sigmask", None)
    if mask is None:
        yield
        return
    old = mask(signal.SIG_BLOCK, set(SIGNALS))
    try:
        yield
    finally:
        mask(signal.SIG_SETMASK, old)


def called_by_qt(method: F) -> F:
    """Mark a method Qt calls from its own code (a text object's ``drawObject``, in the middle of a
    page's painting): a stop that comes while it runs waits until Qt has returned, for an exception
    raised in there can crash PySide6 (it took an override so interrupted for a missing one, then
    the process died of SIGSEGV)."""
    _CALLED_BY_QT.add(method.__code__)
    return method


def act_on_deferred_stop() -> None:
    """A checkpoint where Qt has returned to the app (a page painted, a part laid out): a stop that
    came while Qt had called the app's code (:func:`called_by_qt`) is acted on here."""
    if _deferred:
        signum = _deferred[0]
        _deferred.clear()
        os.kill(os.getpid(), signum)  # the handler raises before this function returns


def _not_now(frame: FrameType | None) -> bool:
    """Whether raising where ``frame`` runs could break more than the command: inside an import
    (PySide6's start-up code aborts the whole process with "Fatal Python error") or inside a method
    Qt called (:func:`called_by_qt`)."""
    while frame is not None:
        if frame.f_code.co_filename.startswith("<frozen importlib") or frame.f_code in _CALLED_BY_QT:
            return True
        frame = frame.f_back
    return False


@contextmanager
def raising(stop: Callable[[int], NoReturn]) -> Iterator[None]:
    """For a command (main thread only): SIGINT and SIGTERM call ``stop(signum)``, which raises; later
    signals are ignored while that exception finds its way out. A signal that waited
    (:func:`catch_early`) is acted on before the block begins; one that comes while a module is being
    imported, or while Qt has called the app's code, once that is done."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = {s: signal.getsignal(s) for s in SIGNALS}
    later: list[threading.Timer] = []

    def handler(signum: int, frame: FrameType | None) -> None:
        if _not_now(frame):  # again in a moment, after the import or Qt's call (or at a checkpoint)
            _deferred.append(signum)
            later.append(threading.Timer(0.05, os.kill, (os.getpid(), signum)))
            later[-1].start()
            return
        _deferred.clear()
        for s in previous:
            signal.signal(s, signal.SIG_IGN)
        stop(signum)

    for s, before in previous.items():
        if before is not signal.SIG_IGN:
            signal.signal(s, handler)
    try:
        if _waiting:
            handler(_waiting.pop(), None)
        yield
    finally:
        for timer in later:  # the command is over: a stop asked during its last import comes too late
            timer.cancel()
        _deferred.clear()
        for s, before in previous.items():
            signal.signal(s, before if before is not None else signal.SIG_DFL)

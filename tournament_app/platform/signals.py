"""Stopping a command: Ctrl+C and SIGTERM, and on Windows Ctrl+Break and closing the console window.
Every place the app meets them is here.

From the console script's first line (:func:`catch_early`) a stop never ends the process as the
system would. Before a command has its handler, a stop waits and the command acts on it first thing
(:func:`raising`): nothing has been opened or written by then. While the command runs, a stop raises
in the main thread, so that every ``finally`` runs (temporary files removed, transactions rolled back);
not inside an import or a method Qt called (:func:`called_by_qt`), nor while a file is being put in
place (:func:`held`): then once that is done. After the command, on the way out, a stop waits again
and changes nothing: the command's result stands and the database is closed (which removes SQLite's
``-wal`` and ``-shm``). Only a second stop while one waits ends the process at once (a person who
insists).

Windows: Ctrl+C and Ctrl+Break come as SIGINT and SIGBREAK, and both stop a command as Ctrl+C does
(exit 130). Closing the console window (or logging off, shutting down) comes to no signal handler:
Windows calls a console control handler in a thread of its own, and ends the process once it returns,
or five seconds after the event. :func:`catch_early` sets one (SetConsoleCtrlHandler) that stops the
command as SIGTERM does (exit 143) and lets it end. No SIGTERM comes from outside there (``taskkill /F``
is TerminateProcess, which nothing can catch). And the process never sends a signal to itself with
``os.kill``: on Windows that too is TerminateProcess, with the signal's number as exit status.

Light on purpose: imported before anything else, while a stop would still kill the process.
"""

from __future__ import annotations

import os
import signal
import threading
from contextlib import contextmanager

from tournament_app.platform import system

TYPE_CHECKING = False  # (typing itself costs milliseconds of that window)
if TYPE_CHECKING:
    from collections.abc import Callable, Iterator
    from types import CodeType, FrameType
    from typing import Any, NoReturn, TypeVar

    F = TypeVar("F", bound=Any)

BREAK: int | None = getattr(signal, "SIGBREAK", None)  # Ctrl+Break (Windows only)
CLOSE_EVENTS = (2, 5, 6)  # CTRL_CLOSE_EVENT, CTRL_LOGOFF_EVENT, CTRL_SHUTDOWN_EVENT
ENDING_WAIT = 10.0  # seconds the console handler waits for the process to end (Windows allows 5)
_waiting: list[int] = []  # a stop that came while no command had its handler (catch_early)
_CALLED_BY_QT: set[CodeType] = set()
# Stops that came while Qt had called the app's code, or while a file was being put in place: sent
# again at the next checkpoint (Qt has returned by then), so a print ending soon after cannot outrun them.
_deferred: list[int] = []
_holding = [0]  # how deep the main thread is in held()
_settled = [False]  # the command's result is stored (settling): later stops are as on the way out
_console_handler: list[object] = []  # the handler Windows calls (kept: Windows holds only its address)


def stop_signals() -> tuple[int, ...]:
    """The signals that stop a command here, SIGTERM last."""
    found = (signal.SIGINT, BREAK, getattr(signal, "SIGTERM", None))
    return tuple(s for s in found if s is not None)


def exit_signal(signum: int) -> int:
    """The signal a stop counts as: Ctrl+Break as Ctrl+C (exit 130), every other as itself."""
    return signal.SIGINT if signum == BREAK else signum


def catch_early() -> None:
    """The console script's first act: from now on a stop waits for the command (or, after it,
    changes nothing) instead of killing the process. Signals a parent set to be ignored stay so."""
    for s in stop_signals():  # SIGTERM last: once it is caught, all are (a test waits for that)
        if signal.getsignal(s) is not signal.SIG_IGN:
            signal.signal(s, _wait)
    if system.SYSTEM == system.WINDOWS:
        _watch_console()


def _wait(signum: int, _frame: FrameType | None) -> None:
    if _waiting:  # asked again: now
        _end_now(signum)
        return
    _waiting.append(signum)


def _end_now(signum: int) -> None:
    """End the process at once, as the system ends a program on that signal (POSIX), or with the
    exit status of that stop (Windows, where the system's default would be TerminateProcess)."""
    if system.SYSTEM == system.WINDOWS:
        os._exit(128 + exit_signal(signum))
    signal.signal(signum, signal.SIG_DFL)
    _again(signum)


def _again(signum: int) -> None:
    """``signum`` once more, acted on in the main thread as a stop from outside is; from the main thread
    itself its handler runs before this returns."""
    # Windows: the C runtime runs Python's handler in this thread; the main thread acts on it
    if system.SYSTEM == system.WINDOWS:
        signal.raise_signal(signum)
    else:  # to the main thread, so that a blocking call there is interrupted as by a signal from outside
        signal.pthread_kill(threading.main_thread().ident or 0, signum)


@contextmanager
def held() -> Iterator[None]:
    """A stop waits until the block is done: a rename and its record, or a clean-up, all or nothing.
    A flag the handler reads, on every system (Windows has no signal mask); in the main thread, where
    a stop is acted on."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    _holding[0] += 1
    try:
        yield
    finally:
        _holding[0] -= 1
        if not _holding[0]:
            act_on_deferred_stop()


class _Settling:
    def __init__(self) -> None:
        self.holding = False
        self.done = False

    def commit_next(self) -> None:
        """Only the commit is left: a stop from now on waits for it."""
        if threading.current_thread() is threading.main_thread() and not self.holding:
            self.holding = True
            _holding[0] += 1

    def committed(self) -> None:
        self.done = True


@contextmanager
def settling() -> Iterator[_Settling]:
    """A transaction that stores a command's whole result: call ``commit_next()`` as its body's last
    step and ``committed()`` once it has committed. A stop that comes during the commit waits for it;
    once it has committed, that stop and every later one in the command are taken as on the way out
    (the result stands: its line, exit 0), so that "stopped" always means nothing was stored. Rolled
    back instead: the stop is acted on then."""
    state = _Settling()
    try:
        yield state
    finally:
        if state.holding:
            _holding[0] -= 1
            if state.done:
                _settled[0] = True
                _deferred.clear()  # a stop during the commit: too late, as on the way out
            elif not _holding[0]:
                act_on_deferred_stop()


def called_by_qt(method: F) -> F:
    """Mark a method Qt calls from its own code (a text object's ``drawObject``, in the middle of a
    page's painting): a stop that comes while it runs waits until Qt has returned, for an exception
    raised in there can crash PySide6 (it took an override so interrupted for a missing one, then
    the process died of SIGSEGV)."""
    _CALLED_BY_QT.add(method.__code__)
    return method


def act_on_deferred_stop() -> None:
    """A checkpoint where Qt has returned to the app (a page painted, a part laid out) or a file is in
    place: a stop that came meanwhile is acted on here."""
    if _deferred:
        signum = _deferred[0]
        _deferred.clear()
        _again(signum)  # the handler raises before this function returns


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
    """For a command (main thread only): a stop calls ``stop(signum)`` (Ctrl+Break as SIGINT), which
    raises; later stops are ignored while that exception finds its way out. A stop that waited
    (:func:`catch_early`) is acted on before the block begins; one that comes while a module is being
    imported, or while Qt has called the app's code, once that is done; one that comes while a file is
    put in place (:func:`held`), once it is."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = {s: signal.getsignal(s) for s in stop_signals()}
    later: list[threading.Timer] = []
    _settled[0] = False  # (an import the app ran on this thread before settles nothing here)

    def handler(signum: int, frame: FrameType | None) -> None:
        if _settled[0]:  # the command's result is stored (settling): as on the way out
            _wait(signum, frame)
            return
        if _holding[0]:  # acted on when the block is done (held)
            _deferred.append(signum)
            return
        if _not_now(frame):  # again in a moment, after the import or Qt's call (or at a checkpoint)
            _deferred.append(signum)
            later.append(threading.Timer(0.05, _again, (signum,)))
            later[-1].start()
            return
        _deferred.clear()
        for s in previous:
            signal.signal(s, signal.SIG_IGN)
        stop(exit_signal(signum))

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
        _settled[0] = False
        for s, before in previous.items():
            signal.signal(s, before if before is not None else signal.SIG_DFL)


def on_stop(act: Callable[[], object]) -> bool:
    """For the app: every stop (Ctrl+C, SIGTERM, Ctrl+Break, the console closed) calls ``act``. True
    when a stop came before (while the window was being opened, :func:`catch_early` held it): the
    caller acts on it once it can (a quit asked before Qt's loop runs would be lost)."""
    for s in stop_signals():
        signal.signal(s, lambda *_: act())
    came = bool(_waiting)
    _waiting.clear()
    return came


# -- Windows' console events -------------------------------------------------------------------------
def _on_console_event(event: int) -> bool:
    """What Windows calls, in a thread of its own, for a console event. Ctrl+C and Ctrl+Break are left
    to the C runtime's handler (they come as SIGINT and SIGBREAK); the console closed (or the user
    logging off, Windows shutting down) stops the command as SIGTERM does, and this waits for the
    process to end: Windows ends it as soon as this returns."""
    if event not in CLOSE_EVENTS:
        return False
    sigterm = getattr(signal, "SIGTERM", None)
    if sigterm is None or not callable(signal.getsignal(sigterm)):  # ignored: as Windows would
        return False
    _again(sigterm)
    threading.Event().wait(ENDING_WAIT)  # the process ends meanwhile (its clean-up done)
    return True


def _watch_console() -> None:
    if _console_handler:
        return
    import ctypes  # (Windows only: it costs a few milliseconds of the start)

    kind = getattr(ctypes, "WINFUNCTYPE", ctypes.CFUNCTYPE)  # (CFUNCTYPE: a test on another system)
    routine = kind(ctypes.c_int, ctypes.c_uint32)(lambda event: int(_on_console_event(event)))
    if _set_console_handler(routine):
        _console_handler.append(routine)


def _set_console_handler(routine: object) -> bool:
    """SetConsoleCtrlHandler(routine, TRUE): Windows calls ``routine`` for each console event, before
    the handlers set earlier (the C runtime's, which makes Ctrl+C and Ctrl+Break signals)."""
    import ctypes

    try:
        return bool(ctypes.windll.kernel32.SetConsoleCtrlHandler(routine, True))
    except (OSError, AttributeError):
        return False

"""platform.signals in this process: a stop while a file is put in place waits for it (on every
system, without a signal mask, which Windows has not), and Windows' console events do what the README
says. The whole command under Windows' rules: tests/platform/test_windows_stops.py."""

from __future__ import annotations

import os
import signal
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import NoReturn

import pytest

from tournament_app.files import output_files
from tournament_app.platform import files, signals
from tournament_app.words.i18n import render

SYSTEMS = ["linux", "darwin", "win32"]


class Stop(BaseException):
    pass


def _stop(signum: int) -> NoReturn:
    raise Stop(signum)


@pytest.fixture
def no_signal_mask(monkeypatch: pytest.MonkeyPatch) -> None:
    """As on Windows: Python has no pthread_sigmask there."""
    monkeypatch.delattr(signal, "pthread_sigmask", raising=False)


@pytest.fixture
def handlers_kept() -> Iterator[None]:
    saved = {s: signal.getsignal(s) for s in (signal.SIGINT, signal.SIGTERM)}
    yield
    for s, handler in saved.items():
        signal.signal(s, handler)


@pytest.mark.parametrize("system", SYSTEMS)
def test_a_stop_while_held_is_acted_on_once_the_block_is_done(on_system: Callable[[str], None], system: str,
                                                             no_signal_mask: None) -> None:
    on_system(system)
    done = []
    with pytest.raises(Stop) as stopped, signals.raising(_stop):
        with signals.held():
            signal.raise_signal(signal.SIGINT)  # Ctrl+C lands here
            done.append("the rest of the block")
        done.append("after the block")
    assert stopped.value.args == (signal.SIGINT,)
    assert done == ["the rest of the block"]


@pytest.mark.parametrize("system", SYSTEMS)
def test_a_stop_just_after_the_rename_says_the_file_was_written(
        on_system: Callable[[str], None], system: str, no_signal_mask: None, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Row 5 of the review: between the rename and its record, a Ctrl+C said "X was not changed"
    though X was replaced (whole)."""
    on_system(system)
    target = tmp_path / "x.xlsx"
    target.write_text("old")
    rename = os.replace

    def renamed_then_ctrl_c(src: str | os.PathLike[str], dst: str | os.PathLike[str]) -> None:
        rename(src, dst)
        signal.raise_signal(signal.SIGINT)

    monkeypatch.setattr(files, "_replace", renamed_then_ctrl_c)  # the rename every output goes through
    with (pytest.raises(output_files.Stopped) as stopped, output_files.stop_on_signals(str(target)),
          output_files.output_file(target) as tmp):
        tmp.write_text("new")
    message = stopped.value.message()
    assert message is not None and render(message) == f"stopped after {target} was written in full"
    assert stopped.value.signum == signal.SIGINT
    assert target.read_text() == "new" and [p.name for p in tmp_path.iterdir()] == ["x.xlsx"]


def test_a_stop_held_by_another_thread_is_not_held_for_the_main_one(no_signal_mask: None) -> None:
    """Only the main thread acts on a stop: another thread's rename does not delay the command's stop."""
    inside, release = threading.Event(), threading.Event()

    def worker() -> None:
        with signals.held():
            inside.set()
            release.wait(5)

    thread = threading.Thread(target=worker)
    thread.start()
    try:
        assert inside.wait(5)
        with pytest.raises(Stop), signals.raising(_stop):
            signal.raise_signal(signal.SIGTERM)
            pytest.fail("the stop waited for the other thread")
    finally:
        release.set()
        thread.join()


def test_ctrl_break_stops_as_ctrl_c_does(on_system: Callable[[str], None], monkeypatch: pytest.MonkeyPatch,
                                         handlers_kept: None) -> None:
    on_system("win32")
    saved = signal.getsignal(signal.SIGUSR2)
    monkeypatch.setattr(signals, "BREAK", signal.SIGUSR2)  # (Linux has no SIGBREAK: one that plays its part)
    try:
        assert signals.stop_signals() == (signal.SIGINT, signal.SIGUSR2, signal.SIGTERM)
        with pytest.raises(Stop) as stopped, signals.raising(_stop):
            signal.raise_signal(signal.SIGUSR2)
        assert stopped.value.args == (signal.SIGINT,)  # exit 130, as for Ctrl+C
    finally:
        signal.signal(signal.SIGUSR2, saved)


@pytest.fixture
def app_quits(handlers_kept: None, monkeypatch: pytest.MonkeyPatch) -> threading.Event:
    """The app's stop handlers (ui.app: ``on_stop(app.quit)``), a quit seen as an event."""
    quit_asked = threading.Event()
    monkeypatch.setattr(signals, "ENDING_WAIT", 0.3)
    signals.on_stop(quit_asked.set)
    return quit_asked


def _from_windows(event: int) -> list[bool]:
    """``event`` as Windows gives it: the handler called in a thread of its own; what it returned."""
    answered: list[bool] = []
    thread = threading.Thread(target=lambda: answered.append(signals._on_console_event(event)))
    thread.start()
    while thread.is_alive():  # the main thread running, as the app's timer keeps it (ui.app)
        time.sleep(0.01)
    return answered


def test_closing_the_console_quits_the_app_and_waits_for_it(on_system: Callable[[str], None],
                                                           app_quits: threading.Event) -> None:
    on_system("win32")
    started = time.monotonic()
    assert _from_windows(2) == [True]  # CTRL_CLOSE_EVENT: handled
    assert app_quits.is_set()
    assert time.monotonic() - started >= 0.3  # it waited for the process to end (Windows ends it on return)


@pytest.mark.parametrize(("event", "name"), [(0, "CTRL_C_EVENT"), (1, "CTRL_BREAK_EVENT")])
def test_ctrl_c_and_ctrl_break_are_left_to_pythons_own_handler(on_system: Callable[[str], None],
                                                               app_quits: threading.Event, event: int,
                                                               name: str) -> None:
    on_system("win32")
    assert _from_windows(event) == [False], name  # the C runtime's handler makes them SIGINT, SIGBREAK
    assert not app_quits.is_set()


def test_a_close_with_sigterm_ignored_is_left_to_windows(on_system: Callable[[str], None],
                                                        handlers_kept: None) -> None:
    on_system("win32")
    signal.signal(signal.SIGTERM, signal.SIG_IGN)  # a parent asked for it
    assert _from_windows(2) == [False]


def test_the_console_handler_is_set_once_and_only_on_windows(on_system: Callable[[str], None],
                                                            monkeypatch: pytest.MonkeyPatch,
                                                            handlers_kept: None) -> None:
    routines: list[Callable[[int], int]] = []
    monkeypatch.setattr(signals, "_set_console_handler", lambda routine: routines.append(routine) or True)
    monkeypatch.setattr(signals, "_console_handler", [])
    for system in ("linux", "darwin"):
        on_system(system)
        signals.catch_early()
    assert routines == []
    on_system("win32")
    signals.catch_early()
    signals.catch_early()
    assert len(routines) == 1
    assert routines[0](0) == 0  # through ctypes, as Windows calls it: Ctrl+C not handled there

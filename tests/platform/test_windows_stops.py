"""A command stopped as Windows stops it, on Linux: the program runs with Windows' rules where Linux
cannot produce them (tests/platform/conftest.py says why they are injected).

Under those rules (:data:`AS_WINDOWS`): ``os.kill`` of this very process is TerminateProcess, with
the signal's number as the exit status and no clean-up (what made a Ctrl+C while a print was painted
exit 2 and leave its ``.~`` file, row 4 of the review); there is no signal mask and no
``pthread_kill``; Ctrl+C and Ctrl+Break come from a thread of the console's, as the C runtime makes
them signals; closing the console window calls the console handlers in a thread of Windows', and the
process is ended once they return (five seconds at most), and no SIGTERM comes from outside at all.
A stop must end the command as the README says: one line, exit 130 (Ctrl+C, Ctrl+Break) or 143 (the
window closed), no temporary file left, the old file whole.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests import children
from tests.hostile.conftest import content, tree

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="Windows' rules simulated where they are not")

AS_WINDOWS = r"""
import os, signal, sys, threading
from tournament_app.platform import signals, system

system.SYSTEM = system.WINDOWS
signals.ENDING_WAIT = 5.0  # Windows ends the process five seconds after a close at most
signals.BREAK = signal.SIGUSR2  # Linux has no SIGBREAK: one that plays its part
for name in ("pthread_sigmask", "pthread_kill"):  # Windows has neither
    delattr(signal, name)
kill = os.kill

def terminate_process(pid, sig):  # os.kill on Windows: TerminateProcess(pid, sig) for any signal but a
    if pid == os.getpid():        # console event's
        os._exit(sig)
    kill(pid, sig)

os.kill = terminate_process
handlers = []
signals._set_console_handler = lambda routine: handlers.append(routine) or True

def console_closed():  # Windows: each console handler, last set first, in a thread of its own; then the end
    def deliver():
        for routine in reversed(handlers):
            if routine(2):  # CTRL_CLOSE_EVENT
                break
        os._exit(0xC000013A & 0xFF)  # STATUS_CONTROL_C_EXIT, as an exit status here
    threading.Thread(target=deliver, daemon=True).start()

def key(sig):  # Ctrl+C, Ctrl+Break: the C runtime calls the handler from the console's thread
    thread = threading.Thread(target=signal.raise_signal, args=(sig,))
    thread.start()
    thread.join()

WHAT, WHEN, AT = sys.argv[1:4]
act = {"close": console_closed, "ctrl-c": lambda: key(signal.SIGINT),
       "ctrl-break": lambda: key(signals.BREAK)}[WHAT]
done = []

def once():
    if not done:
        done.append(1)
        act()

if WHEN == "import":  # while that module is being imported
    sys.addaudithook(lambda event, args: event == "import" and str(args[0]) == AT and once())
elif WHEN in ("call", "return"):  # when the app's function of that name is called, or has returned
    def hook(frame, event, arg):
        if event == WHEN and frame.f_code.co_name == AT and "tournament_app" in frame.f_code.co_filename:
            sys.setprofile(None)
            once()
    sys.setprofile(hook)
elif WHEN == "after":  # the command has returned: on the way out, AT times
    from tournament_app.cli import main as cli_main
    command = cli_main.main
    def then(argv=None):
        code = command(argv)
        done.append(1)
        for _ in range(int(AT)):
            act()
        return code
    cli_main.main = then
sys.argv[1:] = ["--lang", "en", *sys.argv[4:]]
from tournament_app.cli.entry import run
code = run()
assert done, "the moment never came"
sys.exit(code)
"""


def _as_windows(tmp_path: Path, what: str, when: str, at: str,
                *argv: str) -> subprocess.CompletedProcess[str]:
    """The program under Windows' rules: ``what`` (``ctrl-c``, ``ctrl-break``, ``close``) comes ``when``
    (``import``, ``call``, ``return``, ``after``) ``at`` (a module, a function, how many times)."""
    return children.run([sys.executable, "-c", AS_WINDOWS, what, when, at, *argv], cwd=tmp_path,
                        capture_output=True, timeout=120, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})


@pytest.mark.parametrize(("what", "when", "at", "command", "target", "status"), [
    ("ctrl-c", "call", "drawObject", ["print", "scoresheets"], "s.pdf", 130),  # Qt paints: deferred
    ("ctrl-c", "import", "PySide6.QtWidgets", ["print", "standings"], "s.pdf", 130),  # an import: deferred
    ("ctrl-c", "return", "temporary_beside", ["export"], "x.xlsx", 130),
    ("ctrl-break", "return", "temporary_beside", ["export"], "x.xlsx", 130),
    ("ctrl-break", "import", "tournament_app.cli.season_cmds", ["export"], "x.xlsx", 130),  # no handler yet
    ("close", "return", "temporary_beside", ["export"], "x.xlsx", 143),
    ("close", "call", "drawObject", ["print", "scoresheets"], "s.pdf", 143),
    ("close", "import", "tournament_app.cli.season_cmds", ["export"], "x.xlsx", 143),
], ids=["Ctrl+C while Qt paints a chart", "Ctrl+C while Qt loads", "Ctrl+C while the workbook is written",
        "Ctrl+Break while the workbook is written", "Ctrl+Break while the commands load",
        "the console closed while the workbook is written", "the console closed while Qt paints a chart",
        "the console closed while the commands load"])
def test_a_stop_on_windows_is_one_line_and_leaves_the_old_file(
        league: Path, tmp_path: Path, what: str, when: str, at: str, command: list[str], target: str,
        status: int) -> None:
    (tmp_path / target).write_bytes(b"the file from before")
    stored, files = content(league), tree(tmp_path)
    done = _as_windows(tmp_path, what, when, at, "--db", str(league), *command, "--out", target)
    assert (done.returncode, done.stdout) == (status, ""), done.stderr[-3000:]
    assert done.stderr == f"tournament-app: stopped: {target} was not changed\n"
    assert tree(tmp_path) == files and content(league) == stored  # no .~ file; the old file whole


def test_a_stop_on_the_way_out_changes_nothing_and_a_second_ends_at_once(league: Path,
                                                                         tmp_path: Path) -> None:
    once = _as_windows(tmp_path, "ctrl-c", "after", "1", "--db", str(league), "add-player", "Late Arrival")
    assert (once.returncode, once.stdout, once.stderr) == (0, "", "")
    twice = _as_windows(tmp_path, "ctrl-c", "after", "2", "--db", str(league), "tournaments")
    assert (twice.returncode, twice.stderr) == (130, "")  # at once, with the README's status for Ctrl+C


def test_the_console_closed_on_the_way_out_lets_the_command_end(league: Path, tmp_path: Path) -> None:
    done = _as_windows(tmp_path, "close", "after", "1", "--db", str(league), "tournaments", "--json")
    assert (done.returncode, done.stderr) == (0, "")  # its own result, before Windows ends it
    assert json.loads(done.stdout)[0]["players"] == 8

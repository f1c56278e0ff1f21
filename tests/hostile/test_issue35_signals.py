"""Issue 35, signals (item 13): Ctrl+C and SIGTERM at the very start of the console program, just after
its output is in place, and on its way out.

A signal sent before the program's first line runs (the interpreter's own start) ends any program as
the system does: nothing can catch it then, and nothing has been opened. From that line on, every
moment is covered: at each import and step before the command has its own handler (sent from inside
the process at that very step, the same in every run), and at fixed moments after the spawn (the
test waits until the program has taken the signals, /proc/PID/status, so that a slow machine's
interpreter start does not decide the result).
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from openpyxl import load_workbook

from tests import children
from tournament_app.cli.main import main
from tournament_app.storage.database import close_database
from tournament_app.words.i18n import qm_path

from .conftest import content, tree

LINUX = sys.platform.startswith("linux")  # (/proc/PID/status)
MOMENTS_MS = (0, 10, 30, 60, 100, 150)
REPEAT = 2
PLAYERS = "name\n" + "".join(f"New {i}\n" for i in range(300))


def _caught(pid: int, signum: int) -> bool:
    try:
        with open(f"/proc/{pid}/status") as status:
            for line in status:
                if line.startswith("SigCgt:"):
                    return bool(int(line.split()[1], 16) >> (signum - 1) & 1)
    except OSError:
        pass
    return False


def _stopped_at(argv: list[str], sig: int, ms: int,
                cwd: Path) -> tuple[subprocess.CompletedProcess[str], float]:
    """Run the program, send ``sig`` ``ms`` after the spawn (once its first line has run); the process
    and when the signal went, in ms after the spawn."""
    spawned = time.monotonic()
    proc = children.popen([sys.executable, "-m", "tournament_app", "--lang", "en", *argv], cwd=cwd,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    while not _caught(proc.pid, signal.SIGTERM) and proc.poll() is None:  # SIGTERM is taken last
        time.sleep(0.0002)
    time.sleep(max(0.0, spawned + ms / 1000 - time.monotonic()))
    sent = (time.monotonic() - spawned) * 1000
    proc.send_signal(sig)
    out, err = proc.communicate(timeout=120)
    return subprocess.CompletedProcess(proc.args, proc.returncode, out, err), sent


def _players(db: Path) -> int:
    import sqlite3

    con = sqlite3.connect(f"file:{db}?immutable=1", uri=True)
    try:
        return con.execute("SELECT COUNT(*) FROM player").fetchone()[0]
    finally:
        con.close()


# The signal sent from inside the process at one step of its start (an audit hook): the import of a
# module of the command line, or the opening of the language's catalogue; each before the command's
# own handler is in place (output_files.stop_on_signals), where the system's default ended the process.
AT_STEP = r"""
import os, signal, sys
SIG, EVENT, PREFIX = getattr(signal, sys.argv[1]), sys.argv[2], sys.argv[3]
sent = []
def hook(event, args):
    if event == EVENT and not sent and str(args[0]).replace(os.sep, "/").startswith(PREFIX):
        sent.append(1)
        os.kill(os.getpid(), SIG)
sys.addaudithook(hook)
sys.argv[1:] = ["--lang", "en", *sys.argv[4:]]
from tournament_app.cli.entry import run
code = run()
assert sent, "the step never came"
sys.exit(code)
"""
QM = qm_path("en").replace(os.sep, "/")
STEPS = [("import", "tournament_app.cli.main"), ("import", "tournament_app.words.messages"),
         ("import", "tournament_app.words.i18n"), ("import", "tournament_app.files.output_files"),
         ("open", QM)]


@pytest.mark.skipif(os.name != "posix", reason="SIGTERM as POSIX sends it")
@pytest.mark.parametrize("sig", ["SIGINT", "SIGTERM"])
@pytest.mark.parametrize(("event", "prefix"), STEPS, ids=[f"{e} {p.rsplit('/', 1)[-1]}" for e, p in STEPS])
def test_a_signal_at_each_step_of_the_start_is_one_line(league: Path, tmp_path: Path, sig: str, event: str,
                                                         prefix: str) -> None:
    (tmp_path / "x.xlsx").write_bytes(b"the file from before")
    stored, files = content(league), tree(tmp_path)
    done = children.run([sys.executable, "-c", AT_STEP, sig, event, prefix, "--db", str(league), "export",
                         "--out", "x.xlsx"], cwd=tmp_path, capture_output=True, timeout=120)
    assert (done.returncode, done.stdout) == (128 + getattr(signal, sig), ""), done.stderr[-3000:]
    assert done.stderr == "tournament-app: stopped: x.xlsx was not changed\n"
    assert tree(tmp_path) == files and content(league) == stored


@pytest.mark.skipif(not LINUX, reason="a process's caught signals as Linux shows them")
@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM], ids=["SIGINT", "SIGTERM"])
@pytest.mark.parametrize("job", ["export", "import-players"])
def test_a_signal_in_the_first_moments_is_one_line_and_leaves_nothing(
        league_template: Path, tmp_path: Path, sig: int, job: str) -> None:
    (tmp_path / "players.csv").write_text(PLAYERS)
    db = tmp_path / "league.sqlite3"
    for ms in [m for m in MOMENTS_MS for _ in range(REPEAT)]:
        db.write_bytes(league_template.read_bytes())
        (tmp_path / "x.xlsx").write_bytes(b"the file from before")
        stored, files, registered = content(db), tree(tmp_path), _players(db)
        argv = (["export", "--out", "x.xlsx"] if job == "export" else ["import-players", "players.csv"])
        done, sent = _stopped_at(["--db", str(db), *argv], sig, ms, tmp_path)
        where = f"{job}, {signal.Signals(sig).name} at {sent:.0f} ms (asked: {ms})"
        if job == "import-players" and done.returncode == 0:  # the stop came once the players were stored
            assert (done.stdout, done.stderr) == ("300 players registered\n", ""), where
            assert _players(db) == registered + 300, where
            files.pop(db.name)  # stored: the database file changed, and nothing else
            assert {k: v for k, v in tree(tmp_path).items() if k != db.name} == files, where
            continue
        assert (done.returncode, done.stdout) == (128 + sig, ""), (where, done.stderr[-2000:])
        assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr, (where, done.stderr[-2000:])
        if job == "export" and done.stderr == "tournament-app: stopped after x.xlsx was written in full\n":
            # the signal left this process late (a loaded machine: sent is measured before it went),
            # after the workbook was in place: whole, and nothing else made or changed
            book = load_workbook(tmp_path / "x.xlsx", read_only=True)
            assert book.sheetnames, where
            book.close()
            assert set(tree(tmp_path)) == set(files) and content(db) == stored, where
            continue
        if job == "export":
            assert done.stderr == "tournament-app: stopped: x.xlsx was not changed\n", where
            assert tree(tmp_path) == files and content(db) == stored, where  # no .~ file, no -wal, no -shm
        else:  # "stopped": nobody stored, and the file not touched
            assert done.stderr == "tournament-app: stopped\n", where
            assert tree(tmp_path) == files and content(db) == stored, where


# A stop at the import's last steps, sent from inside the process: just after the last row is written
# (the transaction still open), or just after its commit (the players stored, the command's line not
# yet printed).
AT_THE_COMMIT = r"""
import os, signal, sys
import peewee
SIG, WHEN = getattr(signal, sys.argv[1]), sys.argv[2]
written = []
execute_sql, commit = peewee.Database.execute_sql, peewee.Database.commit

def writing(self, sql, params=None, *args, **kwargs):
    cursor = execute_sql(self, sql, params, *args, **kwargs)
    if sql.startswith('INSERT INTO "registration"'):
        written.append(1)
        if WHEN == "written":
            os.kill(os.getpid(), SIG)
    return cursor

def committing(self):
    done = commit(self)
    if written and WHEN == "committed":
        os.kill(os.getpid(), SIG)
    return done

peewee.Database.execute_sql, peewee.Database.commit = writing, committing
sys.argv[1:] = ["--lang", "en", *sys.argv[3:]]
from tournament_app.cli.entry import run
sys.exit(run())
"""


@pytest.mark.skipif(os.name != "posix", reason="SIGTERM as POSIX sends it")
@pytest.mark.parametrize("sig", ["SIGINT", "SIGTERM"])
@pytest.mark.parametrize("when", ["written", "committed"])
def test_a_stop_at_the_imports_commit_is_all_or_nothing(league: Path, tmp_path: Path, sig: str,
                                                         when: str) -> None:
    """"Stopped" means nobody was stored and the database file is as it was, to the byte; once the
    players are stored, a stop is as on the way out: the command's own line and exit status."""
    (tmp_path / "players.csv").write_text(PLAYERS)
    stored, files, before = content(league), tree(tmp_path), league.read_bytes()
    done = children.run([sys.executable, "-c", AT_THE_COMMIT, sig, when, "--db", str(league),
                         "import-players", "players.csv"], cwd=tmp_path, capture_output=True, timeout=120)
    if when == "written":
        assert (done.returncode, done.stdout, done.stderr) == (128 + getattr(signal, sig), "",
                                                               "tournament-app: stopped\n")
        assert tree(tmp_path) == files and league.read_bytes() == before and content(league) == stored
    else:
        assert (done.returncode, done.stdout, done.stderr) == (0, "300 players registered\n", "")
        assert _players(league) == 8 + 300
        assert sorted(p.name for p in tmp_path.iterdir()) == ["league.sqlite3", "players.csv"]


# The season workbook's progress sends this process a real signal once the job is ``AT`` of the way:
# at 0.85, after the workbook was renamed into place (the last report comes after the rename).
SEASON_STOPPER = r"""
import os, signal, sys
from contextlib import contextmanager
from tournament_app.cli import season_cmds
SIG, AT = getattr(signal, sys.argv[1]), float(sys.argv[2])

@contextmanager
def stopping(label, stream=None):
    def progress(done, total):
        if total and done >= AT * total:
            os.kill(os.getpid(), SIG)
    yield progress

season_cmds.terminal_progress = stopping
sys.argv[1:] = ["--lang", "en", *sys.argv[3:]]
from tournament_app.cli.entry import run
sys.exit(run())
"""


@pytest.fixture
def season(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    db = tmp_path / "season.sqlite3"
    assert main(["--lang", "en", "--db", str(db), "season", "demo", "Spring"]) == 0
    close_database()
    capsys.readouterr()
    return db


@pytest.mark.skipif(os.name != "posix", reason="SIGTERM as POSIX sends it")
def test_a_stop_after_the_output_is_in_place_says_it_was_written(season: Path, tmp_path: Path) -> None:
    stored = content(season)
    done = children.run([sys.executable, "-c", SEASON_STOPPER, "SIGTERM", "0.85", "--db", str(season),
                         "season", "export", "--out", "s.xlsx"], cwd=tmp_path, capture_output=True,
                        timeout=120)
    assert (done.returncode, done.stdout) == (143, ""), done.stderr[-2000:]
    assert done.stderr == "tournament-app: stopped after s.xlsx was written in full\n"
    assert len(load_workbook(tmp_path / "s.xlsx", read_only=True).sheetnames) > 1  # the whole workbook
    assert sorted(p.name for p in tmp_path.iterdir()) == ["s.xlsx", "season.sqlite3"]
    assert content(season) == stored


# The command has returned (its result decided, its line printed): the signal comes on the way out.
ON_THE_WAY_OUT = r"""
import os, signal, sys
from tournament_app.cli import main as cli_main
SIG, TIMES = getattr(signal, sys.argv[1]), int(sys.argv[2])
command = cli_main.main

def then_stopped(argv=None):
    code = command(argv)
    for _ in range(TIMES):
        os.kill(os.getpid(), SIG)
    return code

cli_main.main = then_stopped
sys.argv[1:] = ["--lang", "en", *sys.argv[3:]]
from tournament_app.cli.entry import run
sys.exit(run())
"""


@pytest.mark.skipif(os.name != "posix", reason="SIGTERM as POSIX sends it")
@pytest.mark.parametrize("sig", ["SIGINT", "SIGTERM"])
@pytest.mark.parametrize(("argv", "said"), [
    (["add-player", "Late Arrival"], ""),
    (["season", "export", "--out", "s.xlsx"], "wrote s.xlsx\n"),
], ids=["add-player", "season export"])
def test_a_signal_on_the_way_out_changes_nothing_and_the_database_is_closed(
        league: Path, season: Path, tmp_path: Path, sig: str, argv: list[str], said: str) -> None:
    db = season if argv[0] == "season" else league
    done = children.run([sys.executable, "-c", ON_THE_WAY_OUT, sig, "1", "--db", str(db), *argv],
                        cwd=tmp_path, capture_output=True, timeout=120)
    assert (done.returncode, done.stdout, done.stderr) == (0, said, "")  # the command's own result
    assert not Path(f"{db}-wal").exists() and not Path(f"{db}-shm").exists()
    if argv[0] == "add-player":
        assert _players(db) == 9


@pytest.mark.skipif(os.name != "posix", reason="SIGTERM as POSIX sends it")
def test_a_second_signal_while_one_waits_ends_the_process_at_once(league: Path, tmp_path: Path) -> None:
    done = children.run([sys.executable, "-c", ON_THE_WAY_OUT, "SIGTERM", "2", "--db", str(league),
                         "tournaments"], cwd=tmp_path, capture_output=True, timeout=120)
    assert done.returncode == -signal.SIGTERM  # asked twice: as the system ends a program

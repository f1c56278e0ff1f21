"""Progress of long commands on standard error (issue 17, item 5): a line redrawn in place on a
terminal, and not one byte more than before when standard error is a pipe or a file."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests import children
from tournament_app.cli.main import main

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="pseudo-terminals are POSIX")


def _env() -> dict[str, str]:
    return {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONIOENCODING": "utf-8"}


def run_piped(*args: str) -> tuple[int, str, str]:
    done = children.run([sys.executable, "-m", "tournament_app", "--lang", "en", *args],
                        capture_output=True, env=_env(), timeout=300, check=False)
    return done.returncode, done.stdout, done.stderr


def run_on_terminal(*args: str) -> tuple[int, str, str]:
    """Standard error on a pseudo-terminal (as in a console window), standard output on a pipe."""
    import pty

    master, slave = pty.openpty()
    proc = subprocess.Popen([sys.executable, "-m", "tournament_app", "--lang", "en", *args],
                            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=slave, env=_env())
    os.close(slave)
    chunks = []
    while True:
        try:
            data = os.read(master, 4096)
        except OSError:  # the command ended and closed its end of the terminal
            break
        if not data:
            break
        chunks.append(data)
    os.close(master)
    assert proc.stdout is not None
    out = proc.stdout.read().decode()
    proc.stdout.close()
    return proc.wait(timeout=300), out, b"".join(chunks).decode()


@pytest.fixture
def league(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> str:
    db = str(tmp_path / "league.sqlite3")
    assert main(["--db", db, "demo", "--players", "8", "--rounds", "3", "--seed", "2"]) == 0
    capsys.readouterr()
    return db


def test_a_pipe_gets_no_progress(league: str, tmp_path: Path) -> None:
    out = tmp_path / "league.xlsx"
    assert run_piped("--db", league, "export", "--out", str(out)) == (0, f"wrote {out}\n", "")
    pdf = tmp_path / "sheets.pdf"
    assert run_piped("--db", league, "print", "scoresheets", "--out", str(pdf)) == (0, f"wrote {pdf}\n", "")
    code, printed, err = run_piped("--db", league, "seat", "--rounds", "2", "--seed", "1")
    assert (code, err) == (0, "") and "round 4 table 1" in printed
    # a failure is still its one line, nothing before it
    missing = tmp_path / "no" / "such" / "x.xlsx"
    code, printed, err = run_piped("--db", league, "export", "--out", str(missing))
    assert (code, printed) == (2, "") and err.count("\n") == 1 and err.startswith("tournament-app: ")
    assert "\r" not in err and "%" not in err


def test_a_terminal_sees_the_progress_line(league: str, tmp_path: Path) -> None:
    out = tmp_path / "league.xlsx"
    code, printed, err = run_on_terminal("--db", league, "export", "--out", str(out))
    assert (code, printed) == (0, f"wrote {out}\n")  # standard output is the same as ever
    assert out.stat().st_size > 0
    shown = [part for part in err.split("\r") if part.strip()]
    assert shown and all(part.startswith("exporting") and part.endswith("%") for part in shown)
    percents = [int(part.rsplit(" ", 1)[-1].rstrip("%")) for part in shown]
    assert percents == sorted(percents) and all(0 <= p <= 100 for p in percents)
    assert err.endswith("\r") and err.rsplit("\r", 2)[-2].strip() == ""  # erased when done
    code, printed, err = run_on_terminal("--db", league, "seat", "--rounds", "2", "--seed", "1")
    assert code == 0 and "planning the seating" in err and "planning" not in printed


def test_a_failure_on_a_terminal_erases_the_line_before_saying_why(league: str, tmp_path: Path) -> None:
    import sqlite3

    con = sqlite3.connect(league)  # the last hand no longer replays: found half way through the games
    con.execute("UPDATE hand SET data = '{\"result\": \"bogus\"}' WHERE id = (SELECT MAX(id) FROM hand)")
    con.commit()
    con.close()
    target = tmp_path / "sheets.pdf"
    code, printed, err = run_on_terminal("--db", league, "print", "scoresheets", "--out", str(target))
    assert (code, printed) == (2, "")
    drawn, _sep, last = err.replace("\r\n", "\n").rpartition("\r")
    assert "printing" in drawn  # the line was there while the games were read
    assert last.startswith("tournament-app: ") and "bogus" in last and last.count("\n") == 1
    assert not target.exists()
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".~")] == []  # no temporary file

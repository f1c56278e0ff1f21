"""`clock`, `extra-time`, `planned-rounds` and a `time_up` hand on the command line (issues 10, 13)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tournament_app.cli.main import main


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(["--lang", "en", *args])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def league(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> str:
    db = str(tmp_path / "t.sqlite3")
    assert _run(capsys, "--db", db, "new", "Cup", "--planned-rounds", "3")[0] == 0
    for n in range(8):
        assert _run(capsys, "--db", db, "add-player", f"P{n}")[0] == 0
    assert _run(capsys, "--db", db, "seat", "--seed", "1")[0] == 0
    return db


def test_the_clock_from_the_command_line(league: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, "--db", league, "clock", "--round", "1")
    assert (code, out.strip()) == (0, "round 1: 90 minutes, not started")
    code, out, _ = _run(capsys, "--db", league, "clock", "start", "--round", "1", "--minutes", "60")
    assert code == 0 and out.startswith(("round 1: 60:00 left", "round 1: 59:59 left"))
    assert _run(capsys, "--db", league, "extra-time", "5", "--round", "1", "--table", "2")[1].strip() == (
        "table 2: 5 minutes of extra time")
    code, out, _ = _run(capsys, "--db", league, "clock", "pause", "--round", "1", "--json")
    status = json.loads(out)
    assert (status["paused"], status["minutes"], status["extra_minutes"]) == (True, 60, {"2": 5})
    code, out, err = _run(capsys, "--db", league, "extra-time", "5", "--round", "1", "--table", "7")
    assert (code, out) == (2, "") and err.strip() == "tournament-app: round 1 has no table 7"


def test_planned_rounds_and_a_time_up_hand(league: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, "--db", league, "planned-rounds", "0")
    assert (code, out.strip()) == (0, "planned rounds: not decided")
    code, _, err = _run(capsys, "--db", league, "planned-rounds", "41")
    assert code == 2 and "41" in err
    hand = json.dumps({"result": "ron", "winner": 1, "loser": 2, "han": 2, "fu": 30, "time_up": True})
    table = ("--db", league, "hand", "--round", "1", "--table", "1", "--number")
    assert _run(capsys, *table, "1", hand)[0] == 0
    code, _, err = _run(capsys, *table, "2", hand.replace("true", "false"))
    assert code == 2 and "hand 2" in err and "the game has already ended" in err

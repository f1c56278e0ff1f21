"""`hand` and `copy-db` on the command line (CONTRACT.md, wave 2), on a SQLite file."""

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
    assert _run(capsys, "--db", db, "new", "Cup")[0] == 0
    for n in range(4):
        assert _run(capsys, "--db", db, "add-player", f"P{n}")[0] == 0
    assert _run(capsys, "--db", db, "seat")[0] == 0
    return db


def test_hand_records_the_next_hand_only(league: str, capsys: pytest.CaptureFixture[str]) -> None:
    ron = json.dumps({"result": "ron", "winner": 1, "loser": 0, "han": 2, "fu": 30, "riichi": [1]})
    table = ("--db", league, "hand", "--round", "1", "--table", "1", "--number")
    code, out, err = _run(capsys, *table, "1", ron)
    assert (code, err) == (0, "") and "hand 1 recorded" in out
    code, out, err = _run(capsys, *table, "1", ron)
    assert code == 2 and out == "" and "hand 1 is already recorded" in err
    code, out, err = _run(capsys, *table, "5", ron)
    assert code == 2 and "hand 5 cannot follow" in err
    code, _, err = _run(capsys, *table, "2",
                        json.dumps({"result": "ron", "winner": 2, "loser": 2, "han": 1, "fu": 30}))
    assert code == 2 and err.startswith("tournament-app: hand 2: loser:")
    code, _, err = _run(capsys, *table, "2", "{oops")
    assert code == 2 and "not valid JSON" in err and len(err.strip().splitlines()) == 1


def test_copy_db_into_a_new_file_and_refusal_of_an_existing_one(
        league: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    target = tmp_path / "copy.sqlite3"
    code, out, _ = _run(capsys, "--db", league, "copy-db", "--to", str(target))
    assert code == 0 and "copied to" in out
    copied = _run(capsys, "--db", str(target), "seating", "--json")[1]
    assert copied == _run(capsys, "--db", league, "seating", "--json")[1]
    code, out, err = _run(capsys, "--db", league, "copy-db", "--to", str(target))
    assert code == 2 and out == "" and "already exists" in err

"""Stages, tie-breaks, hidden standings and teams on the command line (issue 14)."""

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
    for n in range(8):
        assert _run(capsys, "--db", db, "add-player", f"P{n}")[0] == 0
    return db


def test_format_commands_and_standings_json(league: str, capsys: pytest.CaptureFixture[str]) -> None:
    db = ("--db", league)
    assert _run(capsys, *db, "stage", "Final", "--from-round", "3", "--top", "4", "--carry", "half",
                "--final-seats", "rank")[1].strip() == "stage 2: Final from round 3"
    stages = json.loads(_run(capsys, *db, "stages", "--json")[1])
    assert stages[1] == {"name": "Final", "first_round": 3, "entry": {"top": 4}, "carry": 500,
                         "final_seats": "rank"}
    assert _run(capsys, *db, "tie-breaks", "best_game,more_firsts")[1].strip() == (
        "tie-breaks: best_game, more_firsts")
    code, _, err = _run(capsys, *db, "tie-breaks", "coin")
    assert code == 2 and "unknown tie-break coin" in err
    assert _run(capsys, *db, "team", "Red", "--members", "P0,P1")[0] == 0
    code, _, err = _run(capsys, *db, "team", "Blue", "--members", "P1,P2")
    assert code == 2 and "one team only" in err
    for number in (1, 2):
        assert _run(capsys, *db, "seat", "--seed", str(number))[0] == 0
        for table in (1, 2):
            assert _run(capsys, *db, "final", "40000", "30000", "20000", "10000", "--round", str(number),
                        "--table", str(table))[0] == 0
    rows = json.loads(_run(capsys, *db, "standings", "--json")[1])
    assert set(rows[0]) == {"rank", "name", "total", "games", "stage", "carried", "tie_break", "team",
                            "stage_total"}
    assert {r["name"]: r["team"] for r in rows}["P0"] == "Red"
    assert _run(capsys, *db, "hide-standings", "--from-round", "2")[0] == 0
    hidden = json.loads(_run(capsys, *db, "standings", "--json")[1])
    assert all(r["games"] <= 1 for r in hidden)
    assert _run(capsys, *db, "show-standings")[0] == 0
    assert any(r["games"] == 2 for r in json.loads(_run(capsys, *db, "standings", "--json")[1]))
    assert _run(capsys, *db, "seat", "--method", "standings")[0] == 0  # round 3: the final table
    seating = json.loads(_run(capsys, *db, "seating", "--round", "3", "--json")[1])
    stage1 = json.loads(_run(capsys, *db, "standings", "--stage", "1", "--json")[1])
    assert len(seating) == 1 and seating[0]["seats"] == [r["name"] for r in stage1[:4]]
    final = json.loads(_run(capsys, *db, "standings", "--stage", "2", "--json")[1])
    assert [r["name"] for r in final] == [r["name"] for r in stage1[:4]]
    assert [r["carried"] for r in final] == [int(r["total"] * 10) * 500 // 1000 / 10 for r in stage1[:4]]
    teams = json.loads(_run(capsys, *db, "standings", "--teams", "--json")[1])
    assert teams[0]["team"] == "Red" and teams[0]["members"] and set(teams[0]) == {
        "rank", "team", "total", "members", "counted"}

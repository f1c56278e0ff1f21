"""A 32-player event with a semi-final and a final driven through the command line as the README and
the guide describe it (issue 27), on SQLite and PostgreSQL: plain ``seat`` throughout (the final by
rank, 1st East, from zero), and the final ranking by stage reached in ``standings --json`` without
``--stage``, the text standings, the EMA file, the printed standings and the workbook."""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from openpyxl import load_workbook

from tests import children
from tests.backends import discard, new_database
from tests.services import stage_event as se
from tournament_app.cli.main import main


@pytest.fixture(params=["sqlite", "postgresql"])
def db(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    address = new_database(request.param, tmp_path)
    yield address
    discard(request.param, address)


def run(capsys: pytest.CaptureFixture[str], db: str, *args: str) -> str:
    code = main(["--lang", "en", "--db", db, *args])
    out, err = capsys.readouterr()
    assert code == 0, err
    return out


def as_json(capsys: pytest.CaptureFixture[str], db: str, *args: str) -> Any:
    return json.loads(run(capsys, db, *args, "--json"))


def play(capsys: pytest.CaptureFixture[str], db: str, number: int) -> None:
    for table in as_json(capsys, db, "seating", "--round", str(number)):
        run(capsys, db, "final", *map(str, se.table_scores(number, table["seats"])), "--round", str(number),
            "--table", str(table["table"]))


def test_a_staged_event_through_the_command_line(db: str, capsys: pytest.CaptureFixture[str],
                                                 tmp_path: Path) -> None:
    run(capsys, db, "new", "Stage Cup", "--planned-rounds", "8")
    for n in range(1, se.PLAYERS + 1):
        run(capsys, db, "add-player", se.name(n))
    run(capsys, db, "stage", "Semi-final", "--from-round", "5", "--top", "16", "--carry", "half")
    run(capsys, db, "stage", "Final", "--from-round", "7", "--top", "4", "--carry", "none",
        "--final-seats", "rank")
    for number in range(1, 7):
        seated = run(capsys, db, "seat", "--seed", str(number)).splitlines()
        if number == 5:  # the semi-finalists met in qualifying: the count is the stage's, and says so
            assert seated[-1] == "Repeated pairs within Semi-final: 0 · most meetings of one pair: 1"
        play(capsys, db, number)
    qualifying = as_json(capsys, db, "standings", "--stage", "1")
    semi = as_json(capsys, db, "standings", "--stage", "2")
    assert {r["name"] for r in semi} == {r["name"] for r in qualifying[:16]}

    # the final: a plain seat puts the semi-final's 1st East … 4th North, though everyone starts at 0.0
    run(capsys, db, "seat")
    [table] = as_json(capsys, db, "seating", "--round", "7")
    assert table["seats"] == [r["name"] for r in semi[:4]]
    assert [r["total"] for r in as_json(capsys, db, "standings", "--stage", "3")] == [0.0] * 4
    play(capsys, db, 7)
    run(capsys, db, "seat")
    play(capsys, db, 8)

    final = as_json(capsys, db, "standings", "--stage", "3")
    semi = as_json(capsys, db, "standings", "--stage", "2")
    finalists, semi_names = {r["name"] for r in final}, {r["name"] for r in semi}
    expected = ([r["name"] for r in final] + [r["name"] for r in semi if r["name"] not in finalists]
                + [r["name"] for r in qualifying if r["name"] not in semi_names])
    whole = as_json(capsys, db, "standings")
    assert [r["name"] for r in whole] == expected
    assert [r["rank"] for r in whole] == list(range(1, 33))
    assert [r["stage"] for r in whole] == [3] * 4 + [2] * 12 + [1] * 16
    assert [r["stage_total"] for r in whole[:4]] == [r["total"] for r in final]
    by_sum = [r["name"] for r in sorted(whole, key=lambda r: -r["total"])]  # what the sum of every game said
    assert "P01" not in finalists and sum(by_sum.index("P01") < by_sum.index(f) for f in finalists) >= 2
    code = main(["--lang", "en", "--db", db, "standings", "--rounds", "7-8", "--stage", "3", "--json"])
    out, err = capsys.readouterr()  # plain totals of those rounds would be labelled stage 3: refused
    assert (code, out) == (2, "") and err.strip().endswith("give --rounds or --stage, not both")
    text = run(capsys, db, "standings").splitlines()
    assert "Stage total" in text[0] and text[1].split()[1] == expected[0] and "Final" in text[1]
    assert "Semi-final" in text[5] and "Stage 1" in text[17]

    # the EMA file, the workbook and the printed standings follow the same order
    run(capsys, db, "export-ema", "--out", str(tmp_path / "ema.xlsx"))
    sheet = load_workbook(tmp_path / "ema.xlsx").active
    assert [r[2] for r in sheet.iter_rows(min_row=8, values_only=True)] == [n.upper() for n in expected]
    run(capsys, db, "export", "--out", str(tmp_path / "book.xlsx"))
    book = load_workbook(tmp_path / "book.xlsx")
    standings = next(book[s] for s in book.sheetnames if s.startswith("Standings"))
    assert [r[1] for r in standings.iter_rows(min_row=2, max_row=33, values_only=True)] == expected
    header = [c.value for c in standings[1]]
    stage_col, total_col = header.index("Stage reached"), header.index("Stage total")
    rows = list(standings.iter_rows(min_row=2, max_row=33, values_only=True))
    assert [r[stage_col] for r in rows] == ["Final"] * 4 + ["Semi-final"] * 12 + ["Stage 1"] * 16
    assert [r[total_col] for r in rows[:4]] == [r["total"] for r in final]  # the stage's total
    pdf = tmp_path / "standings.pdf"
    run(capsys, db, "print", "standings", "--out", str(pdf))
    if shutil.which("pdftotext"):
        words = children.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True,
                             check=True).stdout.split()
        printed = [w for w in words if len(w) == 3 and w[0] == "P" and w[1:].isdigit()]
        assert printed == expected
        assert "Stage reached" in " ".join(words) or "Stage" in words
        assert words.count("Final") == 4 and words.count("Semi-final") == 12

"""Issue 37 (5): the league sheet printed with the sign of negatives the league publishes (連盟: ▲), stored
as the season's setting, and each day's venue under its date, on the real command line against SQLite and
PostgreSQL."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.cli.test_season_cmds import _run
from tests.export.helpers import pdf_text


@pytest.fixture(autouse=True)
def _widgets_app(qapp: object) -> None:
    """Printing needs the tests' QApplication (see test_season_cmds)."""


def test_the_sheet_prints_negatives_with_the_league_s_sign(backend_db: str, tmp_path: Path,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    db = ["--db", backend_db]
    code, _out, err = _run(capsys, [*db, "season", "demo", "M", "--divisions", "1", "--players", "8",
                                    "--days", "2", "--hanchan", "1", "--play-days", "1"])
    assert code == 0, err
    pdf = tmp_path / "sheet.pdf"
    code, _out, err = _run(capsys, [*db, "season", "print", "M", "--minus", "▲", "--out", str(pdf)])
    assert code == 0, err
    text = pdf_text(pdf)
    assert "▲" in text and "△" not in text
    code, _out, err = _run(capsys, [*db, "season", "print", "M", "--out", str(pdf)])
    assert code == 0 and "△" in pdf_text(pdf) and "▲" not in pdf_text(pdf)
    code, out, err = _run(capsys, [*db, "season", "print", "M", "--minus", "-", "--out", str(pdf)])
    assert code == 2 and not out and len(err.strip().splitlines()) == 1 and "--minus" in err


def _ok(capsys: pytest.CaptureFixture[str], argv: list[str]) -> str:
    code, out, err = _run(capsys, argv)
    assert code == 0, (argv, err)
    return out


def test_the_season_s_sign_is_stored_and_used_by_every_output_unless_print_names_one(
        backend_db: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import openpyxl

    db = ["--db", backend_db]
    _ok(capsys, [*db, "season", "demo", "M", "--divisions", "1", "--players", "8", "--days", "2",
                 "--hanchan", "1", "--play-days", "1"])
    assert json.loads(_ok(capsys, [*db, "season", "show", "M", "--json"]))["minus"] == "△"
    assert "▲12.5" in _ok(capsys, [*db, "season", "settings", "M", "--minus", "▲"])
    assert json.loads(_ok(capsys, [*db, "season", "show", "M", "--json"]))["minus"] == "▲"
    table = _ok(capsys, [*db, "season", "standings", "M"])
    assert "▲" in table and "△" not in table
    pdf = tmp_path / "sheet.pdf"
    _ok(capsys, [*db, "season", "print", "M", "--out", str(pdf)])
    assert "▲" in pdf_text(pdf) and "△" not in pdf_text(pdf)
    _ok(capsys, [*db, "season", "print", "M", "--minus", "△", "--out", str(pdf)])  # this print only
    assert "△" in pdf_text(pdf) and "▲" not in pdf_text(pdf)
    assert json.loads(_ok(capsys, [*db, "season", "show", "M", "--json"]))["minus"] == "▲"
    book = tmp_path / "season.xlsx"
    _ok(capsys, [*db, "season", "export", "M", "--out", str(book)])
    ws = openpyxl.load_workbook(book).worksheets[0]
    formats = {ws.cell(row, col).number_format for row in range(4, 12) for col in (3, 4, 5)}
    assert '+0.0;"▲"0.0;0.0' in formats and not any("△" in f for f in formats), formats
    code, out, err = _run(capsys, [*db, "season", "settings", "M", "--minus", "-"])
    assert code == 2 and not out and len(err.strip().splitlines()) == 1 and "--minus" in err


def test_a_day_s_venue_is_stored_and_shown_under_its_date(backend_db: str, tmp_path: Path,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    import openpyxl

    db = ["--db", backend_db]
    _ok(capsys, [*db, "season", "demo", "V", "--divisions", "1", "--players", "8", "--days", "3",
                 "--hanchan", "1", "--play-days", "1"])
    # a seated day takes a venue too: only its hanchan are fixed
    _ok(capsys, [*db, "season", "day", "V", "--day", "1", "--date", "2026-04-05", "--venue", "協会本部"])
    _ok(capsys, [*db, "season", "day", "V", "--day", "2", "--venue", "  新宿　まーじゃん館 "])
    days = json.loads(_ok(capsys, [*db, "season", "show", "V", "--json"]))["divisions"][0]["days"]
    assert [(d["date"], d["venue"]) for d in days] == [
        ("2026-04-05", "協会本部"), (None, "新宿 まーじゃん館"), (None, "")]
    shown = _ok(capsys, [*db, "season", "show", "V"])
    assert "2026-04-05 協会本部" in shown and "新宿 まーじゃん館" in shown
    pdf = tmp_path / "sheet.pdf"
    _ok(capsys, [*db, "season", "print", "V", "--out", str(pdf)])
    lines = pdf_text(pdf).splitlines()
    dated = next(i for i, line in enumerate(lines) if "4/5" in line)
    assert "協会本部" in lines[dated + 1]  # under its date
    assert "新宿 まーじゃん館" in lines[dated]  # a day without a date: right under its head
    book = tmp_path / "season.xlsx"
    _ok(capsys, [*db, "season", "export", "V", "--out", str(book)])
    heads = [c.value for c in openpyxl.load_workbook(book).worksheets[0][3]]
    assert "Day 1\n4/5\n協会本部" in heads and "Day 2\n新宿 まーじゃん館" in heads and "Day 3" in heads
    code, out, err = _run(capsys, [*db, "season", "day", "V", "--day", "3", "--venue", "x" * 201])
    assert code == 2 and not out and "201" in err and len(err.strip().splitlines()) == 1
    _ok(capsys, [*db, "season", "day", "V", "--day", "2", "--venue", ""])  # cleared
    days = json.loads(_ok(capsys, [*db, "season", "show", "V", "--json"]))["divisions"][0]["days"]
    assert [d["venue"] for d in days] == ["協会本部", "", ""]


def test_the_next_season_keeps_the_league_s_sign(backend_db: str, capsys: pytest.CaptureFixture[str]) -> None:
    db = ["--db", backend_db]
    _ok(capsys, [*db, "season", "demo", "N", "--divisions", "1", "--players", "8", "--days", "1",
                 "--hanchan", "1"])
    _ok(capsys, [*db, "season", "settings", "N", "--minus", "▲"])
    _ok(capsys, [*db, "season", "next", "N", "--name", "N2"])
    assert json.loads(_ok(capsys, [*db, "season", "show", "N2", "--json"]))["minus"] == "▲"

"""Issue 37 (5): the league sheet printed with the sign of negatives the league publishes (連盟: ▲), on
the real command line against SQLite and PostgreSQL."""

from __future__ import annotations

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

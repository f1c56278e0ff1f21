"""One set of limits, stated where a value is typed and checked before anything is stored (issue 26,
item 7): a demo bigger than seating can seat is refused on the command line, the database untouched."""

from __future__ import annotations

from pathlib import Path

import pytest

from tournament_app.checks.limits import MAX_PLAYERS
from tournament_app.cli.main import main


def test_a_demo_too_big_to_seat_is_refused_before_anything_is_stored(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "t.sqlite3"
    assert main(["--lang", "en", "--db", str(db), "demo", "--players", "1024"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and f"1024 is not a whole number from 4 to {MAX_PLAYERS}" in err
    assert not db.exists()  # not even created
    assert main(["--lang", "en", "--db", str(db), "seat", "--rounds", "41"]) == 2
    assert "41 is not a whole number from 1 to 40" in capsys.readouterr().err

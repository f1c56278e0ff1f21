"""`log` and `import-log` (issue 15): a Tenhou log printed as a record, and appended to a table."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tournament_app.cli.main import main
from tournament_app.services import games, tournaments
from tournament_app.storage import close_database, open_database

LOG = Path(__file__).resolve().parents[1] / "data" / "tenhou" / "east_game.mjlog"


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(["--lang", "en", *args])
    out, err = capsys.readouterr()
    return code, out, err


def _league(tmp_path: Path, capsys: pytest.CaptureFixture[str], rules: str) -> str:
    db = str(tmp_path / "t.sqlite3")
    assert _run(capsys, "--db", db, "new", "Online qualifier", "--rules", rules)[0] == 0
    for name in ("Sato", "Suzuki", "C", "D"):
        assert _run(capsys, "--db", db, "add-player", name)[0] == 0
    assert _run(capsys, "--db", db, "seat")[0] == 0
    return db


def test_log_prints_the_record(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _run(capsys, "log", str(LOG), "--json")
    assert (code, err) == (0, "")
    record = json.loads(out)
    assert record["players"][:2] == ["佐藤", "鈴木"] and len(record["hands"]) == 7


def test_import_log_settles_the_game_as_the_log_ends_it(tmp_path: Path,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    db = _league(tmp_path, capsys, "tenhou")
    # an East-only log into a tournament that plays Tenhou's East-South rules would not end the game;
    # the tournament plays the log's own length
    open_database(db)
    tid = tournaments.find_tournament(None)
    tournaments.set_rules(tid, {"preset": "tenhou", "length": "east"})
    close_database()
    code, out, err = _run(capsys, "--db", db, "import-log", str(LOG), "--round", "1", "--table", "1")
    assert (code, err) == (0, ""), err
    assert "7 hands imported; the game has 7" in out and "the game is finished" in out
    assert "seat 0: 佐藤 in the log" in out
    open_database(db)
    view = games.game_view(games.games_of_round(tid, 1)[0])
    assert view.state == "finished"
    assert view.result is not None and view.result.final_scores == (32000, 27300, 7100, 33600)  # owari
    close_database()
    code, _, err = _run(capsys, "--db", db, "import-log", str(LOG), "--round", "1", "--table", "1")
    assert code == 2 and "finished" in err


def test_a_log_the_tournament_s_rules_do_not_allow_is_refused_whole(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = _league(tmp_path, capsys, "jpml")  # head bump: the log's double ron cannot be
    code, out, err = _run(capsys, "--db", db, "import-log", str(LOG), "--round", "1", "--table", "1")
    assert code == 2 and out == "" and "hand 2" in err and "head bump" in err
    open_database(db)
    tid = tournaments.find_tournament(None)
    assert games.game_view(games.games_of_round(tid, 1)[0]).hands == ()  # nothing stored
    close_database()
    code, _, err = _run(capsys, "log", str(tmp_path / "missing.mjlog"))
    assert code == 2 and "no such file" in err

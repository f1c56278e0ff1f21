"""`rating` (issue 40 item 3(b)): the club rating table over every event, one player's history, as JSON."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from tournament_app.cli.main import main

NAMES = ("Sato", "Suzuki", "Tanaka", "Ito")


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(["--lang", "en", *args])
    out, err = capsys.readouterr()
    return code, out, err


def _events(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> tuple[str, dict[str, list[str]]]:
    """Two dated events of the same four names (four players each: not linked as people), one game each
    by final scores, the seats' order being the places; returns the database and each event's seats."""
    db = str(tmp_path / "t.sqlite3")
    seats = {}
    for name, day in (("Autumn", "2026-10-01"), ("Summer", "2026-07-01")):
        assert _run(capsys, "--db", db, "new", name, "--starts", day)[0] == 0
        for player in NAMES:
            assert _run(capsys, "--db", db, "add-player", player, "--tournament", name)[0] == 0
        assert _run(capsys, "--db", db, "seat", "--tournament", name)[0] == 0
        _code, out, _err = _run(capsys, "--db", db, "seating", "--json", "--tournament", name)
        seats[name] = json.loads(out)[0]["seats"]
        code, _out, err = _run(capsys, "--db", db, "final", "40000", "30000", "20000", "10000",
                               "--round", "1", "--table", "1", "--tournament", name)
        assert code == 0, err
    return db, seats


def test_the_table_and_its_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db, seats = _events(tmp_path, capsys)
    before = hashlib.sha256(Path(db).read_bytes()).hexdigest()
    code, out, err = _run(capsys, "--db", db, "rating", "--json")
    assert (code, err) == (0, "")
    rows = json.loads(out)
    # newcomers' first games: +30, +10, −10, −30 from R1500.00 (in hundredths)
    assert [r["rating"] for r in rows] == [153_000] * 2 + [151_000] * 2 + [149_000] * 2 + [147_000] * 2
    assert [r["rank"] for r in rows] == [1, 1, 3, 3, 5, 5, 7, 7]
    assert {r["player"] for r in rows[:2]} == {seats["Autumn"][0], seats["Summer"][0]}
    assert rows[0]["games"] == 1 and len(rows[0]["history"]) == 1
    code, out, err = _run(capsys, "--db", db, "rating")
    lines = out.splitlines()
    assert (code, err) == (0, "") and len(lines) == 9
    assert lines[0].split() == ["Rank", "Player", "Rating", "Games"]
    assert lines[1].split()[2:] == ["1530.00", "1"] and lines[-1].split()[2:] == ["1470.00", "1"]
    assert hashlib.sha256(Path(db).read_bytes()).hexdigest() == before  # a reading command


def test_one_players_history(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db, seats = _events(tmp_path, capsys)
    first = seats["Summer"][0]
    code, out, err = _run(capsys, "--db", db, "rating", "--player", first, "--json")
    assert (code, err) == (0, "")
    found = json.loads(out)  # the name plays in both events: two players until linked as one person
    assert len(found) == 2
    summer = next(r for r in found if r["history"][0]["tournament"] == "Summer")
    assert summer["history"] == [{"tournament": "Summer", "date": "2026-07-01", "rating": 153_000,
                                  "games": 1, "event_games": 1}]
    code, out, err = _run(capsys, "--db", db, "rating", "--player", first)
    assert (code, err) == (0, "")
    assert any(line.split()[:2] == ["2026-07-01", "Summer"] and "1530.00" in line
               for line in out.splitlines())


def test_a_player_without_a_rated_game_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db, _seats = _events(tmp_path, capsys)
    code, out, err = _run(capsys, "--db", db, "rating", "--player", "Nobody")
    assert (code, out) == (2, "")
    assert err.strip() == "tournament-app: --player: no player named Nobody has a rated game"

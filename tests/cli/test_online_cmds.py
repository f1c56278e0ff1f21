"""`alias`, `import-aliases` and `import-round` (issue 39): online names set, listed and imported; a
round's folder of real logs previewed, imported, or refused with one line per problem and nothing
stored."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.services.round_logs import EXACT, RULES, SHISHA, json_game, sc, write_json, write_mjlog
from tournament_app.cli.main import main
from tournament_app.services import games, players, rounds
from tournament_app.storage import close_database, open_database


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(["--lang", "en", *args])
    out, err = capsys.readouterr()
    return code, out, err


def _cup(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> str:
    """Two tables: Player 00-03 at table 1, Player 04-07 at table 2, seated in order."""
    db = str(tmp_path / "t.sqlite3")
    assert _run(capsys, "--db", db, "new", "Online cup", "--rules", json.dumps(RULES))[0] == 0
    for i in range(8):
        assert _run(capsys, "--db", db, "add-player", f"Player {i:02d}", "--reading", f"p{i:02d}")[0] == 0
    open_database(db)  # seated as the organiser drew it at the desk
    try:
        ids = [p.id for p in players.list_players(1)]
        rounds.seat_round(1, "manual", tables=[ids[:4], ids[4:]])
    finally:
        close_database()
    return db


def _aliases(tmp_path: Path) -> Path:
    path = tmp_path / "online names.csv"
    path.write_text("名前,天鳳\n" + "".join(f"Player {i:02d},{n}さん\n" for i, n in enumerate("ABCDEFGH")),
                    encoding="utf-8")
    return path


def _states(db: str) -> list[tuple[tuple[str, ...], str, int]]:
    open_database(db)
    try:
        return [(t.names, t.state, len(games.game_view(t.game_id).hands)) for t in rounds.seating_of(1, 1)]
    finally:
        close_database()


def test_alias_add_list_remove_and_a_name_of_two_players(tmp_path: Path,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    db = _cup(tmp_path, capsys)
    assert _run(capsys, "--db", db, "alias", "Player 00", "Aさん", "雀魂A") == (
        0, "2 online names added for Player 00\n", "")
    code, out, err = _run(capsys, "--db", db, "alias", "Player 01", "Aさん")
    assert (code, out) == (2, "")
    assert err == "tournament-app: the online name Aさん names two players: Player 00 and Player 01\n"
    assert _run(capsys, "--db", db, "alias", "--list")[1] == "Player 00: Aさん, 雀魂A\n"
    assert json.loads(_run(capsys, "--db", db, "alias", "--list", "--json")[1]) == [
        {"player": "Player 00", "online_names": ["Aさん", "雀魂A"]}]
    assert _run(capsys, "--db", db, "alias", "--remove", "雀魂A")[:2] == (0, "1 online name removed\n")
    code, out, err = _run(capsys, "--db", db, "alias", "Nobody", "x")
    assert (code, out) == (2, "") and err == "tournament-app: Nobody is not registered in this tournament\n"


def test_import_aliases_reads_a_two_column_list(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = _cup(tmp_path, capsys)
    assert _run(capsys, "--db", db, "import-aliases", str(_aliases(tmp_path))) == (
        0, "8 online names added\n", "")
    assert _run(capsys, "--db", db, "alias", "--list")[1].splitlines()[7] == "Player 07: Hさん"
    bad = tmp_path / "bad.csv"
    bad.write_text("Player 00,tenhou0\nPlayer 09,tenhou9\n", encoding="utf-8")
    code, out, err = _run(capsys, "--db", db, "import-aliases", str(bad))
    assert (code, out) == (2, "")
    assert err == ("tournament-app: nothing was imported: the list has 1 problem; the first: row 2: "
                   "Player 09 is not registered in this tournament\n")
    assert "tenhou0" not in _run(capsys, "--db", db, "alias", "--list")[1]


def test_import_round_previews_then_imports_every_table(tmp_path: Path,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    db = _cup(tmp_path, capsys)
    _run(capsys, "--db", db, "import-aliases", str(_aliases(tmp_path)))
    folder = tmp_path / "round 1"
    folder.mkdir()
    write_json(folder / "t1.json", json_game(SHISHA[0], ["Aさん", "Bさん", "Cさん", "Dさん"]))
    write_mjlog(folder / "t2.mjlog", SHISHA[1], ["Fさん", "Gさん", "Hさん", "Eさん"])
    code, out, err = _run(capsys, "--db", db, "import-round", str(folder), "--round", "1", "--dry-run")
    assert (code, err) == (0, "")
    assert out.splitlines()[:2] == ["table 1: t1.json (10 hands)",
                                    "  seat 1 (East): Aさん in the log, Player 00 at the table"]
    assert "table 2: t2.mjlog (13 hands)" in out
    assert all(state == "planned" for _n, state, _h in _states(db))
    code, out, err = _run(capsys, "--db", db, "import-round", str(folder), "--round", "1", "--json")
    assert (code, err) == (0, "")
    assert [p["table"] for p in json.loads(out)["placed"]] == [1, 2] and json.loads(out)["problems"] == []
    states = _states(db)
    assert states[1] == (("Player 05", "Player 06", "Player 07", "Player 04"), "finished", 13)
    open_database(db)
    try:
        assert list(games.game_view(rounds.seating_of(1, 1)[0].game_id).result.final_scores) == sc(SHISHA[0])
    finally:
        close_database()


def test_import_round_refuses_with_one_line_per_problem(tmp_path: Path,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    db = _cup(tmp_path, capsys)
    _run(capsys, "--db", db, "import-aliases", str(_aliases(tmp_path)))
    folder = tmp_path / "round 1"
    folder.mkdir()
    write_json(folder / "t1.json", json_game(EXACT, ["Aさん", "Bさん", "Cさん", "Zさん"]))
    code, out, err = _run(capsys, "--db", db, "import-round", str(folder), "--round", "1")
    assert code == 2
    assert err.splitlines() == [
        "t1.json: Zさん is nobody's online name and no registered player",
        "t1.json: the log was played with other rules: Points conversion (rounding): Exact tenths in the "
        "log, Round to thousands (四捨五入) in the tournament",
        "table 1 of round 1 has no log",
        "table 2 of round 1 has no log",
        "nothing was imported",
    ]
    assert out == ""  # refused: the problems on stderr only
    assert all(state == "planned" and hands == 0 for _n, state, hands in _states(db))
    code, out, err = _run(capsys, "--db", db, "import-round", str(folder), "--round", "1", "--json")
    assert (code, out) == (2, "") and err.splitlines()[-1] == "nothing was imported"
    # the dry run answers the question on stdout, problems and all; 1: the round would be refused
    code, out, err = _run(capsys, "--db", db, "import-round", str(folder), "--round", "1", "--dry-run")
    assert (code, err) == (1, "")
    assert out.splitlines() == [
        "problem: t1.json: Zさん is nobody's online name and no registered player",
        "problem: t1.json: the log was played with other rules: Points conversion (rounding): Exact tenths "
        "in the log, Round to thousands (四捨五入) in the tournament",
        "problem: table 1 of round 1 has no log",
        "problem: table 2 of round 1 has no log",
    ]
    code, out, err = _run(capsys, "--db", db, "import-round", str(folder), "--round", "1", "--dry-run",
                          "--json")
    assert (code, err) == (1, "")
    assert json.loads(out)["unmatched_names"] == [{"log": "t1.json", "name": "Zさん"}]
    assert len(json.loads(out)["problems"]) == 4
    assert all(state == "planned" and hands == 0 for _n, state, hands in _states(db))
    code, out, err = _run(capsys, "--db", db, "import-round", str(tmp_path / "nowhere"), "--round", "1")
    assert (code, out) == (2, "") and err.startswith("tournament-app: ") and len(err.splitlines()) == 1

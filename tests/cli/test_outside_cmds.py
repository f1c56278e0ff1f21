"""`log` and `import-log` (issue 15): a Tenhou log printed as a record, and appended to a table."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tournament_app.cli.main import main
from tournament_app.services import games, tournaments
from tournament_app.storage import close_database, open_database

LOG = Path(__file__).resolve().parents[1] / "data" / "tenhou" / "east_game.mjlog"
REAL_LOG = LOG.with_name("2010091009gm-00a9-0000-83af2648.mjlog")  # a real 鳳凰卓 game (README there)


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
    assert "seat 1 (East): 佐藤 in the log" in out  # the desk's [1], not the record's 0
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


def test_a_real_log_imported_gives_the_standings_of_its_owari(tmp_path: Path,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    """The round trip: a real Tenhou game imported into a tournament playing the tenhou preset ranks the
    players with the points the log's owari states (seat N of the log is seat N of the table)."""
    import gzip
    import re

    # a 2010 log: its owari rounds the final scores half up, so the event plays tenhou with that rounding
    db = _league(tmp_path, capsys, '{"preset": "tenhou", "rounding": "shisha_gonyu"}')
    code, out, err = _run(capsys, "--db", db, "import-log", str(REAL_LOG), "--round", "1", "--table", "1")
    assert (code, err) == (0, ""), err
    assert "the game is finished" in out
    owari = [float(v) for v in re.search(rb'owari="([^"]+)"', gzip.decompress(REAL_LOG.read_bytes()))
             .group(1).split(b",")]
    open_database(db)
    tid = tournaments.find_tournament(None)
    view = games.game_view(games.games_of_round(tid, 1)[0])
    close_database()
    assert view.result is not None
    assert list(view.result.final_scores) == [round(owari[2 * s]) * 100 for s in range(4)]
    code, out, _ = _run(capsys, "--db", db, "standings", "--json")
    total = {row["name"]: row["total"] for row in json.loads(out)}
    assert code == 0 and [total[name] for name in view.names] == [owari[2 * s + 1] for s in range(4)]


def test_the_log_says_how_it_rounded_and_bad_rules_json_is_one_line(capsys: pytest.CaptureFixture[str],
                                                                    tmp_path: Path) -> None:
    code, out, _ = _run(capsys, "log", str(REAL_LOG), "--json")
    assert code == 0 and json.loads(out)["rules"] == {"preset": "tenhou", "rounding": "shisha_gonyu"}
    code, out, _ = _run(capsys, "log", str(LOG), "--json")  # settled exactly, as Tenhou's logs are now
    assert code == 0 and json.loads(out)["rules"] == {"preset": "tenhou", "length": "east"}
    code, out, err = _run(capsys, "--db", str(tmp_path / "x.sqlite3"), "new", "X", "--rules", '{"preset": ')
    assert (code, out) == (2, "") and err.count("\n") == 1 and "not valid JSON" in err
    code, out, err = _run(capsys, "--db", str(tmp_path / "x.sqlite3"), "new", "X", "--rules",
                          '{"preset": "tenhou", "rounding": "up"}')
    assert (code, out) == (2, "") and "rounding" in err


def test_export_ema_from_an_imported_player_list(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """EMA number (leading zero kept), country and first/last name come from the imported list; the rows
    follow the places and the tournament's totals."""
    from openpyxl import load_workbook

    from tests.services.helpers import ron

    db = str(tmp_path / "t.sqlite3")
    players_csv = tmp_path / "players.csv"
    players_csv.write_text("name,ema_number,country,first_name,last_name\n"
                           "Anna Jansen,04010123,NL,,\nBo Nielsen,,DK,,\n"
                           "佐藤 太郎,13000042,JP,Taro,Sato\nDan Ek,,SE,,\n", encoding="utf-8")
    assert _run(capsys, "--db", db, "new", "Open", "--rules", "ema")[0] == 0
    code, _, err = _run(capsys, "--db", db, "import-players", str(players_csv))
    assert (code, err) == (0, "")
    assert _run(capsys, "--db", db, "seat")[0] == 0
    open_database(db)
    tid = tournaments.find_tournament(None)
    gid = games.games_of_round(tid, 1)[0]
    # eight non-dealer wins (the deal passes each time): a whole game; two seats tie, and share 2nd
    hands = [ron(1, 0, 3), ron(2, 0, 2), ron(3, 0), ron(0, 1), ron(1, 2), ron(2, 3), ron(3, 1), ron(0, 2)]
    games.append_hands(gid, hands, finish=True)
    view = games.game_view(gid)
    close_database()
    out_file = tmp_path / "ema.xlsx"
    code, out, err = _run(capsys, "--db", db, "export-ema", "--out", str(out_file))
    assert (code, err) == (0, "") and str(out_file) in out
    rows = list(load_workbook(out_file).active.iter_rows(values_only=True))
    header = rows.index(("Place", "First name", "LAST NAME", "EMA number", "Table points", "Score", "Country",
                         "EMA member"))
    body = {r[2]: r for r in rows[header + 1:]}
    assert body["JANSEN"][1:4] == ("Anna", "JANSEN", "04010123") and body["JANSEN"][6:] == ("NL", "Y")
    assert body["SATO"][1] == "Taro" and body["EK"][3] is None and body["EK"][7] == "N"
    assert view.result is not None
    by_seat = [body[name.split()[-1].upper() if name != "佐藤 太郎" else "SATO"] for name in view.names]
    assert [r[4] for r in by_seat] == [p / 10 for p in view.result.points]  # one game: its points
    assert [r[0] for r in by_seat] == [1 + sum(q > p for q in view.result.points) for p in view.result.points]
    code, out, err = _run(capsys, "--db", db, "export-ema", "--out", str(tmp_path / "missing" / "e.xlsx"))
    assert code == 2 and out == "" and "does not exist" in err


PAIR = LOG.with_name("2019103023gm-00a9-0000-f90e0fe9")  # the same real game as .json and .mjlog


def test_log_reads_tenhou_json_as_it_reads_the_mjlog(tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    """The format is told by the content: a JSON log named .mjlog still reads as JSON."""
    code, from_json, err = _run(capsys, "log", str(PAIR.with_suffix(".json")))
    assert (code, err) == (0, "")
    code, from_xml, err = _run(capsys, "log", str(PAIR.with_suffix(".mjlog")))
    assert (code, err) == (0, "")
    assert json.loads(from_json) == json.loads(from_xml)
    renamed = tmp_path / "game.mjlog"
    renamed.write_bytes(PAIR.with_suffix(".json").read_bytes())
    assert _run(capsys, "log", str(renamed))[1] == from_json


def test_log_of_a_file_of_several_games_prints_them_all_or_the_one_asked(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    soul = LOG.with_name("mahjong_soul_east.json")
    games_ = [json.loads(PAIR.with_suffix(".json").read_text(encoding="utf-8")),
              json.loads(soul.read_text(encoding="utf-8"))]
    path = tmp_path / "online.json"
    path.write_text(json.dumps(games_, ensure_ascii=False), encoding="utf-8")
    code, out, err = _run(capsys, "log", str(path))
    assert (code, err) == (0, "")
    both = json.loads(out)
    assert [len(r["hands"]) for r in both] == [len(g["log"]) for g in games_]
    code, out, err = _run(capsys, "log", str(path), "--game", "2")
    assert (code, err) == (0, "") and json.loads(out) == both[1]
    assert json.loads(out) == json.loads(_run(capsys, "log", str(soul))[1])


def test_import_log_takes_game_n_of_a_json_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = _league(tmp_path, capsys, "tenhou")
    path = tmp_path / "online.jsonl"
    path.write_text(PAIR.with_suffix(".json").read_text(encoding="utf-8") * 2, encoding="utf-8")
    code, out, err = _run(capsys, "--db", db, "import-log", str(path), "--round", "1", "--table", "1")
    assert (code, out) == (2, "") and err == "tournament-app: the log holds 2 games: say which one (1–2)\n"
    code, out, err = _run(capsys, "--db", db, "import-log", str(path), "--game", "2", "--round", "1",
                          "--table", "1")
    assert (code, err) == (0, ""), err
    assert "7 hands imported; the game has 7" in out and "the game is finished" in out

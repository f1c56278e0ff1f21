"""Counts on the command line are said with plural forms (issue 28): "1 player", "2 players" in
English, one form in Japanese ("選手 4名"), never "1 players"."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tournament_app.cli.main import main

# (English, Japanese) of each line, for one of a thing; the commands below make exactly one.
ONE = {
    "demo": ("created Cup: 4 players, 1 round", "Cup を作成しました: 選手 4名、1回戦"),
    "tournaments": ("4 players, 1 round", "選手 4名、1回戦"),
    "import": ("1 player registered", "1名の選手を登録しました"),
    "record": ("1 hand recorded; the game has 1", "1局を記録しました。対局は全1局です"),
    "team": ("team Red: 1 member", "チーム Red: 1名"),
    "clock": ("round 1: 1 minute, not started", "1回戦: 1分、未開始"),
    "extra": ("table 1: 1 minute of extra time", "1卓: 延長 1分"),
    "backups": (": 1 round, 1 game finished, ", ": 1回戦、1対局終了、"),
    "division": ("division A (S A): 4 players, 1 day of 1 hanchan, 1 seated",
                 "Aリーグ（S A）: 選手 4名、全1節（各1半荘）、配席済み 1節"),
    "day": ("0 of 1 game finished", "1対局中 0対局終了"),
    "final": ("F: the top 4 of the top division, 1 day of 1 hanchan",
              "F: 最上位リーグの上位4名、全1節（各1半荘）"),
}


def _run(capsys: pytest.CaptureFixture[str], lang: str, *args: str) -> str:
    code = main(["--lang", lang, *args])
    out, err = capsys.readouterr()
    assert code == 0, err
    return out


@pytest.mark.parametrize(("lang", "form"), [("en", 0), ("ja", 1)])
def test_one_of_a_thing_is_said_in_the_singular(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                lang: str, form: int) -> None:
    said = {key: texts[form] for key, texts in ONE.items()}
    demo = str(tmp_path / "demo.sqlite3")
    assert said["demo"] in _run(capsys, lang, "--db", demo, "demo", "--name", "Cup", "--players", "4",
                                "--rounds", "1")
    assert _run(capsys, lang, "--db", demo, "tournaments").rstrip("\n").endswith("\t" + said["tournaments"])
    (tmp_path / "b").mkdir()
    _run(capsys, lang, "--db", demo, "backup", "--out", str(tmp_path / "b" / "copy.sqlite3"))
    assert said["backups"] in _run(capsys, lang, "--db", demo, "backups", "--folder", str(tmp_path / "b"))

    db = ("--db", str(tmp_path / "cup.sqlite3"))
    _run(capsys, lang, *db, "new", "Cup")
    (tmp_path / "one.csv").write_text("name\nA\n", encoding="utf-8")
    assert _run(capsys, lang, *db, "import-players", str(tmp_path / "one.csv")).strip() == said["import"]
    for name in ("B", "C", "D"):
        _run(capsys, lang, *db, "add-player", name)
    _run(capsys, lang, *db, "seat", "--seed", "1")
    (tmp_path / "hand.json").write_text(json.dumps([{"result": "draw", "tenpai": [0]}]), encoding="utf-8")
    assert _run(capsys, lang, *db, "record", str(tmp_path / "hand.json"), "--round", "1",
                "--table", "1").strip() == said["record"]
    assert _run(capsys, lang, *db, "team", "Red", "--members", "A").strip() == said["team"]
    _run(capsys, lang, *db, "clock", "reset", "--round", "1", "--minutes", "1")
    assert _run(capsys, lang, *db, "clock", "--round", "1").strip() == said["clock"]
    assert _run(capsys, lang, *db, "extra-time", "1", "--round", "1", "--table", "1").strip() == said["extra"]

    season = ("--db", str(tmp_path / "season.sqlite3"))
    _run(capsys, lang, *season, "season", "new", "S", "--divisions", "A", "--days", "1", "--hanchan", "1",
         "--down", "0")
    for name in "PQRS":
        _run(capsys, lang, *season, "season", "add-player", "S", "--division", "A", "--player", name)
    _run(capsys, lang, *season, "season", "seat", "S")
    shown = _run(capsys, lang, *season, "season", "show", "S")
    assert said["division"] in shown and said["day"] in shown, shown
    assert _run(capsys, lang, *season, "season", "final", "S", "--top", "4", "--days", "1", "--hanchan", "1",
                "--name", "F").strip() == said["final"]


def test_many_keep_the_plural(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = str(tmp_path / "demo.sqlite3")
    created = _run(capsys, "en", "--db", db, "demo", "--name", "Cup", "--players", "8", "--rounds", "2")
    assert "created Cup: 8 players, 2 rounds" in created
    assert "8 players, 2 rounds" in _run(capsys, "en", "--db", db, "tournaments")

"""The command line of CONTRACT.md over the rules: rules, score, settle, replay."""

from __future__ import annotations

import io
import json
import os
import sys
from pathlib import Path
from typing import Any

import pytest

from tests import children
from tournament_app.cli.main import main

RECORD: dict[str, Any] = {
    "rules": "jpml",
    "players": ["佐藤", "鈴木", "高橋", "田中"],
    "hands": [
        {"result": "ron", "winner": 1, "loser": 3, "han": 3, "fu": 30, "riichi": [1]},
        {"result": "tsumo", "winner": 1, "han": 5, "riichi": []},
        {"result": "draw", "tenpai": [0, 2], "riichi": [2]},
        {"result": "ron", "winner": 0, "loser": 2, "yakuman": 1},
        {"result": "chombo", "player": 3},
    ],
}


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(["--lang", "en", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def write(tmp_path: Path, data: Any) -> str:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return str(path)


def test_rules_lists_every_preset_as_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "rules", "--json")
    assert code == 0
    rows = json.loads(out)
    assert [r["id"] for r in rows] == ["jpml", "tenhou", "ema", "wrc", "ema2025", "mleague", "casual",
                                       "classic", "renmei"]
    assert all(r["name"] and r["summary"] for r in rows)


@pytest.mark.parametrize(("preset", "title", "kiriage"), [
    ("mleague", "Mリーグ公式ルール（二次資料）", "4翻30符と3翻60符"),
    ("ema2025", "EMA ルール（2025年版、二次資料）", "4翻30符と3翻60符"),
])
def test_rules_list_and_show_the_new_presets_in_both_languages(
        capsys: pytest.CaptureFixture[str], preset: str, title: str, kiriage: str) -> None:
    """Issue 39 item 3: each new preset is listed and shown with its title, summary and options
    translated; the chombo option reads as words."""
    assert main(["--lang", "ja", "rules"]) == 0
    listed = capsys.readouterr().out
    assert preset in listed and title in listed
    assert main(["--lang", "ja", "rules", "show", preset]) == 0
    out = capsys.readouterr().out
    assert title in out and kiriage in out
    assert "チョンボで終局" in out and "True" not in out and "False" not in out
    code, out, _ = run(capsys, "rules", "show", preset)
    assert code == 0 and "Chombo ends the game" in out and "No  [chombo_ends_game]" in out
    code, out, _ = run(capsys, "rules", "show", preset, "--json")
    assert json.loads(out)["kiriage"] == "4-30+3-60"


def test_rules_show_gives_every_option(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "rules", "show", "tenhou", "--json")
    data = json.loads(out)
    assert code == 0
    assert data["id"] == "tenhou"
    assert data["uma"] == [200, 100, -100, -200]
    assert data["multiple_ron"] == "allowed"
    code, out, _ = run(capsys, "rules", "show", "jpml")
    # each item as a rule sheet names it, the value in words, the id JSON and --rules use
    assert "Starting score" in out and "25,000  [start_points]" in out
    assert "Double ron" in out and "Head bump (頭ハネ)  [multiple_ron]" in out
    assert "True" not in out and "False" not in out


def test_unknown_preset_is_one_line_on_stderr_and_nothing_on_stdout(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "rules", "show", "saikouisen")
    assert (code, out) == (2, "")
    assert err.count("\n") == 1 and "saikouisen" in err


def test_settle_worked_example(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "settle", "41200", "31000", "18600", "9200", "--json")
    data = json.loads(out)
    assert code == 0
    assert data["points"] == [61.2, 11.0, -21.4, -50.8]
    assert data["ranks"] == [1, 2, 3, 4]


def test_settle_with_left_and_chombo(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = run(capsys, "settle", "40000", "30000", "21000", "8000", "--left", "1000",
                    "--chombo", "3", "--chombo", "3", "--json")
    data = json.loads(out)
    assert data["points"] == [60.0, 10.0, -19.0, -132.0]
    assert data["penalties"] == [0, 0, 0, -80.0]
    assert data["left"] == 1000


def test_settle_human_output_uses_triangle_for_minus(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = run(capsys, "settle", "41200", "31000", "18600", "9200")
    assert "+61.2" in out and "△50.8" in out and "-50.8" not in out


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["settle", "25000", "25000", "25000", "25050"], "multiple of 100"),
        (["settle", "25000", "25000", "25000", "24000", "--left", "2000"],
         "add up to 101,000: 1,000 over 100,000"),
        (["settle", "25000", "25000", "25000", "25000", "--chombo", "4"], "--chombo: 4 is not"),
        (["settle", "25000", "25000", "25000"], "S"),
        (["score", "--han", "1", "--fu", "20", "--tsumo"], "1 han needs at least 30 fu"),
        (["score", "--han", "3", "--fu", "35"], "35 is not a possible fu"),
        (["score", "--han", "3"], "fu"),
    ],
)
def test_bad_input_exits_2_with_one_line(capsys: pytest.CaptureFixture[str], argv: list[str],
                                         words: str) -> None:
    code, out, err = run(capsys, *argv)
    assert (code, out) == (2, "")
    assert err.count("\n") == 1 and words in err


def test_replay_json_follows_the_contract(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, out, _ = run(capsys, "replay", write(tmp_path, RECORD), "--json")
    data = json.loads(out)
    assert code == 0
    assert data["players"] == RECORD["players"]
    first = data["hands"][0]
    assert first == {"round": "E1", "honba": 0, "dealer": 0, "result": "ron",
                     "deltas": [0, 3900, 0, -3900], "scores": [25000, 28900, 25000, 21100],
                     "left": 0}
    assert [h["round"] for h in data["hands"]] == ["E1", "E2", "E2", "E3", "E4"]
    assert data["hands"][2]["honba"] == 1
    assert data["finished"] is False
    assert data["final_scores"] == data["hands"][-1]["scores"]
    assert data["penalties"] == [0, 0, 0, -40.0]
    left = 0
    for hand in data["hands"]:
        assert sum(hand["deltas"]) + hand["left"] - left == 0
        left = hand["left"]


def test_replay_reads_standard_input(capsys: pytest.CaptureFixture[str],
                                     monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO(json.dumps(RECORD)))
    code, out, _ = run(capsys, "replay", "-", "--json")
    assert code == 0 and len(json.loads(out)["hands"]) == 5


def test_replay_rules_option_overrides_the_record(capsys: pytest.CaptureFixture[str],
                                                  tmp_path: Path) -> None:
    record = {**RECORD, "hands": RECORD["hands"][:3] + RECORD["hands"][4:]}
    _, out, _ = run(capsys, "replay", write(tmp_path, record), "--rules", "classic", "--json")
    data = json.loads(out)
    assert data["rules"] == "classic"
    assert data["hands"][-1]["deltas"] == [2000, 2000, 4000, -8000]  # chombo as a mangan
    code, out, err = run(capsys, "replay", write(tmp_path, RECORD), "--rules", "classic")
    assert (code, out) == (2, "")
    assert "hand 5: result: the game has already ended" in err  # hand 4 busted seat 2


@pytest.mark.parametrize(
    ("hand", "words"),
    [
        ({"result": "ron", "winner": 1, "loser": 1, "han": 1, "fu": 30}, "hand 2: loser"),
        ({"result": "ron", "winner": 1, "loser": 5, "han": 1, "fu": 30}, "hand 2: loser: seat 5"),
        ({"result": "tsumo", "winner": 1, "han": 1, "fu": 25}, "hand 2: fu: 25 fu needs"),
        ({"result": "draw", "tenpai": [1, 1]}, "hand 2: tenpai: a seat is listed twice"),
        ({"result": "ron", "winner": 1, "loser": 0, "han": 0, "fu": 30}, "hand 2: han"),
        ({"result": "agari", "winner": 1}, "hand 2: result: unknown result agari"),
        ({"result": "tsumo", "winner": 1, "han": 2, "fu": 30, "tenpai": [1]}, "hand 2: tenpai"),
    ],
)
def test_replay_errors_name_the_hand_and_field(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                               hand: dict[str, Any], words: str) -> None:
    record = {**RECORD, "hands": [RECORD["hands"][0], hand]}
    code, out, err = run(capsys, "replay", write(tmp_path, record))
    assert (code, out) == (2, "")
    assert err.count("\n") == 1 and words in err


def test_replay_unreadable_inputs(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, out, err = run(capsys, "replay", str(tmp_path / "missing.json"))
    assert (code, out) == (2, "") and "no such file" in err
    bad = tmp_path / "bad.json"
    bad.write_text("{\"players\": [", encoding="utf-8")
    code, out, err = run(capsys, "replay", str(bad))
    assert (code, out) == (2, "") and "not valid JSON" in err
    code, out, err = run(capsys, "replay", write(tmp_path, {**RECORD, "players": ["a", "b"]}))
    assert (code, out) == (2, "") and "players: must be four names" in err


def test_python_dash_m_is_the_same_program() -> None:
    done = children.run([sys.executable, "-m", "tournament_app", "--lang", "en", "score", "--han",
                         "4", "--fu", "30", "--json"], capture_output=True, check=True)
    assert json.loads(done.stdout) == {"total": 8000, "ron": 8000, "limit": "mangan", "text": "8000"}


def test_self_test_runs_the_whole_app_headless(tmp_path: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path)}
    done = children.run([sys.executable, "-m", "tournament_app", "--self-test"], capture_output=True,
                        env=env, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "self-test passed" in done.stdout
    assert "workbook exported" in done.stdout and "standings printed" in done.stdout


def test_announcement_follows_the_language_but_json_stays_japanese(
        capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["score", "--han", "3", "--fu", "40", "--tsumo", "--honba", "1"]
    code, out, _ = run(capsys, *argv)
    assert code == 0 and "1300/2600 (1400/2700 with counters)" in out
    _, out, _ = run(capsys, *argv, "--json")
    assert json.loads(out)["text"] == "1300・2600は1400・2700"


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["new", "Cup", "--starts", "2026-13-01"], "2026-13-01 is not a date"),
        (["new", "Cup", "--starts", "2026-05-02", "--ends", "2026-05-01"], "ends"),
        (["standings", "--rounds", "3-1"], "--rounds"),
        (["seating", "--round", "9"], "no round 9"),
        (["record", "RECORD", "--round", "1", "--table", "9"], "no table 9"),
        (["import-players", "/nonexistent/players.csv"], "no such file"),
    ],
)
def test_tournament_commands_refuse_mistakes_in_one_line(capsys: pytest.CaptureFixture[str],
                                                         tmp_path: Path, argv: list[str],
                                                         words: str) -> None:
    from tournament_app.storage.database import close_database

    db = str(tmp_path / "t.sqlite3")
    try:
        assert main(["--db", db, "demo", "--players", "4", "--rounds", "1"]) == 0
        capsys.readouterr()
        argv = [write(tmp_path, RECORD) if a == "RECORD" else a for a in argv]
        code, out, err = run(capsys, "--db", db, *argv)
    finally:
        close_database()
    assert (code, out) == (2, "")
    assert err.count("\n") == 1 and words in err


def test_the_npm_aliases_work_wherever_a_preset_id_does(capsys: pytest.CaptureFixture[str],
                                                        tmp_path: Path) -> None:
    """Issue 28 (row 4): `rules` lists npm / kyokai with jpml; --rules, `rules show` and a record's
    "rules" take them; what is written back names the preset's own id, jpml."""
    code, out, _ = run(capsys, "rules", "--json")
    rows = {r["id"]: r for r in json.loads(out)}
    assert rows["jpml"]["aliases"] == ["npm", "kyokai"] and rows["renmei"]["aliases"] == []
    assert rows["jpml"]["name"] == "Japan Professional Mahjong Association (NPM) competition rules (default)"
    _, out, _ = run(capsys, "rules")
    assert "jpml     Japan Professional Mahjong Association (NPM) competition rules (default) " \
           "(also: npm, kyokai)" in out
    code, out, _ = run(capsys, "rules", "show", "npm")
    assert code == 0 and out.startswith("jpml: Japan Professional Mahjong Association")
    _, out, _ = run(capsys, "score", "--han", "3", "--fu", "30", "--rules", "kyokai", "--json")
    assert json.loads(out)["ron"] == 3900
    record = {**RECORD, "rules": "npm"}
    code, out, _ = run(capsys, "replay", write(tmp_path, record), "--json")
    assert code == 0 and json.loads(out)["rules"] == "jpml"


def test_rules_show_names_each_item_as_a_japanese_rule_sheet_does(capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 28 (row 10): the label, then the chosen value's meaning (no True/False, no ids as values)."""
    assert main(["--lang", "ja", "rules", "show", "tenhou"]) == 0
    out = capsys.readouterr().out
    lines = {line.split()[0]: line for line in out.splitlines()[2:]}
    assert "席順で順位を決める  [ties]" in lines["同点時の順位"]
    assert "ダブロンあり（全員の和了を認める）  [multiple_ron]" in lines["ダブロン（複数人のロン）"]
    assert "0.1ポイント単位（丸めなし）" in lines["ポイント換算（端数処理）"]
    assert "30,000  [west_extension]" in lines["西入"] and "あり  [agari_yame]" in lines["アガリ止め"]
    assert "大三元、大四喜" in lines["包（責任払い）"]
    assert "True" not in out and "False" not in out and "after_hand" not in out

"""`stats` (issue 40 item 2): every player's figures, one player's with what they rest on, as JSON."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from tournament_app.cli.main import main

NAMES = ("Sato", "Suzuki", "Tanaka", "Ito")
HANDS = [  # seat 0 deals first (jpml)
    {"result": "ron", "winner": 1, "loser": 0, "han": 3, "fu": 40, "riichi": [1]},  # 5,200
    {"result": "tsumo", "winner": 2, "han": 1, "fu": 30},  # 300/500
    {"result": "draw", "tenpai": [1]},
]


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(["--lang", "en", *args])
    out, err = capsys.readouterr()
    return code, out, err


def _event(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> str:
    db = str(tmp_path / "t.sqlite3")
    assert _run(capsys, "--db", db, "new", "Cup", "--rules", "jpml")[0] == 0
    for name in NAMES:
        assert _run(capsys, "--db", db, "add-player", name)[0] == 0
    assert _run(capsys, "--db", db, "seat")[0] == 0
    code, out, _err = _run(capsys, "--db", db, "seating", "--json")
    seated = json.loads(out)[0]["seats"]
    record = tmp_path / "game.json"
    record.write_text(json.dumps({"rules": "jpml", "players": seated, "hands": HANDS}), encoding="utf-8")
    code, out, err = _run(capsys, "--db", db, "record", str(record), "--round", "1", "--table", "1")
    assert code == 0, err
    return db


def test_stats_of_one_player_as_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = _event(tmp_path, capsys)
    _code, out, _err = _run(capsys, "--db", db, "seating", "--json")
    seated = json.loads(out)[0]["seats"]
    before = hashlib.sha256(Path(db).read_bytes()).hexdigest()
    code, out, err = _run(capsys, "--db", db, "stats", "--player", seated[1], "--json")
    assert (code, err) == (0, "")
    [line] = json.loads(out)
    f = line["figures"]
    assert line["player"] == seated[1]
    assert (f["hands"]["value"], f["wins"]["value"], f["riichi_rate"]["value"]) == (3, 1, 333)
    assert (f["win_rate"]["value"], f["win_rate"]["rests_on"]) == (333, 3)
    assert (f["draw_tenpai_rate"]["value"], f["draw_tenpai_rate"]["rests_on"]) == (1000, 1)
    assert (f["largest_hand"]["value"], f["games"]["value"]) == (5200, 0)  # the game is not finished
    assert line["not_recorded"] == ["ippatsu", "ura_dora"]  # a league's counts the record cannot give
    assert hashlib.sha256(Path(db).read_bytes()).hexdigest() == before  # a reading command


def test_stats_table_and_one_player(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = _event(tmp_path, capsys)
    _code, out, _err = _run(capsys, "--db", db, "seating", "--json")
    seated = json.loads(out)[0]["seats"]
    code, out, err = _run(capsys, "--db", db, "stats")
    assert (code, err) == (0, "")
    rows = {line.split()[0]: line.split() for line in out.splitlines()[1:5]}
    assert set(rows) == set(NAMES)
    note = "Ippatsu and ura dora are not counted: the game record holds neither."
    assert out.splitlines()[5:] == ["", note]  # under the table, as on the screens
    assert rows[seated[0]][4] == "33.3%"  # deal-in rate: 1 of 3 hands
    code, out, err = _run(capsys, "--db", db, "stats", "--player", seated[2])
    assert code == 0 and "Tsumo rate" in out and "100.0%  of 1 win" in out
    assert out.splitlines()[-1] == "Ippatsu and ura dora are not counted: the game record holds neither."


def test_stats_of_an_unknown_player_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = _event(tmp_path, capsys)
    code, out, err = _run(capsys, "--db", db, "stats", "--player", "Nobody")
    assert (code, out) == (2, "")
    assert err.strip().splitlines() == ["tournament-app: --player: no player named Nobody in this tournament"]


def test_stats_awards(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = _event(tmp_path, capsys)
    _code, out, _err = _run(capsys, "--db", db, "stats", "--awards", "--json")
    found = {a["award"]: a for a in json.loads(out)}
    _code, out, _err = _run(capsys, "--db", db, "seating", "--json")
    seated = json.loads(out)[0]["seats"]
    assert (found["largest_hand"]["players"], found["largest_hand"]["value"]) == ([seated[1]], 5200)
    assert sorted(found["most_wins"]["players"]) == sorted(seated[1:3])
    assert sorted(found["lowest_deal_in_rate"]["players"]) == sorted(seated[1:])  # seat 0 dealt in
    code, out, err = _run(capsys, "--db", db, "stats", "--awards", "--player", seated[0])
    assert (code, out) == (2, "") and "--awards or --player" in err


def test_stats_of_every_player_as_json_keep_the_list_and_say_what_is_not_counted(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = _event(tmp_path, capsys)
    _code, out, _err = _run(capsys, "--db", db, "seating", "--json")
    seated = json.loads(out)[0]["seats"]
    code, out, err = _run(capsys, "--db", db, "stats", "--json")
    assert (code, err) == (0, "")
    lines = json.loads(out)
    assert isinstance(lines, list) and sorted(x["player"] for x in lines) == sorted(NAMES)
    assert all(x["not_recorded"] == ["ippatsu", "ura_dora"] for x in lines)
    by_name = {x["player"]: x["figures"] for x in lines}
    # seat 0 dealt in once (5,200) in 3 hands; seat 2 won the one tsumo (300/500 = 1,100)
    dealt, won = by_name[seated[0]], by_name[seated[2]]
    assert (dealt["deal_in_rate"]["value"], dealt["average_deal_in"]["value"]) == (333, 5200)
    assert (won["tsumo_rate"]["value"], won["average_win"]["value"]) == (1000, 1100)

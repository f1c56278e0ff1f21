"""tenhou.net/6 JSON logs that are not what they claim (issue 39): each refused by `log` and `import-log`
in one line on stderr that names the game and the hand, exit 2, nothing on stdout, nothing stored."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tournament_app.cli.main import main
from tournament_app.services import games, tournaments
from tournament_app.storage import close_database, open_database

DATA = Path(__file__).resolve().parents[1] / "data" / "tenhou"
GAME = json.loads((DATA / "mahjong_soul_east.json").read_text(encoding="utf-8"))
OTHER = json.loads((DATA / "2019103023gm-00a9-0000-f90e0fe9.json").read_text(encoding="utf-8"))


def changed(change: Callable[[dict[str, Any]], object]) -> bytes:
    game = copy.deepcopy(GAME)
    change(game)
    return json.dumps(game, ensure_ascii=False).encode()


def _set(path: tuple[Any, ...], value: Any) -> Callable[[dict[str, Any]], object]:
    def change(game: dict[str, Any]) -> None:
        at: Any = game
        for key in path[:-1]:
            at = at[key]
        at[path[-1]] = value
    return change


GOOD = json.dumps(GAME, ensure_ascii=False)
CASES = [
    ("not JSON", b'{"name": ["A", "B"', "Tenhou log: not a JSON game log (Expecting"),
    ("not UTF-8", b'{"name": ["\xff"]}', "Tenhou log: not UTF-8 text (byte 12)"),
    ("NaN", GOOD.replace("-85.2", "NaN").encode(), "Tenhou log: not a JSON game log (NaN is not a number)"),
    ("a 5,000-digit number", GOOD.replace("-85.2", "9" * 5000).encode(), "Tenhou log: not a JSON game log ("),
    ("nested 100,000 deep", b"[" * 100_000 + b"]" * 100_000, "Tenhou log: not a JSON game log ("),
    ("an empty list", b"[]", "Tenhou log: the file holds no game"),
    ("a list of numbers", b"[1, 2]", "Tenhou log: game 1: not a tenhou.net/6 game"),
    ("no log", changed(lambda g: g.pop("log")), 'Tenhou log: the game has no "log"'),
    ("no names", changed(lambda g: g.pop("name")), 'Tenhou log: the game has no "name"'),
    ("names not text", changed(_set(("name", 2), 7)), 'Tenhou log: "name" is not a list of four names'),
    ("log an object", changed(_set(("log",), {})), 'Tenhou log: "log" holds no hand'),
    ("a hand cut short", changed(lambda g: g["log"][1].pop(3)), "Tenhou log: hand 2: not a hand of the log"),
    ("a score of 1e999", changed(_set(("log", 2, 1, 0), 1e300)).replace(b"1e+300", b"1e999"),
     "Tenhou log: hand 3: scores: 1e999 is not"),
    ("a change of 10**30", changed(_set(("log", 0, 16, 1, 1), 10**30)),
     "Tenhou log: hand 1: changes: 1000000000000000000000000000000 is not a whole number"),
    ("a score true", changed(_set(("log", 1, 1, 2), True)), "Tenhou log: hand 2: scores: true is not"),
    ("a round past North 4", changed(_set(("log", 3, 0, 0), 16)),
     "Tenhou log: hand 4: round 16 is past North 4"),
    ("a seat 7", changed(_set(("log", 0, 16, 2, 0), 7)), "Tenhou log: hand 1: seat: 7 is not a whole number"),
    ("a win without points", changed(_set(("log", 0, 16, 2, 3), "30符3飜")),
     'Tenhou log: hand 1: the win\'s text "30符3飜" shows no points'),
    ("a result it does not know", changed(_set(("log", 2, 16, 0), "途中流局")),
     'Tenhou log: hand 3: "途中流局" is not a result the app knows'),
    ("sc of 7 numbers", changed(lambda g: g["sc"].pop()), 'Tenhou log: "sc" is not a list of 8 numbers'),
    ("sc points of 1e999", changed(_set(("sc", 1), "x")).replace(b'"x"', b"1e999"),
     "Tenhou log: sc: 1e999 is"),
    ("a list with one bad game", json.dumps([OTHER, json.loads(changed(_set(("log", 3, 1, 1), 26900)))],
                                            ensure_ascii=False).encode(),
     "Tenhou log: game 2: hand 4: the log starts it at E4-1 (0): 22000, 26900, 19100, 33000, the hands "
     "before it end at E4-1 (0): 22000, 25900, 19100, 33000"),
    ("JSON lines with a bad line", (json.dumps(OTHER) + "\n" + GOOD[:-9] + "\n").encode(),
     "Tenhou log: line 2: not a JSON game ("),
]


@pytest.mark.parametrize(("data", "reason"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_a_bad_json_log_is_one_line_and_exit_2(data: bytes, reason: str, tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "online.json"
    path.write_bytes(data)
    code = main(["--lang", "en", "log", str(path)])
    out, err = capsys.readouterr()
    assert (code, out) == (2, "")
    assert err.startswith("tournament-app: " + reason), err
    assert err.count("\n") == 1


def test_a_list_with_one_bad_game_stores_nothing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = str(tmp_path / "t.sqlite3")
    for args in (["new", "Online qualifier", "--rules", "tenhou"], *(["add-player", n] for n in "ABCD"),
                 ["seat"]):
        assert main(["--lang", "en", "--db", db, *args]) == 0
    path = tmp_path / "round.json"
    bad = json.loads(changed(_set(("log", 0, 16, 1, 1), 4800)))
    path.write_text(json.dumps([OTHER, bad]), encoding="utf-8")
    capsys.readouterr()
    code = main(["--lang", "en", "--db", db, "import-log", str(path), "--game", "1", "--round", "1",
                 "--table", "1"])
    out, err = capsys.readouterr()
    assert (code, out) == (2, "") and err.startswith("tournament-app: Tenhou log: game 2: hand 1: the rules "
                                                     "give 0, 4900, -3900, 0, the log 0, 4800, -3900, 0")
    open_database(db)
    try:
        assert games.game_view(games.games_of_round(tournaments.find_tournament(None), 1)[0]).hands == ()
    finally:
        close_database()

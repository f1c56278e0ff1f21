"""tenhou.net/6 JSON game logs (issue 39): the same record as the game's mjlog, every hand checked
against the log's own scores, the lobby's rules and Mahjong Soul's mapped.

The pairs are real 鳳凰卓 and 特上卓 games saved by Tenhou in both forms (tests/data/tenhou/README.md);
the Mahjong Soul game is written by hand in tensoul's shape, its scores worked out from Mahjong Soul's
rules.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from tournament_app.rules.game import replay
from tournament_app.rules.game_logs import read_games
from tournament_app.rules.record import parse_record
from tournament_app.words.messages import UserError

DATA = Path(__file__).resolve().parents[1] / "data" / "tenhou"
PAIRS = ["2019021004gm-00a9-0000-e2f6516d", "2019080322gm-00a9-0000-81e85e04",
         "2019081518gm-00a9-0000-cce9d00c", "2019103023gm-00a9-0000-f90e0fe9",
         "2019123123gm-00a9-0000-f4386d0e", "2023053016gm-0029-0000-e54b3b98"]
SOUL = DATA / "mahjong_soul_east.json"


def game_of(name: str) -> dict[str, Any]:
    return json.loads((DATA / f"{name}.json").read_text(encoding="utf-8"))


def read(game: Any) -> list[dict[str, Any]]:
    return read_games(json.dumps(game, ensure_ascii=False).encode())


def refusal(game: Any) -> str:
    from tournament_app.words.i18n import render

    data = game if isinstance(game, bytes) else json.dumps(game, ensure_ascii=False).encode()
    with pytest.raises(UserError) as e:
        read_games(data)
    text = render(e.value.message)
    assert "\n" not in text
    return text


@pytest.mark.parametrize("name", PAIRS)
def test_the_same_game_as_json_and_as_mjlog_gives_the_same_record_hand_by_hand(name: str) -> None:
    (from_json,) = read_games((DATA / f"{name}.json").read_bytes())
    (from_xml,) = read_games((DATA / f"{name}.mjlog").read_bytes())  # gzip XML, told apart by content
    assert len(from_json["hands"]) == len(game_of(name)["log"]) == len(from_xml["hands"])
    for number, (ours, theirs) in enumerate(zip(from_json["hands"], from_xml["hands"], strict=True), start=1):
        assert ours == theirs, f"hand {number}"
    assert from_json == from_xml
    game = replay(parse_record(from_json))
    sc = game_of(name)["sc"]
    assert list(game.settlement().final_scores) == sc[0::2]
    assert [p / 10 for p in game.settlement().points] == pytest.approx(sc[1::2])


def test_names_rules_and_the_settlement_are_the_log_s() -> None:
    (old,) = read_games((DATA / f"{PAIRS[0]}.json").read_bytes())
    assert old["players"] == ["Aさん", "Bさん", "Cさん", "Dさん"]
    assert old["rules"] == {"preset": "tenhou", "rounding": "shisha_gonyu"}  # 2019: points rounded
    (new,) = read_games((DATA / f"{PAIRS[5]}.json").read_bytes())
    assert new["rules"] == "tenhou"  # 特南喰赤, three red fives, settled exactly (63.8 is 638 tenths)
    assert replay(parse_record(new)).settlement().points == (638, -239, 93, -492)


@pytest.mark.parametrize(("ten", "yaku", "han", "fu"), [
    ("50,8000,1", "1,1,7,1,52,2", 4, 40),  # 4 han 50 fu: a mangan, recorded at 40 fu as the JSON gives it
    ("80,8000,1", "7,1,52,2", 3, 70),  # 3 han 80 fu: likewise at 70
    ("40,5200,0", "7,1,52,2", 3, 40),  # not a mangan: its own fu
])
def test_a_limit_hand_below_5_han_is_recorded_at_the_fu_that_makes_it_one(ten: str, yaku: str, han: int,
                                                                          fu: int) -> None:
    """The JSON shows a mangan's han, not its fu; the mjlog's fu pays the same under any rules."""
    from tests.rules.test_tenhou_log import init, log

    points = int(ten.split(",")[1]) // 100
    (record,) = read_games(log(init(), f'<AGARI ba="0,0" ten="{ten}" yaku="{yaku}" who="1" fromWho="2" '
                                       f'sc="250,0,250,{points},250,-{points},250,0"/>'))
    assert record["hands"] == [{"result": "ron", "winner": 1, "loser": 2, "han": han, "fu": fu, "riichi": []}]


def test_json_lines_and_a_list_hold_each_game_in_order() -> None:
    singles = [read_games((DATA / f"{n}.json").read_bytes())[0] for n in PAIRS]
    lines = "\n".join(json.dumps(game_of(n), ensure_ascii=False) for n in PAIRS) + "\n"
    assert read_games(lines.encode()) == singles
    assert read_games(json.dumps([game_of(n) for n in PAIRS]).encode()) == singles


def test_a_mahjong_soul_game_keeps_its_differences() -> None:
    """玉の間 East: three red fives, a double yakuman (四暗刻単騎 counts two there), and its own settlement
    (from 25,000, +15/+5/△5/△15, no oka), which its ``sc`` states."""
    (record,) = read_games(SOUL.read_bytes())
    assert record["rules"] == {"preset": "tenhou", "length": "east", "return_points": 25000, "oka": 0,
                               "uma": [150, 50, -50, -150],
                               "double_yakuman": ["suuankou_tanki", "daburu_kokushi", "daburu_chuuren_poutou",
                                                  "daisuushi"]}
    assert record["hands"] == [
        {"result": "ron", "winner": 1, "loser": 2, "han": 3, "fu": 30, "riichi": [0]},
        {"result": "tsumo", "winner": 3, "han": 4, "fu": 40, "riichi": []},  # 満貫2000-4000点
        {"result": "draw", "tenpai": [], "riichi": []},  # no payments, and the deal passed: nobody tenpai
        {"result": "ron", "winner": 1, "loser": 2, "yakuman": 2, "riichi": []},  # 64,000
    ]
    game = replay(parse_record(record))
    assert game.state.finished  # below zero
    assert game.settlement().points == (-80, 802, -852, 130)


def test_mahjong_soul_points_of_another_settlement_are_refused_in_one_line() -> None:
    game = json.loads(SOUL.read_text(encoding="utf-8"))
    game["sc"][1::2] = [-25, 125, -100, 0]  # a room's rank points, not the game's settlement
    text = refusal(game)
    assert text.startswith("Tenhou log: the final points -25.0, 125.0, -100.0, 0.0 are not Mahjong Soul's")


def one_hand(rule: dict[str, Any], names: list[str] | None = None) -> dict[str, Any]:
    """A game of one hand: seat 1 wins 3,900 off seat 2, who had declared riichi on that very tile."""
    seat = [[], [], []]
    hand = [[0, 0, 0], [25000] * 4, [], [], *seat, *seat, [], [], [11, "r18"], *seat,
            ["和了", [0, 3900, -3900, 0], [1, 2, 1, "30符3飜3900点", "断幺九(1飜)", "ドラ(2飜)"]]]
    return {"name": names or ["A", "B", "C", "D"], "rule": rule, "log": [hand]}


@pytest.mark.parametrize(("rule", "rules"), [
    ({"disp": "鳳南喰赤", "aka51": 1, "aka52": 1, "aka53": 1}, "tenhou"),
    ({"disp": "般東喰赤", "aka51": 1, "aka52": 1, "aka53": 1}, {"preset": "tenhou", "length": "east"}),
    ({"disp": "般南喰"}, {"preset": "tenhou", "red_fives": 0}),
    ({"disp": "般南赤"}, {"preset": "tenhou", "open_tanyao": False}),
    ({"disp": "友人戦南喰赤", "aka51": 1, "aka52": 2, "aka53": 1},
     {"preset": "tenhou", "red_fives": 4, "return_points": 25000, "oka": 0, "uma": [150, 50, -50, -150],
      "double_yakuman": ["suuankou_tanki", "daburu_kokushi", "daburu_chuuren_poutou", "daisuushi"]}),
])
def test_the_lobby_s_rules_become_rule_options(rule: dict[str, Any], rules: Any) -> None:
    (record,) = read(one_hand(rule))
    assert record["rules"] == rules
    assert record["hands"] == [{"result": "ron", "winner": 1, "loser": 2, "han": 3, "fu": 30, "riichi": []}]


@pytest.mark.parametrize(("rule", "names", "reason"), [
    ({"disp": "般南喰赤祝５"}, None,
     "a game with chips (祝儀, \"般南喰赤祝５\"): the app does not keep chips"),
    ({"disp": "三般南喰赤"}, None, "a three-player game"),
    ({"disp": "般南喰赤"}, ["A", "B", "C", ""], "a three-player game"),
    ({"disp": "般南喰赤", "aka51": 2, "aka52": 2, "aka53": 1}, None,
     "5 red fives: the app's rules hold 4 at most"),
    ({"disp": "般南喰赤"}, ["A", "B", "C", "D\x00"], "player 4's name"),
])
def test_what_the_app_cannot_express_is_refused_in_one_line(rule: dict[str, Any], names: list[str] | None,
                                                             reason: str) -> None:
    assert reason in refusal(one_hand(rule, names))


def test_every_hand_is_checked_against_the_log_s_own_changes_start_and_end() -> None:
    game = game_of(PAIRS[3])
    changed = copy.deepcopy(game)
    logged = game["log"][2][16][1]
    wrong = [logged[0] - 100, logged[1] + 100, *logged[2:]]  # a change the win does not pay
    changed["log"][2][16][1] = wrong
    assert refusal(changed) == (f"Tenhou log: hand 3: the rules give {', '.join(map(str, logged))}, the log "
                                f"{', '.join(map(str, wrong))}")
    moved = copy.deepcopy(game)
    moved["log"][4][1][0] += 1000  # the fifth hand starts at scores the hands before do not give
    assert refusal(moved).startswith("Tenhou log: hand 5: the log starts it at")
    counters = copy.deepcopy(game)
    counters["log"][1][0][1] = 1  # a counter the first hand's win does not leave
    assert "hand 2: the log starts it at E2-1" in refusal(counters)
    ended = copy.deepcopy(game)
    ended["sc"][0] += 100
    assert refusal(ended).startswith("Tenhou log: the final scores differ")
    points = copy.deepcopy(game)
    points["sc"][1] = 97
    assert refusal(points).startswith("Tenhou log: the final points differ")


def test_tensoul_s_english_words_read_as_the_japanese() -> None:
    """tensoul written with English names: ``30Fu3Han``, ``Exhaustive Draw``, ``Kyuushu Kyuuhai``."""
    game = json.loads(SOUL.read_text(encoding="utf-8"))
    japanese = read(game)
    game["log"][0][16][2][3] = "30Fu3Han3900点"
    game["log"][2][16][0] = "Exhaustive Draw"
    assert read(game) == japanese
    game["log"][2][16] = ["Kyuushu Kyuuhai"]
    game["log"][3][0][:2] = [2, 1]  # an abortive draw: the same dealer again, one counter more
    assert read(game)[0]["hands"][2] == {"result": "abortive", "kind": "kyuushu", "riichi": []}

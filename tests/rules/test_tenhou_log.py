"""Tenhou game logs (issue 15): every kind of result converted, checked against the log's own scores.

The logs are written by hand (tests/data/tenhou and below): each hand's ``sc`` is worked out from the
Tenhou rules (RULES.md §6), and the converter must reproduce them by replaying its record.
"""

from __future__ import annotations

import gzip
from pathlib import Path

import pytest

from tournament_app.messages import UserError
from tournament_app.rules.game import replay
from tournament_app.rules.record import parse_record
from tournament_app.rules.tenhou_log import MAX_BYTES, read_log

DATA = Path(__file__).resolve().parents[1] / "data" / "tenhou"
HEAD = ('<mjloggm ver="2.3"><GO type="169" lobby="0"/><UN n0="A" n1="B" n2="C" n3="D"/>'
        '<TAIKYOKU oya="0"/>')


def log(*elements: str, head: str = HEAD) -> bytes:
    return (head + "".join(elements) + "</mjloggm>").encode()


def init(oya: int = 0) -> str:
    return f'<INIT seed="0,0,0,1,1,0" ten="250,250,250,250" oya="{oya}"/>'


def text_of(e: pytest.ExceptionInfo[UserError]) -> str:
    from tournament_app.i18n import render

    return render(e.value.message)


def test_a_whole_east_game_with_its_final_scores() -> None:
    record = read_log((DATA / "east_game.mjlog").read_bytes())
    assert record["players"] == ["佐藤", "鈴木", "Player C", "D"]  # URL-encoded in <UN>
    assert record["rules"] == {"preset": "tenhou", "length": "east"}  # GO type 161: no East-South bit
    results = [(h["result"], h.get("kind")) for h in record["hands"]]
    assert results == [("ron", None), ("ron", None), ("draw", None), ("abortive", "kyuushu"), ("tsumo", None),
                       ("ron", None), ("ron", None)]
    assert record["hands"][0] == {"result": "ron", "winner": 0, "loser": 2, "han": 2, "fu": 40, "riichi": [0]}
    assert record["hands"][1]["wins"] == [{"winner": 3, "han": 1, "fu": 30},
                                          {"winner": 1, "han": 2, "fu": 30}]
    assert record["hands"][2] == {"result": "draw", "tenpai": [1, 3], "riichi": []}
    assert record["hands"][5] == {"result": "ron", "winner": 3, "loser": 2, "han": 5, "riichi": []}
    game = replay(parse_record(record))
    assert game.state.finished
    assert game.settlement().final_scores == (32000, 27300, 7100, 33600)  # the log's owari


def test_gzip_is_read_like_plain_xml() -> None:
    plain = (DATA / "east_game.mjlog").read_bytes()
    assert read_log(gzip.compress(plain)) == read_log(plain)


def test_yakuman_with_pao_by_tsumo() -> None:
    """Daisangen by tsumo, pao on seat 2: the responsible player pays the whole 32,000 (RULES.md §6)."""
    record = read_log(log(init(), '<AGARI ba="0,0" ten="0,32000,5" yakuman="39" who="1" fromWho="1" '
                                  'paoWho="2" sc="250,0,250,320,250,-320,250,0"/>'))
    assert record["hands"] == [{"result": "tsumo", "winner": 1, "yakuman": 1, "pao": 2, "riichi": []}]


def test_double_yakuman_ids_count_two() -> None:
    """Tenhou counts 四暗刻単騎 (41) as a double yakuman: 64,000 by ron."""
    record = read_log(log(init(), '<AGARI ba="0,0" ten="50,64000,5" yakuman="41" who="1" fromWho="3" '
                                  'sc="250,0,250,640,250,0,250,-640"/>'))
    assert record["hands"][0]["yakuman"] == 2


def test_nagashi_mangan_without_noten_payments() -> None:
    record = read_log(log(init(), '<RYUUKYOKU type="nm" ba="0,0" sc="250,-40,250,80,250,-20,250,-20" '
                                  'hai1="1,2,3"/>'))
    assert record["hands"] == [{"result": "draw", "tenpai": [1], "riichi": [], "nagashi": [1]}]


@pytest.mark.parametrize(("code", "kind"), [("yao9", "kyuushu"), ("kaze4", "suufon"), ("kan4", "suukan"),
                                            ("ron3", "sanchahou")])
def test_abortive_draws(code: str, kind: str) -> None:
    record = read_log(log(init(), f'<RYUUKYOKU type="{code}" ba="0,0" sc="250,0,250,0,250,0,250,0"/>'))
    assert record["hands"] == [{"result": "abortive", "kind": kind, "riichi": []}]


def test_four_riichi() -> None:
    reaches = "".join(f'<REACH who="{s}" step="1"/><REACH who="{s}" step="2"/>' for s in range(4))
    record = read_log(log(init(), reaches,
                          '<RYUUKYOKU type="reach4" ba="0,4" sc="240,0,240,0,240,0,240,0"/>'))
    assert record["hands"] == [{"result": "abortive", "kind": "suucha", "riichi": [0, 1, 2, 3]}]


def test_a_riichi_declared_but_not_accepted_is_not_recorded() -> None:
    """REACH step 1 then a ron on the riichi tile: no deposit (step 2 never came)."""
    record = read_log(log(init(), '<REACH who="2" step="1"/>', '<AGARI ba="0,0" ten="30,1000,0" yaku="8,1" '
                                  'who="1" fromWho="2" sc="250,0,250,10,250,-10,250,0"/>'))
    assert record["hands"][0]["riichi"] == []


@pytest.mark.parametrize(("data", "reason"), [
    (log(init(), head=HEAD.replace('type="169"', 'type="185"')), "three-player game"),
    (log(init(), head=HEAD.replace(' n3="D"', "")), "three-player game"),
    (b"<html><body>not a log</body></html>", "starts with <html>"),
    (b"<mjloggm ver='2.3'><INIT", "not an mjlog XML file"),
    (log(init()), "no finished hand"),
    (log(init(), '<AGARI ba="0,0" ten="30" who="1" fromWho="2" sc="1,2"/>'), "hand 1: AGARI needs sc"),
    (log(init(), '<AGARI ba="0,0" ten="30,1000,0" yaku="8,1" who="x" fromWho="2" '
                 'sc="250,0,250,10,250,-10,250,0"/>'), "hand 1: AGARI who"),
    # the log says 1,300 where 1 han 30 fu without counters is 1,000: the conversion refuses
    (log(init(), '<AGARI ba="0,0" ten="30,1000,0" yaku="8,1" who="1" fromWho="2" '
                 'sc="250,0,250,13,250,-13,250,0"/>'),
     "hand 1: the rules give 0, 1000, -1000, 0, the log 0, 1300"),
    (gzip.compress(b"x", mtime=0)[:10], "gzip file is damaged"),
    (b" " * (MAX_BYTES + 1), "larger than 5 MB"),
], ids=["three-player-flag", "three-player-names", "html", "truncated-xml", "no-hand", "short-sc",
         "bad-seat", "wrong-scores", "bad-gzip", "too-big"])
def test_bad_logs_are_refused_with_one_message(data: bytes, reason: str) -> None:
    with pytest.raises(UserError) as e:
        read_log(data)
    assert reason in text_of(e)

"""A hand's value from its tiles (issue 16): hand-made hands valued from the rule books, every
option of seed 002 switched both ways, and the refusals.

Fu are worked out by 001 第42条: 副底 20, 門前清栄和 +10, 辺張・嵌張・単騎 2, ツモ 2, 部分符 by the table
(中張牌 明刻 2 / 暗刻 4 / 明槓 8 / 暗槓 16; 老頭牌・字牌 double; 翻牌の対子 2), rounded up to 10.
"""

from __future__ import annotations

from typing import Any

import pytest

from tournament_app.rules.errors import HandError
from tournament_app.rules.hand_value import Situation, evaluate
from tournament_app.rules.presets import resolve

RON = Situation()
TSUMO = Situation(tsumo=True)
RIICHI = Situation(riichi=True)


def value(rules: Any, tiles: str, situation: Situation = RON, **kw: Any) -> tuple[Any, ...]:
    r = evaluate(resolve(rules), tiles, situation=situation, **kw)
    return r.han, r.fu, r.yakuman, sorted(y.key for y in r.yaku), r.payment.total


def refusal(rules: Any, tiles: str, situation: Situation = RON, **kw: Any) -> str:
    with pytest.raises(HandError) as e:
        evaluate(resolve(rules), tiles, situation=situation, **kw)
    return e.value.reason.text.format(**e.value.reason.params)


# (tiles, options, situation, han, fu, yaku, payment total) under seed 001 (jpml)
CASES = [
    # pinfu tsumo: 20 fu (第42条 ロ② ※平和の場合はツモ符を加算せず) — 700・1300
    ("234789m12345666p", {"win": "6p"}, Situation(tsumo=True, riichi=True), 3, 20,
     ["pinfu", "riichi", "tsumo"], 2700),
    # pinfu ron: 20 + 10 = 30 fu
    ("234789m12345666p", {"win": "6p"}, RON, 1, 30, ["pinfu"], 1000),
    # open pinfu shape by ron: 30 fu (第42条 ニ), open tanyao
    ("234p22p567s345s", {"win": "5s", "melds": ["chi:678m"]}, RON, 1, 30, ["tanyao"], 1000),
    # chiitoitsu: 25 fu 2 han by ron, 3 han by tsumo (第55条 ⑫)
    ("1133m2244p5566s77z", {}, RON, 2, 25, ["chiitoitsu"], 1600),
    ("1133m2244p5566s77z", {}, TSUMO, 3, 25, ["chiitoitsu", "tsumo"], 3200),
    # kanchan 2 fu: 30 + 2 = 32 → 40
    ("123m456p789p234s55s", {"win": "2m"}, RIICHI, 1, 40, ["riichi"], 1300),
    # penchan 2 fu
    ("123m456p789p234s55s", {"win": "3m"}, RIICHI, 1, 40, ["riichi"], 1300),
    # tanki 2 fu
    ("123m456p789p234s55s", {"win": "5s"}, RIICHI, 1, 40, ["riichi"], 1300),
    # closed terminal kan 32 + tanki 2 + 30 = 64 → 70 fu: 560 × 4 = 2,240 → 2,300
    ("234m567m345s99s", {"win": "9s", "melds": ["ankan:1111p"]}, RIICHI, 1, 70, ["riichi"], 2300),
    # open simple kan 8 + tanki 2 + 20 = 30 fu, open tanyao
    ("234m567m345s88s", {"win": "8s", "melds": ["kan:5555p"]}, RON, 1, 30, ["tanyao"], 1000),
    # closed simple kan 16 + tanki 2 + 30 = 48 → 50 fu, riichi tanyao: 800 × 4 = 3,200
    ("234m567m345s88s", {"win": "8s", "melds": ["ankan:5555p"]}, RIICHI, 2, 50, ["riichi", "tanyao"], 3200),
    # yakuhai pon by ron: 白 pair is no pon; here 中 closed pon 8 + 30 = 38 → 40
    ("234m567p345s777z11s", {"win": "1s"}, RON, 1, 40, ["chun"], 1300),
]


@pytest.mark.parametrize(("tiles", "kw", "situation", "han", "fu", "yaku", "total"), CASES)
def test_hands_valued_by_seed_001(tiles: str, kw: dict[str, Any], situation: Situation, han: int, fu: int,
                                  yaku: list[str], total: int) -> None:
    assert value("jpml", tiles, situation, **kw) == (han, fu, 0, yaku, total)


YAKU = [
    ("223344m567m666p77s", {"win": "7s"}, TSUMO, {"tanyao", "tsumo", "iipeiko"}),
    ("123456789m123p55z", {"win": "3p"}, RON, {"ittsu"}),  # a 白 pair is fu, not a yaku
    ("123m123p123s456s99s", {"win": "6s"}, RIICHI, {"riichi", "sanshoku", "pinfu"}),
    ("123m789m123s789p99s", {"win": "9s"}, RON, {"junchan"}),
    ("123m789m123s789p11z", {"win": "1z"}, RON, {"chantai"}),
    ("111m222p333s44s555z", {"win": "4s", "melds": []}, TSUMO, {"suuankou_tanki"}),
    ("1112345678999m5m", {}, RON, {"daburu_chuuren_poutou"}),  # nine-sided: 純正 (a single here)
    ("123456789m11122m", {"win": "2m"}, RON, {"chinitsu", "ittsu"}),
    ("123m456m789m111z22z", {"win": "2z"}, RON, {"honitsu", "ittsu", "round_wind_east"}),
    ("112233m445566p77s", {"win": "7s"}, RON, {"ryanpeiko"}),
    ("555z666z77z789p", {"win": "7z", "melds": ["chi:123m"]}, RON,
     {"shosangen", "haku", "hatsu", "chantai"}),
    ("111m999p11z999s", {"win": "9s", "melds": ["pon:111s"]}, RON, {"honroto", "toitoi"}),
    ("222m222p222s33s", {"win": "3s", "melds": ["chi:789m"]}, RON, {"sanshoku_douko", "sanankou"}),
    ("555z666z777z11m", {"win": "1m", "melds": ["chi:234p"]}, RON, {"daisangen"}),
    ("119m19p19s1234567z", {}, RON, {"kokushi"}),
    ("234m567m345s88s", {"win": "8s", "melds": ["ankan:5555p"]},
     Situation(tsumo=True, rinshan=True), {"tanyao", "tsumo", "rinshan"}),
    ("234m567m345s678p88s", {"win": "8s"}, Situation(tsumo=True, haitei=True),
     {"tanyao", "tsumo", "haitei"}),
    ("234m567m345s678p88s", {"win": "8s"}, Situation(haitei=True), {"tanyao", "houtei"}),
    ("234m567m345s678p88s", {"win": "8s"}, Situation(chankan=True), {"tanyao", "chankan"}),
    ("234m567m345s678p88s", {"win": "8s"}, Situation(double_riichi=True, ippatsu=True),
     {"tanyao", "daburu_riichi", "ippatsu"}),
]


@pytest.mark.parametrize(("tiles", "kw", "situation", "expected"), YAKU)
def test_standard_yaku(tiles: str, kw: dict[str, Any], situation: Situation, expected: set[str]) -> None:
    assert set(value("jpml", tiles, situation, **kw)[3]) == expected


def test_double_wind_pair_two_or_four_fu() -> None:
    """001 第42条: a 翻牌 pair is 2 fu (連風牌 not doubled); Tenhou counts 4. 111m closed terminal pon 8:
    30 + 8 + 2 = 40 fu, with 4: 42 → 50."""
    dealer = Situation(riichi=True, dealer=True, round_wind="E")
    hand = ("111m567m345s789p11z", {"win": "9p"})
    assert value("jpml", hand[0], dealer, **hand[1])[:2] == (1, 40)
    assert value({"preset": "jpml", "double_wind_pair_fu": 4}, hand[0], dealer, **hand[1])[:2] == (1, 50)
    assert value("tenhou", hand[0], dealer, **hand[1])[:2] == (1, 50)


def test_open_tanyao_switched_off_leaves_no_yaku() -> None:
    """002 3-01-01-02 b: 断幺九は門前に限る."""
    hand, kw = "234p22p567s345s", {"win": "5s", "melds": ["chi:678m"]}
    assert "no yaku" in refusal({"preset": "jpml", "open_tanyao": False}, hand, RON, **kw)
    assert value({"preset": "jpml", "open_tanyao": True}, hand, RON, **kw)[0] == 1


def test_open_pinfu_and_its_fu() -> None:
    """002 3-01-01-01 b: 平和は鳴いても1飜; 001 第42条 ニ: an open pinfu shape by ron counts 30 fu."""
    hand, kw = "234p22p567s345s", {"win": "5s", "melds": ["chi:678m"]}
    assert value({"preset": "jpml", "open_pinfu": True}, hand, RON, **kw)[:4] == (
        2, 30, 0, ["open_pinfu", "tanyao"])
    # open_pinfu_fu off: the package gives 20 fu, and 第42条 ニ makes any open 20-fu ron 30 all the same
    assert value({"preset": "jpml", "open_pinfu_fu": False}, hand, RON, **kw)[:2] == (1, 30)


def test_chiitoitsu_as_50_fu_1_han() -> None:
    """002: 七対子 50符1飜 — the same payment in fewer han."""
    hand = "1133m2244p5566s77z"
    assert value({"preset": "jpml", "chiitoitsu": "50-1"}, hand)[:2] == (1, 50)
    assert value({"preset": "jpml", "chiitoitsu": "50-1"}, hand)[4] == value("jpml", hand)[4] == 1600


def test_rinshan_tsumo_fu() -> None:
    """001 第33条 (嶺上牌によるアガリは全てツモアガリ): the tsumo's 2 fu. 222m closed pon 4, 5555p closed kan
    16, ryanmen wait: 20 + 4 + 16 + 2 = 42 → 50 fu; without the tsumo fu 40."""
    hand, kw = "222m567m345s88s", {"win": "5s", "melds": ["ankan:5555p"]}
    rinshan = Situation(tsumo=True, rinshan=True)
    assert value("jpml", hand, rinshan, **kw)[:2] == (3, 50)
    assert value({"preset": "jpml", "rinshan_fu": False}, hand, rinshan, **kw)[:2] == (3, 40)


def test_renhou_none_mangan_five_han_yakuman() -> None:
    """002 3-15-01 人和: a なし, d 満貫 (or the hand's own value when higher), 5 han added to the
    others (WRC: "Renhō is cumulative with other yaku and dora"), or yakuman (EMA's 2012 edition;
    its 2016 edition makes it a mangan)."""
    hand, kw = "234m567m345s678p88s", {"win": "8s"}
    renhou = Situation(renhou=True)
    assert value({"preset": "jpml", "renhou": "mangan"}, hand, renhou, **kw)[4] == 8000
    assert value("wrc", hand, renhou, **kw)[4] == 12000  # 5 + tanyao 1 = 6 han
    assert value({"preset": "ema", "renhou": "yakuman"}, hand, renhou, **kw)[2:3] == (1,)
    assert value("ema", hand, renhou, **kw)[2:] == (0, ["renhou_mangan", "tanyao"], 8000)
    assert value("jpml", hand, renhou, **kw)[4] == 1300  # no renhou: tanyao alone, 40 fu (tanki)


def test_double_yakuman_per_rule_set() -> None:
    """001 第45条 へ: ２倍役満 only for genuine combinations; Tenhou has no double yakuman on its own
    either (ダブル役満なし); a rule set may list the ones that count double (002)."""
    kokushi13 = "19m19p19s1234567z1m"
    assert value("jpml", kokushi13)[2] == 1
    assert value("tenhou", kokushi13)[2] == 1
    assert value({"preset": "jpml", "double_yakuman": ["daburu_kokushi"]}, kokushi13)[2] == 2


def test_ippatsu_ura_and_kan_dora_can_be_switched_off() -> None:
    hand, kw = "234m567m345s678p88s", {"win": "8s"}
    assert "no ippatsu" in refusal("renmei", hand, Situation(riichi=True, ippatsu=True), **kw)
    assert "no ura dora" in refusal("renmei", hand, RIICHI, ura="1m", **kw)
    # dora indicators 1m 2m: 2m and 3m are dora (the hand holds 3m once)
    both = value("jpml", hand, RIICHI, dora="1m2m", **kw)
    first = value({"preset": "jpml", "kan_dora": False}, hand, RIICHI, dora="1m2m", **kw)
    assert both[0] == 4 and first[0] == 3  # riichi, tanyao, 2m dora, 3m dora / without the second


def test_red_fives() -> None:
    assert "no red fives" in refusal("jpml", "234m067m345s678p88s", win="8s")
    assert "aka_dora" in value("tenhou", "234m067m345s678p88s", win="8s")[3]


def test_without_atozuke_every_wait_needs_a_yaku() -> None:
    """後付けなし: 白 and 8s shanpon with open chi: a win on 8s would have no yaku (片アガリ)."""
    hand, kw = "789s88s555z", {"win": "5z", "melds": ["chi:234m", "chi:567p"]}
    assert value("jpml", hand, RON, **kw)[3] == ["haku"]
    assert "no yaku on the wait 8s" in refusal({"preset": "jpml", "atozuke": False}, hand, RON, **kw)


@pytest.mark.parametrize(("tiles", "kw", "reason"), [
    ("123m456p789s11223z", {}, "not a complete hand"),
    ("123m456p789s234s55s", {"win": "5s"}, "no yaku"),
    ("11111m456p789s234s", {}, "1m is used more than four times"),
    ("123m456p789s234s55s", {"win": "9m"}, "the winning tile 9m is not in the hand"),
    ("12x3m", {}, "'x' at position 3"),
    ("123m456p789s11z", {}, "14 tiles"),
    ("8z", {}, "honours are 1z to 7z"),
    ("123m456p789s234s55s", {"melds": ["chi:135m"]}, "is not a chi"),
])
def test_refusals_say_why(tiles: str, kw: dict[str, Any], reason: str) -> None:
    assert reason in refusal("jpml", tiles, RON, **kw)

"""Every standard yaku and the fu corner cases, each hand valued by hand from the rule books (issue 16).

Under seed 001 (the ``jpml`` preset) unless a case says otherwise; the winner is a non-dealer sitting
South in the East round unless the situation says otherwise. The arithmetic is in each comment:

- fu (001 第42条): 副底 20; 門前清栄和 +10 (the package writes it as a base of 30); ツモ 2 (not for
  平和); 辺張・嵌張・単騎 2; 雀頭 of a value tile 2; 明刻 2 / 暗刻 4 / 明槓 8 / 暗槓 16, doubled for
  terminals and honours; a pon completed by ron counts as 明刻; rounded up to 10; 七対子 25.
- payment (001 第44条): base = fu × 2^(han + 2); a non-dealer's ron 4 × base, a dealer's 6 × base, a
  tsumo 2 × base from the dealer and 1 × base from the others (a dealer's: 2 × base from each), every
  payment rounded up to 100; 4 han 30 fu and 3 han 60 fu are a mangan (第45条, 切り上げ満貫);
  満貫 base 2,000, 跳満 3,000 (6-7 han), 倍満 4,000 (8-10), 三倍満 6,000 (11-12), 役満 8,000.
"""

from __future__ import annotations

from typing import Any

import pytest

from tournament_app.rules.errors import HandError
from tournament_app.rules.hand_value import Situation, evaluate
from tournament_app.rules.presets import resolve
from tournament_app.rules.ruleset import DOUBLE_YAKUMAN_HANDS

RON = Situation()
TSUMO = Situation(tsumo=True)
RIICHI = Situation(riichi=True)
DEALER = Situation(dealer=True, seat_wind="E")


def value(rules: Any, tiles: str, situation: Situation = RON, **kw: Any) -> tuple[Any, ...]:
    r = evaluate(resolve(rules), tiles, situation=situation, **kw)
    return r.han, r.fu, r.yakuman, {y.key: y.han for y in r.yaku}, r.payment.total


def refusal(rules: Any, tiles: str, situation: Situation = RON, **kw: Any) -> str:
    with pytest.raises(HandError) as e:
        evaluate(resolve(rules), tiles, situation=situation, **kw)
    return e.value.reason.text.format(**e.value.reason.params)


# (id, tiles, keywords, situation, han, fu, {yaku: han}, total paid)
STANDARD = [
    # 立直 一発 断幺九, 8s 単騎: 30 + 2 = 32 → 40 fu; 3 han 40 fu: 40 × 32 = 1,280; × 4 = 5,120 → 5,200
    ("riichi-ippatsu", "234m567m345s678p88s", {"win": "8s"}, Situation(riichi=True, ippatsu=True), 3, 40,
     {"riichi": 1, "ippatsu": 1, "tanyao": 1}, 5200),
    # 門前清自摸和 平和, 23s + 4s 両面, 55p pair: 20 fu (no tsumo fu for pinfu); 2 han: 20 × 16 = 320;
    # the dealer pays 640 → 700, the others 320 → 400: 1,500
    ("tsumo-pinfu", "234m456p55p789s234s", {"win": "4s"}, TSUMO, 2, 20, {"tsumo": 1, "pinfu": 1}, 1500),
    # 平和 断幺九 一盃口 (234m twice, 2m on 34m 両面): 30 fu; 3 han: 30 × 32 = 960 × 4 = 3,840 → 3,900
    ("iipeikou", "234m34m567p345s88s2m", {"win": "2m"}, RON, 3, 30,
     {"pinfu": 1, "tanyao": 1, "iipeiko": 1}, 3900),
    # 役牌 白 (open pon): 20 + 4 (明刻 of honours) + 2 (9s 単騎) = 26 → 30; 1 han 30 fu: 240 × 4 = 960 → 1,000
    ("haku", "123m456p789s99s", {"win": "9s", "melds": ["pon:555z"]}, RON, 1, 30, {"haku": 1}, 1000),
    # 役牌 發 (closed pon): 30 + 8 (暗刻 of honours) + 2 (1p 単騎) = 40; 1 han: 320 × 4 = 1,280 → 1,300
    ("hatsu", "234m567p345s666z11p", {"win": "1p"}, RON, 1, 40, {"hatsu": 1}, 1300),
    # 役牌 中, the dealer: 40 fu as above; 320 × 6 = 1,920 → 2,000
    ("chun-dealer", "234m567p345s777z11s", {"win": "1s"}, DEALER, 1, 40, {"chun": 1}, 2000),
    # 自風 西 (seat West): 30 + 8 + 2 = 40 fu, 1,300
    ("seat-wind", "234m567p345s333z11s", {"win": "1s"}, Situation(seat_wind="W"), 1, 40,
     {"seat_wind_west": 1}, 1300),
    # 場風 南 (South round, seat West): 40 fu, 1,300
    ("round-wind", "234m567p345s222z11s", {"win": "1s"}, Situation(round_wind="S", seat_wind="W"), 1, 40,
     {"round_wind_south": 1}, 1300),
    # 東 as both seat and round wind (the dealer in the East round): 2 han; 30 + 8 + 2 = 40 fu;
    # 40 × 16 = 640 × 6 = 3,840 → 3,900
    ("double-wind-pon", "234m567p345s111z99s", {"win": "9s"}, DEALER, 2, 40,
     {"seat_wind_east": 1, "round_wind_east": 1}, 3900),
    # 海底摸月 門前清自摸和 断幺九: 20 + 2 (単騎) + 2 (ツモ) = 24 → 30; 3 han: 960; 1,920 → 2,000 + 2 × 1,000
    ("haitei", "234m567m345s678p88s", {"win": "8s"}, Situation(tsumo=True, haitei=True), 3, 30,
     {"haitei": 1, "tsumo": 1, "tanyao": 1}, 4000),
    # 河底撈魚 断幺九: 30 + 2 = 32 → 40; 2 han: 640 × 4 = 2,560 → 2,600
    ("houtei", "234m567m345s678p88s", {"win": "8s"}, Situation(haitei=True), 2, 40,
     {"houtei": 1, "tanyao": 1}, 2600),
    # 嶺上開花 門前清自摸和 断幺九 with 暗槓 5555p: 20 + 16 + 2 (単騎) + 2 (ツモ, 001 第33条) = 40;
    # 3 han: 1,280; 2,560 → 2,600 + 2 × 1,300 = 5,200
    ("rinshan", "234m567m345s88s", {"win": "8s", "melds": ["ankan:5555p"]},
     Situation(tsumo=True, rinshan=True), 3, 40, {"rinshan": 1, "tsumo": 1, "tanyao": 1}, 5200),
    # 槍槓 断幺九: 40 fu, 2 han: 2,600
    ("chankan", "234m567m345s678p88s", {"win": "8s"}, Situation(chankan=True), 2, 40,
     {"chankan": 1, "tanyao": 1}, 2600),
    # ダブル立直 (2 han) 断幺九: 40 fu, 3 han: 5,200
    ("double-riichi", "234m567m345s678p88s", {"win": "8s"}, Situation(double_riichi=True), 3, 40,
     {"daburu_riichi": 2, "tanyao": 1}, 5200),
    # 七対子 by ron: 25 fu 2 han (第55条 ⑫): 25 × 16 = 400 × 4 = 1,600
    ("chiitoitsu", "1133m2244p5566s77z", {}, RON, 2, 25, {"chiitoitsu": 2}, 1600),
    # 混全帯幺九 (closed, 2 han); 11z East is the round wind: pair 2, 単騎 2: 30 + 4 = 34 → 40; 2,600
    ("chanta", "123m789m123s789p11z", {"win": "1z"}, RON, 2, 40, {"chantai": 2}, 2600),
    # 混全帯幺九 open (食い下がり 1 han): 20 + 2 + 2 = 24 → 30; 1,000
    ("chanta-open", "789m123s789p11z", {"win": "1z", "melds": ["chi:123m"]}, RON, 1, 30,
     {"chantai": 1}, 1000),
    # 一気通貫 (closed, 2) 平和 (9m on 78m 両面): 30 fu, 3 han: 3,900
    ("ittsu", "123456789m234p55s", {"win": "9m"}, RON, 3, 30, {"ittsu": 2, "pinfu": 1}, 3900),
    # 一気通貫 open (1): the open pinfu shape, 20 → 30 fu (第42条 ニ); 1,000
    ("ittsu-open", "456789m234p55s", {"win": "9m", "melds": ["chi:123m"]}, RON, 1, 30, {"ittsu": 1}, 1000),
    # 三色同順 (closed, 2) 断幺九, 8s 単騎: 40 fu, 3 han: 5,200
    ("sanshoku", "234m234p234s567m88s", {"win": "8s"}, RON, 3, 40, {"sanshoku": 2, "tanyao": 1}, 5200),
    # 三色同刻 三暗刻 (222m, 222p, 222s concealed) with chi 789m, 3s 単騎: 20 + 3 × 4 + 2 = 34 → 40;
    # 4 han 40 fu: 2,560 > 2,000: 満貫 8,000
    ("sanshoku-doukou", "222m222p222s33s", {"win": "3s", "melds": ["chi:789m"]}, RON, 4, 40,
     {"sanshoku_douko": 2, "sanankou": 2}, 8000),
    # 対々和 混老頭: 111m 暗刻 8, 999p 暗刻 8, 999s by ron 明刻 4, 111s pon 4, 11z (round wind) pair 2:
    # 20 + 26 = 46 → 50; 4 han: 満貫 8,000
    ("toitoi-honroutou", "111m999p11z999s", {"win": "9s", "melds": ["pon:111s"]}, RON, 4, 50,
     {"toitoi": 2, "honroto": 2}, 8000),
    # 三暗刻: 30 + 8 (111m) + 4 (555p) + 8 (999s) = 50, 4m on 23m 両面; 2 han: 800 × 4 = 3,200
    ("sanankou", "111m555p999s23m77s4m", {"win": "4m"}, RON, 2, 50, {"sanankou": 2}, 3200),
    # 三槓子: three open kans of simples 3 × 8, 1m 単騎 2: 20 + 26 = 46 → 50; 2 han: 3,200
    ("sankantsu", "11m", {"melds": ["kan:2222p", "kan:3333s", "kan:4444m", "chi:567p"]}, RON, 2, 50,
     {"sankantsu": 2}, 3200),
    # 小三元 (2) 白 發 (1 + 1) 混全帯幺九 open (1) = 5 han: 満貫 8,000; fu 20 + 8 + 8 + 2 (中 pair) + 2 = 40
    ("shousangen", "555z666z77z789p", {"win": "7z", "melds": ["chi:123m"]}, RON, 5, 40,
     {"shosangen": 2, "haku": 1, "hatsu": 1, "chantai": 1}, 8000),
    # 混一色 (closed 3) 一気通貫 (2) 場風 東 (1) = 6 han: 跳満 12,000; 30 + 8 + 2 (南 = seat wind pair)
    # + 2 (単騎) = 42 → 50
    ("honitsu", "123m456m789m111z22z", {"win": "2z"}, RON, 6, 50,
     {"honitsu": 3, "ittsu": 2, "round_wind_east": 1}, 12000),
    # 混一色 open (2): 20 + 8 (999m 暗刻) + 2 (南 pair) + 2 (単騎) = 32 → 40; 2,600
    ("honitsu-open", "234m567m999m22z", {"win": "2z", "melds": ["chi:123m"]}, RON, 2, 40, {"honitsu": 2},
     2600),
    # 純全帯幺九 (closed 3), 9s 単騎: 40 fu; 3 han: 5,200
    ("junchan", "123m789m123s789p99s", {"win": "9s"}, RON, 3, 40, {"junchan": 3}, 5200),
    # 二盃口 (3), 7s 単騎: 40 fu; 5,200
    ("ryanpeikou", "112233m445566p77s", {"win": "7s"}, RON, 3, 40, {"ryanpeiko": 3}, 5200),
    # 清一色 open (食い下がり 5): 満貫 8,000; 20 + 8 (999p 暗刻) + 2 (単騎) = 30
    ("chinitsu-open", "234p567p999p11p", {"win": "1p", "melds": ["chi:678p"]}, RON, 5, 30,
     {"chinitsu": 5}, 8000),
    # 清一色 (6) 一気通貫 (2) = 8 han: 倍満 16,000
    ("chinitsu", "123456789m11122m", {"win": "2m"}, RON, 8, 40, {"chinitsu": 6, "ittsu": 2}, 16000),
]

# (id, rules, tiles, keywords, situation, {yakuman: 13 per single}, total paid)
YAKUMAN = [
    # a single yakuman: 8,000 × 4 = 32,000 by ron; by tsumo 16,000 + 2 × 8,000
    ("kokushi", "jpml", "119m19p19s1234567z", {}, RON, {"kokushi": 13}, 32000),
    ("kokushi-13", "jpml", "19m19p19s1234567z1m", {}, RON, {"daburu_kokushi": 13}, 32000),
    ("suuankou", "jpml", "111m555p999s22z777s", {"win": "7s"}, TSUMO, {"suuankou": 13}, 32000),
    ("suuankou-tanki", "jpml", "111m555p999s777s22z", {"win": "2z"}, RON, {"suuankou_tanki": 13}, 32000),
    ("daisangen", "jpml", "555z666z777z11m", {"melds": ["chi:234p"]}, RON, {"daisangen": 13}, 32000),
    ("tsuuiisou", "jpml", "11223344556677z", {}, RON, {"tsuisou": 13}, 32000),
    ("ryuuiisou", "jpml", "22334466888s666z", {"win": "6z"}, RON, {"ryuisou": 13}, 32000),
    ("chinroutou", "jpml", "11m", {"melds": ["pon:999m", "pon:111p", "pon:999p", "pon:111s"]}, RON,
     {"chinroto": 13}, 32000),
    ("shousuushii", "jpml", "111222333z44z", {"win": "4z", "melds": ["pon:555m"]}, RON, {"shosuushi": 13},
     32000),
    ("daisuushii", "jpml", "111222333z55m", {"win": "5m", "melds": ["pon:444z"]}, RON, {"daisuushi": 13},
     32000),
    ("suukantsu", "jpml", "11m", {"melds": ["kan:2222p", "kan:3333s", "ankan:4444m", "kan:5555p"]},
     Situation(tsumo=True, rinshan=True), {"suukantsu": 13}, 32000),
    # 1112234678999m waits on 5m only: 九蓮宝燈, not the nine-sided 純正
    ("chuuren", "jpml", "1112234678999m5m", {"win": "5m"}, RON, {"chuuren_poutou": 13}, 32000),
    ("junsei-chuuren", "jpml", "1112345678999m5m", {"win": "5m"}, RON, {"daburu_chuuren_poutou": 13},
     32000),
    # 天和 (the dealer: 16,000 from each), 地和 (a non-dealer's first tsumo)
    ("tenhou", "jpml", "234m567m345s678p88s", {}, Situation(tsumo=True, tenhou=True, dealer=True,
                                                             seat_wind="E"), {"tenhou": 13}, 48000),
    ("chiihou", "jpml", "234m567m345s678p88s", {}, Situation(tsumo=True, chiihou=True), {"chiihou": 13},
     32000),
    # combinations count: 字一色 大四喜 四暗刻単騎 = 3 × 32,000 under seed 001 (up to 4, 第45条 チ)
    ("triple", "jpml", "111222333z44455z", {"win": "5z"}, RON,
     {"tsuisou": 13, "daisuushi": 13, "suuankou_tanki": 13}, 96000),
]


@pytest.mark.parametrize(("tiles", "kw", "situation", "han", "fu", "yaku", "total"),
                         [case[1:] for case in STANDARD], ids=[case[0] for case in STANDARD])
def test_every_standard_yaku_valued_by_hand(tiles: str, kw: dict[str, Any], situation: Situation, han: int,
                                            fu: int, yaku: dict[str, int], total: int) -> None:
    assert value("jpml", tiles, situation, **kw) == (han, fu, 0, yaku, total)


@pytest.mark.parametrize(("rules", "tiles", "kw", "situation", "yaku", "total"),
                         [case[1:] for case in YAKUMAN], ids=[case[0] for case in YAKUMAN])
def test_every_yakuman(rules: str, tiles: str, kw: dict[str, Any], situation: Situation, yaku: dict[str, int],
                       total: int) -> None:
    han, fu, count, found, paid = value(rules, tiles, situation, **kw)
    assert (han, fu, count, found, paid) == (None, None, sum(yaku.values()) // 13, yaku, total)


# (id, tiles, keywords, situation, han, fu, total) — 断幺九 or 立直 carries each hand
FU = [
    # 嵌張 4s between 3s and 5s: 30 + 2 = 32 → 40; 立直 1 han: 320 × 4 = 1,280 → 1,300
    ("kanchan", "123m456p789p35s55s4s", {"win": "4s"}, RIICHI, 1, 40, 1300),
    # 辺張 3s after 12s: 40 fu, 1,300
    ("penchan", "123m456p789p12s55s3s", {"win": "3s"}, RIICHI, 1, 40, 1300),
    # 単騎 5s: 40 fu, 1,300
    ("tanki", "123m456p789p234s55s", {"win": "5s"}, RIICHI, 1, 40, 1300),
    # the same shape won on 両面 (4s after 23s, 55p pair … 平和 too): 30 fu, 2 han, 2,000
    ("ryanmen", "123m456p789p55p23s4s", {"win": "4s"}, RIICHI, 2, 30, 2000),
    # 平和 ツモ: 20 fu (no tsumo fu), 3 han (立直 ツモ 平和): 640 → the dealer 1,300, the others 700: 2,700
    ("pinfu-tsumo", "123m456p789p55p23s4s", {"win": "4s"}, Situation(tsumo=True, riichi=True), 3, 20, 2700),
    # an open pinfu shape by ron: 20 → 30 fu (第42条 ニ), 断幺九 1 han: 1,000
    ("open-pinfu-shape", "234p22p567s345s", {"win": "5s", "melds": ["chi:678m"]}, RON, 1, 30, 1000),
    # the same by tsumo: 20 + 2 = 22 → 30; 1 han 30 fu tsumo: 240; 480 → 500 + 2 × 300 = 1,100
    ("open-pinfu-shape-tsumo", "234p22p567s345s", {"win": "5s", "melds": ["chi:678m"]}, TSUMO, 1, 30, 1100),
    # 七対子 by tsumo: 25 fu 3 han: 800; 1,600 + 2 × 800 = 3,200
    ("chiitoitsu-tsumo", "1133m2244p5566s77z", {}, TSUMO, 3, 25, 3200),
    # 明槓 of terminals 9999p 16, 白 暗刻 8, 単騎 2: open, so 20 + 26 = 46 → 50; 1 han: 400 × 4 = 1,600
    ("open-terminal-kan", "234m567m88s555z", {"win": "8s", "melds": ["kan:9999p"]}, RON, 1, 50, 1600),
    # 暗槓 of terminals 1111p 32, 単騎 2: 30 + 34 = 64 → 70; 立直: 560 × 4 = 2,240 → 2,300
    ("closed-terminal-kan", "234m567m345s99s", {"win": "9s", "melds": ["ankan:1111p"]}, RIICHI, 1, 70, 2300),
    # 明槓 of simples 8, 単騎 2: 20 + 10 = 30; 断幺九: 1,000
    ("open-kan", "234m567m345s88s", {"win": "8s", "melds": ["kan:5555p"]}, RON, 1, 30, 1000),
    # 暗槓 of simples 16, 単騎 2: 30 + 18 = 48 → 50; 立直 断幺九 2 han: 800 × 4 = 3,200
    ("closed-kan", "234m567m345s88s", {"win": "8s", "melds": ["ankan:5555p"]}, RIICHI, 2, 50, 3200),
    # a pon completed by ron is 明刻: 88s/99s shanpon won on 9s: 30 + 4 (999s 明刻 of terminals) = 34 → 40
    ("shanpon-ron", "234m567m345p88s999s", {"win": "9s"}, RIICHI, 1, 40, 1300),
    # … and by tsumo 暗刻: 20 + 8 + 2 = 30, 立直 ツモ 2 han: 480; 960 → 1,000 + 2 × 500 = 2,000
    ("shanpon-tsumo", "234m567m345p88s999s", {"win": "9s"}, Situation(tsumo=True, riichi=True), 2, 30, 2000),
]


@pytest.mark.parametrize(("tiles", "kw", "situation", "han", "fu", "total"), [case[1:] for case in FU],
                         ids=[case[0] for case in FU])
def test_fu_corner_cases(tiles: str, kw: dict[str, Any], situation: Situation, han: int, fu: int,
                         total: int) -> None:
    assert value("jpml", tiles, situation, **kw)[:2] + value("jpml", tiles, situation, **kw)[4:] == (
        han, fu, total)


def test_double_wind_pair_fu_2_or_4_in_the_breakdown() -> None:
    """東東 as the dealer's pair in the East round: 2 fu (001 第42条) or 4 (Tenhou). 111m 暗刻 8, 9p on
    78p 両面: 30 + 8 + 2 = 40 fu, with 4: 42 → 50; 立直 1 han by the dealer: 320 × 6 = 1,920 → 2,000,
    400 × 6 = 2,400."""
    dealer = Situation(riichi=True, dealer=True, seat_wind="E")
    r2 = evaluate(resolve("jpml"), "111m567m345s78p11z9p", win="9p", situation=dealer)
    r4 = evaluate(resolve({"preset": "jpml", "double_wind_pair_fu": 4}), "111m567m345s78p11z9p", win="9p",
                  situation=dealer)
    assert ("double_valued_pair", 2) in r2.fu_details and (r2.fu, r2.payment.total) == (40, 2000)
    assert ("double_valued_pair", 4) in r4.fu_details and (r4.fu, r4.payment.total) == (50, 2400)


# --- each option of seed 002 both ways (the ones test_hand_value.py does not switch yet) ---

def test_kazoe_yakuman_on_and_off() -> None:
    """22334455667788m 立直 ツモ, dora indicator 7m: 22 + 345 345 678 678 (8m on 67m 両面): 立直 1 ツモ 1
    平和 1 断幺九 1 二盃口 3 清一色 6 = 13, ドラ 8m × 2 = 15 han. Counted from 13 han: a yakuman
    (8,000 + 2 × 4,000 … by tsumo 16,000 + 8,000 + 8,000 = 32,000); without: 三倍満 (12,000 + 2 × 6,000)."""
    hand, kw, s = "22334455667788m", {"win": "8m", "dora": "7m"}, Situation(tsumo=True, riichi=True)
    assert value({"preset": "jpml", "counted_yakuman": 13}, hand, s, **kw)[::4] == (15, 32000)
    assert value("jpml", hand, s, **kw)[::4] == (15, 24000)


@pytest.mark.parametrize(("kind", "tiles", "kw"), [
    ("suuankou_tanki", "111m555p999s777s22z", {"win": "2z"}),
    ("daburu_kokushi", "19m19p19s1234567z1m", {}),
    ("daburu_chuuren_poutou", "1112345678999m5m", {"win": "5m"}),
    ("daisuushi", "111222333z55m", {"win": "5m", "melds": ["pon:444z"]}),
])
def test_each_double_yakuman_kind_on_and_off(kind: str, tiles: str, kw: dict[str, Any]) -> None:
    """002: 四暗刻単騎 / 国士十三面 / 純正九蓮 / 大四喜 may count double on their own; seed 001 (第45条 へ)
    doubles only real combinations. A single by ron is 32,000, a double 64,000."""
    off = value("jpml", tiles, **kw)
    on = value({"preset": "jpml", "double_yakuman": [kind]}, tiles, **kw)
    assert (off[2], off[3], off[4]) == (1, {kind: 13}, 32000)
    assert (on[2], on[3], on[4]) == (2, {kind: 26}, 64000)
    other = [k for k in DOUBLE_YAKUMAN_HANDS if k != kind]
    assert value({"preset": "jpml", "double_yakuman": other}, tiles, **kw)[2] == 1  # only the listed ones


def test_red_fives_on_and_off() -> None:
    """0m is a red 5m: with red fives it is a dora (断幺九 1 + 赤 1 = 2 han, 8s 単騎 40 fu: 2,600); without
    them in the set the tile does not exist."""
    hand = "234m067m345s678p88s"
    assert value({"preset": "jpml", "red_fives": 3}, hand, win="8s") == (
        2, 40, 0, {"tanyao": 1, "aka_dora": 1}, 2600)
    assert "no red fives" in refusal("jpml", hand, win="8s")


def test_ura_dora_on_and_off() -> None:
    """Ura indicator 7s makes 8s a dora: 88s is 2 ura. 立直 断幺九 + 2 = 4 han 40 fu: 2,560 → 満貫 8,000."""
    hand, kw = "234m567m345s678p88s", {"win": "8s", "ura": "7s"}
    assert value("jpml", hand, RIICHI, **kw) == (4, 40, 0, {"riichi": 1, "tanyao": 1, "ura_dora": 2}, 8000)
    assert "no ura dora" in refusal({"preset": "jpml", "ura_dora": False}, hand, RIICHI, **kw)


def test_ippatsu_on_and_off() -> None:
    hand, s = "234m567m345s678p88s", Situation(riichi=True, ippatsu=True)
    assert value("jpml", hand, s, win="8s")[::4] == (3, 5200)  # 立直 一発 断幺九 40 fu
    assert "no ippatsu" in refusal({"preset": "jpml", "ippatsu": False}, hand, s, win="8s")


def test_open_pinfu_off_is_the_book_s_default() -> None:
    """001 第54条 ⑤ (平和 門前清): the open pinfu shape earns no han; 002's 食い平和 adds 1."""
    hand, kw = "234p22p567s345s", {"win": "5s", "melds": ["chi:678m"]}
    assert value("jpml", hand, **kw)[3] == {"tanyao": 1}
    assert value({"preset": "jpml", "open_pinfu": True}, hand, **kw)[3] == {"tanyao": 1, "open_pinfu": 1}


def test_chiitoitsu_50_fu_shows_50_in_the_breakdown() -> None:
    r = evaluate(resolve({"preset": "jpml", "chiitoitsu": "50-1"}), "1133m2244p5566s77z")
    assert (r.han, r.fu, r.fu_details, r.payment.total) == (1, 50, (("base", 50),), 1600)


def test_without_atozuke_a_closed_hand_may_still_win_on_a_wait_without_yaku() -> None:
    """後付けなし is about open hands (002): a closed hand with only a closed kan, waiting on 9s and 白
    (shanpon), wins on 白 though 9s would give no yaku. With a chi instead it may not.
    白 ron: 30 + 16 (暗槓 2222m) + 8 (白 by ron … 明刻 of honours 4) = 50 fu: 1 han 50 fu 1,600."""
    rules = {"preset": "jpml", "atozuke": False}
    assert value(rules, "456p789p99s555z", win="5z", melds=["ankan:2222m"])[::4] == (1, 1600)
    assert "no yaku on the wait 9s" in refusal(rules, "456p789p99s555z", win="5z", melds=["chi:234m"])


@pytest.mark.parametrize(("situation", "kw", "reason"), [
    (Situation(renhou=True, tsumo=True), {}, "renhou is a ron"),
    (Situation(renhou=True, dealer=True, seat_wind="E"), {}, "renhou is a non-dealer's win"),
    (Situation(tsumo=True, rinshan=True, haitei=True), {"melds": ["ankan:5555p"]},
     "a rinshan tile is not the last tile"),
])
def test_impossible_situations_are_named(situation: Situation, kw: dict[str, Any], reason: str) -> None:
    tiles = "234m567m345s88s" if kw else "234m567m345s678p88s"
    assert reason in refusal("ema", tiles, situation, win="8s", **kw)

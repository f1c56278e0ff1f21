"""Yaku as referees call them: the Japanese name (seed 001 art. 54–58 where it lists one) and English.

Keys are the ``mahjong`` package's YakuConfig attribute names, plus the ones the app adds itself.
"""

from __future__ import annotations

from mahjong.hand_calculating.yaku_config import YakuConfig

NAMES: dict[str, tuple[str, str]] = {
    "tsumo": ("門前清自摸和", "Menzen tsumo"), "riichi": ("立直", "Riichi"), "ippatsu": ("一発", "Ippatsu"),
    "chankan": ("搶槓", "Chankan"), "rinshan": ("嶺上開花", "Rinshan kaihou"),
    "haitei": ("海底撈月", "Haitei raoyue"), "houtei": ("河底撈魚", "Houtei raoyui"),
    "daburu_riichi": ("ダブル立直", "Double riichi"), "renhou": ("人和", "Renhou"),
    "renhou_mangan": ("人和（満貫）", "Renhou (mangan)"), "pinfu": ("平和", "Pinfu"),
    "open_pinfu": ("食い平和", "Open pinfu"), "tanyao": ("断幺九", "Tanyao"),
    "iipeiko": ("一盃口", "Iipeikou"), "haku": ("役牌 白", "Yakuhai: white dragon"),
    "hatsu": ("役牌 發", "Yakuhai: green dragon"), "chun": ("役牌 中", "Yakuhai: red dragon"),
    "seat_wind_east": ("役牌 自風 東", "Yakuhai: seat wind East"),
    "seat_wind_south": ("役牌 自風 南", "Yakuhai: seat wind South"),
    "seat_wind_west": ("役牌 自風 西", "Yakuhai: seat wind West"),
    "seat_wind_north": ("役牌 自風 北", "Yakuhai: seat wind North"),
    "round_wind_east": ("役牌 場風 東", "Yakuhai: round wind East"),
    "round_wind_south": ("役牌 場風 南", "Yakuhai: round wind South"),
    "round_wind_west": ("役牌 場風 西", "Yakuhai: round wind West"),
    "round_wind_north": ("役牌 場風 北", "Yakuhai: round wind North"),
    "sanshoku": ("三色同順", "Sanshoku doujun"), "ittsu": ("一気通貫", "Ittsu"),
    "chantai": ("混全帯幺九", "Chanta"), "honroto": ("混老頭", "Honroutou"), "toitoi": ("対々和", "Toitoi"),
    "sanankou": ("三暗刻", "Sanankou"), "sankantsu": ("三槓子", "Sankantsu"),
    "sanshoku_douko": ("三色同刻", "Sanshoku doukou"), "chiitoitsu": ("七対子", "Chiitoitsu"),
    "shosangen": ("小三元", "Shousangen"), "honitsu": ("混一色", "Honitsu"),
    "junchan": ("純全帯幺九", "Junchan"),
    "ryanpeiko": ("二盃口", "Ryanpeikou"), "chinitsu": ("清一色", "Chinitsu"),
    "kokushi": ("国士無双", "Kokushi musou"), "chuuren_poutou": ("九蓮宝燈", "Chuuren poutou"),
    "suuankou": ("四暗刻", "Suuankou"), "daisangen": ("大三元", "Daisangen"),
    "shosuushi": ("小四喜", "Shousuushii"), "ryuisou": ("緑一色", "Ryuuiisou"),
    "suukantsu": ("四槓子", "Suukantsu"), "tsuisou": ("字一色", "Tsuuiisou"),
    "chinroto": ("清老頭", "Chinroutou"), "daisuushi": ("大四喜", "Daisuushii"),
    "daburu_kokushi": ("国士無双十三面", "Kokushi musou, 13-sided wait"),
    "suuankou_tanki": ("四暗刻単騎", "Suuankou, single wait"),
    "daburu_chuuren_poutou": ("純正九蓮宝燈", "Junsei chuuren poutou"), "tenhou": ("天和", "Tenhou"),
    "chiihou": ("地和", "Chiihou"), "renhou_yakuman": ("人和", "Renhou (yakuman)"),
    "dora": ("ドラ", "Dora"), "aka_dora": ("赤ドラ", "Red five"), "ura_dora": ("裏ドラ", "Ura dora"),
}

# The fu the ``mahjong`` package itemises (its FuCalculator reasons), as the rule books name them
# (001 第42条: 副底, 門前加符, ツモ符, 待ち, 雀頭, 面子).
FU_NAMES: dict[str, tuple[str, str]] = {
    "penchan": ("辺張待ち", "Edge wait"), "kanchan": ("嵌張待ち", "Closed wait"),
    "pair_wait": ("単騎待ち", "Pair wait"), "tsumo": ("ツモ符", "Tsumo"),
    "valued_pair": ("役牌の雀頭", "Value pair"), "double_valued_pair": ("連風牌の雀頭", "Double wind pair"),
    "hand_without_fu": ("副露の平和形", "Open pinfu shape"),
    "open_pon": ("中張牌の明刻", "Open pon"), "closed_pon": ("中張牌の暗刻", "Closed pon"),
    "open_terminal_pon": ("么九牌の明刻", "Open pon, terminal/honour"),
    "closed_terminal_pon": ("么九牌の暗刻", "Closed pon, terminal/honour"),
    "open_kan": ("中張牌の明槓", "Open kan"), "closed_kan": ("中張牌の暗槓", "Closed kan"),
    "open_terminal_kan": ("么九牌の明槓", "Open kan, terminal/honour"),
    "closed_terminal_kan": ("么九牌の暗槓", "Closed kan, terminal/honour"),
}
# "base" is 20 (副底), 30 for a closed ron (副底 and 門前加符), 25 for chiitoitsu (or 50: 50 fu 1 han)
BASE_NAMES = {20: ("副底", "Base"), 30: ("副底・門前加符", "Base + closed ron"), 25: ("七対子", "Chiitoitsu"),
              50: ("七対子", "Chiitoitsu")}

_BY_ID = {y.yaku_id: key for key, y in vars(YakuConfig()).items()}


def yaku_key(yaku: object) -> str:
    return _BY_ID.get(getattr(yaku, "yaku_id", -1), getattr(yaku, "name", "?"))


def yaku_name(key: str, language: str) -> str:
    ja, en = NAMES.get(key, (key, key))
    return ja if language == "ja" else en


def fu_name(reason: str, fu: int, language: str) -> str:
    """The name of one item of the fu breakdown (``reason`` as the package gives it)."""
    names = BASE_NAMES.get(fu) if reason == "base" else FU_NAMES.get(reason)
    ja, en = names or (reason, reason)
    return ja if language == "ja" else en

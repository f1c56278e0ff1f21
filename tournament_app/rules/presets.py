"""The shipped rule presets and how a stored rule set (preset + overrides) is resolved."""

from __future__ import annotations

import dataclasses
from typing import Any

from tournament_app.rules.ruleset import CTX, RuleSet, with_options
from tournament_app.words.messages import N_, Message, UserError

DEFAULT_PRESET = "jpml"
# Other ids for a preset, accepted wherever an id is (--rules, a record's "rules", the stored rules):
# "jpml" is the product's id for the 日本プロ麻雀協会 rules, whose own abbreviation is NPM, while
# "JPML" usually names 日本プロ麻雀連盟 (the ``renmei`` preset); npm / kyokai (協会) say which it is.
ALIASES = {"npm": "jpml", "kyokai": "jpml"}

# Each preset: its title, its one-line summary (both English, translated where shown: context
# ``rules``) and the options that differ from the dataclass defaults (which are seed 001, NPM).
# Titles and summaries name the real rule books, never the seed numbers.
# time_limit: no seed sets one; "after_hand" (the hand in play is the last) is the default and the
# common Japanese practice (時間打ち切り), WRC plays it too; EMA events play one more hand.
_PRESETS: dict[str, tuple[str, str, dict[str, Any]]] = {
    # Seed 001 is the rule book of 日本プロ麻雀協会 (NPM, Nihon Pro Mahjong), not of 日本プロ麻雀連盟 (the
    # body usually abbreviated "JPML"): the id stays "jpml" (the product's brief uses it), the title
    # names the real source, and ALIASES offers npm / kyokai.
    "jpml": (
        N_(CTX, "Japan Professional Mahjong Association (NPM) competition rules (default)"),
        N_(CTX, "25,000 start, 30,000 return, rank points +50/+10/△10/△30 (oka included), ties share, "
                "head bump, no abortive draws, chombo △40"),
        {"max_yakuman": 4},  # art. 45 チ: 十六倍満 = 4× yakuman at most
    ),
    "tenhou": (
        N_(CTX, "Tenhou (ranked games)"),
        N_(CTX, "25,000 start, 30,000 return, rank points +40/+10/△10/△20 (oka included), double ron, "
                "abortive draws, busting, West extension when nobody has 30,000"),
        {
            "uma": [200, 100, -100, -200],
            "ties": "seat_order",
            "leftover_deposits": "top",
            "kiriage": "none",
            "counted_yakuman": 13,
            "multiple_ron": "allowed",
            "multiple_ron_counters": "first",
            "three_ron_abort": True,
            "abortive_draws": ["kyuushu", "suufon", "suukan", "suucha"],
            "abortive_deal": "dealer_keeps",
            "nagashi_mangan": True,
            "nagashi_noten_payments": False,
            "pao_yaku": ["daisangen", "daisuushii"],
            "chombo_penalty": 0,
            "chombo_payment": "mangan",
            "busting": "below_zero",
            "agari_yame": True,
            "tenpai_yame": True,
            "yame_min_score": 30000,
            "west_extension": 30000,
            "extension_rounds": 4,
            "double_wind_pair_fu": 4,
            # Today's Tenhou settles exactly, to 0.1 (its games' owari); logs of 2010-2020 rounded
            # the final scores to thousands 四捨五入, which a converted log keeps (tenhou_log.py).
            # Stated here so that a hand-entered tournament on "tenhou" never rounds.
            "rounding": "exact",
            # Tenhou has no yakuman that counts double on its own (ダブル役満なし: 四暗刻単騎, 国士十三面,
            # 純正九蓮, 大四喜 are 32,000), only combinations; so scores the mjx engine (MIT), which is
            # checked against Tenhou's logs (include/mjx/internal/win_score.cpp: one per yakuman)
            "red_fives": 3,
        },
    ),
    # EMA Riichi Competition Rules, 2016 edition (RCR): 30,000 start, uma 15/5/-5/-15 shared on ties,
    # chombo -20 off the final score, no abortive draws, double and triple ron paid (counters to each
    # winner), no kiriage, 13+ han are sanbaiman, no double yakuman, no nagashi, pao for daisangen and
    # daisuushii, no busting, no agari yame, riichi sticks left at the end to first place. Checked
    # against riichi.wiki's RCR page and MahjongPantheon's Common/rulesets/ema.php (2025). Renhou: a
    # mangan since 2016 (riichi.wiki, "EMA Riichi Competition Rules", Current (2016+): "renhou is now a
    # strict mangan only"; 2012 had it as a yakuman); the RCR's own yaku text was not reachable here.
    # RCR 2016 §3.4: "Chombo results in a redeal and does not count as a hand", after time too.
    "ema": (
        N_(CTX, "EMA rules (2016)"),
        N_(CTX, "30,000 start, 30,000 return, rank points +15/+5/△5/△15 (no oka), ties share, "
                "double and triple ron, no abortive draws, chombo △20"),
        {
            "start_points": 30000,
            "return_points": 30000,
            "oka": 0,
            "uma": [150, 50, -50, -150],
            "kiriage": "none",
            "max_yakuman": 1,
            "multiple_ron": "allowed",
            "multiple_ron_counters": "each",
            "pao_yaku": ["daisangen", "daisuushii"],
            "leftover_deposits": "top",
            "chombo_penalty": 200,
            "time_limit": "one_more",  # time called: the hand in play and one more
            "renhou": "mangan",  # RCR 2016: a mangan (the 2012 edition's yakuman is gone)
        },
    ),
    # World Riichi Championship rules (WRC 2015 by Sylvain Malbec, §5.7 no abortive draws, §5.7.6
    # head bump, §5.9.1 no agari yame): as EMA otherwise. §6.1: "A base value of 1920 points, being
    # close to mangan, is rounded up to 2,000 points": 4 han 30 fu and 3 han 60 fu alike (both are
    # 1,920). §8.2: "In case of chonbo during the last hand, the hand is not re-dealt." (Read in
    # ooyamaneko.net's transcription of the book; the 2022 revision was not reachable here.)
    # Checked against MahjongPantheon's Common/rulesets/wrc.php (2025).
    "wrc": (
        N_(CTX, "WRC rules (2015)"),
        N_(CTX, "30,000 start, 30,000 return, rank points +15/+5/△5/△15 (no oka), ties share, "
                "head bump, kiriage mangan, no abortive draws, chombo △20"),
        {
            "start_points": 30000,
            "return_points": 30000,
            "oka": 0,
            "uma": [150, 50, -50, -150],
            "kiriage": "4-30+3-60",  # §6.1: base 1,920 rounded up to 2,000
            "max_yakuman": 1,
            "pao_yaku": ["daisangen", "daisuushii"],
            "leftover_deposits": "top",
            "chombo_penalty": 200,
            "time_up_chombo_ends": True,  # §8.2: no re-deal after a chombo in the last hand
            "renhou": "5han",  # WRC: renhou is 5 han, "cumulative with other yaku and dora"
        },
    ),
    # EMA Riichi Competition Rules 2025 as MahjongPantheon's Common/rulesets/ema2025.php sets them
    # (the RCR 2025 text itself was not reachable here): the 2016 rules (the "ema" preset) with
    # kiriage mangan (withKiriageMangan: 4 han 30 fu and 3 han 60 fu alike, its PointsCalc) and
    # setChomboEndsGame(true), which Pantheon applies only to a chombo in the last hand after the
    # time (its game model: noTimeLeft && lastHandStarted && CHOMBO, issue #808): time_up_chombo_ends,
    # as WRC 2015 §8.2. Not chombo_ends_game (every chombo), which no source here gives EMA.
    "ema2025": (
        N_(CTX, "EMA rules (2025, secondary sources)"),
        N_(CTX, "30,000 start, 30,000 return, rank points +15/+5/△5/△15 (no oka), ties share, "
                "double and triple ron, kiriage mangan, no abortive draws, chombo △20 (in the last hand "
                "after time it ends the game)"),
        {
            "start_points": 30000,
            "return_points": 30000,
            "oka": 0,
            "uma": [150, 50, -50, -150],
            "kiriage": "4-30+3-60",
            "max_yakuman": 1,
            "multiple_ron": "allowed",
            "multiple_ron_counters": "each",  # setDoubleronHonbaAtamahane(false)
            "pao_yaku": ["daisangen", "daisuushii"],
            "leftover_deposits": "top",  # setRiichiGoesToWinner(true)
            "chombo_penalty": 200,  # setChomboAmount(20000)
            "time_up_chombo_ends": True,  # setChomboEndsGame(true), see above
            "time_limit": "one_more",  # EP_ONE_MORE_HAND
            "renhou": "mangan",
        },
    ),
    # Mリーグ公式ルール. The league's own rule text was not reachable here: built from secondary
    # sources that agree (k-bys.work/mleague-rule, majyan-item.com/m-rule, top3776.hatenablog.com
    # 2022/05/12 on 競技要項 第7章, mahjong-space.com's Mリーグ page): 25,000/30,000, 順位点
    # +50/+10/△10/△30 (oka 20 included, shared on ties), 赤5萬5筒5索 one each, head bump (ダブロンなし),
    # no abortive draws, no busting, no agari yame, "7700は切り上げ" (4翻30符 and 3翻60符 are mangan),
    # no 数え役満 (13+ han are sanbaiman), yakuman only double by combination, chombo △20 off the
    # offender's total (no payment at the table). Check against the league's text before relying on it.
    "mleague": (
        N_(CTX, "M.League rules (secondary sources)"),
        N_(CTX, "25,000 start, 30,000 return, rank points +50/+10/△10/△30 (oka included), ties share, "
                "three red fives, head bump, kiriage mangan, no counted yakuman, no abortive draws, "
                "chombo △20"),
        {
            "kiriage": "4-30+3-60",
            "counted_yakuman": 0,  # 数え役満なし: 13+ han stay a sanbaiman
            "red_fives": 3,
            "chombo_penalty": 200,
            # the sticks left at the end go to the top (shared by tied tops: mahjong.to/web/17538, a
            # circle playing "Mリーグルールに準じ")
            "leftover_deposits": "top",
        },
    ),
    "casual": (
        N_(CTX, "Club rules"),  # seed 004, a club's rule sheet
        N_(CTX, "25,000 start, 30,000 return, rank points +30/+5/△5/△10 (oka included), 五捨六入, "
                "busting, West extension when nobody has 31,000, yakuman prize"),
        {
            "uma": [100, 50, -50, -100],
            "ties": "seat_order",
            "rounding": "gosha_rokunyu",
            "leftover_deposits": "top",
            "kiriage": "none",
            "counted_yakuman": 13,
            "three_ron_abort": True,
            "abortive_draws": ["suukan", "suucha"],
            "abortive_deal": "dealer_keeps",
            "nagashi_mangan": True,
            "nagashi_priority": "first_from_dealer",  # 2人以上いた場合、上家のみ成立
            "two_han_from_renchan": 5,  # 親の連荘は、5連荘以降、2翻縛り(ドラは役に含めない)
            "dealer_noten_keeps": "south",  # 南場で、親のノーテンは流局しない
            "riichi_bust": True,  # 残り900点以下でのリーチは、その場で箱割れ扱いで終了
            "yame_by": "dealer",  # 南4局で親の和了り止め、あり (the dealer's option)
            "pao_yaku": ["daisangen", "daisuushii", "suukantsu"],
            "yakuman_prize": 300,
            "chombo_penalty": 0,
            "chombo_payment": "mangan",
            "chombo_returns_deposits": False,
            "busting": "below_zero",
            "agari_yame": True,
            "yame_min_score": 31000,
            "west_extension": 31000,
            "extension_rounds": 4,
        },
    ),
    "classic": (
        N_(CTX, "Wikibooks rules"),  # seeds 000 and 003
        N_(CTX, "25,000 start, 30,000 return, rank points +50/+10/△10/△30 (oka included), "
                "五捨六入, ties by seat, abortive draws, chombo paid as a mangan, busting"),
        {
            "ties": "seat_order",
            "rounding": "gosha_rokunyu",
            "leftover_deposits": "owners",
            "kiriage": "none",
            "counted_yakuman": 13,
            "max_yakuman": 1,
            # 流局: 九種九牌, 四風連打, 四槓散了, 三家和, 四家立直 (003); the deal passes (輪荘)
            "abortive_draws": ["kyuushu", "suufon", "suukan", "suucha"],
            "three_ron_abort": True,
            "abortive_deal": "passes",
            "nagashi_mangan": True,  # 003 特殊役: 流し満貫 … 基本的に満貫
            "yame_by": "dealer",  # 003: 最後の荘家がトップ目のとき終了を宣言する
            "chombo_penalty": 0,
            "chombo_payment": "mangan",
            "chombo_returns_deposits": False,
            "busting": "below_zero",
            "agari_yame": True,
            "tenpai_yame": True,
        },
    ),
    # 日本プロ麻雀連盟 (JPML) 公式ルール (Aルール): 30,000/30,000, rank points by how many finish at or
    # above 30,000 (one: +12/△1/△3/△8, two: +8/+4/△4/△8, three: +8/+3/+1/△12), chombo △20, head
    # bump, no ippatsu or ura dora. The league's own rule text was not reachable here: built from
    # MahjongPantheon's Common/rulesets/jpmlA.php (2025) and riichi.wiki; check before relying on it.
    "renmei": (
        N_(CTX, "Japan Pro Mahjong League (JPML) A rules (secondary sources)"),
        N_(CTX, "30,000 start, 30,000 return, uma by the number of players at or above 30,000 "
                "(no oka), head bump, abortive draws, chombo △20"),
        {
            "start_points": 30000,
            "return_points": 30000,
            "oka": 0,
            "uma": [80, 40, -40, -80],
            "uma_by_floaters": [[80, 40, -40, -80], [120, -10, -30, -80], [80, 40, -40, -80],
                                [80, 30, 10, -120], [80, 40, -40, -80]],
            "kiriage": "none",
            "max_yakuman": 1,
            "abortive_draws": ["kyuushu", "suufon", "suukan", "suucha"],
            "pao_yaku": ["daisangen", "daisuushii", "suukantsu"],
            "chombo_penalty": 200,
            "ippatsu": False,  # 連盟: no ippatsu, no ura dora
            "ura_dora": False,
        },
    ),
}


def preset_ids() -> list[str]:
    return list(_PRESETS)


def aliases(preset_id: str) -> list[str]:
    """The other ids that name ``preset_id``."""
    return [alias for alias, target in ALIASES.items() if target == preset_id]


def canonical_id(preset_id: str) -> str:
    """The preset's own id for an id or an alias (unknown ids are returned as they are)."""
    return ALIASES.get(preset_id, preset_id)


def summary(preset_id: str) -> str:
    """The one-line English summary of a preset (translate with context ``rules``)."""
    return _PRESETS[canonical_id(preset_id)][1]


def title(preset_id: str) -> str:
    """The English title of a preset (translate with context ``rules``)."""
    return _PRESETS[canonical_id(preset_id)][0]


# Names stored by earlier versions (a stored rule set carries its name), shown as today's titles;
# a name the league gave its rules is kept.
_OLD_NAMES = {("jpml", "JPML"), ("jpml", "NPM 日本プロ麻雀協会"), ("tenhou", "Tenhou"), ("ema", "EMA"),
              ("wrc", "WRC"), ("casual", "Casual"), ("classic", "Classic"),
              ("renmei", "JPML 日本プロ麻雀連盟 (A)")}


def preset(preset_id: str) -> RuleSet:
    """The preset named by its id or an alias (the rule set carries the preset's own id)."""
    pid = canonical_id(preset_id)
    if pid not in _PRESETS:
        known = ", ".join([*_PRESETS, *ALIASES])
        raise UserError(Message(CTX, N_(CTX, "unknown rule preset {preset}; known: {known}"),
                                {"preset": preset_id, "known": known}))
    name, _summary, options = _PRESETS[pid]
    base = dataclasses.replace(RuleSet(), id=pid, name=name)
    return with_options(base, options)


def resolve(spec: Any) -> RuleSet:
    """A rule set from its stored form: a preset id, or ``{"preset": id, option: value, ...}``."""
    if spec is None:
        return preset(DEFAULT_PRESET)
    if isinstance(spec, RuleSet):
        return spec
    if isinstance(spec, str):
        return preset(spec)
    if isinstance(spec, dict):
        options = dict(spec)
        # a full stored rule set (RuleSet.to_dict) names its preset as "id"
        base_id = options.pop("preset", None) or options.pop("id", None) or DEFAULT_PRESET
        options.pop("id", None)
        base = preset(str(base_id))
        if (base.id, options.get("name")) in _OLD_NAMES:
            options.pop("name")
        return with_options(base, options)
    raise UserError(Message(CTX, N_(CTX, "rules must be a preset id or an object with a preset")))


def to_spec(rules: RuleSet) -> str | dict[str, Any]:
    """The compact stored form of ``rules``: its preset id, plus the options that differ."""
    changes = rules.overrides(preset(rules.id))
    if not changes and rules.name == preset(rules.id).name:
        return rules.id
    spec: dict[str, Any] = {"preset": rules.id, **changes}
    if rules.name != preset(rules.id).name:
        spec["name"] = rules.name
    return spec

"""The shipped rule presets and how a stored rule set (preset + overrides) is resolved."""

from __future__ import annotations

import dataclasses
from typing import Any

from tournament_app.messages import N_, Message, UserError
from tournament_app.rules.ruleset import CTX, RuleSet, with_options

DEFAULT_PRESET = "jpml"

# Each preset: the options that differ from the dataclass defaults (which are seed 001, JPML).
_PRESETS: dict[str, tuple[str, str, dict[str, Any]]] = {
    "jpml": (
        "JPML",
        N_(CTX, "日本プロ麻雀協会 競技規定: 25,000/30,000, +50/+10/△10/△30 (oka included), ties share, "
                "head bump, chombo △40"),
        {},
    ),
    "tenhou": (
        "Tenhou",
        N_(CTX, "Tenhou ranked games: 25,000/30,000, +40/+10/△10/△20 (oka included), double ron, "
                "abortive draws, busting, West extension"),
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
        },
    ),
    "ema": (
        "EMA",
        N_(CTX, "European Mahjong Association: 30,000/30,000, no oka, +15/+5/△5/△15, ties "
                "share, chombo △20"),
        {
            "start_points": 30000,
            "return_points": 30000,
            "oka": 0,
            "uma": [150, 50, -50, -150],
            "kiriage": "none",
            "chombo_penalty": 200,
        },
    ),
    "wrc": (
        "WRC",
        N_(CTX, "World Riichi Championship: 30,000/30,000, no oka, +15/+5/△5/△15, ties share, "
                "chombo △20"),
        {
            "start_points": 30000,
            "return_points": 30000,
            "oka": 0,
            "uma": [150, 50, -50, -150],
            "kiriage": "none",
            "chombo_penalty": 200,
        },
    ),
    "casual": (
        "Casual",
        N_(CTX, "A club rule sheet: 25,000/30,000, +30/+5/△5/△10 (oka included), 五捨六入, busting, "
                "West extension to 31,000, yakuman prize"),
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
        "Classic",
        N_(CTX, "Wikibooks mahjong rules: 25,000/30,000, +50/+10/△10/△30 (oka included), "
                "五捨六入, ties by seat, abortive draws, chombo paid as a mangan, busting"),
        {
            "ties": "seat_order",
            "rounding": "gosha_rokunyu",
            "leftover_deposits": "owners",
            "kiriage": "none",
            "counted_yakuman": 13,
            "max_yakuman": 1,
            "abortive_draws": ["kyuushu", "suufon", "suukan"],
            "abortive_deal": "passes",
            "chombo_penalty": 0,
            "chombo_payment": "mangan",
            "chombo_returns_deposits": False,
            "busting": "below_zero",
            "agari_yame": True,
            "tenpai_yame": True,
        },
    ),
}


def preset_ids() -> list[str]:
    return list(_PRESETS)


def summary(preset_id: str) -> str:
    """The one-line English summary of a preset (translate with context ``rules``)."""
    return _PRESETS[preset_id][1]


def preset(preset_id: str) -> RuleSet:
    if preset_id not in _PRESETS:
        raise UserError(Message(CTX, N_(CTX, "unknown rule preset {preset}; known: {known}"),
                                {"preset": preset_id, "known": ", ".join(_PRESETS)}))
    name, _summary, options = _PRESETS[preset_id]
    base = dataclasses.replace(RuleSet(), id=preset_id, name=name)
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

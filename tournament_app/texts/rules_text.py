"""How rule sets read, in the language in force: preset titles, option labels and their explanations,
option values in words. Shared by the rules dialog, the tournament tab and ``rules`` on the command
line, so that all of them name an item as a Japanese rule sheet does (同点時の順位, 切り上げ満貫 …)."""

from __future__ import annotations

from typing import Any

from tournament_app.rules.presets import preset, summary, title
from tournament_app.rules.ruleset import CTX as RULES_CTX
from tournament_app.rules.ruleset import OPTIONS, RuleSet
from tournament_app.texts import display
from tournament_app.words.i18n import tr

CTX = "ui.tournament"  # the values' words, as the rules dialog has shown them from the start

# Options in points (scores) and in tenths of a game point: how their values read.
POINT_OPTIONS = frozenset({"start_points", "return_points", "riichi_deposit", "noten_total",
                           "yame_min_score", "west_extension"})
TENTH_OPTIONS = frozenset({"oka", "yakuman_prize", "chombo_penalty"})
# Options whose 0 means the rule is not played ("0: never" in their meaning).
ZERO_IS_NONE = frozenset({"oka", "counted_yakuman", "two_han_from_renchan", "yame_min_score",
                          "west_extension", "yakuman_prize", "chombo_penalty", "red_fives"})


def preset_title(preset_id: str) -> str:
    """A preset's title: 日本プロ麻雀協会 競技規定（既定）, 天鳳（段位戦）…"""
    return tr(RULES_CTX, title(preset_id))


def rules_title(rules: RuleSet) -> str:
    """The name a rule set is shown by: its preset's title, or the name the league gave it."""
    return tr(RULES_CTX, rules.name)


def preset_summary(preset_id: str) -> str:
    return tr(RULES_CTX, summary(preset_id))


def option_label(name: str) -> str:
    """The item as a rule sheet names it: 同点時の順位, ダブロン（複数人のロン）…"""
    return tr(RULES_CTX, OPTIONS[name].label)


def option_meaning(name: str) -> str:
    """What the option does and what its choices are (the tooltip)."""
    return tr(RULES_CTX, OPTIONS[name].meaning)


def choice_label(option: str, value: Any) -> str:
    """A choice as the organiser reads it; the stored value stays the rule set's id."""
    if isinstance(value, bool):
        return tr(CTX, "Yes") if value else tr(CTX, "No")
    per_option = {
        ("busting", "none"): tr(CTX, "Never"),
        ("kiriage", "none"): tr(CTX, "No rounding up"),
        ("chombo_payment", "none"): tr(CTX, "No payment"),
        ("nagashi_priority", "all"): tr(CTX, "All are paid"),
        ("dealer_noten_keeps", "never"): tr(CTX, "Never: the deal passes"),
        ("renhou", "mangan"): tr(CTX, "Mangan"),
    }
    labels = {
        "share": tr(CTX, "Share the rank points"),
        "seat_order": tr(CTX, "Rank by seat order"),
        "exact": tr(CTX, "Exact tenths"),
        "gosha_rokunyu": tr(CTX, "Round to thousands (五捨六入)"),
        "shisha_gonyu": tr(CTX, "Round to thousands (四捨五入)"),
        "kirisute": tr(CTX, "Round down to thousands (切り捨て)"),
        "stay": tr(CTX, "Stay on the table"),
        "top": tr(CTX, "Go to the top player"),
        "owners": tr(CTX, "Go back to their owners"),
        "4-30": tr(CTX, "4 han 30 fu"),
        "4-30+3-60": tr(CTX, "4 han 30 fu and 3 han 60 fu"),
        "head_bump": tr(CTX, "Head bump (頭ハネ)"),
        "allowed": tr(CTX, "All winners are paid"),
        "first": tr(CTX, "First winner after the discarder"),
        "each": tr(CTX, "Each winner"),
        "dealer_keeps": tr(CTX, "Dealer keeps the deal, one more counter"),
        "passes": tr(CTX, "Deal passes, no counter"),
        "mangan": tr(CTX, "A mangan"),
        "east": tr(CTX, "East round only (東風戦)"),
        "east_south": tr(CTX, "East and South rounds (半荘戦)"),
        "below_zero": tr(CTX, "Below zero"),
        "zero_or_below": tr(CTX, "At zero or below"),
        "none": tr(CTX, "None"),
        "first_from_dealer": tr(CTX, "Only the first from the dealer (上家のみ)"),
        "rule": tr(CTX, "The rule ends it at once"),
        "dealer": tr(CTX, "The dealer chooses (a next hand plays on)"),
        "south": tr(CTX, "In the South round"),
        "5han": tr(CTX, "5 han, added to the other yaku"),
        "yakuman": tr(CTX, "Yakuman"),
        "25-2": tr(CTX, "25 fu 2 han"),
        "50-1": tr(CTX, "50 fu 1 han"),
        "draw": tr(CTX, "A draw"),
        "win": tr(CTX, "A win"),
        "after_hand": tr(CTX, "The hand in play is the last"),
        "one_more": tr(CTX, "One more hand"),
    }
    return per_option.get((option, value)) or labels.get(value, str(value))


def member_label(option: str, member: str) -> str:
    """A member of a set option (abortive draws, pao yaku)."""
    if option == "abortive_draws":
        return display.abortive_name(member) or member
    return {
        "daisangen": tr(CTX, "Big three dragons (大三元)"),
        "daisuushii": tr(CTX, "Big four winds (大四喜)"),
        "suukantsu": tr(CTX, "Four kans (四槓子)"),
        "suuankou_tanki": tr(CTX, "Four concealed triplets, single wait (四暗刻単騎)"),
        "daburu_kokushi": tr(CTX, "Thirteen orphans, 13-sided wait (国士無双十三面)"),
        "daburu_chuuren_poutou": tr(CTX, "Nine gates, 9-sided wait (純正九蓮宝燈)"),
        "daisuushi": tr(CTX, "Big four winds (大四喜)"),
    }.get(member, member)


def uma_text(row: Any) -> str:
    return " / ".join(display.points(v) for v in row)


def floater_uma_text(rows: Any) -> str:
    """The rank points of each case labelled by how many finish at or above the return points (浮き):
    ``0人浮き: +8.0 / … ／ 1人浮き: …``; unlabelled, nobody could tell which list is which."""
    # (1人浮き, not 1名: the rule book's own word for the case)
    return tr(CTX, "; ").join(tr(CTX, "{floating} above: {points}").format(floating=n, points=uma_text(row))
                              for n, row in enumerate(rows))


def option_text(name: str, value: Any) -> str:
    """One option's value (JSON form) in words, for the overview, the tooltips and ``rules show``."""
    option = OPTIONS[name]
    if name == "uma":
        return uma_text(value)
    if name == "uma_by_floaters":
        return floater_uma_text(value) or tr(CTX, "fixed uma")
    if option.subset_of:
        return display.names_list([member_label(name, m) for m in value]) or tr(CTX, "none")
    if option.choices:
        return choice_label(name, value)
    if name in ZERO_IS_NONE and value == 0:
        return tr(CTX, "None")
    if name == "chombo_penalty":  # a deduction, written as the summaries do: チョンボ△40
        return display.points(-value)
    if name in TENTH_OPTIONS:
        return display.points(value)
    if name == "double_wind_pair_fu":
        return tr(CTX, "{fu} fu").format(fu=value)
    if name in POINT_OPTIONS or name == "counter_value":
        return display.score(value)
    return str(value)


def rules_description(rules: RuleSet) -> str:
    """The preset's summary, then every option tuned away from it."""
    lines = [preset_summary(rules.id)]
    for name, value in rules.overrides(preset(rules.id)).items():
        if name in OPTIONS:
            lines.append(tr(CTX, "• {meaning}: {value}").format(meaning=option_label(name),
                                                                value=option_text(name, value)))
    return "\n".join(lines)

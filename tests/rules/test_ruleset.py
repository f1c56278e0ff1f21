"""Rule sets: presets, options with meanings, overrides, JSON round trips, clear errors."""

from __future__ import annotations

import json

import pytest

from tournament_app.rules.presets import preset, preset_ids, resolve, summary, to_spec
from tournament_app.rules.ruleset import OPTIONS, RuleSet
from tournament_app.words.messages import UserError


def test_the_presets_the_brief_asks_for_are_shipped() -> None:
    assert preset_ids() == ["jpml", "tenhou", "ema", "wrc", "ema2025", "mleague", "casual",
                            "classic", "renmei"]
    for pid in preset_ids():
        assert summary(pid)


def test_jpml_is_the_product_default() -> None:
    """RULES.md §5: 25,000 start, 30,000 return, +50/+10/△10/△30 with oka, chombo △40."""
    rules = resolve(None)
    assert rules.id == "jpml"
    assert (rules.start_points, rules.return_points) == (25000, 30000)
    assert rules.uma[0] + rules.oka == 500
    assert rules.uma[1:] == (100, -100, -300)
    assert rules.chombo_penalty == 400
    assert rules.ties == "share"


@pytest.mark.parametrize("pid", ["jpml", "tenhou", "ema", "wrc", "casual", "classic"])
def test_points_sum_to_zero_by_construction(pid: str) -> None:
    """Oka = 4 × (return − start): with nothing left on the table the four points add to 0."""
    rules = preset(pid)
    assert rules.oka * 100 == 4 * (rules.return_points - rules.start_points)
    assert sum(rules.uma) == 0


def test_every_option_has_a_meaning() -> None:
    fields = set(RuleSet.__dataclass_fields__) - {"id", "name"}
    assert set(OPTIONS) == fields
    assert all(option.meaning for option in OPTIONS.values())


@pytest.mark.parametrize("pid", ["jpml", "tenhou", "ema", "wrc", "casual", "classic"])
def test_full_dict_round_trips_through_json(pid: str) -> None:
    rules = preset(pid)
    stored = json.loads(json.dumps(rules.to_dict()))
    assert resolve(stored) == rules


def test_custom_rule_set_is_a_preset_plus_overrides() -> None:
    rules = resolve({"preset": "jpml", "uma": [200, 100, -100, -200], "busting": "below_zero"})
    assert rules.uma == (200, 100, -100, -200)
    assert rules.busting == "below_zero"
    spec = to_spec(rules)
    assert spec == {"preset": "jpml", "uma": [200, 100, -100, -200], "busting": "below_zero"}
    assert resolve(json.loads(json.dumps(spec))) == rules
    assert to_spec(preset("tenhou")) == "tenhou"


@pytest.mark.parametrize(
    ("spec", "words"),
    [
        ("saikouisen", "unknown rule preset saikouisen"),
        ({"preset": "jpml", "umaa": [1, 2, 3, 4]}, "unknown rule option umaa"),
        ({"preset": "jpml", "ties": "coin"}, "ties: unknown value coin"),
        ({"preset": "jpml", "uma": [1, 2, 3]}, "uma: must be four whole numbers"),
        ({"preset": "jpml", "start_points": 25050}, "start_points: must be a multiple of 100"),
        ({"preset": "jpml", "counter_value": 100}, "counter_value: must be a multiple of 300"),
        ({"preset": "jpml", "abortive_draws": ["kyuushu", "rain"]}, "abortive_draws: unknown value rain"),
        ({"preset": "jpml", "three_ron_abort": "yes"}, "three_ron_abort: unknown value yes"),
        ({"preset": "jpml", "start_points": 2.5}, "start_points: must be a whole number"),
    ],
)
def test_unknown_options_and_bad_values_are_clear_errors(spec: object, words: str) -> None:
    with pytest.raises(UserError) as e:
        resolve(spec)
    assert words in str(e.value)


def test_floating_uma_is_chosen_by_players_at_or_above_the_return_points() -> None:
    from tournament_app.rules.settlement import settle

    rows = [[0, 0, 0, 0], [120, -10, -30, -80], [80, 40, -40, -80], [80, 30, 10, -120], [0, 0, 0, 0]]
    rules = resolve({"preset": "jpml", "uma_by_floaters": rows, "oka": 0,
                     "start_points": 30000})
    one_up = settle(rules, [45000, 29000, 26000, 20000])
    assert one_up.points == (150 + 120, -10 - 10, -40 - 30, -100 - 80)
    two_up = settle(rules, [40000, 35000, 20000, 25000])
    assert two_up.points == (100 + 80, 50 + 40, -100 - 80, -50 - 40)


def test_every_option_has_a_short_label_and_an_explanation() -> None:
    """Issue 28 (row 10): the form names the item as a rule sheet does; the choices are explained in the
    tooltip, so a label is a few words with no "X: A, or B" sentence."""
    for option in OPTIONS.values():
        assert option.label and option.meaning and option.label != option.meaning
        assert len(option.label) <= 36 and ":" not in option.label and ", or" not in option.label


def test_the_japan_professional_mahjong_association_rules_have_aliases() -> None:
    """Issue 28 (row 4): jpml stays the default id; npm and kyokai name the same preset everywhere."""
    from tournament_app.rules.presets import aliases
    from tournament_app.rules.record import parse_record

    assert aliases("jpml") == ["npm", "kyokai"] and aliases("tenhou") == []
    assert preset("npm") == preset("kyokai") == preset("jpml") == resolve(None)
    tuned = resolve({"preset": "npm", "uma": [200, 100, -100, -200]})
    assert (tuned.id, tuned.uma) == ("jpml", (200, 100, -100, -200))
    assert to_spec(tuned) == {"preset": "jpml", "uma": [200, 100, -100, -200]}
    record = parse_record({"rules": "kyokai", "players": ["a", "b", "c", "d"], "hands": []})
    assert record.rules == preset("jpml")
    with pytest.raises(UserError) as e:
        resolve("jpm")
    known = "known: jpml, tenhou, ema, wrc, ema2025, mleague, casual, classic, renmei, npm, kyokai"
    assert known in str(e.value)


@pytest.mark.parametrize(("pid", "old"), [("jpml", "NPM 日本プロ麻雀協会"), ("jpml", "JPML"),
                                          ("tenhou", "Tenhou"), ("renmei", "JPML 日本プロ麻雀連盟 (A)"),
                                          ("casual", "Casual"), ("ema", "EMA")])
def test_rules_stored_under_an_earlier_title_show_todays_title(pid: str, old: str) -> None:
    """A stored rule set carries its name: the titles of earlier versions read as today's title (which
    is translated), while a league's own name for its rules stays."""
    stored = {**preset(pid).to_dict(), "name": old}
    assert resolve(stored).name == preset(pid).name != old
    assert resolve({**stored, "name": "春季リーグ規定"}).name == "春季リーグ規定"


def test_preset_titles_name_the_real_rule_books() -> None:
    from tournament_app.rules.presets import title

    assert title("jpml") == "Japan Professional Mahjong Association (NPM) competition rules (default)"
    assert title("npm") == title("jpml")
    assert title("renmei") == "Japan Pro Mahjong League (JPML) A rules (secondary sources)"
    assert "JPML" not in title("jpml")

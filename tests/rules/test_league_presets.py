"""Today's rule sets as presets (issue 39, item 3), each against its source's worked figures.

Mリーグ from secondary sources (the league's text was not reachable): 25,000/30,000, 順位点
+50/+10/△10/△30 with the oka, "7700は切り上げ", no 数え役満, three red fives, chombo △20; the worked
points "43,000点の1位 … 13+50=63ポイント", "36,800点の2位 … 6.8+10=16.8ポイント" (k-bys.work/mleague-rule).
EMA 2025 from MahjongPantheon's ema2025.php (withKiriageMangan, setChomboEndsGame: a chombo in the last
hand after time). ``chombo_ends_game``: any chombo ends the game, settled as it stands."""

from __future__ import annotations

from typing import Any

import pytest

from tests.rules.helpers import ron, run
from tournament_app.rules.presets import preset, preset_ids, resolve
from tournament_app.rules.settlement import settle
from tournament_app.rules.values import hand_value, win_payment


def _ron(rules: Any, han: int, fu: int, *, dealer: bool) -> int:
    rs = resolve(rules)
    return win_payment(rs, hand_value(rs, han=han, fu=fu), dealer=dealer, tsumo=False).total


# -- Mリーグ -----------------------------------------------------------------------------------------
def test_mleague_rounds_7700_up_to_mangan() -> None:
    """"7700は切り上げ": 4翻30符 and 3翻60符 (both base 1,920) are a mangan, 3翻50符 is not."""
    for han, fu in ((4, 30), (3, 60)):
        assert _ron("mleague", han, fu, dealer=False) == 8000
        assert _ron("mleague", han, fu, dealer=True) == 12000
    assert _ron("mleague", 3, 50, dealer=False) == 6400
    assert _ron("jpml", 3, 60, dealer=False) == 7700  # the default rounds 4翻30符 only


def test_mleague_has_no_counted_yakuman_and_three_red_fives() -> None:
    """数え役満なし: 13 han and more are a sanbaiman (24,000 for a non-dealer's ron)."""
    value = hand_value(preset("mleague"), han=14, fu=40)
    assert value.limit == "sanbaiman"
    assert win_payment(preset("mleague"), value, dealer=False, tsumo=False).total == 24000
    assert preset("mleague").red_fives == 3


def test_mleague_settles_the_sources_worked_points() -> None:
    """43,000 first: +13 + 50 = +63.0; 36,800 second: +6.8 + 10 = +16.8 (oka included)."""
    rules = preset("mleague")
    s = settle(rules, (43000, 36800, 12000, 8200))
    assert s.points == (630, 168, -280, -518)


def test_mleague_chombo_is_20_points_off_the_total_and_the_hand_is_dealt_again() -> None:
    state, _ = run([ron(1, 2, han=2), {"result": "chombo", "player": 3}], "mleague")
    assert not state.over and state.scores == (25000, 27000, 23000, 25000)  # no table payment
    assert state.settlement().penalties == (0, 0, 0, -200)


# -- EMA 2025 --------------------------------------------------------------------------------------------
def test_ema2025_rounds_up_to_mangan_where_the_2016_rules_do_not() -> None:
    """Kiriage on: 4翻30符 non-dealer ron 8,000 (2016: 7,700), dealer 12,000 (2016: 11,600)."""
    assert _ron("ema2025", 4, 30, dealer=False) == 8000
    assert _ron("ema2025", 3, 60, dealer=True) == 12000
    assert _ron("ema", 4, 30, dealer=False) == 7700
    assert _ron("ema", 4, 30, dealer=True) == 11600


def test_ema2025_a_chombo_in_the_last_hand_after_time_ends_the_game() -> None:
    """setChomboEndsGame as Pantheon applies it: time called, one more hand; a chombo in that last
    hand is not dealt again. An earlier chombo is dealt again (no hand counted)."""
    hands = [ron(1, 2, han=2), {"result": "chombo", "player": 3}]
    state, _ = run(hands, "ema2025")
    assert not state.over  # a chombo before time: dealt again
    timed = [ron(1, 2, han=2, time_up=True), {"result": "chombo", "player": 3}]
    state, _ = run(timed, "ema2025")
    assert state.finished and state.hands_left == 0
    s = state.settlement()
    # 30,000 / 32,000 / 28,000 / 30,000 against 30,000, no oka, +15/+5/△5/△15; East and North
    # share 2nd and 3rd ((+5 − 5) / 2 = 0); North's △20
    assert s.points == (0, 20 + 150, -20 - 150, -200)
    state, _ = run(timed, "ema")  # the 2016 rules: the chombo hand is replayed, then one more
    assert not state.over


# -- the chombo_ends_game option ------------------------------------------------------------------
def test_a_chombo_ends_the_game_when_the_rules_say_so() -> None:
    """East 1: South wins 2,000 off West; in East 2 North's chombo ends the game: the penalty (△40
    under jpml) is taken and the scores settle as they stand."""
    hands = [ron(1, 2, han=2), {"result": "chombo", "player": 3}]
    state, _ = run(hands, {"preset": "jpml", "chombo_ends_game": True})
    assert state.finished
    s = state.settlement()
    assert s.final_scores == (25000, 27000, 23000, 25000)
    # 1st +50 (oka in) −3.0; East and North share 2nd/3rd (+10 − 10) / 2 = 0; West 4th −7.0 − 30
    assert s.points == (-50, 470, -370, -50 - 400)
    with pytest.raises(Exception, match="already ended"):
        run([*hands, ron(0, 1)], {"preset": "jpml", "chombo_ends_game": True})


def test_chombo_ends_game_returns_the_deposits_first_and_settles_the_rest() -> None:
    """The chombo hand's riichi deposit goes back (art. 52) before the game is settled; deposits
    left from earlier hands go as the rules say at the end (here: to the top)."""
    hands = [{"result": "draw", "tenpai": [0], "riichi": [0]},
             {"result": "chombo", "player": 2, "riichi": [1]}]
    rules = {"preset": "mleague", "chombo_ends_game": True}
    state, _ = run(hands, rules)
    assert state.finished
    assert state.scores == (27000, 24000, 24000, 24000)  # South's riichi stick of the chombo is back
    s = state.settlement()
    assert s.final_scores == (28000, 24000, 24000, 24000) and s.left == 0  # East's stick to the top
    assert s.penalties == (0, 0, -200, 0)


def test_rule_sets_stored_without_the_option_keep_the_re_deal() -> None:
    """A rule set stored before the option existed (preset id, overrides, or a full dict without the
    key) plays on after a chombo, as before; no preset sets it."""
    full = preset("wrc").to_dict()
    del full["chombo_ends_game"]
    for stored in ("jpml", {"preset": "ema"}, full):
        rules = resolve(stored)
        assert rules.chombo_ends_game is False
        state, _ = run([{"result": "chombo", "player": 0}], stored)
        assert not state.over
    assert not any(preset(p).chombo_ends_game for p in preset_ids())


# -- tenhou: today's rounding ------------------------------------------------------------------------
def test_tenhou_settles_exactly_as_todays_tenhou_does() -> None:
    """Hand-entered games on ``tenhou`` keep the tenths (27,700 second: −2.3 + 10 = +7.7), not the
    四捨五入 of its 2010–2020 logs (28 → +8.0)."""
    assert preset("tenhou").rounding == "exact"
    scores = (42300, 27700, 18400, 11600)
    assert settle(preset("tenhou"), scores).points == (523, 77, -216, -384)
    old = resolve({"preset": "tenhou", "rounding": "shisha_gonyu"})
    assert settle(old, scores).points[1] == 80

"""Every preset as its rule book says (issue 12): hand-made records for each reading, with the
seed's own words. Seats count from 0; seat 0 deals first."""

from __future__ import annotations

from typing import Any

import pytest

from tournament_app.rules.errors import RecordError
from tournament_app.rules.game import replay
from tournament_app.rules.presets import preset, resolve
from tournament_app.rules.record import parse_record
from tournament_app.rules.settlement import settle
from tournament_app.rules.values import hand_value


def run(rules: Any, hands: list[dict[str, Any]]) -> Any:
    return replay(parse_record({"rules": rules, "players": ["A", "B", "C", "D"], "hands": hands}))


def ron(w: int, lo: int, han: int = 1, fu: int | None = 30, **extra: Any) -> dict[str, Any]:
    hand: dict[str, Any] = {"result": "ron", "winner": w, "loser": lo, "han": han, **extra}
    if fu is not None:
        hand["fu"] = fu
    return hand


def refused(rules: Any, hands: list[dict[str, Any]]) -> str:
    with pytest.raises(RecordError) as e:
        run(rules, hands)
    return str(e.value)


# -- casual (seed 004) ----------------------------------------------------------------------------
def test_004_only_the_first_nagashi_from_the_dealer_is_paid() -> None:
    """004 【流局】: 流し満貫は、流局後成立。2人以上いた場合、上家のみ成立。"""
    game = run("casual", [{"result": "draw", "tenpai": [], "nagashi": [1, 2]}])
    assert game.outcomes[0].deltas == (-4000, 8000, -2000, -2000)
    # counted from the dealer in turn order, whoever deals
    game = run("casual", [ron(1, 2), {"result": "draw", "tenpai": [], "nagashi": [0, 3]}])
    assert game.outcomes[1].dealer == 1
    assert game.outcomes[1].deltas == (-2000, -4000, -2000, 8000)
    # tenhou pays every nagashi
    assert run("tenhou", [{"result": "draw", "tenpai": [], "nagashi": [1, 2]}]).outcomes[0].deltas == (
        -8000, 6000, 6000, -4000)


SOUTH_4 = [ron(3, 0, 5, None),  # E1: seat 3 takes a mangan: 33,000
           *[ron((d + 1) % 4, (d + 2) % 4) for d in (1, 2, 3, 0, 1, 2)]]  # E2 … S3: the deal passes


def test_004_the_south_4_dealer_in_first_place_may_stop_or_play_on() -> None:
    """004 【細則】: 南4局で親の和了り止め、あり — the dealer's option, not an automatic end."""
    stop = run("casual", [*SOUTH_4, ron(3, 0)])
    assert stop.outcomes[-1].dealer == 3 and stop.outcomes[-1].round == 7
    assert stop.state.can_stop and not stop.state.finished
    assert stop.state.over  # a record that ends here: the dealer stopped
    assert stop.settlement().ranks[3] == 1
    played_on = run("casual", [*SOUTH_4, ron(3, 0), ron(0, 1)])  # the next hand: the dealer played on
    assert played_on.outcomes[-1].round == 7 and played_on.outcomes[-1].honba == 1
    # tenhou's 和了止め is automatic: nothing may follow
    assert "the game has already ended" in refused(
        "tenhou", [*SOUTH_4, ron(3, 0, 4, 30), ron(0, 1)])


def test_003_the_classic_dealer_declares_the_end_too() -> None:
    """003 対局の終了: 最後の荘家がトップ目のとき終了を宣言する."""
    assert run("classic", [*SOUTH_4, ron(3, 0)]).state.can_stop
    assert run("classic", [*SOUTH_4, ron(3, 0), ron(0, 1)]).outcomes[-1].honba == 1


def test_004_riichi_without_the_points_ends_the_game_as_a_bust() -> None:
    """004 【細則】: 残り1000点でのリーチは可能。残り900点以下でのリーチは、その場で箱割れ扱いで終了。"""
    to_700 = [ron(2, 1, 6, None),  # E1: haneman 12,000 → seat 1 13,000
              ron(3, 1, 6, None),  # E2: haneman 12,000 → 1,000
              {"result": "tsumo", "winner": 0, "han": 1, "fu": 30}]  # E3: 300/500 → 700
    assert run("casual", to_700).state.scores[1] == 700
    game = run("casual", [*to_700, {"result": "draw", "tenpai": [1], "riichi": [1]}])
    last = game.outcomes[-1]
    assert last.riichi_bust and game.state.finished
    assert last.deltas == (0, -1000, 0, 0)  # the hand stops at the riichi: no tenpai payments
    assert "the game has already ended" in refused("casual", [*to_700, {
        "result": "draw", "tenpai": [1], "riichi": [1]}, ron(0, 2)])
    # with 1,000 the riichi stands and play goes on
    at_1000 = [ron(2, 1, 6, None), ron(3, 1, 6, None), {"result": "draw", "tenpai": [1], "riichi": [1]}]
    game = run("casual", at_1000)
    assert not game.state.over and not game.outcomes[-1].riichi_bust


def test_004_from_the_fifth_dealer_repeat_a_win_needs_two_han_without_dora() -> None:
    """004 【細則】: 親の連荘は、5連荘以降、2翻縛りとなる(ドラは役に含めない)."""
    five = [ron(0, 1)] * 5  # the dealer wins five times: 5連荘
    assert run("casual", [*five[:4], ron(0, 1)]).state.renchan == 5
    message = refused("casual", [*five, ron(0, 1)])
    assert "hand 6" in message and "needs 2 han not counting dora" in message
    assert "needs 2 han" in refused("casual", [*five, ron(2, 1, 2, 30, dora=1)])  # 1 han + 1 dora
    assert run("casual", [*five, ron(2, 1, 2, 30)]).outcomes[-1].wins[0].value.han == 2
    assert run("casual", [*five[:4], ron(0, 1)]).outcomes[-1].wins  # the 5th repeat itself: 4連荘
    assert run("jpml", [*five, ron(0, 1)]).outcomes[-1].wins  # seed 001 has no such rule


def test_004_three_rons_are_an_abortive_draw() -> None:
    """004 【細則】: トリプルロンは流局 — said so, not "head bump"."""
    three = {"result": "ron", "loser": 0, "wins": [{"winner": w, "han": 1, "fu": 30} for w in (1, 2, 3)]}
    assert "record an abortive draw (sanchahou)" in refused("casual", [three])
    assert run("casual", [{"result": "abortive", "kind": "sanchahou"}]).outcomes[0].deltas == (0, 0, 0, 0)


def test_004_a_noten_dealer_keeps_the_deal_in_south_but_not_in_east() -> None:
    """004 【細則】: 東場で、親のノーテンは流局。南場で、親のノーテンは流局しない。 Read literally: a noten
    dealer passes the deal in East and keeps it (one more counter) in South."""
    noten = {"result": "draw", "tenpai": [1]}
    east = run("casual", [noten, ron(2, 3)])
    assert (east.outcomes[1].round, east.outcomes[1].dealer) == (1, 1)
    south = run("casual", [*[ron((d + 1) % 4, (d + 2) % 4) for d in range(4)], noten, ron(2, 3)])
    assert (south.outcomes[4].round, south.outcomes[5].round) == (4, 4)  # South 1 again
    assert south.outcomes[5].honba == 1
    assert run("classic", [*[ron((d + 1) % 4, (d + 2) % 4) for d in range(4)], noten,
                           ron(2, 3)]).outcomes[5].round == 5


# -- classic (seeds 000, 003) ---------------------------------------------------------------------
def test_003_nagashi_mangan_is_paid_as_a_mangan() -> None:
    """003 特殊役: 流し満貫 … 基本的に満貫."""
    assert run("classic", [{"result": "draw", "tenpai": [], "nagashi": [2]}]).outcomes[0].deltas == (
        -4000, -2000, 8000, -2000)


def test_003_three_rons_and_four_riichi_are_abortive_draws() -> None:
    """003 流局: 三家和 … 四家立直 (the deal passes, 003 輪荘)."""
    game = run("classic", [{"result": "abortive", "kind": "sanchahou"},
                           {"result": "abortive", "kind": "suucha", "riichi": [0, 1, 2, 3]}])
    assert [o.round for o in game.outcomes] == [0, 1]
    assert game.state.left == 4000


# -- every preset ---------------------------------------------------------------------------------
@pytest.mark.parametrize("rules", ["jpml", "tenhou", "ema", "wrc", "casual", "classic", "renmei"])
def test_values_no_hand_can_have_are_refused(rules: str) -> None:
    """25 fu is chiitoitsu (2 han), and by tsumo 門前清自摸和 adds one: 2 han 25 fu tsumo cannot be;
    20 fu is pinfu tsumo (2 han with 門前清自摸和), never a ron."""
    r = preset(rules)
    assert "25 fu by tsumo needs at least 3 han" in _refusal(r, han=2, fu=25, tsumo=True)
    assert hand_value(r, han=3, fu=25, tsumo=True).base == 25 * 2 ** 5
    assert hand_value(r, han=2, fu=25).base == 25 * 2 ** 4
    assert "20 fu never wins by ron" in _refusal(r, han=2, fu=20)
    assert "1 han needs at least 30 fu" in _refusal(r, han=1, fu=20, tsumo=True)


def _refusal(rules: Any, **value: Any) -> str:
    from tournament_app.rules.errors import HandError

    with pytest.raises(HandError) as e:
        hand_value(rules, **value)
    return e.value.reason.text.format(**e.value.reason.params)


def test_001_limits_go_up_to_four_times_yakuman() -> None:
    """001 第45条 チ: 十六倍満･･････４倍役満 子 128,000点 親 192,000点."""
    r = preset("jpml")
    assert hand_value(r, yakuman=4).base * 4 == 128000
    assert "at most 4 times yakuman" in _refusal(r, yakuman=5)


def test_ema_pays_double_and_triple_ron_with_counters_to_each() -> None:
    hands = [ron(0, 1), {"result": "ron", "loser": 3, "wins": [
        {"winner": w, "han": 1, "fu": 30} for w in (0, 1, 2)], "riichi": [2]}]
    game = run("ema", hands)
    # dealer 1,500+300, the others 1,000+300 each (RCR: counters to every winner); seat 2's riichi
    # deposit goes to the first winner after the discarder, seat 0
    assert game.outcomes[1].deltas == (1800 + 1000, 1300, 1300 - 1000, -4400)


def test_ema_and_wrc_leave_no_double_yakuman_and_give_leftover_sticks_to_first() -> None:
    for rules in ("ema", "wrc"):
        assert "at most 1 times yakuman" in _refusal(preset(rules), yakuman=2)
        game = run(rules, [{"result": "draw", "tenpai": [0], "riichi": [0]}])
        # finished game with the stick left: it goes to first place
        result = settle(preset(rules), game.state.scores, left=1000, finished=True)
        assert result.final_scores == (33000, 29000, 29000, 29000) and result.left == 0


def test_ties_for_first_share_the_leftover_sticks_where_ties_share() -> None:
    result = settle(preset("ema"), (31000, 31000, 29000, 27000), left=2000, finished=True)
    assert result.final_scores == (32000, 32000, 29000, 27000)
    assert result.ranks == (1, 1, 3, 4)
    assert settle(preset("tenhou"), (25000, 25000, 25000, 24000), left=1000).final_scores == (
        26000, 25000, 25000, 24000)  # ties by seat order: the earlier seat


def test_wrc_rounds_4_han_30_fu_up_to_mangan_ema_does_not() -> None:
    assert hand_value(preset("wrc"), han=4, fu=30).limit == "mangan"
    assert hand_value(preset("ema"), han=4, fu=30).limit is None
    assert "head bump" in refused("wrc", [{"result": "ron", "loser": 3, "wins": [
        {"winner": 0, "han": 1, "fu": 30}, {"winner": 1, "han": 1, "fu": 30}]}])


def test_renmei_rank_points_depend_on_how_many_finish_at_or_above_30000() -> None:
    r = preset("renmei")
    assert settle(r, (45000, 28000, 27000, 20000)).points == (270, -30, -60, -180)  # one: +12/△1/△3/△8
    assert settle(r, (40000, 35000, 25000, 20000)).points == (180, 90, -90, -180)  # two: +8/+4/△4/△8
    assert settle(r, (32000, 31000, 30000, 27000)).points == (100, 40, 10, -150)  # three: +8/+3/+1/△12


def test_the_seed_001_preset_names_its_real_source() -> None:
    """Seed 001 is 日本プロ麻雀協会 (NPM); 日本プロ麻雀連盟 is the body called JPML."""
    from tournament_app.texts.rules_text import rules_title
    from tournament_app.words.i18n import set_language

    assert "Japan Professional Mahjong Association (NPM)" in preset("jpml").name  # translated where shown
    assert "Japan Pro Mahjong League (JPML)" in preset("renmei").name
    set_language("ja")
    assert rules_title(preset("jpml")) == "日本プロ麻雀協会 競技規定（既定）"
    assert rules_title(preset("renmei")) == "日本プロ麻雀連盟 Aルール（二次資料）"
    # a tournament stored by an earlier version under the old name shows the new one
    assert resolve({"preset": "jpml", "name": "JPML"}).name == preset("jpml").name


def test_002_nagashi_mangan_as_a_draw_or_as_a_win() -> None:
    """002 3-17-01-01: 流し満貫を和り役とするかどうか — a 和り役とする / b 和り役としない(流局扱い)."""
    from tournament_app.rules.game import play
    from tournament_app.rules.presets import resolve
    from tournament_app.rules.record import parse_hand

    first = {"result": "draw", "tenpai": [0], "riichi": []}  # East 1: the dealer tenpai, 1 counter
    nagashi = {"result": "draw", "tenpai": [2], "nagashi": [1], "riichi": [2]}  # seat 1, riichi by 2
    hands = [parse_hand(first), parse_hand(nagashi)]

    state, outcomes = play(resolve({"preset": "classic", "nagashi_as": "draw"}), hands)
    # b (as a draw): a mangan tsumo without counters (dealer 4,000, others 2,000), the riichi stick
    # stays, no noten payments; the dealer was noten in this hand, so the deal passes, counters + 1
    assert outcomes[1].deltas == (-4000, 8000, -3000, -2000)
    assert state.left == 1000 and (state.round, state.honba) == (1, 2)

    state, outcomes = play(resolve({"preset": "classic", "nagashi_as": "win"}), hands)
    # a (as a win): the 1 counter is paid (+100 from each), the stick goes to the nagashi, and the deal
    # passes to South 1… East 2 with no counters, as after a non-dealer win
    assert outcomes[1].deltas == (-4100, 8300 + 1000, -3100, -2100)
    assert state.left == 0 and (state.round, state.honba) == (1, 0)

    dealer_nagashi = {"result": "draw", "tenpai": [], "nagashi": [0], "riichi": []}
    state, outcomes = play(resolve({"preset": "classic", "nagashi_as": "win"}), [parse_hand(dealer_nagashi)])
    assert outcomes[0].deltas == (12000, -4000, -4000, -4000)
    assert (state.round, state.honba) == (0, 1)  # the dealer's win keeps the deal with a counter

"""WRC and EMA presets against their books (issue 27, items 8–10).

WRC 2015 (Sylvain Malbec), read in ooyamaneko.net's transcription: §6.1 "A base value of 1920 points,
being close to mangan, is rounded up to 2,000 points"; §8.2 "In case of chonbo during the last hand,
the hand is not re-dealt." EMA RCR 2016: renhou is a mangan (2012: yakuman); §3.4 "Chombo results in a
redeal and does not count as a hand"."""

from __future__ import annotations

from typing import Any

from tournament_app.rules.game import replay
from tournament_app.rules.hand_value import Situation, evaluate
from tournament_app.rules.presets import preset, resolve
from tournament_app.rules.record import parse_record
from tournament_app.rules.values import hand_value, win_payment


def run(rules: Any, hands: list[dict[str, Any]]) -> Any:
    return replay(parse_record({"rules": rules, "players": ["A", "B", "C", "D"], "hands": hands}))


def ron(w: int, lo: int, **extra: Any) -> dict[str, Any]:
    return {"result": "ron", "winner": w, "loser": lo, "han": 2, "fu": 30, **extra}


# -- item 8: a chombo in the last hand after time ------------------------------------------------
def test_wrc_a_chombo_in_the_hand_when_time_ran_out_ends_the_game() -> None:
    """WRC §8.2: no re-deal. The chombo's penalty stands and nothing may follow."""
    hands = [ron(1, 2), {"result": "chombo", "player": 3, "time_up": True}]
    game = run("wrc", hands)
    assert game.state.finished and game.state.hands_left == 0
    assert game.settlement().penalties[3] == -200
    assert not run({"preset": "wrc", "time_up_chombo_ends": False}, hands).state.over


def test_other_presets_replay_the_chombo_hand_as_the_last() -> None:
    """001 art. 52 (the void hand is dealt again) and RCR 2016 §3.4 (a chombo does not count as a
    hand): the re-deal is the last hand."""
    hands = [ron(1, 2), {"result": "chombo", "player": 3, "time_up": True}]
    for rules in ("jpml", "ema", "tenhou", "casual", "classic", "renmei"):
        assert not preset(rules).time_up_chombo_ends
        game = run(rules, hands)
        still = 1 if preset(rules).time_limit == "after_hand" else 2  # EMA: one more after it
        assert not game.state.over and game.state.hands_left == still, rules
    # the option works under one_more too: the chombo counts as the hand in play, one more follows
    one_more = {"preset": "ema", "time_up_chombo_ends": True}
    game = run(one_more, hands)
    assert not game.state.over and game.state.hands_left == 1
    assert run(one_more, [*hands, {"result": "chombo", "player": 0}]).state.finished


# -- item 9: WRC kiriage ---------------------------------------------------------------------------
def test_wrc_rounds_3_han_60_fu_up_to_mangan_as_it_does_4_han_30_fu() -> None:
    """§6.1: both have a base value of 1,920 (60 × 2^5 = 30 × 2^6)."""
    wrc = preset("wrc")
    for han, fu in ((4, 30), (3, 60)):
        value = hand_value(wrc, han=han, fu=fu)
        assert value.limit == "mangan" and value.base == 2000
        assert win_payment(wrc, value, dealer=False, tsumo=False).total == 8000
        assert win_payment(wrc, value, dealer=True, tsumo=True).each_pays == 4000
    assert hand_value(wrc, han=3, fu=50).limit is None  # 1,600: no rounding
    assert hand_value(preset("ema"), han=3, fu=60).limit is None  # EMA: no kiriage at all


# -- item 10: EMA renhou ---------------------------------------------------------------------------
def _renhou(rules: str, tiles: str, win: str, dora: str = "") -> Any:
    return evaluate(resolve(rules), tiles, win=win, situation=Situation(renhou=True), dora=dora)


def test_ema_renhou_is_a_mangan() -> None:
    """RCR 2016: a mangan, not the 2012 edition's yakuman; a hand worth more by its own yaku and
    dora is scored at its own value (the highest-scoring reading)."""
    plain = _renhou("ema", "234m567m345s678p88s", "8s")  # tanyao: renhou makes it a mangan
    assert (plain.yakuman, plain.han, plain.payment.total) == (0, 5, 8000)
    assert "renhou_mangan" in {y.key for y in plain.yaku}
    richer = _renhou("ema", "234m567m345s678p88s", "8s", dora="7s7s5m")  # tanyao + 5 dora: haneman
    assert richer.payment.total == 12000 and "renhou_mangan" not in {y.key for y in richer.yaku}


def test_renhou_as_the_only_yaku_stays_a_mangan_however_many_dora() -> None:
    """Dora are not yaku: without renhou the hand could not win, so it is the renhou mangan."""
    alone = _renhou("ema", "123m456p789s234m55s", "5s", dora="4s4s3m3m")  # 6 dora, no other yaku
    assert (alone.han, alone.payment.total) == (5, 8000)
    assert [y.key for y in alone.yaku] == ["renhou_mangan"]

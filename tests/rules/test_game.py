"""Game progression under jpml (seed 001) and the variants of the other presets."""

from __future__ import annotations

import pytest

from tournament_app.rules.errors import RecordError
from tournament_app.rules.game import round_label

from .helpers import draw, non_dealer_wins, ron, run, tsumo


def test_round_labels_run_east_then_south_then_west() -> None:
    assert [round_label(i) for i in (0, 3, 4, 7, 8, 11)] == ["E1", "E4", "S1", "S4", "W1", "W4"]


# -- art. 15: dealer; art. 18: counters ------------------------------------------------------
def test_art15_dealer_keeps_the_deal_after_a_dealer_win_and_counters_rise() -> None:
    state, outcomes = run([ron(0, 1, 3, 30), ron(0, 2, 3, 30)])
    assert [(o.round, o.honba, o.dealer) for o in outcomes] == [(0, 0, 0), (0, 1, 0)]
    # art. 18 ハ: 300 per counter from the discarder: 5800 + 300
    assert outcomes[1].deltas == (6100, 0, -6100, 0)
    assert (state.round, state.honba) == (0, 2)


def test_art18_non_dealer_win_clears_the_counters_and_passes_the_deal() -> None:
    state, _ = run([ron(0, 1, 3, 30), ron(2, 3, 1, 30)])
    assert (state.round, state.honba) == (1, 0)


def test_art18_tsumo_counters_add_100_from_each_payer() -> None:
    _, outcomes = run([draw(0), tsumo(1, 1, 30)])  # dealer tenpai: East 1, 1 counter
    assert outcomes[1].honba == 1
    # 300・500 with one counter: 400 from each non-dealer, 600 from the dealer
    assert outcomes[1].deltas == (-600, 1400, -400, -400)


def test_art15_art18_draw_dealer_noten_passes_the_deal_but_adds_a_counter() -> None:
    state, _ = run([draw(1, 2)])
    assert (state.round, state.honba) == (1, 1)


def test_art15_draw_dealer_tenpai_keeps_the_deal() -> None:
    state, _ = run([draw(0)])
    assert (state.round, state.honba) == (0, 1)


# -- art. 17: tenpai payments ------------------------------------------------------------------
@pytest.mark.parametrize(
    ("tenpai", "deltas"),
    [
        ([], (0, 0, 0, 0)),
        ([2], (-1000, -1000, 3000, -1000)),
        ([1, 3], (-1500, 1500, -1500, 1500)),
        ([0, 1, 3], (1000, 1000, -3000, 1000)),
        ([0, 1, 2, 3], (0, 0, 0, 0)),
    ],
)
def test_art17_noten_payments_move_3000(tenpai: list[int], deltas: tuple[int, ...]) -> None:
    _, outcomes = run([draw(*tenpai)])
    assert outcomes[0].deltas == deltas


# -- art. 32: riichi deposits --------------------------------------------------------------
def test_art32_deposits_go_to_the_next_winner() -> None:
    _, outcomes = run([draw(1, 2, riichi=[1, 2]), ron(3, 0, 1, 30, riichi=[3])])
    assert outcomes[0].left == 2000
    assert outcomes[0].deltas == (-1500, 500, 500, -1500)
    # 1000 + one counter (300) + three deposits
    assert outcomes[1].deltas == (-1300, 0, 0, 1300 + 3000 - 1000)
    assert outcomes[1].left == 0


def test_art32_deposits_after_the_last_draw_stay_on_the_table() -> None:
    hands = non_dealer_wins(7) + [draw(0, riichi=[0])]  # South 4: dealer (seat 3) noten
    state, _outcomes = run(hands)
    assert state.finished
    settlement = state.settlement()
    assert settlement.left == 1000
    assert sum(settlement.final_scores) == 99000  # art. 37: below 100,000, the scores stand


def test_sum_of_deltas_and_deposits_is_zero_every_hand() -> None:
    _, outcomes = run([draw(0, 1, riichi=[0, 1]), tsumo(2, 2, 40, riichi=[2]), ron(3, 0, 4, 30)])
    left = 0
    for o in outcomes:
        assert sum(o.deltas) + (o.left - left) == 0
        left = o.left


# -- art. 33 ハ: one winner per discard -------------------------------------------------------
def test_art33_head_bump_refuses_a_second_ron_winner_naming_the_hand() -> None:
    double = {"result": "ron", "loser": 0, "wins": [{"winner": 1, "han": 1, "fu": 30},
                                                     {"winner": 2, "han": 2, "fu": 30}]}
    with pytest.raises(RecordError) as e:
        run([draw(), double])
    assert e.value.hand == 2
    assert e.value.field == "wins"
    assert "head bump" in str(e.value)


# -- art. 52: chombo --------------------------------------------------------------------------
def test_art52_chombo_costs_40_points_and_replays_with_the_same_dealer_and_counters() -> None:
    state, outcomes = run([draw(0), {"result": "chombo", "player": 2, "riichi": [1]}])
    chombo = outcomes[1]
    assert chombo.deltas == (0, 0, 0, 0)  # art. 52 ト: nothing paid at the table
    assert chombo.left == 0  # the void hand's riichi deposit goes back
    assert (state.round, state.honba) == (0, 1)  # art. 52 チ: 積み棒は増えない
    assert state.penalties == (0, 0, -400, 0)


def test_art52_every_offender_is_penalised() -> None:
    state, _ = run([{"result": "chombo", "players": [1, 3]}])
    assert state.penalties == (0, -400, 0, -400)
    assert state.settlement().points[1] == state.settlement().points[3]


def test_art52_deposits_from_earlier_hands_stay_on_the_table_after_a_chombo() -> None:
    _, outcomes = run([draw(0, riichi=[0]), {"result": "chombo", "player": 1, "riichi": [2]}])
    assert outcomes[1].left == 1000


def test_art52_noten_riichi_at_a_draw_is_refused_as_a_chombo() -> None:
    with pytest.raises(RecordError) as e:
        run([draw(0, riichi=[1])])
    assert (e.value.hand, e.value.field) == (1, "tenpai")


# -- end of the game (art. 1, 12) -------------------------------------------------------------
def test_game_ends_when_the_south4_dealer_loses_the_deal() -> None:
    state, outcomes = run(non_dealer_wins(8))
    assert state.finished
    assert outcomes[-1].label == "S4"


def test_south4_dealer_win_plays_south4_again_with_a_counter() -> None:
    state, _ = run(non_dealer_wins(7) + [ron(3, 0, 1, 30)])
    assert not state.finished
    assert (round_label(state.round), state.honba) == ("S4", 1)


def test_south4_dealer_tenpai_plays_on_even_in_first_place() -> None:
    state, _ = run(non_dealer_wins(7) + [tsumo(3, 5), draw(3)])
    assert not state.finished


def test_a_hand_after_the_end_is_refused_naming_it() -> None:
    with pytest.raises(RecordError) as e:
        run(non_dealer_wins(9))
    assert e.value.hand == 9
    assert "ended" in str(e.value)


def test_jpml_has_no_busting() -> None:
    state, _ = run([ron(1, 0, yakuman=1, han=None, fu=None)] * 1 + [ron(2, 0, 13, None)])
    assert state.scores[0] < 0
    assert not state.finished


@pytest.mark.parametrize(
    ("hand", "field"),
    [
        ({"result": "abortive", "kind": "kyuushu"}, "result"),
        ({"result": "draw", "tenpai": [], "nagashi": [1]}, "nagashi"),
        ({"result": "tsumo", "winner": 1, "yakuman": 1, "pao": 2}, "pao"),
    ],
)
def test_jpml_forbids_abortive_draws_nagashi_and_pao(hand: dict, field: str) -> None:
    with pytest.raises(RecordError) as e:
        run([hand])
    assert (e.value.hand, e.value.field) == (1, field)


# -- tenhou -----------------------------------------------------------------------------------
def test_tenhou_double_ron_counters_and_deposits_go_to_the_first_winner_after_the_discarder() -> None:
    hands = [draw(1, 2, riichi=[1]),  # deal passes to seat 1 with a counter, 1000 on the table
             {"result": "ron", "loser": 3, "riichi": [2],
              "wins": [{"winner": 2, "han": 1, "fu": 30}, {"winner": 0, "han": 2, "fu": 30}]}]
    _, outcomes = run(hands, "tenhou")
    # turn order after seat 3: seat 0 first. Seat 0 gets 2000 + 300 + 2 deposits, seat 2 the bare 1000.
    assert outcomes[1].deltas == (2000 + 300 + 2000, 0, 1000 - 1000, -(2000 + 300) - 1000)


def test_tenhou_three_rons_must_be_recorded_as_an_abortive_draw() -> None:
    triple = {"result": "ron", "loser": 0, "wins": [{"winner": s, "han": 1, "fu": 30} for s in (1, 2, 3)]}
    with pytest.raises(RecordError) as e:
        run([triple], "tenhou")
    assert "sanchahou" in str(e.value)
    state, _ = run([{"result": "abortive", "kind": "sanchahou"}], "tenhou")
    assert (state.round, state.honba) == (0, 1)


def test_tenhou_abortive_draw_keeps_the_dealer_and_the_deposits() -> None:
    state, outcomes = run([{"result": "abortive", "kind": "suucha", "riichi": [0, 1, 2, 3]}], "tenhou")
    assert (state.round, state.honba) == (0, 1)
    assert outcomes[0].left == 4000


def test_tenhou_busting_ends_the_game_at_once() -> None:
    state, _ = run([ron(1, 0, yakuman=1, han=None, fu=None)], "tenhou")
    assert state.scores[0] < 0
    assert state.finished


def test_tenhou_agari_yame_south4_dealer_in_first_with_30000_ends() -> None:
    hands = non_dealer_wins(7) + [ron(3, 0, 3, 30)]
    state, _ = run(hands, "tenhou")
    assert state.finished


def test_tenhou_west_extension_when_nobody_has_30000() -> None:
    state, _ = run(non_dealer_wins(8), "tenhou")  # everyone at 25,000 after South 4
    assert not state.finished
    assert round_label(state.round) == "W1"
    state, _ = run(non_dealer_wins(8) + [ron(1, 0, 3, 60)], "tenhou")
    assert state.finished  # the first hand that leaves someone at 30,000 ends it


def test_tenhou_nagashi_mangan_is_paid_without_counters_or_noten_payments() -> None:
    _, outcomes = run([draw(0), draw(2, nagashi=[1])], "tenhou")
    assert outcomes[1].honba == 1
    assert outcomes[1].deltas == (-4000, 8000, -2000, -2000)


def test_tenhou_pao_tsumo_the_responsible_player_pays_all() -> None:
    _, outcomes = run([tsumo(1, yakuman=1, han=None, fu=None, pao=2)], "tenhou")
    assert outcomes[0].deltas == (0, 32000, -32000, 0)


def test_tenhou_pao_ron_is_split_between_discarder_and_responsible_player() -> None:
    _, outcomes = run([ron(1, 3, yakuman=1, han=None, fu=None, pao=2)], "tenhou")
    assert outcomes[0].deltas == (0, 32000, -16000, -16000)


def test_tenhou_leftover_deposits_go_to_the_top() -> None:
    state, _ = run([ron(1, 0, 5, None), draw(2, riichi=[2])] + non_dealer_wins(7)[2:] + [
        draw(0, 1, riichi=[0])], "tenhou")
    assert state.finished and state.left == 1000
    settlement = state.settlement()
    assert settlement.left == 0
    assert settlement.final_scores[1] == state.scores[1] + 1000
    assert sum(settlement.final_scores) == 100000


# -- chombo as a mangan at the table (seeds 000, 003, 004) ------------------------------------
def test_chombo_mangan_non_dealer_pays_4000_to_dealer_2000_to_others() -> None:
    _, outcomes = run([{"result": "chombo", "player": 2}], "classic")
    assert outcomes[0].deltas == (4000, 2000, -8000, 2000)


def test_chombo_mangan_dealer_pays_4000_each() -> None:
    _, outcomes = run([{"result": "chombo", "player": 0}], "classic")
    assert outcomes[0].deltas == (-12000, 4000, 4000, 4000)


def test_yakuman_prize_on_ron_from_the_discarder_only() -> None:
    _state, outcomes = run([ron(1, 3, yakuman=1, han=None, fu=None)], "casual")
    assert outcomes[0].prizes == (0, 300, 0, -300)


def test_yakuman_prize_on_tsumo_from_each_other_player() -> None:
    _state, outcomes = run([tsumo(1, yakuman=1, han=None, fu=None)], "casual")
    assert outcomes[0].prizes == (-300, 900, -300, -300)

"""Game progression: applying hands one by one (dealer, counters, deposits, end of game).

Pure functions over immutable state; :func:`replay` runs a whole record.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from tournament_app.rules.errors import CTX, HandError, RecordError, abortive_ref, seat_ref
from tournament_app.rules.record import GameRecord, Hand, Win
from tournament_app.rules.ruleset import RuleSet
from tournament_app.rules.settlement import ZERO4, Settlement, ranks_of, settle
from tournament_app.rules.values import MANGAN_BASE, HandValue, WinPayment, hand_value, win_payment
from tournament_app.words.messages import N_

WINDS = "ESWN"


def round_label(round_index: int) -> str:
    """``E1`` … ``N4`` for a round index (0 = East 1)."""
    return f"{WINDS[round_index // 4 % 4]}{round_index % 4 + 1}"


@dataclass(frozen=True)
class GameState:
    """Where a game stands between hands."""

    rules: RuleSet
    scores: tuple[int, ...]
    round: int = 0  # 0 = East 1, 4 = South 1, 8 = West 1
    honba: int = 0
    deposits: tuple[int, ...] = ()  # the owner seat of each riichi deposit on the table
    penalties: tuple[int, ...] = ZERO4  # tenths of a point, chombo penalties so far
    prizes: tuple[int, ...] = ZERO4  # tenths of a point, yakuman prizes so far
    finished: bool = False
    renchan: int = 0  # how many times in a row the current dealer has kept the deal
    can_stop: bool = False  # the last dealer may end the game here (yame_by "dealer"); a next hand plays on
    hands_left: int | None = None  # after the round's time was called: hands still to play (chombo aside)

    @property
    def dealer(self) -> int:
        return self.round % 4

    @property
    def over(self) -> bool:
        """The game has ended, or ends here unless the dealer plays on (a record ending here: stopped)."""
        return self.finished or self.can_stop

    @property
    def left(self) -> int:
        return len(self.deposits) * self.rules.riichi_deposit

    def settlement(self) -> Settlement:
        return settle(self.rules, self.scores, left=self.left, deposit_owners=self.deposits,
                      penalties=self.penalties, prizes=self.prizes, finished=self.over)


def new_game(rules: RuleSet) -> GameState:
    return GameState(rules, (rules.start_points,) * 4)


@dataclass(frozen=True)
class WinDetail:
    """One win of a hand, for display: its value and its payment."""

    winner: int
    value: HandValue
    payment: WinPayment
    honba: int  # the counters this win was paid with


@dataclass(frozen=True)
class HandOutcome:
    """The result of one hand as replay prints it."""

    number: int  # counting from 1
    round: int
    honba: int
    dealer: int
    hand: Hand
    deltas: tuple[int, ...]
    scores: tuple[int, ...]
    left: int
    wins: tuple[WinDetail, ...] = ()
    penalties: tuple[int, ...] = ZERO4  # tenths added by this hand
    prizes: tuple[int, ...] = ZERO4
    riichi_bust: bool = False  # the hand stopped at a riichi without the points: the game ended there

    @property
    def label(self) -> str:
        return round_label(self.round)

    def to_json(self) -> dict[str, object]:
        return {"round": self.label, "honba": self.honba, "dealer": self.dealer,
                "result": self.hand.result, "deltas": list(self.deltas),
                "scores": list(self.scores), "left": self.left}


def apply_hand(state: GameState, hand: Hand, number: int = 0) -> tuple[GameState, HandOutcome]:
    """Apply one hand; raises :class:`HandError` when the rules do not allow it."""
    rules = state.rules
    if state.finished:
        raise HandError("result", N_(CTX, "the game has already ended"))
    if hand.time_up and state.hands_left is not None:
        raise HandError("time_up", N_(CTX, "the time was already called in an earlier hand"))
    state = replace(state, can_stop=False)  # a hand after a possible stop: the dealer played on
    dealer = state.dealer
    deltas = [0, 0, 0, 0]
    deposits = list(state.deposits)
    for seat in hand.riichi:
        deltas[seat] -= rules.riichi_deposit
        deposits.append(seat)
    if rules.riichi_bust and any(state.scores[s] < rules.riichi_deposit for s in hand.riichi):
        return _riichi_bust(state, hand, number, deltas, deposits)
    penalties = [0, 0, 0, 0]
    prizes = [0, 0, 0, 0]
    wins: list[WinDetail] = []

    if hand.result in ("ron", "tsumo"):
        wins = _pay_wins(state, hand, deltas, prizes)
        first = wins[0].winner
        deltas[first] += rules.riichi_deposit * len(deposits)  # art. 32 ホ
        deposits = []
        keep_deal = any(w.winner == dealer for w in wins)
        # art. 15 ハ, 18 イ/ニ: a dealer win adds a counter, a non-dealer win clears them
        nxt = (state.round, state.honba + 1) if keep_deal else (state.round + 1, 0)
    elif hand.result == "draw" and hand.nagashi and rules.nagashi_as == "win":
        # 002 3-17-01-01 a (和り役とする): paid like a win, so the first in turn order from the dealer
        # takes the counters and the deposits, and the deal moves as after a win
        _draw(state, hand, deltas)
        paid = nagashi_paid(rules, hand.nagashi, dealer)
        deltas[paid[0]] += rules.riichi_deposit * len(deposits)
        deposits = []
        keep_deal = dealer in paid
        nxt = (state.round, state.honba + 1) if keep_deal else (state.round + 1, 0)
    elif hand.result == "draw":
        keep_deal = _draw(state, hand, deltas)
        # art. 18 イ: every draw adds a counter, whoever deals next
        nxt = (state.round if keep_deal else state.round + 1, state.honba + 1)
    elif hand.result == "abortive":
        _check_abortive(rules, hand)
        keep_deal = rules.abortive_deal == "dealer_keeps"
        nxt = (state.round, state.honba + 1) if keep_deal else (state.round + 1, state.honba)
    else:  # chombo: the same dealer deals again with the same counters (art. 52 チ)
        for offender in hand.players:
            penalties[offender] -= rules.chombo_penalty
            if rules.chombo_payment == "mangan":
                _pay_chombo_mangan(offender, dealer, deltas)
        if rules.chombo_returns_deposits:  # the void hand's deposits go back
            for seat in hand.riichi:
                deltas[seat] += rules.riichi_deposit
                deposits.remove(seat)

    scores = tuple(s + d for s, d in zip(state.scores, deltas, strict=True))
    new = replace(
        state,
        scores=scores,
        deposits=tuple(deposits),
        penalties=tuple(a + b for a, b in zip(state.penalties, penalties, strict=True)),
        prizes=tuple(a + b for a, b in zip(state.prizes, prizes, strict=True)),
    )
    if hand.result != "chombo":
        new = _advance(new, nxt, keep_deal, hand)
    elif rules.chombo_ends_game or _busted(rules, scores):  # no re-deal; a table payment can bust
        new = replace(new, finished=True)
    new = _count_down(new, hand)
    outcome = HandOutcome(number, state.round, state.honba, dealer, hand, tuple(deltas), scores,
                          new.left, tuple(wins), tuple(penalties), tuple(prizes))
    return new, outcome


def _count_down(state: GameState, hand: Hand) -> GameState:
    """The round's time limit: the hand marked ``time_up`` is the last (``after_hand``) or one more
    follows (``one_more``). A chombo is void and replayed, so it does not count, unless the rules say
    a chombo after the time is not re-dealt (``time_up_chombo_ends``: it counts as the hand played);
    an end by the game's own rules (busting, South 4 passed) comes first; the last hand ends the game
    even when the dealer wins or is tenpai (no repeat)."""
    left = state.hands_left
    if hand.time_up:
        left = 1 if state.rules.time_limit == "after_hand" else 2
    if left is None:
        return state
    if hand.result != "chombo" or state.rules.time_up_chombo_ends:
        left -= 1
    if left <= 0:
        return replace(state, hands_left=0, finished=True, can_stop=False)
    return replace(state, hands_left=left)


def _riichi_bust(state: GameState, hand: Hand, number: int, deltas: list[int],
                 deposits: list[int]) -> tuple[GameState, HandOutcome]:
    """004: 残り900点以下でのリーチは、その場で箱割れ扱いで終了: the hand stops at the riichi (its result
    is not played out), the deposits go on the table and the game ends as a bust."""
    scores = tuple(s + d for s, d in zip(state.scores, deltas, strict=True))
    new = replace(state, scores=scores, deposits=tuple(deposits), finished=True)
    outcome = HandOutcome(number, state.round, state.honba, state.dealer, hand, tuple(deltas), scores,
                          new.left, riichi_bust=True)
    return new, outcome


def _pay_wins(state: GameState, hand: Hand, deltas: list[int], prizes: list[int]) -> list[WinDetail]:
    rules = state.rules
    dealer = state.dealer
    if hand.result == "ron":
        loser = hand.loser
        assert loser is not None
        if len(hand.wins) == 3 and rules.three_ron_abort:  # 004: トリプルロンは流局, whatever the head bump
            raise HandError("wins", N_(CTX, "three rons abort the hand: record an abortive draw "
                                            "(sanchahou)"))
        if len(hand.wins) > 1 and rules.multiple_ron == "head_bump":
            raise HandError("wins", N_(CTX, "only one ron winner per discard under head bump "
                                            "(the discarder's next player has priority)"))
        # turn order after the discarder: the first winner takes the deposits (and counters)
        ordered = sorted(hand.wins, key=lambda w: (w.winner - loser) % 4)
    else:
        ordered = list(hand.wins)
    details = []
    for i, win in enumerate(ordered):
        prefix = f"wins[{hand.wins.index(win) + 1}]." if len(hand.wins) > 1 else ""
        try:
            value = hand_value(rules, han=win.han, fu=win.fu, yakuman=win.yakuman,
                               tsumo=hand.result == "tsumo")
            _check_pao(rules, win, value, hand.loser)
            _check_two_han(state, win)
        except HandError as e:
            raise HandError(prefix + e.field, e.reason.text, **e.reason.params) from None
        honba = state.honba if i == 0 or rules.multiple_ron_counters == "each" else 0
        is_dealer = win.winner == dealer
        pay = win_payment(rules, value, dealer=is_dealer, tsumo=hand.result == "tsumo",
                          honba=honba)
        _transfer(win, pay, hand.loser, dealer, deltas)
        if rules.yakuman_prize and value.limit == "yakuman":
            prize = rules.yakuman_prize * max(value.yakuman, 1)
            payers = [hand.loser] if hand.loser is not None else [s for s in range(4)
                                                                   if s != win.winner]
            for seat in payers:
                assert seat is not None
                prizes[seat] -= prize
                prizes[win.winner] += prize
        details.append(WinDetail(win.winner, value, pay, honba))
    return details


def _check_two_han(state: GameState, win: Win) -> None:
    """004: 親の連荘は、5連荘以降、2翻縛り(ドラは役に含めない)."""
    need = state.rules.two_han_from_renchan
    if not need or state.renchan < need or win.yakuman is not None or win.han is None:
        return
    if win.han - (win.dora or 0) < 2:
        raise HandError("han", N_(CTX, "from the dealer's {n}th deal in a row a win needs 2 han not "
                                       "counting dora (give the dora with \"dora\" when the han include "
                                       "them)"), n=need)


def _check_pao(rules: RuleSet, win: Win, value: HandValue, loser: int | None) -> None:
    if win.pao is None:
        return
    if not rules.pao_yaku:
        raise HandError("pao", N_(CTX, "these rules have no responsible-player payment (pao)"))
    if not value.yakuman:
        raise HandError("pao", N_(CTX, "a responsible player pays only for a yakuman"))
    if win.pao == win.winner:
        raise HandError("pao", N_(CTX, "the winner cannot be the responsible player"))


def _transfer(win: Win, pay: WinPayment, loser: int | None, dealer: int,
              deltas: list[int]) -> None:
    """Move one win's payment: ron from the discarder, tsumo from the three others; pao."""
    w = win.winner
    deltas[w] += pay.total
    if loser is not None:
        if win.pao is not None and win.pao != loser:
            # pao on ron: the responsible player and the discarder pay half each of the value;
            # the counters stay with the discarder
            half = pay.bare_total // 2
            deltas[win.pao] -= half
            deltas[loser] -= pay.total - half
        else:
            deltas[loser] -= pay.total
        return
    if win.pao is not None:  # pao on tsumo: the responsible player pays everything
        deltas[win.pao] -= pay.total
        return
    for seat in range(4):
        if seat == w:
            continue
        if pay.each_pays is not None:
            deltas[seat] -= pay.each_pays
        elif seat == dealer:
            deltas[seat] -= pay.dealer_pays or 0
        else:
            deltas[seat] -= pay.non_dealer_pays or 0


def _draw(state: GameState, hand: Hand, deltas: list[int]) -> bool:
    """Exhaustive draw (art. 16-17): tenpai payments, nagashi mangan. Returns: dealer keeps."""
    rules = state.rules
    noten_riichi = sorted(set(hand.riichi) - set(hand.tenpai))
    if noten_riichi:
        raise HandError("tenpai", N_(CTX, "{seat} declared riichi but is not tenpai: a noten riichi is "
                                          "a chombo; record the chombo instead"),
                        seat=seat_ref(noten_riichi[0]))
    if hand.nagashi and not rules.nagashi_mangan:
        raise HandError("nagashi", N_(CTX, "these rules have no nagashi mangan"))
    as_win = rules.nagashi_as == "win"
    for i, seat in enumerate(nagashi_paid(rules, hand.nagashi, state.dealer)):  # a mangan tsumo
        value = HandValue(None, None, 0, MANGAN_BASE, "mangan")
        # as a draw without counters; as a win the first takes them, as the first winner of a double ron
        honba = state.honba if as_win and i == 0 else 0
        pay = win_payment(rules, value, dealer=seat == state.dealer, tsumo=True, honba=honba)
        _transfer(Win(seat), pay, None, state.dealer, deltas)
    if not hand.nagashi or (rules.nagashi_noten_payments and not as_win):
        tenpai = len(hand.tenpai)
        if 0 < tenpai < 4:
            for seat in range(4):
                if seat in hand.tenpai:
                    deltas[seat] += rules.noten_total // tenpai
                else:
                    deltas[seat] -= rules.noten_total // (4 - tenpai)
    # art. 15 ハ: the dealer keeps the deal when tenpai; 004: 南場で、親のノーテンは流局しない
    return state.dealer in hand.tenpai or (rules.dealer_noten_keeps == "south" and 4 <= state.round < 8)


def nagashi_paid(rules: RuleSet, nagashi: Sequence[int], dealer: int) -> tuple[int, ...]:
    """The nagashi mangan that are paid: all, or (004: 2人以上いた場合、上家のみ成立) only the first in
    turn order counting from the dealer."""
    if rules.nagashi_priority == "first_from_dealer" and len(nagashi) > 1:
        return (min(nagashi, key=lambda s: (s - dealer) % 4),)
    return tuple(nagashi)


def _check_abortive(rules: RuleSet, hand: Hand) -> None:
    allowed = set(rules.abortive_draws) | ({"sanchahou"} if rules.three_ron_abort else set())
    if not allowed:
        raise HandError("result", N_(CTX, "these rules have no abortive draws"))
    if hand.kind is not None and hand.kind not in allowed:
        raise HandError("kind", N_(CTX, "{kind} is not an abortive draw under these rules"),
                        kind=abortive_ref(hand.kind))
    if hand.kind == "suucha" and len(hand.riichi) != 4:
        raise HandError("riichi", N_(CTX, "four riichi (suucha) needs all four seats in riichi"))


def _pay_chombo_mangan(offender: int, dealer: int, deltas: list[int]) -> None:
    """A mangan paid the other way round: to the dealer 4,000, to the others 2,000 each."""
    for seat in range(4):
        if seat == offender:
            continue
        amount = 2 * MANGAN_BASE if offender == dealer or seat == dealer else MANGAN_BASE
        deltas[seat] += amount
        deltas[offender] -= amount


def _busted(rules: RuleSet, scores: Sequence[int]) -> bool:
    if rules.busting == "below_zero":
        return min(scores) < 0
    if rules.busting == "zero_or_below":
        return min(scores) <= 0
    return False


def _advance(state: GameState, position: tuple[int, int], keep_deal: bool,
             hand: Hand) -> GameState:
    """Move to the next hand at ``position`` (round, counters) unless the game has ended."""
    rules = state.rules
    dealer = state.dealer
    next_round = position[0]
    nxt = replace(state, round=next_round, honba=position[1], renchan=state.renchan + 1 if keep_deal else 0)
    if _busted(rules, state.scores):
        return replace(nxt, finished=True)
    last = rules.last_round
    if state.round < last:
        return nxt
    scores = state.scores
    # 和了止め / 聴牌止め: the last dealer, first after the hand, may stop the game
    if keep_deal and ranks_of(rules, scores)[dealer] == 1 and scores[dealer] >= rules.yame_min_score:
        won = hand.result in ("ron", "tsumo")
        if (won and rules.agari_yame) or (hand.result == "draw" and rules.tenpai_yame):
            if rules.yame_by == "dealer":  # the dealer may stop: a record ending here stopped
                return replace(nxt, can_stop=True)
            return replace(nxt, finished=True)
    goal = rules.west_extension
    if goal and state.round > last and max(scores) >= goal:
        return replace(nxt, finished=True)  # the extension ends once someone reaches the goal
    if next_round > last:
        in_reach = next_round <= last + rules.extension_rounds
        if not goal or max(scores) >= goal or not in_reach:
            return replace(nxt, finished=True)
    return nxt


@dataclass(frozen=True)
class Replay:
    rules: RuleSet
    players: tuple[str, ...]
    outcomes: tuple[HandOutcome, ...]
    state: GameState

    def settlement(self) -> Settlement:
        return self.state.settlement()


def play(rules: RuleSet, hands: Iterable[Hand]) -> tuple[GameState, list[HandOutcome]]:
    """Apply ``hands`` from the start; errors name the hand (counting from 1)."""
    state = new_game(rules)
    outcomes = []
    for number, hand in enumerate(hands, start=1):
        try:
            state, outcome = apply_hand(state, hand, number)
        except HandError as e:
            raise RecordError(number, e.field, e.reason) from None
        outcomes.append(outcome)
    return state, outcomes


def replay(record: GameRecord) -> Replay:
    """Replay a parsed game record."""
    state, outcomes = play(record.rules, record.hands)
    return Replay(record.rules, record.players, tuple(outcomes), state)

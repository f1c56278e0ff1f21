"""The value of one win: han and fu to base points, limits, and who pays what (001 art. 42-45)."""

from __future__ import annotations

from dataclasses import dataclass

from tournament_app.rules.errors import CTX, HandError
from tournament_app.rules.ruleset import RuleSet
from tournament_app.words.messages import N_

LEGAL_FU = (20, 25, *range(30, 111, 10))
MAX_HAN = 99
MANGAN_BASE = 2000
YAKUMAN_BASE = 8000

# (lowest modern han, base points, limit name), highest first; seed 001 art. 45 in modern han.
_HAN_LIMITS = ((11, 6000, "sanbaiman"), (8, 4000, "baiman"), (6, 3000, "haneman"),
               (5, MANGAN_BASE, "mangan"))


@dataclass(frozen=True)
class HandValue:
    """A validated win value: ``base`` points (art. 44) and the limit reached, if any."""

    han: int | None
    fu: int | None
    yakuman: int  # yakuman multiple; 0 when the hand is valued by han and fu
    base: int
    limit: str | None


@dataclass(frozen=True)
class WinPayment:
    """What one win costs each payer, counters included (``counters`` is their part)."""

    total: int
    ron: int | None = None  # the discarder's payment
    dealer_pays: int | None = None  # non-dealer tsumo: the dealer's share
    non_dealer_pays: int | None = None  # non-dealer tsumo: each non-dealer's share
    each_pays: int | None = None  # dealer tsumo
    counters: int = 0  # counter points included in ``total``
    bare_total: int = 0  # the same win without counters


def ceil100(points: int) -> int:
    """Round a payment up to the next 100 (art. 44: 10の位の端数は100の位に切り上げる)."""
    return -(-points // 100) * 100


def hand_value(rules: RuleSet, *, han: int | None = None, fu: int | None = None,
               yakuman: int | None = None, tsumo: bool = False) -> HandValue:
    """Check a claimed value against the rules and return its base points.

    Raises :class:`HandError` naming the field (``han``, ``fu`` or ``yakuman``) and the reason.
    """
    if yakuman is not None:
        if han is not None or fu is not None:
            raise HandError("yakuman", N_(CTX, "give either yakuman or han and fu, not both"))
        if type(yakuman) is not int or yakuman < 1:
            raise HandError("yakuman", N_(CTX, "must be a whole number of at least 1"))
        if yakuman > rules.max_yakuman:
            raise HandError("yakuman", N_(CTX, "at most {limit} times yakuman under these rules"),
                            limit=rules.max_yakuman)
        return HandValue(None, None, yakuman, YAKUMAN_BASE * yakuman, "yakuman")
    if han is None:
        raise HandError("han", N_(CTX, "missing: give han (and fu below 5 han) or yakuman"))
    if type(han) is not int or not 1 <= han <= MAX_HAN:
        raise HandError("han", N_(CTX, "must be a whole number from 1 to {high}"), high=MAX_HAN)
    if fu is None and han < 5:
        raise HandError("fu", N_(CTX, "missing: below 5 han the fu are needed"))
    if fu is not None:
        _check_fu(han, fu, tsumo)
    if rules.counted_yakuman and han >= rules.counted_yakuman:
        return HandValue(han, fu, 0, YAKUMAN_BASE, "yakuman")
    for low, base, limit in _HAN_LIMITS:
        if han >= low:
            return HandValue(han, fu, 0, base, limit)
    assert fu is not None
    base = fu * 2 ** (han + 2)
    if base >= MANGAN_BASE or _kiriage(rules, han, fu):
        return HandValue(han, fu, 0, MANGAN_BASE, "mangan")
    return HandValue(han, fu, 0, base, None)


def _check_fu(han: int, fu: int, tsumo: bool) -> None:
    """RULES.md §2: legal fu and the han they need."""
    if type(fu) is not int or fu not in LEGAL_FU:
        raise HandError("fu", N_(CTX, "{fu} is not a possible fu (20, 25, 30, 40 … 110)"), fu=fu)
    if fu == 20 and not tsumo:
        raise HandError("fu", N_(CTX, "20 fu never wins by ron"))
    if fu == 25 and han < 2:
        raise HandError("fu", N_(CTX, "25 fu needs at least 2 han"))
    if fu == 25 and tsumo and han < 3:  # chiitoitsu (2 han) won by tsumo also has 門前清自摸和
        raise HandError("fu", N_(CTX, "25 fu by tsumo needs at least 3 han (chiitoitsu and "
                                      "menzen tsumo)"))
    if han == 1 and fu < 30:
        raise HandError("fu", N_(CTX, "1 han needs at least 30 fu"))


def _kiriage(rules: RuleSet, han: int, fu: int) -> bool:
    if rules.kiriage == "none":
        return False
    if han == 4 and fu == 30:
        return True
    return rules.kiriage == "4-30+3-60" and han == 3 and fu == 60


def win_payment(rules: RuleSet, value: HandValue, *, dealer: bool, tsumo: bool,
                honba: int = 0) -> WinPayment:
    """The payment of one win with ``honba`` counters (art. 44, art. 18 ハ)."""
    b = value.base
    if not tsumo:
        bare = ceil100(b * (6 if dealer else 4))
        counters = honba * rules.counter_value
        return WinPayment(bare + counters, ron=bare + counters, counters=counters, bare_total=bare)
    per_payer = honba * rules.counter_value // 3
    if dealer:
        each = ceil100(2 * b)
        return WinPayment(3 * (each + per_payer), each_pays=each + per_payer,
                          counters=3 * per_payer, bare_total=3 * each)
    from_dealer, from_other = ceil100(2 * b), ceil100(b)
    return WinPayment(from_dealer + 2 * from_other + 3 * per_payer,
                      dealer_pays=from_dealer + per_payer, non_dealer_pays=from_other + per_payer,
                      counters=3 * per_payer, bare_total=from_dealer + 2 * from_other)

"""From the points a winner announces (``7700``, ``2000・3900``, ``4000オール``) back to a value.

Referees hear points, not han and fu; the desk lets them type what they heard. Several han/fu
pairs can pay the same (2 han 30 fu and 1 han 60 fu both pay 2,000): the payment is what counts,
and the most usual pair is kept.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass

from tournament_app.rules.errors import CTX, HandError
from tournament_app.rules.ruleset import RuleSet
from tournament_app.rules.values import LEGAL_FU, WinPayment, hand_value, win_payment
from tournament_app.words.messages import N_, Message

# The lowest han of each limit, used when an announcement is a limit payment.
_LIMIT_HAN = {"mangan": 5, "haneman": 6, "baiman": 8, "sanbaiman": 11}


@dataclass(frozen=True)
class Announced:
    """A value that pays what was announced: han and fu, or a yakuman multiple."""

    han: int | None
    fu: int | None
    yakuman: int | None = None

    def as_record(self) -> dict[str, int]:
        if self.yakuman:
            return {"yakuman": self.yakuman}
        out = {"han": self.han or 0}
        if self.fu is not None:
            out["fu"] = self.fu
        return out


def _key(pay: WinPayment) -> tuple[int, ...]:
    if pay.ron is not None:
        return (pay.ron,)
    if pay.each_pays is not None:
        return (pay.each_pays,)
    return (pay.non_dealer_pays or 0, pay.dealer_pays or 0)


def _candidates(rules: RuleSet, dealer: bool, tsumo: bool) -> dict[tuple[int, ...], Announced]:
    """Every payment (without counters) that exists, with the most usual value giving it."""
    table: dict[tuple[int, ...], Announced] = {}
    ordered: list[Announced] = []
    # the usual fu first (30, 40, 20, 25, then the rarer high fu), fewer han first
    for fu in sorted(LEGAL_FU, key=lambda f: ((30, 40, 20, 25).index(f) if f in (30, 40, 20, 25) else f)):
        ordered += [Announced(han, fu) for han in range(1, 5)]
    ordered += [Announced(h, None) for h in sorted(set(_LIMIT_HAN.values()))]
    ordered += [Announced(None, None, y) for y in range(1, rules.max_yakuman + 1)]
    for value in ordered:
        try:
            hv = hand_value(rules, han=value.han, fu=value.fu, yakuman=value.yakuman, tsumo=tsumo)
        except HandError:
            continue
        if hv.limit in _LIMIT_HAN and value.fu is not None:
            value = Announced(_LIMIT_HAN[hv.limit], None)  # a limit is entered as its han
        if hv.limit == "yakuman" and not value.yakuman:
            continue  # counted yakuman is entered as yakuman 1
        table.setdefault(_key(win_payment(rules, hv, dealer=dealer, tsumo=tsumo)), value)
    return table


def _normalised(text: str) -> str:
    text = unicodedata.normalize("NFKC", text).lower()
    text = re.sub(r"(?<=\d),(?=\d{3})", "", text)  # thousands separators
    # "all" however it was typed: オール, おーる (the input method not yet converted), a dash for ー,
    # "all" without a space before it
    return _ALL.sub(" all", text).replace("点", "")


_ALL = re.compile(r"\s*(?:オ[ー-]?ル|お[ー-]?る|all)")


def _numbers(text: str) -> list[int]:
    return [int(n) for n in re.findall(r"\d+", text)]


# 「1300・2600は1400・2700」: what is said after は (or an arrow) is the payment with the counters
_COUNTERS_SAID = re.compile(r"は|→|->|=>")

_KINDS = {
    (False, False): N_(CTX, "non-dealer ron"),
    (True, False): N_(CTX, "dealer ron"),
    (False, True): N_(CTX, "non-dealer tsumo"),
    (True, True): N_(CTX, "dealer tsumo"),
}


def parse_announced(text: str, rules: RuleSet, *, dealer: bool, tsumo: bool,
                    honba: int = 0) -> Announced:
    """The value behind an announcement; raises :class:`HandError` (field ``points``) naming why not,
    and the likely slip when the figures belong to another winner or kind of win (a dealer's split,
    a non-dealer's オール, a ron value for a tsumo).

    Accepts the bare announcement or the one with counters (``1300・2600は1400・2700`` reads the
    part after は, as does ``1400・2700`` at one counter).
    """
    said = _COUNTERS_SAID.split(_normalised(text))[-1]
    numbers = _numbers(said)
    need = 2 if tsumo and not dealer else 1
    if need == 2 and len(numbers) == 4:  # both said without は: the last pair is the one with counters
        numbers = numbers[need:]
    key = tuple(numbers)

    def pays(other_dealer: bool, other_tsumo: bool) -> bool:
        table = _candidates(rules, other_dealer, other_tsumo)
        return _lookup(table, key, rules, honba, other_tsumo) is not None

    _check_shape(numbers, need, " all" in said, dealer=dealer, tsumo=tsumo, pays=pays)
    table = _candidates(rules, dealer, tsumo)
    found = _lookup(table, key, rules, honba, tsumo)
    if found is not None:
        return found
    shown = "・".join(str(n) for n in key)
    for other_dealer, other_tsumo in ((not dealer, tsumo), (dealer, not tsumo), (not dealer, not tsumo)):
        if (2 if other_tsumo and not other_dealer else 1) != need:
            continue
        if pays(other_dealer, other_tsumo):
            raise HandError("points", _SLIPS[(dealer, tsumo, other_dealer, other_tsumo)], points=shown)
    raise HandError("points", N_(CTX, "{points} is not a possible {what}"), points=shown,
                    what=Message(CTX, _KINDS[(dealer, tsumo)]))


def _lookup(table: dict[tuple[int, ...], Announced], key: tuple[int, ...], rules: RuleSet, honba: int,
            tsumo: bool) -> Announced | None:
    if key in table:
        return table[key]
    if honba:
        per = honba * rules.counter_value // (3 if tsumo else 1)
        return table.get(tuple(n - per for n in key))
    return None


def _check_shape(numbers: list[int], need: int, all_said: bool, *, dealer: bool, tsumo: bool,
                 pays: Callable[[bool, bool], bool]) -> None:
    """One figure for a ron and a dealer's tsumo (オール), two for a non-dealer's tsumo: the wrong count
    means the wrong winner or the wrong kind of win, never a value to guess. What the figures are is
    said only when they are that (``pays(dealer, tsumo)``): ``8000 8300`` is no non-dealer's tsumo."""
    shown = "・".join(str(n) for n in numbers)
    if not tsumo and (len(numbers) == 2 or all_said):
        if all_said and len(numbers) == 1 and pays(True, True):
            what = N_(CTX, "this is a ron: give one figure, e.g. 7700 ({points}オール is a dealer's tsumo)")
        elif len(numbers) == 2 and pays(False, True):
            what = N_(CTX, "this is a ron: give one figure, e.g. 7700 ({points} is a non-dealer's tsumo)")
        else:
            what = N_(CTX, "this is a ron: give one figure, e.g. 7700")
        raise HandError("points", what, points=shown)
    if tsumo and dealer and len(numbers) == 2:
        what = (N_(CTX, "the winner is the dealer: give one figure, e.g. 2600オール ({points} is what a "
                        "non-dealer's tsumo is paid)") if pays(False, True)
                else N_(CTX, "the winner is the dealer: give one figure, e.g. 2600オール"))
        raise HandError("points", what, points=shown)
    if tsumo and not dealer and (len(numbers) == 1 or all_said):
        if all_said:
            what = (N_(CTX, "the winner is not the dealer: give both figures, e.g. 1300・2600 "
                            "({points}オール is a dealer's tsumo)") if len(numbers) == 1 and pays(True, True)
                    else N_(CTX, "the winner is not the dealer: give both figures, e.g. 1300・2600"))
            raise HandError("points", what, points=shown)
        raise HandError("points", N_(CTX, "a non-dealer's tsumo is two figures, the non-dealers' and the "
                                          "dealer's payment: e.g. 1300・2600"))
    if len(numbers) != need:
        raise HandError("points", N_(CTX, "give the announced points, e.g. {example}"),
                        example="1300・2600" if need == 2 else ("2600オール" if tsumo else "7700"))


# (dealer, tsumo) typed → (dealer, tsumo) the figures belong to: what the referee most likely mixed up
_SLIPS = {
    (False, False, True, False): N_(CTX, "{points} is a dealer's ron, but the winner is not the dealer"),
    (True, False, False, False): N_(CTX, "{points} is a non-dealer's ron, but the winner is the dealer"),
    (True, True, False, False): N_(CTX, "{points} is a ron, not a dealer's tsumo (オール): is this a ron?"),
    (True, True, True, False): N_(CTX, "{points} is a dealer's ron, not a tsumo: is this a ron?"),
    (False, False, True, True): N_(CTX, "{points} is a dealer's tsumo (オール), not a ron: is this a tsumo?"),
    (True, False, True, True): N_(CTX, "{points} is a dealer's tsumo (オール), not a ron: is this a tsumo?"),
}

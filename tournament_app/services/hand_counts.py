"""The hand figures of player statistics counted straight from the stored hands (issue 40).

A stored game is always one the rules engine replayed without a problem (``services.games``), and
its ``Hand`` rows keep the dealer and the scores with each record; so the figures need no replay. What
a hand adds to each seat depends only on its rule set, its dealer and its record: it is worked out once
per distinct (rules, dealer, record) and added to the seats' players as often as it occurs. A win's value
(its payment without counters and deposits) comes from the rules engine's own ``hand_value`` and
``win_payment``, once per distinct (rules, han, fu, yakuman, tsumo, dealer)."""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from tournament_app.rules.presets import resolve
from tournament_app.rules.ruleset import RuleSet
from tournament_app.rules.values import hand_value, win_payment
from tournament_app.storage.models import Hand

# the counts one hand adds to, each a slot's offset in a player's block of the running sums
FIELDS = ("hands", "wins", "tsumo_wins", "deal_ins", "riichi", "chombo", "win_points", "deal_in_points",
          "draws", "draw_tenpai", "yakuman")
(_HANDS, _WINS, _TSUMO, _DEAL_INS, _RIICHI, _CHOMBO, _WIN_POINTS, _DEAL_IN_POINTS, _DRAWS, _TENPAI,
 _YAKUMAN) = range(len(FIELDS))
_N = len(FIELDS)

Increments = tuple[tuple[int, int, int], ...]  # (seat, field, amount)
Effect = tuple[Increments, tuple[tuple[int, int], ...]]  # the increments and each win's (seat, value)


@dataclass(frozen=True)
class HandFigures:
    """One player's hand figures: ``counts`` by name (every one of FIELDS) and the largest win."""

    counts: dict[str, int]
    largest: int | None


@lru_cache(maxsize=64)
def rules_of(text: str) -> RuleSet:
    """A stored rule set, resolved once per distinct text (RuleSet is frozen)."""
    return resolve(json.loads(text))


@lru_cache(maxsize=4096)
def win_value(text: str, han: int | None, fu: int | None, yakuman: int | None, tsumo: bool,
              dealer: bool) -> tuple[int, bool]:
    """A win's bare value (no counters, no deposits) and whether it is a yakuman win, as the replay
    pays it, under the rules stored as ``text`` (a cheaper key than the rule set)."""
    rules = rules_of(text)
    value = hand_value(rules, han=han, fu=fu, yakuman=yakuman, tsumo=tsumo)
    return win_payment(rules, value, dealer=dealer, tsumo=tsumo).bare_total, value.yakuman > 0


def _effect(text: str, dealer: int, record: dict[str, Any], *, bust: bool) -> Effect:
    """What one hand adds to each seat (its hand count aside); ``bust``: the hand stopped at a riichi
    without the points (rule ``riichi_bust``), so its result was never played out and it has no wins."""
    result = record["result"]
    incs = [(seat, _RIICHI, 1) for seat in set(record.get("riichi") or ())]
    if result == "chombo":
        incs += [(seat, _CHOMBO, 1) for seat in set(record["players"] if "players" in record
                                                        else [record["player"]])]
    elif result == "draw":
        incs += [(seat, _DRAWS, 1) for seat in range(4)]
        incs += [(seat, _TENPAI, 1) for seat in set(record["tenpai"])]
    tops = []
    if result in ("ron", "tsumo") and not bust:
        tsumo = result == "tsumo"
        loser = record.get("loser") if not tsumo else None
        for win in record.get("wins", [record]):
            winner = win["winner"]
            value, yakuman = win_value(text, win.get("han"), win.get("fu"), win.get("yakuman"), tsumo,
                                       winner == dealer)
            incs += [(winner, _WINS, 1), (winner, _TSUMO, int(tsumo)), (winner, _WIN_POINTS, value),
                     (winner, _YAKUMAN, int(yakuman))]
            if loser is not None:
                incs += [(loser, _DEAL_INS, 1), (loser, _DEAL_IN_POINTS, value)]
            tops.append((winner, value))
    return tuple(i for i in incs if i[2]), tuple(tops)


class HandCounter:
    """Counts hand figures; one counter for one set of figures, so that a record met in several
    events is worked out once."""

    def __init__(self) -> None:
        self._effects: dict[str, dict[tuple[Any, ...], Effect]] = {}  # by rules text
        self._records: dict[str, dict[str, Any]] = {}

    def count(self, games: dict[int, tuple[str, tuple[int, int, int, int]]],
              pids: Iterable[int]) -> dict[int, HandFigures]:
        """The hand figures of each of ``pids`` over ``games`` (game id -> its rules text and the
        player of each seat), read from their stored hands; call it inside a transaction."""
        wanted = list(pids)
        slot = {pid: i * _N for i, pid in enumerate(wanted)}
        trash = len(wanted) * _N  # the block of every player not asked about
        sums = [0] * (trash + _N)
        top: list[int | None] = [None] * (len(wanted) + 1)
        rules = {text: rules_of(text) for text, _ids in games.values()}
        # each game: the memo of its rules' hands, its seats' blocks, its rules when a riichi can bust
        seats = {gid: (self._effects.setdefault(text, {}), tuple(slot.get(pid, trash) for pid in ids),
                       rules[text] if rules[text].riichi_bust else None, text)
                 for gid, (text, ids) in games.items()}
        hands = dict.fromkeys(games, 0)
        columns = [Hand.game, Hand.dealer, Hand.data]
        if any(r.riichi_bust for r in rules.values()):  # it needs the scores before the hand
            columns += [Hand.d0, Hand.d1, Hand.d2, Hand.d3,
                        Hand.after0, Hand.after1, Hand.after2, Hand.after3]
        for ids in _chunks(list(games), 500):  # SQLite's bound parameters are limited
            # the database's own rows: integers and text need none of the model's conversions
            for row in Hand._meta.database.execute(Hand.select(*columns).where(Hand.game.in_(ids))):
                gid, dealer, data = row[0], row[1], row[2]
                memo, offsets, bust_rules, text = seats[gid]
                hands[gid] += 1
                bust = bust_rules is not None and self._busts(bust_rules, row, data)
                key = (dealer, data, True) if bust else (dealer, data)
                effect = memo.get(key)
                if effect is None:
                    effect = memo[key] = _effect(text, dealer, self._record(data), bust=bust)
                incs, tops = effect
                for seat, f, amount in incs:
                    sums[offsets[seat] + f] += amount
                for seat, value in tops:
                    i = offsets[seat] // _N
                    held = top[i]
                    if held is None or value > held:
                        top[i] = value
        for gid, n in hands.items():
            for at in seats[gid][1]:
                sums[at + _HANDS] += n
        return {pid: HandFigures(dict(zip(FIELDS, sums[at:at + _N], strict=True)), top[at // _N])
                for pid, at in slot.items()}

    def _busts(self, rules: RuleSet, row: tuple[Any, ...], data: str) -> bool:
        """A riichi by a seat holding less than the deposit before the hand (the replay's riichi bust)."""
        riichi = self._record(data).get("riichi") or ()
        return any(row[7 + seat] - row[3 + seat] < rules.riichi_deposit for seat in riichi)

    def _record(self, data: str) -> dict[str, Any]:
        record = self._records.get(data)
        if record is None:
            record = self._records[data] = json.loads(data)
        return record


def _chunks(items: list[int], size: int) -> Iterable[list[int]]:
    for start in range(0, len(items), size):
        yield items[start:start + size]

"""What the referee has entered so far at the desk, and the hand record it makes (no Qt here).

Kept apart from the widgets so the desk's rules of entry can be tested without a window.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from typing import Any

from tournament_app.rules.announce import parse_announced
from tournament_app.rules.errors import CTX, HandError
from tournament_app.rules.ruleset import RuleSet
from tournament_app.words.messages import N_, Message

RESULTS = ("ron", "tsumo", "draw", "abortive", "chombo")
# Letters a referee may type for a limit: m(angan), h(aneman), b(aiman), s(anbaiman), y(akuman).
LIMIT_KEYS = {"m": 5, "満": 5, "h": 6, "跳": 6, "b": 8, "倍": 8, "s": 11, "三": 11}


def parse_value(text: str, rules: RuleSet, *, dealer: bool, tsumo: bool, honba: int,
                notes: list[Message] | None = None) -> dict[str, int]:
    """The value a referee typed: ``3 30`` (han fu), ``5`` (han), ``m``/``h``/``b``/``s`` (limits),
    ``y``/``yy`` (yakuman multiples), or the announced points (``7700``, ``1300・2600``).

    A yakuman multiple above what the rules count (``yy`` where there is no double yakuman) is taken
    as the highest they count, and ``notes`` says so: the preview shows it before anything is stored."""
    raw = unicodedata.normalize("NFKC", text).strip().lower()
    if not raw:
        raise HandError("value", N_(CTX, "enter the value: han and fu (3 30), a limit (m, h, b, s, "
                                         "y) or the announced points (7700)"))
    if raw in LIMIT_KEYS:
        return {"han": LIMIT_KEYS[raw]}
    multiple = None
    if re.fullmatch(r"(y|役満?)+", raw):
        multiple = len(re.findall(r"y|役", raw))
    elif m := re.fullmatch(r"y\s*[x×*]?\s*(\d)", raw):
        multiple = int(m.group(1))
    if multiple is not None:
        if 1 <= rules.max_yakuman < multiple:
            if notes is not None:
                notes.append(Message(CTX, N_(CTX, "taken as {most}× yakuman: these rules count no more "
                                                  "(typed {typed}×)"), {"most": rules.max_yakuman,
                                                                        "typed": multiple}))
            return {"yakuman": rules.max_yakuman}
        return {"yakuman": multiple}
    digits = re.findall(r"\d+", raw.replace(",", ""))
    if any(len(n) > 6 for n in digits):  # no value has more digits; int() of thousands would be refused
        raise HandError("value", N_(CTX, "cannot read {text} as a value"), text=text)
    numbers = [int(n) for n in digits]
    if numbers and max(numbers) >= 100 and not (len(numbers) == 2 and numbers[0] < 20
                                                 and numbers[1] <= 110):
        return parse_announced(raw, rules, dealer=dealer, tsumo=tsumo, honba=honba).as_record()
    if len(numbers) == 1:
        return {"han": numbers[0]}
    if len(numbers) == 2:
        return {"han": numbers[0], "fu": numbers[1]}
    raise HandError("value", N_(CTX, "cannot read {text} as a value"), text=text)


@dataclass
class Entry:
    """The hand being entered. Seats are 0-3; ``values`` holds the typed value of each winner."""

    result: str = "ron"
    winners: list[int] = field(default_factory=list)
    loser: int | None = None
    values: dict[int, str] = field(default_factory=dict)
    pao: dict[int, int] = field(default_factory=dict)
    riichi: set[int] = field(default_factory=set)
    tenpai: set[int] = field(default_factory=set)
    nagashi: set[int] = field(default_factory=set)
    offenders: set[int] = field(default_factory=set)
    kind: str | None = None

    def press_seat(self, seat: int) -> None:
        """A seat key (1-4): winner then discarder for a ron, else toggles tenpai / offenders."""
        if self.result == "draw":
            self.tenpai ^= {seat}
        elif self.result == "chombo":
            self.offenders ^= {seat}
        elif self.result == "tsumo":
            self.winners = [seat]
        elif self.result == "ron":
            if not self.winners:
                self.winners = [seat]
            elif self.loser is None and seat == self.winners[0] and len(self.winners) == 1:
                self.winners = []
            elif self.loser is None and seat not in self.winners:
                self.loser = seat
            else:  # both chosen: a new press starts the choice again
                self.winners, self.loser = [seat], None
                self.values.clear()

    def add_winner(self, seat: int) -> None:
        """Another ron winner off the same discard (where the rules allow several)."""
        if self.result == "ron" and seat not in self.winners and seat != self.loser:
            self.winners.append(seat)

    @property
    def needs_value(self) -> bool:
        return self.result in ("ron", "tsumo") and bool(self.winners) and (
            self.result == "tsumo" or self.loser is not None)

    def record(self, rules: RuleSet, *, dealer: int, honba: int,
               notes: list[Message] | None = None) -> dict[str, Any]:
        """The hand in game-record form; raises HandError naming what is missing or wrong. ``notes``
        collects what the referee should see about how a value was read (a capped yakuman)."""
        hand: dict[str, Any] = {"result": self.result}
        if self.result in ("ron", "tsumo"):
            if not self.winners:
                raise HandError("winner", N_(CTX, "choose the winner (keys 1-4)"))
            if self.result == "ron" and self.loser is None:
                raise HandError("loser", N_(CTX, "choose the discarder (keys 1-4)"))
            wins = []
            for w in self.winners:
                value = parse_value(self.values.get(w, ""), rules, dealer=w == dealer,
                                    tsumo=self.result == "tsumo", honba=honba, notes=notes)
                win = {"winner": w, **value}
                if w in self.pao:
                    win["pao"] = self.pao[w]
                wins.append(win)
            if len(wins) == 1:
                hand.update(wins[0])
            else:
                hand["wins"] = wins
            if self.result == "ron":
                hand["loser"] = self.loser
        elif self.result == "draw":
            hand["tenpai"] = sorted(self.tenpai)
            if self.nagashi:
                hand["nagashi"] = sorted(self.nagashi)
        elif self.result == "abortive":
            if self.kind:
                hand["kind"] = self.kind
        else:
            if not self.offenders:
                raise HandError("player", N_(CTX, "choose who made the chombo (keys 1-4)"))
            offenders = sorted(self.offenders)
            if len(offenders) == 1:
                hand["player"] = offenders[0]
            else:
                hand["players"] = offenders
        hand["riichi"] = sorted(self.riichi)
        return hand

    @classmethod
    def from_record(cls, hand: dict[str, Any]) -> Entry:
        """Load a stored hand back into the entry panel (to edit it)."""
        entry = cls(result=hand["result"], riichi=set(hand.get("riichi", [])))
        wins = hand.get("wins") or ([hand] if "winner" in hand else [])
        for w in wins:
            entry.winners.append(w["winner"])
            if "yakuman" in w:
                entry.values[w["winner"]] = "y" * w["yakuman"]
            elif "fu" in w:
                entry.values[w["winner"]] = f"{w['han']} {w['fu']}"
            elif "han" in w:
                entry.values[w["winner"]] = str(w["han"])
            if "pao" in w:
                entry.pao[w["winner"]] = w["pao"]
        entry.loser = hand.get("loser")
        entry.tenpai = set(hand.get("tenpai", []))
        entry.nagashi = set(hand.get("nagashi", []))
        entry.kind = hand.get("kind")
        if "player" in hand:
            entry.offenders = {hand["player"]}
        entry.offenders |= set(hand.get("players", []))
        return entry

"""Game records (CONTRACT.md): parsing the JSON form into typed hands, and back.

A record comes from outside: its numbers are bounded (``VALUE_LIMITS``) before any rule computes with
them, and its player names follow the one text rule (:mod:`tournament_app.checks.names`)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from tournament_app.checks.names import CTX as NAMES_CTX
from tournament_app.checks.names import LIMITS, text_problem
from tournament_app.rules.errors import CTX, HandError, RecordError
from tournament_app.rules.presets import resolve
from tournament_app.rules.ruleset import RuleSet
from tournament_app.words.messages import N_, Message, UserError

RESULTS = ("ron", "tsumo", "draw", "abortive", "chombo")
ABORTIVE_RECORD_KINDS = ("kyuushu", "suufon", "suukan", "suucha", "sanchahou")
_VALUE_KEYS = ("han", "fu", "yakuman", "pao", "dora")
# The largest value a record may give, far above any real hand (a rule set refuses an impossible one with
# its own reason); above it a number is refused before anything computes with it.
VALUE_LIMITS = {"han": 1000, "fu": 1000, "yakuman": 100, "dora": 1000}
_ALLOWED_KEYS = {
    "ron": {"winner", "loser", "wins", *_VALUE_KEYS},
    "tsumo": {"winner", *_VALUE_KEYS},
    "draw": {"tenpai", "nagashi"},
    "abortive": {"kind"},
    "chombo": {"player", "players"},
}


@dataclass(frozen=True)
class Win:
    winner: int
    han: int | None = None
    fu: int | None = None
    yakuman: int | None = None
    pao: int | None = None
    dora: int | None = None  # the han of ``han`` that are dora (ドラ), where a rule must tell them apart

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"winner": self.winner}
        for key in _VALUE_KEYS:
            if getattr(self, key) is not None:
                out[key] = getattr(self, key)
        return out


@dataclass(frozen=True)
class Hand:
    """One hand's result as the referee records it."""

    result: str
    riichi: tuple[int, ...] = ()
    wins: tuple[Win, ...] = ()  # ron: one or more; tsumo: exactly one
    loser: int | None = None
    tenpai: tuple[int, ...] = ()
    nagashi: tuple[int, ...] = ()
    kind: str | None = None
    players: tuple[int, ...] = ()  # chombo offenders
    time_up: bool = False  # the round's time ran out during this hand (rule option time_limit)

    def to_json(self) -> dict[str, Any]:
        """The CONTRACT.md form (a single win flattened into the hand)."""
        out: dict[str, Any] = {"result": self.result}
        if self.result == "ron" and len(self.wins) > 1:
            out["loser"] = self.loser
            out["wins"] = [w.to_json() for w in self.wins]
        elif self.result in ("ron", "tsumo"):
            out.update(self.wins[0].to_json())
            if self.result == "ron":
                out["loser"] = self.loser
        elif self.result == "draw":
            out["tenpai"] = list(self.tenpai)
            if self.nagashi:
                out["nagashi"] = list(self.nagashi)
        elif self.result == "abortive" and self.kind:
            out["kind"] = self.kind
        elif self.result == "chombo":
            if len(self.players) == 1:
                out["player"] = self.players[0]
            else:
                out["players"] = list(self.players)
        out["riichi"] = list(self.riichi)
        if self.time_up:
            out["time_up"] = True
        return out


@dataclass(frozen=True)
class GameRecord:
    rules: RuleSet
    players: tuple[str, str, str, str]
    hands: tuple[Hand, ...]


def _seat(value: Any, field: str) -> int:
    if type(value) is not int or not 0 <= value <= 3:
        raise HandError(field, N_(CTX, "seat {value} is not a seat: the record numbers them 0 to 3 "
                                          "(0 = the first dealer)"), value=value)
    return value


def _seats(value: Any, field: str) -> tuple[int, ...]:
    if value is None:
        return ()
    if not isinstance(value, list):
        raise HandError(field, N_(CTX, "must be a list of seats"))
    seats = tuple(_seat(v, field) for v in value)
    if len(set(seats)) != len(seats):
        raise HandError(field, N_(CTX, "a seat is listed twice"))
    return tuple(sorted(seats))


def _optional_int(data: dict[str, Any], key: str) -> int | None:
    value = data.get(key)
    if value is not None and type(value) is not int:
        raise HandError(key, N_(CTX, "must be a whole number"))
    if value is not None and not 0 <= value <= VALUE_LIMITS[key]:
        raise HandError(key, N_(CTX, "must be a whole number from 0 to {high}"), high=VALUE_LIMITS[key])
    return value


def _win(data: dict[str, Any], prefix: str = "") -> Win:
    if not isinstance(data, dict):
        raise HandError(prefix.rstrip("."), N_(CTX, "must be an object"))
    try:
        winner = _seat(data.get("winner"), "winner")
        pao = data.get("pao")
        dora = _optional_int(data, "dora")
        if dora is not None and not 0 <= dora <= (_optional_int(data, "han") or 0):
            raise HandError("dora", N_(CTX, "must be between 0 and the han"))
        return Win(winner, _optional_int(data, "han"), _optional_int(data, "fu"),
                   _optional_int(data, "yakuman"), None if pao is None else _seat(pao, "pao"), dora)
    except HandError as e:
        raise HandError(prefix + e.field, e.reason.text, **e.reason.params) from None


def parse_hand(data: Any) -> Hand:
    """One hand of a record; raises :class:`HandError` for a malformed one."""
    if not isinstance(data, dict):
        raise HandError("hand", N_(CTX, "must be an object"))
    result = data.get("result")
    if result not in RESULTS:
        raise HandError("result", N_(CTX, "unknown result {value}; expected one of {allowed}"),
                        value=result, allowed=", ".join(RESULTS))
    extra = sorted(set(data) - _ALLOWED_KEYS[result] - {"result", "riichi", "note", "time_up"})
    if extra:
        raise HandError(extra[0], N_(CTX, "not a field of a {result} hand"), result=result)
    hand = _parse_result(data, result, _seats(data.get("riichi"), "riichi"))
    time_up = data.get("time_up", False)
    if type(time_up) is not bool:
        raise HandError("time_up", N_(CTX, "must be true or false"))
    return replace(hand, time_up=True) if time_up else hand


def _parse_result(data: dict[str, Any], result: str, riichi: tuple[int, ...]) -> Hand:
    if result == "ron":
        loser = _seat(data.get("loser"), "loser")
        if "wins" in data:
            if any(k in data for k in ("winner", *_VALUE_KEYS)):
                raise HandError("wins", N_(CTX, "give either wins or a single winner, not both"))
            if not isinstance(data["wins"], list) or not data["wins"]:
                raise HandError("wins", N_(CTX, "must be a non-empty list"))
            wins = tuple(_win(w, f"wins[{i + 1}].") for i, w in enumerate(data["wins"]))
        else:
            wins = (_win(data),)
        winners = [w.winner for w in wins]
        if loser in winners:
            raise HandError("loser", N_(CTX, "the winner cannot also be the discarder"))
        if len(set(winners)) != len(winners):
            raise HandError("wins", N_(CTX, "a seat is listed twice"))
        return Hand("ron", riichi, wins, loser=loser)
    if result == "tsumo":
        return Hand("tsumo", riichi, (_win(data),))
    if result == "draw":
        if "tenpai" not in data:  # a forgotten key must not silently mean "nobody was tenpai"
            raise HandError("tenpai", N_(CTX, "missing: list the tenpai seats ([] when nobody is tenpai)"))
        return Hand("draw", riichi, tenpai=_seats(data.get("tenpai"), "tenpai"),
                    nagashi=_seats(data.get("nagashi"), "nagashi"))
    if result == "abortive":
        kind = data.get("kind")
        if kind is not None and kind not in ABORTIVE_RECORD_KINDS:
            raise HandError("kind", N_(CTX, "unknown abortive draw {value}; expected one of "
                                            "{allowed}"),
                            value=kind, allowed=", ".join(ABORTIVE_RECORD_KINDS))
        return Hand("abortive", riichi, kind=kind)
    if "player" in data and "players" in data:
        raise HandError("players", N_(CTX, "give either player or players, not both"))
    if "players" in data:
        players = _seats(data["players"], "players")
        if not players:
            raise HandError("players", N_(CTX, "name at least one offender"))
    else:
        players = (_seat(data.get("player"), "player"),)
    return Hand("chombo", riichi, players=players)


def name_problem(name: str) -> Message | None:
    """Why ``name`` cannot be a player's name in a record (the one text rule, its length), or None."""
    if (problem := text_problem(name)) is not None:
        return Message(NAMES_CTX, problem)
    if len(name) > LIMITS["player"]:
        return Message(CTX, N_(CTX, "a name is longer than {limit} characters"), {"limit": LIMITS["player"]})
    return None


def parse_record(data: Any, rules_override: Any = None) -> GameRecord:
    """A whole record (CONTRACT.md); ``rules_override`` (e.g. ``--rules``) wins over the file's."""
    if not isinstance(data, dict):
        raise RecordError(None, "record", Message(CTX, N_(CTX, "must be a JSON object")))
    try:
        rules = resolve(rules_override if rules_override is not None else data.get("rules"))
    except UserError as e:
        raise RecordError(None, "rules", e.message) from None
    players = data.get("players")
    if (not isinstance(players, list) or len(players) != 4
            or not all(isinstance(p, str) and p.strip() for p in players)):
        raise RecordError(None, "players", Message(CTX, N_(CTX, "must be four names")))
    for name in players:
        if (problem := name_problem(name)) is not None:
            raise RecordError(None, "players", problem)
    if "hands" not in data:
        raise RecordError(None, "hands", Message(CTX, N_(CTX, "missing: a record lists its hands "
                                                              "([] for a game not yet played)")))
    hands_data = data["hands"]
    if not isinstance(hands_data, list):
        raise RecordError(None, "hands", Message(CTX, N_(CTX, "must be a list")))
    hands = []
    for number, raw in enumerate(hands_data, start=1):
        try:
            hands.append(parse_hand(raw))
        except HandError as e:
            raise RecordError(number, e.field, e.reason) from None
    return GameRecord(rules, (players[0], players[1], players[2], players[3]), tuple(hands))

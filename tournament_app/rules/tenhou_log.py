"""Tenhou game logs (mjlog XML, optionally gzip-compressed) turned into game records (CONTRACT.md).

What the log says and where (the format as the site writes it, 2.3):
``<GO type>``: rule bits (1: against people, 2: no red fives, 4: no open tanyao, 8: East-South,
16: three players); ``<UN n0..n3>``: the players' names, URL-encoded; ``<INIT oya>``: a hand starts,
its dealer; ``<REACH who step="2">``: a riichi accepted (the deposit paid); ``<AGARI who fromWho
ten="fu,points,limit" yaku="id,han,…" yakuman="id,…" paoWho sc>``: a win (two in a row: a double ron);
``<RYUUKYOKU type hai0..3 sc>``: a draw (``hai``N: seat N showed tenpai; ``type`` yao9 / kaze4 /
reach4 / ron3 / kan4: abortive draws, nm: nagashi mangan); ``sc``: each seat's score before the hand
and its change, in hundreds; ``owari``: the final scores and points.

A yakuman's multiple is read from its points (``ten``: 32,000 or 48,000 a yakuman), not from the ids:
Tenhou counts 四暗刻単騎, 国士無双十三面, 純正九蓮宝燈 and 大四喜 as single yakuman and only
combinations as double, and the points say so whatever the lobby's rules.

The conversion is checked, not trusted: the record is replayed under the ``tenhou`` rules and every
hand's changes must be the log's ``sc`` and the final scores its ``owari``; otherwise nothing is
returned but the hand that differs.

A log comes from outside: its XML is read without DTDs or entities (defusedxml: no entity expansion,
no external files), and its numbers by the number rule (bounded before conversion: an owari of
``Infinity`` or ``1e999999999`` is refused, not converted).
"""

from __future__ import annotations

import gzip
import io
import xml.etree.ElementTree as ET
from typing import Any
from urllib.parse import unquote

from defusedxml import DefusedXmlException
from defusedxml.ElementTree import fromstring

from tournament_app.messages import N_, Message, UserError
from tournament_app.numbers import NumberError, scaled, whole
from tournament_app.rules.game import play
from tournament_app.rules.presets import resolve
from tournament_app.rules.record import name_problem, parse_hand

CTX = "rules"
MAX_BYTES = 5 * 1024 * 1024  # a whole hanchan is ~30 KB; anything this big is not a game log
MAX_VALUE = 10_000_000  # any score, change or point in a log (hundreds, tenths): far beyond a game's
ABORTIVE = {"yao9": "kyuushu", "kaze4": "suufon", "reach4": "suucha", "ron3": "sanchahou", "kan4": "suukan"}
# <GO type> bits: 2 no red fives (赤なし), 4 no open tanyao (喰なし), 8 East-South (東南), 16 three players
NO_RED, NO_OPEN_TANYAO, EAST_SOUTH, THREE_PLAYERS = 2, 4, 8, 16


class LogError(UserError):
    def __init__(self, text: str, **params: Any) -> None:
        problem = Message(CTX, text, params)
        super().__init__(Message(CTX, N_(CTX, "Tenhou log: {problem}"), {"problem": problem}))


def _bytes(data: bytes) -> bytes:
    if len(data) > MAX_BYTES:
        raise LogError(N_(CTX, "the file is larger than {mb} MB: not a game log"), mb=MAX_BYTES // 2**20)
    if data[:2] == b"\x1f\x8b":
        try:
            with gzip.GzipFile(fileobj=io.BytesIO(data)) as f:
                data = f.read(MAX_BYTES + 1)
        except (OSError, EOFError) as e:
            raise LogError(N_(CTX, "the gzip file is damaged ({reason})"), reason=str(e)) from None
        if len(data) > MAX_BYTES:
            raise LogError(N_(CTX, "the file is larger than {mb} MB: not a game log"), mb=MAX_BYTES // 2**20)
    return data


def _ints(element: ET.Element, name: str, hand: int) -> list[int]:
    text = element.get(name)
    if text is None:
        raise LogError(N_(CTX, "hand {hand}: {element} has no {attribute}"), hand=hand, element=element.tag,
                       attribute=name)
    try:
        return [whole(v, -MAX_VALUE, MAX_VALUE) for v in text.split(",") if v.strip() != ""]
    except NumberError:
        raise LogError(N_(CTX, "hand {hand}: {element} {attribute}=\"{value}\" is not a list of numbers"),
                       hand=hand, element=element.tag, attribute=name, value=text[:40]) from None


def _seat(element: ET.Element, name: str, hand: int) -> int:
    values = _ints(element, name, hand)
    if len(values) != 1 or not 0 <= values[0] <= 3:
        raise LogError(N_(CTX, "hand {hand}: {element} {attribute} is not a seat"), hand=hand,
                       element=element.tag, attribute=name)
    return values[0]


def read_log(data: bytes) -> dict[str, Any]:
    """The game record of a Tenhou log, checked against the log's own scores."""
    try:
        root = fromstring(_bytes(data), forbid_dtd=True)
    except (ET.ParseError, DefusedXmlException) as e:
        raise LogError(N_(CTX, "not an mjlog XML file ({reason})"), reason=str(e)) from None
    if root.tag != "mjloggm":
        raise LogError(N_(CTX, "not an mjlog file: it starts with <{tag}>, not <mjloggm>"), tag=root.tag[:20])
    _check_flat(root)
    go = root.find("GO")
    kind = _go_type(go.get("type", "0") if go is not None else "0")
    un = root.find("UN")
    # bytes that are not UTF-8 kept as such (surrogateescape), for the text rule to refuse
    names = [unquote(un.get(f"n{i}", ""), errors="surrogateescape") if un is not None else ""
             for i in range(4)]
    if kind & THREE_PLAYERS or not names[3]:
        raise LogError(N_(CTX, "a three-player game: the app records four-player games only"))
    for seat, name in enumerate(names):  # the names a record of the log would carry: as any record's
        if (problem := name_problem(name)) is not None:
            raise LogError(N_(CTX, "player {seat}'s name: {problem}"), seat=seat + 1, problem=problem)
    rules = _rules(kind)
    hands: list[dict[str, Any]] = []
    changes: list[list[int]] = []  # per hand: the log's score changes (hundreds), riichi deposits aside
    owari: list[int] | None = None
    owari_points: list[int] | None = None  # tenths
    dealer, riichi, wins = 0, [], []  # the hand being read
    number = 0

    def finish_wins() -> None:
        nonlocal wins
        if wins:
            hands.append(_win_hand(wins, dealer, riichi, number))
            changes.append([sum(w["sc"][2 * s + 1] for w in wins) for s in range(4)])
            wins = []

    for el in root:
        if el.tag in ("AGARI", "RYUUKYOKU") and not number:
            raise LogError(N_(CTX, "<{element}> before the first <INIT>: a hand's result with no hand "
                                   "started"), element=el.tag)
        if el.tag == "INIT":
            finish_wins()
            number += 1
            dealer, riichi = _seat(el, "oya", number), []
        elif el.tag == "REACH" and el.get("step") == "2":
            riichi.append(_seat(el, "who", number))
        elif el.tag == "AGARI":
            wins.append(_agari(el, number))
        elif el.tag == "RYUUKYOKU":
            sc = _ints(el, "sc", number)
            if len(sc) != 8:
                raise LogError(N_(CTX, "hand {hand}: sc needs 8 numbers"), hand=number)
            hands.append(_draw_hand(el, sc, riichi))
            changes.append([sc[2 * s + 1] for s in range(4)])
        if el.tag in ("AGARI", "RYUUKYOKU") and el.get("owari"):
            owari, owari_points = _owari(el.get("owari", ""), number)
    finish_wins()
    if not hands:
        raise LogError(N_(CTX, "the log has no finished hand"))
    record = {"rules": rules, "players": names, "hands": hands}
    _check(record, changes, owari)
    if owari_points is not None:
        record["rules"] = _rounding_as_logged(record, owari_points)
    return record


def _check_flat(root: ET.Element) -> None:
    """A log's elements stand one after another in ``<mjloggm>``, none inside another: a nested one
    (a second ``<mjloggm>``, an ``<AGARI>`` inside an ``<INIT>``) would be read out of its place or
    not at all."""
    for el in root:
        if el.tag == root.tag:
            raise LogError(N_(CTX, "a second <mjloggm> inside the first: a log holds one game"))
        inner = next(iter(el), None)
        if inner is not None:
            raise LogError(N_(CTX, "<{inner}> inside <{outer}>: a log's elements are not nested"),
                           inner=str(inner.tag)[:20], outer=str(el.tag)[:20])


def _owari(text: str, number: int) -> tuple[list[int], list[int]]:
    """owari="320,12.0,273,-13.0,…": the final scores (hundreds) and points (tenths), read exactly."""
    values = text.split(",")
    try:
        if len(values) < 8:
            raise LogError(N_(CTX, "hand {hand}: owari needs 8 numbers"), hand=number)
        return ([whole(values[2 * s], -MAX_VALUE, MAX_VALUE) for s in range(4)],
                [scaled(values[2 * s + 1], -MAX_VALUE, MAX_VALUE, 1) for s in range(4)])
    except NumberError as e:
        raise LogError(N_(CTX, "hand {hand}: owari: {problem}"), hand=number, problem=e.message) from None


def _go_type(text: str) -> int:
    """The lobby's rule bits (``<GO type>``); anything but a small number counts as none."""
    try:
        return whole(text, 0, 1 << 16)
    except NumberError:
        return 0


def _rounding_as_logged(record: dict[str, Any], points: list[int]) -> Any:
    """The record's rules with the rounding the log settled by: Tenhou's current logs settle exactly
    (RULES.md §6), the older ones rounded the final scores to thousands (games of 2010–2020 round half
    up, 四捨五入), and the record must settle as its log did."""
    rules = record["rules"]
    spec: dict[str, Any] = dict(rules) if isinstance(rules, dict) else {"preset": "tenhou"}
    hands = [parse_hand(h) for h in record["hands"]]
    for rounding in (None, "shisha_gonyu", "gosha_rokunyu"):
        candidate = {**spec, "rounding": rounding} if rounding else spec
        state, _ = play(resolve(candidate), hands)
        if list(state.settlement().points) == points:
            return record["rules"] if rounding is None else candidate
    state, _ = play(resolve(spec), hands)
    raise LogError(N_(CTX, "the final points differ: the rules give {ours}, the log {logged}"),
                   ours=", ".join(map(str, state.settlement().points)), logged=", ".join(map(str, points)))


def _rules(kind: int) -> Any:
    """The ``tenhou`` preset with the lobby's flags that differ from it (East-only, no red fives, no
    open tanyao); the plain preset id when none do."""
    overrides: dict[str, Any] = {}
    if not kind & EAST_SOUTH:
        overrides["length"] = "east"
    if kind & NO_RED:
        overrides["red_fives"] = 0
    if kind & NO_OPEN_TANYAO:
        overrides["open_tanyao"] = False
    return {"preset": "tenhou", **overrides} if overrides else "tenhou"


def _agari(el: ET.Element, number: int) -> dict[str, Any]:
    sc = _ints(el, "sc", number)
    ten = _ints(el, "ten", number)
    if len(sc) != 8 or len(ten) < 2:
        raise LogError(N_(CTX, "hand {hand}: AGARI needs sc (8 numbers) and ten (fu, points)"), hand=number)
    win: dict[str, Any] = {"who": _seat(el, "who", number), "from": _seat(el, "fromWho", number),
                           "fu": ten[0], "points": ten[1], "sc": sc}
    if el.get("yakuman"):
        win["yakuman_ids"] = _ints(el, "yakuman", number)
    else:
        pairs = _ints(el, "yaku", number)
        win["han"] = sum(pairs[1::2])
    if el.get("paoWho") is not None:
        pao = _seat(el, "paoWho", number)
        if pao != win["who"]:
            win["pao"] = pao
    return win


def _value(win: dict[str, Any], dealer: int, number: int) -> dict[str, Any]:
    if "yakuman_ids" in win:
        single = 48000 if win["who"] == dealer else 32000  # a yakuman, counters aside
        count, rest = divmod(win["points"], single)
        if rest or not count:
            raise LogError(N_(CTX, "hand {hand}: {points} points are not a whole number of yakuman"),
                           hand=number, points=win["points"])
        out: dict[str, Any] = {"yakuman": count}
    elif win["han"] >= 5:
        out = {"han": win["han"]}
    else:
        out = {"han": win["han"], "fu": win["fu"]}
    if "pao" in win:
        out["pao"] = win["pao"]
    return out


def _win_hand(wins: list[dict[str, Any]], dealer: int, riichi: list[int], number: int) -> dict[str, Any]:
    first = wins[0]
    if first["who"] == first["from"]:
        if len(wins) > 1:
            raise LogError(N_(CTX, "hand {hand}: two wins by tsumo"), hand=number)
        return {"result": "tsumo", "winner": first["who"], **_value(first, dealer, number),
                "riichi": sorted(riichi)}
    loser = first["from"]
    if any(w["from"] != loser for w in wins):
        raise LogError(N_(CTX, "hand {hand}: the wins of a double ron name different discarders"),
                       hand=number)
    if len(wins) == 1:
        return {"result": "ron", "winner": first["who"], "loser": loser, **_value(first, dealer, number),
                "riichi": sorted(riichi)}
    return {"result": "ron", "loser": loser, "riichi": sorted(riichi),
            "wins": [{"winner": w["who"], **_value(w, dealer, number)} for w in wins]}


def _draw_hand(el: ET.Element, sc: list[int], riichi: list[int]) -> dict[str, Any]:
    kind = el.get("type")
    if kind in ABORTIVE:
        return {"result": "abortive", "kind": ABORTIVE[kind], "riichi": sorted(riichi)}
    tenpai = [s for s in range(4) if el.get(f"hai{s}") is not None]
    hand: dict[str, Any] = {"result": "draw", "tenpai": tenpai, "riichi": sorted(riichi)}
    if kind == "nm":  # nagashi mangan: the seats paid for it are the ones that gain
        hand["nagashi"] = [s for s in range(4) if sc[2 * s + 1] > 0]
    return hand


def _check(record: dict[str, Any], changes: list[list[int]], owari: list[int] | None) -> None:
    """Replay the record under the tenhou rules: every hand must change the scores as the log says."""
    rules = resolve(record["rules"])
    try:
        state, outcomes = play(rules, [parse_hand(h) for h in record["hands"]])
    except UserError as e:
        raise LogError(N_(CTX, "the converted record does not replay: {reason}"), reason=e.message) from None
    for number, (outcome, logged) in enumerate(zip(outcomes, changes, strict=True), start=1):
        # the log pays a riichi deposit when it is declared, not in the hand's change
        ours = [d + (rules.riichi_deposit if s in outcome.hand.riichi else 0)
                for s, d in enumerate(outcome.deltas)]
        if ours != [100 * c for c in logged]:
            raise LogError(N_(CTX, "hand {hand}: the rules give {ours}, the log {logged}"), hand=number,
                           ours=", ".join(map(str, ours)), logged=", ".join(str(100 * c) for c in logged))
    if owari is not None:
        final = list(state.settlement().final_scores)
        if final != [100 * s for s in owari]:
            raise LogError(N_(CTX, "the final scores differ: the rules give {ours}, the log {logged}"),
                           ours=", ".join(map(str, final)), logged=", ".join(str(100 * s) for s in owari))

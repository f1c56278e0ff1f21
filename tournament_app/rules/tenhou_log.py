"""Tenhou game logs (mjlog XML, optionally gzip-compressed) turned into game records (CONTRACT.md).

What the log says and where (the format as the site writes it, 2.3):
``<GO type>``: rule bits (1: against people, 2: no red fives, 4: no open tanyao, 8: East-South,
16: three players); ``<UN n0..n3>``: the players' names, URL-encoded; ``<INIT oya>``: a hand starts,
its dealer; ``<REACH who step="2">``: a riichi accepted (the deposit paid); ``<AGARI who fromWho
ten="fu,points,limit" yaku="id,han,…" yakuman="id,…" paoWho sc>``: a win (two in a row: a double ron);
``<RYUUKYOKU type hai0..3 sc>``: a draw (``hai``N: seat N showed tenpai; ``type`` yao9 / kaze4 /
reach4 / ron3 / kan4: abortive draws, nm: nagashi mangan); ``sc``: each seat's score before the hand
and its change, in hundreds; ``owari``: the final scores and points.

What the two formats share (a win's value, the record's hand, the check) is in ``tenhou_record``: a
mangan below 5 han is recorded at 4 han 40 fu or 3 han 70 fu, as the same game's JSON gives it.

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

import xml.etree.ElementTree as ET
from typing import Any
from urllib.parse import unquote

from defusedxml import DefusedXmlException
from defusedxml.ElementTree import fromstring

from tournament_app.checks.numbers import NumberError, scaled, whole
from tournament_app.rules.tenhou_record import (
    CTX,
    MAX_BYTES,
    MAX_VALUE,
    TENHOU_SETTLEMENTS,
    LogError,
    check,
    check_names,
    settled_as_logged,
    unpacked,
    win_hand,
)
from tournament_app.words.messages import N_

__all__ = ["MAX_BYTES", "LogError", "read_log"]
ABORTIVE = {"yao9": "kyuushu", "kaze4": "suufon", "reach4": "suucha", "ron3": "sanchahou", "kan4": "suukan"}
# <GO type> bits: 2 no red fives (赤なし), 4 no open tanyao (喰なし), 8 East-South (東南), 16 three players
NO_RED, NO_OPEN_TANYAO, EAST_SOUTH, THREE_PLAYERS = 2, 4, 8, 16


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
        root = fromstring(unpacked(data), forbid_dtd=True)
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
    check_names(names)
    rules = _rules(kind)
    hands: list[dict[str, Any]] = []
    changes: list[list[int]] = []  # per hand: the log's score changes, riichi deposits aside
    owari: list[int] | None = None
    owari_points: list[int] | None = None  # tenths
    dealer, riichi, wins = 0, [], []  # the hand being read
    number = 0

    def finish_wins() -> None:
        nonlocal wins
        if wins:
            hands.append(win_hand(wins, dealer, riichi, number))
            changes.append([100 * sum(w["sc"][2 * s + 1] for w in wins) for s in range(4)])
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
            changes.append([100 * sc[2 * s + 1] for s in range(4)])
        if el.tag in ("AGARI", "RYUUKYOKU") and el.get("owari"):
            owari, owari_points = _owari(el.get("owari", ""), number)
    finish_wins()
    if not hands:
        raise LogError(N_(CTX, "the log has no finished hand"))
    record = {"rules": rules, "players": names, "hands": hands}
    check(record, changes, None if owari is None else [100 * s for s in owari])
    if owari_points is not None:
        record["rules"] = settled_as_logged(record, owari_points, TENHOU_SETTLEMENTS)
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
        _ints(el, "yakuman", number)  # the ids (a list of numbers): the multiple is the points'
        win["yakuman"] = True
    else:
        pairs = _ints(el, "yaku", number)
        win["han"] = sum(pairs[1::2])
    if el.get("paoWho") is not None:
        pao = _seat(el, "paoWho", number)
        if pao != win["who"]:
            win["pao"] = pao
    return win


def _draw_hand(el: ET.Element, sc: list[int], riichi: list[int]) -> dict[str, Any]:
    kind = el.get("type")
    if kind in ABORTIVE:
        return {"result": "abortive", "kind": ABORTIVE[kind], "riichi": sorted(riichi)}
    tenpai = [s for s in range(4) if el.get(f"hai{s}") is not None]
    hand: dict[str, Any] = {"result": "draw", "tenpai": tenpai, "riichi": sorted(riichi)}
    if kind == "nm":  # nagashi mangan: the seats paid for it are the ones that gain
        hand["nagashi"] = [s for s in range(4) if sc[2 * s + 1] > 0]
    return hand

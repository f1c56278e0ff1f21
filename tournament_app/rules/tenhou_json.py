"""tenhou.net/6 JSON game logs (Tenhou's viewer format, and what Mahjong Soul converters such as tensoul
write) turned into game records (CONTRACT.md), the same record the game's mjlog XML gives.

A game is ``{"name": [4 names], "rule": {"disp", "aka51".."aka53"}, "log": [hand, …], "sc": [score,
points, …]}``; a file holds one game, one per line (JSON lines), or a list of them. A hand is
``[[round, counters, deposits], [4 scores], dora, ura, then per seat its start, draws and discards, and
last its result]``: ``["和了", [changes], [who, from, pao, "text", "yaku(N飜)", …], …]`` (two pairs: a
double ron), ``["流局", [changes]]``, ``["流し満貫", [changes]]``, or an abortive draw by name. Changes
are in points, riichi deposits aside (as the mjlog's ``sc``); a riichi is a discard marked ``r``, and is
not paid when that discard is the one won on.

What the JSON does not show is taken from what follows: a draw without payments (all tenpai or none)
and a 流し満貫 say the dealer's tenpai by whether the dealer deals again (so a 流し満貫 hand records
the dealer's tenpai only, where the mjlog names every tenpai seat; the payments are the same).

The conversion is checked, not trusted: the record is replayed under its rules; every hand must start
where the log starts it (scores, round, counters, deposits), change the scores as the log says, and the
game end at the log's ``sc`` (scores, then points: the settlement is found that gives them).
"""

from __future__ import annotations

import json
import re
from typing import Any

from tournament_app.checks.limits import MAX_LOG_GAMES
from tournament_app.checks.numbers import NumberError, scaled
from tournament_app.rules.ruleset import DOUBLE_YAKUMAN_HANDS
from tournament_app.rules.tenhou_record import (
    CTX,
    MAX_VALUE,
    TENHOU_SETTLEMENTS,
    LogError,
    check,
    check_names,
    settled_as_logged,
    win_hand,
)
from tournament_app.words.messages import N_, Message

ABORTIVE = {"九種九牌": "kyuushu", "四風連打": "suufon", "四家立直": "suucha", "三家和了": "sanchahou",
            "三家和": "sanchahou", "四槓散了": "suukan", "四開槓": "suukan"}
DRAWS = ("流局", "全員聴牌", "全員不聴", "流し満貫")
# tensoul's results in its romaji and English settings, as the Japanese the site writes
RESULT_WORDS = {
    "Ryuukyoku": "流局", "Exhaustive Draw": "流局",
    "Nagashi Mangan": "流し満貫", "Mangan at Draw": "流し満貫",
    "Kyuushu Kyuuhai": "九種九牌", "Nine Terminal Abortion": "九種九牌",
    "Suufon Renda": "四風連打", "Four Wind Abortion": "四風連打",
    "Suucha Riichi": "四家立直", "Four Riichi Abortion": "四家立直",
    "Suukaikan": "四開槓", "Four Kan Abortion": "四開槓",
    "Sanchahou": "三家和", "Three Ron Abortion": "三家和",
}
# Mahjong Soul (tensoul's ``disp``: its rooms 銅/銀/金/玉/王座の間, friendly and contest games; its
# ``ref``: the game's uuid) settles from 25,000 without oka, rank points +15/+5/△5/△15
MAHJONG_SOUL_DISP = re.compile(r"の間|Room|友人戦|大会戦|Friendly|Tournament")
MAHJONG_SOUL_REF = re.compile(r"\d{6}-[0-9a-f]{8}-")
# and counts 四暗刻単騎, 国士無双十三面, 純正九蓮宝燈 and 大四喜 as double yakuman
MAHJONG_SOUL: dict[str, Any] = {"return_points": 25000, "oka": 0, "uma": [150, 50, -50, -150],
                                "double_yakuman": list(DOUBLE_YAKUMAN_HANDS)}
POINTS = re.compile(r"(\d+)(?:-(\d+))?点(∀)?")
FU = re.compile(r"(\d+)(?:符|Fu)")
HAN = re.compile(r"\((\d+)飜\)$")


def read_json_games(data: bytes) -> list[dict[str, Any]]:
    """The game records of a tenhou.net/6 JSON file (one game, JSON lines, or a list), each checked
    against its log's own scores; a bad game refuses the whole file, naming the game."""
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise LogError(N_(CTX, "not UTF-8 text (byte {at})"), at=e.start + 1) from None
    games = _games(text)
    if not games:
        raise LogError(N_(CTX, "the file holds no game"))
    if len(games) > MAX_LOG_GAMES:
        raise LogError(N_(CTX, "the file holds {count} games: more than {limit}"), count=len(games),
                       limit=MAX_LOG_GAMES)
    records = []
    for number, game in enumerate(games, start=1):
        try:
            records.append(_record(game))
        except LogError as e:
            if len(games) == 1:
                raise
            raise LogError(N_(CTX, "game {game}: {problem}"), game=number, problem=e.problem) from None
    return records


def _loads(text: str) -> Any:
    def refuse(name: str) -> None:
        raise ValueError(f"{name} is not a number")

    # decimals are kept as text for the number rule (a final point of 63.8 read exactly, 1e999 refused)
    return json.loads(text, parse_float=str, parse_constant=refuse)


def _games(text: str) -> list[Any]:
    try:
        data = _loads(text)
    except json.JSONDecodeError as e:
        if e.msg != "Extra data":
            raise LogError(N_(CTX, "not a JSON game log ({reason}, line {line})"), reason=e.msg,
                           line=e.lineno) from None
        return _lines(text)
    except (ValueError, RecursionError) as e:
        raise LogError(N_(CTX, "not a JSON game log ({reason})"), reason=str(e)[:80]) from None
    return data if isinstance(data, list) else [data]


def _lines(text: str) -> list[Any]:
    """JSON lines: one game a line."""
    games = []
    for number, line in enumerate(text.splitlines(), start=1):
        if line.strip():
            try:
                games.append(_loads(line))
            except (ValueError, RecursionError) as e:
                reason = e.msg if isinstance(e, json.JSONDecodeError) else str(e)[:80]
                raise LogError(N_(CTX, "line {line}: not a JSON game ({reason})"), line=number,
                               reason=reason) from None
    return games


def _int(value: Any, where: Message | str, low: int = -MAX_VALUE, high: int = MAX_VALUE) -> int:
    if isinstance(value, int) and not isinstance(value, bool) and low <= value <= high:
        return value
    try:
        if isinstance(value, str):  # a decimal in the JSON: a whole one (25000.0) is still a number
            return scaled(value, low, high, 0)
    except NumberError as e:
        raise LogError(N_(CTX, "{where}: {problem}"), where=where, problem=e.message) from None
    raise LogError(N_(CTX, "{where}: {value} is not a whole number from {low} to {high}"), where=where,
                   value=json.dumps(value, ensure_ascii=False)[:40], low=low, high=high)


def _ints(value: Any, count: int, where: Message | str, low: int = -MAX_VALUE,
          high: int = MAX_VALUE) -> list[int]:
    if not isinstance(value, list) or len(value) != count:
        raise LogError(N_(CTX, "{where}: not a list of {count} numbers"), where=where, count=count)
    return [_int(v, where, low, high) for v in value]


def _hand_at(number: int, what: str) -> Message:
    """Where in the log: ``what`` (an ``N_`` text) of hand ``number``."""
    return Message(CTX, N_(CTX, "hand {hand}: {what}"), {"hand": number, "what": Message(CTX, what)})


def _record(game: Any) -> dict[str, Any]:
    if not isinstance(game, dict):
        raise LogError(N_(CTX, "not a tenhou.net/6 game: a game is an object with \"name\", \"rule\" and "
                               "\"log\""))
    for key in ("name", "log"):
        if key not in game:
            raise LogError(N_(CTX, "the game has no \"{key}\""), key=key)
    names = game["name"]
    if not isinstance(names, list) or len(names) not in (3, 4) or not all(isinstance(n, str) for n in names):
        raise LogError(N_(CTX, "\"name\" is not a list of four names"))
    rule = game.get("rule", {})
    if not isinstance(rule, dict):
        raise LogError(N_(CTX, "\"rule\" is not an object"))
    disp = rule.get("disp", "")
    disp = disp if isinstance(disp, str) else ""
    if len(names) == 3 or not names[3] or "三" in disp:
        raise LogError(N_(CTX, "a three-player game: the app records four-player games only"))
    check_names(names)
    ref = game.get("ref", "")
    mahjong_soul = bool(MAHJONG_SOUL_DISP.search(disp) or MAHJONG_SOUL_REF.match(ref if isinstance(ref, str)
                                                                                  else ""))
    log = game["log"]
    if not isinstance(log, list) or not log:
        raise LogError(N_(CTX, "\"log\" holds no hand"))
    record: dict[str, Any] = {"rules": _rules(rule, disp, mahjong_soul), "players": names, "hands": []}
    changes, starts = [], []
    for number, entry in enumerate(log, start=1):
        following = log[number] if number < len(log) else None
        hand, change, start = _hand(entry, number, following)
        record["hands"].append(hand)
        changes.append(change)
        starts.append(start)
    final, points = _sc(game.get("sc"))
    check(record, changes, final, starts)
    if points is not None and mahjong_soul:
        try:
            record["rules"] = settled_as_logged(record, points, [{}])
        except LogError:  # a contest's own rank points, or ranked points converted otherwise
            raise LogError(N_(CTX, "the final points {logged} are not Mahjong Soul's settlement (25,000 "
                                   "start, +15/+5/△5/△15): the log does not say the rules they were "
                                   "made by"), logged=", ".join(_tenths(p) for p in points)) from None
    elif points is not None:
        record["rules"] = settled_as_logged(record, points, TENHOU_SETTLEMENTS)
    return record


def _tenths(value: int) -> str:
    return ("-" if value < 0 else "") + f"{abs(value) // 10}.{abs(value) % 10}"


def _rules(rule: dict[str, Any], disp: str, mahjong_soul: bool) -> Any:
    """The ``tenhou`` preset with the lobby's rules that differ from it: its ``disp`` (東: East-only, no
    喰: no open tanyao, 赤: red fives, 祝: chips), the red fives it counts (``aka51``–``aka53``), and
    Mahjong Soul's settlement; the plain preset id when none differ."""
    if "祝" in disp:
        raise LogError(N_(CTX, "a game with chips (祝儀, \"{disp}\"): the app does not keep chips"),
                       disp=disp[:20])
    overrides: dict[str, Any] = {}
    if ("東" in disp or "East" in disp) and "南" not in disp and "South" not in disp:
        overrides["length"] = "east"
    if disp and not mahjong_soul and "喰" not in disp:
        overrides["open_tanyao"] = False
    keys = [k for k in ("aka51", "aka52", "aka53") if k in rule]
    if keys:
        red = sum(_int(rule[k], "rule " + k, 0, 4) for k in keys)
        if red > 4:
            raise LogError(N_(CTX, "{count} red fives: the app's rules hold 4 at most"), count=red)
    else:
        red = 3 if ("赤" in disp or mahjong_soul) else 0
    if red != 3:
        overrides["red_fives"] = red
    if mahjong_soul:
        overrides.update(MAHJONG_SOUL)
    return {"preset": "tenhou", **overrides} if overrides else "tenhou"


def _sc(sc: Any) -> tuple[list[int] | None, list[int] | None]:
    """``sc``: the final scores (points) and the final points (tenths: 63.8 is 638)."""
    if sc is None:
        return None, None
    if not isinstance(sc, list) or len(sc) != 8:
        raise LogError(N_(CTX, "\"sc\" is not a list of 8 numbers (score, points for each seat)"))
    scores = [_int(sc[2 * s], "sc") for s in range(4)]
    points = []
    for s in range(4):
        value = sc[2 * s + 1]
        if isinstance(value, bool) or not isinstance(value, (int, str)):
            raise LogError(N_(CTX, "sc: {value} is not a number"), value=json.dumps(value)[:40])
        try:
            points.append(scaled(str(value), -MAX_VALUE, MAX_VALUE, 1))
        except NumberError as e:
            raise LogError(N_(CTX, "sc: {problem}"), problem=e.message) from None
    return scores, points


def _hand(entry: Any, number: int, following: Any) -> tuple[dict[str, Any], list[int], tuple[Any, ...]]:
    """One hand of the log: its record, its score changes, where it starts."""
    if not isinstance(entry, list) or len(entry) != 17:
        raise LogError(N_(CTX, "hand {hand}: not a hand of the log (a list of 17: round, scores, dora, "
                               "ura, each seat's tiles, the result)"), hand=number)
    head = _hand_at(number, N_(CTX, "[round, counters, deposits]"))
    round_, honba, sticks = _ints(entry[0], 3, head, 0, 1000)
    if round_ > 15:
        raise LogError(N_(CTX, "hand {hand}: round {round} is past North 4"), hand=number, round=round_)
    scores = _ints(entry[1], 4, _hand_at(number, N_(CTX, "scores")))
    discards = [entry[4 + 3 * s + 2] for s in range(4)]
    if not all(isinstance(d, list) for d in discards):
        raise LogError(N_(CTX, "hand {hand}: a seat's discards are not a list"), hand=number)
    riichi = {s for s in range(4) if any(isinstance(t, str) and t.startswith("r") for t in discards[s])}
    result = entry[16]
    if not isinstance(result, list) or not result or not isinstance(result[0], str):
        raise LogError(N_(CTX, "hand {hand}: the result is not [\"和了\" …] or a draw"), hand=number)
    dealer = round_ % 4
    start = (scores, round_, honba, sticks)
    kind = RESULT_WORDS.get(result[0], result[0])
    if kind == "和了":
        wins, change = _wins(result[1:], number)
        loser = wins[0]["from"]
        last = discards[loser][-1] if discards[loser] else None
        if wins[0]["who"] != loser and isinstance(last, str) and last.startswith("r"):
            riichi.discard(loser)  # won on the riichi discard: the riichi is not paid
        return win_hand(wins, dealer, sorted(riichi), number), change, start
    change = _ints(result[1], 4, _hand_at(number, N_(CTX, "changes"))) if len(result) > 1 else [0] * 4
    if kind in ABORTIVE:
        return {"result": "abortive", "kind": ABORTIVE[kind], "riichi": sorted(riichi)}, change, start
    if kind not in DRAWS:
        raise LogError(N_(CTX, "hand {hand}: \"{result}\" is not a result the app knows"), hand=number,
                       result=kind[:20])
    dealer_again = isinstance(following, list) and bool(following) and isinstance(following[0], list) \
        and bool(following[0]) and following[0][0] == round_
    if kind == "流し満貫":
        hand = {"result": "draw", "tenpai": [dealer] if dealer_again else [], "riichi": sorted(riichi),
                "nagashi": [s for s in range(4) if change[s] > 0]}
        return hand, change, start
    if kind == "全員聴牌" or (kind == "流局" and not any(change) and dealer_again):
        tenpai = [0, 1, 2, 3]
    else:
        tenpai = [s for s in range(4) if change[s] > 0]
    return {"result": "draw", "tenpai": tenpai, "riichi": sorted(riichi)}, change, start


def _wins(parts: list[Any], number: int) -> tuple[list[dict[str, Any]], list[int]]:
    """``[changes, [who, from, pao, "text", yaku…]]`` once per win."""
    if not parts or len(parts) % 2:
        raise LogError(N_(CTX, "hand {hand}: a win is [changes, [who, from, pao, text, yaku …]]"),
                       hand=number)
    change, wins = [0] * 4, []
    for deltas, info in zip(parts[::2], parts[1::2], strict=True):
        paid = _ints(deltas, 4, _hand_at(number, N_(CTX, "changes")))
        change = [c + d for c, d in zip(change, paid, strict=True)]
        if not isinstance(info, list) or len(info) < 4 or not all(isinstance(y, str) for y in info[3:]):
            raise LogError(N_(CTX, "hand {hand}: a win is [changes, [who, from, pao, text, yaku …]]"),
                           hand=number)
        who, from_, pao = (_int(v, _hand_at(number, N_(CTX, "seat")), 0, 3) for v in info[:3])
        wins.append(_win(who, from_, pao, info[3], info[4:], number))
    return wins, change


def _win(who: int, from_: int, pao: int, text: str, yaku: list[str], number: int) -> dict[str, Any]:
    """A win from its text (``30符4飜3900点∀``, ``満貫2000-4000点``: points as paid, tsumo shares) and its
    yaku (``立直(1飜)``, ``大三元(役満)``)."""
    m = POINTS.search(text)
    if m is None:
        raise LogError(N_(CTX, "hand {hand}: the win's text \"{shown}\" shows no points"), hand=number,
                       shown=text[:30])
    first, second = int(m.group(1)[:9]), int((m.group(2) or "0")[:9])
    # tsumo: "1300-2600" (each non-dealer, the dealer), "2600∀" (the dealer's: each pays)
    tsumo = 3 * first if m.group(3) or not m.group(2) else 2 * first + second
    points = first if who != from_ else tsumo
    fu = FU.search(text)
    win: dict[str, Any] = {"who": who, "from": from_, "fu": int(fu.group(1)[:4]) if fu else 0,
                           "points": points}
    if any("役満" in y for y in yaku):
        win["yakuman"] = True
    else:
        han = [HAN.search(y) for y in yaku]
        if not yaku or None in han:
            raise LogError(N_(CTX, "hand {hand}: a yaku is not \"name(N飜)\" or \"name(役満)\""), hand=number)
        win["han"] = sum(int(h.group(1)[:3]) for h in han if h is not None)
        if win["han"] < 5 and not fu and points not in (8000, 12000):
            raise LogError(N_(CTX, "hand {hand}: the win's text \"{shown}\" shows no fu"), hand=number,
                           shown=text[:30])
    if pao != who:
        win["pao"] = pao
    return win

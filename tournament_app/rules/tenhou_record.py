"""What Tenhou's two log formats share: a win's value, a hand's record, the check of a converted record
against the log's own scores, and the rules its final points were settled by.

Both readers (``tenhou_log``: mjlog XML, ``tenhou_json``: tenhou.net/6 JSON) turn a win into the same
intermediate shape, ``{"who", "from", "fu", "points", "han" or "yakuman": True, "pao"}`` (``points``:
the win's value without counters, as the log states it), so that the same game read from either gives
the same record, hand by hand.

A mangan below 5 han is recorded at the fu that first makes it one (4 han 40 fu, 3 han 70 fu): the
JSON log, like the site's viewer, does not show a limit hand's fu, and every fu from there pays the
same under any rules.
"""

from __future__ import annotations

import gzip
import io
from typing import Any

from tournament_app.rules.game import play
from tournament_app.rules.presets import resolve
from tournament_app.rules.record import name_problem, parse_hand
from tournament_app.words.messages import N_, Message, UserError

CTX = "rules"
MAX_BYTES = 5 * 1024 * 1024  # a whole hanchan is ~30 KB; anything this big is not a game log
MAX_VALUE = 10_000_000  # any score, change or point in a log (hundreds, tenths): far beyond a game's
MANGAN_FU = {4: 40, 3: 70}  # below 5 han, the fu from which a hand is a mangan (no kiriage)


class LogError(UserError):
    def __init__(self, text: str, **params: Any) -> None:
        problem = Message(CTX, text, params)
        self.problem = problem  # without the "Tenhou log:" head, for a message that names the game
        super().__init__(Message(CTX, N_(CTX, "Tenhou log: {problem}"), {"problem": problem}))


def unpacked(data: bytes) -> bytes:
    """The log's bytes, gunzipped when they are gzip (as the site serves its logs), size-bounded."""
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


def check_names(names: list[str]) -> None:
    """The names a record of the log would carry must be names as any record's are."""
    for seat, name in enumerate(names):
        if (problem := name_problem(name)) is not None:
            raise LogError(N_(CTX, "player {seat}'s name: {problem}"), seat=seat + 1, problem=problem)


def win_value(win: dict[str, Any], dealer: int, number: int) -> dict[str, Any]:
    """A win's value as a record states it: yakuman counted from the points (Tenhou counts 四暗刻単騎
    and the like as one, Mahjong Soul as two: the points say which), han with fu below 5 han."""
    if win.get("yakuman"):
        single = 48000 if win["who"] == dealer else 32000  # a yakuman, counters aside
        count, rest = divmod(win["points"], single)
        if rest or not count:
            raise LogError(N_(CTX, "hand {hand}: {points} points are not a whole number of yakuman"),
                           hand=number, points=win["points"])
        out: dict[str, Any] = {"yakuman": count}
    elif win["han"] >= 5:
        out = {"han": win["han"]}
    elif win["han"] in MANGAN_FU and win["points"] == (12000 if win["who"] == dealer else 8000):
        out = {"han": win["han"], "fu": MANGAN_FU[win["han"]]}
    else:
        out = {"han": win["han"], "fu": win["fu"]}
    if "pao" in win:
        out["pao"] = win["pao"]
    return out


def win_hand(wins: list[dict[str, Any]], dealer: int, riichi: list[int], number: int) -> dict[str, Any]:
    """The record's hand of one win, or of a double ron (two wins off one discard)."""
    first = wins[0]
    if first["who"] == first["from"]:
        if len(wins) > 1:
            raise LogError(N_(CTX, "hand {hand}: two wins by tsumo"), hand=number)
        return {"result": "tsumo", "winner": first["who"], **win_value(first, dealer, number),
                "riichi": sorted(riichi)}
    loser = first["from"]
    if any(w["from"] != loser for w in wins):
        raise LogError(N_(CTX, "hand {hand}: the wins of a double ron name different discarders"),
                       hand=number)
    if len(wins) == 1:
        return {"result": "ron", "winner": first["who"], "loser": loser, **win_value(first, dealer, number),
                "riichi": sorted(riichi)}
    return {"result": "ron", "loser": loser, "riichi": sorted(riichi),
            "wins": [{"winner": w["who"], **win_value(w, dealer, number)} for w in wins]}


def check(record: dict[str, Any], changes: list[list[int]], final: list[int] | None,
          starts: list[tuple[list[int], int, int, int]] | None = None) -> None:
    """Replay the record under its rules: every hand must change the scores as the log says (``changes``:
    points, riichi deposits aside, as both logs show them), the end must be the log's final scores, and
    (``starts``, the JSON's) every hand must start where the log says: its scores, round, counters and
    deposits on the table."""
    rules = resolve(record["rules"])
    try:
        state, outcomes = play(rules, [parse_hand(h) for h in record["hands"]])
    except UserError as e:
        raise LogError(N_(CTX, "the converted record does not replay: {reason}"), reason=e.message) from None
    before, left = [rules.start_points] * 4, 0
    for number, (outcome, logged) in enumerate(zip(outcomes, changes, strict=True), start=1):
        if starts is not None:
            scores, round_, honba, sticks = starts[number - 1]
            ours = (before, outcome.round, outcome.honba, left // rules.riichi_deposit)
            if ours != (scores, round_, honba, sticks):
                raise LogError(N_(CTX, "hand {hand}: the log starts it at {logged}, the hands before it "
                                       "end at {ours}"), hand=number,
                               logged=_start_text(scores, round_, honba, sticks), ours=_start_text(*ours))
        # the log pays a riichi deposit when it is declared, not in the hand's change
        ours_change = [d + (rules.riichi_deposit if s in outcome.hand.riichi else 0)
                       for s, d in enumerate(outcome.deltas)]
        if ours_change != logged:
            raise LogError(N_(CTX, "hand {hand}: the rules give {ours}, the log {logged}"), hand=number,
                           ours=", ".join(map(str, ours_change)), logged=", ".join(map(str, logged)))
        before, left = list(outcome.scores), outcome.left
    if final is not None:
        ours_final = list(state.settlement().final_scores)
        if ours_final != final:
            raise LogError(N_(CTX, "the final scores differ: the rules give {ours}, the log {logged}"),
                           ours=", ".join(map(str, ours_final)), logged=", ".join(map(str, final)))


def _start_text(scores: list[int], round_: int, honba: int, sticks: int) -> str:
    wind = "ESWN"[round_ // 4 % 4]
    return f"{wind}{round_ % 4 + 1}-{honba} ({sticks}): " + ", ".join(map(str, scores))


def settled_as_logged(record: dict[str, Any], points: list[int],
                      candidates: list[dict[str, Any]]) -> Any:
    """The record's rules with the settlement the log's final points (tenths) were made by: the first of
    ``candidates`` (options over the record's rules; ``{}`` for the rules as they are) that gives them."""
    rules = record["rules"]
    spec: dict[str, Any] = dict(rules) if isinstance(rules, dict) else {"preset": rules}
    hands = [parse_hand(h) for h in record["hands"]]
    for options in candidates:
        candidate = {**spec, **options}
        state, _ = play(resolve(candidate), hands)
        if list(state.settlement().points) == points:
            return rules if not options else candidate
    state, _ = play(resolve(spec), hands)
    raise LogError(N_(CTX, "the final points differ: the rules give {ours}, the log {logged}"),
                   ours=", ".join(map(str, state.settlement().points)), logged=", ".join(map(str, points)))


# Tenhou's current logs settle exactly (RULES.md §6); the older ones rounded the final scores to
# thousands (games of 2010–2020 round half up, 四捨五入), and the record must settle as its log did.
TENHOU_SETTLEMENTS: list[dict[str, Any]] = [{}, {"rounding": "shisha_gonyu"}, {"rounding": "gosha_rokunyu"}]

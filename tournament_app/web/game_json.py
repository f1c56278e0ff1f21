"""A table's game as JSON (``GET {table link}/game``) and the preview of a hand being entered.

The JSON keeps the contract's fields (``version``, ``players``, ``hands`` as ``replay --json`` prints
them, ``scores``, ``finished``, the settlement once finished) and adds what the page shows, in the
reader's language (``label``, ``text``): the page computes nothing of the rules itself.
"""

from __future__ import annotations

from typing import Any

from tournament_app.rules.entry import RESULTS, Entry
from tournament_app.rules.errors import ABORTIVE_NAMES, HandError
from tournament_app.rules.game import apply_hand, round_label
from tournament_app.rules.record import parse_hand
from tournament_app.rules.settlement import Settlement, settle, tenths_to_json
from tournament_app.services.clock import RoundClock
from tournament_app.services.rows import GameView
from tournament_app.texts import display
from tournament_app.web.requests import JSON_CTX, MAX_POINTS, BadRequestError, seats
from tournament_app.words.i18n import render, tr, user_text
from tournament_app.words.messages import Message, UserError

CTX = "web"
MAX_VALUE_TEXT = 40


def open_for_entry(view: GameView) -> bool:
    return view.state != "finished" and not view.current.finished and view.mode != "final"


def position(view: GameView) -> tuple[int, int, int]:
    """(round, honba, dealer) of the hand to enter; once the game is over, of the last hand played
    (the seats keep the winds they had), as the desk shows it."""
    if not open_for_entry(view) and view.outcomes:
        o = view.outcomes[-1]
        return o.round, o.honba, o.dealer
    state = view.current
    return state.round, state.honba, state.dealer


def _settlement_json(result: Settlement) -> dict[str, Any]:
    return result.to_json()


def game_json(view: GameView, mode: str, clock: RoundClock | None = None,
              now: Any = None) -> dict[str, Any]:
    state = view.current
    finished = view.state == "finished"
    round_index, honba, dealer = position(view)
    scores = state.scores
    if view.mode == "final" and view.result is not None and view.result.final_scores is not None:
        scores = view.result.final_scores
    hands = []
    for o, record in zip(view.outcomes, view.hands, strict=True):
        hands.append({"number": o.number, **o.to_json(), "record": record,
                      "label": display.round_label(o.round, o.honba),
                      "text": display.outcome_text(o, view.names)})
    entering = open_for_entry(view)
    can = {
        "hands": mode == "hands" and entering,
        "undo": mode == "hands" and not finished and view.mode != "final" and bool(view.hands),
        "finish": mode == "hands" and not finished and view.mode != "final" and state.over,
        "final": mode == "final" and not finished and not view.hands,
    }
    out: dict[str, Any] = {
        "version": view.version, "round": view.round, "table": view.table, "players": list(view.names),
        "sitting_out": view.sitting_out,  # a table of five's player sitting this hanchan out (抜け番)
        "state": view.state, "mode": view.mode, "phones": mode, "can": can,
        "hands": hands, "scores": list(scores), "left": state.left if not finished else view.result.left,
        "finished": finished, "over": state.over, "can_stop": state.can_stop and not state.finished,
        "next": {"number": view.next_number, "round": round_label(round_index), "honba": honba,
                 "dealer": dealer, "label": display.round_label(round_index, honba)},
        "winds": [(seat - dealer) % 4 for seat in range(4)],
        "rules": _rules_json(view),
        "clock": _clock_json(view, clock, now),
    }
    if finished and view.result is not None and view.result.points is not None:
        r = view.result
        out.update({"final_scores": list(r.final_scores or ()), "left": r.left, "ranks": list(r.ranks or ()),
                    "points": [tenths_to_json(p) for p in r.points],
                    "penalties": [tenths_to_json(p) for p in r.penalties or (0, 0, 0, 0)]})
    else:  # where the game stands: what the desk shows under "Standing now" / "Game over — result"
        out["standing"] = _settlement_json(settle(
            view.rules, state.scores, left=state.left, deposit_owners=state.deposits,
            penalties=state.penalties, prizes=state.prizes, finished=state.over))
    return out


def _rules_json(view: GameView) -> dict[str, Any]:
    rules = view.rules
    kinds = sorted(rules.abortive_draws) + (["sanchahou"] if rules.three_ron_abort else [])
    return {"multiple_ron": rules.multiple_ron == "allowed", "pao": bool(rules.pao_yaku),
            "nagashi": rules.nagashi_mangan, "max_yakuman": rules.max_yakuman,
            "abortive": [{"kind": k, "name": display.abortive_name(k)} for k in kinds],
            "total_points": rules.total_points, "start_points": rules.start_points,
            "riichi_deposit": rules.riichi_deposit}


def _clock_json(view: GameView, clock: RoundClock | None, now: Any) -> dict[str, Any] | None:
    if clock is None or not clock.started:
        return None
    return {"remaining": clock.remaining(now, view.table), "paused": clock.paused,
            "called": any(h.get("time_up") for h in view.hands)}


# -- the hand being entered --------------------------------------------------------------------
def entry_from_json(data: Any) -> tuple[Entry, bool]:
    """The phone's entry (what the desk's keys build): checked field by field."""
    if not isinstance(data, dict):
        raise BadRequestError(tr(JSON_CTX, "entry: give the hand being entered"))
    result = data.get("result")
    if result not in RESULTS:
        raise BadRequestError(tr(JSON_CTX, "entry: choose ron, tsumo, draw, abortive or chombo"))
    winners = data.get("winners") or []
    if not isinstance(winners, list) or len(winners) > 3 or any(
            type(s) is not int or not 0 <= s <= 3 for s in winners) or len(set(winners)) != len(winners):
        raise BadRequestError(tr(JSON_CTX, "{field}: give seats 0 to 3").format(field="winners"))
    loser = data.get("loser")
    if loser is not None and (type(loser) is not int or not 0 <= loser <= 3):
        raise BadRequestError(tr(JSON_CTX, "{field}: give seats 0 to 3").format(field="loser"))
    entry = Entry(result=result, winners=list(winners), loser=loser,
                  values=_per_seat(data.get("values"), "values", str),
                  pao=_per_seat(data.get("pao"), "pao", int),
                  riichi=set(seats(data.get("riichi"), "riichi")),
                  tenpai=set(seats(data.get("tenpai"), "tenpai")),
                  nagashi=set(seats(data.get("nagashi"), "nagashi")),
                  offenders=set(seats(data.get("offenders"), "offenders")))
    kind = data.get("kind")
    if kind is not None and (not isinstance(kind, str) or kind not in ABORTIVE_NAMES):
        raise BadRequestError(tr(JSON_CTX, "entry: unknown kind of abortive draw"))
    entry.kind = kind
    time_up = data.get("time_up", False)
    if type(time_up) is not bool:
        raise BadRequestError(tr(JSON_CTX, "{field}: give true or false").format(field="time_up"))
    return entry, time_up


def _per_seat(value: Any, field: str, kind: type) -> dict:
    if value is None:
        return {}
    if not isinstance(value, dict) or len(value) > 4:
        raise BadRequestError(tr(JSON_CTX, "{field}: give a value per seat").format(field=field))
    out = {}
    for key, item in value.items():
        if key not in ("0", "1", "2", "3"):
            raise BadRequestError(tr(JSON_CTX, "{field}: give seats 0 to 3").format(field=field))
        if kind is str and not (isinstance(item, str) and len(item) <= MAX_VALUE_TEXT):
            raise BadRequestError(tr(JSON_CTX, "{field}: give a value of at most {n} characters").format(
                field=field, n=MAX_VALUE_TEXT))
        if kind is int and not (type(item) is int and 0 <= item <= 3):
            raise BadRequestError(tr(JSON_CTX, "{field}: give seats 0 to 3").format(field=field))
        out[int(key)] = item
    return out


def preview(view: GameView, entry: Entry, time_up: bool) -> tuple[int, dict[str, Any]]:
    """What the entry would record and every seat's change (200), or why it cannot (422): the
    desk's refusals and preview, computed on the game as it is now (its ``version`` says which)."""
    state = view.current
    notes: list[Message] = []
    try:
        hand = entry.record(view.rules, dealer=state.dealer, honba=state.honba, notes=notes)
        if time_up:
            hand["time_up"] = True
        _after, outcome = apply_hand(state, parse_hand(hand), view.next_number)
    except HandError as e:  # the reason alone: the field is the one being entered
        return 422, {"error": render(e.reason, view.names, sentence=True), "version": view.version}
    except UserError as e:
        return 422, {"error": user_text(e, view.names), "version": view.version}
    return 200, {"version": view.version, "number": view.next_number, "hand": hand,
                 "deltas": list(outcome.deltas), "scores": list(outcome.scores), "left": outcome.left,
                 "text": display.outcome_text(outcome, view.names),
                 "note": "  ".join(render(n) for n in notes)}


def final_scores_json(data: Any) -> tuple[list[int], int, list[int]]:
    """Four scores, the points left on the table and the chombo seats of a final-scores entry."""
    if not isinstance(data, dict):
        raise BadRequestError(tr(JSON_CTX, "give the four final scores"))
    scores = data.get("scores")
    if not isinstance(scores, list) or len(scores) != 4 or any(
            type(s) is not int or abs(s) > MAX_POINTS for s in scores):
        raise BadRequestError(tr(JSON_CTX, "scores: give four whole numbers"))
    left = data.get("left", 0)
    if type(left) is not int or not 0 <= left <= MAX_POINTS:
        raise BadRequestError(tr(JSON_CTX, "left: give a whole number, 0 or more"))
    return scores, left, seats(data.get("chombo"), "chombo")


def final_preview(view: GameView, scores: list[int], left: int, chombo: list[int]) -> dict[str, Any]:
    """The final scores' check as the desk's dialog makes it, and the points when they add up."""
    rules = view.rules
    total = sum(scores) + left
    ok = total == rules.total_points and all(s % 100 == 0 for s in scores) and left % 100 == 0
    out: dict[str, Any] = {"ok": ok, "total": total, "expected": rules.total_points,
                           "version": view.version}
    if ok:
        result = settle(rules, scores, left=left)
        points = [p - (rules.chombo_penalty if s in chombo else 0) for s, p in enumerate(result.points)]
        out.update({"ranks": list(result.ranks), "points": [tenths_to_json(p) for p in points],
                    "text": tr(CTX, "Adds up to {total}. Points: {points}").format(
                        total=display.score(total),
                        points="  ".join(f"{view.names[s]} {display.points(points[s])}" for s in range(4)))})
    elif any(s % 100 for s in scores) or left % 100:
        out["text"] = tr(CTX, "Scores are multiples of 100.")
    else:
        short = rules.total_points - total
        text = (tr(CTX, "Scores and points left add up to {total}: {diff} short of {expected}.") if short > 0
                else tr(CTX, "Scores and points left add up to {total}: {diff} over {expected}."))
        out["text"] = text.format(total=display.score(total), diff=display.score(abs(short)),
                                  expected=display.score(rules.total_points))
    return out

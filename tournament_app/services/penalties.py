"""Penalties outside the hands: added at any time with a reason, cancellable, never deleted; and the
chombo penalties recorded in the hands, listed beside them."""

from __future__ import annotations

import datetime as dt
import json
from dataclasses import dataclass

from peewee import JOIN

from tournament_app.limits import MAX_PENALTY_TENTHS, MAX_REASON
from tournament_app.messages import N_, Message
from tournament_app.rules.presets import resolve
from tournament_app.services.base import CTX, audit, fail, transaction
from tournament_app.services.text import clean_text
from tournament_app.storage.models import Game, Hand, Penalty, Player, Registration, Round, Table, db_proxy


@dataclass(frozen=True)
class PenaltyRow:
    id: int
    player_id: int
    name: str
    round: int | None
    points: int  # tenths, negative for a penalty
    reason: str
    created_at: dt.datetime
    cancelled: bool
    cancel_reason: str
    in_game: bool = False  # a chombo recorded in a hand: inside the game's points, corrected at the desk


def add_penalty(tournament_id: int, player_id: int, points: int, reason: str,
                round_number: int | None = None) -> int:
    """``points`` in tenths (−100 = △10.0); a bonus is positive. Returns the penalty's id."""
    reason = _reason(reason)
    if not reason:
        fail(N_(CTX, "give the reason for the penalty"))
    if points == 0:
        fail(N_(CTX, "a penalty of 0.0 points changes nothing"))
    if abs(points) > MAX_PENALTY_TENTHS:
        fail(N_(CTX, "a penalty is at most {points} points"), points=MAX_PENALTY_TENTHS / 10)
    with transaction():
        if not Registration.select().where((Registration.tournament == tournament_id)
                                           & (Registration.player == player_id)).exists():
            fail(N_(CTX, "that player is not registered in this tournament"))
        rnd = None
        if round_number is not None:
            rnd = Round.get_or_none((Round.tournament == tournament_id) & (Round.number == round_number))
            if rnd is None:
                fail(N_(CTX, "there is no round {round}"), round=round_number)
        p = Penalty.create(tournament=tournament_id, player=player_id, round=rnd, points=points,
                           reason=reason)
        audit("penalty.add", "penalty", p.id, None,
              {"player": player_id, "points": points, "reason": reason, "round": round_number},
              tournament=tournament_id)
    return int(p.id)


def cancel_penalty(penalty_id: int, reason: str) -> None:
    with transaction():
        p = Penalty.get_or_none(Penalty.id == penalty_id)
        if p is None:
            fail(N_(CTX, "that penalty no longer exists"))
        if p.cancelled_at is not None:
            fail(N_(CTX, "the penalty is already cancelled"))
        p.cancelled_at = dt.datetime.now().replace(microsecond=0)
        p.cancel_reason = _reason(reason)
        # only if still in force: two organisers cancelling at once cancel it once
        done = (Penalty.update(cancelled_at=p.cancelled_at, cancel_reason=p.cancel_reason)
                .where((Penalty.id == p.id) & Penalty.cancelled_at.is_null()).execute())
        if not done:
            fail(N_(CTX, "the penalty is already cancelled"))
        audit("penalty.cancel", "penalty", p.id, None, {"reason": p.cancel_reason},
              tournament=p.tournament_id)


def _reason(text: str) -> str:
    """A reason as typed: one line of text by the one text rule, of stated length."""
    return clean_text(text, Message(CTX, N_(CTX, "the reason")), MAX_REASON)


def hand_chombos(tournament_id: int, rounds: tuple[int, int] | None = None) -> list[PenaltyRow]:
    """Every chombo penalty recorded in the hands of finished games (001 art. 52): inside the games'
    points already, listed beside the other penalties. ``id`` is minus the hand's id."""
    query = (Hand.select(Hand.id, Hand.data, Hand.created_at, Round.number, Game.seat0, Game.seat1,
                         Game.seat2, Game.seat3, Game.rules)
             .join(Game).join(Table).join(Round)
             .where((Round.tournament == tournament_id) & (Game.state == "finished")
                    & (Game.mode == "hands") & (Hand.result == "chombo")))
    if rounds is not None:
        query = query.where(Round.number.between(rounds[0], rounds[1]))
    out = []
    chombo_penalty: dict[str, int] = {}
    with transaction():
        rows = db_proxy.execute(query).fetchall()
        names = {p.id: p.name for p in Player.select(Player.id, Player.name)}
    for hand_id, data, created, number, *rest in rows:
        seats, rules_text = rest[:4], rest[4]
        if rules_text not in chombo_penalty:
            chombo_penalty[rules_text] = resolve(json.loads(rules_text)).chombo_penalty
        penalty = chombo_penalty[rules_text]
        hand = json.loads(data)
        for seat in hand.get("players") or [hand.get("player")]:
            if penalty and seat is not None:
                out.append(PenaltyRow(-hand_id, seats[seat], names[seats[seat]], number, -penalty, "chombo",
                                      _as_datetime(created), False, "", in_game=True))
    return out


def _as_datetime(value: object) -> dt.datetime:
    return value if isinstance(value, dt.datetime) else dt.datetime.fromisoformat(str(value))


def list_penalties(tournament_id: int) -> list[PenaltyRow]:
    with transaction():
        query = (Penalty.select(Penalty, Player, Round).join(Player)
                 .switch(Penalty).join(Round, JOIN.LEFT_OUTER)
                 .where(Penalty.tournament == tournament_id).order_by(Penalty.created_at, Penalty.id))
        rows = [PenaltyRow(p.id, p.player_id, p.player.name, p.round.number if p.round_id else None,
                           p.points, p.reason, p.created_at, p.cancelled_at is not None,
                           p.cancel_reason) for p in query]
    return sorted(rows + hand_chombos(tournament_id), key=lambda r: r.created_at)

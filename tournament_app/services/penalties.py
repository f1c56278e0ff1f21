"""Penalties outside the games: added at any time with a reason, cancellable, never deleted; and every
chombo, listed beside them: part of its game's points however it was entered (a chombo hand at the
desk, a chombo ticked with the final scores), so corrected through that game."""

from __future__ import annotations

import datetime as dt
import functools
import json
from dataclasses import dataclass

from peewee import JOIN, ModelSelect

from tournament_app.checks.limits import MAX_PENALTY_TENTHS
from tournament_app.rules.presets import resolve
from tournament_app.services.base import CTX, audit, fail, transaction
from tournament_app.services.text import clean_reason
from tournament_app.storage.models import Game, Hand, Penalty, Player, Registration, Round, Table, db_proxy
from tournament_app.words.messages import N_


@dataclass(frozen=True)
class ChomboGame:
    """The game a chombo is part of, as listed: corrected there (services.games.reopen_game, with the
    version seen here), not cancelled as a penalty."""

    game_id: int
    table: int
    version: int


@dataclass(frozen=True)
class PenaltyRow:
    id: int | None  # the penalty's; None for a chombo, which is no penalty of its own
    player_id: int
    name: str
    round: int | None
    points: int  # tenths, negative for a penalty
    reason: str
    created_at: dt.datetime
    cancelled: bool
    cancel_reason: str
    game: ChomboGame | None = None  # a chombo: the game whose points hold it

    @property
    def in_game(self) -> bool:
        return self.game is not None


def add_penalty(tournament_id: int, player_id: int, points: int, reason: str,
                round_number: int | None = None) -> int:
    """``points`` in tenths (−100 = △10.0); a bonus is positive. Returns the penalty's id."""
    reason = clean_reason(reason)
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
        p.cancel_reason = clean_reason(reason)
        # only if still in force: two organisers cancelling at once cancel it once
        done = (Penalty.update(cancelled_at=p.cancelled_at, cancel_reason=p.cancel_reason)
                .where((Penalty.id == p.id) & Penalty.cancelled_at.is_null()).execute())
        if not done:
            fail(N_(CTX, "the penalty is already cancelled"))
        audit("penalty.cancel", "penalty", p.id, None, {"reason": p.cancel_reason},
              tournament=p.tournament_id)


def game_chombos(tournament_id: int, rounds: tuple[int, int] | None = None) -> list[PenaltyRow]:
    """Every chombo penalty of the finished games (001 art. 52), one row per chombo, whichever way the
    game was entered: the chombo hands of games recorded hand by hand, the chombo ticked with the final
    scores. They are inside the games' points already, listed beside the other penalties."""
    def finished(query: ModelSelect) -> ModelSelect:
        query = query.where((Round.tournament == tournament_id) & (Game.state == "finished"))
        return query if rounds is None else query.where(Round.number.between(rounds[0], rounds[1]))

    game = (Round.number, Table.number, Game.id, Game.version, Game.rules, Game.seat0, Game.seat1, Game.seat2,
            Game.seat3)
    hands = finished(Hand.select(*game, Hand.created_at, Hand.data).join(Game).join(Table)
                     .join(Round).where((Game.mode == "hands") & (Hand.result == "chombo")))
    finals = finished(Game.select(*game, Game.finished_at, Game.chombo).join(Table).join(Round)
                      .where((Game.mode == "final") & Game.chombo.is_null(False)))
    with transaction():
        hand_rows, final_rows = db_proxy.execute(hands).fetchall(), db_proxy.execute(finals).fetchall()
        names = {p.id: p.name for p in Player.select(Player.id, Player.name)}
    entries = []  # (the game's columns, when, the offenders' seats)
    for *columns, created, data in hand_rows:
        hand = json.loads(data)
        entries.append((columns, created, hand.get("players") or [hand.get("player")]))
    for *columns, finished_at, seats in final_rows:
        entries.append((columns, finished_at, json.loads(seats)))
    penalty_of = functools.cache(lambda rules: resolve(json.loads(rules)).chombo_penalty)
    out = []
    for (number, table, game_id, version, rules, *seats), created, offenders in entries:
        where = ChomboGame(game_id, table, version)
        for seat in offenders:
            if penalty_of(rules) and seat is not None:
                out.append(PenaltyRow(None, seats[seat], names[seats[seat]], number, -penalty_of(rules),
                                      "chombo", _as_datetime(created), False, "", where))
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
    return sorted(rows + game_chombos(tournament_id), key=lambda r: r.created_at)

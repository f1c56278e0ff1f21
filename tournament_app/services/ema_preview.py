"""The EMA ranking as this database would give it (issue 40 item 3a): a tournament's MERS weight and
every player's base rank, and a person's rating over the events here. A preview: the EMA computes the
official figures from every certified tournament, which this database does not hold. The arithmetic
and its sources: :mod:`tournament_app.rules.ema_ranking`.

What the weight needs and where it comes from: days from the tournament's dates (or given); players:
the rows of its final standings, the same rows as the EMA results file; countries: the players'
country field (blank ones are counted apart and said); whether qualification was required: given (the
database does not hold it, so across events it is taken as not required).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction

from tournament_app.rules import ema_ranking
from tournament_app.rules.ema_ranking import Rating, Result, Weight
from tournament_app.services import players, tournaments
from tournament_app.services.base import CTX, fail, transaction
from tournament_app.services.event_standings import ranked
from tournament_app.storage.models import Player, Registration
from tournament_app.words.messages import N_


@dataclass(frozen=True)
class EventWeight:
    days: int
    players: int
    countries: int
    no_country: int  # players whose country is blank: not counted among the countries
    qualification: bool
    weight: Weight


@dataclass(frozen=True)
class BaseRankRow:
    place: int
    player_id: int
    name: str
    ema_number: str
    country: str
    games: int
    exact: Fraction  # 1000 · (N − place) / (N − 1)
    base_rank: int  # as the EMA lists it (ema_ranking.whole)


@dataclass(frozen=True)
class EventPreview:
    tournament_id: int
    name: str
    ended_on: dt.date | None
    weight: EventWeight
    rows: list[BaseRankRow]


@dataclass(frozen=True)
class PersonRating:
    on: dt.date
    events: list[tuple[EventPreview, BaseRankRow]]  # the person's events here, with their row
    undated: list[str]  # events without dates: no weight, not counted
    rating: Rating | None  # None: fewer than two results that count on ``on``


def event_days(tournament_id: int) -> int | None:
    """The days from the tournament's dates, both counted; None without a start date."""
    info = tournaments.tournament_info(tournament_id)
    if info.starts_on is None:
        return None
    return ((info.ends_on or info.starts_on) - info.starts_on).days + 1


def preview(tournament_id: int, *, days: int | None = None, qualification: bool = False) -> EventPreview:
    """The tournament's weight and every player's base rank; ``days``: instead of the dates."""
    info = tournaments.tournament_info(tournament_id)
    if days is None:
        days = event_days(tournament_id)
        if days is None:
            fail(N_(CTX, "{name} has no dates: give the number of days it was played over"), name=info.name)
    if days < 1:
        fail(N_(CTX, "the number of days must be 1 or more, not {days}"), days=days)
    standing = ranked(tournament_id)
    rows = []
    for row in standing:
        details = players.ema_details(row.player_id)
        exact = ema_ranking.base_rank(len(standing), row.rank)
        rows.append(BaseRankRow(row.rank, row.player_id, row.name, details["ema_number"],
                                details["country"].strip(), row.games, exact, ema_ranking.whole(exact)))
    countries = {r.country.casefold() for r in rows if r.country}
    blank = sum(1 for r in rows if not r.country)
    weight = EventWeight(days, len(rows), len(countries), blank, qualification,
                         ema_ranking.tournament_weight(days, len(rows), len(countries), qualification))
    return EventPreview(tournament_id, info.name, info.ends_on or info.starts_on, weight, rows)


def people_named(name: str, person_keys: Mapping[int, int] | None = None) -> list[int]:
    """The person keys of the players named ``name`` (each player its own person unless
    ``person_keys`` says otherwise)."""
    with transaction():
        ids = [p.id for p in Player.select(Player.id).where(Player.name == name).order_by(Player.id)]
    keys = person_keys or {}
    return sorted({keys.get(i, i) for i in ids})


def person_rating(person: int, on: dt.date, person_keys: Mapping[int, int] | None = None) -> PersonRating:
    """The EMA-style rating on ``on`` of ``person`` (a player id, or a key of ``person_keys``, which
    maps player ids to person keys; without it every player is their own person) over the events in
    this database, each weighed from its dates and players as :func:`preview` does."""
    keys = person_keys or {}
    with transaction():
        query = Registration.select(Registration.tournament, Registration.player)
        regs = [(r.tournament_id, r.player_id) for r in query.order_by(Registration.tournament)]
    mine = [(tid, pid) for tid, pid in regs if keys.get(pid, pid) == person]
    events, undated, results = [], [], []
    for tid, pid in mine:
        if event_days(tid) is None:
            undated.append(tournaments.tournament_info(tid).name)
            continue
        event = preview(tid)
        row = next((r for r in event.rows if r.player_id == pid), None)
        if row is None or not row.games:  # registered, never played: no result
            continue
        events.append((event, row))
        results.append(Result(row.base_rank, event.weight.weight.total, event.ended_on, key=tid))
    return PersonRating(on, events, undated, ema_ranking.rating(results, on))

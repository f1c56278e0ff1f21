"""The club rating over every event in the database (issue 40 item 3(b)): Tenhou's R
(:mod:`tournament_app.rules.rating`, which says why it measures strength and not activity).

Every finished game of every tournament (a season's divisions are tournaments too) is rated in the
order it was played: the events by date, then by round and table. Rounds whose standings an event
hides are left out, as they are from its standings, until they are shown. A person is whoever
``person_keys`` maps a player to (player id → person key); a player not in it is a person of its
own, which is also the default.
"""

from __future__ import annotations

import datetime as dt
from collections import defaultdict
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from peewee import fn

from tournament_app.rules.rating import START, rating_changes
from tournament_app.services import event_format
from tournament_app.services.base import transaction
from tournament_app.services.people import person_keys as people_keys
from tournament_app.storage.models import (
    Division,
    Game,
    LeagueDay,
    Player,
    Round,
    Table,
    Tournament,
    db_proxy,
)


@dataclass(frozen=True)
class RatingPoint:
    """A person's rating after one event."""

    tournament_id: int
    tournament: str
    date: dt.date | None  # the event's first day (None: the database does not say)
    rating: int  # hundredths, after the event's last game the person played
    games: int  # games rated so far, this event's included
    event_games: int  # games of this event


@dataclass(frozen=True)
class PersonRating:
    rank: int  # equal ratings share a place
    person: Any  # the person key (people.person_keys)
    player_id: int  # the person's player in their latest event (name and reading from it)
    name: str
    reading: str
    rating: int  # hundredths
    games: int
    history: tuple[RatingPoint, ...]  # one point per event played, oldest first


@dataclass(frozen=True)
class _Event:
    tournament_id: int
    name: str
    date: dt.date | None
    order: tuple


def _events() -> dict[int, _Event]:
    """Every tournament with its date: its first day, else its division's first dated day (a
    season's), else the day it was created."""
    first_day = dict(LeagueDay.select(Division.tournament, fn.MIN(LeagueDay.date)).join(Division)
                     .where(LeagueDay.date.is_null(False)).group_by(Division.tournament).tuples())
    out = {}
    for tid, name, starts_on, created_at in Tournament.select(
            Tournament.id, Tournament.name, Tournament.starts_on, Tournament.created_at).tuples():
        day = starts_on or first_day.get(tid)
        out[tid] = _Event(tid, name, day, (day or created_at.date(), created_at, tid))
    return out


def _rated_games() -> list[tuple]:
    """(tournament, round, table, four players, four ranks) of every finished game, the shown rounds."""
    query = (Game.select(Round.tournament, Round.number, Table.number, Game.seat0, Game.seat1, Game.seat2,
                         Game.seat3, Game.r0, Game.r1, Game.r2, Game.r3)
             .join(Table).join(Round).where(Game.state == "finished"))
    rows = list(db_proxy.execute(query))  # raw rows: plain integers, as standings reads them
    shown = {tid: event_format.visible_rounds(tid, None) for tid in {r[0] for r in rows}}
    return [r for r in rows if (v := shown[r[0]]) is None or v[0] <= r[1] <= v[1]]


def ratings(person_keys: Mapping[int, Any] | None = None) -> list[PersonRating]:
    """Every person who has played a rated game, best rating first; persons as the registry links
    players (``people.person_keys``) unless ``person_keys`` is given."""
    with transaction():
        events = _events()
        games = _rated_games()
        names = {pid: (name, reading) for pid, name, reading in
                 Player.select(Player.id, Player.name, Player.reading).tuples()}
    keys = people_keys(names) if person_keys is None else person_keys
    games.sort(key=lambda g: (events[g[0]].order, g[1], g[2]))
    rating: dict[int, int] = defaultdict(lambda: START)
    played: dict[int, int] = defaultdict(int)
    history: dict[int, list[RatingPoint]] = defaultdict(list)
    latest: dict[int, int] = {}  # person → their player in the latest event
    in_event: dict[int, int] = defaultdict(int)  # person → games of the event under way
    current: int | None = None

    def close_event() -> None:
        if current is None:
            return
        event = events[current]
        for person, count in in_event.items():
            history[person].append(RatingPoint(current, event.name, event.date, rating[person],
                                               played[person], count))
        in_event.clear()

    for tid, _round, _table, *seats in games:
        if tid != current:
            close_event()
            current = tid
        people = [keys.get(pid, pid) for pid in seats[:4]]
        changes = rating_changes([rating[p] for p in people], [played[p] for p in people], seats[4:])
        for pid, person, change in zip(seats[:4], people, changes, strict=True):
            rating[person] += change
            played[person] += 1
            in_event[person] += 1
            latest[person] = pid
    close_event()
    order = sorted(history, key=lambda p: (-rating[p], names[latest[p]][1] or names[latest[p]][0],
                                           names[latest[p]][0], p))
    out: list[PersonRating] = []
    for i, person in enumerate(order):
        rank = out[-1].rank if out and out[-1].rating == rating[person] else i + 1
        name, reading = names[latest[person]]
        out.append(PersonRating(rank, person, latest[person], name, reading, rating[person], played[person],
                                tuple(history[person])))
    return out


def person_rating(person: Any, person_keys: Mapping[int, Any] | None = None) -> PersonRating | None:
    """One person's rating and history (None: no rated game yet)."""
    return next((r for r in ratings(person_keys) if r.person == person), None)

"""A person's statistics over every event in the database (issue 40 item 2): each event's line from
the recorded hands (``player_stats``) and their sum."""

from __future__ import annotations

from dataclasses import dataclass

from tournament_app.services.base import transaction
from tournament_app.services.people import PersonRow, list_people, tournaments_of
from tournament_app.services.player_stats import combined, statistics
from tournament_app.services.rows import PlayerStats


@dataclass(frozen=True)
class EventLine:
    tournament_id: int
    tournament: str
    stats: PlayerStats  # the person's player in that event


@dataclass(frozen=True)
class PersonStats:
    person: PersonRow
    events: tuple[EventLine, ...]  # oldest first
    total: PlayerStats | None  # None: registered nowhere


def people_statistics(person_ids: list[int] | None = None) -> list[PersonStats]:
    """Every person's (or those of ``person_ids``) statistics: one read of each event's games for all
    of them. Rounds whose standings are hidden are left out, as on every shared screen."""
    persons = list_people(person_ids)
    with transaction():
        events = tournaments_of([q.player_id for p in persons for q in p.players])  # each oldest first
    lines = statistics((tid, pid) for pid, held in events.items() for tid, _t in held)
    out = []
    for person in persons:
        held = sorted(((tid, tournament, q.player_id) for q in person.players
                       for tid, tournament in events.get(q.player_id, [])), key=lambda e: e[0])
        rows = tuple(EventLine(tid, tournament, lines[(tid, pid)]) for tid, tournament, pid in held)
        out.append(PersonStats(person, rows, combined(e.stats for e in rows)))
    return out


def person_statistics(person_id: int) -> PersonStats:
    [found] = people_statistics([person_id])
    return found

"""The links to persons the records suggest (issue 40), for the organiser to confirm: nothing is linked
until they are accepted.

A player not linked yet is matched by the strongest detail it has: its EMA number; without one, its
member number; without either, its name with its reading. Those sharing it with each other (and with a
person that has it) are proposed as one person, with the reason. A match that would put one person
twice in a tournament, or that two persons share, is not proposed: the organiser decides those.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass

from tournament_app.services.base import CTX, ConflictError, audit, transaction
from tournament_app.services.people import (
    PERSON_CHANGED,
    check_one_per_tournament,
    new_person_of,
    tournaments_of,
)
from tournament_app.services.text import name_key
from tournament_app.storage.connections import is_postgresql
from tournament_app.storage.models import Person, Player
from tournament_app.words.messages import N_

REASONS = ("ema", "member", "name")  # strongest first
PLAYER_LINKED = N_(CTX, "a player of this proposal was linked at another desk meanwhile: nothing was stored; "
                        "look again")


@dataclass(frozen=True)
class Proposal:
    """These players (none linked yet) are one person: ``person_id``'s (at ``person_version``) or a new
    one made from the first player's details. ``reason``: the detail they share, ``value`` its value."""

    reason: str  # ema | member | name
    value: str
    person_id: int | None
    person_version: int | None
    person_name: str
    players: tuple[int, ...]
    labels: tuple[str, ...]  # each player as "name (tournament, …)"


def _keys(name: str, reading: str, ema: str, member: str) -> tuple[str, str]:
    """The reason a record is matched by and the value compared."""
    if ema.strip():
        return "ema", ema.strip()
    if member.strip():
        return "member", member.strip()
    return "name", f"{name_key(name)}\x00{reading.strip()}"


def proposals() -> list[Proposal]:
    """Every link the records suggest, strongest reasons first."""
    with transaction():
        free = list(Player.select(Player.id, Player.name, Player.reading, Player.ema_number, Player.member_no)
                    .where(Player.person.is_null()).order_by(Player.id).tuples())
        persons = list(Person.select(Person.id, Person.name, Person.reading, Person.ema_number,
                                     Person.member_no, Person.version).tuples())
        events = tournaments_of([p[0] for p in free])
        person_events: dict[int, set[int]] = defaultdict(set)
        linked = list(Player.select(Player.id, Player.person).where(Player.person.is_null(False)).tuples())
        for pid, events_of in tournaments_of([pid for pid, _p in linked]).items():
            person_events[dict(linked)[pid]].update(tid for tid, _t in events_of)
    by_key: dict[tuple[str, str], list[tuple[int, str]]] = defaultdict(list)
    for pid, name, reading, ema, member in free:
        by_key[_keys(name, reading, ema, member)].append((pid, name))
    # a person is found by each detail it has, so that it bridges a player known by another one
    person_by: dict[tuple[str, str], list[tuple[int, str, int]]] = defaultdict(list)
    for person_id, name, reading, ema, member, version in persons:
        for key in {("ema", ema.strip()), ("member", member.strip()),
                    ("name", f"{name_key(name)}\x00{reading.strip()}")}:
            if key[1] and key[1] != "\x00":
                person_by[key].append((person_id, name, version))
    out = []
    for (reason, value), players in by_key.items():
        targets = person_by.get((reason, value), [])
        if len(targets) > 1 or (not targets and len(players) < 2):
            continue
        taken = set(person_events[targets[0][0]]) if targets else set()
        clash = False
        for pid, _name in players:
            mine = {tid for tid, _t in events.get(pid, [])}
            clash = clash or bool(taken & mine)
            taken |= mine
        if clash:
            continue
        labels = tuple(f"{name} ({', '.join(t for _tid, t in events.get(pid, []))})" for pid, name in players)
        person_id, person_name, version = targets[0] if targets else (None, "", None)
        shown = value.replace("\x00", " / ").rstrip(" /") if reason == "name" else value
        out.append(Proposal(reason, shown, person_id, version, person_name,
                            tuple(p for p, _n in players), labels))
    return sorted(out, key=lambda p: (REASONS.index(p.reason), p.value, p.players))


def accept(chosen: Sequence[Proposal]) -> list[int]:
    """Make the links of ``chosen`` (as they were shown) in one transaction: all of them or, when a
    player was linked or a person changed meanwhile, none. Returns each proposal's person id."""
    made = []
    with transaction():
        for proposal in chosen:
            query = Player.select().where(Player.id.in_(list(proposal.players))).order_by(Player.id)
            players = {p.id: p for p in (query.for_update() if is_postgresql() else query)}
            if (len(players) != len(proposal.players)
                    or any(p.person_id is not None for p in players.values())):
                raise ConflictError(PLAYER_LINKED)
            person_id = proposal.person_id
            rest = list(proposal.players)
            if person_id is None:
                person_id = new_person_of(players[rest.pop(0)])
            else:
                query = Person.select().where(Person.id == person_id)
                person = (query.for_update() if is_postgresql() else query).first()
                if person is None or person.version != proposal.person_version:
                    raise ConflictError(PERSON_CHANGED)
            if rest:
                check_one_per_tournament(person_id, rest)
                Player.update(person=person_id).where(Player.id.in_(rest)).execute()
                Person.update(version=Person.version + 1).where(Person.id == person_id).execute()
            audit("person.accept", "person", person_id, None,
                  {"reason": proposal.reason, "value": proposal.value, "players": list(proposal.players)})
            made.append(person_id)
    return made

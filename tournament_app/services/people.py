"""One person across events (issue 40): the person registry, each player's link to a person, merging
two persons who are one and splitting a player off into a person of its own.

A player (a tournament's row; a season's divisions share one row across seasons) is linked to at most
one person, and only when the organiser says so (``people_proposals`` finds the likely links). A person
never has two players in one tournament: a tournament lists each person once. Every write names the
person's ``version`` as shown (``seen``) and is refused when it moved on meanwhile.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from tournament_app.services.base import CTX, ConflictError, audit, fail, transaction
from tournament_app.services.text import name_key
from tournament_app.storage.connections import is_postgresql
from tournament_app.storage.models import Person, Player, Registration, Tournament
from tournament_app.words.messages import N_

PersonKey = str  # "person:ID" for a linked player, "player:ID" for one that is a person of its own
PERSON_CHANGED = N_(CTX, "this person was changed at another desk meanwhile: nothing was stored; look again")
_CHUNK = 500  # ids per IN (…): well under SQLite's limit of bound values


@dataclass(frozen=True)
class PersonPlayer:
    """One of a person's players: its name and the tournaments it is registered in."""

    player_id: int
    name: str
    tournaments: tuple[str, ...]
    ema_number: str = ""  # the player's own numbers, as registered in its events
    member_no: str = ""


@dataclass(frozen=True)
class PersonRow:
    id: int
    name: str
    reading: str
    ema_number: str
    member_no: str
    country: str
    version: int
    players: tuple[PersonPlayer, ...]


def person_keys(player_ids: Iterable[int]) -> dict[int, PersonKey]:
    """Each player's person, as a key to group results by: a player without a person is its own key."""
    ids = sorted(set(player_ids))
    out: dict[int, PersonKey] = {}
    with transaction():
        for start in range(0, len(ids), _CHUNK):
            part = ids[start:start + _CHUNK]
            for pid, person in Player.select(Player.id, Player.person).where(Player.id.in_(part)).tuples():
                out[pid] = f"person:{person}" if person is not None else f"player:{pid}"
    return {pid: out.get(pid, f"player:{pid}") for pid in ids}


def all_person_keys() -> dict[int, PersonKey]:
    """:func:`person_keys` of every player in the database."""
    with transaction():
        ids = [pid for (pid,) in Player.select(Player.id).tuples()]
    return person_keys(ids)


def tournaments_of(player_ids: Sequence[int]) -> dict[int, list[tuple[int, str]]]:
    """Player id -> the (id, name) of each tournament it is registered in, oldest first."""
    out: dict[int, list[tuple[int, str]]] = defaultdict(list)
    ids = list(player_ids)
    for start in range(0, len(ids), _CHUNK):
        for pid, tid, name in (Registration.select(Registration.player, Tournament.id, Tournament.name)
                               .join(Tournament).where(Registration.player.in_(ids[start:start + _CHUNK]))
                               .order_by(Tournament.starts_on, Tournament.id).tuples()):
            out[pid].append((tid, name))
    return out


def list_people(person_ids: Sequence[int] | None = None) -> list[PersonRow]:
    """Every person (or those of ``person_ids``) with their players, in 50音順."""
    with transaction():
        query = Person.select()
        if person_ids is not None:
            query = query.where(Person.id.in_(list(person_ids)))
        persons = list(query)
        linked = defaultdict(list)
        for pid, name, person, ema, member in (
                Player.select(Player.id, Player.name, Player.person, Player.ema_number, Player.member_no)
                .where(Player.person.in_([p.id for p in persons])).order_by(Player.id).tuples()):
            linked[person].append((pid, name, ema, member))
        events = tournaments_of([player[0] for players in linked.values() for player in players])
    rows = [PersonRow(p.id, p.name, p.reading, p.ema_number, p.member_no, p.country, p.version,
                      tuple(PersonPlayer(pid, name, tuple(t for _tid, t in events.get(pid, [])),
                                         ema.strip(), member.strip())
                            for pid, name, ema, member in linked[p.id]))
            for p in persons]
    return sorted(rows, key=lambda r: (r.reading or r.name, r.name, r.id))


def find_person(text: str) -> PersonRow:
    """The person named ``text`` (its number as ``#N``, or its name when only one person has it)."""
    text = text.strip()
    if text.startswith(("#", "＃")) and text[1:].strip().isdigit():
        found = list_people([int(text[1:].strip())])
        if not found:
            fail(N_(CTX, "there is no person {person}"), person=text)
        return found[0]
    matches = [p for p in list_people() if name_key(p.name) == name_key(text)]
    if not matches:
        fail(N_(CTX, "there is no person named {name}"), name=text)
    if len(matches) > 1:
        fail(N_(CTX, "%n people are named {name}: give the number the people list shows (#{number})"),
             len(matches), name=text, number=matches[0].id)
    return matches[0]


def person_of(player_id: int) -> PersonRow | None:
    """The person a player is linked to, None when it is not."""
    with transaction():
        person = Player.select(Player.person).where(Player.id == player_id).scalar()
    found = list_people([person]) if person is not None else []
    return found[0] if found else None


def _locked_person(person_id: int, seen: int | None) -> Person:
    """Inside a write: the person, its row locked on PostgreSQL, refused when not at version ``seen``."""
    query = Person.select().where(Person.id == person_id)
    person = (query.for_update() if is_postgresql() else query).first()
    if person is None:
        raise ConflictError(PERSON_CHANGED)
    if seen is not None and person.version != seen:
        raise ConflictError(PERSON_CHANGED)
    return person


def _bump(person_id: int) -> None:
    Person.update(version=Person.version + 1).where(Person.id == person_id).execute()


def _player(player_id: int) -> Player:
    query = Player.select().where(Player.id == player_id)
    player = (query.for_update() if is_postgresql() else query).first()
    if player is None:
        fail(N_(CTX, "that player no longer exists"))
    return player


def check_one_per_tournament(person_id: int, player_ids: Sequence[int]) -> None:
    """A person plays once in a tournament: refused when two of its players (those it has and
    ``player_ids``) are registered in the same one."""
    ids = [pid for (pid,) in Player.select(Player.id).where(Player.person == person_id).tuples()]
    seen: dict[int, int] = {}
    names = dict(Player.select(Player.id, Player.name).where(Player.id.in_([*ids, *player_ids])).tuples())
    events = tournaments_of(sorted({*ids, *player_ids}))
    for pid in sorted(events):
        for tid, tournament in events[pid]:
            other = seen.setdefault(tid, pid)
            if other != pid:
                fail(N_(CTX, "{first} and {second} both play in {tournament}: they are two people"),
                     first=names[other], second=names[pid], tournament=tournament)


def new_person_of(player: Player) -> int:
    """Inside a write: a person made from ``player``'s details, linked to it."""
    person = Person.create(name=player.name, reading=player.reading, ema_number=player.ema_number.strip(),
                           member_no=player.member_no.strip(), country=player.country)
    Player.update(person=person.id).where(Player.id == player.id).execute()
    audit("person.add", "person", person.id, None, {"name": player.name, "player": player.id})
    return int(person.id)


def link(player_id: int, person_id: int | None, *, seen: int | None = None) -> int:
    """Link a player not linked yet to ``person_id`` (at version ``seen``), or to a new person made from
    its details (``person_id`` None); returns the person's id."""
    with transaction():
        player = _player(player_id)
        if player.person_id is not None:
            fail(N_(CTX, "{name} is already linked to a person: split it off or unlink it first"),
                 name=player.name)
        if person_id is None:
            return new_person_of(player)
        _locked_person(person_id, seen)
        check_one_per_tournament(person_id, [player_id])
        Player.update(person=person_id).where(Player.id == player_id).execute()
        _bump(person_id)
        audit("person.link", "person", person_id, None, {"player": player_id})
        return person_id


def _linked(player_id: int, seen: int | None) -> tuple[Player, int]:
    """The player and its person, locked at version ``seen`` (inside a transaction); refused when the
    player is linked to nobody."""
    player = _player(player_id)
    if player.person_id is None:
        fail(N_(CTX, "{name} is not linked to a person"), name=player.name)
    _locked_person(player.person_id, seen)
    return player, player.person_id


def unlink(player_id: int, *, seen: int | None = None) -> None:
    """The player's link to its person undone (``seen``: the person's version); a person left without
    players goes."""
    with transaction():
        _player_row, person_id = _linked(player_id, seen)
        Player.update(person=None).where(Player.id == player_id).execute()
        _bump(person_id)
        audit("person.unlink", "person", person_id, {"player": player_id}, None)
        if not Player.select().where(Player.person == person_id).exists():
            Person.delete().where(Person.id == person_id).execute()


def split(player_id: int, *, seen: int | None = None) -> int:
    """The player's record detached from its person into a person of its own (``seen``: the version of
    the person it leaves); returns the new person's id."""
    with transaction():
        player, left = _linked(player_id, seen)
        if Player.select().where((Player.person == left) & (Player.id != player_id)).count() == 0:
            fail(N_(CTX, "{name} is the only player of its person: there is nothing to split"),
                 name=player.name)
        _bump(left)
        audit("person.split", "person", left, {"player": player_id}, None)
        return new_person_of(player)


def merge(keep_id: int, gone_id: int, *, seen: tuple[int, int] | None = None) -> None:
    """Two persons who are one: every player of ``gone_id`` joins ``keep_id`` and ``gone_id`` goes.
    ``seen``: the two persons' versions as shown. The kept person's details stay; blank ones are
    filled from the other's."""
    if keep_id == gone_id:
        fail(N_(CTX, "a person cannot be merged with itself"))
    with transaction():
        keep = _locked_person(keep_id, seen[0] if seen else None)
        gone = _locked_person(gone_id, seen[1] if seen else None)
        moving = [pid for (pid,) in Player.select(Player.id).where(Player.person == gone_id).tuples()]
        check_one_per_tournament(keep_id, moving)
        Player.update(person=keep_id).where(Player.person == gone_id).execute()
        filled = {f: getattr(gone, f) for f in ("reading", "ema_number", "member_no", "country")
                  if not getattr(keep, f) and getattr(gone, f)}
        Person.update(version=Person.version + 1, **filled).where(Person.id == keep_id).execute()
        Person.delete().where(Person.id == gone_id).execute()
        audit("person.merge", "person", keep_id, {"merged": gone_id, "name": gone.name}, {"players": moving})


def registered_player(tournament_id: int, name: str) -> int:
    """The id of the player registered in the tournament under ``name`` (compared as names are)."""
    with transaction():
        found = [pid for pid, registered in Player.select(Player.id, Player.name).join(Registration)
                 .where(Registration.tournament == tournament_id).tuples()
                 if name_key(registered) == name_key(name)]
    if not found:
        fail(N_(CTX, "no player named {name} in this tournament"), name=name)
    return found[0]

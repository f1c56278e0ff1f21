"""One person across events (issue 40 item 1), on both back ends: an older database upgraded with no
link made, the proposals and their reasons, confirming, merging, splitting, stale versions refused."""

from __future__ import annotations

import pytest

from tests.storage.helpers import make_schema_11
from tournament_app.services import people, players, tournaments
from tournament_app.services.base import ConflictError
from tournament_app.services.people_proposals import accept, proposals
from tournament_app.storage.database import close_database, open_database
from tournament_app.storage.migrations import SCHEMA_VERSION
from tournament_app.storage.models import Person, Player, db_proxy
from tournament_app.words.messages import UserError

# (name, reading, EMA number, member number) in the spring event and the autumn one
SPRING = [("Sato Taro", "さとう たろう", "07000001", ""), ("Suzuki Hana", "すずき はな", "", "M-12"),
          ("Tanaka Ken", "たなか けん", "", ""), ("Ito Aya", "いとう あや", "", "")]
AUTUMN = [("SATO Taro", "さとう", "07000001", ""), ("Suzuki Hanako", "すずき はなこ", "", "M-12"),
          ("Tanaka Ken", "たなか けん", "", ""), ("Ito Aya", "いとう あや こ", "", "")]


def _event(name: str, rows: list[tuple[str, str, str, str]]) -> tuple[int, list[int]]:
    tid = tournaments.create_tournament(name, "jpml")
    ids = []
    for player, reading, ema, member in rows:
        pid = players.add_player(tid, player, reading=reading, member_no=member)
        if ema:
            players.set_ema_details(tid, pid, ema_number=ema)
        ids.append(pid)
    return tid, ids


def _two_events() -> tuple[list[int], list[int]]:
    return _event("Spring", SPRING)[1], _event("Autumn", AUTUMN)[1]


def _links() -> dict[int, int | None]:
    return dict(Player.select(Player.id, Player.person).tuples())


def test_an_older_database_is_upgraded_with_nobody_linked_and_the_links_proposed(backend_db: str) -> None:
    spring, autumn = _two_events()
    make_schema_11(db_proxy.obj)
    close_database()
    open_database(backend_db)  # the upgrade
    [(version,)] = db_proxy.execute_sql("SELECT value FROM tournament_app_meta WHERE key = 'schema_version'")
    assert int(version) == SCHEMA_VERSION == 12
    assert set(_links().values()) == {None} and Person.select().count() == 0
    found = proposals()
    assert [(p.reason, p.value, p.players, p.person_id) for p in found] == [
        ("ema", "07000001", (spring[0], autumn[0]), None),
        ("member", "M-12", (spring[1], autumn[1]), None),
        ("name", "Tanaka Ken / たなか けん", (spring[2], autumn[2]), None),
    ]  # Ito Aya: the same name, another reading: two people as far as the records say
    assert found[0].labels == ("Sato Taro (Spring)", "SATO Taro (Autumn)")
    assert set(_links().values()) == {None}  # proposing links nobody


def test_accepting_the_shown_proposals_links_them_all_or_none(backend_db: str) -> None:
    spring, autumn = _two_events()
    shown = proposals()
    players.edit_player(tournaments.find_tournament("Autumn"), autumn[2], name="Tanaka Ken",
                        reading="たなか けん")  # an edit that links nobody: the proposals still hold
    made = accept(shown)
    links = _links()
    assert [links[spring[i]] for i in range(3)] == made and len(set(made)) == 3
    assert [links[autumn[i]] for i in range(3)] == made
    assert links[spring[3]] is None and links[autumn[3]] is None
    sato = people.list_people([made[0]])[0]
    assert (sato.name, sato.ema_number, sato.version) == ("Sato Taro", "07000001", 1)
    assert proposals() == []  # nothing left to propose: Ito Aya's two records stay apart


def test_a_stale_proposal_stores_nothing(backend_db: str) -> None:
    _spring, autumn = _two_events()
    shown = proposals()
    people.link(autumn[2], None)  # another desk made Tanaka Ken of autumn a person meanwhile
    before = _links()
    with pytest.raises(ConflictError, match="linked at another desk"):
        accept(shown)
    assert _links() == before and Person.select().count() == 1  # the first two were not stored either


def test_a_new_players_proposal_names_the_person_it_joins(backend_db: str) -> None:
    spring, autumn = _two_events()
    sato = people.link(spring[0], None)
    _tid, [winter] = _event("Winter", [("Sato T.", "", "07000001", "")])
    _tid, [summer] = _event("Summer", [("佐藤 太郎", "", "", "")])
    [proposal] = [p for p in proposals() if p.reason == "ema"]
    assert (proposal.person_id, proposal.person_version, proposal.players) == (sato, 0, (autumn[0], winter))
    people.link(summer, sato, seen=0)  # another desk: the person's version moves on
    with pytest.raises(ConflictError, match="person was changed at another desk"):
        accept([proposal])
    assert _links()[winter] is None and _links()[autumn[0]] is None
    [proposal] = [p for p in proposals() if p.reason == "ema"]
    assert proposal.person_version == 1 and accept([proposal]) == [sato]
    assert _links()[winter] == sato == _links()[autumn[0]]
    keys = people.person_keys([spring[0], autumn[0], winter, spring[3]])
    assert keys == {spring[0]: f"person:{sato}", autumn[0]: f"person:{sato}", winter: f"person:{sato}",
                    spring[3]: f"player:{spring[3]}"}


def test_link_merge_split_and_unlink_with_the_versions_seen(backend_db: str) -> None:
    spring, autumn = _two_events()
    a = people.link(spring[3], None)
    b = people.link(autumn[3], None)
    with pytest.raises(ConflictError):
        people.merge(a, b, seen=(0, 5))  # the second as an older window showed it
    assert {people.person_keys([autumn[3]])[autumn[3]]} == {f"person:{b}"}
    people.merge(a, b, seen=(0, 0))
    assert Person.get_or_none(Person.id == b) is None
    merged = people.find_person(f"#{a}")
    assert [q.player_id for q in merged.players] == [spring[3], autumn[3]] and merged.version == 1
    assert [q.tournaments for q in merged.players] == [("Spring",), ("Autumn",)]
    with pytest.raises(ConflictError):
        people.split(autumn[3], seen=0)
    c = people.split(autumn[3], seen=1)
    assert _links()[autumn[3]] == c and _links()[spring[3]] == a and people.find_person(f"#{a}").version == 2
    with pytest.raises(UserError, match="only player of its person"):
        people.split(autumn[3], seen=0)
    with pytest.raises(UserError, match="already linked"):
        people.link(autumn[3], a, seen=2)
    people.unlink(autumn[3], seen=0)
    assert _links()[autumn[3]] is None and Person.get_or_none(Person.id == c) is None  # no players left


def test_one_person_never_plays_twice_in_a_tournament(backend_db: str) -> None:
    spring, _autumn = _two_events()
    a = people.link(spring[0], None)
    before = _links()
    with pytest.raises(UserError, match="Sato Taro and Suzuki Hana both play in Spring: they are two people"):
        people.link(spring[1], a, seen=0)
    b = people.link(spring[1], None)
    with pytest.raises(UserError, match="both play in Spring"):
        people.merge(a, b)
    assert people.find_person(f"#{a}").version == 0 and _links()[spring[1]] == b
    assert {k: v for k, v in _links().items() if k != spring[1]} == {k: v for k, v in before.items()
                                                                   if k != spring[1]}


def test_a_person_is_found_by_name_or_number(backend_db: str) -> None:
    spring, autumn = _two_events()
    a = people.link(spring[2], None)
    b = people.link(autumn[2], None)
    with pytest.raises(UserError, match=f"2 people are named Tanaka Ken: give the number .*#{a}"):
        people.find_person("Tanaka Ken")
    assert people.find_person(f"#{b}").id == b
    with pytest.raises(UserError, match="there is no person named Nobody"):
        people.find_person("Nobody")

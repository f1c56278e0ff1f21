"""Each table's link for its phone: a stored random secret, renewable, compared in constant time; and what
a tournament's phones may do. On SQLite and PostgreSQL (``tournament_db``)."""

from __future__ import annotations

import base64
import json

import pytest

from tests.services.helpers import tournament_with_players
from tournament_app.services import rounds, table_links
from tournament_app.storage.models import AuditEntry, Table
from tournament_app.words.messages import UserError


def _two_rounds() -> int:
    tid, ids = tournament_with_players(8)
    rounds.seat_round(tid, "manual", tables=[ids[:4], ids[4:]])
    rounds.seat_round(tid, "manual", tables=[ids[::2], ids[1::2]])
    return tid


def test_every_table_gets_a_stored_secret_of_at_least_128_random_bits(tournament_db: str) -> None:
    tid = _two_rounds()
    links = table_links.table_links(tid)
    assert [(link.round, link.table) for link in links] == [(1, 1), (1, 2), (2, 1), (2, 2)]
    secrets = [link.secret for link in links]
    assert len(set(secrets)) == 4
    for secret in secrets:
        assert len(base64.urlsafe_b64decode(secret + "=" * (-len(secret) % 4))) * 8 >= 128
    stored = {t.id: t.link_secret for t in Table.select()}
    assert [stored[link.table_id] for link in links] == secrets
    assert table_links.table_links(tid) == links  # asked again: the same links, nothing new made
    assert [link.path for link in table_links.table_links(tid, 2)] == [links[2].path, links[3].path]


def test_a_link_opens_its_own_table_only(tournament_db: str) -> None:
    tid = _two_rounds()
    first, second, *_ = table_links.table_links(tid)
    target = table_links.resolve(first.table_id, first.secret)
    assert target is not None
    assert (target.tournament_id, target.round, target.table, target.game_id) == (tid, 1, 1, first.game_id)
    assert target.mode == "hands" and target.state == "planned"
    assert table_links.resolve(first.table_id, second.secret) is None  # another table's secret
    assert table_links.resolve(second.table_id, first.secret) is None
    one_off = first.secret[:-1] + ("A" if first.secret[-1] != "A" else "B")
    assert table_links.resolve(first.table_id, one_off) is None
    assert table_links.resolve(first.table_id, "") is None
    assert table_links.resolve(first.table_id, "é" * 24) is None  # not even compared
    assert table_links.resolve(10**12, first.secret) is None


def test_renewing_replaces_the_secrets_of_the_round_asked_for(tournament_db: str) -> None:
    tid = _two_rounds()
    before = table_links.table_links(tid)
    renewed = table_links.table_links(tid, 1, renew=True)
    assert [link.secret for link in renewed] != [link.secret for link in before[:2]]
    assert table_links.resolve(before[0].table_id, before[0].secret) is None  # the old link stops
    assert table_links.resolve(renewed[0].table_id, renewed[0].secret) is not None
    assert table_links.table_links(tid, 2) == before[2:]  # round 2 untouched
    entries = list(AuditEntry.select().where(AuditEntry.action.startswith("table.links")))
    assert [e.action for e in entries] == ["table.links", "table.links.renew"]
    for entry in entries:  # the history says that links were made, never what they are
        assert all(link.secret not in (entry.after or "") for link in before + renewed)
    assert json.loads(entries[-1].after) == {"round": 1, "tables": 2}


def test_links_need_a_seated_round(tournament_db: str) -> None:
    tid, _ids = tournament_with_players(4)
    with pytest.raises(UserError, match="no round has been seated"):
        table_links.table_links(tid)
    rounds.seat_round(tid, "manual", tables=[_ids])
    with pytest.raises(UserError, match="there is no round 3"):
        table_links.table_links(tid, 3)
    assert table_links.table_links(tid, 1, create=False) == []  # made by nobody yet: none to show


def test_what_phones_may_do_is_set_per_tournament(tournament_db: str) -> None:
    tid = _two_rounds()
    other, _ = tournament_with_players(4, name="Other cup")
    assert table_links.phone_mode(tid) == "hands"
    table_links.set_phone_mode(tid, "final")
    assert (table_links.phone_mode(tid), table_links.phone_mode(other)) == ("final", "hands")
    link = table_links.table_links(tid, 1)[0]
    assert table_links.resolve(link.table_id, link.secret).mode == "final"
    with pytest.raises(UserError, match="not everything"):
        table_links.set_phone_mode(tid, "everything")
    assert table_links.phone_mode(tid) == "final"
    assert AuditEntry.select().where(AuditEntry.action == "tournament.phones").count() == 1


def test_the_address_phones_type_is_remembered(tournament_db: str) -> None:
    assert table_links.web_address() == "http://127.0.0.1:8000"
    table_links.set_web_address("http://192.168.1.10:8000")
    table_links.set_web_address("http://192.168.1.11:8080")
    assert table_links.web_address() == "http://192.168.1.11:8080"

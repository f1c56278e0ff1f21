"""The statements one recorded hand costs (issue 26, item 8), counted on SQLite and PostgreSQL.

A desk records hand after hand. When its process stored the hand before, the next one is validated
against the remembered state and written with no read at all: the version moved on (the check and
the row lock in one statement), the hand, the audit entry, and on PostgreSQL the notification to the
other desks, inside BEGIN … COMMIT. Anything else (another desk's hand came in between) takes the full
protocol: one read transaction, then the write.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tournament_app.services import games
from tournament_app.storage.connections import is_postgresql
from tournament_app.storage.models import db_proxy

from .helpers import one_table, ron


@pytest.fixture
def statements() -> Iterator[list[str]]:
    """Every statement the app sends while the test runs (BEGIN and COMMIT go by the driver)."""
    db = db_proxy.obj
    sent: list[str] = []
    real = type(db).execute_sql

    def counting(self: object, sql: str, *args: object, **kwargs: object) -> object:
        sent.append(" ".join(sql.split()[:3]))
        return real(self, sql, *args, **kwargs)

    type(db).execute_sql = counting
    try:
        yield sent
    finally:
        type(db).execute_sql = real


def test_the_next_hand_of_the_same_desk_is_three_statements(tournament_db: str,
                                                             statements: list[str]) -> None:
    _, _, gid = one_table()
    games.record_hand(gid, 1, ron(1, 0))
    seen = games.game_view(gid).version
    statements.clear()
    games.record_hand(gid, 2, ron(2, 0), seen=seen, action="a2")
    expected = ['UPDATE "game" SET', 'INSERT INTO "hand"', 'INSERT INTO "audit_entry"']
    if is_postgresql():
        expected.append("SELECT pg_notify(%s, %s)")
    assert statements == expected  # no SELECT: nothing is read before the write


def test_after_another_desks_hand_the_full_protocol_reads_once(tournament_db: str,
                                                               statements: list[str]) -> None:
    _, _, gid = one_table()
    games.record_hand(gid, 1, ron(1, 0))
    games.edit_hand(gid, 1, ron(1, 0, han=2))  # the remembered state is of an older version now
    seen = games.game_view(gid).version
    statements.clear()
    games.record_hand(gid, 2, ron(2, 0), seen=seen, action="a2")
    reads = [s for s in statements if s.startswith("SELECT") and "pg_notify" not in s]
    writes = [s for s in statements if not s.startswith("SELECT")]
    # the decision's identity, the game, its hands; then the version, the hand, the audit entry
    assert len(reads) == 3 and writes == ['UPDATE "game" SET', 'INSERT INTO "hand"',
                                          'INSERT INTO "audit_entry"']
    assert len(games.game_view(gid).hands) == 2

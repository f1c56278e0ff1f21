"""A decision's identity names one decision (issue 35, item 6), on SQLite and PostgreSQL: sent again as it
was, it is a repeat (stored once, AlreadyStoredError); sent with another hand, another number or as
another kind of change, it is refused (ReusedActionError) with nothing stored, never answered as stored.
And a bounded caller (a phone's write, item 7) hears BusyError within its bound while another program
holds the database, nothing stored."""

from __future__ import annotations

import threading
import time
import uuid

import pytest

from tournament_app.services import game_protocol, games, rounds
from tournament_app.services.base import AlreadyStoredError, BusyError, ReusedActionError, bounded
from tournament_app.storage.database import close_thread_connection
from tournament_app.storage.models import AuditEntry

from .helpers import one_table, quick_game, ron, tournament_with_players
from .holding import holding

DRAW = {"result": "draw", "tenpai": [0], "riichi": []}


def _stored(gid: int) -> tuple:
    view = games.game_view(gid)
    return view.version, view.hands, view.state


def _forget() -> None:
    """As another process would: no memory of this process's last hand (the full protocol runs)."""
    game_protocol._memory.clear()


@pytest.mark.parametrize("memory", [True, False], ids=["same process", "another process"])
def test_an_identity_sent_with_another_hand_or_number_stores_nothing(backend_db: str, memory: bool) -> None:
    _tid, _ids, gid = one_table()
    games.record_hand(gid, 1, ron(1, 0))
    action = uuid.uuid4().hex
    games.record_hand(gid, 2, DRAW, seen=1, action=action)
    stored = _stored(gid)
    others = ((2, ron(2, 0), 1), (3, DRAW, 2), (3, ron(2, 0), 2), (2, DRAW | {"riichi": [1]}, 1))
    for number, hand, seen in others:
        if not memory:
            _forget()
        with pytest.raises(ReusedActionError) as refused:
            games.record_hand(gid, number, hand, seen=seen, action=action)
        assert refused.value.message.params == {"number": 2}
        assert _stored(gid) == stored, (number, hand)
    if not memory:
        _forget()
    with pytest.raises(AlreadyStoredError):  # the same entry: a repeat, whatever the version now
        games.record_hand(gid, 2, dict(DRAW), seen=2, action=action)
    assert _stored(gid) == stored
    assert AuditEntry.select().where(AuditEntry.action_id == action).count() == 1


def test_an_undo_finish_or_final_scores_identity_is_theirs_alone(backend_db: str) -> None:
    tid, ids = tournament_with_players(8)
    rounds.seat_round(tid, "manual", tables=[ids[:4], ids[4:]])
    gid, other = games.games_of_round(tid, 1)
    for number, hand in enumerate(quick_game()[:3], start=1):
        games.record_hand(gid, number, hand)
    undo = uuid.uuid4().hex
    games.undo_last_hand(gid, number=3, action=undo)
    stored = _stored(gid)
    with pytest.raises(AlreadyStoredError):
        games.undo_last_hand(gid, number=3, action=undo)
    with pytest.raises(ReusedActionError) as refused:  # another hand taken back under its identity
        games.undo_last_hand(gid, number=2, action=undo)
    assert refused.value.message.params == {}
    with pytest.raises(ReusedActionError):  # a hand recorded under it
        games.record_hand(gid, 3, quick_game()[2], action=undo)
    assert _stored(gid) == stored

    for number, hand in enumerate(quick_game()[2:], start=3):
        games.record_hand(gid, number, hand)
    finish = uuid.uuid4().hex
    games.finish_game(gid, action=finish)
    stored = _stored(gid)
    with pytest.raises(AlreadyStoredError):
        games.finish_game(gid, action=finish)
    with pytest.raises(ReusedActionError):
        games.undo_last_hand(gid, number=8, action=finish)
    assert _stored(gid) == stored

    with pytest.raises(ReusedActionError):  # another game's decision
        games.finish_game(other, force=True, action=finish)
    final = uuid.uuid4().hex
    games.record_final_scores(other, [40000, 30000, 20000, 10000], action=final)
    stored = _stored(other)
    with pytest.raises(AlreadyStoredError):
        games.record_final_scores(other, [40000, 30000, 20000, 10000], action=final)
    with pytest.raises(ReusedActionError):
        games.record_final_scores(other, [40000, 30000, 10000, 20000], action=final)
    with pytest.raises(ReusedActionError):
        games.record_final_scores(other, [40000, 30000, 20000, 10000], chombo=[3], action=final)
    assert _stored(other) == stored


def test_two_entries_sent_at_once_under_one_identity_store_one(backend_db: str) -> None:
    """Two threads (two connections) send different hands under one identity together: one is stored,
    the other refused as another entry, never answered as stored."""
    _tid, _ids, gid = one_table()
    games.record_hand(gid, 1, ron(1, 0))
    action = uuid.uuid4().hex
    results: list[str] = []
    barrier = threading.Barrier(2)

    def send(hand: dict) -> None:
        barrier.wait()
        try:
            games.record_hand(gid, 2, hand, seen=1, action=action)
            results.append("stored")
        except (AlreadyStoredError, ReusedActionError) as e:
            results.append(type(e).__name__)
        finally:
            close_thread_connection()

    threads = [threading.Thread(target=send, args=(hand,)) for hand in (DRAW, ron(2, 0))]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=60)
    assert sorted(results) == ["ReusedActionError", "stored"], results
    assert len(games.game_view(gid).hands) == 2


def test_a_bounded_write_hears_busy_within_its_bound_while_another_program_holds_the_database(
        backend_db: str) -> None:
    _tid, _ids, gid = one_table()
    with holding(backend_db, gid):
        start = time.monotonic()
        with pytest.raises(BusyError), bounded(start + 1.5):
            games.record_hand(gid, 1, ron(1, 0), seen=0, action=uuid.uuid4().hex)
        took = time.monotonic() - start
    assert 1.0 < took < 2.5, took  # it waited for the lock, as long as the bound let it
    assert _stored(gid) == (0, (), "planned")
    games.record_hand(gid, 1, ron(1, 0), seen=0)  # an unbounded write afterwards: as before
    assert len(games.game_view(gid).hands) == 1


def test_a_bounded_write_waits_for_a_lock_let_go_within_its_bound(backend_db: str) -> None:
    _tid, _ids, gid = one_table()
    with holding(backend_db, gid) as holder:
        threading.Timer(0.8, holder.release).start()
        start = time.monotonic()
        with bounded(start + 4.0):
            games.record_hand(gid, 1, ron(1, 0), seen=0)
        took = time.monotonic() - start
    assert 0.7 < took < 3.0, took
    assert len(games.game_view(gid).hands) == 1

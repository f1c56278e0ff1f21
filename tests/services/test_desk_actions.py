"""Every desk action is applied to exactly the game the referee was shown, or refused with nothing
stored (issue 24), on SQLite and PostgreSQL.

For every desk action A and every change B another desk can make, B lands between the moment A's
referee was shown the game ("shown": the version, the hand, the entry) and the moment A is sent. The
result must be one of two things: B changed the game, and A is refused with nothing stored; or B was
itself refused (it did not apply to that game), and A is applied to the game A's referee saw, with the
result computed here from the shown hands. Each decision has an identity: sent again (a second key
press, a retry after a dropped connection) it stores nothing.
"""

from __future__ import annotations

import contextlib
import itertools
import threading
import uuid
from collections.abc import Callable
from typing import Any

import pytest

from tournament_app.services import games, rounds, tournaments
from tournament_app.services.base import AlreadyStoredError, ConflictError
from tournament_app.storage.models import AuditEntry
from tournament_app.words.messages import UserError

from .helpers import quick_game, ron, tournament_with_players

_names = itertools.count()

# A's actions: (name, the starting game it needs, the call, what it makes of the shown hands)
Hands = list[dict[str, Any]]
Call = Callable[[int, Any, str], object]


def _draw() -> dict[str, Any]:
    return {"result": "draw", "tenpai": [0], "riichi": []}


A_ACTIONS: dict[str, tuple[str, Call, Callable[[Hands], Hands] | None]] = {
    "record": ("two", lambda g, v, a: games.record_hand(g, 3, _draw(), seen=v.version, action=a),
               lambda h: [*h, _draw()]),
    "undo": ("two", lambda g, v, a: games.undo_last_hand(g, number=2, seen=v.version, action=a),
             lambda h: h[:-1]),
    "edit": ("two", lambda g, v, a: games.edit_hand(g, 1, ron(1, 0, han=3), seen=v.version, action=a),
             lambda h: [ron(1, 0, han=3), *h[1:]]),
    "insert": ("two", lambda g, v, a: games.insert_hand(g, 2, _draw(), seen=v.version, action=a),
               lambda h: [h[0], _draw(), *h[1:]]),
    "delete": ("two", lambda g, v, a: games.delete_hand(g, 1, seen=v.version, action=a),
               lambda h: h[1:]),
    "swap": ("two", lambda g, v, a: games.swap_seats(g, 0, 3, seen=v.version, action=a), None),
    "finish": ("two", lambda g, v, a: games.finish_game(g, force=True, seen=v.version, action=a), None),
    "final": ("empty", lambda g, v, a: games.record_final_scores(
        g, [40000, 30000, 20000, 10000], seen=v.version, action=a), None),
    "reopen": ("finished", lambda g, v, a: games.reopen_game(g, seen=v.version, action=a), None),
}

# B: another desk's change, sent without a version (as the command line does); it may be refused
B_CHANGES: dict[str, Callable[[int, games.GameView], object]] = {
    "nothing": lambda g, v: None,
    "record": lambda g, v: games.record_hand(g, v.next_number, ron(2, 1)),
    "undo": lambda g, v: games.undo_last_hand(g),
    "edit": lambda g, v: games.edit_hand(g, 1, ron(3, 2, han=2)),
    "insert": lambda g, v: games.insert_hand(g, 1, ron(3, 1)),
    "delete": lambda g, v: games.delete_hand(g, 1),
    "swap": lambda g, v: games.swap_seats(g, 1, 2),
    "finish": lambda g, v: games.finish_game(g, force=True),
    "reopen": lambda g, v: games.reopen_game(g),
    "final": lambda g, v: games.record_final_scores(g, [25000] * 4),
}


def _game(start: str) -> int:
    tid, ids = tournament_with_players(4, name=f"cup {next(_names)}")
    rounds.seat_round(tid, "manual", tables=[ids])
    gid = games.games_of_round(tid, 1)[0]
    if start == "two":
        games.record_hand(gid, 1, ron(1, 0))
        games.record_hand(gid, 2, ron(2, 0))
    elif start == "finished":
        games.append_hands(gid, quick_game(), finish=True)
    return gid


def _stored(gid: int) -> tuple:
    v = games.game_view(gid)
    return v.version, v.hands, v.player_ids, v.state, v.result


@pytest.mark.parametrize("a", sorted(A_ACTIONS))
def test_an_action_applies_to_the_game_shown_or_to_nothing(tournament_db: str, a: str) -> None:
    start, send, expected = A_ACTIONS[a]
    for b, change in B_CHANGES.items():
        gid = _game(start)
        shown = games.game_view(gid)  # what A's referee saw when deciding
        with contextlib.suppress(UserError):  # refused: B did not apply to this game
            change(gid, shown)  # meanwhile, at another desk
        moved = games.game_view(gid).version != shown.version
        before = _stored(gid)
        action = uuid.uuid4().hex
        if moved:
            with pytest.raises(ConflictError):
                send(gid, shown, action)
            assert _stored(gid) == before, (a, b)  # nothing stored
            continue
        send(gid, shown, action)
        after = games.game_view(gid)
        assert after.version == shown.version + 1, (a, b)
        if expected is not None:
            assert list(after.hands) == expected(list(shown.hands)), (a, b)
        if a == "swap":
            ids = shown.player_ids
            assert after.player_ids == (ids[3], ids[1], ids[2], ids[0])
        if a in ("finish", "final"):
            assert after.state == "finished"
        if a == "reopen":
            assert after.state == "in_progress" and after.hands == shown.hands
        # the same decision sent again (a second key press, a retry after a lost reply): nothing stored
        stored = _stored(gid)
        with pytest.raises(AlreadyStoredError):
            send(gid, shown, action)
        with pytest.raises(AlreadyStoredError):  # even when the version it names is the current one
            send(gid, after, action)
        assert _stored(gid) == stored
        assert AuditEntry.select().where(AuditEntry.action_id == action).count() == 1


def test_the_same_entry_sent_twice_at_once_is_stored_once(tournament_db: str) -> None:
    """Two threads (two connections) send one entry together: one stores it, the other stores
    nothing, whichever wins."""
    from tournament_app.storage.database import close_thread_connection

    gid = _game("two")
    shown = games.game_view(gid)
    action = uuid.uuid4().hex
    results: list[str] = []
    barrier = threading.Barrier(2)

    def send() -> None:
        barrier.wait()
        try:
            games.record_hand(gid, 3, _draw(), seen=shown.version, action=action)
            results.append("stored")
        except (AlreadyStoredError, ConflictError) as e:
            results.append(type(e).__name__)
        finally:
            close_thread_connection()

    threads = [threading.Thread(target=send) for _ in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=60)
    assert sorted(results)[-1] == "stored" and results.count("stored") == 1, results
    assert len(games.game_view(gid).hands) == 3


def test_undo_names_the_hand_its_question_showed(tournament_db: str) -> None:
    """Without a version (a script), undo still refuses to take back a hand other than the one named."""
    gid = _game("two")
    games.record_hand(gid, 3, _draw())
    with pytest.raises(UserError, match="hand 2 is no longer the last hand"):
        games.undo_last_hand(gid, number=2)
    assert len(games.game_view(gid).hands) == 3


# another desk's change to a game of hands 1-3, after which hand 2 is not the hand that was shown
MOVED_HAND_2: dict[str, Callable[[int], object]] = {
    "undone": lambda g: (games.undo_last_hand(g), games.undo_last_hand(g)),
    "undone, another recorded": lambda g: (games.undo_last_hand(g), games.undo_last_hand(g),
                                           games.record_hand(g, 2, _draw())),
    "deleted": lambda g: games.delete_hand(g, 2),
    "corrected": lambda g: games.edit_hand(g, 2, ron(2, 0, han=4)),
    "a hand inserted before": lambda g: games.insert_hand(g, 1, _draw()),
    "a hand before corrected": lambda g: games.edit_hand(g, 1, ron(0, 1)),
}
# what the person decided about hand 2, as they were shown it (``was``: hands 1-2 then)
ON_HAND_2: dict[str, Callable[[int, Hands], object]] = {
    "edit": lambda g, was: games.edit_hand(g, 2, ron(2, 0, han=3), was=was),
    "insert": lambda g, was: games.insert_hand(g, 2, _draw(), was=was),
    "delete": lambda g, was: games.delete_hand(g, 2, was=was),
}


@pytest.mark.parametrize("decision", sorted(ON_HAND_2))
def test_an_edit_names_the_hand_it_replaces(tournament_db: str, decision: str) -> None:
    """Issue 35 (1): an edit, insertion or deletion of hand 2 sent with the hands it was decided on is
    refused once hand 2 (or a hand before it) is another, even with no version (a script, a desk that
    looked again): it never lands on the hand that took the number; nothing is stored."""
    for change in MOVED_HAND_2.values():
        gid = _game("two")
        games.record_hand(gid, 3, ron(3, 0))
        was = list(games.game_view(gid).hands[:2])
        change(gid)
        before = _stored(gid)
        with pytest.raises(UserError, match=r"hand 2 .*nothing was changed") as refused:
            ON_HAND_2[decision](gid, was)
        assert "Traceback" not in str(refused.value)
        assert _stored(gid) == before
    gid = _game("two")  # hand 2 as it was shown: applied
    was = list(games.game_view(gid).hands[:2])
    ON_HAND_2[decision](gid, was)
    assert games.game_view(gid).version == 3


def test_tournaments_of_the_property_test_are_separate(tournament_db: str) -> None:
    """The builder above makes one tournament per case (names never clash)."""
    first, second = _game("empty"), _game("empty")
    assert first != second
    assert len(tournaments.list_tournaments()) == 2

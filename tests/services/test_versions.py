"""Every change names the game version it was based on (issue 9): a stale desk is refused, never
overwrites, and the refusal says to reload. Runs on SQLite and PostgreSQL (``tournament_db``)."""

from __future__ import annotations

import pytest

from tournament_app.services import games
from tournament_app.services.base import ConflictError

from .helpers import one_table, ron


def _desks(gid: int) -> tuple[int, int]:
    """Two desks open the same game: both see the same version."""
    return games.game_view(gid).version, games.game_view(gid).version


def test_undo_of_a_hand_the_desk_never_saw_is_refused(tournament_db: str) -> None:
    _, _, gid = one_table()
    games.record_hand(gid, 1, ron(1, 0))
    a, b = _desks(gid)
    games.record_hand(gid, 2, ron(2, 0), seen=a)  # desk A records hand 2
    with pytest.raises(ConflictError, match="changed at another desk meanwhile"):
        games.undo_last_hand(gid, seen=b)  # B's undo would delete hand 2, which B never saw
    assert len(games.game_view(gid).hands) == 2


def test_two_edits_of_one_hand_do_not_overwrite_each_other(tournament_db: str) -> None:
    _, _, gid = one_table()
    games.record_hand(gid, 1, ron(1, 0))
    games.record_hand(gid, 2, ron(2, 0))
    a, b = _desks(gid)
    games.edit_hand(gid, 2, ron(2, 0, han=3), seen=a)
    with pytest.raises(ConflictError):
        games.edit_hand(gid, 2, ron(2, 0, han=2), seen=b)
    assert games.game_view(gid).hands[1]["han"] == 3  # A's edit stands


def test_delete_after_another_desk_inserted_before_it_is_refused(tournament_db: str) -> None:
    _, _, gid = one_table()
    games.record_hand(gid, 1, ron(1, 0))
    games.record_hand(gid, 2, ron(2, 0))
    a, b = _desks(gid)
    games.insert_hand(gid, 2, ron(3, 0), seen=a)  # hand 2 is now another hand
    with pytest.raises(ConflictError):
        games.delete_hand(gid, 2, seen=b)
    assert [h["winner"] for h in games.game_view(gid).hands] == [1, 3, 2]


@pytest.mark.parametrize("second", ["record", "undo", "edit", "insert", "delete", "swap", "finish",
                                    "final", "reopen"])
@pytest.mark.parametrize("first", ["record", "edit", "swap"])
def test_every_change_checks_the_version_seen(tournament_db: str, first: str, second: str) -> None:
    _, _, gid = one_table()
    games.record_hand(gid, 1, ron(1, 0))
    a, b = _desks(gid)
    first_change = {"record": lambda v: games.record_hand(gid, 2, ron(2, 0), seen=v),
                    "edit": lambda v: games.edit_hand(gid, 1, ron(1, 0, han=2), seen=v),
                    "swap": lambda v: games.swap_seats(gid, 0, 1, seen=v)}[first]
    first_change(a)
    before = games.game_view(gid)
    second_change = {
        "record": lambda v: games.record_hand(gid, before.next_number, ron(3, 0), seen=v),
        "undo": lambda v: games.undo_last_hand(gid, seen=v),
        "edit": lambda v: games.edit_hand(gid, 1, ron(1, 0, han=4), seen=v),
        "insert": lambda v: games.insert_hand(gid, 1, ron(2, 1), seen=v),
        "delete": lambda v: games.delete_hand(gid, 1, seen=v),
        "swap": lambda v: games.swap_seats(gid, 2, 3, seen=v),
        "finish": lambda v: games.finish_game(gid, force=True, seen=v),
        "final": lambda v: games.record_final_scores(gid, [25000] * 4, seen=v),
        "reopen": lambda v: games.reopen_game(gid, seen=v),
    }[second]
    with pytest.raises(ConflictError):
        second_change(b)
    after = games.game_view(gid)
    assert (after.version, after.hands, after.player_ids, after.state) == (
        before.version, before.hands, before.player_ids, before.state)  # nothing stored


def test_a_desk_with_the_current_version_goes_through(tournament_db: str) -> None:
    _, _, gid = one_table()
    seen = games.game_view(gid).version
    games.record_hand(gid, 1, ron(1, 0), seen=seen)
    view = games.game_view(gid)
    assert view.version == seen + 1
    games.swap_seats(gid, 0, 1, seen=view.version)
    games.finish_game(gid, force=True, seen=view.version + 1)
    games.reopen_game(gid, seen=games.game_view(gid).version)
    assert games.game_view(gid).state == "in_progress"


def test_appending_from_the_remembered_state_equals_a_full_replay(tournament_db: str) -> None:
    from tournament_app.rules.errors import RecordError

    _, _, gid = one_table()
    hands = [ron(1, 0, han=2), {"result": "draw", "tenpai": [0, 2], "riichi": [2]}, ron(3, 1, han=3),
             {"result": "tsumo", "winner": 0, "han": 1, "fu": 30, "riichi": []}]
    outcomes = [games.record_hand(gid, n, h) for n, h in enumerate(hands, start=1)]  # hands 2-4 incremental
    view = games.game_view(gid)  # a full replay of the stored hands
    assert [o.scores for o in outcomes] == [o.scores for o in view.outcomes]
    where = [(o.round, o.honba, o.left) for o in outcomes]
    assert where == [(o.round, o.honba, o.left) for o in view.outcomes]
    with pytest.raises(RecordError, match="hand 5: loser"):
        games.record_hand(gid, 5, ron(2, 2))
    games.edit_hand(gid, 1, ron(2, 0, han=4))  # the remembered state is now stale: not used
    sixth = games.record_hand(gid, 5, ron(1, 3))
    assert sixth.scores == games.game_view(gid).outcomes[-1].scores

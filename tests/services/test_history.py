"""A table's change history from the audit trail (issue 10, item 16): who changed which hand, when."""

from __future__ import annotations

import pytest

from tests.services.helpers import one_table, ron
from tournament_app.services import games
from tournament_app.services.base import set_author
from tournament_app.services.history import game_history


@pytest.fixture(autouse=True)
def _reset_author() -> None:
    yield
    set_author("")


def test_every_change_names_its_desk_and_the_hands_it_touched(tournament_db: str) -> None:
    _tid, _ids, gid = one_table()
    set_author("Desk 1")
    games.record_hand(gid, 1, ron(1, 0, 3, 30))
    games.record_hand(gid, 2, {"result": "draw", "tenpai": [2]})
    games.record_hand(gid, 3, ron(2, 3, 2, 40))
    set_author("Chief referee")
    games.edit_hand(gid, 2, {"result": "draw", "tenpai": [2, 3]})
    games.insert_hand(gid, 1, {"result": "draw", "tenpai": []})
    games.delete_hand(gid, 4)
    games.undo_last_hand(gid)
    games.finish_game(gid, force=True)
    games.reopen_game(gid)

    history = game_history(gid)
    assert [(e.author, e.action) for e in history] == [
        ("Desk 1", "hand.add"), ("Desk 1", "hand.add"), ("Desk 1", "hand.add"),
        ("Chief referee", "hand.edit"), ("Chief referee", "hand.insert"), ("Chief referee", "hand.delete"),
        ("Chief referee", "hand.undo"), ("Chief referee", "game.finish"), ("Chief referee", "game.reopen"),
    ]
    added = [c for e in history[:3] for c in e.changes]
    assert [(c.number, c.before, c.after.hand.result) for c in added] == [
        (1, None, "ron"), (2, None, "draw"), (3, None, "ron")]

    [edit] = history[3].changes
    assert edit.number == 2
    assert (edit.before.hand.tenpai, edit.after.hand.tenpai) == ((2,), (2, 3))
    assert edit.after.deltas == (-1500, -1500, 1500, 1500)  # the corrected payments, not the old ones

    # an insertion at the front moves every later hand: only the new hand is reported
    [inserted] = history[4].changes
    assert (inserted.number, inserted.before, inserted.after.hand.tenpai) == (1, None, ())
    [deleted] = history[5].changes
    assert (deleted.number, deleted.before.hand.result, deleted.after) == (4, "ron", None)
    [undone] = history[6].changes
    assert undone.number == 3 and undone.after is None and undone.before.hand.result == "draw"
    assert history[7].detail["forced"] is True and len(history[7].detail["scores"]) == 4
    assert history[8].changes == ()


def test_the_default_desk_is_the_user_at_the_computer(tournament_db: str,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    _tid, _ids, gid = one_table()
    monkeypatch.setenv("TOURNAMENT_APP_DESK", "")
    games.record_hand(gid, 1, ron(1, 0))
    monkeypatch.setenv("TOURNAMENT_APP_DESK", "projector laptop")
    games.record_hand(gid, 2, ron(1, 0))
    first, second = game_history(gid)
    assert "@" in first.author
    assert second.author == "projector laptop"


def test_a_game_without_changes_has_an_empty_history(tournament_db: str) -> None:
    _tid, _ids, gid = one_table()
    assert game_history(gid) == []

"""Two desks on one game (issue 24): the real desk window here, the other desk a separate process,
on one SQLite file and on a real PostgreSQL server.

Each race is played as referees met it: the other desk changes the game between the moment this
desk's referee was shown it and the moment their key press or their Yes is sent. Whatever this desk
stores must be what its referee saw and confirmed; otherwise nothing is stored and the entry is kept.
The assertions are on the stored game, then on what the desk shows.
"""

from __future__ import annotations

import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from tests import children
from tournament_app.services import games
from tournament_app.ui.context import AppContext
from tournament_app.ui.desk import DeskWindow

from ..services.helpers import one_table, ron


@pytest.fixture
def ctx(backend_db: str, tmp_path: Path) -> AppContext:
    context = AppContext(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat), backend_db)
    yield context
    context.stop_following()


def other_desk(db: str, gid: int, code: str) -> None:
    """Another desk: a separate process changing the game through the services (``gid`` is the game)."""
    script = textwrap.dedent("""
        import json, sys
        from tournament_app.services import games
        from tournament_app.storage.database import open_database
        open_database(sys.argv[1])
        gid = int(sys.argv[2])
    """) + textwrap.dedent(code)
    done = children.run([sys.executable, "-c", script, db, str(gid)], capture_output=True,
                        timeout=60)
    assert done.returncode == 0, done.stderr


def open_desk(qtbot: QtBot, ctx: AppContext, gid: int, *, follow: bool) -> DeskWindow:
    if follow:
        ctx.follow_changes()
    desk = DeskWindow(ctx, gid)
    qtbot.addWidget(desk)
    with qtbot.waitActive(desk):  # its shortcuts (Ctrl+Z, F2) work in the active window
        desk.show()
        desk.activateWindow()
    return desk


def winners(gid: int) -> list[object]:
    return [h.get("winner", h["result"]) for h in games.game_view(gid).hands]


def type_ron(qtbot: QtBot, desk: DeskWindow, winner: int, loser: int, value: str) -> None:
    for key in ("r", str(winner), str(loser)):
        qtbot.keyClicks(desk.focusWidget() or desk, key)
    qtbot.keyClicks(desk.value_edit, value)


def test_one_enter_in_the_value_field_never_stores_on_a_game_that_moved(qtbot: QtBot, ctx: AppContext,
                                                                        backend_db: str) -> None:
    """The referee previewed an 8,000 non-dealer mangan for seat 2 in East 1; another desk recorded
    East 1 meanwhile (the dealer won, East 1 1本場 now). One Enter in the value field stores nothing."""
    _, _, gid = one_table()
    desk = open_desk(qtbot, ctx, gid, follow=False)  # it cannot know yet: the race is at the key press
    type_ron(qtbot, desk, 2, 4, "8000")
    assert "8,000" in desk.preview.text() or "8000" in desk.preview.text()
    other_desk(backend_db, gid, "games.record_hand(gid, 1, {'result': 'ron', 'winner': 0, 'loser': 2,"
                                " 'han': 3, 'fu': 30, 'riichi': []})")
    qtbot.keyClick(desk.value_edit, Qt.Key.Key_Return)  # one key press
    assert winners(gid) == [0]  # only the other desk's hand: nothing stored here
    assert desk.value_edit.text() == "8000" and desk.entry.winners == [1]  # the entry is kept
    assert "hand 1 (East 1" in desk.notice.text()
    qtbot.keyClick(desk.value_edit, Qt.Key.Key_Return)  # the next Enter only says "I have looked"
    assert winners(gid) == [0]
    qtbot.keyClick(desk.value_edit, Qt.Key.Key_Return)  # confirmed on the game as it is now
    assert winners(gid) == [0, 1]
    assert games.game_view(gid).hands[1]["han"] == 5  # the 8,000 mangan the referee saw, now hand 2


def test_one_enter_in_the_hand_log_never_stores_on_a_game_that_moved(qtbot: QtBot, ctx: AppContext,
                                                                     backend_db: str) -> None:
    _, _, gid = one_table()
    games.record_hand(gid, 1, ron(1, 0))
    desk = open_desk(qtbot, ctx, gid, follow=False)
    type_ron(qtbot, desk, 3, 1, "2000")
    desk.log.setFocus()
    desk.log.selectRow(0)
    other_desk(backend_db, gid, "games.record_hand(gid, 2, {'result': 'draw', 'tenpai': [], 'riichi': []})")
    qtbot.keyClick(desk.log, Qt.Key.Key_Return)
    assert winners(gid) == [1, "draw"]  # nothing of this desk's
    assert desk.entry.winners == [2] and desk.value_edit.text() == "2000"
    qtbot.keyClick(desk.log, Qt.Key.Key_Return)  # pressed again at once: only "I have looked"
    assert winners(gid) == [1, "draw"]
    qtbot.keyClick(desk.log, Qt.Key.Key_Return)  # now decided on the game as it is
    assert winners(gid) == [1, "draw", 2]


def test_undo_with_its_question_open_never_undoes_another_desks_hand(qtbot: QtBot, ctx: AppContext,
                                                                     backend_db: str,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """B asks "Undo hand 2?"; A records hand 3 while the question is open and B's window follows it;
    B's Yes must not undo hand 3."""
    _, _, gid = one_table()
    games.record_hand(gid, 1, ron(1, 0))
    games.record_hand(gid, 2, ron(2, 0))
    desk = open_desk(qtbot, ctx, gid, follow=True)
    asked: list[str] = []

    def meanwhile_yes(_parent: object, _title: str, text: str, *_a: object) -> QMessageBox.StandardButton:
        asked.append(text)
        other_desk(backend_db, gid, "games.record_hand(gid, 3, {'result': 'ron', 'winner': 3, 'loser': 0,"
                               " 'han': 1, 'fu': 30, 'riichi': []})")
        qtbot.waitUntil(lambda: len(desk.view.hands) == 3, timeout=3000)  # reloaded behind the question
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", meanwhile_yes)
    qtbot.keyClick(desk, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert asked and asked[0].startswith("Undo hand 2 ")
    assert winners(gid) == [1, 2, 3]  # hand 3 stays: the question was about hand 2
    assert "hand 3 (" in desk.notice.text() and "Nothing was undone" in desk.notice.text()


def test_delete_with_its_question_open_deletes_nothing_else(qtbot: QtBot, ctx: AppContext, backend_db: str,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """B asks "Delete hand 2?"; A inserts a hand before it meanwhile: hand 2 is now another hand."""
    _, _, gid = one_table()
    for n, winner in enumerate((1, 2, 3), start=1):
        games.record_hand(gid, n, ron(winner, 0))
    desk = open_desk(qtbot, ctx, gid, follow=True)
    desk.log.selectRow(1)

    def meanwhile_yes(*_a: object) -> QMessageBox.StandardButton:
        other_desk(backend_db, gid, "games.insert_hand(gid, 2, {'result': 'draw', 'tenpai': [0],"
                                    " 'riichi': []})")
        qtbot.waitUntil(lambda: len(desk.view.hands) == 4, timeout=3000)
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", meanwhile_yes)
    desk.setFocus()
    qtbot.keyClick(desk, Qt.Key.Key_Delete)
    assert winners(gid) == [1, "draw", 2, 3]  # nothing deleted
    assert "Nothing was deleted" in desk.notice.text()


def test_an_edit_in_progress_survives_another_desks_hand_and_is_saved_after_a_look(
        qtbot: QtBot, ctx: AppContext, backend_db: str) -> None:
    _, _, gid = one_table()
    games.record_hand(gid, 1, ron(1, 0))
    games.record_hand(gid, 2, ron(2, 0))
    desk = open_desk(qtbot, ctx, gid, follow=True)
    desk.log.selectRow(0)
    qtbot.keyClick(desk, Qt.Key.Key_F2)
    assert desk.editing == ("edit", 1)
    desk.value_edit.selectAll()
    qtbot.keyClicks(desk.value_edit, "3 30")  # the correction, its preview shown
    other_desk(backend_db, gid, "games.record_hand(gid, 3, {'result': 'draw', 'tenpai': [0], 'riichi': []})")
    qtbot.waitUntil(lambda: len(desk.view.hands) == 3, timeout=3000)
    assert desk.editing == ("edit", 1) and desk.value_edit.text() == "3 30"  # kept, not discarded
    assert "Your edit of hand 1 is kept" in desk.notice.text()
    assert 3 in desk.log_model.highlighted
    qtbot.keyClick(desk.value_edit, Qt.Key.Key_Return)
    assert games.game_view(gid).hands[0]["han"] == 1  # the first Enter after the change saves nothing
    qtbot.keyClick(desk.value_edit, Qt.Key.Key_Return)
    assert games.game_view(gid).hands[0]["han"] == 3  # the correction, after a look
    assert winners(gid) == [1, 2, "draw"]


def test_a_half_typed_hand_under_a_reload_is_never_stored_as_the_next(qtbot: QtBot, ctx: AppContext,
                                                                      backend_db: str) -> None:
    """Two desks enter the same hand: A stores it; B's typed copy must not become a duplicate hand 2."""
    _, _, gid = one_table()
    desk = open_desk(qtbot, ctx, gid, follow=True)
    type_ron(qtbot, desk, 2, 4, "7700")
    other_desk(backend_db, gid, "games.record_hand(gid, 1, {'result': 'ron', 'winner': 1, 'loser': 3,"
                                " 'han': 3, 'fu': 60, 'riichi': []})")
    qtbot.waitUntil(lambda: len(desk.view.hands) == 1, timeout=3000)
    assert "It is the hand you are entering" in desk.notice.text()
    assert desk.log_model.highlighted == {1}
    qtbot.keyClick(desk.value_edit, Qt.Key.Key_Return)
    assert len(games.game_view(gid).hands) == 1  # not stored
    qtbot.keyClick(desk.value_edit, Qt.Key.Key_Escape)  # the referee drops the copy
    assert len(games.game_view(gid).hands) == 1 and not desk.notice.isVisible()


def test_the_same_entry_is_never_stored_twice(qtbot: QtBot, ctx: AppContext, backend_db: str,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """The reply of a stored hand is lost (the connection dropped after the commit); the desk keeps
    the entry and the referee presses Enter again: the repeat is recognised, nothing is doubled."""
    from tournament_app.services.base import AlreadyStoredError
    from tournament_app.storage.database import DatabaseError

    _, _, gid = one_table()
    desk = open_desk(qtbot, ctx, gid, follow=False)
    type_ron(qtbot, desk, 2, 4, "7700")
    real = games.record_hand

    def stored_then_lost(*args: object, **kwargs: object) -> object:
        real(*args, **kwargs)
        raise DatabaseError("server_lost", "db", detail="server closed the connection unexpectedly")

    monkeypatch.setattr(games, "record_hand", stored_then_lost)
    qtbot.keyClick(desk.value_edit, Qt.Key.Key_Return)
    assert desk.connection_status.isVisible() and "your entry is kept" in desk.connection_status.text()
    assert desk.value_edit.text() == "7700"
    monkeypatch.setattr(games, "record_hand", real)
    sent: list[str] = []

    def spy(*args: object, **kwargs: object) -> object:
        try:
            return real(*args, **kwargs)
        except AlreadyStoredError:
            sent.append("recognised")
            raise

    monkeypatch.setattr(games, "record_hand", spy)
    qtbot.keyClick(desk.value_edit, Qt.Key.Key_Return)  # sent again, with the same identity
    assert sent == ["recognised"]
    assert desk.notice.isVisible() and "stored once" in desk.notice.text()
    qtbot.keyClick(desk.value_edit, Qt.Key.Key_Return)  # and once more: the entry is gone, nothing sent
    assert len(games.game_view(gid).hands) == 1
    assert games.game_view(gid).hands[0]["han"] == 3

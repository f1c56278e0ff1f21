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
from tournament_app.platform.colours import role_of
from tournament_app.services import games
from tournament_app.ui.context import AppContext
from tournament_app.ui.desk import DeskWindow

from ..services.helpers import one_table, ron
from .test_desk import ReadingClock, read_notice, reading_clock  # noqa: F401 - reading_clock: a fixture


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


@pytest.mark.usefixtures("reading_clock")
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
    read_notice(qtbot, desk)
    qtbot.keyClick(desk.value_edit, Qt.Key.Key_Return)  # the next Enter only says "I have looked"
    assert winners(gid) == [0]
    qtbot.keyClick(desk.value_edit, Qt.Key.Key_Return)  # confirmed on the game as it is now
    assert winners(gid) == [0, 1]
    assert games.game_view(gid).hands[1]["han"] == 5  # the 8,000 mangan the referee saw, now hand 2


@pytest.mark.usefixtures("reading_clock")
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
    read_notice(qtbot, desk)
    qtbot.keyClick(desk.log, Qt.Key.Key_Return)  # pressed again, once read: only "I have looked"
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


@pytest.mark.usefixtures("reading_clock")
def test_an_edit_in_progress_survives_another_desks_hand_and_is_saved_after_a_look(
        qtbot: QtBot, ctx: AppContext, backend_db: str) -> None:
    _, _, gid = one_table()
    games.record_hand(gid, 1, ron(1, 0))
    games.record_hand(gid, 2, ron(2, 0))
    desk = open_desk(qtbot, ctx, gid, follow=True)
    desk.log.selectRow(0)
    qtbot.keyClick(desk, Qt.Key.Key_F2)
    assert (desk.editing.mode, desk.editing.number) == ("edit", 1)
    desk.value_edit.selectAll()
    qtbot.keyClicks(desk.value_edit, "3 30")  # the correction, its preview shown
    other_desk(backend_db, gid, "games.record_hand(gid, 3, {'result': 'draw', 'tenpai': [0], 'riichi': []})")
    qtbot.waitUntil(lambda: len(desk.view.hands) == 3, timeout=3000)
    assert (desk.editing.mode, desk.editing.number) == ("edit", 1)
    assert desk.value_edit.text() == "3 30"  # kept, not discarded
    assert "Your edit of hand 1 is kept" in desk.notice.text()
    assert 3 in desk.log_model.highlighted
    read_notice(qtbot, desk)
    qtbot.keyClick(desk.value_edit, Qt.Key.Key_Return)
    assert games.game_view(gid).hands[0]["han"] == 1  # the first Enter after the change saves nothing
    qtbot.keyClick(desk.value_edit, Qt.Key.Key_Return)
    assert games.game_view(gid).hands[0]["han"] == 3  # the correction, after a look
    assert winners(gid) == [1, 2, "draw"]


@pytest.mark.usefixtures("reading_clock")
@pytest.mark.parametrize("answer", ["No", "Yes"])
def test_a_half_typed_hand_under_a_reload_is_never_stored_as_the_next(
        qtbot: QtBot, ctx: AppContext, backend_db: str, monkeypatch: pytest.MonkeyPatch, answer: str) -> None:
    """Two desks enter the same hand: A stores it; B's typed copy becomes hand 2 only when B's referee,
    asked, says it really happened twice (the question's default is No: it was stored with no hint)."""
    _, _, gid = one_table()
    desk = open_desk(qtbot, ctx, gid, follow=True)
    type_ron(qtbot, desk, 2, 4, "7700")
    other_desk(backend_db, gid, "games.record_hand(gid, 1, {'result': 'ron', 'winner': 1, 'loser': 3,"
                                " 'han': 3, 'fu': 60, 'riichi': []})")
    qtbot.waitUntil(lambda: len(desk.view.hands) == 1, timeout=3000)
    assert "It is the hand you are entering" in desk.notice.text()
    assert desk.log_model.highlighted == {1}
    asked: list[tuple[str, object]] = []

    def question(_parent: object, _title: str, text: str, _buttons: object,
                 default: QMessageBox.StandardButton) -> QMessageBox.StandardButton:
        asked.append((text, default))
        return getattr(QMessageBox.StandardButton, answer)

    monkeypatch.setattr(QMessageBox, "question", question)
    read_notice(qtbot, desk)
    qtbot.keyClick(desk.value_edit, Qt.Key.Key_Return)
    assert len(asked) == 1
    text, default = asked[0]
    assert text.startswith("Hand 1 (East 1: Ron: Player 01 from Player 03") and "as hand 2?" in text
    assert default == QMessageBox.StandardButton.No
    if answer == "No":  # dropped: the hand is stored once, the desk says so
        assert len(games.game_view(gid).hands) == 1
        assert desk.value_edit.text() == "" and desk.entry.winners == []
        assert "Your copy was dropped: hand 1 is stored once" in desk.notice.text()
    else:  # it really happened twice: stored as hand 2 (East 1 1本場, the dealer's 7,700 … as typed)
        assert winners(gid) == [1, 1]
    qtbot.keyClick(desk.value_edit, Qt.Key.Key_Return)  # and nothing more, by any Enter
    assert len(games.game_view(gid).hands) == (1 if answer == "No" else 2) and len(asked) == 1


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


# -- an edit names its hand (issue 35, items 1 and 2) ------------------------------------------------
DRAW = "{'result': 'draw', 'tenpai': [0], 'riichi': []}"
EDIT_RACES = {  # the hand B edits (F2) or inserts before (Insert), A's change, what B is told, what stays
    "undone": ("edit", 3, "games.undo_last_hand(gid)",
               "Hand 3 (East 3), which you were editing, was undone at another desk: nothing saved.", [1, 2]),
    "undone, another recorded": (
        "edit", 3, f"games.undo_last_hand(gid); games.record_hand(gid, 3, {DRAW})",
        "Hand 3 (East 3), which you were editing, was changed at another desk: nothing saved.",
        [1, 2, "draw"]),
    "deleted": ("edit", 2, "games.delete_hand(gid, 2)",
                "Hand 2 (East 2), which you were editing, was deleted at another desk: nothing saved.",
                [1, 3]),
    "an earlier hand corrected": (
        "edit", 3, "games.edit_hand(gid, 1, {'result': 'ron', 'winner': 0, 'loser': 1, 'han': 1, 'fu': 30})",
        "Hand 3 (East 3), which you were editing, is no longer hand 3: a hand before it was changed at "
        "another desk. Nothing saved.", [0, 2, 3]),
    "inserting, undone": (
        "insert", 3, "games.undo_last_hand(gid)",
        "Hand 3 (East 3), before which you were inserting a hand, was undone at another desk: nothing "
        "saved.", [1, 2]),
}


def three_hands() -> int:
    _, _, gid = one_table()
    for n, winner in enumerate((1, 2, 3), start=1):  # East 1, East 2, East 3: each won off seat 1
        games.record_hand(gid, n, ron(winner, 0))
    return gid


def start_edit(qtbot: QtBot, desk: DeskWindow, mode: str, number: int) -> None:
    """F2 on hand ``number`` and 3 30 typed over its value; or Insert before it and a draw."""
    desk.log.selectRow(number - 1)
    desk.setFocus()
    if mode == "edit":
        qtbot.keyClick(desk, Qt.Key.Key_F2)
        desk.value_edit.selectAll()
        qtbot.keyClicks(desk.value_edit, "3 30")
    else:
        qtbot.keyClick(desk, Qt.Key.Key_Insert)
        qtbot.keyClicks(desk, "d")
    assert desk.confirm_button.isEnabled()  # ready to be saved on the hand as shown


@pytest.mark.usefixtures("reading_clock")
@pytest.mark.parametrize("follow", [True, False], ids=["following", "at the Enter"])
@pytest.mark.parametrize("race", sorted(EDIT_RACES))
def test_an_edit_whose_hand_went_at_another_desk_is_refused_and_kept(
        qtbot: QtBot, ctx: AppContext, backend_db: str, race: str, follow: bool) -> None:
    """B edits hand N; A takes hand N away (or changes what comes before it). Whatever B presses, B's
    edit never lands on the hand that now has number N: it is refused, said so, and kept on screen
    (it replaced A's new hand, or the hand that moved into N, 3 of 3 times; and raised IndexError)."""
    mode, number, change, said, left = EDIT_RACES[race]
    gid = three_hands()
    desk = open_desk(qtbot, ctx, gid, follow=follow)
    start_edit(qtbot, desk, mode, number)
    typed = desk.preview.text()
    version = desk.view.version
    other_desk(backend_db, gid, change)
    stored_now = games.game_view(gid).hands
    if follow:
        qtbot.waitUntil(lambda: desk.view.version != version, timeout=3000)
    else:
        qtbot.keyClick(desk.focusWidget() or desk, Qt.Key.Key_Return)  # sent, refused, followed
    notices = [desk.notice.text()]
    for _ in range(3):  # the Enters that would have looked again, then saved it onto another hand
        read_notice(qtbot, desk)
        qtbot.keyClick(desk.focusWidget() or desk, Qt.Key.Key_Return)
        assert games.game_view(gid).hands == stored_now, race
        notices.append(desk.notice.text())
    assert winners(gid) == left
    for notice in notices:  # said from the first moment, and again at each Enter
        assert said in notice and "What you typed stays on screen, not saved: Esc drops it." in notice
    assert desk.editing is not None and desk.editing.refused == said
    assert desk.preview.text() == typed  # what was typed, as it was shown, marked
    assert role_of(desk.preview) == "notice"
    if mode == "edit":
        assert desk.value_edit.text() == "3 30"
    assert "was not saved: Esc drops it." in desk.banner.text()
    assert not desk.confirm_button.isEnabled()
    qtbot.keyClick(desk, Qt.Key.Key_Escape)  # the referee drops it
    assert desk.editing is None and not desk.notice.isVisible() and desk.value_edit.text() == ""
    assert games.game_view(gid).hands == stored_now


@pytest.mark.usefixtures("reading_clock")
def test_an_edit_refused_stays_refused_when_another_hand_takes_its_number(
        qtbot: QtBot, ctx: AppContext, backend_db: str) -> None:
    """The desk follows A's undo of hand 3, then A's new hand 3: B's edit stays refused (it is not
    about the new hand 3), and no Enter saves it."""
    gid = three_hands()
    desk = open_desk(qtbot, ctx, gid, follow=True)
    start_edit(qtbot, desk, "edit", 3)
    other_desk(backend_db, gid, "games.undo_last_hand(gid)")
    qtbot.waitUntil(lambda: len(desk.view.hands) == 2, timeout=3000)
    assert "Hand 3 (East 3), which you were editing, was undone at another desk" in desk.notice.text()
    other_desk(backend_db, gid, f"games.record_hand(gid, 3, {DRAW})")
    qtbot.waitUntil(lambda: len(desk.view.hands) == 3, timeout=3000)
    assert "hand 3 (East 3) was recorded" in desk.notice.text()
    assert "not saved: Esc drops it" in desk.notice.text()
    for _ in range(3):
        read_notice(qtbot, desk)
        qtbot.keyClick(desk.value_edit, Qt.Key.Key_Return)
    assert winners(gid) == [1, 2, "draw"]
    assert desk.value_edit.text() == "3 30"


@pytest.mark.usefixtures("reading_clock")
def test_an_edit_of_a_hand_left_as_it_was_is_saved_on_that_hand(qtbot: QtBot, ctx: AppContext,
                                                                backend_db: str) -> None:
    """A's change after hand N (a hand recorded at the end) leaves B's edit of hand N standing: after a
    look it is saved on that hand, the one B was shown."""
    gid = three_hands()
    desk = open_desk(qtbot, ctx, gid, follow=True)
    start_edit(qtbot, desk, "edit", 2)
    other_desk(backend_db, gid, f"games.record_hand(gid, 4, {DRAW})")
    qtbot.waitUntil(lambda: len(desk.view.hands) == 4, timeout=3000)
    assert "Your edit of hand 2 is kept" in desk.notice.text()
    read_notice(qtbot, desk)
    qtbot.keyClick(desk.value_edit, Qt.Key.Key_Return)  # looked again
    qtbot.keyClick(desk.value_edit, Qt.Key.Key_Return)  # saved
    hands = games.game_view(gid).hands
    assert [h.get("han") for h in hands] == [1, 3, 1, None] and winners(gid) == [1, 2, 3, "draw"]


# -- the notice is read before Enter looks again (issue 35, item 4) ----------------------------------
def enter_event() -> object:
    from PySide6.QtGui import QKeyEvent

    return QKeyEvent(QKeyEvent.Type.KeyPress, Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier, "\r")


@pytest.mark.usefixtures("reading_clock")
def test_an_enter_queued_before_the_notice_or_pressed_as_it_appears_is_no_look(
        qtbot: QtBot, ctx: AppContext, backend_db: str) -> None:
    """B types a hand; A records one. An Enter B pressed while B's desk was held (queued, handled at once
    when the notice appears) and an Enter 250 ms after the notice leave the entry and the notice as
    they are; one after the notice could be read is the look, and the next Enter records."""
    from PySide6.QtWidgets import QApplication

    _, _, gid = one_table()
    desk = open_desk(qtbot, ctx, gid, follow=False)
    type_ron(qtbot, desk, 2, 4, "8000")
    other_desk(backend_db, gid, "games.record_hand(gid, 1, {'result': 'ron', 'winner': 0, 'loser': 2,"
                                " 'han': 3, 'fu': 30, 'riichi': []})")
    handled: list[bool] = []  # the Enters the desk handled, and whether its notice was up by then
    confirm = desk.confirm

    def spy() -> None:
        handled.append(desk.notice.isVisible())
        confirm()

    desk.confirm = spy  # type: ignore[method-assign]
    QApplication.postEvent(desk.value_edit, enter_event())  # pressed during the stall, not yet handled
    desk.follow()  # the stall ends: the change is shown …
    clock: ReadingClock = desk.clock  # type: ignore[assignment]
    clock.now += 1.8  # … 1.8 s after the key was pressed
    notice = desk.notice.text()
    assert "hand 1 (East 1) was recorded" in notice and "Your entry is kept" in notice
    qtbot.waitUntil(lambda: len(handled) == 1, timeout=3000)  # the queued Enter, handled at once
    assert handled == [True]  # with the notice up, 1.8 s after it was set
    assert desk.stale and desk.notice.text() == notice and winners(gid) == [0]
    read_notice(qtbot, desk, 0.25)
    qtbot.keyClick(desk.value_edit, Qt.Key.Key_Return)  # 250 ms after it appeared: not read yet
    assert desk.stale and desk.notice.text() == notice and winners(gid) == [0]
    assert desk.value_edit.text() == "8000" and desk.entry.winners == [1]
    read_notice(qtbot, desk, 1.0)
    qtbot.keyClick(desk.value_edit, Qt.Key.Key_Return)  # read: this is the look
    assert not desk.stale and "Checked: Enter records your entry as hand 2" in desk.notice.text()
    assert winners(gid) == [0]
    qtbot.keyClick(desk.value_edit, Qt.Key.Key_Return)
    assert winners(gid) == [0, 1]

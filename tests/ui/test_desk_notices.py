"""What the desk says about changes made elsewhere and about its own writes (issue 35, item 5): the
table's phone named as such, a reopen refused after the game was reopened and finished again, a
sign while a write waits for another desk's lock. On SQLite and PostgreSQL, the other writers real
(a separate process, the venue server over HTTP)."""

from __future__ import annotations

import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QObject, QSettings, Qt
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from tournament_app.export.game_changes import by_phone
from tournament_app.services import games
from tournament_app.storage.models import AuditEntry
from tournament_app.ui.context import AppContext
from tournament_app.words.i18n import in_language, tr

from ..services.helpers import quick_game, ron
from .test_desk import read_notice, reading_clock  # noqa: F401 - reading_clock: a fixture
from .test_desk_races import open_desk, other_desk, start_edit, winners


@pytest.fixture
def ctx(backend_db: str, tmp_path: Path) -> AppContext:
    context = AppContext(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat), backend_db)
    yield context
    context.stop_following()


@pytest.mark.usefixtures("reading_clock")
def test_a_hand_from_the_tables_phone_is_said_to_come_from_it(qtbot: QtBot, venue: object,
                                                              ctx: AppContext, backend_db: str) -> None:
    """The phone records hand 1 and undoes hand 2 that a desk was editing: the desk names the phone
    (it said "At another desk")."""
    link = venue.links[0]
    gid = games.games_of_round(venue.tournament_id, 1)[0]
    desk = open_desk(qtbot, ctx, gid, follow=True)
    answer = venue.hand(link, 1, ron(1, 0), id="phone-entry-1")
    assert answer.status_code == 200, answer.text
    qtbot.waitUntil(lambda: len(desk.view.hands) == 1, timeout=3000)
    assert desk.notice.text() == "From the table's phone meanwhile: hand 1 (East 1) was recorded."
    other_desk(backend_db, gid, "games.record_hand(gid, 2, {'result': 'ron', 'winner': 2, 'loser': 0,"
                                " 'han': 1, 'fu': 30, 'riichi': []})")  # a desk's hand: said as such
    qtbot.waitUntil(lambda: len(desk.view.hands) == 2, timeout=3000)
    assert desk.notice.text().startswith("At another desk meanwhile: hand 2 (East 2) was recorded")
    start_edit(qtbot, desk, "edit", 2)
    answer = venue.post(link, "/undo", {"number": 2, "seen": desk.view.version, "id": "phone-undo-1"})
    assert answer.status_code == 200, answer.text
    qtbot.waitUntil(lambda: len(desk.view.hands) == 1, timeout=3000)
    assert desk.notice.text().startswith("Hand 2 (East 2), which you were editing, was undone from the "
                                         "table's phone: nothing saved.")
    read_notice(qtbot, desk)
    qtbot.keyClick(desk.value_edit, Qt.Key.Key_Return)
    assert winners(gid) == [1] and desk.value_edit.text() == "3 30"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_phone_is_known_whichever_language_the_server_spoke(lang: str) -> None:
    """The audit trail names a phone in the server's language ("3卓のスマホ 192.168.1.20"); a desk
    in another language still knows it, and a desk named like no phone is a desk."""
    with in_language(lang):
        phone = tr("web", "table {table} phone").format(table=3) + " 192.168.1.20"
    assert by_phone([phone], 3) and by_phone([phone, phone], 3)
    assert not by_phone([phone], 13) and not by_phone([phone, "referee@desk-2"], 3)
    assert not by_phone([], 3)


REOPENED = {  # what A did between B's question and B's Yes, and what B's desk says of it
    "and finished again": ("games.reopen_game(gid); games.finish_game(gid)",
                           "At another desk meanwhile: the game was reopened and finished again."),
    "a hand corrected": ("games.reopen_game(gid); games.undo_last_hand(gid); games.record_hand(gid, 8,"
                         " {'result': 'ron', 'winner': 0, 'loser': 2, 'han': 1, 'fu': 30, 'riichi': []});"
                         " games.finish_game(gid, force=True)",
                         "At another desk meanwhile: hand 8 (South 4) was corrected; the game was reopened "
                         "and finished again."),
}


@pytest.mark.parametrize("meanwhile", sorted(REOPENED))
def test_a_reopen_refused_says_the_game_was_reopened_and_finished_again(
        qtbot: QtBot, ctx: AppContext, backend_db: str, monkeypatch: pytest.MonkeyPatch,
        meanwhile: str) -> None:
    """B asks "Reopen this game?"; meanwhile A reopens it (corrects a hand) and finishes it again. B's
    Yes reopens nothing and says what happened (it said "the game was changed", or named the hand
    only)."""
    from ..services.helpers import one_table

    change, said = REOPENED[meanwhile]
    _, _, gid = one_table()
    games.append_hands(gid, quick_game(), finish=True)
    desk = open_desk(qtbot, ctx, gid, follow=False)

    def meanwhile_yes(*_a: object) -> QMessageBox.StandardButton:
        other_desk(backend_db, gid, change)
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", meanwhile_yes)
    desk.finish_or_reopen()
    assert games.game_view(gid).state == "finished"  # B's Yes reopened nothing: A's one reopen only
    assert AuditEntry.select().where(AuditEntry.action == "game.reopen").count() == 1
    assert desk.notice.text() == f"{said} The game was not reopened: look again."
    games.swap_seats(gid, 0, 1)  # a finished game's seats swapped: that and nothing more
    desk.follow()
    assert desk.notice.text() == "At another desk meanwhile: seats were swapped."


class _Paints(QObject):
    """Counts a widget's paint events (what was drawn on screen before the call held the window)."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, _watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.Paint:
            self.count += 1
        return False


HOLD_S = 1.5
HOLD_LOCK = """
    import time
    from tournament_app.storage.models import Game, db_proxy
    with db_proxy.atomic():  # SQLite: the write lock; PostgreSQL: the game's row
        Game.update(version=Game.version).where(Game.id == gid).execute()
        print("held", flush=True)
        time.sleep(float(sys.argv[3]))
"""


def test_a_write_waiting_for_another_desks_lock_shows_a_busy_sign(
        qtbot: QtBot, ctx: AppContext, backend_db: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Another process holds the game for 1.5 s; the desk's Enter waits for it. From the moment it is
    sent until it returns the desk shows the wait cursor and "Saving… waiting for the database",
    painted before the wait (the window is held while it waits); afterwards both are gone."""
    from ..services.helpers import one_table

    _, _, gid = one_table()
    desk = open_desk(qtbot, ctx, gid, follow=False)
    for key in ("r", "2", "4"):
        qtbot.keyClicks(desk.focusWidget() or desk, key)
    qtbot.keyClicks(desk.value_edit, "7700")
    paints = _Paints()
    desk.busy_line.installEventFilter(paints)
    seen: dict[str, object] = {}
    real = games.record_hand

    def sent(*args: object, **kwargs: object) -> object:
        cursor = QApplication.overrideCursor()
        seen.update(busy=desk.busy_line.isVisible(), text=desk.busy_line.text(), painted=paints.count,
                    cursor=cursor.shape() if cursor else None)
        started = time.monotonic()
        try:
            return real(*args, **kwargs)
        finally:
            seen["waited_s"] = time.monotonic() - started

    monkeypatch.setattr(games, "record_hand", sent)
    script = textwrap.dedent("""
        import sys
        from tournament_app.storage.database import open_database
        open_database(sys.argv[1])
        gid = int(sys.argv[2])
    """) + textwrap.dedent(HOLD_LOCK)
    holder = subprocess.Popen([sys.executable, "-c", script, backend_db, str(gid), str(HOLD_S)],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        qtbot.keyClick(desk.value_edit, Qt.Key.Key_Return)
    finally:
        _out, err = holder.communicate(timeout=30)
    assert holder.returncode == 0, err
    assert seen["waited_s"] >= 0.5, seen  # it really waited for the other process
    assert seen["busy"] and seen["text"] == "Saving… waiting for the database", seen
    assert seen["painted"] >= 1 and seen["cursor"] == Qt.CursorShape.WaitCursor, seen
    assert [h["han"] for h in games.game_view(gid).hands] == [3]  # then stored, once
    assert not desk.busy_line.isVisible() and QApplication.overrideCursor() is None
    assert desk.prompt.isVisible()  # the desk's line is the prompt again


@pytest.mark.usefixtures("reading_clock")
def test_an_identity_already_stored_for_another_hand_gets_a_new_one_and_a_look(
        qtbot: QtBot, ctx: AppContext, monkeypatch: pytest.MonkeyPatch) -> None:
    """An earlier submit under this entry's identity was stored as another hand (its reply was lost and
    the entry changed since): the refusal is said at the desk, and the entry, kept, takes a new identity,
    so after a look it is stored instead of being refused at every Enter."""
    from tournament_app.ui.desk.actions import Shown

    from ..services.helpers import one_table
    from .test_desk import keys, stored

    desk = open_desk(qtbot, ctx, one_table()[2], follow=False)
    boxes: list[str] = []
    monkeypatch.setattr(QMessageBox, "critical", lambda *a, **k: boxes.append(str(a[2])))
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: boxes.append(str(a[2])))
    keys(qtbot, desk, "r24m")  # hand 1 as this desk types it now
    old = desk.entry_shown
    games.record_hand(desk.game_id, 1, {"result": "draw", "tenpai": []}, seen=old.version,
                      action=old.action)  # what the lost submit stored under this identity
    desk.entry_shown = Shown(old.view, old.action)
    keys(qtbot, desk, "\n")
    assert len(stored(desk.game_id)) == 1 and not boxes
    assert "already used for hand 1" in desk.notice.text()
    assert desk.entry_shown.action != old.action and desk.entry_in_progress()
    read_notice(qtbot, desk)
    keys(qtbot, desk, "\n")  # looked again at the game with hand 1 stored
    keys(qtbot, desk, "\n")  # records the kept entry as hand 2
    hands = stored(desk.game_id)
    assert [h["result"] for h in hands] == ["draw", "ron"]

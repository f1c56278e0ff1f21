"""Windows follow other desks (issue 9): a hand recorded by another process shows within a second,
without reloading; a desk that sends a change based on an old version is refused and reloads, keeping
the half-typed entry. On SQLite (PRAGMA data_version) and PostgreSQL (LISTEN/NOTIFY)."""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from tests import children
from tournament_app.services import games
from tournament_app.ui.context import AppContext
from tournament_app.ui.desk import DeskWindow
from tournament_app.ui.standings_view import StandingsView

from ..services.helpers import one_table, ron
from .test_desk import read_notice, reading_clock  # noqa: F401 - reading_clock: a fixture


@pytest.fixture
def ctx(backend_db: str, tmp_path: Path) -> AppContext:
    context = AppContext(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat), backend_db)
    yield context
    context.stop_following()


def _other_process(db: str, *args: str) -> float:
    """Run the CLI as another desk would; returns when it finished (monotonic time)."""
    result = children.run([sys.executable, "-m", "tournament_app", "--lang", "en", "--db", db, *args],
                          capture_output=True, timeout=60)
    assert result.returncode == 0, result.stderr
    return time.monotonic()


def test_a_hand_from_another_process_shows_within_a_second(qtbot: QtBot, ctx: AppContext,
                                                            backend_db: str) -> None:
    tid, _, gid = one_table()
    ctx.tournament_id = tid
    ctx.follow_changes()
    desk = DeskWindow(ctx, gid)
    qtbot.addWidget(desk)
    desk.show()
    qtbot.waitExposed(desk)
    hand = json.dumps({"result": "ron", "winner": 2, "loser": 0, "han": 3, "fu": 30})
    done = _other_process(backend_db, "hand", "--round", "1", "--table", "1", "--number", "1", hand)
    qtbot.waitUntil(lambda: len(desk.view.hands) == 1, timeout=1000)
    assert time.monotonic() - done < 1.0
    assert desk.log_model.rowCount() == 1
    assert desk.notice.isVisible() and "another desk" in desk.notice.text()
    assert desk.view.current.scores == (21100, 25000, 28900, 25000)


def test_standings_follow_a_game_finished_elsewhere(qtbot: QtBot, ctx: AppContext, backend_db: str) -> None:
    tid, _, _ = one_table()
    ctx.tournament_id = tid
    ctx.follow_changes()
    view = StandingsView(ctx)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    before = view.model.rowCount()
    _other_process(backend_db, "final", "40000", "30000", "20000", "10000", "--round", "1", "--table", "1")
    qtbot.waitUntil(lambda: "+50.0" in _texts(view) or "+60.0" in _texts(view), timeout=1000)
    assert view.model.rowCount() == before


def _texts(view: StandingsView) -> str:
    model = view.model
    return " ".join(str(model.index(r, c).data()) for r in range(model.rowCount())
                    for c in range(model.columnCount()))


@pytest.mark.usefixtures("reading_clock")
def test_a_stale_desk_is_refused_reloads_and_keeps_the_typed_entry(qtbot: QtBot, ctx: AppContext,
                                                                   backend_db: str) -> None:
    tid, _, gid = one_table()
    ctx.tournament_id = tid
    desk = DeskWindow(ctx, gid)  # not following: it cannot know of the other desk's hand
    qtbot.addWidget(desk)
    desk.show()
    qtbot.waitExposed(desk)
    desk.set_result("ron")
    desk.press_seat(1)
    desk.press_seat(3)
    qtbot.keyClicks(desk.value_edit, "2000")
    games.record_hand(gid, 1, ron(2, 0))  # another desk, meanwhile
    desk.confirm()
    assert "hand 1 (East 1) was recorded" in desk.notice.text()  # the hand itself highlighted below
    assert desk.log_model.highlighted == {1}
    assert "Your entry is kept, not stored" in desk.notice.text()
    assert len(desk.view.hands) == 1  # the desk shows the game as it now is
    assert [h["winner"] for h in games.game_view(gid).hands] == [2]  # nothing overwritten
    assert desk.entry.result == "ron" and desk.value_edit.text() == "2000"  # the entry survives
    read_notice(qtbot, desk)
    desk.confirm()  # the next Enter never stores: it says the referee has looked again
    assert [h["winner"] for h in games.game_view(gid).hands] == [2]
    assert "Enter records your entry as hand 2" in desk.notice.text()
    desk.confirm()  # confirmed again, on the game as it is: now it is hand 2
    assert [h["winner"] for h in games.game_view(gid).hands] == [2, 1]

"""The desk on a league day (issue 31): a day's hanchan are games like any other, and once one is
finished the referee opens the table's next hanchan from the desk (*Next hanchan*, Ctrl+N), through
the main window as the *Rounds & tables* tab opens a game."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from pytestqt.qtbot import QtBot

from tournament_app.services import players, rounds
from tournament_app.services.season_days import seat_day
from tournament_app.services.seasons import create_season, season_info
from tournament_app.ui.desk import DeskWindow
from tournament_app.ui.desk.dialogs import FinalScoresDialog
from tournament_app.ui.main_window import MainWindow

from .ui_helpers import patch_exec

SCORES = (41000, 30000, 19000, 10000)


def _league_day(hanchan: int) -> int:
    """A one-division season of eight players, its first day (of ``hanchan`` hanchan) seated."""
    sid = create_season("Desk League", ["A"], days=2, hanchan=hanchan, promote=0, relegate=0)
    tid = season_info(sid).division("A").tournament_id
    for n in range(8):
        players.add_player(tid, f"Player {n}", season=True)
    seat_day(sid, "A", seed=3)
    return tid


def _finish_by_final_scores(desk: DeskWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    def fill(dialog: FinalScoresDialog) -> None:
        for spin, value in zip(dialog.scores, SCORES, strict=True):
            spin.setValue(value)
        dialog.buttons.button(dialog.buttons.StandardButton.Save).click()

    patch_exec(monkeypatch, FinalScoresDialog, fill)
    desk.final_button.click()


def test_the_desk_opens_the_table_s_next_hanchan_when_one_finishes(
        qtbot: QtBot, tournament_db: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    tid = _league_day(hanchan=2)
    window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat), str(tournament_db))
    qtbot.addWidget(window)
    window.ctx.stop_following()  # this test's own changes only
    first = rounds.seating_of(tid, 1)[1]  # table 2 of the day's first hanchan
    [second] = [t for t in rounds.seating_of(tid, 2) if set(t.player_ids) == set(first.player_ids)]
    window.open_desk(first.game_id)
    desk = window.desks[first.game_id]
    desk.activateWindow()
    qtbot.waitUntil(desk.isActiveWindow)  # its keys reach it, as at a real desk
    assert not desk.next_button.isVisible()  # the game is still being played
    qtbot.keyClick(desk, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert list(window.desks) == [first.game_id]  # nothing to open before it is finished

    _finish_by_final_scores(desk, monkeypatch)
    assert desk.view.state == "finished"
    assert desk.next_button.isVisible() and desk.next_button.isEnabled()
    assert "Next hanchan opens this table's next one" in desk.preview.text()
    desk.grab().save("/tmp/a27_desk_next_hanchan.png")  # to look at
    qtbot.keyClick(desk, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    nxt = window.desks[second.game_id]
    qtbot.waitExposed(nxt)
    assert not desk.isVisible()  # the finished desk gives way to the next hanchan's
    assert nxt.view.round == 2 and nxt.view.table == second.table
    assert nxt.view.player_ids == second.player_ids  # the same four, the first dealer moved on
    assert nxt.view.player_ids == first.player_ids[1:] + first.player_ids[:1]
    assert nxt.view.state != "finished" and not nxt.next_button.isVisible()

    # the day's last hanchan: the next day is seated afresh, so nothing follows at this table
    _finish_by_final_scores(nxt, monkeypatch)
    assert nxt.view.state == "finished" and not nxt.next_button.isVisible()
    assert "Reopen it to change a hand" in nxt.preview.text()

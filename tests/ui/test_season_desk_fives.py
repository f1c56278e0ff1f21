"""The desk at a table of five (抜け番): the header names who sits this hanchan out, *Next hanchan*
(Ctrl+N) opens the table's next hanchan, whose four are not this one's, and says who sits that one out;
the table's fifth hanchan follows its fourth, and after it nothing does."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from pytestqt.qtbot import QtBot

from tournament_app.services import players, rounds
from tournament_app.services.season_days import seat_day
from tournament_app.services.seasons import create_season, season_info
from tournament_app.ui.main_window import MainWindow

from .test_season_desk import _finish_by_final_scores


def test_next_hanchan_at_a_table_of_five(qtbot: QtBot, tournament_db: Path, tmp_path: Path,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    sid = create_season("Five League", ["A"], days=1, hanchan=4, promote=0, relegate=0)
    tid = season_info(sid).division("A").tournament_id
    for n in range(9):
        players.add_player(tid, f"Player {n}", season=True)
    seat_day(sid, "A", seed=3)
    five = [next(t for t in rounds.seating_of(tid, n) if t.table == 2) for n in range(1, 6)]
    assert len({t.out_id for t in five}) == 5
    window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat), str(tournament_db))
    window.resize(1366, 768)
    qtbot.addWidget(window)
    window.ctx.stop_following()
    window.open_desk(five[0].game_id)
    desk = window.desks[five[0].game_id]
    desk.activateWindow()
    qtbot.waitUntil(desk.isActiveWindow)
    assert f"sitting out: {five[0].out_name}" in desk.header.text()
    for h in range(4):
        _finish_by_final_scores(desk, monkeypatch)
        assert desk.next_button.isVisible()
        assert f"{five[h + 1].out_name} sitting out" in desk.preview.text()
        if h == 0:
            desk.resize(1366, 768)
            desk.grab().save("/tmp/five_desk_next_hanchan.png")  # to look at
        qtbot.keyClick(desk, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
        desk = window.desks[five[h + 1].game_id]
        qtbot.waitExposed(desk)
        desk.activateWindow()
        qtbot.waitUntil(desk.isActiveWindow)
        assert desk.view.round == h + 2 and desk.view.player_ids == five[h + 1].player_ids
        assert f"sitting out: {five[h + 1].out_name}" in desk.header.text()
    desk.resize(1366, 768)
    desk.grab().save("/tmp/five_desk_fifth.png")
    _finish_by_final_scores(desk, monkeypatch)  # the table's fifth and last hanchan of the day
    assert not desk.next_button.isVisible() and "Reopen it to change a hand" in desk.preview.text()

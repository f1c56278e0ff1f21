"""Hidden standings on the projector (issue 14): hidden rounds stay off the wall until the organiser
reveals them, one place at a time from the bottom (V) or all at once (A)."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from pytestqt.qtbot import QtBot

from tests.services.helpers import tournament_with_players
from tests.services.test_event_format import _play_round
from tournament_app.services import event_format, rounds, standings
from tournament_app.ui.context import AppContext
from tournament_app.ui.projector import ProjectorView


def test_hidden_standings_are_revealed_from_the_bottom(qtbot: QtBot, tournament_db: Path,
                                                       tmp_path: Path) -> None:
    tid, _ids = tournament_with_players(8)
    rng = random.Random(7)
    for number in (1, 2):
        rounds.seat_round(tid, seed=number)
        _play_round(tid, number, rng)
    event_format.hide_standings(tid, 2)
    ctx = AppContext(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat), str(tournament_db))
    ctx.tournament_id = tid
    view = ProjectorView(ctx)
    qtbot.addWidget(view)
    view.resize(1280, 720)
    view.show()
    qtbot.waitExposed(view)
    view.refresh()
    after_one = [(r.player_id, r.total) for r in standings.standings(tid, (1, 1), reveal=True)]
    assert sorted((r.player_id, r.total) for r in view.rows) == sorted(after_one)
    full = standings.standings(tid, reveal=True)
    qtbot.keyClick(view, Qt.Key.Key_V)
    assert [r.player_id for r in view.rows] == [full[-1].player_id]  # last place first
    qtbot.keyClick(view, Qt.Key.Key_V)
    assert [r.player_id for r in view.rows] == [r.player_id for r in full[-2:]]
    assert view.subtitle == "Final standings: places 7 to 8"
    view.grab().save(str(tmp_path / "reveal.png"))
    qtbot.keyClick(view, Qt.Key.Key_A)
    assert [r.player_id for r in view.rows] == [r.player_id for r in full]

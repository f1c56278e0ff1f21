"""*Seat next round…* with tables of five (抜け番): the choice is offered where the active players do not
fill tables of four, and seats them so, one player of five sitting the round out; the Rounds tab shows
who."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tournament_app.services import players, rounds
from tournament_app.services.tournaments import create_tournament

from .ui_helpers import make_ctx, patch_exec


def test_seat_dialog_seats_tables_of_five(qtbot: QtBot, tournament_db: Path, tmp_path: Path,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    from tournament_app.ui.rounds_view import RoundsView, SeatRoundDialog

    tid = create_tournament("Cup", "jpml")
    for n in range(13):
        players.add_player(tid, f"Player {n:02d}")
    view = RoundsView(make_ctx(tmp_path, tid))
    qtbot.addWidget(view)
    view.resize(1366, 768)
    view.show()
    qtbot.waitExposed(view)
    shown: list[bool] = []

    def fill(dialog: SeatRoundDialog) -> None:
        shown.append(dialog.fives.isVisible())
        dialog.fives.setChecked(True)
        assert not dialog.count.isEnabled()  # one round at a time
        dialog.grab().save("/tmp/five_seat_dialog.png")
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)

    patch_exec(monkeypatch, SeatRoundDialog, fill)
    qtbot.mouseClick(view.seat_button, Qt.MouseButton.LeftButton)
    assert shown == [True]
    tables = rounds.seating_of(tid, 1)
    [five] = [t for t in tables if t.out_id is not None]
    assert len(tables) == 3 and five.table == 3
    column = [view.model.headerData(c, Qt.Orientation.Horizontal) for c in range(view.model.columnCount())]
    at = column.index("Sitting out")
    texts = [view.model.index(r, at).data() for r in range(view.model.rowCount())]
    assert texts == ["", "", five.out_name]
    view.grab().save("/tmp/five_rounds_tab.png")

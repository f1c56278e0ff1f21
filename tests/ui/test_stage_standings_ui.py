"""An event with stages on screen (issue 27): the standings, the projector and *Stages and standings…*
show the final ranking by the stage reached, each player's stage and total there, and who entered."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from tests.services import stage_event as se
from tournament_app.services import rounds
from tournament_app.services.event_standings import event_standings
from tournament_app.texts.display import points
from tournament_app.ui.format_dialog import FormatDialog
from tournament_app.ui.projector import ProjectorView
from tournament_app.ui.standings_view import TOTAL_COLUMN, StandingsView

from .ui_helpers import make_ctx

SHOTS = os.environ.get("TOURNAMENT_APP_SHOTS")  # a folder: the screenshots are saved there to look at


def _shot(widget: object, name: str) -> None:
    if SHOTS:
        widget.grab().save(str(Path(SHOTS) / name))  # type: ignore[attr-defined]


@pytest.fixture
def event(tournament_db: Path) -> int:
    tid, _ids = se.build()
    for n in range(1, 9):
        rounds.seat_round(tid, seed=n)
        se.play(tid, n)
    return tid


def _column(view: StandingsView, title: str) -> list[str]:
    model = view.model
    index = next(c for c in range(model.columnCount())
                 if model.headerData(c, Qt.Orientation.Horizontal) == title)
    return [view.proxy.index(r, index).data() for r in range(view.proxy.rowCount())]


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_the_standings_rank_by_stage_reached_with_the_stage_and_its_total(
        qtbot: QtBot, event: int, tmp_path: Path, size: tuple[int, int]) -> None:
    whole = event_standings(event)
    view = StandingsView(make_ctx(tmp_path, event))
    qtbot.addWidget(view)
    view.resize(*size)
    view.show()
    qtbot.waitExposed(view)
    assert _column(view, "Name")[:6] == [r.row.name for r in whole[:6]]
    assert _column(view, "Rank") == [str(r.rank) for r in whole]
    assert _column(view, "Stage") == ["Final"] * 4 + ["Semi-final"] * 12 + ["Stage 1"] * 16
    assert _column(view, "Stage total") == [points(r.stage_total or 0) for r in whole]
    assert _column(view, "Total") == [points(r.total) for r in whole]
    assert view.model.headerData(TOTAL_COLUMN, Qt.Orientation.Horizontal) == "Total"
    assert "ranked by the stage reached" in view.summary.text()
    # the place-setting figure is bold; the stage column sorts back to the ranking
    font = view.proxy.index(0, TOTAL_COLUMN + 2).data(Qt.ItemDataRole.FontRole)
    assert font is not None and font.bold()
    view.table.sortByColumn(TOTAL_COLUMN, Qt.SortOrder.DescendingOrder)
    assert _column(view, "Name")[:2] == ["P06", "P01"]  # by the sum, P01 (out in the semi) comes 2nd
    view.table.sortByColumn(TOTAL_COLUMN + 1, Qt.SortOrder.AscendingOrder)
    assert _column(view, "Name") == [r.row.name for r in whole]
    # the stage columns fit beside the name: visible without scrolling at either size
    header = view.table.horizontalHeader()
    assert header.sectionViewportPosition(TOTAL_COLUMN + 2) + header.sectionSize(TOTAL_COLUMN + 2) \
        <= view.table.viewport().width()
    _shot(view, f"standings_staged_{size[0]}.png")


def test_the_projector_names_the_stage_reached(qtbot: QtBot, event: int, tmp_path: Path) -> None:
    whole = event_standings(event)
    view = ProjectorView(make_ctx(tmp_path, event))
    qtbot.addWidget(view)
    view.resize(1280, 720)
    view.show()
    qtbot.waitExposed(view)
    view.page_timer.stop()
    assert [line[1] for line in view.lines()] == [r.row.name for r in whole[:len(view.lines())]]
    from tournament_app.ui.projector import side_note

    assert side_note(view.rows[0]) == f"Final {points(whole[0].stage_total or 0)}"
    assert side_note(view.rows[4]).startswith("Semi-final ")
    _shot(view, "projector_staged.png")


def test_the_format_dialog_says_who_entered_each_stage(qtbot: QtBot, event: int, tmp_path: Path) -> None:
    dialog = FormatDialog(make_ctx(tmp_path, event))
    qtbot.addWidget(dialog)
    dialog.resize(1100, 640)
    dialog.show()
    texts = [dialog.stages.item(i).text() for i in range(dialog.stages.count())]
    assert texts[1].endswith("16 entered, fixed when it was seated")
    assert texts[2].endswith("4 entered, fixed when it was seated") and "1st sits East" in texts[2]
    final = [r.row.name for r in event_standings(event, 1)[:4]]
    assert dialog.stages.item(2).toolTip() == ", ".join(final)
    _shot(dialog, "format_staged.png")


def test_the_app_seats_a_stage_by_rank_whatever_method_is_chosen(
        qtbot: QtBot, tournament_db: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """*Seat next round…* with its default (Random) seats the final 1st East … 4th North by the
    semi-final's ranking, and says so before the organiser presses Seat."""
    from tournament_app.ui.rounds_view import RoundsView, SeatRoundDialog

    from .ui_helpers import patch_exec

    tid, _ids = se.build()
    for n in range(1, 7):
        rounds.seat_round(tid, seed=n)
        se.play(tid, n)
    view = RoundsView(make_ctx(tmp_path, tid))
    qtbot.addWidget(view)
    view.resize(1200, 600)
    view.show()
    qtbot.waitExposed(view)
    assert view.repeats.text().startswith("Repeated pairs within Semi-final: ")  # the stage's count
    notes: list[str] = []

    def fill(dialog: SeatRoundDialog) -> None:
        assert dialog.random.isChecked()
        notes.append(dialog.plan_note.text())
        assert any(label.text().startswith("4 players to seat") for label in dialog.findChildren(QLabel))
        _shot(dialog, "seat_dialog_rank.png")
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)

    patch_exec(monkeypatch, SeatRoundDialog, fill)
    qtbot.mouseClick(view.seat_button, Qt.MouseButton.LeftButton)
    assert notes and notes[0].startswith("Final is seated by rank: 1st East")
    [table] = rounds.seating_of(tid, 7)
    assert list(table.player_ids) == [r.row.player_id for r in event_standings(tid, 1)[:4]]

"""*Stages and standings…* (issue 14): the event's format set from the Tournament tab."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.services.helpers import tournament_with_players
from tournament_app.services import event_format
from tournament_app.ui.format_dialog import FormatDialog
from tournament_app.ui.tournament_view import TournamentView

from .ui_helpers import make_ctx, patch_exec


def test_the_organiser_sets_the_format_in_one_dialog(qtbot: QtBot, tournament_db: Path, tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    tid, _ids = tournament_with_players(8)
    view = TournamentView(make_ctx(tmp_path, tid))
    qtbot.addWidget(view)
    view.show()

    def fill(dialog: FormatDialog) -> None:
        dialog.resize(1100, 640)
        # tie-breaks: tick more 1st places and best single game, then move best game to the top
        for i in range(dialog.ties.count()):
            item = dialog.ties.item(i)
            if item.data(Qt.ItemDataRole.UserRole) in ("more_firsts", "best_game"):
                item.setCheckState(Qt.CheckState.Checked)
        best = next(i for i in range(dialog.ties.count())
                    if dialog.ties.item(i).data(Qt.ItemDataRole.UserRole) == "best_game")
        dialog.ties.insertItem(0, dialog.ties.takeItem(best))
        dialog.hide_check.setChecked(True)
        dialog.hide_from.setValue(4)
        qtbot.keyClicks(dialog.stage_name, "Final")
        dialog.stage_round.setValue(3)
        dialog.stage_top.setValue(4)
        dialog.stage_carry.setCurrentIndex(dialog.stage_carry.findData("half"))
        dialog.stage_rank.setChecked(True)
        dialog.add_stage()
        qtbot.keyClicks(dialog.team_name, "Red")
        qtbot.keyClicks(dialog.team_members, "Player 00, Player 01")
        dialog.add_team()
        assert dialog.stages.count() == 2 and dialog.teams.count() == 1
        assert dialog.stages.item(1).text() == (
            "2. Final from round 3: the top 4, half the total carried, 1st sits East")
        dialog.subs_fixed.setChecked(True)
        dialog.grab().save(str(tmp_path / "format.png"))
        qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)

    patch_exec(monkeypatch, FormatDialog, fill)
    qtbot.mouseClick(view.format_button, Qt.MouseButton.LeftButton)
    fmt = event_format.load(tid)
    assert fmt["tie_breaks"] == ["best_game", "more_firsts"]
    assert fmt["hidden_from"] == 4
    assert fmt["stages"][1]["entry"] == {"top": 4} and fmt["stages"][1]["carry"] == 500
    assert fmt["teams"][0]["name"] == "Red" and len(fmt["teams"][0]["members"]) == 2
    assert fmt["substitutes"]["policy"] == "fixed" and fmt["substitutes"]["points"] == -300

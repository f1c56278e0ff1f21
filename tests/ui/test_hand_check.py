"""*Check a hand…* at the desk (issue 16): tiles clicked and typed, the value shown, used in the entry."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from pytestqt.qtbot import QtBot

from tests.services.helpers import one_table
from tournament_app.rules.presets import preset
from tournament_app.ui.context import AppContext
from tournament_app.ui.desk import DeskWindow
from tournament_app.ui.hand_check_dialog import HandCheckDialog

from .test_desk import keys, stored
from .ui_helpers import patch_exec


def test_the_dialog_values_a_hand_clicked_on_the_tile_buttons(qtbot: QtBot, tmp_path: Path) -> None:
    dialog = HandCheckDialog(preset("jpml"))
    qtbot.addWidget(dialog)
    dialog.resize(900, 700)
    dialog.show()
    assert not dialog.use_button.isEnabled()
    for code in ("2m", "3m", "4m", "7m", "8m", "9m", "1p", "2p", "3p", "4p", "5p", "6p", "6p", "6p"):
        qtbot.mouseClick(dialog.tile_buttons[code], Qt.MouseButton.LeftButton)
    assert dialog.tiles.text() == "2m3m4m7m8m9m1p2p3p4p5p6p6p6p"
    dialog.tsumo.setChecked(True)
    dialog.riichi.setChecked(True)
    text = dialog.outcome.text()
    assert "Riichi — 1 han" in text and "Pinfu — 1 han" in text and "Menzen tsumo — 1 han" in text
    assert "700/1300" in text  # the announcement (700・1300 in Japanese)
    assert dialog.use_button.isEnabled() and dialog.chosen_value() == "3 20"
    dialog.grab().save(str(tmp_path / "hand_check.png"))
    dialog.tiles.setText("123m456p789s234s55s")  # no yaku: said so, nothing to use
    dialog.tsumo.setChecked(False)
    dialog.riichi.setChecked(False)
    assert "no yaku" in dialog.outcome.text() and not dialog.use_button.isEnabled()


def test_the_value_goes_into_the_desk_s_entry(qtbot: QtBot, tournament_db: Path, tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    _tid, _ids, gid = one_table()
    desk = DeskWindow(AppContext(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat),
                                 str(tournament_db)), gid)
    qtbot.addWidget(desk)
    desk.show()
    keys(qtbot, desk, "r21")  # seat 2 wins from seat 1

    def fill(dialog: HandCheckDialog) -> None:
        assert dialog.seat_wind.currentData() == "S" and not dialog.dealer.isChecked()
        qtbot.keyClicks(dialog.tiles, "234m567m345s678p88s")
        assert "1 han 40 fu" in dialog.outcome.text()
        qtbot.mouseClick(dialog.use_button, Qt.MouseButton.LeftButton)

    patch_exec(monkeypatch, HandCheckDialog, fill)
    qtbot.mouseClick(desk.check_button, Qt.MouseButton.LeftButton)
    assert desk.value_edit.text() == "1 40"
    keys(qtbot, desk, "\n")
    assert stored(gid)[0] == {"result": "ron", "winner": 1, "loser": 0, "han": 1, "fu": 40, "riichi": []}


def test_import_game_log_at_the_desk(qtbot: QtBot, tournament_db: Path, tmp_path: Path,
                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 15: *Import game log…* appends a Tenhou log's hands to the table's game."""
    from PySide6.QtWidgets import QFileDialog

    log = Path(__file__).resolve().parents[1] / "data" / "tenhou" / "east_game.mjlog"
    _tid, _ids, gid = one_table({"preset": "tenhou", "length": "east"})
    desk = DeskWindow(AppContext(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat),
                                 str(tournament_db)), gid)
    qtbot.addWidget(desk)
    desk.show()
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(log), ""))
    desk.import_game_log()
    assert len(stored(gid)) == 7 and desk.view.state == "finished"
    assert desk.notice.text() == "7 hands imported from east_game.mjlog"

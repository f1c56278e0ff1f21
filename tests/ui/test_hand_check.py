"""*Check a hand…* at the desk (issue 16): tiles clicked and typed, the value shown, used in the entry."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt
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
    started: list[str] = []

    def answer(_parent, _title, folder, _filters):
        started.append(folder)
        return str(log), ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", answer)
    desk.import_game_log()
    assert len(stored(gid)) == 7 and desk.view.state == "finished"
    assert desk.notice.text() == "7 hands imported from east_game.mjlog"
    # issue 36: the dialog starts in a real folder, never the working directory (""), then where the
    # last log was
    assert started[0] != "" and Path(started[0]).is_dir()
    assert desk.ctx.settings.value("folders/game_logs") == str(log.parent)


@pytest.mark.parametrize(("rules", "fields", "reason"), [
    ("jpml", {"tiles": "123m456p789s11223z"}, "These tiles are not a complete hand"),
    ({"preset": "jpml", "open_tanyao": False}, {"tiles": "234p22p567s345s", "melds": "chi:678m"},
     "The hand has no yaku under these rules"),
    ("jpml", {"tiles": "11111m456p789s234s"}, "1m is used more than four times"),
    ("jpml", {"tiles": "123m456p789s234s55s", "win": "9m"}, "The winning tile 9m is not in the hand"),
], ids=["incomplete", "no-yaku", "five-of-a-tile", "win-not-in-hand"])
def test_the_dialog_says_why_a_hand_does_not_win(qtbot: QtBot, rules: object, fields: dict[str, str],
                                                  reason: str) -> None:
    from tournament_app.rules.presets import resolve

    dialog = HandCheckDialog(resolve(rules))
    qtbot.addWidget(dialog)
    dialog.show()
    for name, text in fields.items():
        qtbot.keyClicks(getattr(dialog, name), text)
    assert reason in dialog.outcome.text()
    assert not dialog.use_button.isEnabled() and dialog.chosen_value() == ""


def test_a_refusal_in_japanese_names_no_internal_field(qtbot: QtBot) -> None:
    from tournament_app.words.i18n import set_language

    set_language("ja")  # the autouse fixture puts English back
    dialog = HandCheckDialog(preset("jpml"))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.keyClicks(dialog.tiles, "123m456p789s234s55s")
    qtbot.keyClicks(dialog.win, "<9m>")  # typed text is shown as text, not markup
    text = dialog.outcome.text()
    assert "tiles" not in text and "win:" not in text and "「&lt;」" in text
    dialog.win.setText("5s")
    assert "tiles" not in dialog.outcome.text() and "役がありません" in dialog.outcome.text()


def test_melds_dora_and_flags_change_the_value(qtbot: QtBot) -> None:
    """234m567m345s88s with a closed kan 5555p, dora indicator 4p (5p: four dora), riichi, tsumo on the
    kan's replacement tile: 立直 ツモ 嶺上 断幺九 + 4 = 8 han, 倍満; fu 20 + 16 + 2 (単騎) + 2 = 40."""
    dialog = HandCheckDialog(preset("jpml"))
    qtbot.addWidget(dialog)
    dialog.show()
    with qtbot.waitActive(dialog):  # focus moves (and the tile buttons follow it) in an active window
        dialog.activateWindow()
    qtbot.keyClicks(dialog.tiles, "234m567m345s88s")
    assert "14 tiles" in dialog.outcome.text()  # 11 tiles so far: the kan is missing
    qtbot.keyClicks(dialog.melds, "ankan:5555p")
    assert "1 han" in dialog.outcome.text() and dialog.chosen_value() == "1 50"  # 断幺九 by ron, 50 fu
    qtbot.mouseClick(dialog.dora, Qt.MouseButton.LeftButton)  # the tile buttons now type there
    qtbot.mouseClick(dialog.tile_buttons["4p"], Qt.MouseButton.LeftButton)
    assert dialog.dora.text() == "4p" and dialog.tiles.text() == "234m567m345s88s"
    for box in (dialog.riichi, dialog.tsumo, dialog.rinshan):
        qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
    assert (dialog.riichi.isChecked(), dialog.tsumo.isChecked(), dialog.rinshan.isChecked()) == (True,) * 3
    text = dialog.outcome.text()
    assert "Rinshan kaihou — 1 han" in text and "Dora — 4 han" in text
    assert "Base 20 + Closed kan 16 + Pair wait 2 + Tsumo 2 → 40" in text  # every fu named
    assert "baiman" in text and "4000/8000" in text and dialog.chosen_value() == "8"
    dialog.rinshan.setChecked(False)  # without rinshan: 立直 ツモ 断幺九 + 4 = 7 han, 跳満
    assert dialog.chosen_value() == "7"


def test_a_triple_yakuman_reaches_the_desk_as_three(qtbot: QtBot, tournament_db: Path, tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """字一色 大四喜 四暗刻単騎: three yakuman (seed 001 counts up to four). The desk reads "y3"; "3y"
    would be 3 han."""
    _tid, _ids, gid = one_table()
    desk = DeskWindow(AppContext(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat),
                                 str(tournament_db)), gid)
    qtbot.addWidget(desk)
    desk.show()
    keys(qtbot, desk, "r21")

    def fill(dialog: HandCheckDialog) -> None:
        qtbot.keyClicks(dialog.tiles, "111222333z44455z")
        qtbot.keyClicks(dialog.win, "5z")
        assert dialog.outcome.text().count("— yakuman") == 3
        qtbot.mouseClick(dialog.use_button, Qt.MouseButton.LeftButton)

    patch_exec(monkeypatch, HandCheckDialog, fill)
    qtbot.mouseClick(desk.check_button, Qt.MouseButton.LeftButton)
    keys(qtbot, desk, "\n")
    assert stored(gid)[0] == {"result": "ron", "winner": 1, "loser": 0, "yakuman": 3, "riichi": []}


def test_the_fu_in_japanese_are_joined_with_full_width_plus(qtbot: QtBot) -> None:
    from tournament_app.words.i18n import set_language

    set_language("ja")
    dialog = HandCheckDialog(preset("jpml"))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.keyClicks(dialog.tiles, "123m456p789s234s55s")  # 5s 単騎 (the last tile is the winning one)
    dialog.riichi.setChecked(True)
    assert "符: 副底・門前加符 30 ＋ 単騎待ち 2 → 40符" in dialog.outcome.text(), dialog.outcome.text()


def test_import_game_log_asks_which_game_of_a_json_file_of_several(qtbot: QtBot, tournament_db: Path,
                                                                    tmp_path: Path,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 39: a tenhou.net/6 JSON file of two games: the desk asks which one this table played (the
    second is chosen with the arrow key) and imports that one only."""
    import json

    from PySide6.QtWidgets import QComboBox, QDialogButtonBox, QFileDialog, QInputDialog

    data = Path(__file__).resolve().parents[1] / "data" / "tenhou"
    games_ = [json.loads((data / name).read_text(encoding="utf-8"))
              for name in ("2019103023gm-00a9-0000-f90e0fe9.json", "mahjong_soul_east.json")]
    path = tmp_path / "online.jsonl"
    path.write_text("".join(json.dumps(g, ensure_ascii=False) + "\n" for g in games_), encoding="utf-8")
    _tid, _ids, gid = one_table({"preset": "tenhou", "length": "east", "return_points": 25000, "oka": 0,
                                 "uma": [150, 50, -50, -150]})
    desk = DeskWindow(AppContext(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat),
                                 str(tournament_db)), gid)
    qtbot.addWidget(desk)
    desk.resize(1366, 768)
    desk.show()
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *_a: (str(path), ""))
    asked: list[tuple[str, list[str]]] = []

    def choose(dialog: QInputDialog) -> None:
        asked.append((dialog.labelText(), dialog.comboBoxItems()))
        dialog.grab().save(str(tmp_path / "which_game.png"))
        qtbot.keyClick(dialog.findChild(QComboBox), Qt.Key.Key_Down)
        qtbot.mouseClick(dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok),
                         Qt.MouseButton.LeftButton)

    patch_exec(monkeypatch, QInputDialog, choose)
    desk.import_game_log()
    assert asked == [("online.jsonl holds 2 games. Which one was played at this table?",
                      ["1: Aさん / Bさん / Cさん / Dさん (7 hands)",
                       "2: Aさん / Bさん / Cさん / Dさん (4 hands)"])]
    assert len(stored(gid)) == 4 and stored(gid)[3]["yakuman"] == 2  # the Mahjong Soul game
    assert desk.view.state == "finished" and desk.notice.text() == "4 hands imported from online.jsonl"
    desk.grab().save(str(tmp_path / "desk_imported.png"))


def test_a_bad_json_log_at_the_desk_is_said_and_nothing_is_asked_or_stored(
        qtbot: QtBot, tournament_db: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtWidgets import QFileDialog, QInputDialog

    from .ui_helpers import capture_boxes

    path = tmp_path / "online.json"
    path.write_text('[{"name": ["A", "B", "C", "D"], "log": []}, {"name": []}]', encoding="utf-8")
    _tid, _ids, gid = one_table("tenhou")
    desk = DeskWindow(AppContext(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat),
                                 str(tournament_db)), gid)
    qtbot.addWidget(desk)
    desk.show()
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *_a: (str(path), ""))
    asked = patch_exec(monkeypatch, QInputDialog, lambda dialog: dialog.reject())
    boxes = capture_boxes(monkeypatch)
    desk.import_game_log()
    assert asked == [] and stored(gid) == []
    assert 'game 1: "log" holds no hand' in boxes.texts()

"""The tournament overview, the create/edit dialog and the rules dialog, checked against the store."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest
from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from tournament_app.services import tournaments
from tournament_app.ui.rules_dialog import ChoiceEditor, RulesDialog, SetEditor, parse_tenths_row
from tournament_app.ui.tournament_dialog import TournamentDialog, create_tournament_dialog
from tournament_app.ui.tournament_view import TournamentView

from .ui_helpers import capture_boxes, make_ctx, patch_exec


def test_empty_state_without_a_tournament(qtbot: QtBot, tournament_db: Path, tmp_path: Path) -> None:
    view = TournamentView(make_ctx(tmp_path))
    qtbot.addWidget(view)
    assert view.stack.currentWidget() is view.empty
    assert "No tournament is open" in view.empty.text()


def test_new_tournament_through_the_dialog(qtbot: QtBot, tournament_db: Path, tmp_path: Path,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    ctx = make_ctx(tmp_path)
    view = TournamentView(ctx)
    qtbot.addWidget(view)

    def fill(dialog: TournamentDialog) -> None:
        qtbot.keyClicks(dialog.name, "Spring league")
        qtbot.keyClicks(dialog.venue, "Tokyo")
        assert dialog.preset is not None
        dialog.preset.setCurrentIndex(dialog.preset.findData("tenhou"))
        assert "+40/+10/△10/△20 (oka included)" in dialog.preset.summary_label.text()
        qtbot.mouseClick(dialog.starts_on.check, Qt.MouseButton.LeftButton,
                         pos=dialog.starts_on.check.rect().center())
        dialog.starts_on.edit.setDate(QDate(2025, 4, 5))
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)

    shown = patch_exec(monkeypatch, TournamentDialog, fill)
    tid = create_tournament_dialog(ctx, view)

    assert shown and tid is not None and ctx.tournament_id == tid
    info = tournaments.tournament_info(tid)
    assert (info.name, info.venue, info.rules.id) == ("Spring league", "Tokyo", "tenhou")
    # the end date follows the start while it is not set: a one-day event needs one date
    assert (info.starts_on, info.ends_on) == (dt.date(2025, 4, 5), None)
    assert view.name.text() == "Spring league"  # ctx.set_tournament refreshed the overview
    assert view.rules_box.title() == "Rules: Tenhou (ranked games)"
    assert view.dates.text() == "2025-04-05"


def test_refused_input_keeps_the_dialog_open(qtbot: QtBot, tournament_db: Path, tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    boxes = capture_boxes(monkeypatch)
    tournaments.create_tournament("Cup")
    dialog = TournamentDialog(make_ctx(tmp_path))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)  # no name
    qtbot.keyClicks(dialog.name, "Cup")
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)  # taken
    assert dialog.isVisible() and dialog.result() != QDialog.DialogCode.Accepted
    assert "The tournament needs a name" in boxes.texts()
    assert "A tournament named Cup already exists" in boxes.texts()
    assert [t.name for t in tournaments.list_tournaments()] == ["Cup"]


def test_edit_name_dates_and_venue(qtbot: QtBot, tournament_db: Path, tmp_path: Path,
                                   monkeypatch: pytest.MonkeyPatch) -> None:
    tid = tournaments.create_tournament("Cup", starts_on=dt.date(2025, 1, 1), venue="Osaka")
    ctx = make_ctx(tmp_path, tid)
    view = TournamentView(ctx)
    qtbot.addWidget(view)
    assert view.venue.text() == "Osaka" and view.dates.text() == "2025-01-01"

    def fill(dialog: TournamentDialog) -> None:
        assert dialog.preset is None  # the rules change with Rules…, not here
        assert dialog.name.text() == "Cup" and dialog.starts_on.value() == dt.date(2025, 1, 1)
        dialog.venue.clear()
        qtbot.keyClicks(dialog.venue, "Kyoto")
        dialog.ends_on.check.setChecked(True)
        dialog.ends_on.edit.setDate(QDate(2025, 1, 2))
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)

    patch_exec(monkeypatch, TournamentDialog, fill)
    qtbot.mouseClick(view.edit_button, Qt.MouseButton.LeftButton)
    info = tournaments.tournament_info(tid)
    assert (info.venue, info.ends_on) == ("Kyoto", dt.date(2025, 1, 2))
    assert view.venue.text() == "Kyoto" and view.dates.text() == "2025-01-01 – 2025-01-02"


def test_end_before_start_is_refused(qtbot: QtBot, tournament_db: Path, tmp_path: Path,
                                     monkeypatch: pytest.MonkeyPatch) -> None:
    boxes = capture_boxes(monkeypatch)
    tid = tournaments.create_tournament("Cup")
    dialog = TournamentDialog(make_ctx(tmp_path, tid), tid)
    qtbot.addWidget(dialog)
    dialog.starts_on.set_value(dt.date(2025, 5, 2))
    dialog.ends_on.set_value(dt.date(2025, 5, 1))
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert "before it starts" in boxes.texts()
    assert tournaments.tournament_info(tid).starts_on is None


def test_rules_dialog_changes_the_uma(qtbot: QtBot, tournament_db: Path, tmp_path: Path,
                                      monkeypatch: pytest.MonkeyPatch) -> None:
    tid = tournaments.create_tournament("Cup", "jpml")
    ctx = make_ctx(tmp_path, tid)
    view = TournamentView(ctx)
    qtbot.addWidget(view)

    def fill(dialog: RulesDialog) -> None:
        uma = dialog.editors["uma"]
        assert uma.line.text() == "30, 10, -10, -30"  # points, as the rule book writes them
        uma.line.clear()
        qtbot.keyClicks(uma.line, "+20 / +10 / -10 / -20")  # QTest types ASCII only
        assert "+20.0 / +10.0 / △10.0 / △20.0" in uma.preview.text()
        assert dialog.labels["uma"].font().bold() and not dialog.labels["oka"].font().bold()
        qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)

    patch_exec(monkeypatch, RulesDialog, fill)
    qtbot.mouseClick(view.rules_button, Qt.MouseButton.LeftButton)
    rules = tournaments.tournament_info(tid).rules
    assert rules.uma == (200, 100, -100, -200)
    assert rules.id == "jpml" and rules.oka == 200  # the rest is still the preset
    assert "+20.0 / +10.0 / △10.0 / △20.0" in view.rules_summary.text()


def test_rules_dialog_edits_choices_sets_numbers_and_presets(qtbot: QtBot, tournament_db: Path,
                                                             tmp_path: Path) -> None:
    tid = tournaments.create_tournament("Cup", "jpml")
    dialog = RulesDialog(make_ctx(tmp_path, tid))
    qtbot.addWidget(dialog)
    dialog.preset.setCurrentIndex(dialog.preset.findData("ema"))  # start from EMA
    assert dialog.editors["start_points"].value() == 30000
    length = dialog.editors["length"]
    assert isinstance(length, ChoiceEditor)
    length.combo.setCurrentIndex(length.combo.findText("East round only (東風戦)"))
    draws = dialog.editors["abortive_draws"]
    assert isinstance(draws, SetEditor)
    draws.items()[0].setCheckState(Qt.CheckState.Checked)  # nine terminals
    nagashi = dialog.editors["nagashi_mangan"]
    assert isinstance(nagashi, ChoiceEditor)
    nagashi.combo.setCurrentIndex(nagashi.combo.findText("Yes"))
    dialog.editors["chombo_penalty"].spin.setValue(300)
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert dialog.result() == QDialog.DialogCode.Accepted
    rules = tournaments.tournament_info(tid).rules
    assert (rules.id, rules.start_points, rules.uma) == ("ema", 30000, (150, 50, -50, -150))
    assert (rules.length, rules.abortive_draws, rules.nagashi_mangan, rules.chombo_penalty) == (
        "east", frozenset({"kyuushu"}), True, 300)


def test_rules_dialog_offers_the_new_presets_and_the_chombo_ending(qtbot: QtBot, tournament_db: Path,
                                                                   tmp_path: Path) -> None:
    """Issue 39 item 3: Mリーグ loads its kiriage and red fives; "Chombo ends the game" sits with the
    chombo options, is stored when chosen and shown in bold as a change from the preset."""
    tid = tournaments.create_tournament("Cup", "jpml")
    dialog = RulesDialog(make_ctx(tmp_path, tid))
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.preset.setCurrentIndex(dialog.preset.findData("mleague"))
    assert dialog.preset.currentText() == "M.League rules (secondary sources)"
    kiriage = dialog.editors["kiriage"]
    assert isinstance(kiriage, ChoiceEditor)
    assert kiriage.combo.currentText() == "4 han 30 fu and 3 han 60 fu"
    assert dialog.editors["red_fives"].value() == 3
    ends = dialog.editors["chombo_ends_game"]
    assert isinstance(ends, ChoiceEditor) and ends.combo.currentText() == "No"
    assert not dialog.labels["chombo_ends_game"].font().bold()
    ends.combo.setCurrentIndex(ends.combo.findText("Yes"))
    assert dialog.labels["chombo_ends_game"].font().bold()
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    rules = tournaments.tournament_info(tid).rules
    assert (rules.id, rules.kiriage, rules.red_fives, rules.chombo_ends_game) == (
        "mleague", "4-30+3-60", 3, True)


def test_rules_dialog_refuses_bad_values(qtbot: QtBot, tournament_db: Path, tmp_path: Path,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    boxes = capture_boxes(monkeypatch)
    tid = tournaments.create_tournament("Cup", "jpml")
    dialog = RulesDialog(make_ctx(tmp_path, tid))
    qtbot.addWidget(dialog)
    dialog.show()
    uma = dialog.editors["uma"]
    uma.line.clear()
    qtbot.keyClicks(uma.line, "20 10 -10")
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert "rank points need four numbers" in boxes.texts()
    uma.set_value([300, 100, -100, -300])
    dialog.editors["counter_value"].spin.setValue(100)  # not a multiple of 300
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert "must be a multiple of 300" in boxes.texts()
    assert dialog.isVisible()
    assert tournaments.tournament_info(tid).rules.counter_value == 300


def test_rank_points_are_typed_in_points_as_leagues_write_them() -> None:
    assert parse_tenths_row("30,10,-10,-30") == [300, 100, -100, -300]
    assert parse_tenths_row("+15 / +5 / ▲5 / △15") == [150, 50, -50, -150]
    assert parse_tenths_row("＋７.５、２.５、－２.５、－７.５") == [75, 25, -25, -75]  # an IME


def test_oka_and_uma_are_typed_in_points_beside_their_unit(qtbot: QtBot, tournament_db: Path,
                                                           tmp_path: Path) -> None:
    # 001 art. 39 writes オカ 20,000点 = 20p and ウマ ＋30p…: 20 typed is +20.0, not +2.0
    tid = tournaments.create_tournament("Cup", "jpml")
    dialog = RulesDialog(make_ctx(tmp_path, tid))
    qtbot.addWidget(dialog)
    dialog.show()
    oka = dialog.editors["oka"].spin
    assert (oka.value(), oka.text()) == (200, "20.0 points")  # the unit beside the number
    oka.lineEdit().selectAll()
    qtbot.keyClicks(oka, "25")
    qtbot.keyClick(oka, Qt.Key.Key_Tab)
    assert oka.value() == 250
    qtbot.keyClick(oka, Qt.Key.Key_Up)  # one point a step
    assert (oka.value(), oka.text()) == (260, "26.0 points")
    uma = dialog.editors["uma"]
    uma.line.clear()
    qtbot.keyClicks(uma.line, "15 5 -5 -15")
    assert "+15.0 / +5.0 / △5.0 / △15.0" in uma.preview.text()
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    rules = tournaments.tournament_info(tid).rules
    assert (rules.oka, rules.uma) == (260, (150, 50, -50, -150))
    assert "Typed here in points" in dialog.editors["uma"].toolTip()


def test_a_rule_not_played_shows_none_not_a_bare_zero(qtbot: QtBot, tournament_db: Path,
                                                      tmp_path: Path) -> None:
    dialog = RulesDialog(make_ctx(tmp_path, tournaments.create_tournament("Cup", "renmei")))
    qtbot.addWidget(dialog)
    counted = dialog.editors["counted_yakuman"].spin  # 0: no counted yakuman, not "0 of them"
    assert (counted.value(), counted.text()) == (0, "None")
    qtbot.keyClick(counted, Qt.Key.Key_Up)
    assert counted.text() == "1"
    assert dialog.editors["oka"].spin.text() == "None"  # renmei plays without oka


def test_rules_dialog_labels_name_the_item_and_explain_it_in_the_tooltip(qtbot: QtBot, tournament_db: Path,
                                                                         tmp_path: Path) -> None:
    """Issue 28 (row 10): 同点時の順位, ダブロン（複数人のロン）… as rule sheets name them, on one line at the
    dialog's size; what the option does, its id and the preset's value in the tooltip."""
    from tournament_app.words.i18n import set_language

    set_language("ja")  # the autouse fixture puts English back
    tid = tournaments.create_tournament("Cup", {"preset": "npm", "ties": "seat_order"})
    dialog = RulesDialog(make_ctx(tmp_path, tid))
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.preset.currentText() == "日本プロ麻雀協会 競技規定（既定）"
    assert "ID: jpml, npm, kyokai" in dialog.preset.itemData(0, Qt.ItemDataRole.ToolTipRole)
    labels = {name: label.text() for name, label in dialog.labels.items()}
    assert (labels["ties"], labels["rounding"], labels["multiple_ron"], labels["kiriage"]) == (
        "同点時の順位", "ポイント換算（端数処理）", "ダブロン（複数人のロン）", "切り上げ満貫")
    assert (labels["leftover_deposits"], labels["abortive_deal"], labels["dealer_noten_keeps"],
            labels["yame_by"], labels["time_limit"], labels["length"]) == (
        "終局時の供託", "途中流局後の親", "南場の親ノーテン", "アガリ止め・テンパイ止めの判断",
        "時間打ち切り", "対局形式")
    for name, label in dialog.labels.items():
        assert label.heightForWidth(label.width()) < 2 * label.fontMetrics().lineSpacing(), name
    tip = dialog.labels["ties"].toolTip()
    assert "席順（起家優先）" in tip and "ties" in tip and "プリセットの値: 順位点を等分" in tip
    assert "頭ハネ、または全員の和了を認める" in dialog.labels["multiple_ron"].toolTip()
    nagashi = dialog.editors["nagashi_as"]
    assert isinstance(nagashi, ChoiceEditor)  # every choice in words, none as its id
    assert [nagashi.combo.itemText(i) for i in range(nagashi.combo.count())] == ["流局扱い", "和了扱い"]
    time_limit = dialog.editors["time_limit"]
    assert isinstance(time_limit, ChoiceEditor)
    assert time_limit.combo.itemText(1) == "もう1局"


def test_a_tournament_shows_its_preset_title_in_the_language_in_force(qtbot: QtBot, tournament_db: Path,
                                                                       tmp_path: Path) -> None:
    from tournament_app.words.i18n import set_language

    tid = tournaments.create_tournament("Cup", "renmei")
    view = TournamentView(make_ctx(tmp_path, tid))
    qtbot.addWidget(view)
    assert view.rules_box.title() == "Rules: Japan Pro Mahjong League (JPML) A rules (secondary sources)"
    set_language("ja")
    view.refresh()
    assert view.rules_box.title() == "ルール: 日本プロ麻雀連盟 Aルール（二次資料）"
    assert "浮き人数別のウマ" in view.rules_summary.text()

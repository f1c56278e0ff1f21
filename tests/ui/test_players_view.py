"""The players view: add, edit, search, withdraw, import; every change checked in the store."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from tournament_app.services import players, tournaments
from tournament_app.ui.players_view import PlayerDialog, PlayersView

from .ui_helpers import capture_boxes, make_ctx, patch_exec


@pytest.fixture
def view(qtbot: QtBot, tournament_db: Path, tmp_path: Path) -> PlayersView:
    tid = tournaments.create_tournament("Cup")
    players.add_player(tid, "佐藤 太郎", reading="さとう たろう", affiliation="東京支部", member_no="12")
    players.add_player(tid, "鈴木 花子", reading="すずき はなこ", affiliation="大阪支部", member_no="3")
    players.add_player(tid, "Anna Berg", reading="", affiliation="Stockholm", member_no="")
    widget = PlayersView(make_ctx(tmp_path, tid))
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    widget.activateWindow()  # the view's keys are keys of its window
    qtbot.waitUntil(lambda: QApplication.activeWindow() is widget)
    return widget


def names_shown(view: PlayersView) -> list[str]:
    return [view.proxy.index(r, 0).data() for r in range(view.proxy.rowCount())]


def row_of(view: PlayersView, name: str) -> int:
    return names_shown(view).index(name)


def stored(view: PlayersView) -> dict[str, players.PlayerRow]:
    assert view.ctx.tournament_id is not None
    return {p.name: p for p in players.list_players(view.ctx.tournament_id)}


def test_empty_state(qtbot: QtBot, tournament_db: Path, tmp_path: Path) -> None:
    view = PlayersView(make_ctx(tmp_path))
    qtbot.addWidget(view)
    view.show()  # views read the record when on screen
    assert not view.add_button.isEnabled() and "No tournament is open" in view.empty_hint.text()
    view.ctx.set_tournament(tournaments.create_tournament("Cup"))
    assert view.add_button.isEnabled() and "No players yet" in view.empty_hint.text()


def test_rows_sort_by_reading_and_columns_fit(view: PlayersView) -> None:
    # Latin names without a reading sort by the name itself, before kana
    assert names_shown(view) == ["Anna Berg", "佐藤 太郎", "鈴木 花子"]
    view.table.sortByColumn(3, Qt.SortOrder.AscendingOrder)  # member numbers as numbers: 3 before 12
    assert names_shown(view) == ["Anna Berg", "鈴木 花子", "佐藤 太郎"]
    header = view.table.horizontalHeader()
    assert header.stretchLastSection() and all(header.sectionSize(c) >= 90 for c in range(4))
    assert "3 players · 0 withdrawn · 0 substitutes" in view.count.text()


def test_add_with_ctrl_n(qtbot: QtBot, view: PlayersView, monkeypatch: pytest.MonkeyPatch) -> None:
    def fill(dialog: PlayerDialog) -> None:
        qtbot.keyClicks(dialog.name, "Tanaka Ken")
        qtbot.keyClicks(dialog.reading, "tanaka ken")
        qtbot.keyClicks(dialog.affiliation, "Kobe")
        qtbot.keyClicks(dialog.member_no, "77")
        dialog.status.setCurrentIndex(dialog.status.findData("substitute"))
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)

    shown = patch_exec(monkeypatch, PlayerDialog, fill)
    view.table.setFocus()
    qtbot.keyClick(view.table, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert len(shown) == 1
    p = stored(view)["Tanaka Ken"]
    assert (p.reading, p.affiliation, p.member_no, p.status) == ("tanaka ken", "Kobe", "77", "substitute")
    assert "Tanaka Ken" in names_shown(view)
    assert view.selected_player() is not None and view.selected_player().name == "Tanaka Ken"
    assert "Ctrl+N" in view.add_button.text() and "Ctrl+N" in view.add_button.toolTip()


def test_add_and_next_keeps_the_dialog_for_a_queue(qtbot: QtBot, view: PlayersView,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    def fill(dialog: PlayerDialog) -> None:
        assert dialog.next_button is not None
        qtbot.keyClicks(dialog.name, "Club A 1")
        qtbot.keyClicks(dialog.affiliation, "Club A")
        qtbot.mouseClick(dialog.next_button, Qt.MouseButton.LeftButton)
        assert dialog.name.text() == "" and dialog.affiliation.text() == "Club A"
        assert "Club A 1" in names_shown(view)  # issue 10 (17): the list behind updates at once
        qtbot.keyClicks(dialog.name, "Club A 2")
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)

    patch_exec(monkeypatch, PlayerDialog, fill)
    qtbot.mouseClick(view.add_button, Qt.MouseButton.LeftButton)
    assert stored(view)["Club A 1"].affiliation == stored(view)["Club A 2"].affiliation == "Club A"
    assert "2 players added" in view.message.text()


def test_duplicate_name_keeps_the_dialog_open(qtbot: QtBot, view: PlayersView,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    boxes = capture_boxes(monkeypatch)
    dialog = PlayerDialog(view.ctx, None, view)
    dialog.show()
    qtbot.keyClicks(dialog.name, "Anna Berg")
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert dialog.isVisible() and "A player named Anna Berg is already registered" in boxes.texts()
    assert len(stored(view)) == 3


def test_edit_by_double_click_and_by_enter(qtbot: QtBot, view: PlayersView,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    def rename(new: str) -> object:
        def fill(dialog: PlayerDialog) -> None:
            dialog.name.clear()
            qtbot.keyClicks(dialog.name, new)
            qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        return fill

    patch_exec(monkeypatch, PlayerDialog, rename("Anna Berg (SWE)"))
    row = row_of(view, "Anna Berg")
    rect = view.table.visualRect(view.proxy.index(row, 0))
    qtbot.mouseClick(view.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(view.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert "Anna Berg (SWE)" in stored(view) and "Anna Berg" not in stored(view)

    patch_exec(monkeypatch, PlayerDialog, rename("Anna B."))
    view.table.setFocus()
    qtbot.keyClick(view.table, Qt.Key.Key_Return)
    assert "Anna B." in stored(view)
    assert view.selected_player() is not None and view.selected_player().name == "Anna B."


def test_search_filters_by_any_field_as_you_type(qtbot: QtBot, view: PlayersView,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    qtbot.keyClick(view.table, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    assert view.search.hasFocus()
    qtbot.keyClicks(view.search, "osaka")  # no match: affiliations are in Japanese
    assert names_shown(view) == []
    view.search.clear()
    view.search.setText("東京")  # QTest types ASCII only
    assert names_shown(view) == ["佐藤 太郎"]
    view.search.setText("スズキ")  # katakana finds a hiragana reading
    assert names_shown(view) == ["鈴木 花子"]
    view.search.clear()
    qtbot.keyClicks(view.search, "stock")
    assert names_shown(view) == ["Anna Berg"]
    assert view.count.text().startswith("Showing 1 of 3")
    shown = patch_exec(monkeypatch, PlayerDialog, lambda dialog: dialog.reject())
    qtbot.keyClick(view.search, Qt.Key.Key_Return)  # Enter opens the only match (issue 29, item 1)
    assert [d.player.name for d in shown] == ["Anna Berg"] and view.selected_player().name == "Anna Berg"
    view.search.setText("a")
    qtbot.keyClick(view.search, Qt.Key.Key_Return)  # several: Enter goes to them, the first selected
    assert view.table.hasFocus() and len(shown) == 1 and view.selected_player() is not None
    view.search.clear()
    qtbot.keyClicks(view.search, "12")  # member number
    assert names_shown(view) == ["佐藤 太郎"]


def test_withdraw_and_reinstate_with_delete(qtbot: QtBot, view: PlayersView) -> None:
    view.table.selectRow(row_of(view, "鈴木 花子"))
    assert view.withdraw_button.text().startswith("&Withdraw")
    view.table.setFocus()
    qtbot.keyClick(view.table, Qt.Key.Key_Delete)
    assert stored(view)["鈴木 花子"].status == "withdrawn"
    assert view.selected_player().status == "withdrawn"
    assert view.withdraw_button.text().startswith("&Reinstate")
    assert "1 withdrawn" in view.count.text()
    assert tournaments.tournament_info(view.ctx.tournament_id).players == 2
    qtbot.mouseClick(view.withdraw_button, Qt.MouseButton.LeftButton)
    assert stored(view)["鈴木 花子"].status == "active"


def test_on_a_mac_backspace_withdraws_and_the_button_says_so(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch,
                                                            request: pytest.FixtureRequest) -> None:
    """A Mac's "delete" key is Backspace (issue 36; platforms.md row 26): it withdraws, and the button
    names it as a Mac writes it; in the search box it still erases."""
    from tournament_app.platform import system as platform_system

    monkeypatch.setattr(platform_system, "SYSTEM", "darwin")
    view = request.getfixturevalue("view")  # built as on a Mac
    view.table.selectRow(row_of(view, "鈴木 花子"))
    assert view.withdraw_button.text() == "&Withdraw  (⌫)"
    view.table.setFocus()
    qtbot.keyClick(view.table, Qt.Key.Key_Backspace)
    assert stored(view)["鈴木 花子"].status == "withdrawn"
    qtbot.keyClicks(view.search, "ab")
    qtbot.keyClick(view.search, Qt.Key.Key_Backspace)
    assert view.search.text() == "a" and stored(view)["鈴木 花子"].status == "withdrawn"


def test_delete_in_the_search_box_edits_the_text(qtbot: QtBot, view: PlayersView) -> None:
    view.table.selectRow(0)
    qtbot.keyClicks(view.search, "ab")
    qtbot.keyClick(view.search, Qt.Key.Key_Home)
    qtbot.keyClick(view.search, Qt.Key.Key_Delete)
    assert view.search.text() == "b"
    assert all(p.status == "active" for p in stored(view).values())


def _import(view: PlayersView, monkeypatch: pytest.MonkeyPatch, path: Path) -> list[QMessageBox]:
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        staticmethod(lambda *_a, **_k: (str(path), "")))
    boxes: list[QMessageBox] = []

    def fake_exec(box: QMessageBox) -> int:
        boxes.append(box)
        return int(QMessageBox.StandardButton.Ok)

    monkeypatch.setattr(QMessageBox, "exec", fake_exec)
    view.import_file()
    return boxes


def test_import_with_errors_stores_nothing_and_lists_every_problem(
        view: PlayersView, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    csv = tmp_path / "players.csv"
    csv.write_text("name,reading,affiliation,status\n"
                   "New One,,Kobe,active\n"
                   ",nobody,Kobe,active\n"  # no name
                   "New Two,,Kobe,retired\n"  # unknown status
                   "佐藤 太郎,,東京支部,active\n", encoding="utf-8")  # already registered
    boxes = _import(view, monkeypatch, csv)
    assert len(stored(view)) == 3  # nothing stored
    assert len(boxes) == 1
    box = boxes[0]
    assert box.text().startswith("Nothing was imported: the file has 3 problems; the first: row 3")
    assert "3" not in box.informativeText()  # counted once, in the text
    details = box.detailedText().splitlines()
    assert len(details) == 3  # in the file's order, each naming its row (issue 29, item 9)
    assert details == ["row 3: the name is missing",  # one form, whoever found the problem (issue 38 (4))
                       "row 4: unknown status retired: use active, withdrawn or substitute",
                       "row 5: 佐藤 太郎 is already registered in this tournament"]


def test_import_a_good_file(view: PlayersView, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    csv = tmp_path / "players.csv"
    csv.write_text("名前,よみ,所属\n田中 健,たなか けん,神戸\n山田 彩,やまだ あや,神戸\n", encoding="utf-8")
    boxes = _import(view, monkeypatch, csv)
    assert boxes == []  # success is told in the view, not in a modal box
    assert stored(view)["田中 健"].reading == "たなか けん" and len(stored(view)) == 5
    assert "2 players imported from players.csv" in view.message.text()
    assert view.ctx.settings.value("import_dir") == str(tmp_path)


def test_unreadable_import_file_shows_the_reason(view: PlayersView, monkeypatch: pytest.MonkeyPatch,
                                                 tmp_path: Path) -> None:
    capture = capture_boxes(monkeypatch)
    bad = tmp_path / "list.csv"
    bad.write_text("just,some,words\n", encoding="utf-8")
    _import(view, monkeypatch, bad)
    assert "No header row with a name column" in capture.texts()
    assert len(stored(view)) == 3


def test_players_model_passes_the_model_tester(view: PlayersView, qtmodeltester: ModelTester) -> None:
    qtmodeltester.check(view.model)
    qtmodeltester.check(view.proxy)
    view.search.setText("s")
    qtmodeltester.check(view.proxy)


def test_return_on_the_import_problems_means_ok(qtbot: QtBot, view: PlayersView, tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 29, item 9: after Show Details…, Return closes the box instead of hiding the details."""
    csv = tmp_path / "players.csv"
    csv.write_text("name\nAnna Berg\n", encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *_a, **_k: (str(csv), "")))
    closed: list[QMessageBox.StandardButton] = []

    def answer(box: QMessageBox) -> int:
        box.show()
        box.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is box)
        details = next(b for b in box.buttons() if box.buttonRole(b) == QMessageBox.ButtonRole.ActionRole)
        qtbot.mouseClick(details, Qt.MouseButton.LeftButton)  # Show Details…: the focus stays there
        assert "row 2: Anna Berg is already registered" in box.detailedText()
        assert QApplication.focusWidget() is details
        qtbot.keyClick(details, Qt.Key.Key_Return)
        assert not box.isVisible() and box.clickedButton() is box.button(QMessageBox.StandardButton.Ok)
        closed.append(QMessageBox.StandardButton(box.result()))
        return int(box.result())

    monkeypatch.setattr(QMessageBox, "exec", answer)
    view.import_file()
    assert closed == [QMessageBox.StandardButton.Ok]


def test_add_and_next_learns_the_clubs_and_names_what_it_stored(qtbot: QtBot, view: PlayersView,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 29, item 9: a club typed for the first player is offered for the next one; the name
    shown is the one stored (spaces tidied), not the one typed."""
    def fill(dialog: PlayerDialog) -> None:
        qtbot.keyClicks(dialog.name, "  Tanaka    Ken ")
        qtbot.keyClicks(dialog.affiliation, "Zeta   Club")
        qtbot.mouseClick(dialog.next_button, Qt.MouseButton.LeftButton)
        assert dialog.feedback.text() == "Tanaka Ken added; enter the next player"
        dialog.affiliation.clear()
        qtbot.keyClicks(dialog.name, "Mori Aya")
        qtbot.keyClicks(dialog.affiliation, "zet")
        completer = dialog.affiliation.completer()
        assert completer.completionCount() == 1 and completer.currentCompletion() == "Zeta Club"
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)

    patch_exec(monkeypatch, PlayerDialog, fill)
    qtbot.mouseClick(view.add_button, Qt.MouseButton.LeftButton)
    assert stored(view)["Tanaka Ken"].affiliation == "Zeta Club"

    def rename(dialog: PlayerDialog) -> None:
        dialog.name.clear()
        qtbot.keyClicks(dialog.name, "Anna   Berg  (SWE)")
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)

    patch_exec(monkeypatch, PlayerDialog, rename)
    view.select_player(stored(view)["Anna Berg"].id)
    qtbot.mouseClick(view.edit_button, Qt.MouseButton.LeftButton)
    assert view.message.text() == "Anna Berg (SWE) saved"

    patch_exec(monkeypatch, PlayerDialog, lambda dialog: (qtbot.keyClicks(dialog.name, " Ito   Jun"),
                                                           dialog.accept()))
    qtbot.mouseClick(view.add_button, Qt.MouseButton.LeftButton)
    assert view.message.text() == "Ito Jun added"


def test_online_names_are_typed_in_the_player_dialog(qtbot: QtBot, view: PlayersView,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    from tournament_app.services import aliases

    from .test_desk_trust import ime

    tid = view.ctx.tournament_id
    assert tid is not None
    sato = stored(view)["佐藤 太郎"]
    dialog = PlayerDialog(view.ctx, sato, view)
    dialog.show()
    dialog.online.setFocus()
    ime(dialog.online, "さとう@天鳳、")  # 、 as a Japanese input method types it
    qtbot.keyClicks(dialog.online, "Sato_soul")
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert aliases.player_aliases(tid, sato.id) == ["Sato_soul", "さとう@天鳳"]
    dialog = PlayerDialog(view.ctx, sato, view)
    assert dialog.online.text() == "Sato_soul, さとう@天鳳"
    dialog.grab().save("/tmp/round_player_dialog.png")

    boxes = capture_boxes(monkeypatch)
    suzuki = PlayerDialog(view.ctx, stored(view)["鈴木 花子"], view)
    suzuki.show()
    qtbot.keyClicks(suzuki.online, "Sato_soul")
    qtbot.mouseClick(suzuki.ok_button, Qt.MouseButton.LeftButton)
    assert suzuki.isVisible()
    assert boxes.texts() == "The online name Sato_soul names two players: 佐藤 太郎 and 鈴木 花子"
    assert aliases.player_aliases(tid, stored(view)["鈴木 花子"].id) == []

"""The rounds view: seating (random, by hand), the tables shown, seat changes, deleting a round."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from tournament_app.services import games, players, rounds, tournaments
from tournament_app.storage.models import AuditEntry
from tournament_app.ui.rounds_view import ManualSeatingDialog, RoundsView, SeatRoundDialog, SwapDialog

from .ui_helpers import capture_boxes, make_ctx, patch_exec


def _view(qtbot: QtBot, tmp_path: Path, count: int) -> tuple[RoundsView, list[int]]:
    tid = tournaments.create_tournament("Cup")
    ids = [players.add_player(tid, f"Player {i:02d}", reading=f"player {i:02d}") for i in range(count)]
    view = RoundsView(make_ctx(tmp_path, tid))
    qtbot.addWidget(view)
    view.resize(1200, 600)
    view.show()
    qtbot.waitExposed(view)
    return view, ids


@pytest.fixture
def view16(qtbot: QtBot, tournament_db: Path, tmp_path: Path) -> tuple[RoundsView, list[int]]:
    return _view(qtbot, tmp_path, 16)


def tid_of(view: RoundsView) -> int:
    assert view.ctx.tournament_id is not None
    return view.ctx.tournament_id


def shown_tables(view: RoundsView) -> list[list[str]]:
    """Each row of the tables as shown: table, four names, state, result."""
    return [[view.proxy.index(r, c).data() for c in range(view.proxy.columnCount())]
            for r in range(view.proxy.rowCount())]


def seat_random(qtbot: QtBot, view: RoundsView, monkeypatch: pytest.MonkeyPatch, seed: str = "") -> None:
    def fill(dialog: SeatRoundDialog) -> None:
        assert dialog.random.isChecked()  # the usual choice is the default
        if seed:
            qtbot.keyClicks(dialog.seed, seed)
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)

    patch_exec(monkeypatch, SeatRoundDialog, fill)
    qtbot.mouseClick(view.seat_button, Qt.MouseButton.LeftButton)


def test_empty_states(qtbot: QtBot, tournament_db: Path, tmp_path: Path) -> None:
    view = RoundsView(make_ctx(tmp_path))
    qtbot.addWidget(view)
    view.show()  # the view reads the record when it is on screen
    assert view.stack.currentWidget() is view.empty
    view.ctx.set_tournament(tournaments.create_tournament("Cup"))
    assert view.stack.currentIndex() == 1 and not view.no_rounds.isHidden()
    assert not view.delete_button.isEnabled() and not view.swap_button.isEnabled()


def test_seat_a_random_round(qtbot: QtBot, view16: tuple[RoundsView, list[int]],
                             monkeypatch: pytest.MonkeyPatch) -> None:
    view, _ids = view16
    seat_random(qtbot, view, monkeypatch, seed="7")
    tid = tid_of(view)
    assert rounds.round_numbers(tid) == [1]
    stored = rounds.seating_of(tid, 1)
    rows = shown_tables(view)
    assert len(rows) == 4
    for row, table in zip(rows, stored, strict=True):
        assert row[0] == str(table.table)
        assert row[1:5] == list(table.names) and all(row[1:5])
        assert row[5] == "Not started" and row[6] == ""
    assert len({name for row in rows for name in row[1:5]}) == 16
    stats = rounds.repeat_stats(tid)
    assert view.repeats.text() == (f"Repeated pairs: {stats.repeated_pairs} · most meetings of one "
                                   f"pair: {stats.max_meetings}")
    assert view.repeats.text() == "Repeated pairs: 0 · most meetings of one pair: 1"
    assert view.round_list.item(0).text() == "Round 1  (0/4 finished)"

    seat_random(qtbot, view, monkeypatch)  # the new round is the one shown
    assert rounds.round_numbers(tid) == [1, 2] and view.current_round() == 2
    assert view.title.text() == "Round 2: 4 tables"
    assert [r[1:5] for r in shown_tables(view)] == [list(t.names) for t in rounds.seating_of(tid, 2)]


def test_same_seed_same_tables(qtbot: QtBot, view16: tuple[RoundsView, list[int]],
                               monkeypatch: pytest.MonkeyPatch) -> None:
    view, _ids = view16
    seat_random(qtbot, view, monkeypatch, seed="42")
    first = [t.player_ids for t in rounds.seating_of(tid_of(view), 1)]
    boxes = capture_boxes(monkeypatch)
    qtbot.mouseClick(view.delete_button, Qt.MouseButton.LeftButton)
    assert boxes.shown[0][0] == "question" and rounds.round_numbers(tid_of(view)) == []
    seat_random(qtbot, view, monkeypatch, seed="42")
    assert [t.player_ids for t in rounds.seating_of(tid_of(view), 1)] == first


def test_a_count_not_a_multiple_of_four_shows_the_reason(qtbot: QtBot, tournament_db: Path,
                                                         tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    view, _ids = _view(qtbot, tmp_path, 10)
    boxes = capture_boxes(monkeypatch)
    dialogs = patch_exec(monkeypatch, SeatRoundDialog,
                         lambda d: qtbot.mouseClick(d.ok_button, Qt.MouseButton.LeftButton))
    qtbot.mouseClick(view.seat_button, Qt.MouseButton.LeftButton)
    assert ("10 players cannot be seated at tables of four: register 2 more (substitutes count) or "
            "withdraw 2") in boxes.texts()
    assert dialogs[0].round_number is None  # refused: the dialog stayed open until Cancel
    assert rounds.round_numbers(tid_of(view)) == [] and view.round_list.count() == 0


def test_seat_by_hand(qtbot: QtBot, tournament_db: Path, tmp_path: Path,
                      monkeypatch: pytest.MonkeyPatch) -> None:
    view, ids = _view(qtbot, tmp_path, 8)
    wanted = [[ids[7], ids[0], ids[5], ids[2]], [ids[1], ids[6], ids[3], ids[4]]]

    def choose(dialog: SeatRoundDialog) -> None:
        dialog.by_hand.setChecked(True)
        assert dialog.ok_button.text() == "Continue…"
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)

    def seat(dialog: ManualSeatingDialog) -> None:
        assert len(dialog.rows) == 2
        for combos, table in zip(dialog.rows, wanted, strict=True):
            for combo, pid in zip(combos, table, strict=True):
                combo.set_player(pid)
        # typing part of a name (or reading) also finds a player
        dialog.rows[0][0].lineEdit().clear()
        qtbot.keyClicks(dialog.rows[0][0].lineEdit(), "Player 07")
        assert "8 of 8 seats filled" in dialog.summary.text()
        qtbot.mouseClick(dialog.fill_button, Qt.MouseButton.LeftButton)  # nothing left to fill
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)

    patch_exec(monkeypatch, SeatRoundDialog, choose)
    patch_exec(monkeypatch, ManualSeatingDialog, seat)
    qtbot.mouseClick(view.seat_button, Qt.MouseButton.LeftButton)
    assert [list(t.player_ids) for t in rounds.seating_of(tid_of(view), 1)] == wanted
    assert [r[1] for r in shown_tables(view)] == ["Player 07", "Player 01"]


def test_seat_by_hand_refusals_keep_the_dialog(qtbot: QtBot, tournament_db: Path, tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    view, ids = _view(qtbot, tmp_path, 8)
    boxes = capture_boxes(monkeypatch)
    dialog = ManualSeatingDialog(view.ctx, view)
    dialog.show()
    for combo, pid in zip(dialog.rows[0] + dialog.rows[1][:3], ids, strict=False):
        combo.set_player(pid)
    assert "not seated yet: Player 07" in dialog.summary.text()
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert "Every table needs exactly four players" in boxes.texts()
    dialog.rows[1][3].set_player(ids[0])
    assert "seated twice: Player 00" in dialog.summary.text()
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert "A player is seated twice" in boxes.texts()
    dialog.rows[1][3].lineEdit().clear()
    qtbot.keyClicks(dialog.rows[1][3].lineEdit(), "nobody")
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert "nobody is not one registered player" in boxes.texts()
    assert dialog.isVisible() and rounds.round_numbers(tid_of(view)) == []
    dialog.rows[1][3].lineEdit().clear()
    qtbot.mouseClick(dialog.fill_button, Qt.MouseButton.LeftButton)  # Player 07 takes the empty seat
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert rounds.seating_of(tid_of(view), 1)[1].player_ids == tuple(ids[4:])


def test_seat_by_standings(qtbot: QtBot, view16: tuple[RoundsView, list[int]],
                           monkeypatch: pytest.MonkeyPatch) -> None:
    view, _ids = view16

    def fill(dialog: SeatRoundDialog) -> None:
        dialog.by_standings.setChecked(True)
        assert not dialog.seed.isEnabled()
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)

    patch_exec(monkeypatch, SeatRoundDialog, fill)
    qtbot.mouseClick(view.seat_button, Qt.MouseButton.LeftButton)
    assert rounds.round_numbers(tid_of(view)) == [1] and len(shown_tables(view)) == 4


def test_open_game_by_double_click_and_enter(qtbot: QtBot, view16: tuple[RoundsView, list[int]],
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    view, _ids = view16
    seat_random(qtbot, view, monkeypatch, seed="1")
    game_ids = games.games_of_round(tid_of(view), 1)
    rect = view.table.visualRect(view.proxy.index(1, 2))
    with qtbot.waitSignal(view.open_game) as opened:
        qtbot.mouseClick(view.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        qtbot.mouseDClick(view.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert opened.args == [game_ids[1]]
    view.table.selectRow(3)
    view.activateWindow()  # as after the seating dialog closed: Enter is a key of the window shown
    qtbot.waitUntil(lambda: QApplication.activeWindow() is view)
    view.table.setFocus()
    with qtbot.waitSignal(view.open_game) as opened:
        qtbot.keyClick(view.table, Qt.Key.Key_Return)
    assert opened.args == [game_ids[3]]


def test_print_seating_asks_the_main_window(qtbot: QtBot, view16: tuple[RoundsView, list[int]],
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    view, _ids = view16
    seat_random(qtbot, view, monkeypatch)
    with qtbot.waitSignal(view.print_requested) as requested:
        qtbot.mouseClick(view.print_button, Qt.MouseButton.LeftButton)
    assert requested.args == ["seating"]


def test_finished_games_show_their_points(qtbot: QtBot, view16: tuple[RoundsView, list[int]],
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    view, _ids = view16
    seat_random(qtbot, view, monkeypatch)
    tid = tid_of(view)
    first = games.games_of_round(tid, 1)[0]
    games.record_final_scores(first, [45000, 30000, 15000, 10000])
    view.ctx.notify()
    row = shown_tables(view)[0]
    assert row[5] == "Finished" and row[6] == "+65.0 / +10.0 / △25.0 / △50.0"
    assert view.round_list.item(0).text() == "Round 1  (1/4 finished)"
    # a round with a game under way can no longer be taken back
    boxes = capture_boxes(monkeypatch)
    qtbot.mouseClick(view.delete_button, Qt.MouseButton.LeftButton)
    assert "Round 1 has games under way or finished" in boxes.texts()
    assert rounds.round_numbers(tid) == [1]


def test_delete_last_round_asks_first(qtbot: QtBot, view16: tuple[RoundsView, list[int]],
                                      monkeypatch: pytest.MonkeyPatch) -> None:
    view, _ids = view16
    seat_random(qtbot, view, monkeypatch)
    seat_random(qtbot, view, monkeypatch)
    boxes = capture_boxes(monkeypatch)
    boxes.answer = QMessageBox.StandardButton.No
    qtbot.mouseClick(view.delete_button, Qt.MouseButton.LeftButton)
    assert "Delete the seating of Round 2?" in boxes.texts()
    assert rounds.round_numbers(tid_of(view)) == [1, 2]
    boxes.answer = QMessageBox.StandardButton.Yes
    qtbot.mouseClick(view.delete_button, Qt.MouseButton.LeftButton)
    assert rounds.round_numbers(tid_of(view)) == [1] and view.round_list.count() == 1


def test_edit_seats_swaps_two_players(qtbot: QtBot, view16: tuple[RoundsView, list[int]],
                                      monkeypatch: pytest.MonkeyPatch) -> None:
    view, _ids = view16
    seat_random(qtbot, view, monkeypatch, seed="3")
    tid = tid_of(view)
    before = rounds.seating_of(tid, 1)
    view.table.selectRow(0)

    def fill(dialog: SwapDialog) -> None:
        assert dialog.first.currentData() == before[0].player_ids[0]  # the selected table first
        dialog.second.setCurrentIndex(dialog.second.findData(before[1].player_ids[3]))
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)

    patch_exec(monkeypatch, SwapDialog, fill)
    qtbot.mouseClick(view.swap_button, Qt.MouseButton.LeftButton)
    after = rounds.seating_of(tid, 1)
    assert after[0].player_ids[0] == before[1].player_ids[3]
    assert after[1].player_ids[3] == before[0].player_ids[0]
    assert shown_tables(view)[0][1] == after[0].names[0]


def test_swap_needs_two_different_players(qtbot: QtBot, view16: tuple[RoundsView, list[int]],
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    view, _ids = view16
    seat_random(qtbot, view, monkeypatch)
    dialog = SwapDialog(view.ctx, 1, rounds.seating_of(tid_of(view), 1), view)
    qtbot.addWidget(dialog)
    assert dialog.first.count() == 16
    dialog.second.setCurrentIndex(dialog.first.currentIndex())
    assert not dialog.ok_button.isEnabled()


def test_tables_model_passes_the_model_tester(qtbot: QtBot, view16: tuple[RoundsView, list[int]],
                                              monkeypatch: pytest.MonkeyPatch,
                                              qtmodeltester: ModelTester) -> None:
    view, _ids = view16
    seat_random(qtbot, view, monkeypatch)
    qtmodeltester.check(view.model)
    qtmodeltester.check(view.proxy)


def test_seat_several_rounds_at_once(qtbot: QtBot, view16: tuple[RoundsView, list[int]],
                                     monkeypatch: pytest.MonkeyPatch) -> None:
    view, _ = view16

    def fill(dialog: SeatRoundDialog) -> None:
        dialog.count.setValue(5)
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)

    patch_exec(monkeypatch, SeatRoundDialog, fill)
    qtbot.mouseClick(view.seat_button, Qt.MouseButton.LeftButton)
    tid = tid_of(view)
    assert rounds.round_numbers(tid) == [1, 2, 3, 4, 5]
    assert rounds.repeat_stats(tid).max_meetings == 1  # 16 players, 5 rounds: a perfect schedule
    assert view.round_list.count() == 5


def test_round_by_round_seating_follows_the_planned_rounds(qtbot: QtBot, tournament_db: Path,
                                                            tmp_path: Path,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 10 (22): 32 players seated one round at a time from the window meet nobody twice."""
    view, _ids = _view(qtbot, tmp_path, 32)
    tournaments.set_planned_rounds(tid_of(view), 8)
    notes = []

    def fill(dialog: SeatRoundDialog) -> None:
        notes.append(dialog.plan_note.text())
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)

    patch_exec(monkeypatch, SeatRoundDialog, fill)
    for _ in range(8):
        qtbot.mouseClick(view.seat_button, Qt.MouseButton.LeftButton)
    assert rounds.round_numbers(tid_of(view)) == list(range(1, 9))
    assert rounds.repeat_stats(tid_of(view)).repeated_pairs == 0
    assert notes[0].startswith("Round 1 of 8 planned") and notes[7].startswith("Round 8 of 8 planned")


def test_change_history_of_a_table(qtbot: QtBot, tournament_db: Path, tmp_path: Path,
                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 10 (16): who changed which hand, when, from the Rounds & tables tab."""
    from tournament_app.services.base import set_author
    from tournament_app.ui.history_dialog import HistoryDialog

    view, ids = _view(qtbot, tmp_path, 4)
    rounds.seat_round(tid_of(view), "manual", tables=[ids])
    gid = games.games_of_round(tid_of(view), 1)[0]
    set_author("Desk 2")
    try:
        games.record_hand(gid, 1, {"result": "ron", "winner": 1, "loser": 0, "han": 3, "fu": 30})
        games.record_hand(gid, 2, {"result": "draw", "tenpai": [2]})
        set_author("Chief referee")
        games.edit_hand(gid, 1, {"result": "ron", "winner": 1, "loser": 0, "han": 4, "fu": 30})
    finally:
        set_author("")
    view.refresh()
    view.select_table(1)
    seen = []

    def look(dialog: HistoryDialog) -> None:
        dialog.resize(1366, 400)
        dialog.grab().save(str(tmp_path / "history.png"))
        model = dialog.model
        seen.extend([[model.index(r, c).data() for c in range(model.columnCount())]
                     for r in range(model.rowCount())])

    patch_exec(monkeypatch, HistoryDialog, look)
    assert view.history_button.isEnabled()
    qtbot.mouseClick(view.history_button, Qt.MouseButton.LeftButton)
    assert [row[2:5] for row in seen] == [["Desk 2", "Hand recorded", "No.1"],
                                          ["Desk 2", "Hand recorded", "No.2"],
                                          ["Chief referee", "Hand corrected", "No.1"]]
    assert "3 han 30 fu" in seen[2][5] and "→" in seen[2][5] and "4 han 30 fu" in seen[2][5]
    assert "Player 01 from Player 00" in seen[0][5]
    # issue 38 (4): Date is the day, Time the time of day (the local time stored), not the whole moment twice
    moments = [e.at for e in AuditEntry.select().where(AuditEntry.action.startswith("hand."))
               .order_by(AuditEntry.id)]
    assert [row[:2] for row in seen] == [[f"{m:%Y-%m-%d}", f"{m:%H:%M:%S}"] for m in moments]

"""Issue 39 item 2: the app's *Import online round…* (Tournament menu), driven as an organiser would: a
folder of the round's real Tenhou logs chosen, the preview read before anything is stored, Import only
when the plan can be imported; a round changed since the preview is refused ("look again") and shown
anew, never sent twice."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from tests.services.round_logs import EXACT, RULES, SHISHA, json_game, sc, write_json, write_mjlog
from tests.ui.ui_helpers import capture_boxes, patch_exec
from tournament_app.services import aliases, games, players, rounds, tournaments
from tournament_app.ui.main_window import MainWindow
from tournament_app.ui.round_import_dialog import RoundImportDialog
from tournament_app.ui.rounds_view import state_name

ONLINE = ["Aさん", "Bさん", "Cさん", "Dさん", "Eさん", "Fさん", "Gさん", "Hさん"]


def online_cup() -> int:
    """Round 1 seated in order (Player 00-03 at table 1, 04-07 at table 2), round 2 seated ahead; every
    player has an online name."""
    tid = tournaments.create_tournament("Online cup", RULES)
    ids = [players.add_player(tid, f"Player {i:02d}", reading=f"player {i:02d}") for i in range(8)]
    rounds.seat_round(tid, "manual", tables=[ids[:4], ids[4:]])
    rounds.seat_round(tid, "manual", tables=[ids[::2], ids[1::2]])
    for i, name in enumerate(ONLINE):
        aliases.add_aliases(tid, f"Player {i:02d}", [name])
    return tid


def good_folder(tmp_path: Path) -> Path:
    """Both tables' logs; table 2's lobby seated its players in another order than the draw."""
    folder = tmp_path / "round 1"
    folder.mkdir()
    write_json(folder / "table-1.json", json_game(SHISHA[0], ONLINE[:4]))
    write_mjlog(folder / "table-2.mjlog", SHISHA[1], ["Fさん", "Gさん", "Hさん", "Eさん"])
    return folder


@pytest.fixture
def window(qtbot: QtBot, backend_db: str, tmp_path: Path) -> MainWindow:
    online_cup()
    win = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat), backend_db)
    qtbot.addWidget(win)
    win.resize(1366, 768)
    win.show()
    return win


def menu_action(window: MainWindow, text: str):
    for menu in (a.menu() for a in window.menuBar().actions() if a.menu() is not None):
        for action in menu.actions():
            if action.text() == text:
                return action
    raise AssertionError(f"no menu item {text}")


def choose(monkeypatch: pytest.MonkeyPatch, dialog: RoundImportDialog, folder: Path) -> None:
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", staticmethod(lambda *_a, **_k: str(folder)))
    dialog.choose_button.click()


def problems(dialog: RoundImportDialog) -> list[str]:
    return [dialog.problems.item(i).text() for i in range(dialog.problems.count())]


def cells(dialog: RoundImportDialog) -> list[list[str]]:
    return [[dialog.table.item(r, c).text() for c in range(dialog.table.columnCount())]
            for r in range(dialog.table.rowCount())]


def round_one_untouched(tid: int) -> bool:
    return all(t.state == "planned" and games.game_view(t.game_id).hands == ()
               for t in rounds.seating_of(tid, 1))


@pytest.mark.parametrize("backend_db", ["sqlite", "postgresql"], indirect=True)
def test_a_good_folder_is_previewed_then_imported_and_its_tables_finish(
        qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    tid = window.ctx.tournament_id
    folder = good_folder(tmp_path)
    seen: list[dict] = []

    def organiser(dialog: RoundImportDialog) -> None:
        assert dialog.round_combo.currentText() == "Round 1"  # the round in play, not round 2 seated ahead
        assert not dialog.import_button.isEnabled()  # no folder yet
        choose(monkeypatch, dialog, folder)
        seen.append({"cells": cells(dialog), "problems": problems(dialog), "summary": dialog.summary.text(),
                     "ready": dialog.import_button.isEnabled(), "untouched": round_one_untouched(tid)})
        dialog.grab().save(str(tmp_path / "round_import_ready.png"))
        qtbot.mouseClick(dialog.import_button, qtbot_left())

    shown = patch_exec(monkeypatch, RoundImportDialog, organiser)
    menu_action(window, "&Import online round…").trigger()
    assert len(shown) == 1
    assert seen[0]["cells"] == [
        ["1", "table-1.json", "10", "Player 00 (Aさん)", "Player 01 (Bさん)", "Player 02 (Cさん)",
         "Player 03 (Dさん)"],
        ["2", "table-2.mjlog", "13", "Player 05 (Fさん)", "Player 06 (Gさん)", "Player 07 (Hさん)",
         "Player 04 (Eさん)"]]
    assert seen[0]["problems"] == [] and seen[0]["ready"] and seen[0]["untouched"]
    assert seen[0]["summary"].startswith("Every table of Round 1 has its log (2 games)")
    # stored, all of it: each game settled as its log ends it, in the seats the lobby gave
    seating = rounds.seating_of(tid, 1)
    assert [t.state for t in seating] == ["finished", "finished"]
    assert seating[1].names == ("Player 05", "Player 06", "Player 07", "Player 04")
    for table, game in zip(seating, SHISHA, strict=False):
        assert list(games.game_view(table.game_id).result.final_scores) == sc(game)
    # the window shows the round's tables, finished
    view = window.rounds_view
    qtbot.waitUntil(lambda: view.current_round() == 1 and view.model.rowCount() == 2
                    and all(view.model.index(r, 5).data() == state_name("finished") for r in range(2)))
    assert window.tabs.currentWidget() is view
    assert window.statusBar().currentMessage() == "2 games imported"
    window.grab().save(str(tmp_path / "round_import_done.png"))


def qtbot_left():
    from PySide6.QtCore import Qt

    return Qt.MouseButton.LeftButton


@pytest.mark.parametrize("backend_db", ["sqlite"], indirect=True)
def test_an_unmatched_name_and_a_wrong_rules_log_keep_import_disabled_with_the_reasons(
        qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    tid = window.ctx.tournament_id
    folder = tmp_path / "round 1"
    folder.mkdir()
    write_json(folder / "table-1.json", json_game(SHISHA[0], ["Aさん", "Bさん", "Cさん", "Zさん"]))
    write_mjlog(folder / "table-2.mjlog", EXACT, ONLINE[4:])  # settled exactly: other rules
    dialog = RoundImportDialog(window.ctx, window)
    qtbot.addWidget(dialog)
    dialog.show()
    choose(monkeypatch, dialog, folder)
    assert problems(dialog) == [
        "table-1.json: Zさん is nobody's online name and no registered player",
        "table-2.mjlog: the log was played with other rules: Points conversion (rounding): Exact tenths in "
        "the log, Round to thousands (四捨五入) in the tournament",
        "Table 1 of round 1 has no log",
    ]
    assert dialog.summary.text() == "3 problems: nothing can be imported."
    assert not dialog.import_button.isEnabled()
    assert dialog.problems.isVisible() and dialog.problems_label.isVisible()
    # table 2's log goes to its table all the same: what would be imported is shown with the reasons
    assert [row[:2] for row in cells(dialog)] == [["2", "table-2.mjlog"]]
    dialog.grab().save(str(tmp_path / "round_import_problems.png"))
    qtbot.mouseClick(dialog.import_button, qtbot_left())  # disabled: nothing happens
    assert round_one_untouched(tid)
    # mended (the name given to the player, the right log in the folder), Look again finds it importable
    aliases.add_aliases(tid, "Player 03", ["Zさん"])
    write_mjlog(folder / "table-2.mjlog", SHISHA[1], ONLINE[4:])
    qtbot.mouseClick(dialog.again_button, qtbot_left())
    assert problems(dialog) == [] and dialog.import_button.isEnabled() and not dialog.problems.isVisible()
    # a folder that is no folder of logs is one sentence, not a traceback
    choose(monkeypatch, dialog, tmp_path / "nowhere")
    assert problems(dialog) == [f"{tmp_path / 'nowhere'}: no such folder"]
    assert not dialog.import_button.isEnabled()
    assert round_one_untouched(tid)


@pytest.mark.parametrize("backend_db", ["sqlite", "postgresql"], indirect=True)
def test_a_round_changed_since_the_preview_is_refused_and_shown_again(
        qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    tid = window.ctx.tournament_id
    folder = good_folder(tmp_path)
    boxes = capture_boxes(monkeypatch)
    dialog = RoundImportDialog(window.ctx, window)
    qtbot.addWidget(dialog)
    dialog.show()
    choose(monkeypatch, dialog, folder)
    assert dialog.import_button.isEnabled()
    # meanwhile another desk swaps two seats of table 1 (its game not begun): the plan seen is not true now
    games.swap_seats(rounds.seating_of(tid, 1)[0].game_id, 0, 1)
    qtbot.mouseClick(dialog.import_button, qtbot_left())
    assert boxes.texts() == ("The round or its logs changed since the preview: nothing was imported; look "
                             "again")
    assert dialog.isVisible() and dialog.imported == 0
    assert round_one_untouched(tid)
    # shown anew: Import is a new decision, on what is true now
    assert dialog.import_button.isEnabled() and len(boxes.shown) == 1
    qtbot.mouseClick(dialog.import_button, qtbot_left())
    assert dialog.imported == 2 and not dialog.isVisible()
    assert [t.state for t in rounds.seating_of(tid, 1)] == ["finished", "finished"]

"""The score desk driven from the keyboard, checked against the stored game and the rules engine."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from tournament_app.rules.game import play
from tournament_app.rules.presets import preset
from tournament_app.rules.record import parse_hand
from tournament_app.services import games
from tournament_app.storage.models import Game, Hand
from tournament_app.texts import display
from tournament_app.ui.context import AppContext
from tournament_app.ui.desk import DeskWindow
from tournament_app.ui.desk.dialogs import FinalScoresDialog
from tournament_app.ui.desk.following import READ_NOTICE_S, DeskFollowing
from tournament_app.words.i18n import set_language

from ..services.helpers import one_table


@pytest.fixture
def desk(qtbot: QtBot, tournament_db: Path, tmp_path: Path) -> DeskWindow:
    tid, _, gid = one_table()
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    ctx = AppContext(settings, str(tournament_db))
    ctx.tournament_id = tid
    window = DeskWindow(ctx, gid)
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitActive(window)
    return window


def stored(gid: int) -> list[dict]:
    return [json.loads(h.data) for h in Hand.select().where(Hand.game == gid).order_by(Hand.number)]


class ReadingClock:
    """The desk's clock for the time its notice has been on screen, moved on by the test: no test
    waits a real second, and none depends on how fast the machine is."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def reading_clock(monkeypatch: pytest.MonkeyPatch) -> ReadingClock:
    clock = ReadingClock()
    monkeypatch.setattr(DeskFollowing, "clock", staticmethod(clock))
    return clock


def read_notice(qtbot: QtBot, desk: DeskWindow, seconds: float = READ_NOTICE_S) -> None:
    """The referee reads the notice: it is painted, then ``seconds`` pass (``reading_clock``)."""
    qtbot.waitUntil(lambda: desk.notice_seen_at is not None, timeout=3000)
    desk.clock.now += seconds


def keys(qtbot: QtBot, window: DeskWindow, text: str) -> None:
    """Type ``text`` where the focus is, as a referee would; '\\n' is Enter."""
    for ch in text:
        target = window.focusWidget() or window
        if ch == "\n":
            qtbot.keyClick(target, Qt.Key.Key_Return)
        else:
            qtbot.keyClicks(target, ch)


def test_a_ron_in_eight_keystrokes(qtbot: QtBot, desk: DeskWindow) -> None:
    keys(qtbot, desk, "r24")  # ron, winner seat 2, discarder seat 4
    assert desk.value_edit.hasFocus()
    keys(qtbot, desk, "7700\n")
    assert stored(desk.game_id) == [{"result": "ron", "winner": 1, "han": 3, "fu": 60, "loser": 3,
                                     "riichi": []}]
    assert desk.view.current.scores == (25000, 32700, 25000, 17300)


def test_places_and_running_scores_read_as_japanese_sheets_write_them(qtbot: QtBot, tournament_db: Path,
                                                                       tmp_path: Path) -> None:
    set_language("ja")  # before the window: its texts are made in the language in force
    tid, _, gid = one_table()
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    ctx = AppContext(settings, str(tournament_db))
    ctx.tournament_id = tid
    desk = DeskWindow(ctx, gid)
    qtbot.addWidget(desk)
    desk.show()
    qtbot.waitActive(desk)
    keys(qtbot, desk, "r24" "16000\n")  # 倍満 from seat 4: 9,000 left
    keys(qtbot, desk, "r34" "12000\n")  # 跳満 from seat 4 (seat 2 deals): △3,000
    assert desk.view.current.scores == (25000, 41000, 37000, -3000)
    model = desk.log_model
    cells = [model.data(model.index(row, 6)) for row in range(model.rowCount())]  # seat 4's column
    assert sorted(cells) == ["-12,000（△3,000）", "-16,000（9,000）"], cells
    names = desk.view.names
    assert desk.settlement.text() == (f"現在の順位:   1位 {names[1]} 41,000 +61.0 ／ 2位 {names[2]} 37,000 "
                                      f"+17.0 ／ 3位 {names[0]} 25,000 △15.0 ／ 4位 {names[3]} △3,000 △63.0")
    desk.grab().save(str(tmp_path / "desk_ja_places.png"))


def test_preview_shows_every_seat_before_confirming(qtbot: QtBot, desk: DeskWindow) -> None:
    qtbot.keyClick(desk, Qt.Key.Key_1, Qt.KeyboardModifier.ControlModifier)  # seat 1 riichi
    keys(qtbot, desk, "t1")
    keys(qtbot, desk, "3 30")
    assert "2000 all" in desk.preview.text()  # the announcement in the language in force
    # 2000 all; the dealer's own riichi deposit comes back with the win
    assert desk.panels[0].change.text() == "+6,000 → 31,000"
    assert "Riichi" in desk.panels[0].marks.text()
    assert desk.panels[1].change.text().startswith("-2,000")
    assert stored(desk.game_id) == []  # nothing stored before Enter


def test_impossible_value_is_refused_with_the_reason(qtbot: QtBot, desk: DeskWindow) -> None:
    keys(qtbot, desk, "r24")
    keys(qtbot, desk, "5700\n")
    assert "5700 is not a possible non-dealer ron" in desk.preview.text()
    assert not desk.confirm_button.isEnabled()
    assert stored(desk.game_id) == []


def test_a_whole_game_at_the_desk_matches_the_rules_engine(qtbot: QtBot, desk: DeskWindow) -> None:
    script = ["r21", "3 30\n",  # E1: seat 2 from seat 1 → deal passes
              "d24\n",  # E2 1 counter: draw, seats 2 and 4 tenpai (dealer seat 2 keeps)
              "t2", "m\n",  # dealer tsumo mangan
              "c3\n",  # chombo by seat 3: replay, △40
              "r32", "2 40\n",
              "r43", "1 30\n", "r14", "4 30\n", "r21", "3 60\n", "r32", "y\n",
              "r43", "2 25\n", "r14", "1300\n"]
    for step in script:
        keys(qtbot, desk, step)
    hands = stored(desk.game_id)
    state, outcomes = play(preset("jpml"), [parse_hand(h) for h in hands])
    assert len(hands) == 11
    assert desk.view.current == state
    assert [o.deltas for o in desk.view.outcomes] == [o.deltas for o in outcomes]
    assert state.penalties[2] == -400


def test_undo_and_edit_resettle(qtbot: QtBot, desk: DeskWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    keys(qtbot, desk, "r24")
    keys(qtbot, desk, "3 30\n")
    keys(qtbot, desk, "r31")
    keys(qtbot, desk, "1000\n")
    qtbot.keyClick(desk, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(stored(desk.game_id)) == 1
    desk.log.selectRow(0)
    qtbot.keyClick(desk, Qt.Key.Key_F2)
    assert (desk.editing.mode, desk.editing.number) == ("edit", 1)
    desk.value_edit.selectAll()
    keys(qtbot, desk, "m\n")
    assert stored(desk.game_id) == [{"result": "ron", "winner": 1, "han": 5, "loser": 3, "riichi": []}]
    assert desk.view.current.scores == (25000, 33000, 25000, 17000)


HANDS_OF_EVERY_KIND = [  # seat 0 deals East 1
    {"result": "ron", "winner": 1, "loser": 3, "han": 1, "fu": 30, "riichi": []},
    {"result": "draw", "tenpai": [1], "riichi": []},  # the dealer (seat 1) tenpai: 1 counter
    {"result": "chombo", "player": 2, "riichi": []},
    {"result": "tsumo", "winner": 1, "han": 2, "fu": 30, "riichi": [1]},  # with counters and riichi
]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_undo_question_names_the_hand_then_shows_it_on_its_own_line(
        qtbot: QtBot, desk: DeskWindow, monkeypatch: pytest.MonkeyPatch, lang: str) -> None:
    """Issue 38 (4): "Undo hand 4 (East 2, 1 counter: Tsumo: … (1100 all with counters) (riichi: …))?"
    had brackets in brackets: the question ends with the hand's round, the hand follows below it."""
    set_language(lang)  # the autouse fixture puts English back
    for number, hand in enumerate(HANDS_OF_EVERY_KIND, start=1):
        games.record_hand(desk.game_id, number, hand)
    desk.reload()
    asked: list[str] = []

    def yes(_parent: object, _title: str, text: str, *_a: object) -> QMessageBox.StandardButton:
        asked.append(text)
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", yes)
    outcomes = list(desk.view.outcomes)
    for _ in outcomes:
        qtbot.keyClick(desk, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert stored(desk.game_id) == []
    questions = [q.split("\n\n") for q in reversed(asked)]
    assert [hand for _q, hand in questions] == [display.outcome_text(o, desk.view.names) for o in outcomes]
    if lang == "en":
        assert [q for q, _hand in questions] == ["Undo hand 1 (East 1)?", "Undo hand 2 (East 2)?",
                                                 "Undo hand 3 (East 2, 1 counter)?",
                                                 "Undo hand 4 (East 2, 1 counter)?"]
        assert questions[3][1].endswith(f"1000 all (1100 all with counters) (riichi: {desk.view.names[1]})")
    else:
        assert [q for q, _hand in questions] == ["No.1（東1局）を取り消しますか？",
                                                 "No.2（東2局）を取り消しますか？",
                                                 "No.3（東2局 1本場）を取り消しますか？",
                                                 "No.4（東2局 1本場）を取り消しますか？"]
        assert "1000オールは1100オール" in questions[3][1]


def test_finishing_a_game_settles_it(qtbot: QtBot, desk: DeskWindow) -> None:
    for i in range(8):
        winner, loser = (i + 1) % 4 + 1, (i + 3) % 4 + 1
        keys(qtbot, desk, f"r{winner}{loser}")
        keys(qtbot, desk, "2 30\n")
    assert desk.view.current.finished
    assert not desk.confirm_button.isEnabled()
    desk.finish_button.click()
    game = Game.get_by_id(desk.game_id)
    assert game.state == "finished"
    assert "Finished." in desk.settlement.text()
    assert "game over" in desk.header.text()
    assert not any(b.isEnabled() for b in desk.result_group.buttons())  # nothing to enter any more
    assert not any(b.isEnabled() for b in desk.hand_buttons)
    assert sum([game.p0, game.p1, game.p2, game.p3]) == 0


def test_a_chombo_that_ends_the_game_leaves_only_finish_game(qtbot: QtBot, tournament_db: Path,
                                                             tmp_path: Path) -> None:
    """Issue 39 item 3 (chombo_ends_game): after North's chombo the desk takes no further hand and
    Finish game settles the scores as they stand, North's △40 included."""
    tid, _, gid = one_table({"preset": "jpml", "chombo_ends_game": True})
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    ctx = AppContext(settings, str(tournament_db))
    ctx.tournament_id = tid
    desk = DeskWindow(ctx, gid)
    qtbot.addWidget(desk)
    desk.show()
    desk.activateWindow()
    qtbot.waitActive(desk)
    keys(qtbot, desk, "r23")
    keys(qtbot, desk, "2 30\n")
    keys(qtbot, desk, "c4\n")
    assert desk.view.current.finished and len(stored(gid)) == 2
    assert not desk.confirm_button.isEnabled() and desk.finish_button.isEnabled()
    desk.grab().save(str(tmp_path / "desk_chombo_ends.png"))
    desk.finish_button.click()
    game = Game.get_by_id(gid)
    assert game.state == "finished" and "game over" in desk.header.text()
    assert [game.p0, game.p1, game.p2, game.p3] == [-50, 470, -370, -450]


def test_final_scores_dialog_refuses_scores_that_do_not_add_up(qtbot: QtBot, desk: DeskWindow) -> None:
    dialog = FinalScoresDialog(desk.shown_now(), desk.send, desk)
    qtbot.addWidget(dialog)
    for spin, value in zip(dialog.scores, (40000, 30000, 21000, 8000), strict=True):
        spin.setValue(value)
    save = dialog.buttons.button(dialog.buttons.StandardButton.Save)
    assert not save.isEnabled()
    assert "1,000 short of 100,000" in dialog.check.text()
    dialog.left.setValue(1000)
    assert save.isEnabled()
    save.click()
    game = Game.get_by_id(desk.game_id)
    assert (game.state, game.mode, game.p0) == ("finished", "final", 600)
    desk.reload()  # issue 10 (10): the seat cards show the final scores, not 25,000 each
    assert [p.score.text() for p in desk.panels] == ["40,000", "30,000", "21,000", "8,000"]
    # issue 38 (4): the 1,000 nobody took is said, as the score sheet says it
    assert desk.settlement.text().endswith("Left on the table: 1,000 (with the final scores: 100,000)")
    set_language("ja")  # the autouse fixture puts English back
    desk.reload()
    assert desk.settlement.text().endswith("供託: 1,000（最終持ち点との合計 100,000）")


def test_double_ron_pao_and_nagashi_where_the_rules_have_them(qtbot: QtBot, tournament_db: Path,
                                                               tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    from tournament_app.services import rounds
    from tournament_app.services.games import games_of_round

    from ..services.helpers import tournament_with_players

    tid, ids = tournament_with_players(4, "tenhou", name="Tenhou cup")
    rounds.seat_round(tid, "manual", tables=[ids])
    gid = games_of_round(tid, 1)[0]
    ctx = AppContext(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat), str(tournament_db))
    window = DeskWindow(ctx, gid)
    qtbot.addWidget(window)
    window.show()
    # draw with nagashi mangan by seat 2
    keys(qtbot, window, "d")
    assert window.nagashi_combo.isVisibleTo(window)
    window.nagashi_combo.setCurrentIndex(window.nagashi_combo.findData(1))
    keys(qtbot, window, "\n")
    # double ron off seat 4: seats 1 and 3
    from PySide6.QtWidgets import QInputDialog

    keys(qtbot, window, "r14")
    keys(qtbot, window, "2000")
    monkeypatch.setattr(QInputDialog, "getItem", lambda *a, **k: (f"3 {window.view.names[2]}", True))
    window.add_winner_button.click()
    keys(qtbot, window, "1000\n")
    hands = stored(gid)
    assert hands[0] == {"result": "draw", "tenpai": [], "nagashi": [1], "riichi": []}
    assert hands[1]["wins"] == [{"winner": 0, "han": 2, "fu": 30}, {"winner": 2, "han": 1, "fu": 30}]
    # seat 1 is the first winner after seat 4 in turn order: it alone takes the counter (300)
    assert window.view.outcomes[1].deltas == (2000 + 300, 0, 1000, -2000 - 300 - 1000)


def test_a_second_enter_after_a_draw_records_nothing(qtbot: QtBot, desk: DeskWindow) -> None:
    """Issue 10 (5): after a confirmed hand the entry is empty; an accidental Enter stores nothing."""
    keys(qtbot, desk, "d\n\n\n")
    assert len(stored(desk.game_id)) == 1
    assert desk.entry.result == "ron" and not desk.confirm_button.isEnabled()


@pytest.mark.parametrize(("width", "height", "rows"), [(1366, 700, 5), (1920, 1040, 12)])
def test_the_hand_log_keeps_rows_on_a_laptop_screen(qtbot: QtBot, desk: DeskWindow, width: int, height: int,
                                                    rows: int, tmp_path: Path) -> None:
    """Issue 10 (12): at 1366×768 (700 px left for the window) the log shows five hands or more (it
    showed one or two)."""
    desk.resize(width, height)
    keys(qtbot, desk, "d\n" * 7)  # short results: one line each
    qtbot.wait(20)
    header = desk.log.verticalHeader()
    shown = [r for r in range(desk.log_model.rowCount())
             if header.sectionViewportPosition(r) + header.sectionSize(r) <= desk.log.viewport().height()]
    assert len(shown) >= min(rows, 7)
    row = header.sectionSize(0)
    assert desk.log.viewport().height() // row >= rows
    assert desk.width() <= width  # nothing widens the window past the screen (item 11)
    desk.grab().save(str(tmp_path / f"desk_{width}.png"))


def test_a_long_result_wraps_in_the_hand_log_instead_of_being_cut(qtbot: QtBot, tournament_db: Path,
                                                                  tmp_path: Path) -> None:
    """Issue 10 (13): the whole result is readable: a row grows to two lines, and the tooltip has it."""
    from tournament_app.services import players

    tid, ids, gid = one_table()
    for seat, pid in enumerate(ids):  # names as long as a real league's can be
        players.edit_player(tid, pid, name=f"Alexandra-Maximiliane von Testhausen {seat + 1}")
    ctx = AppContext(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat), str(tournament_db))
    desk = DeskWindow(ctx, gid)
    qtbot.addWidget(desk)
    desk.show()
    desk.resize(1366, 700)
    keys(qtbot, desk, "d\n")
    keys(qtbot, desk, "r21")
    for seat in (1, 2, 3, 4):  # everybody declared riichi: a long line of names
        desk.toggle_riichi(seat - 1)
    keys(qtbot, desk, "3 30\n")
    qtbot.wait(20)
    desk.grab().save(str(tmp_path / "desk_long.png"))
    assert desk.width() <= 1366
    header = desk.log.verticalHeader()
    short, long_ = header.sectionSize(0), header.sectionSize(1)
    text = desk.log_model.index(1, 2).data()
    assert "Testhausen 4" in text
    assert desk.log.fontMetrics().horizontalAdvance(text) > desk.log.columnWidth(2)  # one line is too short
    line = desk.log.fontMetrics().height()
    assert short < 2 * line <= long_  # one line, and two or more for the long result
    assert desk.log_model.index(1, 2).data(Qt.ItemDataRole.ToolTipRole) == text


def _casual_desk_at_south_4(qtbot: QtBot, tournament_db: Path, tmp_path: Path) -> DeskWindow:

    _tid, _ids, gid = one_table("casual")
    hands = [{"result": "ron", "winner": 3, "loser": 0, "han": 5},
             *[{"result": "ron", "winner": (d + 1) % 4, "loser": (d + 2) % 4, "han": 1, "fu": 30}
               for d in (1, 2, 3, 0, 1, 2)],
             {"result": "ron", "winner": 3, "loser": 0, "han": 1, "fu": 30}]  # the South 4 dealer wins
    games.append_hands(gid, hands)
    ctx = AppContext(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat), str(tournament_db))
    window = DeskWindow(ctx, gid)
    qtbot.addWidget(window)
    window.show()
    return window


def test_the_south_4_dealer_may_stop_with_finish_game(qtbot: QtBot, tournament_db: Path,
                                                      tmp_path: Path) -> None:
    """Issue 12 (2), seed 004 南4局で親の和了り止め、あり: the desk offers the end; no "finish early"."""
    desk = _casual_desk_at_south_4(qtbot, tournament_db, tmp_path)
    assert "may end the game here" in desk.banner.text() and desk.banner.isVisible()
    assert desk.settlement.text().startswith("If the dealer stops here:")
    desk.grab().save(str(tmp_path / "desk_can_stop.png"))
    desk.finish_button.click()  # a "finish early?" question would fail the test (unexpected modal)
    assert desk.view.state == "finished"
    assert desk.view.result is not None and desk.view.result.ranks[3] == 1


def test_the_south_4_dealer_plays_on_by_recording_the_next_hand(qtbot: QtBot, tournament_db: Path,
                                                                tmp_path: Path) -> None:
    desk = _casual_desk_at_south_4(qtbot, tournament_db, tmp_path)
    keys(qtbot, desk, "r12")
    keys(qtbot, desk, "1 30\n")
    assert len(stored(desk.game_id)) == 9
    assert desk.view.state != "finished" and not desk.view.current.can_stop
    assert not desk.banner.text()

"""One desk stores only what its referee saw (issue 24, items 6-9) and the desk's screen items of
issue 29 (4, 7, 12) and issue 27 (11): driven with real keystrokes, checked against the stored game."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRect, QSettings, QSize, Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from tests.services.helpers import one_table, ron
from tournament_app.platform.colours import role_of
from tournament_app.services import clock, games
from tournament_app.storage.models import Player
from tournament_app.ui.context import AppContext
from tournament_app.ui.desk import DeskWindow
from tournament_app.ui.desk.dialogs import FinalScoresDialog
from tournament_app.ui.placement import ASSUMED_FRAME, placed
from tournament_app.words.i18n import set_language

from .test_clock_ui import seated, started_minutes_ago
from .test_desk import keys, read_notice, reading_clock, stored  # noqa: F401 - reading_clock: a fixture


def ime(widget: object, text: str) -> None:
    """Text committed by an input method (how kana reach a field; key clicks carry only ASCII)."""
    from PySide6.QtGui import QInputMethodEvent
    from PySide6.QtWidgets import QApplication

    event = QInputMethodEvent("", [])
    event.setCommitString(text)
    QApplication.sendEvent(widget, event)


@pytest.fixture
def ctx(tournament_db: Path, tmp_path: Path) -> AppContext:
    return AppContext(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat), str(tournament_db))


def open_desk(qtbot: QtBot, ctx: AppContext, gid: int) -> DeskWindow:
    desk = DeskWindow(ctx, gid)
    qtbot.addWidget(desk)
    desk.resize(1366, 700)
    with qtbot.waitActive(desk):
        desk.show()
        desk.activateWindow()
    return desk


def time_up_hand_recorded(qtbot: QtBot, ctx: AppContext) -> tuple[int, int, DeskWindow]:
    """A game whose round's time is up (95 minutes of 90), with its first hand recorded at the desk:
    that hand is the time-up hand, and it ended the game."""
    tid = seated(ctx)
    started_minutes_ago(tid, 95)
    gid = games.games_of_round(tid, 1)[0]
    desk = open_desk(qtbot, ctx, gid)
    keys(qtbot, desk, "r21")
    keys(qtbot, desk, "2 30\n")
    assert stored(gid)[-1]["time_up"] is True and desk.view.current.finished
    return tid, gid, desk


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize(("typed", "refusal"), [
    ("700 1300", {"en": "The winner is the dealer: give one figure", "ja": "和了者は親です"}),
    ("400 700", {"en": "The winner is the dealer: give one figure", "ja": "和了者は親です"}),
])
def test_a_dealers_split_value_is_refused_not_read_as_all(qtbot: QtBot, ctx: AppContext, language: str,
                                                          typed: str, refusal: dict[str, str]) -> None:
    """Item 6: seat 1 deals East 1; 700・1300 is a non-dealer's tsumo: refused, nothing stored (it was
    stored as 1300 all)."""
    set_language(language)
    _, _, gid = one_table()
    desk = open_desk(qtbot, ctx, gid)
    keys(qtbot, desk, "t1")
    keys(qtbot, desk, typed + "\n")
    assert stored(gid) == []
    assert refusal[language] in desk.preview.text()


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("said", ["オール", "おーる", " all", "all"])
def test_a_non_dealers_all_says_the_winner_is_not_the_dealer(qtbot: QtBot, ctx: AppContext, tmp_path: Path,
                                                             language: str, said: str) -> None:
    """Issue 29 (12): 1300オール for a non-dealer names the slip, also typed before the input method
    converts it (おーる) or in letters with or without a space."""
    set_language(language)
    _, _, gid = one_table()
    desk = open_desk(qtbot, ctx, gid)
    keys(qtbot, desk, "t2")
    keys(qtbot, desk, "1300")
    if said.isascii():
        keys(qtbot, desk, said)
    else:
        ime(desk.value_edit, said)  # Japanese arrives through the input method, as on a real desk
    assert desk.value_edit.text() == "1300" + said
    keys(qtbot, desk, "\n")
    assert stored(gid) == []
    words = {"en": "The winner is not the dealer", "ja": "和了者は子です"}[language]
    assert words in desk.preview.text()
    qtbot.wait(20)  # the layout follows the new label
    desk.grab().save(str(tmp_path / f"all_refused_{language}.png"))


def test_double_yakuman_typed_under_single_yakuman_rules_is_offered_as_yakuman(qtbot: QtBot, ctx: AppContext
                                                                               ) -> None:
    """Issue 27 (11): ema counts no double yakuman: yy is read as a yakuman, and the preview says so
    before Enter stores it."""
    _, _, gid = one_table("ema")
    desk = open_desk(qtbot, ctx, gid)
    keys(qtbot, desk, "r21")
    keys(qtbot, desk, "yy")
    assert "taken as 1× yakuman" in desk.preview.text()
    assert desk.confirm_button.isEnabled()
    keys(qtbot, desk, "\n")
    assert stored(gid)[0]["yakuman"] == 1


def test_after_reopen_and_undo_of_the_time_up_hand_the_hand_in_play_is_marked_again(
        qtbot: QtBot, ctx: AppContext, monkeypatch: pytest.MonkeyPatch) -> None:
    """Item 7: the round's time is up; the marked hand ended the game; reopened and undone, the
    re-entered hand must again be the last."""
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    tid, gid, desk = time_up_hand_recorded(qtbot, ctx)
    desk.finish_or_reopen()
    assert desk.view.state == "finished"
    desk.finish_or_reopen()  # reopen
    qtbot.keyClick(desk, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert stored(gid) == []
    assert desk.desk_clock.check.isChecked()  # the hand in play is the time-up hand again
    keys(qtbot, desk, "r31")
    keys(qtbot, desk, "2 30\n")
    assert stored(gid)[-1]["time_up"] is True and desk.view.current.finished
    assert clock.clock_of(tid, 1).started


def test_after_a_swap_the_log_and_the_history_name_who_sat_there(qtbot: QtBot, ctx: AppContext,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """Item 8: the log follows the swap at once; the history says who changed seats and shows each
    earlier hand with the players of that time."""
    from tournament_app.ui.desk.dialogs import SwapSeatsDialog
    from tournament_app.ui.history_dialog import history_rows

    _, ids, gid = one_table()
    names = {p.id: p.name for p in Player.select()}
    desk = open_desk(qtbot, ctx, gid)
    keys(qtbot, desk, "r21")
    keys(qtbot, desk, "2 30\n")  # seat 2 (Player 01) wins off seat 1 (Player 00)
    monkeypatch.setattr(SwapSeatsDialog, "exec", lambda self: True)
    monkeypatch.setattr(SwapSeatsDialog, "seats", lambda self: (0, 1))
    desk.swap_seats()
    assert desk.view.names[:2] == (names[ids[1]], names[ids[0]])
    row = desk.log_model.index(0, 2).data()
    assert row.startswith(f"Ron: {names[ids[0]]} from {names[ids[1]]}")  # seat 2 is now Player 00
    keys(qtbot, desk, "r12")
    keys(qtbot, desk, "2 30\n")
    assert desk.log_model.index(1, 2).data().startswith(f"Ron: {names[ids[1]]} from {names[ids[0]]}")
    _names, rows = history_rows(gid)
    first, swap, second = rows
    assert f"Ron: {names[ids[1]]} from {names[ids[0]]}" in first.detail  # as it was then
    assert swap.detail == (f"{names[ids[0]]} (seat [1]) and {names[ids[1]]} (seat [2]) changed seats")
    assert f"Ron: {names[ids[1]]} from {names[ids[0]]}" in second.detail


def test_at_game_over_enter_asks_for_nothing_and_the_winds_are_the_last_hands(qtbot: QtBot, ctx: AppContext
                                                                             ) -> None:
    """Item 9: no "choose the winner" once the game is over, and the seat cards show the winds of the
    last hand played (South 4), not of a hand that will never be played."""
    from tournament_app.texts.display import wind_names

    _, _, gid = one_table()
    for n in range(1, 9):  # eight non-dealer wins: East 1 … South 4, each by the next dealer's right
        games.record_hand(gid, n, ron((n % 4), (n - 1) % 4, 2, 30))
    desk = open_desk(qtbot, ctx, gid)
    assert desk.view.current.finished
    keys(qtbot, desk, "\n")
    assert "choose the winner" not in desk.preview.text()
    assert "game is over" in desk.preview.text()
    assert desk.prompt.text() == ""
    assert not desk.desk_clock.check.isEnabled()  # no "time up in this hand": there is no hand
    last = desk.view.outcomes[-1]
    assert desk.panels[last.dealer].head.text().startswith(f"[{last.dealer + 1}] {wind_names()[0]}")


@pytest.mark.usefixtures("app_font")
@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_final_scores_dialog_shows_winds_and_its_check_fits(qtbot: QtBot, ctx: AppContext, tmp_path: Path,
                                                               language: str) -> None:
    """Issue 29 (7): rows with the winds of East 1 and keys, the title whole, the live check on one
    line whatever the names (each seat's points stand beside its score, not in the check)."""
    from tournament_app.rules.settlement import settle
    from tournament_app.services import players
    from tournament_app.texts.display import points as points_text
    from tournament_app.texts.display import wind_names

    set_language(language)
    tid, ids, gid = one_table()
    names = ("Alexandra-Maximiliane von Testhausen", "佐々木 真由美子", "Bartholomew Featherstonehaugh",
             "Kim Lee")
    for pid, name in zip(ids, names, strict=True):
        players.edit_player(tid, pid, name=name)
    desk = open_desk(qtbot, ctx, gid)
    dialog = FinalScoresDialog(desk.shown_now(), desk.send, desk)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    form = dialog.layout().itemAt(0).layout()
    labels = [form.itemAt(r, form.ItemRole.LabelRole).widget().text() for r in range(4)]
    assert labels == [f"{wind_names()[s]} [{s + 1}] {names[s]}" for s in range(4)]
    assert dialog.width() >= dialog.fontMetrics().horizontalAdvance(dialog.windowTitle())

    def check_lines() -> int:
        """The lines the check's text takes at the label's width (its height may be stretched)."""
        metrics = dialog.check.fontMetrics()
        drawn = metrics.boundingRect(QRect(0, 0, dialog.check.width(), 10000), Qt.TextFlag.TextWordWrap,
                                     dialog.check.text())
        return round(drawn.height() / metrics.lineSpacing())

    scores = (40000, 30000, 21000, 8000)
    for spin, value in zip(dialog.scores, scores, strict=True):
        spin.setValue(value)
    qtbot.wait(20)
    assert "1,000" in dialog.check.text() and check_lines() == 1
    assert [p.text() for p in dialog.points] == [""] * 4  # nothing settled while it does not add up
    dialog.grab().save(str(tmp_path / f"final_scores_short_{language}.png"))
    dialog.left.setValue(1000)
    qtbot.wait(20)
    expected = settle(dialog.view.rules, list(scores), left=1000).points
    assert [p.text() for p in dialog.points] == [points_text(v) for v in expected]
    assert not any(name in dialog.check.text() for name in names) and check_lines() == 1
    assert dialog.buttons.button(dialog.buttons.StandardButton.Save).isEnabled()
    dialog.chombo[3].setChecked(True)
    chombo = expected[3] - dialog.view.rules.chombo_penalty
    assert dialog.points[3].text() == points_text(chombo)
    dialog.grab().save(str(tmp_path / f"final_scores_ok_{language}.png"))
    set_language("en")


class _Screen:
    """A screen of a given size (the desk asks only for its free area)."""

    def __init__(self, width: int, height: int) -> None:
        self.room = QRect(0, 0, width, height)

    def availableGeometry(self) -> QRect:  # noqa: N802 - Qt's name
        return self.room


def show_for(qtbot: QtBot, desk: DeskWindow, width: int, height: int) -> None:
    """The desk placed for a screen of ``width`` × ``height`` and shown. This process has Qt's 800×600
    offscreen screen, inside which the shown desk's frame would be kept (shrunk): it is given back
    the size placed for the screen asked for."""
    desk.place_on(_Screen(width, height))  # type: ignore[arg-type]
    planned = desk.size()
    with qtbot.waitActive(desk):
        desk.show()
        desk.activateWindow()
    qtbot.waitUntil(lambda: placed(desk))
    desk.resize(planned)


@pytest.mark.parametrize(("width", "height", "size"), [(1920, 1040, (1332, 850)), (1366, 728, (1350, 688))])
def test_the_desk_uses_the_screen_it_opens_on(qtbot: QtBot, ctx: AppContext, width: int, height: int,
                                              size: tuple[int, int]) -> None:
    """Issue 29 (4): a big screen gets a bigger desk, in its middle (it opened at 1100 × 760 top left);
    issue 38 (3): a laptop's whole width, and its frame (not yet drawn: as assumed) inside too."""
    _, _, gid = one_table()
    desk = DeskWindow(ctx, gid)
    qtbot.addWidget(desk)
    desk.place_on(_Screen(width, height))  # type: ignore[arg-type]
    assert (desk.width(), desk.height()) == size
    frame = QSize(*size).grownBy(ASSUMED_FRAME)  # the position is the frame's
    assert (desk.x(), desk.y()) == ((width - frame.width()) // 2, (height - frame.height()) // 2)
    games.record_hand(gid, 1, ron(1, 0))


def test_editing_the_time_up_hand_keeps_its_time_call(qtbot: QtBot, ctx: AppContext,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """Correcting the value of the hand the time ran out in (F2, Enter) keeps it the time-up hand:
    the edit must not silently take the time call out of the record and let the game go on."""
    _tid, gid, desk = time_up_hand_recorded(qtbot, ctx)
    desk.log.selectRow(0)
    qtbot.keyClick(desk, Qt.Key.Key_F2)
    assert (desk.editing.mode, desk.editing.number) == ("edit", 1)
    desk.value_edit.selectAll()
    keys(qtbot, desk, "3 30\n")  # the referee corrects the han
    assert stored(gid) == [{"result": "ron", "winner": 1, "han": 3, "fu": 30, "loser": 0, "riichi": [],
                            "time_up": True}]
    assert desk.view.current.finished  # still the last hand


@pytest.mark.usefixtures("app_font", "reading_clock")
@pytest.mark.parametrize("language", ["en", "ja"])
def test_on_a_laptop_the_notice_about_another_desks_hand_is_read_whole(qtbot: QtBot, ctx: AppContext,
                                                                       language: str, tmp_path: Path) -> None:
    """A 1366 × 768 laptop: the notice that another desk recorded a hand (and swapped seats) and that
    the typed entry is kept shows all its lines (it was squeezed to one, cutting off what to do), and
    the entry itself is marked until the referee has looked (Enter)."""
    set_language(language)
    _, _, gid = one_table()
    desk = DeskWindow(ctx, gid)
    qtbot.addWidget(desk)
    show_for(qtbot, desk, 1366, 728)
    desk.resize(1100, desk.height())  # narrowed beside the main window: the notice takes two lines
    keys(qtbot, desk, "r32")
    keys(qtbot, desk, "8000")
    games.record_hand(gid, 1, ron(0, 2, 3, 30))  # meanwhile at another desk: a hand, and a swap
    games.swap_seats(gid, 0, 1)
    desk.follow()  # what the change watcher's timer does
    qtbot.wait(50)  # the layout settles
    notice = desk.notice
    assert notice.isVisible() and desk.stale
    lines = notice.fontMetrics().lineSpacing()
    assert notice.heightForWidth(notice.width()) > 1.5 * lines  # the text takes two lines here …
    assert notice.height() >= notice.heightForWidth(notice.width())  # … and it gets them
    assert desk.height() <= 728 - 30  # still fits the screen under the window's title bar
    assert role_of(desk.preview) == "notice" and role_of(desk.value_edit) == "notice"
    desk.grab().save(str(tmp_path / f"stale_{language}.png"))
    read_notice(qtbot, desk)
    keys(qtbot, desk, "\n")  # looked at again
    assert not desk.stale and len(stored(gid)) == 1  # nothing stored by that Enter
    assert role_of(desk.preview) != "notice" and desk.value_edit.styleSheet() == ""


@pytest.mark.usefixtures("app_font")
@pytest.mark.parametrize(("width", "height"), [(1366, 728), (1920, 1040)])
@pytest.mark.parametrize("chart", [False, True], ids=["log alone", "score line beside or under"])
def test_the_hand_logs_result_stays_readable_with_long_names(qtbot: QtBot, ctx: AppContext, tmp_path: Path,
                                                             width: int, height: int, chart: bool) -> None:
    """Issue 35 (5): long names in the seats' columns, the score line taking the log's side on a laptop:
    the Result column keeps room to be read, whole, in view, for the hand another desk just recorded
    (it could be pushed out of view, its text cut). The seats' columns give way instead."""
    from tournament_app.services import players
    from tournament_app.ui.desk.layout import RESULT_CHARS, RESULT_COLUMN

    tid, ids, gid = one_table()
    names = ("Alexandra-Maximiliane von Testhausen", "Bartholomew Featherstonehaugh",
             "Wilhelmina Cunningham-Smythe", "Kim Lee")
    for pid, name in zip(ids, names, strict=True):
        players.edit_player(tid, pid, name=name)
    for n, hand in enumerate([ron(1, 0, 3, 30, riichi=[1, 2]), ron(2, 3), ron(0, 1, 4, 30)], start=1):
        games.record_hand(gid, n, hand)
    desk = DeskWindow(ctx, gid)
    qtbot.addWidget(desk)
    show_for(qtbot, desk, width, height)
    desk.score_line.toggle.setChecked(chart)
    games.record_hand(gid, 4, ron(3, 2, 2, 30, riichi=[3]))  # another desk's hand, highlighted
    desk.follow()
    qtbot.wait(50)
    log, header = desk.log, desk.log.horizontalHeader()
    row = 3
    assert desk.log_model.highlighted == {row + 1}
    left, size = header.sectionViewportPosition(RESULT_COLUMN), header.sectionSize(RESULT_COLUMN)
    assert size >= log.fontMetrics().averageCharWidth() * RESULT_CHARS
    assert left >= 0 and left + size <= log.viewport().width()  # the whole column in view
    text = desk.log_model.index(row, RESULT_COLUMN).data()
    needed = log.fontMetrics().boundingRect(QRect(0, 0, size - 8, 10000), Qt.TextFlag.TextWordWrap, text)
    assert log.rowHeight(row) >= needed.height()  # every line of the highlighted hand's result shown
    desk.grab().save(str(tmp_path / f"log_{width}_{'chart' if chart else 'alone'}.png"))

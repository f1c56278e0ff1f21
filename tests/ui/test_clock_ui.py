"""The round clock on screen (issue 13): the organiser's bar, the desk's call and banner, the projector."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from pytestqt.qtbot import QtBot

from tests.services.helpers import tournament_with_players
from tournament_app.platform.colours import role_of
from tournament_app.services import clock, games, rounds
from tournament_app.ui.clock_widgets import format_clock
from tournament_app.ui.context import AppContext
from tournament_app.ui.desk import DeskWindow
from tournament_app.ui.projector import CLOCK_OVER, CLOCK_WARNING, ProjectorView
from tournament_app.ui.rounds_view import RoundsView

from .test_desk import keys, stored


@pytest.fixture
def ctx(tournament_db: Path, tmp_path: Path) -> AppContext:
    return AppContext(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat), str(tournament_db))


def seated(ctx: AppContext, rules: object = "jpml") -> int:
    tid, ids = tournament_with_players(8, rules)
    rounds.seat_round(tid, "manual", tables=[ids[:4], ids[4:]])
    ctx.tournament_id = tid
    return tid


def started_minutes_ago(tid: int, minutes: float) -> None:
    clock.start_clock(tid, 1, now=clock.server_now() - dt.timedelta(seconds=int(minutes * 60)))


def shown_rounds(qtbot: QtBot, ctx: AppContext) -> RoundsView:
    view = RoundsView(ctx)
    qtbot.addWidget(view)
    view.resize(1366, 700)
    view.show()
    qtbot.waitExposed(view)
    return view


def test_format() -> None:
    assert [format_clock(s) for s in (5400, 754, 59, 0, -30)] == ["1:30:00", "12:34", "0:59", "0:00", "0:00"]


def test_the_organiser_starts_pauses_and_gives_extra_time(qtbot: QtBot, ctx: AppContext,
                                                         tmp_path: Path) -> None:
    tid = seated(ctx)
    view = shown_rounds(qtbot, ctx)
    bar = view.clock_bar
    assert bar.label.text() == "Clock not started" and bar.length.value() == 90
    qtbot.mouseClick(bar.start_button, Qt.MouseButton.LeftButton)
    c = clock.clock_of(tid, 1)
    assert c.started and not c.paused
    assert bar.label.text().startswith("Time left 1:29:") or bar.label.text() == "Time left 1:30:00"
    assert bar.start_button.text() == "Pa&use"
    qtbot.mouseClick(bar.start_button, Qt.MouseButton.LeftButton)
    assert clock.clock_of(tid, 1).paused and "(paused)" in bar.label.text()
    view.select_table(2)
    qtbot.mouseClick(bar.extra_button, Qt.MouseButton.LeftButton)
    assert clock.clock_of(tid, 1).extra == {2: 5}
    column = next(c for c in range(view.model.columnCount())
                  if view.model.headerData(c, Qt.Orientation.Horizontal) == "Extra time")
    shown = {view.proxy.index(r, 0).data(): view.proxy.index(r, column).data()
             for r in range(view.proxy.rowCount())}
    assert shown == {"1": "", "2": "+5 min"}
    qtbot.wait(50)  # the layout follows the new texts
    view.grab().save(str(tmp_path / "rounds_clock.png"))


def test_the_desk_marks_the_hand_in_play_at_the_call(qtbot: QtBot, ctx: AppContext, tmp_path: Path) -> None:
    tid = seated(ctx)
    started_minutes_ago(tid, 91)
    gid = games.games_of_round(tid, 1)[0]
    desk = DeskWindow(ctx, gid)
    qtbot.addWidget(desk)
    desk.resize(1366, 700)
    desk.show()
    assert desk.desk_clock.label.text() == "Time is up"
    assert role_of(desk.desk_clock.label) == "negative"
    assert desk.desk_clock.check.isChecked()
    assert desk.banner.text() == "Time is up: this is the last hand."
    desk.grab().save(str(tmp_path / "desk_time_up.png"))
    keys(qtbot, desk, "r21")
    keys(qtbot, desk, "2 30\n")
    assert stored(gid)[-1]["time_up"] is True
    assert desk.view.current.finished  # jpml: the hand in play was the last
    assert not desk.desk_clock.check.isEnabled()


def test_extra_time_keeps_a_table_playing(qtbot: QtBot, ctx: AppContext) -> None:
    tid = seated(ctx)
    started_minutes_ago(tid, 88)
    clock.add_extra_time(tid, 1, 1, 5)
    desk = DeskWindow(ctx, games.games_of_round(tid, 1)[0])
    qtbot.addWidget(desk)
    desk.show()
    text = desk.desk_clock.label.text()
    assert text.startswith("Time left 6:") or text.startswith("Time left 7:")
    assert "(+5 min)" in text and not desk.desk_clock.check.isChecked() and not desk.banner.text()
    assert role_of(desk.desk_clock.label) != "warning"  # more than five minutes left


def test_one_more_hand_is_announced_under_ema(qtbot: QtBot, ctx: AppContext) -> None:
    tid = seated(ctx, "ema")
    started_minutes_ago(tid, 95)
    desk = DeskWindow(ctx, games.games_of_round(tid, 1)[0])
    qtbot.addWidget(desk)
    desk.show()
    assert desk.banner.text() == "Time is up: this hand, then one more."
    keys(qtbot, desk, "r21")
    keys(qtbot, desk, "2 30\n")
    assert not desk.view.current.over and desk.banner.text() == "Time is up: this is the last hand."
    keys(qtbot, desk, "r32")
    keys(qtbot, desk, "2 30\n")
    assert desk.view.current.finished and "time_up" not in stored(desk.game_id)[-1]


def test_the_projector_shows_the_clock_beside_the_standings(qtbot: QtBot, ctx: AppContext,
                                                           tmp_path: Path) -> None:
    tid = seated(ctx)
    view = ProjectorView(ctx)
    qtbot.addWidget(view)
    view.resize(1280, 720)
    view.show()
    qtbot.waitExposed(view)
    view.refresh()
    assert view.clock_text() is None  # not started: no clock on the wall
    started_minutes_ago(tid, 30)
    ctx.notify()
    text, colour = view.clock_text()
    assert text in ("1:00:00", "59:59") and colour != CLOCK_WARNING
    view.grab().save(str(tmp_path / "projector_clock.png"))
    clock.reset_clock(tid, 1)
    started_minutes_ago(tid, 87)
    ctx.notify()
    assert view.clock_text()[1] == CLOCK_WARNING  # the last five minutes
    clock.reset_clock(tid, 1)
    started_minutes_ago(tid, 90)
    ctx.notify()
    assert view.clock_text() == ("Time", CLOCK_OVER)
    qtbot.keyClick(view, Qt.Key.Key_C)
    assert view.clock_only
    view.grab().save(str(tmp_path / "projector_big_clock.png"))


def test_a_typed_extra_time_and_a_reset_that_asks_first(qtbot: QtBot, ctx: AppContext,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    tid = seated(ctx)
    view = RoundsView(ctx)
    qtbot.addWidget(view)
    view.show()
    bar = view.clock_bar
    view.select_table(1)
    bar.extra.setFocus()
    bar.extra.setValue(12)
    bar.extra.editingFinished.emit()
    assert clock.clock_of(tid, 1).extra == {1: 12}
    bar.extra.setValue(7)
    bar.extra.editingFinished.emit()
    assert clock.clock_of(tid, 1).extra == {1: 7}  # the typed number is the table's total, not added

    started_minutes_ago(tid, 20)
    ctx.notify()
    asked: list[str] = []
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: asked.append(a[2]) or QMessageBox.StandardButton.No)
    qtbot.mouseClick(bar.reset_button, Qt.MouseButton.LeftButton)
    assert asked and "round 1" in asked[0] and clock.clock_of(tid, 1).started  # refused: still running
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    qtbot.mouseClick(bar.reset_button, Qt.MouseButton.LeftButton)
    assert not clock.clock_of(tid, 1).started


def test_the_clock_stops_when_every_table_has_finished(qtbot: QtBot, ctx: AppContext,
                                                       tmp_path: Path) -> None:
    """Issue 29, item 5: a round whose tables have all finished calls no time any more."""
    tid = seated(ctx)
    started_minutes_ago(tid, 95)
    view = RoundsView(ctx)
    qtbot.addWidget(view)
    projector = ProjectorView(ctx)
    qtbot.addWidget(projector)
    first, second = games.games_of_round(tid, 1)
    desks = [DeskWindow(ctx, gid) for gid in (first, second)]
    for widget in (view, projector, *desks):
        qtbot.addWidget(widget)
        widget.resize(1366, 700)
        widget.show()
    projector.refresh()
    bar = view.clock_bar
    assert bar.label.text() == "Time is up" and role_of(bar.label) == "negative"
    assert bar.start_button.text() == "Pa&use" and bar.start_button.isEnabled()
    assert projector.clock_text() == ("Time", CLOCK_OVER)

    games.record_final_scores(first, [40000, 30000, 20000, 10000])
    ctx.notify()
    # the finished table's desk stops; the round, the other desk and the wall still call the time
    assert desks[0].desk_clock.label.text() == "This table has finished"
    assert role_of(desks[0].desk_clock.label) != "negative"
    assert desks[1].desk_clock.label.text() == "Time is up"
    assert bar.label.text() == "Time is up" and projector.clock_text() == ("Time", CLOCK_OVER)

    games.record_final_scores(second, [10000, 20000, 30000, 40000])
    ctx.notify()
    assert clock.clock_of(tid, 1).finished
    assert bar.label.text() == "Every table has finished" and role_of(bar.label) != "negative"
    assert not bar.start_button.isEnabled() and not bar.reset_button.isEnabled()
    assert all(d.desk_clock.label.text() == "This table has finished" for d in desks)
    assert projector.clock_text() is None  # the wall shows the standings alone
    qtbot.keyClick(projector, Qt.Key.Key_C)
    assert projector.clock_only and projector.clock_text() is None  # no big red "Time" either
    qtbot.wait(50)
    for name, widget in (("rounds", view), ("desk", desks[1]), ("projector", projector)):
        widget.grab().save(str(tmp_path / f"stopped_{name}.png"))

    games.reopen_game(second)  # a correction: the round is under way again, and so is its clock
    ctx.notify()
    assert bar.label.text() == "Time is up" and bar.start_button.isEnabled()
    assert projector.clock_text() == ("Time", CLOCK_OVER)


def test_the_minutes_box_is_empty_before_any_round(qtbot: QtBot, ctx: AppContext, tmp_path: Path) -> None:
    from tournament_app.services import players, tournaments

    ctx.tournament_id = tournaments.create_tournament("Cup")
    view = shown_rounds(qtbot, ctx)
    bar = view.clock_bar
    assert bar.length.text().strip() == bar.extra.text().strip() == ""  # no "1 min": there is no round
    assert not bar.length.isEnabled() and bar.label.text() == "Clock not started"
    qtbot.wait(50)  # the layout follows the new texts
    assert bar.label.width() >= bar.label.sizeHint().width()
    view.grab().save(str(tmp_path / "no_round_clock.png"))
    ids = [players.add_player(ctx.tournament_id, f"P{i}") for i in range(4)]
    rounds.seat_round(ctx.tournament_id, "manual", tables=[ids])
    ctx.notify()
    assert bar.length.value() == 90 and bar.length.text() == "90 min" and bar.length.isEnabled()
    assert bar.extra.text() == "extra 0 min" and bar.length.minimum() == 1


def test_the_rounds_tab_in_japanese_writes_minutes_and_brackets_as_text_does(qtbot: QtBot, ctx: AppContext,
                                                                             tmp_path: Path) -> None:
    from tournament_app.words.i18n import set_language

    set_language("ja")  # before the tab: its texts are made in the language in force
    seated(ctx)
    view = shown_rounds(qtbot, ctx)
    bar = view.clock_bar
    assert bar.label.text() == "対局時計: 未開始"
    assert (bar.length.text(), bar.extra.text()) == ("90分", "延長0分")
    assert view.open_button.text() == "対局を開く(&O)（Enter）"
    qtbot.waitUntil(lambda: bar.label.width() >= bar.label.sizeHint().width())  # laid out, then looked at
    view.grab().save(str(tmp_path / "rounds_ja.png"))

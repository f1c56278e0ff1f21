"""Issue 17 in the app: the desk's score line, a player's page, the field in the standings and on
the projector; each checked against the stored record and the services."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from tournament_app.rules.game import play
from tournament_app.rules.presets import preset
from tournament_app.rules.record import parse_hand
from tournament_app.services import demo, event_format, games, standings
from tournament_app.services.charts import field_progress, player_progress
from tournament_app.storage.models import Hand
from tournament_app.texts import display
from tournament_app.ui.context import AppContext
from tournament_app.ui.desk import DeskWindow
from tournament_app.ui.desk.chart import SETTING
from tournament_app.ui.player_page import PlayerPage
from tournament_app.ui.projector import ProjectorView, compute_layout
from tournament_app.ui.projector_field import MAX_LINES, field_pages
from tournament_app.ui.standings_view import StandingsView
from tournament_app.ui.table_model import ROW_ROLE

from ..services.helpers import one_table
from .test_desk import keys


def settings_at(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


def open_desk(qtbot: QtBot, db: Path, settings: QSettings, game_id: int) -> DeskWindow:
    window = DeskWindow(AppContext(settings, str(db)), game_id)
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)  # the desk's shortcuts need the focus
    return window


def stored_hands(game_id: int) -> list[dict]:
    return [json.loads(h.data) for h in Hand.select().where(Hand.game == game_id).order_by(Hand.number)]


def ctx_for(tmp_path: Path, db: Path, tid: int) -> AppContext:
    ctx = AppContext(settings_at(tmp_path), str(db))
    ctx.set_tournament(tid)
    return ctx


# -- the desk ---------------------------------------------------------------------------------------
def test_the_score_line_has_a_point_per_recorded_hand(qtbot: QtBot, tournament_db: Path, tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    _tid, _ids, gid = one_table()
    settings = settings_at(tmp_path)
    settings.setValue(SETTING, True)
    desk = open_desk(qtbot, tournament_db, settings, gid)
    assert desk.score_line.isVisible() and desk.score_line.chart.data is None  # no hand yet
    qtbot.keyClick(desk, Qt.Key.Key_3, Qt.KeyboardModifier.ControlModifier)  # seat 3 riichi
    keys(qtbot, desk, "r24")
    keys(qtbot, desk, "7700\n")
    keys(qtbot, desk, "d13\n")
    keys(qtbot, desk, "t1")
    keys(qtbot, desk, "m\n")
    hands = stored_hands(gid)
    _state, outcomes = play(preset("jpml"), [parse_hand(h) for h in hands])
    data = desk.score_line.chart.data
    assert data is not None and len(hands) == 3
    assert [p.scores for p in data.line.hands] == [tuple(o.scores) for o in outcomes]
    # 7700 and seat 3's riichi stick to seat 2; seat 4 paid
    assert data.line.hands[0].scores == (25000, 33700, 24000, 17300)
    assert data.line.hands[0].riichi == (2,) and data.line.hands[0].winners == (1,)
    assert data.line.hands[0].dealt_in == (3,)
    assert data.labels == tuple(display.round_label(o.round, o.honba) for o in outcomes)
    assert data.line.start == (25000,) * 4
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    qtbot.keyClick(desk, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # undo: the line follows
    assert len(desk.score_line.chart.data.line.hands) == 2


def test_the_score_line_toggles_and_is_remembered(qtbot: QtBot, tournament_db: Path, tmp_path: Path) -> None:
    _tid, _ids, gid = one_table()
    settings = settings_at(tmp_path)
    desk = open_desk(qtbot, tournament_db, settings, gid)
    # the test screen is small (offscreen: 800 × 800): hidden until the referee asks for it
    assert not desk.score_line.isVisible() and not desk.score_line.toggle.isChecked()
    keys(qtbot, desk, "d\n")
    assert desk.score_line.chart.data is None  # a hidden panel does no work
    qtbot.keyClick(desk, Qt.Key.Key_G, Qt.KeyboardModifier.ControlModifier)
    assert desk.score_line.isVisible() and desk.score_line.toggle.isChecked()
    assert len(desk.score_line.chart.data.line.hands) == 1  # drawn when shown
    assert settings.value(SETTING) in (True, "true")
    desk.close()
    again = open_desk(qtbot, tournament_db, settings, gid)
    assert again.score_line.isVisible()
    again.score_line.toggle.click()
    assert not again.score_line.isVisible()
    assert settings.value(SETTING) in (False, "false")


def test_a_game_of_final_scores_has_no_score_line(qtbot: QtBot, tournament_db: Path, tmp_path: Path) -> None:
    _tid, _ids, gid = one_table()
    games.record_final_scores(gid, [41200, 31000, 18600, 9200])
    settings = settings_at(tmp_path)
    settings.setValue(SETTING, True)
    desk = open_desk(qtbot, tournament_db, settings, gid)
    assert desk.score_line.chart.data is None
    assert "final scores only" in desk.score_line.chart.empty_text


def whole_rows(desk: DeskWindow) -> int:
    """The hands the log shows whole (top and bottom inside its viewport), counted row by row: what
    the referee sees, whatever the font makes a row's height."""
    header = desk.log.verticalHeader()
    height = desk.log.viewport().height()
    return sum(1 for r in range(desk.log_model.rowCount())
               if header.sectionViewportPosition(r) >= 0
               and header.sectionViewportPosition(r) + header.sectionSize(r) <= height)


@pytest.fixture(params=["app", "qt"])
def some_font(request: pytest.FixtureRequest, qapp: object) -> Iterator[str]:
    """The app's own font (Noto Sans CJK JP where installed) or Qt's default one: rows of other
    heights, so that a test passing in one font only would fail here."""
    from PySide6.QtWidgets import QApplication

    from tournament_app.ui.app import use_one_font

    app = QApplication.instance()
    before = app.font()
    if request.param == "app":
        use_one_font(app)
    try:
        yield request.param
    finally:
        app.setFont(before)


# at 1920 × 1040 eight hands with the chart under the log, twelve without; at 1366 × 700 five
@pytest.mark.parametrize(("width", "height", "rows"), [(1366, 700, 5), (1920, 1040, 8)])
def test_the_score_line_leaves_the_hand_log_its_rows(qtbot: QtBot, tournament_db: Path, tmp_path: Path,
                                                     width: int, height: int, rows: int,
                                                     some_font: str) -> None:
    """On a 1080p screen the chart sits under the log, which keeps eight rows (twelve when the chart is
    hidden). On a 1366 × 768 laptop it starts hidden; asked for, it sits beside the log, which keeps
    its rows (issue 29: the log is always in view). Issue 29 (13): the rows are counted one by one as
    the log shows them whole, in two fonts, so the font a machine has does not decide."""
    _tid, _ids, gid = one_table()
    settings = settings_at(tmp_path)
    tall = height > 900
    settings.setValue(SETTING, tall)
    desk = open_desk(qtbot, tournament_db, settings, gid)
    desk.resize(width, height)
    keys(qtbot, desk, "d1\n" * 13)  # the dealer tenpai keeps the deal: more hands than the log shows
    qtbot.wait(20)
    assert desk.log_model.rowCount() == 13
    row = desk.log.verticalHeader().sectionSize(0)
    assert desk.score_line.isVisible() == tall and desk.log.isVisible()
    assert whole_rows(desk) >= rows
    assert desk.size().width() <= width and desk.size().height() <= height
    desk.grab().save(str(tmp_path / f"desk_{width}_{some_font}.png"))
    if tall:
        assert desk.score_line.chart.height() >= 0.15 * height
        qtbot.keyClick(desk, Qt.Key.Key_G, Qt.KeyboardModifier.ControlModifier)  # hidden: the log grows
        qtbot.wait(20)
        assert not desk.score_line.isVisible() and whole_rows(desk) >= 12
        return
    qtbot.keyClick(desk, Qt.Key.Key_G, Qt.KeyboardModifier.ControlModifier)
    qtbot.wait(20)
    # beside the log, which stays in view with its rows (F2 and Insert work on it)
    assert desk.score_line.isVisible() and desk.log.isVisible()
    assert whole_rows(desk) >= rows
    assert desk.score_line.chart.height() >= 5 * row  # the log's height, not a flat strip
    assert desk.score_line.geometry().left() >= desk.log.geometry().right()
    assert desk.size().height() <= height
    desk.grab().save(str(tmp_path / f"desk_{width}_{some_font}_beside.png"))
    qtbot.keyClick(desk, Qt.Key.Key_G, Qt.KeyboardModifier.ControlModifier)
    qtbot.wait(20)
    assert desk.log.isVisible() and not desk.score_line.isVisible()
    assert whole_rows(desk) >= rows


# -- the player's page ------------------------------------------------------------------------------
@pytest.fixture
def demo_standings(qtbot: QtBot, tournament_db: Path, tmp_path: Path) -> tuple[StandingsView, int]:
    tid = demo.create_demo(players_count=8, rounds_count=3, seed=5)
    view = StandingsView(ctx_for(tmp_path, tournament_db, tid))
    qtbot.addWidget(view)
    view.resize(1200, 700)
    view.show()
    qtbot.waitExposed(view)
    return view, tid


def test_double_click_in_the_standings_opens_that_players_page(qtbot: QtBot, demo_standings) -> None:
    view, tid = demo_standings
    row = 2
    index = view.proxy.index(row, 1)
    expected = index.data(ROW_ROLE)
    rect = view.table.visualRect(index)
    # a real double-click: press, release, then the double-click event (an item view wants both)
    qtbot.mouseClick(view.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(view.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    page = view.player_page
    assert isinstance(page, PlayerPage) and page.isVisible()
    assert page.player_id == expected.player_id
    progress = player_progress(tid, expected.player_id)
    assert page.progress_chart.data == progress
    assert page.places_chart.data == expected.places
    assert progress.rounds[-1].cumulative == expected.total  # the page agrees with the standings
    assert [r.points for r in progress.rounds] == [expected.by_round.get(n) for n in (1, 2, 3)]
    mine = [g for g in standings.results(tid) if expected.player_id in g.player_ids]
    shown = sorted((g.round, g.table, g.points) for g in page.games_model.rows)
    assert shown == sorted((g.round, g.table, g.points[g.player_ids.index(expected.player_id)])
                           for g in mine)
    assert expected.name in page.windowTitle()
    with qtbot.waitSignal(page.finished, timeout=1000):
        qtbot.keyClick(page, Qt.Key.Key_Escape)  # Esc closes it


def test_the_standings_show_the_field_on_their_own_tab(qtbot: QtBot, demo_standings) -> None:
    view, tid = demo_standings
    panel = view.field_panel
    assert panel.chart.data is None  # read when the tab is opened, not before
    view.tabs.setCurrentWidget(panel)
    field, lines = panel.chart.data
    assert field == field_progress(tid) and lines is None  # a field of eight: all of them
    assert len(field.lines) == 8 and field.rounds == (1, 2, 3)
    assert [panel.choice.itemText(i) for i in range(panel.choice.count())] == ["All", "Ranks 1–8"]
    image = panel.chart.image(900, 500)
    # something was drawn over the background
    assert len({image.pixelColor(x, y).name() for x in range(0, 900, 7) for y in range(0, 500, 7)}) > 3


def test_a_big_field_in_the_standings_shows_sixteen_at_a_time(qtbot: QtBot, tournament_db: Path,
                                                              tmp_path: Path) -> None:
    tid = demo.create_demo(players_count=44, rounds_count=1, seed=4)
    view = StandingsView(ctx_for(tmp_path, tournament_db, tid))
    qtbot.addWidget(view)
    view.show()
    view.tabs.setCurrentWidget(view.field_panel)
    panel = view.field_panel
    assert panel.chart.data[1] == slice(0, 16)  # the top sixteen first
    assert panel.choice.itemText(3) == "Ranks 33–44"
    panel.choice.setCurrentIndex(3)
    panel.choice.activated.emit(3)  # as a user's pick
    assert panel.chart.data[1] == slice(32, 44)
    view.ctx.notify()  # a refresh keeps the user's choice
    assert panel.chart.data[1] == slice(32, 44) and panel.choice.currentIndex() == 3


# -- the projector ----------------------------------------------------------------------------------
def test_field_pages_are_even() -> None:
    assert field_pages(8) == (1, 8)
    assert field_pages(MAX_LINES) == (1, MAX_LINES)
    for players in (17, 30, 64, 100):
        pages, per_page = field_pages(players)
        assert pages > 1 and per_page <= MAX_LINES and pages * per_page >= players
        assert (pages - 1) * per_page < players  # no empty last page


def test_the_projector_shows_the_field_paged_with_g(qtbot: QtBot, tournament_db: Path,
                                                    tmp_path: Path) -> None:
    tid = demo.create_demo(players_count=24, rounds_count=2, seed=7)
    event_format.add_stage(tid, "Final", 3, top=8)
    view = ProjectorView(ctx_for(tmp_path, tournament_db, tid), page_seconds=0.05)
    qtbot.addWidget(view)
    view.resize(1280, 720)
    view.show()
    qtbot.waitExposed(view)
    view.page_timer.stop()
    qtbot.keyClick(view, Qt.Key.Key_G)
    assert view.field_mode
    field = view.field.field
    assert field == field_progress(tid)
    assert field.cut == 8 and field.cut_stage == "Final"
    assert view.page_count() == 2 and view.page == 0
    assert view.field.lines_of(0) == slice(0, 12) and view.field.lines_of(1) == slice(12, 24)
    assert view.page_label() == "page 1/2"
    view.grab()  # paints without error
    view.page_timer.start()
    qtbot.waitUntil(lambda: view.page == 1, timeout=3000)  # advances like the standings' pages
    qtbot.waitUntil(lambda: view.page == 0, timeout=3000)
    qtbot.keyClick(view, Qt.Key.Key_G)
    assert not view.field_mode
    assert view.page_count() == compute_layout(view.width(), view.height(), 24).pages  # the standings' pages


def test_the_projector_field_keeps_hidden_rounds_hidden(qtbot: QtBot, tournament_db: Path,
                                                        tmp_path: Path) -> None:
    tid = demo.create_demo(players_count=8, rounds_count=3, seed=2)
    event_format.hide_standings(tid, 3)
    view = ProjectorView(ctx_for(tmp_path, tournament_db, tid))
    qtbot.addWidget(view)
    view.resize(1280, 720)
    view.show()
    qtbot.keyClick(view, Qt.Key.Key_G)
    assert view.field.field.rounds == (1, 2)
    qtbot.keyClick(view, Qt.Key.Key_A)  # the organiser reveals everything: the field follows
    assert view.field.field.rounds == (1, 2, 3)
    assert QColor(view.grab().toImage().pixelColor(5, 5)).lightness() < 80  # dark style

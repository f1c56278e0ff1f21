"""The projector: sizes from the window height, paging, refreshing on its own, keys."""

from __future__ import annotations

import math
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt

from tournament_app.services import demo, games, players, rounds, standings, tournaments
from tournament_app.services.rows import TableSeating
from tournament_app.texts.display import points
from tournament_app.ui.context import AppContext
from tournament_app.ui.projector import TARGET_ROWS, ProjectorView, compute_layout, round_status


@pytest.fixture
def ctx(tournament_db: Path, tmp_path: Path) -> AppContext:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    return AppContext(settings, str(tournament_db))


def projector(ctx: AppContext, qtbot, **kwargs: float) -> ProjectorView:
    view = ProjectorView(ctx, **kwargs)
    qtbot.addWidget(view)
    view.resize(1280, 720)
    view.show()
    qtbot.waitExposed(view)
    return view


def registered(count: int, name: str = "Cup") -> tuple[int, list[int]]:
    tid = tournaments.create_tournament(name, "jpml")
    return tid, [players.add_player(tid, f"Player {i:02d}", reading=f"player {i:02d}") for i in range(count)]


def test_layout_fits_a_field_on_one_page_in_large_type() -> None:
    hd = compute_layout(1920, 1080, 16)
    assert (hd.pages, hd.rows_per_page) == (1, 16)
    assert hd.row_px >= 34  # ≈ 26 pt at 96 dpi: readable from the back of a hall
    assert hd.rows_top + 16 * hd.row_height <= 1080
    small = compute_layout(1280, 720, 16)
    assert small.pages == 1 and small.row_px < hd.row_px  # sizes follow the height


@pytest.mark.parametrize("count", [21, 33, 64, 100])
def test_layout_pages_a_large_field_evenly(count: int) -> None:
    lay = compute_layout(1920, 1080, count)
    assert lay.pages > 1
    assert lay.rows_per_page * lay.pages >= count
    assert lay.rows_per_page == math.ceil(count / lay.pages)  # even pages: no lonely last row
    assert lay.rows_per_page <= TARGET_ROWS


def test_tiny_window_keeps_rows_readable() -> None:
    lay = compute_layout(480, 270, 16)
    assert lay.row_height >= 24
    assert lay.pages * lay.rows_per_page >= 16


def test_round_status() -> None:
    def table(n: int, state: str) -> TableSeating:
        return TableSeating(n, 1, None, (1, 2, 3, 4), ("a", "b", "c", "d"), state)

    assert round_status([]) == (None, None)
    assert round_status([table(1, "finished"), table(1, "finished"), table(2, "in_progress"),
                         table(2, "finished")]) == (1, (2, 2, 1, 2))
    assert round_status([table(1, "planned")]) == (None, None)
    # issue 38 (4): a round started at one table and finished at none is under way; one seated ahead is not
    assert round_status([table(1, "finished"), table(2, "in_progress"), table(2, "planned"),
                         table(3, "planned")]) == (1, (2, 2, 0, 1))


def test_shows_the_demo_standings(ctx: AppContext, qtbot) -> None:
    tid = demo.create_demo(players_count=8, rounds_count=2, seed=3)
    ctx.set_tournament(tid)
    view = projector(ctx, qtbot)
    expected = standings.standings(tid)
    assert view.lines() == [(str(r.rank), r.name, points(r.total)) for r in expected]
    assert view.title == "Demo"
    assert view.subtitle == "Standings after round 2"
    assert view.page_count() == 1 and view.page_label() == ""
    assert any(total.startswith("△") for _rank, _name, total in view.lines())
    image = view.grab().toImage()
    assert not image.isNull() and image.width() == 1280


def test_updates_when_a_game_is_finished(ctx: AppContext, qtbot) -> None:
    tid, ids = registered(4, "Live cup")
    rounds.seat_round(tid, "manual", tables=[ids])
    ctx.set_tournament(tid)
    view = projector(ctx, qtbot)
    assert [total for *_, total in view.lines()] == ["0.0"] * 4
    assert view.subtitle == "Standings"
    games.record_final_scores(games.games_of_round(tid, 1)[0], [41200, 31000, 18600, 9200])
    ctx.notify()
    assert view.lines() == [("1", "Player 00", "+61.2"), ("2", "Player 01", "+11.0"),
                            ("3", "Player 02", "△21.4"), ("4", "Player 03", "△50.8")]
    assert view.subtitle == "Standings after round 1"
    assert view.last_round == 1


def test_reports_a_round_under_way(ctx: AppContext, qtbot) -> None:
    tid, ids = registered(8)
    rounds.seat_round(tid, "manual", tables=[ids[:4], ids[4:]])
    games.record_final_scores(games.games_of_round(tid, 1)[0], [41200, 31000, 18600, 9200])
    ctx.set_tournament(tid)
    view = projector(ctx, qtbot)
    assert view.subtitle == "Standings · round 1 under way: 1 of 2 tables finished"


def test_safety_refresh_sees_writes_nobody_announced(ctx: AppContext, qtbot) -> None:
    tid, ids = registered(4)
    rounds.seat_round(tid, "manual", tables=[ids])
    ctx.set_tournament(tid)
    view = projector(ctx, qtbot, refresh_seconds=0.05)
    # Another process writes to the database: no ctx.notify() here.
    games.record_final_scores(games.games_of_round(tid, 1)[0], [25000, 25000, 40000, 10000])
    qtbot.waitUntil(lambda: view.lines()[0] == ("1", "Player 02", "+60.0"), timeout=3000)


def test_pages_turn_by_themselves(ctx: AppContext, qtbot) -> None:
    tid, _ids = registered(30)
    ctx.set_tournament(tid)
    view = projector(ctx, qtbot, page_seconds=0.05)
    assert view.page_count() == 2
    assert view.page_label() == "page 1/2"
    first = view.lines()
    assert len(first) == 15  # 30 players in two even pages
    qtbot.waitUntil(lambda: view.page == 1, timeout=3000)
    assert view.page_label() == "page 2/2"
    assert view.lines() != first
    assert {name for _r, name, _t in first + view.lines()} == {f"Player {i:02d}" for i in range(30)}
    qtbot.waitUntil(lambda: view.page == 0, timeout=3000)  # and round again


def test_keys(ctx: AppContext, qtbot) -> None:
    tid, _ids = registered(30)
    ctx.set_tournament(tid)
    view = projector(ctx, qtbot)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert view.page == 1
    qtbot.keyClick(view, Qt.Key.Key_Left)
    assert view.page == 0
    qtbot.keyClick(view, Qt.Key.Key_F11)
    qtbot.waitUntil(view.isFullScreen, timeout=2000)
    qtbot.keyClick(view, Qt.Key.Key_F11)
    qtbot.waitUntil(lambda: not view.isFullScreen(), timeout=2000)
    with qtbot.waitSignal(view.closed, timeout=1000):
        qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert not view.isVisible()
    assert not view.page_timer.isActive() and not view.refresh_timer.isActive()


def test_a_failed_refresh_keeps_the_standings_without_a_dialog(ctx: AppContext, qtbot, monkeypatch) -> None:
    tid, _ids = registered(4)
    ctx.set_tournament(tid)
    view = projector(ctx, qtbot)
    before = view.lines()
    monkeypatch.setattr("PySide6.QtWidgets.QMessageBox.warning",
                        lambda *a: pytest.fail("no dialog on the projector"))
    ctx.tournament_id = tid + 1000  # gone, as if another desk deleted it
    view.refresh()
    assert view.problem and view.lines() == before
    view.grab()  # the footer shows the problem


def test_hidden_projector_catches_up_when_shown(ctx: AppContext, qtbot) -> None:
    tid, ids = registered(4)
    rounds.seat_round(tid, "manual", tables=[ids])
    ctx.set_tournament(tid)
    view = ProjectorView(ctx)
    qtbot.addWidget(view)
    games.record_final_scores(games.games_of_round(tid, 1)[0], [41200, 31000, 18600, 9200])
    ctx.notify()
    assert view.rows == []  # not read while nobody can see it
    view.resize(1280, 720)
    view.show()
    assert view.lines()[0] == ("1", "Player 00", "+61.2")


def test_the_field_page_names_every_place_while_a_round_is_under_way(ctx: AppContext, qtbot, monkeypatch,
                                                                     tmp_path: Path) -> None:
    """Issue 29, item 10: the players without a game yet are on the field page too (the names ran
    1., 2., 7., 8.)."""
    from PySide6.QtGui import QPainter

    tid, ids = registered(8)
    rounds.seat_round(tid, "manual", tables=[ids[:4], ids[4:]])
    games.record_final_scores(games.games_of_round(tid, 1)[0], [41200, 31000, 18600, 9200])
    ctx.set_tournament(tid)
    view = projector(ctx, qtbot)
    view.page_timer.stop()
    qtbot.keyClick(view, Qt.Key.Key_G)
    assert view.field_mode
    drawn: list[str] = []
    draw_text = QPainter.drawText

    def spy(painter: QPainter, *args: object) -> None:
        drawn.extend(a for a in args if isinstance(a, str))
        draw_text(painter, *args)

    monkeypatch.setattr(QPainter, "drawText", spy)
    view.grab().save(str(tmp_path / "projector_field_under_way.png"))
    monkeypatch.undo()
    labels = sorted(text for text in drawn if text[:1].isdigit() and ". " in text)
    ranks = sorted(int(text.split(".")[0]) for text in labels)
    assert ranks == [1, 2, 3, 3, 3, 3, 7, 8]  # the four players at 0 share 3rd: every place is named
    assert ranks == sorted(row.rank for row in view.rows)
    assert {text.split(". ", 1)[1] for text in labels} == {f"Player {i:02d}" for i in range(8)}

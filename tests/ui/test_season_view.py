"""The league season window and its projector page (issue 31), driven as an organiser would."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QDialog, QMessageBox

from tournament_app.services import games
from tournament_app.services.season_demo import create_season_demo
from tournament_app.services.season_standings import season_tables
from tournament_app.services.seasons import find_season, season_info
from tournament_app.texts.display import points
from tournament_app.ui import season_actions
from tournament_app.ui.context import AppContext
from tournament_app.ui.season_projector import SeasonProjector, pages_of
from tournament_app.ui.season_view import SeasonView

SHOTS = Path("/tmp")  # screenshots to look at (not part of the checks)


@pytest.fixture
def ctx(tournament_db: Path, tmp_path: Path) -> AppContext:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    return AppContext(settings, str(tournament_db))


def _record(rng: random.Random) -> Callable[[int, list], None]:
    """Records a game by four random final scores (quicker than hand by hand)."""
    def record(game_id: int, _hands: list) -> None:
        cuts = sorted(rng.randrange(0, 1001) for _ in range(3))
        games.record_final_scores(game_id, [100 * v for v in (cuts[0], cuts[1] - cuts[0],
                                                              cuts[2] - cuts[1], 1000 - cuts[2])])
    return record


@pytest.fixture
def season(ctx: AppContext) -> int:
    rng = random.Random(4)
    return create_season_demo("2025 League", divisions=3, players_each=12, days=5, hanchan=4, seed=2,
                              play_days=3, record=_record(rng))


def accept_with(fill: Callable[[QDialog], object]) -> Callable[[QDialog], QDialog.DialogCode]:
    """A dialog's exec that fills the dialog in and says OK."""
    def exec_(dialog: QDialog) -> QDialog.DialogCode:
        fill(dialog)
        return QDialog.DialogCode.Accepted
    return exec_


def view_of(ctx: AppContext, qtbot, size: tuple[int, int] = (1366, 768)) -> SeasonView:
    view = SeasonView(ctx)
    qtbot.addWidget(view)
    view.resize(*size)
    view.show()
    qtbot.waitExposed(view)
    return view


def test_a_division_table_shows_the_league_sheet_with_its_lines(ctx: AppContext, season: int, qtbot) -> None:
    view = view_of(ctx, qtbot)
    tables = season_tables(season)
    assert view.tabs.count() == 3
    for page, table in zip(view.table_pages(), tables, strict=True):
        model = page.model
        assert model.rowCount() == 12
        assert [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())] == [
            "Rank", "Name", "Total", "Day 1", "Day 2", "Day 3", "Day 4", "Day 5", "Games", "Note"]
        for r, row in enumerate(table.rows):
            shown = [model.data(model.index(r, c)) for c in range(model.columnCount())]
            assert shown[:3] == [str(row.rank), row.name, points(row.total)]
            assert shown[3:8] == [points(v) for v in row.days[:3]] + ["", ""]
            assert shown[8] == "12"
        expected = {}
        if table.up_line:
            expected[table.up_line - 1] = "up"
        if table.down_line:
            expected[table.down_line - 1] = "down"
        assert page.lines() == expected and expected
        assert all(page.view.rowViewportPosition(r) + page.view.rowHeight(r) <= page.view.viewport().height()
                   for r in range(12))  # the whole division visible at 1366×768
    b = view.table_pages()[1]
    assert "(so far)" in b.model.data(b.model.index(0, 9))  # marks are provisional mid-season
    view.grab().save(str(SHOTS / "i31_season_1366.png"))
    view.resize(1920, 1080)
    view.grab().save(str(SHOTS / "i31_season_1920.png"))


def test_standings_after_a_day_and_seating_the_next_day(ctx: AppContext, season: int, qtbot,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    view = view_of(ctx, qtbot)
    assert [view.after_box.itemText(i) for i in range(view.after_box.count())] == [
        "Season so far", "After day 1", "After day 2", "After day 3"]
    view.after_box.setCurrentIndex(1)
    view.after_box.activated.emit(1)
    page = view.table_pages()[0]
    assert page.model.data(page.model.index(0, 8)) == "4"  # one day: four games
    monkeypatch.setattr(season_actions.SeatDayDialog, "exec", accept_with(lambda d: None))
    view.buttons["seat"].click()  # every division's day 4, at random
    info = season_info(season)
    assert all(d.league_days[3].rounds == (13, 16) for d in info.divisions)
    assert "rounds 13–16" in view.notice.text()
    assert view.after_box.count() == 5


def test_a_draft_season_moves_players_and_refuses_a_stale_window(ctx: AppContext, season: int, qtbot,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    view = view_of(ctx, qtbot)
    assert not view.buttons["move"].isEnabled()  # the season has started
    monkeypatch.setattr(season_actions.NewSeasonDialog, "exec", accept_with(
        lambda d: (d.name.setText("Draft"), d.divisions.setText("X,Y"))))
    view.buttons["new"].click()
    draft = find_season("Draft")
    assert view.season_id() == draft and view.buttons["add"].isEnabled()
    monkeypatch.setattr(season_actions.PlayerDialog, "exec", accept_with(
        lambda d: (d.name.setText("新人 一郎"), d.division.setCurrentIndex(1))))
    view.buttons["add"].click()
    assert [len(d.players) for d in season_info(draft).divisions] == [0, 1]
    # another desk changes the season: this window's move is refused, then it shows the change
    from tournament_app.services.seasons import add_player

    add_player(draft, "X", "他 二郎")
    warned: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: warned.append(text))
    monkeypatch.setattr(season_actions.PlayerDialog, "exec", accept_with(
        lambda d: (d.player.setCurrentIndex(d.player.findData("新人 一郎")), d.division.setCurrentIndex(0))))
    view.buttons["move"].click()
    assert warned == ["The season was changed at another desk: reloaded"]
    assert [len(d.players) for d in season_info(draft).divisions] == [1, 1]
    view.buttons["move"].click()  # looked again: now it moves
    assert [len(d.players) for d in season_info(draft).divisions] == [2, 0]


def test_the_japanese_window(ctx: AppContext, season: int, qtbot) -> None:
    from tournament_app.words.i18n import set_language

    set_language("ja")
    view = view_of(ctx, qtbot)
    page = view.table_pages()[1]
    headers = [page.model.headerData(c, Qt.Orientation.Horizontal) for c in range(page.model.columnCount())]
    assert headers[:4] == ["順位", "氏名", "合計", "第1節"]
    assert view.tabs.tabText(0) == "Aリーグ"
    view.grab().save(str(SHOTS / "i31_season_ja_1366.png"))
    view.resize(1920, 1080)
    view.grab().save(str(SHOTS / "i31_season_ja_1920.png"))


def test_the_projector_pages_through_the_divisions(ctx: AppContext, season: int, qtbot) -> None:
    projector = SeasonProjector(ctx, season, page_seconds=3600)
    qtbot.addWidget(projector)
    projector.resize(1920, 1080)
    projector.show()
    qtbot.waitExposed(projector)
    pages = projector.pages()
    assert [(p.table.division.name, p.count) for p in pages] == [("A", 12), ("B", 12), ("C", 12)]
    projector.grab().save(str(SHOTS / "i31_projector_1920.png"))
    for size in ((1920, 1080), (1280, 800), (1024, 600)):  # every total whole, days as many as fit
        projector.resize(*size)
        for n in range(len(projector.pages())):
            projector.page = n
            cols, shown, fonts = projector.plan(projector.layout(), 5)
            total_width = next(w for key, _x, w in cols if key == "total")
            metrics = QFontMetrics(fonts["bold"])
            assert all(metrics.horizontalAdvance(points(r.total)) <= total_width - 6
                       for r in projector.current().table.rows)
            day_width = next(w for key, _x, w in cols if key == "day0")
            assert QFontMetrics(fonts["day"]).horizontalAdvance("△000.0") <= day_width - 6
            assert shown == 5
    projector.resize(1920, 1080)
    projector.page = 0
    projector.next_page()
    assert projector.current().table.division.name == "B"
    small = pages_of(season_tables(season), 480, 270)
    assert sum(p.count for p in small if p.table.division.name == "A") == 12  # a small window pages
    assert max(p.parts for p in small) > 1
    projector.close()


def test_the_projector_s_day_names_fit_their_columns_in_japanese(ctx: AppContext, qtbot) -> None:
    """Ten days: "第9節第10節" ran together at 1920×1080; each name now fits over its column."""
    from tournament_app.export.league_text import day_header
    from tournament_app.words.i18n import set_language

    set_language("ja")
    rng = random.Random(5)
    sid = create_season_demo("10節リーグ", divisions=1, players_each=8, days=10, hanchan=1, seed=3,
                             record=_record(rng))
    projector = SeasonProjector(ctx, sid, page_seconds=3600)
    qtbot.addWidget(projector)
    projector.show()
    for size in ((1920, 1080), (1366, 768), (1280, 800)):
        projector.resize(*size)
        cols, shown, fonts = projector.plan(projector.layout(), 10)
        days = [(key, w) for key, _x, w in cols if key.startswith("day")]
        assert len(days) == shown and shown >= 8
        metrics = QFontMetrics(fonts["day_label"])
        for (_key, width), number in zip(days, range(11 - shown, 11), strict=True):
            assert metrics.horizontalAdvance(day_header(number)) <= width - 6, (size, number)
        assert fonts["day_label"].pixelSize() >= 8
    projector.resize(1920, 1080)
    projector.grab().save(str(SHOTS / "i31_projector_ja_10days_1920.png"))
    projector.close()


def _season_of(name: str, days: int, sizes: int, *, promote: int, relegate: int) -> int:
    """Divisions A and B of ``sizes`` players each, ``days`` days of one hanchan."""
    from tournament_app.services import players
    from tournament_app.services.seasons import create_season

    sid = create_season(name, ["A", "B"], days=days, hanchan=1, promote=promote, relegate=relegate)
    for div in season_info(sid).divisions:
        for n in range(sizes):
            players.add_player(div.tournament_id, f"{div.name}{n}", season=True)
    return sid


def test_seating_a_first_day_with_counts_beyond_the_players_says_why(ctx: AppContext, qtbot,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """3 up and 2 down, set while B was empty, do not fit its four players: the window shows the
    service's refusal, and no division is seated."""
    sid = _season_of("Small", 1, 4, promote=3, relegate=2)
    view = view_of(ctx, qtbot)
    warned: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: warned.append(text))
    monkeypatch.setattr(season_actions.SeatDayDialog, "exec", accept_with(lambda d: None))
    view.buttons["seat"].click()
    assert warned == ["Day 1 of division B is not seated: division B has 4 players: the top 3 promoted and "
                      "the bottom 2 relegated would overlap (at most 4 in all)"]
    assert all(d.first_round is None for div in season_info(sid).divisions for d in div.days)
    assert not view.notice.text()


def test_the_next_season_from_counts_beyond_the_players_left_says_why(
        ctx: AppContext, qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    """The drop line leaves four of B's eight: 3 up and 2 down no longer fit, and the next season is
    refused with the reason rather than filled from every player marked up."""
    from tournament_app.services.season_days import seat_next_days
    from tournament_app.services.seasons import list_seasons, set_division

    sid = _season_of("Drop", 2, 8, promote=3, relegate=2)
    set_division(sid, "B", drop=(1, 0))
    for _day in (1, 2):
        for seated in seat_next_days(sid, ["A", "B"], seed=1):
            tid = season_info(sid).division(seated.division).tournament_id
            for game_id in games.games_of_round(tid, seated.rounds[0]):
                games.record_final_scores(game_id, [40000, 30000, 20000, 10000])
    view = view_of(ctx, qtbot)
    warned: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: warned.append(text))
    monkeypatch.setattr(season_actions.NextSeasonDialog, "exec",
                        accept_with(lambda d: d.name.setText("Drop 2")))
    view.buttons["next"].click()
    assert warned == ["The next season cannot be filled: division B has 4 players: the top 3 promoted and "
                      "the bottom 2 relegated would overlap (at most 4 in all)"]
    assert [s.name for s in list_seasons()] == ["Drop"] and view.season_id() == sid


def test_a_withdrawal_and_a_substitute_from_the_window(ctx: AppContext, season: int, qtbot,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 37: the organiser marks a withdrawal from day 4 and registers a substitute; the player is
    listed below everyone who stayed with the mark in days 4 and 5, the substitute nowhere."""
    view = view_of(ctx, qtbot)
    quitter = season_tables(season)[0].rows[0].name
    monkeypatch.setattr(season_actions.LeaveDialog, "exec", accept_with(
        lambda d: (d.player.setCurrentIndex(d.player.findData(quitter)), d.kind.setCurrentIndex(0))))
    view.buttons["leave"].click()
    assert season_info(season).divisions[0].leaves  # the day offered: the first not seated, day 4
    assert f"{quitter}: Withdrew from day 4" in view.notice.text()
    monkeypatch.setattr(season_actions.PlayerDialog, "exec", accept_with(
        lambda d: (d.name.setText("代走 一郎"), d.division.setCurrentIndex(0))))
    view.buttons["substitute"].click()
    assert "代走 一郎: a substitute in division A" in view.notice.text()
    monkeypatch.setattr(season_actions.SeatDayDialog, "exec", accept_with(lambda d: None))
    view.buttons["seat"].click()  # day 4: eleven players and the substitute in A
    page = view.table_pages()[0]
    model = page.model
    last = model.rowCount() - 1
    assert model.rowCount() == 12 and model.data(model.index(last, 1)) == quitter
    assert [model.data(model.index(last, c)) for c in (6, 7)] == ["withdrawn", "withdrawn"]
    assert model.data(model.index(last, 9)) == "Withdrew"  # not provisional
    assert "代走 一郎" not in [model.data(model.index(r, 1)) for r in range(model.rowCount())]
    # two go down: the one who left fills a place, the last of those who stayed the other
    assert page.lines().get(last - 2) == "down" and "Relegated" in model.data(model.index(last - 1, 9))
    view.grab().save(str(SHOTS / "i37_withdrawal_1366.png"))
    view.resize(1920, 1080)
    view.grab().save(str(SHOTS / "i37_withdrawal_1920.png"))


def test_the_window_and_the_projector_write_negatives_with_the_season_s_sign(ctx: AppContext, season: int,
                                                                             qtbot) -> None:
    from tournament_app.services.seasons import set_minus

    set_minus(season, "▲")
    view = view_of(ctx, qtbot)
    model = view.table_pages()[0].model
    cells = [str(model.data(model.index(r, c))) for r in range(model.rowCount()) for c in range(2, 8)]
    assert any(c.startswith("▲") for c in cells) and not any("△" in c for c in cells)
    view.grab().save(str(SHOTS / "i37_season_minus_1366.png"))
    projector = SeasonProjector(ctx, season, page_seconds=3600)
    qtbot.addWidget(projector)
    projector.resize(1920, 1080)
    projector.show()
    qtbot.waitExposed(projector)
    drawn: list[str] = []
    elide = projector._elide
    projector._elide = lambda text, font, width: drawn.append(text) or elide(text, font, width)  # type: ignore[method-assign]
    projector.grab().save(str(SHOTS / "i37_projector_minus_1920.png"))
    assert any(t.startswith("▲") for t in drawn) and not any("△" in t for t in drawn), drawn
    projector.close()


def test_the_organiser_chooses_the_negative_sign_in_the_window(ctx: AppContext, season: int, qtbot,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    from tournament_app.services.seasons import season_info

    view = view_of(ctx, qtbot)
    monkeypatch.setattr(season_actions.MinusDialog, "exec", accept_with(
        lambda d: d.sign.setCurrentIndex(d.sign.findData("▲"))))
    qtbot.mouseClick(view.buttons["minus"], Qt.MouseButton.LeftButton)
    assert season_info(season).minus == "▲"
    model = view.table_pages()[0].model
    cells = [str(model.data(model.index(r, c))) for r in range(model.rowCount()) for c in range(2, 8)]
    assert any(c.startswith("▲") for c in cells) and not any("△" in c for c in cells)
    # a window that saw the season before another desk changed it is refused, nothing stored
    from tournament_app.services.seasons import set_minus

    set_minus(season, "▲")  # another desk: the season's version moves on, this window not told
    warned: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: warned.append(text))
    monkeypatch.setattr(season_actions.MinusDialog, "exec", accept_with(
        lambda d: d.sign.setCurrentIndex(d.sign.findData("△"))))
    view.buttons["minus"].click()
    assert season_info(season).minus == "▲" and len(warned) == 1

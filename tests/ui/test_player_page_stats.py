"""The player's page shows the statistics from the recorded hands on a tab of its own (issue 40 item 2)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tournament_app.ui.player_page import PlayerPage

from ..services.helpers import stats_event
from .ui_helpers import make_ctx


def _rows(page: PlayerPage) -> dict[str, tuple[str, str]]:
    m = page.stats.model()
    return {m.index(r, 0).data(): (m.index(r, 1).data(), m.index(r, 2).data()) for r in range(m.rowCount())}


def test_the_statistics_tab_shows_each_figure_with_what_it_rests_on(qtbot: QtBot, tournament_db: Path,
                                                                    tmp_path: Path) -> None:
    tid, ids = stats_event()
    ctx = make_ctx(tmp_path, tid)
    ctx.db_path = str(tournament_db)
    page = PlayerPage(ctx, ids[1])
    qtbot.addWidget(page)
    page.resize(1366, 768)
    page.show()
    qtbot.waitExposed(page)
    assert page.tabs.currentWidget() is page.games
    bar = page.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(1).center())
    assert page.tabs.currentWidget() is page.stats.parent()
    assert page.not_recorded.isVisible() and "not counted" in page.not_recorded.text()
    rows = _rows(page)
    # seat 1 of the hand-written event: 1 win (5,200 by ron) in 6 hands, riichi once, a chombo
    assert rows["Win rate"] == ("16.7%", "of 6 hands")
    assert rows["Average win"] == ("5,200", "of 1 win")
    assert rows["Average place"] == ("2.50", "of 2 games")
    assert rows["Hands played"] == ("6", "of 1 game by hands")
    assert rows["Tenpai rate at draws"] == ("0.0%", "of 2 draws")
    assert rows["Average deal-in"] == ("", "of 0 deal-ins")
    assert rows["Chombo"][0] == "1"
    first = page.stats.rowAt(0)
    last = page.stats.rowAt(page.stats.viewport().height() - 1)
    assert first == 0 and (last == -1 or last >= 4)  # a handful of figures in view at 1366×768
    page.grab().save(str(tmp_path / "player_stats.png"))
    m = page.stats.model()
    order = [m.index(r, 0).data() for r in range(m.rowCount())]
    assert order[:3] == ["Games", "Average place", "1st places"]  # a league's order, not sorted by name


def _two_events() -> tuple[int, int]:
    """The hand-written event, then a second one where Player 01 is the same person: eight 2,000 rons
    (seat i + 1 wins off seat i + 3 in hand i), so 2 wins and 2 deal-ins in 8 hands for seat 1."""
    from tournament_app.services import games, people, rounds

    from ..services.helpers import quick_game, tournament_with_players

    tid, ids = stats_event()
    second, others = tournament_with_players(4, name="Second cup")
    rounds.seat_round(second, "manual", tables=[others])
    games.append_hands(games.games_of_round(second, 1)[0], quick_game(), finish=True)
    person = people.link(ids[1], None)
    people.link(others[1], person, seen=people.list_people([person])[0].version)
    return tid, ids[1]


def _open_stats(qtbot: QtBot, page: PlayerPage) -> None:
    page.resize(1366, 768)
    page.show()
    qtbot.waitExposed(page)
    bar = page.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(page.stats_tab).center())


def _all_rows(page: PlayerPage) -> dict[str, tuple[str, str, str, str]]:
    m = page.stats.model()
    return {m.index(r, 0).data(): tuple(m.index(r, c).data() for c in range(1, 5))  # type: ignore[misc]
            for r in range(m.rowCount())}


def test_a_person_with_other_events_sees_the_all_events_figures_beside(qtbot: QtBot, tournament_db: Path,
                                                                      tmp_path: Path) -> None:
    from tournament_app.words.i18n import set_language

    tid, player = _two_events()
    ctx = make_ctx(tmp_path, tid)
    page = PlayerPage(ctx, player)
    qtbot.addWidget(page)
    assert page.events == 0 and page.stats.isColumnHidden(3)  # not read before the tab is shown
    _open_stats(qtbot, page)
    assert not page.stats.isColumnHidden(3) and not page.stats.isColumnHidden(4)
    m = page.stats.model()
    heads = [m.headerData(c, Qt.Orientation.Horizontal) for c in range(5)]
    assert heads == ["Figure", "This event", "Rests on", "All events (2)", "Rests on"]
    rows = _all_rows(page)
    # this event: 1 win in 6 hands; both: 1 + 2 wins in 6 + 8 hands, (5,200 + 2 × 2,000) / 3 = 3,067
    assert rows["Win rate"] == ("16.7%", "of 6 hands", "21.4%", "of 14 hands")
    assert rows["Average win"] == ("5,200", "of 1 win", "3,067", "of 3 wins")
    assert rows["Deal-in rate"] == ("0.0%", "of 6 hands", "14.3%", "of 14 hands")
    assert rows["Games"] == ("2", "of 2 games", "3", "of 3 games")
    assert rows["Hands played"][2:] == ("14", "of 2 games by hands")
    assert page.stats.horizontalScrollBar().maximum() == 0  # both columns in view at 1366×768
    page.grab().save("/tmp/t40-show/player_stats_en.png")
    set_language("ja")  # the autouse fixture puts English back
    page_ja = PlayerPage(ctx, player)
    qtbot.addWidget(page_ja)
    _open_stats(qtbot, page_ja)
    m = page_ja.stats.model()
    assert "2" in m.headerData(3, Qt.Orientation.Horizontal)
    assert page_ja.stats.horizontalScrollBar().maximum() == 0
    page_ja.grab().save("/tmp/t40-show/player_stats_ja.png")


def test_a_player_of_one_event_sees_this_events_figures_only(qtbot: QtBot, tournament_db: Path,
                                                             tmp_path: Path) -> None:
    from tournament_app.services import people

    tid, ids = stats_event()
    people.link(ids[1], None)  # a person, yet with no other event
    page = PlayerPage(make_ctx(tmp_path, tid), ids[1])
    qtbot.addWidget(page)
    _open_stats(qtbot, page)
    assert page.events == 1
    assert page.stats.isColumnHidden(3) and page.stats.isColumnHidden(4)
    assert page.stats.model().headerData(1, Qt.Orientation.Horizontal) == "Value"

"""The standings' Statistics tab: the player's page's figures, names and order, sortable, each header
saying what it rests on, the not-recorded note under the table (issue 40 item 2)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tournament_app.export import stats_text
from tournament_app.services.player_stats import figures, statistics
from tournament_app.ui.standings_view import StandingsView
from tournament_app.words.i18n import set_language

from ..services.helpers import stats_event
from .ui_helpers import make_ctx

# what the hand-written event gives each seat (tests/services/helpers.py: STATS_HANDS, then final scores
# 40,000 / 20,000 / 30,000 / 10,000 with seat 3's chombo). After the hands: 11,900 / 20,100 / 11,500 /
# 56,500, so places 3, 2, 4, 1 in round 1 and 1, 3, 2, 4 in round 2; six hands each, two draws.
EXPECTED = {
    "Player 00": {"Games": "2", "Average place": "2.00", "1st places": "1", "Hands played": "6",
                  "Win rate": "0.0%", "Deal-in rate": "16.7%", "Riichi rate": "16.7%", "Tsumo rate": "",
                  "Average win": "", "Average deal-in": "5,200", "Tenpai rate at draws": "50.0%",
                  "Yakuman": "0", "Largest hand": "", "Chombo": "0"},
    "Player 01": {"Games": "2", "Average place": "2.50", "1st places": "0", "Win rate": "16.7%",
                  "Deal-in rate": "0.0%", "Tsumo rate": "0.0%", "Average win": "5,200",
                  "Tenpai rate at draws": "0.0%", "Largest hand": "5,200", "Chombo": "1"},
    "Player 02": {"Average place": "3.00", "Win rate": "16.7%", "Tsumo rate": "100.0%",
                  "Average win": "1,100", "Tenpai rate at draws": "50.0%", "Chombo": "0"},
    "Player 03": {"Average place": "2.50", "1st places": "1", "Riichi rate": "0.0%",
                  "Average win": "32,000", "Yakuman": "1",
                  "Largest hand": "32,000", "Chombo": "1"},
}


@pytest.fixture
def view(qtbot: QtBot, tournament_db: Path, tmp_path: Path) -> StandingsView:
    tid, _ids = stats_event()
    ctx = make_ctx(tmp_path, tid)
    ctx.db_path = str(tournament_db)
    view = StandingsView(ctx)
    qtbot.addWidget(view)
    view.resize(1366, 768)
    view.show()
    qtbot.waitExposed(view)
    bar = view.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(1).center())
    assert view.tabs.currentWidget() is view.stats_page
    return view


def headers(view: StandingsView) -> list[str]:
    m = view.stats_proxy
    return [m.headerData(c, Qt.Orientation.Horizontal).replace("\n", " ") for c in range(m.columnCount())]


def table(view: StandingsView) -> dict[str, dict[str, str]]:
    m, names = view.stats_proxy, headers(view)
    return {m.index(r, 0).data(): {names[c]: m.index(r, c).data() for c in range(1, m.columnCount())}
            for r in range(m.rowCount())}


def test_the_tab_shows_the_players_page_figures_in_its_order(view: StandingsView, tmp_path: Path) -> None:
    tid = view.ctx.tournament_id
    any_line = next(iter(statistics([(tid, view.stats_model.rows[0].player_id)]).values()))
    assert headers(view) == ["Name", *(stats_text.label(f.key) for f in figures(any_line))]
    shown = table(view)
    for name, expected in EXPECTED.items():
        assert {k: shown[name][k] for k in expected} == expected, name
    assert view.stats_note.isVisible() and view.stats_note.text() == stats_text.not_recorded()
    assert view.stats_note.geometry().top() >= view.stats_table.geometry().bottom()  # under the table
    view.grab().save(str(tmp_path / "standings_stats.png"))
    view.grab().save("/tmp/t40-show/standings_stats_en.png")


def test_names_sort_by_reading_and_figures_as_numbers(view: StandingsView) -> None:
    m = view.stats_proxy
    assert [m.index(r, 0).data() for r in range(m.rowCount())] == [f"Player {i:02d}" for i in range(4)]
    column = headers(view).index("Average win")
    view.stats_table.sortByColumn(column, Qt.SortOrder.DescendingOrder)
    # as numbers: 32,000 above 5,200 above 1,100 (as text "5,200" would come first), the blank last
    assert [m.index(r, column).data() for r in range(4)] == ["32,000", "5,200", "1,100", ""]


def test_each_header_and_cell_says_what_it_rests_on(view: StandingsView) -> None:
    m = view.stats_proxy
    names = headers(view)
    tip = m.headerData(names.index("Win rate"), Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
    assert tip == "Win rate\nRests on the hands the player played in games recorded hand by hand."
    tip = m.headerData(names.index("Average place"), Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
    assert "finished games" in tip
    cell = m.index(1, names.index("Average win")).data(Qt.ItemDataRole.ToolTipRole)
    assert cell == "Average win: 5,200 of 1 win"
    assert m.index(1, 0).data(Qt.ItemDataRole.ToolTipRole) == "Player 01"


def test_the_tab_in_japanese_at_1366_by_768(qtbot: QtBot, tournament_db: Path, tmp_path: Path) -> None:
    set_language("ja")  # the autouse fixture puts English back
    tid, _ids = stats_event()
    ctx = make_ctx(tmp_path, tid)
    view = StandingsView(ctx)
    qtbot.addWidget(view)
    view.resize(1366, 768)
    view.show()
    qtbot.waitExposed(view)
    view.tabs.setCurrentWidget(view.stats_page)
    names = headers(view)
    assert "和了率" in names and "放銃率" in names
    assert "一発" in view.stats_note.text()
    # every figure's column in view without scrolling sideways
    last = view.stats_table.horizontalHeader().sectionViewportPosition(len(names) - 1)
    width = view.stats_table.horizontalHeader().sectionSize(len(names) - 1)
    assert last + width <= view.stats_table.viewport().width()
    view.grab().save(str(tmp_path / "standings_stats_ja.png"))
    view.grab().save("/tmp/t40-show/standings_stats_ja.png")

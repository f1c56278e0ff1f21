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

"""The standings view against the stored record: ranks, △, sorting, the round filter, statistics."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings, Qt

from tournament_app.export.stats_text import percent
from tournament_app.platform.colours import qcolour
from tournament_app.services import demo, games, player_stats, players, rounds, standings, tournaments
from tournament_app.texts.display import points
from tournament_app.ui.context import AppContext
from tournament_app.ui.standings_view import TOTAL_COLUMN, StandingsView
from tournament_app.ui.table_model import ROW_ROLE, SORT_ROLE


@pytest.fixture
def ctx(tournament_db: Path, tmp_path: Path) -> AppContext:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    return AppContext(settings, str(tournament_db))


@pytest.fixture
def demo_view(ctx: AppContext, qtbot) -> tuple[StandingsView, int]:
    tid = demo.create_demo(players_count=8, rounds_count=2, seed=3)
    ctx.set_tournament(tid)
    view = StandingsView(ctx)
    qtbot.addWidget(view)
    view.show()  # the view refreshes when it is on screen
    return view, tid


def shown(view: StandingsView, column: int) -> list[str]:
    """The texts of a column in the order the table shows them."""
    proxy = view.proxy
    return [proxy.index(r, column).data() for r in range(proxy.rowCount())]


def header(view: StandingsView) -> list[str]:
    return [view.model.headerData(c, Qt.Orientation.Horizontal) for c in range(view.model.columnCount())]


def test_standings_match_the_service(demo_view, qtmodeltester) -> None:
    view, tid = demo_view
    expected = standings.standings(tid)
    assert [r.player_id for r in view.model.rows] == [r.player_id for r in expected]
    assert shown(view, 0) == [str(r.rank) for r in expected]
    assert shown(view, 1) == [r.name for r in expected]
    assert shown(view, TOTAL_COLUMN) == [points(r.total) for r in expected]
    assert header(view)[-2:] == ["Round 1", "Round 2"]
    assert shown(view, len(header(view)) - 1) == [points(r.by_round[2]) for r in expected]
    qtmodeltester.check(view.model)


def test_negative_totals_show_a_triangle_in_red(demo_view) -> None:
    view, _tid = demo_view
    proxy = view.proxy
    negatives = [r for r in range(proxy.rowCount()) if proxy.index(r, TOTAL_COLUMN).data(SORT_ROLE) < 0]
    assert negatives, "a demo's totals add up to 0: somebody is below"
    for r in negatives:
        index = proxy.index(r, TOTAL_COLUMN)
        assert index.data().startswith("△")
        assert index.data(Qt.ItemDataRole.ForegroundRole) == qcolour("negative")
        assert int(index.data(Qt.ItemDataRole.TextAlignmentRole)) & int(Qt.AlignmentFlag.AlignRight)
    top = proxy.index(0, TOTAL_COLUMN)
    assert top.data().startswith("+")
    assert top.data(Qt.ItemDataRole.ForegroundRole) is None


def test_equal_totals_share_a_rank(ctx: AppContext, qtbot) -> None:
    tid = tournaments.create_tournament("Tie cup", "jpml")
    ids = [players.add_player(tid, f"Player {i}", reading=f"player {i}") for i in range(8)]
    rounds.seat_round(tid, "manual", tables=[ids[:4], ids[4:]])
    for game_id in games.games_of_round(tid, 1):
        games.record_final_scores(game_id, [41200, 31000, 18600, 9200])
    ctx.set_tournament(tid)
    view = StandingsView(ctx)
    qtbot.addWidget(view)
    view.show()  # the view refreshes when it is on screen
    assert shown(view, 0) == ["1", "1", "3", "3", "5", "5", "7", "7"]
    assert shown(view, TOTAL_COLUMN) == ["+61.2", "+61.2", "+11.0", "+11.0", "△21.4", "△21.4",
                                         "△50.8", "△50.8"]


def test_sorting_by_total_is_numeric(demo_view) -> None:
    view, tid = demo_view
    totals = [r.total for r in standings.standings(tid)]
    view.table.sortByColumn(TOTAL_COLUMN, Qt.SortOrder.AscendingOrder)
    ascending = [view.proxy.index(r, TOTAL_COLUMN).data(ROW_ROLE).total for r in range(len(totals))]
    assert ascending == sorted(totals)
    # As text, "+9.0" would sort after "+61.2" and "△" after every "+".
    assert shown(view, TOTAL_COLUMN) != sorted(shown(view, TOTAL_COLUMN))
    view.table.sortByColumn(TOTAL_COLUMN, Qt.SortOrder.DescendingOrder)
    descending = [view.proxy.index(r, TOTAL_COLUMN).data(ROW_ROLE).total for r in range(len(totals))]
    assert descending == sorted(totals, reverse=True)


def test_round_filter_shows_that_rounds_points(demo_view) -> None:
    view, tid = demo_view
    view.range_bar.set_range((2, 2))
    assert view.rounds_range() == (2, 2)
    expected = standings.standings(tid, (2, 2))
    rows = view.model.rows
    assert [(r.player_id, r.total) for r in rows] == [(r.player_id, r.total) for r in expected]
    assert all(r.total == r.by_round[2] for r in rows)  # the demo has no penalties
    assert header(view)[-1] == "Round 2" and "Round 1" not in header(view)
    assert shown(view, TOTAL_COLUMN) == [points(r.total) for r in expected]

    view.range_bar.set_range(None)
    assert [r.total for r in view.model.rows] == [r.total for r in standings.standings(tid)]
    assert header(view)[-2:] == ["Round 1", "Round 2"]


def test_round_filter_spin_boxes(demo_view) -> None:
    view, tid = demo_view
    bar = view.range_bar
    assert not bar.first.isEnabled()
    bar.all_rounds.setChecked(False)
    assert bar.first.isEnabled() and bar.last.maximum() == 2
    assert view.rounds_range() == (1, 2)
    bar.last.setValue(1)
    assert view.rounds_range() == (1, 1)
    assert [r.total for r in view.model.rows] == [r.total for r in standings.standings(tid, (1, 1))]
    bar.first.setValue(2)  # "from" passing "to" drags "to" along
    assert view.rounds_range() == (2, 2)


def test_statistics_tab_lists_every_player(demo_view, qtmodeltester) -> None:
    view, tid = demo_view
    view.tabs.setCurrentWidget(view.stats_page)
    stats = {s.player_id: s for s in player_stats.tournament_stats(tid)}
    assert {s.player_id for s in view.stats_model.rows} == {p.id for p in players.list_players(tid)}
    assert len(view.stats_model.rows) == 8
    proxy = view.stats_proxy
    for r in range(proxy.rowCount()):
        s = stats[proxy.index(r, 0).data(ROW_ROLE).player_id]
        assert proxy.index(r, 8).data() == str(s.hands)  # Hands played, after the games' figures
        assert proxy.index(r, 9).data() == percent(s.rate_x1000(s.wins))
        assert proxy.index(r, 11).data() == percent(s.rate_x1000(s.riichi))
        assert proxy.index(r, 9).data().endswith("%")
    qtmodeltester.check(view.stats_model)


def test_statistics_list_names_by_their_reading(ctx: AppContext, qtbot) -> None:
    # 50音順 as the standings and the player list: code-point order (中, 伊, 小, 石) looks random
    tid = tournaments.create_tournament("春季大会", "jpml")
    for name, reading in (("中島 剛", "なかじま つよし"), ("伊藤 恵", "いとう めぐみ"),
                          ("小林 千尋", "こばやし ちひろ"), ("石川 由美", "いしかわ ゆみ")):
        players.add_player(tid, name, reading=reading)
    ctx.set_tournament(tid)
    view = StandingsView(ctx)
    qtbot.addWidget(view)
    view.show()
    view.tabs.setCurrentWidget(view.stats_page)
    order = ["石川 由美", "伊藤 恵", "小林 千尋", "中島 剛"]
    proxy = view.stats_proxy
    assert [proxy.index(r, 0).data() for r in range(proxy.rowCount())] == order
    assert [s.name for s in player_stats.tournament_stats(tid)] == order  # the service's own order too


def test_view_follows_a_finished_game(ctx: AppContext, qtbot) -> None:
    tid = tournaments.create_tournament("Live cup", "jpml")
    ids = [players.add_player(tid, f"Player {i}", reading=f"player {i}") for i in range(4)]
    ctx.set_tournament(tid)
    view = StandingsView(ctx)
    qtbot.addWidget(view)
    view.show()  # the view refreshes when it is on screen
    assert shown(view, TOTAL_COLUMN) == ["0.0"] * 4
    rounds.seat_round(tid, "manual", tables=[ids])
    games.record_final_scores(games.games_of_round(tid, 1)[0], [41200, 31000, 18600, 9200])
    ctx.notify()
    assert shown(view, TOTAL_COLUMN) == ["+61.2", "+11.0", "△21.4", "△50.8"]
    assert shown(view, 1) == ["Player 0", "Player 1", "Player 2", "Player 3"]
    assert header(view)[-1] == "Round 1"
    assert [r.total for r in view.model.rows] == [r.total for r in standings.standings(tid)]


def test_buttons_ask_for_the_projector_and_printing(demo_view, qtbot) -> None:
    view, _tid = demo_view
    with qtbot.waitSignal(view.projector_requested, timeout=1000):
        qtbot.mouseClick(view.projector_button, Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(view.print_requested, timeout=1000) as blocker:
        qtbot.mouseClick(view.print_button, Qt.MouseButton.LeftButton)
    assert blocker.args == ["standings"]


def test_without_a_tournament_the_view_is_empty(ctx: AppContext, qtbot) -> None:
    view = StandingsView(ctx)
    qtbot.addWidget(view)
    view.show()  # the view refreshes when it is on screen
    assert view.model.rowCount() == 0
    assert view.stats_model.rowCount() == 0


def test_a_hidden_standings_view_catches_up_when_shown(qtbot: Any, tournament_db: Path,
                                                       tmp_path: Path) -> None:
    from ..services.helpers import tournament_with_players

    tid, ids = tournament_with_players(4)
    rounds.seat_round(tid, "manual", tables=[ids])
    ctx = AppContext(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat), str(tournament_db))
    ctx.tournament_id = tid
    view = StandingsView(ctx)
    qtbot.addWidget(view)
    assert view.lazy.stale and view.model.rowCount() == 0  # nothing read while hidden
    games.record_final_scores(games.games_of_round(tid, 1)[0], [41200, 31000, 18600, 9200])
    ctx.notify()
    assert view.model.rowCount() == 0
    view.show()
    assert not view.lazy.stale
    assert view.model.rowCount() == 4

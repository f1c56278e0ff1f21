"""The player's page draws the club rating after every event on a tab of its own (issue 40 item 3(b))."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tournament_app.services import games, rounds, tournaments
from tournament_app.storage.models import Registration
from tournament_app.ui.player_page import PlayerPage

from ..services.helpers import tournament_with_players
from .ui_helpers import make_ctx


def _two_events() -> tuple[int, list[int]]:
    """The same four players in a January event and a May one, a final-scores game in each."""
    winter, ids = tournament_with_players(4, name="Winter")
    tournaments.update_tournament(winter, name="Winter", starts_on=dt.date(2026, 1, 10), ends_on=None,
                                  venue="")
    may = tournaments.create_tournament("May cup", "jpml", starts_on=dt.date(2026, 5, 3))
    for pid in ids:  # one player in two events (the person registry is the other way to say so)
        Registration.create(tournament=may, player=pid)
    for tid, scores in ((winter, [40000, 30000, 20000, 10000]), (may, [10000, 40000, 30000, 20000])):
        rounds.seat_round(tid, "manual", tables=[ids])
        games.record_final_scores(games.games_of_round(tid, 1)[0], scores)
    return may, ids


def test_the_rating_tab_draws_the_rating_after_every_event(qtbot: QtBot, tournament_db: Path, tmp_path: Path,
                                                           app_font: None) -> None:
    """In the font the app runs with: where a Japanese font is installed, its line is a pixel taller."""
    tid, ids = _two_events()
    ctx = make_ctx(tmp_path, tid)
    ctx.db_path = str(tournament_db)
    page = PlayerPage(ctx, ids[0])
    qtbot.addWidget(page)
    page.resize(1366, 768)
    page.show()
    qtbot.waitExposed(page)
    assert page.rating_chart.data is None  # read when its tab is first shown, not with the page
    bar = page.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(page.rating_tab).center())
    assert page.tabs.currentIndex() == page.rating_tab
    person = page.rating_chart.data
    assert person is not None
    # Winter: 1st of four newcomers, 1530.00; May: 4th at a table averaging 1500 after one game each:
    # 0.998 × (−30 + (1500 − 1530) / 40) = −30.6885 → −30.69 → 1499.31, 3rd of the four
    assert [(h.tournament, h.rating) for h in person.history] == [("Winter", 153_000), ("May cup", 149_931)]
    text = page.rating_summary.text()
    assert "Rating 1499.31" in text and "Place 3 of 4" in text and "2 games rated" in text
    summary = page.rating_summary  # its text set as the tab was shown: laid out once Qt has run
    qtbot.waitUntil(lambda: summary.height() >= summary.sizeHint().height())  # not cut
    assert page.rating_chart.isVisible() and page.rating_chart.height() >= page.rating_chart.minimumHeight()
    page.grab().save(str(tmp_path / "player_rating.png"))
    page.resize(1920, 1080)
    page.grab().save(str(tmp_path / "player_rating_large.png"))


def test_a_player_without_a_rated_game_says_so(qtbot: QtBot, tournament_db: Path, tmp_path: Path) -> None:
    tid, ids = tournament_with_players(4)
    ctx = make_ctx(tmp_path, tid)
    ctx.db_path = str(tournament_db)
    page = PlayerPage(ctx, ids[2])
    qtbot.addWidget(page)
    page.show()
    qtbot.waitExposed(page)
    page.tabs.setCurrentIndex(page.rating_tab)
    assert page.rating_chart.data is None
    assert page.rating_summary.text() == "No rated game yet."

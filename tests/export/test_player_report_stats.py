"""The printed player report carries the player's statistics (issue 40 item 2): the player page's
figures, each with what it rests on, and the page stays one sheet."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.services.helpers import stats_event
from tournament_app.export.outputs import print_document
from tournament_app.services import demo

from . import helpers as h


def _pages(pdf: Path) -> dict[str, str]:
    """Each report's text (whitespace folded), by the player's name."""
    pages = [" ".join(page.split()) for page in h.pdf_text(pdf).split("\f") if page.strip()]
    return {page.split("Player report: ")[1].split(" Test cup")[0]: page for page in pages}


def test_each_report_gives_the_players_figures_and_what_they_rest_on(qapp: Any, backend_db: str,
                                                                     tmp_path: Path) -> None:
    tid, _ids = stats_event()
    pdf = tmp_path / "players.pdf"
    print_document(tid, "players", pdf)
    pages = _pages(pdf)
    assert h.pdf_pages(pdf) == len(pages) == 4
    one = pages["Player 01"]  # seat 1: a ron of 5,200 in 6 hands, riichi once, a chombo
    for cells in ("Win rate 16.7% of 6 hands", "Average win 5,200 of 1 win", "Riichi rate 16.7% of 6 hands",
                  "Hands played 6 of 1 game by hands", "Tenpai rate at draws 0.0% of 2 draws",
                  "Largest hand 5,200 of 1 win", "Chombo 1 of 2 games"):
        assert cells in one, cells
    assert "Deal-in rate 16.7% of 6 hands" in pages["Player 00"]
    assert "Yakuman 1 of 6 hands" in pages["Player 03"]
    note = "Ippatsu and ura dora are not counted: the game record holds neither."
    assert all(note in p for p in pages.values())


def test_a_long_leagues_report_with_its_statistics_stays_one_sheet(qapp: Any, backend_db: str,
                                                                   tmp_path: Path) -> None:
    tid = demo.create_demo(players_count=4, rounds_count=12, seed=5, name="Test cup")
    pdf = tmp_path / "players.pdf"
    print_document(tid, "players", pdf)
    pages = _pages(pdf)
    assert h.pdf_pages(pdf) == len(pages) == 4
    assert all("Win rate" in p and "Round 12" in p for p in pages.values())

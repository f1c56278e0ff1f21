"""Issue 35 (9): the same game entered hand by hand with a ``C`` chombo hand and by its final scores
with the chombo ticked prints and exports the same: score sheets' settlement and the standings (PDF
text), the player reports' best and worst games, the workbook (as openpyxl reads it and as LibreOffice
shows it) and the EMA results file."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from openpyxl import load_workbook

from tests.export import helpers as h
from tests.services.chombo_pair import WAYS, Pair, X, Y, both_ways
from tournament_app.export import outputs
from tournament_app.export.ema import write_ema

SETTLEMENT = ("Final score", "Rank", "Rank points", "Penalty", "Points")


@pytest.fixture
def pair(backend_db: str) -> Pair:
    return both_ways()


def _plain(text: str, way: str) -> str:
    """The text with the tournament's name and page numbers left out, spaces as one."""
    text = text.replace(f"Chombo cup ({way})", "CUP")
    text = re.sub(r"\d+/\d+\n|Page \d+ of \d+", "", text)
    return "\n".join(" ".join(line.split()) for line in text.splitlines() if line.strip())


def _without_hand_figures(text: str) -> str:
    """A report's text less the rows of its statistics that rest on hands (and the line under them)."""
    hands = re.compile(r"of \d+ (games? by hands|hands?|wins?|deal-ins?|draws?)\b|Ippatsu and ura dora")
    return "\n".join(line for line in text.splitlines() if not hands.search(line))


def _settlement_lines(text: str) -> list[str]:
    labels = "|".join(SETTLEMENT)
    return [line for line in text.splitlines() if re.fullmatch(rf"({labels})( [+△]?[\d.,]+){{4}}", line)]


def test_score_sheets_standings_and_player_reports_print_the_same(pair: Pair, tmp_path: Path,
                                                                  qapp: Any) -> None:
    printed: dict[str, dict[str, str]] = {}
    for way in WAYS:
        tid = pair.tournament(way)
        printed[way] = {}
        for kind in ("scoresheets", "standings", "players"):
            pdf = tmp_path / f"{kind}-{way}.pdf"
            outputs.print_document(tid, kind, pdf)
            printed[way][kind] = _plain(h.pdf_text(pdf), way)
        h.render_first_page(tmp_path / f"scoresheets-{way}.pdf", tmp_path)
    desk, final = printed["desk"], printed["final"]
    first_sheet = {way: printed[way]["scoresheets"].split("Signatures")[0] for way in WAYS}
    assert _settlement_lines(first_sheet["desk"]) == _settlement_lines(first_sheet["final"]) == [
        "Final score 37,000 25,300 13,000 24,700", "Rank 1 2 4 3", "Rank points +50.0 +10.0 △30.0 △10.0",
        "Penalty △40.0 0.0 0.0 0.0", "Points +17.0 +5.3 △47.0 △15.3"]
    assert "Chombo: Player 00 △40.0" in first_sheet["desk"]  # the C hand, in its hand log
    assert desk["standings"] == final["standings"]
    assert final["standings"].index(Y) < final["standings"].index(X)  # best_game: +55.0 over +17.0
    # the reports' statistics from the hands are the desk's only: a game by final scores has no hands
    assert _without_hand_figures(desk["players"]) == _without_hand_figures(final["players"])
    report = final["players"].split(f"Player report: {X}")[1]
    assert "Best game +17.0" in report and "Worst game +10.0" in report


def _values(path: Path, way: str) -> dict[str, list[tuple[Any, ...]]]:
    book = load_workbook(path)
    out = {}
    for ws in book.worksheets:
        rows = [tuple(v.replace(f"Chombo cup ({way})", "CUP") if isinstance(v, str) else v for v in row)
                for row in ws.iter_rows(values_only=True)]
        out[ws.title] = [r for r in rows if any(v is not None for v in r)]
    return out


def _pages(pdf: Path, way: str) -> dict[str, str]:
    """LibreOffice's pages by the sheet named in their header, each sheet's pages together."""
    pages: dict[str, str] = {}
    for page in h.pdf_text(pdf).split("\f"):
        if page.strip():
            sheet = page.strip().splitlines()[0].split("  ")[-1].strip()
            pages[sheet] = pages.get(sheet, "") + _plain(page, way) + "\n"
    return pages


def test_the_workbook_and_the_ema_file_hold_the_same(pair: Pair, tmp_path: Path) -> None:
    books, shown, ema = {}, {}, {}
    for way in WAYS:
        tid = pair.tournament(way)
        outputs.export_workbook(tid, tmp_path / f"{way}.xlsx")
        books[way] = _values(tmp_path / f"{way}.xlsx", way)
        shown[way] = _pages(h.soffice_pdf(tmp_path / f"{way}.xlsx", tmp_path), way)
        write_ema(tid, tmp_path / f"ema-{way}.xlsx")
        ema[way] = _values(tmp_path / f"ema-{way}.xlsx", way)["EMA results"][1:]  # below the name
    desk, final = books["desk"], books["final"]
    for sheet in ("Standings", "League", "Results", "Players", "Progress"):
        assert desk[sheet] == final[sheet], sheet
    by_label = {way: [r for r in books[way]["R1 T1"] if r[3] in SETTLEMENT] for way in WAYS}
    assert by_label["desk"] == by_label["final"]
    assert [r[5::2] for r in by_label["final"] if r[3] in ("Penalty", "Points")] == [
        (-40, 0, 0, 0), (17, 5.3, -47, -15.3)]
    standing = [r[1] for r in final["Standings"] if r[1] in (X, Y)]
    assert standing == [Y, X]
    for sheet in ("Standings", "League", "Results", "Players"):
        assert shown["desk"][sheet] == shown["final"][sheet], sheet
    assert "Player 00 +27.0 2 1.50 1 1 0 0 33,500 △40.0 +17.0 +10.0" in shown["final"]["Standings"]
    assert [r for r in _settlement_lines(shown["desk"]["R1 T1"]) if r.startswith(("Penalty", "Points"))] == [
        r for r in _settlement_lines(shown["final"]["R1 T1"]) if r.startswith(("Penalty", "Points"))]
    assert ema["desk"] == ema["final"]
    places = {row[2]: row[0] for row in ema["final"] if row[2] in ("00", "04")}
    assert places == {"04": 2, "00": 3}

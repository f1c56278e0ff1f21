"""Issue 26 (1): a print holds every part it was asked for, however many pages.

Qt lays a ``QTextDocument`` out up to 2^23 device pixels (QFIXED_MAX) and silently drops the rest:
691 A4 pages at the 1,200 dpi of its PDF printer, where the score sheets of a 128-player, 20-round
league were cut at game 346 of 640. The limit is in device pixels, so at 19,200 dpi it comes after
43 pages: these prints cross it with a few dozen parts (bench/bench_print.py crosses it at 1,200 dpi).
Every part must then be in the PDF's text; a part that alone would pass it refuses the print.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from tournament_app.export import paged
from tournament_app.export.outputs import document, print_document
from tournament_app.services import demo, players, rounds
from tournament_app.words.messages import UserError

from . import helpers as h

HIGH_DPI = 19_200


@pytest.fixture
def high_dpi(monkeypatch: pytest.MonkeyPatch) -> int:
    """The PDF printer's resolution raised: the layout limit in pages, with it."""
    monkeypatch.setattr(paged, "PDF_DPI", HIGH_DPI)
    body_mm = 297 - 2 * paged.MARGIN_MM - 2 * paged.BAND_MM
    return int(paged.LAYOUT_LIMIT_PX // (body_mm / 25.4 * HIGH_DPI))  # pages one layout holds


def _footers(text: str) -> list[str]:
    return [re.findall(r"Page (\d+) of (\d+)", page)[-1] for page in text.split("\f") if page.strip()]


def test_score_sheets_past_the_layout_limit_hold_every_game(qapp: Any, tournament_db: Path, tmp_path: Path,
                                                             high_dpi: int) -> None:
    tid = demo.create_demo(players_count=8, rounds_count=14, seed=4)
    pdf = tmp_path / "sheets.pdf"
    print_document(tid, "scoresheets", pdf)
    pages = h.pdf_pages(pdf)
    assert pages > high_dpi  # past the limit of one layout (43 pages here)
    text = h.pdf_text(pdf)
    sheets = re.findall(r"Score sheet: round (\d+), table (\d+)", text)
    expected = [(str(r), str(t)) for r in range(1, 15) for t in range(1, 3)]
    assert sorted(set(sheets)) == sorted(expected)  # all 28 games, the last ones too
    assert len(sheets) == len(expected)  # (each heading once: the score line repeats no title)
    assert _footers(text) == [(str(n), str(pages)) for n in range(1, pages + 1)]  # "Page 7 of 56"


def test_player_reports_past_the_layout_limit_hold_every_player(qapp: Any, tournament_db: Path,
                                                                 tmp_path: Path, high_dpi: int) -> None:
    tid = demo.create_demo(players_count=48, rounds_count=1, seed=4)
    pdf = tmp_path / "players.pdf"
    print_document(tid, "players", pdf)
    assert h.pdf_pages(pdf) > high_dpi
    reports = re.findall(r"Player report: (\S+ \S+)", h.pdf_text(pdf))
    assert len(reports) == len(set(reports)) == 48


def test_seating_past_the_layout_limit_holds_every_round(qapp: Any, tournament_db: Path, tmp_path: Path,
                                                         high_dpi: int) -> None:
    tid = demo.create_demo(players_count=8, rounds_count=0, seed=4)
    ids = [p.id for p in players.list_players(tid)]
    for n in range(48):  # (a fixed seating: the seating search is not what is tested)
        turn = ids[n % 8:] + ids[:n % 8]
        rounds.seat_round(tid, "manual", tables=[turn[:4], turn[4:]])
    pdf = tmp_path / "seating.pdf"
    print_document(tid, "seating", pdf)
    assert h.pdf_pages(pdf) > high_dpi
    text = h.pdf_text(pdf)
    assert sorted(int(n) for n in re.findall(r"Seating: Round (\d+)", text)) == list(range(1, 49))
    assert text.count("Where do I sit?") >= 1 and "Round 48" in text.split("Where do I sit?")[-1]


def test_no_part_grows_with_the_league(qapp: Any, tournament_db: Path) -> None:
    """Every kind is made of parts of bounded size: a game, a player, a round (the standings are one
    part of at most one row per player)."""
    tid = demo.create_demo(players_count=8, rounds_count=3, seed=2)
    counts = {kind: sum(1 for _ in document(tid, kind).parts())
              for kind in ("standings", "seating", "scoresheets", "players")}
    assert counts == {"standings": 1, "seating": 3 + 1, "scoresheets": 6, "players": 8}


def test_a_part_too_long_for_one_layout_refuses_the_print(qapp: Any, tmp_path: Path, high_dpi: int) -> None:
    rows = "".join(f"<p>line {i}</p>" for i in range(6000))  # some 100 pages in one part
    pdf = tmp_path / "long.pdf"
    with pytest.raises(UserError, match=r"over \d+ pages.*fewer rounds or players"):
        paged.write_pdf(f"<html><head><title>Long</title></head><body>{rows}</body></html>", pdf)
    assert not pdf.exists() and list(tmp_path.iterdir()) == []  # nothing written, no temporary left

"""The charts drawn with QPainter (issue 17): on images, in the score sheets' and player reports'
PDF (vectors, read back with poppler), and the command line's ``print players``."""

from __future__ import annotations

import base64
import dataclasses
import itertools
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QRect, QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QTextDocument
from PySide6.QtPrintSupport import QPrinter

from tournament_app.cli.main import main
from tournament_app.export import chart_objects, documents
from tournament_app.export import chart_paint as cp
from tournament_app.export.outputs import document_html
from tournament_app.rules.game import play
from tournament_app.rules.record import parse_hand
from tournament_app.services import demo, event_format, players
from tournament_app.services.charts import (
    FieldLine,
    FieldProgress,
    GameLine,
    PlayerProgress,
    PlayerRound,
    line_from_outcomes,
    players_progress,
)
from tournament_app.services.event_standings import ranked
from tournament_app.services.rows import GameResult
from tournament_app.texts import display

from . import helpers as h

RIICHI_HANDS = [{"result": "ron", "winner": 1, "loser": 3, "han": 3, "fu": 30, "riichi": [1]},
                {"result": "tsumo", "winner": 0, "han": 2, "fu": 30, "riichi": [0, 2]},
                {"result": "draw", "tenpai": [2], "riichi": [2]},
                {"result": "ron", "winner": 2, "loser": 0, "han": 4, "fu": 30}]


def line_of(hands: list[dict[str, Any]], names: tuple[str, ...] = h.NAMES[:4]) -> GameLine:
    _state, outcomes = play(h.RULES, [parse_hand(x) for x in hands])
    return line_from_outcomes(7, 2, 1, names, outcomes, h.RULES.start_points)


def labels_of(line: GameLine) -> list[str]:
    return [display.round_label(p.round_index, p.honba) for p in line.hands]


def image(paint: Callable[[QPainter, QRectF], None], width: int = 900, height: int = 420,
          style: cp.ChartStyle = cp.LIGHT) -> QImage:
    return cp.chart_image(width, height, paint, background=style.background).convertToFormat(
        QImage.Format.Format_RGB32)


def count(img: QImage, colour: QColor, area: QRect | None = None, tolerance: int = 24) -> int:
    """Pixels within ``tolerance`` of ``colour`` (per channel) inside ``area``."""
    area = area or img.rect()
    want = (colour.red(), colour.green(), colour.blue())
    data = bytes(img.constBits())[: img.sizeInBytes()]
    stride = img.bytesPerLine()
    found = 0
    for y in range(area.top(), area.bottom() + 1):
        row = data[y * stride:(y + 1) * stride]
        for x in range(area.left(), area.right() + 1):
            b, g, r = row[4 * x], row[4 * x + 1], row[4 * x + 2]  # little-endian ARGB32
            if max(abs(r - want[0]), abs(g - want[1]), abs(b - want[2])) <= tolerance:
                found += 1
    return found


def plot_area(img: QImage) -> QRect:
    """Well inside the plot: below the legend, right of the score labels, above the hand labels."""
    return QRect(110, 80, img.width() - 140, img.height() - 160)


# -- images -----------------------------------------------------------------------------------------
def test_every_seat_is_drawn_in_its_colour_in_the_plot(qapp: Any) -> None:
    line = line_of(h.simulated_hands(11))
    assert len(line.hands) >= 8
    img = image(lambda p, r: cp.paint_game_line(p, r, line, labels_of(line)))
    for seat, colour in enumerate(cp.SEAT_COLOURS):
        assert count(img, colour, plot_area(img)) > 40, f"seat {seat}"


def test_no_hands_paints_the_axes_and_a_note_without_lines(qapp: Any) -> None:
    empty = dataclasses.replace(line_of(RIICHI_HANDS), hands=())  # a game of final scores only
    img = image(lambda p, r: cp.paint_game_line(p, r, empty, []))
    for colour in cp.SEAT_COLOURS:
        assert count(img, colour, plot_area(img)) == 0
        assert count(img, colour) > 0  # the legend still names the seats
    assert count(img, cp.LIGHT.text, plot_area(img), tolerance=60) > 20  # "No hands recorded"


def test_seats_stay_apart_in_black_and_white() -> None:
    assert len(set(cp.SEAT_DASHES)) == 4 and len(set(cp.SEAT_MARKERS)) == 4
    greys = sorted(QColor(c).lightness() for c in cp.SEAT_COLOURS)
    assert all(b - a >= 10 for a, b in itertools.pairwise(greys)), greys


def test_a_tiny_or_crowded_chart_still_paints(qapp: Any) -> None:
    line = line_of(h.simulated_hands(5))
    long_game = dataclasses.replace(line, hands=line.hands * 4)  # many hands: labels turn and thin out
    for width, height in ((900, 420), (240, 120), (30, 20)):
        img = image(lambda p, r: cp.paint_game_line(p, r, long_game, labels_of(long_game)), width, height)
        assert not img.isNull()


def field(lines: int = 20, cut: int | None = 8) -> FieldProgress:
    rows = tuple(FieldLine(i, f"Player {i}", i + 1, (None if i % 5 == 4 else 300 - 20 * i, 500 - 40 * i,
                                                     600 - 50 * i)) for i in range(lines))
    return FieldProgress((1, 2, 3), rows, cut, "Semi-final" if cut else None)


def test_the_field_draws_the_cut_only_with_a_next_stage(qapp: Any) -> None:
    cut_colour = QColor("#c00000")
    with_cut = image(lambda p, r: cp.paint_field(p, r, field()))
    assert count(with_cut, cut_colour, plot_area(with_cut), tolerance=30) > 50
    assert cp.cut_value(field()) == field().lines[7].cumulative[-1]
    without = image(lambda p, r: cp.paint_field(p, r, field(cut=None)))
    assert count(without, cut_colour, plot_area(without), tolerance=30) == 0


def test_a_page_of_the_field_draws_only_its_lines(qapp: Any) -> None:
    first = image(lambda p, r: cp.paint_field(p, r, field(cut=None), lines=slice(0, 4)))
    assert count(first, cp.FIELD_COLOURS[0], plot_area(first)) > 20
    assert count(first, cp.FIELD_COLOURS[4], plot_area(first)) == 0  # the 5th line is on the next page
    dark = image(lambda p, r: cp.paint_field(p, r, field(), cp.DARK, lines=slice(4, 8)), 1600, 900, cp.DARK)
    assert count(dark, cp.DARK.background, plot_area(dark)) > 1000


def test_every_page_of_the_field_shares_one_scale(qapp: Any) -> None:
    """Page 1 (totals up to +60.0) and page 4 (down to △15.0) draw the same axis, so the cut line and a
    total sit at the same height on every page of the projector."""
    pages = [image(lambda p, r, s=s: cp.paint_field(p, r, field(), lines=slice(s, s + 4)))
             for s in (0, 12)]
    strip = QRect(0, 0, 36, pages[0].height() - 24)  # the points axis' labels, left of the plot
    assert pages[0].copy(strip) == pages[1].copy(strip)
    assert count(pages[0], cp.FIELD_COLOURS[0], plot_area(pages[0])) > 20  # still page 1's lines


def test_player_progress_and_places(qapp: Any) -> None:
    progress = PlayerProgress(3, "佐藤 太郎", (PlayerRound(1, 150, 150, 3), PlayerRound(2, None, 150, 5),
                                            PlayerRound(3, -420, -270, 12)), (1, 0, 0, 1), 16)
    img = image(lambda p, r: cp.paint_player_progress(p, r, progress), 700, 500)
    assert count(img, cp.SEAT_COLOURS[0]) > 100
    nothing = image(lambda p, r: cp.paint_player_progress(p, r, dataclasses.replace(progress, rounds=())))
    assert count(nothing, cp.SEAT_COLOURS[0]) == 0
    bars = image(lambda p, r: cp.paint_places(p, r, (3, 0, 0, 1)), 300, 220)
    empty_bars = image(lambda p, r: cp.paint_places(p, r, (0, 0, 0, 0)), 300, 220)
    assert count(bars, cp.LIGHT.background) < count(empty_bars, cp.LIGHT.background)


def test_a_chart_in_html_paints_as_the_chart_itself(qapp: Any) -> None:
    line = line_of(RIICHI_HANDS)
    labels = labels_of(line)
    src = chart_objects.game_line_img(line, labels, 600, 250).split("'")[1]
    paint = chart_objects.painter_for(src)
    assert paint is not None
    assert image(paint, 600, 250) == image(lambda p, r: cp.paint_game_line(p, r, line, labels), 600, 250)
    progress = PlayerProgress(1, "A", (PlayerRound(1, 10, 10, 1),), (1, 0, 0, 0), 4)
    for html in (chart_objects.player_progress_img(progress, 300, 200),
                 chart_objects.places_img((1, 2, 0, 3), 300, 200)):
        assert chart_objects.painter_for(html.split("'")[1]) is not None
    for foreign in ("data:image/png;base64,AAAA", "chart:game:not-base64!", "chart:pie:e30=", "logo.png"):
        assert chart_objects.painter_for(foreign) is None


# -- documents --------------------------------------------------------------------------------------
def pdf_text(pdf: Path) -> str:
    return h.pdf_text(pdf)


def with_outcomes(game: GameResult, hands: list[dict[str, Any]]) -> GameResult:
    _state, outcomes = play(h.RULES, [parse_hand(x) for x in hands])
    return dataclasses.replace(game, outcomes=tuple(outcomes))


def test_score_sheets_carry_the_score_line(qapp: Any, tmp_path: Path) -> None:
    games = [with_outcomes(h.hands_game(1, 1, (0, 1, 4, 5), RIICHI_HANDS), RIICHI_HANDS),
             h.final_game(1, 2, (2, 3, 6, 7), [41200, 31000, 18600, 9200])]
    html = documents.scoresheets_html(h.INFO, games)
    assert html.count("src='chart:game:") == 1  # the final-scores game has no line to draw
    pdf = tmp_path / "sheets.pdf"
    documents.write_pdf(html, pdf)
    text = pdf_text(pdf)
    # the chart is drawn as vectors: its legend is text of the PDF, once
    assert text.count("Deal-in") == 1 and "Riichi" in text and "Start" in text
    assert h.pdf_pages(pdf) == 2  # a short game's sheet and its chart fit one page
    page = QImage(str(h.render_first_page(pdf, tmp_path))).convertToFormat(QImage.Format.Format_RGB32)
    for colour in cp.SEAT_COLOURS:
        assert count(page, colour, tolerance=30) > 10


def test_the_print_preview_draws_the_charts_too(qapp: Any, tmp_path: Path) -> None:
    game = with_outcomes(h.hands_game(1, 1, (0, 1, 4, 5), RIICHI_HANDS), RIICHI_HANDS)
    doc: QTextDocument = documents.text_document(documents.scoresheets_html(h.INFO, [game]))
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    pdf = tmp_path / "preview.pdf"
    printer.setOutputFileName(str(pdf))
    doc.print_(printer)  # what the preview dialog does: a copy of the document, laid out anew
    assert "Deal-in" in pdf_text(pdf)


@pytest.fixture
def league(tournament_db: Path) -> tuple[Path, int]:
    return tournament_db, demo.create_demo(players_count=8, rounds_count=2, seed=5, name="Chart cup")


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(["--lang", "en", *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_print_players_writes_a_page_per_player(qapp: Any, league: tuple[Path, int], tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    db, tid = league
    pdf = tmp_path / "players.pdf"
    code, _out, err = run(capsys, "--db", str(db), "print", "players", "--out", str(pdf))
    assert code == 0, err
    # one page each, in the order of the readings (as the reports are handed out)
    order = sorted(players.list_players(tid), key=lambda p: (p.reading or p.name, p.name))
    assert h.pdf_pages(pdf) == len(order) == 8
    pages = pdf_text(pdf).split("\f")
    standing = {r.name: r for r in ranked(tid)}
    progress = {p.name: p for p in players_progress(tid)}
    for player, page in zip(order, pages, strict=False):
        name = player.name
        assert "Player report: " in page
        assert f"{standing[name].rank} of 8" in page and display.points(standing[name].total) in page
        # the charts are on the page (as vectors): their titles and every round's running total
        assert "Total points after each round" in page and "Place after each round" in page
        for r in progress[name].rounds:
            assert display.points(r.cumulative) in page
    page = QImage(str(h.render_first_page(pdf, tmp_path))).convertToFormat(QImage.Format.Format_RGB32)
    assert count(page, cp.SEAT_COLOURS[0], tolerance=30) > 50  # the progress lines


def test_print_players_refuses_bad_input(qapp: Any, league: tuple[Path, int], tmp_path: Path,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    db, _tid = league
    pdf = tmp_path / "players.pdf"
    code, out, err = run(capsys, "--db", str(db), "print", "players", "--rounds", "1-1", "--out", str(pdf))
    assert (code, out) == (2, "") and "leave out the rounds" in err and len(err.strip().splitlines()) == 1
    code, out, err = run(capsys, "--db", str(db), "print", "player", "--out", str(pdf))
    assert (code, out) == (2, "") and "players" in err
    assert not pdf.exists()


def test_player_reports_keep_hidden_rounds_hidden(qapp: Any, league: tuple[Path, int]) -> None:
    _db, tid = league
    shown = document_html(tid, "players")
    assert shown.count("after round 2") == 8 and "Round 2" in shown
    event_format.hide_standings(tid, 2)
    hidden = document_html(tid, "players")
    assert hidden.count("after round 1") == 8
    assert "after round 2" not in hidden and "Round 2" not in hidden
    # the charts carry round 1 only
    for src in (part.split("'")[0] for part in hidden.split("src='")[1:]):
        if src.startswith("chart:progress:"):
            data = json.loads(base64.urlsafe_b64decode(src.split(":", 2)[2]))
            assert [r["round"] for r in data["rounds"]] == [1]


def test_print_scoresheets_without_charts_saves_paper(qapp: Any, league: tuple[Path, int], tmp_path: Path,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    db, _tid = league
    with_charts, without = tmp_path / "with.pdf", tmp_path / "without.pdf"
    assert run(capsys, "--db", str(db), "print", "scoresheets", "--out", str(with_charts))[0] == 0
    assert run(capsys, "--db", str(db), "print", "scoresheets", "--no-charts", "--out", str(without))[0] == 0
    assert "Deal-in" in pdf_text(with_charts) and "Deal-in" not in pdf_text(without)  # the charts' key
    assert h.pdf_pages(without) < h.pdf_pages(with_charts)
    assert "Signatures" in pdf_text(without)  # still the whole sheet

"""The workbook's own Excel charts: on the right sheets, over cells that hold what the services say.

A demo tournament is exported to a file, reopened with openpyxl (charts included) and each series is
followed to its cells; the expected values come from the chart services (game lines replayed from
the stored hands, player progress, field progress), not from the workbook code. LibreOffice then
recalculates the player chart's formulas (for two chosen players) and renders the charts.
"""

from __future__ import annotations

import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from openpyxl import load_workbook
from openpyxl.utils.cell import range_boundaries
from openpyxl.workbook.workbook import Workbook

from tests import children
from tournament_app.export import workbook_charts as wc
from tournament_app.export.chart_paint import SEAT_COLOURS
from tournament_app.export.outputs import export_workbook
from tournament_app.services import charts, event_format, penalties, players, rounds
from tournament_app.services.demo import create_demo
from tournament_app.texts import display
from tournament_app.words.i18n import set_language

from . import helpers as h

PLAYERS, ROUNDS = 8, 3


@pytest.fixture(scope="module")
def event(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[int, Path]]:
    """A demo tournament of 3 rounds whose next stage takes the top 4, and its workbook."""
    from tournament_app.storage.database import close_database, open_database

    folder = tmp_path_factory.mktemp("charts")
    open_database(folder / "tournament.sqlite3")
    set_language("en")  # (before the per-test fixture that does the same)
    tid = create_demo(players_count=PLAYERS, rounds_count=ROUNDS, seed=3)
    event_format.add_stage(tid, "Final", ROUNDS + 1, top=4)
    # a penalty given without a round counts in every total: the charts must count it as well
    penalised = players.list_players(tid)[0].id
    penalties.add_penalty(tid, penalised, -40, "late")
    path = folder / "book.xlsx"
    export_workbook(tid, path)
    yield tid, path
    close_database()


@pytest.fixture(scope="module")
def book(event: tuple[int, Path]) -> Workbook:
    return load_workbook(event[1])


def cells(book: Workbook, ref: str) -> list[Any]:
    """The values of a reference such as ``'R1 T1'!$F$5:$F$20`` (one row or one column)."""
    sheet, _, area = ref.rpartition("!")
    ws = book[sheet.strip("'").replace("''", "'")]
    min_col, min_row, max_col, max_row = range_boundaries(area.replace("$", ""))
    return [ws.cell(r, c).value for r in range(min_row, max_row + 1) for c in range(min_col, max_col + 1)]


def series_name(book: Workbook, series: Any) -> Any:
    return cells(book, series.tx.strRef.f)[0]


def categories(book: Workbook, series: Any) -> list[Any]:
    ref = series.cat.strRef or series.cat.numRef  # (openpyxl reads text categories as numRef too)
    return cells(book, ref.f)


def rgb(fill: Any) -> str:
    return str(getattr(fill.srgbClr, "val", fill.srgbClr))


def colour(series: Any) -> str:
    return rgb(series.graphicalProperties.line.solidFill)


def tenths(values: list[Any]) -> list[int | None]:
    return [None if v is None else round(v * 10) for v in values]


# -- score sheets ---------------------------------------------------------------------------------
def _game_ids(tid: int) -> list[int]:
    from tournament_app.services import games

    return [g for n in rounds.round_numbers(tid) for g in games.games_of_round(tid, n)]


def check_score_chart(book: Workbook, chart: Any, game_id: int) -> set[tuple[str, bool]]:
    """``chart`` draws the game's scores after each hand from its score sheet, with the marks
    (returned: the marks seen)."""
    line = charts.game_line(game_id)  # replayed from the stored hands
    assert len(chart.series) == 4
    labels = ["Start", *(display.round_label(p.round_index, p.honba) for p in line.hands)]
    seen: set[tuple[str, bool]] = set()
    for seat, series in enumerate(chart.series):
        scores = [line.start[seat], *(p.scores[seat] for p in line.hands)]
        assert cells(book, series.val.numRef.f) == scores
        assert categories(book, series) == labels
        assert series_name(book, series).endswith(line.names[seat])
        assert colour(series) == SEAT_COLOURS[seat].name()[1:].upper()
        # wins, deals-in and riichi on the points after those hands (point 0 is the start)
        marks = {p.idx: (p.marker.symbol, rgb(p.marker.spPr.solidFill) == "FFFFFF") for p in series.dPt}
        expected = {i: ("star", False) if seat in p.winners else ("x", False) if seat in p.dealt_in
                    else (series.marker.symbol, True)  # riichi: the seat's shape, hollow
                    for i, p in enumerate(line.hands, 1) if seat in (*p.winners, *p.dealt_in, *p.riichi)}
        assert marks == expected, (game_id, seat)
        seen.update((symbol if not hollow else "riichi", hollow) for symbol, hollow in marks.values())
    dashes = {s.graphicalProperties.line.prstDash for s in chart.series}
    symbols = {s.marker.symbol for s in chart.series}
    assert len(dashes) == 4 and len(symbols) == 4  # told apart in black and white
    return seen


def test_each_score_sheet_charts_every_seat_after_every_hand(event: tuple[int, Path], book: Workbook) -> None:
    ids = _game_ids(event[0])
    assert len(ids) == PLAYERS // 4 * ROUNDS
    seen = set()
    for game_id in ids:
        line = charts.game_line(game_id)
        (chart,) = book[f"R{line.round} T{line.table}"]._charts
        seen |= check_score_chart(book, chart, game_id)
        assert chart.series[0].val.numRef.f.startswith(f"'R{line.round} T{line.table}'!")
    assert seen == {("star", False), ("x", False), ("riichi", True)}  # the demo has all three


def test_a_score_chart_has_the_page_after_the_score_sheet(book: Workbook) -> None:
    ws = book["R1 T1"]
    anchor = ws._charts[0].anchor
    assert ws.cell(ws.max_row, 4).value == "Signature"
    assert [b.id for b in ws.row_breaks.brk] == [ws.max_row]
    assert anchor._from.row == ws.max_row  # 0-based: the row after the signatures
    assert anchor.to.row - anchor._from.row == wc.SCORE_CHART_ROWS


def test_a_long_leagues_score_charts_have_sheets_of_their_own(event: tuple[int, Path], tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """One sheet of all the score sheets: its charts go to sheets of a few each (LibreOffice)."""
    from tournament_app.export import workbook as wbmod

    monkeypatch.setattr(wbmod, "GAME_SHEETS_LIMIT", 3)
    monkeypatch.setattr(wc, "SCORE_CHARTS_PER_SHEET", 4)
    path = tmp_path / "long.xlsx"
    export_workbook(event[0], path)
    book = load_workbook(path)
    assert book.sheetnames[-3:] == ["Score sheets", "Score charts 1", "Score charts 2"]
    assert not book["Score sheets"]._charts
    found = [*book["Score charts 1"]._charts, *book["Score charts 2"]._charts]
    assert [len(book[s]._charts) for s in ("Score charts 1", "Score charts 2")] == [4, 2]
    for chart, game_id in zip(found, _game_ids(event[0]), strict=True):
        check_score_chart(book, chart, game_id)
        assert chart.series[0].val.numRef.f.startswith("'Score sheets'!")
    titles = [r[1] for r in book["Score charts 2"].iter_rows(values_only=True) if r and r[1]]
    assert titles == ["Score sheet: round 3, table 1", "Score sheet: round 3, table 2"]


def test_many_games_lose_their_score_charts_but_keep_the_others(event: tuple[int, Path], tmp_path: Path,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(wc, "GAME_CHARTS_LIMIT", len(_game_ids(event[0])) - 1)
    path = tmp_path / "limited.xlsx"
    export_workbook(event[0], path)
    book = load_workbook(path)
    assert not any(book[s]._charts for s in book.sheetnames if s.startswith("R"))
    assert book["Field chart"]._charts and book["Player chart"]._charts


# -- players and the field ------------------------------------------------------------------------
def test_progress_holds_each_players_points_rank_and_places(event: tuple[int, Path], book: Workbook) -> None:
    tid, _ = event
    ws = book["Progress"]
    rows = list(ws.iter_rows(min_row=3, values_only=True))
    field = charts.field_progress(tid)
    assert [r[1] for r in rows] == [line.name for line in field.lines]
    for row, line in zip(rows, field.lines, strict=True):
        progress = charts.player_progress(tid, line.player_id)
        assert tenths(list(row[2:2 + ROUNDS])) == [r.cumulative for r in progress.rounds]
        assert list(row[2 + ROUNDS:2 + 2 * ROUNDS]) == [r.rank for r in progress.rounds]
        assert tuple(row[2 + 2 * ROUNDS:]) == progress.places


def test_player_chart_shows_the_chosen_player_through_formulas(event: tuple[int, Path],
                                                               book: Workbook) -> None:
    ws = book["Player chart"]
    first = charts.field_progress(event[0]).lines[0]
    assert ws["B2"].value == first.name
    choice = next(iter(ws.data_validations.dataValidation))
    assert choice.type == "list" and "B2" in str(choice.sqref)
    keys = [r[1] for r in book["Progress"].iter_rows(min_row=3, values_only=True)]
    assert cells(book, choice.formula1) == keys
    points, rank, places = ws._charts
    assert points.series[0].val.numRef.f == "'Player chart'!$B$5:$D$5"
    assert rank.series[0].val.numRef.f == "'Player chart'!$B$6:$D$6"
    assert places.series[0].val.numRef.f == "'Player chart'!$B$9:$E$9"
    assert rank.y_axis.scaling.orientation == "maxMin"  # 1st at the top
    assert series_name(book, points.series[0]) == first.name
    # each cell fetches its column of "Progress" for the name in B2
    assert ws["B5"].value == "=INDEX('Progress'!C$3:C$10,MATCH($B$2,'Progress'!$B$3:$B$10,0))"
    assert ws["D6"].value == "=INDEX('Progress'!H$3:H$10,MATCH($B$2,'Progress'!$B$3:$B$10,0))"
    assert ws["E9"].value == "=INDEX('Progress'!L$3:L$10,MATCH($B$2,'Progress'!$B$3:$B$10,0))"


def test_field_chart_draws_the_progress_and_the_cut(event: tuple[int, Path], book: Workbook) -> None:
    tid, _ = event
    field = charts.field_progress(tid)
    assert field.cut == 4
    (chart,) = book["Field chart"]._charts
    *lines, cut = chart.series
    assert len(lines) == PLAYERS
    for series, line in zip(lines, field.lines, strict=True):
        assert series.val.numRef.f.startswith("'Progress'!")
        assert tenths(cells(book, series.val.numRef.f)) == list(line.cumulative)
        assert series_name(book, series) == line.name
    assert categories(book, chart.series[0]) == ["Round 1", "Round 2", "Round 3"]
    assert series_name(book, cut) == "Cut: top 4"
    fourth = sorted((line.cumulative[-1] for line in field.lines), reverse=True)[3]
    last = f"'Progress'!$E$3:$E${PLAYERS + 2}"  # the cumulative points after the last round
    assert cells(book, cut.val.numRef.f) == [f"=LARGE({last},4)"] * ROUNDS
    assert tenths(cells(book, last)) == [line.cumulative[-1] for line in field.lines]
    assert fourth in tenths(cells(book, last))
    # the last running totals are the standings' totals, the penalty without a round included, also in
    # the League sheet's cumulative block
    league = list(book["League"].iter_rows(values_only=True))
    totals = {r[1]: r[2] for r in league[1:PLAYERS + 1]}
    last_totals = [line.cumulative[-1] for line in field.lines]
    assert tenths([totals[line.name] for line in field.lines]) == last_totals
    block = league[-PLAYERS:]
    assert [tenths([r[2]]) for r in block] == [tenths([r[-1]]) for r in block]


def test_a_big_field_gets_one_chart_of_all_then_a_page_per_group(event: tuple[int, Path], tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(wc, "FIELD_GROUP", 3)
    path = tmp_path / "groups.xlsx"
    export_workbook(event[0], path)
    ws = load_workbook(path)["Field chart"]
    everyone, *groups = ws._charts
    assert len(everyone.series) == PLAYERS + 1 and everyone.legend is None
    assert [len(g.series) - 1 for g in groups] == [3, 3, 2]  # and the cut line in each
    assert [b.id for b in ws.row_breaks.brk] == [g.anchor._from.row for g in groups]  # a page each


def test_hidden_rounds_stay_out_of_the_charts(event: tuple[int, Path], tmp_path: Path) -> None:
    tid = create_demo(players_count=8, rounds_count=3, seed=5, name="Hidden")
    event_format.hide_standings(tid, 3)
    path = tmp_path / "hidden.xlsx"
    export_workbook(tid, path)
    book = load_workbook(path)
    assert not [s for s in book.sheetnames if s.startswith("R3")]
    (chart,) = book["Field chart"]._charts
    assert categories(book, chart.series[0]) == ["Round 1", "Round 2"]
    field = charts.field_progress(tid)  # the hidden round left out
    assert field.rounds == (1, 2)
    for series, line in zip(chart.series, field.lines, strict=True):
        assert tenths(cells(book, series.val.numRef.f)) == list(line.cumulative)
    progress = next(book["Progress"].iter_rows(min_row=2, max_row=2, values_only=True))
    assert "Round 3" not in progress
    assert book["Player chart"]["D5"].value is None  # two rounds: B and C


# -- LibreOffice ----------------------------------------------------------------------------------
def _soffice(source: Path, out_dir: Path, kind: str) -> Path:
    soffice = h.need_tool("soffice")
    out_dir.mkdir(exist_ok=True)
    subprocess.run([soffice, f"-env:UserInstallation={(out_dir / 'lo').as_uri()}", "--headless",
                    "--convert-to", kind, "--outdir", str(out_dir), str(source)], check=True,
                   capture_output=True, timeout=180)
    result = out_dir / f"{source.stem}.{kind}"
    assert result.exists()
    return result


def test_libreoffice_calculates_the_chosen_players_rows(event: tuple[int, Path], tmp_path: Path) -> None:
    tid, path = event
    book = load_workbook(path)
    field = charts.field_progress(tid)
    for which, line in (("first", field.lines[0]), ("other", field.lines[5])):
        book["Player chart"]["B2"] = line.name  # as a user picks from the list
        chosen = tmp_path / f"{which}.xlsx"
        book.save(chosen)
        calculated = load_workbook(_soffice(chosen, tmp_path / which, "xlsx"), data_only=True)["Player chart"]
        progress = charts.player_progress(tid, line.player_id)
        row = [calculated.cell(r, c).value for r in (5, 6) for c in range(2, 2 + ROUNDS)]
        assert tenths(row[:ROUNDS]) == [r.cumulative for r in progress.rounds]
        assert row[ROUNDS:] == [r.rank for r in progress.rounds]
        assert tuple(calculated.cell(9, c).value for c in range(2, 6)) == progress.places
    cut = load_workbook(tmp_path / "first" / "first.xlsx", data_only=True)["Field chart"]
    fourth = sorted((line.cumulative[-1] for line in field.lines), reverse=True)[3]
    assert [round(cut.cell(4, c).value * 10) for c in range(2, 2 + ROUNDS)] == [fourth] * ROUNDS


def _coloured(png: Path, colour: str) -> int:
    """Pixels within a small distance of ``colour`` (anti-aliasing blends the rest)."""
    from PySide6.QtGui import QColor, QImage

    image, target = QImage(str(png)), QColor(colour)
    count = 0
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            c = image.pixelColor(x, y)
            count += sum(abs(a - b) for a, b in zip(c.getRgb()[:3], target.getRgb()[:3], strict=True)) < 40
    return count


def test_libreoffice_prints_the_charts(event: tuple[int, Path], tmp_path: Path) -> None:
    pdf = _soffice(event[1], tmp_path, "pdf")
    pages = h.pdf_pages(pdf)
    texts = [_page_text(pdf, n) for n in range(1, pages + 1)]
    wanted = {"Player chart": "Cumulative points after each round", "Field chart": "All players",
              "R2 T1": "Score sheet: round 2, table 1"}
    for sheet, text in wanted.items():
        page = next(n for n, t in enumerate(texts, 1) if sheet in t and text in t)
        image = _png(pdf, page, tmp_path / f"page{page}")
        if sheet.startswith("R"):  # the score sheet's chart may start the sheet's second page
            both = [image, _png(pdf, page + 1, tmp_path / f"page{page + 1}")]
            for seat in range(4):
                assert max(_coloured(p, SEAT_COLOURS[seat].name()) for p in both) > 30, (sheet, seat)
        else:
            assert _coloured(image, SEAT_COLOURS[0].name()) > 30, sheet  # the first line / the bars
    assert "Places (1st–4th)" in "".join(texts) and "Cut: top 4" in "".join(texts)


def _page_text(pdf: Path, page: int) -> str:
    command = [h.need_tool("pdftotext"), "-layout", "-f", str(page), "-l", str(page), str(pdf), "-"]
    return children.run(command, capture_output=True, check=True, timeout=60).stdout


def _png(pdf: Path, page: int, out: Path) -> Path:
    subprocess.run([h.need_tool("pdftoppm"), "-png", "-r", "60", "-f", str(page), "-l", str(page),
                    "-singlefile", str(pdf), str(out)], check=True, timeout=60)
    return out.with_suffix(".png")


def test_rounds_seated_ahead_are_blank_in_the_cumulative_block(backend_db: str, tmp_path: Path) -> None:
    """Issue 38 (4): with rounds 2 and 3 seated ahead and only round 1 played, LibreOffice shows the
    League sheet's cumulative block with round 1's totals and nothing under rounds 2 and 3 (it repeated
    round 1's total there). A round some players have played already counts."""
    tid = create_demo(players_count=8, rounds_count=1, seed=4, name="Ahead")
    rounds.seat_rounds(tid, 2, seed=4)
    path = tmp_path / "ahead.xlsx"
    export_workbook(tid, path)
    league = list(load_workbook(_soffice(path, tmp_path / "lo", "xlsx"), data_only=True)["League"]
                  .iter_rows(values_only=True))
    assert league[0][3:] == ("Round 1", "Round 2", "Round 3")
    title = next(i for i, r in enumerate(league) if r[1] == "Cumulative points after each round")
    block = [r for r in league[title + 1:] if r[1]]
    assert len(block) == 8
    assert [tenths([r[3]]) for r in block] == [tenths([r[2]]) for r in block]  # round 1's total: the total
    assert all(r[3] is not None for r in block) and all(r[4:6] == (None, None) for r in block)

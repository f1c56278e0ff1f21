"""The league sheet (issue 31): the season workbook cell by cell and through LibreOffice, and the
printed PDF on A4 landscape (24 players and 10 days on one page, the lines drawn in their colours)."""

from __future__ import annotations

import random
import re
import subprocess
import unicodedata
from pathlib import Path

import pytest
from openpyxl import load_workbook
from PySide6.QtGui import QColor, QImage

from tests.export.helpers import need_tool, pdf_page_size, pdf_pages, pdf_text, soffice_pdf
from tournament_app.export import league_text
from tournament_app.export.outputs import export_season_workbook, print_league_sheets
from tournament_app.services import games, players
from tournament_app.services.season_demo import play_season_days
from tournament_app.services.season_final import set_final
from tournament_app.services.season_standings import season_tables
from tournament_app.services.seasons import create_season, season_info, set_division
from tournament_app.texts import display


@pytest.fixture(autouse=True)
def _widgets_app(qapp: object) -> None:
    """The QApplication of the other tests: printing would otherwise make a bare QGuiApplication,
    on which a later test's widgets in the same process cannot be made."""


SIZES = {"A": 24, "B": 16}


@pytest.fixture
def season(tournament_db: Path) -> int:
    """Division A of 24 players (its top 4 to the final), B of 16, ten days of four hanchan; one
    name a spreadsheet would take for a formula. Games recorded by final scores."""
    sid = create_season("2025 春季リーグ", ["A", "B"], days=10, hanchan=4, promote=2, relegate=3)
    set_division(sid, "B", relegate=2)
    set_final(sid, top=4, days=2, hanchan=4, carry="full", name="決定戦")
    for div in season_info(sid).divisions:
        for n in range(SIZES[div.name]):
            name = "=HYPERLINK(\"x\")" if (div.name, n) == ("B", 5) else f"{div.name}選手 {n:02d}"
            players.add_player(div.tournament_id, name, reading=f"{div.name.lower()} {n:02d}", season=True)
    rng = random.Random(3)

    def record(game_id: int, _hands: list) -> None:
        cuts = sorted(rng.randrange(0, 1001) for _ in range(3))
        games.record_final_scores(game_id, [100 * v for v in (cuts[0], cuts[1] - cuts[0],
                                                              cuts[2] - cuts[1], 1000 - cuts[2])])

    play_season_days(sid, 10, rng, record)
    return sid


BLUE, RED = "001F4E9D", "00C00000"  # as openpyxl writes a colour given as RRGGBB


def test_the_workbook_sheet_cell_by_cell(season: int, tmp_path: Path) -> None:
    path = tmp_path / "season.xlsx"
    export_season_workbook(season, path)
    wb = load_workbook(path)
    assert wb.sheetnames == ["Division A", "Division B", "Results"]  # as the screens' tabs name them
    tables = season_tables(season)
    for table in tables:
        ws = wb[f"Division {table.division.name}"]
        assert ws["A1"].value == f"2025 春季リーグ — division {table.division.name}"
        assert ws["A2"].value.startswith("after day 10 of 10")
        header = [c.value for c in ws[3]]
        days = [f"Day {n}" for n in range(1, 11)]
        assert header == ["Rank", "Prev.", "Name", "Total", *days, "Games", "Note"]
        assert ws.page_setup.orientation == "landscape" and ws.freeze_panes == "E4"
        for index, row in enumerate(table.rows):
            cells = ws[4 + index]
            values = [c.value for c in cells[:16]]
            assert values[:4] == [row.rank, row.previous_rank, row.name, row.total / 10]
            assert row.previous_rank is not None
            assert cells[2].data_type == "s"  # a name is text, never a formula
            assert values[4:14] == [None if v is None else v / 10 for v in row.days]
            assert values[14] == row.games == 40
            down = "Leaves the league" if table.lowest else "Relegated"  # B, the lowest: as its legend
            assert (values[15] or "") == {"final": "To the final", "up": "Promoted", "down": down,
                                          None: ""}[row.mark]
            assert cells[3].number_format == '+0.0;"△"0.0;0.0' and cells[3].font.b
            colours = {c.border.bottom.color.rgb for c in cells[:16] if c.border.bottom.style}
            line = "up" if index + 1 == table.up_line else "down" if index + 1 == table.down_line else None
            assert colours == ({BLUE} if line == "up" else {RED} if line == "down" else set()), index
        going_up = sum(1 for r in table.rows if r.mark in ("final", "up"))
        assert going_up == (4 if table.division.level == 1 else 2)
    a, b = tables
    assert (a.up_line, a.down_line, b.up_line, b.down_line) == (4, 21, 2, 14)
    results = wb["Results"]
    for ws in wb:  # the page header names what the sheet holds: a division, or the whole season
        assert ws.oddHeader.left.text == ("2025 春季リーグ" if ws.title == "Results"
                                          else f"2025 春季リーグ {ws.title.removeprefix('Division ')}")
    assert [c.value for c in results[1]][7:10] == ["Rank", "Penalty", "Points"]
    assert results.max_row == 1 + 4 * (6 + 4) * 40  # every seat of every game: 6 and 4 tables, 40 hanchan


def test_the_workbook_in_libreoffice(season: int, tmp_path: Path) -> None:
    path = tmp_path / "season.xlsx"
    export_season_workbook(season, path)
    pdf = soffice_pdf(path, tmp_path)
    text = unicodedata.normalize("NFKC", pdf_text(pdf))
    table = season_tables(season)[0]
    for row in table.rows[:3] + table.rows[-3:]:  # the spreadsheet program formats the points as leagues do
        line = next(x for x in text.splitlines() if row.name in x)
        assert display.points(row.total) in line
        assert all(display.points(v) in line for v in row.days if v is not None)
    assert "△" in text and '=HYPERLINK("x")' in text


def _line_rows(image: QImage, colour: QColor, share: float = 0.5) -> list[int]:
    """The pixel rows where ``colour`` (nearly) runs across more than ``share`` of the page."""
    rows = []
    for y in range(image.height()):
        hits = sum(1 for x in range(0, image.width(), 2)
                   if _near(QColor(image.pixel(x, y)), colour))
        if hits * 2 > share * image.width():
            rows.append(y)
    return rows


def _near(a: QColor, b: QColor) -> bool:
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue()) < 90


def test_the_printed_league_sheet_fits_a4_landscape_with_its_lines(season: int, tmp_path: Path) -> None:
    pdf = tmp_path / "league.pdf"
    print_league_sheets(season, pdf)
    assert pdf_pages(pdf) == 2  # a page per division (the final has not begun: no page of its own yet)
    width, height = pdf_page_size(pdf)
    assert width > height and round(width) == 842  # A4 landscape
    a, b = season_tables(season)
    pages = pdf_text(pdf).split("\f")
    for page, table in zip(pages, (a, b), strict=False):
        for row in table.rows:  # every player of the division on its one page
            line = next(x for x in page.splitlines() if row.name in x)
            assert line.split()[0] == str(row.rank) and display.points(row.total) in line
    subprocess.run([need_tool("pdftoppm"), "-png", "-r", "60", "-f", "1", "-l", "2", str(pdf),
                    str(tmp_path / "page")], check=True, timeout=60)
    for number, table in ((1, a), (2, b)):
        image = QImage(str(tmp_path / f"page-{number}.png"))
        blue, red = _line_rows(image, QColor("#1f4e9d")), _line_rows(image, QColor("#c00000"))
        assert blue and red and max(blue) - min(blue) <= 3 and max(red) - min(red) <= 3
        assert min(blue) < min(red)
        # the lines sit between the rows they separate: blue after up_line rows, red after down_line
        rows_below_red = len(table.rows) - (table.down_line or 0)
        assert rows_below_red == (3 if number == 1 else 2)


def test_a_day_sat_out_at_a_table_of_five_is_marked_in_its_cell(tournament_db: Path, tmp_path: Path) -> None:
    """14 players (tables of 4, 5, 5), two days of four hanchan: the ten at the tables of five each day
    sit out one hanchan, and that day's cell carries the mark (the workbook's cell stays a number)."""
    from tournament_app.services.season_demo import create_season_demo
    from tournament_app.services.season_standings import division_table

    rng = random.Random(5)

    def record(game_id: int, _hands: list) -> None:
        cuts = sorted(rng.randrange(0, 1001) for _ in range(3))
        games.record_final_scores(game_id, [100 * v for v in (cuts[0], cuts[1] - cuts[0],
                                                              cuts[2] - cuts[1], 1000 - cuts[2])])

    sid = create_season_demo("抜け番リーグ", divisions=1, players_each=14, days=2, hanchan=4, promote=0,
                             relegate=2, seed=4, record=record)
    table = division_table(season_info(sid), "A")
    for day in range(2):
        assert sorted(row.sat_out[day] for row in table.rows) == [0] * 4 + [1] * 10
    book = tmp_path / "s.xlsx"
    export_season_workbook(sid, book)
    sheet = load_workbook(book)["Division A"]
    header = [c.value for c in sheet[3]]
    first = header.index(league_text.day_header(1))
    for row in sheet.iter_rows(min_row=4, max_row=3 + len(table.rows)):
        name, day_cells = row[header.index("Name")].value, row[first:first + 2]
        out = next(r for r in table.rows if r.name == name).sat_out
        for cell, count in zip(day_cells, out, strict=True):
            assert cell.number_format.endswith('" S"') == bool(count), (name, cell.number_format)
            assert isinstance(cell.value, (int, float))  # still a number: the mark is the format
    legend = [c.value for r in sheet.iter_rows() for c in r if isinstance(c.value, str) and "S:" in c.value]
    assert legend == ["red line: leaving the league below it · S: sat out"]
    pdf = tmp_path / "s.pdf"
    print_league_sheets(sid, pdf)
    text = pdf_text(pdf)
    assert "S: sat out" in text
    marked = [line for line in text.splitlines() if re.search(r"\d\.\dS\b", line.replace(" ", ""))]
    assert len(marked) == 10, marked  # each of the ten at a table of five, beside that day's points

"""What every sheet of the app's workbooks shares: print setup (A4, fitted across, the tournament in
the page header), the round and wind headings, which rounds have results, and closing a workbook that
will not be saved. Used by the tournament workbook, its charts and the season's league sheets."""

from __future__ import annotations

import contextlib
import math
from collections.abc import Sequence

from openpyxl import Workbook
from openpyxl.worksheet._write_only import WriteOnlyWorksheet
from openpyxl.worksheet.page import PageMargins
from openpyxl.worksheet.worksheet import Worksheet

from tournament_app.export.xlsx_cells import FONT_NAME, Sheet, clean_text
from tournament_app.services.rows import StandingRow, TournamentInfo
from tournament_app.texts.display import dates_text
from tournament_app.words.i18n import tr

# Round columns that still print legibly across one landscape A4 page.
ROUNDS_PER_PAGE = 20


def close_unsaved(wb: Workbook) -> None:
    """Close the sheets of a workbook that will not be saved.

    A write-only sheet streams into a temporary file through a generator; left open, the generator
    is finalised whenever the garbage collector gets to it, after its file is closed, and raises
    there (CPython 3.11 even fails an unrelated ``ast.parse`` running at that moment).
    """
    for ws in wb.worksheets:
        if isinstance(ws, WriteOnlyWorksheet) and not ws.closed:
            with contextlib.suppress(Exception):
                ws.close()


# -- print setup ---------------------------------------------------------------------------------
def header_footer_text(text: str) -> str:
    """User text in a page header: ``&`` starts a code there, so it is doubled."""
    return clean_text(text).replace("&", "&&").replace("\n", " ")


def prepare(sheet: Sheet, widths: Sequence[float], *, freeze: str | None, landscape: bool,
             title_rows: str | None = None, title_cols: str | None = None, fit_width: int = 1) -> None:
    """Column widths, frozen panes and print setup, before the first row.

    A write-only sheet writes its properties, views and columns with the first row, so these cannot
    come later. Printing: A4, fitted to ``fit_width`` pages across and as many down as needed, the
    tournament's name in the page header and page numbers in the footer.
    """
    ws = sheet.ws
    sheet.widths(widths)
    if freeze:
        ws.freeze_panes = freeze
    ws.page_setup.paperSize = Worksheet.PAPERSIZE_A4
    ws.page_setup.orientation = "landscape" if landscape else "portrait"
    ws.sheet_properties.pageSetUpPr.fitToPage = True
    ws.page_setup.fitToWidth = fit_width
    ws.page_setup.fitToHeight = 0  # 0: as many pages down as the rows need
    ws.page_margins = PageMargins(left=0.4, right=0.4, top=0.75, bottom=0.6, header=0.3, footer=0.3)
    ws.print_options.horizontalCentered = True
    if title_rows:
        ws.print_title_rows = title_rows
    if title_cols:
        ws.print_title_cols = title_cols
    for part, text, size in ((ws.oddHeader.left, header_footer_text(sheet.info.name), 10),
                             (ws.oddHeader.right, header_footer_text(sheet.title), 10),
                             (ws.oddFooter.left, header_footer_text(dates_line(sheet.info)), 8),
                             (ws.oddFooter.center, tr("export", "Page &P of &N"), 8)):
        if text:
            part.text = text
            part.font = f"{FONT_NAME},Regular"
            part.size = size


def dates_line(info: TournamentInfo) -> str:
    return f"{dates_text(info.starts_on, info.ends_on)}  {info.venue}".strip()


def pages_across(round_count: int) -> int:
    return max(1, math.ceil(round_count / ROUNDS_PER_PAGE))


def round_header(number: int) -> str:
    return tr("export", "Round {n}").format(n=number)


def seat_winds() -> tuple[str, str, str, str]:
    return (tr("export", "East"), tr("export", "South"), tr("export", "West"), tr("export", "North"))


def played_rounds(standings: Sequence[StandingRow], round_numbers: Sequence[int]) -> list[int]:
    """The leading rounds up to the last one with results: not the rounds seated but not played yet."""
    played = {n for row in standings for n in row.by_round}
    last = max((i for i, n in enumerate(round_numbers) if n in played), default=-1)
    return list(round_numbers[:last + 1])

"""The workbook's cells and sheets: styles, and writing rows either as openpyxl cells or as XML text
(:mod:`.sheet_xml`), the fast path a big league needs. See :mod:`.workbook` for what goes in them."""

from __future__ import annotations

from array import array
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import IO, Any

from openpyxl import Workbook
from openpyxl.cell.cell import ILLEGAL_CHARACTERS_RE, Cell
from openpyxl.styles import Alignment, Border, Font, PatternFill, Side
from openpyxl.styles.cell_style import StyleArray
from openpyxl.utils import get_column_letter
from openpyxl.worksheet._write_only import WriteOnlyWorksheet
from openpyxl.worksheet.pagebreak import Break
from openpyxl.worksheet.worksheet import Worksheet

from tournament_app.export import sheet_xml
from tournament_app.export.league_text import day_mark_short
from tournament_app.services.rows import TournamentInfo
from tournament_app.texts.display import score_minus

# 游ゴシック is the body font of Japanese Excel's default theme since Office 2016 and ships with
# Windows 8.1+ and macOS, so the workbook looks native to the people who open it; LibreOffice and
# others substitute their own CJK font (Noto Sans CJK JP on Debian) for a missing one.
FONT_NAME = "游ゴシック"
FONT_SIZE = 10
POINTS_FORMAT = '+0.0;"△"0.0;0.0'  # 001 art. 38: a minus sign can be forged into a plus
SCORE_FORMAT = "#,##0"  # the score style's; in Japanese, score_format()'s
DELTA_FORMAT = "+#,##0;-#,##0;0"
AVERAGE_RANK_FORMAT = "0.00"
SAT_OUT_FORMAT = "points sat out"  # POINTS_FORMAT with the day's short mark, in the language written in
# Text that a spreadsheet would read as a formula if a user re-entered the cell (CSV injection); the
# full-width forms too, which a Japanese input method types and Excel takes for the plain ones.
RISKY_START = ("=", "+", "-", "@", "\t", "\r", "\n", "＝", "＋", "－", "＠")

_THIN = Side(style="thin", color="808080")
_MEDIUM = Side(style="medium", color="000000")
_HEADER_FILL = PatternFill("solid", fgColor="D9E1F2")
_CHECK_FILL = PatternFill("solid", fgColor="F2F2F2")
# A signature box spans a seat's two columns: no line between its halves.
_BOX_LEFT = Border(left=_MEDIUM, top=_MEDIUM, bottom=_MEDIUM)
_BOX_RIGHT = Border(right=_MEDIUM, top=_MEDIUM, bottom=_MEDIUM)
_CENTER = Alignment(horizontal="center", vertical="center")
_MIDDLE = Alignment(vertical="center")  # a row made taller for a wrapped cell keeps the others level

# name -> (font options, number format, alignment, border, fill)
STYLES: dict[str, tuple[dict[str, Any], str, Alignment | None, Border | None, PatternFill | None]] = {
    "text": ({}, "General", _MIDDLE, None, None),
    "wrap": ({}, "General", Alignment(wrap_text=True, vertical="center"), None, None),
    "bold": ({"bold": True}, "General", None, None, None),
    "title": ({"bold": True, "size": 14}, "General", None, None, None),
    "subtitle": ({"size": 10, "color": "595959"}, "General", None, None, None),
    "header": ({"bold": True}, "General", Alignment(horizontal="center", vertical="center",
                                                    wrap_text=True),
               Border(bottom=_THIN, top=_THIN), _HEADER_FILL),
    "seat_header": ({"bold": True}, "General", Alignment(horizontal="left"), Border(top=_THIN),
                    _HEADER_FILL),
    "int": ({}, "0", _CENTER, None, None),
    "score": ({}, SCORE_FORMAT, _MIDDLE, None, None),
    "delta": ({"color": "404040"}, DELTA_FORMAT, _MIDDLE, None, None),
    "points": ({}, POINTS_FORMAT, None, None, None),
    "points_bold": ({"bold": True}, POINTS_FORMAT, None, None, None),
    # a league day's points with the mark of a hanchan sat out (抜け番): the cell stays a number
    "points_out": ({}, SAT_OUT_FORMAT, None, None, None),
    "avg_rank": ({}, AVERAGE_RANK_FORMAT, _CENTER, None, None),
    "rate": ({}, "0.0%", _CENTER, None, None),  # a per-mille figure, written as value / 1000
    "label": ({"bold": True}, "General", Alignment(horizontal="right", vertical="center"), None, None),
    "check_text": ({"italic": True, "color": "595959"}, "General", None, Border(bottom=_THIN), _CHECK_FILL),
    "check_wrap": ({"italic": True, "color": "595959"}, "General",
                   Alignment(wrap_text=True, vertical="center"), Border(bottom=_THIN), _CHECK_FILL),
    "check_score": ({"italic": True, "color": "595959"}, SCORE_FORMAT, None, Border(bottom=_THIN),
                    _CHECK_FILL),
    "check_points": ({"italic": True, "color": "595959"}, POINTS_FORMAT, None, Border(bottom=_THIN),
                     _CHECK_FILL),
    "check_ok": ({"bold": True, "color": "1E7B34"}, "General", _CENTER, Border(bottom=_THIN), _CHECK_FILL),
    "check_ng": ({"bold": True, "color": "C00000"}, "General", _CENTER, Border(bottom=_THIN), _CHECK_FILL),
    "box_left": ({}, "General", None, _BOX_LEFT, None),
    "box_right": ({}, "General", None, _BOX_RIGHT, None),
}

# A league sheet's lines (export.league_sheet): under the last row going up (or into the title final)
# in blue, under the last row staying in red; "_up" / "_down" versions of the styles its rows use.
_LINES = {"up": Border(bottom=Side(style="medium", color="1F4E9D")),
          "down": Border(bottom=Side(style="medium", color="C00000"))}
STYLES.update({f"{base}_{line}": (*STYLES[base][:3], border, STYLES[base][4])
               for base in ("int", "text", "points", "points_bold", "points_out")
               for line, border in _LINES.items()})


def score_format() -> str:
    """A score's number format: a negative one as the screen and the prints write it (△10,000 in
    Japanese, beside the △ of points), the cell still a number."""
    minus = score_minus()
    return SCORE_FORMAT if minus == "-" else f'#,##0;"{minus}"#,##0'


# -- cells ---------------------------------------------------------------------------------------
def clean_text(value: str) -> str:
    """``value`` without the control characters that xlsx cannot hold (tab and newlines stay)."""
    return ILLEGAL_CHARACTERS_RE.sub("", value)


def user_text(value: str) -> tuple[str, bool]:
    """The one rule for every cell that holds text from users, in every workbook the app writes:
    (the text the cell holds, whether the cell must carry quotePrefix). The cell is always a string
    cell, never a formula (``=HYPERLINK(…)``, ``cmd|'/c …'`` stay text), and text that a spreadsheet
    would read as a formula once a user edits the cell (``= + - @``) is marked as text."""
    text = clean_text(value)
    return text, text.startswith(RISKY_START)


def text_cell(ws: Worksheet, value: str) -> Cell:
    """A string cell for user text on a normal (not write-only) sheet, by :func:`user_text`; append it
    to ``ws`` (its place is set then)."""
    text, quote = user_text(value)
    cell = Cell(ws, 1, 1)
    cell.value = text
    cell.data_type = "s"  # never a formula ('=...') nor an error code ('#N/A')
    cell.quotePrefix = quote
    return cell


def sat_out_format(minus: str = "△") -> str:
    """``+0.0" 抜"`` …: a day's points with the mark the league sheet writes beside them."""
    mark = day_mark_short("sit_out").replace('"', "")
    return ";".join(f'{part}" {mark}"' for part in points_format(minus).split(";"))


def points_format(minus: str = "△") -> str:
    """POINTS_FORMAT with ``minus`` (▲ or △, a season's choice) before a negative figure."""
    return POINTS_FORMAT.replace('"△"', f'"{minus}"')


def points_value(tenths: int) -> float:
    """Tenths of a point as the number a cell holds: ``-214`` -> ``-21.4``."""
    return tenths / 10


class Cells:
    """Styled cells made cheaply: each style is resolved once, then its array is copied.

    Resolving a style (font, border, number format ...) through openpyxl's descriptors hashes the
    style objects each time; copying a resolved :class:`StyleArray` costs one small array copy.
    """

    def __init__(self, minus: str = "△") -> None:
        self.minus = minus  # the sign of a negative in the points' number formats (▲ or △)
        self._arrays: dict[tuple[str, bool], StyleArray] = {}
        self._sheets: list[Sheet] = []

    def _array(self, ws: WriteOnlyWorksheet, style: str, quote: bool) -> StyleArray:
        key = (style, quote)
        array = self._arrays.get(key)
        if array is None:
            font, number_format, alignment, border, fill = STYLES[style]
            proto = Cell(ws, 1, 1)
            proto.font = Font(name=FONT_NAME, **{"size": FONT_SIZE, **font})
            proto.number_format = (score_format() if number_format == SCORE_FORMAT
                                   else sat_out_format(self.minus) if number_format == SAT_OUT_FORMAT
                                   else points_format(self.minus) if number_format == POINTS_FORMAT
                                   else number_format)
            if alignment is not None:
                proto.alignment = alignment
            if border is not None:
                proto.border = border
            if fill is not None:
                proto.fill = fill
            # quotePrefix: Excel keeps the text a text even when a user edits the cell and presses
            # Enter (it would otherwise turn "=SUM(A1)" into a live formula at that moment).
            proto.quotePrefix = quote
            array = self._arrays[key] = proto._style
        return array

    def text(self, ws: WriteOnlyWorksheet, value: str, style: str = "text") -> Cell:
        value, quote = user_text(value)
        cell = Cell(ws, 1, 1, style_array=self._array(ws, style, quote))
        cell.value = value
        cell.data_type = "s"  # never a formula ('=...') nor an error code ('#N/A')
        return cell

    def number(self, ws: WriteOnlyWorksheet, value: float | None, style: str) -> Cell:
        cell = Cell(ws, 1, 1, style_array=self._array(ws, style, False))
        cell.value = value
        return cell

    def points(self, ws: WriteOnlyWorksheet, tenths: int | None, style: str = "points") -> Cell:
        return self.number(ws, None if tenths is None else points_value(tenths), style)

    def blank(self, ws: WriteOnlyWorksheet, style: str) -> Cell:
        return Cell(ws, 1, 1, style_array=self._array(ws, style, False))

    def formula(self, ws: WriteOnlyWorksheet, formula: str, style: str) -> Cell:
        """A formula the workbook itself writes (``=INDEX(...)``), never user text."""
        cell = Cell(ws, 1, 1, style_array=self._array(ws, style, False))
        cell.value = formula  # "=..." makes a formula cell
        return cell

    def sheet(self, wb: Workbook, info: TournamentInfo, title: str) -> Sheet:
        sheet = Sheet(wb, self, info, title)
        self._sheets.append(sheet)
        return sheet

    def close(self) -> None:
        """Done with the rows (written or not): the sheets' last settings, before saving."""
        for sheet in self._sheets:
            sheet.finish()


class XmlCells(Cells):
    """Cells as the XML text of :mod:`.sheet_xml`, for sheets whose rows go to files in ``folder``.

    The styles are openpyxl's, resolved as for its cells: a cell carries the index at which the
    workbook registered its style (which it writes to styles.xml on saving).
    """

    # A league's names and labels recur; hand details mostly do not (nor are they short): only
    # short texts are kept, and at most so many of each kind, so that memory stays flat.
    _CACHE = 20_000
    _CACHED_TEXT = 40  # characters

    def __init__(self, folder: Path, minus: str = "△") -> None:
        super().__init__(minus)
        self.folder = folder
        self._ids: dict[tuple[str, bool], int] = {}
        self._numbers: dict[tuple[str, float], str] = {}
        self._texts: dict[tuple[str, str], str] = {}
        self._sheets: list[XmlSheet] = []  # type: ignore[assignment]

    def _id(self, ws: WriteOnlyWorksheet, style: str, quote: bool) -> int:
        key = (style, quote)
        style_id = self._ids.get(key)
        if style_id is None:
            style_id = self._ids[key] = ws.parent._cell_styles.add(self._array(ws, style, quote))
        return style_id

    def text(self, ws: WriteOnlyWorksheet, value: str, style: str = "text") -> str:  # type: ignore[override]
        if len(value) > self._CACHED_TEXT:
            clean, quote = user_text(value)
            return sheet_xml.text_cell(clean, self._id(ws, style, quote))
        key = (style, value)
        xml = self._texts.get(key)
        if xml is None:
            clean, quote = user_text(value)
            xml = sheet_xml.text_cell(clean, self._id(ws, style, quote))
            if len(self._texts) >= self._CACHE:
                self._texts.clear()
            self._texts[key] = xml
        return xml

    def number(self, ws: WriteOnlyWorksheet, value: float | None,  # type: ignore[override]
               style: str) -> str:
        if value is None:
            return self.blank(ws, style)
        key = (style, value)
        xml = self._numbers.get(key)
        if xml is None:  # (1 and 1.0 share a key: both are written "1")
            if len(self._numbers) >= self._CACHE:
                self._numbers.clear()
            xml = self._numbers[key] = sheet_xml.number_cell(value, self._id(ws, style, False))
        return xml

    def points(self, ws: WriteOnlyWorksheet, tenths: int | None,  # type: ignore[override]
               style: str = "points") -> str:
        return self.number(ws, None if tenths is None else points_value(tenths), style)

    def blank(self, ws: WriteOnlyWorksheet, style: str) -> str:  # type: ignore[override]
        return sheet_xml.number_cell(None, self._id(ws, style, False))

    def formula(self, ws: WriteOnlyWorksheet, formula: str, style: str) -> str:  # type: ignore[override]
        # as openpyxl writes one: no cached value, the spreadsheet program calculates it on opening
        return f' s="{self._id(ws, style, False)}"><f>{sheet_xml.xml_text(formula[1:])}</f><v></v></c>'

    def sheet(self, wb: Workbook, info: TournamentInfo, title: str) -> Sheet:
        sheet = XmlSheet(wb, self, info, title, self.folder / f"rows{len(self._sheets) + 1}.xml")
        self._sheets.append(sheet)
        return sheet

    def close(self) -> None:
        for sheet in self._sheets:
            sheet.rows.close()
        super().close()

    def parts(self) -> dict[str, tuple[Path, Sequence[int]]]:
        """Each sheet's part in the saved package (``xl/worksheets/sheet1.xml``): its rows, and the
        rows after which a printed page ends."""
        return {sheet.ws.path.lstrip("/"): (sheet.path, sheet.row_breaks) for sheet in self._sheets}


class Sheet:
    """A write-only sheet with the row counter that row heights and page breaks need."""

    def __init__(self, wb: Workbook, cells: Cells, info: TournamentInfo, title: str) -> None:
        self.ws: WriteOnlyWorksheet = wb.create_sheet(sheet_title(title, wb.sheetnames))
        self.cells = cells
        self.info = info
        self.title = title
        self.row = 0  # the last row written
        self.breaks: list[Break] = []

    def text(self, value: str, style: str = "text") -> Cell:
        return self.cells.text(self.ws, value, style)

    def number(self, value: float | None, style: str) -> Cell:
        return self.cells.number(self.ws, value, style)

    def points(self, tenths: int | None, style: str = "points") -> Cell:
        return self.cells.points(self.ws, tenths, style)

    def blank(self, style: str) -> Cell:
        return self.cells.blank(self.ws, style)

    def formula(self, formula: str, style: str) -> Cell:
        return self.cells.formula(self.ws, formula, style)

    def header(self, labels: Iterable[str]) -> list[Cell]:
        return [self.text(label, "header") for label in labels]

    def append(self, row: Sequence[Cell | None], height: float | None = None) -> None:
        self.row += 1
        if height is not None:
            self.ws.row_dimensions[self.row].height = height
        self.ws.append(row)

    def page_break(self) -> None:
        """Start a new printed page after the last row written."""
        self.breaks.append(Break(id=self.row))

    def finish(self) -> None:
        """Settings made once the rows are known (the sheet writes them after its rows)."""
        # All at once: RowBreak.append checks every break already there (quadratic in the games).
        if self.breaks:
            self.ws.row_breaks.brk = (*self.ws.row_breaks.brk, *self.breaks)

    def widths(self, widths: Sequence[float]) -> None:
        for index, width in enumerate(widths, 1):
            self.ws.column_dimensions[get_column_letter(index)].width = width


class XmlSheet(Sheet):
    """A sheet whose rows are written as XML text to ``path``; openpyxl writes the sheet empty."""

    def __init__(self, wb: Workbook, cells: XmlCells, info: TournamentInfo, title: str,
                 path: Path) -> None:
        super().__init__(wb, cells, info, title)
        self.path = path
        self.row_breaks = array("l")
        self.rows: IO[str] = path.open("w", encoding="utf-8", newline="", buffering=1 << 20)

    def append(self, row: Sequence[Any], height: float | None = None) -> None:
        self.row += 1
        self.rows.write(sheet_xml.row_xml(self.row, row, height))  # type: ignore[arg-type]

    def page_break(self) -> None:
        # row numbers, written into the package by sheet_xml.assemble: openpyxl's Break objects
        # (and their XML tree when saving) took tens of megabytes for a league's 50,000 games
        self.row_breaks.append(self.row)

    def finish(self) -> None:
        pass


def sheet_title(title: str, taken: Sequence[str]) -> str:
    """A valid, unused sheet name: no ``[]:*?/\\``, at most 31 characters."""
    base = "".join(" " if ch in "[]:*?/\\" else ch for ch in clean_text(title)).strip(" '") or "Sheet"
    base = base[:31]
    name, n = base, 1
    lowered = {t.lower() for t in taken}
    while name.lower() in lowered:
        n += 1
        suffix = f" ({n})"
        name = base[:31 - len(suffix)] + suffix
    return name

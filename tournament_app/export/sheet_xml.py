"""Worksheet rows as SpreadsheetML text, and the xlsx package they are streamed into.

openpyxl spends most of an export building a cell object, then an XML element, for each of
millions of cells. Here a row is one string: the cells of the workbook's sheets are written as
text to a file of their own, and :func:`assemble` copies the package that openpyxl saved for the
same workbook with the sheets left empty (styles, print setup, views, columns, filters, page
breaks: everything but the rows), putting each sheet's rows in its empty ``<sheetData>``.

The cells are written as openpyxl writes them (``t="n"`` numbers formatted with ``%.16g``,
``t="inlineStr"`` texts, the same style indices), so that the file reads back the same.
"""

from __future__ import annotations

import re
import shutil
import zipfile
from collections.abc import Sequence
from pathlib import Path

from openpyxl.compat import safe_string
from openpyxl.utils import get_column_letter

# Deflate level of the package: 1 is several times faster than zlib's default 6 on these sheets,
# for a file some 20 % larger.
COMPRESS_LEVEL = 1
_EMPTY_SHEET_DATA = (b"<sheetData></sheetData>", b"<sheetData />", b"<sheetData/>")
# What XML 1.0 cannot hold beyond the control characters that clean_text already removes.
_NOT_XML = re.compile("[\ud800-\udfff\ufffe\uffff]")
_ESCAPES = {"&": "&amp;", "<": "&lt;", ">": "&gt;", "\r": "&#13;"}  # a raw CR would read as LF
_NEEDS_ESCAPE = re.compile("[&<>\r]")
# What may follow <rowBreaks> in a worksheet (CT_Worksheet's order): it goes before the first found.
_AFTER_ROW_BREAKS = (b"<colBreaks", b"<customProperties", b"<cellWatches", b"<ignoredErrors", b"<smartTags",
                     b"<drawing", b"<legacyDrawing", b"<picture", b"<oleObjects", b"<controls",
                     b"<webPublishItems", b"<tableParts", b"<extLst", b"</worksheet>")
_columns: list[str] = []


def columns(count: int) -> list[str]:
    """The letters of the first ``count`` columns (at least)."""
    while len(_columns) < count:
        _columns.append(get_column_letter(len(_columns) + 1))
    return _columns


def xml_text(value: str) -> str:
    """``value`` as element text."""
    if _NEEDS_ESCAPE.search(value):
        value = _NEEDS_ESCAPE.sub(lambda m: _ESCAPES[m.group()], value)
    if _NOT_XML.search(value):
        value = _NOT_XML.sub("", value)
    return value


def text_cell(value: str, style_id: int) -> str:
    """A text cell without its opening ``<c r="A1"``: what follows the coordinate."""
    if not value:
        return f' s="{style_id}" t="inlineStr"/>'
    space = ' xml:space="preserve"' if value != value.strip() else ""
    return f' s="{style_id}" t="inlineStr"><is><t{space}>{xml_text(value)}</t></is></c>'


def number_cell(value: float | None, style_id: int) -> str:
    """A number cell (or a styled blank for None) without its opening ``<c r="A1"``."""
    if value is None:
        return f' s="{style_id}" t="n"/>'
    return f' s="{style_id}" t="n"><v>{safe_string(value)}</v></c>'


def row_xml(index: int, cells: list[str | None], height: float | None = None) -> str:
    """A ``<row>``: ``cells`` are what :func:`text_cell` and :func:`number_cell` return, None none."""
    letters = columns(len(cells))
    attrs = f' ht="{safe_string(height)}" customHeight="1"' if height is not None else ""
    body = "".join([f'<c r="{letter}{index}"{cell}' for letter, cell in zip(letters, cells, strict=False)
                    if cell is not None])
    return f'<row r="{index}"{attrs}>{body}</row>'


def row_breaks_xml(rows: Sequence[int]) -> bytes:
    """``<rowBreaks>``: a printed page ends after each of ``rows`` (as openpyxl writes them)."""
    breaks = "".join(f'<brk id="{row}" min="0" max="16383" man="1"/>' for row in rows)
    return f'<rowBreaks count="{len(rows)}" manualBreakCount="{len(rows)}">{breaks}</rowBreaks>'.encode()


def _with_breaks(tail: bytes, rows: Sequence[int]) -> bytes:
    """The sheet's XML after ``</sheetData>`` with ``rows``' page breaks in their place (after the
    header and footer, before the drawing and whatever follows in the schema's order)."""
    if not rows:
        return tail
    at = min((i for i in (tail.find(tag) for tag in _AFTER_ROW_BREAKS) if i >= 0), default=len(tail))
    return tail[:at] + row_breaks_xml(rows) + tail[at:]


def assemble(skeleton: Path, target: Path, rows: dict[str, tuple[Path, Sequence[int]]]) -> None:
    """Copy the package ``skeleton`` to ``target``, filling each empty sheet named in ``rows``.

    ``rows`` maps a part name (``xl/worksheets/sheet5.xml``) to a file of ``<row>`` elements and
    the rows after which its printed pages end.
    """
    with zipfile.ZipFile(skeleton) as src, zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED,
                                                             compresslevel=COMPRESS_LEVEL) as dst:
        missing = set(rows) - set(src.namelist())
        if missing:
            raise ValueError(f"no part {sorted(missing)} in the workbook")
        for info in src.infolist():
            data = src.read(info)
            sheet = rows.get(info.filename)
            if sheet is None:
                dst.writestr(info.filename, data)
                continue
            part, breaks = sheet
            for empty in _EMPTY_SHEET_DATA:
                head, found, tail = data.partition(empty)
                if found:
                    break
            else:
                raise ValueError(f"{info.filename} has no empty <sheetData>")
            # A part over 2 GiB needs zip64, which zipfile must know before it starts writing.
            big = part.stat().st_size + len(data) > 1 << 31
            with dst.open(info.filename, "w", force_zip64=big) as out, part.open("rb") as body:
                out.write(head)
                out.write(b"<sheetData>")
                shutil.copyfileobj(body, out, 1 << 20)
                out.write(b"</sheetData>")
                out.write(_with_breaks(tail, breaks))

"""The fast path (rows written as XML text) makes the workbook that openpyxl's cells make."""

from __future__ import annotations

import zipfile
from pathlib import Path
from typing import Any
from xml.etree import ElementTree

import pytest
from openpyxl import load_workbook

from tournament_app.export import sheet_xml
from tournament_app.export import workbook as wbmod
from tournament_app.export.workbook import write_workbook
from tournament_app.services.rows import PlayerRow

from . import helpers as h

ROUNDS = [1, 2, 3]
ODD_PLAYERS = [PlayerRow(1, "#N/A", "a & b <c> \"d\" 'e'", "", "", "active"),
               PlayerRow(2, "bell\x07 name", "line\nbreak", "-1", "", "withdrawn"),
               PlayerRow(3, "\tTab", " lead", "trail ", "=1+1", "substitute")]


def _write(tmp_path: Path, name: str, fast: bool, games: list[Any]) -> Path:
    path = tmp_path / f"{name}-{'fast' if fast else 'openpyxl'}.xlsx"
    write_workbook(path, h.INFO, h.standings(games, {3: -100}), ROUNDS, games, h.players() + ODD_PLAYERS,
                   fast=fast)
    return path


def _cell(cell: Any) -> tuple[Any, ...]:
    # (style proxies of two workbooks never compare equal: their reprs show the styles)
    return (cell.value, cell.data_type, cell.number_format, cell.quotePrefix,
            *(repr(s) for s in (cell.font, cell.border, cell.fill, cell.alignment, cell.protection)))


def _sheet(ws: Any) -> dict[str, Any]:
    return {
        "cells": [[_cell(c) for c in row] for row in ws.iter_rows()],
        "heights": {r: d.height for r, d in ws.row_dimensions.items() if d.height is not None},
        "widths": {c: d.width for c, d in ws.column_dimensions.items()},
        "freeze": ws.freeze_panes, "breaks": [b.id for b in ws.row_breaks.brk],
        "filter": ws.auto_filter.ref, "titles": (ws.print_title_rows, ws.print_title_cols),
        "setup": (ws.page_setup.orientation, ws.page_setup.paperSize, ws.page_setup.fitToWidth,
                  ws.page_setup.fitToHeight, ws.sheet_properties.pageSetUpPr.fitToPage),
        "margins": ws.page_margins, "header": (ws.oddHeader.left.text, ws.oddHeader.right.text,
                                               ws.oddFooter.left.text, ws.oddFooter.center.text),
    }


def _parts(path: Path) -> dict[str, str]:
    """Every part but the document properties (their timestamps), as canonical XML."""
    with zipfile.ZipFile(path) as z:
        return {name: ElementTree.canonicalize(z.read(name).decode("utf-8"))
                for name in z.namelist() if not name.startswith("docProps/")}


@pytest.mark.parametrize("limit", [wbmod.GAME_SHEETS_LIMIT, 3])  # a sheet per game / one sheet
def test_fast_and_openpyxl_paths_write_the_same_workbook(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                         limit: int) -> None:
    monkeypatch.setattr(wbmod, "GAME_SHEETS_LIMIT", limit)
    games = h.games()
    fast = _write(tmp_path, "book", True, games)
    slow = _write(tmp_path, "book", False, games)
    fast_book, slow_book = load_workbook(fast), load_workbook(slow)
    assert fast_book.sheetnames == slow_book.sheetnames
    assert len(fast_book.sheetnames) == (13 if limit > 6 else 9)  # with the charts' sheets
    for name in fast_book.sheetnames:
        assert _sheet(fast_book[name]) == _sheet(slow_book[name]), name
    # And the package itself: same parts, same XML (styles, views, print setup, rows).
    assert _parts(fast) == _parts(slow)
    with zipfile.ZipFile(fast) as z:
        assert {i.compress_type for i in z.infolist()} == {zipfile.ZIP_DEFLATED}


def test_xml_text_escapes_markup_and_keeps_carriage_returns() -> None:
    assert sheet_xml.xml_text("a & b <c> d\re") == "a &amp; b &lt;c&gt; d&#13;e"
    assert sheet_xml.xml_text("x\ufffey\udc80") == "xy"
    assert sheet_xml.text_cell(" x", 3) == ' s="3" t="inlineStr"><is><t xml:space="preserve"> x</t></is></c>'
    assert sheet_xml.text_cell("", 3) == ' s="3" t="inlineStr"/>'
    assert sheet_xml.number_cell(-21.4, 2) == ' s="2" t="n"><v>-21.4</v></c>'
    assert sheet_xml.row_xml(7, [None, sheet_xml.number_cell(1, 2)], 30) == (
        '<row r="7" ht="30" customHeight="1"><c r="B7" s="2" t="n"><v>1</v></c></row>')


def test_carriage_returns_and_blank_texts_survive(tmp_path: Path) -> None:
    # (openpyxl's cells lose the CR, and mark no space as preserved in a text of spaces only)
    path = tmp_path / "cr.xlsx"
    write_workbook(path, h.INFO, [], [], [], [PlayerRow(1, "a\r\nb", "  ", "", "", "active")])
    ws = load_workbook(path)["Players"]
    assert (ws["A2"].value, ws["B2"].value) == ("a\r\nb", "  ")


def test_rows_beyond_column_z_get_their_letters(tmp_path: Path) -> None:
    games = h.games()
    rounds = list(range(1, 46))  # 12 + 45 columns on the standings
    path = tmp_path / "wide.xlsx"
    write_workbook(path, h.INFO, h.standings(games), rounds, [], [])
    ws = load_workbook(path)["Standings"]
    assert ws.max_column == 57 and ws.cell(1, 57).value == "Round 45"

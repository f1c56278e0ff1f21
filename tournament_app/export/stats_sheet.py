"""The workbook's statistics sheet (issue 40 item 2): one row per player, every figure of
:func:`~tournament_app.services.player_stats.figures`; the counts that rates rest on are columns too
(games, hands, wins, deal-ins, draws). Under the table: what the game record cannot count (一発, 裏ドラ)."""

from __future__ import annotations

from openpyxl.cell.cell import Cell

from tournament_app.export import stats_text
from tournament_app.export.xlsx_cells import Sheet
from tournament_app.services.player_stats import Figure, figures
from tournament_app.services.rows import PlayerStats
from tournament_app.words.i18n import tr


def _cell(sheet: Sheet, f: Figure) -> Cell:
    if f.value is None:
        return sheet.blank("int")
    if f.unit == "per_mille":
        return sheet.number(f.value / 1000, "rate")
    if f.unit == "place_x100":
        return sheet.number(f.value / 100, "avg_rank")
    if f.unit == "tenths":
        return sheet.points(f.value)
    if f.unit == "points":
        return sheet.number(f.value, "score")
    return sheet.number(f.value, "int")


def stats_sheet(sheet: Sheet, lines: list[PlayerStats]) -> None:
    keys = [f.key for f in figures(lines[0])] if lines else []
    labels = [tr("export", "Name"), *(stats_text.label(k) for k in keys)]
    sheet.widths([18] + [9] * (len(labels) - 1))
    sheet.append(sheet.header(labels), height=30)
    for s in lines:
        sheet.append([sheet.text(s.name), *(_cell(sheet, f) for f in figures(s))])
    # under the table after a blank line, as the screens say it: what a league's sheet has and this cannot
    sheet.append([])
    sheet.append([sheet.text(stats_text.not_recorded())])

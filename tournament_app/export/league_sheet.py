"""The league sheet (成績表) as leagues publish it: per division, the players by rank, their total and
every day's points (one decimal, △ for negatives), games played, and the promotion and relegation
lines drawn (blue under the last player going up or into the final, red above the first going down).

Two renderings of the same rows (``services.season_standings.DivisionTable``): printable HTML, a
page of A4 landscape per division (:func:`league_sheets_html`), and the season workbook, a sheet per
division plus the title final and every game's result (:func:`write_season_workbook`).
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Mapping, Sequence
from dataclasses import replace
from html import escape
from pathlib import Path

from openpyxl import Workbook

from tournament_app import display, league_text
from tournament_app.export import sheet_xml
from tournament_app.export.workbook import _discard, _prepare, seat_winds
from tournament_app.export.xlsx_cells import Sheet, XmlCells, clean_text
from tournament_app.i18n import tr
from tournament_app.output_files import publish, temporary_beside, write_error
from tournament_app.progress import Progress, report
from tournament_app.services.rows import GameResult, TournamentInfo
from tournament_app.services.season_standings import DivisionTable, LeagueRow
from tournament_app.services.seasons import SeasonInfo

CTX = "export"
UP_COLOR = "#1f4e9d"
DOWN_COLOR = "#c00000"

_CSS = """
body { font-size: 9pt; }
h1 { font-size: 14pt; font-weight: bold; margin-top: 0; margin-bottom: 1px; }
p.sub { color: #555555; margin-top: 0; margin-bottom: 5px; }
table.league { border-collapse: collapse; }
table.league th { background-color: #d9e1f2; border: 1px solid #999999; padding: 1px 3px; font-weight: bold; }
table.league td { border: 1px solid #bbbbbb; padding: 1px 3px; }
td.num { text-align: right; }
td.mid { text-align: center; }
td.total { text-align: right; font-weight: bold; }
tr.alt td { background-color: #f3f5fa; }
p.legend { color: #555555; margin-top: 4px; }
"""


def _e(text: object) -> str:
    return escape(clean_text(str(text)))


def _points(tenths: int | None) -> str:
    return "" if tenths is None else display.points(tenths)


def line_after(table: DivisionTable, index: int) -> str | None:
    """The line under row ``index``: "up" (promotion, or the final's), "down" (relegation), or None."""
    if table.down_line is not None and index + 1 == table.down_line:
        return "down"
    if table.up_line is not None and index + 1 == table.up_line:
        return "up"
    return None


def subtitle(table: DivisionTable, levels: int) -> str:
    """Where the table stands and what its lines mean."""
    div = table.division
    parts = [league_text.after_text(table.after_day, len(div.league_days)),
             league_text.lines_legend(div.promote, div.relegate, div.final_top, div.level == 1,
                                      div.level == levels)]
    if div.drop_after is not None and div.drop_below is not None:
        parts.append(league_text.drop_text(div.drop_after, display.points(div.drop_below)))
    return league_text.joined(parts)


# -- HTML ----------------------------------------------------------------------------------------
def league_sheets_html(season: SeasonInfo, tables: Sequence[DivisionTable]) -> str:
    """Every division's sheet, each on a page of its own, then the title final's when it has begun."""
    body: list[str] = []
    for table in tables:
        body.append(_division_html(table, len(season.divisions), new_page=bool(body)))
        if table.final_rows:
            body.append(_final_html(table))
    title = tr(CTX, "League sheet")
    return (f"<html><head><meta charset='utf-8'><title>{_e(season.name)} — {_e(title)}</title>"
            f"<style>{_CSS}</style></head><body>{''.join(body)}</body></html>")


def _heading(title: str, sub: str, new_page: bool) -> str:
    style = " style='page-break-before: always'" if new_page else ""
    return f"<h1{style}>{_e(title)}</h1><p class='sub'>{_e(sub)}</p>"


def _headers(days: Sequence[str], extra: Sequence[str] = ()) -> list[str]:
    return [tr(CTX, "Rank"), tr(CTX, "Name"), tr(CTX, "Total"), *extra, *days, tr(CTX, "Games"),
            tr(CTX, "Note")]


def _grid(headers: Sequence[str], rows: Sequence[str], days: int) -> str:
    fixed = 5 + 18 + 8 + 6 + 13  # rank, name, total, games, note
    day_width = max(3, (100 - fixed) // max(days, 1))
    widths = [5, 18, 8, *([day_width] * (len(headers) - 5)), 6, 13]
    head = "".join(f"<th width='{w}%'>{_e(h)}</th>" for h, w in zip(headers, widths, strict=True))
    return (f"<table class='league' width='100%' border='1' cellspacing='0' cellpadding='2'>"
            f"<thead><tr>{head}</tr></thead>{''.join(rows)}</table>")


def _division_html(table: DivisionTable, levels: int, *, new_page: bool) -> str:
    div = table.division
    days = [league_text.day_header(d.number) for d in div.league_days]
    rows = [_row_html(row, i, line_after(table, i), table.complete) for i, row in enumerate(table.rows)]
    title = league_text.division_title(table.season, div.name)
    note = ""
    if table.up_line or table.down_line or _any_sat_out(table):
        note = "<p class='legend'>" + _e(legend(table, levels)) + "</p>"
    grid = _grid(_headers(days), rows, len(days))
    return _heading(title, subtitle(table, levels), new_page) + grid + note


def legend(table: DivisionTable, levels: int) -> str:
    """What the lines drawn on this sheet mean."""
    div, parts = table.division, []
    if table.up_line:
        parts.append(tr(CTX, "blue line: the title final above it") if div.level == 1
                     else tr(CTX, "blue line: promoted above it"))
    if table.down_line:
        parts.append(tr(CTX, "red line: leaving the league below it") if div.level == levels
                     else tr(CTX, "red line: relegated below it"))
    if _any_sat_out(table):
        parts.append(tr(CTX, "{mark}: sat out a hanchan that day at a table of five").format(mark=SAT_OUT))
    return league_text.joined(parts)


SAT_OUT = "*"  # a day's cell of a player who sat out a hanchan at a table of five (抜け番)


def _any_sat_out(table: DivisionTable) -> bool:
    return any(any(r.sat_out) for r in table.rows)


def _day_text(tenths: int | None, sat_out: int) -> str:
    """A day's cell: its points, marked where the player sat out (only the mark: no game that day)."""
    if not sat_out:
        return _points(tenths)
    return f"{_points(tenths)} {SAT_OUT}" if tenths is not None else SAT_OUT


def _row_html(row: LeagueRow, index: int, line: str | None, complete: bool) -> str:
    style = ""
    if line is not None:
        style = f" style='border-bottom: 2px solid {UP_COLOR if line == 'up' else DOWN_COLOR}'"

    def cell(value: object, cls: str = "") -> str:
        attr = f" class='{cls}'" if cls else ""
        return f"<td{attr}{style}>{_e(value)}</td>"

    note = league_text.mark_note(row.mark, row.tied_at_line, complete)
    if row.tie_break and not note:
        note = display.tie_break_text(row.tie_break)
    cells = [cell(row.rank, "mid"), cell(row.name), cell(display.points(row.total), "total"),
             *(cell(_day_text(v, out), "num") for v, out in zip(row.days, _padded(row), strict=True)),
             cell(row.games, "mid"), cell(note)]
    alt = " class='alt'" if index % 2 else ""
    return f"<tr{alt}>{''.join(cells)}</tr>"


def _padded(row: LeagueRow) -> tuple[int, ...]:
    """The hanchan sat out on each league day (0 for the days not counted yet)."""
    return (*row.sat_out, *(0,) * (len(row.days) - len(row.sat_out)))


def _final_html(table: DivisionTable) -> str:
    div = table.division
    days = [league_text.day_header(d.number, final=True) for d in div.final_days]
    rows = []
    for i, row in enumerate(table.final_rows):
        cells = [f"<td class='mid'>{row.rank}</td>", f"<td>{_e(row.name)}</td>",
                 f"<td class='total'>{_e(display.points(row.total))}</td>",
                 f"<td class='num'>{_e(display.points(row.carried))}</td>",
                 *(f"<td class='num'>{_e(_points(v))}</td>" for v in row.days),
                 f"<td class='mid'>{row.games}</td>", "<td></td>"]
        rows.append(f"<tr{' class=alt' if i % 2 else ''}>{''.join(cells)}</tr>")
    title = f"{table.season} — {div.final_name or tr(CTX, 'Title final')}"
    return (_heading(title, div.name, True)
            + _grid(_headers(days, [tr(CTX, "Carried")]), rows, len(days) + 1))


# -- workbook ------------------------------------------------------------------------------------
def write_season_workbook(path: str | os.PathLike[str], season: SeasonInfo, tables: Sequence[DivisionTable],
                          infos: Mapping[str, TournamentInfo], results: Mapping[str, Sequence[GameResult]],
                          progress: Progress | None = None) -> None:
    """A league sheet per division (and the title final's), then every game of the season.

    Written beside ``path`` and moved over it when complete (as the tournament workbook)."""
    target = Path(path)
    tmp = temporary_beside(target)
    wb = Workbook(write_only=True)
    total = len(tables) + 2
    try:
        with tempfile.TemporaryDirectory(prefix="tournament-season-") as work:
            cells = XmlCells(Path(work))
            try:
                for n, table in enumerate(tables):
                    report(progress, n, total)
                    info = infos[table.division.name]
                    _league_sheet(cells.sheet(wb, info, table.division.name), table, len(season.divisions))
                    if table.final_rows:
                        name = table.division.final_name or tr(CTX, "Title final")
                        _final_sheet(cells.sheet(wb, info, name), table)
                report(progress, len(tables), total)
                first = infos[tables[0].division.name] if tables else None
                if first is not None:  # every division's games: the season's name in the page header
                    whole = replace(first, name=season.name)
                    _results_sheet(cells.sheet(wb, whole, tr(CTX, "Results")), season, results)
            finally:
                cells.close()
            skeleton = Path(work) / "skeleton.xlsx"
            wb.save(skeleton)
            sheet_xml.assemble(skeleton, tmp, cells.parts())
        publish(tmp, target)
        report(progress, total, total)
    except OSError as exc:
        _discard(wb)
        raise write_error(target, exc) from exc
    except BaseException:
        _discard(wb)
        raise
    finally:
        if tmp.exists():
            tmp.unlink()


TITLE_ROWS = 3  # title, subtitle, column names


def _league_sheet(sheet: Sheet, table: DivisionTable, levels: int) -> None:
    div = table.division
    days = [league_text.day_header(d.number) for d in div.league_days]
    _prepare(sheet, [6, 18, 9, *[8] * len(days), 7, 16], freeze=f"D{TITLE_ROWS + 1}", landscape=True,
             title_rows=f"{TITLE_ROWS}:{TITLE_ROWS}")
    sheet.append([sheet.text(league_text.division_title(table.season, div.name), "title")], height=22)
    sheet.append([sheet.text(subtitle(table, levels), "subtitle")])
    sheet.append(sheet.header(_headers(days)), height=20)
    for index, row in enumerate(table.rows):
        line = line_after(table, index)
        suffix = f"_{line}" if line else ""
        note = league_text.mark_note(row.mark, row.tied_at_line, table.complete)
        if row.tie_break and not note:
            note = display.tie_break_text(row.tie_break)
        sheet.append([sheet.number(row.rank, "int" + suffix), sheet.text(row.name, "text" + suffix),
                      sheet.points(row.total, "points_bold" + suffix),
                      *(sheet.text(SAT_OUT, "text" + suffix) if v is None and out
                        else sheet.points(v, ("points_out" if out else "points") + suffix)
                        for v, out in zip(row.days, _padded(row), strict=True)),
                      sheet.number(row.games, "int" + suffix), sheet.text(note, "text" + suffix)])
    if table.up_line or table.down_line or _any_sat_out(table):
        sheet.append([])
        sheet.append([None, sheet.text(legend(table, levels), "subtitle")])


def _final_sheet(sheet: Sheet, table: DivisionTable) -> None:
    div = table.division
    days = [league_text.day_header(d.number, final=True) for d in div.final_days]
    _prepare(sheet, [6, 18, 9, 9, *[8] * len(days), 7, 8], freeze=f"E{TITLE_ROWS + 1}", landscape=True,
             title_rows=f"{TITLE_ROWS}:{TITLE_ROWS}")
    sheet.append([sheet.text(f"{table.season} — {div.final_name or tr(CTX, 'Title final')}", "title")],
                 height=22)
    sheet.append([sheet.text(div.name, "subtitle")])
    sheet.append(sheet.header(_headers(days, [tr(CTX, "Carried")])), height=20)
    for row in table.final_rows:
        sheet.append([sheet.number(row.rank, "int"), sheet.text(row.name),
                      sheet.points(row.total, "points_bold"), sheet.points(row.carried),
                      *(sheet.points(v) for v in row.days), sheet.number(row.games, "int")])


def _results_sheet(sheet: Sheet, season: SeasonInfo, results: Mapping[str, Sequence[GameResult]]) -> None:
    """Every game of the season, a row per seat: division, day, hanchan, table, seat, player, score,
    place and points."""
    labels = [tr(CTX, "Division"), tr(CTX, "Day"), tr(CTX, "Hanchan"), tr(CTX, "Table"), tr(CTX, "Seat"),
              tr(CTX, "Name"), tr(CTX, "Score"), tr(CTX, "Rank"), tr(CTX, "Points")]
    _prepare(sheet, [8, 12, 8, 6, 6, 20, 10, 6, 9], freeze="A2", landscape=False, title_rows="1:1")
    sheet.append(sheet.header(labels), height=20)
    winds = seat_winds()
    for div in season.divisions:
        day_of = {}
        for day in div.days:
            if day.rounds is not None:
                for h, number in enumerate(range(day.rounds[0], day.rounds[1] + 1), start=1):
                    day_of[number] = (league_text.day_header(day.number, final=day.final), h)
        for game in sorted(results.get(div.name, ()), key=lambda g: (g.round, g.table)):
            day_label, hanchan = day_of.get(game.round, ("", None))
            for seat in range(4):
                sheet.append([sheet.text(div.name), sheet.text(day_label), sheet.number(hanchan, "int"),
                              sheet.number(game.table, "int"), sheet.text(winds[seat]),
                              sheet.text(game.names[seat]),
                              sheet.number(None if game.final_scores is None else game.final_scores[seat],
                                           "score"),
                              sheet.number(None if game.ranks is None else game.ranks[seat], "int"),
                              sheet.points(None if game.points is None else game.points[seat],
                                           "points_bold")])
    sheet.ws.auto_filter.ref = f"A1:I{max(sheet.row, 2)}"

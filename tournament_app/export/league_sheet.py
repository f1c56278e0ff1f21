"""The league sheet (成績表) as leagues publish it: per division, the players by rank, their total and
every day's points (one decimal, △ for negatives), games played, and the promotion and relegation
lines drawn (blue under the last player going up or into the final, red above the first going down).

Two renderings of the same rows (``services.season_standings.DivisionTable``): printable HTML, a
page of A4 landscape per division (:func:`league_sheets_html`), and the season workbook, a sheet per
division plus the title final and every game's result (:func:`write_season_workbook`).
"""

from __future__ import annotations

import datetime as dt
import os
import tempfile
from collections.abc import Mapping, Sequence
from dataclasses import replace
from html import escape
from pathlib import Path

from openpyxl import Workbook
from openpyxl.cell.cell import Cell

from tournament_app.export import league_text, sheet_xml
from tournament_app.export.league_final import final_headers, final_note, final_subtitle
from tournament_app.export.sheet_pages import close_unsaved, prepare, seat_winds
from tournament_app.export.xlsx_cells import Sheet, XmlCells, clean_text
from tournament_app.files.output_files import discard, publish, temporary_beside, write_error
from tournament_app.files.progress import Progress, report
from tournament_app.services.rows import GameResult, TournamentInfo
from tournament_app.services.season_rows import DayInfo, SeasonInfo
from tournament_app.services.season_standings import DAY_MARKS, DivisionTable, LeagueRow
from tournament_app.texts import display
from tournament_app.words.i18n import tr

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
td.num { text-align: right; white-space: nowrap; }
td.prev { text-align: center; color: #555555; }
span.date { font-size: 7pt; font-weight: normal; color: #333333; }
span.mark { font-size: 7pt; color: #a04000; }
span.alone { color: #a04000; }
td.mid { text-align: center; }
td.total { text-align: right; font-weight: bold; }
tr.alt td { background-color: #f3f5fa; }
p.legend { color: #555555; margin-top: 4px; }
"""


def _e(text: object) -> str:
    return escape(clean_text(str(text)))


def _points(tenths: int | None, minus: str = "△") -> str:
    return "" if tenths is None else display.points(tenths, minus)


def day_dates(days: Sequence[DayInfo]) -> list[str]:
    """Each day's date and venue as its column shows them, a line each: ``4/5`` (the year once, in the
    printed date), or the whole date when the days run into another year; "" for a day without
    either."""
    years = {d.date.year for d in days if d.date is not None}
    dates = ["" if d.date is None else f"{d.date.month}/{d.date.day}" if len(years) == 1
             else display.day_text(d.date) for d in days]
    return ["\n".join(part for part in (date, d.venue) if part) for date, d in zip(dates, days, strict=True)]


def marks_shown(table: DivisionTable) -> list[str]:
    """The short marks the table's cells carry beside points (the legend's), in ``DAY_MARKS``' order."""
    used = {row.day_mark(i) for row in table.rows for i, v in enumerate(row.days) if v is not None}
    used.discard(None)
    return [m for m in DAY_MARKS if m in used] + sorted(m for m in used - set(DAY_MARKS) if m)


def _day_html(row: LeagueRow, index: int, minus: str) -> str:
    """A day's cell on the sheet: the points with the mark small beside them (one line a row), or the
    mark's word alone on a day not played."""
    code = row.day_mark(index)
    points = _e(_points(row.days[index], minus))
    if not code:
        return points
    if not points:
        return f"<span class='alone'>{_e(league_text.day_mark(code))}</span>"
    return f"{points}<span class='mark'>{_e(league_text.day_mark_short(code))}</span>"


def line_after(table: DivisionTable, index: int) -> str | None:
    """The line under row ``index``: "up" (promotion, or the final's), "down" (relegation), or None."""
    if table.down_line is not None and index + 1 == table.down_line:
        return "down"
    if table.up_line is not None and index + 1 == table.up_line:
        return "up"
    return None


def subtitle(table: DivisionTable, levels: int, printed: dt.date | None = None,
             minus: str | None = None) -> str:
    """Where the table stands and what its lines mean (and the day the sheet was printed); ``minus``:
    the sign of a negative, the season's unless given."""
    div, minus = table.division, minus or table.minus
    parts = [league_text.as_of(table), league_text.lines_legend(div.promote, div.relegate, div.final_top,
                                                                div.level == 1, div.level == levels)]
    if div.drop_after is not None and div.drop_below is not None:
        parts.append(league_text.drop_text(div.drop_after, display.points(div.drop_below, minus),
                                           div.drop_each))
    if printed is not None:
        parts.append(league_text.printed_text(display.date_text(printed)))
    return league_text.joined(parts)


def has_previous(table: DivisionTable) -> bool:
    return any(row.previous_rank is not None for row in table.rows)


# -- HTML ----------------------------------------------------------------------------------------
def league_sheets_html(season: SeasonInfo, tables: Sequence[DivisionTable],
                       printed: dt.date | None = None, minus: str | None = None) -> str:
    """Every division's sheet, each on a page of its own, then the title final's when it has begun
    (``printed``: the day the sheets say they were printed, today unless given; ``minus``: the sign
    of a negative, one of ``display.MINUS_SIGNS``, the season's unless given)."""
    printed = printed or dt.date.today()
    minus = minus or season.minus
    body: list[str] = []
    for table in tables:
        body.append(_division_html(table, len(season.divisions), printed, minus, new_page=bool(body)))
        if table.final_rows:
            body.append(_final_html(table, minus))
    title = tr(CTX, "League sheet")
    return (f"<html><head><meta charset='utf-8'><title>{_e(season.name)} — {_e(title)}</title>"
            f"<style>{_CSS}</style></head><body>{''.join(body)}</body></html>")


def _heading(title: str, sub: str, new_page: bool) -> str:
    style = " style='page-break-before: always'" if new_page else ""
    return f"<h1{style}>{_e(title)}</h1><p class='sub'>{_e(sub)}</p>"


def _headers(days: Sequence[str], extra: Sequence[str] = (), previous: bool = False) -> list[str]:
    return [tr(CTX, "Rank"), *([tr(CTX, "Prev.")] if previous else []), tr(CTX, "Name"), tr(CTX, "Total"),
            *extra, *days, tr(CTX, "Games"), tr(CTX, "Note")]


def _grid(headers: Sequence[str], rows: Sequence[str], days: int, dates: Sequence[str] = (),
          previous: bool = False) -> str:
    """The table: rank, (previous place,) name, total, the extra and day columns, games, note; a day's
    date under its head."""
    # the previous place's column takes its room from the others', not from the days'; the note holds a
    # word or two unbroken (Promoted, Leaves the league)
    lead, name, games, note = ([4, 4], 13, 5, 15) if previous else ([5], 15, 6, 16)
    fixed = sum(lead) + name + 8 + games + note
    day_width = max(3, (100 - fixed) // max(days, 1))
    widths = [*lead, name, 8, *([day_width] * (len(headers) - len(lead) - 4)), games, note]
    first_day = len(headers) - 2 - len(dates)
    cells = []
    for index, (label, width) in enumerate(zip(headers, widths, strict=True)):
        date = dates[index - first_day] if 0 <= index - first_day < len(dates) else ""
        under = "".join(f"<br/><span class='date'>{_e(line)}</span>" for line in date.split("\n") if line)
        cells.append(f"<th width='{width}%'>{_e(label)}{under}</th>")
    return (f"<table class='league' width='100%' border='1' cellspacing='0' cellpadding='2'>"
            f"<thead><tr>{''.join(cells)}</tr></thead>{''.join(rows)}</table>")


def _division_html(table: DivisionTable, levels: int, printed: dt.date, minus: str, *, new_page: bool) -> str:
    div = table.division
    days = [league_text.day_header(d.number) for d in div.league_days]
    previous = has_previous(table)
    rows = [_row_html(row, i, line_after(table, i), table.complete, previous, minus, table.lowest)
            for i, row in enumerate(table.rows)]
    title = league_text.division_title(table.season, div.name)
    note = legend(table, levels)
    note = f"<p class='legend'>{_e(note)}</p>" if note else ""
    dates = day_dates(div.league_days)
    grid = _grid(_headers(days, previous=previous), rows, len(days), dates if any(dates) else (), previous)
    return _heading(title, subtitle(table, levels, printed, minus), new_page) + grid + note


def legend(table: DivisionTable, levels: int) -> str:
    """What the lines drawn on this sheet mean."""
    div, parts = table.division, []
    if table.up_line:
        parts.append(tr(CTX, "blue line: the title final above it") if div.level == 1
                     else tr(CTX, "blue line: promoted above it"))
    if table.down_line:
        parts.append(tr(CTX, "red line: leaving the league below it") if div.level == levels
                     else tr(CTX, "red line: relegated below it"))
    parts.append(league_text.marks_legend(marks_shown(table)))
    return league_text.joined(parts)


def row_note(row: LeagueRow, complete: bool, lowest: bool) -> str:
    note = league_text.mark_note(row.mark, row.tied_at_line, complete, lowest)
    if row.tie_break and not note:
        note = display.tie_break_text(row.tie_break)
    return note


def _row_html(row: LeagueRow, index: int, line: str | None, complete: bool, previous: bool,
              minus: str, lowest: bool) -> str:
    style = ""
    if line is not None:
        style = f" style='border-bottom: 2px solid {UP_COLOR if line == 'up' else DOWN_COLOR}'"

    def cell(value: object, cls: str = "") -> str:
        attr = f" class='{cls}'" if cls else ""
        return f"<td{attr}{style}>{_e(value)}</td>"

    before = [cell("" if row.previous_rank is None else row.previous_rank, "prev")] if previous else []
    cells = [cell(row.rank, "mid"), *before, cell(row.name), cell(display.points(row.total, minus), "total"),
             *(f"<td class='num'{style}>{_day_html(row, i, minus)}</td>" for i in range(len(row.days))),
             cell(row.games, "mid"),
             cell(row_note(row, complete, lowest))]
    alt = " class='alt'" if index % 2 else ""
    return f"<tr{alt}>{''.join(cells)}</tr>"


def _final_html(table: DivisionTable, minus: str) -> str:
    div = table.division
    rows = []
    for i, row in enumerate(table.final_rows):
        cells = [f"<td class='mid'>{row.rank}</td>", f"<td>{_e(row.name)}</td>",
                 f"<td class='total'>{_e(display.points(row.total, minus))}</td>",
                 f"<td class='num'>{_e(display.points(row.carried, minus))}</td>",
                 *(f"<td class='num'>{_e(_points(v, minus))}</td>" for v in row.days),
                 f"<td class='mid'>{row.games}</td>", f"<td>{_e(final_note(table, row))}</td>"]
        rows.append(f"<tr{' class=alt' if i % 2 else ''}>{''.join(cells)}</tr>")
    title = f"{table.season} — {display.final_name(div.final_name)}"
    dates = day_dates(div.final_days)
    return (_heading(title, final_subtitle(table), True)
            + _grid(final_headers(table), rows, len(div.final_days) + 1, dates if any(dates) else ()))


# -- workbook ------------------------------------------------------------------------------------
def write_season_workbook(path: str | os.PathLike[str], season: SeasonInfo, tables: Sequence[DivisionTable],
                          infos: Mapping[str, TournamentInfo], results: Mapping[str, Sequence[GameResult]],
                          progress: Progress | None = None, printed: dt.date | None = None) -> None:
    """A league sheet per division (and the title final's), then every game of the season.

    Written beside ``path`` and moved over it when complete (as the tournament workbook);
    ``printed``: the day its sheets say they were made, today unless given."""
    printed = printed or dt.date.today()
    target = Path(path)
    tmp = temporary_beside(target)
    wb = Workbook(write_only=True)
    total = len(tables) + 2
    try:
        with tempfile.TemporaryDirectory(prefix="tournament-season-") as work:
            cells = XmlCells(Path(work), season.minus)
            try:
                for n, table in enumerate(tables):
                    report(progress, n, total)
                    info = infos[table.division.name]
                    _league_sheet(cells.sheet(wb, info, league_text.division_label(table.division.name)),
                                  table, len(season.divisions), printed)
                    if table.final_rows:
                        name = display.final_name(table.division.final_name)
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
        close_unsaved(wb)
        raise write_error(target, exc) from exc
    except BaseException:
        close_unsaved(wb)
        raise
    finally:
        discard(tmp)  # (gone already when published)


TITLE_ROWS = 3  # title, subtitle, column names


def _dated(days: Sequence[str], dates: Sequence[str]) -> list[str]:
    """Day heads with each day's date on a line under it."""
    return [f"{head}\n{date}" if date else head for head, date in zip(days, dates, strict=True)]


def _league_sheet(sheet: Sheet, table: DivisionTable, levels: int, printed: dt.date) -> None:
    div = table.division
    days = _dated([league_text.day_header(d.number) for d in div.league_days], day_dates(div.league_days))
    previous = has_previous(table)
    lead = [6, 6] if previous else [6]
    freeze = f"{'E' if previous else 'D'}{TITLE_ROWS + 1}"  # (at the first day's column)
    prepare(sheet, [*lead, 18, 9, *[8] * len(days), 7, 16], freeze=freeze, landscape=True,
             title_rows=f"{TITLE_ROWS}:{TITLE_ROWS}")
    sheet.append([sheet.text(league_text.division_title(table.season, div.name), "title")], height=22)
    sheet.append([sheet.text(subtitle(table, levels, printed), "subtitle")])
    lines = max((d.count("\n") for d in days), default=0)  # the date and the venue under a head
    sheet.append(sheet.header(_headers(days, previous=previous)), height=20 + 12 * lines)
    for index, row in enumerate(table.rows):
        line = line_after(table, index)
        suffix = f"_{line}" if line else ""
        before = [sheet.number(row.previous_rank, "int" + suffix)] if previous else []
        sheet.append([sheet.number(row.rank, "int" + suffix), *before, sheet.text(row.name, "text" + suffix),
                      sheet.points(row.total, "points_bold" + suffix),
                      *(_day_value(sheet, row, i, suffix) for i in range(len(row.days))),
                      sheet.number(row.games, "int" + suffix),
                      sheet.text(row_note(row, table.complete, table.lowest), "text" + suffix)])
    if legend(table, levels):
        sheet.append([])
        sheet.append([None, sheet.text(legend(table, levels), "subtitle")])


def _day_value(sheet: Sheet, row: LeagueRow, index: int, suffix: str) -> Cell:
    """A day's points as a number (a hanchan sat out: its mark in the number's format); a day not
    played, with a mark, as the mark's word."""
    if row.day_mark(index) == "sit_out" and row.days[index] is not None:  # the cell stays a number
        return sheet.points(row.days[index], "points_out" + suffix)
    if row.day_mark(index):
        return sheet.text(league_text.day_cell(row.days[index], row.day_mark(index)), "text" + suffix)
    return sheet.points(row.days[index], "points" + suffix)


def _final_sheet(sheet: Sheet, table: DivisionTable) -> None:
    div = table.division
    prepare(sheet, [6, 18, 9, 9, *[8] * len(div.final_days), 7, 8], freeze=f"E{TITLE_ROWS + 1}",
             landscape=True, title_rows=f"{TITLE_ROWS}:{TITLE_ROWS}")
    sheet.append([sheet.text(f"{table.season} — {display.final_name(div.final_name)}", "title")],
                 height=22)
    sheet.append([sheet.text(final_subtitle(table), "subtitle")])
    headers = final_headers(table)  # rank, name, TOTAL, carried, the days, games, note
    days = len(div.final_days)
    headers[4:4 + days] = _dated(headers[4:4 + days], day_dates(div.final_days))  # as the league's days
    lines = max((h.count("\n") for h in headers), default=0)
    sheet.append(sheet.header(headers), height=20 + 12 * lines)
    for row in table.final_rows:
        sheet.append([sheet.number(row.rank, "int"), sheet.text(row.name),
                      sheet.points(row.total, "points_bold"), sheet.points(row.carried),
                      *(sheet.points(v) for v in row.days), sheet.number(row.games, "int"),
                      sheet.text(final_note(table, row))])


def _results_sheet(sheet: Sheet, season: SeasonInfo, results: Mapping[str, Sequence[GameResult]]) -> None:
    """Every game of the season, a row per seat: division, day, hanchan, table, seat, player, score,
    place, penalty (the chombo's, within the points) and points."""
    labels = [tr(CTX, "Division"), tr(CTX, "Day"), tr(CTX, "Hanchan"), tr(CTX, "Table"), tr(CTX, "Seat"),
              tr(CTX, "Name"), tr(CTX, "Score"), tr(CTX, "Rank"), tr(CTX, "Penalty"), tr(CTX, "Points")]
    prepare(sheet, [8, 12, 8, 6, 6, 20, 10, 6, 9, 9], freeze="A2", landscape=False, title_rows="1:1")
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
                              sheet.points(game.penalties[seat] or None if game.penalties else None),
                              sheet.points(None if game.points is None else game.points[seat],
                                           "points_bold")])
    sheet.ws.auto_filter.ref = f"A1:J{max(sheet.row, 2)}"

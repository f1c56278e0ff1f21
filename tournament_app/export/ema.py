"""The EMA results file: the tournament's results as the European Mahjong Association's ranking (MERS)
takes them.

Layout: the tournament's name, dates, city, number of players and rules on top; then one row per
player in place order: place, first name, LAST NAME, EMA number (text, so that leading zeros stay),
table points (the tournament total), score (the table scores won or lost, summed over the games),
country, EMA member (whether the player has an EMA number).

What the EMA publishes about it (checked for issue 15): its "Requirements and guidelines for MERS
tournaments" (ERGMT, 18 December 2018) §3.13 only says that results go to the ranking manager "in the
correct format with EMA ID numbers for players, as described on the EMA website"; the template that
page offers is in no source reachable from here. The EMA's own result tables
(mahjong-europe.org/ranking/Tournament/TR_RCR_<id>.html, as read by several public scrapers) show per
player: position, EMA number ("-" without one), LAST NAME, first name, country (flag), points, score,
base rank (the EMA computes it). Every field of those is in this file; the order is the one the
issue lists, since the EMA's template itself could not be checked.
"""

from __future__ import annotations

import unicodedata
from pathlib import Path

from openpyxl import Workbook
from openpyxl.styles import Alignment, Font

from tournament_app.export.xlsx_cells import POINTS_FORMAT, SCORE_FORMAT, text_cell
from tournament_app.files.output_files import check_target, output_file
from tournament_app.files.progress import Progress, report
from tournament_app.services import players, tournaments
from tournament_app.services.event_standings import ranked

COLUMNS = ("Place", "First name", "LAST NAME", "EMA number", "Table points", "Score", "Country", "EMA member")


def split_name(name: str) -> tuple[str, str]:
    """(first name, last name) from one written name: a Japanese, Chinese or Korean name is written
    family name first (佐藤 太郎), a European one given name first (Anna van Dijk: last name 'van Dijk'
    is beyond a rule, so only the last word is taken: give first/last names in the player list)."""
    parts = name.split()
    if len(parts) < 2:
        return "", name
    if any(unicodedata.east_asian_width(ch) in "WF" for ch in name):
        return " ".join(parts[1:]), parts[0]
    return " ".join(parts[:-1]), parts[-1]


def ema_rows(tournament_id: int, progress: Progress | None = None
             ) -> list[tuple[int, str, str, str, int, int, str, str]]:
    """(place, first name, LAST NAME, EMA number, table points in tenths, score, country, member)."""
    info = tournaments.tournament_info(tournament_id)
    out = []
    rows = ranked(tournament_id)
    for index, row in enumerate(rows):
        report(progress, index, len(rows))
        details = players.ema_details(row.player_id)
        first, last = split_name(row.name)
        first = details["first_name"] or first
        last = details["last_name"] or last
        score = row.score_sum - row.games * info.rules.start_points
        member = "Y" if details["ema_number"] else "N"
        out.append((row.rank, first, last.upper(), details["ema_number"], row.total, score,
                    details["country"], member))
    return out


def write_ema(tournament_id: int, path: Path, progress: Progress | None = None) -> None:
    """Write the file beside ``path`` and move it in place: a failure leaves no half-written file, and
    neither does Cancelled from ``progress`` (called with the players written)."""
    check_target(path)  # the output rule, before any work
    wb = ema_workbook(tournament_id, progress)
    with output_file(path) as tmp:
        wb.save(tmp)


def ema_workbook(tournament_id: int, progress: Progress | None = None) -> Workbook:
    """The results file as a workbook, not yet written."""
    info = tournaments.tournament_info(tournament_id)
    rows = ema_rows(tournament_id, progress)
    wb = Workbook()
    ws = wb.active
    ws.title = "EMA results"
    dates = " – ".join(str(d) for d in (info.starts_on, info.ends_on) if d) if info.starts_on else ""
    head = [("Tournament", info.name), ("Dates", dates), ("City", info.venue),
            ("Number of players", len(rows)), ("Rules", info.rules.name)]
    for label, value in head:  # every text from users through the workbook's one cell rule
        ws.append([label, text_cell(ws, value) if isinstance(value, str) else value])
        ws.cell(ws.max_row, 1).font = Font(bold=True)
    ws.append([])
    ws.append(list(COLUMNS))
    for cell in ws[ws.max_row]:
        cell.font = Font(bold=True)
    for place, first, last, number, points, score, country, member in rows:
        ws.append([place, text_cell(ws, first), text_cell(ws, last), text_cell(ws, number), points / 10,
                   score, text_cell(ws, country), member])
        r = ws.max_row
        ws.cell(r, 1).alignment = Alignment(horizontal="left")  # under its header in the wide column A
        ws.cell(r, 4).number_format = "@"  # text: EMA numbers keep their leading zeros
        ws.cell(r, 5).number_format = POINTS_FORMAT.replace('"△"', "-")
        ws.cell(r, 6).number_format = SCORE_FORMAT
    # column A also holds the labels on top ("Number of players"); the eight columns print on one page
    for column, width in zip("ABCDEFGH", (18, 18, 22, 14, 13, 11, 12, 11), strict=True):
        ws.column_dimensions[column].width = width
    ws.page_setup.orientation = "landscape"
    ws.sheet_properties.pageSetUpPr.fitToPage = True
    ws.page_setup.fitToWidth = 1
    ws.page_setup.fitToHeight = 0  # as many pages down as the players need
    return wb

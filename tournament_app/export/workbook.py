"""The tournament workbook (.xlsx): standings, league table, results, players, score sheets.

A 512-player, 100-round league has 12,800 games and millions of cells, which openpyxl's normal
mode holds in memory at several hundred bytes a cell. Rows are therefore produced in order, and
every per-sheet setting a row depends on (column widths, frozen panes, a row's height) is made
before that row is written. openpyxl (write-only mode) makes the package: styles, print setup,
views; the rows themselves are written as XML text by :mod:`.sheet_xml` (``fast=False``: as
openpyxl cells, several times slower, the reference that the fast path is tested against).

Points are real numbers in the cells (tenths / 10, at write time only) with the league notation as
number format, so that users can add them up; scores are integers. Every text is written as a
string cell, never as a formula, whatever it begins with.
"""

from __future__ import annotations

import math
import os
import tempfile
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path

from openpyxl import Workbook
from openpyxl.cell.cell import Cell
from openpyxl.utils import get_column_letter

from tournament_app.export import sheet_xml
from tournament_app.export.sheet_pages import (
    close_unsaved,
    pages_across,
    played_rounds,
    prepare,
    round_header,
    seat_winds,
)
from tournament_app.export.stats_sheet import stats_sheet
from tournament_app.export.xlsx_cells import (
    FONT_SIZE,
    Cells,
    Sheet,
    XmlCells,
)
from tournament_app.files.output_files import discard, publish, temporary_beside, write_error
from tournament_app.files.progress import PARTS, Progress, report
from tournament_app.services.event_standings import TeamRow
from tournament_app.services.game_feed import GameFeed
from tournament_app.services.rows import (
    GameResult,
    HandLine,
    PlayerRow,
    PlayerStats,
    StandingRow,
    TournamentInfo,
)
from tournament_app.texts.display import names_list, separated
from tournament_app.texts.display import page_width as display_width
from tournament_app.texts.display import score as score_text
from tournament_app.words.i18n import tr

# Up to this many games get a sheet each; beyond, one sheet with a block per game and page breaks
# (thousands of sheets make Excel slow to open and the tab bar useless).
GAME_SHEETS_LIMIT = 100
# Per mille of an export's progress for its rows (the games are read as they are written); saving
# the package is the rest.
ROWS_SHARE = 950

def write_workbook(path: str | os.PathLike[str], info: TournamentInfo, standings: list[StandingRow],
                   round_numbers: list[int], results: Iterable[GameResult], players: list[PlayerRow],
                   *, score_sheets: bool = True, fast: bool = True,
                   teams: list[TeamRow] | None = None, progress: Progress | None = None,
                   charts: bool = True, cut: tuple[int, str] | None = None,
                   stats: list[PlayerStats] | None = None) -> None:
    """Write the tournament workbook to ``path``.

    ``results``: the games, a list (in any order) or a :class:`GameFeed` (read batch by batch, in
    order): each game is taken once, its result rows and its score sheet written together, so that
    a long league's games are never all in memory. The file is written next to ``path`` and moved
    over it when complete, so a failed export never leaves a half-written workbook in place of a
    good one. ``score_sheets=False`` leaves out the score sheets (most of the cells of a long
    league). ``fast=False`` writes the cells through openpyxl (the same workbook, several times
    slower). ``progress``: sheets and games written, of all; Cancelled from it leaves ``path`` as it
    was. ``charts``: Excel charts (see :mod:`.workbook_charts`) with ``cut``, the next stage's (top
    N, stage name), as a line. ``stats``: the players' statistics, a sheet of their own.
    """
    from tournament_app.export import workbook_charts  # (it builds on this module)

    target = Path(path)
    tmp = temporary_beside(target)  # before the long work: an unwritable folder fails at once
    wb = Workbook(write_only=True)
    try:
        with tempfile.TemporaryDirectory(prefix="tournament-xlsx-") as work:
            cells = XmlCells(Path(work)) if fast else Cells()
            try:
                if isinstance(results, GameFeed):
                    games: Iterable[GameResult] = results
                    states = results.states
                else:
                    games = sorted(results, key=lambda g: (g.round, g.table))
                    states = [g.state for g in games]
                scored = sum(state != "planned" for state in states) if score_sheets else 0
                total = 4 + len(states)  # four sheets, each game; then the package (the rest)

                def step(done: int) -> None:
                    report(progress, ROWS_SHARE * done // total, PARTS)

                _standings_sheet(cells.sheet(wb, info, tr("export", "Standings")), standings, round_numbers)
                league = cells.sheet(wb, info, tr("export", "League"))
                _league_sheet(league, standings, round_numbers)
                step(1)
                results_sheet = _ResultsSheet(cells.sheet(wb, info, tr("export", "Results")))
                step(2)
                _players_sheet(cells.sheet(wb, info, tr("export", "Players")), players)
                if teams:
                    _teams_sheet(cells.sheet(wb, info, tr("export", "Teams")), teams)
                if stats:
                    stats_sheet(cells.sheet(wb, info, tr("export", "Statistics")), stats)
                if charts:
                    workbook_charts.player_sheets(wb, cells, info, standings, round_numbers, cut)
                step(3)
                chart = None
                if charts and scored <= workbook_charts.GAME_CHARTS_LIMIT:
                    chart = workbook_charts.ScoreCharts(separate=scored > GAME_SHEETS_LIMIT)
                sheets = _ScoreSheets(wb, cells, info, scored, chart)
                for index, game in enumerate(games):
                    step(4 + index)
                    results_sheet.add(game)
                    if score_sheets and game.state != "planned":
                        sheets.add(game)
                results_sheet.finish()
                if chart is not None:
                    chart.finish(wb, cells, info)
                step(4 + len(states))
            finally:
                cells.close()
            if isinstance(cells, XmlCells):
                skeleton = Path(work) / "skeleton.xlsx"
                wb.save(skeleton)  # every sheet empty
                sheet_xml.assemble(skeleton, tmp, cells.parts())
            else:
                wb.save(tmp)
        publish(tmp, target)
    except OSError as exc:  # locked by Excel, disk full, no permission: the user's world
        close_unsaved(wb)
        raise write_error(target, exc) from exc
    except BaseException:
        close_unsaved(wb)
        raise
    finally:
        discard(tmp)  # (gone already when published)


# -- standings -----------------------------------------------------------------------------------
def _standings_sheet(sheet: Sheet, standings: list[StandingRow], round_numbers: list[int]) -> None:
    staged = any(row.stage is not None for row in standings)  # ranked by the stage reached first
    labels = [tr("export", "Rank"), tr("export", "Name"), tr("export", "Affiliation"), tr("export", "Total"),
              *([tr("export", "Stage reached"), tr("export", "Stage total")] if staged else []),
              tr("export", "Games"), tr("export", "Average rank"), tr("export", "1st"), tr("export", "2nd"),
              tr("export", "3rd"), tr("export", "4th"), tr("export", "Average score"),
              tr("export", "Penalties")]
    widths = [6, 18, 16, 9, *([12, 9] if staged else []), 7, 8, 5, 5, 5, 5, 9, 9]
    prepare(sheet, widths + [8] * len(round_numbers), freeze="C2",
             landscape=True, title_rows="1:1", title_cols="A:B", fit_width=pages_across(len(round_numbers)))
    sheet.append(sheet.header(labels + [round_header(n) for n in round_numbers]), height=30)
    for row in standings:
        average_rank = None if row.average_rank_x100 is None else row.average_rank_x100 / 100
        cells = [sheet.number(row.rank, "int"), sheet.text(row.name), sheet.text(row.affiliation),
                 sheet.points(row.total, "points_bold"),
                 *([sheet.text(row.stage or ""), sheet.points(row.stage_total)] if staged else []),
                 sheet.number(row.games, "int"),
                 sheet.number(average_rank, "avg_rank"),
                 *(sheet.number(count, "int") for count in row.places),
                 sheet.number(row.average_score, "score"), sheet.points(row.penalties or None)]
        cells += [sheet.points(row.by_round.get(n)) for n in round_numbers]
        sheet.append(cells)
    last = get_column_letter(len(labels) + len(round_numbers))
    sheet.ws.auto_filter.ref = f"A1:{last}{max(sheet.row, 2)}"


# -- league table --------------------------------------------------------------------------------
def _league_sheet(sheet: Sheet, standings: list[StandingRow], round_numbers: list[int]) -> None:
    """順位 | 名前 | 合計 | 1回戦 | 2回戦 …: each round's points, then the same layout cumulated.

    The cumulative block comes below on a page of its own, so that both print alike; a round a
    player missed is blank above and carries the previous sum below; a round nobody has played yet
    is blank in both.
    """
    prepare(sheet, [6, 18, 9] + [8] * len(round_numbers), freeze="D2", landscape=True, title_rows="1:1",
             title_cols="A:C", fit_width=pages_across(len(round_numbers)))
    labels = [tr("export", "Rank"), tr("export", "Name"), tr("export", "Total"),
              *(round_header(n) for n in round_numbers)]
    sheet.append(sheet.header(labels), height=20)
    for row in standings:
        sheet.append([sheet.number(row.rank, "int"), sheet.text(row.name),
                      sheet.points(row.total, "points_bold"),
                      *(sheet.points(row.by_round.get(n)) for n in round_numbers)])
    # The header row is frozen on screen and repeated on every printed page: the cumulative block
    # below needs only its title.
    sheet.page_break()
    sheet.append([None, sheet.text(tr("export", "Cumulative points after each round"), "bold")], height=24)
    played = played_rounds(standings, round_numbers)  # the rounds seated ahead stay blank
    for row in standings:
        sheet.append([sheet.number(row.rank, "int"), sheet.text(row.name),
                      sheet.points(row.total, "points_bold"),
                      *(sheet.points(value) for value in cumulative(row, played))])


def cumulative(row: StandingRow, round_numbers: Sequence[int]) -> list[int | None]:
    """Running totals in tenths after each round; None before the player's first game. Penalties
    given without a round count from the first game on (as in the app's progress), so the last
    running total is the row's total."""
    out: list[int | None] = []
    total: int | None = None
    outside = row.total - sum(row.by_round.values())
    for number in round_numbers:
        if number in row.by_round:
            total = (outside if total is None else total) + row.by_round[number]
        out.append(total)
    return out


# -- results by round ----------------------------------------------------------------------------
_RESULTS_WIDTHS = [6, 6, 6, 20, 10, 6, 9, 9, 9, 8]
_CHECK_DETAIL_COLUMN = 3  # D, under the names


class _ResultsSheet:
    """Per round, table and seat; each table closes with a check row (the sums and OK/NG)."""

    def __init__(self, sheet: Sheet) -> None:
        labels = [tr("export", "Round"), tr("export", "Table"), tr("export", "Seat"), tr("export", "Name"),
                  tr("export", "Score"), tr("export", "Rank"), tr("export", "Rank points"),
                  tr("export", "Penalty"), tr("export", "Points"), tr("export", "Check")]
        prepare(sheet, _RESULTS_WIDTHS, freeze="E2", landscape=False, title_rows="1:1")
        sheet.append(sheet.header(labels), height=30)
        self.sheet = sheet
        self.winds = seat_winds()
        self.previous_round: int | None = None

    def add(self, game: GameResult) -> None:
        sheet = self.sheet
        if self.previous_round is not None and game.round != self.previous_round:
            sheet.page_break()
        self.previous_round = game.round
        for seat in range(4):
            sheet.append(_result_row(sheet, game, seat, self.winds[seat]))
        row, height = _check_row(sheet, game)
        sheet.append(row, height=height)

    def finish(self) -> None:
        self.sheet.ws.auto_filter.ref = f"A1:J{max(self.sheet.row, 2)}"


def _seat_value(values: tuple[int, ...] | None, seat: int) -> int | None:
    return None if values is None else values[seat]


def _result_row(sheet: Sheet, game: GameResult, seat: int, wind: str) -> list[Cell | None]:
    penalty = _seat_value(game.penalties, seat)
    return [sheet.number(game.round, "int"), sheet.number(game.table, "int"), sheet.text(wind),
            sheet.text(game.names[seat]), sheet.number(_seat_value(game.final_scores, seat), "score"),
            sheet.number(_seat_value(game.ranks, seat), "int"),
            sheet.points(_seat_value(game.rank_points, seat)),
            sheet.points(penalty or None), sheet.points(_seat_value(game.points, seat), "points_bold")]


def game_check(game: GameResult, start_points: int, rounding: str) -> tuple[bool, str]:
    """Whether a game's settlement adds up, and what is wrong when it does not.

    Scores and the points left on the table make the four starting scores. The points add up to the
    penalties, less the deposits left on the table when points are exact tenths (the scores are
    short of them by that much; other roundings give the top player the rest).
    """
    if game.final_scores is None or game.points is None:
        return True, ""
    problems = []
    total = 4 * start_points
    scores = sum(game.final_scores) + game.left
    if scores != total:
        problems.append(tr("export", "scores {found} ≠ {expected}").format(
            found=score_text(scores), expected=score_text(total)))
    penalties = sum(game.penalties or ())
    expected = penalties - (game.left // 100 if rounding == "exact" else 0)
    if sum(game.points) != expected:
        problems.append(tr("export", "points {found} ≠ {expected}").format(
            found=f"{sum(game.points) / 10:.1f}", expected=f"{expected / 10:.1f}"))
    return not problems, "; ".join(problems)


def state_text(game: GameResult) -> str:
    return {"finished": tr("export", "finished"), "in_progress": tr("export", "in progress"),
            "planned": tr("export", "not played")}.get(game.state, game.state)


def _check_row(sheet: Sheet, game: GameResult) -> tuple[list[Cell | None], float | None]:
    """The table's check row, and its height when its detail wraps (the cell after it holds the sum
    of the scores: a longer text would be cut off there)."""
    rules = sheet.info.rules
    ok, problems = game_check(game, rules.start_points, rules.rounding)
    detail = state_text(game)
    if game.left:
        detail = tr("export", "{state}, {left} left on the table").format(state=detail,
                                                                         left=score_text(game.left))
    if problems:
        detail += ": " + problems
    played = game.final_scores is not None
    scores = sum(game.final_scores) + game.left if game.final_scores is not None else None
    lines = math.ceil(display_width(detail) / (_RESULTS_WIDTHS[_CHECK_DETAIL_COLUMN] - 1))
    height = None if lines <= 1 else _lines_height(lines)
    return [sheet.number(game.round, "int"), sheet.number(game.table, "int"),
            sheet.text(tr("export", "Check"), "check_text"),
            sheet.text(detail, "check_text" if height is None else "check_wrap"),
            sheet.number(scores, "check_score"), sheet.blank("check_text"),
            sheet.points(_sum(game.rank_points), "check_points"),
            sheet.points(_sum(game.penalties), "check_points"),
            sheet.points(_sum(game.points), "check_points"),
            sheet.text("OK" if ok else "NG", "check_ok" if ok else "check_ng") if played
            else sheet.blank("check_text")], height


def _sum(values: tuple[int, ...] | None) -> int | None:
    return None if values is None else sum(values)


# -- players -------------------------------------------------------------------------------------
def status_text(status: str) -> str:
    return {"active": tr("export", "active"), "withdrawn": tr("export", "withdrawn"),
            "substitute": tr("export", "substitute")}.get(status, status)


def _players_sheet(sheet: Sheet, players: list[PlayerRow]) -> None:
    labels = [tr("export", "Name"), tr("export", "Reading"), tr("export", "Affiliation"),
              tr("export", "Member number"), tr("export", "Status")]
    prepare(sheet, [20, 22, 20, 14, 10], freeze="B2", landscape=False, title_rows="1:1")
    sheet.append(sheet.header(labels), height=20)
    for player in players:
        sheet.append([sheet.text(player.name), sheet.text(player.reading), sheet.text(player.affiliation),
                      sheet.text(player.member_no), sheet.text(status_text(player.status))])
    sheet.ws.auto_filter.ref = f"A1:E{max(sheet.row, 2)}"


def _teams_sheet(sheet: Sheet, teams: list[TeamRow]) -> None:
    """The team standings (event_standings.TeamRow): rank, team, total, members (counted first)."""
    prepare(sheet, [6, 20, 10, 60], freeze="C2", landscape=False, title_rows="1:1")
    sheet.append(sheet.header([tr("export", "Rank"), tr("export", "Team"), tr("export", "Total"),
                               tr("export", "Members")]), height=20)
    for team in teams:
        counted = [n for n in team.members if n in team.counted]
        rest = [f"({n})" for n in team.members if n not in team.counted]  # not counted: in brackets
        sheet.append([sheet.number(team.rank, "int"), sheet.text(team.name), sheet.points(team.total),
                      sheet.text(names_list([*counted, *rest]))])


# -- score sheets --------------------------------------------------------------------------------
# Columns: A no. | B hand | C result | D detail | E-L (± , score) per seat | M left on the table
_SCORE_WIDTHS = [4, 19, 9, 44, 8, 9, 8, 9, 8, 9, 8, 9, 8]
_DETAIL_COLUMN = 3
_HEADER_ROWS = 4  # title, state, seat names, column names
# (sheet, game, the row of the seats' names, the "Start" row): a chart after the block
ScoreChart = Callable[[Sheet, GameResult, int, int], None]


class _ScoreSheets:
    """A sheet per game for up to GAME_SHEETS_LIMIT of ``count`` games, else one sheet of them all
    with a page per game; ``chart`` draws a game's scores after its block."""

    def __init__(self, wb: Workbook, cells: Cells, info: TournamentInfo, count: int,
                 chart: ScoreChart | None = None) -> None:
        self.wb, self.cells, self.info, self.chart = wb, cells, info, chart
        self.shared: Sheet | None = None
        if count > GAME_SHEETS_LIMIT:
            self.shared = cells.sheet(wb, info, tr("export", "Score sheets"))
            # No frozen panes nor repeated rows here: each game's block has its own header.
            prepare(self.shared, _SCORE_WIDTHS, freeze=None, landscape=True)
        self.written = 0

    def add(self, game: GameResult) -> None:
        sheet = self.shared
        if sheet is None:
            title = tr("export", "R{round} T{table}").format(round=game.round, table=game.table)
            sheet = self.cells.sheet(self.wb, self.info, title)
            prepare(sheet, _SCORE_WIDTHS, freeze=f"A{_HEADER_ROWS + 1}", landscape=True,
                     title_rows=f"3:{_HEADER_ROWS}")
        elif self.written:
            sheet.page_break()
        self.written += 1
        _score_block(sheet, game, self.chart)


def _score_block(sheet: Sheet, game: GameResult, chart: ScoreChart | None = None) -> None:
    """One game: title, hand log, settlement and the four players' signature boxes."""
    title = tr("export", "Score sheet: round {round}, table {table}").format(round=game.round,
                                                                           table=game.table)
    sheet.append([sheet.text(title, "title")], height=22)
    sheet.append([sheet.text(separated((sheet.info.name, state_text(game))), "subtitle")])
    winds = seat_winds()
    seats: list[Cell | None] = [sheet.blank("header") for _ in range(4)]
    for seat in range(4):
        seats += [sheet.text(f"{winds[seat]}  {game.names[seat]}", "seat_header"), sheet.blank("seat_header")]
    sheet.append([*seats, sheet.blank("header")])
    names_row, first_row = sheet.row, sheet.row + 2  # the seats' names; "Start" after the column names
    sheet.append(sheet.header([tr("export", "No."), tr("export", "Hand"), tr("export", "Result"),
                               tr("export", "Detail"),
                               *[label for _ in range(4) for label in ("±", tr("export", "Score"))],
                               tr("export", "Left")]))
    if game.hands:
        start = sheet.info.rules.start_points
        sheet.append([None, sheet.text(tr("export", "Start")), None, None,
                      *[c for _ in range(4) for c in (None, sheet.number(start, "score"))]])
        for hand in game.hands:
            sheet.append(_hand_row(sheet, hand), height=_detail_height(hand.text))
    elif game.mode == "final":
        sheet.append([None, sheet.text(tr("export", "Final scores only"), "subtitle")])
    sheet.append([])
    for label, values, style in _settlement_lines(game):
        row: list[Cell | None] = [None, None, None, sheet.text(label, "label")]
        for seat in range(4):
            value = _seat_value(values, seat)
            row += [None, sheet.points(value, style) if style.startswith("points")
                    else sheet.number(value, style)]
        if values is game.final_scores and game.left and not game.hands:
            # final scores only: no hand row shows the deposits left, so the scores would not add up
            row.append(sheet.number(game.left, "score"))
        sheet.append(row)
    sheet.append([])
    boxes: list[Cell | None] = [None, None, None, sheet.text(tr("export", "Signature"), "label")]
    for _seat in range(4):
        boxes += [sheet.blank("box_left"), sheet.blank("box_right")]
    sheet.append(boxes, height=40)
    if chart is not None:
        chart(sheet, game, names_row, first_row)


def _detail_height(text: str) -> float | None:
    """A hand row's height: spreadsheet programs keep a row one line high on opening even when its
    cell wraps, cutting the rest of a long "Detail" off, so rows that wrap get their lines' height."""
    # column widths count digits of the default font; a full-width character takes about two
    lines = math.ceil(display_width(text) / (_SCORE_WIDTHS[_DETAIL_COLUMN] - 2))
    return None if lines <= 1 else _lines_height(lines)


def _lines_height(lines: int) -> float:
    return round(lines * FONT_SIZE * 1.4 + 2, 1)


def _hand_row(sheet: Sheet, hand: HandLine) -> list[Cell | None]:
    row: list[Cell | None] = [sheet.number(hand.number, "int"), sheet.text(hand.label),
                              sheet.text(hand.result), sheet.text(hand.text, "wrap")]
    for seat in range(4):
        # Only the changes are written, as on a paper score sheet: a blank is "no change".
        row += [sheet.number(hand.deltas[seat], "delta") if hand.deltas[seat] else None,
                sheet.number(hand.scores[seat], "score")]
    row.append(sheet.number(hand.left, "score") if hand.left else None)
    return row


def _settlement_lines(game: GameResult) -> list[tuple[str, tuple[int, ...] | None, str]]:
    return [(tr("export", "Final score"), game.final_scores, "score"),
            (tr("export", "Rank"), game.ranks, "score"),  # right-aligned under the scores
            (tr("export", "Rank points"), game.rank_points, "points"),
            (tr("export", "Penalty"), game.penalties, "points"),
            (tr("export", "Points"), game.points, "points_bold")]

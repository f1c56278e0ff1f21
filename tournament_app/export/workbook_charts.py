"""Excel's own charts in the tournament workbook: openpyxl chart objects over the workbook's cells.

The charts reference cells, so they follow when a user edits the numbers:

- each game: every seat's score after each hand, straight from its score sheet's hand rows (their
  score columns and hand labels), wins, deals-in and riichi marked on the points; on the page after
  the score sheet, or on "Score charts" sheets when one sheet holds all the score sheets
  (:class:`ScoreCharts` says why);
- "Progress": every player's cumulative points and place after each round and their 1st–4th count;
- "Player chart": one player's three charts (cumulative points, place, 1st–4th), the player chosen
  from a list in a cell, formulas fetching that player's row of "Progress". One sheet serves 8 or
  512 players alike; a chart per player would put hundreds of charts in the file, which Excel and
  LibreOffice open slowly and nobody pages through;
- "Field chart": everyone's cumulative points (the League sheet's cumulative block): all players in
  one chart, then a page for each 20 places with a legend, the next stage's cut as a constant line.

A chart covers rows of its own, written with a fixed height, and is anchored to their cells: it
prints where and as large as it shows, and a score sheet's page break never cuts through it.
Hidden standings stay hidden: the charts cover the rounds and the rows the other sheets show.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Sequence
from xml.etree.ElementTree import Element

from openpyxl import Workbook
from openpyxl.chart import BarChart, LineChart, Reference, Series
from openpyxl.chart._chart import ChartBase
from openpyxl.chart.data_source import StrRef
from openpyxl.chart.label import DataLabelList
from openpyxl.chart.marker import DataPoint, Marker
from openpyxl.chart.series import SeriesLabel
from openpyxl.chart.shapes import GraphicalProperties
from openpyxl.chart.text import RichText, Text
from openpyxl.chart.title import Title
from openpyxl.drawing.line import LineProperties
from openpyxl.drawing.spreadsheet_drawing import AnchorMarker, TwoCellAnchor
from openpyxl.drawing.text import (
    CharacterProperties,
    Font,
    Paragraph,
    ParagraphProperties,
    RegularTextRun,
    RichTextProperties,
)
from openpyxl.utils import get_column_letter
from openpyxl.worksheet.datavalidation import DataValidation
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from tournament_app.export.chart_paint import SEAT_COLOURS, SEAT_DASHES, SEAT_MARKERS
from tournament_app.export.chart_parts import FIELD_COLOURS
from tournament_app.export.sheet_pages import pages_across, played_rounds, prepare, round_header
from tournament_app.export.xlsx_cells import FONT_NAME, POINTS_FORMAT, Cells, Sheet, score_format
from tournament_app.services.charts import HandPoint, hand_point, progress_table
from tournament_app.services.rows import GameResult, StandingRow, TournamentInfo
from tournament_app.texts.display import page_width as display_width
from tournament_app.words.i18n import tr

# Score-sheet charts up to this many games: each costs some 3 ms and 1.7 kB of the export, and beyond,
# a league's thousands of charts would make the file slow to open.
GAME_CHARTS_LIMIT = 500
FIELD_GROUP = 20  # lines per chart with a legend (FIELD_COLOURS × dash patterns stay apart)
SERIES_LIMIT = 255  # Excel draws at most this many series in one chart
ROW_HEIGHT = 15.0  # points; the rows under a chart, so that it has the same size everywhere
SCORE_CHART_ROWS = 28  # a landscape page under the score sheet's repeated column titles
SCORE_CHARTS_PER_SHEET = 25
FIELD_CHART_ROWS = 30
PLAYER_CHART_ROWS = 18

# Qt pen styles (chart_paint) as DrawingML preset dashes.
_DASHES = {Qt.PenStyle.SolidLine: "solid", Qt.PenStyle.DashLine: "dash", Qt.PenStyle.DotLine: "sysDot",
           Qt.PenStyle.DashDotLine: "dashDot", Qt.PenStyle.DashDotDotLine: "sysDashDotDot"}
_CUT_COLOUR = "C00000"
_BAR_COLOUR = "0072B2"
_EMU_PER_POINT = 12700


def hex_colour(colour: QColor) -> str:
    return colour.name()[1:].upper()


def quoted(title: str) -> str:
    """A sheet name as formulas and chart references write it: always quoted."""
    return "'" + title.replace("'", "''") + "'"


def cell_ref(sheet: Sheet, col: int, row: int) -> str:
    return f"{quoted(sheet.ws.title)}!${get_column_letter(col)}${row}"


# -- chart pieces ---------------------------------------------------------------------------------
def _text(size: float, bold: bool = False, rotation: int = 0) -> RichText:
    """Chart text in the workbook's font (a CJK font: names and labels are Japanese), turned by
    ``rotation`` degrees (negative: rising to the right)."""
    props = CharacterProperties(latin=Font(typeface=FONT_NAME), ea=Font(typeface=FONT_NAME),
                                sz=round(size * 100), b=bold)
    body = RichTextProperties(rot=rotation * 60000, vert="horz") if rotation else None
    return RichText(bodyPr=body, p=[Paragraph(pPr=ParagraphProperties(defRPr=props), endParaRPr=props)])


def _title(text: str, size: float = 11, bold: bool = True) -> Title:
    props = CharacterProperties(latin=Font(typeface=FONT_NAME), ea=Font(typeface=FONT_NAME),
                                sz=round(size * 100), b=bold)
    run = RegularTextRun(rPr=props, t=text)
    return Title(tx=Text(rich=RichText(p=[Paragraph(pPr=ParagraphProperties(defRPr=props), r=[run])])),
                 overlay=False)


def _line_chart(title: str | None, number_format: str, title_size: float = 11) -> LineChart:
    chart = LineChart()
    if title:
        chart.title = _title(title, title_size, bold=title_size > 10)
    chart.style = 2
    chart.txPr = _text(9)
    chart.legend.position = "b"
    chart.y_axis.number_format = number_format
    chart.y_axis.numFmt.sourceLinked = False  # type: ignore[union-attr]
    # openpyxl leaves "delete" unset, which recent Excel reads as "hide the axis"
    chart.x_axis.delete = False
    chart.y_axis.delete = False
    chart.x_axis.tickLblPos = "low"  # under the plot even when the values go below zero
    return chart


def _style(series: Series, colour: str, *, width: float, dash: str = "solid", marker: str | None = None,
           marker_size: int = 5) -> None:
    """A series' line (``width`` in points) and marker (None: no marker)."""
    series.smooth = False
    series.graphicalProperties = _line(colour, dash, width)
    series.marker = _marker(marker or "none", marker_size, colour)


# A score sheet's chart is hundreds of openpyxl objects: the styles are made once and shared (they
# are only read when the workbook is saved).
@functools.cache
def _line(colour: str, dash: str, width: float) -> GraphicalProperties:
    return GraphicalProperties(ln=LineProperties(solidFill=colour, prstDash=dash,
                                                 w=round(width * _EMU_PER_POINT)))


@functools.cache
def _marker(symbol: str, size: int, colour: str, hollow: bool = False) -> Marker:
    if symbol == "none":
        return Marker(symbol="none")
    fill = GraphicalProperties(solidFill="FFFFFF" if hollow else colour,
                               ln=LineProperties(solidFill=colour, w=19050 if hollow else 12700))
    return Marker(symbol=symbol, size=size, spPr=fill)


class _SharedPoint(DataPoint):
    """A marked point made, and turned into XML, once for its place and marker: a league's score
    sheets mark thousands of points with a few dozen of them, and openpyxl's objects and
    serialising were most of the charts' cost."""

    # (openpyxl's metaclass would find no fields in a subclass: they are DataPoint's)
    __attrs__ = DataPoint.__attrs__
    __nested__ = DataPoint.__nested__
    __elements__ = DataPoint.__elements__
    _tree: Element | None = None

    def to_tree(self, tagname: str | None = None, idx: int | None = None,
                namespace: str | None = None) -> Element:
        if self._tree is None:
            self._tree = super().to_tree(tagname, idx, namespace)
        return self._tree  # (one element may sit in several trees: they are only written out)


@functools.cache
def _point(index: int, symbol: str, size: int, colour: str, hollow: bool) -> DataPoint:
    point = _SharedPoint(idx=index, marker=_marker(symbol, size, colour, hollow))
    point.spPr = None  # the line to a marked point keeps the series' colour and dash
    return point


def _series(values: Reference, title_ref: str) -> Series:
    series = Series(values)
    series.tx = SeriesLabel(strRef=StrRef(title_ref))  # the name in its cell: it follows an edit
    return series


def _reserve(sheet: Sheet, rows: int) -> tuple[int, int]:
    """``rows`` empty rows of fixed height for a chart to cover: their first and last row."""
    first = sheet.row + 1
    for _ in range(rows):
        sheet.append([], height=ROW_HEIGHT)
    return first, sheet.row


def _place(sheet: Sheet, chart: ChartBase, first_col: int, last_col: int, rows: tuple[int, int]) -> None:
    """Anchor ``chart`` to the cells of columns and rows first..last (1-based, inclusive)."""
    chart.anchor = TwoCellAnchor(_from=AnchorMarker(col=first_col - 1, row=rows[0] - 1),
                                 to=AnchorMarker(col=last_col, row=rows[1]))
    sheet.ws.add_chart(chart)


def _shade(top: QColor, bottom: QColor, index: int, count: int) -> str:
    """The colour ``index`` of ``count`` on the way from ``top`` to ``bottom``."""
    parts = [(a * (count - 1 - index) + b * index) // max(count - 1, 1)
             for a, b in zip(top.getRgb()[:3], bottom.getRgb()[:3], strict=True)]
    return "".join(f"{v:02X}" for v in parts)


# -- a game's score line --------------------------------------------------------------------------
# Score sheet columns (workbook's _score_block): B the hand's label, E-L (±, score) per seat.
_LABEL_COLUMN = 2
_LAST_SCORE_COLUMN = 12


def score_column(seat: int) -> int:
    return 6 + 2 * seat


class ScoreCharts:
    """Each game's chart: on a page of its own after the game's score sheet, or, when the score
    sheets share one sheet (a long league), on "Score charts" sheets of SCORE_CHARTS_PER_SHEET games.

    LibreOffice prints a sheet's charts in a time that grows with the square of their number: with
    the 250 charts of a 100-player, 10-round event under their blocks on one sheet, the workbook
    took it 8 minutes to turn into a PDF (43 s without charts), on sheets of 25 charts 74 s. Called
    by workbook's _score_block after each block; :meth:`finish` makes the chart sheets."""

    def __init__(self, separate: bool) -> None:
        self.separate = separate
        self.pending: list[tuple[Sheet, GameResult, int, int]] = []

    def __call__(self, sheet: Sheet, game: GameResult, names_row: int, first_row: int) -> None:
        if not game.hands:
            return  # final scores only: nothing to draw
        if self.separate:
            self.pending.append((sheet, game, names_row, first_row))
            return
        sheet.page_break()  # a page of its own: the score sheet fills one
        rows = _reserve(sheet, SCORE_CHART_ROWS)
        _place(sheet, score_chart(sheet, game, names_row, first_row), _LABEL_COLUMN, _LAST_SCORE_COLUMN, rows)

    def finish(self, wb: Workbook, cells: Cells, info: TournamentInfo) -> None:
        for number, start in enumerate(range(0, len(self.pending), SCORE_CHARTS_PER_SHEET), 1):
            sheet = cells.sheet(wb, info, tr("export", "Score charts {n}").format(n=number))
            _prepare_sheet(sheet, [4] + [11] * 12)
            for index, (source, game, names_row, first_row) in enumerate(
                    self.pending[start:start + SCORE_CHARTS_PER_SHEET]):
                if index:
                    sheet.page_break()
                title = tr("export", "Score sheet: round {round}, table {table}").format(round=game.round,
                                                                                       table=game.table)
                sheet.append([None, sheet.text(title, "title")], height=22)
                rows = _reserve(sheet, SCORE_CHART_ROWS)
                _place(sheet, score_chart(source, game, names_row, first_row), 2, 13, rows)


def score_chart(sheet: Sheet, game: GameResult, names_row: int, first_row: int) -> LineChart:
    """Each seat's score on a score sheet from the "Start" row (``first_row``) through the last
    hand, named by the seat's header cell (``names_row``); wins, deals-in and riichi marked."""
    last_row = first_row + len(game.hands)
    ws = sheet.ws
    marks = _hand_marks(game)
    chart = _line_chart(tr("export", "Marks: ✳ win  × deal-in  large marker: riichi") if marks else None,
                        score_format(), title_size=9)
    chart.y_axis.title = tr("export", "Score")
    for seat in range(4):
        col = score_column(seat)
        series = _series(Reference(ws, min_col=col, min_row=first_row, max_row=last_row),
                         cell_ref(sheet, col - 1, names_row))
        colour = hex_colour(SEAT_COLOURS[seat])
        _style(series, colour, width=2.0, dash=_DASHES.get(SEAT_DASHES[seat], "solid"),
               marker=SEAT_MARKERS[seat])
        for index, hand in enumerate(marks, 1):  # point 0 is the start
            mark = _mark(hand, seat)
            if mark is not None:
                symbol, size, hollow = _MARKS[mark]
                series.dPt.append(_point(index, symbol or SEAT_MARKERS[seat], size, colour, hollow))
        chart.series.append(series)
    chart.set_categories(Reference(ws, min_col=_LABEL_COLUMN, min_row=first_row, max_row=last_row))
    chart.x_axis.txPr = _text(8, rotation=-45)  # 東4局 3本場 under each of twenty hands
    return chart


def _hand_marks(game: GameResult) -> tuple[HandPoint, ...]:
    """Who won, dealt in and declared riichi in each hand (from the replayed hands, when known)."""
    if len(game.outcomes) != len(game.hands):
        return ()
    return tuple(hand_point(o) for o in game.outcomes)


# The marks on a seat's point after a hand: (symbol, size, hollow); None: the seat's own shape.
# (Excel has no stick nor downward triangle, which the app's charts draw for riichi and deal-in; a
# flat "dash" marker disappears on a level line.)
_MARKS: dict[str, tuple[str | None, int, bool]] = {"win": ("star", 11, False), "deal-in": ("x", 9, False),
                                                   "riichi": (None, 9, True)}


def _mark(hand: HandPoint, seat: int) -> str | None:
    """What happened to ``seat`` in ``hand``: a win before a deal-in before a riichi."""
    if seat in hand.winners:
        return "win"
    if seat in hand.dealt_in:
        return "deal-in"
    if seat in hand.riichi:
        return "riichi"
    return None


# -- the players' progress ------------------------------------------------------------------------
def player_keys(standings: Sequence[StandingRow]) -> list[str]:
    """Each player's name, numbered where two share one: what the player list chooses from."""
    seen: dict[str, int] = {}
    keys = []
    for row in standings:
        seen[row.name] = seen.get(row.name, 0) + 1
        keys.append(row.name if seen[row.name] == 1 else f"{row.name} ({seen[row.name]})")
    return keys


def player_sheets(wb: Workbook, cells: Cells, info: TournamentInfo, standings: Sequence[StandingRow],
                  round_numbers: Sequence[int], cut: tuple[int, str] | None) -> None:
    """"Progress", "Player chart" and "Field chart" (nothing before the first results)."""
    rounds = played_rounds(standings, round_numbers)  # (seated rounds not played yet: no line)
    if not standings or not rounds:
        return
    progress = cells.sheet(wb, info, tr("export", "Progress"))
    _progress_sheet(progress, standings, rounds)
    _player_chart_sheet(cells.sheet(wb, info, tr("export", "Player chart")), progress, standings, rounds)
    _field_sheet(cells.sheet(wb, info, tr("export", "Field chart")), progress, standings, rounds, cut)


# "Progress": A rank | B player | cumulative per round | place per round | 1st–4th; rows from 3.
_FIRST_DATA_ROW = 3


def _progress_sheet(sheet: Sheet, standings: Sequence[StandingRow], rounds: list[int]) -> None:
    k = len(rounds)
    labels = (tr("export", "Cumulative points"), tr("export", "Rank after the round"), tr("export", "Places"))
    # A group's label runs over its columns: after a round or two they are widened to hold it.
    points_width, rank_width = (max(8, math.ceil(label_width(label) / k)) for label in labels[:2])
    _prepare_sheet(sheet, [6, 20] + [points_width] * k + [rank_width] * k + [5] * 4, freeze="C3",
                   title_rows="1:2", title_cols="A:B", fit_width=pages_across(2 * k))
    groups: list[object] = [None, None]
    for label, width in zip(labels, (k, k, 4), strict=True):
        groups += [sheet.text(label, "seat_header"), *(sheet.blank("seat_header") for _ in range(width - 1))]
    sheet.append(groups)  # type: ignore[arg-type]
    headers = [round_header(n) for n in rounds]
    sheet.append(sheet.header([tr("export", "Rank"), tr("export", "Player"), *headers, *headers,
                               tr("export", "1st"), tr("export", "2nd"), tr("export", "3rd"),
                               tr("export", "4th")]), height=20)
    table, ranks = progress_table(standings, rounds)  # as the app's player page and the printed report
    for row, key, values, places in zip(standings, player_keys(standings), table, ranks, strict=True):
        sheet.append([sheet.number(row.rank, "int"), sheet.text(key),
                      *(sheet.points(v) for v in values), *(sheet.number(r, "int") for r in places),
                      *(sheet.number(n, "int") for n in row.places)])


def label_width(text: str) -> float:
    """The column width a bold label needs: widths count digits of the default font, a full-width
    character about two of them, bold a tenth more."""
    return display_width(text) * 1.1 + 2


def _prepare_sheet(sheet: Sheet, widths: Sequence[float], **kwargs: object) -> None:
    prepare(sheet, widths, landscape=True, **{"freeze": None, **kwargs})  # type: ignore[arg-type]


def _player_chart_sheet(sheet: Sheet, progress: Sheet, standings: Sequence[StandingRow],
                        rounds: list[int]) -> None:
    """The chosen player's rows (formulas over "Progress") and their three charts."""
    k, players = len(rounds), len(standings)
    last = _FIRST_DATA_ROW + players - 1
    _prepare_sheet(sheet, [20] + [9] * max(k, 12))
    sheet.ws.page_setup.fitToHeight = 1  # the chosen player's page
    sheet.append([sheet.text(tr("export", "Player chart"), "title")], height=22)
    keys = player_keys(standings)
    hint = tr("export", "← click the name and choose another player from its list")
    sheet.append([sheet.text(tr("export", "Player"), "label"), sheet.text(keys[0], "seat_header"), None,
                  sheet.text(hint, "subtitle")])
    source = quoted(progress.ws.title)
    choice = DataValidation(type="list", formula1=f"{source}!$B${_FIRST_DATA_ROW}:$B${last}",
                            showErrorMessage=True, error=tr("export", "Choose a player from the list."))
    choice.add("B2")
    sheet.ws.data_validations.append(choice)
    match = f"MATCH($B$2,{source}!$B${_FIRST_DATA_ROW}:$B${last},0)"

    def fetched(col: int, style: str) -> object:
        letter = get_column_letter(col)
        return sheet.formula(f"=INDEX({source}!{letter}${_FIRST_DATA_ROW}:{letter}${last},{match})", style)

    sheet.append([])
    sheet.append(sheet.header(["", *(round_header(n) for n in rounds)]))  # row 4
    sheet.append([sheet.text(tr("export", "Cumulative points"), "label"),  # row 5
                  *(fetched(3 + i, "points") for i in range(k))])
    sheet.append([sheet.text(tr("export", "Rank"), "label"),  # row 6
                  *(fetched(3 + k + i, "int") for i in range(k))])
    sheet.append([])
    sheet.append(sheet.header(["", tr("export", "1st"), tr("export", "2nd"), tr("export", "3rd"),  # row 8
                               tr("export", "4th")]))
    sheet.append([sheet.text(tr("export", "Games"), "label"),  # row 9
                  *(fetched(3 + 2 * k + i, "int") for i in range(4))])
    sheet.append([])
    ws, name = sheet.ws, cell_ref(sheet, 2, 2)
    categories = Reference(ws, min_col=2, max_col=1 + k, min_row=4)

    points = _line_chart(tr("export", "Cumulative points after each round"), POINTS_FORMAT)
    points.series.append(_series(Reference(ws, min_col=2, max_col=1 + k, min_row=5), name))
    _style(points.series[0], hex_colour(SEAT_COLOURS[0]), width=2.25, marker="circle", marker_size=6)
    points.set_categories(categories)
    points.legend = None
    _place(sheet, points, 1, 13, _reserve(sheet, PLAYER_CHART_ROWS))
    sheet.append([])

    rank = _line_chart(tr("export", "Rank after each round"), "0")
    rank.series.append(_series(Reference(ws, min_col=2, max_col=1 + k, min_row=6), name))
    _style(rank.series[0], hex_colour(SEAT_COLOURS[1]), width=2.25, marker="square", marker_size=6)
    rank.set_categories(categories)
    rank.legend = None
    rank.y_axis.scaling.orientation = "maxMin"  # 1st at the top
    rank.y_axis.scaling.min = 1
    rank.y_axis.scaling.max = players
    rank.x_axis.tickLblPos = "high"  # reversed axis: "high" is the bottom
    rows = _reserve(sheet, PLAYER_CHART_ROWS)
    _place(sheet, rank, 1, 7, rows)

    places = BarChart()
    places.type = "col"
    places.title = _title(tr("export", "Places (1st–4th)"))
    places.style = 2
    places.txPr = _text(9)
    places.legend = None
    places.x_axis.delete = False
    places.y_axis.delete = False
    places.y_axis.number_format = "0"
    places.y_axis.majorUnit = 1
    places.y_axis.scaling.min = 0
    bars = _series(Reference(ws, min_col=2, max_col=5, min_row=9), name)
    bars.graphicalProperties.solidFill = _BAR_COLOUR
    bars.graphicalProperties.line.solidFill = _BAR_COLOUR
    places.series.append(bars)
    places.dataLabels = DataLabelList(showVal=True, showCatName=False, showSerName=False,
                                      showLegendKey=False, showPercent=False)
    places.set_categories(Reference(ws, min_col=2, max_col=5, min_row=8))
    _place(sheet, places, 8, 13, rows)


def _field_sheet(sheet: Sheet, progress: Sheet, standings: Sequence[StandingRow],
                 rounds: list[int], cut: tuple[int, str] | None) -> None:
    """All players in one chart, then a page per FIELD_GROUP places, over the "Progress" sheet's
    cumulative points (which, as the app's and the printed progress, count penalties given without a
    round; the League sheet's round columns do not)."""
    k, players = len(rounds), len(standings)
    _prepare_sheet(sheet, [26] + [8] * max(k, 12))
    sheet.append([sheet.text(tr("export", "Cumulative points of every player after each round"), "title")],
                 height=22)
    cut_row = None
    if cut is not None and cut[0] < players:
        top, stage = cut
        sheet.append([sheet.text(tr("export", "The top {n} go on to {stage}.").format(n=top, stage=stage),
                                 "subtitle")])
        sheet.append(sheet.header(["", *(round_header(n) for n in rounds)]))
        # the N-th best total after the last round, as a level line: it moves when the totals change
        letter = get_column_letter(2 + k)
        column = f"${letter}${_FIRST_DATA_ROW}:${letter}${_FIRST_DATA_ROW + players - 1}"
        totals = f"{quoted(progress.ws.title)}!{column}"
        sheet.append([sheet.text(tr("export", "Cut: top {n}").format(n=top), "label"),
                      *(sheet.formula(f"=LARGE({totals},{top})", "points") for _ in rounds)])
        cut_row = sheet.row
    sheet.append([])
    groups = [(0, players)] if players <= FIELD_GROUP else [(0, min(players, SERIES_LIMIT - 1))]
    if players > FIELD_GROUP:
        groups += [(i, min(i + FIELD_GROUP, players)) for i in range(0, players, FIELD_GROUP)]
    for index, (first, end) in enumerate(groups):
        if index:
            sheet.page_break()
        everyone = end - first > FIELD_GROUP
        title = tr("export", "Places {first}–{last}").format(first=first + 1, last=end)
        if end - first == players:
            title = tr("export", "All players")
        elif everyone:  # (Excel's limit of series)
            title = tr("export", "All players") + f" ({title})"
        chart = _line_chart(title, POINTS_FORMAT)
        chart.y_axis.title = tr("export", "Cumulative points")
        for i in range(first, end):
            row = _FIRST_DATA_ROW + i
            series = _series(Reference(progress.ws, min_col=3, max_col=2 + k, min_row=row),
                             cell_ref(progress, 2, row))
            colour = hex_colour(FIELD_COLOURS[i % len(FIELD_COLOURS)])
            turn = (i // len(FIELD_COLOURS)) % len(SEAT_DASHES)
            if everyone:  # shaded from the leader to the last: the field's spread at a glance
                _style(series, _shade(SEAT_COLOURS[0], SEAT_COLOURS[1], i - first, end - first), width=0.75)
            else:
                _style(series, colour, width=1.5, dash=_DASHES.get(SEAT_DASHES[turn], "solid"),
                       marker=SEAT_MARKERS[turn] if k <= 20 else None, marker_size=4)
            chart.series.append(series)
        if cut_row is not None:
            line = _series(Reference(sheet.ws, min_col=2, max_col=1 + k, min_row=cut_row),
                           cell_ref(sheet, 1, cut_row))
            _style(line, _CUT_COLOUR, width=2.5, dash="lgDash")
            chart.series.append(line)
        chart.set_categories(Reference(progress.ws, min_col=3, max_col=2 + k, min_row=_FIRST_DATA_ROW - 1))
        if everyone:
            chart.legend = None  # a hundred names say nothing; the pages after have legends
        else:
            chart.legend.position = "r"
        _place(sheet, chart, 1, 13, _reserve(sheet, FIELD_CHART_ROWS))

"""Printable documents: standings, seating lists and score sheets as HTML, and PDF through Qt.

The HTML keeps to the subset that ``QTextDocument`` renders (tables, a few CSS properties,
``page-break-before``), so the same text feeds the print preview, the printer and the PDF.
:func:`write_pdf` paginates the document itself to put the title and page numbers on every page.
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable, Iterable, Sequence
from html import escape
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QMarginsF, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QFont,
    QGuiApplication,
    QPageLayout,
    QPageSize,
    QPainter,
    QTextDocument,
)
from PySide6.QtPrintSupport import QPrinter

from tournament_app.display import delta, points, round_label, score, tie_break_text
from tournament_app.export import chart_objects
from tournament_app.export.chart_objects import game_line_img
from tournament_app.export.fonts import cjk_family
from tournament_app.export.workbook import game_check, round_header, seat_winds, state_text
from tournament_app.export.xlsx_cells import clean_text
from tournament_app.i18n import tr
from tournament_app.output_files import publish, temporary_beside, write_error
from tournament_app.progress import Progress, report
from tournament_app.services.charts import line_from_outcomes
from tournament_app.services.event_standings import TeamRow
from tournament_app.services.rows import GameResult, PlayerRow, StandingRow, TableSeating, TournamentInfo

FONT_SIZE_PT = 9
MARGIN_MM = 12
# Per-round columns that fit a printed standings page; a longer league shows its latest rounds
# (the workbook has them all).
MAX_ROUND_COLUMNS = 10
CSS_DPI = 96  # what <img width> counts: CSS pixels of 1/96 inch
PAGE_WIDTH_PX = round((210 - 2 * MARGIN_MM) / 25.4 * CSS_DPI)  # a portrait page's text
BAND_MM = 8  # write_pdf's header and footer bands
SCORE_LINE_HEIGHT_PX = 300
SCORE_LINE_MIN_HEIGHT_PX = 150
# Rounds per table of the "where do I sit" list before it continues in a further table.
ROUNDS_PER_TABLE = 8

_CSS = """
body { font-size: 9pt; }
h1 { font-size: 15pt; font-weight: bold; margin-top: 0; margin-bottom: 2px; }
h2 { font-size: 12pt; font-weight: bold; margin-top: 10px; margin-bottom: 4px; }
p.sub { color: #555555; margin-top: 0; margin-bottom: 8px; }
table.grid { border-collapse: collapse; border-color: #999999; }
table.grid th { background-color: #d9e1f2; border: 1px solid #999999; padding: 2px 4px; font-weight: bold; }
table.grid td { border: 1px solid #bbbbbb; padding: 2px 4px; }
td.num { text-align: right; }
td.mid { text-align: center; }
td.label { text-align: right; font-weight: bold; }
td.total { text-align: right; font-weight: bold; }
tr.alt td { background-color: #f3f5fa; }
tr.check td { color: #555555; font-style: italic; }
table.log td { font-size: 8pt; padding: 1px 3px; }
table.big td { font-size: 12pt; padding: 4px 6px; }
"""
_GAP = "<p style='font-size: 4pt'>&nbsp;</p>"  # a little space between two tables


# -- HTML ----------------------------------------------------------------------------------------
def _e(text: object) -> str:
    return escape(clean_text(str(text)))


def _page(info: TournamentInfo, title: str, body: Iterable[str]) -> str:
    # <title> becomes the running page header of write_pdf.
    return (f"<html><head><meta charset='utf-8'><title>{_e(info.name)} — {_e(title)}</title>"
            f"<style>{_CSS}</style></head><body>{''.join(body)}</body></html>")


def _heading(info: TournamentInfo, title: str, *, new_page: bool = False, extra: str = "") -> str:
    style = " style='page-break-before: always'" if new_page else ""
    details = " · ".join(p for p in (info.name, _dates(info), info.venue, extra) if p)
    return f"<h1{style}>{_e(title)}</h1><p class='sub'>{_e(details)}</p>"


def _dates(info: TournamentInfo) -> str:
    dates = [d.isoformat() for d in (info.starts_on, info.ends_on) if d is not None]
    return " – ".join(dict.fromkeys(dates))


def _cell(value: object, cls: str = "") -> str:
    attr = f" class='{cls}'" if cls else ""
    return f"<td{attr}>{_e(value)}</td>"


def _table(headers: Sequence[str], rows: Iterable[str], *, widths: Sequence[int] = (), cls: str = "") -> str:
    """A bordered table over the page's width; ``widths`` in percent per column, when given."""
    sizes = [f" width='{w}%'" for w in widths] or [""] * len(headers)
    head = "".join(f"<th{size}>{_e(h).replace(chr(10), '<br>')}</th>"  # a newline breaks the header
                   for h, size in zip(headers, sizes, strict=True))
    return (f"<table class='grid {cls}' width='100%' border='1' cellspacing='0' cellpadding='3'>"
            f"<thead><tr>{head}</tr></thead>{''.join(rows)}</table>")


def _row(cells: Iterable[str], index: int = 0, cls: str = "") -> str:
    classes = " ".join(c for c in (cls, "alt" if index % 2 else "") if c)
    attr = f" class='{classes}'" if classes else ""
    return f"<tr{attr}>{''.join(cells)}</tr>"


def _points(tenths: int | None) -> str:
    return "" if tenths is None else points(tenths)


def _score(value: int | None) -> str:
    return "" if value is None else score(value)


# -- standings -----------------------------------------------------------------------------------
def standings_html(info: TournamentInfo, standings: list[StandingRow], round_numbers: list[int],
                   teams: Sequence[TeamRow] = ()) -> str:
    """The standings table, with each round's points (the latest rounds when there are many)."""
    shown = round_numbers[-MAX_ROUND_COLUMNS:]
    headers = [tr("export", "Rank"), tr("export", "Name"), tr("export", "Affiliation"), tr("export", "Total"),
               tr("export", "Games"), tr("export", "Average rank"), tr("export", "1st"), tr("export", "2nd"),
               tr("export", "3rd"), tr("export", "4th"), tr("export", "Average score"),
               *(round_header(n) for n in shown)]
    rows = []
    for i, row in enumerate(standings):
        x100 = row.average_rank_x100
        average_rank = "" if x100 is None else f"{x100 // 100}.{x100 % 100:02d}"
        name = row.name if not row.tie_break else f"{row.name} ({tie_break_text(row.tie_break)})"
        cells = [_cell(row.rank, "mid"), _cell(name), _cell(row.affiliation),
                 _cell(points(row.total), "total"), _cell(row.games, "mid"), _cell(average_rank, "mid"),
                 *(_cell(n, "mid") for n in row.places),
                 _cell(_score(row.average_score), "num"),
                 *(_cell(_points(row.by_round.get(n)), "num") for n in shown)]
        rows.append(_row(cells, i))
    title = tr("export", "Standings")
    played = [n for n in round_numbers if any(n in row.by_round for row in standings)]
    if played:  # a round seated but not yet played does not count
        title = tr("export", "Standings after round {n}").format(n=played[-1])
    body = [_heading(info, title), _table(headers, rows)]
    if len(shown) < len(round_numbers):
        note = tr("export", "Only the latest {n} rounds are shown.").format(n=len(shown))
        body.append(f"<p class='sub'>{_e(note)}</p>")
    if teams:  # team standings (event_standings.TeamRow) below the players'
        team_rows = [_row([_cell(t.rank, "mid"), _cell(t.name), _cell(points(t.total), "total"),
                           _cell(", ".join(t.counted))], i) for i, t in enumerate(teams)]
        body += [f"<h2>{_e(tr('export', 'Teams'))}</h2>",
                 _table([tr("export", "Rank"), tr("export", "Team"), tr("export", "Total"),
                         tr("export", "Members counted")], team_rows)]
    return _page(info, title, body)


# -- seating -------------------------------------------------------------------------------------
def seating_html(info: TournamentInfo, tables: list[TableSeating], players: Sequence[PlayerRow] = (),
                 table_extra: Callable[[TableSeating], str] | None = None) -> str:
    """Each round's tables on a page of its own, then "where do I sit": every player's table and
    seat wind in each round, in the order of the players' readings when ``players`` gives them.
    ``table_extra``: HTML under each table's number (its phone's QR code: export.tablecards)."""
    winds = seat_winds()
    body: list[str] = []
    by_round: dict[int, list[TableSeating]] = {}
    for seating in sorted(tables, key=lambda t: (t.round, t.table)):
        by_round.setdefault(seating.round, []).append(seating)
    for index, (number, seatings) in enumerate(by_round.items()):
        rows = [_row([f"<td class='mid'>{_e(s.table)}{table_extra(s)}</td>" if table_extra else
                      _cell(s.table, "mid"), *(_cell(name) for name in s.names)], i)
                for i, s in enumerate(seatings)]
        body += [_heading(info, tr("export", "Seating: {round}").format(round=round_header(number)),
                          new_page=bool(index)),
                 _table([tr("export", "Table"), *winds], rows, widths=(12, 22, 22, 22, 22), cls="big")]
    if by_round:
        body += _where_do_i_sit(info, by_round, players)
    return _page(info, tr("export", "Seating"), body)


def _where_do_i_sit(info: TournamentInfo, by_round: dict[int, list[TableSeating]],
                    players: Sequence[PlayerRow]) -> list[str]:
    winds = seat_winds()
    places: dict[int, dict[int, str]] = {}  # player -> round -> "table wind"
    names: dict[int, str] = {}
    for number, seatings in by_round.items():
        for s in seatings:
            for seat, (player, name) in enumerate(zip(s.player_ids, s.names, strict=True)):
                names[player] = name
                places.setdefault(player, {})[number] = tr("export", "T{table} {wind}").format(
                    table=s.table, wind=winds[seat])
    readings = {p.id: p.reading for p in players}
    order = sorted(places, key=lambda p: (readings.get(p) or names[p], names[p]))
    rounds = list(by_round)
    body = [_heading(info, tr("export", "Where do I sit?"), new_page=True)]
    for start in range(0, len(rounds), ROUNDS_PER_TABLE):
        chunk = rounds[start:start + ROUNDS_PER_TABLE]
        rows = [_row([_cell(names[p]), *(_cell(places[p].get(n, "—"), "mid") for n in chunk)], i)
                for i, p in enumerate(order)]
        body.append(_table([tr("export", "Name"), *(round_header(n) for n in chunk)], rows))
        body.append(_GAP)
    return body


# -- score sheets --------------------------------------------------------------------------------
def scoresheets_html(info: TournamentInfo, results: list[GameResult], *, charts: bool = True) -> str:
    """One game per page: the hand log, the settlement and the four players' signature boxes, then
    the game's score line (``charts``; without it a 10–15-hand game keeps to one sheet of paper)."""
    body: list[str] = []
    games = sorted(results, key=lambda g: (g.round, g.table))
    measure = PageMeasure()
    for index, game in enumerate(games):
        body += _score_sheet(info, game, new_page=bool(index), measure=measure, chart=charts)
    return _page(info, tr("export", "Score sheets"), body)


def _score_sheet(info: TournamentInfo, game: GameResult, *, new_page: bool,
                 measure: PageMeasure | None = None, chart: bool = True) -> list[str]:
    winds = seat_winds()
    title = tr("export", "Score sheet: round {round}, table {table}").format(round=game.round,
                                                                           table=game.table)
    body = [_heading(info, title, new_page=new_page, extra=state_text(game))]
    seats = [f"{winds[s]}\n{game.names[s]}" for s in range(4)]
    if game.hands:
        # The hand's description goes under its label and each seat's change above its score, so
        # that the log fits a portrait page with room for the names.
        rows = []
        for i, hand in enumerate(game.hands):
            moves = [f"<td class='num'>{_e(delta(d)) if d else '&nbsp;'}<br>{_e(score(s))}</td>"
                     for d, s in zip(hand.deltas, hand.scores, strict=True)]
            rows.append(_row([_cell(hand.number, "mid"),
                              f"<td><b>{_e(hand.label)}</b><br>{_e(hand.text)}</td>", *moves,
                              _cell(score(hand.left) if hand.left else "", "num")], i))
        headers = [tr("export", "No."), tr("export", "Hand"), *seats, tr("export", "Left")]
        body.append(_table(headers, rows, widths=(5, 39, 12, 12, 12, 12, 8), cls="log"))
    elif game.mode == "final":
        body.append("<p>" + _e(tr("export", "Final scores only")) + "</p>")
    body += [_GAP, _settlement(info, game, seats), _GAP, _signatures(game.names)]
    if chart and game.outcomes:  # last, so that a long game's chart, not its signatures, goes over the page
        alone = [_heading(info, title, extra=state_text(game)), *body[1:]]  # as if on the first page
        room = (measure or PageMeasure()).room_left(_page(info, "", alone))
        body += [_GAP, _score_line(info, game, room)]
    return body


def _score_line(info: TournamentInfo, game: GameResult, room: float) -> str:
    """The game's score line, as tall as the room left on the sheet's page allows (between the
    smallest that reads well and the full height; the full height on a page of its own)."""
    line = line_from_outcomes(game.game_id, game.round, game.table, game.names, game.outcomes,
                              info.rules.start_points)
    labels = [round_label(h.round_index, h.honba) for h in line.hands]
    height = SCORE_LINE_HEIGHT_PX
    if SCORE_LINE_MIN_HEIGHT_PX <= room < height:  # what is left of the sheet's page
        height = int(room)
    return f"<p align='center'>{game_line_img(line, labels, PAGE_WIDTH_PX, height)}</p>"


class PageMeasure:
    """Lays sheets out as write_pdf will (on an A4 PDF printer, between its bands) to tell how much
    room their last page has left. The printer is made once and never painted on: no file."""

    def __init__(self) -> None:
        self._printer: QPrinter | None = None
        self._font: QFont | None = None

    def room_left(self, html: str) -> float:
        """CSS pixels left on the last page of ``html`` (less a line, to be safe)."""
        if self._printer is None:
            ensure_gui_app()
            self._printer = _printer(str(Path(tempfile.gettempdir()) / "tournament-app-measure.pdf"), False)
            self._font = _document_font()
        printer = self._printer
        # everything set before the text, so that it is laid out once (each setting lays it out anew)
        doc = QTextDocument()
        chart_objects.install(doc)
        doc.setDefaultFont(self._font)
        body = _on_pages(doc, printer)
        doc.setHtml(html)
        used = doc.documentLayout().documentSize().height() - (doc.pageCount() - 1) * body.height()
        return (body.height() - used) * CSS_DPI / printer.resolution() - 16


def _settlement(info: TournamentInfo, game: GameResult, seats: list[str]) -> str:
    rows = [_settlement_line(tr("export", "Final score"), game.final_scores, score),
            _settlement_line(tr("export", "Rank"), game.ranks, str),
            _settlement_line(tr("export", "Rank points"), game.rank_points, points),
            _settlement_line(tr("export", "Penalty"), game.penalties, points),
            _settlement_line(tr("export", "Points"), game.points, points, "total")]
    ok, problems = game_check(game, info.rules.start_points, info.rules.rounding)
    if game.final_scores is not None and not ok:
        rows.append(_row([_cell(tr("export", "Check")), f"<td colspan='4'>NG: {_e(problems)}</td>"],
                         cls="check"))
    return _table([tr("export", "Settlement"), *seats], rows)


def _settlement_line(label: str, values: tuple[int, ...] | None, fmt: Callable[[int], str],
                     cls: str = "num") -> str:
    shown = [""] * 4 if values is None else [fmt(v) for v in values]
    return _row([_cell(label, "label"), *(_cell(v, cls) for v in shown)])


def _signatures(names: Sequence[str]) -> str:
    cells = "".join(f"<td class='sign' width='25%'>{_e(name)}<br><br><br><br></td>" for name in names)
    title = _e(tr("export", "Signatures"))
    return (f"<table class='grid' width='100%' border='1' cellspacing='0' cellpadding='4'>"
            f"<thead><tr><th colspan='4'>{title}</th></tr></thead><tr>{cells}</tr></table>")


# -- PDF -----------------------------------------------------------------------------------------
_app: list[QGuiApplication] = []  # keeps the application made here alive for the process


def ensure_gui_app() -> QGuiApplication:
    """The running QGuiApplication, or a new one (fonts and printing need it).

    On a Linux machine without a display the offscreen platform is chosen, unless the user chose a
    platform already. A QCoreApplication (the command line's) cannot be turned into a GUI one.
    """
    app = QCoreApplication.instance()
    if app is not None:
        if not isinstance(app, QGuiApplication):
            raise RuntimeError("a QCoreApplication is running: PDF output needs a QGuiApplication")
        return app
    headless = not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    # Windows and macOS have a display without those variables.
    if headless and not os.environ.get("QT_QPA_PLATFORM") and sys.platform.startswith(("linux", "freebsd")):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    gui = QGuiApplication([sys.argv[0] if sys.argv and sys.argv[0] else "tournament-app"])
    _app.append(gui)
    return gui


def text_document(html: str) -> QTextDocument:
    """``html`` in a QTextDocument with the documents' font, drawing the charts it names."""
    doc = QTextDocument()
    chart_objects.install(doc)
    doc.setDefaultFont(_document_font())
    doc.setHtml(html)
    return doc


def _document_font() -> QFont:
    family = cjk_family()
    font = QFont(family) if family else QFont()
    font.setPointSize(FONT_SIZE_PT)
    # Noto Sans CJK's localised forms ('locl') and Latin ligatures give glyphs that Qt's PDF writer
    # cannot map back to text: "1" and "fi" would vanish from copied or searched text.
    for feature in ("locl", "liga"):
        font.setFeature(QFont.Tag(feature), 0)
    return font


def write_pdf(html: str, path: str | os.PathLike[str], landscape: bool = False,
              progress: Progress | None = None) -> None:
    """Print ``html`` to an A4 PDF at ``path``, with its title on top and page numbers below.

    Written to a temporary file in the same folder and moved over ``path`` when complete (also when
    ``progress``, called with the pages printed, cancels). Works in a worker thread: Qt paints on a
    QPrinter outside the GUI thread.
    """
    ensure_gui_app()
    target = Path(path)
    tmp = temporary_beside(target)
    try:
        _print(text_document(html), str(tmp), landscape, progress)
        publish(tmp, target)
    except OSError as exc:
        raise write_error(target, exc) from exc
    finally:
        if tmp.exists():
            tmp.unlink()


def _printer(path: str, landscape: bool) -> QPrinter:
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(path)
    orientation = QPageLayout.Orientation.Landscape if landscape else QPageLayout.Orientation.Portrait
    margins = QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM)
    printer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4), orientation, margins,
                                      QPageLayout.Unit.Millimeter))
    return printer


def _print(doc: QTextDocument, path: str, landscape: bool, progress: Progress | None = None) -> None:
    """Lay ``doc`` out on an A4 PDF printer's pages between a header band and a footer band."""
    _paint_pages(doc, _printer(path, landscape), progress, path)


def paint_on(html: str, printer: QPrinter) -> None:
    """Paint ``html`` on ``printer`` (a print preview's pages, or the paper printed from it) laid out
    exactly as :func:`write_pdf` lays out the PDF: the same body, bands and page breaks. (Qt's own
    ``QTextDocument.print_`` would add 2 cm margins and break the pages elsewhere.)"""
    ensure_gui_app()
    _paint_pages(text_document(html), printer, None, printer.printerName() or "printer")


def _on_pages(doc: QTextDocument, printer: QPrinter) -> QSizeF:
    """Lay ``doc`` out on ``printer``'s pages between the header and footer bands, its text measured
    at the printer's resolution (the PDF, the preview and PageMeasure alike); returns the body."""
    page = printer.pageRect(QPrinter.Unit.DevicePixel)
    body = QSizeF(page.width(), page.height() - 2 * printer.resolution() * BAND_MM / 25.4)
    doc.documentLayout().setPaintDevice(printer)
    doc.setDocumentMargin(0)
    doc.setPageSize(body)
    return body


def _paint_pages(doc: QTextDocument, printer: QPrinter, progress: Progress | None, where: str) -> None:
    title = doc.metaInformation(QTextDocument.MetaInformation.DocumentTitle)
    page = printer.pageRect(QPrinter.Unit.DevicePixel)
    band = printer.resolution() * BAND_MM / 25.4  # for the header and for the footer
    body = _on_pages(doc, printer)
    pages = doc.pageCount()
    painter = QPainter()
    if not painter.begin(printer):
        raise OSError(0, tr("export", "the PDF file cannot be opened"), where)
    try:
        small = QFont(doc.defaultFont())
        small.setPointSize(7)
        for index in range(pages):
            report(progress, index, pages)
            if index:
                printer.newPage()
            painter.save()
            painter.translate(0, band - index * body.height())
            view = QRectF(QPointF(0, index * body.height()), body)
            painter.setClipRect(view)
            # drawContents also paints a block that merely touches the view's bottom edge (the next
            # page's first line): hidden by the clip, yet its text would be in the PDF.
            doc.drawContents(painter, view.adjusted(0, 0, 0, -1))
            painter.restore()
            _bands(painter, small, page.width(), page.height(), band, title,
                   tr("export", "{page} / {pages}").format(page=index + 1, pages=pages))
    finally:
        painter.end()


def _bands(painter: QPainter, font: QFont, width: float, height: float, band: float, title: str,
           number: str) -> None:
    painter.save()
    painter.setFont(font)
    painter.setPen(Qt.GlobalColor.darkGray)
    flags = Qt.AlignmentFlag.AlignVCenter
    painter.drawText(QRectF(0, 0, width, band * 0.6), flags | Qt.AlignmentFlag.AlignLeft, title)
    painter.drawLine(QPointF(0, band * 0.6), QPointF(width, band * 0.6))
    painter.drawText(QRectF(0, height - band * 0.6, width, band * 0.6), flags | Qt.AlignmentFlag.AlignHCenter,
                     number)
    painter.restore()

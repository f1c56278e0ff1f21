"""Printing HTML documents on A4 pages through Qt, one part at a time: PDF files, print previews, paper.

A print is a :class:`Document`: parts of HTML, each starting on a page of its own (a game's score
sheet, a round's seating, a player's report). Qt lays a ``QTextDocument`` out in fixed-point
coordinates that end at 2^23 device pixels (``QFIXED_MAX``): at the 1,200 dpi of a PDF printer that
is 691 A4 pages, past which one document silently loses the rest of its text. So no part is laid out
with another; each is made, laid out, painted and dropped in turn, and time and memory follow the
pages, not the whole print. A part that alone would pass the limit refuses the print before a page
is written.

Printing goes twice over the parts: :func:`lay_out` counts each part's pages (every page says
"7 / 1,280") and keeps the parts' HTML in a temporary file (a :class:`Spool`); :func:`paint` then
lays each part out again on the target printer and paints its pages, with the title on top and the
page number below.
"""

from __future__ import annotations

import os
import struct
import sys
import tempfile
import zlib
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import IO, NamedTuple

from PySide6.QtCore import QCoreApplication, QMarginsF, QPointF, QRectF, QSizeF, Qt, qInstallMessageHandler
from PySide6.QtGui import QFont, QGuiApplication, QPageLayout, QPageSize, QPainter, QTextDocument
from PySide6.QtPrintSupport import QPrinter

from tournament_app.export import chart_objects, pdf_text
from tournament_app.export.fonts import cjk_family
from tournament_app.files.output_files import discard, publish, temporary_beside, write_error
from tournament_app.files.progress import Progress, part, report
from tournament_app.platform import display
from tournament_app.platform.signals import act_on_deferred_stop
from tournament_app.words.i18n import tr
from tournament_app.words.messages import N_, Message, UserError

FONT_SIZE_PT = 9
MARGIN_MM = 12
CSS_DPI = 96  # what <img width> counts: CSS pixels of 1/96 inch
BAND_MM = 8  # the header and footer bands
PDF_DPI = 1200  # what Qt's PDF printer lays out at ("HighResolution"): 691 pages to QFIXED_MAX
# Qt's text layout ends at QFIXED_MAX = INT_MAX / 256 device pixels; a part must end a page before.
LAYOUT_LIMIT_PX = (2**31 - 1) / 256
LAY_OUT_SHARE = 400  # per mille of a print's progress: counting the pages; painting them is the rest


class Part(NamedTuple):
    """A part whose pages were counted already, on a portrait A4 page as :func:`lay_out` counts them
    (PageMeasure laid it out to size its chart): the first pass need not lay it out again."""

    html: str
    pages: int


@dataclass(frozen=True)
class Document:
    """What a print holds. ``parts()`` yields its parts one at a time (each a whole HTML text whose
    ``<title>`` heads its pages, or a :class:`Part`), made when asked for: from the database, as the
    print goes. It is called once per print. ``count``: how many parts there are (for the progress)."""

    parts: Callable[[], Iterable[str | Part]]
    count: int = 1
    landscape: bool = False

    @classmethod
    def of(cls, html: str, landscape: bool = False) -> Document:
        """A document of one part."""
        return cls(lambda: (html,), 1, landscape)

    def html(self) -> str:
        """The parts as one HTML text, each after a page break (a short print's text, to read or to
        search; printing it whole would meet the layout limit that printing part by part avoids)."""
        pages = [p.html if isinstance(p, Part) else p for p in self.parts()]
        if not pages:
            return ""
        head = pages[0].partition("<body>")[0]
        bodies = [page.partition("<body>")[2].rpartition("</body>")[0] for page in pages]
        breaks = [body.replace("<h1>", "<h1 style='page-break-before: always'>", 1) for body in bodies[1:]]
        return f"{head}<body>{''.join([bodies[0], *breaks])}</body></html>"


class Spool:
    """A document's parts, laid out once on a printer like the target: their HTML (compressed, in a
    temporary file) and the pages each took there. Painted by :func:`paint`, as often as needed (a
    preview paints again when its page setup changes); closed when no longer needed."""

    def __init__(self, landscape: bool) -> None:
        self.landscape = landscape
        self.pages: list[int] = []  # per part
        self.measured_on: tuple[int, float, float] = (0, 0.0, 0.0)  # resolution, body size
        self._file: IO[bytes] = tempfile.TemporaryFile(prefix="tournament-print-")  # noqa: SIM115 (closed by close)

    @property
    def total(self) -> int:
        return sum(self.pages)

    def add(self, html: str, pages: int) -> None:
        data = zlib.compress(html.encode("utf-8"), 1)
        self._file.write(struct.pack("<Q", len(data)))
        self._file.write(data)
        self.pages.append(pages)

    def parts(self) -> Iterator[str]:
        self._file.flush()
        self._file.seek(0)
        for _ in self.pages:
            (size,) = struct.unpack("<Q", self._file.read(8))
            yield zlib.decompress(self._file.read(size)).decode("utf-8")
        self._file.seek(0, os.SEEK_END)

    def close(self) -> None:
        self._file.close()


# -- Qt ------------------------------------------------------------------------------------------
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
    if display.headless() and not os.environ.get("QT_QPA_PLATFORM"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    # A QApplication (a QGuiApplication that also allows widgets): when the process goes on to open
    # windows (the tests, after a print that failed on a damaged database), Qt allows no second one.
    from PySide6.QtWidgets import QApplication

    gui = QApplication([sys.argv[0] if sys.argv and sys.argv[0] else "tournament-app"])
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


def pdf_printer(path: str, landscape: bool) -> QPrinter:
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setResolution(PDF_DPI)
    printer.setOutputFileName(path)
    orientation = QPageLayout.Orientation.Landscape if landscape else QPageLayout.Orientation.Portrait
    margins = QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM)
    printer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4), orientation, margins,
                                      QPageLayout.Unit.Millimeter))
    return printer


def _measuring_printer(landscape: bool) -> QPrinter:
    """An A4 PDF printer that is only measured with, never painted on: no file is written."""
    return pdf_printer(str(Path(tempfile.gettempdir()) / "tournament-app-measure.pdf"), landscape)


def _body(printer: QPrinter) -> QSizeF:
    """The page between the header and footer bands, in the printer's device pixels."""
    page = printer.pageRect(QPrinter.Unit.DevicePixel)
    return QSizeF(page.width(), page.height() - 2 * printer.resolution() * BAND_MM / 25.4)


def _laid_out(html: str, printer: QPrinter, font: QFont) -> QTextDocument:
    """``html`` laid out on ``printer``'s pages between the bands, its text measured at the printer's
    resolution (the PDF, the preview and PageMeasure alike). Everything is set before the text, so
    that it is laid out once (each setting lays it out anew)."""
    doc = QTextDocument()
    chart_objects.install(doc)
    doc.setDefaultFont(font)
    doc.documentLayout().setPaintDevice(printer)
    doc.setDocumentMargin(0)
    doc.setPageSize(_body(printer))
    doc.setHtml(html)
    return doc


def _pages(doc: QTextDocument, printer: QPrinter) -> int:
    """The pages ``doc`` takes; refused when it reaches the layout's end (its text would be cut)."""
    height = doc.documentLayout().documentSize().height()
    if height >= LAYOUT_LIMIT_PX - _body(printer).height():
        pages = int(LAYOUT_LIMIT_PX // _body(printer).height())
        title = doc.metaInformation(QTextDocument.MetaInformation.DocumentTitle)
        raise UserError(Message("export", N_(
            "export", "{title}: one part of this print would take over {pages} pages, more than one piece "
                      "can hold; print fewer rounds or players at a time"), {"title": title, "pages": pages}))
    pages = doc.pageCount()
    act_on_deferred_stop()  # (the layout called the charts' code)
    return pages


def lay_out(document: Document, progress: Progress | None = None) -> Spool:
    """The first pass: each part made, laid out on an A4 PDF printer, its pages counted."""
    ensure_gui_app()
    printer = _measuring_printer(document.landscape)
    font = _document_font()
    spool = Spool(document.landscape)
    body = _body(printer)
    spool.measured_on = (printer.resolution(), body.width(), body.height())
    try:
        for index, made in enumerate(document.parts()):
            report(progress, index, max(document.count, index + 1))
            if isinstance(made, Part) and not document.landscape:
                spool.add(made.html, made.pages)
            else:
                spool.add(made, _pages(_laid_out(made, printer, font), printer))
    except BaseException:
        spool.close()
        raise
    return spool


def paint(spool: Spool, printer: QPrinter, progress: Progress | None = None, where: str = "") -> None:
    """The second pass: each part laid out again on ``printer`` and its pages painted, numbered of
    all. A printer unlike the one measured on (a real printer from the preview) has the pages
    counted again on it first, so that the numbers stay right."""
    ensure_gui_app()
    font = _document_font()
    body = _body(printer)
    pages = spool.pages
    if (printer.resolution(), body.width(), body.height()) != spool.measured_on:
        pages = [_pages(_laid_out(html, printer, font), printer) for html in spool.parts()]
    total = sum(pages)
    page = printer.pageRect(QPrinter.Unit.DevicePixel)
    band = printer.resolution() * BAND_MM / 25.4  # for the header and for the footer
    small = QFont(font)
    small.setPointSize(7)
    painter = QPainter()
    if not painter.begin(printer):
        raise OSError(0, tr("export", "the PDF file cannot be opened"), where or printer.printerName())
    try:
        number = 0
        for html, counted in zip(spool.parts(), pages, strict=True):
            doc = _laid_out(html, printer, font)
            if doc.pageCount() != counted:  # the same text on the same page: a bug, not the user's
                raise RuntimeError(f"a part counted {counted} pages and printed {doc.pageCount()}")
            title = doc.metaInformation(QTextDocument.MetaInformation.DocumentTitle)
            for index in range(counted):
                report(progress, number, total)
                if number:
                    printer.newPage()
                number += 1
                painter.save()
                painter.translate(0, band - index * body.height())
                view = QRectF(QPointF(0, index * body.height()), body)
                painter.setClipRect(view)
                # drawContents also paints a block that merely touches the view's bottom edge (the
                # next page's first line): hidden by the clip, yet its text would be in the PDF.
                doc.drawContents(painter, view.adjusted(0, 0, 0, -1))
                painter.restore()
                act_on_deferred_stop()  # (the painting called the charts' code)
                _bands(painter, small, page.width(), page.height(), band, title,
                       tr("export", "Page {page} of {pages}").format(page=f"{number:,}", pages=f"{total:,}"))
    except BaseException:
        # stopped half way through a page (Ctrl+C, SIGTERM, an error): its saved states are still
        # there, and Qt would say so on standard error ("Painter ended with 1 saved states")
        previous = qInstallMessageHandler(lambda *_: None)
        try:
            painter.end()
        finally:
            qInstallMessageHandler(previous)
        raise
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


def write_pdf(document: Document | str, path: str | os.PathLike[str], landscape: bool = False,
              progress: Progress | None = None) -> None:
    """Print ``document`` (or one HTML text, on ``landscape`` pages) to an A4 PDF at ``path``.

    Written to a temporary file in the same folder and moved over ``path`` when complete (also when
    ``progress``, called with the parts laid out and then the pages printed, cancels). Works in a
    worker thread: Qt paints on a QPrinter outside the GUI thread.
    """
    if isinstance(document, str):
        document = Document.of(document, landscape)
    ensure_gui_app()
    target = Path(path)
    tmp = temporary_beside(target)
    try:
        spool = lay_out(document, part(progress, 0, LAY_OUT_SHARE))
        try:
            paint(spool, pdf_printer(str(tmp), document.landscape), part(progress, LAY_OUT_SHARE, 1000),
                  str(tmp))
        finally:
            spool.close()
        pdf_text.mend_text_layer(tmp, pdf_text.lookalikes(cjk_family()))
        publish(tmp, target)
    except OSError as exc:
        raise write_error(target, exc) from exc
    finally:
        discard(tmp)  # (gone already when published)


def paint_on(document: Document | Spool | str, printer: QPrinter) -> None:
    """Paint ``document`` on ``printer`` (a print preview's pages, or the paper printed from it) laid
    out exactly as :func:`write_pdf` lays out the PDF: the same body, bands and page breaks. (Qt's
    own ``QTextDocument.print_`` would add 2 cm margins and break the pages elsewhere.)"""
    if isinstance(document, Spool):
        paint(document, printer)
    else:
        spool = lay_out(Document.of(document) if isinstance(document, str) else document)
        try:
            paint(spool, printer)
        finally:
            spool.close()
    if printer.outputFormat() == QPrinter.OutputFormat.PdfFormat and printer.outputFileName():
        # printed to a file from the preview's print dialog: the same text layer as write_pdf's
        pdf_text.mend_text_layer(Path(printer.outputFileName()), pdf_text.lookalikes(cjk_family()))


class PageMeasure:
    """Lays a part out as :func:`lay_out` does (on a portrait A4 PDF printer, between the bands) to
    tell how much room its pages leave. The printer is made once and never painted on: no file."""

    SAFETY_PX = 4  # CSS pixels kept free under a chart sized to the room left

    def __init__(self) -> None:
        self._printer: QPrinter | None = None
        self._font: QFont | None = None

    def _doc(self, html: str) -> tuple[QTextDocument, QSizeF, float]:
        if self._printer is None or self._font is None:
            ensure_gui_app()
            self._printer = _measuring_printer(False)
            self._font = _document_font()
        doc = _laid_out(html, self._printer, self._font)
        return doc, _body(self._printer), CSS_DPI / self._printer.resolution()

    def room_left(self, html: str) -> float:
        """CSS pixels left on the last page of ``html`` (less a line, to be safe)."""
        doc, body, css = self._doc(html)
        used = doc.documentLayout().documentSize().height() - (doc.pageCount() - 1) * body.height()
        return (body.height() - used) * css - 16

    def last_object(self, html: str) -> tuple[int, float | None]:
        """``html``'s pages, and, when its last object (a chart, in the last paragraph) went over
        to a page of its own, the CSS pixels that the page before had left for it (else None)."""
        doc, body, css = self._doc(html)
        pages = _pages(doc, self._printer)  # type: ignore[arg-type]
        layout = doc.documentLayout()
        block = doc.lastBlock()
        while block.isValid() and "\ufffc" not in block.text():  # the object replacement character
            block = block.previous()
        before = block.previous() if block.isValid() else block
        if not before.isValid():
            return pages, None
        end = layout.blockBoundingRect(before).bottom()
        page = int(end // body.height())
        if int(layout.blockBoundingRect(block).top() // body.height()) == page:
            return pages, None  # it fits where it is
        return pages, ((page + 1) * body.height() - end) * css - self.SAFETY_PX

    def pages(self, html: str) -> int:
        doc, _body_size, _css = self._doc(html)
        return _pages(doc, self._printer)  # type: ignore[arg-type]

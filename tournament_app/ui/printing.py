"""Printing from the windows: a print preview on A4, or a PDF file.

The documents are ``export.outputs.document``'s, printed part by part by ``export.paged``: the PDF
is written by ``write_pdf``, the same file the command line prints, and the preview paints the
pages that the PDF would hold (laid out first in a job with its progress and Cancel).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QMarginsF, QSettings
from PySide6.QtGui import QPageLayout, QPageSize
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import QCheckBox, QInputDialog, QMessageBox, QWidget

from tournament_app.export import outputs, paged
from tournament_app.export.paged import Document, Spool
from tournament_app.services import rounds, tournaments
from tournament_app.services.standings import RoundRange
from tournament_app.ui.context import AppContext
from tournament_app.ui.errors import user_errors
from tournament_app.ui.file_dialogs import DOCUMENTS_KEY, save_file
from tournament_app.ui.progress import run_job
from tournament_app.ui.saved_note import announce_saved
from tournament_app.words.i18n import tr

CTX = "ui.printing"
LAST_DIR_KEY = DOCUMENTS_KEY  # the PDFs' folder last used (and the workbooks')
CHARTS_KEY = "printing/score_lines"  # score sheets with each game's score line (more paper)


def kind_title(kind: str) -> str:
    titles = {"standings": tr(CTX, "Standings"), "seating": tr(CTX, "Seating"),
              "scoresheets": tr(CTX, "Score sheets"), "players": tr(CTX, "Player reports"),
              "tablecards": tr(CTX, "Table cards"), "awards": tr(CTX, "Awards")}
    return titles.get(kind, kind)


def a4_printer(landscape: bool, mode: QPrinter.PrinterMode = QPrinter.PrinterMode.HighResolution) -> QPrinter:
    printer = QPrinter(mode)
    orientation = QPageLayout.Orientation.Landscape if landscape else QPageLayout.Orientation.Portrait
    margin = float(paged.MARGIN_MM)
    printer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4), orientation,
                                      QMarginsF(margin, margin, margin, margin), QPageLayout.Unit.Millimeter))
    return printer


def render(document: Document | Spool | str, printer: QPrinter) -> None:
    """Paint the document on ``printer`` (the preview's pages, or the paper when printing from it),
    laid out as the saved PDF is: what is previewed and printed is what the PDF holds."""
    paged.paint_on(document, printer)


def print_preview(parent: QWidget | None, document: Document | Spool | str, title: str,
                  landscape: bool) -> QPrintPreviewDialog:
    """Show the A4 print preview of ``document``; printing from it goes to the chosen printer."""
    printer = a4_printer(landscape)
    printer.setDocName(title)
    dialog = QPrintPreviewDialog(printer, parent)
    dialog.setWindowTitle(tr(CTX, "Print preview: {title}").format(title=title))
    dialog.paintRequested.connect(lambda target: render(document, target))
    dialog.printer_ref = printer  # type: ignore[attr-defined] # the dialog does not own its printer
    dialog.document_ref = document  # type: ignore[attr-defined] # painted again on a page setup change
    dialog.exec()
    return dialog


def save_pdf(parent: QWidget | None, document: Document | str, default_name: str, landscape: bool,
             settings: QSettings | None = None) -> Path | None:
    """Ask where to save (the PDFs' folder last used, else Documents), then write the PDF; the path
    written, or None when cancelled or refused."""
    chosen = save_file(parent, tr(CTX, "Save as PDF"), tr(CTX, "PDF files (*.pdf)"), settings, DOCUMENTS_KEY,
                       default_name, ".pdf")
    if chosen is None:
        return None
    path = chosen if chosen.name.lower().endswith(".pdf") else chosen.with_name(chosen.name + ".pdf")
    with user_errors(parent) as failed:  # many pages of score sheets take seconds: off the GUI thread
        run_job(parent, tr(CTX, "Writing the PDF…"),
                lambda progress: paged.write_pdf(document, path, landscape=landscape, progress=progress))
    return None if failed else path


def choose_action(parent: QWidget | None, title: str, charts: QSettings | None = None) -> str | None:
    """``"preview"``, ``"pdf"`` or None (cancelled). With ``charts`` (score sheets) the question also
    offers each game's score line, remembered there: most games then take a second sheet of paper."""
    box = QMessageBox(parent)
    box.setWindowTitle(tr(CTX, "Print"))
    # the title leads ("Score sheets: …"): "Print Score sheets" put a capital in mid-sentence
    box.setText(tr(CTX, "{title}: preview on A4 and print, or save as a PDF file?").format(title=title))
    preview = box.addButton(tr(CTX, "Print preview…"), QMessageBox.ButtonRole.AcceptRole)
    pdf = box.addButton(tr(CTX, "Save as PDF…"), QMessageBox.ButtonRole.AcceptRole)
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(preview)
    check = None
    if charts is not None:
        check = QCheckBox(tr(CTX, "With each game's score line (most games then take two pages)"))
        check.setChecked(charts.value(CHARTS_KEY, True, type=bool))
        box.setCheckBox(check)
    box.exec()
    clicked = box.clickedButton()
    action = "preview" if clicked is preview else "pdf" if clicked is pdf else None
    if charts is not None and check is not None and action is not None:  # (check exists with charts)
        charts.setValue(CHARTS_KEY, check.isChecked())
    return action


def choose_round(parent: QWidget | None, tournament_id: int, title: str) -> RoundRange | bool:
    """Which round to print (the seating, the cards, the score sheets): a round, every round (None), or
    cancelled (False); the round in play is offered first."""
    numbers = list(reversed(rounds.round_numbers(tournament_id)))
    if len(numbers) < 2:
        return None
    in_play = rounds.round_in_play(tournament_id)
    items = [tr(CTX, "Round {n}").format(n=n) for n in numbers] + [tr(CTX, "Every round")]
    choice, ok = QInputDialog.getItem(parent, title, tr(CTX, "Which round?"),
                                      items, numbers.index(in_play) if in_play in numbers else 0, False)
    if not ok:
        return False
    index = items.index(choice)
    if index == len(numbers):
        return None
    return (numbers[index], numbers[index])


def print_kind(parent: QWidget | None, ctx: AppContext, kind: str, rounds_range: RoundRange = None, *,
               action: str | None = None, awards: list[str] | None = None) -> Path | None:
    """Print the tournament's ``kind`` document (standings, seating, scoresheets).

    ``action``: ``"preview"`` or ``"pdf"``; None asks. ``awards``: the awards printed; None asks
    (the awards' print). Returns the PDF's path when one was written.
    """
    tid = ctx.tournament_id
    if tid is None:
        return None
    if kind == "awards" and awards is None:
        from tournament_app.ui.awards_dialog import choose_awards

        with user_errors(parent) as failed:
            awards = choose_awards(parent, tid, ctx.settings)
        if failed or awards is None:
            return None
    if kind in ("seating", "tablecards", "scoresheets") and rounds_range is None and action is None:
        # the seating of one round is what is pinned up, its cards and sheets what go on the tables
        chosen = choose_round(parent, tid, kind_title(kind))
        if chosen is False:
            return None
        rounds_range = chosen
    title = kind_title(kind)
    # asked before the document is built: whether score sheets carry their charts changes it
    action = action or choose_action(parent, title, ctx.settings if kind == "scoresheets" else None)
    if action is None:
        return None
    charts = kind != "scoresheets" or ctx.settings.value(CHARTS_KEY, True, type=bool)
    preparing = tr(CTX, "{title}: preparing the document…").format(title=title)
    with user_errors(parent) as failed:
        document = run_job(parent, preparing, lambda _progress: outputs.document(
            tid, kind, rounds_range, charts=charts, awards=awards))
        name = tournaments.tournament_info(tid).name
    if failed:
        return None
    landscape = document.landscape
    if action == "preview":  # laid out in a job (its progress, Cancel), then painted by the dialog
        with user_errors(parent) as failed:
            spool = run_job(parent, preparing, lambda progress: paged.lay_out(document, progress))
        if failed:
            return None
        print_preview(parent, spool, f"{name} — {title}", landscape)  # (its file goes with the dialog)
        return None
    if action == "pdf":
        path = save_pdf(parent, document, f"{name} - {title}", landscape, ctx.settings)
        if path is not None:
            announce_saved(parent, path)
        return path
    return None

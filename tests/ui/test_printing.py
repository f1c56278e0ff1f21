"""Printing: the PDF path writes a real PDF; the preview dialog is built (no printer headless)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QPageLayout
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from tournament_app.services import demo
from tournament_app.ui import printing
from tournament_app.ui.context import AppContext


@pytest.fixture
def ctx(tournament_db: Path, tmp_path: Path) -> AppContext:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    context = AppContext(settings, str(tournament_db))
    context.set_tournament(demo.create_demo(players_count=8, rounds_count=1, seed=3, name="Print/cup"))
    return context


@pytest.fixture
def parent(qtbot) -> QWidget:
    widget = QWidget()
    qtbot.addWidget(widget)
    return widget


def save_to(monkeypatch, path: Path) -> list[str]:
    """Answer the save dialog with ``path``; returns the names it suggested."""
    suggested: list[str] = []

    def answer(_parent, _caption, directory, _filter):
        suggested.append(directory)
        return str(path), "PDF files (*.pdf)"

    monkeypatch.setattr(QFileDialog, "getSaveFileName", answer)
    return suggested


@pytest.mark.parametrize("kind", ["standings", "seating", "scoresheets"])
def test_print_kind_writes_a_pdf(ctx, parent, tmp_path, monkeypatch, kind: str) -> None:
    target = tmp_path / "out" / f"{kind}.pdf"
    target.parent.mkdir()
    suggested = save_to(monkeypatch, target)
    assert printing.print_kind(parent, ctx, kind, action="pdf") == target
    assert target.read_bytes().startswith(b"%PDF")
    assert Path(suggested[0]).name.startswith("Print_cup - ")  # "/" is no file name character
    assert ctx.settings.value(printing.LAST_DIR_KEY) == str(target.parent)


def test_print_kind_asks_what_to_do(ctx, parent, tmp_path, monkeypatch) -> None:
    target = tmp_path / "standings"  # the extension is added
    save_to(monkeypatch, target)
    monkeypatch.setattr(printing, "choose_action", lambda *_a: "pdf")
    assert printing.print_kind(parent, ctx, "standings") == target.with_suffix(".pdf")
    assert target.with_suffix(".pdf").read_bytes()[:4] == b"%PDF"

    monkeypatch.setattr(printing, "choose_action", lambda *_a: None)
    assert printing.print_kind(parent, ctx, "standings") is None


def test_cancelled_save_writes_nothing(ctx, parent, tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a: ("", ""))
    assert printing.print_kind(parent, ctx, "standings", action="pdf") is None
    assert list(tmp_path.glob("*.pdf")) == []


def test_unwritable_place_is_a_message(ctx, parent, tmp_path, monkeypatch) -> None:
    save_to(monkeypatch, tmp_path / "missing-folder" / "x.pdf")
    shown: list[str] = []
    monkeypatch.setattr("PySide6.QtWidgets.QMessageBox.warning", lambda *a: shown.append(a[2]))
    assert printing.print_kind(parent, ctx, "standings", action="pdf") is None
    assert shown


def test_preview_is_built_on_a4_landscape(ctx, parent, tmp_path, monkeypatch) -> None:
    ran: list[QPrintPreviewDialog] = []
    monkeypatch.setattr(QPrintPreviewDialog, "exec", lambda self: ran.append(self) or 0)
    printing.print_kind(parent, ctx, "standings", action="preview")
    [dialog] = ran
    assert "Standings" in dialog.windowTitle()
    printer = dialog.printer_ref
    layout = printer.pageLayout()
    assert layout.orientation() == QPageLayout.Orientation.Landscape
    assert layout.pageSize().id() == layout.pageSize().PageSizeId.A4
    # What the preview paints, here onto a PDF printer since there is no paper.
    target = tmp_path / "preview.pdf"
    pdf = printing.a4_printer(landscape=True)
    pdf.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    pdf.setOutputFileName(str(target))
    dialog.paintRequested.emit(pdf)
    assert target.read_bytes().startswith(b"%PDF")


def test_print_preview_portrait(parent, monkeypatch) -> None:
    monkeypatch.setattr(QPrintPreviewDialog, "exec", lambda self: 0)
    dialog = printing.print_preview(parent, "<h1>Seating</h1>", "Seating", landscape=False)
    assert dialog.printer_ref.pageLayout().orientation() == QPageLayout.Orientation.Portrait


def test_printing_seating_asks_which_round(tmp_path, parent, monkeypatch, tournament_db) -> None:
    """Issue 10 (20): the seating of one round is what is pinned up; every round stays a choice."""
    from PySide6.QtWidgets import QInputDialog

    from tournament_app.export import outputs

    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    context = AppContext(settings, str(tournament_db))
    context.set_tournament(demo.create_demo(players_count=8, rounds_count=3, seed=5, name="Three rounds"))
    asked: list[list[str]] = []

    def answer(_parent, _title, _label, items, *_rest):
        asked.append(items)
        return items[1], True  # the newest round is offered first; take the one before it

    monkeypatch.setattr(QInputDialog, "getItem", answer)
    monkeypatch.setattr(printing, "choose_action", lambda *_a: "pdf")
    ranges: list[object] = []
    real = outputs.document
    def spy(tid: int, kind: str, rounds_range: object = None, **options: object) -> object:  # range noted
        ranges.append(rounds_range)
        return real(tid, kind, rounds_range, **options)

    monkeypatch.setattr(outputs, "document", spy)
    target = tmp_path / "seating.pdf"
    save_to(monkeypatch, target)
    assert printing.print_kind(parent, context, "seating") == target
    assert asked == [["Round 3", "Round 2", "Round 1", "Every round"]] and ranges == [(2, 2)]
    monkeypatch.setattr(QInputDialog, "getItem", lambda *a: ("", False))
    assert printing.print_kind(parent, context, "seating") is None  # cancelled: nothing printed


def test_score_sheets_with_or_without_their_score_lines(ctx, parent, tmp_path, monkeypatch) -> None:
    """The print question offers the score lines (remembered); without them the sheets take less paper."""
    from PySide6.QtWidgets import QMessageBox

    from tests.export.helpers import pdf_pages

    def answer(tick: bool):
        def exec_(box: QMessageBox) -> int:
            box.checkBox().setChecked(tick)  # the referee's choice, then "Save as PDF…"
            next(b for b in box.buttons() if b.text() == "Save as PDF…").click()
            return 0
        return exec_

    pages = {}
    for tick in (True, False):
        target = tmp_path / f"sheets-{tick}.pdf"
        save_to(monkeypatch, target)
        monkeypatch.setattr(QMessageBox, "exec", answer(tick))
        assert printing.print_kind(parent, ctx, "scoresheets") == target
        assert ctx.settings.value(printing.CHARTS_KEY, type=bool) is tick
        pages[tick] = pdf_pages(target)
    games = 2  # 8 players, one round
    assert pages[True] > pages[False] >= games


def test_the_preview_prints_what_the_pdf_holds(ctx, parent, tmp_path, monkeypatch) -> None:
    """Paper printed from the preview is laid out as the saved PDF: the same pages, the same text on
    each (title band and page numbers included). Qt's own QTextDocument.print_ added 2 cm margins."""
    from tests.export.helpers import pdf_pages, pdf_text

    saved = tmp_path / "saved.pdf"
    save_to(monkeypatch, saved)
    monkeypatch.setattr(QMessageBox, "exec", lambda box: next(
        b for b in box.buttons() if b.text() == "Save as PDF…").click() or 0)
    assert printing.print_kind(parent, ctx, "scoresheets") == saved
    ran: list[QPrintPreviewDialog] = []
    monkeypatch.setattr(QPrintPreviewDialog, "exec", lambda self: ran.append(self) or 0)
    monkeypatch.setattr(QMessageBox, "exec", lambda box: next(
        b for b in box.buttons() if b.text() == "Print preview…").click() or 0)
    printing.print_kind(parent, ctx, "scoresheets")
    paper = tmp_path / "paper.pdf"
    printer = ran[0].printer_ref
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(paper))
    ran[0].paintRequested.emit(printer)
    assert pdf_pages(paper) == pdf_pages(saved) > 1
    assert pdf_text(paper).split("\f") == pdf_text(saved).split("\f")

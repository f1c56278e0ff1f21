"""After a file is written (a PDF, a workbook, a backup): say where it went, with buttons to open it
or its folder, in the main window's status bar — seen, never in the way (issue 10, item 15)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QTimer, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QHBoxLayout, QLabel, QMainWindow, QPushButton, QWidget

from tournament_app.words.i18n import tr

CTX = "ui.saved"
SHOWN_MS = 30_000


class SavedNote(QWidget):
    def __init__(self, path: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.path = path
        self.label = QLabel(tr(CTX, "Saved {file}").format(file=path))
        self.open_button = QPushButton(tr(CTX, "Open"))
        self.folder_button = QPushButton(tr(CTX, "Show folder"))
        self.open_button.clicked.connect(lambda: QDesktopServices.openUrl(QUrl.fromLocalFile(str(path))))
        self.folder_button.clicked.connect(
            lambda: QDesktopServices.openUrl(QUrl.fromLocalFile(str(path.parent))))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for widget in (self.label, self.open_button, self.folder_button):
            layout.addWidget(widget)


def announce_saved(widget: QWidget | None, path: Path) -> SavedNote | None:
    """Show the note in the status bar of ``widget``'s main window (replacing an earlier one)."""
    window = widget.window() if widget is not None else None
    if not isinstance(window, QMainWindow):
        return None
    bar = window.statusBar()
    for old in window.findChildren(SavedNote):
        bar.removeWidget(old)
        old.setParent(None)  # gone from the window at once, not at the next turn of the event loop
        old.deleteLater()
    note = SavedNote(Path(path), bar)
    bar.addWidget(note)
    note.show()
    # the note is the timer's context: gone with its window, the timer goes too (a timer without one
    # fired into the status bar Qt had already deleted with its window, and crashed the process)
    QTimer.singleShot(SHOWN_MS, note, lambda: _remove(bar, note))
    return note


def _remove(bar: QWidget, note: SavedNote) -> None:
    try:
        bar.removeWidget(note)  # type: ignore[attr-defined]
        note.deleteLater()
    except RuntimeError:  # already gone with its window
        pass

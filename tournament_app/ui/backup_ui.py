"""Automatic backups in the running app, and File → Restore from backup… (issue 19).

The app remembers every folder it wrote a backup to (the folder beside the database, a USB stick chosen
later), so that Restore from backup… finds them all; any other file can be browsed to (issue 29).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QSettings, QSize, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QMessageBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tournament_app.files.progress import Cancelled
from tournament_app.platform import folders
from tournament_app.services import backups
from tournament_app.storage.backup_files import BackupSummary, summarise
from tournament_app.storage.database import DatabaseError
from tournament_app.texts.display import moment_text
from tournament_app.ui import file_dialogs
from tournament_app.ui.auto_backup import (
    FOLDER_KEY,
    backup_folder,
    database_stem,
    remember_folder,
    used_folders,
)
from tournament_app.ui.placement import fit_to_screen
from tournament_app.ui.progress import run_job
from tournament_app.ui.saved_note import announce_saved
from tournament_app.words.i18n import render, tr
from tournament_app.words.messages import UserError

CTX = "ui.backups"  # as the timer's (:mod:`.auto_backup`)


def backup_folders(settings: QSettings, db_address: str) -> list[Path]:
    """Where the app's backups may be: every folder written to (newest first; also when it is not
    there now, a USB stick elsewhere), and the folder in use and the one beside this database when
    they exist (backups from before folders were remembered)."""
    written = list(reversed(used_folders(settings)))
    present = [f for f in (backup_folder(settings, db_address), backups.default_folder(db_address))
               if f.is_dir()]
    return [*present, *written]


class RestoreDialog(QDialog):
    """The backups in ``folders`` (every folder the app wrote to), newest first, and any file browsed
    to; one is restored into a new file."""

    def __init__(self, folders: Path | Sequence[Path], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr(CTX, "Restore from backup"))
        self.folders = [folders] if isinstance(folders, Path) else list(folders)
        self.restored: Path | None = None
        self.found = backups.list_all(self.folders)
        self.table = QTableWidget(0, 6)
        self.table.setHorizontalHeaderLabels([tr(CTX, "Time"), tr(CTX, "Tournaments"), tr(CTX, "Rounds"),
                                              tr(CTX, "Games finished"), tr(CTX, "Hands"), tr(CTX, "Folder")])
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.itemSelectionChanged.connect(self._selection_changed)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.browse_button = buttons.addButton(tr(CTX, "&Browse for a file…"),
                                               QDialogButtonBox.ButtonRole.ActionRole)
        self.browse_button.setToolTip(tr(CTX, "Any backup or tournament database, e.g. on a USB stick or "
                                              "from another computer"))
        self.browse_button.clicked.connect(self.browse)
        self.restore_button = buttons.addButton(tr(CTX, "&Restore into a new file…"),
                                                QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(self.choose_file)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        layout.addWidget(self.table)
        layout.addWidget(buttons)
        self._fill()
        self.note.setText(self._where())
        fit_to_screen(self, QSize(900, 460))

    def _fill(self) -> None:
        self.table.setRowCount(len(self.found))
        for row, b in enumerate(self.found):
            for col, text in enumerate(_cells(b)):
                item = QTableWidgetItem(text)
                item.setToolTip(str(b.path))
                self.table.setItem(row, col, item)
        self.table.resizeColumnsToContents()
        if self.found:
            self.table.selectRow(0)
        self._selection_changed()

    def _where(self) -> str:
        """Which folders were looked in, and which of them are not there now (a stick not plugged in)."""
        shown, missing, seen = [], [], set()
        for folder in self.folders:
            if backups.same_folder(folder) in seen:
                continue
            seen.add(backups.same_folder(folder))
            (shown if folder.is_dir() else missing).append(str(folder))
        if self.found:
            text = tr(CTX, "Backups in {folders}. The backup is copied into a new file, which then opens; "
                           "the database open now is not touched.").format(folders="; ".join(shown))
        elif shown:
            text = tr(CTX, "No backups in {folders}. Browse for a file elsewhere.").format(
                folders="; ".join(shown))
        else:
            text = tr(CTX, "No backups found yet. Browse for a file elsewhere.")
        if missing:
            text += " " + tr(CTX, "Not reachable now: {folders} (a USB stick that is not plugged "
                                  "in?).").format(folders="; ".join(missing))
        return text

    def _selection_changed(self) -> None:
        self.restore_button.setEnabled(self.selected() is not None)

    def browse(self) -> None:
        """Any file, anywhere: a backup the list does not know of (another computer's, an old stick)."""
        start = str(folders.start_folder(*self.folders))
        path, _ = QFileDialog.getOpenFileName(self, tr(CTX, "Choose a backup"), start,
                                              tr(CTX, "Tournament databases (*.sqlite3 *.db);;All files (*)"))
        if path:
            self.add_file(Path(path))

    def add_file(self, path: Path) -> bool:
        """``path`` on top of the list, selected; a file that is no tournament database says why."""
        try:
            summary = summarise(path)
        except UserError as e:
            self.note.setText("✗ " + render(e.message, sentence=True))
            return False
        self.found = [summary, *(b for b in self.found if b.path != summary.path)]
        self._fill()
        self.note.setText(tr(CTX, "{file} chosen: restore it into a new file.").format(file=path))
        return True

    def selected(self) -> BackupSummary | None:
        rows = self.table.selectionModel().selectedRows()
        return self.found[rows[0].row()] if rows else None

    def choose_file(self) -> None:
        chosen = self.selected()
        if chosen is None:
            return
        # beside the database the backups are of (a backup folder is <file>.backups)
        suggestion = file_dialogs.suggestion(None, file_dialogs.DATABASES_KEY, f"{chosen.path.stem}-restored",
                                             ".sqlite3", first=chosen.path.parent.parent)
        path, _ = QFileDialog.getSaveFileName(self, tr(CTX, "Restore into a new file"), suggestion,
                                              tr(CTX, "Tournament databases (*.sqlite3)"))
        if path:
            self.restore_into(Path(path))

    def restore_into(self, path: Path) -> bool:
        chosen = self.selected()
        if chosen is None:
            return False
        try:
            self.restored = run_job(self, tr(CTX, "Restoring the backup…"),
                                    lambda progress: backups.restore(chosen.path, path, progress))
        except Cancelled:
            self.note.setText(tr(CTX, "Restore cancelled: no file was written."))
            return False
        except UserError as e:
            self.note.setText("✗ " + render(e.message, sentence=True))
            return False
        self.accept()
        return True


def _cells(b: BackupSummary) -> list[str]:
    return [moment_text(dt.datetime.fromtimestamp(b.modified), seconds=True), " / ".join(b.tournaments),
            str(b.rounds), str(b.games_finished), str(b.hands), str(b.path.parent)]


def choose_folder(settings: QSettings, db_address: str, parent: QWidget) -> Path | None:
    """File → Backup folder…: e.g. a USB stick or a synced folder. A first copy is written there at
    once (so a folder that cannot take one is known now, not at the first round), then remembered."""
    here = file_dialogs.database_folder(db_address)
    start = folders.start_folder(backup_folder(settings, db_address), here)
    folder = QFileDialog.getExistingDirectory(parent, tr(CTX, "Backup folder"), str(start))
    if not folder:
        return None
    chosen = Path(folder)
    parent.setCursor(Qt.CursorShape.WaitCursor)
    try:
        first = backups.write_backup(chosen, database_stem(db_address), dt.datetime.now())
    except (OSError, DatabaseError) as exc:
        reason = render(exc.message) if isinstance(exc, UserError) else (exc.strerror or str(exc))
        QMessageBox.warning(parent, tr(CTX, "Backup folder"), tr(
            CTX, "No backup could be written to {folder}: {reason}. Backups still go to {old}.").format(
            folder=chosen, reason=reason, old=backup_folder(settings, db_address)))
        return None
    finally:
        parent.unsetCursor()
    settings.setValue(FOLDER_KEY, str(chosen))
    remember_folder(settings, chosen)
    note = announce_saved(parent, first)
    if note is not None:
        note.label.setText(tr(CTX, "Backups now go to {folder}; a first copy is there: {file}").format(
            folder=chosen, file=first.name))
    return chosen

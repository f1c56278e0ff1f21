"""Automatic backups in the running app, and File → Restore from backup… (issue 19)."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from PySide6.QtCore import QObject, QSettings, QTimer
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QMainWindow,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tournament_app.i18n import render, tr
from tournament_app.messages import UserError
from tournament_app.progress import Cancelled
from tournament_app.services import backups
from tournament_app.storage.backup_files import BackupSummary
from tournament_app.ui.context import AppContext
from tournament_app.ui.progress import run_job

CTX = "ui.backups"
FOLDER_KEY = "backup/folder"
TICK_MS = 30_000  # how often the schedule is looked at; the backups themselves come every 10 minutes


def backup_folder(settings: QSettings, db_address: str) -> Path:
    chosen = settings.value(FOLDER_KEY)
    return Path(str(chosen)) if chosen else backups.default_folder(db_address)


def _stem(db_address: str) -> str:
    tail = db_address.split("?", 1)[0].rstrip("/").rsplit("/", 1)[-1]
    return Path(tail).stem or "tournament"


class AutoBackupTimer(QObject):
    """Runs :class:`services.backups.AutoBackup` on a timer; a failing folder is one status-bar
    warning, repeated only after it worked again and failed anew."""

    def __init__(self, ctx: AppContext, window: QMainWindow, *, tick_ms: int = TICK_MS,
                 **schedule: object) -> None:
        super().__init__(window)
        self.window = window
        self.schedule = backups.AutoBackup(backup_folder(ctx.settings, ctx.db_path), _stem(ctx.db_path),
                                           **schedule)  # type: ignore[arg-type]
        ctx.changed.connect(self.schedule.changed)
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.tick)
        self.timer.start(tick_ms)

    def tick(self) -> None:
        try:
            outcome = self.schedule.tick()
        except UserError:  # the database itself is away (server down): the next turn tries again
            return
        if outcome is None:
            return
        bar = self.window.statusBar()
        if outcome.problem is not None:
            bar.showMessage(tr(CTX, "Automatic backup failed: {problem}. The app goes on and tries again; "
                                    "check the backup folder {folder}.").format(
                problem=outcome.problem, folder=self.schedule.folder))
        elif outcome.path is not None:
            bar.showMessage(tr(CTX, "Backed up automatically to {file}").format(file=outcome.path), 5000)

    def stop(self) -> None:
        self.timer.stop()


class RestoreDialog(QDialog):
    """The backups of the open database, newest first; one is restored into a new file."""

    def __init__(self, folder: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr(CTX, "Restore from backup"))
        self.folder = folder
        self.restored: Path | None = None
        self.found = backups.list_backups(folder)
        self.table = QTableWidget(len(self.found), 5)
        self.table.setHorizontalHeaderLabels([tr(CTX, "Time"), tr(CTX, "Tournaments"), tr(CTX, "Rounds"),
                                              tr(CTX, "Games finished"), tr(CTX, "Hands")])
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        for row, b in enumerate(self.found):
            for col, text in enumerate(_cells(b)):
                self.table.setItem(row, col, QTableWidgetItem(text))
        self.table.resizeColumnsToContents()
        self.table.horizontalHeader().setStretchLastSection(True)
        if self.found:
            self.table.selectRow(0)
        self.note = QLabel(tr(CTX, "Backups in {folder}. The backup is copied into a new file, which then "
                                   "opens; the database open now is not touched.").format(folder=folder)
                           if self.found else tr(CTX, "No backups in {folder} yet.").format(folder=folder))
        self.note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.restore_button = buttons.addButton(tr(CTX, "&Restore into a new file…"),
                                                QDialogButtonBox.ButtonRole.AcceptRole)
        self.restore_button.setEnabled(bool(self.found))
        buttons.accepted.connect(self.choose_file)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        layout.addWidget(self.table)
        layout.addWidget(buttons)
        self.resize(760, 420)

    def selected(self) -> BackupSummary | None:
        rows = self.table.selectionModel().selectedRows()
        return self.found[rows[0].row()] if rows else None

    def choose_file(self) -> None:
        chosen = self.selected()
        if chosen is None:
            return
        suggestion = chosen.path.parent.parent / f"{chosen.path.stem}-restored.sqlite3"
        path, _ = QFileDialog.getSaveFileName(self, tr(CTX, "Restore into a new file"), str(suggestion),
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
            self.note.setText("✗ " + render(e.message))
            return False
        self.accept()
        return True


def _cells(b: BackupSummary) -> list[str]:
    return [dt.datetime.fromtimestamp(b.modified).strftime("%Y-%m-%d %H:%M:%S"), " / ".join(b.tournaments),
            str(b.rounds), str(b.games_finished), str(b.hands)]


def choose_folder(settings: QSettings, db_address: str, parent: QWidget) -> Path | None:
    """File → Backup folder…: e.g. a USB stick or a synced folder; remembered."""
    folder = QFileDialog.getExistingDirectory(parent, tr(CTX, "Backup folder"),
                                              str(backup_folder(settings, db_address)))
    if not folder:
        return None
    settings.setValue(FOLDER_KEY, folder)
    return Path(folder)

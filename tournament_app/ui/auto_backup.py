"""The automatic backups of the running app: a timer on :class:`services.backups.AutoBackup`, and the
backup folders it writes to (remembered in the settings, for File → Restore from backup…).

Apart from :mod:`.backup_ui` (the dialogs): the main window starts this timer when it opens, and the
dialogs' module, with a dozen widget classes to load, waits until one is opened.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, QSettings, QTimer
from PySide6.QtWidgets import QMainWindow

from tournament_app.services import backups
from tournament_app.ui.context import AppContext
from tournament_app.words.i18n import tr
from tournament_app.words.messages import UserError

CTX = "ui.backups"
FOLDER_KEY = "backup/folder"
USED_KEY = "backup/used_folders"  # every folder a backup was written to, oldest first
TICK_MS = 30_000  # how often the schedule is looked at; the backups themselves come every 10 minutes


def backup_folder(settings: QSettings, db_address: str) -> Path:
    chosen = settings.value(FOLDER_KEY)
    return Path(str(chosen)) if chosen else backups.default_folder(db_address)


def used_folders(settings: QSettings) -> list[Path]:
    value = settings.value(USED_KEY) or []
    return [Path(str(v)) for v in ([value] if isinstance(value, str) else value) if v]


def remember_folder(settings: QSettings, folder: Path) -> None:
    """Note ``folder`` as one the app wrote a backup to (once)."""
    known = used_folders(settings)
    if backups.same_folder(folder) not in {backups.same_folder(f) for f in known}:
        settings.setValue(USED_KEY, [str(f) for f in [*known, Path(folder)]])


def database_stem(db_address: str) -> str:
    tail = db_address.split("?", 1)[0].rstrip("/").rsplit("/", 1)[-1]
    return Path(tail).stem or "tournament"


class AutoBackupTimer(QObject):
    """Runs :class:`services.backups.AutoBackup` on a timer; a failing folder is one status-bar
    warning, repeated only after it worked again and failed anew."""

    def __init__(self, ctx: AppContext, window: QMainWindow, *, tick_ms: int = TICK_MS,
                 **schedule: object) -> None:
        super().__init__(window)
        self.window = window
        self.settings = ctx.settings
        self.schedule = backups.AutoBackup(backup_folder(ctx.settings, ctx.db_path),
                                           database_stem(ctx.db_path), **schedule)  # type: ignore[arg-type]
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
            remember_folder(self.settings, outcome.path.parent)
            bar.showMessage(tr(CTX, "Backed up automatically to {file}").format(file=outcome.path), 5000)

    def stop(self) -> None:
        self.timer.stop()

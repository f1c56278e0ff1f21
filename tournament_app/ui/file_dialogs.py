"""Every file dialog of the app: the folder it starts in, the name it suggests, the folder it remembers.

A dialog given a bare name starts in the current folder, which is the program's folder for the
installed Windows app and ``/`` for a macOS app started from Finder; so each starts in a real folder:
the one a better place names (the database's own folder for a restore), else the one last used for
that kind of file, else Documents (:func:`folders.start_folder`). A suggested name passes the one
file-name rule (:func:`file_names.safe_file_name`): 「雀王戦：予選」 is stored 雀王戦:予選, which Windows
refuses, and ``2025/26`` would name a folder.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QFileDialog, QWidget

from tournament_app.platform import folders
from tournament_app.platform.file_names import safe_file_name

# the folder last used, by kind of file (the PDFs' key is the one they always had)
DOCUMENTS_KEY = "printing/last_dir"  # workbooks, PDFs, the EMA file
DATABASES_KEY = "folders/databases"  # opening, creating and copying databases
BACKUPS_KEY = "folders/backups"  # backups written by hand, and files to restore from
IMPORTS_KEY = "import_dir"  # player lists
GAME_LOGS_KEY = "folders/game_logs"  # Tenhou logs imported at a desk

Place = str | os.PathLike[str] | None


def last_folder(settings: QSettings | None, key: str) -> str | None:
    return None if settings is None else str(settings.value(key, "") or "") or None


def start_folder(settings: QSettings | None, key: str, *, first: Place = None, then: Place = None) -> Path:
    """Where a dialog for ``key``'s files starts: ``first`` (a place the dialog is about), the folder
    last used, ``then``, Documents: the first of them that is a folder now."""
    return folders.start_folder(first, last_folder(settings, key), then)


def suggestion(settings: QSettings | None, key: str, name: str, suffix: str, *, first: Place = None,
               then: Place = None, fallback: str = "document") -> str:
    """The full path a save dialog offers: ``name`` made a safe file name, in :func:`start_folder`."""
    folder = start_folder(settings, key, first=first, then=then)
    return str(folder / safe_file_name(name, suffix, fallback))


def remember(settings: QSettings | None, key: str, chosen: Path) -> None:
    if settings is not None:
        settings.setValue(key, str(chosen.parent))


def save_file(parent: QWidget | None, title: str, filters: str, settings: QSettings | None, key: str,
              name: str, suffix: str, *, first: Place = None, then: Place = None,
              fallback: str = "document") -> Path | None:
    """Ask where to save (the suggestion as :func:`suggestion` makes it); None when cancelled. The
    chosen folder is the next start for ``key``."""
    offered = suggestion(settings, key, name, suffix, first=first, then=then, fallback=fallback)
    chosen, _filter = QFileDialog.getSaveFileName(parent, title, offered, filters)
    if not chosen:
        return None
    remember(settings, key, Path(chosen))
    return Path(chosen)


def open_file(parent: QWidget | None, title: str, filters: str, settings: QSettings | None, key: str,
              *, first: Place = None, then: Place = None) -> Path | None:
    """Ask for a file to open, starting in :func:`start_folder`; None when cancelled."""
    start = start_folder(settings, key, first=first, then=then)
    chosen, _filter = QFileDialog.getOpenFileName(parent, title, str(start), filters)
    if not chosen:
        return None
    remember(settings, key, Path(chosen))
    return Path(chosen)


def database_folder(address: str | None) -> Path | None:
    """The folder of a database file (None: a server, or no file)."""
    if not address or "://" in address:
        return None
    return Path(address.split("?", 1)[0].removeprefix("file:")).expanduser().absolute().parent

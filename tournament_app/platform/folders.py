"""Folders: where a file dialog starts, and whether two names are one folder.

A dialog given a bare name opens in the current folder, which is the program's folder for the installed
Windows app and ``/`` for a macOS app started from Finder: every dialog starts in a real folder instead
(:func:`start_folder`). Two spellings of one folder ("Backups" and "backups" on Windows and macOS, NFC
and NFD on macOS) are one folder when the file system says so (:func:`folder_key`).
"""

from __future__ import annotations

import ntpath
import os
import stat
import unicodedata
from collections.abc import Callable, Hashable
from pathlib import Path

from tournament_app.platform import files, system

_stat: Callable[[str], os.stat_result] = os.stat  # (a test's case-insensitive file system)


def documents() -> Path:
    """The user's Documents folder (Windows: where it really is, OneDrive's included), else home."""
    import platformdirs  # (only when a dialog opens)

    found = Path(platformdirs.user_documents_dir())
    return found if files.is_folder(found) else Path.home()


def start_folder(*candidates: str | os.PathLike[str] | None) -> Path:
    """The first of ``candidates`` that is a folder now, named in full (a name relative to the current
    folder is no start), else :func:`documents`."""
    for candidate in candidates:
        if not candidate:
            continue
        path = Path(candidate).expanduser()
        if path.is_absolute() and files.is_folder(path):
            return path
    return documents()


def folder_key(folder: str | os.PathLike[str]) -> Hashable:
    """What two names of one folder share: the folder itself (device and file number) while it is
    there, else its name as this system's file systems compare names (Windows and macOS: without
    case; macOS also without NFC/NFD)."""
    path = os.path.abspath(Path(folder).expanduser())
    try:
        st = _stat(path)
    except (OSError, ValueError):
        st = None
    if st is not None and stat.S_ISDIR(st.st_mode) and st.st_ino:  # (a file number of 0: not known)
        return ("folder", st.st_dev, st.st_ino)
    return ("name", spelled(path))


def spelled(path: str) -> str:
    if system.SYSTEM == system.WINDOWS:
        return ntpath.normcase(path)
    if system.SYSTEM == system.MACOS:
        return unicodedata.normalize("NFD", path).casefold()
    return path


def same_folder(a: str | os.PathLike[str], b: str | os.PathLike[str]) -> bool:
    return folder_key(a) == folder_key(b)

"""A database file that opening made, or found empty, and takes back when the command fails before
it holds a tournament (``--db NEW demo --rules nope`` leaves no file and no folder behind; a 0-byte
file, an empty new database as reading says, stays 0 bytes)."""

from __future__ import annotations

import contextlib
import os
import stat
from dataclasses import dataclass
from pathlib import Path

from tournament_app.files import output_files


@dataclass(frozen=True)
class NewFile:
    """A database file that held nothing before this open: new, or empty (0 bytes: an empty new
    database, as reading says "holds no tournament yet"). A command that fails before it holds a
    tournament takes it back (:func:`..database.discard_new_database`)."""

    file: Path
    empty: os.stat_result | None  # the 0-byte file that was there (its times), or None: none was
    folders: tuple[Path, ...]  # the folders made for it, deepest first

    def take_back(self) -> None:
        """Leave the file and its folder as they were: gone, or 0 bytes with their times."""
        for suffix in output_files.COMPANIONS:
            Path(f"{self.file}{suffix}").unlink(missing_ok=True)
        if self.empty is None:
            self.file.unlink(missing_ok=True)
        elif self.file.exists():
            os.truncate(self.file, 0)
            os.utime(self.file, ns=(self.empty.st_atime_ns, self.empty.st_mtime_ns))
        self._folders_back()

    def take_back_unwritten(self) -> None:
        """After an open that failed: the folders made, and the file while it is still 0 bytes (one
        written to may be another process's new database, made at the same moment)."""
        if self.empty is None and empty_file(self.file) is not None:
            self.file.unlink(missing_ok=True)
        self._folders_back()

    def _folders_back(self) -> None:
        for folder in self.folders:
            with contextlib.suppress(OSError):  # (not empty: something else was put there meanwhile)
                folder.rmdir()


def empty_file(file: Path | None) -> os.stat_result | None:
    """The stat of ``file`` when it is a file of 0 bytes (an empty new database), else None."""
    try:
        st = file.stat() if file is not None else None
    except OSError:  # not there, or a name too long
        return None
    return st if st is not None and stat.S_ISREG(st.st_mode) and st.st_size == 0 else None


def missing_folders(folder: Path) -> tuple[Path, ...]:
    """The folders of ``folder``'s path that do not exist yet, deepest first."""
    missing = []
    with contextlib.suppress(OSError):  # a name too long: making it fails and says so
        while not folder.exists() and folder.parent != folder:
            missing.append(folder)
            folder = folder.parent
    return tuple(missing)

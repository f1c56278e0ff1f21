"""Folders (platforms.md rows 12 and 33): a dialog starts in a real folder, never the current one; two
names of one folder are one folder, as the file system says (a link; "Backups" and "backups" on a
case-insensitive volume, injected through ``folders._stat``; NFC and NFD on macOS), so a backup is never
listed twice."""

from __future__ import annotations

import os
import shutil
import unicodedata
from pathlib import Path

import platformdirs
import pytest

from tournament_app.platform import files, folders
from tournament_app.services import backups

from .conftest import link


@pytest.fixture
def documents(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "Documents"
    folder.mkdir()
    monkeypatch.setattr(platformdirs, "user_documents_dir", lambda: str(folder))
    return folder


def test_a_dialog_starts_in_the_last_folder_else_documents(tmp_path, documents, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    last = tmp_path / "exports"
    last.mkdir()
    assert folders.start_folder(str(last)) == last
    assert folders.start_folder(str(tmp_path / "stick-not-plugged-in"), None, "") == documents
    assert folders.start_folder("exports") == documents  # a name relative to the current folder: no start
    shutil.rmtree(documents)
    assert folders.start_folder() == Path.home()  # no Documents folder (a fresh Linux account)


def test_two_names_of_one_folder_are_one_folder(tmp_path: Path) -> None:
    real = tmp_path / "Backups"
    real.mkdir()
    link(tmp_path / "link", real)
    assert folders.same_folder(real, tmp_path / "link")
    assert folders.same_folder(real, tmp_path / "x" / ".." / "Backups")
    other = tmp_path / "Other"
    other.mkdir()
    assert not folders.same_folder(real, other)


def test_a_case_insensitive_volume_says_backups_and_backups_are_one(tmp_path, monkeypatch) -> None:
    """As APFS and NTFS by default: the file system finds "backups" as the folder "Backups"."""
    real = tmp_path / "Backups"
    real.mkdir()

    def case_insensitive(path: str) -> os.stat_result:
        parent, _sep, name = path.rpartition(os.sep)
        for entry in os.listdir(parent):
            if entry.casefold() == name.casefold():
                return os.stat(os.path.join(parent, entry))
        raise FileNotFoundError(path)

    monkeypatch.setattr(folders, "_stat", case_insensitive)
    assert folders.same_folder(real, tmp_path / "backups")
    assert folders.same_folder(real, tmp_path / "BACKUPS")


KANA_NFC = unicodedata.normalize("NFC", "バックアップ")
KANA_NFD = unicodedata.normalize("NFD", "バックアップ")


@pytest.mark.parametrize(("name", "one", "other", "same"), [
    (files.MACOS, "Backups", "backups", True),
    (files.MACOS, KANA_NFC, KANA_NFD, True),
    (files.WINDOWS, "Backups", "BACKUPS", True),
    (files.WINDOWS, unicodedata.normalize("NFC", "é"), unicodedata.normalize("NFD", "é"), False),  # NTFS
    (files.LINUX, "Backups", "backups", False),
])
def test_folders_not_there_now_compare_by_name_as_the_system_does(tmp_path, system, name: str, one: str,
                                                                  other: str, same: bool) -> None:
    """A USB stick that is not plugged in: its folders are compared by their names."""
    system(name)
    assert folders.same_folder(tmp_path / "stick" / one, tmp_path / "stick" / other) is same


def test_a_backup_is_listed_once_whatever_the_folder_is_called(tmp_path: Path, league: Path) -> None:
    folder = tmp_path / "Backups"
    folder.mkdir()
    shutil.copy(league, folder / "cup-20261124-091000-auto.sqlite3")
    link(tmp_path / "backups-link", folder)
    found = backups.list_all([folder, tmp_path / "backups-link", tmp_path / "x" / ".." / "Backups"])
    assert [b.path.name for b in found] == ["cup-20261124-091000-auto.sqlite3"]

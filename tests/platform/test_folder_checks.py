"""Two of Windows' answers about folders (platforms.md rows 16 and 17): ``os.access`` calls every folder
writable (it looks only at the read-only setting), so whether a folder takes a file is found by making
one; and opening a folder is "permission denied", so a folder is known as one before it is opened.
Windows' answers are injected; a read-only folder is made for real with a read-only bind mount."""

from __future__ import annotations

import errno
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tournament_app.files import input_files
from tournament_app.platform import files
from tournament_app.storage import health
from tournament_app.storage.database import DatabaseError, open_database
from tournament_app.words.messages import UserError


def test_a_folder_given_as_a_file_is_said_to_be_a_folder_as_windows_opens_it(tmp_path, monkeypatch) -> None:
    real_open = os.open

    def windows_open(path, flags, *args):  # Windows: a folder opens as "permission denied"
        if os.path.isdir(path):
            raise PermissionError(errno.EACCES, "Permission denied", path)
        return real_open(path, flags, *args)

    monkeypatch.setattr(input_files.os, "open", windows_open)
    with pytest.raises(UserError) as caught:
        input_files.read_input(tmp_path, 1000)
    assert caught.value.message.english() == f"{tmp_path} is a folder, not a file"


@pytest.fixture
def read_only_folder(tmp_path: Path):
    """A folder on a read-only mount (root writes everything else): a database file in it."""
    if shutil.which("mount") is None or not sys.platform.startswith("linux"):
        pytest.skip("a read-only bind mount is Linux's (Windows' os.access is injected in the test)")
    source, mount = tmp_path / "source", tmp_path / "ro"
    source.mkdir()
    mount.mkdir()
    (source / "league.sqlite3").write_bytes(b"")
    bound = subprocess.run(["mount", "--bind", "-o", "ro", str(source), str(mount)], capture_output=True,
                           text=True)
    if bound.returncode != 0:
        pytest.skip(f"no read-only bind mount here ({bound.stderr.strip()})")
    try:
        if files.folder_writable(mount):  # (an old kernel ignores "ro" on the first bind)
            subprocess.run(["mount", "-o", "remount,bind,ro", str(mount)], check=True)
        yield mount
    finally:
        subprocess.run(["umount", str(mount)], check=False)


def test_a_folder_that_takes_no_file_is_found_by_trying(read_only_folder: Path, monkeypatch) -> None:
    assert not files.folder_writable(read_only_folder)
    assert files.folder_writable(read_only_folder.parent)
    assert [p.name for p in read_only_folder.parent.iterdir() if p.name.startswith(".~probe")] == []
    monkeypatch.setattr(health.os, "access", lambda *_a: True)  # Windows' os.access for a folder
    assert not health.writable(read_only_folder / "league.sqlite3")


def test_a_database_in_such_a_folder_is_said_to_be_read_only(read_only_folder: Path, league: Path,
                                                             monkeypatch) -> None:
    source = read_only_folder.parent / "source" / "league.sqlite3"
    source.write_bytes(league.read_bytes())  # seen through the read-only mount
    monkeypatch.setattr(health.os, "access", lambda *_a: True)
    with pytest.raises(DatabaseError) as caught:
        open_database(read_only_folder / "league.sqlite3")
    assert caught.value.kind == "readonly", caught.value.message.english()

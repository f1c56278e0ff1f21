"""Flushed to the disk (platforms.md row 32): macOS' fsync leaves the data in the drive's cache, so there
the output rule flushes with F_FULLFSYNC (fsync where a file system does not know it); Windows has no
folder to flush. macOS' fcntl is injected (``files._fcntl``)."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from tournament_app.files import output_files
from tournament_app.platform import files


@pytest.fixture
def calls(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, int]]:
    seen: list[tuple[str, int]] = []
    real_fsync = os.fsync

    def fsync(fd: int) -> None:
        seen.append(("fsync", fd))
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", fsync)
    return seen


def _macos_fcntl(seen: list[tuple[str, int]], refuse: bool = False):
    def fcntl(fd: int, command: int) -> int:
        assert command == files.F_FULLFSYNC == 51
        seen.append(("F_FULLFSYNC", fd))
        if refuse:
            raise OSError(errno.ENOTSUP, "Operation not supported")
        return 0

    return fcntl


def test_macos_writes_an_output_with_full_fsync(tmp_path: Path, system, calls, monkeypatch) -> None:
    system(files.MACOS)
    monkeypatch.setattr(files, "_fcntl", _macos_fcntl(calls))
    target = tmp_path / "standings.pdf"
    with output_files.output_file(target) as tmp:
        tmp.write_bytes(b"%PDF")
    assert [kind for kind, _fd in calls] == ["F_FULLFSYNC", "F_FULLFSYNC"]  # the file, then its folder
    assert target.read_bytes() == b"%PDF"


def test_macos_falls_back_to_fsync_where_full_fsync_is_refused(tmp_path: Path, system, calls,
                                                               monkeypatch) -> None:
    system(files.MACOS)
    monkeypatch.setattr(files, "_fcntl", _macos_fcntl(calls, refuse=True))  # a network volume
    (tmp_path / "f").write_bytes(b"x")
    files.flush_file(tmp_path / "f")
    assert [kind for kind, _fd in calls] == ["F_FULLFSYNC", "fsync"]


def test_linux_and_windows_use_fsync(tmp_path: Path, system, calls, monkeypatch) -> None:
    monkeypatch.setattr(files, "_fcntl", lambda *_a: pytest.fail("F_FULLFSYNC off macOS"))
    for name in (files.LINUX, files.WINDOWS):
        system(name)
        calls.clear()
        with output_files.output_file(tmp_path / f"{name}.xlsx") as tmp:
            tmp.write_bytes(b"PK")
        # Windows: the file only (no handle on a folder to flush); Linux: the file and the folder
        assert [kind for kind, _fd in calls] == ["fsync"] * (1 if name == files.WINDOWS else 2), name

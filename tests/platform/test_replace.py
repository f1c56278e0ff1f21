"""Replacing a file another program holds (platforms.md rows 2 and 3): Windows' refusal is tried again
with waits that grow, then said in one line naming the file and what to do; the old file whole, no
temporary file left; a read-only target is refused before any work. Windows' refusals are injected
(``files._replace``); an immutable file (``chattr +i``) and a read-only file are made for real."""

from __future__ import annotations

import errno
import os
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from tournament_app.files import output_files
from tournament_app.files.output_files import OutputError
from tournament_app.platform import files

from .conftest import leftovers, sharing_violation

OLD = b"the workbook from before"


def _write(target: Path, data: bytes = b"new") -> None:
    with output_files.output_file(target) as tmp:
        tmp.write_bytes(data)


def test_windows_tries_again_while_the_file_is_held(tmp_path, system, waits, held) -> None:
    system(files.WINDOWS)
    target = tmp_path / "standings.xlsx"
    target.write_bytes(OLD)
    tries = held(3)  # a virus scanner or OneDrive looks at the file for a moment
    _write(target)
    assert target.read_bytes() == b"new"
    assert len(tries) == 3 and waits == list(files.WAITS[:3])  # waits that grow, not a busy loop
    assert leftovers(tmp_path) == []


def test_windows_gives_up_after_a_few_seconds_and_says_what_to_do(tmp_path, system, waits, held) -> None:
    system(files.WINDOWS)
    target = tmp_path / "standings.xlsx"
    target.write_bytes(OLD)
    tries = held(None)  # open in Excel, which does not let go
    with pytest.raises(OutputError) as caught:
        _write(target)
    assert caught.value.kind == "held"
    said = caught.value.message.english()
    assert str(target) in said and "Excel" in said and "close it there and save again" in said
    assert len(tries) == len(files.WAITS) + 1 and waits == list(files.WAITS)
    assert 2 <= sum(waits) <= 5  # "a few seconds"
    assert target.read_bytes() == OLD and leftovers(tmp_path) == []


def test_posix_does_not_wait_for_a_refusal_that_stays(tmp_path, system, waits, monkeypatch) -> None:
    system(files.LINUX)

    def refuse(_source: Path, target: Path) -> None:
        raise PermissionError(errno.EPERM, "Operation not permitted", str(target))

    monkeypatch.setattr(files, "_replace", refuse)
    with pytest.raises(files.HeldError):
        files.replace(tmp_path / "a", tmp_path / "b")
    assert waits == []


def test_a_refusal_that_is_not_a_held_file_is_not_tried_again(tmp_path, system, waits, monkeypatch) -> None:
    system(files.WINDOWS)

    def gone(_source: Path, target: Path) -> None:
        exc = FileNotFoundError(errno.ENOENT, "The system cannot find the path specified", str(target))
        exc.winerror = 3  # type: ignore[attr-defined]
        raise exc

    monkeypatch.setattr(files, "_replace", gone)
    with pytest.raises(FileNotFoundError):
        files.replace(tmp_path / "a", tmp_path / "b")
    assert waits == []


def test_a_held_temporary_file_is_still_removed(tmp_path, system, waits, monkeypatch) -> None:
    """Windows refuses to remove a file a scanner holds, and a read-only one at all: both go."""
    system(files.WINDOWS)
    tmp = tmp_path / ".~abc.xlsx"
    tmp.write_bytes(b"half")
    os.chmod(tmp, 0o444)
    real, tries = files._unlink, []

    def unlink(path: Path) -> None:
        tries.append(path)
        if len(tries) <= 2:
            raise sharing_violation(path)
        if files.read_only(os.stat(path).st_mode):  # as Windows: a read-only file is not removed
            raise PermissionError(errno.EACCES, "Access is denied", str(path))
        real(path)

    monkeypatch.setattr(files, "_unlink", unlink)
    output_files.discard(tmp)
    assert not tmp.exists() and waits and waits == list(files.WAITS[:len(waits)])


def test_a_read_only_target_is_refused_before_any_work(tmp_path) -> None:
    target = tmp_path / "final.xlsx"
    target.write_bytes(OLD)
    os.chmod(target, 0o444)
    with pytest.raises(OutputError) as caught:
        output_files.temporary_beside(target)  # where every output begins, before its work
    assert caught.value.kind == "read_only"
    assert caught.value.message.english() == (
        f"{target} is read-only: nothing was written (clear its read-only setting, or save under another "
        "name)")
    assert target.read_bytes() == OLD and leftovers(tmp_path) == []


def _cli(*argv: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "tournament_app", "--lang", "en", *argv], cwd=cwd,
                          capture_output=True, text=True, timeout=180,
                          env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})


def test_export_over_a_read_only_workbook_is_one_line(league: Path, tmp_path: Path) -> None:
    target = tmp_path / "standings.xlsx"
    target.write_bytes(OLD)
    os.chmod(target, 0o444)
    done = _cli("--db", str(league), "export", "--out", str(target), cwd=tmp_path)
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == (f"tournament-app: {target} is read-only: nothing was written (clear its "
                           "read-only setting, or save under another name)\n")
    assert target.read_bytes() == OLD and stat.S_IMODE(target.stat().st_mode) == 0o444
    assert leftovers(tmp_path) == []


@pytest.fixture
def immutable(tmp_path: Path):
    """A file nothing may replace (``chattr +i``: as root, on a file system that knows it)."""
    target = tmp_path / "standings.xlsx"
    target.write_bytes(OLD)
    if shutil.which("chattr") is None:
        pytest.skip("no chattr on this system: the held file is injected in the tests above")
    made = subprocess.run(["chattr", "+i", str(target)], capture_output=True, text=True)
    if made.returncode != 0:
        pytest.skip(f"chattr +i refused here ({made.stderr.strip()}): needs root and ext4/xfs/btrfs")
    yield target
    subprocess.run(["chattr", "-i", str(target)], check=True)


def test_export_over_a_file_that_cannot_be_replaced_end_to_end(league: Path, tmp_path: Path,
                                                                immutable: Path) -> None:
    """The "held by another program" way out for real: the rename refused (EPERM), exit 2, one line
    naming the file and what to do, the old file whole, no temporary file left."""
    done = _cli("--db", str(league), "export", "--out", str(immutable), cwd=tmp_path)
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == (f"tournament-app: {immutable} is held by another program and was not replaced "
                           "(is it open in Excel or a PDF viewer? close it there and save again); the old "
                           "file is as it was\n")
    assert immutable.read_bytes() == OLD
    assert leftovers(tmp_path) == []

"""Files as each system treats them: replacing a file another program holds, read-only files, flushing
to the disk, whether a folder takes a new file.

The functions here read :data:`.system.SYSTEM` when they are called, so a test sets it to see what
Windows or macOS would do. What Linux cannot
produce (Windows' sharing violations, ``F_FULLFSYNC``) goes through the seams ``_replace``, ``_unlink``,
``_fcntl`` and ``_sleep``.

Windows refuses to rename over a file or remove it while another program has it open without
``FILE_SHARE_DELETE``: Excel has every workbook it shows open so, Acrobat its PDFs, and a virus scanner,
the search indexer or OneDrive hold a file they look at for a moment. Those refusals (WinError 5, 32,
33) are tried again for a few seconds (:data:`WAITS`) before :class:`HeldError` says so; POSIX renames over
an open file, so there a refusal is final at once (an immutable file, ``chattr +i``).
"""

from __future__ import annotations

import errno
import os
import stat
import time
from collections.abc import Callable
from contextlib import suppress
from pathlib import Path

from tournament_app.platform import system
from tournament_app.platform.system import LINUX, MACOS, WINDOWS

# Windows' refusals while another program holds the file: access denied (also a file being deleted),
# sharing violation, lock violation. Tried again, these waits apart (3.5 s in all), then said.
RETRIED: dict[str, frozenset[int]] = {WINDOWS: frozenset({5, 32, 33}), MACOS: frozenset(), LINUX: frozenset()}
WAITS = (0.05, 0.1, 0.2, 0.35, 0.5, 0.8, 1.0, 0.5)
# errno values that mean "something holds the file", whatever the system: the rename was refused
_HELD_ERRNOS = frozenset({errno.EACCES, errno.EPERM, errno.EBUSY})

_replace: Callable[[Path, Path], None] = os.replace
_unlink: Callable[[Path], None] = os.unlink
_sleep: Callable[[float], None] = time.sleep
_fcntl: Callable[[int, int], object] | None = None  # macOS: fcntl.fcntl (loaded when first needed)
F_FULLFSYNC = 51  # <sys/fcntl.h> on macOS; Python's fcntl module names it there too


class HeldError(OSError):
    """A file another program holds (or a file that may not be changed): replacing or removing it was
    refused, after the tries the system gets."""


def retried(exc: OSError) -> bool:
    """Whether this system's refusal may go away by itself (another program lets go of the file)."""
    return getattr(exc, "winerror", None) in RETRIED[system.SYSTEM]


def _held(exc: OSError) -> bool:
    return retried(exc) or exc.errno in _HELD_ERRNOS


def _with_retries(action: Callable[[], None]) -> None:
    for wait in (*WAITS, None):
        try:
            action()
            return
        except OSError as exc:
            if wait is None or not retried(exc):
                if _held(exc):
                    raise HeldError(exc.errno or errno.EACCES, exc.strerror or str(exc)) from exc
                raise
        _sleep(wait)


def replace(source: Path, target: Path) -> None:
    """Rename ``source`` over ``target``; :class:`HeldError` when another program holds either (after the
    tries :data:`WAITS` give on Windows): ``target`` is then as it was, and ``source`` still there."""
    _with_retries(lambda: _replace(source, target))


def remove(path: Path) -> None:
    """Remove ``path`` if it is there, tried again while another program holds it; a read-only one
    (Windows refuses to remove those) loses its read-only setting first."""
    def unlink() -> None:
        try:
            _unlink(path)
        except FileNotFoundError:
            return
        except PermissionError:
            if not _writable_again(path):
                raise
            _unlink(path)

    _with_retries(unlink)


def _writable_again(path: Path) -> bool:
    """Clear a read-only file's setting (for removing it); False when it was not read-only."""
    try:
        mode = os.stat(path).st_mode
        if not read_only(mode):
            return False
        os.chmod(path, stat.S_IMODE(mode) | stat.S_IWUSR)
    except OSError:
        return False
    return True


def read_only(mode: int) -> bool:
    """A file nobody may write (``st_mode``): Windows' read-only setting, which Python shows as no
    write bit; on POSIX no write bit for anyone. Said as such rather than replaced, on every system."""
    return not mode & (stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH)


# -- flushing to the disk ---------------------------------------------------------------------------
def flush(fd: int) -> None:
    """What was written to ``fd`` on the disk itself. macOS' fsync leaves it in the drive's cache, so
    there ``F_FULLFSYNC`` (a file system that does not know it, such as a network one, gets fsync)."""
    if system.SYSTEM == MACOS:
        control = _fcntl or _load_fcntl()
        try:
            control(fd, F_FULLFSYNC)
            return
        except OSError:
            pass
    os.fsync(fd)


def _load_fcntl() -> Callable[[int, int], object]:
    import fcntl  # (POSIX only)

    return fcntl.fcntl


def flush_file(path: Path) -> None:
    fd = os.open(path, os.O_RDWR | getattr(os, "O_BINARY", 0))
    try:
        flush(fd)
    finally:
        os.close(fd)


def flush_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable (POSIX; Windows has no handle on a folder to flush, and its
    rename is durable once the file system journal has it)."""
    if system.SYSTEM == WINDOWS:
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        with suppress(OSError):  # some file systems (network, FAT) refuse: the data is flushed already
            flush(fd)
    finally:
        os.close(fd)


# -- folders that take a file -----------------------------------------------------------------------
def folder_writable(folder: Path) -> bool:
    """Whether a new file can be made in ``folder``, found by making one (and removing it): Windows'
    ``os.access`` looks only at the read-only setting, which a folder's permissions never set, and
    POSIX' says yes to root on a read-only medium only by trying too."""
    for _attempt in range(10):
        probe = folder / f".~probe-{os.urandom(4).hex()}"
        try:
            os.close(os.open(probe, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600))
        except FileExistsError:
            continue
        except OSError:
            return False
        with suppress(OSError):
            remove(probe)
        return True
    return False


def is_folder(path: str | os.PathLike[str]) -> bool:
    """Whether ``path`` is a folder (Windows opens one as "permission denied", not as a folder)."""
    try:
        return os.path.isdir(path)
    except (OSError, ValueError):
        return False

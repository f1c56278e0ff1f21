"""The one rule for every file the app writes: workbooks, the EMA file, PDFs, backups, copies and
restored databases (every layer may import this; the windows and the command line alike go through it).

Before any work, a target is refused when writing it would destroy something or could not give a
finished file: the open database or its ``-wal``/``-shm``/``-journal``, a file being read for this very
output (the backup being restored), a device, a FIFO, a folder, a path in a folder that does not exist,
an empty name, a link to a file that does not exist (a new file is never made through a link: it would
land wherever the link points); and a document (workbook, PDF) never replaces a database file. The
output is written to a temporary file beside the target (the same folder, so the final move is a
rename), flushed to the disk (fsync; F_FULLFSYNC on macOS), and renamed over the target, the signals held
for that moment. A read-only target is refused before any work; one that another program holds (a
workbook open in Excel on Windows) is tried again for a few seconds, then said as such
(:mod:`tournament_app.platform.files`).
On every other way out (an error, Cancel, Ctrl+C, SIGTERM: see :func:`stop_on_signals`) the
temporary file is removed and the target is as it was.

    with output_file(target) as tmp:   # refusals here, before the work
        write_the_file(tmp)            # anything raised: tmp removed, target untouched
"""

from __future__ import annotations

import os
import stat
import threading
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from pathlib import Path
from typing import NoReturn
from urllib.parse import parse_qsl, unquote, urlsplit

from tournament_app.files import server_address
from tournament_app.platform import files, signals
from tournament_app.words.messages import N_, Message, UserError

CTX = "files"
DOCUMENT, DATABASE = "document", "database"
SQLITE_MAGIC = b"SQLite format 3\x00"
COMPANIONS = ("-wal", "-shm", "-journal")  # the files SQLite keeps beside a database

_TEXTS = {
    "empty": N_(CTX, "no file name given"),
    "folder": N_(CTX, "{path} is a folder: give a file name"),
    "device": N_(CTX, "{path} is a device, not a file: nothing was written"),
    "fifo": N_(CTX, "{path} is a pipe (FIFO), not a file: nothing was written"),
    "special": N_(CTX, "{path} is not a regular file: nothing was written"),
    "no_folder": N_(CTX, "the folder {folder} does not exist: nothing was written"),
    "database": N_(CTX, "{path} is the open database: choose another file"),
    "reading": N_(CTX, "{path} is the file being read: choose another file"),
    "is_database": N_(CTX, "{path} is a database file: choose another file name"),
    "exists": N_(CTX, "{path} already exists: choose a new file name"),
    "read_only": N_(CTX, "{path} is read-only: nothing was written (clear its read-only setting, or "
                         "save under another name)"),
    "held": N_(CTX, "{path} is held by another program and was not replaced (is it open in Excel or a "
                    "PDF viewer? close it there and save again); the old file is as it was"),
    "write": N_(CTX, "Cannot write {path}: {reason}"),
    "dangling": N_(CTX, "{path} is a link to {real}, which does not exist: a new file is not made "
                        "through a link, nothing was written"),
    "not_a_file": N_(CTX, "{path} opens a database read-only or in memory: give the file to write"),
    "stopped": N_(CTX, "stopped: {path} was not changed"),
    "stopped_after": N_(CTX, "stopped after {path} was written in full"),
}


class OutputError(UserError):
    """A target refused, or a write that failed; ``kind`` is one of the keys of ``_TEXTS``."""

    def __init__(self, kind: str, **params: object) -> None:
        self.kind = kind
        super().__init__(Message(CTX, _TEXTS[kind], params))


class Stopped(BaseException):
    """SIGINT or SIGTERM arrived (see :func:`stop_on_signals`); ``targets``: the outputs that were
    being written then, which the way out leaves as they were; ``written``: the command's output,
    when the stop came after it was in place."""

    def __init__(self, signum: int, targets: list[str], written: list[str] | None = None) -> None:
        super().__init__(signum)
        self.signum = signum
        self.targets = targets
        self.written = written or []

    def message(self) -> Message | None:
        if self.targets:
            return Message(CTX, _TEXTS["stopped"], {"path": ", ".join(self.targets)})
        if self.written:
            return Message(CTX, _TEXTS["stopped_after"], {"path": ", ".join(self.written)})
        return None


@dataclass
class _Pending:
    shown: str  # the target as the user named it
    real: Path  # where it goes (symbolic links followed)
    kind: str
    new: bool


_lock = threading.Lock()
# the open database file (set by storage.database); the output of the running command
_state: dict[str, object] = {"database": None, "expected": None}
_reading: dict[Path, int] = {}  # files read for an output in progress (how many readers)
_pending: dict[Path, _Pending] = {}  # temporary file -> its output
_published: list[str] = []  # the outputs put in place since the command began (stop_on_signals)


# -- what must never be overwritten -------------------------------------------------------------
def set_open_database(file: Path | None) -> None:
    """The database file the app has open (None: none, or a server): never an output."""
    with _lock:
        _state["database"] = None if file is None else Path(os.path.abspath(file))


@contextmanager
def reading(*paths: Path) -> Iterator[None]:
    """While the block runs, ``paths`` are being read (a backup being restored): never an output."""
    real = [Path(os.path.realpath(p)) for p in paths]
    with _lock:
        for p in real:
            _reading[p] = _reading.get(p, 0) + 1
    try:
        yield
    finally:
        with _lock:
            for p in real:
                _reading[p] -= 1
                if not _reading[p]:
                    del _reading[p]


def _protected() -> list[tuple[Path, str]]:
    with _lock:
        database = _state["database"]
        found = [(p, "reading") for p in _reading]
    if isinstance(database, Path):
        found.append((database, "database"))
    return [(Path(os.path.realpath(f"{p}{suffix}")), kind)
            for p, kind in found for suffix in ("", *COMPANIONS)]


def _same(real: Path, st: os.stat_result | None, other: Path) -> bool:
    if real == other:
        return True
    if st is None:
        return False
    try:
        return os.path.samestat(st, os.stat(other))  # a hard link, or another name of the same file
    except OSError:
        return False


# -- the rule -------------------------------------------------------------------------------------
def check_target(target: str | os.PathLike[str], *, kind: str = DOCUMENT, new: bool = False) -> Path:
    """Where ``target`` is written (symbolic links followed), or :class:`OutputError`.

    ``kind``: ``DOCUMENT`` (a workbook, a PDF: never over a database file) or ``DATABASE`` (a backup, a
    copy); ``new``: the target must not exist yet (copies and restores)."""
    raw = os.fspath(target)
    if not raw.strip():
        raise OutputError("empty")
    path = Path(raw).expanduser()
    shown = str(path)
    try:
        real = Path(os.path.realpath(path))
        try:
            st: os.stat_result | None = os.stat(real)
        except FileNotFoundError:
            st = None
        if st is None and os.path.islink(path):
            raise OutputError("dangling", path=shown, real=str(real))
        if st is None and not real.parent.is_dir():
            raise OutputError("no_folder", folder=str(path.parent))
    except OSError as exc:  # a name too long, a folder not searchable
        raise write_error(path, exc) from None
    if st is not None:
        mode = st.st_mode
        if stat.S_ISDIR(mode):
            raise OutputError("folder", path=shown)
        if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
            raise OutputError("device", path=shown)
        if stat.S_ISFIFO(mode):
            raise OutputError("fifo", path=shown)
        if not stat.S_ISREG(mode):
            raise OutputError("special", path=shown)
    for other, why in _protected():
        if _same(real, st, other):
            raise OutputError(why, path=shown)
    if st is not None and new:
        raise OutputError("exists", path=shown)
    if st is not None and kind == DOCUMENT and _is_database(real):
        raise OutputError("is_database", path=shown)
    if st is not None and files.read_only(st.st_mode):
        raise OutputError("read_only", path=shown)
    return real


def database_target(target: str | os.PathLike[str]) -> Path:
    """The file a database is written to (a backup, a copy, a restore): a path, or the file a SQLite
    address names (``file:PATH``, its options aside), as the read rule reads one. An address that
    opens a database read-only or in memory names no file to write: refused."""
    text = os.fspath(target)
    if not text.startswith("file:"):
        return Path(text)
    parts = urlsplit(text)
    query = dict(parse_qsl(parts.query))
    path = unquote(parts.path)
    read_only = query.get("immutable", "0").lower() not in ("0", "no", "false", "off")
    if read_only or query.get("mode") in ("ro", "memory") or path in ("", ":memory:"):
        raise OutputError("not_a_file", path=text)
    return Path(path)


def _is_database(path: Path) -> bool:
    try:
        with path.open("rb") as f:
            return f.read(len(SQLITE_MAGIC)) == SQLITE_MAGIC
    except OSError:
        return False


def temporary_beside(target: str | os.PathLike[str], *, kind: str = DOCUMENT, new: bool = False) -> Path:
    """Check ``target`` and create a new empty file beside it, for the output to be written to and
    then :func:`publish`\\ ed (or :func:`discard`\\ ed).

    Created with the permissions of a new file (0o666 less the umask), not private like mkstemp's:
    an export is not private, and reading the umask (os.umask) is not safe while other threads
    create files."""
    real = check_target(target, kind=kind, new=new)
    pending = _Pending(str(Path(os.fspath(target)).expanduser()), real, kind, new)
    for _attempt in range(100):
        tmp = real.with_name(f".~{os.urandom(6).hex()}{real.suffix}")
        with _lock:  # named before it is made: a stop at any moment after finds it (stop_on_signals)
            _pending[tmp] = pending
        try:
            _create_empty(tmp)
        except OSError as exc:
            with _lock:
                _pending.pop(tmp, None)
            if isinstance(exc, FileExistsError):
                continue
            raise write_error(Path(os.fspath(target)), exc) from exc
        return tmp
    raise write_error(Path(os.fspath(target)), FileExistsError(0, "no free temporary name"))


def _create_empty(path: Path) -> None:
    os.close(os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY | getattr(os, "O_BINARY", 0), 0o666))


def publish(tmp: Path, target: str | os.PathLike[str]) -> None:
    """Move the finished ``tmp`` over its target: flushed to the disk first, the target checked again
    (nothing may have taken its place meanwhile), the signals held until the rename is done. The
    target keeps its permissions when it existed."""
    with _lock:
        pending = _pending.get(Path(tmp))
    if pending is None:  # not made by temporary_beside: checked now
        pending = _Pending(str(target), check_target(target), DOCUMENT, False)
    try:
        with signals.held():
            files.flush_file(tmp)
            real = check_target(pending.real, kind=pending.kind, new=pending.new)
            if real.exists():
                os.chmod(tmp, real.stat().st_mode & 0o777)
            files.replace(tmp, real)
            with _lock:
                _pending.pop(Path(tmp), None)
                _published.append(pending.shown)
            files.flush_folder(real.parent)
    except files.HeldError:
        raise OutputError("held", path=pending.shown) from None
    except OutputError as e:  # named as the user named it
        if "path" in e.message.params:
            raise OutputError(e.kind, **{**e.message.params, "path": pending.shown}) from None
        raise


def discard(tmp: Path) -> None:
    """Remove a temporary file that will not be published (and what SQLite kept beside it)."""
    with _lock:
        _pending.pop(Path(tmp), None)
    for suffix in ("", *COMPANIONS):
        with suppress(OSError):
            files.remove(Path(f"{tmp}{suffix}"))


@contextmanager
def output_file(target: str | os.PathLike[str], *, kind: str = DOCUMENT, new: bool = False) -> Iterator[Path]:
    """The temporary file to write the output to; published when the block ends normally, removed on
    every other way out. A failure of the disk (full, gone, no permission) is one :class:`OutputError`."""
    tmp = temporary_beside(target, kind=kind, new=new)
    try:
        yield tmp
        publish(tmp, target)
    except OSError as exc:
        raise write_error(Path(os.fspath(target)), exc) from exc
    finally:
        discard(tmp)  # gone already when published


def write_error(target: Path, exc: OSError) -> OutputError:
    return OutputError("write", path=str(target), reason=exc.strerror or str(exc))


def discard_pending() -> None:
    """Remove every temporary file not yet published or removed: a stop came between its making and
    the block that removes it, or the process ends with a job unfinished."""
    with _lock:
        leftovers = list(_pending)
    for tmp in leftovers:
        discard(tmp)


def pending_targets() -> list[str]:
    """The outputs being written now (their temporary files still there), as the user named them."""
    with _lock:  # (one whose file is gone was removed by its writer, or is not made yet)
        return [p.shown for tmp, p in _pending.items() if tmp.exists()]


# -- the signals ---------------------------------------------------------------------------------
def expect_output(output: str | None) -> None:
    """The file the running command writes, as the user named it (None: none): a stop before it is in
    place (also while the data is still being read) leaves it unchanged, and :class:`Stopped` names it."""
    if output is not None:  # a server's address without its password; a file as the user named it
        output = server_address.shown(output) if "://" in output else str(Path(output).expanduser())
    with _lock:
        _state["expected"] = output


@contextmanager
def stop_on_signals(output: str | None = None) -> Iterator[None]:
    """For a command: a stop (Ctrl+C, SIGTERM; Windows: Ctrl+Break, the console closed) raises
    :class:`Stopped` in the main thread, so that every ``finally`` runs (temporary files removed,
    transactions rolled back) before the process ends; when and where a stop is acted on:
    :func:`tournament_app.platform.signals.raising`.

    ``output``: the file the command writes (see :func:`expect_output`, which can name it later)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    with _lock:
        _published.clear()
    expect_output(output)

    def stop(signum: int) -> NoReturn:
        targets = pending_targets()
        with _lock:
            expected = _state["expected"]
            written = isinstance(expected, str) and expected in _published
            if not targets and isinstance(expected, str) and not written:
                targets = [expected]
        raise Stopped(signum, targets, [expected] if written and not targets else [])

    try:
        with signals.raising(stop):
            try:
                yield
            finally:
                with signals.held():  # (the stop raised before the block that removes its file began)
                    discard_pending()
    finally:
        expect_output(None)

"""The one rule for files the app reads from the user (game records, Tenhou logs, player lists) and
the folders it lists (the backups').

Only a regular file is read, and at most ``limit + 1`` bytes of it: a FIFO or a device would block or
never end, a folder is no file at all. The file is opened without blocking and looked at (``fstat``)
before a byte is read, so a FIFO given by name is refused at once instead of waiting for a writer.
Standard input (``-``) is read as bytes with the same bound; a caller decodes them strictly.
"""

from __future__ import annotations

import os
import stat
import sys
from typing import BinaryIO

from tournament_app.platform import files
from tournament_app.words.messages import N_, Message, UserError

CTX = "files"


def _refuse(text: str, **params: object) -> UserError:
    return UserError(Message(CTX, text, params))


def read_input(path: str | os.PathLike[str], limit: int) -> bytes:
    """The bytes of the regular file ``path`` (``-``: standard input), at most ``limit + 1`` of them
    (a caller tells "too large" by the length)."""
    name = os.fspath(path)
    if name == "-":
        return _read_stdin(limit)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    if files.is_folder(name):  # (Windows opens a folder as "permission denied")
        raise _refuse(N_(CTX, "{file} is a folder, not a file"), file=name)
    try:
        fd = os.open(name, flags)
    except FileNotFoundError:
        raise _refuse(N_(CTX, "{file}: no such file"), file=name) from None
    except IsADirectoryError:
        raise _refuse(N_(CTX, "{file} is a folder, not a file"), file=name) from None
    except OSError as e:
        raise _refuse(N_(CTX, "{file}: cannot be read ({error})"), file=name,
                      error=e.strerror or str(e)) from None
    try:
        mode = os.fstat(fd).st_mode
        if stat.S_ISDIR(mode):
            raise _refuse(N_(CTX, "{file} is a folder, not a file"), file=name)
        if not stat.S_ISREG(mode):  # a FIFO, a device, a socket: it would block or never end
            raise _refuse(N_(CTX, "{file} is not a regular file (a pipe or a device)"), file=name)
        if getattr(os, "O_NONBLOCK", 0):  # a regular file reads as it always does
            os.set_blocking(fd, True)
        chunks, size = [], 0
        while size <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        return b"".join(chunks)
    except OSError as e:
        raise _refuse(N_(CTX, "{file}: cannot be read ({error})"), file=name,
                      error=e.strerror or str(e)) from None
    finally:
        os.close(fd)


def check_folder(path: str | os.PathLike[str]) -> None:
    """A folder to list: refused when its name is something else (a file, a pipe, a device); one that
    does not exist (or cannot be reached) holds nothing."""
    name = os.fspath(path)
    try:
        mode = os.stat(name).st_mode
    except OSError:
        return
    if stat.S_ISREG(mode):
        raise _refuse(N_(CTX, "{folder} is a file, not a folder"), folder=name)
    if not stat.S_ISDIR(mode):
        raise _refuse(N_(CTX, "{folder} is not a folder (a pipe or a device)"), folder=name)


def _read_stdin(limit: int) -> bytes:
    stream: BinaryIO | None = getattr(sys.stdin, "buffer", None)
    if stream is None:  # replaced by text (a test, an embedding program): its text as UTF-8
        text = sys.stdin.read(limit + 1)
        return text.encode("utf-8", "surrogatepass")  # a lone surrogate stays invalid UTF-8
    try:
        return stream.read(limit + 1)
    except OSError as e:
        raise _refuse(N_(CTX, "standard input cannot be read ({error})"),
                      error=e.strerror or str(e)) from None


def decode_utf8(data: bytes, name: str) -> str:
    """``data`` as UTF-8 text (a BOM allowed), else one clear refusal naming ``name``."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise _refuse(N_(CTX, "{file}: not UTF-8 text (byte {offset})"), file=name,
                      offset=e.start + 1) from None


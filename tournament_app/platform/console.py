"""The console: the encoding a command's output is written in, and the columns a character takes there.

Python writes a stdout that is a file or a pipe in the encoding the system gives it, strictly: on
Windows the ANSI code page (cp932 on a Japanese Windows, cp1252 on a Western one), which has no ``—``,
``△`` (cp1252), kanji (cp1252) or ``ü`` (cp932), so ``standings > s.txt`` stopped half-way with a
traceback. :func:`use_utf8_output` makes such a stream UTF-8, as Python's UTF-8 mode does (PEP 540,
the default from Python 3.15 by PEP 686), ``--json`` included. An interactive console keeps its own
encoding (Windows' console takes every character: Python writes it in UTF-16). Nothing written raises
then: a character a stream cannot take is written as its escape (``\\u00fc``, which a JSON reader
reads as the character itself).
"""

from __future__ import annotations

import codecs
import io
import sys
from typing import TextIO

from tournament_app.platform import system

# Windows' double-byte code pages (Japanese, Simplified Chinese, Korean, Traditional Chinese): a
# console in one draws each character the code page writes in two bytes two columns wide.
DOUBLE_BYTE_CODE_PAGES = (932, 936, 949, 950)
_state: dict[str, int | None] = {}


def use_utf8_output(streams: tuple[TextIO | None, ...] | None = None) -> None:
    """Standard output and error, unless they are an interactive console: UTF-8 whatever encoding
    Python chose for them; every stream: a character it cannot take is escaped, never an error."""
    for stream in (sys.stdout, sys.stderr) if streams is None else streams:
        if not isinstance(stream, io.TextIOWrapper):  # none (a windowed program), or not a file's
            continue
        utf8 = codecs.lookup(stream.encoding).name == "utf-8"
        if not utf8 and not is_console(stream):
            stream.reconfigure(encoding="utf-8", errors="backslashreplace")
        elif stream.errors == "strict":  # (surrogateescape, Python's choice for a C locale, stays)
            stream.reconfigure(errors="backslashreplace")


def is_console(stream: TextIO) -> bool:
    """Whether ``stream`` is an interactive console (a terminal), not a file, a pipe or a device."""
    try:
        fd = stream.fileno()
    except (OSError, ValueError, AttributeError):
        return False
    # isatty() is true for NUL too: ask the console itself, as Python does
    if system.SYSTEM == system.WINDOWS:
        return _windows_console(fd)
    try:
        return stream.isatty()
    except (OSError, ValueError):
        return False


def ambiguous_is_wide(char: str) -> bool:
    """Whether the console draws ``char``, an East Asian ambiguous character (``△``, ``←``, ``→``,
    ``○``, Greek), two columns wide: where the console's code page is a double-byte one (a Japanese
    Windows console: 932) and writes it in two bytes. Elsewhere one column, as terminals draw them."""
    code_page = console_code_page()
    if code_page not in DOUBLE_BYTE_CODE_PAGES:
        return False
    try:
        return len(char.encode(f"cp{code_page}")) == 2
    except UnicodeEncodeError:  # not in the code page (ü in cp932): drawn from another font, narrow
        return False


def console_code_page() -> int | None:
    """The output code page of this process's console (Windows; None elsewhere or without one), read
    once: it is the console's, whether or not standard output is redirected to a file."""
    if "code_page" not in _state:
        _state["code_page"] = _windows_console_code_page() if system.SYSTEM == system.WINDOWS else None
    return _state["code_page"]


def _windows_console(fd: int) -> bool:
    try:
        import ctypes
        import msvcrt

        mode = ctypes.c_uint32()
        handle = msvcrt.get_osfhandle(fd)
        return bool(ctypes.windll.kernel32.GetConsoleMode(handle, ctypes.byref(mode)))
    except (ImportError, OSError, AttributeError):
        return False


def _windows_console_code_page() -> int | None:
    try:
        import ctypes

        return int(ctypes.windll.kernel32.GetConsoleOutputCP()) or None
    except (OSError, AttributeError):
        return None

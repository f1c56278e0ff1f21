"""platform.console: a file or a pipe gets UTF-8 whatever encoding Python chose for it (Windows: the
console's code page); an interactive console keeps its own; nothing written raises; and a character
takes the columns the console draws it in (a Japanese Windows console: △ two)."""

from __future__ import annotations

import io
import os
import unicodedata
from collections.abc import Callable
from pathlib import Path

import pytest

from tournament_app.cli.main import main
from tournament_app.platform import console
from tournament_app.texts import display

# What the review found unwritable in cp932 or cp1252: dashes, the △ of a negative figure, a kanji
# name, an umlaut, a character outside the BMP, the score sheets' ✳ and •.
TEXT = "— – · △20.0 佐藤 Müller 𠮷 ✳ •"


def _pipe(encoding: str) -> tuple[int, io.TextIOWrapper]:
    read, write = os.pipe()
    return read, open(write, "w", encoding=encoding)


def _drain(fd: int) -> bytes:
    chunks = []
    while chunk := os.read(fd, 65536):
        chunks.append(chunk)
    os.close(fd)
    return b"".join(chunks)


@pytest.mark.parametrize("encoding", ["cp932", "cp1252", "ascii"])
def test_a_pipe_in_another_encoding_is_written_in_utf8(encoding: str) -> None:
    read, stream = _pipe(encoding)
    console.use_utf8_output((stream,))
    stream.write(TEXT)
    stream.close()
    assert _drain(read) == TEXT.encode("utf-8")


def test_a_file_in_the_windows_code_page_is_written_in_utf8(tmp_path: Path) -> None:
    with open(tmp_path / "out.txt", "w", encoding="cp1252") as stream:
        console.use_utf8_output((stream,))
        stream.write(TEXT)
    assert (tmp_path / "out.txt").read_bytes() == TEXT.encode("utf-8")


def test_a_utf8_stream_never_raises_on_a_character_utf8_has_no_form_for(tmp_path: Path) -> None:
    with open(tmp_path / "out.txt", "w", encoding="utf-8") as stream:
        console.use_utf8_output((stream,))
        stream.write("a\ud800b")  # a lone surrogate: what UTF-8 cannot hold, written as its escape
    assert (tmp_path / "out.txt").read_bytes() == b"a\\ud800b"


def test_what_is_not_a_file_stream_is_left_alone() -> None:
    text = io.StringIO()  # (a test's capture, an embedding program's replacement)
    console.use_utf8_output((None, text))
    text.write(TEXT)
    assert text.getvalue() == TEXT


@pytest.mark.skipif(not hasattr(os, "openpty"), reason="a pseudo-terminal (POSIX)")
def test_an_interactive_console_keeps_its_encoding_and_nothing_raises() -> None:
    master, slave = os.openpty()
    try:
        with open(slave, "w", encoding="cp932") as stream:  # a terminal set to Shift_JIS
            console.use_utf8_output((stream,))
            assert (stream.encoding, stream.errors) == ("cp932", "backslashreplace")
            stream.write("佐藤 Müller")
        assert os.read(master, 1024) == "佐藤 ".encode("cp932") + b"M\\xfcller"
    finally:
        os.close(master)


@pytest.mark.skipif(not hasattr(os, "openpty"), reason="a pseudo-terminal (POSIX)")
@pytest.mark.parametrize(("is_console", "written"), [
    (False, "佐藤 Müller".encode()),  # NUL: isatty() says yes, but it is no console
    (True, "佐藤 ".encode("cp932") + b"M\\xfcller"),  # a console in its legacy mode (the code page)
], ids=["NUL", "a legacy console"])
def test_on_windows_the_console_itself_says_whether_it_is_one(
        on_system: Callable[[str], None], monkeypatch: pytest.MonkeyPatch, is_console: bool,
        written: bytes) -> None:
    on_system("win32")
    asked: list[int] = []
    monkeypatch.setattr(console, "_windows_console", lambda fd: asked.append(fd) or is_console)
    master, slave = os.openpty()  # a stream whose isatty() is true, as NUL's is on Windows
    try:
        with open(slave, "w", encoding="cp932") as stream:
            console.use_utf8_output((stream,))
            stream.write("佐藤 Müller")
        assert asked == [slave]
        assert os.read(master, 1024) == written
    finally:
        os.close(master)


# -- columns --------------------------------------------------------------------------------------
@pytest.mark.parametrize(("code_page", "columns"), [
    (932, {"△": 2, "←→": 4, "α": 2, "ü": 1, "佐藤": 4, "abc": 3, "+55.0": 5}),  # a Japanese console
    (1252, {"△": 1, "←→": 2, "α": 1, "ü": 1, "佐藤": 4, "abc": 3, "+55.0": 5}),  # a Western one
    (None, {"△": 1, "←→": 2, "α": 1, "ü": 1, "佐藤": 4, "abc": 3, "+55.0": 5}),  # no console
])
def test_a_character_takes_the_columns_the_windows_console_draws_it_in(
        on_system: Callable[[str], None], monkeypatch: pytest.MonkeyPatch, code_page: int | None,
        columns: dict[str, int]) -> None:
    on_system("win32")
    monkeypatch.setattr(console, "_windows_console_code_page", lambda: code_page)
    assert {text: display.width(text) for text in columns} == columns
    assert display.page_width("△←α") == 3  # a page or a sheet does not ask the console


@pytest.mark.parametrize("system", ["linux", "darwin"])
def test_elsewhere_an_ambiguous_character_takes_one_column(on_system: Callable[[str], None],
                                                           system: str) -> None:
    on_system(system)
    assert console.console_code_page() is None
    assert (display.width("△←→α"), display.width("佐藤")) == (4, 4)


def test_a_command_lines_up_its_columns_on_a_japanese_windows_console(
        on_system: Callable[[str], None], monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    on_system("win32")
    monkeypatch.setattr(console, "_windows_console_code_page", lambda: 932)
    assert main(["--lang", "ja", "settle", "35000", "30000", "20000", "15000"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert sum("△" in line for line in lines) == 2
    # every line ends in the right-aligned points column: at the same column as that console draws it
    assert len({_drawn(line) for line in lines}) == 1, [(_drawn(line), line) for line in lines]


def _drawn(line: str) -> int:
    """The columns a Japanese Windows console draws ``line`` in (△ two, as the console's code page
    writes it in two bytes)."""
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" or len(ch.encode("cp932", "replace")) == 2
               else 1 for ch in line)

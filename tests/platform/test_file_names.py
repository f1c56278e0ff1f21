"""The one rule for suggested file names (platforms.md row 13): what Windows refuses is never suggested,
on any system (a file is copied there sooner or later): its characters, device names, a dot or space at
the end, a name too long."""

from __future__ import annotations

import re
import string

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tournament_app.checks.names import normalised
from tournament_app.platform.file_names import MAX_BYTES, MAX_UNITS, safe_file_name


def windows_accepts(name: str) -> bool:
    """Windows' own rules for one name (Microsoft's "Naming Files, Paths, and Namespaces")."""
    stem = name.split(".", 1)[0].rstrip(" ")
    devices = {"CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$",
               *(f"{d}{n}" for d in ("COM", "LPT") for n in "0123456789¹²³")}
    return (bool(name) and not re.search(r'[\\/:*?"<>|\x00-\x1f]', name) and name[-1] not in ". "
            and stem.upper() not in devices and len(name.encode("utf-16-le")) // 2 <= 255)


@pytest.mark.parametrize(("title", "suggested"), [
    ("雀王戦：予選", "雀王戦_予選.xlsx"),  # stored NFKC as 雀王戦:予選
    ("第3回 A・B杯 ＜決勝＞", "第3回 A・B杯 _決勝_.xlsx"),
    ("2025/26 League", "2025_26 League.xlsx"),  # not a folder
    ("CON", "CON_.xlsx"), ("nul", "nul_.xlsx"), ("Com1", "Com1_.xlsx"), ("LPT9.final", "LPT9_.final.xlsx"),
    ("CONSOLE", "CONSOLE.xlsx"),  # only the device names themselves
    ("Cup. ", "Cup.xlsx"), ("...", "document.xlsx"), ("  ", "document.xlsx"),
    ("決勝？", "決勝_.xlsx"), ('A/B: "C"?', "A_B_ _C_.xlsx"),
])
def test_names_windows_refuses_become_names_it_takes(title: str, suggested: str) -> None:
    name = safe_file_name(normalised(title), ".xlsx")
    assert name == suggested
    assert windows_accepts(name)


def test_control_characters_become_underscores() -> None:
    assert safe_file_name("a\tb\x7fc\x00") == "a_b_c_"


def test_a_suffix_already_there_is_not_doubled() -> None:
    assert safe_file_name("Cup - Standings.pdf", ".pdf") == "Cup - Standings.pdf"
    assert safe_file_name("Cup - Standings.PDF", ".pdf") == "Cup - Standings.pdf"


@pytest.mark.parametrize("char", ["a", "漢", "𠮷"])  # one byte, three bytes, a surrogate pair in UTF-16
def test_a_long_name_is_cut_to_whole_characters(char: str) -> None:
    name = safe_file_name(char * 400, ".xlsx")
    assert name.endswith(".xlsx") and set(name[:-5]) == {char}
    assert len(name.encode("utf-16-le")) // 2 <= MAX_UNITS and len(name.encode()) <= MAX_BYTES


@given(st.text(alphabet=st.characters(codec="utf-8"), max_size=300),
       st.sampled_from(["", ".xlsx", ".pdf", ".sqlite3"]))
def test_every_suggestion_is_a_name_windows_accepts(text: str, suffix: str) -> None:
    name = safe_file_name(text, suffix)
    assert windows_accepts(name), name
    assert name.endswith(suffix)


def test_plain_names_stay_as_they_are() -> None:
    for title in ("2025 League", "Spring Cup - Standings", "春季リーグ 第2節", string.ascii_letters):
        assert safe_file_name(title) == title

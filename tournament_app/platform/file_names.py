"""The one rule for a file name the app suggests (from a tournament's or a season's name): a name that
Windows accepts, on every system, since a file is copied there sooner or later.

Names are stored NFKC, which turns the full-width ：＜＞？｜／ of Japanese titles into the ASCII characters
Windows refuses (「雀王戦：予選」 is stored 雀王戦:予選); ``/`` would name a folder anywhere.
"""

from __future__ import annotations

import re

# the characters Windows refuses in a name (and the control characters), each run one "_"
_REFUSED = re.compile(r'[\\/:*?"<>|\x00-\x1f\x7f]+')
# names Windows keeps for its devices, also with an extension (CON.xlsx is the console)
_DEVICES = re.compile(r"(CON|PRN|AUX|NUL|CONIN\$|CONOUT\$|(COM|LPT)[0-9¹²³])", re.IGNORECASE)
# A name of at most this many characters (UTF-16 code units, as Windows counts) and UTF-8 bytes (macOS
# and Linux: 255): a whole path in Documents then stays within Windows' 260 characters.
MAX_UNITS, MAX_BYTES = 120, 255


def safe_file_name(stem: str, suffix: str = "", fallback: str = "document") -> str:
    """``stem`` as a file name every system accepts, ``suffix`` (``".xlsx"``) after it: the refused
    characters become ``_``, a device name gets ``_`` after it, no dot or space at the end, cut to
    :data:`MAX_UNITS`; nothing left: ``fallback``. A ``suffix`` already at the end is not doubled."""
    if suffix and stem.lower().endswith(suffix.lower()):
        stem = stem[: -len(suffix)]
    name = _REFUSED.sub("_", stem).strip(" .")
    name = _cut(name, MAX_UNITS - _units(suffix), MAX_BYTES - len(suffix.encode())).rstrip(" .") or fallback
    first, dot, rest = name.partition(".")
    if _DEVICES.fullmatch(first.rstrip(" ")):
        name = f"{first}_{dot}{rest}"
    return name + suffix


def _units(text: str) -> int:
    return len(text.encode("utf-16-le")) // 2


def _cut(text: str, units: int, size: int) -> str:
    """The longest start of ``text`` within ``units`` UTF-16 code units and ``size`` UTF-8 bytes,
    whole characters only."""
    used_units = used_bytes = 0
    for index, char in enumerate(text):
        used_units += 2 if ord(char) > 0xFFFF else 1
        used_bytes += len(char.encode("utf-8", "surrogatepass"))
        if used_units > units or used_bytes > size:
            return text[:index]
    return text

"""The one rule for names and other text people type (every layer may import this).

Refused, wherever the text comes from (a dialog, the command line, a player list, a game record):
bytes that were not UTF-8 (a name typed in a terminal with another encoding), control characters (a
NUL pasted from another program), line breaks of any kind (also U+2028, U+2029, U+0085: a name is one
line on a score sheet) and the controls that change the direction of text (U+202A–U+202E,
U+2066–U+2069, U+200E, U+200F, U+061C: "abc‮fed" would print as "abcdef" reversed). Stored, any of them
would break printing, exporting and every later comparison, or make a name read as another.

Each kind of name has a stated maximum length (``LIMITS``), checked after normalising (NFKC).
"""

from __future__ import annotations

import unicodedata

from tournament_app.words.messages import N_

CTX = "services"  # the texts were the services' before this module gathered them

NOT_UTF8 = N_(CTX, "contains bytes that are not UTF-8 text")
CONTROL = N_(CTX, "contains a control character (such as NUL)")
LINE_BREAK = N_(CTX, "contains a line break")
DIRECTION = N_(CTX, "contains a character that changes the direction of text (such as U+202E)")

# Names, in characters after normalising; the venue is a free text of one line. A league season's
# divisions are tournaments named "<season> <division>", so the two together stay within 100.
FIELD_LIMIT = 100  # a player's reading, affiliation, member number, EMA details
LIMITS = {"tournament": 100, "venue": 200, "player": 100, "team": 60, "stage": 60, "season": 80,
          "division": 19, "field": FIELD_LIMIT}

_LINE_BREAKS = frozenset("\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029")
_DIRECTION = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def text_problem(value: str) -> str | None:
    """Why ``value`` cannot be stored as typed text (a translatable text), or None. A tab is taken
    for a space."""
    for ch in value:
        if ch in _LINE_BREAKS:
            return LINE_BREAK
        if ch in _DIRECTION:
            return DIRECTION
        if "\udc80" <= ch <= "\udcff":  # surrogate-escaped bytes from the command line
            return NOT_UTF8
        if ch != "\t" and unicodedata.category(ch) in ("Cc", "Cs", "Co"):
            return NOT_UTF8 if unicodedata.category(ch) == "Cs" else CONTROL
    return None


def normalised(value: str) -> str:
    """The form a name is stored and compared in: NFKC (Ｐ１ is P1), runs of spaces as one space."""
    return " ".join(unicodedata.normalize("NFKC", value).split())


def one_line(text: str, *, join_lines: bool = True) -> str:
    """``text`` as one line of a terminal, shown as it is: a newline as a space (a message's own lines
    are joined so), every other line break, control character and direction control escaped (``\\r``,
    ``\\x1b``, ``\\u202e``). A value quoted in a message (a name typed wrong) can then neither end the
    line, nor move the cursor or recolour the terminal, nor turn the rest of the line around.
    ``join_lines=False``: a newline escaped too (a value quoted, not a message of several lines)."""
    if text.isprintable():
        return text
    out = []
    for ch in text:
        if ch == "\n" and join_lines:
            out.append(" ")
        elif ch in _LINE_BREAKS or ch in _DIRECTION or unicodedata.category(ch) in ("Cc", "Cs"):
            out.append(ch.encode("unicode_escape").decode("ascii"))
        else:
            out.append(ch)
    return "".join(out)


def holds_lone_surrogate(data: object) -> bool:
    """Whether parsed JSON holds, in any text or key, a lone surrogate (``"\\ud800"``): no output
    (a terminal, a file, a web page) can write one, so it is refused where the JSON is read."""
    stack = [data]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            if any("\ud800" <= ch <= "\udfff" for ch in item):
                return True
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return False

"""One rule for the names and texts people type: normalised first, then compared and stored.

NFKC turns full-width letters and digits into plain ones (Ｐ1 is P1), half-width kana into full-width,
the ideographic space into a space; runs of spaces become one. Control characters (a NUL pasted from
another program) and bytes that were not UTF-8 (a name typed in a terminal with the wrong encoding)
are refused: stored, they would break printing, exporting and every later comparison.
"""

from __future__ import annotations

import unicodedata

from tournament_app.messages import N_, Message
from tournament_app.services.base import CTX, fail

NOT_UTF8 = N_(CTX, "contains bytes that are not UTF-8 text")
CONTROL = N_(CTX, "contains a control character (such as NUL)")


def text_problem(value: str) -> str | None:
    """Why ``value`` cannot be stored as typed text (a translatable text), or None."""
    if any("\udc80" <= ch <= "\udcff" for ch in value):  # surrogate-escaped bytes from the command line
        return NOT_UTF8
    if any(unicodedata.category(ch) in ("Cc", "Cs", "Co") for ch in value.replace("\t", " ")):
        return CONTROL
    return None


def clean_text(value: str | None, what: str | Message) -> str:
    """``value`` normalised; ``what`` names the field in the refusal (a translatable text)."""
    text = " ".join(unicodedata.normalize("NFKC", value or "").split())
    problem = text_problem(value or "")
    if problem is not None:
        fail(N_(CTX, "{what}: {problem}"), what=what, problem=Message(CTX, problem))
    return text


def name_key(name: str) -> str:
    """The form names are compared in (also for names stored before this rule)."""
    return " ".join(unicodedata.normalize("NFKC", name).split())

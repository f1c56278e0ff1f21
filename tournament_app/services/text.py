"""One rule for the names and texts people type: checked (:mod:`tournament_app.checks.names`), normalised,
then compared and stored.

NFKC turns full-width letters and digits into plain ones (Ｐ1 is P1), half-width kana into full-width,
the ideographic space into a space; runs of spaces become one. Every kind of name has its stated
maximum length (``names.LIMITS``).
"""

from __future__ import annotations

from tournament_app.checks.limits import MAX_REASON
from tournament_app.checks.names import FIELD_LIMIT, LIMITS, normalised, text_problem
from tournament_app.services.base import CTX, fail
from tournament_app.words.messages import N_, Message, UserError

__all__ = ["FIELD_LIMIT", "LIMITS", "clean_name", "clean_reason", "clean_text", "name_key", "text_problem"]

_WHAT = {
    "tournament": N_(CTX, "the tournament's name"), "venue": N_(CTX, "the venue"),
    "player": N_(CTX, "the name"), "team": N_(CTX, "the team's name"), "stage": N_(CTX, "the stage's name"),
}


def clean_text(value: str | None, what: str | Message, limit: int | None = None) -> str:
    """``value`` normalised; ``what`` names the field in the refusal (a translatable text);
    ``limit``: the most characters it may have."""
    refusal = text_refusal(value, what, limit)
    if refusal is not None:
        raise UserError(refusal)
    return normalised(value or "")


def text_refusal(value: str | None, what: str | Message, limit: int | None = None) -> Message | None:
    """Why :func:`clean_text` refuses ``value`` (None when it takes it): a file's reader lists it
    with the other problems of the row."""
    problem = text_problem(value or "")
    if problem is not None:
        return Message(CTX, N_(CTX, "{what}: {problem}"), {"what": what, "problem": Message(CTX, problem)})
    length = len(normalised(value or ""))
    if limit is not None and length > limit:
        return Message(CTX, N_(CTX, "{what}: longer than {limit} characters ({length})"),
                       {"what": what, "limit": limit, "length": length})
    return None


def clean_name(value: str | None, kind: str, *, required: bool = True) -> str:
    """A name of ``kind`` (tournament, venue, player, team, stage) checked and normalised; ``required``:
    an empty one is refused."""
    what = Message(CTX, _WHAT[kind])
    text = clean_text(value, what, LIMITS[kind])
    if required and not text:
        fail(N_(CTX, "{what}: missing"), what=what)
    return text


def clean_reason(value: str | None) -> str:
    """A reason as typed (a penalty's, a cancellation's, a correction's): one line of text by the one
    text rule, of stated length."""
    return clean_text(value, Message(CTX, N_(CTX, "the reason")), MAX_REASON)


def name_key(name: str) -> str:
    """The form names are compared in (also for names stored before this rule)."""
    return normalised(name)

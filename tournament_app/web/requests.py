"""Reading a request: its language, and the bounded JSON a phone sends.

Everything a client sends is checked here before a service sees it: the kinds of the values, their
sizes and ranges. A mistake is one translated line (``BadRequestError``), answered as 422.
"""

from __future__ import annotations

import json
import re
from http.cookies import SimpleCookie
from typing import Any
from urllib.parse import parse_qs

from tournament_app.checks import numbers
from tournament_app.checks.names import holds_lone_surrogate
from tournament_app.words.i18n import LANGUAGES, render, tr

CTX = "web"
JSON_CTX = "web.json"  # what only a program writing the JSON reads: it names the JSON's own fields
COOKIE = "lang"
MAX_DEPTH = 6  # a hand with several wins nests four levels
MAX_NUMBER = 10_000  # hand numbers, versions: far beyond any game
MAX_POINTS = 10_000_000
_ENTRY_ID = re.compile(r"[A-Za-z0-9_-]{8,28}")


class BadRequestError(Exception):
    """What a client sent cannot be read: one line, already in the reader's language."""


def language_of_scope(scope: Any, headers: dict[str, str]) -> str:
    """``?lang=`` (the page's switch), else the ``lang`` cookie it set, else the browser's first
    language: Japanese or English."""
    query = parse_qs(scope.get("query_string", b"").decode("latin-1"))
    asked = (query.get("lang") or [""])[0]
    if asked in LANGUAGES:
        return asked
    cookie = SimpleCookie()
    try:
        cookie.load(headers.get("cookie", ""))
    except Exception:  # a malformed cookie header is the browser's business: ignore it
        cookie = SimpleCookie()
    if COOKIE in cookie and cookie[COOKIE].value in LANGUAGES:
        return cookie[COOKIE].value
    for part in headers.get("accept-language", "").split(","):
        tag = part.split(";")[0].strip().lower()
        if tag.startswith("ja"):
            return "ja"
        if tag.startswith("en"):
            return "en"
    return "en"


def parse_body(body: bytes) -> dict[str, Any]:
    """A JSON object of bounded nesting (the size is bounded before: guard.Limits), read by the rules
    the command line reads JSON by: numbers by the one number rule (bounded before conversion, no
    NaN or Infinity), no lone surrogate in a text (no answer could carry it)."""
    try:
        data = json.loads(body.decode("utf-8"), **numbers.JSON_HOOKS)
    except numbers.NumberError as e:
        raise BadRequestError(render(e.message)) from None
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise BadRequestError(tr(CTX, "The request is not JSON.")) from None
    if not isinstance(data, dict):
        raise BadRequestError(tr(CTX, "Send a JSON object."))
    if _depth(data) > MAX_DEPTH:
        raise BadRequestError(tr(CTX, "The request nests too deeply."))
    if holds_lone_surrogate(data):
        raise BadRequestError(tr(CTX, "The request is not JSON."))
    return data


def _depth(value: Any, level: int = 1) -> int:
    if isinstance(value, dict):
        return max([level, *(_depth(v, level + 1) for v in value.values())])
    if isinstance(value, list):
        return max([level, *(_depth(v, level + 1) for v in value)])
    return level


def whole(data: dict[str, Any], key: str, low: int, high: int, *, default: int | None = None) -> int:
    value = data.get(key, default)
    if type(value) is not int or not low <= value <= high:
        raise BadRequestError(tr(JSON_CTX, "{field}: give a whole number from {low} to {high}").format(
            field=key, low=low, high=high))
    return value


def entry_id(data: dict[str, Any]) -> str | None:
    """The entry's identity the phone made (a resend after a dropped connection is recognised)."""
    value = data.get("id")
    if value is None:
        return None
    if not isinstance(value, str) or not _ENTRY_ID.fullmatch(value):
        raise BadRequestError(tr(JSON_CTX, "id: give 8 to 28 letters, digits, - or _"))
    return value


def seats(value: Any, field: str) -> list[int]:
    if value is None:
        return []
    if not isinstance(value, list) or len(value) > 4 or any(
            type(s) is not int or not 0 <= s <= 3 for s in value):
        raise BadRequestError(tr(JSON_CTX, "{field}: give seats 0 to 3").format(field=field))
    return sorted(set(value))

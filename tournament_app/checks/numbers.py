"""The one rule for numbers that come from outside: command-line options, JSON files, game logs.

Text is checked against a bounded pattern before anything converts it, so no input can build a
billion-digit integer (Python's own limit is 4,300 digits, and it raises instead of refusing) or an
infinite float. Whole numbers fall within stated limits; decimals (``-30.0`` points, a ``0.3`` factor)
are read exactly and returned as integers in tenths, thousandths …: points are never floats. Full-width
digits and signs are what a Japanese input method types, so ``１２`` is 12 and ``△３０.０`` is -30.0.

Every parser here raises :class:`NumberError` with one line that says what was expected.
"""

from __future__ import annotations

import math
import re
import unicodedata
from typing import Any

from tournament_app.checks.names import one_line
from tournament_app.words.messages import N_, Message, UserError

CTX = "numbers"
MAX_DIGITS = 15  # far beyond any count or score of an event, far below 64-bit integers
JSON_INT_DIGITS = 15
JSON_FLOAT_LIMIT = 1e15

_WHOLE = re.compile(rf"[+-]?\d{{1,{MAX_DIGITS}}}")
_DECIMAL = re.compile(rf"(?P<sign>[+-]?)(?P<int>\d{{1,{MAX_DIGITS}}})(?:\.(?P<frac>\d{{1,9}}))?")


class NumberError(UserError):
    """A number that is not one, or lies outside its limits."""

    def __init__(self, text: str, **params: Any) -> None:
        super().__init__(Message(CTX, text, params))


def normalise(text: str) -> str:
    """Full-width digits and signs as typed with a Japanese input method: ＋１２ → +12, △30 → -30."""
    return unicodedata.normalize("NFKC", text).strip().replace("−", "-").replace("△", "-").replace("▲", "-")


def shown(text: str, limit: int = 24) -> str:
    """The text as a message quotes it: short and on one line, whatever was typed (a 5,000-digit number
    is cut, a line break or a control character escaped)."""
    text = one_line(text.encode("utf-8", "backslashreplace").decode("utf-8"), join_lines=False)
    return text if len(text) <= limit else text[:limit] + "…"


def whole(text: str, low: int, high: int) -> int:
    """A whole number from ``low`` to ``high``."""
    value = normalise(text)
    if not _WHOLE.fullmatch(value) or not low <= int(value) <= high:
        raise NumberError(N_(CTX, "{value} is not a whole number from {low} to {high}"), value=shown(text),
                          low=low, high=high)
    return int(value)


def scaled(text: str, low: int, high: int, places: int) -> int:
    """A decimal with at most ``places`` decimals, as an integer in units of 10**-places: ``-30.0`` with
    one place is -300. ``low`` and ``high`` are in those units too."""
    from decimal import Decimal  # (here: most commands and the app's start read no decimal)

    value = normalise(text)
    m = _DECIMAL.fullmatch(value)
    units = int(Decimal(value).scaleb(places)) if m and len(m["frac"] or "") <= places else None
    if units is None or not low <= units <= high:
        raise NumberError(N_(CTX, "{value} is not a number from {low} to {high} (at most {places} "
                                  "decimals)"), value=shown(text), low=format_scaled(low, places),
                          high=format_scaled(high, places), places=places)
    return units


def format_scaled(units: int, places: int) -> str:
    """``-300`` with one place: ``-30.0``."""
    if places == 0:
        return str(units)
    sign = "-" if units < 0 else ""
    whole_part, frac = divmod(abs(units), 10**places)
    return f"{sign}{whole_part}.{frac:0{places}d}"


# -- JSON: hooks for json.loads, so that a number is checked before Python converts it ---------------
def json_int(text: str) -> int:
    if len(text.lstrip("-")) > JSON_INT_DIGITS:
        raise NumberError(N_(CTX, "the number {value} has more than {digits} digits"), value=shown(text),
                          digits=JSON_INT_DIGITS)
    return int(text)


def json_float(text: str) -> float:
    if len(text) > 40:
        raise NumberError(N_(CTX, "the number {value} is too long"), value=shown(text))
    value = float(text)
    if not math.isfinite(value) or abs(value) > JSON_FLOAT_LIMIT:
        raise NumberError(N_(CTX, "the number {value} is out of range"), value=shown(text))
    return value


def json_constant(name: str) -> Any:
    raise NumberError(N_(CTX, "{value} is not a number JSON allows"), value=name)


JSON_HOOKS: dict[str, Any] = {"parse_int": json_int, "parse_float": json_float,
                              "parse_constant": json_constant}

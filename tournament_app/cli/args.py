"""Command-line values checked where they are typed: numbers by the one number rule
(:mod:`tournament_app.checks.numbers`: bounded before conversion, full-width digits accepted, ``１２`` = 12),
names by the one text rule (:mod:`tournament_app.checks.names`), output files by the output rule, JSON of
bounded size, depth and numbers. Every limit is stated in ``--help`` (:func:`state_limits`). A mistake
is one line (exit 2).
"""

from __future__ import annotations

import argparse
import json
import re
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from tournament_app.checks import numbers
from tournament_app.checks.limits import CARRY
from tournament_app.checks.names import LIMITS, holds_lone_surrogate, normalised, text_problem
from tournament_app.files import server_address
from tournament_app.files.input_files import decode_utf8, read_input
from tournament_app.words.i18n import render, tr
from tournament_app.words.messages import N_, Message, UserError

CTX = "cli"
MAX_ROUND = 10_000  # rounds, tables and hands: far beyond any event, far below 64-bit integers
MAX_POINTS = 10_000_000
MAX_JSON_BYTES = 5_000_000  # a game record is a few kilobytes
MAX_JSON_DEPTH = 20  # a record nests four levels deep
OPEN_TOP = 2**31 - 1  # a bound this high is the machine's: the help says "0 or more"

normalise = numbers.normalise


class Number:
    """An argparse ``type``: a number from ``low`` to ``high`` (with ``places`` decimals: an integer in
    tenths, thousandths …, e.g. points -30.0 → -300)."""

    def __init__(self, low: int, high: int, places: int = 0) -> None:
        self.low, self.high, self.places = low, high, places

    def __call__(self, text: str) -> int:
        try:
            if self.places:
                return numbers.scaled(text, self.low, self.high, self.places)
            return numbers.whole(text, self.low, self.high)
        except numbers.NumberError as e:
            raise argparse.ArgumentTypeError(render(e.message)) from None

    def limits(self) -> str:
        low = numbers.format_scaled(self.low, self.places)
        if self.high >= OPEN_TOP:  # a machine limit (a seed's 2**31) is nothing a person needs to read
            return tr(CTX, "{low} or more").format(low=low)
        high = numbers.format_scaled(self.high, self.places)
        return tr(CTX, "from {low} to {high}").format(low=low, high=high)


def whole(low: int, high: int) -> Number:
    """An argparse ``type``: a whole number from ``low`` to ``high``."""
    return Number(low, high)


def decimal(low: int, high: int, places: int) -> Number:
    """An argparse ``type``: a decimal in units of 10**-places, from ``low`` to ``high`` (same units)."""
    return Number(low, high, places)


class Name:
    """An argparse ``type``: a name of ``kind`` (``names.LIMITS``): one line, no direction controls, at
    most so many characters."""

    def __init__(self, kind: str) -> None:
        self.limit = LIMITS[kind]

    def __call__(self, text: str) -> str:
        problem = text_problem(text)
        if problem is not None:
            raise argparse.ArgumentTypeError(render(Message("services", problem)))
        if len(normalised(text)) > self.limit:
            raise argparse.ArgumentTypeError(
                tr(CTX, "longer than {limit} characters").format(limit=self.limit))
        return text

    def limits(self) -> str:
        return tr(CTX, "at most {limit} characters").format(limit=self.limit)


def carry(text: str) -> int:
    """An argparse ``type`` for ``--carry``: full, half, none or a factor from 0 to 1 with at most 3
    decimals (by the number rule: exactly, never through a float), in permille."""
    word = normalise(text).lower()
    if word in CARRY:
        return CARRY[word]
    try:
        return numbers.scaled(text, 0, 1000, 3)
    except numbers.NumberError as e:
        raise argparse.ArgumentTypeError(tr(CTX, "full, half, none or a factor ({problem})").format(
            problem=render(e.message))) from None


def output_path(text: str) -> str:
    """An argparse ``type`` for ``--out`` and ``--to``: a file name, not nothing (the output rule checks
    the rest when the file is written)."""
    if not text.strip():
        raise argparse.ArgumentTypeError(tr(CTX, "give a file name"))
    return text


def database_address(text: str) -> str:
    """An argparse ``type`` for ``--db`` and ``copy-db --to``: a server address's password is kept apart
    (in memory, for the driver) from here on, so that the command works with the address without it."""
    return server_address.keep_apart(text) if server_address.is_server(text) else text


def copy_target(text: str) -> str:
    """An argparse ``type`` for ``copy-db --to``: a new file, or a server address (its password kept
    apart)."""
    return database_address(output_path(text))


def json_help() -> str:
    return tr(CTX, "print JSON")


def rules_help() -> str:
    """``--rules`` of the commands that take a rule set (default jpml, CONTRACT.md)."""
    return tr(CTX, "the rule preset's id (the list: rules; default: jpml), or the JSON of a preset with "
                   "options changed")


def seed_help() -> str:
    return tr(CTX, "the random draw's seed (the same seed draws the same tables)")


def demo_seed_help() -> str:
    """``demo --seed``: the seed draws the tables and the sample games' hands alike."""
    return tr(CTX, "the random draw's seed (the same seed makes the same tables and games)")


def tournament_help() -> str:
    return tr(CTX, "the tournament (may be left out when the database holds one)")


def with_limits(help_text: str, limits: str) -> str:
    """``help_text`` with ``limits`` in brackets; inside the help's own closing bracket when it ends
    with one, so that one group reads ``fu (may be left out from 5 han up; from 0 to 1000)`` /
    ``選手数（4の倍数、4〜1000）``, never two groups in a row."""
    if not help_text:
        return tr(CTX, "({limits})").format(limits=limits)
    if help_text[-1] in ")）":
        return help_text[:-1] + tr(CTX, "; {limits}").format(limits=limits) + help_text[-1]
    return tr(CTX, "{help} ({limits})").format(help=help_text, limits=limits)


def state_limits(parser: argparse.ArgumentParser) -> None:
    """Append each option's limits to its help (``--round R  round (from 1 to 10000)``), in every
    subcommand."""
    for action in parser._actions:
        limits = getattr(action.type, "limits", None)
        if limits is not None and action.help is not argparse.SUPPRESS:
            action.help = with_limits(action.help or "", limits())
        if isinstance(action, argparse._SubParsersAction):
            for sub in dict.fromkeys(action.choices.values()):
                state_limits(sub)


def rounds_range(text: str | None) -> tuple[int, int] | None:
    """``3`` or ``1-4`` (full-width digits too), within 1 to MAX_ROUND."""
    if text is None:
        return None
    m = re.fullmatch(r"(\d{1,6})(?:\s*[-~〜]\s*(\d{1,6}))?", normalise(text))
    if not m:
        raise _bad(N_(CTX, "--rounds: give a round or a range such as 1-4"))
    first, last = int(m.group(1)), int(m.group(2) or m.group(1))
    if not 1 <= first <= last <= MAX_ROUND:
        raise _bad(N_(CTX, "--rounds: give rounds from 1 to {high}, the first not after the last"),
                   high=MAX_ROUND)
    return first, last


@contextmanager
def as_options(**options: str) -> Iterator[None]:
    """A service's refusal of a setting said with the options it came from (``--up: division B has 8
    players …``); ``options``: the service's setting -> the option given for it. A refusal of
    anything else passes unchanged."""
    from tournament_app.services.base import SettingError

    try:
        yield
    except SettingError as e:
        named = [options[s] for s in e.settings if s in options]
        if not named:
            raise
        raise _bad(N_(CTX, "{option}: {problem}"), option=", ".join(named), problem=e.message) from None


def read_json(path: str) -> Any:
    """A JSON file (``-``: standard input): a regular file, UTF-8, bounded in size and nesting."""
    data = read_input(path, MAX_JSON_BYTES)
    if len(data) > MAX_JSON_BYTES:
        raise _bad(N_(CTX, "{file}: larger than {limit} bytes: not a game record"), file=path,
                   limit=MAX_JSON_BYTES)
    return parse_json(decode_utf8(data, path), path)


def rules_spec(text: str) -> Any:
    """``--rules``: a preset id, or a preset with overrides as JSON (``{"preset": "tenhou", …}``)."""
    if not text.lstrip().startswith("{"):
        return text
    try:
        return parse_json(text, "--rules")
    except UserError as e:
        raise argparse.ArgumentTypeError(render(e.message).removeprefix("--rules: ")) from None


def parse_json(text: str, where: str) -> Any:
    """JSON text checked before and while it is read: nesting, numbers (the number rule) and text (no
    lone surrogates, which no output could print)."""
    if _depth(text) > MAX_JSON_DEPTH:
        raise _bad(N_(CTX, "{file}: nested more than {limit} levels deep: not a game record"),
                   file=where, limit=MAX_JSON_DEPTH)
    try:
        data = json.loads(text, **numbers.JSON_HOOKS)
    except json.JSONDecodeError as e:
        reason = json_reason(e.msg)
        if reason is None:
            raise _bad(N_(CTX, "{file}: not valid JSON (line {line}, column {column})"),
                       file=where, line=e.lineno, column=e.colno) from None
        raise _bad(N_(CTX, "{file}: not valid JSON (line {line}, column {column}: {error})"),
                   file=where, line=e.lineno, column=e.colno, error=Message(CTX, reason)) from None
    except numbers.NumberError as e:
        raise _bad(N_(CTX, "{file}: {problem}"), file=where, problem=e.message) from None
    if holds_lone_surrogate(data):
        raise _bad(N_(CTX, "{file}: a text holds a lone surrogate (\\uD800–\\uDFFF): not valid text"),
                   file=where)
    return data


# Python's json module explains a mistake in English of its own: the common ones in ours (translated),
# by the start of its message (the C and the Python decoder word a few of them differently).
_JSON_REASONS = (
    ("Expecting value", N_(CTX, "a value is missing")),
    ("Expecting property name", N_(CTX, "a name in double quotes \" \" is expected")),
    ("Expecting ':'", N_(CTX, "a colon : is expected after the name")),
    ("Expecting ','", N_(CTX, "a comma , or a closing bracket is expected")),
    ("Unterminated string", N_(CTX, "a text is not closed with \"")),
    ("Invalid control character", N_(CTX, "a line break or tab inside a text (write \\n or \\t)")),
    ("Invalid \\uXXXX", N_(CTX, "\\u needs four hexadecimal digits")),
    ("Invalid \\escape", N_(CTX, "a backslash \\ that starts no escape")),
    ("Extra data", N_(CTX, "more text after the end of the JSON")),
    ("Illegal trailing comma", N_(CTX, "a comma before a closing bracket")),
)


def json_reason(msg: str) -> str | None:
    """Our wording of the json module's ``msg`` (untranslated source), None for one we do not know:
    then the line and column alone are shown, never the module's English."""
    return next((reason for start, reason in _JSON_REASONS if msg.startswith(start)), None)


def _depth(text: str) -> int:
    """The deepest nesting of brackets outside strings, counted without recursion."""
    depth = deepest = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            deepest = max(deepest, depth)
            if deepest > MAX_JSON_DEPTH:
                return deepest
        elif ch in "]}":
            depth -= 1
    return deepest


def not_utf8(argv: list[str]) -> str | None:
    """The first argument holding bytes that were not UTF-8 (Python keeps them as surrogates), shown
    with the bytes escaped; None when all are text."""
    for arg in argv:
        if any("\udc80" <= ch <= "\udcff" for ch in arg):
            return "".join(f"\\x{ord(ch) - 0xDC00:02x}" if "\udc80" <= ch <= "\udcff"
                           else ch.encode("utf-8", "backslashreplace").decode() for ch in arg)
    return None


def _bad(text: str, **params: Any) -> UserError:
    return UserError(Message(CTX, text, params))


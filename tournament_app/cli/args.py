"""Command-line values checked where they are typed: whole numbers within stated limits, full-width
digits accepted (１２ = 12), JSON files of bounded size and depth. A mistake is one line (exit 2)."""

from __future__ import annotations

import argparse
import json
import re
import sys
import unicodedata
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tournament_app.i18n import render, tr
from tournament_app.messages import N_, Message, UserError

CTX = "cli"
MAX_ROUND = 10_000  # rounds, tables and hands: far beyond any event, far below 64-bit integers
MAX_POINTS = 10_000_000
MAX_JSON_BYTES = 5_000_000  # a game record is a few kilobytes
MAX_JSON_DEPTH = 20  # a record nests four levels deep

_WHOLE = re.compile(r"[+-]?\d{1,15}")


def normalise(text: str) -> str:
    """Full-width digits and signs as typed with a Japanese input method: ＋１２ → +12."""
    return unicodedata.normalize("NFKC", text).strip().replace("−", "-")


def whole(low: int, high: int) -> Callable[[str], int]:
    """An argparse ``type``: a whole number from ``low`` to ``high``."""
    def parse(text: str) -> int:
        value = normalise(text)
        if not _WHOLE.fullmatch(value) or not low <= int(value) <= high:
            raise argparse.ArgumentTypeError(
                tr(CTX, "{value} is not a whole number from {low} to {high}").format(
                    value=text, low=low, high=high))
        return int(value)

    return parse


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


def read_json(path: str) -> Any:
    """A JSON file (``-``: standard input), bounded in size and nesting."""
    try:
        if path == "-":
            text = sys.stdin.read(MAX_JSON_BYTES + 1)
        else:
            with Path(path).open("rb") as f:
                text = f.read(MAX_JSON_BYTES + 1).decode("utf-8-sig")
    except FileNotFoundError:
        raise _bad(N_(CTX, "{file}: no such file"), file=path) from None
    except (OSError, UnicodeDecodeError) as e:
        raise _bad(N_(CTX, "{file}: cannot be read ({error})"), file=path, error=str(e)) from None
    if len(text) > MAX_JSON_BYTES:
        raise _bad(N_(CTX, "{file}: larger than {limit} bytes: not a game record"), file=path,
                   limit=MAX_JSON_BYTES)
    return parse_json(text, path)


def rules_spec(text: str) -> Any:
    """``--rules``: a preset id, or a preset with overrides as JSON (``{"preset": "tenhou", …}``)."""
    if not text.lstrip().startswith("{"):
        return text
    try:
        return parse_json(text, "--rules")
    except UserError as e:
        raise argparse.ArgumentTypeError(render(e.message).removeprefix("--rules: ")) from None


def parse_json(text: str, where: str) -> Any:
    if _depth(text) > MAX_JSON_DEPTH:
        raise _bad(N_(CTX, "{file}: nested more than {limit} levels deep: not a game record"),
                   file=where, limit=MAX_JSON_DEPTH)
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        raise _bad(N_(CTX, "{file}: not valid JSON (line {line}, column {column}: {error})"),
                   file=where, line=e.lineno, column=e.colno, error=e.msg) from None


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


def _bad(text: str, **params: Any) -> UserError:
    return UserError(Message(CTX, text, params))

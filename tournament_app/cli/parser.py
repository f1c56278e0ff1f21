"""The command line's parser: argparse in the user's language, a mistake as one line.

argparse words its own text (``usage:``, ``options:``, "the following arguments are required",
"invalid choice") through gettext, looked up when it is needed in its own module (``from gettext
import gettext as _, ngettext``). While a :class:`Parser` builds itself, parses or formats its help,
those two names answer from our catalogue (context ``argparse``, the msgids below); English has no
catalogue, so it reads exactly as argparse's own. Help text with Japanese in it is wrapped by terminal
columns (a kanji takes two), between characters but never inside an option name or an id.
"""

from __future__ import annotations

import argparse
import re
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any, NoReturn

from tournament_app.texts.display import names_list
from tournament_app.texts.display import width as columns
from tournament_app.words.i18n import tr
from tournament_app.words.messages import N_

CTX = "argparse"

# argparse's own msgids a user can meet (the rest are mistakes in building a parser), for the
# catalogue; a translation keeps argparse's %-placeholders, %s where argparse has %r (no Python quotes).
MESSAGES = (
    N_(CTX, "usage: "), N_(CTX, "positional arguments"), N_(CTX, "options"), N_(CTX, "subcommands"),
    N_(CTX, "show this help message and exit"),
    N_(CTX, "argument %(argument_name)s: %(message)s"),
    N_(CTX, "the following arguments are required: %s"),
    N_(CTX, "unrecognized arguments: %s"),
    N_(CTX, "expected one argument"), N_(CTX, "expected at most one argument"),
    N_(CTX, "expected at least one argument"),
    N_(CTX, "expected %s argument"), N_(CTX, "expected %s arguments"),
    N_(CTX, "invalid choice: %(value)r (choose from %(choices)s)"),
    N_(CTX, "invalid %(type)s value: %(value)r"),
    N_(CTX, "ambiguous option: %(option)s could match %(matches)s"),
    N_(CTX, "not allowed with argument %s"), N_(CTX, "one of the arguments %s is required"),
    N_(CTX, "ignored explicit argument %r"),
)
INVALID_CHOICE = MESSAGES[13]


class BadUsageError(Exception):
    """argparse found a mistake on the command line."""


def _gettext(text: str) -> str:
    return tr(CTX, text)


def _ngettext(singular: str, plural: str, n: int) -> str:
    return tr(CTX, singular if n == 1 else plural)


@contextmanager
def _speaking() -> Iterator[None]:
    """argparse's gettext names answering from our catalogue, for the time of one call (calls nest:
    a subcommand's parser parses inside its parent's)."""
    saved = argparse._, argparse.ngettext  # type: ignore[attr-defined]
    argparse._, argparse.ngettext = _gettext, _ngettext  # type: ignore[attr-defined]
    try:
        yield
    finally:
        argparse._, argparse.ngettext = saved  # type: ignore[attr-defined]


class Parser(argparse.ArgumentParser):
    """argparse that speaks the language in force and reports a mistake as one line (CONTRACT.md:
    exit 2, one clear line)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", HelpFormatter)
        with _speaking():  # the groups' titles and -h's help are worded here
            super().__init__(*args, **kwargs)

    def add_subparsers(self, **kwargs: Any) -> Any:
        with _speaking():
            return super().add_subparsers(**kwargs)

    def parse_args(self, args: Sequence[str] | None = None,  # type: ignore[override]
                   namespace: argparse.Namespace | None = None) -> argparse.Namespace:
        with _speaking():  # "unrecognized arguments" is worded here, the rest in parse_known_args
            return super().parse_args(args, namespace)

    def parse_known_args(self, args: Sequence[str] | None = None,  # type: ignore[override]
                         namespace: argparse.Namespace | None = None) -> tuple[argparse.Namespace, list[str]]:
        with _speaking():
            return super().parse_known_args(args, namespace)

    def format_usage(self) -> str:
        with _speaking():
            return super().format_usage()

    def format_help(self) -> str:
        with _speaking():
            return super().format_help()

    def error(self, message: str) -> NoReturn:
        raise BadUsageError(message)

    def _check_value(self, action: argparse.Action, value: Any) -> None:
        """A value outside the choices: in a translated language the choices as a list of that
        language, unquoted (``foo は指定できません（standings、seating …のいずれか）``); in English
        argparse's own words."""
        template = tr(CTX, INVALID_CHOICE)
        if action.choices is None or value in action.choices or template == INVALID_CHOICE:
            super()._check_value(action, value)
            return
        choices = names_list([str(choice) for choice in action.choices])
        raise argparse.ArgumentError(action, template % {"value": value, "choices": choices})


def _wide(text: str) -> bool:
    return columns(text) != len(text)


# No line starts with a closing mark and none ends with an opening one (kinsoku shori).
_CLOSERS = set("、。，．）」』】〕｝〉》！？：；…ー・ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮ")
_OPENERS = set("（「『【〔｛〈《")
_ATOM = re.compile(r" +|[^\s]", re.UNICODE)


def _atoms(text: str) -> list[str]:
    """``text`` cut where a line may break: spaces; around each full-width character; a run of narrow
    characters (a word, an option name, an id such as average_rank) stays whole."""
    out: list[str] = []
    for piece in _ATOM.findall(text):
        narrow = not piece.isspace() and not _wide(piece)
        if narrow and out and not out[-1].isspace() and not _wide(out[-1]):
            out[-1] += piece
        else:
            out.append(piece)
    return out


def wrap(text: str, width: int) -> list[str]:
    """Lines of at most ``width`` columns (a closing mark may overhang by one character)."""
    lines: list[list[str]] = [[]]
    used = 0
    space = False
    for atom in _atoms(" ".join(text.split())):
        if atom.isspace():
            space = bool(lines[-1])
            continue
        need = columns(atom) + (1 if space else 0)
        if used + need > width and lines[-1] and atom[0] not in _CLOSERS:
            carried = []
            while lines[-1] and lines[-1][-1] in _OPENERS:  # an opening mark goes with what follows
                carried.insert(0, lines[-1].pop())
            lines.append(carried)
            used = sum(columns(a) for a in carried)
            space = False
            need = columns(atom)
        while columns(atom) > width and not lines[-1] and not _wide(atom):  # longer than a line
            lines[-1].append(atom[:width])
            lines.append([])
            atom = atom[width:]
            need = columns(atom)
        lines[-1].append((" " if space else "") + atom)
        used += need
        space = False
    return ["".join(line) for line in lines if line]


class HelpFormatter(argparse.HelpFormatter):
    """argparse's help, wrapped by terminal columns where it holds full-width text."""

    def _split_lines(self, text: str, width: int) -> list[str]:
        if not _wide(text):
            return super()._split_lines(text, width)
        return wrap(text, width)

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        if not _wide(text):
            return super()._fill_text(text, width, indent)
        return "\n".join(indent + line for line in wrap(text, width - len(indent)))

    def _format_usage(self, usage: str | None, actions: Any, groups: Any, prefix: str | None) -> str:
        shown = tr(CTX, "usage: ") if prefix is None else prefix
        if not _wide(shown):
            return super()._format_usage(usage, actions, groups, prefix)
        # argparse measures the prefix in characters to indent the usage's next lines: it measures a
        # stand-in as wide as 使い方: in columns, which then takes its place
        stand_in = "\0" * columns(shown)
        return super()._format_usage(usage, actions, groups, stand_in).replace(stand_in, shown, 1)

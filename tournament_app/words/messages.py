"""User-facing messages that layers below the UI raise or return.

The rules and services layers must not import Qt, yet everything a user reads goes through Qt
translation. They describe a message as a :class:`Message` (Qt context, English source text,
parameters); the CLI and the UI translate it with :func:`tournament_app.words.i18n.render`.
``N_`` marks a literal for the translation extractor (``tools/update_translations.py``) without
translating it, like Qt's ``QT_TRANSLATE_NOOP``; a text with ``%n`` has plural forms, and its
:class:`Message` carries the count ``n`` that picks one (Qt's ``QT_TRANSLATE_N_NOOP``).

Plain data that imports nothing of the app: the rules engine's errors are made of it, and the
language layer above (``i18n``) renders it, giving its English rendering to :func:`english_by` when
it is imported (the English catalogue holds the plural forms).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any


def N_(context: str, text: str) -> str:  # noqa: N802 - the conventional marker name
    """Mark ``text`` for translation in ``context``; returns it unchanged."""
    return text


@dataclass(frozen=True)
class Message:
    """A translatable message: ``text`` is English with ``{name}`` placeholders, and ``%n`` for the
    count ``n`` where its words change with it (plural forms)."""

    context: str
    text: str
    params: dict[str, Any] = field(default_factory=dict)
    n: int = -1

    def english(self) -> str:
        return _english[0](self) if _english else _plain(self)


@dataclass(frozen=True)
class SeatRef(Message):
    """A seat a message names by the record's number (``params["n"]``): a window that knows the game's players
    shows the player instead (``i18n.render(..., seat_names=…)``)."""


_english: list[Callable[[Message], str]] = []  # the language layer's, once it is imported


def english_by(render: Callable[[Message], str]) -> None:
    """How :meth:`Message.english` renders from now on (the language layer, with its plural forms)."""
    _english[:] = [render]


def _plain(message: Message) -> str:
    """The English source with its values put in, before any catalogue is read."""
    params = {k: _plain(v) if isinstance(v, Message) else v for k, v in message.params.items()}
    text = message.text.replace("%n", str(message.n)) if message.n >= 0 else message.text
    return text.format(**params)


class UserError(Exception):
    """A problem of the user's world (bad input, a refused file): shown, never a traceback.

    A problem in a record or a hand (the rules' ``RecordError`` and ``HandError``) also gives its
    ``reason`` without the record's field key and, where there is one, the ``hand`` (from 1): what a
    referee reads (``i18n.user_text``)."""

    hand: int | None = None
    reason: Message | None = None

    def __init__(self, message: Message) -> None:
        super().__init__(message.english())
        self.message = message

"""User-facing messages that layers below the UI raise or return.

The rules and services layers must not import Qt, yet everything a user reads goes through Qt
translation. They describe a message as a :class:`Message` (Qt context, English source text,
parameters); the CLI and the UI translate it with :func:`tournament_app.i18n.render`.
``N_`` marks a literal for the translation extractor (``tools/update_translations.py``) without
translating it, like Qt's ``QT_TRANSLATE_NOOP``; a text with ``%n`` has plural forms, and its
:class:`Message` carries the count ``n`` that picks one (Qt's ``QT_TRANSLATE_N_NOOP``).
"""

from __future__ import annotations

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
        from tournament_app.i18n import in_language, render  # i18n imports this module

        with in_language("en"):  # the English catalogue holds the plural forms
            return render(self)


class UserError(Exception):
    """A problem of the user's world (bad input, a refused file): shown, never a traceback."""

    def __init__(self, message: Message) -> None:
        super().__init__(message.english())
        self.message = message

"""User-facing messages that layers below the UI raise or return.

The rules and services layers must not import Qt, yet everything a user reads goes through Qt
translation. They describe a message as a :class:`Message` (Qt context, English source text,
parameters); the CLI and the UI translate it with :func:`tournament_app.i18n.render`.
``N_`` marks a literal for the translation extractor (``tools/update_translations.py``) without
translating it, like Qt's ``QT_TRANSLATE_NOOP``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


def N_(context: str, text: str) -> str:  # noqa: N802 - the conventional marker name
    """Mark ``text`` for translation in ``context``; returns it unchanged."""
    return text


@dataclass(frozen=True)
class Message:
    """A translatable message: ``text`` is English with ``{name}`` placeholders."""

    context: str
    text: str
    params: dict[str, Any] = field(default_factory=dict)

    def english(self) -> str:
        return self.text.format(**{k: _plain(v) for k, v in self.params.items()})


def _plain(value: Any) -> Any:
    return value.english() if isinstance(value, Message) else value


class UserError(Exception):
    """A problem of the user's world (bad input, a refused file): shown, never a traceback."""

    def __init__(self, message: Message) -> None:
        super().__init__(message.english())
        self.message = message

"""Language choice and translation, in plain Python: the command line loads no Qt to speak.

English is the source language; Japanese comes from ``resources/i18n/tournament_app_ja.qm``, the
catalogue ``pyside6-lrelease`` compiles from the ``.ts``. :mod:`tournament_app.words.qm` reads it, so
``tr`` gives the same text in a command and in the app. English has a catalogue too, with the
plural forms only (``tr(context, "%n players", n)``: "1 player", "2 players"). Where Qt is running
(the app, a print), :mod:`tournament_app.words.i18n_qt` also installs the catalogue and Qt's own (Cancel,
Yes, the print dialogs) into the application.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

from tournament_app.platform import language as language_rule
from tournament_app.resources import FOLDER
from tournament_app.words.messages import Message, SeatRef, UserError, english_by
from tournament_app.words.qm import Catalogue, CatalogueError, read_qm

LANGUAGES = ("ja", "en")
_NONE = Catalogue()
_state: dict[str, Any] = {"catalogue": None, "lang": "en"}  # None: English, read when first needed
_loaded: dict[str, Catalogue] = {}
_loading = threading.Lock()  # the server's threads load a catalogue once
# The language of one request (a phone's page), in the context serving it: a server answers many
# requests at once, in threads, each in its reader's language, whatever the process's language is.
_request_lang: ContextVar[str | None] = ContextVar("request_language", default=None)


def system_language() -> str:
    """``ja`` when the user's language is Japanese, else ``en``: one rule for the app and the commands
    on every system (:mod:`tournament_app.platform.language`)."""
    return language_rule.system_language()


def qm_path(lang: str) -> str:
    return str(FOLDER / "i18n" / f"tournament_app_{lang}.qm")


def set_language(lang: str | None) -> str:
    """Load ``lang`` (``ja``/``en``; None: the system's) and return the language in force.

    A language whose catalogue is missing or unreadable falls back to English.
    """
    lang = lang or system_language()
    catalogue = _catalogue(lang)
    if catalogue is None:
        lang, catalogue = "en", _catalogue("en") or _NONE
    _state["catalogue"] = catalogue
    _state["lang"] = lang
    if "PySide6.QtCore" in sys.modules:  # Qt is running here: its own strings follow
        from tournament_app.words.i18n_qt import install_translators

        install_translators(lang, qm_path(lang))
    return lang


def _catalogue(lang: str) -> Catalogue | None:
    """The catalogue of ``lang``, None when it is missing or unreadable (English, the source
    language, then still speaks, with its plural forms as the source writes them)."""
    with _loading:
        if lang not in _loaded:
            try:
                _loaded[lang] = read_qm(qm_path(lang))
            except (OSError, CatalogueError):
                if lang != "en":
                    return None
                _loaded[lang] = _NONE
        return _loaded[lang]


def language() -> str:
    return _request_lang.get() or _state["lang"]


@contextmanager
def in_language(lang: str) -> Iterator[None]:
    """Inside: ``tr`` (and so ``render`` and ``display``) speak ``lang`` in this context only (this
    thread, this task); the process's language and other requests' are untouched."""
    token = _request_lang.set(lang if lang in LANGUAGES else "en")
    try:
        yield
    finally:
        _request_lang.reset(token)


def tr(context: str, text: str, n: int = -1) -> str:
    """Translate ``text`` in ``context`` into the language in force, as Qt's
    ``QCoreApplication.translate(context, text, None, n)`` does: with ``n`` >= 0 the plural form for
    ``n`` (by the language's rule), ``%n`` replaced by ``n``."""
    requested = _request_lang.get()
    catalogue = _state["catalogue"] if requested is None else None
    if catalogue is None:
        catalogue = _catalogue(requested or "en") or _catalogue("en") or _NONE
    out = catalogue.translate(context, text, n) or text
    return out.replace("%n", str(n)) if n >= 0 else out


def render(message: Message, seat_names: tuple[str, ...] | list[str] | None = None, *,
           sentence: bool = False) -> str:
    """A :class:`Message` in the language in force, its nested messages translated too.

    ``seat_names``: the players of the game in seat order; a seat the message names (``seat_ref``) is
    then shown as its player, as a referee knows them, instead of the record's seat index.
    ``sentence``: shown on its own (a dialog, a status line), so it begins with a capital; messages
    are written to follow a prefix ("tournament-app: a player named … is already registered"). Only
    the message's own first word changes, never a name or a path put in front of it.
    """
    if seat_names is not None and isinstance(message, SeatRef) and "n" in message.params:
        return seat_names[message.params["n"]]
    params = {k: render(v, seat_names) if isinstance(v, Message) else v for k, v in message.params.items()}
    template = tr(message.context, message.text, message.n)
    if sentence:
        template = capitalised(template)
    return template.format(**params)


def capitalised(text: str) -> str:
    """``text`` with a capital first letter when it begins with a lower-case one (Japanese: as is)."""
    return text[0].upper() + text[1:] if text[:1].islower() else text


def user_text(error: UserError, seat_names: tuple[str, ...] | None = None) -> str:
    """The error as a referee reads it, a sentence on its own: a record problem names the hand and the
    reason, never the record format's field key (``tenpai``, ``wins`` …) nor its 0-3 seat numbers,
    which only the command line shows; with ``seat_names`` the players are named. (The desk's
    dialogs and the phones' pages.)"""
    if error.reason is not None and error.hand is not None:
        return capitalised(tr("ui", "hand {hand}: {reason}")).format(
            hand=error.hand, reason=render(error.reason, seat_names))
    if error.reason is not None:
        return render(error.reason, seat_names, sentence=True)
    return render(error.message, seat_names, sentence=True)


def _english(message: Message) -> str:
    with in_language("en"):  # the English catalogue holds the plural forms
        return render(message)


english_by(_english)  # Message.english() from now on (messages lies below this module: it cannot ask)

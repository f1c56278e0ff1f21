"""Language choice and translation through Qt (QtCore only, usable without a QApplication).

English is the source language; Japanese comes from ``resources/i18n/tournament_app_ja.qm``.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from importlib.resources import files
from typing import Any

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from tournament_app.messages import Message, UserError
from tournament_app.rules.errors import SEAT_TEXT, HandError, RecordError

LANGUAGES = ("ja", "en")
_state: dict[str, Any] = {"translator": None, "qt_translators": [], "lang": "en"}
# The language of one request (a phone's page), in the context serving it: a server answers many
# requests at once, in threads, each in its reader's language, whatever the process's language is.
_request_lang: ContextVar[str | None] = ContextVar("request_language", default=None)
_own: dict[str, QTranslator | None] = {}  # the requests' translators, loaded once per language
_own_lock = threading.Lock()  # one QTranslator is shared by the threads that serve requests


def system_language() -> str:
    """``ja`` when the user's locale is Japanese, else ``en``."""
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var)
        if value:
            return "ja" if value.lower().startswith("ja") else "en"
    return "ja" if QLocale.system().language() == QLocale.Language.Japanese else "en"


def qm_path(lang: str) -> str:
    return str(files("tournament_app.resources") / "i18n" / f"tournament_app_{lang}.qm")


def set_language(lang: str | None) -> str:
    """Load ``lang`` (``ja``/``en``; None: the system's) and return the language in force.

    The translator is also installed into a running QCoreApplication so that widgets'
    ``self.tr`` calls use it.
    """
    lang = lang or system_language()
    app = QCoreApplication.instance()
    old = _state["translator"]
    if old is not None and app is not None:
        app.removeTranslator(old)
    for old_qt in _state.get("qt_translators", []):
        if app is not None:
            app.removeTranslator(old_qt)
    translator = None
    qt_translators: list[QTranslator] = []
    if lang != "en":
        translator = QTranslator()
        if not translator.load(qm_path(lang)):
            translator, lang = None, "en"
        # Qt's own strings (Cancel, Yes, the print dialogs) from the catalogues Qt ships
        qt_own = QTranslator()
        if lang != "en" and qt_own.load(f"qtbase_{lang}", QLibraryInfo.path(
                QLibraryInfo.LibraryPath.TranslationsPath)):
            qt_translators.append(qt_own)
    if app is not None:
        for installed in [translator, *qt_translators]:
            if installed is not None:
                app.installTranslator(installed)
    _state["translator"] = translator
    _state["qt_translators"] = qt_translators
    _state["lang"] = lang
    return lang


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


def _translated(lang: str, context: str, text: str, n: int) -> str:
    if lang == "en":
        return text
    with _own_lock:
        if lang not in _own:
            translator: QTranslator | None = QTranslator()
            if not translator.load(qm_path(lang)):
                translator = None
            _own[lang] = translator
        own = _own[lang]
        out = own.translate(context, text, None, n) if own is not None else ""
    return out or text


def tr(context: str, text: str, n: int = -1) -> str:
    """Translate ``text`` in ``context`` into the language in force."""
    requested = _request_lang.get()
    if requested is not None:
        return _translated(requested, context, text, n)
    translator: QTranslator | None = _state["translator"]
    if translator is not None:
        out = translator.translate(context, text, None, n)
        if out:
            return out
    return QCoreApplication.translate(context, text, None, n)


def render(message: Message, seat_names: tuple[str, ...] | list[str] | None = None) -> str:
    """A :class:`Message` in the language in force, its nested messages translated too.

    ``seat_names``: the players of the game in seat order; a seat the message names (``seat_ref``) is
    then shown as its player, as a referee knows them, instead of the record's seat index.
    """
    if seat_names is not None and message.text == SEAT_TEXT and "n" in message.params:
        return seat_names[message.params["n"]]
    params = {k: render(v, seat_names) if isinstance(v, Message) else v for k, v in message.params.items()}
    return tr(message.context, message.text).format(**params)


def user_text(error: UserError, seat_names: tuple[str, ...] | None = None) -> str:
    """The error as a referee reads it: a record problem names the hand and the reason, never the
    record format's field key (``tenpai``, ``wins`` …) nor its 0-3 seat numbers, which only the command
    line shows; with ``seat_names`` the players are named. (The desk's dialogs and the phones' pages.)"""
    if isinstance(error, RecordError) and error.hand is not None:
        return tr("ui", "hand {hand}: {reason}").format(hand=error.hand,
                                                        reason=render(error.reason, seat_names))
    if isinstance(error, RecordError | HandError):
        return render(error.reason, seat_names)
    return render(error.message, seat_names)

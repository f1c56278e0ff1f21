"""Language choice and translation through Qt (QtCore only, usable without a QApplication).

English is the source language; Japanese comes from ``resources/i18n/tournament_app_ja.qm``.
"""

from __future__ import annotations

import os
from importlib.resources import files
from typing import Any

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from tournament_app.messages import Message
from tournament_app.rules.errors import SEAT_TEXT

LANGUAGES = ("ja", "en")
_state: dict[str, Any] = {"translator": None, "qt_translators": [], "lang": "en"}


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
    return _state["lang"]


def tr(context: str, text: str, n: int = -1) -> str:
    """Translate ``text`` in ``context`` into the language in force."""
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

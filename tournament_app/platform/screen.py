"""The screen and the keyboard where Windows, macOS and Linux differ: Japanese fonts by any of their
names, the keys of the app's actions on each system, and shortcuts written as the system writes them.

Fonts: a Japanese Windows may list its fonts by their Japanese names (游ゴシック, メイリオ), a Mac by
ヒラギノ角ゴシック; looking only for "Yu Gothic" found nothing there, and Qt's default font drew the
digits and the kana in two designs. :data:`JAPANESE_FAMILIES` names each family both ways, for the
screens and the printed documents alike.

Keys: Qt reads "Ctrl" in a key sequence as the Command key (⌘) on macOS and "Meta" as its Control key
(⌃). Mac keyboards reach F1-F12 only with fn (F11 is "Show Desktop" there), have no Insert key, and call
Backspace "delete"; ⌘H hides the app and ⌘? opens the Help menu. :data:`KEYS` gives each action whose
keys differ a key on every system that needs no F-key, the first one being what labels show.
:func:`key_text` writes a shortcut as the system does ("Ctrl+Z" on Windows and Linux, "⌘Z" on a Mac).

Qt is imported inside the functions that need it (the platform layer's rule).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from tournament_app.platform import system

if TYPE_CHECKING:
    from PySide6.QtGui import QKeySequence


# Families that carry kana, kanji and Latin digits in one design, best first; each under its English
# name and under the name a Japanese system may list it by.
JAPANESE_FAMILIES = (
    "Noto Sans CJK JP", "Noto Sans JP",
    "Yu Gothic UI", "Yu Gothic", "游ゴシック",  # Windows 8.1 and later
    "Meiryo UI", "Meiryo", "メイリオ",  # Windows Vista to 8
    "Hiragino Sans", "ヒラギノ角ゴシック", "Hiragino Kaku Gothic ProN", "ヒラギノ角ゴ ProN",  # macOS
    "Source Han Sans JP", "源ノ角ゴシック JP",
    "MS PGothic", "ＭＳ Ｐゴシック",  # every Japanese Windows, the last resort
)


def japanese_family(installed: Iterable[str] | None = None) -> str | None:
    """The first of :data:`JAPANESE_FAMILIES` among ``installed`` (default: the families Qt lists), as
    the system spells it (names compare without case: "Meiryo UI" is listed "MEIRYO UI" on some
    systems); else any "Noto Sans CJK" family; else None (keep Qt's default)."""
    if installed is None:
        from PySide6.QtGui import QFontDatabase

        installed = QFontDatabase.families()
    spelled = {family.casefold(): family for family in installed}
    for wanted in JAPANESE_FAMILIES:
        if wanted.casefold() in spelled:
            return spelled[wanted.casefold()]
    return next((family for family in spelled.values() if "Noto Sans CJK" in family), None)


# -- keys ---------------------------------------------------------------------------------------------
# Each action's keys in Qt's portable text, "*" for every system without its own entry; the first key is
# the one a label shows. Only actions whose keys differ, or that have an alternative, are here.
KEYS: dict[str, dict[str, tuple[str, ...]]] = {
    # the guide: ⌘? is the Help menu's key on a Mac (F1 there needs fn)
    "guide": {"*": ("F1",), "darwin": ("Ctrl+?", "F1")},
    # the desk's hand log: edit and insert before the selected hand, without F2 or the Insert key that
    # many laptops lack (not ⌘E: the main window's Export workbook is ⌘E in a Mac's one menu bar)
    "edit hand": {"*": ("F2", "Ctrl+Shift+E"), "darwin": ("Ctrl+Shift+E", "F2")},
    "insert hand": {"*": ("Ins", "Ctrl+Shift+I"), "darwin": ("Ctrl+Shift+I",)},
    # delete a hand, withdraw a player: a Mac's "delete" key is Backspace (its Delete is fn+delete)
    "delete": {"*": ("Del",), "darwin": ("Backspace", "Del")},
    # the desk's change history: ⌘H hides the app on a Mac; ⌘Y is Safari's History
    "history": {"*": ("Ctrl+H",), "darwin": ("Ctrl+Y",)},
    # the projector: F11 is "Show Desktop" on a Mac, which never passes it on
    "projector": {"*": ("F11", "Ctrl+Shift+F"), "darwin": ("Ctrl+Shift+F",)},
    # full screen in the projectors: ⌃⌘F is a Mac's own "Enter Full Screen" (not ⇧⌘F, which a Mac's
    # one menu bar gives to the main window's Projector item also while a projector is in front)
    "full screen": {"*": ("F11",), "darwin": ("Ctrl+Meta+F",)},
}
# The keys of a Mac's application menu, which Qt fills itself (Hide, Hide Others, Preferences, Quit):
# a window's own shortcut on one of them races that menu (which one acts depends on Qt's order).
MAC_MENU_KEYS = ("Ctrl+H", "Ctrl+Alt+H", "Ctrl+,", "Ctrl+Q")
# How a Mac writes the keys that have a symbol there (as Qt's own NativeText does on macOS).
_MAC_SYMBOLS = {"Esc": "⎋", "Tab": "⇥", "Backtab": "⇤", "Backspace": "⌫", "Return": "↩", "Enter": "⌤",
                "Del": "⌦", "Home": "↖", "End": "↘", "Left": "←", "Up": "↑", "Right": "→", "Down": "↓",
                "PgUp": "⇞", "PgDown": "⇟"}


def mac() -> bool:
    return system.SYSTEM == system.MACOS


def keys(action: str) -> tuple[str, ...]:
    """The keys of ``action`` (a key of :data:`KEYS`) on this system, the one labels show first."""
    chosen = KEYS[action]
    return chosen.get(system.SYSTEM, chosen["*"])


def sequences(action: str) -> list[QKeySequence]:
    from PySide6.QtGui import QKeySequence

    return [QKeySequence(k) for k in keys(action)]


def key_text(keys: QKeySequence | str) -> str:
    """``keys`` as this system writes a shortcut: "Ctrl+Shift+Enter" on Windows and Linux (a PC's key
    says Enter, Qt says Return), "⇧⌘↩" on a Mac (⌃⌥⇧⌘ in Apple's order, then the key)."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QKeySequence

    sequence = QKeySequence(keys) if isinstance(keys, str) else keys
    parts = []
    for i in range(sequence.count()):
        combination = sequence[i]
        key = QKeySequence(combination.key()).toString(QKeySequence.SequenceFormat.PortableText)
        modifiers = combination.keyboardModifiers()
        if mac():
            marks = [mark for flag, mark in ((Qt.KeyboardModifier.MetaModifier, "⌃"),
                                             (Qt.KeyboardModifier.AltModifier, "⌥"),
                                             (Qt.KeyboardModifier.ShiftModifier, "⇧"),
                                             (Qt.KeyboardModifier.ControlModifier, "⌘")) if modifiers & flag]
            parts.append("".join(marks) + _MAC_SYMBOLS.get(key, key))
        else:
            text = QKeySequence(combination).toString(QKeySequence.SequenceFormat.NativeText)
            parts.append(text.removesuffix("Return") + "Enter" if key == "Return" else text)
    return ", ".join(parts)


def action_key_text(action: str) -> str:
    """The key a label shows for ``action``."""
    return key_text(keys(action)[0])

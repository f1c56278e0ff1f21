"""The score desk's shortcuts, in one list: the desk registers them from here, and its labels name them
as the system writes them ("Ctrl+Z" on Windows and Linux, "⌘Z" on a Mac).

The keys that differ between systems (edit, insert, delete, the change history, the guide) come from
the platform layer (:data:`tournament_app.platform.screen.KEYS`). A key a text field uses
(Delete, Backspace, Insert) is read by the desk itself (:func:`text_key`), so that the value field keeps
it while it has the focus; every other key is a shortcut of the desk's window.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QWidget

from tournament_app.platform import screen
from tournament_app.ui.tab_keys import MODIFIERS, pressed

__all__ = ["label", "pressed", "register", "text_key"]

RIICHI = tuple(f"Ctrl+{seat + 1}" for seat in range(4))
UNDO = "Ctrl+Z"
CHECK = "Ctrl+K"
IMPORT = "Ctrl+I"
FINISH = "Ctrl+Shift+Return"
NEXT = "Ctrl+N"
SCORE_LINE = "Ctrl+G"


def label(keys: str) -> str:
    """``keys`` (portable text) as this system writes them."""
    return screen.key_text(keys)


TEXT_KEYS = (Qt.Key.Key_Delete, Qt.Key.Key_Backspace, Qt.Key.Key_Insert)


def text_key(keys: str) -> bool:
    """Whether ``keys`` is one a text field uses itself (Delete, Backspace, Insert without a modifier):
    read by the desk when the value field does not take it, never a shortcut of the window."""
    combination = QKeySequence(keys)[0]
    return not combination.keyboardModifiers() & MODIFIERS and combination.key() in TEXT_KEYS


def register(window: QWidget, slots: Iterable[tuple[str, Callable[[], object]]]) -> list[QShortcut]:
    """The desk's shortcuts on ``window``: each key (portable text) and what it does. Two on one key
    (also one the window has already, as the score line's) would make Qt run neither: refused."""
    made: list[QShortcut] = []
    for keys, slot in slots:
        sequence = QKeySequence(keys)
        if any(s.key() == sequence for s in window.findChildren(QShortcut)):
            raise ValueError(f"two desk shortcuts on {keys}")
        shortcut = QShortcut(sequence, window)
        shortcut.activated.connect(slot)
        made.append(shortcut)
    return made

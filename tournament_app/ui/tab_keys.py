"""Keys of a tab page that work whenever the page shows (issue 29, item 1).

A page's keys belong to its whole window while the page is on screen: also with the focus on the tab
bar, where a click on the tab or Ctrl+Tab leaves it. Qt ignores a shortcut whose widget is hidden, so
the keys of the tabs not shown are off and two tabs may use the same key.

A key without a modifier (Enter, Delete) must not take that key from a text field or a spin box of
the page: it acts only while the focus is elsewhere (on a table, a button, the tab bar).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QKeyCombination, QObject, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLineEdit,
    QPlainTextEdit,
    QTextEdit,
    QWidget,
)

PLAIN = (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.KeypadModifier)
MODIFIERS = Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.ControlModifier | \
    Qt.KeyboardModifier.AltModifier | Qt.KeyboardModifier.MetaModifier


def pressed(event: QKeyEvent, keys: Iterable[str | QKeySequence]) -> bool:
    """Whether ``event`` is one of ``keys`` (a keypad's Delete is Delete)."""
    typed = QKeySequence(QKeyCombination(event.modifiers() & MODIFIERS, Qt.Key(event.key())))
    return any(typed.matches(QKeySequence(k)) == QKeySequence.SequenceMatch.ExactMatch for k in keys)


def shortcut(keys: QKeySequence, parent: QWidget, slot: Callable[[], object],
             context: Qt.ShortcutContext) -> QShortcut:
    """A shortcut limited to ``context`` (QShortcut's constructor ignores a ``context`` keyword)."""
    result = QShortcut(keys, parent)
    result.setContext(context)
    result.activated.connect(slot)
    return result


def types_text(widget: QWidget | None) -> bool:
    """Whether ``widget`` uses plain keys itself (Enter ends an entry there, Delete deletes)."""
    if isinstance(widget, QComboBox):
        return widget.isEditable()
    return isinstance(widget, QLineEdit | QAbstractSpinBox | QTextEdit | QPlainTextEdit)


class TabKeys(QObject):
    """The keys of one tab page (``page``): ``add(keys, slot)`` for each."""

    def __init__(self, page: QWidget) -> None:
        super().__init__(page)
        self.page = page
        self.plain: list[QShortcut] = []
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_changed)

    def add(self, keys: QKeySequence, slot: Callable[[], object]) -> QShortcut:
        result = shortcut(keys, self.page, slot, Qt.ShortcutContext.WindowShortcut)
        if keys.count() and keys[0].keyboardModifiers() in PLAIN:
            self.plain.append(result)
            result.setEnabled(not types_text(QApplication.focusWidget()))
        return result

    def _focus_changed(self, _old: QWidget | None, new: QWidget | None) -> None:
        typing = types_text(new)  # a text field of another window: this window's keys are off anyway
        for item in self.plain:
            item.setEnabled(not typing)

"""Labels of the first screen, set up without naming ``Qt``.

PySide6 creates the Python enums of Qt's ``Qt`` namespace, all 93 of them, the first time a module
names ``Qt``: 15 ms of the main window's start on the reference machine (bench/bench_main_window.py,
which also says whether the start named it). The main window and the Tournament tab therefore set
their labels' flags through Qt's property system, by the flags' names; everything opened later uses
``Qt`` as usual.
"""

from __future__ import annotations

from PySide6.QtWidgets import QLabel


def selectable(label: QLabel) -> QLabel:
    """``label`` with its text selectable by mouse (to copy a name or a rule summary)."""
    return _set(label, "textInteractionFlags", "TextSelectableByMouse")


def aligned(label: QLabel, flags: str) -> QLabel:
    """``label`` aligned by Qt's flag names, e.g. ``"AlignLeft|AlignTop"``."""
    return _set(label, "alignment", flags)


def _set(label: QLabel, name: str, flags: str) -> QLabel:
    # Qt takes a name it does not know without a word (the flag keeps its default): said here instead
    if not label.setProperty(name, flags):
        raise ValueError(f"QLabel.{name}: no such flags: {flags}")
    return label


def wrapped_label(text: str = "") -> QLabel:
    """A label whose text wraps, from the top left, and can be selected."""
    label = QLabel(text)
    label.setWordWrap(True)
    return selectable(aligned(label, "AlignLeft|AlignTop"))

"""The colours of the app's states, for a light and a dark screen.

macOS follows the system's dark mode by default, and so does Windows 11 with Qt 6.7's windows11 style:
the palette then gives white text on a dark window. A style sheet with a light background of its own
("winner" green) and the palette's white text, or a dark text colour of its own on the dark window,
was nearly unreadable. Every colour the app sets is therefore a named role here (:data:`ROLES`), with
a light and a dark value of at least 4.5:1 contrast (WCAG 2's AA for text); a role without a
background is drawn on the window, and holds that contrast on the window colours of the systems'
light and dark schemes (:data:`WINDOWS`).

Which scheme: the lightness of the palette's window colour at the time of use (:func:`dark`), as that
is what the widgets paint on. ``QStyleHints.colorScheme()`` says what the system wants, but a style
without a dark palette (windowsvista on a dark Windows 11) keeps a light window there.
:func:`paint` gives a widget its role's style sheet and builds it again when the palette changes (the
user switches dark mode on while the app runs).

Qt is imported inside the functions that need it (the platform layer's rule).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtGui import QColor, QPalette
    from PySide6.QtWidgets import QWidget

MINIMUM_CONTRAST = 4.5


@dataclass(frozen=True)
class Pair:
    """A text colour and its background (None: the window's, see :data:`WINDOWS`), as ``#rrggbb``."""

    text: str
    background: str | None = None


@dataclass(frozen=True)
class Role:
    light: Pair
    dark: Pair


_INK = "#1a1a1a"  # text on the light backgrounds below, whatever the palette's text is
ROLES: dict[str, Role] = {
    # the seat cards of the hand being entered
    "winner": Role(Pair(_INK, "#d9f2d9"), Pair("#e8f5e9", "#1f4a29")),
    "loser": Role(Pair(_INK, "#f8d7d7"), Pair("#fde7e7", "#5a2124")),
    "tenpai": Role(Pair(_INK, "#dde8f8"), Pair("#e3edfb", "#1f3a5f")),
    "offender": Role(Pair(_INK, "#f8e3c8"), Pair("#fcebd5", "#553711")),
    # a seat's marks (riichi, tenpai, chombo): on the window and on every seat card
    "mark": Role(Pair("#b00000"), Pair("#ffc4bd")),
    # another desk's change, an entry to look at again, a read-only database
    "notice": Role(Pair("#7a3e00", "#fff1d6"), Pair("#ffdca8", "#4a3200")),
    "lost": Role(Pair("#ffffff", "#a00000"), Pair("#ffffff", "#a00000")),  # the database not reachable
    "back": Role(Pair("#1f5f1f"), Pair("#8fd694")),  # connected again
    "busy": Role(Pair("#1f3f8f", "#e3ebf8"), Pair("#cfe0ff", "#1d3461")),  # a write waiting
    "banner": Role(Pair("#8a4b00"), Pair("#ffc36b")),  # the desk's line above the result keys
    "pending": Role(Pair("#1f3f8f"), Pair("#9cc0ff")),  # what the hand being entered does
    "positive": Role(Pair("#1e6b2e"), Pair("#8fd694")),  # done, adds up
    "negative": Role(Pair("#b00000"), Pair("#ff8a80")),  # a problem, a negative figure, time up
    "warning": Role(Pair("#a04800"), Pair("#ffb347")),  # the clock's last five minutes
    "muted": Role(Pair("#666666"), Pair("#a6a6a6")),  # a clock not counting, what no longer counts
    "changed": Role(Pair(_INK, "#ffe7a8"), Pair("#fff2c8", "#5c4a12")),  # a hand another desk changed
    "up": Role(Pair("#1f4e9d"), Pair("#6ea8ff")),  # a league table's promotion line
    "down": Role(Pair("#c00000"), Pair("#ff7b72")),  # and its relegation line
}
SEAT_CARDS = ("winner", "loser", "tenpai", "offender")  # the backgrounds "mark" is also drawn on
# The window and base (table) colours of the light and dark schemes a role without a background is
# drawn on: Qt's Fusion, Windows 10/11, macOS (light #ececec, dark #323232), and the base of the views.
WINDOWS = {"light": ("#ffffff", "#f0f0f0", "#efefef", "#ececec"),
           "dark": ("#1e1e1e", "#202020", "#2b2b2b", "#323232", "#353535")}


def luminance(colour: str) -> float:
    """WCAG 2's relative luminance of ``#rrggbb``."""
    channels = [int(colour[i:i + 2], 16) / 255 for i in (1, 3, 5)]
    r, g, b = (c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(one: str, other: str) -> float:
    """WCAG 2's contrast ratio of two colours, from 1 (the same) to 21 (black on white)."""
    high, low = sorted((luminance(one), luminance(other)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def dark(palette: QPalette | None = None) -> bool:
    """Whether ``palette`` (default: the application's) is a dark one: its window colour is darker
    than mid-grey."""
    from PySide6.QtGui import QGuiApplication, QPalette

    palette = palette or QGuiApplication.palette()
    return palette.color(QPalette.ColorRole.Window).lightness() < 128


def colours(role: str, palette: QPalette | None = None) -> Pair:
    """``role``'s colours for the scheme of ``palette`` (default: the application's) now."""
    chosen = ROLES[role]
    return chosen.dark if dark(palette) else chosen.light


def qcolour(role: str, palette: QPalette | None = None) -> QColor:
    """``role``'s text colour now (a model's foreground, a painted line)."""
    from PySide6.QtGui import QColor

    return QColor(colours(role, palette).text)


def sheet(role: str | None, rest: str = "", selector: str = "") -> str:
    """A style sheet: ``rest`` (sizes, weights, padding) with ``role``'s colours now; inside
    ``selector { … }`` when given, and then also for the labels inside it (a seat card's name and
    score take the card's text colour, not the palette's)."""
    parts = []
    if role is not None:
        pair = colours(role)
        parts.append(f"color: {pair.text};")
        if pair.background is not None:
            parts.append(f"background: {pair.background};")
    body = " ".join([*parts, rest]).strip()
    if not selector:
        return body
    if role is None:
        return f"{selector} {{ {body} }}" if body else ""
    return f"{selector} {{ {body} }} {selector} QLabel {{ color: {colours(role).text}; }}"


def paint(widget: QWidget, role: str | None, rest: str = "", selector: str = "") -> None:
    """Give ``widget`` the style sheet of :func:`sheet`, built again whenever the application's
    palette changes while it shows (dark mode switched on or off)."""
    follow_palette()
    widget.setProperty("colourRole", role or "")
    widget.setProperty("colourRest", rest)
    widget.setProperty("colourSelector", selector)
    widget.setStyleSheet(sheet(role, rest, selector))


def role_of(widget: QWidget) -> str | None:
    """The role :func:`paint` gave ``widget`` (None: none, or never painted)."""
    return widget.property("colourRole") or None


_state: dict[str, object] = {}


def follow_palette() -> None:
    """From now on, when the application's palette changes (the system's dark mode switched on or off),
    every widget with a style sheet is styled again: Qt resolves a style sheet into a widget's palette
    once, so a label with only a font size kept the old scheme's text colour, and a painted role its
    old colours. A hidden widget without a style sheet of its own is told of the change; it passes it on."""
    if "sentinel" in _state:
        return
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QWidget

    class Sentinel(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
            if event.type() == QEvent.Type.PaletteChange:
                restyle()
            return False

    widget = QWidget()  # never shown; it takes the application's palette as every plain widget does
    widget.setObjectName("paletteSentinel")
    sentinel = Sentinel(widget)
    widget.installEventFilter(sentinel)
    _state["sentinel"] = widget


def restyle() -> None:
    """Every widget's style sheet resolved again against the application's palette now (a painted
    role's sheet built again for the scheme now)."""
    from PySide6.QtWidgets import QApplication

    for widget in QApplication.allWidgets():
        if role_of(widget) is not None or widget.property("colourRest") is not None:
            widget.setStyleSheet(sheet(role_of(widget), str(widget.property("colourRest") or ""),
                                       str(widget.property("colourSelector") or "")))
        elif widget.styleSheet():
            widget.setStyleSheet(widget.styleSheet())

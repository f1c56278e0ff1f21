"""Windows and dialogs sized for the screen they open on (issue 29, item 4; issue 36).

A window's place and size are kept between sessions with the screen area they were on. Reopened on a
screen of another size (the laptop's 1366×768, then the venue's 1920×1080) the window keeps its share
of the screen rather than its pixels, and it always fits inside the screen it is on. The first time, it
takes a share of the screen under the mouse, centred, at least its comfortable size.

Qt's own ``restoreGeometry`` is not used for this: it refuses a geometry saved on a screen more than
a quarter narrower or wider, and the window then opened at its bare size hint (926×720 on 1920×1080).

A dialog asks for its comfortable size with :func:`fit_to_screen`: it gets it, or what the screen's
available area holds with room for the window system's frame (a Windows laptop at 150 % has about
1280×672 logical pixels under its taskbar, and a title bar of about 31 more: a 940×720 dialog had its
Save/Cancel row under the taskbar). Once shown, its frame is kept inside that area (:func:`keep_inside`).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QSettings, QSize, QTimer
from PySide6.QtGui import QCursor, QGuiApplication, QScreen
from PySide6.QtWidgets import QWidget

# Room for a frame the window system has not drawn yet (logical px): a Windows title bar at any
# scaling (about 31) and its borders, more than Linux and macOS take.
FRAME_ROOM = QSize(16, 40)


def fitted(area: QRect, size: QSize, place: QPoint | None = None) -> QRect:
    """``size`` at ``place`` (None: centred), moved and shrunk as needed to lie inside ``area``."""
    size = size.boundedTo(area.size())
    if place is None:
        place = QPoint(area.x() + (area.width() - size.width()) // 2,
                       area.y() + (area.height() - size.height()) // 2)
    x = min(max(place.x(), area.left()), area.x() + area.width() - size.width())
    y = min(max(place.y(), area.top()), area.y() + area.height() - size.height())
    return QRect(QPoint(x, y), size)


def rescaled(rect: QRect, was: QRect, now: QRect) -> QRect:
    """``rect`` on a screen whose area was ``was``, as the same share and place of area ``now``."""
    if was.isEmpty() or was == now:
        return QRect(rect)
    sx, sy = now.width() / was.width(), now.height() / was.height()
    return QRect(now.x() + round((rect.x() - was.x()) * sx), now.y() + round((rect.y() - was.y()) * sy),
                 round(rect.width() * sx), round(rect.height() * sy))


def first_size(area: QSize, least: QSize, share: tuple[float, float]) -> QSize:
    """A new window: ``share`` of the screen's area, at least ``least`` (the screen permitting)."""
    return QSize(max(least.width(), round(area.width() * share[0])),
                 max(least.height(), round(area.height() * share[1])))


def restore(window: QWidget, settings: QSettings, key: str, *, least: QSize,
            share: tuple[float, float] = (0.8, 0.85)) -> None:
    """Size and place ``window`` (not yet shown) as :func:`save` saw it, fitted to its screen now."""
    saved, was = _rect(settings.value(f"{key}/rect")), _rect(settings.value(f"{key}/screen"))
    if saved is None:
        legacy = settings.value(f"{key}/geometry")  # written by earlier versions through Qt
        if legacy is not None and window.restoreGeometry(legacy):
            saved, was = window.geometry(), None
    screen = _screen_at(saved.center() if saved is not None else QCursor.pos())
    area = screen.availableGeometry()
    if saved is None:
        rect = fitted(area, first_size(area.size(), least, share))
    else:
        moved = rescaled(saved, was or area, area)
        rect = fitted(area, moved.size(), moved.topLeft())
    window.setGeometry(rect)
    if settings.value(f"{key}/maximized") in (True, "true"):
        from PySide6.QtCore import Qt

        window.setWindowState(window.windowState() | Qt.WindowState.WindowMaximized)


def keep_inside(window: QWidget) -> None:
    """Once shown, when the window system's frame is known: the frame too inside the screen."""
    if window.isMaximized() or window.isFullScreen():
        return
    frame, inner = window.frameGeometry(), window.geometry()
    area = window.screen().availableGeometry()
    outside = fitted(area, frame.size(), frame.topLeft())
    if outside != frame:
        margins = frame.size() - inner.size()
        window.resize(outside.size() - margins)
        window.move(outside.topLeft())


def room(area: QSize) -> QSize:
    """The largest window (without its frame) that an available area of ``area`` holds."""
    return (area - FRAME_ROOM).expandedTo(QSize(0, 0))


def fit_to_screen(window: QWidget, wanted: QSize) -> QSize:
    """Size ``window`` (a dialog or a window of its own, not yet shown) ``wanted``, or as much of it as
    its screen's available area holds with the frame: the screen of its parent, else the one under
    the mouse. Once shown, its frame is kept inside that area too. Returns the size given."""
    parent = window.parentWidget()
    screen = parent.window().screen() if parent is not None else _screen_at(QCursor.pos())
    size = wanted.boundedTo(room(screen.availableGeometry().size()))
    window.resize(size)
    if not window.property("keptInside"):
        window.setProperty("keptInside", True)
        window.installEventFilter(_KeepInside(window))
    return size


class _KeepInside(QObject):
    """At each show, once the frame is known: the frame inside the screen's available area. Right
    after the show, not in it: a dialog takes its place over its parent in its own showEvent, which
    comes after this filter (and a move here would stop it). ``placed`` says when it is done."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.Show and isinstance(watched, QWidget):
            watched.setProperty("placed", False)
            QTimer.singleShot(0, watched, lambda: self._place(watched))
        return False

    @staticmethod
    def _place(window: QWidget) -> None:
        keep_inside(window)
        window.setProperty("placed", True)


def placed(window: QWidget) -> bool:
    """Whether ``window``, sized by :func:`fit_to_screen` and shown, has been kept inside its screen."""
    return bool(window.property("placed"))


def save(window: QWidget, settings: QSettings, key: str) -> None:
    rect = window.normalGeometry() if window.isMaximized() else window.geometry()
    settings.setValue(f"{key}/rect", _text(rect))
    settings.setValue(f"{key}/screen", _text(window.screen().availableGeometry()))
    settings.setValue(f"{key}/maximized", window.isMaximized())


def _screen_at(point: QPoint) -> QScreen:
    return QGuiApplication.screenAt(point) or QGuiApplication.primaryScreen()


def _text(rect: QRect) -> str:
    return f"{rect.x()},{rect.y()},{rect.width()},{rect.height()}"


def _rect(text: object) -> QRect | None:
    try:
        x, y, width, height = (int(v) for v in str(text).split(","))
    except ValueError:
        return None  # nothing saved, or unreadable: as the first time
    return QRect(x, y, width, height) if width > 0 and height > 0 else None

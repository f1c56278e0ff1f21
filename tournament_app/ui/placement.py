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

Every window is placed by its frame (issue 38, item 3): the title bar and borders, not only the client
area, lie inside the available area. Before the first show the window system has not told Qt its frame
(X11 tells it after mapping, Windows at creation), so a frame of :data:`ASSUMED_FRAME` is allowed for;
once shown, the frame as drawn is kept inside (a main window saved at ``83,0,1200,768`` had its title
bar above a 1366×768 screen, and the score desk ran 20 px below it). A window's place is kept as its
frame's top left with its client area's size; one saved by earlier versions (the client area's top
left) comes back with its title bar where its client area began, on the screen.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QMargins, QObject, QPoint, QRect, QSettings, QSize, QTimer
from PySide6.QtGui import QCursor, QGuiApplication, QScreen
from PySide6.QtWidgets import QWidget

# The frame of a window the window system has not framed yet (logical px: left, top, right, bottom):
# a Windows title bar at any scaling (about 31) and its borders, more than Linux and macOS take.
ASSUMED_FRAME = QMargins(8, 32, 8, 8)
# A window manager frames a window a moment after it is shown: looked for this often, this long
FRAME_WAITS, FRAME_WAIT_MS = 10, 100


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
        place(window, first_size(area.size(), least, share), screen=screen)
    else:
        moved = rescaled(saved, was or area, area)
        place(window, moved.size(), moved.topLeft(), screen=screen)
    if settings.value(f"{key}/maximized") in (True, "true"):
        from PySide6.QtCore import Qt  # not before: the first screen is built without Qt's enums

        window.setWindowState(window.windowState() | Qt.WindowState.WindowMaximized)


def frame_margins(window: QWidget) -> QMargins:
    """The window system's frame around ``window``: as drawn once it is known, else as assumed."""
    drawn = _drawn_frame(window)
    return ASSUMED_FRAME if drawn is None else drawn


def _drawn_frame(window: QWidget) -> QMargins | None:
    """The frame as the window system drew it; None while it is not known (not shown yet, or on X11
    the window manager not yet done framing it). Frameless windows (the projectors) are not placed
    here: they cover their screen."""
    frame, inner = window.frameGeometry(), window.geometry()
    drawn = QMargins(inner.left() - frame.left(), inner.top() - frame.top(),
                     frame.right() - inner.right(), frame.bottom() - inner.bottom())
    return drawn if window.isVisible() and not drawn.isNull() else None


def client_room(window: QWidget, screen: QScreen) -> QSize:
    """The largest client area of ``window`` whose frame the available area of ``screen`` holds."""
    margins = frame_margins(window)
    frame = QSize(margins.left() + margins.right(), margins.top() + margins.bottom())
    return (screen.availableGeometry().size() - frame).expandedTo(QSize(0, 0))


def place(window: QWidget, size: QSize, frame_at: QPoint | None = None, *,
          screen: QScreen | None = None) -> None:
    """Size ``window`` ``size`` (its client area), or as much as ``screen`` (its own, by default)
    holds with the frame, and put its frame's top left at ``frame_at`` (None: centred), moved so that
    the whole frame lies inside the available area. Once shown, the frame as drawn is kept inside
    too."""
    screen = screen or window.screen() or QGuiApplication.primaryScreen()
    margins = frame_margins(window)
    frame = fitted(screen.availableGeometry(), size.grownBy(margins), frame_at)
    window.resize(frame.size().shrunkBy(margins))
    window.move(frame.topLeft())  # a top-level window's position is its frame's, framed or not yet
    _keep_inside_once_shown(window)


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


def fit_to_screen(window: QWidget, wanted: QSize) -> QSize:
    """Size ``window`` (a dialog or a window of its own, not yet shown) ``wanted``, or as much of it as
    its screen's available area holds with the frame: the screen of its parent, else the one under
    the mouse. Where it opens is left to Qt (a dialog over its parent) and the window system; once
    shown, its frame is kept inside that area. Returns the size given."""
    parent = window.parentWidget()
    screen = parent.window().screen() if parent is not None else _screen_at(QCursor.pos())
    size = wanted.boundedTo(client_room(window, screen))
    window.resize(size)
    _keep_inside_once_shown(window)
    return size


def _keep_inside_once_shown(window: QWidget) -> None:
    if not window.property("keptInside"):
        window.setProperty("keptInside", True)
        window.installEventFilter(_KeepInside(window))


class _KeepInside(QObject):
    """At each show, once the frame is known: the frame inside the screen's available area. Right
    after the show, not in it: a dialog takes its place over its parent in its own showEvent, which
    comes after this filter (and a move here would stop it); and again while the window manager has
    not framed it yet (a title bar taller than assumed). ``placed`` says when it is done."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.Show and isinstance(watched, QWidget):
            watched.setProperty("placed", False)
            QTimer.singleShot(0, watched, lambda: self._place(watched))
        return False

    def _place(self, window: QWidget, waits: int = FRAME_WAITS) -> None:
        keep_inside(window)
        if waits > 0 and window.isVisible() and _drawn_frame(window) is None:
            QTimer.singleShot(FRAME_WAIT_MS, window, lambda: self._place(window, waits - 1))
            return
        window.setProperty("placed", True)


def placed(window: QWidget) -> bool:
    """Whether ``window``, sized by :func:`fit_to_screen` or :func:`place` and shown, has been kept
    inside its screen."""
    return bool(window.property("placed"))


def save(window: QWidget, settings: QSettings, key: str) -> None:
    """The frame's top left and the client area's size: what :func:`place` takes, so that a window
    reopened where it was left does not creep by the frame's width each time."""
    if window.isMaximized():
        normal, margins = window.normalGeometry(), frame_margins(window)
        rect = QRect(normal.topLeft() - QPoint(margins.left(), margins.top()), normal.size())
    else:
        rect = QRect(window.pos(), window.size())
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

"""The Qt binding itself: a long-running window (the projector repaints every second) must not wear
down Python's own objects. PySide6 6.12.0 on Python 3.11 dropped a reference to ``None`` on every
painter call that returns nothing, and the app aborted with "none_dealloc" within minutes."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPen
from pytestqt.qtbot import QtBot

pytestmark = pytest.mark.skipif(sys.version_info >= (3, 12),
                                reason="None is immortal from Python 3.12: its count never changes")


def test_painting_keeps_the_reference_count_of_none(qtbot: QtBot) -> None:
    image = QImage(64, 64, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        before = sys.getrefcount(None)
        for _ in range(1000):  # a few minutes of projector repaints (more would abort the run)
            painter.save()
            painter.setPen(QPen(QColor("#1f77b4"), 2))
            painter.drawLine(QPointF(0, 0), QPointF(10, 10))
            painter.drawRect(QRectF(1, 1, 5, 5))
            painter.restore()
        after = sys.getrefcount(None)
    finally:
        painter.end()
    # a healthy binding leaves the count where it was (a few either way from the interpreter itself)
    assert abs(after - before) < 1000, f"None lost {before - after} references in 5,000 painter calls"

"""Fixtures the window tests share."""

from __future__ import annotations

from collections.abc import Iterator

import pytest


@pytest.fixture
def app_font(qapp: object) -> Iterator[None]:
    """The font the app runs with (ui.app.use_one_font: Noto Sans CJK JP where installed, whose rows are
    taller than Qt's default), put back afterwards so that no other test depends on the order."""
    from PySide6.QtWidgets import QApplication

    from tournament_app.ui.app import use_one_font

    app = QApplication.instance()
    before = app.font()
    use_one_font(app)
    try:
        yield
    finally:
        app.setFont(before)

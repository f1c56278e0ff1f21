"""The documents' and charts' font: one family that has Japanese glyphs (QtGui only)."""

from __future__ import annotations

from tournament_app.platform.screen import japanese_family


def cjk_family() -> str | None:
    """A font family that has Japanese glyphs (the screens' own, by any of its names), or None to keep
    Qt's default."""
    return japanese_family()

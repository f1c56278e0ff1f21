"""The documents' and charts' font: one family that has Japanese glyphs (QtGui only)."""

from __future__ import annotations

from PySide6.QtGui import QFontDatabase


def cjk_family() -> str | None:
    """A font family that has Japanese glyphs, or None to keep Qt's default."""
    families = QFontDatabase.families()
    for wanted in ("Noto Sans CJK JP", "Noto Sans JP"):
        if wanted in families:
            return wanted
    for family in families:
        if "Noto Sans CJK" in family:
            return family
    # Desktop machines without Noto: the Japanese fonts of Windows and macOS.
    for wanted in ("Yu Gothic", "游ゴシック", "Meiryo", "メイリオ", "Hiragino Sans", "MS PGothic"):
        if wanted in families:
            return wanted
    return None

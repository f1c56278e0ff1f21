"""The platform layer's screen and keys (issue 36, "Screens"; platforms.md rows 21, 25-27): Japanese
fonts by their Japanese names too, shortcuts as each system writes them, and a key for each action
that a Mac keyboard has without fn (and that is not one of a Mac's own)."""

from __future__ import annotations

import re

import pytest
from PySide6.QtGui import QFontDatabase, QKeySequence

from tournament_app.platform import screen
from tournament_app.platform import system as platform_system

# How a Japanese Windows 10 and macOS 14 list their Japanese fonts to Qt (their localised names; Qt's
# English alias is not in the list on every version), besides Latin ones.
JAPANESE_WINDOWS = ["Arial", "Segoe UI", "游ゴシック", "游明朝", "メイリオ", "ＭＳ ゴシック",
                    "ＭＳ Ｐゴシック"]
OLD_JAPANESE_WINDOWS = ["Arial", "Segoe UI", "メイリオ", "ＭＳ Ｐゴシック"]  # Windows 7: no Yu Gothic
JAPANESE_MAC = ["Helvetica Neue", "ヒラギノ角ゴシック", "ヒラギノ明朝 ProN", "Osaka"]


@pytest.fixture(params=["win32", "darwin", "linux"])
def system(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.setattr(platform_system, "SYSTEM", request.param)
    return request.param


def test_japanese_fonts_are_found_by_their_japanese_names() -> None:
    assert screen.japanese_family(JAPANESE_WINDOWS) == "游ゴシック"
    assert screen.japanese_family(OLD_JAPANESE_WINDOWS) == "メイリオ"
    assert screen.japanese_family(JAPANESE_MAC) == "ヒラギノ角ゴシック"
    assert screen.japanese_family(["Yu Gothic UI", "游ゴシック"]) == "Yu Gothic UI"  # the UI cut first
    assert screen.japanese_family(["MEIRYO UI"]) == "MEIRYO UI"  # as the system spells it
    assert screen.japanese_family(["Noto Sans CJK KR"]) == "Noto Sans CJK KR"  # kana too
    assert screen.japanese_family(["Arial", "Segoe UI"]) is None


@pytest.mark.parametrize("installed", [JAPANESE_WINDOWS, OLD_JAPANESE_WINDOWS, JAPANESE_MAC])
def test_the_app_and_the_documents_use_the_same_family_there(qapp: object, monkeypatch: pytest.MonkeyPatch,
                                                             installed: list[str]) -> None:
    """The screens (ui.app) and the printed documents and charts (export.fonts) read one list."""
    from PySide6.QtWidgets import QApplication

    from tournament_app.export.fonts import cjk_family
    from tournament_app.ui.app import use_one_font

    monkeypatch.setattr(QFontDatabase, "families", staticmethod(lambda *_a: installed))
    app = QApplication.instance()
    before = app.font()
    try:
        family = use_one_font(app)
        assert family == cjk_family() == screen.japanese_family(installed) is not None
        assert app.font().family() == family
    finally:
        app.setFont(before)


def test_shortcuts_as_each_system_writes_them(qapp: object, system: str) -> None:
    written = [screen.key_text(k) for k in ("Ctrl+1", "Ctrl+Shift+Return", "F2", "Ctrl+Meta+F", "Backspace",
                                            "Ctrl+?", "Ctrl+Alt+H")]
    if system == "darwin":  # ⌃⌥⇧⌘ in Apple's order, then the key, as Qt's NativeText does on macOS
        assert written == ["⌘1", "⇧⌘↩", "F2", "⌃⌘F", "⌫", "⌘?", "⌥⌘H"]
    else:  # a PC's key says Enter where Qt says Return
        assert written == ["Ctrl+1", "Ctrl+Shift+Enter", "F2", "Meta+Ctrl+F", "Backspace", "Ctrl+?",
                           "Ctrl+Alt+H"]
    assert screen.key_text(QKeySequence("Ctrl+Z")) == ("⌘Z" if system == "darwin" else "Ctrl+Z")


def test_every_action_has_a_key_a_macs_keyboard_has(qapp: object, system: str) -> None:
    """Without fn, and not taken by macOS itself (F11 shows the desktop, ⌘H hides the app); a Mac's
    "delete" key is Backspace."""
    for action in screen.KEYS:
        keys = screen.keys(action)
        assert keys, action
        if system == "darwin":
            first = QKeySequence(keys[0])[0]
            assert not re.fullmatch(r"Key_F\d+|Key_Insert", first.key().name), action
            taken = {QKeySequence(k) for k in (*screen.MAC_MENU_KEYS, "F11")}
            assert not {QKeySequence(k) for k in keys} & taken, action
    assert ("Backspace" in screen.keys("delete")) == (system == "darwin")
    assert screen.keys("history") == (("Ctrl+Y",) if system == "darwin" else ("Ctrl+H",))
    assert screen.action_key_text("edit hand") == ("⇧⌘E" if system == "darwin" else "F2")

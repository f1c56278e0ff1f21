"""A database that cannot be opened leads to a choice, not a crash."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from tournament_app.storage.database import close_database
from tournament_app.storage.models import Tournament
from tournament_app.ui.opening import open_or_choose


def test_a_file_that_is_not_a_database_offers_a_new_one(qtbot: QtBot, tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    bad = tmp_path / "notes.sqlite3"
    bad.write_text("these are not the tables you are looking for", encoding="utf-8")
    fresh = tmp_path / "new.sqlite3"
    shown: list[str] = []

    def exec_box(box: QMessageBox) -> int:
        shown.append(box.text())
        new = next(b for b in box.buttons() if "new" in b.text().lower())
        monkeypatch.setattr(QMessageBox, "clickedButton", lambda self: new)
        return 0

    monkeypatch.setattr(QMessageBox, "exec", exec_box)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(fresh), ""))
    try:
        assert open_or_choose(str(bad)) == str(fresh)
        assert Tournament.select().count() == 0  # the new database is open and usable
    finally:
        close_database()
    assert len(shown) == 1 and "not a database" in shown[0]
    assert bad.read_text(encoding="utf-8").startswith("these are not")  # left untouched


def test_giving_up_returns_none(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    bad = tmp_path / "notes.sqlite3"
    bad.write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(200))

    def exec_box(box: QMessageBox) -> int:
        quit_button = next(b for b in box.buttons() if "quit" in b.text().lower())
        monkeypatch.setattr(QMessageBox, "clickedButton", lambda self: quit_button)
        return 0

    monkeypatch.setattr(QMessageBox, "exec", exec_box)
    assert open_or_choose(str(bad)) is None


def test_one_font_carries_kana_and_digits(qtbot) -> None:
    """Issue 10 (14): with a family that has both, 「25,000持ち」 is drawn in one font."""
    from PySide6.QtGui import QFontDatabase

    from tournament_app.platform.screen import JAPANESE_FAMILIES
    from tournament_app.ui.app import application, use_one_font

    app = application()
    before = app.font()
    try:
        family = use_one_font(app)
        available = [f for f in JAPANESE_FAMILIES if f in set(QFontDatabase.families())]
        if not available:
            pytest.skip("no Japanese font installed (Debian: fonts-noto-cjk; .ci/run installs it)")
        assert family == available[0] and app.font().family() == family
    finally:
        app.setFont(before)  # the other tests' layouts must not depend on the order they run in


def test_a_stop_while_the_window_opens_quits_the_app_once_its_loop_runs(qtbot: QtBot) -> None:
    """SIGTERM after the database is open but before the app's stop handlers are set (the window being
    built) is held by the console script's first handler; the app acts on it once its loop runs,
    instead of running on with the stop lost (seen: an app that never ended on SIGTERM)."""
    import signal

    from PySide6.QtCore import QTimer

    from tournament_app.platform import signals
    from tournament_app.ui.app import _quit_on_signals, application

    app = application()
    saved = {s: signal.getsignal(s) for s in (signal.SIGINT, signal.SIGTERM)}
    timers = set(app.findChildren(QTimer))
    still_running: list[bool] = []
    try:
        signals._wait(signal.SIGTERM, None)  # what catch_early's handler does with it
        QTimer.singleShot(10_000, lambda: (still_running.append(True), app.quit()))  # (never a hang)
        _quit_on_signals(app)
        app.exec()
    finally:
        for s, handler in saved.items():
            signal.signal(s, handler)
        for timer in set(app.findChildren(QTimer)) - timers:
            timer.stop()
            timer.deleteLater()
    assert not still_running and not signals._waiting

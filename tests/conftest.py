"""Shared test set-up: Qt offscreen, English messages, a fresh database per test that asks."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from tournament_app.words.i18n import set_language


@pytest.fixture(scope="session", autouse=True)
def _widgets_application(qapp: object) -> object:
    """One QApplication (widgets) for the whole run, made first: a PDF written by a command-line test
    would otherwise start a QGuiApplication, on which a later window in the same process aborts."""
    return qapp


@pytest.fixture(autouse=True)
def _english() -> Iterator[None]:
    set_language("en")
    yield
    set_language("en")


@pytest.fixture(autouse=True)
def _signals_as_a_new_process_has_them() -> Iterator[None]:
    """Each test starts with the stop signals as a fresh command's process has them: not blocked, not
    ignored (a child started by a test inherits both), and no stop held or waiting in the app's signal
    layer. One process runs many tests here, where the app runs one command per process."""
    import signal

    from tournament_app.platform import signals

    stops = [signal.SIGINT, signal.SIGTERM]
    if hasattr(signal, "pthread_sigmask"):
        signal.pthread_sigmask(signal.SIG_UNBLOCK, stops)
    if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
        signal.signal(signal.SIGINT, signal.default_int_handler)
    if signal.getsignal(signal.SIGTERM) is signal.SIG_IGN:
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
    signals._waiting.clear()
    signals._deferred.clear()
    signals._holding[0] = 0
    signals._settled[0] = False
    yield


@pytest.fixture(params=["sqlite", "postgresql"])
def backend_db(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """A fresh tournament database on each back end (SQLite file, PostgreSQL database), opened."""
    from tests.backends import discard, new_database
    from tournament_app.storage.database import close_database, open_database

    address = new_database(request.param, tmp_path)
    open_database(address)
    yield address
    close_database()
    discard(request.param, address)


@pytest.fixture
def venue(backend_db: str) -> Iterator[Any]:
    """A venue server for phones on loopback, two tables of round 1 seated (tests/web/conftest.py), on
    each back end: for the web tests and the hostile-input ones alike."""
    from tests.web.conftest import start_venue

    v = start_venue()
    yield v
    v.http.close()
    v.server.stop()


@pytest.fixture
def tournament_db(tmp_path: Path) -> Iterator[Path]:
    """A fresh tournament database file, opened and bound to the models."""
    from tournament_app.storage.database import close_database, open_database

    path = tmp_path / "tournament.sqlite3"
    open_database(path)
    yield path
    close_database()


@pytest.fixture(autouse=True)
def _no_unexpected_modal(monkeypatch: pytest.MonkeyPatch) -> None:
    """A message box nobody expected fails the test at once instead of hanging it.

    Tests that expect one patch the method again themselves (their patch wins).
    """
    from PySide6.QtWidgets import QMessageBox

    def unexpected(*args: object, **kwargs: object) -> None:
        texts = [a for a in args if isinstance(a, str)]
        raise AssertionError(f"unexpected modal message box: {texts}")

    for name in ("warning", "critical", "information", "question", "about"):
        monkeypatch.setattr(QMessageBox, name, unexpected)
    monkeypatch.setattr(QMessageBox, "exec", lambda self: unexpected(self.text()))

"""Shared test set-up: Qt offscreen, English messages, a fresh database per test that asks."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from tournament_app.i18n import set_language  # noqa: E402 - Qt must see the platform first


@pytest.fixture(autouse=True)
def _english() -> Iterator[None]:
    set_language("en")
    yield
    set_language("en")


@pytest.fixture
def tournament_db(tmp_path: Path) -> Iterator[Path]:
    """A fresh tournament database file, opened and bound to the models."""
    from tournament_app.storage.database import close_database, open_database

    path = tmp_path / "tournament.sqlite3"
    open_database(path)
    yield path
    close_database()

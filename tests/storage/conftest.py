from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import peewee
import pytest

from tournament_app.storage import close_database, open_database


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "tournament.sqlite3"


@pytest.fixture
def db(db_path: Path) -> Iterator[peewee.Database]:
    """A fresh tournament database in this test's temporary folder, bound to the models."""
    database = open_database(db_path)
    yield database
    close_database()


@pytest.fixture(autouse=True)
def _unbind() -> Iterator[None]:
    # Each test starts and ends with no database bound, whatever it opened.
    close_database()
    yield
    close_database()

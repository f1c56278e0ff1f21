"""The services suite runs on both back ends: ``tournament_db`` here is SQLite and PostgreSQL."""

from __future__ import annotations

import pytest


@pytest.fixture
def tournament_db(backend_db: str) -> str:
    return backend_db

"""The two back ends the storage and services suites run on: a SQLite file and a PostgreSQL database.

PostgreSQL comes from ``TOURNAMENT_APP_TEST_PG`` (a server URL where the tests may create databases;
``.ci/run`` and ``tools/pg_test_server.sh`` start a throwaway cluster and set it). Without it the
PostgreSQL half skips with the reason, except under CI, where a missing server fails.
"""

from __future__ import annotations

import os
import uuid
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import pytest

ENV = "TOURNAMENT_APP_TEST_PG"
BACKENDS = ("sqlite", "postgresql")


def server_url() -> str:
    url = os.environ.get(ENV)
    if not url:
        if os.environ.get("CI"):
            pytest.fail(f"{ENV} is not set: CI must start a PostgreSQL server (.ci/run)")
        pytest.skip(f"no PostgreSQL server: set {ENV} (bash tools/pg_test_server.sh start)")
    return url


def _with_db(url: str, name: str) -> str:
    parts = urlsplit(url)
    return urlunsplit(parts._replace(path="/" + name))


def _admin(url: str):
    import psycopg

    return psycopg.connect(url, autocommit=True, connect_timeout=5)


def create_pg_database(prefix: str = "t") -> str:
    """A new empty PostgreSQL database; returns its URL."""
    url = server_url()
    name = f"{prefix}_{uuid.uuid4().hex[:12]}"
    with _admin(url) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    return _with_db(url, name)


def drop_pg_database(db_url: str) -> None:
    name = urlsplit(db_url).path.lstrip("/")
    with _admin(server_url()) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def new_database(backend: str, tmp_path: Path) -> str:
    """A fresh database address of ``backend`` (not yet opened)."""
    if backend == "sqlite":
        return str(tmp_path / "tournament.sqlite3")
    return create_pg_database()


def discard(backend: str, address: str) -> None:
    if backend == "postgresql":
        drop_pg_database(address)

"""The two back ends the storage and services suites run on: a SQLite file and a PostgreSQL database.

PostgreSQL comes from ``TOURNAMENT_APP_TEST_PG`` (a server URL where the tests may create databases;
``.ci/run`` and ``tools/pg_test_server.sh`` start a throwaway cluster and set it). Without it the
PostgreSQL half skips with the reason, except under CI, where a missing server fails.
"""

from __future__ import annotations

import os
import uuid
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import quote, urlsplit, urlunsplit

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


@dataclass(frozen=True)
class PasswordRole:
    """A login role of the test server that must give its password, and the empty database it owns."""

    host: str
    port: int
    user: str
    password: str
    database: str

    def url(self, *, password: bool = False) -> str:
        """Its address; ``password``: with the password written in it (percent-encoded)."""
        secret = ":" + quote(self.password, safe="") if password else ""
        return f"postgresql://{self.user}{secret}@{self.host}:{self.port}/{self.database}"


def create_password_role() -> PasswordRole:
    """A role that the test server asks for its password (scram-sha-256: a member of scram_users, see
    tools/pg_test_server.sh), with an empty database of its own. The password holds characters an
    address must encode and a password file must escape."""
    from psycopg import sql

    url = server_url()
    with _admin(url) as conn:
        if conn.execute("SELECT 1 FROM pg_roles WHERE rolname = 'scram_users'").fetchone() is None:
            if os.environ.get("CI"):
                pytest.fail(f"{ENV} has no role scram_users: start it with tools/pg_test_server.sh")
            pytest.skip("this PostgreSQL test server asks no role for a password (tools/pg_test_server.sh)")
        token = uuid.uuid4().hex[:12]
        role = PasswordRole(urlsplit(url).hostname or "127.0.0.1", urlsplit(url).port or 5432, f"pw_{token}",
                            f"Pw:{uuid.uuid4().hex}@/?&= x\\", f"pw_{token}")
        conn.execute("SET password_encryption = 'scram-sha-256'")
        conn.execute(sql.SQL("CREATE ROLE {} LOGIN PASSWORD {} IN ROLE scram_users").format(
            sql.Identifier(role.user), sql.Literal(role.password)))
        conn.execute(sql.SQL("CREATE DATABASE {} OWNER {}").format(sql.Identifier(role.database),
                                                                   sql.Identifier(role.user)))
    return role


def drop_password_role(role: PasswordRole) -> None:
    from psycopg import sql

    with _admin(server_url()) as conn:
        conn.execute(sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(sql.Identifier(role.database)))
        conn.execute(sql.SQL("DROP ROLE IF EXISTS {}").format(sql.Identifier(role.user)))

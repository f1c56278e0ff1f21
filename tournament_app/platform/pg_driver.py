"""psycopg only for PostgreSQL: a command on a SQLite file does not pay for the driver.

peewee imports psycopg (0.1 s: asyncio, the C library, every type adapter) when it is itself
imported, and playhouse.migrate does through postgres_ext. :func:`defer_psycopg` (the command line
calls it first) makes later imports of them see no driver; the first PostgreSQL database then calls
:func:`ensure_psycopg`, which imports it and hands it to peewee as peewee's own import would have
(hstore, which the app does not use, stays unregistered in playhouse). Where peewee was imported
normally (the tests, a script) both do nothing.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from types import ModuleType
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # importlib.abc itself loads importlib.resources: 10 ms of a command's start
    from importlib.abc import Loader
    from importlib.machinery import ModuleSpec

DRIVERS = ("psycopg", "psycopg2")


def _hides_drivers(name: str) -> bool:
    return name == "peewee" or name.startswith("playhouse.")  # playhouse.migrate reaches postgres_ext


class _WithoutDrivers:  # a meta path finder
    """Finds peewee and playhouse as the other finders do, and loads them with the drivers hidden."""

    def find_spec(self, name: str, path: Sequence[str] | None = None, target: ModuleType | None = None
                  ) -> ModuleSpec | None:
        if not _hides_drivers(name):
            return None
        for finder in sys.meta_path:
            if finder is not self and hasattr(finder, "find_spec"):
                spec = finder.find_spec(name, path, target)
                if spec is not None:
                    if spec.loader is not None:
                        spec.loader = _HidingLoader(spec.loader)  # type: ignore[assignment]
                    return spec
        return None


class _HidingLoader:  # a loader around the module's own
    def __init__(self, inner: Loader) -> None:
        self.inner = inner

    def create_module(self, spec: ModuleSpec) -> ModuleType | None:
        return self.inner.create_module(spec)

    def exec_module(self, module: ModuleType) -> None:
        hidden = [name for name in DRIVERS if name not in sys.modules]
        for name in hidden:
            sys.modules[name] = None  # type: ignore[assignment]  # "import psycopg" raises ImportError
        try:
            self.inner.exec_module(module)
        finally:
            for name in hidden:
                if name in sys.modules and sys.modules[name] is None:
                    del sys.modules[name]


def defer_psycopg() -> None:
    """Import peewee and playhouse, from now until :func:`ensure_psycopg`, without psycopg."""
    if "peewee" not in sys.modules and not _finders():
        sys.meta_path.insert(0, _WithoutDrivers())


def _finders() -> list[_WithoutDrivers]:
    return [f for f in sys.meta_path if isinstance(f, _WithoutDrivers)]


def ensure_psycopg() -> None:
    """Give peewee psycopg 3 if it was imported without it (before a PostgreSQL database is made)."""
    for finder in _finders():
        sys.meta_path.remove(finder)
    import peewee

    if peewee.psycopg is not None:
        return
    import psycopg
    from psycopg.pq import TransactionStatus
    from psycopg.types.json import Json, Jsonb

    # what peewee's own "import psycopg" sets: its module names and the adapter's status constants
    peewee.psycopg, peewee.TransactionStatus = psycopg, TransactionStatus
    peewee.Json_pg3, peewee.Jsonb_pg3 = Json, Jsonb
    adapter = peewee.Psycopg3Adapter
    adapter.txn_idle = TransactionStatus.IDLE
    adapter.txn_inerror = TransactionStatus.INERROR
    adapter.txn_unknown = TransactionStatus.UNKNOWN


def import_failure(exc: ImportError) -> str:
    """Why the driver did not import, in one line: psycopg lists each implementation it tried, the one
    needing a libpq from the system last ("libpq library not found"); that last line says it."""
    lines = [line.strip(" -") for line in str(exc).splitlines() if line.strip(" -")]
    return lines[-1] if lines else type(exc).__name__

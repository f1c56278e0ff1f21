"""Noticing changes other desks and processes make to the open database (see storage.changes)."""

from __future__ import annotations

from tournament_app.storage.changes import ChangeWatcher
from tournament_app.storage.models import db_proxy


def watcher() -> ChangeWatcher:
    """A watcher of the bound database; poll it on a timer."""
    return ChangeWatcher(db_proxy.obj)

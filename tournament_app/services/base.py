"""What every service shares: transactions, user-facing failures and the audit trail."""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, NoReturn

from tournament_app.messages import Message, UserError
from tournament_app.storage.database import user_errors
from tournament_app.storage.models import AuditEntry, db_proxy

CTX = "services"


def fail(text: str, **params: Any) -> NoReturn:
    """Refuse a request with a translatable message (``text`` marked with ``N_``)."""
    raise UserError(Message(CTX, text, params))


@contextmanager
def transaction() -> Iterator[None]:
    """One use case = one transaction: all of it is stored, or none of it."""
    with user_errors(), db_proxy.atomic():
        yield


def audit(action: str, entity: str, entity_id: int, before: Any = None, after: Any = None,
          tournament: int | None = None) -> None:
    """Record a change in the audit trail (inside the caller's transaction)."""
    AuditEntry.create(
        action=action, entity=entity, entity_id=entity_id, tournament=tournament,
        before=None if before is None else json.dumps(before, ensure_ascii=False, default=str),
        after=None if after is None else json.dumps(after, ensure_ascii=False, default=str),
    )

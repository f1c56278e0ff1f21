"""What every page shares: the tournament served, the database it was opened on, and running the
services off the event loop, in the request's language and under the request's author.

Services are blocking (peewee): they run on a small pool of worker threads (each keeps its own
database connection, as peewee does per thread); the event loop only reads and answers requests.
Each request's work waits for another program's lock only so long (BOUND_S, a worker's wait
included): then it is answered "busy" (services.base.BusyError), so that a database held for a minute
neither keeps a phone waiting nor takes every worker.
"""

from __future__ import annotations

import logging
import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from contextlib import AbstractContextManager
from typing import Any, TypeVar

import anyio
import peewee
from starlette.requests import Request
from starlette.responses import JSONResponse

from tournament_app.services.base import acting_as, bounded
from tournament_app.services.rows import GameView
from tournament_app.storage.database import DatabaseError
from tournament_app.storage.models import db_proxy
from tournament_app.web.requests import COOKIE, language_of_scope
from tournament_app.words.i18n import in_language, render, tr

CTX = "web"
WORKERS = 16  # database connections the server keeps at most (PostgreSQL: well under its 100)
# A request is answered within this, however long another program holds the database: stored,
# refused, or busy (nothing stored; the page sends the same again). A phone is promised 5 s.
BOUND_S = 4.0
# GameViews kept to say what changed (a stale version): at most this many, holding at most this many
# hands in all. Memory grows with the hands (about 2.5 KB each): 50 tables' recent views of ordinary
# games fit many times over, and a game made endless through its link cannot fill the server.
SHOWN_VIEWS = 512
SHOWN_HANDS = 20_000
log = logging.getLogger(__name__)
T = TypeVar("T")


class NotServingError(Exception):
    """The app switched to another database since the server started: it answers nothing more."""


class UnreachableError(Exception):
    """The database did not answer: one line, in the reader's language."""


class Site:
    def __init__(self, tournament_id: int, workers: int = WORKERS) -> None:
        self.tournament_id = tournament_id
        self.db: peewee.Database = db_proxy.obj
        self.limiter = anyio.CapacityLimiter(workers)
        # the change history's "who": the server's language, not the phone's
        self.phone_name = tr(CTX, "table {table} phone")
        self._views: OrderedDict[tuple[int, int], GameView] = OrderedDict()
        self._views_hands = 0
        self._views_lock = threading.Lock()

    def language(self, request: Request) -> str:
        return language_of_scope(request.scope, {k.lower(): v for k, v in request.headers.items()})

    def phone(self, request: Request, table: int) -> AbstractContextManager[None]:
        """Inside (on the worker): the changes made are recorded as this table's phone, at its address."""
        client = request.client.host if request.client else "?"
        return acting_as(f"{self.phone_name.format(table=table)} {client}")

    async def run(self, request: Request, work: Callable[..., T], *args: Any) -> T:
        """``work(*args)`` on a worker thread, speaking the request's language, within BOUND_S of now."""
        lang = self.language(request)
        until = time.monotonic() + BOUND_S

        def job() -> T:
            if db_proxy.obj is not self.db:
                raise NotServingError()
            with in_language(lang), bounded(until):
                try:
                    return work(*args)
                except DatabaseError as e:  # said to the organiser's log; the phone hears no path
                    log.warning("the database failed a request: %s", render(e.message))
                    raise UnreachableError(tr(CTX, "The tournament's database is not available right now; "
                                                   "nothing was stored. Try again in a moment.")) from None

        return await anyio.to_thread.run_sync(job, limiter=self.limiter)

    # GameViews the phones were shown, to say what changed when one sends a stale version
    def remember(self, view: GameView) -> None:
        key = (view.game_id, view.version)
        with self._views_lock:
            if key in self._views:
                self._views.move_to_end(key)
                return
            self._views[key] = view
            self._views_hands += len(view.hands)
            while len(self._views) > 1 and (len(self._views) > SHOWN_VIEWS
                                             or self._views_hands > SHOWN_HANDS):
                _key, old = self._views.popitem(last=False)
                self._views_hands -= len(old.hands)

    def shown_hands(self) -> int:
        """The hands the remembered views hold in all."""
        with self._views_lock:
            return self._views_hands

    def shown(self, game_id: int, version: int) -> GameView | None:
        with self._views_lock:
            return self._views.get((game_id, version))


def json_answer(data: Any, status: int = 200, headers: dict[str, str] | None = None) -> JSONResponse:
    return JSONResponse(data, status_code=status, headers=headers)


def error_answer(status: int, text: str, **extra: Any) -> JSONResponse:
    return JSONResponse({"error": text, **extra}, status_code=status)


def with_language_cookie(request: Request, response: Any) -> Any:
    """The page's language switch (``?lang=``) is remembered for the next pages."""
    asked = request.query_params.get("lang")
    if asked in ("ja", "en"):
        response.set_cookie(COOKIE, asked, max_age=365 * 86400, path="/", samesite="strict", httponly=True)
    return response

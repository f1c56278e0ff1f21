"""The venue server's application: its routes (nothing else is reachable) behind the guard.

``create_app(tournament_id)`` serves one tournament of the open database: the players' page at ``/``,
each table's link under ``/t/…``, the two files the pages use under ``/static/``.
"""

from __future__ import annotations

import logging

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from tournament_app.services.base import BusyError
from tournament_app.web import players_page, table_api
from tournament_app.web.guard import Guard, Limits
from tournament_app.web.html import not_found_page, static_files
from tournament_app.web.site import NotServingError, Site, UnreachableError, error_answer
from tournament_app.web.table_page import table_page
from tournament_app.words.i18n import in_language, tr
from tournament_app.words.messages import N_

CTX = "web"
log = logging.getLogger(__name__)
BUSY_WRITE = N_(CTX, "The tournament's database is busy (another program is writing to it): nothing was "
                     "stored. Try again in a moment.")
BUSY_READ = N_(CTX, "The tournament's database is busy (another program is writing to it): try again in a "
                    "moment.")


def create_app(tournament_id: int, limits: Limits | None = None) -> Guard:
    site = Site(tournament_id)
    statics = static_files()

    async def static(request: Request) -> Response:
        found = statics.get(request.path_params["name"])
        if found is None:
            raise HTTPException(404)
        body, kind = found
        return Response(body, media_type=kind, headers={"cache-control": "no-cache"})

    def missing(request: Request) -> Response:
        lang = site.language(request)
        with in_language(lang):
            return not_found_page(request, lang, tr(CTX, table_api.NOT_FOUND))

    def page(request: Request, target: object) -> Response:
        return table_page(request, site.language(request), target)  # type: ignore[arg-type]

    def speaking(request: Request, status: int, text: str) -> Response:
        lang = site.language(request)
        with in_language(lang):
            line = tr(CTX, text)
        if request.url.path.startswith("/t/") or request.method == "POST":
            return error_answer(status, line)
        with in_language(lang):
            return not_found_page(request, lang, line) if status == 404 else error_answer(status, line)

    async def not_found(request: Request, _exc: Exception) -> Response:
        return speaking(request, 404, "There is no such page.")

    async def not_allowed(request: Request, _exc: Exception) -> Response:
        return speaking(request, 405, "Not allowed.")

    async def not_serving(request: Request, _exc: Exception) -> Response:
        return speaking(request, 503, "The server was stopped: the organiser's app opened another database.")

    async def unreachable(request: Request, exc: Exception) -> Response:
        return error_answer(503, str(exc))

    async def busy(request: Request, _exc: Exception) -> Response:
        # another program held the database for the whole bound (site.BOUND_S): nothing was done
        with in_language(site.language(request)):
            line = tr(CTX, BUSY_WRITE if request.method == "POST" else BUSY_READ)
        return error_answer(503, line, busy=True)

    async def server_error(request: Request, exc: Exception) -> Response:
        # a bug: logged here with its trace, told to the phone in one line (no trace, no path)
        log.error("request %s %s failed", request.method, _shown_path(request), exc_info=exc)
        return speaking(request, 500, "Something went wrong on the server; nothing was half-stored. "
                                      "Try again, or record at a desk.")

    routes = [
        *players_page.routes(site),
        *table_api.routes(site, page, missing),
        Route("/static/{name:str}", static, methods=["GET"]),
    ]
    app = Starlette(routes=routes, exception_handlers={
        404: not_found, 405: not_allowed, NotServingError: not_serving, UnreachableError: unreachable,
        BusyError: busy, Exception: server_error,
    })
    return Guard(app, limits or Limits())


def _shown_path(request: Request) -> str:
    """The path for the log, a table link's secret left out."""
    parts = request.url.path.split("/")
    if len(parts) > 3 and parts[1] == "t":
        parts[3] = "…"
    return "/".join(parts)

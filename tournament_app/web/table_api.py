"""A table's link: its page and its JSON (CONTRACT.md, wave 3).

``GET {link}/game`` the game; ``POST {link}/preview`` what an entry would do; ``POST {link}/hands``,
``/undo``, ``/finish``, ``/final`` the writes, each with the version the phone showed (``seen``) and the
entry's identity (``id``): the same services a desk calls, answered 200 (stored, or stored before by
the same entry), 409 (the game moved on, or the identity came with another entry: nothing stored),
422 (the one-line reason), 403 (this link may not write that now), 404 (no such link), 503 with
``"busy": true`` (another program held the database for the whole bound: nothing stored, send the
same again).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from tournament_app.export.game_changes import change_summary
from tournament_app.rules.errors import RecordError
from tournament_app.services import games, table_links
from tournament_app.services.base import CTX as SERVICES_CTX
from tournament_app.services.base import (
    GAME_CHANGED,
    AlreadyStoredError,
    BusyError,
    ConflictError,
    ReusedActionError,
    bounded,
)
from tournament_app.services.clock import clock_of, server_now
from tournament_app.services.rows import GameView
from tournament_app.services.table_links import LinkTarget
from tournament_app.web import game_json as gj
from tournament_app.web.requests import JSON_CTX, MAX_NUMBER, BadRequestError, entry_id, parse_body, whole
from tournament_app.web.site import Site, json_answer, with_language_cookie
from tournament_app.words.i18n import in_language, tr, user_text
from tournament_app.words.messages import N_, UserError

CTX = "web"
BASE = "/t/{table_id:int}/{secret:str}"
MAX_VERSION = 2**31 - 1
# A hanchan is some 10 to 30 hands; a link that went on past this would only make its game (and the
# server's work on it) ever larger: the rare longer game goes on at a desk.
MAX_PHONE_HANDS = 200
_DIGITS = re.compile(r"[0-9]{1,10}")

MODE_REFUSALS = {
    "view": N_(CTX, "Phones only show this table at this tournament: record at a desk."),
    "final": N_(CTX, "Phones enter final scores only at this tournament."),
    "hands": N_(CTX, "Phones enter the game hand by hand at this tournament."),
}
FINISHED = N_(CTX, "The game is finished: this link no longer records. A desk can reopen it.")
NOT_FOUND = N_(CTX, "No such table link: it may have been renewed. Ask the organiser for the table's "
                    "new card.")


class LinkNotFoundError(Exception):
    """No such link: a wrong or renewed secret, another tournament's table, a table gone."""


class Answer(Exception):  # noqa: N818 - an answer, not an error
    """An answer decided inside the work: its status and JSON."""

    def __init__(self, status: int, data: dict[str, Any]) -> None:
        super().__init__(status)
        self.status, self.data = status, data


def routes(site: Site, page: Callable[[Request, LinkTarget], Response],
           missing: Callable[[Request], Response]) -> list[Route]:
    api = TableApi(site)

    async def table_page(request: Request) -> Response:
        try:
            target = await site.run(request, api.target, request.path_params["table_id"],
                                    request.path_params["secret"])
        except LinkNotFoundError:
            return missing(request)
        return with_language_cookie(request, page(request, target))

    return [
        Route(BASE, table_page, methods=["GET"]),
        Route(BASE + "/game", api.game, methods=["GET"]),
        Route(BASE + "/preview", api.preview, methods=["POST"]),
        Route(BASE + "/hands", api.hands, methods=["POST"]),
        Route(BASE + "/undo", api.undo, methods=["POST"]),
        Route(BASE + "/finish", api.finish, methods=["POST"]),
        Route(BASE + "/final", api.final, methods=["POST"]),
    ]


class TableApi:
    def __init__(self, site: Site) -> None:
        self.site = site

    def target(self, table_id: int, secret: str) -> LinkTarget:
        target = table_links.resolve(table_id, secret)
        if target is None or target.tournament_id != self.site.tournament_id:
            raise LinkNotFoundError()
        return target

    def payload(self, view: GameView, mode: str) -> dict[str, Any]:
        self.site.remember(view)
        clock = now = None
        if view.state != "finished":
            clock = clock_of(view.tournament_id, view.round)
            now = server_now() if clock.started else None
        return gj.game_json(view, mode, clock, now)

    def changed(self, seen: int | None, view: GameView) -> str:
        old = self.site.shown(view.game_id, seen) if seen is not None else None
        if old is None:
            return tr(CTX, "The game was changed at another desk or phone.")
        return change_summary(old, view)

    # -- reading ----------------------------------------------------------------------------------
    async def game(self, request: Request) -> Response:
        known = request.headers.get("if-none-match")
        since = _int_param(request, "since")
        lang = self.site.language(request)

        def work(table_id: int, secret: str) -> tuple[int, dict[str, Any]]:
            target = self.target(table_id, secret)
            tag = f'"{target.version}-{target.mode}-{lang}"'
            if known == tag:
                return 304, {"etag": tag}
            view = games.game_view(target.game_id)
            data = self.payload(view, target.mode)
            if since is not None and since != view.version:
                data["changed"] = self.changed(since, view)
            return 200, {"etag": f'"{view.version}-{target.mode}-{lang}"', "data": data}

        status, out = await self._answer(request, work)
        if status == 304:
            return Response(status_code=304, headers={"etag": out["etag"]})
        if status != 200:
            return json_answer(out, status)
        return json_answer(out["data"], headers={"etag": out["etag"]})

    async def preview(self, request: Request) -> Response:
        def work(table_id: int, secret: str, body: bytes) -> tuple[int, dict[str, Any]]:
            target = self.target(table_id, secret)
            data = parse_body(body)
            view = games.game_view(target.game_id)
            if view.state == "finished":
                raise Answer(403, {"error": tr(CTX, FINISHED)})
            if "final" in data:
                return 200, gj.final_preview(view, *gj.final_scores_json(data["final"]))
            entry, time_up = gj.entry_from_json(data.get("entry"))
            return gj.preview(view, entry, time_up)

        status, out = await self._answer(request, work, await request.body())
        return json_answer(out, status)

    # -- writing ----------------------------------------------------------------------------------
    async def hands(self, request: Request) -> Response:
        def act(target: LinkTarget, data: dict[str, Any], seen: int, action: str | None) -> None:
            number = whole(data, "number", 1, MAX_NUMBER)
            if number > MAX_PHONE_HANDS:
                raise BadRequestError(tr(CTX, "A phone records at most {n} hands of a game: record the next "
                                              "ones at a desk.").format(n=MAX_PHONE_HANDS))
            hand = data.get("hand")
            if not isinstance(hand, dict):
                text = tr(JSON_CTX, "{field}: give the hand as an object")
                raise BadRequestError(text.format(field="hand"))
            games.record_hand(target.game_id, number, hand, seen=seen, action=action)

        return await self._write(request, "hands", act)

    async def undo(self, request: Request) -> Response:
        def act(target: LinkTarget, data: dict[str, Any], seen: int, action: str | None) -> None:
            number = whole(data, "number", 1, MAX_NUMBER)
            games.undo_last_hand(target.game_id, number=number, seen=seen, action=action)

        return await self._write(request, "hands", act)

    async def finish(self, request: Request) -> Response:
        def act(target: LinkTarget, data: dict[str, Any], seen: int, action: str | None) -> None:
            games.finish_game(target.game_id, seen=seen, action=action)

        return await self._write(request, "hands", act)

    async def final(self, request: Request) -> Response:
        def act(target: LinkTarget, data: dict[str, Any], seen: int, action: str | None) -> None:
            scores, left, chombo = gj.final_scores_json(data)
            games.record_final_scores(target.game_id, scores, left=left, chombo=chombo, seen=seen,
                                      action=action)

        return await self._write(request, "final", act)

    async def _write(self, request: Request, mode: str,
                     act: Callable[[LinkTarget, dict[str, Any], int, str | None], None]) -> Response:
        """A change by this table's phone: allowed by the tournament's setting, to its own game while
        that game is open; the version the phone showed, and the entry's identity, go with it."""
        def work(table_id: int, secret: str, body: bytes) -> tuple[int, dict[str, Any]]:
            target, repeat = self._store(request, mode, act, table_id, secret, body)
            with bounded(None):  # stored: the answer says so however long reading the game takes
                return 200, {**self.payload(games.game_view(target.game_id), target.mode), "repeat": repeat}

        status, out = await self._answer(request, work, await request.body())
        return json_answer(out, status)

    def _store(self, request: Request, mode: str,
               act: Callable[[LinkTarget, dict[str, Any], int, str | None], None],
               table_id: int, secret: str, body: bytes) -> tuple[LinkTarget, bool]:
        """The write (on a worker): its link, and whether it repeated an entry stored before."""
        target = self.target(table_id, secret)
        data = parse_body(body)
        if target.mode != mode:
            raise Answer(403, {"error": tr(CTX, MODE_REFUSALS[target.mode])})
        client_id = entry_id(data)
        action = f"t{target.table_id}-{client_id}" if client_id else None
        finished = target.state == "finished"
        if finished and action is None:
            raise Answer(403, {"error": tr(CTX, FINISHED)})
        seen = whole(data, "seen", 0, MAX_VERSION)
        try:
            with self.site.phone(request, target.table):
                act(target, data, seen, action)  # a finished game: only a repeat gets through
        except AlreadyStoredError:
            return target, True  # sent before, and stored then: the phone lost the answer
        except BusyError:
            raise
        except ReusedActionError as e:  # never answered as stored: the page looks again
            view = games.game_view(target.game_id)
            raise Answer(409, {"error": user_text(e, view.names), "reused": True,
                               "game": self.payload(view, target.mode)}) from None
        except ConflictError:
            if finished:
                raise Answer(403, {"error": tr(CTX, FINISHED)}) from None
            view = games.game_view(target.game_id)
            raise Answer(409, {"error": tr(SERVICES_CTX, GAME_CHANGED), "changed": self.changed(seen, view),
                               "game": self.payload(view, target.mode)}) from None
        except UserError as e:
            if finished:
                raise Answer(403, {"error": tr(CTX, FINISHED)}) from None
            # a sentence for the page, players by name; the record's field apart, for a program
            view = games.game_view(target.game_id)
            field = {"field": e.field} if isinstance(e, RecordError) else {}
            raise Answer(422, {"error": user_text(e, view.names), **field}) from None
        return target, False

    # -- plumbing ---------------------------------------------------------------------------------
    async def _answer(self, request: Request, work: Callable[..., tuple[int, dict[str, Any]]],
                      *args: Any) -> tuple[int, dict[str, Any]]:
        """``work(table_id, secret, *args)`` for this link on a worker; its refusals as answers."""
        try:
            return await self.site.run(request, work, request.path_params["table_id"],
                                       request.path_params["secret"], *args)
        except Answer as e:
            return e.status, e.data
        except BadRequestError as e:
            return 422, {"error": str(e)}
        except LinkNotFoundError:
            with in_language(self.site.language(request)):
                return 404, {"error": tr(CTX, NOT_FOUND)}


def _int_param(request: Request, name: str) -> int | None:
    value = request.query_params.get(name)
    if value is None or not _DIGITS.fullmatch(value):  # ASCII digits: "²".isdigit(), yet no int
        return None
    return int(value)

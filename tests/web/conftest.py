"""A real venue server on loopback (uvicorn in a thread, on a free port) over a tournament on each back
end (``backend_db``), asked with a real HTTP client."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import httpx

from tests.services.helpers import tournament_with_players
from tournament_app.services import rounds, table_links
from tournament_app.services.table_links import TableLink
from tournament_app.web.guard import Limits
from tournament_app.web.server import VenueServer


@dataclass
class Venue:
    tournament_id: int
    player_ids: list[int]
    links: list[TableLink]  # round 1: table 1 (players 0-3 in seat order), table 2 (players 4-7)
    server: VenueServer
    http: httpx.Client

    def get(self, link: TableLink, path: str = "/game", **kw: Any) -> httpx.Response:
        return self.http.get(link.path + path, **kw)

    def post(self, link: TableLink, path: str, body: Any, **kw: Any) -> httpx.Response:
        return self.http.post(link.path + path, json=body, **kw)

    def hand(self, link: TableLink, number: int, hand: dict, seen: int | None = None,
             **extra: Any) -> httpx.Response:
        if seen is None:
            seen = self.get(link).json()["version"]
        return self.post(link, "/hands", {"number": number, "seen": seen, "hand": hand, **extra})


def start_venue(rules: object = "jpml", limits: Limits | None = None, name: str = "Test cup") -> Venue:
    tid, ids = tournament_with_players(8, rules, name)
    rounds.seat_round(tid, "manual", tables=[ids[:4], ids[4:]])
    links = table_links.table_links(tid, 1)
    server = VenueServer(tid, port=0, limits=limits)
    server.bind()
    server.start()
    return Venue(tid, ids, links, server, httpx.Client(base_url=server.address, timeout=15))

"""Issue 35 (9): the same game entered hand by hand with a ``C`` chombo hand and by its final scores
with the chombo ticked reads the same on the phones: the players' pages (standings, a player's games,
the round's tables) and the table's game JSON, over real HTTP from a venue server per tournament."""

from __future__ import annotations

import re
from collections.abc import Iterator

import httpx
import pytest

from tests.services.chombo_pair import WAYS, Pair, X, Y, both_ways
from tournament_app.services import standings, table_links
from tournament_app.web.server import VenueServer


@pytest.fixture
def served(backend_db: str) -> Iterator[tuple[Pair, dict[str, httpx.Client]]]:
    pair = both_ways()
    servers, clients = [], {}
    for way in WAYS:
        server = VenueServer(pair.tournament(way), port=0)
        server.bind()
        server.start()
        servers.append(server)
        clients[way] = httpx.Client(base_url=server.address, timeout=15)
    yield pair, clients
    for client in clients.values():
        client.close()
    for server in servers:
        server.stop()


def _page(client: httpx.Client, path: str, way: str) -> str:
    response = client.get(path)
    assert response.status_code == 200, path
    text = response.text.replace(f"Chombo cup ({way})", "CUP")
    return re.sub(r"/player/\d+", "/player/N", text)  # the same names, other ids


# the figures that rest on every finished game: the same whichever way the game was entered (the hand
# figures rest on the games recorded hand by hand, which final scores are not)
GAME_FIGURES = ("Games", "Average place", "1st places", "2nd places", "3rd places", "4th places", "Points",
                "Chombo")


def _without_hand_figures(html: str) -> str:
    rows = re.findall(r"<tr><td>([^<]*)</td>.*?</tr>", html)
    assert set(GAME_FIGURES) <= set(rows)
    return re.sub(r"<tr><td>([^<]*)</td>.*?</tr>",
                  lambda m: m.group(0) if m.group(1) in GAME_FIGURES else "", html)


def test_the_players_pages_read_the_same(served: tuple[Pair, dict[str, httpx.Client]]) -> None:
    pair, clients = served
    pages = {}
    for way in WAYS:
        x = next(r.player_id for r in standings.standings(pair.tournament(way)) if r.name == X)
        pages[way] = [_page(clients[way], path, way) for path in ("/standings", f"/player/{x}", "/round/1")]
        pages[way][1] = _without_hand_figures(pages[way][1])
    assert pages["desk"] == pages["final"]
    shown, mine, tables = pages["final"]
    assert shown.index(Y) < shown.index(X)  # best_game: Y's +55.0 over X's +17.0, both on +27.0
    assert "1. place, 37,000, +17.0" in mine
    assert "+17.0" in tables.split("Table 2")[0]


def test_the_tables_game_json_reads_the_same(served: tuple[Pair, dict[str, httpx.Client]]) -> None:
    pair, clients = served
    results = {}
    for way in WAYS:
        [link] = [t for t in table_links.table_links(pair.tournament(way), 1) if t.table == 1]
        data = clients[way].get(link.path + "/game").json()
        results[way] = {k: data[k] for k in ("final_scores", "left", "ranks", "points", "penalties",
                                             "finished")}
    assert results["desk"] == results["final"]
    assert (results["final"]["points"], results["final"]["penalties"]) == ([17.0, 5.3, -47.0, -15.3],
                                                                           [-40.0, 0.0, 0.0, 0.0])

"""What a table link may do, and what the server refuses whoever asks: wrong, other tables' and renewed
secrets, the tournament's setting for phones, sizes, rates, other sites, other hosts; no trace, no path."""

from __future__ import annotations

import logging

import httpx
import pytest

from tests.services.helpers import ron, tournament_with_players
from tests.web.conftest import Venue, start_venue
from tournament_app.services import changes, games, rounds, table_links
from tournament_app.storage.models import Hand
from tournament_app.web.guard import Limits


def _nothing_stored() -> None:
    assert Hand.select().count() == 0


def test_a_wrong_or_other_tables_secret_opens_nothing(venue: Venue) -> None:
    first, second = venue.links
    for path in (f"/t/{first.table_id}/{second.secret}", f"/t/{second.table_id}/{first.secret}",
                 f"/t/{first.table_id}/{'A' * 24}", f"/t/{first.table_id + 100}/{first.secret}",
                 f"/t/{first.table_id}/{first.secret}x"):
        assert venue.http.get(path + "/game").status_code == 404
        r = venue.http.post(path + "/hands", json={"number": 1, "seen": 0, "hand": ron(1, 3)})
        assert r.status_code == 404 and r.json() == {"error": "No such table link: it may have been renewed. "
                                                              "Ask the organiser for the table's new card."}
        assert venue.http.get(path).status_code == 404  # the page too
    _nothing_stored()


def test_a_renewed_link_stops_at_once(venue: Venue) -> None:
    old = venue.links[0]
    assert venue.get(old).status_code == 200
    [new, _] = table_links.table_links(venue.tournament_id, 1, renew=True)
    assert venue.hand(old, 1, ron(1, 3), seen=0).status_code == 404
    _nothing_stored()
    assert venue.hand(new, 1, ron(1, 3), seen=0).status_code == 200


def test_another_tournaments_table_is_not_served(venue: Venue) -> None:
    other, ids = tournament_with_players(4, name="Other cup")
    rounds.seat_round(other, "manual", tables=[ids])
    [link] = table_links.table_links(other)
    assert venue.get(link).status_code == 404


def test_what_the_tournament_lets_phones_do(venue: Venue) -> None:
    link = venue.links[0]
    table_links.set_phone_mode(venue.tournament_id, "view")
    data = venue.get(link).json()
    assert data["phones"] == "view" and not any(data["can"].values())
    r = venue.hand(link, 1, ron(1, 3), seen=0)
    assert r.status_code == 403 and r.json()["error"].startswith("Phones only show this table")
    _nothing_stored()
    table_links.set_phone_mode(venue.tournament_id, "final")
    assert venue.hand(link, 1, ron(1, 3), seen=0).status_code == 403
    bad = venue.post(link, "/final", {"seen": 0, "scores": [40000, 30000, 20000, 9000]})
    assert bad.status_code == 422 and bad.json()["error"] == \
        "The scores and points left add up to 99,000: 1,000 short of 100,000"
    check = venue.post(link, "/preview", {"final": {"scores": [40000, 30000, 20000, 9000], "left": 0}}).json()
    assert check["ok"] is False and check["text"] == \
        "Scores and points left add up to 99,000: 1,000 short of 100,000."
    final = {"scores": [40000, 30000, 21000, 9000], "chombo": [3]}
    check = venue.post(link, "/preview", {"final": final}).json()
    assert check["ok"] is True and check["points"] == [60.0, 10.0, -19.0, -91.0]
    r = venue.post(link, "/final", {"seen": 0, "scores": [40000, 30000, 21000, 9000], "chombo": [3],
                                    "id": "final-00001"})
    assert r.status_code == 200 and r.json()["finished"] is True
    assert r.json()["points"] == [60.0, 10.0, -19.0, -91.0]
    assert games.game_view(link.game_id).result.final_scores == (40000, 30000, 21000, 9000)


def test_the_preview_shows_the_desks_refusals_and_every_seats_change(venue: Venue) -> None:
    link = venue.links[0]

    def preview(**entry: object) -> httpx.Response:
        return venue.post(link, "/preview", {"entry": {"result": "ron", **entry}})

    ok = preview(winners=[1], loser=3, values={"1": "7700"}, riichi=[2])
    assert ok.status_code == 200
    assert ok.json()["hand"] == {"result": "ron", "winner": 1, "han": 3, "fu": 60, "loser": 3, "riichi": [2]}
    assert ok.json()["deltas"] == [0, 8700, -1000, -7700]
    slip = preview(winners=[1], loser=3, values={"1": "11600"})  # a dealer's ron for a non-dealer
    assert slip.status_code == 422
    assert slip.json()["error"] == "11600 is a dealer's ron, but the winner is not the dealer"
    assert preview(winners=[1], loser=3, values={"1": "1 20"}).status_code == 422
    assert preview(winners=[1], loser=1).status_code == 422
    tsumo = {"result": "tsumo", "winners": [0], "values": {"0": "1300 2600"}}
    split = venue.post(link, "/preview", {"entry": tsumo})
    assert split.status_code == 422 and "The winner is the dealer" in split.json()["error"]
    _nothing_stored()


@pytest.mark.parametrize("kind", [[], ["kyuushu"], {}, {"kyuushu": 1}, 9, True])
def test_an_entrys_kind_of_another_json_type_is_one_line_and_no_trace(
        venue: Venue, kind: object, caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.WARNING):
        r = venue.post(venue.links[0], "/preview", {"entry": {"result": "abortive", "kind": kind}})
    assert r.status_code == 422 and r.json() == {"error": "entry: unknown kind of abortive draw"}
    assert [record.getMessage() for record in caplog.records] == []  # no trace in the server's log


def test_requests_are_bounded(venue: Venue) -> None:
    link = venue.links[0]
    big = {"number": 1, "seen": 0, "hand": ron(1, 3, note="x" * 20_000)}
    r = venue.post(link, "/hands", big)
    assert r.status_code == 413 and r.json() == {"error": "The request is too large."}
    deep: object = ron(1, 3)
    for _ in range(50):
        deep = [deep]
    assert venue.post(link, "/hands", {"number": 1, "seen": 0, "hand": deep}).status_code == 422
    json_type = {"content-type": "application/json"}
    r = venue.http.post(link.path + "/hands", content=b"[" * 5000, headers=json_type)
    assert r.status_code == 422 and r.json() == {"error": "The request is not JSON."}
    r = venue.http.post(link.path + "/hands", content=b"number=1", headers={"content-type": "text/plain"})
    assert r.status_code == 415
    assert venue.http.put(link.path + "/hands", json={}).status_code == 405
    assert venue.http.get("/" + "x" * 600).status_code == 414
    r = venue.post(link, "/hands", {"number": 1, "seen": 0, "hand": ron(1, 3)},
                   headers={"x-padding": "x" * 20_000})  # headers are bounded too, not only bodies
    assert r.status_code == 431 and r.json() == {"error": "The request is too large."}
    assert venue.http.get(link.path, headers={"x-padding": "x" * 4_000}).status_code == 200
    _nothing_stored()


def test_no_writes_from_other_sites_and_no_other_hosts(venue: Venue) -> None:
    link = venue.links[0]
    body = {"number": 1, "seen": 0, "hand": ron(1, 3)}
    for headers in ({"origin": "http://evil.example"}, {"sec-fetch-site": "cross-site"}, {"origin": "null"}):
        r = venue.post(link, "/hands", body, headers=headers)
        assert r.status_code == 403, headers
    _nothing_stored()
    host = venue.server.address.removeprefix("http://")
    assert venue.post(link, "/hands", body, headers={"origin": f"http://{host}",
                                                      "sec-fetch-site": "same-origin"}).status_code == 200
    assert venue.http.get("/", headers={"host": "attacker.example"}).status_code == 400  # DNS rebinding
    assert venue.http.get("/", headers={"host": "localhost:1"}).status_code == 200


def test_every_answer_carries_the_security_headers_and_no_trace(venue: Venue) -> None:
    link = venue.links[0]
    for r in (venue.http.get("/"), venue.get(link), venue.http.get(link.path), venue.http.get("/nothing"),
              venue.http.get("/static/table.js"), venue.post(link, "/hands", {"number": 1})):
        assert "script-src 'self'" in r.headers["content-security-policy"]
        assert "frame-ancestors 'none'" in r.headers["content-security-policy"]
        assert r.headers["x-content-type-options"] == "nosniff"
        assert r.headers["referrer-policy"] == "no-referrer"
        assert "server" not in r.headers
        assert "Traceback" not in r.text and "/tmp" not in r.text and "tournament_app" not in r.text
    for path in ("/static/../pyproject.toml", "/static/", "/static/guard.py", "/docs", "/openapi.json",
                 "/t/", "/t/1"):
        assert venue.http.get(path).status_code == 404, path


def test_too_many_requests_from_one_client_are_slowed_down(backend_db: str) -> None:
    v = start_venue(limits=Limits(per_second=1, burst=5, posts_per_second=1, posts_burst=2,
                                  misses_per_second=0.01, misses_burst=3))
    try:
        statuses = [v.http.get("/").status_code for _ in range(8)]
        assert statuses[:5] == [200] * 5 and statuses[-1] == 429
        assert int(v.http.get("/").headers["retry-after"]) >= 1
    finally:
        v.server.stop()
    v = start_venue(limits=Limits(misses_per_second=0.01, misses_burst=3), name="Second cup")
    try:  # guessing links: after a few misses even the right link waits
        wrong = f"/t/{v.links[0].table_id}/{'B' * 24}/game"
        assert [v.http.get(wrong).status_code for _ in range(4)] == [404, 404, 404, 429]
        assert v.get(v.links[0]).status_code == 429
        assert v.http.get("/").status_code == 200  # the players' page is not a guess
    finally:
        v.server.stop()


def test_a_phones_hand_reaches_the_desks_and_the_phones_within_a_second(venue: Venue) -> None:
    import time

    link = venue.links[0]
    watcher = changes.watcher()  # as every desk window and the projector watch
    watcher.poll()
    other_phone = venue.get(link)
    assert venue.hand(link, 1, ron(1, 3), seen=0).status_code == 200
    started = time.monotonic()
    while not watcher.poll():
        assert time.monotonic() - started < 1.0
        time.sleep(0.05)
    watcher.close()
    r = venue.get(link, headers={"if-none-match": other_phone.headers["etag"]})
    assert r.status_code == 200 and r.json()["version"] == 1  # a phone's next poll (every 0.5 s) sees it
    assert venue.get(link, headers={"if-none-match": r.headers["etag"]}).status_code == 304


@pytest.mark.parametrize("lang, text", [("ja", "ロン"), ("en", "Ron")])
def test_the_json_speaks_the_readers_language(venue: Venue, lang: str, text: str) -> None:
    link = venue.links[0]
    venue.hand(link, 1, ron(1, 3), seen=0)
    r = venue.get(link, headers={"accept-language": f"{lang},en;q=0.5"})
    assert r.json()["hands"][0]["text"].startswith(text)
    r = venue.get(link, params={"lang": "en" if lang == "ja" else "ja"}, headers={"accept-language": lang})
    assert not r.json()["hands"][0]["text"].startswith(text)


def _raw(venue: Venue, request: bytes) -> tuple[int, bytes]:
    """A request sent as written (no client tidies its path), the status and whole answer."""
    import socket

    host, port = venue.server.address.removeprefix("http://").split(":")
    with socket.create_connection((host, int(port)), timeout=10) as s:
        s.sendall(request)
        answer = b""
        while chunk := s.recv(65536):
            answer += chunk
    return int(answer.split(b" ", 2)[1]), answer


def test_other_methods_paths_out_of_the_tree_and_broken_requests(venue: Venue) -> None:
    link = venue.links[0]
    for method in ("OPTIONS", "DELETE", "PATCH", "TRACE", "CONNECT"):
        r = venue.http.request(method, link.path + "/hands")
        assert r.status_code == 405 and r.headers["allow"] == "GET, HEAD, POST", method
    head = venue.http.head("/")
    assert head.status_code == 200 and head.content == b"" and "content-security-policy" in head.headers
    for path in (b"/static/../../etc/passwd", b"/static/..%2f..%2fetc%2fpasswd", b"/../../etc/passwd",
                 b"/static/%2e%2e/%2e%2e/pyproject.toml", link.path.encode() + b"/../../../etc/passwd",
                 b"//etc/passwd", b"/static/app.css%00.js"):
        request = b"GET " + path + b" HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
        status, answer = _raw(venue, request)
        assert status == 404, path
        assert b"root:" not in answer and b"[project]" not in answer and b"Traceback" not in answer, path
    for broken in (b"\x16\x03\x01\x00\xa5\x01\x00garbage\r\n\r\n", b"GET /\x00 HTTP/1.1\r\n\r\n",
                   b"POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: -5\r\n\r\n{}"):
        status, answer = _raw(venue, broken)
        assert status == 400 and b"Traceback" not in answer and b"tournament_app" not in answer, broken
    _nothing_stored()


def test_a_phone_records_at_most_so_many_hands_of_a_game(venue: Venue) -> None:
    link = venue.links[0]
    most = 200  # web.table_api.MAX_PHONE_HANDS
    renchan = {"result": "draw", "tenpai": [0], "riichi": []}  # the dealer tenpai: the game goes on
    games.append_hands(link.game_id, [renchan] * (most - 1))
    assert venue.hand(link, most, renchan).status_code == 200
    r = venue.hand(link, most + 1, renchan)
    assert r.status_code == 422 and r.json() == {
        "error": "A phone records at most 200 hands of a game: record the next ones at a desk."}
    assert Hand.select().where(Hand.game == link.game_id).count() == most
    games.record_hand(link.game_id, most + 1, renchan)  # a desk goes on


def test_the_views_kept_to_say_what_changed_are_bounded_by_their_hands(backend_db: str) -> None:
    """A game made endless through its link cannot fill the server's memory with its views."""
    import dataclasses

    from tournament_app.web.site import Site

    tid, ids = tournament_with_players(4)
    rounds.seat_round(tid, "manual", tables=[ids])
    [link] = table_links.table_links(tid)
    games.append_hands(link.game_id, [{"result": "draw", "tenpai": [0], "riichi": []}] * 300)
    view = games.game_view(link.game_id)
    site = Site(tid)
    for version in range(100):
        site.remember(dataclasses.replace(view, version=version))
    kept = [v for v in range(100) if site.shown(link.game_id, v) is not None]
    assert kept == list(range(100 - 20_000 // 300, 100))  # the latest, as many as 20,000 hands allow
    assert site.shown_hands() == len(kept) * 300

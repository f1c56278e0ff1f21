"""``GET {link}/game`` and ``POST {link}/hands`` (CONTRACT.md, wave 3) with a real server and client, on
SQLite and PostgreSQL: every kind of hand, the version conflict, a resent entry, the refusals."""

from __future__ import annotations

import pytest

from tests.services.helpers import quick_game, ron
from tests.web.conftest import Venue, start_venue
from tournament_app.services import games
from tournament_app.storage.models import AuditEntry, Hand


def test_the_game_as_json(venue: Venue) -> None:
    link = venue.links[0]
    r = venue.get(link)
    assert r.status_code == 200
    data = r.json()
    assert data["version"] == 0 and data["players"] == ["Player 00", "Player 01", "Player 02", "Player 03"]
    assert data["hands"] == [] and data["scores"] == [25000] * 4 and data["finished"] is False
    assert data["next"] == {"number": 1, "round": "E1", "honba": 0, "dealer": 0, "label": "East 1"}
    assert data["can"] == {"hands": True, "undo": False, "finish": False, "final": False}
    assert r.headers["etag"] and r.headers["cache-control"] == "no-store"


def test_a_ron_with_riichi_is_recorded_by_the_tables_phone(venue: Venue) -> None:
    link = venue.links[0]
    r = venue.hand(link, 1, ron(1, 3, 3, 30, riichi=[0]), id="entry-0001")
    assert r.status_code == 200, r.text
    data = r.json()
    assert data["version"] == 1 and data["repeat"] is False
    assert data["hands"] == [{"number": 1, "round": "E1", "honba": 0, "dealer": 0, "result": "ron",
                              "deltas": [-1000, 4900, 0, -3900], "scores": [24000, 29900, 25000, 21100],
                              "left": 0, "record": ron(1, 3, 3, 30, riichi=[0]), "label": "East 1",
                              "text": "Ron: Player 01 from Player 03 3 han 30 fu 3900 (riichi: Player 00)"}]
    assert data["scores"] == [24000, 29900, 25000, 21100]
    stored = games.game_view(link.game_id)
    assert stored.hands == (ron(1, 3, 3, 30, riichi=[0]),) and stored.version == 1
    entry = AuditEntry.get(AuditEntry.action == "hand.add")
    assert entry.author == "table 1 phone 127.0.0.1" and entry.action_id == f"t{link.table_id}-entry-0001"
    assert games.game_view(venue.links[1].game_id).hands == ()  # the other table untouched


@pytest.mark.parametrize("hand, scores", [
    ({"result": "tsumo", "winner": 2, "han": 2, "fu": 30, "riichi": []}, [24000, 24500, 27000, 24500]),
    ({"result": "draw", "tenpai": [0, 2], "riichi": [2]}, [26500, 23500, 25500, 23500]),
    ({"result": "chombo", "player": 3}, [25000, 25000, 25000, 25000]),
    ({"result": "ron", "winner": 0, "loser": 1, "yakuman": 1, "riichi": []}, [73000, -23000, 25000, 25000]),
    ({"result": "tsumo", "winner": 1, "han": 6, "riichi": [1, 3]}, [19000, 38000, 22000, 21000]),
])
def test_every_kind_of_hand(venue: Venue, hand: dict, scores: list[int]) -> None:
    r = venue.hand(venue.links[0], 1, hand)
    assert r.status_code == 200, r.text
    assert r.json()["scores"] == scores
    assert games.game_view(venue.links[0].game_id).hands == (hand,)


def test_abortive_draws_double_ron_pao_and_nagashi_where_the_rules_have_them(backend_db: str) -> None:
    v = start_venue("tenhou")
    try:
        link = v.links[0]
        hands = [
            {"result": "abortive", "kind": "kyuushu", "riichi": []},
            {"result": "ron", "loser": 3, "wins": [{"winner": 1, "han": 2, "fu": 30},
                                                 {"winner": 2, "han": 3, "fu": 30}], "riichi": [1]},
            {"result": "draw", "tenpai": [1], "nagashi": [3], "riichi": []},
            {"result": "tsumo", "winner": 2, "yakuman": 1, "pao": 0, "riichi": []},
        ]
        for number, hand in enumerate(hands, start=1):
            r = v.hand(link, number, hand)
            assert r.status_code == 200, (number, r.text)
        data = r.json()
        assert [h["result"] for h in data["hands"]] == ["abortive", "ron", "draw", "tsumo"]
        assert games.game_view(link.game_id).hands == tuple(hands)
        deltas = data["hands"][3]["deltas"]
        assert deltas[0] < -32000 and deltas[1] == deltas[3] == 0  # the responsible player paid it all
    finally:
        v.http.close()
        v.server.stop()


def test_a_stale_version_is_refused_with_what_changed_and_nothing_stored(venue: Venue) -> None:
    link = venue.links[0]
    shown = venue.get(link).json()["version"]
    games.record_hand(link.game_id, 1, ron(2, 0, 2, 30), seen=shown)  # a desk, meanwhile
    r = venue.hand(link, 1, ron(1, 3), seen=shown)
    assert r.status_code == 409
    data = r.json()
    assert data["error"] == "this game was changed at another desk meanwhile: nothing was stored; look again"
    assert data["changed"].startswith("At another desk meanwhile: hand 1 (East 1: Ron: Player 02 from "
                                      "Player 00")
    assert data["game"]["version"] == shown + 1 and len(data["game"]["hands"]) == 1
    assert games.game_view(link.game_id).hands == (ron(2, 0, 2, 30),)


def test_a_resent_entry_is_stored_once(venue: Venue) -> None:
    link = venue.links[0]
    first = venue.hand(link, 1, ron(1, 3), seen=0, id="resend-abc123")
    again = venue.hand(link, 1, ron(1, 3), seen=0, id="resend-abc123")  # the answer was lost; sent again
    assert first.status_code == 200 and again.status_code == 200
    assert (first.json()["repeat"], again.json()["repeat"]) == (False, True)
    assert Hand.select().where(Hand.game == link.game_id).count() == 1


def test_an_entry_id_sent_again_with_another_hand_or_number_is_refused_not_stored(venue: Venue) -> None:
    link = venue.links[0]
    first = venue.hand(link, 1, ron(1, 3), seen=0, id="entry-reused1")
    assert first.status_code == 200
    for number, hand, seen in ((1, ron(2, 0), 0), (2, ron(2, 0), 1), (2, ron(1, 3), 1)):
        r = venue.hand(link, number, hand, seen=seen, id="entry-reused1")
        assert r.status_code == 409, (number, r.text)
        data = r.json()
        assert data["error"] == ("This entry's identity was already used for hand 1, stored as it was then: "
                                 "what was sent now differs, and nothing was stored; look again")
        assert data["reused"] is True and "repeat" not in data
        assert data["game"]["version"] == 1  # the game as it is, to look at again
    r = venue.post(link, "/undo", {"number": 1, "seen": 1, "id": "entry-reused1"})  # another kind of change
    assert r.status_code == 409 and r.json()["reused"] is True
    again = venue.hand(link, 1, ron(1, 3), seen=0, id="entry-reused1")  # the same entry: a repeat
    assert again.status_code == 200 and again.json()["repeat"] is True
    assert games.game_view(link.game_id).hands == (ron(1, 3),)
    assert AuditEntry.select().where(AuditEntry.action_id == f"t{link.table_id}-entry-reused1").count() == 1


def test_a_finished_games_link_answers_a_repeat_and_refuses_the_rest(venue: Venue) -> None:
    link = venue.links[0]
    for number, hand in enumerate(quick_game(), start=1):
        assert venue.hand(link, number, hand).status_code == 200
    version = venue.get(link).json()["version"]
    assert venue.post(link, "/finish", {"seen": version, "id": "finish-again"}).status_code == 200
    r = venue.post(link, "/finish", {"seen": version, "id": "finish-again"})  # the answer was lost
    assert r.status_code == 200 and r.json()["repeat"] is True and r.json()["finished"] is True
    r = venue.hand(link, 9, ron(1, 3), seen=version + 1, id="finish-again")
    assert r.status_code == 409 and r.json()["reused"] is True
    for body in ({"seen": version + 1, "id": "finish-other"}, {"seen": version + 1}):
        r = venue.post(link, "/finish", body)
        assert r.status_code == 403 and r.json()["error"].startswith("The game is finished"), body
    assert len(games.game_view(link.game_id).hands) == 8


def test_a_hand_the_rules_refuse_is_one_line_naming_the_hand(venue: Venue) -> None:
    link = venue.links[0]
    r = venue.hand(link, 1, {"result": "ron", "winner": 1, "loser": 1, "han": 1, "fu": 30})
    assert r.status_code == 422
    error = r.json()["error"]
    assert error.startswith("Hand 1: ") and "\n" not in error and "Traceback" not in error
    r = venue.hand(link, 1, {"result": "ron", "winner": 1, "loser": 3, "han": 1, "fu": 20})
    assert r.status_code == 422 and r.json()["error"].startswith("Hand 1: ")
    r = venue.hand(link, 2, ron(1, 3))
    assert r.status_code == 422 and r.json()["error"] == "Hand 2 cannot follow: the game has 0 hands"
    # a program sent the record: the answer names the field of it that is wrong apart from the sentence
    # the page shows (which never names a field of the record)
    r = venue.hand(link, 1, {"result": "ron", "winner": 1, "loser": 3, "han": 10_000, "fu": 30})
    assert r.status_code == 422
    assert r.json() == {"error": "Hand 1: must be a whole number from 0 to 1000", "field": "han"}
    r = venue.hand(link, 1, {"result": "ron", "winner": 1, "loser": 3, "han": 1, "fu": 30, "tenpai": [1]})
    assert r.status_code == 422 and r.json()["field"] == "tenpai"
    for body in ({"number": 1, "seen": 0}, {"number": "1", "seen": 0, "hand": {}}, {"number": 1, "hand": {}},
                 {"number": 1, "seen": 0, "hand": {}, "id": "x"}, [1, 2]):
        r = venue.post(link, "/hands", body)
        assert r.status_code == 422 and list(r.json()) == ["error"], body
    assert Hand.select().count() == 0


def test_undo_and_the_end_of_the_game(venue: Venue) -> None:
    link = venue.links[0]
    for number, hand in enumerate(quick_game()[:7], start=1):
        assert venue.hand(link, number, hand).status_code == 200
    version = venue.get(link).json()["version"]
    r = venue.post(link, "/undo", {"number": 6, "seen": version})
    assert r.status_code == 422 and "no longer the last hand" in r.json()["error"]
    r = venue.post(link, "/undo", {"number": 7, "seen": version, "id": "undo-000001"})
    assert r.status_code == 200 and len(r.json()["hands"]) == 6
    assert venue.post(link, "/finish", {"seen": r.json()["version"]}).status_code == 422  # not over yet
    for number in (7, 8):
        assert venue.hand(link, number, quick_game()[number - 1]).status_code == 200
    data = venue.get(link).json()
    assert data["over"] is True and data["can"]["finish"] is True and data["can"]["hands"] is False
    r = venue.post(link, "/finish", {"seen": data["version"], "id": "finish-0001"})
    assert r.status_code == 200
    done = r.json()
    assert done["finished"] is True and done["state"] == "finished"
    assert set(done) >= {"final_scores", "left", "ranks", "points", "penalties"}
    assert sum(done["final_scores"]) + done["left"] == 100000 and len(done["ranks"]) == 4
    assert done["final_scores"] == list(games.game_view(link.game_id).result.final_scores)
    assert done["can"] == {"hands": False, "undo": False, "finish": False, "final": False}


def test_a_finished_game_stops_the_link_writing(venue: Venue) -> None:
    link = venue.links[0]
    games.append_hands(link.game_id, quick_game(), finish=True)
    before = games.game_view(link.game_id)
    r = venue.hand(link, 9, ron(1, 3))
    assert r.status_code == 403 and "no longer records" in r.json()["error"]
    seen = before.version
    for path, body in (("/undo", {"number": 8, "seen": seen}), ("/finish", {"seen": seen})):
        assert venue.post(link, path, body).status_code == 403
    assert venue.get(link).status_code == 200  # the result can still be looked at
    after = games.game_view(link.game_id)
    assert (after.version, after.hands) == (before.version, before.hands)

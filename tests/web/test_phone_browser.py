"""A real browser (Debian's chromium) at a phone's 390×844: a whole hanchan entered by taps in Japanese and
in English, the game's end and settlement, undo, a desk's hand meanwhile; screenshots of every state
are saved (tournament-app-phone-shots/ in the temporary folder) to be looked at."""

from __future__ import annotations

import time

import pytest

from tests.services.helpers import ron
from tests.services.holding import holding
from tests.web.browser import Phone, phone
from tests.web.conftest import Venue
from tournament_app.services import games, table_links
from tournament_app.storage.models import AuditEntry

# The hands as the taps below enter them (jpml): the record each must store
HANCHAN = [
    {"result": "ron", "winner": 1, "han": 3, "fu": 30, "loser": 3, "riichi": [0]},
    {"result": "tsumo", "winner": 1, "han": 5, "riichi": []},  # the dealer's 4000 all, typed
    {"result": "draw", "tenpai": [2], "riichi": []},
    {"result": "chombo", "player": 3, "riichi": []},
    {"result": "ron", "winner": 3, "han": 5, "loser": 0, "riichi": []},  # mangan, by its button
    {"result": "ron", "winner": 0, "han": 2, "fu": 40, "loser": 2, "riichi": []},
    {"result": "tsumo", "winner": 2, "han": 1, "fu": 30, "riichi": []},
    {"result": "ron", "winner": 2, "han": 1, "fu": 30, "loser": 1, "riichi": []},
    {"result": "ron", "winner": 3, "han": 2, "fu": 30, "loser": 2, "riichi": [1]},
    {"result": "ron", "winner": 1, "han": 1, "fu": 30, "loser": 0, "riichi": []},
]
TEXTS = {"ja": {"ron": "ロン", "prompt": "ロン: 和了者をタップしてください。", "final": "最終結果"},
         "en": {"ron": "Ron", "prompt": "Ron: tap the winner.", "final": "Final result"}}


def _record(p: Phone, number: int) -> None:
    p.wait(lambda: p.css("#confirm").is_enabled(), what=f"hand {number} ready to record")
    p.shot(f"hand{number}-preview")
    p.tap("#confirm")
    p.wait(lambda: str(number + 1) in p.text("#confirm"), what=f"hand {number} recorded")


def _win(p: Phone, result: str, winner: int, loser: int | None, *, han: int | None = None,
         fu: int | None = None, limit: str | None = None, points: str | None = None,
         riichi: tuple[int, ...] = ()) -> None:
    p.tap(f"[data-result='{result}']")
    p.tap(f".seat[data-seat='{winner}'] .name")
    if loser is not None:
        p.tap(f".seat[data-seat='{loser}'] .name")
    for seat in riichi:
        p.tap(f"[data-riichi='{seat}']")
    if han is not None:
        p.tap(f"[data-han='{han}']")
    if fu is not None:
        p.tap(f"[data-fu='{fu}']")
    if limit is not None:
        p.tap(f"[data-limit='{limit}']")
    if points is not None:
        p.type("#pts0", points)


def _play(p: Phone, venue: Venue, lang: str) -> None:
    link = venue.links[0]
    p.open(venue.server.address + link.path)
    p.wait(lambda: p.all(".seat"), what="the seats")
    assert p.text("[data-result='ron']") == TEXTS[lang]["ron"]
    assert p.text(".prompt") == TEXTS[lang]["prompt"]
    assert p.fits_the_width()
    p.shot("start")
    _win(p, "ron", 1, 3, han=3, fu=30, riichi=(0,))
    p.wait(lambda: "+4,900" in p.text(".seat[data-seat='1'] .change"), what="every seat's change shown")
    assert "-3,900" in p.text(".seat[data-seat='3'] .change")
    assert "-1,000" in p.text(".seat[data-seat='0'] .change")
    _record(p, 1)
    _win(p, "tsumo", 1, None, points="4000")
    _record(p, 2)
    p.tap("[data-result='draw']")
    p.tap(".seat[data-seat='2'] .name")
    _record(p, 3)
    p.tap("[data-result='chombo']")
    p.tap(".seat[data-seat='3'] .name")
    _record(p, 4)
    _win(p, "ron", 3, 0, limit="m")
    _record(p, 5)
    _win(p, "ron", 0, 2, han=2, fu=40)
    _record(p, 6)
    p.tap("#undo")  # taken back, then entered again
    p.wait(lambda: p.css("#yes"), what="the question")
    p.shot("undo-question")
    # issue 38 (4): the question names the hand's round; the hand's line, brackets and all, follows it
    question, hand = (e.text for e in p.all(".question p"))
    assert question.endswith(("?", "？")) and ":" not in question and hand == p.all(".hands li div")[1].text
    p.tap("#yes")
    p.wait(lambda: "6" in p.text("#confirm"), what="hand 6 undone")
    p.shot("undone")
    _win(p, "ron", 0, 2, han=2, fu=40)
    _record(p, 6)
    _win(p, "tsumo", 2, None, han=1, fu=30)
    _record(p, 7)
    _win(p, "ron", 2, 1, han=1, fu=30)
    _record(p, 8)
    _win(p, "ron", 3, 2, han=2, fu=30, riichi=(1,))
    _record(p, 9)
    _win(p, "ron", 1, 0, han=1, fu=30)
    p.wait(lambda: p.css("#confirm").is_enabled(), what="the last hand ready")
    p.tap("#confirm")
    p.wait(lambda: p.all("#finish"), what="the game's end")
    p.shot("game-over")
    p.tap("#finish")
    p.wait(lambda: p.css("#yes"), what="the question")
    p.shot("finish-question")
    p.tap("#yes")
    p.wait(lambda: TEXTS[lang]["final"] in p.text(".result"), what="the settlement")
    assert not p.all("#confirm") and not p.all("#undo")  # the link no longer records
    p.shot("finished")
    assert p.fits_the_width()


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_whole_hanchan_by_taps(venue: Venue, lang: str) -> None:
    with phone(lang, f"hanchan-{lang}-{venue.server.port}") as p:
        _play(p, venue, lang)
    view = games.game_view(venue.links[0].game_id)
    assert view.hands == tuple(HANCHAN)
    assert view.state == "finished" and view.result is not None
    assert sum(view.result.final_scores) + view.result.left == 100_000


def test_a_desks_hand_meanwhile_keeps_the_entry_to_be_looked_at_again(venue: Venue) -> None:
    link = venue.links[0]
    with phone("en", f"meanwhile-{venue.server.port}") as p:
        p.open(venue.server.address + link.path)
        p.wait(lambda: p.all(".seat"), what="the seats")
        _win(p, "ron", 1, 3, han=2, fu=30)
        p.wait(lambda: p.css("#confirm").is_enabled(), what="the entry")
        recorded = time.monotonic()
        games.record_hand(link.game_id, 1, ron(2, 0, 1, 30), seen=0)  # a desk, meanwhile
        notice = p.wait(lambda: p.css(".notice").text, timeout=1.5, what="the desk's hand shown")
        assert time.monotonic() - recorded < 1.5
        assert notice.startswith("At another desk meanwhile: hand 1 (East 1: Ron: Player 02 from Player 00")
        assert "Your entry is kept, not stored" in notice
        p.wait(lambda: p.text("#confirm") == "Looked again", what="look again")
        p.shot("meanwhile")
        p.tap("#confirm")  # looked: nothing is sent yet
        assert len(games.game_view(link.game_id).hands) == 1
        p.wait(lambda: p.text("#confirm") == "Record hand 2", what="checked")
        p.tap("#confirm")
        p.wait(lambda: p.text("#confirm") == "Record hand 3", what="recorded as hand 2")
        p.shot("after-meanwhile")
    assert games.game_view(link.game_id).hands == (ron(2, 0, 1, 30), HANCHAN[0] | {
        "han": 2, "riichi": []})


def test_final_scores_only_with_the_live_check(venue: Venue) -> None:
    table_links.set_phone_mode(venue.tournament_id, "final")
    link = venue.links[1]
    with phone("ja", f"final-{venue.server.port}") as p:
        p.open(venue.server.address + link.path)
        p.wait(lambda: p.all("#final0"), what="the four scores")
        for seat, score in enumerate(("41200", "31000", "18600", "9000")):
            p.type(f"#final{seat}", score)
        p.wait(lambda: "不足" in p.text(".preview"), what="the live check")  # 99,800: 200 short
        assert not p.css("#save-final").is_enabled()
        p.shot("final-short")
        p.type("#final3", "9200")
        p.wait(lambda: "+61.2" in p.text(".preview"), what="the points")
        p.shot("final-ok")
        p.tap("#save-final")
        p.wait(lambda: "最終結果" in p.text(".result"), what="saved")
        p.shot("final-saved")
    result = games.game_view(link.game_id).result
    assert result.final_scores == (41200, 31000, 18600, 9200) and result.points == (612, 110, -214, -508)


def test_a_busy_database_is_said_and_the_page_sends_the_same_entry_again(
        venue: Venue, backend_db: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Another program holds the database when the hand is tapped: within the bound the page says it is
    busy and nothing is stored, and sends the entry again by itself, under the same identity, until the
    database is free; then it is stored once."""
    link = venue.links[0]
    sent: list[tuple[float, str | None]] = []
    real = games.record_hand

    def spy(*args: object, **kwargs: object) -> object:  # what the server is asked, as it is asked
        sent.append((time.monotonic(), kwargs.get("action")))  # type: ignore[arg-type]
        return real(*args, **kwargs)

    monkeypatch.setattr(games, "record_hand", spy)
    with phone("en", f"busy-{venue.server.port}") as p:
        p.open(venue.server.address + link.path)
        p.wait(lambda: p.all(".seat"), what="the seats")
        _win(p, "ron", 1, 3, han=3, fu=30)
        p.wait(lambda: p.css("#confirm").is_enabled(), what="the entry")
        with holding(backend_db, link.game_id):
            tapped = time.monotonic()
            p.tap("#confirm")
            notice = p.wait(lambda: "busy" in p.text(".notice") and p.text(".notice"), timeout=6,
                            what="the busy notice")
            assert time.monotonic() - tapped < 5.5  # the page heard within the bound (and drew it)
            assert notice == ("The tournament's database is busy (another program is writing to it): nothing "
                              "is stored yet. Trying again by itself (1)…")
            assert not p.css("#confirm").is_enabled()  # no second entry meanwhile
            p.shot("busy")
            assert games.game_view(link.game_id).hands == ()
        p.wait(lambda: p.text("#confirm") == "Record hand 2", timeout=15, what="stored once free")
        assert "Hand 1 (East 1) recorded." in p.text(".notice")
        p.shot("busy-then-stored")
    assert games.game_view(link.game_id).hands == (ron(1, 3, 3, 30, riichi=[]),)
    assert len(sent) >= 2 and len({action for _, action in sent}) == 1, sent  # the same identity
    assert AuditEntry.get(AuditEntry.action == "hand.add").action_id == sent[0][1]


def test_an_identity_already_used_for_another_hand_is_said_and_never_taken_as_stored(
        venue: Venue, monkeypatch: pytest.MonkeyPatch) -> None:
    """The server already holds another hand under the entry's identity (as after a lost answer and an
    entry changed since): the page says nothing was stored, shows the game as it is, and records the
    entry only after Looked again, under a new identity."""
    link = venue.links[0]
    real = games.record_hand
    sent: list[str | None] = []

    def used_before(*args: object, **kwargs: object) -> object:
        sent.append(kwargs.get("action"))  # type: ignore[arg-type]
        if len(sent) == 1:  # the identity stored another hand before this one came
            real(link.game_id, 1, ron(2, 0, 1, 30), seen=kwargs["seen"], action=kwargs["action"])
        return real(*args, **kwargs)

    monkeypatch.setattr(games, "record_hand", used_before)
    with phone("en", f"reused-{venue.server.port}") as p:
        p.open(venue.server.address + link.path)
        p.wait(lambda: p.all(".seat"), what="the seats")
        _win(p, "ron", 1, 3, han=3, fu=30)
        p.wait(lambda: p.css("#confirm").is_enabled(), what="the entry")
        p.tap("#confirm")
        notice = p.wait(lambda: "identity" in p.text(".notice") and p.text(".notice"), what="the refusal")
        assert notice == ("This entry's identity was already used for hand 1, stored as it was then: what "
                          "was sent now differs, and nothing was stored; look again")
        p.wait(lambda: p.text("#confirm") == "Looked again", what="look again")
        p.wait(lambda: "Player 02 from Player 00" in p.text(".hands"), what="the game as it is")
        p.shot("reused")
        p.tap("#confirm")
        p.wait(lambda: p.text("#confirm") == "Record hand 2", what="checked")
        p.tap("#confirm")
        p.wait(lambda: p.text("#confirm") == "Record hand 3", what="recorded as hand 2")
    assert games.game_view(link.game_id).hands == (ron(2, 0, 1, 30), ron(1, 3, 3, 30, riichi=[]))
    assert len(sent) == 2 and sent[0] != sent[1]  # recorded under a new identity

"""The table page in a real browser (Debian's chromium) at a small phone (360×640), the phone of the
hanchan test (390×844) and a tablet (768×1024), in Japanese and English: every state of an entry fits
the width with big touch targets, the hands the rules allow by taps (abortive draws, double ron, nagashi,
the desk's refusal), the language switched by a tap, a view-only table, a renewed link, and nothing
fetched from anywhere but the server. Screenshots of every state are saved to be looked at."""

from __future__ import annotations

import re
from collections.abc import Iterator

import httpx
import pytest

from tests.web.browser import Phone, phone
from tests.web.conftest import Venue, start_venue
from tournament_app.services import games, table_links

SIZES = {"small": (360, 640), "phone": (390, 844), "tablet": (768, 1024)}
MIN_TARGET = 44  # CSS pixels: the smallest a finger hits surely (WCAG 2.5.5, Apple's 44 pt)
TEXTS = {
    "ja": {"abortive": "途中流局", "refused": "親のロン", "switch": "English", "view": "表示のみ",
           "renewed": "リンク"},
    "en": {"abortive": "Abortive", "refused": "dealer's ron", "switch": "日本語", "view": "View only",
           "renewed": "No such table link"},
}

# Every element a finger taps on the page, and how big it is drawn (a check box counts by its label).
_TARGETS_JS = """
const out = [];
for (const el of document.querySelectorAll('button, a, select, input, .seat, label')) {
  if (el.type === 'checkbox') continue;
  const r = el.getBoundingClientRect();
  if (!r.width || !r.height || getComputedStyle(el).visibility === 'hidden') continue;
  out.push([el.tagName + '.' + el.className + ' ' + (el.textContent || el.id || '').trim().slice(0, 20),
            Math.round(r.width), Math.round(r.height)]);
}
return out;
"""


@pytest.fixture
def tenhou(backend_db: str) -> Iterator[Venue]:
    """Rules with abortive draws, double ron, pao and nagashi mangan: every control of the entry."""
    v = start_venue("tenhou")
    yield v
    v.http.close()
    v.server.stop()


def _small_targets(p: Phone) -> list[tuple[str, int, int]]:
    drawn = p.d.execute_script(_TARGETS_JS)
    return [(what, w, h) for what, w, h in drawn if h < MIN_TARGET or w < MIN_TARGET]


def _looks_right(p: Phone, name: str) -> None:
    """The state fits the width, every target is big enough; its screenshot is saved."""
    p.shot(name)
    assert p.fits_the_width(), name
    assert _small_targets(p) == [], name


def _open(p: Phone, venue: Venue, link: table_links.TableLink) -> None:
    p.open(venue.server.address + link.path)
    p.wait(lambda: p.all(".seat"), what="the seats")


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_every_state_of_an_entry_fits_and_records(tenhou: Venue, lang: str, size: str) -> None:
    link = tenhou.links[0]
    width, height = SIZES[size]
    with phone(lang, f"screens-{size}-{lang}-{tenhou.server.port}", width, height) as p:
        _open(p, tenhou, link)
        _looks_right(p, "start")
        p.tap("[data-result='ron']")
        p.tap(".seat[data-seat='1'] .name")
        p.tap(".seat[data-seat='3'] .name")
        p.type("#pts0", "11600")  # a dealer's ron for a non-dealer: the desk's refusal, said at once
        p.wait(lambda: TEXTS[lang]["refused"] in p.text(".preview"), what="the refusal")
        assert not p.css("#confirm").is_enabled()
        _looks_right(p, "ron-refused")
        p.tap("[data-han='2']")
        p.tap("[data-fu='30']")
        p.tap("[data-add='winner']")  # double ron: the second winner and their value
        p.tap(".seat[data-seat='2'] .name")
        p.tap("[data-limit='m']")
        p.wait(lambda: p.css("#confirm").is_enabled(), what="the double ron ready")
        _looks_right(p, "double-ron-preview")
        p.tap("#confirm")
        p.wait(lambda: "2" in p.text("#confirm"), what="hand 1 recorded")
        p.tap("[data-result='draw']")
        p.tap(".seat[data-seat='0'] .name")
        p.choose(".entry select", "3")
        p.wait(lambda: p.css("#confirm").is_enabled(), what="the draw with nagashi ready")
        _looks_right(p, "draw-nagashi-preview")
        p.tap("[data-result='abortive']")
        assert p.text("[data-result='abortive']") == TEXTS[lang]["abortive"]
        p.choose(".entry select", "suufon")
        p.wait(lambda: p.css("#confirm").is_enabled(), what="the abortive draw ready")
        _looks_right(p, "abortive-preview")
        p.tap("#confirm")
        p.wait(lambda: "3" in p.text("#confirm"), what="hand 2 recorded")
        p.tap("[data-result='chombo']")
        p.tap(".seat[data-seat='2'] .name")
        p.wait(lambda: p.css("#confirm").is_enabled(), what="the chombo ready")
        _looks_right(p, "chombo-preview")
        p.tap("#undo")
        p.wait(lambda: p.css("#yes"), what="the question")
        _looks_right(p, "undo-question")
    hands = games.game_view(link.game_id).hands
    assert hands == ({"result": "ron", "loser": 3, "wins": [{"winner": 1, "han": 2, "fu": 30},
                                                            {"winner": 2, "han": 5}], "riichi": []},
                     {"result": "abortive", "kind": "suufon", "riichi": []})


@pytest.mark.parametrize(("lang", "places"), [("ja", ["1位", "2位", "3位", "4位"]),
                                              ("en", ["1.", "2.", "3.", "4."])])
def test_the_standing_and_the_log_number_as_the_rest_of_the_app(venue: Venue, lang: str,
                                                                places: list[str]) -> None:
    link = venue.links[0]
    games.record_hand(link.game_id, 1, {"result": "ron", "winner": 1, "loser": 3, "han": 3, "fu": 30})
    games.record_hand(link.game_id, 2, {"result": "ron", "winner": 2, "loser": 3, "han": 1, "fu": 30})
    with phone(lang, f"standing-{lang}-{venue.server.port}", *SIZES["phone"]) as p:
        _open(p, venue, link)
        p.wait(lambda: p.all(".result tbody tr"), what="the standing")
        assert [cell.text for cell in p.all(".result tbody td:first-child")] == places
        heads = [head.text.split()[0] for head in p.all(".log-head")]  # the hands, newest first
        assert heads == (["No.2", "No.1"] if lang == "ja" else ["2.", "1."])
        assert [cell.text for cell in p.all(".result tbody td:nth-child(2)")][-1] == p.text(
            ".seat[data-seat='3'] .name")  # the one who dealt in twice is last
        _looks_right(p, "standing")


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_language_is_switched_by_a_tap_and_kept(venue: Venue, lang: str) -> None:
    link = venue.links[0]
    other = "en" if lang == "ja" else "ja"
    with phone(lang, f"switch-{lang}-{venue.server.port}") as p:
        _open(p, venue, link)
        assert p.d.find_element("css selector", "html").get_attribute("lang") == lang
        p.d.find_element("link text", TEXTS[lang]["switch"]).click()
        p.wait(lambda: p.d.find_element("css selector", "html").get_attribute("lang") == other,
               what="the other language")
        p.wait(lambda: p.all(".seat"), what="the seats")
        assert p.text("[data-result='ron']") == ("Ron" if other == "en" else "ロン")
        p.shot("switched")
        p.open(venue.server.address + "/")  # the players' page remembers the choice
        assert p.d.find_element("css selector", "html").get_attribute("lang") == other
        p.shot("players-page")


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_view_only_table_and_a_renewed_link(venue: Venue, lang: str) -> None:
    table_links.set_phone_mode(venue.tournament_id, "view")
    link = venue.links[0]
    with phone(lang, f"view-{lang}-{venue.server.port}", *SIZES["small"]) as p:
        _open(p, venue, link)
        assert TEXTS[lang]["view"] in p.text(".foot")
        assert not p.all("[data-result]") and not p.all("#confirm") and not p.all("[data-riichi]")
        _looks_right(p, "view-only")
        table_links.table_links(venue.tournament_id, 1, renew=True)
        p.wait(lambda: TEXTS[lang]["renewed"] in p.text(".status"), what="the link stopped")
        _looks_right(p, "renewed")


def test_nothing_is_fetched_from_anywhere_but_the_server(venue: Venue) -> None:
    link = venue.links[0]
    for path in ("/", link.path, "/static/app.css", "/static/table.js", "/standings", "/round/1"):
        text = venue.http.get(path).text
        assert not re.search(r"(https?:)?//[a-z0-9]", text.replace(venue.server.address, "")), path
        assert "@import" not in text and "url(" not in text.replace("data:", ""), path
    with phone("en", f"resources-{venue.server.port}") as p:
        _open(p, venue, link)
        fetched = p.d.execute_script("return performance.getEntriesByType('resource').map(e => e.name)")
        assert fetched and all(url.startswith(venue.server.address + "/") for url in fetched), fetched
    assert httpx.get(venue.server.address + "/static/app.css").headers["content-type"].startswith("text/css")


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_players_pages_on_a_small_phone(venue: Venue, lang: str) -> None:
    from tests.services.helpers import quick_game
    from tournament_app.services import players, rounds

    tid = venue.tournament_id
    games.append_hands(venue.links[0].game_id, quick_game(), finish=True)
    pid = players.add_player(tid, "<script>alert(1)</script>", reading="スズキ タロウ")
    players.set_status(tid, venue.player_ids[7], "withdrawn")
    rounds.seat_round(tid, "manual", tables=[venue.player_ids[:4], [*venue.player_ids[4:7], pid]])
    with phone(lang, f"players-{lang}-{venue.server.port}", *SIZES["small"]) as p:
        p.open(venue.server.address + "/")
        p.css("input[name='q']").send_keys("すずき")  # hiragana finds the katakana reading
        p.css("button[type='submit']").click()
        p.wait(lambda: "/find" in p.d.current_url, what="the search")
        assert "<script>alert(1)</script>" in p.text(".card h2")  # shown as text, never run
        assert p.d.execute_script("return document.scripts.length") == 0
        assert p.css("input[name='q']").size["width"] > 180  # the form under the title, not beside it
        pages = [("find", None), ("home", "/"), ("round-1", "/round/1"), ("round-2", "/round/2"),
                 ("standings", "/standings"), ("player", f"/player/{venue.player_ids[0]}")]
        for name, path in pages:
            if path is not None:
                p.open(venue.server.address + path)
            p.shot(name)
            assert p.fits_the_width(), name
        # the player's statistics: every figure on a line of its own, what it rests on beside it
        p.open(venue.server.address + f"/player/{venue.player_ids[0]}")
        stats = p.css(".card.stats")
        assert len(stats.find_elements("css selector", "tr")) == 21  # every figure
        word = {"ja": "和了率", "en": "Win rate"}[lang]
        row = next(r for r in stats.find_elements("css selector", "tr") if r.text.startswith(word))
        assert "25.0%" in row.text and row.size["height"] < 60  # one line, not wrapped to a column
        assert stats.size["width"] <= SIZES["small"][0]
        shot = p.shot("player-statistics")
        print(shot)

"""The players' page at the server's root, read only: where do I sit (by name or reading), the round's
tables, the standings (hidden rounds stay hidden), a player's games; every name escaped."""

from __future__ import annotations

from tests.services.helpers import quick_game
from tests.web.conftest import Venue
from tournament_app.services import event_format, games, players, rounds


def test_where_do_i_sit_by_name_or_reading(venue: Venue) -> None:
    pid = players.add_player(venue.tournament_id, "<script>alert(1)</script>", reading="スズキ タロウ")
    others = venue.player_ids[:7]
    players.set_status(venue.tournament_id, venue.player_ids[7], "withdrawn")
    rounds.seat_round(venue.tournament_id, "manual", tables=[others[:4], [*others[4:], pid]])
    page = venue.http.get("/find", params={"q": "すずき"})  # hiragana finds a katakana reading
    assert page.status_code == 200
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page.text and "<script>alert" not in page.text
    assert "Round 2: table 2, North" in page.text
    assert "Player 03" in venue.http.get("/find", params={"q": "ＰＬＡＹＥＲ ０３"}).text  # full-width too
    nobody = venue.http.get("/find", params={"q": "nobody"})
    assert "Nobody of that name or reading is registered." in nobody.text
    assert venue.http.get("/find", follow_redirects=False).status_code == 303
    table = venue.http.get("/round/2")
    assert "&lt;script&gt;" in table.text and "<script>alert" not in table.text


def test_the_rounds_tables_and_a_players_games(venue: Venue) -> None:
    games.append_hands(venue.links[0].game_id, quick_game(), finish=True)
    page = venue.http.get("/round/1").text
    assert "Table 1" in page and "Table 2" in page and "finished" in page and "not started" in page
    assert "+5.0" in page or "0.0" in page
    mine = venue.http.get(f"/player/{venue.player_ids[0]}").text
    assert "Round 1: table 1, East" in mine and "with Player 01, Player 02, Player 03" in mine
    assert venue.http.get("/player/999999").status_code == 404
    assert venue.http.get("/round/7").status_code == 404
    for path in ("/round/99999999999999999999999", "/round/0", "/player/99999999999999999999999"):
        r = venue.http.get(path)  # beyond any integer the database holds: no such page, not a failure
        assert r.status_code == 404 and "There is no such page." in r.text, path


def test_hidden_standings_stay_hidden(venue: Venue) -> None:
    games.append_hands(venue.links[0].game_id, quick_game(), finish=True)
    shown = venue.http.get("/standings").text
    assert "Player 01" in shown
    event_format.hide_standings(venue.tournament_id, 1)
    hidden = venue.http.get("/standings").text
    assert "The standings from round 1 on are hidden" in hidden and "Player 01" not in hidden
    assert "+" not in venue.http.get("/round/1").text.split("Table 1", 1)[1].split("Table 2")[0]
    assert "place" not in venue.http.get(f"/player/{venue.player_ids[0]}").text


def test_the_pages_speak_japanese_when_the_browser_does(venue: Venue) -> None:
    page = venue.http.get("/", headers={"accept-language": "ja-JP,ja;q=0.9,en;q=0.5"})
    assert "座席早見表" in page.text and "<html lang='ja'>" in page.text
    switched = venue.http.get("/", params={"lang": "en"}, headers={"accept-language": "ja"})
    assert "Where do I sit?" in switched.text and "lang=en" in switched.headers["set-cookie"]
    remembered = venue.http.get("/", headers={"accept-language": "ja", "cookie": "lang=en"})
    assert "Where do I sit?" in remembered.text


def test_a_table_of_five_shows_who_sits_out(venue: Venue) -> None:
    from tournament_app.services import table_links

    pid = players.add_player(venue.tournament_id, "抜番 花子")
    for t in rounds.seating_of(venue.tournament_id, 1):
        games.append_hands(t.game_id, quick_game(), finish=True)
    rounds.seat_round(venue.tournament_id, "random", seed=2, fives=True)
    [five] = [t for t in rounds.seating_of(venue.tournament_id, 2) if t.out_id is not None]
    assert five.table == 2  # the last table is the table of five
    page = venue.http.get("/round/2").text
    card = page.split("Table 2", 1)[1]
    assert f"Sitting out this hanchan: <a href='/player/{five.out_id}'>{five.out_name}</a>" in card
    mine = venue.http.get(f"/player/{five.out_id}").text
    assert "Round 2: table 2, sitting out" in mine
    assert venue.http.get("/find", params={"q": five.out_name}).text.count("table 2, sitting out") == 1
    link = next(li for li in table_links.table_links(venue.tournament_id, 2) if li.table == 2)
    assert venue.get(link).json()["sitting_out"] == five.out_name
    assert venue.get(venue.links[0]).json()["sitting_out"] is None  # a table of four
    assert pid in {p for t in rounds.seating_of(venue.tournament_id, 2) for p in (*t.player_ids, t.out_id)}


def _stats_rows(html: str) -> dict[str, tuple[str, str]]:
    import re

    card = html.split("<div class='card stats'>", 1)[1].split("</div>", 1)[0]
    return {label: (value, basis) for label, value, basis in
            re.findall(r"<tr><td>([^<]*)</td><td class='num'>([^<]*)</td><td class='small'>([^<]*)</td></tr>",
                       card)}


def test_a_players_page_gives_the_statistics_with_what_they_rest_on(venue: Venue) -> None:
    # eight 2,000 rons: in hand i seat i + 1 wins off seat i + 3, so seat 0 wins hands 4 and 8 and deals
    # in in hands 2 and 6
    games.append_hands(venue.links[0].game_id, quick_game(), finish=True)
    page = venue.http.get(f"/player/{venue.player_ids[0]}").text
    rows = _stats_rows(page)
    assert rows["Games"] == ("1", "of 1 game")
    assert rows["Hands played"] == ("8", "of 1 game by hands")
    assert rows["Win rate"] == ("25.0%", "of 8 hands")
    assert rows["Deal-in rate"] == ("25.0%", "of 8 hands")
    assert rows["Riichi rate"] == ("0.0%", "of 8 hands")
    assert rows["Average win"] == ("2,000", "of 2 wins")
    assert rows["Average deal-in"] == ("2,000", "of 2 deal-ins")
    assert rows["Tsumo rate"] == ("0.0%", "of 2 wins")
    assert list(rows)[:3] == ["Games", "Average place", "1st places"]  # the player's page's order
    assert "Ippatsu and ura dora are not counted" in page
    unseated = venue.http.get(f"/player/{venue.player_ids[4]}").text  # no game yet: no empty figures
    assert "card stats" not in unseated
    ja = venue.http.get(f"/player/{venue.player_ids[0]}", headers={"accept-language": "ja"}).text
    assert "和了率" in ja and "一発" in ja

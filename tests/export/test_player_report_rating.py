"""The printed player report carries the club rating (issue 40 item 3(b)): the rating over every
event in the database after each event, as a chart, with its line (rating, place, games rated); a
player without a rated game gets the line saying so and no chart; the page stays one sheet."""

from __future__ import annotations

import base64
import datetime as dt
import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage

from tests import children
from tests.services.helpers import tournament_with_players
from tournament_app.export import chart_objects, documents
from tournament_app.export import chart_paint as cp
from tournament_app.export.chart_parts import line_colour
from tournament_app.export.outputs import document_html, print_document
from tournament_app.export.player_report import players_document
from tournament_app.services import (
    charts,
    event_standings,
    games,
    people,
    ratings,
    rounds,
    standings,
    tournaments,
)
from tournament_app.texts import display
from tournament_app.words.i18n import set_language

from . import helpers as h


def _event(name: str, day: dt.date, results: list[list[int]]) -> list[int]:
    """A tournament dated ``day`` whose four players play one final-scores game per entry of ``results``
    (seat i = player i)."""
    tid, ids = tournament_with_players(4, name=name)
    tournaments.update_tournament(tid, name=name, starts_on=day, ends_on=day, venue="")
    for scores in results:
        rounds.seat_round(tid, "manual", tables=[ids])
        games.record_final_scores(games.games_of_round(tid, rounds.round_numbers(tid)[-1])[0], scores)
    return [tid, *ids]


@pytest.fixture
def two_events(tournament_db: Path) -> tuple[int, list[int]]:
    """Winter final (January) and Spring (April, created first), Spring's player 0 linked as one person
    with Winter's player 0: 1st in Winter (1530.00), then 4th in Spring (1499.50), as test_ratings works
    out by hand; the database's seven persons rated 1530.19, 1510.19, 1510.00, 1499.50, …"""
    spring, *s = _event("Spring", dt.date(2026, 4, 1), [[10000, 40000, 30000, 20000]])
    _winter, *w = _event("Winter final", dt.date(2026, 1, 10), [[40000, 30000, 20000, 10000]])
    people.link(w[0], people.link(s[0], None))
    return spring, s


def _charts(html: str, kind: str) -> list[dict[str, Any]]:
    return [json.loads(base64.urlsafe_b64decode(src.split("'")[0].split(":", 2)[2]))
            for src in html.split("src='")[1:] if src.startswith(f"chart:{kind}:")]


def _pages(pdf: Path) -> list[str]:
    return [" ".join(page.split()) for page in h.pdf_text(pdf).split("\f") if page.strip()]


def test_each_rated_players_report_draws_their_rating_as_ratings_gives_it(qapp: Any,
                                                                          two_events: tuple[int, list[int]],
                                                                          ) -> None:
    spring, s = two_events
    table = ratings.ratings()
    by_player = {r.player_id: r for r in table}
    html = document_html(spring, "players")
    drawn = {c["player_id"]: c for c in _charts(html, "rating")}
    assert set(drawn) == set(s)  # one chart per report, of its own player
    for pid in s:
        expected = by_player[pid]
        assert drawn[pid]["rating"] == expected.rating and drawn[pid]["games"] == expected.games
        assert ([(p["tournament"], p["rating"]) for p in drawn[pid]["history"]]
                == [(p.tournament, p.rating) for p in expected.history])
        line = (f"Rating {display.rating(expected.rating)} · place {expected.rank} of {len(table)} · "
                f"{expected.games} game{'s' if expected.games != 1 else ''} rated")
        assert line in html, line
    # the linked person's two events, worked out by hand
    me = drawn[s[0]]
    assert [(p["tournament"], p["rating"]) for p in me["history"]] == [("Winter final", 153_000),
                                                                       ("Spring", 149_950)]
    assert "Rating 1499.50 · place 4 of 7 · 2 games rated" in html
    assert "Rating 1530.19 · place 1 of 7 · 1 game rated" in html
    # the chart in the document paints as paint_rating itself
    src = chart_objects.rating_img(by_player[s[0]], 300, 150).split("'")[1]
    paint = chart_objects.painter_for(src)
    assert paint is not None
    assert (cp.chart_image(300, 150, paint, background=cp.LIGHT.background)
            == cp.chart_image(300, 150, lambda p, r: cp.paint_rating(p, r, by_player[s[0]]),
                              background=cp.LIGHT.background))


def test_the_rating_is_read_once_for_the_whole_document(qapp: Any, two_events: tuple[int, list[int]],
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    spring, _s = two_events
    calls = []
    real = ratings.ratings
    monkeypatch.setattr(ratings, "ratings", lambda *a, **k: (calls.append(1), real(*a, **k))[1])
    html = document_html(spring, "players")
    assert len(_charts(html, "rating")) == 4 and len(calls) == 1


def _unrated_document(spring: int, s: list[int]) -> documents.Document:
    """Spring's reports with player 1 left out of the rating table (as a player of no rated game is)."""
    keys = people.person_keys(s)
    table = [r for r in ratings.ratings() if r.person != keys[s[1]]]
    return players_document(tournaments.tournament_info(spring), event_standings.ranked(spring),
                            charts.players_progress(spring), standings.results(spring), None, table, keys)


def test_a_player_without_a_rated_game_gets_a_line_and_no_chart(qapp: Any,
                                                                two_events: tuple[int, list[int]]) -> None:
    spring, s = two_events
    html = _unrated_document(spring, s).html()
    assert sorted(c["player_id"] for c in _charts(html, "rating")) == sorted([s[0], s[2], s[3]])
    assert html.count("No rated game yet.") == 1
    part = html.split("Player report: Player 01")[1].split("Player report: ")[0]
    assert "No rated game yet." in part and "chart:rating:" not in part and "Rating 1" not in part


def _rating_pixels(png: Path) -> int:
    """Pixels of the rating's line colour in the top row's right column (the rating's), at 60 dpi."""
    page = QImage(str(png)).convertToFormat(QImage.Format.Format_RGB32)
    want = line_colour(cp.SEAT_COLOURS[0], cp.LIGHT)
    area = QRectF(page.width() * 0.6, page.height() * 0.1, page.width() * 0.35, page.height() * 0.18).toRect()
    return sum(1 for y in range(area.top(), area.bottom()) for x in range(area.left(), area.right())
               if max(abs(a - b) for a, b in zip(QColor(page.pixel(x, y)).getRgb()[:3], want.getRgb()[:3],
                                                 strict=True)) <= 40)


@pytest.mark.parametrize(("language", "line", "title"), [
    ("en", "Rating 1499.50 · place 4 of 7 · 2 games rated", "Rating after each event"),
    ("ja", "レーティング 1499.50・7名中4位・対象 2 対局", "大会ごとのレーティング")])
def test_the_pdf_prints_the_rating_line_and_chart_on_the_players_page(
        qapp: Any, two_events: tuple[int, list[int]], tmp_path: Path, language: str, line: str,
        title: str) -> None:
    spring, s = two_events
    set_language(language)
    try:
        pdf = tmp_path / f"players-{language}.pdf"
        print_document(spring, "players", pdf)
        unrated = tmp_path / f"unrated-{language}.pdf"
        documents.write_pdf(_unrated_document(spring, s), unrated)
    finally:
        set_language("en")
    pages = _pages(pdf)
    assert h.pdf_pages(pdf) == len(pages) == 4  # still one sheet per player
    first = pages[0]  # Player 00: the linked person (the readings' order)
    assert "Player 00" in first and line in first.replace(" ・", "・").replace("・ ", "・")
    assert all(title in page for page in pages)  # the chart's own text: drawn as vectors
    assert "Winter final" in first  # its events, as typed (no "ﬁ" ligature in the text)
    png = h.render_first_page(pdf, tmp_path)
    (Path("/tmp") / f"t40-chart-rating-{language}.png").write_bytes(png.read_bytes())  # to look at
    assert _rating_pixels(png) > 40
    # Player 01 without a rated game: the line saying so, no chart
    assert h.pdf_pages(unrated) == 4
    second = _pages(unrated)[1]
    assert "Player 01" in second and title not in second
    none_yet = {"en": "No rated game yet.", "ja": "レーティング対象の対局はまだありません。"}[language]
    assert none_yet in second
    page_two = tmp_path / "page2"
    children.run([h.need_tool("pdftoppm"), "-png", "-r", "60", "-f", "2", "-l", "2", "-singlefile",
                    str(unrated), str(page_two)], check=True, timeout=60)
    assert _rating_pixels(page_two.with_suffix(".png")) == 0


def test_a_long_leagues_report_with_its_rating_and_statistics_stays_one_sheet(qapp: Any, backend_db: str,
                                                                              tmp_path: Path) -> None:
    from tournament_app.services import demo

    demo.create_demo(players_count=8, rounds_count=3, seed=2, name="Old cup")  # more persons rated
    tid = demo.create_demo(players_count=4, rounds_count=12, seed=5, name="Test cup")
    table = ratings.ratings()
    pdf = tmp_path / "players.pdf"
    print_document(tid, "players", pdf)
    pages = _pages(pdf)
    assert h.pdf_pages(pdf) == len(pages) == 4
    for r in (r for r in table if r.games == 12):  # Test cup's four
        said = f"Rating {display.rating(r.rating)} · place {r.rank} of {len(table)} · 12 games rated"
        assert sum(said in page and r.name in page for page in pages) == 1, said
    assert all("Rating after each event" in p and "Win rate" in p and "Round 12" in p for p in pages)

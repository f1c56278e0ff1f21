"""Printable documents: the HTML, and the PDF that Qt prints from it, read back with poppler."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QFontDatabase

from tournament_app.export import documents
from tournament_app.export.documents import (
    ensure_gui_app,
    scoresheets_html,
    seating_html,
    standings_html,
    write_pdf,
)
from tournament_app.export.fonts import cjk_family
from tournament_app.words.messages import UserError

from . import helpers as h

ROUNDS = [1, 2, 3]


@pytest.fixture(scope="module")
def games() -> list[Any]:
    return h.games()


def pdf_text(pdf: Path) -> str:
    return h.pdf_text(pdf)  # (as typed: no look-alike radicals to fold, issue 37)


def test_ensure_gui_app_uses_the_running_application(qapp: Any) -> None:
    assert ensure_gui_app() is qapp


def test_a_japanese_font_is_chosen_when_the_machine_has_one(qapp: Any) -> None:
    if not any("CJK" in f for f in QFontDatabase.families()):
        pytest.skip("no CJK font installed (Debian: fonts-noto-cjk)")
    family = cjk_family()
    assert family is not None and "CJK" in family


def test_html_escapes_user_text(games: list[Any]) -> None:
    rows = h.standings(games)
    rows[0] = dataclasses.replace(rows[0], name="<b>佐藤</b> & Co")
    html = standings_html(h.INFO, rows, ROUNDS)
    assert "&lt;b&gt;佐藤&lt;/b&gt; &amp; Co" in html and "<b>佐藤</b>" not in html


def test_standings_pdf(qapp: Any, tmp_path: Path, games: list[Any]) -> None:
    pdf = tmp_path / "standings.pdf"
    write_pdf(standings_html(h.INFO, h.standings(games, {3: -100}), ROUNDS), pdf, landscape=True)
    text = pdf_text(pdf)
    assert "Standings after round 3" in text
    for name in ("佐藤 太郎", "高橋 一郎", "渡辺 さくら", "=SUM(A1)", "@evil"):
        assert name in text
    for value in ("+68.1", "△107.0", "△116.8", "△53.1", "2.67"):
        assert value in text
    assert "第1回 テスト杯 & 交流戦 — Standings after round 3" in text  # the running header
    assert "Page 1 of 1" in text  # the page number
    assert h.pdf_pages(pdf) == 1
    width, height = h.pdf_page_size(pdf)
    assert (round(width), round(height)) == (842, 595)  # A4 landscape in points
    assert h.render_first_page(pdf, tmp_path).stat().st_size > 1000


def test_standings_show_the_latest_rounds_of_a_long_league(games: list[Any]) -> None:
    html = standings_html(h.INFO, h.standings(games), list(range(1, 31)))
    shown = [int(n) for n in re.findall(r"<th[^>]*>Round<br>(\d+)</th>", html)]
    # the latest rounds, as many as fit beside whole headers and names (issue 29, 8)
    assert shown == list(range(31 - len(shown), 31)) and 5 <= len(shown) <= documents.MAX_ROUND_COLUMNS
    assert f"Only the latest {len(shown)} rounds are shown." in html


def test_seating_pdf_has_a_page_per_round_and_a_where_do_i_sit_list(qapp: Any, tmp_path: Path,
                                                                    games: list[Any]) -> None:
    pdf = tmp_path / "seating.pdf"
    write_pdf(seating_html(h.INFO, h.seating(games), h.players()), pdf)
    text = pdf_text(pdf)
    assert h.pdf_pages(pdf) == 4  # three rounds, then the list by name
    assert "Seating: Round 1" in text and "Where do I sit?" in text
    where = text[text.index("Where do I sit?"):]
    # in the order of the readings: あっと, いこーる, いとう, さとう …
    names = ("@evil", "=SUM(A1)", "伊藤 健", "佐藤 太郎", "鈴木 花子", "渡辺 さくら")
    order = [where.index(n) for n in names]
    assert order == sorted(order)
    line = next(x for x in where.splitlines() if "佐藤 太郎" in x)
    assert line.split()[2:] == ["T1", "East", "T1", "East", "T1", "East"]
    assert width_is_portrait(pdf)
    assert h.render_first_page(pdf, tmp_path).stat().st_size > 1000


def width_is_portrait(pdf: Path) -> bool:
    width, height = h.pdf_page_size(pdf)
    return (round(width), round(height)) == (595, 842)


def test_seating_without_readings_sorts_by_name(games: list[Any]) -> None:
    html = seating_html(h.INFO, h.seating(games))
    where = html[html.index("Where do I sit?"):]
    assert where.index("=SUM(A1)") < where.index("@evil") < where.index("伊藤 健")


def test_scoresheets_pdf_has_a_page_per_game(qapp: Any, tmp_path: Path, games: list[Any]) -> None:
    pdf = tmp_path / "scoresheets.pdf"
    write_pdf(scoresheets_html(h.INFO, games), pdf)
    text = pdf_text(pdf)
    pages = h.pdf_pages(pdf)
    assert pages >= len(games)
    page_texts = text.split("\f")
    for game in games:
        title = f"Score sheet: round {game.round}, table {game.table}"
        starts = [i for i, page in enumerate(page_texts) if title in page]
        assert len(starts) == 1, title  # each game starts a page of its own (and appears once)
    played = games[2]
    for hand in played.hands:
        assert hand.label in text
    for value in ("△53.1", "+81.8", "△69.3", "+0.6", "Signatures", "1,000"):
        assert value in text
    assert "Final scores only" in text
    assert h.render_first_page(pdf, tmp_path).stat().st_size > 1000


def test_pdf_keeps_digits_and_ligatures_as_text(qapp: Any, tmp_path: Path) -> None:
    # Noto CJK's localised forms and ligatures would leave "1" and "fi" out of the PDF's text.
    pdf = tmp_path / "digits.pdf"
    write_pdf("<html><body><h1>round 1, table 1</h1><p>finished 123 =SUM(A1) 東1局</p></body></html>", pdf)
    text = pdf_text(pdf)
    assert "round 1, table 1" in text and "finished 123 =SUM(A1) 東1局" in text


def test_an_unwritable_place_is_a_user_error(qapp: Any, tmp_path: Path) -> None:
    with pytest.raises(UserError):
        write_pdf("<p>x</p>", tmp_path / "missing" / "x.pdf")


def test_where_do_i_sit_follows_the_readings(tmp_path) -> None:
    """Issue 10 (19): 「座席早見表」 in the order of the players' readings, not of the kanji."""
    from tournament_app.export.outputs import document_html
    from tournament_app.services import players, rounds, tournaments
    from tournament_app.storage.database import close_database, open_database

    open_database(tmp_path / "t.sqlite3")
    try:
        tid = tournaments.create_tournament("Cup", "jpml")
        # by code point 渡辺 < 鈴木 < 阿部 < 高橋; by reading あべ, すずき, たかはし, わたなべ
        for name, reading in (("渡辺", "わたなべ"), ("阿部", "あべ"), ("高橋", "たかはし"),
                              ("鈴木", "すずき")):
            players.add_player(tid, name, reading=reading)
        rounds.seat_round(tid)
        html = document_html(tid, "seating")
        sit = html[html.index("座席早見表") if "座席早見表" in html else html.index("Where do I sit?"):]
        positions = [sit.index(name) for name in ("阿部", "鈴木", "高橋", "渡辺")]
        assert positions == sorted(positions)
    finally:
        close_database()

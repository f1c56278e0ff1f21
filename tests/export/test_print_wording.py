"""Issue 29 (6–8): what the prints and the workbook show a newcomer, read from the PDF text that Qt
and LibreOffice write (clipped or cut text is missing there, as on the page)."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from tests import children
from tournament_app.export import chart_paint, documents, paged
from tournament_app.export.outputs import print_document
from tournament_app.export.workbook import write_workbook
from tournament_app.rules.game import play
from tournament_app.rules.record import parse_hand
from tournament_app.services import demo, games, penalties, rounds
from tournament_app.services.charts import line_from_outcomes
from tournament_app.words.i18n import set_language

from . import helpers as h

# A page number as any print might write it: 1/3, 1 / 3, Page 1 of 3, 1ページ …
ANY_PAGE_NUMBER = re.compile(r"(Page\s*)?\d[\d,]*\s*(/|of)\s*\d[\d,]*(\s*ページ)?")


def _text(pdf: Path) -> str:
    return h.pdf_text(pdf)  # (as typed: no look-alike radicals to fold, issue 37)


def test_standings_while_a_table_plays_say_so_and_show_the_penalty(qapp: Any, tournament_db: Path,
                                                                    tmp_path: Path) -> None:
    """12 players, round 1: two tables finished, one still playing; a −40 penalty in a total."""
    tid = demo.create_demo(players_count=12, rounds_count=0, seed=6)
    rounds.seat_round(tid, "random", seed=1)
    first, second, third = games.games_of_round(tid, 1)
    for game_id in (first, second):
        games.append_hands(game_id, h.simulated_hands(game_id), finish=True)
    games.append_hands(third, h.simulated_hands(3)[:2])  # under way
    seated = rounds.seating_of(tid, 1)[0].player_ids[0]
    penalties.add_penalty(tid, seated, -400, "late", round_number=1)
    pdf = tmp_path / "standings.pdf"
    print_document(tid, "standings", pdf)
    text = _text(pdf)
    head = text.split("\n", 3)
    assert "Standings · round 1 under way: 2 of 3 tables finished" in text  # heading and running title
    assert "Standings after round 1" not in text
    assert "Penalties" in text and "△40.0" in text
    assert any("round 1 under way: 2 of 3 tables finished" in line for line in head[:2])  # the title band

    for game_id in (third,):
        games.append_hands(game_id, h.simulated_hands(3)[2:], finish=True)
    print_document(tid, "standings", pdf)
    text = _text(pdf)
    assert "Standings after round 1" in text and "tables finished" not in text


@pytest.mark.parametrize(("language", "said"), [
    ("en", ("Standings after round 1 · round 2 under way: 0 of 3 tables finished",
            "Standings after round 1 · round 2 under way: 1 of 3 tables finished")),
    ("ja", ("1回戦終了時点の成績・2回戦 対局中: 3卓中 0卓終了",
            "1回戦終了時点の成績・2回戦 対局中: 3卓中 1卓終了"))])
def test_standings_say_the_round_under_way_before_any_of_its_tables_finished(
        qapp: Any, tournament_db: Path, tmp_path: Path, language: str, said: tuple[str, str]) -> None:
    """Issue 38 (4): round 2 started at a table, none finished, round 3 seated ahead: "after round 1"
    alone hid that round 2 is being played."""
    set_language(language)
    tid = demo.create_demo(players_count=12, rounds_count=1, seed=6)
    rounds.seat_rounds(tid, 2, seed=6)
    first, second, _third = games.games_of_round(tid, 2)
    games.append_hands(first, h.simulated_hands(first)[:2])  # under way
    pdf = tmp_path / "standings.pdf"
    print_document(tid, "standings", pdf)
    assert said[0] in _text(pdf).replace("‧", "・")  # (the extracted text gives ・ as its lookalike ‧)
    games.append_hands(second, h.simulated_hands(second), finish=True)
    print_document(tid, "standings", pdf)
    assert said[1] in _text(pdf).replace("‧", "・")


def test_standings_without_penalties_have_no_penalty_column(qapp: Any, tournament_db: Path,
                                                             tmp_path: Path) -> None:
    set_language("en")
    rows = h.standings(h.games())  # (no penalty given)
    html = documents.standings_html(h.INFO, [replace(r, penalties=0) for r in rows], [1, 2, 3])
    assert "Penalties" not in html


def test_a_final_scores_sheet_shows_the_points_left_on_the_table(qapp: Any, tmp_path: Path) -> None:
    game = h.final_game(1, 1, (0, 1, 4, 5), [42100, 30900, 18000, 8000], left=1000)
    pdf = tmp_path / "sheet.pdf"
    paged.write_pdf(documents.scoresheets_document(h.INFO, [game], 1), pdf)
    text = re.sub(r" +", " ", _text(pdf))
    assert "Final scores only" in text
    assert "Left on the table 1,000 (with the final scores: 100,000)" in text  # 99,000 + 1,000


def test_a_final_scores_score_sheet_in_the_workbook_adds_up(tmp_path: Path) -> None:
    """The workbook's score sheet of the same game: the 1,000 left stands in its Left column, on the
    Final score row (no hand row shows it), so the row adds up to 100,000 as the printed one does."""
    from openpyxl import load_workbook

    set_language("en")
    played = [h.final_game(1, 1, (0, 1, 4, 5), [42100, 30900, 18000, 8000], left=1000)]
    book = tmp_path / "book.xlsx"
    write_workbook(book, h.INFO, h.standings(played), [1], played, h.players())
    sheet = load_workbook(book)["R1 T1"]
    row = next(r for r in sheet.iter_rows(values_only=True) if r[3] == "Final score")
    left = next(r for r in sheet.iter_rows(values_only=True) if r[0] == "No.")[12]
    assert left == "Left" and row[12] == 1000
    assert sum(row[5:12:2]) + row[12] == h.RULES.total_points == 100000


def _long_game() -> Any:
    """A game of 23 hands with counters up to 11: long labels under every point."""
    hands = ([{"result": "draw", "tenpai": [0]} for _ in range(11)]
             + [{"result": "ron", "winner": 1, "loser": 0, "han": 1, "fu": 30}]
             + [{"result": "draw", "tenpai": [1]} for _ in range(9)]
             + [{"result": "ron", "winner": 2, "loser": 1, "han": 1, "fu": 30},
                {"result": "ron", "winner": 3, "loser": 2, "han": 1, "fu": 30}])
    game = h.hands_game(1, 1, (0, 1, 2, 3), hands)
    _state, outcomes = play(h.RULES, [parse_hand(x) for x in hands])
    return replace(game, outcomes=tuple(outcomes))


def test_score_line_labels_are_not_cut_short(qapp: Any, tmp_path: Path) -> None:
    """Printed score sheet: upright labels too long for the room go over two lines ("East 1" beside
    "11 counters"), not "East 1, 11 count…"."""
    game = _long_game()
    pdf = tmp_path / "sheet.pdf"
    paged.write_pdf(documents.scoresheets_document(h.INFO, [game], 1), pdf)
    text = _text(pdf)
    assert "…" not in text and "count..." not in text
    assert "11 counters" in text  # the last counter of the dealer's run, in full
    # And drawn directly, at the smallest height a score sheet gives its chart:
    line = line_from_outcomes(game.game_id, game.round, game.table, game.names, game.outcomes, 25000)
    labels = [h_.label for h_ in game.hands]
    image = QImage(700, documents.SCORE_LINE_MIN_HEIGHT_PX, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    drawn: list[str] = []
    real = painter.drawText

    def spy(*args: Any) -> None:
        drawn.append(str(args[-1]))
        real(*args)

    painter.drawText = spy  # type: ignore[method-assign]
    chart_paint.paint_game_line(painter, QRectF(0, 0, 700, documents.SCORE_LINE_MIN_HEIGHT_PX), line, labels)
    painter.end()
    assert not [t for t in drawn if "…" in t]


@pytest.mark.parametrize("language", ["en", "ja"])
def test_libreoffice_shows_whole_headers_and_check_details(tmp_path: Path, language: str) -> None:
    """After one round the Progress sheet's group labels ran over one narrow column each, and the
    check row's detail was cut off by the sum beside it: LibreOffice's PDF holds them whole."""
    set_language(language)
    played = [h.final_game(1, 1, (0, 1, 2, 3), [41200, 31000, 18600, 9200]),
              h.final_game(1, 2, (4, 5, 6, 7), [42100, 30900, 18000, 8000], left=1000)]
    book = tmp_path / "book.xlsx"
    write_workbook(book, h.INFO, h.standings(played), [1], played, h.players(), score_sheets=False)
    pdf = h.soffice_pdf(book, tmp_path)
    # (-raw: a wrapped cell's lines one after the other, not beside the row's other cells)
    raw = children.run([h.need_tool("pdftotext"), "-raw", str(pdf), "-"], capture_output=True,
                       check=True, timeout=60).stdout
    text = re.sub(r"\s+", "", unicodedata.normalize("NFKC", raw))
    if language == "en":
        wanted = ("Cumulativepoints", "Rankaftertheround", "finished,1,000leftonthetable")
    else:
        wanted = ("累計ポイント", "回戦終了時の順位", "終了、供託1,000")
    for words in wanted:
        assert words in text


@pytest.mark.parametrize("language", ["en", "ja"])
def test_standings_headers_and_names_are_never_broken_inside_a_word(qapp: Any, tmp_path: Path,
                                                                    language: str) -> None:
    """Twenty rounds and a penalty: as many of the latest rounds as fit beside whole headers and
    names (Qt broke "Avera|ge", "Penalti|es", 小林 真由|美 to squeeze ten rounds in)."""
    set_language(language)
    rows = h.standings(h.games(), {3: -400})
    by_round = {n: 10 * n - 55 for n in range(1, 21)}  # (tenths: △4.5 … +14.5)
    rows = [replace(r, by_round=by_round, name=name) for r, name in
            zip(rows, ("小林 真由美", "吉田 健太郎", "Alexandra Hamilton", *h.NAMES[3:]), strict=True)]
    pdf = tmp_path / "standings.pdf"
    paged.write_pdf(documents.standings_html(h.INFO, rows, list(range(1, 21))), pdf, landscape=True)
    text = _text(pdf)
    words = {"en": ("Affiliation", "Average", "Penalties", "Games", "Round"),
             "ja": ("所属", "平均順位", "平均持ち点", "ペナルティ", "対局数", "20回戦")}[language]
    lines = text.splitlines()
    for word in words:
        assert any(word in line for line in lines), word
    for name in ("小林 真由美", "吉田 健太郎", "Alexandra Hamilton"):
        assert any(name in line for line in lines), name  # whole, on one line
    assert ("Only the latest" in text) if language == "en" else ("回戦分のみ表示" in text)


def test_player_report_headers_are_whole_in_japanese(qapp: Any, tournament_db: Path, tmp_path: Path) -> None:
    """Review row 40: 累計ポイ|ント and 暫定順|位 wrapped inside the word."""
    set_language("ja")
    tid = demo.create_demo(players_count=8, rounds_count=3, seed=2)
    pdf = tmp_path / "players.pdf"
    print_document(tid, "players", pdf)
    lines = _text(pdf).splitlines()
    for word in ("累計ポイント", "暫定順位", "最終持ち点"):
        assert any(word in line for line in lines), word


@pytest.mark.parametrize(("language", "footer"), [("ja", r"(\d+)/(\d+)"), ("en", r"Page (\d+) of (\d+)")])
def test_every_print_numbers_its_pages_in_one_form(qapp: Any, tournament_db: Path, tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch, language: str,
                                                   footer: str) -> None:
    """Issue 38 row N12: one page number form across a print run (the text the PDF holds, as a reader
    copying it or a screen reader meets it): every page's number, in whatever form, is the one form."""
    import random

    from tournament_app.export.outputs import print_league_sheets
    from tournament_app.services import players, table_links
    from tournament_app.services.season_demo import play_season_days
    from tournament_app.services.seasons import create_season, season_info

    tid = demo.create_demo(players_count=8, rounds_count=2, seed=3)
    table_links.table_links(tid)  # the table cards need the links
    sid = create_season("春季リーグ", ["A", "B"], days=1, hanchan=1, promote=1, relegate=1)
    for div in season_info(sid).divisions:
        for n in range(4):
            players.add_player(div.tournament_id, f"{div.name}選手{n}", season=True)
    play_season_days(sid, 1, random.Random(1), lambda game, _hands: games.record_final_scores(
        game, [40000, 30000, 20000, 10000]))
    drawn: list[str] = []  # the numbers as painted (the PDF's text may lose a narrow space)
    band = paged._bands
    monkeypatch.setattr(paged, "_bands", lambda *args: (drawn.append(args[-1]), band(*args))[1])
    set_language(language)
    prints = {}
    painted = {}
    for kind in ("standings", "seating", "scoresheets", "players", "tablecards", "league"):
        prints[kind] = tmp_path / f"{kind}.pdf"
        if kind == "league":
            print_league_sheets(sid, prints[kind])
        else:
            print_document(tid, kind, prints[kind])
        painted[kind], drawn[:] = list(drawn), []
    for kind, pdf in prints.items():
        assert painted[kind] and all(re.fullmatch(footer, number) for number in painted[kind]), painted
        pages = [page for page in _text(pdf).split("\f") if page.strip()]
        found = [[line.strip() for line in page.splitlines() if ANY_PAGE_NUMBER.fullmatch(line.strip())]
                 for page in pages]
        assert all(len(lines) == 1 for lines in found), (kind, found)
        numbers = [re.fullmatch(footer, lines[0]) for lines in found]
        assert all(numbers), (kind, found)
        total = len(pages)
        assert [(int(m[1]), int(m[2])) for m in numbers] == [(n, total) for n in range(1, total + 1)], kind

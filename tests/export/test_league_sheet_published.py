"""Issue 37 (5): the league sheet as leagues publish it, on both back ends: each day's date under its
head and the day it was printed, an as-of line that is true while a day is played, the previous
place, a day's mark in its cell, the penalty in the season workbook's results, the sheets named as
the screens name them."""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import replace
from pathlib import Path

import pytest
from openpyxl import load_workbook

from tests.export.helpers import pdf_text
from tournament_app.export.league_sheet import league_sheets_html, write_season_workbook
from tournament_app.export.outputs import export_season_workbook, print_league_sheets
from tournament_app.export.paged import write_pdf
from tournament_app.export.workbook import seat_winds
from tournament_app.rules.presets import resolve
from tournament_app.services import games, seasons
from tournament_app.services.season_days import seat_day
from tournament_app.services.season_demo import play_season_days
from tournament_app.services.season_standings import division_table, season_tables
from tournament_app.services.seasons import create_season, season_info
from tournament_app.services.simulate import random_game
from tournament_app.services.tournaments import tournament_info
from tournament_app.texts import display
from tournament_app.words.i18n import set_language

DATES = [dt.date(2026, 4, 5), dt.date(2026, 5, 10), dt.date(2026, 6, 14)]


@pytest.fixture(autouse=True)
def _widgets_app(qapp: object) -> None:
    """The QApplication of the other tests (printing would make a bare QGuiApplication)."""


@pytest.fixture
def season(backend_db: str) -> int:
    """Division A of eight players (two tables), three dated days of two hanchan: four games a day."""
    sid = create_season("2026 リーグ", ["A"], days=3, hanchan=2, promote=0, relegate=1, dates=DATES)
    for n in range(8):
        seasons.add_player(sid, "A", f"選手 {n}")
    return sid


def _day_games(sid: int, day: int) -> list[int]:
    div = season_info(sid).divisions[0]
    first, last = div.league_days[day - 1].rounds  # type: ignore[misc]
    return [g for n in range(first, last + 1) for g in games.games_of_round(div.tournament_id, n)]


def _finish(game_id: int, seed: int) -> None:
    games.append_hands(game_id, random_game(resolve("jpml"), random.Random(seed)), finish=True)


def _sheet_text(sid: int, tmp_path: Path) -> str:
    pdf = tmp_path / "league.pdf"
    print_league_sheets(sid, pdf)
    return pdf_text(pdf)


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_as_of_line_is_true_while_a_day_is_played(season: int, tmp_path: Path, language: str) -> None:
    set_language(language)
    seat_day(season, "A", seed=1)
    day_games = _day_games(season, 1)
    _finish(day_games[0], 1)
    text = _sheet_text(season, tmp_path)
    if language == "ja":
        assert "全3節中 第1節途中（4対局中1対局終了）" in text
        assert "終了時点" not in text
    else:
        assert "during day 1 of 3 (1 of 4 games finished)" in text
        assert "after day 1" not in text
    for n, game_id in enumerate(day_games[1:], start=2):
        _finish(game_id, n)
    seat_day(season, "A", seed=2)  # day 2 seated, none of its games finished: still after day 1
    text = _sheet_text(season, tmp_path)
    assert ("全3節中 第1節終了時点" if language == "ja" else "after day 1 of 3") in text
    assert "途中" not in text and "during" not in text


def test_dates_under_the_heads_the_printed_day_and_the_previous_place(season: int, tmp_path: Path) -> None:
    play_season_days(season, 2, random.Random(4))
    info = season_info(season)
    table = season_tables(season)[0]
    after_1 = {r.player_id: r.rank for r in division_table(info, "A", 1).rows}
    assert [r.previous_rank for r in table.rows] == [after_1[r.player_id] for r in table.rows]
    assert [r.previous_rank for r in division_table(info, "A", 1).rows] == [None] * 8
    text = _sheet_text(season, tmp_path)
    lines = text.splitlines()
    head = next(i for i, line in enumerate(lines) if "Day 1" in line and "Prev." in line)
    under = lines[head + 1]  # the dates on the line under the heads, in the days' order
    assert under.index("4/5") < under.index("5/10") < under.index("6/14")
    assert lines[head].index("Day 1") <= under.index("4/5") + 3
    assert f"printed {dt.date.today().isoformat()}" in text
    for row in table.rows:
        line = next(x for x in lines if row.name in x)
        assert line.split()[:2] == [str(row.rank), str(row.previous_rank)]
    set_language("ja")
    html = league_sheets_html(info, [table], printed=dt.date(2026, 6, 15))
    assert "2026年6月15日作成" in html and ">前節<" in html


def test_a_day_s_mark_shows_in_its_cell(season: int, tmp_path: Path) -> None:
    """The seating's and the withdrawals' marks (their data: ``LeagueRow.day_marks``) in the day's cell,
    on the sheet and in the workbook: short beside the points where the day has them (explained in the
    legend), the whole word on a day without points."""
    play_season_days(season, 1, random.Random(4))
    info = season_info(season)
    table = season_tables(season)[0]
    first, second = table.rows[:2]
    marked = replace(table, rows=(replace(first, day_marks=("sit_out", None, None)),
                                  replace(second, day_marks=(None, "absent", None)), *table.rows[2:]))
    html = league_sheets_html(info, [marked])
    assert f">{display.points(first.days[0])}<span class='mark'>S</span><" in html
    assert "<span class='alone'>absent</span>" in html and "S: sat out" in html and "A: absent" not in html
    set_language("ja")
    pdf = tmp_path / "marked.pdf"
    write_pdf(league_sheets_html(info, [marked]), pdf, landscape=True)
    text = pdf_text(pdf)
    line = next(x for x in text.splitlines() if first.name in x)
    assert f"{display.points(first.days[0])}抜" in line.replace(" ", "")
    assert "休場" in next(x for x in text.splitlines() if second.name in x)
    assert "抜: 抜け番" in text and "休: " not in text
    path = tmp_path / "marked.xlsx"
    infos = {"A": tournament_info(info.divisions[0].tournament_id)}
    write_season_workbook(path, info, [marked], infos, {"A": []})
    ws = load_workbook(path)["Aリーグ"]
    assert ws["D4"].value == first.days[0] / 10 and ws["D4"].number_format.endswith('" 抜"')  # a number
    assert ws["E5"].value == "休場"


def test_the_season_workbook_shows_penalties_and_names_sheets_as_the_screens(season: int,
                                                                            tmp_path: Path) -> None:
    seat_day(season, "A", seed=3)
    day_games = _day_games(season, 1)
    chombo = [{"result": "chombo", "player": 2}, *random_game(resolve("jpml"), random.Random(8))]
    games.append_hands(day_games[0], chombo, finish=True)
    for n, game_id in enumerate(day_games[1:]):
        _finish(game_id, 20 + n)
    set_language("ja")
    path = tmp_path / "season.xlsx"
    export_season_workbook(season, path)
    wb = load_workbook(path)
    assert wb.sheetnames[0] == "Aリーグ"
    ws = wb["Aリーグ"]
    assert ws["D3"].value == "第1節\n4/5" and ws["F3"].value == "第3節\n6/14"
    results = wb[wb.sheetnames[-1]]
    header = [c.value for c in results[1]]
    penalty = header.index("ペナルティ")
    rows = [[c.value for c in row] for row in results.iter_rows(min_row=2)]
    marked = [r for r in rows if r[penalty] is not None]
    assert len(marked) == 1 and marked[0][penalty] == -40  # the chombo's −40.0, within the points
    assert marked[0][header.index("席")] == seat_winds()[2]  # the offender's seat

"""The tournament workbook: reopened with openpyxl, and opened by LibreOffice as a user would."""

from __future__ import annotations

import dataclasses
import unicodedata
from pathlib import Path
from typing import Any

import pytest
from openpyxl import load_workbook
from openpyxl.workbook.workbook import Workbook
from openpyxl.worksheet.worksheet import Worksheet

from tournament_app.export import workbook as wbmod
from tournament_app.export.workbook import game_check, write_workbook
from tournament_app.export.xlsx_cells import POINTS_FORMAT, SCORE_FORMAT, sheet_title
from tournament_app.services.rows import PlayerRow
from tournament_app.words.messages import UserError

from . import helpers as h

ROUNDS = [1, 2, 3]
GAME_SHEETS = ["R1 T1", "R1 T2", "R2 T1", "R2 T2", "R3 T1", "R3 T2"]


@pytest.fixture(scope="module")
def games() -> list[Any]:
    return h.games()


@pytest.fixture(scope="module")
def book_path(tmp_path_factory: pytest.TempPathFactory, games: list[Any]) -> Path:
    path = tmp_path_factory.mktemp("book") / "tournament.xlsx"
    write_workbook(path, h.INFO, h.standings(games, {3: -100}), ROUNDS, games, h.players())
    return path


@pytest.fixture(scope="module")
def book(book_path: Path) -> Workbook:
    return load_workbook(book_path)


def rows_of(ws: Worksheet) -> list[tuple[Any, ...]]:
    return list(ws.iter_rows(values_only=True))


def find(ws: Worksheet, value: Any) -> Any:
    for row in ws.iter_rows():
        for cell in row:
            if cell.value == value:
                return cell
    raise AssertionError(f"{value!r} not in {ws.title}")


def test_sheets_come_in_order_with_a_score_sheet_per_game(book: Workbook) -> None:
    assert book.sheetnames == ["Standings", "League", "Results", "Players", "Progress", "Player chart",
                               "Field chart", *GAME_SHEETS]


def test_standings_hold_points_as_real_numbers_with_the_league_format(book: Workbook) -> None:
    ws = book["Standings"]
    assert rows_of(ws)[0][:12] == ("Rank", "Name", "Affiliation", "Total", "Games", "Average rank", "1st",
                                   "2nd", "3rd", "4th", "Average score", "Penalties")
    assert rows_of(ws)[0][12:] == ("Round 1", "Round 2", "Round 3")
    first = rows_of(ws)[1]
    assert first[:6] == (1, "佐藤 太郎", "東京支部", pytest.approx(68.1), 3, pytest.approx(2.0))
    assert first[12:] == (pytest.approx(61.2), pytest.approx(-53.1), pytest.approx(60.0))
    total = ws["D2"]
    assert total.data_type == "n" and total.number_format == POINTS_FORMAT
    assert ws["F2"].number_format == "0.00"
    assert ws["K2"].number_format == SCORE_FORMAT
    evil = next(r for r in rows_of(ws) if r[1] == "@evil")
    assert evil[3] == pytest.approx(-26.7) and evil[11] == pytest.approx(-10.0)  # a penalty outside games
    assert ws.auto_filter.ref == "A1:O9"


def test_results_list_each_seat_and_a_check_row_per_table(book: Workbook) -> None:
    ws = book["Results"]
    rows = rows_of(ws)
    assert rows[1] == (1, 1, "East", "佐藤 太郎", 41200, 1, pytest.approx(50.0), None, pytest.approx(61.2),
                       None)
    west = find(ws, -21.4)  # RULES.md §4: 18,600 in third place
    assert west.data_type == "n" and west.number_format == POINTS_FORMAT
    assert ws.cell(west.row, 5).number_format == SCORE_FORMAT
    checks = [r for r in rows if r[2] == "Check"]
    assert len(checks) == 6
    assert [r[9] for r in checks] == ["OK"] * 6
    left_on_table = next(r for r in checks if r[:2] == (3, 1))
    assert left_on_table[4] == 100000  # 99,000 in scores + 1,000 left
    assert left_on_table[8] == pytest.approx(-1.0)  # RULES.md §4: the points sum △1.0
    assert "1,000 left on the table" in left_on_table[3]


def test_a_settlement_that_does_not_add_up_is_flagged(tmp_path: Path, games: list[Any]) -> None:
    wrong = dataclasses.replace(games[0], points=(612, 110, -214, -500))
    ok, problems = game_check(wrong, 25000, "exact")
    assert not ok and problems == "points 0.8 ≠ 0.0"
    path = tmp_path / "wrong.xlsx"
    write_workbook(path, h.INFO, [], [], [wrong], [], score_sheets=False)
    check = next(r for r in rows_of(load_workbook(path)["Results"]) if r[2] == "Check")
    assert check[9] == "NG" and "points 0.8 ≠ 0.0" in check[3]


def test_league_sheet_has_round_points_then_cumulative_points(book: Workbook) -> None:
    ws = book["League"]
    rows = rows_of(ws)
    assert rows[0] == ("Rank", "Name", "Total", "Round 1", "Round 2", "Round 3")
    assert rows[1] == (1, "佐藤 太郎", pytest.approx(68.1), pytest.approx(61.2), pytest.approx(-53.1),
                       pytest.approx(60.0))
    title = next(i for i, r in enumerate(rows) if r[1] == "Cumulative points after each round")
    assert rows[title + 1] == (1, "佐藤 太郎", pytest.approx(68.1), pytest.approx(61.2), pytest.approx(8.1),
                               pytest.approx(68.1))
    assert [b.id for b in ws.row_breaks.brk] == [title]  # the cumulative block starts a page


def test_user_text_is_never_a_formula(book: Workbook) -> None:
    risky = {"=SUM(A1)", "@evil", "=cmd|' /C calc'!A0", "+81 会"}
    seen = set()
    for ws in book:
        for row in ws.iter_rows():
            for cell in row:
                # the only formulas: the charts' own, which fetch the chosen player's row / the cut
                own = ws.title in ("Player chart", "Field chart") and str(cell.value).startswith(
                    ("=INDEX(", "=LARGE("))
                assert cell.data_type != "f" or own, f"{ws.title}!{cell.coordinate} is a formula"
                if cell.value in risky:
                    assert cell.data_type == "s" and cell.quotePrefix, f"{ws.title}!{cell.coordinate}"
                    seen.add(cell.value)
    assert seen == risky


def test_error_codes_and_control_characters_stay_plain_text(tmp_path: Path) -> None:
    players = [PlayerRow(1, "#N/A", "", "", "", "active"),
               PlayerRow(2, "bell\x07 name", "", "", "", "active"),
               PlayerRow(3, "\tTab", "", "", "", "active")]
    path = tmp_path / "odd.xlsx"
    write_workbook(path, h.INFO, [], [], [], players)
    ws = load_workbook(path)["Players"]
    assert [(ws.cell(r, 1).value, ws.cell(r, 1).data_type) for r in (2, 3, 4)] == [
        ("#N/A", "s"), ("bell name", "s"), ("\tTab", "s")]


@pytest.mark.parametrize(("sheet", "landscape", "title_rows", "freeze"), [
    ("Standings", True, "$1:$1", "C2"), ("League", True, "$1:$1", "D2"), ("Results", False, "$1:$1", "E2"),
    ("Players", False, "$1:$1", "B2"), ("R2 T1", True, "$3:$4", "A5")])
def test_print_setup_is_a4_fitted_to_width_with_headers(book: Workbook, sheet: str, landscape: bool,
                                                         title_rows: str, freeze: str) -> None:
    ws = book[sheet]
    assert ws.page_setup.paperSize == 9  # A4
    assert ws.page_setup.orientation == ("landscape" if landscape else "portrait")
    assert ws.sheet_properties.pageSetUpPr.fitToPage
    assert (ws.page_setup.fitToWidth, ws.page_setup.fitToHeight) == (1, 0)
    assert ws.print_title_rows == title_rows
    assert ws.freeze_panes == freeze
    assert ws.oddHeader.left.text == "第1回 テスト杯 && 交流戦"  # & starts a header code: doubled
    assert ws.oddFooter.center.text == "Page &P of &N"
    assert ws.oddFooter.left.text == "2025-03-01 – 2025-03-02  -渋谷 雀荘"
    name_column = {"Results": "D", "Players": "A", "R2 T1": "D"}.get(sheet, "B")
    assert ws.column_dimensions[name_column].width >= 18


def test_many_rounds_print_across_several_pages(tmp_path: Path, games: list[Any]) -> None:
    rounds = list(range(1, 46))
    path = tmp_path / "long.xlsx"
    write_workbook(path, h.INFO, h.standings(games), rounds, [], [])
    book = load_workbook(path)
    assert book["League"].page_setup.fitToWidth == 3
    assert book["League"].print_title_cols == "$A:$C"


def test_score_sheet_has_the_hand_log_settlement_and_signature_boxes(book: Workbook,
                                                                     games: list[Any]) -> None:
    game = games[2]
    ws = book["R2 T1"]
    rows = rows_of(ws)
    assert rows[0][0] == "Score sheet: round 2, table 1"
    assert rows[2][4:12:2] == ("East  佐藤 太郎", "South  高橋 一郎", "West  =SUM(A1)", "North  伊藤 健")
    assert rows[4][1] == "Start" and rows[4][5:12:2] == (25000,) * 4
    hand_rows = rows[5:5 + len(game.hands)]
    for hand, row in zip(game.hands, hand_rows, strict=True):
        assert row[:4] == (hand.number, hand.label, hand.result, hand.text)
        assert row[5:12:2] == hand.scores
        assert row[4:12:2] == tuple(d or None for d in hand.deltas)  # only the changes are written
    labels = {r[3]: r for r in rows if r[3] in ("Final score", "Rank", "Points")}
    assert labels["Final score"][5:12:2] == game.final_scores
    assert labels["Points"][5:12:2] == tuple(pytest.approx(p / 10) for p in game.points)
    sign = ws.max_row
    assert ws.cell(sign, 4).value == "Signature"
    assert ws.row_dimensions[sign].height == 40
    assert ws.cell(sign, 5).border.left.style == "medium" and ws.cell(sign, 6).border.right.style == "medium"


def test_many_games_share_one_sheet_with_a_page_per_game(tmp_path: Path, games: list[Any],
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(wbmod, "GAME_SHEETS_LIMIT", 3)
    path = tmp_path / "many.xlsx"
    write_workbook(path, h.INFO, [], ROUNDS, games, [])
    book = load_workbook(path)
    assert book.sheetnames == ["Standings", "League", "Results", "Players", "Score sheets", "Score charts 1"]
    ws = book["Score sheets"]
    titles = [r for r in range(1, ws.max_row + 1) if str(ws.cell(r, 1).value).startswith("Score sheet:")]
    assert len(titles) == 6
    assert [b.id + 1 for b in ws.row_breaks.brk] == titles[1:]  # each game starts a page


def test_score_sheets_can_be_left_out(tmp_path: Path, games: list[Any]) -> None:
    path = tmp_path / "short.xlsx"
    write_workbook(path, h.INFO, [], ROUNDS, games, [], score_sheets=False)
    assert load_workbook(path).sheetnames == ["Standings", "League", "Results", "Players"]


def test_a_failed_export_leaves_the_previous_file_alone(tmp_path: Path) -> None:
    path = tmp_path / "book.xlsx"
    path.write_bytes(b"previous")
    with pytest.raises(AttributeError):
        write_workbook(path, h.INFO, [object()], [], [], [])  # type: ignore[list-item]
    assert path.read_bytes() == b"previous"
    assert [p.name for p in tmp_path.iterdir()] == ["book.xlsx"]


def test_an_unwritable_place_is_a_user_error(tmp_path: Path) -> None:
    with pytest.raises(UserError) as info:
        write_workbook(tmp_path / "missing" / "book.xlsx", h.INFO, [], [], [], [])
    assert info.value.message.context == "files"  # the output rule's refusal


def test_sheet_titles_are_valid_and_unique() -> None:
    assert sheet_title("a/b:c*d?[e]", []) == "a b c d  e"
    assert sheet_title("Standings", ["standings"]) == "Standings (2)"
    assert len(sheet_title("x" * 40, [])) == 31


def test_libreoffice_shows_japanese_names_and_triangles(book_path: Path, tmp_path: Path) -> None:
    pdf = h.soffice_pdf(book_path, tmp_path)
    # Noto CJK maps some kanji to their Kangxi radical twins in extracted text (⾼ for 高): NFKC folds.
    text = unicodedata.normalize("NFKC", h.pdf_text(pdf))
    for name in ("佐藤 太郎", "高橋 一郎", "渡辺 さくら", "=SUM(A1)", "@evil", "第1回 テスト杯 & 交流戦"):
        assert name in text
    for value in ("+61.2", "△21.4", "△50.8", "△107.0", "41,200"):
        assert value in text
    assert "Page 1 of" in text
    assert h.render_first_page(pdf, tmp_path).stat().st_size > 1000


def test_a_long_detail_gets_a_row_tall_enough_for_its_lines(book: Workbook, games: list[Any]) -> None:
    """Spreadsheet programs open a wrapped cell one line high: the row height must be written."""
    game = games[2]
    ws = book["R2 T1"]
    width = wbmod._SCORE_WIDTHS[wbmod._DETAIL_COLUMN]
    seen_long = seen_short = False
    for offset, hand in enumerate(game.hands):
        row = 6 + offset
        assert ws.cell(row, 4).value == hand.text
        needs = sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in hand.text)
        height = ws.row_dimensions[row].height
        if needs > width:
            seen_long = True
            assert height is not None and height >= 2 * wbmod.FONT_SIZE * 1.2, hand.text
        elif needs < width - 2:
            seen_short = True
            assert height is None, hand.text
    assert seen_long and seen_short

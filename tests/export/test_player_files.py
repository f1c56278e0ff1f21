"""Reading player lists: CSV in the encodings and separators Japanese organisers use, and XLSX."""

from __future__ import annotations

from pathlib import Path

import pytest
from openpyxl import Workbook

from tournament_app.export.player_files import read_players
from tournament_app.words.i18n import render
from tournament_app.words.messages import UserError

JAPANESE = ("氏名,ふりがな,所属,会員番号\n"
            "佐藤 太郎,さとう たろう,東京支部,00123\n"
            "鈴木 花子,すずき はなこ,大阪支部,00456\n")
SATO = {"name": "佐藤 太郎", "reading": "さとう たろう", "affiliation": "東京支部", "member_no": "00123",
        "status": "active"}


def write(tmp_path: Path, name: str, data: bytes) -> Path:
    path = tmp_path / name
    path.write_bytes(data)
    return path


@pytest.mark.parametrize(("label", "data"), [
    ("utf-8", JAPANESE.encode("utf-8")),
    ("utf-8 with BOM", JAPANESE.encode("utf-8-sig")),
    ("Shift_JIS", JAPANESE.replace("\n", "\r\n").encode("cp932")),  # as Japanese Excel saves "CSV"
    ("UTF-16 tabs", JAPANESE.replace(",", "\t").encode("utf-16")),  # Excel's "Unicode text"
    ("semicolons", JAPANESE.replace(",", ";").encode("utf-8")),
])
def test_csv_in_every_encoding_and_separator(tmp_path: Path, label: str, data: bytes) -> None:
    result = read_players(write(tmp_path, "players.csv", data))
    assert result.errors == []
    assert result.rows[0] == SATO
    assert [r["name"] for r in result.rows] == ["佐藤 太郎", "鈴木 花子"]


def test_english_headers_in_any_case_and_order(tmp_path: Path) -> None:
    data = b"Member No,Affiliation,NAME,Reading,Status\n7,Club,Alice,alice,Withdrawn\n8,,Bob,,\n"
    result = read_players(write(tmp_path, "p.csv", data))
    assert result.errors == []
    assert result.rows == [
        {"name": "Alice", "reading": "alice", "affiliation": "Club", "member_no": "7", "status": "withdrawn"},
        {"name": "Bob", "reading": "", "affiliation": "", "member_no": "8", "status": "active"}]


def test_quoted_fields_keep_their_commas(tmp_path: Path) -> None:
    data = '名前,所属\n"佐藤, 太郎","東京, 本部"\n'.encode()
    assert read_players(write(tmp_path, "p.csv", data)).rows[0]["affiliation"] == "東京, 本部"


def test_xlsx_with_a_title_row_above_the_header(tmp_path: Path) -> None:
    wb = Workbook()
    ws = wb.active
    ws.append(["第1回 テスト杯 参加者名簿"])
    ws.append([])
    ws.append(["No.", "名前", "よみ", "所属", "状態"])
    ws.append([1, "佐藤 太郎", "さとう たろう", "東京支部", "参加"])
    ws.append([2, "鈴木 花子", "すずき はなこ", None, "補欠"])
    ws.append([None, None, None, None, None])  # a blank line is no player
    ws.append([3.0, "高橋 一郎", None, "名古屋", "棄権"])
    path = tmp_path / "players.xlsx"
    wb.save(path)
    result = read_players(path)
    assert result.header_row == 3
    assert result.errors == []
    assert result.rows == [
        {"name": "佐藤 太郎", "reading": "さとう たろう", "affiliation": "東京支部", "member_no": "1",
         "status": "active"},
        {"name": "鈴木 花子", "reading": "すずき はなこ", "affiliation": "", "member_no": "2",
         "status": "substitute"},
        {"name": "高橋 一郎", "reading": "", "affiliation": "名古屋", "member_no": "3",
         "status": "withdrawn"}]


def test_errors_name_the_row_and_the_field(tmp_path: Path) -> None:
    long = "あ" * 101
    data = ("参加者名簿\n"                       # row 1: a title
            "名前,所属,状態\n"                   # row 2: the header
            "佐藤 太郎,東京,参加\n"              # row 3
            ",大阪,\n"                           # row 4: no name
            f"鈴木 花子,{long},\n"               # row 5: too long
            "高橋 一郎,,休み\n"                  # row 6: unknown status
            "佐藤　太郎,名古屋,\n").encode()     # row 7: 佐藤 太郎 again (full-width space)
    result = read_players(write(tmp_path, "p.csv", data))
    # issue 38 (4): one form, "row N: problem", the field named as the import's own checks name it
    assert [render(e.located()) for e in result.errors] == [
        "row 4: the name is missing",
        "row 5: the affiliation: longer than 100 characters (101)",
        "row 6: unknown status 休み: use active, withdrawn or substitute",
        "row 7: 佐藤　太郎 is already in row 3",
    ]
    assert [r["name"] for r in result.rows] == ["佐藤 太郎"]  # the rows without error; nothing stored


def test_a_file_without_a_header_is_refused(tmp_path: Path) -> None:
    with pytest.raises(UserError) as info:
        read_players(write(tmp_path, "p.csv", b"a,b\n1,2\n"))
    assert "No header row" in info.value.message.english()


def test_an_old_excel_file_is_refused(tmp_path: Path) -> None:
    with pytest.raises(UserError) as info:
        read_players(write(tmp_path, "p.xls", b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\0" * 100))
    assert ".xls" in info.value.message.english()


def test_a_missing_file_is_a_user_error(tmp_path: Path) -> None:
    with pytest.raises(UserError):
        read_players(tmp_path / "nope.csv")

"""Issue 37 (5): every PDF's text layer gives the names as typed. Noto Sans CJK draws 木 and the Kangxi
radical ⽊ with one glyph, and Qt's PDF writer mapped the glyph back to the radical: a search for 山田
found nothing. Read back with pdftotext and from the ToUnicode maps themselves (inflated)."""

from __future__ import annotations

import contextlib
import random
import re
import zlib
from pathlib import Path

import pytest

from tests.export.helpers import pdf_text
from tournament_app.export import pdf_text as pdf_layer
from tournament_app.export.outputs import KINDS, print_document, print_league_sheets
from tournament_app.services import games, players
from tournament_app.services.season_demo import play_season_days
from tournament_app.services.seasons import create_season, season_info

# Each of 木 田 山 大 小 口 子 水 高 香 一 二 八 十 青 has a radical twin that Noto CJK draws alike.
# ・ has a twin below the Japanese blocks (‧ U+2027) as well.
NAMES = ("山田 大輔", "青木 一", "高木 香子", "小口 八十二", "水田 二子", "大木 十八", "ジョン・香山",
         "八木 青子")
LOOKALIKE = re.compile("[\u2e80-\u2eff\u2f00-\u2fdf]")


@pytest.fixture(autouse=True)
def _widgets_app(qapp: object) -> None:
    """The QApplication of the other tests (printing would make a bare QGuiApplication)."""


@pytest.fixture
def season(backend_db: str) -> int:
    """Division A of the eight players, day 1 of two played (one hanchan, final scores)."""
    sid = create_season("山田杯 2026", ["A"], days=2, hanchan=1, promote=0, relegate=1)
    tid = season_info(sid).divisions[0].tournament_id
    for name in NAMES:
        players.add_player(tid, name, season=True)
    rng = random.Random(5)

    def record(game_id: int, _hands: list) -> None:
        games.record_final_scores(game_id, [41200, 31000, 18600, 9200][::rng.choice((1, -1))])

    play_season_days(sid, 1, rng, record)
    return sid


def to_unicode_codes(pdf: Path) -> list[int]:
    """Every four-digit hex code in the file's ToUnicode CMaps, each stream inflated where it is
    compressed (the codes of the glyphs, few hundred at most, and the text they stand for)."""
    data = pdf.read_bytes()
    codes = []
    for match in re.finditer(rb"stream\r?\n(.*?)endstream", data, re.S):
        raw = match.group(1)
        with contextlib.suppress(zlib.error):
            raw = zlib.decompress(raw)
        if b"begincmap" in raw:
            codes += [int(x, 16) for x in re.findall(rb"<([0-9A-Fa-f]{4})>", raw)]
    assert codes, "no ToUnicode CMap in the file"
    return codes


def _assert_as_typed(pdf: Path) -> None:
    text = pdf_text(pdf)
    assert not LOOKALIKE.findall(text), pdf.name
    assert "\u2027" not in text and "\u2003" not in text, pdf.name
    twins = [hex(c) for c in to_unicode_codes(pdf) if 0x2E80 <= c <= 0x2FDF or c in (0x2027, 0x2003)]
    assert not twins, pdf.name
    for name in NAMES:
        assert name in text, (pdf.name, name)


# the awards name winners of hands recorded hand by hand, which this season's final scores have none
# of: tests/export/test_awards_print.py reads its names back
@pytest.mark.parametrize("kind", [k for k in KINDS if k != "awards"])
def test_every_print_gives_the_names_as_typed(season: int, tmp_path: Path, kind: str) -> None:
    tid = season_info(season).divisions[0].tournament_id
    pdf = tmp_path / f"{kind}.pdf"
    print_document(tid, kind, pdf)
    _assert_as_typed(pdf)


def test_the_league_sheet_gives_the_names_as_typed(season: int, tmp_path: Path) -> None:
    pdf = tmp_path / "league.pdf"
    print_league_sheets(season, pdf)
    _assert_as_typed(pdf)
    assert "山田杯 2026" in pdf_text(pdf)


def test_a_radical_drawn_with_a_glyph_of_its_own_is_kept() -> None:
    """The map is mended only where the font shares a glyph: a code whose ideograph another code of
    the same font already gives was a radical drawn as such."""
    swaps = {0x2F4A: 0x6728, 0x09: 0x20}
    assert pdf_layer.mended({1: "\u2f4a", 2: "\t"}, swaps) == {1: "木", 2: " "}
    assert pdf_layer.mended({1: "\u2f4a", 2: "木"}, swaps) is None
    cmap = pdf_layer.write_cmap({1: "木", 2: "a", 300: "\U00020b9f"})
    assert pdf_layer.parse_cmap(cmap) == {1: "木", 2: "a", 300: "\U00020b9f"}


def test_a_pdf_printed_from_the_preview_gives_the_names_as_typed(tmp_path: Path) -> None:
    """The preview's print dialog can print to a PDF file: Qt writes it, and it is mended as well."""
    from tournament_app.export import paged

    pdf = tmp_path / "preview.pdf"
    printer = paged.pdf_printer(str(pdf), landscape=False)
    body = "、".join(NAMES)
    paged.paint_on(f"<html><head><title>t</title></head><body><p>{body}</p></body></html>", printer)
    _assert_as_typed(pdf)

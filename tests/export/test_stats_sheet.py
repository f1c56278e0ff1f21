"""The workbook's Statistics sheet (issue 40 item 2): the hand-written event's figures, cell by cell."""

from __future__ import annotations

from pathlib import Path

from openpyxl import load_workbook

from tests.services.helpers import stats_event
from tournament_app.export.outputs import export_workbook


def test_the_statistics_sheet_holds_every_figure(backend_db: str, tmp_path: Path) -> None:
    tid, _ids = stats_event()
    path = tmp_path / "cup.xlsx"
    export_workbook(tid, path)
    wb = load_workbook(path)
    assert wb.sheetnames.index("Statistics") == wb.sheetnames.index("Players") + 1
    rows = list(wb["Statistics"].iter_rows(values_only=True))
    head, by_name = rows[0], {r[0]: dict(zip(rows[0], r, strict=True)) for r in rows[1:5]}
    assert head[:3] == ("Name", "Games", "Average place") and len(by_name) == 4
    one = by_name["Player 01"]  # seat 1: won 5,200 by ron, a chombo, 2nd then 3rd
    assert (one["Games"], one["Average place"], one["2nd places"], one["3rd places"]) == (2, 2.5, 1, 1)
    assert (one["Hands played"], one["Wins"], one["Largest hand"], one["Chombo"]) == (6, 1, 5200, 1)
    assert one["Win rate"] == 0.167 and one["Tsumo rate"] == 0 and one["Tenpai rate at draws"] == 0
    assert wb["Statistics"]["J2"].number_format == "0.0%"
    three = by_name["Player 03"]
    assert (three["Yakuman"], three["Largest hand"], three["Average deal-in"]) == (1, 32000, None)
    # a blank line, then what the figures cannot give, under the table
    assert rows[5] == (None,) * len(head)
    assert rows[6][0] == "Ippatsu and ura dora are not counted: the game record holds neither."
    assert len(rows) == 7

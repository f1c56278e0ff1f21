"""What a workbook holds, as plain data to compare: every cell (value, type, number format and style),
every sheet's layout and print setup, and every chart's place and references.

``golden_workbook.json.gz`` holds this digest of the workbook that the writer as it was at commit
c858383 (before issue 26 streamed the games) made of :func:`build_event`'s tournament; the test
exports the same tournament with today's writer and compares. To see what changed, or to take a
new golden after an intended change of the workbook:

    python -m tests.export.workbook_digest --write     # (re)writes the golden from today's code
"""

from __future__ import annotations

import argparse
import gzip
import json
import random
import tempfile
from pathlib import Path
from typing import Any

from openpyxl import load_workbook

GOLDEN = Path(__file__).resolve().parent.parent / "data" / "golden_workbook.json.gz"
NAMES = ("佐藤 太郎", "鈴木 花子", "高橋 一郎", "@田中 美咲", "伊藤 健", "渡辺 さくら", "山本 大輔",
         "中村 陽菜")


def build_event(seed: int = 11) -> int:
    """A tournament of 8 players and 4 rounds made through the services with a fixed seating (no
    seating search, whose choices may change): played games (one with a chombo), a final-scores
    game with points left on the table, a penalty, a game in progress and a planned one, a cut."""
    from tournament_app.services import event_format, games, penalties, players, rounds, tournaments
    from tournament_app.services.simulate import random_game

    rng = random.Random(seed)
    tid = tournaments.create_tournament("第3回 ダイジェスト杯 & 交流戦", "jpml", venue="渋谷")
    ids = [players.add_player(tid, name, affiliation=("東京", "大阪", "")[i % 3])
           for i, name in enumerate(NAMES)]
    rule_set = tournaments.rules_of(tid)
    layouts = ([[0, 1, 2, 3], [4, 5, 6, 7]], [[0, 4, 1, 5], [2, 6, 3, 7]], [[0, 6, 3, 5], [1, 7, 2, 4]],
               [[0, 7, 1, 6], [2, 5, 3, 4]])
    for number, layout in enumerate(layouts, 1):
        rounds.seat_round(tid, "manual", tables=[[ids[i] for i in table] for table in layout])
        first, second = games.games_of_round(tid, number)
        if number == 2:
            games.record_final_scores(first, [42100, 30900, 18000, 8000], left=1000)
        elif number == 4:  # the last round: one game under way, one not started
            games.append_hands(first, random_game(rule_set, rng)[:3])
            continue
        else:
            hands = random_game(rule_set, rng)
            if number == 1:
                hands.insert(1, {"result": "chombo", "player": 2})
            games.append_hands(first, hands, finish=True)
        games.append_hands(second, random_game(rule_set, rng), finish=True)
    penalties.add_penalty(tid, ids[5], -400, "late", round_number=2)
    event_format.add_stage(tid, "Final", 5, top=4)
    return tid


def _style(cell: Any) -> str:
    # (style proxies of two workbooks never compare equal: their reprs show the styles)
    return "|".join(repr(s) for s in (cell.font, cell.border, cell.fill, cell.alignment, cell.protection))


def digest(path: Path) -> dict[str, Any]:
    """The workbook at ``path`` as JSON-ready data; styles numbered in a table of their own."""
    book = load_workbook(path)
    styles: dict[str, int] = {}
    sheets = {}
    for ws in book.worksheets:
        cells = {}
        for row in ws.iter_rows():
            for c in row:
                if c.value is None and not c.has_style:
                    continue
                style = styles.setdefault(_style(c), len(styles))
                cells[c.coordinate] = [c.value, c.data_type, c.number_format, c.quotePrefix, style]
        charts = []
        for chart in ws._charts:
            anchor = chart.anchor
            charts.append({
                "type": type(chart).__name__,
                "anchor": [anchor._from.col, anchor._from.row, anchor.to.col, anchor.to.row],
                "series": [[s.val.numRef.f if s.val else None,
                            s.tx.strRef.f if s.tx and s.tx.strRef else None, len(s.dPt)]
                           for s in chart.series],
                "categories": [s.cat.numRef.f if s.cat and s.cat.numRef else
                               s.cat.strRef.f if s.cat and s.cat.strRef else None for s in chart.series],
            })
        sheets[ws.title] = {
            "cells": cells,
            "heights": {str(r): d.height for r, d in ws.row_dimensions.items() if d.height is not None},
            "widths": {c: d.width for c, d in ws.column_dimensions.items()},
            "merged": sorted(str(r) for r in ws.merged_cells.ranges),
            "freeze": ws.freeze_panes, "breaks": [b.id for b in ws.row_breaks.brk],
            "filter": ws.auto_filter.ref, "titles": [ws.print_title_rows, ws.print_title_cols],
            "setup": [ws.page_setup.orientation, ws.page_setup.paperSize, ws.page_setup.fitToWidth,
                      ws.page_setup.fitToHeight, ws.sheet_properties.pageSetUpPr.fitToPage],
            "margins": repr(ws.page_margins),
            "header": [ws.oddHeader.left.text, ws.oddHeader.right.text, ws.oddFooter.left.text,
                       ws.oddFooter.center.text],
            "validations": [[v.sqref.ranges and str(v.sqref), v.formula1]
                            for v in ws.data_validations.dataValidation],
            "charts": charts,
        }
    order = sorted(styles, key=styles.__getitem__)
    return {"sheetnames": book.sheetnames, "styles": order, "sheets": sheets}


def event_digests(tid: int, folder: Path) -> dict[str, Any]:
    """The digests of ``tid``'s workbook with a sheet per score sheet and with one sheet of them all."""
    from tournament_app.export import workbook
    from tournament_app.export.outputs import export_workbook

    out = {}
    limit = workbook.GAME_SHEETS_LIMIT
    for name, games_per_sheet in (("sheet per game", limit), ("one sheet", 3)):
        workbook.GAME_SHEETS_LIMIT = games_per_sheet
        try:
            path = folder / f"{games_per_sheet}.xlsx"
            export_workbook(tid, path)
            out[name] = json.loads(json.dumps(digest(path), ensure_ascii=False))  # as the golden reads
        finally:
            workbook.GAME_SHEETS_LIMIT = limit
    return out


def load_golden() -> dict[str, Any]:
    with gzip.open(GOLDEN, "rt", encoding="utf-8") as f:
        return json.load(f)


def main() -> None:
    from tournament_app.storage.database import close_database, open_database
    from tournament_app.words.i18n import set_language

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true", help="write the golden from today's code")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        open_database(Path(tmp) / "t.sqlite3")
        set_language("en")
        data = event_digests(build_event(), Path(tmp))
        close_database()
    if args.write:
        with gzip.open(GOLDEN, "wt", encoding="utf-8", compresslevel=9) as f:
            json.dump(data, f, ensure_ascii=False, sort_keys=True)
        print(f"wrote {GOLDEN}")
    else:
        print("same as the golden" if data == load_golden() else "differs from the golden")


if __name__ == "__main__":
    main()

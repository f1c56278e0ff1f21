"""Issue 26 (1): printed score sheets hold every game however many pages; time and memory per page.

    python bench/bench_print.py                        # 128 × 20 (640 games) beside 32 × 5 (40 games)
    python bench/bench_print.py --league 256x50 --kinds scoresheets,players,seating,standings
    python bench/bench_print.py --single-document      # also: the old way, one QTextDocument

Each print is ``tournament-app --db LEAGUE print KIND --out FILE.pdf`` in a process of its own
(wall and CPU time, peak resident memory); its PDF is then read back with poppler: pages
(``pdfinfo``) and parts in the text layer (``pdftotext``: score-sheet titles, "Seating: Round N",
player reports) against what the database holds. The reference beside it is the same print of a
small league: time and memory should follow the pages (same time per page, same peak).

``--single-document`` lays the big league's score sheets out as one QTextDocument, as the app did
before issue 26: Qt's layout stops at 2^23 device pixels (691 A4 pages at the PDF's 1,200 dpi) and
the games after that are missing.
"""

from __future__ import annotations

import argparse
import json
import re
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

from league_tools import child, league


def _names(db: Path) -> list[str]:
    with sqlite3.connect(f"file:{db}?mode=ro", uri=True) as con:
        return [n for (n,) in con.execute("SELECT player.name FROM player JOIN registration "
                                          "ON registration.player_id = player.id")]


def expected(db: Path, kind: str) -> int:
    """How many parts the print must hold, from the database itself: games, rounds, players."""
    with sqlite3.connect(f"file:{db}?mode=ro", uri=True) as con:
        if kind == "scoresheets":
            return con.execute("SELECT COUNT(*) FROM game").fetchone()[0]
        if kind == "seating":
            return con.execute("SELECT COUNT(*) FROM round").fetchone()[0]
    return len(_names(db))  # a report per player; a row of the standings per player


def pdf_facts(pdf: Path, db: Path, kind: str) -> tuple[int, int]:
    """(pages, parts found in the text layer)."""
    info = subprocess.run(["pdfinfo", str(pdf)], capture_output=True, text=True, check=True).stdout
    pages = int(next(line.split()[-1] for line in info.splitlines() if line.startswith("Pages:")))
    text = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True, check=True).stdout
    if kind == "scoresheets":
        return pages, len(set(re.findall(r"Score sheet: round \d+, table \d+", text)))
    if kind == "seating":
        return pages, len(set(re.findall(r"Seating: Round \d+", text)))
    if kind == "players":  # (names are not compared: Noto CJK writes some kanji as radicals, ⻑ for 長)
        return pages, len(set(re.findall(r"Player report: .+", text)))
    layout = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True,
                            check=True).stdout
    return pages, len(re.findall(r"(?m)^\s*\d+\s+\S.*[+△]\d+\.\d", layout))  # a row: rank … total


def print_one(db: Path, kind: str, out: Path) -> dict[str, Any]:
    result = child(["tournament-app", "--db", str(db), "print", kind, "--out", str(out)])
    result["pages"], result["found"] = pdf_facts(out, db, kind)
    result["expected"] = expected(db, kind)
    result["ms_per_page"] = round(1000 * result["cpu_seconds"] / max(result["pages"], 1), 1)
    return result


def single_document(db: Path) -> None:
    """(a child) The score sheets as one QTextDocument laid out on the PDF printer: pages it holds."""
    from tournament_app.export import paged
    from tournament_app.export.outputs import document
    from tournament_app.storage.database import open_database

    paged.ensure_gui_app()
    open_database(db)
    html = document(1, "scoresheets").html()
    printer = paged.pdf_printer("/dev/null", False)
    doc = paged._laid_out(html, printer, paged._document_font())
    height = doc.documentLayout().documentSize().height()
    print(json.dumps({"pages_laid_out": doc.pageCount(), "layout_px": round(height),
                      "limit_px": round(paged.LAYOUT_LIMIT_PX),
                      "games_in_html": html.count("Score sheet: round")}))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--league", default="128x20", help="PLAYERSxROUNDS (default 128x20)")
    parser.add_argument("--reference", default="32x5", help="the small league beside it (default 32x5)")
    parser.add_argument("--kinds", default="scoresheets",
                        help="comma-separated: scoresheets,seating,players,standings")
    parser.add_argument("--dir", type=Path, default=Path("/tmp/bench-print"))
    parser.add_argument("--single-document", action="store_true")
    parser.add_argument("--child-single", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child_single:
        single_document(args.child_single)
        return
    args.dir.mkdir(parents=True, exist_ok=True)
    rows = []
    for kind in args.kinds.split(","):
        for size in (args.reference, args.league):
            db = league(args.dir, size)
            result = print_one(db, kind, args.dir / f"{kind}-{size}.pdf")
            print(f"{kind} {size}: {result}", flush=True)
            rows.append((kind, size, result))
    print(f"\n{'kind':12} {'league':9} {'parts':>7} {'in PDF':>7} {'pages':>7} {'seconds':>8} {'cpu s':>7} "
          f"{'ms/page':>8} {'peak MB':>8} {'ms/page ÷ ref':>14} {'peak ÷ ref':>11}")
    for kind, size, r in rows:
        ref = next(x for k, s, x in rows if k == kind and s == args.reference)
        print(f"{kind:12} {size:9} {r['expected']:>7} {r['found']:>7} {r['pages']:>7} {r['seconds']:>8} "
              f"{r['cpu_seconds']:>7} {r['ms_per_page']:>8} {r['peak_mb']:>8} "
              f"{r['ms_per_page'] / ref['ms_per_page']:>13.2f}× {r['peak_mb'] / ref['peak_mb']:>10.2f}×")
    if args.single_document:
        db = league(args.dir, args.league)
        old = child([sys.executable, __file__, "--child-single", str(db)])
        print(f"\none QTextDocument (before issue 26): {old}")


if __name__ == "__main__":
    main()

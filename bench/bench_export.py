"""Issue 26 (2): time and peak memory of the workbook export, beside XlsxWriter writing the same cells.

    pip install xlsxwriter      # the reference only; not a dependency of the app
    python bench/bench_export.py                             # 512 × 100 and 1,000 × 200
    python bench/bench_export.py --league 512x100 --dir /tmp/bench-export --openpyxl

For each league (a demo database under ``--dir``, built once with ``tournament-app demo`` and
reused) every measurement runs in a process of its own, peak memory being that process's maximum
resident set (``ru_maxrss``):

- ``ours``: ``tournament-app --db LEAGUE export --out FILE.xlsx``, the whole command: reading the
  games from the database, replaying their hands, writing every sheet (charts included);
- ``xlsxwriter``: XlsxWriter in ``constant_memory`` mode writing the cells of that workbook (every
  value, number format, font, fill, border, alignment, column width, row height; not the charts)
  from a dump of them made beforehand (not timed), read as it writes;
- ``openpyxl`` (``--openpyxl``): openpyxl's write-only mode writing the same cells and styles.

Goal (issue 26): ours ≤ 150 MB at 512 × 100 and at 1,000 × 200, time ≤ 1.3 × xlsxwriter.
"""

from __future__ import annotations

import argparse
import json
import os
import pickle
import sys
import time
from pathlib import Path
from typing import Any

from league_tools import child, league

LEAGUES = ("512x100", "1000x200")


# -- the dump of a workbook's cells ---------------------------------------------------------------
def _style(cell: Any) -> tuple[Any, ...]:
    font, fill, border, align = cell.font, cell.fill, cell.border, cell.alignment
    colour = font.color.rgb if font.color is not None and isinstance(font.color.rgb, str) else None
    background = fill.fgColor.rgb if fill.fill_type == "solid" and isinstance(fill.fgColor.rgb, str) else None
    sides = tuple((side.style, side.color.rgb if side.color is not None else None) if side is not None
                  else (None, None) for side in (border.left, border.right, border.top, border.bottom))
    return (font.name, font.sz, bool(font.b), bool(font.i), colour, cell.number_format, background, sides,
            align.horizontal, align.vertical, bool(align.wrap_text))


def dump(book: Path, target: Path) -> None:
    """Every sheet's cells (column, value, style) as pickles, a row after another; each style once,
    before its first cell. (A read-only workbook knows no column widths nor row heights: the
    writers leave those at their defaults.)"""
    from openpyxl import load_workbook

    wb = load_workbook(book, read_only=True)
    seen: set[int] = set()
    with target.open("wb") as out:
        for ws in wb.worksheets:
            pickle.dump(("sheet", ws.title), out)
            for index, row in enumerate(ws.iter_rows()):
                cells = []
                for c in row:
                    if getattr(c, "column", None) is None or (c.value is None and not c.has_style):
                        continue
                    if c._style_id not in seen:
                        seen.add(c._style_id)
                        pickle.dump(("style", c._style_id, _style(c)), out)
                    cells.append((c.column - 1, c.value, c._style_id))
                pickle.dump(("row", index, cells), out)
        pickle.dump(("end",), out)


def _records(path: Path) -> Any:
    with path.open("rb") as f:
        while True:
            record = pickle.load(f)
            if record[0] == "end":
                return
            yield record


def write_xlsxwriter(source: Path, target: Path) -> None:
    import xlsxwriter

    book = xlsxwriter.Workbook(str(target), {"constant_memory": True})
    formats: dict[int, Any] = {}
    styles: dict[int, tuple[Any, ...]] = {}
    sheet = None
    for record in _records(source):
        if record[0] == "style":
            styles[record[1]] = record[2]
            continue
        if record[0] == "sheet":
            sheet = book.add_worksheet(record[1][:31])
            continue
        _kind, row, cells = record
        for col, value, style in cells:
            fmt = formats.get(style)
            if fmt is None:
                (name, size, bold, italic, colour, number, background, sides, horizontal, vertical,
                 wrap) = styles[style]
                props: dict[str, Any] = {"font_name": name, "font_size": size, "bold": bold, "italic": italic,
                                         "num_format": number, "text_wrap": wrap}
                if colour:
                    props["font_color"] = "#" + colour[-6:]
                if background:
                    props["bg_color"] = "#" + background[-6:]
                if horizontal:
                    props["align"] = horizontal
                if vertical:
                    props["valign"] = {"center": "vcenter"}.get(vertical, vertical)
                for key, (line, _c) in zip(("left", "right", "top", "bottom"), sides, strict=True):
                    if line:
                        props[key] = 2 if line == "medium" else 1
                fmt = formats[style] = book.add_format(props)
            if isinstance(value, str):
                sheet.write_string(row, col, value, fmt)  # type: ignore[union-attr]
            elif value is None:
                sheet.write_blank(row, col, None, fmt)  # type: ignore[union-attr]
            else:
                sheet.write_number(row, col, value, fmt)  # type: ignore[union-attr]
    book.close()


def write_openpyxl(source: Path, target: Path) -> None:
    from openpyxl import Workbook
    from openpyxl.cell import WriteOnlyCell
    from openpyxl.styles import Alignment, Border, Font, PatternFill, Side

    book = Workbook(write_only=True)
    made: dict[int, tuple[Any, ...]] = {}
    styles: dict[int, tuple[Any, ...]] = {}
    sheet = None
    for record in _records(source):
        if record[0] == "style":
            styles[record[1]] = record[2]
            continue
        if record[0] == "sheet":
            sheet = book.create_sheet(record[1][:31])
            continue
        _kind, _row, cells = record
        line: list[Any] = []
        for col, value, style in cells:
            parts = made.get(style)
            if parts is None:
                (name, size, bold, italic, colour, number, background, sides, horizontal, vertical,
                 wrap) = styles[style]
                parts = made[style] = (
                    Font(name=name, sz=size, b=bold, i=italic, color=colour), number,
                    PatternFill("solid", fgColor=background) if background else PatternFill(),
                    Border(*(Side(style=s, color=c) if s else Side() for s, c in sides)),
                    Alignment(horizontal=horizontal, vertical=vertical, wrap_text=wrap))
            cell = WriteOnlyCell(sheet, value=value)
            cell.font, cell.number_format, cell.fill, cell.border, cell.alignment = parts
            line += [None] * (col - len(line))
            line.append(cell)
        sheet.append(line)  # type: ignore[union-attr]
    book.save(target)


def measure_reference(kind: str, source: Path, target: Path) -> None:
    started = time.perf_counter()
    (write_xlsxwriter if kind == "xlsxwriter" else write_openpyxl)(source, target)
    print(json.dumps({"seconds": round(time.perf_counter() - started, 1),
                      "file_mb": round(target.stat().st_size / 2**20, 1)}))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--league", choices=LEAGUES, action="append", help="(default: both)")
    parser.add_argument("--dir", type=Path, default=Path("/tmp/bench-export"), help="where the leagues live")
    parser.add_argument("--openpyxl", action="store_true",
                        help="also openpyxl's write-only mode (several minutes more)")
    parser.add_argument("--reference", choices=("xlsxwriter", "openpyxl"), help=argparse.SUPPRESS)
    parser.add_argument("--dump", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--source", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--target", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.reference:  # (a child process)
        measure_reference(args.reference, args.source, args.target)
        return
    if args.dump:
        dump(args.dump, args.target)
        return
    args.dir.mkdir(parents=True, exist_ok=True)
    rows = []
    for size in args.league or LEAGUES:
        db = league(args.dir, size)
        ours = args.dir / f"ours-{size}.xlsx"
        result = child(["tournament-app", "--db", str(db), "export", "--out", str(ours)])
        result["file_mb"] = round(ours.stat().st_size / 2**20, 1)
        print(f"{size} ours: {result}", flush=True)
        cells = args.dir / f"cells-{size}.pickle"
        # in a process of its own, as each measurement: a child starts from the memory of its parent
        child([sys.executable, __file__, "--dump", str(ours), "--target", str(cells)])
        refs = {}
        for kind in ("xlsxwriter", "openpyxl") if args.openpyxl else ("xlsxwriter",):
            refs[kind] = child([sys.executable, __file__, "--reference", kind, "--source", str(cells),
                                "--target", str(args.dir / f"{kind}-{size}.xlsx")])
            print(f"{size} {kind}: {refs[kind]}", flush=True)
        os.remove(cells)
        rows.append((size, result, refs))
    print(f"\n{'league':10} {'writer':11} {'seconds':>8} {'cpu s':>7} {'peak MB':>8} {'file MB':>8} "
          f"{'time / xlsxwriter':>18} {'peak / xlsxwriter':>18}")
    for size, result, refs in rows:
        base = refs["xlsxwriter"]
        for name, r in (("ours", result), *refs.items()):
            print(f"{size:10} {name:11} {r['seconds']:>8} {r['cpu_seconds']:>7} {r['peak_mb']:>8} "
                  f"{r.get('file_mb', ''):>8} {r['seconds'] / base['seconds']:>17.2f}× "
                  f"{r['peak_mb'] / base['peak_mb']:>17.2f}×")
    print("\nGoal: ours ≤ 150 MB peak at both sizes; ours ≤ 1.3 × xlsxwriter's time.")


if __name__ == "__main__":
    main()

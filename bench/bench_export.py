"""Time and memory of the workbook export for a 512-player, 100-round league.

Synthetic rows, no database: 12,800 games of about 11 hands (a pool of games simulated by the rules
engine, dealt out to the tables with each table's own names), standings with 100 per-round values.

Each measurement runs in a fresh process, so that ``ru_maxrss`` (the process's peak) belongs to it:

    python bench/bench_export.py                     # all variants, a table of figures (~11 min)
    python bench/bench_export.py --no-tracemalloc    # without the slow runs under tracemalloc
    python bench/bench_export.py --variant ours      # one variant (what the parent runs)

Variants: ``ours`` (write_workbook), ``ours-no-score-sheets`` (``score_sheets=False``),
``ours-openpyxl`` (``fast=False``: the same workbook with its cells made by openpyxl) and
``baseline``: openpyxl's write-only mode appending the same values as plain Python values, without
styles (the layout code is the same, its cells are replaced by their bare values). Every variant
runs twice: once for wall time and peak RSS, once under tracemalloc (which slows Python down).
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import random
import resource
import subprocess
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tournament_app import display
from tournament_app.export import workbook
from tournament_app.rules.game import play
from tournament_app.rules.presets import resolve
from tournament_app.rules.record import parse_hand
from tournament_app.rules.settlement import rank_points
from tournament_app.services.rows import (
    GameResult,
    HandLine,
    PlayerRow,
    StandingRow,
    TournamentInfo,
)
from tournament_app.services.simulate import random_game

PLAYERS = 512
ROUNDS = 100
POOL = 256  # distinct simulated games, dealt out to the 12,800 tables
RULES = resolve("jpml")
SURNAMES = ("佐藤", "鈴木", "高橋", "田中", "伊藤", "渡辺", "山本", "中村", "小林", "加藤", "吉田", "山田",
            "佐々木", "山口", "松本", "井上")
GIVEN = ("太郎", "花子", "一郎", "美咲", "健", "さくら", "大輔", "陽子", "翔太", "愛", "拓也", "由美", "誠",
         "彩", "亮", "舞", "浩二", "真由美", "直樹", "恵", "剛", "智子", "和也", "優子", "達也", "麻衣", "修",
         "香織", "聡", "千尋", "悠", "瞳")


def players() -> list[PlayerRow]:
    return [PlayerRow(id=i, name=f"{SURNAMES[i // len(GIVEN)]} {GIVEN[i % len(GIVEN)]}",
                      reading="", affiliation=f"支部{i % 12 + 1}", member_no=f"{i:05d}", status="active")
            for i in range(PLAYERS)]


def _pool(rng: random.Random) -> list[tuple[Any, tuple[tuple[int, ...], ...]]]:
    """Simulated games: (settlement, outcomes as (round, honba, result, deltas, scores, left))."""
    pool = []
    for _ in range(POOL):
        state, outcomes = play(RULES, [parse_hand(h) for h in random_game(RULES, rng)])
        pool.append((state.settlement(), outcomes))
    return pool


def games(people: list[PlayerRow], rng: random.Random) -> list[GameResult]:
    pool = _pool(rng)
    out = []
    for round_ in range(1, ROUNDS + 1):
        order = list(range(PLAYERS))
        rng.shuffle(order)
        for table in range(PLAYERS // 4):
            seats = tuple(order[table * 4:table * 4 + 4])
            names = tuple(people[p].name for p in seats)
            s, outcomes = pool[rng.randrange(POOL)]
            hands = tuple(HandLine(o.number, display.round_label(o.round, o.honba),
                                   display.result_name(o.hand.result), display.outcome_text(o, names),
                                   tuple(o.deltas), tuple(o.scores), o.left) for o in outcomes)
            out.append(GameResult(round=round_, table=table + 1, game_id=len(out) + 1, player_ids=seats,
                                  names=names, state="finished", mode="hands",  # type: ignore[arg-type]
                                  final_scores=s.final_scores, left=s.left, ranks=s.ranks,
                                  rank_points=tuple(rank_points(RULES, s.final_scores)),
                                  penalties=s.penalties, points=s.points, hands=hands))
    return out


def standings(people: list[PlayerRow], results: list[GameResult]) -> list[StandingRow]:
    acc = {p.id: {"total": 0, "places": [0, 0, 0, 0], "scores": 0, "by_round": {}} for p in people}
    for game in results:
        assert game.points and game.ranks and game.final_scores
        for seat, player in enumerate(game.player_ids):
            a = acc[player]
            a["total"] += game.points[seat]
            a["places"][game.ranks[seat] - 1] += 1
            a["scores"] += game.final_scores[seat]
            a["by_round"][game.round] = game.points[seat]
    order = sorted(acc, key=lambda p: -acc[p]["total"])
    return [StandingRow(rank=i + 1, player_id=p, name=people[p].name, reading="",
                        affiliation=people[p].affiliation, total=acc[p]["total"], games=ROUNDS,
                        places=tuple(acc[p]["places"]),  # type: ignore[arg-type]
                        rank_sum=sum((k + 1) * n for k, n in enumerate(acc[p]["places"])),
                        score_sum=acc[p]["scores"], best=None, worst=None, penalties=0,
                        by_round=acc[p]["by_round"]) for i, p in enumerate(order)]


VARIANTS = ("ours", "ours-no-score-sheets", "ours-openpyxl", "baseline")


class PlainCells(workbook._Cells):
    """The baseline: the same values, as bare Python values (openpyxl binds them to plain cells)."""

    count = 0

    def _plain(self, value: Any) -> Any:
        if value is not None:
            PlainCells.count += 1
        return value

    def text(self, ws: Any, value: str, style: str = "text") -> Any:
        return self._plain(value)

    def number(self, ws: Any, value: float | None, style: str) -> Any:
        return self._plain(value)

    def points(self, ws: Any, tenths: int | None, style: str = "points") -> Any:
        return self._plain(None if tenths is None else tenths / 10)

    def blank(self, ws: Any, style: str) -> Any:
        return None


def measure(variant: str, traced: bool) -> dict[str, Any]:
    rng = random.Random(2025)
    people = players()
    results = games(people, rng)
    table = standings(people, results)
    info = TournamentInfo(id=1, name="第10期 ベンチマークリーグ", starts_on=dt.date(2025, 1, 1), ends_on=None,
                          venue="東京", rules=RULES, players=PLAYERS, rounds=ROUNDS)
    if variant == "baseline":
        workbook._Cells = PlainCells  # type: ignore[misc]
    rss_before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "league.xlsx"
        if traced:
            tracemalloc.start()
        start = time.perf_counter()
        workbook.write_workbook(path, info, table, list(range(1, ROUNDS + 1)), results, people,
                                score_sheets=variant != "ours-no-score-sheets",
                                fast=variant not in ("ours-openpyxl", "baseline"))
        seconds = time.perf_counter() - start
        peak = tracemalloc.get_traced_memory()[1] if traced else None
        size = path.stat().st_size
    return {"variant": variant, "traced": traced, "seconds": round(seconds, 2),
            "tracemalloc_peak_mb": None if peak is None else round(peak / 2**20, 1),
            "maxrss_before_mb": round(rss_before / 1024, 1),
            "maxrss_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1),
            "file_mb": round(size / 2**20, 1), "games": len(results),
            "hands_per_game": round(sum(len(g.hands) for g in results) / len(results), 2),
            "plain_cells": PlainCells.count or None}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", choices=VARIANTS)
    parser.add_argument("--traced", action="store_true", help="measure under tracemalloc")
    parser.add_argument("--no-tracemalloc", action="store_true",
                        help="skip the runs under tracemalloc (five times slower)")
    args = parser.parse_args()
    if args.variant:
        print(json.dumps(measure(args.variant, args.traced)))
        return
    rows = []
    for variant in VARIANTS:
        for traced in (False,) if args.no_tracemalloc else (False, True):
            cmd = [sys.executable, __file__, "--variant", variant] + (["--traced"] if traced else [])
            out = subprocess.run(cmd, check=True, capture_output=True, text=True, env=os.environ).stdout
            rows.append(json.loads(out.strip().splitlines()[-1]))
            print(json.dumps(rows[-1]), flush=True)
    print(f"\n{'variant':22} {'seconds':>8} {'traced s':>9} {'tracemalloc MB':>15} {'maxrss MB':>10} "
          f"{'rss before':>11} {'file MB':>8}")
    for plain in (r for r in rows if not r["traced"]):
        traced = next((r for r in rows if r["traced"] and r["variant"] == plain["variant"]),
                      {"seconds": "-", "tracemalloc_peak_mb": "-"})
        print(f"{plain['variant']:22} {plain['seconds']:>8} {traced['seconds']:>9} "
              f"{traced['tracemalloc_peak_mb']:>15} {plain['maxrss_mb']:>10} {plain['maxrss_before_mb']:>11} "
              f"{plain['file_mb']:>8}")
    first = rows[0]
    print(f"\n{first['games']} games, {first['hands_per_game']} hands per game on average; "
          f"baseline cells with a value: {rows[-1]['plain_cells']}")


if __name__ == "__main__":
    main()

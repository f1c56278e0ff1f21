"""Synthetic rows for the export tests: games played through the rules engine, no database."""

from __future__ import annotations

import datetime as dt
import os
import random
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from tests import children
from tournament_app.rules.game import play
from tournament_app.rules.presets import resolve
from tournament_app.rules.record import parse_hand
from tournament_app.rules.settlement import rank_points, settle
from tournament_app.services.rows import (
    GameResult,
    HandLine,
    PlayerRow,
    StandingRow,
    TableSeating,
    TournamentInfo,
)
from tournament_app.services.simulate import random_game
from tournament_app.texts import display

RULES = resolve("jpml")
# Names that a spreadsheet would take for formulas, next to ordinary Japanese names.
NAMES = ("佐藤 太郎", "鈴木 花子", "=SUM(A1)", "@evil", "高橋 一郎", "田中 美咲", "伊藤 健", "渡辺 さくら")
READINGS = ("さとう たろう", "すずき はなこ", "いこーる", "あっと", "たかはし いちろう", "たなか みさき",
            "いとう けん", "わたなべ さくら")
INFO = TournamentInfo(id=1, name="第1回 テスト杯 & 交流戦", starts_on=dt.date(2025, 3, 1),
                      ends_on=dt.date(2025, 3, 2), venue="-渋谷 雀荘", rules=RULES, players=8, rounds=3)


def hands_game(round_: int, table: int, seats: tuple[int, int, int, int], hands: list[dict[str, Any]],
               ) -> GameResult:
    """A game recorded hand by hand; finished when the hands end it, else in progress."""
    names = tuple(NAMES[p] for p in seats)
    state, outcomes = play(RULES, [parse_hand(h) for h in hands])
    lines = tuple(HandLine(o.number, display.round_label(o.round, o.honba),
                           display.result_name(o.hand.result), display.outcome_text(o, names),
                           tuple(o.deltas), tuple(o.scores), o.left)
                  for o in outcomes)
    s = state.settlement()
    return GameResult(round=round_, table=table, game_id=round_ * 100 + table, player_ids=seats,
                      names=names,  # type: ignore[arg-type]
                      state="finished" if state.finished else "in_progress", mode="hands",
                      final_scores=s.final_scores, left=s.left, ranks=s.ranks,
                      rank_points=tuple(rank_points(RULES, s.final_scores)), penalties=s.penalties,
                      points=s.points, hands=lines)


def final_game(round_: int, table: int, seats: tuple[int, int, int, int], scores: list[int],
               left: int = 0) -> GameResult:
    """A game of which only the final scores were recorded."""
    s = settle(RULES, scores, left=left)
    return GameResult(round=round_, table=table, game_id=round_ * 100 + table, player_ids=seats,
                      names=tuple(NAMES[p] for p in seats),  # type: ignore[arg-type]
                      state="finished", mode="final", final_scores=s.final_scores, left=s.left,
                      ranks=s.ranks, rank_points=tuple(rank_points(RULES, s.final_scores)),
                      penalties=s.penalties, points=s.points)


def simulated_hands(seed: int) -> list[dict[str, Any]]:
    return random_game(RULES, random.Random(seed))


def games() -> list[GameResult]:
    """Three rounds of two tables: worked examples of RULES.md §4, played games, one in progress."""
    chombo_game = [{"result": "ron", "winner": 1, "loser": 0, "han": 3, "fu": 30, "riichi": [1]},
                   {"result": "chombo", "player": 3}, *simulated_hands(7)]
    return [
        final_game(1, 1, (0, 1, 2, 3), [41200, 31000, 18600, 9200]),  # +61.2 / +11.0 / △21.4 / △50.8
        final_game(1, 2, (4, 5, 6, 7), [32000, 32000, 20000, 16000]),  # tie: +32.0 +32.0
        hands_game(2, 1, (0, 4, 2, 6), simulated_hands(11)),
        hands_game(2, 2, (1, 5, 3, 7), chombo_game),
        final_game(3, 1, (0, 5, 3, 6), [40000, 30000, 21000, 8000], left=1000),  # sum △1.0
        hands_game(3, 2, (1, 4, 2, 7), simulated_hands(5)[:3]),  # in progress
    ]


def standings(results: list[GameResult], penalties: dict[int, int] | None = None) -> list[StandingRow]:
    """Standings as the services compute them: totals, shared ranks, places, per-round points."""
    penalties = penalties or {}
    acc: dict[int, dict[str, Any]] = {
        p: {"total": penalties.get(p, 0), "games": 0, "places": [0, 0, 0, 0], "scores": 0, "by_round": {},
            "points": []} for p in range(len(NAMES))}
    for game in results:
        if game.points is None or game.ranks is None or game.final_scores is None:
            continue
        for seat, player in enumerate(game.player_ids):
            a = acc[player]
            a["total"] += game.points[seat]
            a["games"] += 1
            a["places"][game.ranks[seat] - 1] += 1
            a["scores"] += game.final_scores[seat]
            a["by_round"][game.round] = a["by_round"].get(game.round, 0) + game.points[seat]
            a["points"].append(game.points[seat])
    order = sorted(acc, key=lambda p: -acc[p]["total"])
    rows = []
    for i, p in enumerate(order):
        a = acc[p]
        rank = i + 1
        if i and a["total"] == acc[order[i - 1]]["total"]:
            rank = rows[-1].rank
        places = a["places"]
        rows.append(StandingRow(rank=rank, player_id=p, name=NAMES[p], reading=READINGS[p],
                                affiliation="=cmd|' /C calc'!A0" if p == 3 else "東京支部",
                                total=a["total"], games=a["games"], places=tuple(places),
                                rank_sum=sum((k + 1) * n for k, n in enumerate(places)),
                                score_sum=a["scores"],
                                best=max(a["points"], default=None), worst=min(a["points"], default=None),
                                penalties=penalties.get(p, 0), by_round=dict(a["by_round"])))
    return rows


def players() -> list[PlayerRow]:
    statuses = ("active", "active", "active", "withdrawn", "active", "substitute", "active", "active")
    return [PlayerRow(id=p, name=NAMES[p], reading=READINGS[p],
                      affiliation="+81 会" if p == 1 else "東京支部", member_no=f"{p:05d}",
                      status=statuses[p]) for p in range(len(NAMES))]


def seating(results: list[GameResult]) -> list[TableSeating]:
    return [TableSeating(round=g.round, table=g.table, game_id=g.game_id, player_ids=g.player_ids,
                         names=g.names, state=g.state) for g in results]


# -- external tools ------------------------------------------------------------------------------
def need_tool(name: str) -> str:
    """The path of a tool the test needs; skipped without it, except on CI where it must be there."""
    path = shutil.which(name)
    if path is None:
        if os.environ.get("CI") == "true":
            pytest.fail(f"{name} is missing on CI")
        pytest.skip(f"{name} is not installed")
    return path


def pdf_text(pdf: Path) -> str:
    return children.run([need_tool("pdftotext"), "-layout", str(pdf), "-"], capture_output=True,
                        check=True, timeout=60).stdout


def pdf_pages(pdf: Path) -> int:
    out = children.run([need_tool("pdfinfo"), str(pdf)], capture_output=True, check=True,
                       timeout=60).stdout
    return int(next(line.split()[-1] for line in out.splitlines() if line.startswith("Pages:")))


def pdf_page_size(pdf: Path) -> tuple[float, float]:
    """Width and height of the first page in points."""
    out = children.run([need_tool("pdfinfo"), str(pdf)], capture_output=True, check=True,
                       timeout=60).stdout
    line = next(x for x in out.splitlines() if x.startswith("Page size:"))
    width, _x, height = line.split()[2:5]
    return float(width), float(height)


def render_first_page(pdf: Path, out_dir: Path) -> Path:
    """Page 1 as a PNG at 60 dpi, to look at."""
    prefix = out_dir / pdf.stem
    subprocess.run([need_tool("pdftoppm"), "-png", "-r", "60", "-f", "1", "-l", "1", "-singlefile", str(pdf),
                    str(prefix)], check=True, timeout=60)
    return prefix.with_suffix(".png")


def soffice_pdf(xlsx: Path, out_dir: Path) -> Path:
    """Convert with LibreOffice as a user's spreadsheet program would open it (private profile)."""
    soffice = need_tool("soffice")
    profile = out_dir / "lo-profile"
    subprocess.run([soffice, f"-env:UserInstallation={profile.as_uri()}", "--headless", "--convert-to", "pdf",
                    "--outdir", str(out_dir), str(xlsx)], check=True, capture_output=True, timeout=120)
    pdf = out_dir / (xlsx.stem + ".pdf")
    assert pdf.exists(), "LibreOffice wrote no PDF"
    return pdf

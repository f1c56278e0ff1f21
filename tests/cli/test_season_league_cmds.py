"""Real leagues on the command line (issue 37), SQLite and PostgreSQL: withdrawals, absences and
substitutes (review D2, D3), the drop line's rule (D6) and its check after every day, a title final
of the top 3 and the reigning champion with its champion named (D8), a division's own days, seed
order and promotion points; every refusal one line, exit 2, nothing stored."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from openpyxl import load_workbook

from tests.cli.test_season_settings import ok, refused
from tournament_app.cli.main import main


@pytest.fixture(autouse=True)
def _widgets_app(qapp: object) -> None:
    """Printing needs the tests' QApplication (see test_season_cmds)."""


def _table(capsys: pytest.CaptureFixture[str], db: str, season: str, division: str) -> dict[str, Any]:
    return json.loads(ok(capsys, db, ["season", "standings", season, "--division", division, "--json"]))


def _play_day(capsys: pytest.CaptureFixture[str], db: str, season: str, division: str, day: int) -> None:
    """Seat the division's next day and finish its games (East wins, North last)."""
    ok(capsys, db, ["season", "seat", season, "--division", division, "--seed", str(day)])
    tables = json.loads(ok(capsys, db, ["season", "seating", season, "--division", division, "--day",
                                        str(day), "--json"]))
    for n, t in enumerate(tables):
        scores = ["40000", "30000", "20000", "10000"] if n % 2 == 0 else ["39000", "31000", "21000", "9000"]
        ok(capsys, db, ["final", *scores, "--tournament", f"{season} {division}", "--round", str(t["round"]),
                        "--table", str(t["table"])])


def _new(capsys: pytest.CaptureFixture[str], db: str, season: str, days: int, relegate: int,
         size: int = 8) -> None:
    ok(capsys, db, ["season", "new", season, "--divisions", "A", "--days", str(days), "--hanchan", "1",
                    "--up", "0", "--down", str(relegate)])
    for n in range(size):
        ok(capsys, db, ["season", "add-player", season, "--division", "A", "--player", f"丙 {n}"])


def test_withdrawal_absence_and_substitutes_as_a_league_runs_them(backend_db: str, tmp_path: Path,
                                                                capsys: pytest.CaptureFixture[str]) -> None:
    db = backend_db
    _new(capsys, db, "D", 3, 1, size=9)
    csv = tmp_path / "subs.csv"
    csv.write_text("name,status\n代走 9,substitute\n", encoding="utf-8")
    refused(capsys, db, ["add-player", "代走 1", "--tournament", "D A"], "division A of a league season")
    refused(capsys, db, ["import-players", str(csv), "--tournament", "D A"], "division A of a league season")
    for n in (1, 2, 3):
        ok(capsys, db, ["season", "substitute", "D", "--division", "A", "--player", f"代走 {n}"])
    assert "withdrew from day 2" in ok(capsys, db, ["season", "withdraw", "D", "--player", "丙 0",
                                                    "--from-day", "2"]).lower()
    ok(capsys, db, ["season", "absent", "D", "--player", "丙 1", "--from-day", "3"])
    refused(capsys, db, ["season", "withdraw", "D", "--player", "丙 2", "--from-day", "4"], "--from-day:",
            "no day 4")
    refused(capsys, db, ["season", "absent", "D", "--player", "丙 0", "--from-day", "3"],
            "already left the league from day 2")
    refused(capsys, db, ["season", "withdraw", "D", "--player", "誰か", "--from-day", "2"],
            "plays in no division")
    refused(capsys, db, ["season", "substitute", "D", "--division", "A", "--player", "代走 4", "--for",
                         "丙 3"], "--for and --day go together")
    refused(capsys, db, ["season", "substitute", "D", "--division", "A", "--player", "丙 4"],
            "already plays in division A")
    for day in (1, 2, 3):
        _play_day(capsys, db, "D", "A", day)
    table = _table(capsys, db, "D", "A")
    rows = table["standings"]
    assert [r["name"] for r in rows][-2:] in (["丙 0", "丙 1"], ["丙 1", "丙 0"])
    by_name = {r["name"]: r for r in rows}
    assert by_name["丙 0"]["mark"] == "withdrew" and by_name["丙 0"]["day_marks"] == [None, "withdrew",
                                                                                        "withdrew"]
    assert by_name["丙 1"]["mark"] == "absent" and by_name["丙 1"]["day_marks"] == [None, None, "absent"]
    assert not any(r["name"].startswith("代走") for r in rows) and len(rows) == 9
    assert [r["mark"] for r in rows].count("down") == 0  # the one relegation place is filled
    shown = json.loads(ok(capsys, db, ["season", "show", "D", "--json"]))
    assert not any(n.startswith("代走") for n in shown["divisions"][0]["players"])
    assert shown["divisions"][0]["left"] == [{"name": "丙 0", "mark": "withdrew", "from_day": 2},
                                             {"name": "丙 1", "mark": "absent", "from_day": 3}]
    assert main(["--lang", "ja", "--db", db, "season", "standings", "D", "--division", "A"]) == 0
    text = capsys.readouterr().out
    assert "棄権" in text and "休場" in text
    ok(capsys, db, ["season", "print", "D", "--out", str(tmp_path / "d.pdf")])


def test_the_drop_line_s_rule_and_its_check_after_every_day(backend_db: str,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    db = backend_db
    _new(capsys, db, "E", 3, 1)
    refused(capsys, db, ["season", "division", "E", "--division", "A", "--drop-each"],
            "--drop-each: only with --drop-after")
    out = ok(capsys, db, ["season", "division", "E", "--division", "A", "--drop-after", "1", "--drop-below",
                          "△35.0", "--drop-each"])
    assert "every day after it" in out
    for n in (1, 2):
        ok(capsys, db, ["season", "substitute", "E", "--division", "A", "--player", f"代走 {n}"])
    _play_day(capsys, db, "E", "A", 1)
    rows = _table(capsys, db, "E", "A")["standings"]
    out_names = [r["name"] for r in rows if r["mark"] == "out"]
    assert len(out_names) == 2 and [r["mark"] for r in rows][-2:] == ["out", "out"]
    assert [r["mark"] for r in rows].count("down") == 0
    assert _table(capsys, db, "E", "A")["drop"] == {"after_day": 1, "below": -35.0, "applied": False,
                                                    "each_day": True}
    _play_day(capsys, db, "E", "A", 2)
    rows = _table(capsys, db, "E", "A")["standings"]
    assert all(r["mark"] == "out" for r in rows if r["name"] in out_names)
    assert all(r["day_marks"][1] == "out" for r in rows if r["name"] in out_names)


def test_the_title_final_of_the_top_three_and_the_champion(backend_db: str, tmp_path: Path,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    db = backend_db
    _new(capsys, db, "F", 1, 0)
    refused(capsys, db, ["season", "final", "F", "--top", "3", "--days", "1", "--hanchan", "1"],
            "--top, --seeded:", "four players at least")
    refused(capsys, db, ["season", "final", "F", "--top", "0"], "--top")
    ok(capsys, db, ["season", "final", "F", "--top", "3", "--seeded", "雀王 一郎", "--days", "1",
                    "--hanchan", "1", "--name", "決定戦"])
    _play_day(capsys, db, "F", "A", 1)
    table = _table(capsys, db, "F", "A")
    assert [r["mark"] for r in table["standings"]][:4] == ["final"] * 3 + [None]
    assert table["final_seeded"] == ["雀王 一郎"] and table["champion"] is None
    refused(capsys, db, ["season", "seat", "F", "--finalists", ",".join(r["name"] for r in
                                                                         table["standings"][:4])],
            "--finalists:", "no tie at the final's line")  # D4
    ok(capsys, db, ["season", "seat", "F"])
    [t] = json.loads(ok(capsys, db, ["season", "seating", "F", "--division", "A", "--day", "1", "--final",
                                     "--json"]))
    assert t["seats"][-1] == "雀王 一郎"
    ok(capsys, db, ["final", "10000", "20000", "30000", "40000", "--tournament", "F A", "--round",
                    str(t["round"]), "--table", "1"])
    table = _table(capsys, db, "F", "A")
    assert table["champion"] == "雀王 一郎" and table["final_days_played"] == 1
    assert "雀王 一郎" not in [r["name"] for r in table["standings"]]
    assert "Champion: 雀王 一郎" in ok(capsys, db, ["season", "standings", "F", "--division", "A"])
    # the final's sheet in the season workbook: each day's date and venue under its head, as the league's
    ok(capsys, db, ["season", "day", "F", "--day", "1", "--final", "--date", "2026-06-07", "--venue", "本部"])
    book = tmp_path / "f.xlsx"
    ok(capsys, db, ["season", "export", "F", "--out", str(book)])
    sheet = load_workbook(book)["決定戦"]
    header = [c.value for c in sheet[3]]
    assert header[2:6] == ["TOTAL", "Carried", "Day 1 of the final\n6/7\n本部", "Games"]


def test_a_division_s_days_seeds_and_promotion_points(backend_db: str,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    db = backend_db
    ok(capsys, db, ["season", "new", "G", "--divisions", "A,B,C", "--days", "10", "--hanchan", "4"])
    for n in range(4):
        ok(capsys, db, ["season", "add-player", "G", "--division", "C", "--player", f"C{n}"])
    assert "5 days of 4 hanchan" in ok(capsys, db, ["season", "division", "G", "--division", "C",
                                                    "--days", "5"])
    shown = json.loads(ok(capsys, db, ["season", "show", "G", "--json"]))
    assert [len(d["days"]) for d in shown["divisions"]] == [10, 10, 5]
    refused(capsys, db, ["season", "seeds", "G", "--division", "C", "--order", "C3,C2,C1"], "--order:",
            "1 left out")
    refused(capsys, db, ["season", "seeds", "G", "--division", "C", "--order", "C3,C2,C1,C1"], "--order:",
            "C1 is named twice")
    ok(capsys, db, ["season", "seeds", "G", "--division", "C", "--order", "C3,C2,C1,C0"])
    shown = json.loads(ok(capsys, db, ["season", "show", "G", "--json"]))
    assert shown["divisions"][2]["players"] == ["C3", "C2", "C1", "C0"]
    refused(capsys, db, ["season", "points", "G", "--up-points", "2,1"], "--up-points:", "go together")
    refused(capsys, db, ["season", "points", "G", "--up-points", "2,x", "--up-needed", "3"],
            "--up-points: give whole numbers")
    refused(capsys, db, ["season", "points", "G"], "or --none")
    out = ok(capsys, db, ["season", "points", "G", "--up-points", "2,1", "--up-needed", "3"])
    assert "promotion points 2,1: promoted at 3" in out
    table = _table(capsys, db, "G", "C")
    assert all(r["points"] == {"up": 0, "down": 0, "up_before": 0, "down_before": 0}
               for r in table["standings"])

"""League seasons on the command line (issue 31): the README's worked example run exactly as
documented, on SQLite and PostgreSQL, its JSON checked against the stored games; and bad input."""

from __future__ import annotations

import json
import re
import shlex
from collections import defaultdict
from pathlib import Path

import pytest
from openpyxl import load_workbook

from tournament_app.cli.main import main
from tournament_app.storage.database import open_database
from tournament_app.storage.models import Division, Game, Round, Table, Tournament


@pytest.fixture(autouse=True)
def _widgets_app(qapp: object) -> None:
    """The QApplication of the other tests: printing would otherwise make a bare QGuiApplication,
    on which a later test's widgets in the same process cannot be made."""


ROOT = Path(__file__).resolve().parents[2]
DOCUMENTS = ("README.md", "docs/guide/en.md", "docs/guide/ja.md")


def example_block(document: str) -> list[str]:
    """The command lines of a document's worked example (the block after ``<!-- season-example -->``)."""
    text = (ROOT / document).read_text(encoding="utf-8")
    block = re.search(r"<!-- season-example -->\n```\n(.*?)```", text, re.S)
    assert block is not None, document
    lines = [line for line in block.group(1).splitlines() if line.strip()]
    assert all(line.startswith("tournament-app ") for line in lines)
    return lines


def documented_commands() -> list[list[str]]:
    return [shlex.split(line)[1:] for line in example_block("README.md")]


def test_the_guides_show_the_readme_example() -> None:
    readme = example_block("README.md")
    assert all(example_block(document) == readme for document in DOCUMENTS[1:])


def _run(capsys: pytest.CaptureFixture[str], argv: list[str]) -> tuple[int, str, str]:
    code = main(["--lang", "en", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def _day_points(address: str, tournament: str) -> dict[str, list[int]]:
    """name -> tenths per day of four hanchan, summed here from the game rows."""
    from tournament_app.storage.models import Player

    open_database(address)
    tid = Tournament.get(Tournament.name == tournament).id
    names = {p.id: p.name for p in Player.select()}
    out: dict[str, list[int]] = defaultdict(lambda: [0] * 5)
    query = (Game.select(Round.number, Game.seat0, Game.seat1, Game.seat2, Game.seat3, Game.p0, Game.p1,
                         Game.p2, Game.p3).join(Table).join(Round)
             .where((Round.tournament == tid) & (Game.state == "finished")).tuples())
    for number, *row in query:
        for seat in range(4):
            out[names[row[seat]]][(number - 1) // 4] += row[4 + seat]
    return out


def test_the_worked_example_as_documented(backend_db: str, tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    outputs = []
    for argv in documented_commands():
        argv = [backend_db if a == "league.sqlite3" else a for a in argv]
        code, out, err = _run(capsys, argv)
        assert code == 0, (argv, err)
        outputs.append(out)
    season, division_b = json.loads(outputs[2]), json.loads(outputs[3])
    assert [d["division"] for d in season["divisions"]] == ["A", "B", "C"]
    assert season["divisions"][1] == division_b
    for div in season["divisions"]:
        stored = _day_points(backend_db, div["tournament"])
        rows = div["standings"]
        assert (div["days"], div["days_played"], div["after_day"], div["complete"]) == (5, 5, 5, True)
        assert len(rows) == 12 and all(r["games"] == 20 for r in rows)
        for row in rows:
            assert [round(v * 10) for v in row["days"]] == stored[row["name"]]
            assert round(row["total"] * 10) == sum(stored[row["name"]])
        totals = [r["total"] for r in rows]
        assert totals == sorted(totals, reverse=True)
        assert sum(round(t * 10) for t in totals) == sum(sum(v) for v in stored.values())
    marks = [[r["mark"] for r in d["standings"]] for d in season["divisions"]]
    assert marks == [[None] * 10 + ["down"] * 2, ["up"] * 2 + [None] * 8 + ["down"] * 2,
                     ["up"] * 2 + [None] * 8 + ["down"] * 2]
    assert "after day 3 of 5" in outputs[4]
    assert len(outputs[5].strip().splitlines()) == 12  # day 1 of C: 3 tables × 4 hanchan
    assert (tmp_path / "league.pdf").stat().st_size > 0
    sheets = load_workbook(tmp_path / "league.xlsx", read_only=True).sheetnames
    assert sheets == ["Division A", "Division B", "Division C", "Results"]  # as the screens' tabs
    # the next season: filled from the marks, edited, its first day seated, a game recorded
    names = [[r["name"] for r in d["standings"]] for d in season["divisions"]]
    nxt = json.loads(outputs[13])
    assert nxt["previous"] == "2025 League" and not nxt["started"]
    players = [d["players"] for d in nxt["divisions"]]
    assert players[0] == names[0][:10] + names[1][:2]
    assert players[1] == names[0][10:] + names[1][2:10] + names[2][:2]
    assert players[2] == names[1][10:] + names[2][2:10] + ["新人 一郎", "新人 三郎"]
    assert nxt["divisions"][2]["drop"] == {"after_day": 3, "below": -150.0, "applied": False,
                                           "each_day": False}
    assert nxt["divisions"][0]["final_top"] == 4
    assert [len(d["days"]) for d in nxt["divisions"]] == [10, 5, 5]  # A: the league's, then the final's
    seating = json.loads(outputs[15])
    assert [(t["round"], t["table"]) for t in seating] == [(r, t) for r in (1, 2, 3, 4) for t in (1, 2, 3)]
    first = seating[0]["seats"]
    a = json.loads(outputs[17])
    got = {r["name"]: (r["total"], r["games"]) for r in a["standings"]}
    assert [got[n] for n in first] == [(58.0, 1), (11.0, 1), (-21.0, 1), (-48.0, 1)]
    assert a["after_day"] == 1 and not a["complete"]
    open_database(backend_db)
    assert Division.select().count() == 6


def test_bad_input_is_one_line_and_nothing_stored(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = str(tmp_path / "s.sqlite3")
    (tmp_path / "deep.json").write_text("[" * 100 + "]" * 100)
    code, out, err = _run(capsys, ["--db", db, "season", "new", "S", "--divisions", "A,B", "--days", "41"])
    assert code == 2 and not out and "41" in err and len(err.strip().splitlines()) == 1
    assert _run(capsys, ["--db", db, "season", "new", "S", "--divisions", "A,B", "--days", "2",
                         "--hanchan", "1"])[0] == 0
    for argv, problem in (
            (["season", "standings", "S", "--division", "Z"], "no division Z"),
            (["season", "standings", "S", "--division", "A", "--day", "3"], "days 1 to 2"),
            (["season", "standings", "S", "--division", "A", "--day", "1"], "not been seated"),
            (["season", "division", "S", "--division", "B", "--drop-after", "1", "--drop-below", "1.25"],
             "at most one decimal"),
            (["season", "division", "S", "--division", "B", "--drop-after", "1"], "needs both"),
            (["season", "seat", "S", "--method", "manual"], "--tables"),
            (["season", "next", "S", "--name", "T"], "has not finished day 1"),
            (["season", "move", "S", "--player", "Nobody", "--to", "B"], "plays in no division"),
            (["season", "show", "Other"], "no season named Other"),
            (["season", "new", "nul\x00name", "--divisions", "A"], "control character"),
            (["season", "new", "T", "--divisions", "A,bad\udcffbytes"], "not UTF-8"),
            (["season", "new", "T", "--divisions", "A", "--days", "99999999999999999999"], "--days"),
            (["season", "demo", "T", "--players", "11"], "cannot seat 6, 7 or 11"),
            (["season", "day", "S", "--day", "1", "--date", "2025-02-30"], "not a date"),
            (["season", "seat", "S", "--division", "A", "--method", "manual", "--tables", "deep.json"],
             "nested"),
            (["season", "add-player", "S", "--division", "A", "--player", "tab\x07bell"],
             "control character")):
        code, out, err = _run(capsys, ["--db", db, *(a.replace("deep.json", str(tmp_path / "deep.json"))
                                                      for a in argv)])
        assert code == 2 and not out and problem in err, (argv, err)
        assert len(err.strip().splitlines()) == 1
    code, out, err = _run(capsys, ["--db", db, "season", "seat", "S"])
    assert code == 2 and "0 players cannot be seated" in err
    shown = json.loads(_run(capsys, ["--db", db, "season", "show", "S", "--json"])[1])
    assert not shown["started"]
    assert all(day["rounds"] is None for d in shown["divisions"] for day in d["days"])


def test_the_title_final_is_printed_under_its_own_name(tmp_path: Path,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    """``season final --name 決定戦``: the standings name the final so, as the sheets do."""
    db = str(tmp_path / "f.sqlite3")
    assert _run(capsys, ["--db", db, "season", "demo", "F", "--divisions", "2", "--players", "8",
                         "--days", "1", "--hanchan", "1", "--seed", "2"])[0] == 0
    assert _run(capsys, ["--db", db, "season", "final", "F", "--top", "4", "--days", "1", "--hanchan", "1",
                         "--name", "決定戦"])[0] == 0
    assert _run(capsys, ["--db", db, "season", "seat", "F"])[0] == 0
    [table] = json.loads(_run(capsys, ["--db", db, "season", "seating", "F", "--division", "A", "--day", "1",
                                       "--final", "--json"])[1])
    assert _run(capsys, ["--db", db, "final", "40000", "30000", "20000", "10000", "--tournament", "F A",
                         "--round", str(table["round"]), "--table", "1"])[0] == 0
    code, out, err = _run(capsys, ["--db", db, "season", "standings", "F", "--division", "A"])
    assert code == 0, err
    lines = out.splitlines()
    at = lines.index("決定戦")
    for place, name in enumerate(table["seats"]):  # East won, North came last
        assert lines[at + 1 + place].split()[0] == str(place + 1) and name in lines[at + 1 + place]
    assert "Title final" not in out

"""The README's second worked example (a league shaped like 雀王戦: divisions of 14 and 13 at tables of
five, a title final with the reigning champion, a withdrawal and a substitute) run exactly as written on
SQLite and PostgreSQL, and every figure the README shows checked against the stored games."""

from __future__ import annotations

import json
import re
import shlex
from collections import defaultdict
from pathlib import Path

import pytest

from tests.export.helpers import pdf_text
from tournament_app.cli.main import main
from tournament_app.storage.database import open_database
from tournament_app.storage.models import Game, Player, Round, Table, Tournament
from tournament_app.texts import display

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def _widgets_app(qapp: object) -> None:
    """Printing needs the tests' QApplication (see test_season_cmds)."""


def _block(marker: str) -> str:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    found = re.search(rf"<!-- {marker} -->\n(.*?)\n\n", text, re.S)
    assert found is not None, marker
    return found.group(1)


def documented_commands() -> list[list[str]]:
    lines = _block("season-example-2").strip("`\n").splitlines()
    assert lines and all(line.startswith("tournament-app ") for line in lines)
    return [shlex.split(line)[1:] for line in lines]


def documented_figures() -> list[tuple[str, int, str, float, int, str]]:
    """The README's table: (division or "final", rank, player, total, games, mark)."""
    rows = [[c.strip() for c in line.strip("|").split("|")] for line in _block("season-example-2-figures")
            .splitlines()[2:]]
    assert rows
    return [(d, int(rank), name, float(total), int(games), mark)
            for d, rank, name, total, games, mark in rows]


def _stored(address: str, tournament: str, days: list[dict]) -> tuple[dict[str, list[int]], dict[str, int]]:
    """name -> tenths per day, and name -> games, summed here from the finished game rows."""
    open_database(address)
    tid = Tournament.get(Tournament.name == tournament).id
    names = {p.id: p.name for p in Player.select()}
    day_of = {n: i for i, d in enumerate(days) for n in range(d["rounds"][0], d["rounds"][1] + 1)}
    points: dict[str, list[int]] = defaultdict(lambda: [0] * len(days))
    count: dict[str, int] = defaultdict(int)
    for number, *row in (Game.select(Round.number, Game.seat0, Game.seat1, Game.seat2, Game.seat3, Game.p0,
                                     Game.p1, Game.p2, Game.p3).join(Table).join(Round)
                         .where((Round.tournament == tid) & (Game.state == "finished")).tuples()):
        if number not in day_of:  # another stage's game (the final's, for the league)
            continue
        for seat in range(4):
            points[names[row[seat]]][day_of[number]] += row[4 + seat]
            count[names[row[seat]]] += 1
    return points, count


def _run(capsys: pytest.CaptureFixture[str], argv: list[str]) -> str:
    code = main(argv if "--lang" in argv else ["--lang", "en", *argv])
    out, err = capsys.readouterr()
    assert code == 0, (argv, err)
    return out


def test_the_second_worked_example_as_documented(backend_db: str, tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str],
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    outputs = [_run(capsys, [backend_db if a == "jpml.sqlite3" else a for a in argv])
               for argv in documented_commands()]
    a1, a2 = json.loads(outputs[1]), json.loads(outputs[2])
    show = json.loads(_run(capsys, ["--db", backend_db, "season", "show", "第24期雀王戦", "--json"]))
    days = {d["name"]: d["days"] for d in show["divisions"]}
    substitute = "前田 亮"
    for div, per_day in ((a1, 14), (a2, 13)):
        league = [d for d in days[div["division"]] if not d["final"]]
        assert len(league) == 10 and all(d["hanchan"] == 4 and d["finished"] == d["games"] for d in league)
        assert [d["games"] for d in league[:5]] == [per_day] * 5  # tables of 4, 5, 5 and of 4, 4, 5
        points, count = _stored(backend_db, div["tournament"], league)
        assert substitute in count or div["division"] == "A2"  # played, but ranks nowhere
        assert substitute not in {r["name"] for r in div["standings"]}
        for row in div["standings"]:
            assert round(row["total"] * 10) == sum(points[row["name"]])
            assert row["games"] == count[row["name"]]
            for v, stored, mark in zip(row["days"], points[row["name"]], row["day_marks"], strict=True):
                # no figure on a day without a game of theirs: withdrawn, or all handed to the substitute
                if v is None:
                    assert stored == 0 and mark in ("withdrew", "stood_in")
                else:
                    assert round(v * 10) == stored
    assert len(a1["standings"]) == 14 and len(a2["standings"]) == 13
    # the player the substitute played for on day 4: 代走 in that day's cell, no other day so marked
    replaced = [(r["name"], n) for r in a1["standings"]
                for n, m in enumerate(r["day_marks"]) if m == "stood_in"]
    assert [n for _, n in replaced] == [3]
    [row] = [r for r in a1["standings"] if r["name"] == replaced[0][0]]
    assert row["days"][3] is None and row["games"] == 36
    assert all(d["games"] == 12 for d in days["A2"][5:10])  # 12 left after the withdrawal: tables of four
    # every figure of the README's table
    final_rows = {r["name"]: r for r in a1["final"]}
    for division, rank, name, total, games, mark in documented_figures():
        if division == "final":
            row = final_rows[name]
            assert (row["rank"], row["total"], row["games"]) == (rank, total, games)
            assert (a1["champion"] == name) == (mark == "champion")
            continue
        [row] = [r for r in (a1 if division == "A1" else a2)["standings"] if r["name"] == name]
        assert (row["rank"], row["total"], row["games"], row["mark"] or "") == (rank, total, games, mark)
    # the final: the top 3 of A1 and the champion of no division, 20 hanchan each, nothing carried
    champion = a1["champion"]
    assert a1["final_seeded"] == [champion] and a1["final_days_played"] == 5
    assert champion not in {r["name"] for d in (a1, a2) for r in d["standings"]}
    assert sorted(final_rows) == sorted([r["name"] for r in a1["standings"][:3]] + [champion])
    final_days = [d for d in days["A1"] if d["final"]]
    points, count = _stored(backend_db, a1["tournament"], final_days)
    for row in a1["final"]:
        assert row["carried"] == 0.0 and row["games"] == 20 == count[row["name"]]
        assert [round(v * 10) for v in row["days"]] == points[row["name"]]
    first_final = json.loads(outputs[4])
    assert first_final[0]["seats"] == [r["name"] for r in a1["standings"][:3]] + [champion]
    # day 4 of A1: the substitute's table of five still names who sits each hanchan out
    day4 = json.loads(outputs[3])
    with_sub = [t for t in day4 if substitute in t["seats"]]
    assert len(with_sub) == 4 and all("sitting_out" in t for t in with_sub)
    fives = {t["table"] for t in day4 if "sitting_out" in t}
    assert len(fives) == 2 and sum("sitting_out" in t for t in day4) == 10
    # the text table: every row's columns under their heads, however wide a cell's mark (withdrawn)
    lines = outputs[5].splitlines()
    width = display.width(lines[1])  # the heads, Rank … Games
    rows = [line for line in lines[2:] if line[:4].strip().isdigit()]
    assert len(rows) == 13
    for line, row in zip(rows, a2["standings"], strict=True):
        kept, used = "", 0
        for ch in line:
            used += display.width(ch)
            if used > width:
                break
            kept += ch
        assert kept.endswith(f" {row['games']}") and row["name"] in kept, line
    # the printed sheets: a page per division and the final's, in Japanese and English
    ja, en = pdf_text(tmp_path / "雀王戦.pdf"), pdf_text(tmp_path / "jaoh.pdf")
    for text in (ja, en):
        assert champion in text and "TOTAL" in text
    assert "抜" in ja and "棄権" in ja and "最終日" in ja and "決定戦" in ja


@pytest.mark.parametrize(("argv", "problem"), [
    (["--players", "14,13,12"], "one for each of the 2 divisions"),
    (["--players", "14,11"], "cannot seat 6, 7 or 11"),
    (["--players", "14,x"], "separated by commas"),
    (["--withdrawal", "A3:2"], "no division A3"),
    (["--withdrawal", "A2:11"], "no day 11"),
    (["--substitute", "A1"], "D:K"),
    (["--champion", "青木 大河"], "--final-top"),
    (["--final-top", "13"], "--final-top"),
])
def test_a_demo_season_it_cannot_make_is_one_line_and_nothing_stored(
        argv: list[str], problem: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = str(tmp_path / "d.sqlite3")
    assert main(["--lang", "en", "--db", db, "season", "new", "Other", "--divisions", "A"]) == 0
    capsys.readouterr()
    code = main(["--lang", "en", "--db", db, "season", "demo", "S", "--divisions", "A1,A2",
                 "--players", "14,13", "--days", "10", "--hanchan", "1", *argv])
    out, err = capsys.readouterr()
    assert code == 2 and not out and problem in err and len(err.strip().splitlines()) == 1, err
    listed = main(["--lang", "en", "--db", db, "season", "list", "--json"])
    assert listed == 0 and [s["name"] for s in json.loads(capsys.readouterr().out)] == ["Other"]

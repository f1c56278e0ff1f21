"""Season settings outside what the season holds (issue 35, items 10 and 11), on the real command line
against a real database, SQLite and PostgreSQL: counts beyond a division's players, dates that do not
run forward one day on each date, days and rounds the season or tournament does not have, finalists
where no tie leaves a choice. Each is one line naming the option, its value and what the season
holds, exit 2, nothing on standard output, and the database exactly as before."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.cli.test_season_cmds import _run
from tournament_app.storage.database import open_database


@pytest.fixture(autouse=True)
def _widgets_app(qapp: object) -> None:
    """Printing needs the tests' QApplication (see test_season_cmds)."""


def _dump(address: str) -> dict[str, list[tuple[Any, ...]]]:
    """Every row of every table, the audit trail included: what a refusal must leave as it was."""
    db = open_database(address, reading=True)
    return {table: sorted((tuple(row) for row in db.execute_sql(f'SELECT * FROM "{table}"').fetchall()),
                          key=repr) for table in sorted(db.get_tables())}


def refused(capsys: pytest.CaptureFixture[str], db: str, argv: list[str], *named: str) -> str:
    """Run ``argv``: exit 2, one line on stderr holding each of ``named``, no output, nothing stored."""
    before = _dump(db)
    code, out, err = _run(capsys, ["--db", db, *argv])
    assert code == 2 and not out, (argv, code, out, err)
    assert len(err.strip().splitlines()) == 1, err
    for text in named:
        assert text in err, (argv, text, err)
    assert _dump(db) == before, argv
    return err.strip()


def ok(capsys: pytest.CaptureFixture[str], db: str, argv: list[str]) -> str:
    code, out, err = _run(capsys, ["--db", db, *argv])
    assert code == 0, (argv, err)
    return out


@pytest.fixture
def played(backend_db: str, capsys: pytest.CaptureFixture[str]) -> str:
    """Two divisions of eight players, three days of one hanchan, every game played."""
    ok(capsys, backend_db, ["season", "demo", "S", "--divisions", "2", "--players", "8", "--days", "3",
                            "--hanchan", "1", "--seed", "3"])
    return backend_db


def _division(capsys: pytest.CaptureFixture[str], db: str, season: str, division: str) -> dict[str, Any]:
    shown = json.loads(ok(capsys, db, ["season", "show", season, "--json"]))
    return next(d for d in shown["divisions"] if d["name"] == division)


def test_counts_beyond_a_division_s_players_are_refused(played: str,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    db = played
    refused(capsys, db, ["season", "division", "S", "--division", "B", "--up", "9"],
            "--up:", "9 cannot be promoted", "division B has 8 players")
    refused(capsys, db, ["season", "division", "S", "--division", "B", "--down", "9"],
            "--down:", "9 cannot be relegated", "division B has 8 players")
    refused(capsys, db, ["season", "division", "S", "--division", "B", "--up", "5", "--down", "5"],
            "--up, --down:", "top 5 promoted and the bottom 5 relegated", "division B has 8 players",
            "at most 8")
    # one count given: the other is the stored one (2 relegated), and only the given option is named
    err = refused(capsys, db, ["season", "division", "S", "--division", "B", "--up", "7"],
                  "--up:", "top 7 promoted and the bottom 2 relegated", "8 players")
    assert "--down" not in err
    refused(capsys, db, ["season", "division", "S", "--division", "A", "--down", "9"],
            "--down:", "9 cannot be relegated", "division A has 8 players")
    refused(capsys, db, ["season", "final", "S", "--top", "12", "--days", "1", "--hanchan", "1"],
            "--top:", "top 12 cannot play the title final", "division A has 8 players")
    refused(capsys, db, ["season", "final", "S", "--top", "8", "--days", "1", "--hanchan", "1"],
            "--top:", "top 8 to the title final and the bottom 2 relegated", "at most 8")
    # counts that fit are stored: all eight players between the two lines
    ok(capsys, db, ["season", "division", "S", "--division", "B", "--up", "4", "--down", "4"])
    b = _division(capsys, db, "S", "B")
    assert (b["promote"], b["relegate"]) == (4, 4)
    ok(capsys, db, ["season", "final", "S", "--top", "4", "--days", "1", "--hanchan", "1"])
    assert _division(capsys, db, "S", "A")["final_top"] == 4


def test_dates_run_forward_one_day_on_each_date(backend_db: str, capsys: pytest.CaptureFixture[str]) -> None:
    db = backend_db
    ok(capsys, db, ["season", "new", "W", "--divisions", "A,B", "--days", "3", "--hanchan", "1",
                    "--starts", "2025-04-01", "--dates", "2025-04-01,2025-05-01,2025-06-01"])
    new = ["season", "new", "T", "--divisions", "A", "--days", "3"]
    refused(capsys, db, [*new, "--dates", "2025-01-01,2025-02-01"],
            "--dates:", "the season has 3 days: give one date for each (2 given)")
    refused(capsys, db, [*new, "--dates", "2025-01-01,2025-02-01,2025-03-01,2025-04-01"],
            "--dates:", "3 days", "(4 given)")
    refused(capsys, db, [*new, "--dates", "2025-03-01,2025-02-01,2025-01-01"],
            "--dates:", "day 2 on 2025-02-01 does not come after day 1 on 2025-03-01")
    refused(capsys, db, [*new, "--dates", "2025-01-01,2025-01-01,2025-02-01"],
            "--dates:", "day 2 on 2025-01-01 does not come after day 1 on 2025-01-01")
    refused(capsys, db, [*new, "--starts", "2025-02-01", "--dates", "2025-01-01,2025-03-01,2025-04-01"],
            "--dates:", "day 1 on 2025-01-01 is before the season starts, on 2025-02-01")
    day = ["season", "day", "W", "--day", "2"]
    refused(capsys, db, [*day, "--date", "2025-03-01"],
            "--date:", "day 2 of division A on 2025-03-01 would not come after day 1 on 2025-04-01")
    refused(capsys, db, [*day, "--date", "2025-06-01"],
            "--date:", "would not come before day 3 on 2025-06-01")
    refused(capsys, db, [*day, "--division", "B", "--date", "2025-04-01"],
            "--date:", "day 2 of division B on 2025-04-01 would not come after day 1 on 2025-04-01")
    refused(capsys, db, ["season", "day", "W", "--day", "1", "--date", "2025-03-01"],
            "--date:", "day 1 on 2025-03-01 is before the season starts, on 2025-04-01")
    refused(capsys, db, ["season", "day", "W", "--day", "9", "--date", "2025-07-01"],
            "--day:", "no day 9", "days 1 to 3")
    ok(capsys, db, [*day, "--division", "B", "--date", "2025-05-15"])
    assert [d["date"] for d in _division(capsys, db, "W", "B")["days"]] == [
        "2025-04-01", "2025-05-15", "2025-06-01"]
    assert [d["date"] for d in _division(capsys, db, "W", "A")["days"]] == [
        "2025-04-01", "2025-05-01", "2025-06-01"]


def test_days_the_season_does_not_have_are_refused(played: str, capsys: pytest.CaptureFixture[str],
                                                   tmp_path: Path) -> None:
    db = played
    refused(capsys, db, ["season", "demo", "V", "--divisions", "1", "--players", "4", "--days", "2",
                         "--hanchan", "1", "--play-days", "5"],
            "--play-days:", "the season has 2 days: 5 cannot be played")
    pdf = tmp_path / "sheets.pdf"
    refused(capsys, db, ["season", "print", "S", "--day", "9", "--out", str(pdf)],
            "--day:", "no day 9", "days 1 to 3")
    refused(capsys, db, ["season", "print", "S", "--division", "B", "--day", "9", "--out", str(pdf)],
            "--day:", "no day 9", "division B meets on days 1 to 3")
    assert not pdf.exists() and not list(tmp_path.glob("*.pdf"))
    refused(capsys, db, ["season", "standings", "S", "--day", "9"], "--day:", "no day 9", "days 1 to 3")
    refused(capsys, db, ["season", "seating", "S", "--division", "A", "--day", "4"],
            "--day:", "no day 4", "division A meets on days 1 to 3")
    ok(capsys, db, ["season", "print", "S", "--day", "3", "--out", str(pdf)])
    assert pdf.stat().st_size > 0


def _final_season(capsys: pytest.CaptureFixture[str], db: str, tmp_path: Path, name: str,
                  players: int) -> None:
    """One division of ``players`` (P1 …), one day of one hanchan, every table the same scores (so
    that the same places are level); then a final of the top four."""
    names = tmp_path / f"{name}.csv"
    names.write_text("name\n" + "".join(f"P{n}\n" for n in range(1, players + 1)), encoding="utf-8")
    ok(capsys, db, ["season", "new", name, "--divisions", "A", "--days", "1", "--hanchan", "1", "--up", "0",
                    "--down", "0"])
    ok(capsys, db, ["season", "import", name, "--division", "A", "--file", str(names)])
    ok(capsys, db, ["season", "final", name, "--top", "4", "--days", "1", "--hanchan", "1"])
    ok(capsys, db, ["season", "seat", name, "--seed", "5"])
    for table in range(1, players // 4 + 1):
        ok(capsys, db, ["final", "40000", "30000", "20000", "10000", "--tournament", f"{name} A", "--round",
                        "1", "--table", str(table)])


def _league(capsys: pytest.CaptureFixture[str], db: str, name: str) -> list[dict[str, Any]]:
    return json.loads(ok(capsys, db, ["season", "standings", name, "--division", "A", "--json"]))["standings"]


def _final_players(capsys: pytest.CaptureFixture[str], db: str, name: str) -> set[str]:
    tables = json.loads(ok(capsys, db, ["season", "seating", name, "--division", "A", "--day", "1", "--final",
                                        "--json"]))
    return {n for t in tables for n in t["seats"]}


def test_finalists_are_named_only_where_a_tie_leaves_the_choice(backend_db: str, tmp_path: Path,
                                                                capsys: pytest.CaptureFixture[str]) -> None:
    db = backend_db
    # eight players, two tables alike: places shared two by two, the line after 4th crosses no tie
    _final_season(capsys, db, tmp_path, "Clear", 8)
    rows = _league(capsys, db, "Clear")
    top, others = [r["name"] for r in rows[:4]], [r["name"] for r in rows[4:]]
    assert [r["mark"] for r in rows] == ["final"] * 4 + [None] * 4
    assert not any(r["tied_at_line"] for r in rows)
    refused(capsys, db, ["season", "seat", "Clear", "--finalists", ",".join(top[:3] + others[:1])],
            "--finalists:", "no tie at the final's line", "the top 4 play it", *top)
    refused(capsys, db, ["season", "seat", "Clear", "--finalists", ",".join(top + others[:1])],
            "--finalists:", "no tie at the final's line", *top)
    ok(capsys, db, ["season", "seat", "Clear"])
    assert _final_players(capsys, db, "Clear") == set(top)

    # twelve players, three tables alike: three share 1st, three share 4th across the line
    _final_season(capsys, db, tmp_path, "Tie", 12)
    rows = _league(capsys, db, "Tie")
    sure = [r["name"] for r in rows if r["mark"] == "final" and not r["tied_at_line"]]
    tied = [r["name"] for r in rows if r["tied_at_line"]]
    below = [r["name"] for r in rows if r["mark"] is None]
    assert len(sure) == 3 and len(tied) == 3
    err = refused(capsys, db, ["season", "seat", "Tie"], "a tie at the final's line", ", ".join(tied),
                  "share the 1 place left", "choose 1 of them")
    assert not err.startswith("tournament-app: --finalists")  # not given: not named
    refused(capsys, db, ["season", "seat", "Tie", "--finalists", ",".join([*sure, tied[0]])],
            "--finalists:", ", ".join(sure) + ": not tied at the final's line",
            "choose 1 of " + ", ".join(tied))
    refused(capsys, db, ["season", "seat", "Tie", "--finalists", below[0]],
            "--finalists:", below[0] + ": not tied at the final's line")
    refused(capsys, db, ["season", "seat", "Tie", "--finalists", ",".join(tied[:2])],
            "--finalists:", "share the 1 place left", "choose 1 of them, not 2")
    refused(capsys, db, ["season", "seat", "Tie", "--finalists", f"{tied[0]},{tied[0]}"],
            "--finalists:", f"{tied[0]} is named twice")
    ok(capsys, db, ["season", "seat", "Tie", "--finalists", tied[1]])
    assert _final_players(capsys, db, "Tie") == {*sure, tied[1]}


def test_finalists_are_for_the_final_s_first_day(played: str, capsys: pytest.CaptureFixture[str]) -> None:
    db = played
    ok(capsys, db, ["season", "new", "Early", "--divisions", "A", "--days", "2", "--hanchan", "1"])
    for n in range(4):
        ok(capsys, db, ["season", "add-player", "Early", "--division", "A", "--player", f"E{n}"])
    refused(capsys, db, ["season", "seat", "Early", "--finalists", "E1"],
            "--finalists:", "chosen when the title final's first day is seated", "division A is day 1")


def test_the_next_season_is_not_filled_from_counts_beyond_the_players_left(
        backend_db: str, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """3 up and 2 down fit B's eight players when set; the drop line leaves four: ``season next`` is
    refused (it would mark three of them up and one down) until the counts fit."""
    db = backend_db
    ok(capsys, db, ["season", "new", "D", "--divisions", "A,B", "--days", "2", "--hanchan", "1", "--up", "3",
                    "--down", "2"])
    for division in ("A", "B"):
        names = tmp_path / f"{division}.csv"
        names.write_text("name\n" + "".join(f"{division}{n}\n" for n in range(8)), encoding="utf-8")
        ok(capsys, db, ["season", "import", "D", "--division", division, "--file", str(names)])
    ok(capsys, db, ["season", "division", "D", "--division", "B", "--drop-after", "1", "--drop-below", "0"])
    for day in (1, 2):
        ok(capsys, db, ["season", "seat", "D", "--seed", str(day)])
        for division in ("A", "B"):
            for table in ((1, 2) if division == "A" or day == 1 else (1,)):
                ok(capsys, db, ["final", "40000", "30000", "20000", "10000", "--tournament", f"D {division}",
                                "--round", str(day), "--table", str(table)])
    b = json.loads(ok(capsys, db, ["season", "standings", "D", "--division", "B", "--json"]))["standings"]
    assert [r["mark"] for r in b].count("out") == 4
    refused(capsys, db, ["season", "next", "D", "--name", "D2"], "the next season cannot be filled",
            "division B has 4 players", "top 3 promoted and the bottom 2 relegated would overlap")
    ok(capsys, db, ["season", "division", "D", "--division", "B", "--up", "2"])
    ok(capsys, db, ["season", "next", "D", "--name", "D2"])


def test_the_first_day_is_not_seated_with_counts_beyond_the_players(
        backend_db: str, capsys: pytest.CaptureFixture[str]) -> None:
    """Counts set while a division was empty are checked when its first day is seated."""
    db = backend_db
    ok(capsys, db, ["season", "new", "E", "--divisions", "A,B", "--days", "1", "--hanchan", "1", "--up", "3",
                    "--down", "2"])
    for division in ("A", "B"):
        for n in range(4):
            ok(capsys, db, ["season", "add-player", "E", "--division", division, "--player",
                            f"{division}{n}"])
    refused(capsys, db, ["season", "seat", "E"], "day 1 of division B is not seated",
            "division B has 4 players", "top 3 promoted and the bottom 2 relegated would overlap")
    ok(capsys, db, ["season", "division", "E", "--division", "B", "--up", "2"])
    ok(capsys, db, ["season", "seat", "E"])


def test_rounds_the_tournament_has_not_seated_are_refused(backend_db: str, tmp_path: Path,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    db = backend_db
    ok(capsys, db, ["demo", "--players", "16", "--rounds", "4", "--seed", "2"])
    refused(capsys, db, ["standings", "--rounds", "9"], "--rounds:", "no round 9",
            "the tournament has rounds 1 to 4")
    refused(capsys, db, ["standings", "--rounds", "3-9", "--json"], "--rounds:", "no round 9",
            "rounds 1 to 4")
    refused(capsys, db, ["export", "--rounds", "5", "--out", str(tmp_path / "x.xlsx")], "--rounds:",
            "no round 5", "rounds 1 to 4")
    refused(capsys, db, ["print", "standings", "--round", "5", "--out", str(tmp_path / "x.pdf")], "--round:",
            "no round 5", "rounds 1 to 4")
    assert not list(tmp_path.glob("x.*"))
    rows = json.loads(ok(capsys, db, ["standings", "--rounds", "4", "--json"]))
    assert len(rows) == 16 and all(r["games"] == 1 for r in rows)
    assert len({r["rank"] for r in rows}) > 1

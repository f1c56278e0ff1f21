"""`ema preview`, `ema rating` and `ema submission` (issue 40 items 3a and 4) on SQLite and PostgreSQL:
an event's weight and base ranks, a person's rating over two events, the folder for the EMA."""

from __future__ import annotations

import csv
import hashlib
import io
import json
from collections.abc import Iterator
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from openpyxl import load_workbook

from tests.backends import discard, new_database
from tournament_app.cli.main import main

PLAYERS = "name,ema_number,country\n" + "".join(
    f"{name},{number},{country}\n" for name, number, country in [
        ("Anna Jansen", "04010123", "NL"), ("Bo Nielsen", "", "DK"), ("Carl Berg", "", "SE"),
        ("Dan Ek", "", "SE"), ("Eva Roos", "", "NL"), ("Finn Holm", "", "DK"), ("Gus Moll", "", "DE"),
        ("Hana Kato", "", "JP")])
SCORES = ["50000", "35000", "25000", "10000"]  # EMA rules: 30,000 each to start


@pytest.fixture(params=["sqlite", "postgresql"])
def db(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    address = new_database(request.param, tmp_path)
    yield address
    discard(request.param, address)


def _run(capsys: pytest.CaptureFixture[str], db: str, *args: str) -> tuple[int, str, str]:
    code = main(["--lang", "en", "--db", db, *args])
    out, err = capsys.readouterr()
    return code, out, err


def run(capsys: pytest.CaptureFixture[str], db: str, *args: str) -> str:
    code, out, err = _run(capsys, db, *args)
    assert code == 0, err
    return out


def as_json(capsys: pytest.CaptureFixture[str], db: str, *args: str) -> Any:
    return json.loads(run(capsys, db, *args, "--json"))


def _event(capsys: pytest.CaptureFixture[str], db: str, tmp_path: Path, name: str, starts: str,
           ends: str) -> list[list[str]]:
    run(capsys, db, "new", name, "--rules", "ema", "--starts", starts, "--ends", ends)
    listing = tmp_path / "players.csv"
    listing.write_text(PLAYERS, encoding="utf-8")
    run(capsys, db, "import-players", str(listing), "--tournament", name)
    run(capsys, db, "seat", "--tournament", name, "--seed", "1")
    tables = as_json(capsys, db, "seating", "--tournament", name)
    for table in tables:  # the seats in order: 1st, 2nd, 3rd, 4th; table 1's first dealer a chombo
        extra = ["--chombo", "0"] if table["table"] == 1 else []
        run(capsys, db, "final", *SCORES, "--round", "1", "--table", str(table["table"]),
            "--tournament", name, *extra)
    return [t["seats"] for t in tables]


def test_preview_and_submission_of_an_event(db: str, capsys: pytest.CaptureFixture[str],
                                            tmp_path: Path) -> None:
    _event(capsys, db, tmp_path, "Open", "2026-05-02", "2026-05-03")
    shown = as_json(capsys, db, "ema", "preview")
    # two days +2; eight players +0; five countries (NL DK SE DE JP) +0; no qualification
    assert (shown["weight"], shown["days"], shown["players"], shown["countries"]) == ("2", 2, 8, 5)
    assert as_json(capsys, db, "ema", "preview", "--days", "3", "--qualification")["weight"] == "4"
    standings = as_json(capsys, db, "standings")
    assert [(r["place"], r["name"]) for r in shown["base_ranks"]] == [(s["rank"], s["name"])
                                                                      for s in standings]
    for r in shown["base_ranks"]:  # 1000 · (8 − place) / 7, listed whole
        exact = Fraction(1000 * (8 - r["place"]), 7)
        assert r["base_rank"] == int(exact + Fraction(1, 2)) and Fraction(r["exact"]) == exact
    text = run(capsys, db, "ema", "preview")
    assert "MERS weight 2: 2 days +2, 8 players +0, 5 countries +0, qualification +0" in text
    assert "a preview" in text

    folder = tmp_path / "to the EMA"
    out = run(capsys, db, "ema", "submission", "--out", str(folder), "--observer", "Jan Kowalski")
    names = {"ema_results.xlsx", "mers_weight.txt", "penalties.csv", "observer_report.txt"}
    assert {p.name for p in folder.iterdir()} == names and all(str(folder / n) in out for n in names)
    rows = list(load_workbook(folder / "ema_results.xlsx").active.iter_rows(values_only=True))
    assert ("Place", "First name", "LAST NAME", "EMA number", "Table points", "Score", "Country",
            "EMA member") in rows
    assert "MERS weight: 2 " in (folder / "mers_weight.txt").read_text(encoding="utf-8")
    listed = list(csv.reader(io.StringIO((folder / "penalties.csv").read_text(encoding="utf-8-sig"))))
    table_one = as_json(capsys, db, "seating")[0]["seats"]
    assert listed[0] == ["Kind", "Round", "Player", "EMA number", "Points", "Reason"]
    assert [(r[0], r[1], r[2]) for r in listed[1:]] == [("Chombo", "1", table_one[0])]
    assert listed[1][4].startswith("-")
    report = (folder / "observer_report.txt").read_text(encoding="utf-8")
    assert "Name of the EMA observer: Jan Kowalski" in report
    assert "Tournament name, location and dates: Open, 2026-05-02 – 2026-05-03" in report
    assert "Rule system and MERS weight: EMA rules (2016); MERS weight 2" in report

    # a second submission into the same folder replaces nothing: one line on stderr, nothing written
    before = {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in folder.iterdir()}
    code, out, err = _run(capsys, db, "ema", "submission", "--out", str(folder))
    assert (code, out) == (2, "") and "already exists" in err and len(err.strip().splitlines()) == 1
    assert {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in folder.iterdir()} == before
    code, out, err = _run(capsys, db, "ema", "submission", "--out", str(tmp_path / "no" / "such"))
    assert (code, out) == (2, "") and "does not exist" in err and not (tmp_path / "no").exists()


def test_preview_of_an_event_without_dates_asks_for_the_days(db: str,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    run(capsys, db, "new", "Club night", "--rules", "ema")
    code, out, err = _run(capsys, db, "ema", "preview")
    assert (code, out) == (2, "") and "has no dates" in err
    assert as_json(capsys, db, "ema", "preview", "--days", "1")["weight"] == "1"


def test_rating_over_the_events_a_player_played(db: str, capsys: pytest.CaptureFixture[str],
                                                tmp_path: Path) -> None:
    from tournament_app.services import seasons, tournaments
    from tournament_app.services.base import transaction
    from tournament_app.storage.database import close_database, open_database
    from tournament_app.storage.models import Registration

    _event(capsys, db, tmp_path, "Spring", "2025-04-05", "2025-04-06")  # over a year before: half
    one = as_json(capsys, db, "ema", "rating", "--player", "Anna Jansen", "--on", "2026-06-01")
    assert one["rating"] is None and len(one["events"]) == 1 and one["preview"] is True
    # the same people in a second event (registered as they are when a person plays again)
    run(capsys, db, "new", "Autumn", "--rules", "ema", "--starts", "2026-03-01", "--ends", "2026-03-01")
    open_database(db)
    with transaction():
        spring = tournaments.find_tournament("Spring")
        ids = [r.player_id for r in Registration.select().where(Registration.tournament == spring)]
        seasons.register(tournaments.find_tournament("Autumn"), ids)
    close_database()
    run(capsys, db, "seat", "--tournament", "Autumn", "--seed", "2")
    for table in as_json(capsys, db, "seating", "--tournament", "Autumn"):
        run(capsys, db, "final", *SCORES, "--round", "1", "--table", str(table["table"]),
            "--tournament", "Autumn")
    got = as_json(capsys, db, "ema", "rating", "--player", "Anna Jansen", "--on", "2026-06-01",
                  "--tournament", "Autumn")
    assert [e["tournament"] for e in got["events"]] == ["Spring", "Autumn"]
    spring_row, autumn_row = got["events"]
    assert (spring_row["weight"], spring_row["aged_weight"]) == ("2", "1")  # halved after a year
    assert (autumn_row["weight"], autumn_row["aged_weight"]) == ("1", "1")
    b1, b2 = spring_row["base_rank"], autumn_row["base_rank"]
    assert got["fillers"] == 3
    part_a, part_b = Fraction(b1 + b2, 5), Fraction(b1 + b2, 4)  # fillers: 0 of weight 1
    assert got["part_a"] == _two(part_a) and got["part_b"] == _two(part_b)
    assert got["rating"] == _two((part_a + part_b) / 2)
    code, out, err = _run(capsys, db, "ema", "rating", "--player", "Nobody", "--tournament", "Autumn")
    assert (code, out) == (2, "") and "no player named Nobody" in err


def _two(value: Fraction) -> str:
    """Two decimals, halves up, trailing zeros dropped (as the command writes them)."""
    whole, part = divmod(int((value * 200 + 1) // 2), 100)
    return f"{whole}.{part:02d}".rstrip("0").rstrip(".")

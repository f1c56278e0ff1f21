"""Tables of five (抜け番) on the command line, on SQLite and PostgreSQL: `season seat` with 13, 14 and 22
players, `season seating` (text and JSON) showing who sits out, `season sit-out`, and `seat --fives` for
a tournament's round; what cannot be seated is refused in one line with nothing stored."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from tests.cli.test_season_settings import ok, refused


@pytest.fixture(autouse=True)
def _widgets_app(qapp: object) -> None:
    """The QApplication of the other tests (printing needs it)."""


def _demo(capsys: pytest.CaptureFixture[str], db: str, players: int, hanchan: int = 4) -> None:
    ok(capsys, db, ["season", "demo", "S", "--divisions", "1", "--players", str(players), "--days", "2",
                    "--hanchan", str(hanchan), "--up", "0", "--down", "2", "--play-days", "0"])


@pytest.mark.parametrize(("players", "fours", "fives"), [(13, 2, 1), (14, 1, 2), (22, 3, 2)])
def test_season_seat_seats_tables_of_four_and_five(backend_db: str, capsys: pytest.CaptureFixture[str],
                                                   players: int, fours: int, fives: int) -> None:
    _demo(capsys, backend_db, players)
    out = ok(capsys, backend_db, ["season", "seat", "S", "--seed", "7"])
    lines = out.splitlines()
    assert lines[0] == "division A: Day 1 seated as rounds 1–5"
    assert len([line for line in lines if "of five: sitting out in turn" in line]) == fives
    assert "not the day's" not in out  # four hanchan: everyone plays four
    seating = json.loads(ok(capsys, backend_db, ["season", "seating", "S", "--division", "A", "--day", "1",
                                                 "--json"]))
    assert all(len(t["seats"]) == 4 for t in seating)
    by_table: dict[int, list[dict]] = {}
    for t in seating:
        by_table.setdefault(t["table"], []).append(t)
    assert sorted(by_table) == list(range(1, fours + fives + 1))
    for number, hanchan in by_table.items():
        if number <= fours:  # four hanchan, the same four, nobody sitting out
            assert len(hanchan) == 4 and all("sitting_out" not in t for t in hanchan)
            assert len({frozenset(t["seats"]) for t in hanchan}) == 1
        else:  # five hanchan, each of the five sitting out one
            assert [t["round"] for t in hanchan] == [1, 2, 3, 4, 5]
            outs = [t["sitting_out"] for t in hanchan]
            five = {n for t in hanchan for n in t["seats"]}
            assert sorted(outs) == sorted(five) and len(five) == 5
            assert all(t["sitting_out"] not in t["seats"] for t in hanchan)
            assert set(Counter(n for t in hanchan for n in t["seats"]).values()) == {4}
    text = ok(capsys, backend_db, ["season", "seating", "S", "--division", "A", "--day", "1"])
    assert text.count("(sitting out: ") == 5 * fives


def test_two_hanchan_days_say_who_plays_another_count(backend_db: str,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    _demo(capsys, backend_db, 13, hanchan=2)
    out = ok(capsys, backend_db, ["season", "seat", "S", "--seed", "3"])
    assert "not the day's 2 hanchan:" in out and "(evened out on other days)" in out


def test_season_sit_out_sets_the_order(backend_db: str, capsys: pytest.CaptureFixture[str]) -> None:
    _demo(capsys, backend_db, 9)
    ok(capsys, backend_db, ["season", "seat", "S", "--seed", "7"])
    seating = json.loads(ok(capsys, backend_db, ["season", "seating", "S", "--division", "A", "--day", "1",
                                                 "--json"]))
    order = [t["sitting_out"] for t in seating if t["table"] == 2][::-1]
    out = ok(capsys, backend_db, ["season", "sit-out", "S", "--division", "A", "--day", "1", "--table", "2",
                                  "--order", ",".join(order)])
    assert f"table 2 of five: sitting out in turn {', '.join(order)}" in out
    seating = json.loads(ok(capsys, backend_db, ["season", "seating", "S", "--division", "A", "--day", "1",
                                                 "--json"]))
    assert [t["sitting_out"] for t in seating if t["table"] == 2] == order
    refused(capsys, backend_db, ["season", "sit-out", "S", "--division", "A", "--day", "1", "--table", "1",
                                 "--order", ",".join(order)], "table 1", "not a table of five")
    refused(capsys, backend_db, ["season", "sit-out", "S", "--division", "A", "--day", "1", "--table", "2",
                                 "--order", ",".join(order[:4])], "five players of table 2")


def test_seat_fives_for_a_tournament_round(backend_db: str, capsys: pytest.CaptureFixture[str]) -> None:
    ok(capsys, backend_db, ["new", "Cup"])
    for i in range(10):
        ok(capsys, backend_db, ["add-player", f"選手 {i}"])
    refused(capsys, backend_db, ["seat"], "10 players cannot be seated at tables of four")
    out = ok(capsys, backend_db, ["seat", "--fives", "--seed", "1"])
    assert out.count("(sitting out: ") == 2
    seating = json.loads(ok(capsys, backend_db, ["seating", "--json"]))
    assert [t["table"] for t in seating if "sitting_out" in t] == [1, 2]
    refused(capsys, backend_db, ["seat", "--fives", "--rounds", "2"], "--fives")

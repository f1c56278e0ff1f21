"""Long jobs cancelled half way (issue 17, item 5): an import, a seating plan, a copy and a restore
stopped by their progress reporter store nothing and leave no file behind."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from tournament_app.files.progress import Cancelled
from tournament_app.services import backups, connection, players, rounds, tournaments
from tournament_app.services.demo import create_demo
from tournament_app.storage import file_copies


class StopHalfWay:
    def __init__(self) -> None:
        self.seen: list[tuple[int, int]] = []

    def __call__(self, done: int, total: int) -> None:
        self.seen.append((done, total))
        if total and done * 2 >= total:
            raise Cancelled


def test_a_cancelled_import_registers_nobody(tournament_db: str) -> None:
    tid = tournaments.create_tournament("Import", "jpml")
    rows = [{"name": f"Player {i}", "reading": "", "affiliation": "Club"} for i in range(1200)]
    stop = StopHalfWay()
    with pytest.raises(Cancelled):
        players.import_players(tid, rows, progress=stop)
    assert players.list_players(tid) == []
    assert stop.seen[-1][1] == 2400 and stop.seen[-1][0] >= 1200  # stopped while storing the rows
    seen: list[tuple[int, int]] = []
    assert players.import_players(tid, rows, progress=lambda d, t: seen.append((d, t))) == 1200
    assert len(players.list_players(tid)) == 1200
    assert [d for d, _t in seen] == sorted(d for d, _t in seen)


def test_a_cancelled_seating_plan_seats_nothing(tournament_db: str) -> None:
    tid = tournaments.create_tournament("Seating", "jpml")
    for i in range(36):  # 36 players, 12 rounds: no perfect schedule, so the search runs for a while
        players.add_player(tid, f"P{i}")
    stop = StopHalfWay()
    with pytest.raises(Cancelled):
        rounds.seat_rounds(tid, 12, seed=3, progress=stop)
    assert rounds.round_numbers(tid) == []
    assert len(stop.seen) >= 3  # it reported as it searched, before it was stopped


def test_seating_reports_the_search_and_plans_the_same_rounds(tournament_db: str) -> None:
    first = tournaments.create_tournament("With progress", "jpml")
    second = tournaments.create_tournament("Without", "jpml")
    for tid in (first, second):
        for i in range(20):
            players.add_player(tid, f"P{i}")
    seen: list[tuple[int, int]] = []
    rounds.seat_rounds(first, 6, seed=11, progress=lambda d, t: seen.append((d, t)))
    rounds.seat_rounds(second, 6, seed=11)
    shares = [d * 1000 // t for d, t in seen]
    assert seen and shares == sorted(shares) and seen[-1][0] == seen[-1][1]
    names = [[t.names for t in rounds.seating_of(tid)] for tid in (first, second)]
    assert names[0] == names[1]  # listening to the search does not change it


def test_a_cancelled_copy_leaves_no_file(tournament_db: str, tmp_path: Path) -> None:
    create_demo(players_count=8, rounds_count=2, seed=5, name="Copied")
    target = tmp_path / "home" / "copy.sqlite3"
    target.parent.mkdir()
    stop = StopHalfWay()
    with pytest.raises(Cancelled):
        connection.copy_to(str(target), stop)
    assert list(target.parent.iterdir()) == []
    seen: list[tuple[int, int]] = []
    assert connection.copy_to(str(target), lambda d, t: seen.append((d, t))) == str(target)
    assert [p.name for p in target.parent.iterdir()] == ["copy.sqlite3"]
    with sqlite3.connect(target) as con:
        assert con.execute("SELECT name FROM tournament").fetchall() == [("Copied",)]
    assert seen[-1][0] == seen[-1][1]


def test_a_cancelled_restore_leaves_no_file(tournament_db: str, tmp_path: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(file_copies, "BACKUP_PAGES", 8)  # a small file: copied in several steps still
    create_demo(players_count=16, rounds_count=4, seed=5, name="Restored")
    backup = tmp_path / "backup.sqlite3"
    tournaments.backup(backup)
    out = tmp_path / "restored" / "t.sqlite3"
    out.parent.mkdir()
    stop = StopHalfWay()
    with pytest.raises(Cancelled):
        backups.restore(backup, out, stop)
    assert list(out.parent.iterdir()) == []
    assert len(stop.seen) >= 2  # copied a few pages at a time
    assert backups.restore(backup, out, lambda d, t: None) == out
    with sqlite3.connect(out) as con:
        assert con.execute("SELECT name FROM tournament").fetchall() == [("Restored",)]

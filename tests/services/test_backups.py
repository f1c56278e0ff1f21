"""Automatic backups and restore (issue 19), on SQLite and PostgreSQL (a server tournament is backed up
as a SQLite file)."""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from tournament_app.cli.main import main
from tournament_app.services import backups, games, standings
from tournament_app.services.check import check_tournament
from tournament_app.storage.database import close_database, open_database
from tournament_app.storage.models import AuditEntry, Hand

from .helpers import one_table, quick_game, ron


class FakeClock:
    def __init__(self) -> None:
        self.t = 0.0
        self.wall = dt.datetime(2026, 11, 24, 9, 0, 0)

    def __call__(self) -> float:
        return self.t

    def now(self) -> dt.datetime:
        return self.wall

    def advance(self, seconds: float) -> None:
        self.t += seconds
        self.wall += dt.timedelta(seconds=seconds)


def _schedule(folder: Path, clock: FakeClock, **kw: object) -> backups.AutoBackup:
    return backups.AutoBackup(folder, "cup", clock=clock, now=clock.now, **kw)  # type: ignore[arg-type]


def test_backups_come_on_schedule_only_after_a_change(tournament_db: str, tmp_path: Path) -> None:
    _, _, gid = one_table()
    clock = FakeClock()
    schedule = _schedule(tmp_path / "b", clock, interval_s=600)
    assert schedule.tick() is None  # nothing changed
    games.record_hand(gid, 1, ron(1, 0))
    schedule.changed()
    clock.advance(599)
    assert schedule.tick() is None  # not yet ten minutes
    clock.advance(1)
    made = schedule.tick()
    assert made is not None and made.path is not None and made.path.name == "cup-20261124-091000-auto.sqlite3"
    clock.advance(3600)
    assert schedule.tick() is None  # nothing changed since


def test_a_finished_round_is_backed_up_at_once(tournament_db: str, tmp_path: Path) -> None:
    _, _, gid = one_table()
    clock = FakeClock()
    schedule = _schedule(tmp_path / "b", clock)
    assert schedule.tick() is None
    games.append_hands(gid, quick_game(), finish=True)
    schedule.changed()
    clock.advance(5)
    made = schedule.tick()
    assert made is not None and made.path is not None and made.path.name.endswith("-round001.sqlite3")
    assert schedule.tick() is None  # the round is not backed up twice


def test_rotation_keeps_the_last_k_and_one_per_round(tmp_path: Path) -> None:
    folder = tmp_path / "b"
    folder.mkdir()
    for minute in range(25):
        (folder / f"cup-20261124-09{minute:02d}00-auto.sqlite3").write_bytes(b"x")
    for name in ("cup-20261124-090500-round001", "cup-20261124-091500-round001",
                 "cup-20261124-093000-round002"):
        (folder / f"{name}.sqlite3").write_bytes(b"x")
    (folder / "notes.txt").write_text("mine")
    backups.rotate(folder, keep=20)
    left = sorted(p.name for p in folder.iterdir())
    assert [n for n in left if n.endswith("-auto.sqlite3")] == [
        f"cup-20261124-09{m:02d}00-auto.sqlite3" for m in range(5, 25)]
    assert [n for n in left if "round" in n] == ["cup-20261124-091500-round001.sqlite3",
                                                 "cup-20261124-093000-round002.sqlite3"]
    assert "notes.txt" in left


def test_restore_round_trip_equals_the_source(tournament_db: str, tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    tid, _, gid = one_table()
    games.append_hands(gid, quick_game(), finish=True)
    expected = _record(tid)
    made = backups.write_backup(tmp_path / "b", "cup", dt.datetime(2026, 11, 24, 10, 0))
    close_database()
    out = tmp_path / "restored.sqlite3"
    assert main(["--lang", "en", "restore", str(made), "--out", str(out)]) == 0
    assert main(["--lang", "en", "--db", tournament_db, "backups", "--folder", str(tmp_path / "b"),
                 "--json"]) == 0
    listed = json.loads(capsys.readouterr().out.split("\n", 1)[1])
    assert listed[0]["games_finished"] == 1 and listed[0]["hands"] == len(quick_game())
    open_database(out)
    assert _record(tid) == expected
    close_database()
    assert main(["--lang", "en", "restore", str(made), "--out", str(out)]) == 2  # never over a file
    not_a_backup = tmp_path / "notes.sqlite3"
    not_a_backup.write_text("hello")
    assert main(["--lang", "en", "restore", str(not_a_backup), "--out", str(tmp_path / "x.sqlite3")]) == 2
    assert not (tmp_path / "x.sqlite3").exists()


WRITER = r"""
import sys
from tournament_app.services import games
from tournament_app.storage.database import open_database
open_database(sys.argv[1])
gid = int(sys.argv[2])
for n in range(1, 61):
    games.record_hand(gid, n, {"result": "draw", "tenpai": [0], "riichi": []})
"""


def _record(tid: int) -> tuple:
    return (standings.standings(tid), [h.data for h in Hand.select().order_by(Hand.id)],
            [(a.action, a.entity_id, a.after) for a in AuditEntry.select().order_by(AuditEntry.id)])


def test_a_backup_taken_while_another_process_writes_is_consistent(tournament_db: str,
                                                                    tmp_path: Path) -> None:
    tid, _, gid = one_table()
    writer = subprocess.Popen([sys.executable, "-c", WRITER, tournament_db, str(gid)])
    made = []
    try:
        while writer.poll() is None and len(made) < 6:
            made.append(backups.write_backup(tmp_path / "b", "cup", dt.datetime.now() + dt.timedelta(
                seconds=len(made)), keep=50))
    finally:
        writer.wait(timeout=120)
    assert writer.returncode == 0 and made
    close_database()
    for path in made:
        con = sqlite3.connect(path)
        assert con.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        con.close()
        open_database(path)
        assert check_tournament(tid) == []
        close_database()

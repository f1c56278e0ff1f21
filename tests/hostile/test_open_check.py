"""Opening a database reads only what opening needs (issue 26, item 4): the whole file is read once, where
it belongs (before the first write, before a backup, on demand, in the app in the background), and a
damaged file is still refused before anything is written. Counted, not timed: ``bench/bench_open.py``
has the figures."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from tournament_app.services import players
from tournament_app.storage import DatabaseError, close_database, health, open_database
from tournament_app.storage.connections import check_in_background, check_whole


def _damage_the_audit_trail(db: Path) -> None:
    """Overwrite the header of the audit trail's first page: the schema, the players and the games
    stay readable, but the file is damaged (a bad sector far from the start)."""
    con = sqlite3.connect(f"file:{db}?immutable=1", uri=True)
    root = con.execute("SELECT rootpage FROM sqlite_master WHERE name = 'audit_entry'").fetchone()[0]
    size = con.execute("PRAGMA page_size").fetchone()[0]
    con.close()
    data = bytearray(db.read_bytes())
    data[(root - 1) * size:(root - 1) * size + 8] = b"\xff" * 8
    db.write_bytes(bytes(data))


@pytest.fixture
def checks(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every full check of a file (a read of every page), as it happens."""
    seen: list[str] = []
    real = health.full_damage

    def counted(execute):  # type: ignore[no-untyped-def]
        seen.append("check")
        return real(execute)

    monkeypatch.setattr(health, "full_damage", counted)
    return seen


def test_opening_reads_no_page_beyond_the_schema(league: Path, checks: list[str]) -> None:
    open_database(league, reading=True)
    players.list_players(1)
    close_database()
    open_database(league)
    assert checks == []  # neither opening reads the whole file
    players.list_players(1)  # the first transaction of a writer: checked now, before its lock
    players.add_player(1, "New")
    players.add_player(1, "Newer")
    close_database()
    assert checks == ["check"]  # once per open file


def test_a_damaged_file_opens_and_is_refused_at_the_first_write(league: Path, checks: list[str]) -> None:
    _damage_the_audit_trail(league)
    before = league.read_bytes()
    open_database(league)  # opening reads the start only: the damage is further in
    try:
        with pytest.raises(DatabaseError, match="is damaged") as caught:
            players.add_player(1, "New")
        assert caught.value.kind == "corrupt"
        with pytest.raises(DatabaseError, match="is damaged"):
            players.add_player(1, "Again")
        with pytest.raises(DatabaseError, match="is damaged"):
            check_whole()  # on demand (the check command)
    finally:
        close_database()
    assert checks == ["check"]
    assert league.read_bytes() == before


def test_a_file_cut_short_is_damage_seen_at_opening(league: Path) -> None:
    data = league.read_bytes()
    league.write_bytes(data[: len(data) // 2])  # a half-copied file: its header says how long it was
    with pytest.raises(DatabaseError, match="cut off"):
        open_database(league, reading=True)
    with pytest.raises(DatabaseError, match="cut off"):
        open_database(league)
    assert league.stat().st_size == len(data) // 2


@pytest.mark.parametrize("damaged", [False, True])
def test_the_app_checks_in_the_background(league: Path, checks: list[str], damaged: bool) -> None:
    if damaged:
        _damage_the_audit_trail(league)
    open_database(league)
    try:
        started = check_in_background()
        assert started is not None
        guard, thread = started
        thread.join(timeout=60)
        assert guard.done and (guard.problem is not None) == damaged
        if damaged:
            with pytest.raises(DatabaseError, match="is damaged"):
                players.add_player(1, "New")
        else:
            players.add_player(1, "New")
    finally:
        close_database()
    assert checks == ["check"]  # the write found the result of the background check


def test_the_app_says_so_when_the_background_check_finds_damage(league: Path, qtbot,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    from tournament_app.ui.opening import open_or_choose

    _damage_the_audit_trail(league)
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, title, text: said.append(f"{title}: {text}"))
    try:
        assert open_or_choose(str(league)) == str(league)  # it opens: reading what is whole works
        qtbot.waitUntil(lambda: bool(said), timeout=30_000)
    finally:
        close_database()
    assert len(said) == 1 and "damaged" in said[0] and str(league) in said[0]

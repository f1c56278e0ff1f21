"""Damaged and read-only database files (issues 11 and 26): refused before anything is written, with what
to do; read-only files still serve every command that only reads. Opening reads only the header and
the schema (issue 26, item 4): the whole file is read by ``check``, before a backup or a copy, in the
app in the background, and before the first write. No test relies on running as root: read-only is a
``mode=ro`` or ``immutable=1`` address."""

from __future__ import annotations

import random
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

from tournament_app.cli.main import main
from tournament_app.storage import DatabaseError, close_database, open_database

from .conftest import content

PAGE = 4096
READS = [["standings"], ["seating"], ["check"], ["tournaments"]]
WRITES = [["add-player", "New"], ["seat"], ["new", "Another cup"]]


def _flip_page_headers(db: Path, seed: int) -> None:
    """Overwrite the b-tree header of a few pages, as a bad sector or a half-copied file would."""
    data = bytearray(db.read_bytes())
    rng = random.Random(seed)
    for page in rng.sample(range(2, len(data) // PAGE), 3):
        start = page * PAGE
        data[start:start + 12] = bytes(rng.randrange(256) for _ in range(12))
    db.write_bytes(bytes(data))


@pytest.mark.parametrize("seed", range(4))
def test_flipped_pages_refused_before_anything_is_written(refused: Callable[..., str], league: Path,
                                                          tmp_path: Path, seed: int,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    _flip_page_headers(league, seed)
    before = league.read_bytes()
    for argv in WRITES + [["check"], ["backup", "--out", str(tmp_path / "b.sqlite3")],
                          ["copy-db", "--to", str(tmp_path / "c.sqlite3")]]:
        assert "is damaged" in refused("--db", str(league), *argv)
    for argv in READS:  # reading reads what it needs: the damage where it meets it, else the answer
        code = main(["--lang", "en", "--db", str(league), *argv])
        close_database()
        _out, err = capsys.readouterr()
        assert (code == 0 and err == "") or (code == 2 and "is damaged" in err), (argv, code, err)
    assert league.read_bytes() == before  # nothing was written, not even by a refused write
    assert sorted(p.name for p in tmp_path.iterdir()) == ["league.sqlite3"]  # no copy of a damaged file


def test_the_refusal_says_damaged_and_how_to_recover(league: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    _flip_page_headers(league, 1)
    assert main(["--lang", "en", "--db", str(league), "add-player", "New"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "is damaged" in err and "nothing was written" in err
    assert "backup" in err and "recover --out" in err
    from tournament_app.services import players

    # the app refuses it where it meets the damage: when it opens it (the pages it reads then) or at
    # the first write
    with pytest.raises(DatabaseError) as caught:
        open_database(league)
        players.add_player(1, "New")
    assert caught.value.kind == "corrupt"
    close_database()


def test_a_dropped_table_is_damage(refused: Callable[..., str], league: Path) -> None:
    con = sqlite3.connect(league)
    con.execute("PRAGMA foreign_keys = OFF")
    con.execute("DROP TABLE hand")
    con.commit()
    con.close()
    for argv in READS + WRITES:
        assert "table hand is missing" in refused(*argv, db=league)


def test_damaged_text_inside_a_row_is_one_message(refused: Callable[..., str], league: Path) -> None:
    con = sqlite3.connect(league)  # bytes that pass the page checks but are no longer a hand
    con.execute("UPDATE hand SET data = CAST(X'7B22726573756C74223AFF' AS TEXT) WHERE id = 1")
    con.execute("UPDATE hand SET data = '{\"result\": ' WHERE id = 2")
    con.commit()
    con.close()
    assert "is damaged" in refused("check", db=league)
    pdf = str(league.with_suffix(".pdf"))
    assert "is damaged" in refused("print", "scoresheets", "--out", pdf, db=league)
    assert not league.with_suffix(".pdf").exists()


@pytest.mark.parametrize("query", ["mode=ro", "immutable=1"])
def test_read_only_files_serve_every_reading_command(league: Path, tmp_path: Path, query: str,
                                                     capsys: pytest.CaptureFixture[str],
                                                     refused: Callable[..., str],
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    before = content(league)
    address = f"file:{league}?{query}"
    monkeypatch.chdir(tmp_path)
    for argv in READS + [["export", "--out", "x.xlsx"], ["backup", "--out", "b.sqlite3"]]:
        code = main(["--lang", "en", "--db", address, *argv])
        close_database()
        _out, err = capsys.readouterr()
        assert (code, err) == (0, ""), argv
    assert (tmp_path / "x.xlsx").stat().st_size > 0 and (tmp_path / "b.sqlite3").stat().st_size > 0
    for argv in WRITES:
        assert "read-only" in refused("--db", address, *argv)
    assert content(league) == before


def test_the_app_opens_a_read_only_file_with_a_banner(league: Path, qtbot, tmp_path: Path) -> None:
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QLabel

    from tournament_app.ui.main_window import MainWindow

    open_database(f"file:{league}?mode=ro", read_only_ok=True)
    window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat), str(league))
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    banner = window.findChild(QLabel, "readOnlyBanner")
    assert banner is not None and banner.isVisible() and "Read-only" in banner.text()
    window.grab().save(str(tmp_path / "read_only.png"))
    close_database()

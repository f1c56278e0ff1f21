"""The output rule, the read rule and the cell rule (issue 25) beyond the issue's table: signals half way
and at the very end of a write, the formulas a hostile name would carry into a workbook, every reading
command leaving the folder as it was, and the rule's own promises (links followed, permissions kept, a
late change of the target noticed)."""

from __future__ import annotations

import os
import signal
import sys
from pathlib import Path

import pytest
from openpyxl import load_workbook

from tests import children
from tests.systems import links_and_modes
from tournament_app.cli.main import main
from tournament_app.files import output_files
from tournament_app.storage.database import close_database
from tournament_app.words.messages import UserError

from .conftest import content, tree

POSIX = os.name == "posix"

# A command whose progress reporter sends this process a real signal once the job is ``AT`` of the way
# (0.9: at the last report of a small export, when the workbook is about to be saved): the handler the
# command line installs must turn it into a clean stop, whatever the job was doing.
STOPPER = r"""
import os, signal, sys
from contextlib import contextmanager
from tournament_app.cli import desk_cmds, outside_cmds, tournament_cmds
SIG, AT = getattr(signal, sys.argv[1]), float(sys.argv[2])

@contextmanager
def stopping(label, stream=None):
    def progress(done, total):
        if total and done >= AT * total:
            os.kill(os.getpid(), SIG)
    yield progress

for module in (desk_cmds, outside_cmds, tournament_cmds):
    module.terminal_progress = stopping
from tournament_app.cli.main import main
sys.exit(main(["--lang", "en", *sys.argv[3:]]))
"""


@pytest.mark.skipif(not POSIX, reason="SIGTERM as POSIX sends it")
@pytest.mark.parametrize(("sig", "at", "argv", "target"), [
    ("SIGINT", 0.5, ["export", "--out", "x.xlsx"], "x.xlsx"),
    ("SIGTERM", 0.9, ["export", "--out", "x.xlsx"], "x.xlsx"),  # its last report, before it is saved
    ("SIGINT", 0.5, ["print", "scoresheets", "--out", "s.pdf"], "s.pdf"),
    ("SIGTERM", 0.5, ["copy-db", "--to", "c.sqlite3"], "c.sqlite3"),
], ids=["Ctrl+C half way through export", "SIGTERM at the end of export", "Ctrl+C while printing",
        "SIGTERM while copying"])
def test_a_signal_stops_the_write_and_leaves_the_file_as_it_was(league: Path, tmp_path: Path, sig: str,
                                                                 at: float, argv: list[str],
                                                                 target: str) -> None:
    if target != "c.sqlite3":
        (tmp_path / target).write_bytes(b"the file from before")
    stored, files = content(league), tree(tmp_path)
    done = children.run([sys.executable, "-c", STOPPER, sig, str(at), "--db", str(league), *argv],
                        cwd=tmp_path, capture_output=True, timeout=120,
                        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert done.returncode == 128 + getattr(signal, sig), done.stderr[-2000:]
    assert done.stdout == ""
    assert done.stderr == f"tournament-app: stopped: {target} was not changed\n"
    assert tree(tmp_path) == files  # the old file as it was, no temporary file, nothing new
    assert content(league) == stored


def test_a_signal_outside_any_write_is_one_line_and_stores_nothing(league: Path, tmp_path: Path) -> None:
    (tmp_path / "players.csv").write_text("name\n" + "".join(f"New {i}\n" for i in range(300)))
    stored = content(league)
    done = children.run([sys.executable, "-c", STOPPER, "SIGTERM", "0", "--db", str(league),
                         "import-players", str(tmp_path / "players.csv")],
                        cwd=tmp_path, capture_output=True, timeout=120)
    # stopped while the players are checked: nothing to say about a file, and nobody registered
    assert (done.returncode, done.stdout, done.stderr) == (143, "", "tournament-app: stopped\n")
    assert content(league) == stored


HOSTILE_NAMES = ['=HYPERLINK("http://evil.example","x") Smith', "-2+3 Jones", "@SUM(A1) Brown",
                 "cmd|'/c calc'!A0 Green", "＝1+1 White", "+1 Black"]


def _hostile_tournament(db: Path) -> None:
    run = [["new", "=EVIL()", "--rules", "ema", "--venue", "+cmd|'/c calc'!A0"]]
    run += [["add-player", name] for name in [*HOSTILE_NAMES, "Plain Name", "Ab Cd"]]
    for argv in run:
        assert main(["--lang", "en", "--db", str(db), *argv]) == 0
    close_database()


def _user_text_cells(path: Path, texts: set[str]) -> list:
    """Every cell whose value is one of ``texts`` (or a part of a name split into first and last)."""
    found = []
    for ws in load_workbook(path).worksheets:
        for row in ws.iter_rows():
            found += [c for c in row if isinstance(c.value, str) and c.value in texts]
    return found


def test_user_text_is_never_a_formula_in_any_workbook(tmp_path: Path,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "t.sqlite3"
    _hostile_tournament(db)
    for argv in (["export-ema", "--out", str(tmp_path / "ema.xlsx")],
                 ["export", "--out", str(tmp_path / "book.xlsx")]):
        assert main(["--lang", "en", "--db", str(db), *argv]) == 0
        close_database()
    capsys.readouterr()
    parts = {"=EVIL()", "+cmd|'/c calc'!A0", *HOSTILE_NAMES}
    for name in HOSTILE_NAMES:  # the EMA file splits a name into first and LAST name
        first, _sep, last = name.rpartition(" ")
        parts |= {first, last.upper()}
    for book in ("ema.xlsx", "book.xlsx"):
        cells = _user_text_cells(tmp_path / book, parts)
        assert {c.value for c in cells} >= ({"=EVIL()"} if book == "ema.xlsx" else set())
        assert cells, book
        for cell in cells:
            assert cell.data_type == "s", (book, cell.coordinate, cell.value)  # a string, never a formula
            assert cell.quotePrefix == cell.value.startswith(("=", "+", "-", "@", "＝")), (book, cell.value)


def test_libreoffice_shows_the_ema_file_s_hostile_names_as_text(tmp_path: Path,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    from tests.export import helpers as h

    db = tmp_path / "t.sqlite3"
    _hostile_tournament(db)
    assert main(["--lang", "en", "--db", str(db), "export-ema", "--out", str(tmp_path / "ema.xlsx")]) == 0
    close_database()
    text = h.pdf_text(h.soffice_pdf(tmp_path / "ema.xlsx", tmp_path))
    assert "=EVIL()" in text and "=HYPERLINK" in text and "cmd|'/c calc'!A0" in text  # shown, not run


READING = [["standings"], ["standings", "--json"], ["seating"], ["check"], ["tournaments"], ["stages"],
           ["clock", "--round", "1"], ["backups"], ["export", "--out", "x.xlsx"],
           ["export-ema", "--out", "e.xlsx"], ["print", "standings", "--out", "s.pdf"],
           ["backup", "--out", "b.sqlite3"], ["copy-db", "--to", "c.sqlite3"]]


@pytest.mark.parametrize("argv", READING, ids=[" ".join(a) for a in READING])
def test_a_reading_command_creates_and_changes_nothing_but_its_output(
        league: Path, tmp_path: Path, argv: list[str], monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)
    before = tree(tmp_path)
    assert main(["--lang", "en", "--db", str(league), *argv]) == 0
    close_database()
    capsys.readouterr()
    after = tree(tmp_path)
    made = set(after) - set(before)
    assert made == ({argv[-1]} if argv[-2:-1] in (["--out"], ["--to"]) else set())  # no -wal, no -shm
    assert {k: v for k, v in after.items() if k in before} == before  # the league untouched, to the ns


def test_a_reading_command_beside_a_running_desk_sees_its_last_change(league: Path, tmp_path: Path) -> None:
    """While a desk has the file open, its latest changes may be in the -wal only: reading sees them
    (through the lock files the desk keeps), and creates nothing."""
    import json

    from tournament_app.services import players
    from tournament_app.storage.database import open_database

    open_database(league)  # the desk
    try:
        players.add_player(1, "Late Arrival")
        assert Path(f"{league}-wal").stat().st_size > 0
        before = sorted(p.name for p in tmp_path.iterdir())
        done = children.run([sys.executable, "-m", "tournament_app", "--db", str(league), "tournaments",
                             "--json"], capture_output=True, timeout=120)
        assert sorted(p.name for p in tmp_path.iterdir()) == before
    finally:
        close_database()
    assert done.returncode == 0 and json.loads(done.stdout)[0]["players"] == 9


# -- the rule itself -----------------------------------------------------------------------------
@links_and_modes
def test_a_link_to_a_file_is_followed_and_kept(tmp_path: Path) -> None:
    real = tmp_path / "real.txt"
    real.write_text("old")
    real.chmod(0o640)
    link = tmp_path / "link.txt"
    link.symlink_to(real)
    with output_files.output_file(link) as tmp:
        assert tmp.parent == tmp_path and tmp.name.startswith(".~")
        tmp.write_text("new")
    assert link.is_symlink() and real.read_text() == "new"
    assert real.stat().st_mode & 0o777 == 0o640  # permissions kept
    assert sorted(p.name for p in tmp_path.iterdir()) == ["link.txt", "real.txt"]


def test_a_failing_writer_leaves_the_target_and_no_temporary_file(tmp_path: Path) -> None:
    target = tmp_path / "book.xlsx"
    target.write_text("old")
    with pytest.raises(RuntimeError), output_files.output_file(target) as tmp:
        tmp.write_text("half")
        raise RuntimeError("the writer broke")
    assert target.read_text() == "old" and sorted(p.name for p in tmp_path.iterdir()) == ["book.xlsx"]
    assert output_files.pending_targets() == []


@pytest.mark.parametrize("at", ["made", "returned"])
def test_a_stop_before_the_writer_s_block_leaves_no_temporary_file(tmp_path: Path, at: str,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """A stop asked during an import is acted on 50 ms later, wherever the command is then: also just
    after its temporary file was made, before the block that removes it (a 0-byte ``.~….pdf`` was
    left by ``print`` after Ctrl+C while Qt loaded, in one CI run). The way out removes it too."""
    target = tmp_path / "s.pdf"
    target.write_bytes(b"the file from before")
    made = output_files._create_empty

    def made_then_stopped(path: Path) -> None:
        made(path)
        raise output_files.Stopped(signal.SIGINT, output_files.pending_targets())

    if at == "made":  # the signal lands between making the file and returning it
        monkeypatch.setattr(output_files, "_create_empty", made_then_stopped)
    with pytest.raises(output_files.Stopped) as stopped, output_files.stop_on_signals(str(target)):
        tmp = output_files.temporary_beside(target)
        assert tmp.exists()
        if at == "returned":  # ... or after it returned, before the writer's try
            raise output_files.Stopped(signal.SIGINT, output_files.pending_targets())
    assert stopped.value.targets == [str(target)]  # named in "stopped: … was not changed"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["s.pdf"]
    assert target.read_bytes() == b"the file from before" and output_files.pending_targets() == []


def test_a_target_that_became_a_folder_meanwhile_is_noticed(tmp_path: Path) -> None:
    target = tmp_path / "out.pdf"
    with pytest.raises(UserError, match="is a folder"), output_files.output_file(target) as tmp:
        tmp.write_text("done")
        target.mkdir()  # another program, while the document was written
    assert target.is_dir() and sorted(p.name for p in tmp_path.iterdir()) == ["out.pdf"]


def test_the_file_being_read_and_an_existing_file_for_a_new_copy_are_refused(tmp_path: Path) -> None:
    backup = tmp_path / "b.sqlite3"
    backup.write_bytes(b"SQLite format 3\x00" + bytes(100))
    with output_files.reading(backup), pytest.raises(UserError, match="being read"):
        output_files.check_target(backup, kind=output_files.DATABASE)
    with pytest.raises(UserError, match="already exists"):
        output_files.check_target(backup, kind=output_files.DATABASE, new=True)
    with pytest.raises(UserError, match="is a database file"):
        output_files.check_target(backup)  # a document over a database: never
    output_files.check_target(backup, kind=output_files.DATABASE)  # a backup over a backup: allowed


def test_a_damaged_database_is_not_backed_up_over_good_backups(league: Path, tmp_path: Path) -> None:
    import datetime as dt

    from tournament_app.services import backups
    from tournament_app.storage.database import DatabaseError, open_database

    from .test_open_check import _damage_the_audit_trail

    folder = tmp_path / "league.sqlite3.backups"
    open_database(league)
    first = backups.write_backup(folder, "league", dt.datetime(2026, 1, 1), keep=1)
    close_database()
    _damage_the_audit_trail(league)
    open_database(league)
    try:
        with pytest.raises(DatabaseError, match="is damaged"):
            backups.write_backup(folder, "league", dt.datetime(2026, 1, 2), keep=1)
    finally:
        close_database()
    assert [p.name for p in folder.iterdir()] == [first.name]  # the good one was not rotated out

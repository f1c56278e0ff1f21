"""Gaps found when issue 25's work was audited (its cases run again by hand, the rules checked where
they were merged later: league seasons, the venue server). Each test failed before its fix."""

from __future__ import annotations

import os
import re
import signal
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from tests import children
from tests.web.conftest import Venue
from tournament_app.cli.main import main
from tournament_app.storage.database import close_database
from tournament_app.words.messages import UserError

from .conftest import content, tree

POSIX = os.name == "posix"


# -- numbers: the carry-over of a stage and of a season's final -------------------------------------
@pytest.fixture
def season(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    db = tmp_path / "season.sqlite3"
    assert main(["--lang", "en", "--db", str(db), "season", "new", "Spring", "--divisions", "A,B"]) == 0
    close_database()
    capsys.readouterr()
    return db


@pytest.mark.parametrize("value", ["inf", "1e309", "nan", "9" * 5000, "0.0005", "-0.1"])
def test_a_season_final_s_carry_over_is_read_by_the_number_rule(refused: Callable[..., str], season: Path,
                                                                value: str) -> None:
    line = refused("season", "final", "Spring", "--carry", value, db=season)  # a traceback before
    assert "--carry" in line and len(line) < 200, line


def test_the_carry_over_service_never_converts_through_a_float(backend_db: str) -> None:
    from tournament_app.services.event_format import carry_permille

    assert [carry_permille(v) for v in ("full", "half", "none", "0.3", "0.125", 250)] == [1000, 500, 0, 300,
                                                                                         125, 250]
    for bad in ("inf", "1e309", "nan", "0.0005", "1.5", "-0.1"):  # inf: OverflowError before
        with pytest.raises(UserError, match="carry-over"):
            carry_permille(bad)


def test_the_carry_over_s_limits_are_in_help(capsys: pytest.CaptureFixture[str]) -> None:
    for argv in (["stage", "--help"], ["season", "final", "--help"]):
        with pytest.raises(SystemExit):
            main(["--lang", "en", *argv])
        assert "from 0 to 1, at most 3 decimals" in " ".join(capsys.readouterr().out.split())


@pytest.mark.parametrize(("argv", "stated"), [
    (["season", "new"], [("NAME", "(at most 80 characters)"),
                         ("--divisions A,B,…", "(each at most 19 characters)")]),
    (["season", "next"], [("--name NAME", "(at most 80 characters)"),
                          ("--new-player NAME", "(may repeat; at most 100 characters)")]),
    (["season", "add-player"], [("--player NAME", "(at most 100 characters)"),
                                ("--reading READING", "at most 100 characters)")]),
    (["season", "final"], [("--name NAME", "(at most 60 characters)")]),
    (["add-player"], [("--affiliation AFFILIATION", "at most 100 characters)")]),
])
def test_every_name_s_limit_is_stated_in_help(capsys: pytest.CaptureFixture[str], argv: list[str],
                                              stated: list[tuple[str, str]]) -> None:
    with pytest.raises(SystemExit):
        main(["--lang", "en", *argv, "--help"])
    shown = " ".join(capsys.readouterr().out.split())
    # each option's own help (no other option in between) ends with its limit
    assert all(re.search(re.escape(option) + r" (?:(?! --)[^\n])*?" + re.escape(limit), shown)
               for option, limit in stated), shown


@pytest.mark.parametrize(("argv", "words"), [
    (["season", "new", "S" * 81, "--divisions", "A"], "longer than 80 characters"),
    (["season", "add-player", "Spring", "--division", "A", "--player", "P", "--reading", "r\u202e"],
     "direction of text"),
    (["season", "next", "Spring", "--name", "Summer", "--new-player", "x\x1b[2J"], "control character"),
])
def test_a_season_s_names_are_refused_where_they_are_typed(refused: Callable[..., str], season: Path,
                                                           argv: list[str], words: str) -> None:
    assert words in refused(*argv, db=season)


def test_rank_points_are_bounded(refused: Callable[..., str]) -> None:
    rules = '{"preset": "jpml", "uma": [999999999999999, 1, -1, -999999999999999]}'  # "+100000000000029.9"
    assert "uma: each must be between -100000 and 100000" in refused("settle", "40000", "30000", "20000",
                                                                      "10000", "--rules", rules)


def test_a_huge_value_is_quoted_short(refused: Callable[..., str], season: Path, league: Path) -> None:
    huge = "9" * 5000
    line = refused("season", "division", "Spring", "--division", "A", "--drop-after", "1", "--drop-below",
                   huge, db=season)
    assert "give points" in line and len(line) < 200, line[:300]
    line = refused("new", "Cup", "--starts", huge, db=league)
    assert "is not a date" in line and len(line) < 200, line[:300]


# -- the read rule through a SQLite address ---------------------------------------------------------
@pytest.mark.parametrize("query", ["", "?mode=ro"])
def test_reading_through_a_sqlite_address_creates_nothing(league: Path, tmp_path: Path, query: str,
                                                          monkeypatch: pytest.MonkeyPatch,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)
    before, stored = tree(tmp_path), content(league)
    for argv in (["standings"], ["check"], ["export", "--out", "x.xlsx"]):
        assert main(["--lang", "en", "--db", f"file:{league}{query}", *argv]) == 0, capsys.readouterr().err
        close_database()
    capsys.readouterr()
    after = tree(tmp_path)
    assert set(after) - set(before) == {"x.xlsx"}  # mode=ro left a -wal and a -shm before
    assert {k: v for k, v in after.items() if k in before} == before and content(league) == stored


def test_backups_beside_a_name_too_long(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lang", "en", "--db", "a" * 5000, "backups"]) == 0  # an OSError traceback before
    assert "no backups in" in capsys.readouterr().out


# -- signals while modules load -------------------------------------------------------------------------
# The signal is sent from inside Python's import of the named module (an audit hook), where a person's
# Ctrl+C lands by chance: in PySide6's start-up it aborted the process ("Fatal Python error"), while
# the command modules load it was a KeyboardInterrupt traceback.
AT_IMPORT = r"""
import os, signal, sys
SIG, PREFIX = getattr(signal, sys.argv[1]), sys.argv[2]
sent = []
def hook(event, args):
    if event == "import" and not sent and str(args[0]).startswith(PREFIX):
        sent.append(1)
        os.kill(os.getpid(), SIG)
sys.addaudithook(hook)
from tournament_app.cli.main import main
sys.exit(main(["--lang", "en", *sys.argv[3:]]))
"""


@pytest.mark.skipif(not POSIX, reason="signals as POSIX sends them")
@pytest.mark.parametrize(("sig", "module", "argv", "target"), [
    ("SIGTERM", "shibokensupport", ["print", "standings", "--out", "s.pdf"], "s.pdf"),
    ("SIGINT", "PySide6.QtWidgets", ["print", "standings", "--out", "s.pdf"], "s.pdf"),
    ("SIGINT", "tournament_app.cli.season_cmds", ["export", "--out", "x.xlsx"], "x.xlsx"),
], ids=["SIGTERM in PySide6's start-up", "Ctrl+C while Qt's widgets load", "Ctrl+C while the commands load"])
def test_a_signal_during_an_import_stops_the_command_cleanly(league: Path, tmp_path: Path, sig: str,
                                                             module: str, argv: list[str],
                                                             target: str) -> None:
    (tmp_path / target).write_bytes(b"the file from before")
    stored, files = content(league), tree(tmp_path)
    done = children.run([sys.executable, "-c", AT_IMPORT, sig, module, "--db", str(league), *argv],
                        cwd=tmp_path, capture_output=True, timeout=120,
                        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert (done.returncode, done.stdout) == (128 + getattr(signal, sig), ""), done.stderr[-3000:]
    assert done.stderr == f"tournament-app: stopped: {target} was not changed\n"
    assert tree(tmp_path) == files and content(league) == stored


# The signal sent when a function of the app is called for the first time (a profile hook).
AT_CALL = r"""
import os, signal, sys
SIG, NAME = getattr(signal, sys.argv[1]), sys.argv[2]
def hook(frame, event, arg):
    if event == "call" and frame.f_code.co_name == NAME and "tournament_app" in frame.f_code.co_filename:
        sys.setprofile(None)
        os.kill(os.getpid(), SIG)
sys.setprofile(hook)
from tournament_app.cli.main import main
sys.exit(main(["--lang", "en", *sys.argv[3:]]))
"""


@pytest.mark.skipif(not POSIX, reason="signals as POSIX sends them")
def test_a_stop_while_a_chart_is_painted_is_one_line(league: Path, tmp_path: Path) -> None:
    """drawObject is called by Qt from inside a page's painting: stopped there, the painter still held
    saved states when it was ended, and Qt said so on standard error (a second line)."""
    (tmp_path / "s.pdf").write_bytes(b"the file from before")
    files = tree(tmp_path)
    argv = ["--db", str(league), "print", "scoresheets", "--out", "s.pdf"]
    done = children.run([sys.executable, "-c", AT_CALL, "SIGTERM", "drawObject", *argv], cwd=tmp_path,
                        capture_output=True, timeout=120,
                        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert (done.returncode, done.stdout) == (143, ""), done.stderr[-3000:]
    assert done.stderr == "tournament-app: stopped: s.pdf was not changed\n"
    assert tree(tmp_path) == files


@pytest.mark.skipif(not POSIX, reason="signals as POSIX sends them")
@pytest.mark.parametrize(("at", "argv", "line"), [
    ("build_parser", ["export", "--out", "x.xlsx"], "stopped: x.xlsx was not changed"),  # "stopped" before
    ("cmd_move", ["season", "move", "--player", "P", "--to", "B"], "stopped"),  # "B was not changed" before
    ("copy_database", ["copy-db", "--to", "postgresql://u:secret@127.0.0.1:1/db"],
     "stopped: postgresql://127.0.0.1:1/db was not changed"),  # its password shown before
], ids=["before the command line is read", "season move --to names a division", "a server's password"])
def test_the_stop_names_the_output_and_only_it(league: Path, tmp_path: Path, at: str, argv: list[str],
                                               line: str) -> None:
    done = children.run([sys.executable, "-c", AT_CALL, "SIGINT", at, "--db", str(league), *argv],
                        cwd=tmp_path, capture_output=True, timeout=120)
    assert (done.returncode, done.stdout, done.stderr) == (130, "", f"tournament-app: {line}\n")


# The signal sent at the N-th call of a function from the given caller, itself called from the given one.
AT_NTH_CALL = r"""
import os, signal, sys
SIG, NAME, CALLER, OUTER, NTH = getattr(signal, sys.argv[1]), *sys.argv[2:5], int(sys.argv[5])
seen = []
def hook(frame, event, arg):
    up = frame.f_back
    if (event == "call" and frame.f_code.co_name == NAME and up is not None and up.f_code.co_name == CALLER
            and up.f_back is not None and up.f_back.f_code.co_name == OUTER):
        seen.append(1)
        if len(seen) == NTH:
            sys.setprofile(None)
            os.kill(os.getpid(), SIG)
sys.setprofile(hook)
from tournament_app.cli.main import main
sys.exit(main(["--lang", "en", *sys.argv[6:]]))
"""


@pytest.mark.skipif(not POSIX, reason="signals as POSIX sends them")
def test_a_stop_while_qt_lays_out_a_chart_does_not_crash(league: Path, tmp_path: Path) -> None:
    """Qt asks a chart's size (intrinsicSize) while it lays a page out for painting: a stop raised in
    there made PySide6 take the chart for a missing override (NotImplementedError), then the process
    died of SIGSEGV (found by sending SIGTERM at every 700th call of the app's functions in turn)."""
    (tmp_path / "s.pdf").write_bytes(b"the file from before")
    files = tree(tmp_path)
    at = ["SIGTERM", "painter_for", "intrinsicSize", "paint", "2"]  # its 2nd call there
    argv = ["--db", str(league), "print", "scoresheets", "--out", "s.pdf"]
    done = children.run([sys.executable, "-c", AT_NTH_CALL, *at, *argv], cwd=tmp_path, capture_output=True,
                        timeout=120, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert (done.returncode, done.stdout) == (143, ""), (done.returncode, done.stderr[-3000:])  # -11 before
    assert done.stderr == "tournament-app: stopped: s.pdf was not changed\n"
    assert tree(tmp_path) == files


def test_a_stop_in_peewee_s_transaction_bookkeeping_is_still_the_stop(league: Path,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """SIGTERM between entering ``manual_commit`` and leaving it (found by sending it at each of a write
    command's peewee calls in turn) left peewee's stack of transactions unbalanced; closing the file on
    the way out then raised OperationalError, a traceback instead of "stopped"."""
    import peewee

    from tournament_app.files.output_files import Stopped
    from tournament_app.storage import database

    def interrupted(db: peewee.Database) -> None:
        db.push_transaction(peewee._manual(db))  # entered, and the signal came before it was left
        raise Stopped(signal.SIGTERM, [])

    monkeypatch.setattr(database, "_check_writable", interrupted)
    with pytest.raises(Stopped):
        database.open_database(league)
    monkeypatch.undo()
    db = database.open_database(league)
    db.push_transaction(peewee._manual(db))
    database.close_database()  # OperationalError before
    assert db.is_closed() and database.db_proxy.obj is None


# -- the venue server: the same number and text rules (its fixture: tests/conftest.py) ------------------
def test_hostile_requests_are_refused_never_a_server_error(venue: Venue) -> None:
    link = venue.links[0]
    version = venue.get(link).json()["version"]
    assert venue.get(link, "/game?since=²").status_code == 200  # "²".isdigit(), int("²") fails: a 500 before
    assert venue.http.get("/round/99999999999999999999999").status_code == 404  # a 500 before
    seen = str(version)
    bodies = {  # raw JSON text, as a hostile client sends it
        '{"seen": ' + seen + ', "number": 1, "hand": {"result": "\\ud800"}}': "not JSON",  # a 500 before
        '{"seen": ' + seen + ', "number": 1, "hand": {"\\udc00": 1}}': "not JSON",
        '{"seen": ' + "9" * 5000 + ', "number": 1}': "more than 15 digits",
        '{"seen": NaN, "number": 1}': "not a number JSON allows",
        '{"seen": 1e999, "number": 1}': "out of range",
    }
    headers = {"content-type": "application/json", "origin": venue.server.address}
    for body, words in bodies.items():
        answer = venue.http.post(link.path + "/hands", content=body.encode(), headers=headers)
        assert answer.status_code == 422, (body[:60], answer.status_code, answer.text[:200])
        assert words in answer.json()["error"], answer.json()
    assert venue.get(link).json()["version"] == version  # nothing stored


# -- a penalty's reason: the one text rule ---------------------------------------------------------------
def test_a_penalty_s_reason_and_points_are_checked_before_storing(backend_db: str) -> None:
    from tests.services.helpers import tournament_with_players
    from tournament_app.services import penalties

    tid, ids = tournament_with_players(4)
    for reason, points, words in [("Slow\u202eplay", -10, "direction of text"),
                                  ("Slow\u2028play", -10, "line break"), ("x" * 201, -10, "longer than 200"),
                                  ("late", -10**30, "at most 999.9")]:
        with pytest.raises(UserError, match=words):
            penalties.add_penalty(tid, ids[0], points, reason)
    assert penalties.list_penalties(tid) == []
    pid = penalties.add_penalty(tid, ids[0], -10, "  Slow   play ")
    with pytest.raises(UserError, match="control character"):
        penalties.cancel_penalty(pid, "oops\x1b[2J")
    [row] = penalties.list_penalties(tid)
    assert row.reason == "Slow play" and not row.cancelled

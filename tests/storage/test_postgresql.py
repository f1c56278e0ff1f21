"""The PostgreSQL back end on a real server (issue 9): first use, migrations under an advisory lock,
refusals, a server restarted in the middle of a session, copies to and from SQLite."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import psycopg
import pytest

from tests import children
from tests.backends import ENV, create_pg_database, drop_pg_database, server_url
from tournament_app.services import games, standings, tournaments
from tournament_app.services.check import check_tournament
from tournament_app.services.demo import create_demo
from tournament_app.storage import DatabaseError, close_database, open_database
from tournament_app.storage.backup_files import backup_database
from tournament_app.storage.copy import CopyRefusedError, copy_database
from tournament_app.storage.migrations import SCHEMA_VERSION
from tournament_app.storage.models import AuditEntry, Hand, db_proxy
from tournament_app.words.messages import UserError

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def pg() -> str:
    url = create_pg_database()
    yield url
    close_database()
    drop_pg_database(url)


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return children.run([sys.executable, "-m", "tournament_app", "--lang", "en", *args],
                        capture_output=True, timeout=120)


def test_an_empty_database_is_initialised_on_first_use(pg: str) -> None:
    open_database(pg)
    tid = tournaments.create_tournament("Server cup", "jpml")
    close_database()
    with psycopg.connect(pg) as conn:
        version = conn.execute("SELECT value FROM tournament_app_meta").fetchone()
        names = conn.execute("SELECT name FROM tournament").fetchall()
    assert version == (str(SCHEMA_VERSION),) and names == [("Server cup",)]
    open_database(pg)
    assert tournaments.find_tournament(None) == tid


def test_two_desks_starting_together_migrate_once(pg: str) -> None:
    code = "import sys; from tournament_app.storage import open_database; open_database(sys.argv[1])"
    procs = [children.popen([sys.executable, "-c", code, pg], stderr=subprocess.PIPE)
             for _ in range(4)]
    errors = [p.communicate(timeout=60)[1] for p in procs]
    assert [p.returncode for p in procs] == [0] * 4, errors
    with psycopg.connect(pg) as conn:
        rows = conn.execute("SELECT key, value FROM tournament_app_meta").fetchall()
    assert rows == [("schema_version", str(SCHEMA_VERSION))]


def test_a_first_schema_database_is_upgraded_in_place(pg: str) -> None:
    open_database(pg)
    tid = tournaments.create_tournament("旧版")
    close_database()
    with psycopg.connect(pg) as conn:  # what a desk of the previous release left on the server
        conn.execute("ALTER TABLE audit_entry DROP COLUMN author, DROP COLUMN action_id")  # steps 2, 3
        conn.execute("DROP TABLE stage_entry")  # step 4
        conn.execute("DROP TABLE league_day, division, season")  # step 5
        conn.execute("ALTER TABLE tournament DROP COLUMN planned_rounds, DROP COLUMN seating_plan, "
                     "DROP COLUMN round_minutes, DROP COLUMN event_format")
        conn.execute('ALTER TABLE round DROP COLUMN clock_started_at, DROP COLUMN clock_paused_at, '
                     "DROP COLUMN clock_paused_seconds, DROP COLUMN clock_minutes")
        conn.execute("ALTER TABLE game_table DROP COLUMN extra_minutes")
        conn.execute("ALTER TABLE player DROP COLUMN ema_number, DROP COLUMN country, "
                     "DROP COLUMN first_name, DROP COLUMN last_name")
        conn.execute("UPDATE tournament_app_meta SET value = '1'")
    open_database(pg)
    assert tournaments.tournament_info(tid).planned_rounds is None
    assert [e.author for e in AuditEntry.select()] == [""]
    close_database()
    with psycopg.connect(pg) as conn:
        assert conn.execute("SELECT value FROM tournament_app_meta").fetchall() == [(str(SCHEMA_VERSION),)]


def test_newer_schema_and_foreign_database_refused(pg: str) -> None:
    open_database(pg)
    close_database()
    with psycopg.connect(pg, autocommit=True) as conn:
        conn.execute("UPDATE tournament_app_meta SET value = '99'")
    with pytest.raises(DatabaseError) as caught:
        open_database(pg)
    assert caught.value.kind == "newer"
    other = create_pg_database("foreign")
    try:
        with psycopg.connect(other, autocommit=True) as conn:
            conn.execute("CREATE TABLE invoices (id serial primary key)")
        with pytest.raises(DatabaseError) as caught:
            open_database(other)
        assert caught.value.kind == "foreign"
    finally:
        drop_pg_database(other)


def test_unreachable_server_is_one_message_without_the_password() -> None:
    with pytest.raises(DatabaseError) as caught:
        open_database("postgresql://desk:s3cret@127.0.0.1:1/tournament")
    assert caught.value.kind == "server"
    assert "s3cret" not in str(caught.value) and "127.0.0.1:1" in str(caught.value)
    result = _cli("--db", "postgresql://desk:s3cret@127.0.0.1:1/tournament", "standings")
    assert result.returncode == 2 and result.stdout == ""
    assert len(result.stderr.strip().splitlines()) == 1 and "s3cret" not in result.stderr


def test_copy_sqlite_to_postgresql_and_back_keeps_everything(pg: str, tmp_path: Path) -> None:
    first = tmp_path / "laptop.sqlite3"
    open_database(first)
    tid = create_demo(players_count=8, rounds_count=2, seed=3)
    expected = standings.standings(tid)
    audit = AuditEntry.select().count()
    close_database()
    assert _cli("--db", str(first), "copy-db", "--to", pg).returncode == 0
    home = tmp_path / "home.sqlite3"
    result = _cli("--db", pg, "copy-db", "--to", str(home))
    assert result.returncode == 0, result.stderr
    for where in (pg, str(home)):
        open_database(where)
        assert standings.standings(tid) == expected
        assert check_tournament(tid) == []
        assert AuditEntry.select().count() == audit
        close_database()
    open_database(pg)  # ids continue after the copied rows: a new hand gets a fresh id
    gid = games.games_of_round(tid, 1)[0]
    games.reopen_game(gid)
    games.undo_last_hand(gid)
    assert Hand.select().count() > 0


def test_copy_refuses_a_target_that_is_not_empty(pg: str, tmp_path: Path) -> None:
    open_database(pg)
    tournaments.create_tournament("Already here", "jpml")
    source_file = tmp_path / "s.sqlite3"
    source = open_database(source_file)
    tournaments.create_tournament("Laptop cup", "jpml")
    with pytest.raises(CopyRefusedError, match="already holds tournament data"):
        copy_database(source, pg)
    with pytest.raises(UserError, match="is the open database"):  # the output rule
        copy_database(source, source_file)
    (tmp_path / "other.sqlite3").write_bytes(b"")
    with pytest.raises(CopyRefusedError, match="already exists"):
        copy_database(source, tmp_path / "other.sqlite3")
    result = _cli("--db", str(source_file), "copy-db", "--to", pg)
    assert result.returncode == 2 and "already holds" in result.stderr


def test_backup_of_a_server_tournament_is_a_sqlite_file(pg: str, tmp_path: Path) -> None:
    open_database(pg)
    tid = create_demo(players_count=4, rounds_count=1, seed=5)
    expected = standings.standings(tid)
    out = backup_database(db_proxy.obj, tmp_path / "b.sqlite3")
    close_database()
    open_database(out)
    assert standings.standings(tid) == expected
    result = _cli("--db", pg, "backup", "--out", str(tmp_path / "cli.sqlite3"))
    assert result.returncode == 0 and (tmp_path / "cli.sqlite3").is_file()


def _own_server() -> tuple[str, str]:
    """A private cluster this test may restart."""
    if not os.path.exists("/usr/lib/postgresql") or (os.geteuid() != 0 and not os.environ.get("CI")):
        pytest.skip("starting a private PostgreSQL cluster needs the server binaries (and root here)")
    out = children.run(["bash", str(ROOT / "tools" / "pg_test_server.sh"), "start"], capture_output=True,
                       timeout=120, check=True).stdout
    env = dict(part.split("=", 1) for part in out.split()[1:])
    return env[ENV], env["TOURNAMENT_APP_TEST_PG_DIR"]


def test_server_restarted_in_the_middle_of_a_session(tmp_path: Path) -> None:
    server_url()  # a PostgreSQL test like the others: skips (or fails under CI) without a server
    url, folder = _own_server()
    bin_dir = sorted(Path("/usr/lib/postgresql").glob("*/bin"))[-1]
    try:
        with psycopg.connect(url, autocommit=True) as conn:
            conn.execute("CREATE DATABASE desk")
        db = url.rsplit("/", 1)[0] + "/desk"
        open_database(db)
        tid = tournaments.create_tournament("Restart cup", "jpml")
        subprocess.run(["su", "postgres", "-s", "/bin/sh", "-c",
                        f"'{bin_dir}/pg_ctl' -D '{folder}/data' -m fast -w restart >/dev/null"],
                       check=True, timeout=120)
        with pytest.raises(DatabaseError) as caught:  # the connection died with the server
            tournaments.create_tournament("Lost cup", "jpml")
        assert caught.value.kind == "server_lost"
        assert "next action reconnects" in str(caught.value)
        second = tournaments.create_tournament("After the restart", "jpml")  # reconnected
        names = {t.name for t in tournaments.list_tournaments()}
        assert names == {"Restart cup", "After the restart"}  # nothing half-written, nothing lost
        assert second != tid
    finally:
        close_database()
        subprocess.run(["bash", str(ROOT / "tools" / "pg_test_server.sh"), "stop", folder], timeout=60)


def test_cli_hand_command_on_the_server(pg: str) -> None:
    open_database(pg)
    create_demo(players_count=4, rounds_count=1, seed=2)
    tid = tournaments.find_tournament(None)
    gid = games.games_of_round(tid, 1)[0]
    games.reopen_game(gid)
    count = len(games.game_view(gid).hands)
    close_database()
    hand = json.dumps({"result": "draw", "tenpai": [0, 1, 2, 3]})
    stale = _cli("--db", pg, "hand", "--round", "1", "--table", "1", "--number", str(count), hand)
    assert stale.returncode == 2 and f"hand {count}" in stale.stderr and stale.stdout == ""
    assert len(stale.stderr.strip().splitlines()) == 1


def test_the_environment_variable_takes_a_server_address(pg: str) -> None:
    env = {**os.environ, "TOURNAMENT_APP_DB": pg}
    result = children.run([sys.executable, "-m", "tournament_app", "--lang", "en", "new", "Env cup"],
                          capture_output=True, timeout=60, env=env)
    assert result.returncode == 0, result.stderr
    open_database(pg)
    assert [t.name for t in tournaments.list_tournaments()] == ["Env cup"]

"""A PostgreSQL password never needs a command line (issue 35, item 15), on the test server with a role
that must give its password (scram-sha-256): the password file, PGPASSFILE, PGPASSWORD and a service each
give it to an address that holds none; a password written in --db anyway leaves the process list at
once while serve and the app work with it; messages, files and backups name the server without it."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import quote

import httpx
import psycopg
import pytest

from tests import children
from tests.backends import PasswordRole, create_password_role, drop_password_role
from tournament_app.storage.connections import make_database

LINUX = sys.platform.startswith("linux")


@pytest.fixture
def role() -> Iterator[PasswordRole]:
    made = create_password_role()
    yield made
    drop_password_role(made)


def _env(home: Path, **extra: str) -> dict[str, str]:
    """The environment of a desk that has no password anywhere but where the test puts one."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("PG") and k != "TOURNAMENT_APP_DB"}
    home.mkdir(exist_ok=True)
    return {**env, "HOME": str(home), "XDG_DATA_HOME": str(home / "data"), "QT_QPA_PLATFORM": "offscreen",
            **extra}


def _cli(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return children.run([sys.executable, "-m", "tournament_app", "--lang", "en", *args],
                        capture_output=True, timeout=120, env=env)


def _mark(role: PasswordRole) -> str:
    """The part of the password every spelling of it holds (as typed, percent-encoded, escaped)."""
    return role.password[3:35]


def _tournaments(role: PasswordRole) -> list[str]:
    with psycopg.connect(host=role.host, port=role.port, user=role.user, password=role.password,
                         dbname=role.database) as conn:
        return [name for (name,) in conn.execute("SELECT name FROM tournament ORDER BY id")]


def _password_file(path: Path, role: PasswordRole) -> None:
    def field(text: str) -> str:
        return text.replace("\\", "\\\\").replace(":", "\\:")

    path.write_text(":".join(field(str(v)) for v in (role.host, role.port, role.database, role.user,
                                                        role.password)) + "\n")
    path.chmod(0o600)  # libpq ignores a password file others can read


def test_the_driver_gets_the_password_apart_and_the_address_as_libpq_reads_it() -> None:
    db, _file, shown = make_database("postgresql://desk:s3%40cr%3Aet@host:5433/db?sslmode=require", 3000)
    params = db.connect_params
    assert (params["password"], params["user"], params["host"], params["port"], params["dbname"],
            params["sslmode"]) == ("s3@cr:et", "desk", "host", "5433", "db", "require")
    assert shown == db.database == "postgresql://host:5433/db?sslmode=require"
    query = make_database("postgresql://desk@host/db?password=p%26w", 3000)[0]
    assert query.connect_params["password"] == "p&w" and "p&w" not in query.database
    service = make_database("postgresql://?service=league", 3000)[0].connect_params
    assert service["service"] == "league" and service["dbname"] is None  # the service's own, as libpq reads
    assert "password" not in service and "host" not in service and "user" not in service


def test_without_a_password_the_server_refuses_and_the_line_says_where_one_goes(
        role: PasswordRole, tmp_path: Path) -> None:
    done = _cli(_env(tmp_path / "home"), "--db", role.url(), "new", "Cup")
    assert (done.returncode, done.stdout) == (2, "")
    assert len(done.stderr.splitlines()) == 1
    assert done.stderr.startswith(f"tournament-app: The database server postgresql://{role.host}:{role.port}/"
                                  f"{role.database} asks for a password and none was given: put it in the "
                                  "password file (~/.pgpass;"), done.stderr
    assert "PGPASSWORD" in done.stderr and "service=NAME" in done.stderr


@pytest.mark.parametrize("way", ["PGPASSWORD", "PGPASSFILE", "~/.pgpass", "service"])
def test_each_standard_way_gives_the_password_to_an_address_without_one(
        role: PasswordRole, tmp_path: Path, way: str) -> None:
    home = tmp_path / "home"
    env, db = _env(home), role.url()
    if way == "PGPASSWORD":
        env["PGPASSWORD"] = role.password
    elif way == "PGPASSFILE":
        _password_file(tmp_path / "passwords", role)
        env["PGPASSFILE"] = str(tmp_path / "passwords")
    elif way == "~/.pgpass":
        _password_file(home / ".pgpass", role)
    else:  # the service names server, database and user; the password file in the home folder has the rest
        (tmp_path / "pg_service.conf").write_text(
            f"[league]\nhost={role.host}\nport={role.port}\ndbname={role.database}\nuser={role.user}\n")
        _password_file(home / ".pgpass", role)
        env["PGSERVICEFILE"] = str(tmp_path / "pg_service.conf")
        db = "postgresql://?service=league"
    done = _cli(env, "--db", db, "new", "Cup")
    assert (done.returncode, done.stderr) == (0, ""), done.stderr
    assert _tournaments(role) == ["Cup"]  # in the database the address (or the service) names
    listed = _cli(env, "--db", db, "standings", "--json")
    assert (listed.returncode, listed.stdout) == (0, "[]\n"), listed.stderr


def test_a_password_in_the_address_reaches_no_message_file_or_backup(role: PasswordRole,
                                                                    tmp_path: Path) -> None:
    home = tmp_path / "home"
    env, secret = _env(home), quote(role.password, safe="")
    base = f"postgresql://{role.user}@{role.host}:{role.port}"
    query = f"{base}/{role.database}?password={secret}"  # libpq's other place for it
    runs = [
        _cli(env, "--db", role.url(password=True), "demo", "--players", "4", "--rounds", "1"),
        _cli(env, "--db", query, "standings"),
        _cli(env, "--db", query, "backup", "--out", str(tmp_path / "backup.sqlite3")),
        _cli(env, "--db", query, "backups"),
        _cli(env, f"--db={role.url(password=True)}", "copy-db", "--to", str(tmp_path / "home.sqlite3")),
        _cli({**env, "TOURNAMENT_APP_DB": query}, "backups"),  # the environment's address: the same rule
    ]
    assert [r.returncode for r in runs] == [0] * len(runs), [r.stderr for r in runs]
    refused = [
        _cli(env, "--db", f"{base}/absent?password={secret}", "standings"),  # no such database
        _cli(env, "--db", f"postgresql://{role.user}:{secret}@127.0.0.1:1/x", "standings"),  # no server
        _cli(env, "--db", str(tmp_path / "home.sqlite3"), "copy-db", "--to", query),  # not empty
        _cli(env, "--db", f"{base}/{role.database}?sslmode=nonsense&password={secret}", "standings"),
    ]
    assert [(r.returncode, r.stdout) for r in refused] == [(2, "")] * len(refused)
    assert f"postgresql://{role.host}:{role.port}/absent" in refused[0].stderr
    assert "already holds tournament data" in refused[2].stderr
    mark = _mark(role)
    for run in runs + refused:
        assert mark not in run.stdout + run.stderr, run.args
    written = [p for p in tmp_path.rglob("*") if p.is_file()]
    assert any(p.suffix == ".sqlite3" for p in written)
    for path in [*written, *(p for p in tmp_path.rglob("*") if p.is_dir())]:
        assert mark not in str(path)
        assert path.is_dir() or mark.encode() not in path.read_bytes(), path


def _wait_for(condition: object, what: str, seconds: float = 60) -> None:
    deadline = time.monotonic() + seconds
    while not condition():  # type: ignore[operator]
        assert time.monotonic() < deadline, what
        time.sleep(0.1)


def _visible(pid: int) -> tuple[bytes, str, bytes]:
    """What other processes of this computer see of ``pid``: its command line, ps, its environment."""
    shown = children.run(["ps", "-ww", "-o", "args=", "-p", str(pid)], capture_output=True).stdout
    return Path(f"/proc/{pid}/cmdline").read_bytes(), shown, Path(f"/proc/{pid}/environ").read_bytes()


@pytest.mark.skipif(not LINUX, reason="/proc/PID/cmdline")
@pytest.mark.parametrize("how", ["console script", "python -m"])
def test_serve_with_the_password_in_db_keeps_it_off_the_process_list(
        role: PasswordRole, tmp_path: Path, how: str) -> None:
    env, db = _env(tmp_path / "home"), role.url(password=True)  # the password is nowhere else
    assert _cli(env, "--db", db, "demo", "--players", "4", "--rounds", "1").returncode == 0
    script = Path(sys.executable).with_name("tournament-app")
    if how == "console script" and not script.is_file():
        pytest.skip("the console script is not installed beside this Python")
    start = [str(script)] if how == "console script" else [sys.executable, "-m", "tournament_app"]
    proc = children.popen([*start, "--lang", "en", "--db", db, "serve", "--port", "0"],
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    try:
        assert proc.stdout is not None
        address = proc.stdout.readline().strip()
        assert address.startswith("http://127.0.0.1:"), proc.stderr.read() if proc.stderr else ""
        cmdline, ps, environ = _visible(proc.pid)
        args = cmdline.rstrip(b"\0").split(b"\0")
        assert args[args.index(b"--db") + 1] == role.url().encode()  # the address, without the password
        assert _mark(role).encode() not in cmdline + environ and _mark(role) not in ps
        assert f"--db {role.url()} serve --port 0" in ps
        with psycopg.connect(host=role.host, port=role.port, user=role.user, password=role.password,
                             dbname=role.database) as conn:
            names = [n for (n,) in conn.execute("SELECT name FROM player")]
        page = httpx.get(address + "standings", timeout=10)  # the server works with the password
        assert page.status_code == 200 and all(name in page.text for name in names), page.text[:500]
    finally:
        proc.send_signal(signal.SIGTERM)
        out, err = proc.communicate(timeout=30)
    assert proc.returncode == 0 and "Traceback" not in err and _mark(role) not in out + err


@pytest.mark.skipif(not LINUX, reason="/proc/PID/cmdline")
def test_the_app_with_the_password_in_db_keeps_it_off_the_process_list(role: PasswordRole,
                                                                       tmp_path: Path) -> None:
    env, db = _env(tmp_path / "home"), role.url(password=True)
    assert _cli(env, "--db", db, "demo", "--players", "4", "--rounds", "1").returncode == 0
    proc = children.popen([sys.executable, "-m", "tournament_app", "--lang", "en", "--db", db],
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    admin = psycopg.connect(host=role.host, port=role.port, user=role.user, password=role.password,
                            dbname=role.database, autocommit=True)
    try:
        def connected() -> bool:  # the app's own connection, made with the password from --db
            assert proc.poll() is None, proc.communicate()
            return admin.execute("SELECT count(*) FROM pg_stat_activity WHERE application_name = "
                                 "'tournament-app' AND usename = %s", (role.user,)).fetchone()[0] > 0

        _wait_for(connected, "the app never connected")
        cmdline, ps, environ = _visible(proc.pid)
        assert role.url().encode() + b"\0" in cmdline
        assert _mark(role).encode() not in cmdline + environ and _mark(role) not in ps
    finally:
        admin.close()
        proc.send_signal(signal.SIGTERM)
        out, err = proc.communicate(timeout=60)
    assert "Traceback" not in err and _mark(role) not in out + err

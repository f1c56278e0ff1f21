"""``serve`` as its own process, as the platform layer makes it behave on every system: a port in use
refused in one line, IPv4 clients answered on ``::``, and Ctrl+Break stopping it (SIGBREAK exists on
Windows only: here another signal is named SIGBREAK). A SQLite file is served: the database is not
what these are about."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
from collections.abc import Iterator

import httpx
import pytest

from tests.platform import has_ipv6
from tournament_app.cli.main import main

ENV = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}


@pytest.fixture(scope="module")
def db(tmp_path_factory: pytest.TempPathFactory) -> str:
    path = str(tmp_path_factory.mktemp("serving") / "cup.sqlite3")
    for args in (["new", "Cup"], *(["add-player", f"P{n}"] for n in range(4)), ["seat", "--rounds", "1"]):
        assert main(["--lang", "en", "--db", path, *args]) == 0
    return path


def _serve(db: str, *args: str, python: tuple[str, ...] = ("-m", "tournament_app")) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, *python, "--lang", "en", "--db", db, "serve", *args],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=ENV)


@pytest.fixture
def serving(db: str) -> Iterator[object]:
    """Start ``serve`` with the given options; returns (process, its port). Stopped afterwards."""
    started: list[subprocess.Popen] = []

    def start(*args: str, **how: tuple[str, ...]) -> tuple[subprocess.Popen, int]:
        proc = _serve(db, *args, **how)
        started.append(proc)
        assert proc.stdout is not None
        line = proc.stdout.readline()
        assert line.startswith("http://"), (line, proc.stderr.read() if proc.poll() is not None else "")
        return proc, int(line.strip().rstrip("/").rpartition(":")[2])

    yield start
    for proc in started:
        if proc.poll() is None:
            proc.kill()
        proc.communicate(timeout=20)


@pytest.mark.parametrize(("first", "second"), [("127.0.0.1", "127.0.0.1"), ("0.0.0.0", "127.0.0.1"),
                                               ("127.0.0.1", "0.0.0.0")])
def test_a_second_serve_on_a_port_in_use_is_refused_in_one_line(db: str, serving, first: str,
                                                                 second: str) -> None:
    proc, port = serving("--host", first, "--port", "0")
    again = subprocess.run([sys.executable, "-m", "tournament_app", "--lang", "en", "--db", db, "serve",
                            "--host", second, "--port", str(port)], capture_output=True, text=True,
                           timeout=60, env=ENV)
    assert (again.returncode, again.stdout) == (2, "")
    assert again.stderr == (f"tournament-app: cannot serve on {second} port {port}: that port is taken "
                            "(another serve, another program, or the system keeps it); choose another port\n")
    assert httpx.get(f"http://127.0.0.1:{port}/", timeout=5).status_code == 200  # the first one serves on
    assert proc.poll() is None


@pytest.mark.skipif(not has_ipv6(), reason="this computer has no IPv6 (no ::1)")
def test_serving_all_ipv6_addresses_answers_an_ipv4_client(serving) -> None:
    _proc, port = serving("--host", "::", "--port", "0")
    assert httpx.get(f"http://127.0.0.1:{port}/", timeout=5).status_code == 200
    assert httpx.get(f"http://[::1]:{port}/", timeout=5).status_code == 200


DRIVER = """
import subprocess, sys, urllib.request
subprocess.run(["ip", "link", "set", "lo", "up"], check=True)
with open("/proc/sys/net/ipv6/bindv6only", "w") as f:  # this namespace's own: as Windows' sockets are
    f.write("1")
serve = subprocess.Popen([sys.executable, "-m", "tournament_app", "--lang", "en", "--db", sys.argv[1],
                          "serve", "--host", "::", "--port", "0"], stdout=subprocess.PIPE, text=True)
port = serve.stdout.readline().strip().rstrip("/").rpartition(":")[2]
try:
    print(urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=5).status)
except OSError as exc:
    print("refused:", exc)
serve.terminate()
serve.wait(20)
"""


@pytest.mark.skipif(os.geteuid() != 0 or not shutil.which("unshare") or not shutil.which("ip"),
                    reason="needs root, unshare and ip for a network namespace of its own")
def test_ipv4_is_answered_on_all_ipv6_addresses_where_sockets_are_ipv6_only(db: str) -> None:
    """In a network namespace whose IPv6 sockets are IPv6-only unless told (Windows' default; Linux's
    net.ipv6.bindv6only=1), ``serve --host ::`` still answers 127.0.0.1."""
    probe = subprocess.run(["unshare", "-n", "true"], capture_output=True)
    if probe.returncode != 0:
        pytest.skip("no network namespace here: " + probe.stderr.decode().strip())
    done = subprocess.run(["unshare", "-n", sys.executable, "-c", DRIVER, db], capture_output=True, text=True,
                          timeout=90, env=ENV)
    assert done.stdout == "200\n", done.stdout + done.stderr


# uvicorn stops on SIGBREAK where Windows has it (uvicorn.server.HANDLED_SIGNALS); here SIGWINCH, which is
# ignored by default, stands for it, added as uvicorn adds it on Windows
CTRL_BREAK = ("-c", "import signal, sys, uvicorn.server; "
                    "uvicorn.server.HANDLED_SIGNALS += (signal.SIGWINCH,); "
                    "from tournament_app.cli.main import main; sys.exit(main(sys.argv[1:]))")


def test_ctrl_break_stops_serve_as_ctrl_c_does(serving) -> None:
    """Every signal uvicorn stops on stops serve with status 0, Ctrl+Break's on Windows among them: only
    the server's own handler can stop it on SIGWINCH."""
    proc, port = serving("--port", "0", python=CTRL_BREAK)
    assert httpx.get(f"http://127.0.0.1:{port}/", timeout=5).status_code == 200
    proc.send_signal(signal.SIGWINCH)
    out, err = proc.communicate(timeout=20)
    assert proc.returncode == 0 and out == "" and "Traceback" not in err, err


@pytest.mark.skipif(not hasattr(signal, "SIGBREAK"), reason="Ctrl+Break's SIGBREAK is Windows' only")
def test_uvicorn_stops_on_ctrl_break_where_there_is_one() -> None:
    from uvicorn.server import HANDLED_SIGNALS

    assert signal.SIGBREAK in HANDLED_SIGNALS

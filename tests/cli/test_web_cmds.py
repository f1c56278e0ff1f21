"""`serve`, `table-links`, `phones` and `print tablecards` (CONTRACT.md, wave 3) on a SQLite file and on a
PostgreSQL database; `serve` as its own process, stopped by SIGTERM and SIGINT as a terminal or a service
manager stops it."""

from __future__ import annotations

import contextlib
import json
import os
import queue
import re
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from tests import children
from tests.backends import BACKENDS, discard, new_database
from tests.systems import signals_sent
from tournament_app.cli.main import main


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(["--lang", "en", *args])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture(params=BACKENDS)
def league(request: pytest.FixtureRequest, tmp_path: Path,
           capsys: pytest.CaptureFixture[str]) -> Iterator[str]:
    db = new_database(request.param, tmp_path)
    assert _run(capsys, "--db", db, "new", "Cup")[0] == 0
    for n in range(8):
        assert _run(capsys, "--db", db, "add-player", f"P{n}")[0] == 0
    assert _run(capsys, "--db", db, "seat", "--rounds", "2", "--seed", "3")[0] == 0
    yield db
    discard(request.param, db)


def test_table_links_as_text_and_json_and_renewed(league: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _run(capsys, "--db", league, "table-links", "--json")
    assert (code, err) == (0, "")
    links = json.loads(out)
    assert [(link["round"], link["table"]) for link in links] == [(1, 1), (1, 2), (2, 1), (2, 2)]
    assert all(link["url"].startswith("http://127.0.0.1:8000/t/") for link in links)
    code, out, _ = _run(capsys, "--db", league, "table-links", "--round", "2")
    assert out.splitlines()[0].startswith(f"round 2 table 1: {links[2]['url']}  (")
    code, out, _ = _run(capsys, "--db", league, "table-links", "--round", "2", "--json", "--renew")
    renewed = json.loads(out)
    assert [link["url"] for link in renewed] != [link["url"] for link in links[2:]]
    assert json.loads(_run(capsys, "--db", league, "table-links", "--json")[1])[:2] == links[:2]
    code, out, err = _run(capsys, "--db", league, "table-links", "--round", "9")
    assert (code, out) == (2, "") and err == "tournament-app: there is no round 9\n"


def test_phones_setting(league: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert _run(capsys, "--db", league, "phones")[1] == "phones: hands (they enter hand by hand)\n"
    assert _run(capsys, "--db", league, "phones", "view")[1] == "phones: view (they show their table)\n"
    code, out, err = _run(capsys, "--db", league, "phones", "all")
    assert code == 2 and out == "" and "invalid choice" in err


def _serve(db: str, *args: str) -> tuple[subprocess.Popen, str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    proc = children.popen([sys.executable, "-m", "tournament_app", "--lang", "en", "--db", db, "serve",
                           "--port", "0", *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          env=env)
    assert proc.stdout is not None
    line = proc.stdout.readline()
    return proc, line


@signals_sent
@pytest.mark.parametrize("stop", [signal.SIGTERM, signal.SIGINT])
def test_serve_prints_its_address_once_it_answers_and_stops_cleanly(
        league: str, capsys: pytest.CaptureFixture[str], stop: signal.Signals) -> None:
    proc, line = _serve(league)
    try:
        assert line.startswith("http://127.0.0.1:") and line.endswith("/\n"), line
        address = line.strip()
        assert httpx.get(address, timeout=5).status_code == 200  # accepting as soon as it says so
        # the links printed from now on name the address the server said
        links = json.loads(_run(capsys, "--db", league, "table-links", "--json")[1])
        assert links[0]["url"].startswith(address + "t/")
        game = httpx.get(links[0]["url"] + "/game", timeout=5)
        assert game.status_code == 200 and game.json()["version"] == 0
    finally:
        proc.send_signal(stop)
        out, err = proc.communicate(timeout=20)
    assert proc.returncode == 0 and out == "" and "Traceback" not in err


def _stderr_lines(proc: subprocess.Popen, count: int, timeout: float = 15) -> list[str]:
    """The first ``count`` lines the command writes to stderr (fewer if it says no more in time)."""
    lines: queue.Queue[str] = queue.Queue()

    def read() -> None:
        assert proc.stderr is not None
        for _ in range(count):
            lines.put(proc.stderr.readline())

    threading.Thread(target=read, daemon=True).start()
    out: list[str] = []
    with contextlib.suppress(queue.Empty):
        end = time.monotonic() + timeout
        while len(out) < count:
            out.append(lines.get(timeout=max(0.01, end - time.monotonic())))
    return [line for line in out if line]


def _machine_address(private: bool) -> str:
    from tournament_app.web import server

    found = [a for a in server.lan_addresses() + server.lan_addresses(socket.AF_INET6)
             if server.private(a) == private and not a.startswith("fe80")]
    if not found:
        pytest.skip(f"this computer has no {'private' if private else 'public'} address to serve on")
    return found[0]


@pytest.mark.parametrize("where", ["this computer", "every network", "a private address", "a public address"])
def test_serve_says_where_the_pages_are_and_warns_beyond_private_networks(league: str, where: str) -> None:
    host = {"this computer": "127.0.0.1", "every network": "0.0.0.0"}.get(where) or _machine_address(
        where == "a private address")
    proc, line = _serve(league, "--host", host)
    try:
        assert line.startswith("http://") and line.endswith("/\n"), line  # the first line: as before
        port = line.strip().rstrip("/").rpartition(":")[2]
        lines = _stderr_lines(proc, 2 if where in ("every network", "a public address") else 1)
        reachable = re.findall(r"http://\S+", lines[0])
        shown = f"[{host}]" if ":" in host else host
        if where == "every network":  # each address with its adapter, the one with the gateway first
            from tournament_app.platform.sockets import venue_addresses

            named = [f"http://{a.address}:{port}/ ({a.adapter})" for a in venue_addresses()]
            assert lines[0] == "reachable at: " + "  ".join([*named, f"http://127.0.0.1:{port}/"]) + "\n"
            assert lines[1].startswith("warning: --host 0.0.0.0 serves every network of this computer"), lines
            assert len(lines[1].splitlines()) == 1
        elif where == "this computer":
            assert lines == [f"reachable at: http://127.0.0.1:{port}/ (this computer only)\n"]
        elif where == "a public address":
            assert lines[0] == f"reachable at: http://{shown}:{port}/ ({_adapter(host)})\n"
            assert lines[1] == (f"warning: {host} is not a private network's address: the internet may reach "
                                "the pages, and a table's link records hands; serve the venue's own network "
                                "only\n")
        else:
            assert lines == [f"reachable at: http://{shown}:{port}/ ({_adapter(host)})\n"]
        assert httpx.get(reachable[0], timeout=5).status_code == 200
    finally:
        proc.send_signal(signal.SIGTERM)
        out, err = proc.communicate(timeout=20)
    assert proc.returncode == 0 and out == "" and "warning" not in err  # nothing more, nothing twice


def _adapter(address: str) -> str:
    from tournament_app.platform.sockets import venue_addresses

    return {a.address: a.adapter for family in (socket.AF_INET, socket.AF_INET6)
            for a in venue_addresses(family)}[address]


def test_which_addresses_are_private() -> None:
    from tournament_app.web.server import private

    for address in ("10.1.2.3", "172.16.0.1", "172.31.255.254", "192.168.1.10", "fd00::2", "fc00::1",
                    "fe80::1", "fe80::1%eth0", "169.254.10.1", "127.0.0.1", "::1", "::ffff:192.168.1.10"):
        assert private(address), address
    for address in ("172.32.0.1", "172.15.255.255", "192.0.2.2", "203.0.113.7", "8.8.8.8", "100.64.0.1",
                    "2001:db8::1", "2606:4700::1111", "::ffff:8.8.8.8"):
        assert not private(address), address


def test_serve_refuses_an_address_that_is_not_this_computers(league: str) -> None:
    proc = children.run([sys.executable, "-m", "tournament_app", "--lang", "en", "--db", league, "serve",
                         "--host", "203.0.113.7", "--port", "0"], capture_output=True,
                        timeout=60, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert proc.returncode == 2 and proc.stdout == ""
    assert proc.stderr.startswith("tournament-app: cannot serve on 203.0.113.7 port 0:")
    assert len(proc.stderr.splitlines()) == 1


def test_table_cards_and_the_seating_carry_each_tables_code(league: str, tmp_path: Path,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    seating = tmp_path / "seating.pdf"
    assert _run(capsys, "--db", league, "print", "seating", "--out", str(seating))[0] == 0
    assert _images(seating) == 0  # no links made yet: the seating prints as before
    cards = tmp_path / "cards.pdf"
    code, out, err = _run(capsys, "--db", league, "print", "tablecards", "--round", "1", "--out", str(cards))
    assert (code, out) == (2, "") and not cards.exists()  # print only reads: it makes no links, and
    assert "no phone links yet: make them first with table-links" in err  # says where they are made,
    assert "only read" not in err  # not that the database (which can be written) is read-only
    links = json.loads(_run(capsys, "--db", league, "table-links", "--round", "1", "--json")[1])
    code, _out, err = _run(capsys, "--db", league, "print", "tablecards", "--round", "1", "--out", str(cards))
    assert (code, err) == (0, "")
    text = children.run(["pdftotext", "-layout", str(cards), "-"], capture_output=True).stdout
    pages = text.split("\f")
    assert len([p for p in pages if p.strip()]) == 2  # one card per table
    for page, link in zip(pages, links, strict=False):
        assert f"Round 1 · Table {link['table']}" in page and link["url"] in page
    assert _images(cards) == 2
    for number, link in enumerate(links, start=1):  # each card's code, as printed, holds its table's link
        assert _printed_code(cards, number, tmp_path) == _code_of(link["url"])
    assert _run(capsys, "--db", league, "print", "seating", "--out", str(seating))[0] == 0
    assert _images(seating) == 2  # round 1's two tables now have links: their codes are printed
    assert _run(capsys, "--db", league, "table-links", "--round", "2")[0] == 0
    in_play = tmp_path / "in_play.pdf"
    assert _run(capsys, "--db", league, "print", "tablecards", "--out", str(in_play))[0] == 0
    in_play_text = children.run(["pdftotext", str(in_play), "-"], capture_output=True).stdout
    # round 1 has games left: its cards, though round 2 is seated ahead
    assert "Round 1 · Table 1" in in_play_text and "Round 2" not in in_play_text


def _code_of(text: str) -> list[list[bool]]:
    import segno

    return [[bool(v) for v in row] for row in segno.make(text, error="m", micro=False).matrix]


def _printed_code(pdf: Path, page: int, folder: Path, border: int = 4) -> list[list[bool]]:
    """The QR code's modules read back from the image the PDF holds on ``page`` (drawn with a quiet zone
    of 4 modules), each at its middle."""
    from PySide6.QtGui import QImage

    subprocess.run(["pdfimages", "-png", "-f", str(page), "-l", str(page), str(pdf),
                    str(folder / f"qr{page}")], check=True)
    [found] = folder.glob(f"qr{page}-*.png")
    image = QImage(str(found))
    # the module's size follows from the top-left finder pattern: 7 modules of dark from its corner
    x = y = None
    for i in range(image.width()):
        if image.pixelColor(i, i).lightness() < 128:
            x = y = i
            break
    assert x is not None
    run = 0
    while image.pixelColor(x + run, y).lightness() < 128:
        run += 1
    module = run / 7
    count = round(image.width() / module) - 2 * border

    def dark(row: int, column: int) -> bool:
        middle = (int((border + column + 0.5) * module), int((border + row + 0.5) * module))
        return image.pixelColor(*middle).lightness() < 128

    return [[dark(r, c) for c in range(count)] for r in range(count)]


def _images(pdf: Path) -> int:
    listing = children.run(["pdfimages", "-list", str(pdf)], capture_output=True).stdout
    return len(listing.splitlines()[2:])


def test_the_parsers_constants_are_the_services() -> None:
    """web_cmds keeps its own copies so that the parser loads no services."""
    from tournament_app.cli import web_cmds
    from tournament_app.services import table_links

    assert web_cmds.MODES == table_links.PHONE_MODES and web_cmds.DEFAULT_PORT == table_links.DEFAULT_PORT

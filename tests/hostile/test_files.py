"""Player lists a tester (or another program) may hand over: bounded in size, rows, unpacked size and
time, every problem named with its row, nothing stored."""

from __future__ import annotations

import sys
import time
import zipfile
from collections.abc import Callable
from pathlib import Path

import pytest

from tests import children
from tests.systems import memory_limit
from tournament_app.cli.main import main
from tournament_app.storage.database import close_database


def _raw(path: Path, data: bytes) -> Path:
    path.write_bytes(data)
    return path


def _csv(path: Path, text: str, encoding: str = "utf-8") -> Path:
    path.write_bytes(text.encode(encoding))
    return path


@pytest.mark.parametrize(("make", "words"), [
    (lambda d: _csv(d / "f.csv", "name\n" + "x" * 200_000 + "\n"), "Not a readable CSV file"),
    (lambda d: _raw(d / "u.csv", "name\nP1\n".encode("utf-16") + b"\x00"), "not valid UTF-16"),
    (lambda d: _csv(d / "h.csv", "name,reading\n"), "No players below the header row (row 1)"),
    (lambda d: _csv(d / "r.csv", "name\n" + "".join(f"P{i}\n" for i in range(20_050))),
     "More than 20000 rows"),
    (lambda d: _csv(d / "n.csv", "name\nok\nbad\x00name\n"), "row 3: the name: contains a control"),
    (lambda d: _csv(d / "w.csv", "name\nＰ1\nP1\n"), "row 3: P1 is already in row 2"),
    (lambda d: _csv(d / "m.csv", "名前,よみ\n佐藤,さとう\n,すずき\n"), "row 3: the name is missing"),
    (lambda d: _csv(d / "big.csv", "name\n" + "a" * 10_500_000), "larger than 10 MB"),
])
def test_bad_player_lists_are_refused_with_the_row(refused: Callable[..., str], league: Path, tmp_path: Path,
                                                   make: Callable[[Path], Path], words: str) -> None:
    started = time.perf_counter()
    line = refused("import-players", str(make(tmp_path)), db=league)
    assert words in line, line
    assert time.perf_counter() - started < 10


def test_every_row_problem_is_listed_with_its_row(league: Path, tmp_path: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    from tournament_app.export.player_files import read_players
    from tournament_app.words.i18n import render

    text = "title\nname,status\nA,active\n,active\nB,gone\nA,active\n"
    parsed = read_players(_csv(tmp_path / "p.csv", text))
    assert [render(e.located()) for e in parsed.errors] == [
        "row 4: the name is missing",
        "row 5: unknown status gone: use active, withdrawn or substitute",
        "row 6: A is already in row 3",
    ]


def _zip_bomb(path: Path, unpacked_mb: int) -> Path:
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("[Content_Types].xml", "<Types/>")
        with z.open("xl/worksheets/sheet1.xml", "w") as f:
            chunk = b"<row><c><v>0</v></c></row>" * 40_000
            for _ in range(unpacked_mb * 1_000_000 // len(chunk) + 1):
                f.write(chunk)
    return path


def test_a_zip_bomb_is_refused_quickly_in_bounded_memory(league: Path, tmp_path: Path) -> None:
    bomb = _zip_bomb(tmp_path / "bomb.xlsx", 60)  # the limit is 50 MB
    assert bomb.stat().st_size < 2_000_000

    started = time.perf_counter()
    result = children.run([sys.executable, "-m", "tournament_app", "--lang", "en", "--db", str(league),
                           "import-players", str(bomb)], capture_output=True, timeout=60,
                          preexec_fn=memory_limit(1_500_000_000))  # not the unpacked size in memory
    assert result.returncode == 2 and result.stdout == ""
    assert "unpacks to more than 50 MB" in result.stderr and result.stderr.count("\n") == 1
    assert time.perf_counter() - started < 20


def test_ten_thousand_players_import_in_one_go(league: Path, tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    rows = "".join(f"選手 {i:05d},せんしゅ {i:05d}\n" for i in range(10_000))
    path = _csv(tmp_path / "many.csv", "name,reading\n" + rows)
    assert main(["--lang", "en", "--db", str(league), "import-players", str(path)]) == 0
    close_database()
    assert "10000 players registered" in capsys.readouterr().out
    assert main(["--lang", "en", "--db", str(league), "tournaments", "--json"]) == 0
    close_database()
    assert __import__("json").loads(capsys.readouterr().out)[0]["players"] == 10_008

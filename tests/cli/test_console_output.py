"""Output written to a file or a pipe is UTF-8 whatever encoding Python would pick for it (issue 36,
row 1 of the review): Windows encodes a redirected stdout in the ANSI code page, cp932 on a Japanese
Windows and cp1252 on a Western one, simulated here with PYTHONIOENCODING as the review measured it.
Each case is one the review saw stop with UnicodeEncodeError, exit 1 and half a file: now exit 0, and
the file holds in UTF-8 what a console shows (the same command with a UTF-8 stdout)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.children import child_env
from tournament_app.cli.main import main
from tournament_app.storage.database import close_database

CODE_PAGES = ["cp932", "cp1252"]
# The README's game record cut to one ron, carrying "time_up": true (the "— 時間切れ" of its line)
RECORD = {"rules": "jpml", "players": ["佐藤", "鈴木", "高橋", "田中"],
          "hands": [{"result": "ron", "winner": 1, "loser": 3, "han": 3, "fu": 30, "riichi": [1],
                     "time_up": True}]}


def _run(argv: list[str], encoding: str, cwd: Path, *, to_file: bool) -> tuple[int, bytes, bytes]:
    """The program with Python's stdout encoding set to ``encoding``; its output to a file (``>``) or
    through a pipe (``|``)."""
    command = [sys.executable, "-m", "tournament_app", *argv]
    env = child_env({**child_env(), "PYTHONIOENCODING": encoding})
    if not to_file:
        done = subprocess.run(command, env=env, cwd=cwd, capture_output=True, timeout=120)
        return done.returncode, done.stdout, done.stderr
    out = cwd / "out.txt"
    with out.open("wb") as file:
        done = subprocess.run(command, env=env, cwd=cwd, stdout=file, stderr=subprocess.PIPE, timeout=120)
    return done.returncode, out.read_bytes(), done.stderr


def _as_a_console_shows_it(argv: list[str], encoding: str, cwd: Path, *, to_file: bool = True) -> str:
    code, out, err = _run(argv, encoding, cwd, to_file=to_file)
    assert (code, err) == (0, b""), err.decode("utf-8", "replace")[-2000:]
    text = out.decode("utf-8")  # valid UTF-8, or this raises
    shown = _run(argv, "utf-8", cwd, to_file=to_file)[1].decode("utf-8")
    assert text == shown
    return text


@pytest.fixture(scope="module")
def demo(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The review's demo.sqlite3 (16 players with kanji names) with "Müller Jürgen" added."""
    db = tmp_path_factory.mktemp("console") / "demo.sqlite3"
    assert main(["--lang", "en", "--db", str(db), "demo", "--players", "16", "--rounds", "3",
                 "--seed", "1"]) == 0
    assert main(["--lang", "en", "--db", str(db), "add-player", "Müller Jürgen"]) == 0
    close_database()
    return db


@pytest.mark.parametrize("encoding", CODE_PAGES)
@pytest.mark.parametrize("to_file", [True, False], ids=["to a file", "through a pipe"])
def test_replay_in_japanese(tmp_path: Path, encoding: str, to_file: bool) -> None:
    (tmp_path / "rec.json").write_text(json.dumps(RECORD, ensure_ascii=False), encoding="utf-8")
    text = _as_a_console_shows_it(["--lang", "ja", "replay", "rec.json"], encoding, tmp_path, to_file=to_file)
    assert "— 時間切れ" in text and "△" in text and "佐藤" in text


@pytest.mark.parametrize("encoding", CODE_PAGES)
def test_settle_in_english_writes_the_triangle_of_a_negative_figure(tmp_path: Path, encoding: str) -> None:
    text = _as_a_console_shows_it(["--lang", "en", "settle", "35000", "30000", "20000", "15000"], encoding,
                                  tmp_path, to_file=False)
    assert text.splitlines()[-1].endswith("△45.0")  # cp1252 stopped after two rows


@pytest.mark.parametrize("encoding", CODE_PAGES)
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_standings_with_kanji_names_and_an_umlaut(demo: Path, tmp_path: Path, encoding: str,
                                                  lang: str) -> None:
    text = _as_a_console_shows_it(["--lang", lang, "--db", str(demo), "standings"], encoding, tmp_path)
    assert "Müller Jürgen" in text and len(text.splitlines()) == 18


@pytest.mark.parametrize("encoding", CODE_PAGES)
def test_standings_json_is_utf8_and_names_every_player(demo: Path, tmp_path: Path, encoding: str) -> None:
    text = _as_a_console_shows_it(["--lang", "ja", "--db", str(demo), "standings", "--json"], encoding,
                                  tmp_path)
    names = [row["name"] for row in json.loads(text)]
    assert "Müller Jürgen" in names and len(names) == 17 and all(names)


@pytest.mark.parametrize("encoding", CODE_PAGES)
def test_a_season_standings_title_with_a_dash(tmp_path: Path, encoding: str) -> None:
    db = tmp_path / "league.sqlite3"
    assert main(["--lang", "en", "--db", str(db), "season", "demo", "2025 League", "--divisions", "2",
                 "--players", "8", "--days", "2", "--hanchan", "2", "--up", "1", "--down", "1",
                 "--seed", "1"]) == 0
    close_database()
    text = _as_a_console_shows_it(["--lang", "en", "--db", str(db), "season", "standings", "2025 League"],
                                  encoding, tmp_path)
    assert "2025 League — division A" in text


@pytest.mark.parametrize("encoding", CODE_PAGES)
def test_the_help_in_japanese(tmp_path: Path, encoding: str) -> None:
    assert "麻雀" in _as_a_console_shows_it(["--lang", "ja", "--help"], encoding, tmp_path, to_file=False)


@pytest.mark.parametrize("encoding", CODE_PAGES)
def test_a_refusal_redirected_to_a_file_is_one_utf8_line(tmp_path: Path, encoding: str) -> None:
    command = [sys.executable, "-m", "tournament_app", "--lang", "ja", "replay", "missing.json"]
    env = child_env({**child_env(), "PYTHONIOENCODING": encoding})
    with (tmp_path / "err.txt").open("wb") as file:  # 2> err.txt
        done = subprocess.run(command, env=env, cwd=tmp_path, stdout=subprocess.PIPE, stderr=file,
                              timeout=120)
    assert (done.returncode, done.stdout) == (2, b"")
    line = (tmp_path / "err.txt").read_bytes().decode("utf-8")
    assert line == "tournament-app: missing.json: ファイルがありません\n"

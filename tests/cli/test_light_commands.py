"""Commands over the rules, and a tournament's standings on a SQLite file, load neither Qt nor the
PostgreSQL driver (issue 26, item 3): each runs in a fresh interpreter that then lists the modules it
loaded. A PostgreSQL database still gets its driver when a command opens one."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest

from tests import children
from tests.backends import create_pg_database, drop_pg_database

# runs the command as the console script does, then reports what it loaded on a last line of its own
WRAPPER = """
import json, sys
from tournament_app.cli.main import main
code = main(sys.argv[1:])
loaded = sorted({m.split(".")[0] for m in sys.modules})
print("\\n@@ " + json.dumps({"code": code, "loaded": loaded}))
"""
HEAVY = {"PySide6", "shiboken6", "psycopg", "psycopg2", "psycopg_binary"}

RECORD = {"players": ["A", "B", "C", "D"],
          "hands": [{"result": "ron", "winner": 1, "loser": 3, "han": 3, "fu": 30, "riichi": [1]},
                    {"result": "draw", "tenpai": [0]}]}


def run(*args: str) -> tuple[int, str, set[str]]:
    env = {k: v for k, v in os.environ.items() if k != "TOURNAMENT_APP_DB"}
    done = children.run([sys.executable, "-c", WRAPPER, *args], capture_output=True,
                        env={**env, "PYTHONIOENCODING": "utf-8"}, timeout=300, check=False)
    out, _, report = done.stdout.rpartition("\n@@ ")
    assert report, done.stderr
    result = json.loads(report)
    return result["code"], out, set(result["loaded"])


@pytest.fixture(scope="module")
def demo_db(tmp_path_factory: pytest.TempPathFactory) -> str:
    db = str(tmp_path_factory.mktemp("light") / "demo.sqlite3")
    code, _, _ = run("--db", db, "demo", "--players", "8", "--rounds", "2")
    assert code == 0
    return db


@pytest.mark.parametrize("args", [
    ["rules"],
    ["rules", "show", "wrc", "--json"],
    ["score", "--han", "3", "--fu", "30", "--tsumo"],
    ["settle", "35000", "25000", "22000", "18000", "--json"],
    ["--lang", "ja", "score", "--han", "4", "--fu", "30", "--dealer"],
])
def test_commands_over_the_rules_load_no_qt_and_no_postgresql_driver(args: list[str]) -> None:
    code, out, loaded = run(*args)
    assert code == 0 and out.strip()
    assert loaded & HEAVY == set()
    assert "peewee" not in loaded  # nor the database layer at all


def test_replay_loads_no_qt_and_no_postgresql_driver(tmp_path: Path) -> None:
    record = tmp_path / "game.json"
    record.write_text(json.dumps(RECORD), encoding="utf-8")
    code, out, loaded = run("--lang", "ja", "replay", str(record))
    assert code == 0 and "東1局" in out  # translated from the catalogue, without Qt
    assert loaded & HEAVY == set()


def test_standings_on_sqlite_load_no_qt_and_no_postgresql_driver(demo_db: str) -> None:
    code, out, loaded = run("--db", demo_db, "standings", "--json")
    assert code == 0 and len(json.loads(out)) == 8
    assert "peewee" in loaded and loaded & HEAVY == set()


def test_a_postgresql_database_still_gets_its_driver(demo_db: str) -> None:
    target = create_pg_database("light")
    try:
        code, out, loaded = run("--db", demo_db, "copy-db", "--to", target)
        assert code == 0, out
        assert "psycopg" in loaded  # loaded when the PostgreSQL target was opened, not before
        code, out, loaded = run("--db", target, "standings", "--json")
        assert code == 0 and len(json.loads(out)) == 8
    finally:
        drop_pg_database(target)

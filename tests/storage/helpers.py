"""Small builders and raw-SQLite probes shared by the storage tests."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

from tests import children
from tournament_app.storage.models import Game, Hand, Player, Round, Table, Tournament

ROOT = Path(__file__).resolve().parents[2]


def make_game(name: str = "Spring Cup", table_no: int = 1) -> Game:
    """A tournament (created once per name) with round 1, a table and a planned game of four players."""
    tournament, _ = Tournament.get_or_create(name=name, defaults={"rules": json.dumps({"preset": "jpml"})})
    rnd, _ = Round.get_or_create(tournament=tournament, number=1)
    table = Table.create(round=rnd, number=table_no)
    seats = [Player.create(name=f"P{table_no}-{i}") for i in range(4)]
    return Game.create(table=table, seat0=seats[0], seat1=seats[1], seat2=seats[2], seat3=seats[3])


def hand_fields(number: int) -> dict[str, object]:
    """The columns of a plausible hand: seat 1 wins 3900 from seat 3."""
    data = {"result": "ron", "winner": 1, "loser": 3, "han": 3, "fu": 30, "riichi": []}
    return {"number": number, "data": json.dumps(data), "round_index": 0, "honba": 0, "dealer": 0,
            "result": "ron", "d0": 0, "d1": 3900, "d2": 0, "d3": -3900,
            "after0": 25000, "after1": 28900, "after2": 25000, "after3": 21100, "left": 0}


def add_hand(game: Game, number: int) -> Hand:
    return Hand.create(game=game, **hand_fields(number))


def raw(path: Path, sql: str, params: tuple = ()) -> list[tuple]:
    """Run one statement on ``path`` outside the app (autocommit) and return its rows."""
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        return conn.execute(sql, params).fetchall()
    finally:
        conn.close()


def integrity(path: Path) -> str:
    return raw(path, "PRAGMA integrity_check")[0][0]


def python(*args: str, env: dict[str, str] | None = None, **kwargs: object) -> subprocess.Popen[str]:
    """Start ``python args...`` with this checkout importable (``env`` replaces the environment)."""
    env = dict(os.environ if env is None else env)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    return children.popen([sys.executable, *args], cwd=ROOT, env=env, **kwargs)


def make_schema_11(db: Any) -> None:
    """Turn a current database (SQLite or PostgreSQL, every link to a person undone) into schema 11: no
    person table, no player link. SQLite cannot drop a column a foreign key is on, so its player table
    is rebuilt from its own definition without it."""
    import peewee

    db.execute_sql("UPDATE player SET person_id = NULL")
    if isinstance(db, peewee.PostgresqlDatabase):
        db.execute_sql("ALTER TABLE player DROP COLUMN person_id")
    else:
        [(sql,)] = db.execute_sql("SELECT sql FROM sqlite_master WHERE name = 'player'").fetchall()
        sql = sql.replace(', "person_id" INTEGER', "").replace(
            ', FOREIGN KEY ("person_id") REFERENCES "person" ("id") ON DELETE RESTRICT', "")
        columns = ", ".join(f'"{c.name}"' for c in db.get_columns("player") if c.name != "person_id")
        db.pragma("foreign_keys", 0)
        with db.atomic():
            db.execute_sql(sql.replace('TABLE "player"', 'TABLE "player_v11"'))
            db.execute_sql(f'INSERT INTO "player_v11" ({columns}) SELECT {columns} FROM "player"')
            db.execute_sql('DROP TABLE "player"')
            db.execute_sql('ALTER TABLE "player_v11" RENAME TO "player"')
            db.execute_sql('CREATE INDEX "player_reading_name" ON "player" ("reading", "name")')
        db.pragma("foreign_keys", 1)
    db.execute_sql("DROP TABLE person")
    db.execute_sql("UPDATE tournament_app_meta SET value = '11' WHERE key = 'schema_version'")

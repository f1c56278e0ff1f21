"""What the benchmarks share: leaving the reused bench league as it was after a run; demo leagues
built once under a folder; a measurement in a process of its own."""

from __future__ import annotations

import json
import os
import subprocess
import time
from pathlib import Path
from typing import Any

from tournament_app.storage.models import Game, Hand, Round, Table


def league(folder: Path, size: str) -> Path:
    """The demo league ``PLAYERSxROUNDS``'s database in ``folder``, built the first time with
    ``tournament-app demo`` (minutes: 1,000 × 200 takes about ten)."""
    players, rounds = size.split("x")
    db = folder / f"league-{size}.sqlite3"
    if not db.exists():
        print(f"building {db} …", flush=True)
        subprocess.run(["tournament-app", "--db", str(db), "demo", "--players", players, "--rounds", rounds],
                       check=True, stdout=subprocess.DEVNULL)
    return db


def child(args: list[str]) -> dict[str, Any]:
    """Run ``args`` as a process of its own: what it printed last as JSON (if anything), with its
    wall time, CPU time and peak resident memory (its own ``ru_maxrss``)."""
    started = time.perf_counter()
    proc = subprocess.Popen(args, stdout=subprocess.PIPE, text=True)
    out = proc.stdout.read() if proc.stdout else ""
    _pid, status, usage = os.wait4(proc.pid, 0)
    seconds = time.perf_counter() - started
    if os.waitstatus_to_exitcode(status):
        raise SystemExit(f"{args} failed ({os.waitstatus_to_exitcode(status)})")
    lines = [line for line in out.splitlines() if line.startswith("{")]
    result = json.loads(lines[-1]) if lines else {}
    result.setdefault("seconds", round(seconds, 1))
    result["cpu_seconds"] = round(usage.ru_utime + usage.ru_stime, 1)
    result["peak_mb"] = round(usage.ru_maxrss / 1024, 1)
    return result


def drop_round(tournament_id: int, number: int) -> None:
    """Remove a round a benchmark added, with its games and hands (no service does this on
    purpose: a real round with results is never deleted)."""
    rnd = Round.get((Round.tournament == tournament_id) & (Round.number == number))
    ids = [g.id for g in Game.select().join(Table).where(Table.round == rnd)]
    Hand.delete().where(Hand.game.in_(ids)).execute()
    Game.delete().where(Game.id.in_(ids)).execute()
    Table.delete().where(Table.round == rnd).execute()
    rnd.delete_instance()

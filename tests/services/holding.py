"""Another program holding the tournament database, as a stuck tool or a long maintenance job would: a
separate process that takes the lock, says so, and lets go when told (or when the test ends).

SQLite: a write transaction (``BEGIN IMMEDIATE``: every other writer waits). PostgreSQL: ``row``, the
game's row locked (``SELECT … FOR UPDATE``: writes to that game wait), or ``table``, the game table
locked whole (``LOCK TABLE game``: every statement on it waits, reads too).
"""

from __future__ import annotations

import contextlib
import subprocess
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager

HOLDER = r"""
import select, sys
address, game_id, how, most = sys.argv[1], int(sys.argv[2]), sys.argv[3], float(sys.argv[4])
if address.startswith("postgresql"):
    import psycopg
    conn = psycopg.connect(address)
    if how == "table":
        conn.execute("LOCK TABLE game IN ACCESS EXCLUSIVE MODE")
    else:
        conn.execute("SELECT id FROM game WHERE id = %s FOR UPDATE", (game_id,)).fetchall()
else:
    import sqlite3
    conn = sqlite3.connect(address, isolation_level=None)
    conn.execute("BEGIN IMMEDIATE")
print("held", flush=True)
if select.select([sys.stdin], [], [], most)[0]:  # told to let go, or after ``most`` seconds anyway
    sys.stdin.readline()
conn.rollback()
print("released", flush=True)
"""


class Holder:
    def __init__(self, proc: subprocess.Popen) -> None:
        self.proc = proc
        self._lock = threading.Lock()  # released from a timer's thread, and at the end

    def release(self) -> None:
        """Let go (the lock is free once this returns)."""
        with self._lock:
            if self.proc.poll() is not None:
                return
            assert self.proc.stdin is not None and self.proc.stdout is not None
            with contextlib.suppress(BrokenPipeError):  # (it let go by itself just now)
                self.proc.stdin.write("go\n")
                self.proc.stdin.flush()
            assert self.proc.stdout.readline().strip() == "released"
            self.proc.wait(timeout=30)


@contextmanager
def holding(address: str, game_id: int, how: str = "row", most: float = 30) -> Iterator[Holder]:
    """Inside: another process holds the database ``address`` (``how``: see the module), for at most
    ``most`` seconds (a test of a wait that never ends then fails instead of hanging)."""
    proc = subprocess.Popen([sys.executable, "-c", HOLDER, address, str(game_id), how, str(most)],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    holder = Holder(proc)
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline().strip()
        assert line == "held", proc.stderr.read() if proc.stderr else line
        yield holder
    finally:
        holder.release()

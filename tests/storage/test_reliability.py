"""Separate writer processes: killed mid-stream, and two at once on the same game."""

from __future__ import annotations

import signal
import subprocess
import time
from pathlib import Path

import pytest

from tests.storage.helpers import integrity, make_game, python, raw
from tournament_app.storage import close_database, open_database


def _game_in_new_file(path: Path) -> int:
    open_database(path)
    game_id = make_game().id
    close_database()
    return game_id


def _writer(path: Path, game_id: int, count: int, pause: float = 0) -> subprocess.Popen[str]:
    proc = python("-m", "tests.storage.writer", str(path), str(game_id), str(count), str(pause),
                  stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    assert proc.stdout is not None and proc.stdout.readline() == "ready\n"
    return proc


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs POSIX signals")
def test_every_acknowledged_hand_survives_sigkill(db_path: Path) -> None:
    game_id = _game_in_new_file(db_path)
    proc = _writer(db_path, game_id, 1_000_000)
    assert proc.stdin is not None and proc.stdout is not None
    proc.stdin.write("go\n")
    proc.stdin.flush()
    acked: list[int] = []
    deadline = time.monotonic() + 20
    while len(acked) < 300 and time.monotonic() < deadline:
        acked.append(int(proc.stdout.readline()))
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=10)
    acked += [int(line) for line in proc.stdout.read().split()]  # printed after commit, before the kill
    proc.stdout.close()
    proc.stdin.close()
    assert proc.returncode == -signal.SIGKILL
    assert len(acked) >= 300
    assert Path(f"{db_path}-wal").exists()  # killed with a live write-ahead log: recovery is exercised

    assert integrity(db_path) == "ok"
    stored = [n for (n,) in raw(db_path, "SELECT number FROM hand WHERE game_id = ? ORDER BY number",
                                (game_id,))]
    assert stored[: len(acked)] == acked == list(range(1, len(acked) + 1))
    assert len(stored) - len(acked) <= 1  # at most the one committed but not yet printed
    open_database(db_path)  # and the app opens it as usual


def test_two_writers_at_once_lose_and_duplicate_nothing(db_path: Path) -> None:
    game_id = _game_in_new_file(db_path)
    count = 250
    procs = [_writer(db_path, game_id, count, pause=0.001) for _ in range(2)]
    for proc in procs:  # both are connected before either writes
        assert proc.stdin is not None
        proc.stdin.write("go\n")
        proc.stdin.flush()
    outputs = [proc.communicate(timeout=60) for proc in procs]
    assert [proc.returncode for proc in procs] == [0, 0], outputs
    numbers = [[int(n) for n in out.split()] for out, _ in outputs]

    assert sorted(numbers[0] + numbers[1]) == list(range(1, 2 * count + 1))
    assert all(len(ns) == count for ns in numbers)
    # They really did overlap: neither wrote one block before the other started.
    assert all(ns != list(range(ns[0], ns[0] + count)) for ns in numbers)
    stored = raw(db_path, "SELECT number FROM hand WHERE game_id = ? ORDER BY number", (game_id,))
    assert [n for (n,) in stored] == list(range(1, 2 * count + 1))
    assert integrity(db_path) == "ok"

"""The window's responsiveness during long jobs (issue 17, item 5): each job run as before, directly on
the GUI thread, then as the app runs it now (ui.progress.run_job: a worker thread behind a progress
dialog). A 10 ms QTimer on the GUI thread stands for the window: the longest gap between its ticks is
how long the window was frozen.

    python bench/bench_progress.py [--players 100] [--rounds 10] [--pdf]

Builds the demo league in a temporary folder (hand by hand, a few seconds). ``--pdf`` also prints
every score sheet (two pages a game: slow).
"""

from __future__ import annotations

import argparse
import itertools
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=100)
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--pdf", action="store_true")
    args = parser.parse_args()

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QWidget

    from tournament_app.export import outputs
    from tournament_app.services.demo import create_demo
    from tournament_app.storage.database import open_database
    from tournament_app.ui.app import application
    from tournament_app.ui.progress import run_job

    app = application()
    work = Path(tempfile.mkdtemp(prefix="bench-progress-"))
    open_database(work / "league.sqlite3")
    start = time.perf_counter()
    tid = create_demo(players_count=args.players, rounds_count=args.rounds, seed=1, name="Bench")
    print(f"demo {args.players} players x {args.rounds} rounds: {time.perf_counter() - start:.1f} s")
    window = QWidget()
    window.show()
    ticks: list[float] = []
    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    timer.start()

    def measure(label: str, job: Callable[[], object]) -> None:
        app.processEvents()
        ticks.clear()
        begin = time.perf_counter()
        job()
        end = time.perf_counter()
        points = [begin, *(t for t in ticks if begin <= t <= end), end]
        gap = max(b - a for a, b in itertools.pairwise(points))
        print(f"{label:<34} {end - begin:6.2f} s   longest freeze {gap * 1000:6.0f} ms")

    jobs: list[tuple[str, Callable[..., object]]] = [
        ("workbook", lambda p=None: outputs.export_workbook(tid, work / "league.xlsx", progress=p))]
    if args.pdf:
        jobs.append(("score sheets PDF", lambda p=None: outputs.print_document(
            tid, "scoresheets", work / "sheets.pdf", progress=p)))
    for name, job in jobs:
        measure(f"{name}, on the GUI thread", job)
        measure(f"{name}, in a worker (run_job)", lambda job=job, name=name: run_job(window, name, job))
    sys.stdout.flush()
    os._exit(0)  # skip tearing Qt down: nothing to save


if __name__ == "__main__":
    sys.exit(main())

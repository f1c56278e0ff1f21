"""Benchmark of the main window's start (issue 26, item 5): ``tournament-app --db FILE`` from a fresh
process to the main window on screen, side by side with a bare PySide6 ``QMainWindow`` in the same run.

    python bench/bench_main_window.py [--db FILE] [--runs 9]

Without ``--db`` a demo tournament (32 players, 6 rounds) is made once in the temporary folder.
Offscreen; each process starts with warm byte-code caches (in a cache folder of this benchmark, as an
installed app has them) and its own empty settings. The app runs its real entry point; only its event
loop is replaced, after the window has handled its first events, by a line with the time. Goal: the
main window within 2× the bare window.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from pathlib import Path

from fresh_process import add_root_option, environment, run

# The real entry point; ``QApplication.exec`` is replaced once tournament_app.ui.app is loaded (so the
# order in which the app imports its modules stays its own).
APP = r"""
import importlib.abc, importlib.util, sys, time
t0 = time.perf_counter()

def shown(app):
    app.processEvents()
    print(f"@@ {time.perf_counter() - t0:.4f}")
    return 0

class Hook(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    def find_spec(self, name, path=None, target=None):
        if name != "tournament_app.ui.app":
            return None
        sys.meta_path.remove(self)
        spec = importlib.util.find_spec(name)
        self.inner, spec.loader = spec.loader, self
        return spec
    def create_module(self, spec):
        return self.inner.create_module(spec)
    def exec_module(self, module):
        self.inner.exec_module(module)
        module.QApplication.exec = shown

sys.meta_path.insert(0, Hook())
from tournament_app.cli.main import main
sys.exit(main(sys.argv[1:]))
"""

BARE = r"""
import time
t0 = time.perf_counter()
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication([])
window = QMainWindow()
window.resize(1200, 780)
window.show()
app.processEvents()
print(f"@@ {time.perf_counter() - t0:.4f}")
"""


def timed(code: str, args: list[str], env: dict[str, str]) -> float:
    done = run([sys.executable, "-c", code, *args], env, capture_output=True, timeout=120)
    return float(next(line for line in done.stdout.splitlines() if line.startswith("@@"))[3:])


def demo(env: dict[str, str]) -> Path:
    db = Path(tempfile.gettempdir()) / "bench-main-window.sqlite3"
    if not db.exists():
        run([sys.executable, "-m", "tournament_app", "--db", str(db), "demo", "--players", "32", "--rounds",
             "6"], env, capture_output=True)
    return db


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--db", type=Path)
    parser.add_argument("--runs", type=int, default=9)
    add_root_option(parser)
    args = parser.parse_args()
    env = environment(args.root, QT_QPA_PLATFORM="offscreen")
    env["XDG_CONFIG_HOME"] = env["BENCH_FOLDER"]  # empty settings: the first start of the app
    db = args.db or demo(env)
    app_times, bare_times = [], []
    timed(APP, ["--db", str(db)], env)  # warm the byte-code caches
    timed(BARE, [], env)
    for _ in range(args.runs):  # interleaved, so that the machine's load falls on both alike
        app_times.append(timed(APP, ["--db", str(db)], env))
        bare_times.append(timed(BARE, [], env))
    app_ms, bare_ms = statistics.median(app_times) * 1000, statistics.median(bare_times) * 1000
    print(f"{'fresh process to window shown':<34}{'median ms':>10}{'min ms':>8}")
    print(f"{'tournament-app --db FILE':<34}{app_ms:>10.0f}{min(app_times) * 1000:>8.0f}")
    print(f"{'bare PySide6 QMainWindow':<34}{bare_ms:>10.0f}{min(bare_times) * 1000:>8.0f}")
    print(f"ratio {app_ms / bare_ms:.2f}× (goal ≤ 2×), runs={args.runs}, database {db}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

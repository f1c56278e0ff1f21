"""Benchmark of the main window's start (issue 26, item 5): ``tournament-app --db FILE`` in a fresh
process until the main window is on screen, in the system's language and in Japanese, side by side with
a bare PySide6 ``QMainWindow`` in the same run.

    python bench/bench_main_window.py [--db FILE] [--runs 9]

Without ``--db`` a demo tournament (32 players, 6 rounds) is made once in the temporary folder.
Offscreen; each process starts with warm byte-code caches (in a cache folder of this benchmark, as an
installed app has them) and its own empty settings. The app runs its real entry point; only its event
loop is replaced, after the window has handled its first events, by lines with the times. Three
measures, each against the bare window's: from the spawn of the process to the window shown (what a
user waits), from the process's first line of Python to the window shown (Python's own start left out
of both), and the whole process, its exit included (how the issue took its 0.15 s for the bare window).
Goal: the main window within 2× the bare window. The last line says whether the start made Qt's
namespace (ui/labels.py says why it should not).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

from fresh_process import ROOT, add_root_option, environment, run

# The real entry point, reporting its first paint (tools/start_probe.py: also what the start loaded).
PROBE = ROOT / "tools" / "start_probe.py"

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
print(f"@M {time.monotonic():.6f}")
"""


def timed(argv: list[str], env: dict[str, str], said: dict[str, str] | None = None
          ) -> tuple[float, float, float]:
    """From the spawn of the process and from its first line of Python to the window shown, and the
    whole process (its exit included: how the issue's 0.15 s for a bare window was taken), in s."""
    spawned = time.monotonic()
    done = run([sys.executable, *argv], env, capture_output=True, timeout=120)
    ended = time.monotonic()
    lines = done.stdout.splitlines()
    if said is not None:
        said.update(line[1:].split(" ", 1) for line in lines if line.startswith("@Qt "))
    shown_at = float(next(line for line in lines if line.startswith("@M"))[3:])
    return (shown_at - spawned, float(next(line for line in lines if line.startswith("@@"))[3:]),
            ended - spawned)


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
    starts = {"tournament-app --db FILE": ["--db", str(db)],  # the system's language (English here)
              "tournament-app --db FILE --lang ja": ["--db", str(db), "--lang", "ja"]}
    times: dict[str, list[tuple[float, float, float]]] = {name: [] for name in [*starts, "bare"]}
    said: dict[str, str] = {}
    for argv in starts.values():  # warm the byte-code caches
        timed([str(PROBE), *argv], env)
    timed(["-c", BARE], env)
    for _ in range(args.runs):  # interleaved, so that the machine's load falls on all alike
        for name, argv in starts.items():
            times[name].append(timed([str(PROBE), *argv], env, said))
        times["bare"].append(timed(["-c", BARE], env))

    def median_ms(name: str, which: int) -> float:
        return statistics.median(t[which] for t in times[name]) * 1000

    print(f"{'median of fresh processes':<36}{'spawn to shown':>16}{'Python start to shown':>23}"
          f"{'whole process':>16}")
    for name in [*starts, "bare"]:
        cells = []
        for which in (0, 1, 2):
            ms = median_ms(name, which)
            ratio = "" if name == "bare" else f" {ms / median_ms('bare', which):.2f}×"
            cells.append(f"{ms:4.0f} ms{ratio:<7}")
        label = "bare PySide6 QMainWindow" if name == "bare" else name
        print(f"{label:<36}{cells[0]:>16}{cells[1]:>23}{cells[2]:>16}")
    print(f"goal ≤ 2×; runs={args.runs}, database {db}; Qt's namespace made before the first paint: "
          f"{'yes' if said.get('Qt') == 'True' else 'no'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

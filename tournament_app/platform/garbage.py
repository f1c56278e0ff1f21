"""Python's cyclic garbage collection at the start: off while the modules load (:mod:`.cli.entry`),
on again before a command runs or once the app's window is up.

The modules make some 200,000 objects that live as long as the process, and each collection on the way
scanned them all again: 8 ms of the main window's start (bench/bench_main_window.py). When collection
comes back on, those objects are set aside for good (``gc.freeze``), so that later collections, in a
long export or a day at the desk, scan only what was made since.
"""

from __future__ import annotations

import gc


def collect_from_now_on() -> None:
    if not gc.isenabled():  # (left as it is where the process started otherwise: tests, a bench)
        gc.freeze()
        gc.enable()

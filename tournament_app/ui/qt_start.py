"""Loading PySide6 for the app's start, without its per-module source scan.

Once PySide6 is loaded, every import statement passes through its ``__feature__`` hook, which reads
the source of each module it has not seen yet, looking for the word "PySide6": a module that names it
may switch on PySide6's ``__feature__`` options (snake_case, true_property). This app uses none. The
main window's start read 41 sources that way (4.8 ms, bench/bench_main_window.py), most of them of
modules loaded before PySide6 and named again by the windows' imports. Those are recorded here as
PySide6 records a module that does not name it (-1: its features are left alone), which spares 2.6 ms;
a module loaded later is read once, as before. Where a PySide6 version keeps no such table, nothing is
done and PySide6 reads them as usual.
"""

from __future__ import annotations

import sys

FEATURE_MODULES = ("shibokensupport.feature", "PySide6.support.feature")


def load_qt() -> None:
    import PySide6.QtWidgets  # noqa: F401 - QtCore and QtGui come with it

    table = next((getattr(sys.modules[name], "pyside_feature_dict", None) for name in FEATURE_MODULES
                  if name in sys.modules), None)
    if isinstance(table, dict):
        for name in list(sys.modules):
            table.setdefault(name, -1)

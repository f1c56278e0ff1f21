"""Start the app as ``tournament-app ARGS`` does and report its first paint, instead of running it.

    python tools/start_probe.py --db FILE [--lang ja]

The console script's entry point runs unchanged; only ``QApplication.exec`` is replaced, once
``tournament_app.ui.app`` is loaded (so the app loads its modules in its own order), by a function that
lets the window handle its first events and prints, one per line:

    @@ seconds since this script's first line        @M the system's monotonic clock then
    @Qt whether Qt's namespace was made (ui/labels.py) @GC whether collection is on, start frozen
    @TITLE the main window's title                     @MODULES every module loaded, by name

Used by bench/bench_main_window.py (the times) and tests/ui/test_start_path.py (what was loaded).
"""

from __future__ import annotations

import sys
import time

t0 = time.perf_counter()
from importlib.machinery import ModuleSpec, PathFinder  # noqa: E402 - (light: importlib.abc costs 9 ms)
from types import ModuleType  # noqa: E402


def shown(app: QApplication) -> int:  # noqa: F821 - (PySide6 is loaded by then)
    app.processEvents()
    print(f"@@ {time.perf_counter() - t0:.4f}")
    print(f"@M {time.monotonic():.6f}")  # the parent's spawn time is on this clock too
    import gc

    print(f"@Qt {'Qt' in sys.modules['PySide6.QtCore'].__dict__}")
    print(f"@GC {gc.isenabled()} {gc.get_freeze_count() > 10000}")
    window = next(w for w in app.topLevelWidgets() if type(w).__name__ == "MainWindow")
    print(f"@TITLE {window.windowTitle()}")
    print(f"@MODULES {' '.join(sorted(sys.modules))}")
    return 0


class Hook:
    """A finder and loader for tournament_app.ui.app alone."""

    def find_spec(self, name: str, path: list[str] | None = None, target: object = None) -> ModuleSpec | None:
        if name != "tournament_app.ui.app":
            return None
        sys.meta_path.remove(self)
        spec = PathFinder.find_spec(name, path)
        assert spec is not None and spec.loader is not None
        self.inner, spec.loader = spec.loader, self
        return spec

    def create_module(self, spec: ModuleSpec) -> ModuleType | None:
        return self.inner.create_module(spec)

    def exec_module(self, module: ModuleType) -> None:
        self.inner.exec_module(module)
        module.QApplication.exec = shown


if __name__ == "__main__":
    sys.path.pop(0)  # this script's folder: the app's modules come from the installed or PYTHONPATH copy
    sys.meta_path.insert(0, Hook())
    from tournament_app.cli.entry import run  # the console script's (it reads sys.argv)

    sys.exit(run())

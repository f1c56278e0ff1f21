"""PyInstaller entry script: the same as the ``tournament-app`` console script.

``--bundle-check`` (only here, for the build scripts) checks what a frozen build must carry and
prints it: the app's translations (Japanese, and the English plural forms) and icon found through
importlib.resources, Qt's own Japanese catalogue (qtbase_ja.qm) in QLibraryInfo's TranslationsPath,
the Qt plugin path, the venue server's web stack, and the PostgreSQL driver with the libpq the bundle
itself carries (psycopg's binary or C implementation: its pure-Python one would need a libpq from the
user's system, and every server connection of the bundle would fail where there is none). Exit 1 when
something is missing.

``TOURNAMENT_APP_T0=<unix time>`` (for measuring start-up): prints the seconds from that moment
(set by the caller just before starting the executable) to the main window's first show and to
the first turn of the event loop after it.
"""

from __future__ import annotations

import os
import sys


def _bundle_check() -> int:
    if sys.platform.startswith("linux") and not os.environ.get("DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from importlib.resources import files

    from PySide6.QtCore import QLibraryInfo, QTranslator
    from PySide6.QtGui import QGuiApplication, QImage

    from tournament_app.words.i18n import qm_path, set_language, tr

    app = QGuiApplication(sys.argv[:1])  # noqa: F841  (QImage of a PNG needs the image plugins)
    problems: list[str] = []
    res = files("tournament_app.resources")
    print(f"frozen: {getattr(sys, 'frozen', False)}  resources: {res}")

    qm = qm_path("ja")
    ok = QTranslator().load(qm)
    print(f"app catalogue {qm}: {'loads' if ok else 'MISSING'}")
    if not ok:
        problems.append("tournament_app_ja.qm")
    if set_language("ja") != "ja":
        problems.append("set_language('ja')")
    print(f"  Japanese in force: {tr('ui.app', 'Quit')!r}")
    if set_language("en") != "en" or tr("ui.standings", "%n players", 1) != "1 player":
        problems.append("tournament_app_en.qm (English plural forms)")
    print(f"  English plural forms: {tr('ui.standings', '%n players', 1)!r}")

    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    ok = QTranslator().load("qtbase_ja", qt_dir)
    print(f"Qt catalogue qtbase_ja.qm in {qt_dir}: {'loads' if ok else 'MISSING'}")
    if not ok:
        problems.append("qtbase_ja.qm")

    for name in ("icon.png", "icon.svg", "icon.ico"):
        icon = res / name
        found = icon.is_file()
        if name == "icon.png" and found:
            found = not QImage(str(icon)).isNull()
        print(f"{name}: {'ok' if found else 'MISSING'}")
        if not found and name == "icon.png":
            problems.append(name)
    print(f"Qt plugins: {QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath)}")
    try:  # Tables on phones: the web stack and the pages' files
        from tournament_app.web.app import create_app  # noqa: F401
        from tournament_app.web.html import static_files

        print(f"phones' pages: {sorted(static_files())}")
    except (ImportError, OSError) as exc:
        print(f"phones' pages: MISSING ({exc})")
        problems.append("tournament_app.web")
    problems += _driver_check()
    set_language("en")
    if problems:
        print("bundle check FAILED: " + ", ".join(problems), file=sys.stderr)
        return 1
    print("bundle check passed")
    return 0


def _driver_check() -> list[str]:
    try:
        import psycopg
    except ImportError as exc:  # psycopg not collected, or none of its implementations found a libpq
        print(f"PostgreSQL driver: MISSING ({' '.join(str(exc).split())})")
        return ["psycopg with its libpq"]
    impl, libpq = psycopg.pq.__impl__, psycopg.pq.version()  # version(): libpq's own, as loaded
    print(f"PostgreSQL driver: psycopg {psycopg.__version__} ({impl}), "
          f"libpq {libpq // 10000}.{libpq % 10000}")
    return [] if impl in ("binary", "c") else [f"psycopg's own libpq (found only the {impl} implementation)"]


def _startup_probe(t0: float) -> None:
    import time

    from PySide6.QtCore import QTimer

    from tournament_app.ui import main_window

    original_show = main_window.MainWindow.show

    def show(self) -> None:  # type: ignore[no-untyped-def]
        print(f"startup: main window show() at {time.time() - t0:.2f} s", file=sys.stderr)
        original_show(self)
        QTimer.singleShot(0, lambda: print(
            f"startup: main window shown, event loop turned at {time.time() - t0:.2f} s", file=sys.stderr))
        main_window.MainWindow.show = original_show

    main_window.MainWindow.show = show


if __name__ == "__main__":
    if os.environ.get("TOURNAMENT_APP_T0"):
        _startup_probe(float(os.environ["TOURNAMENT_APP_T0"]))
    if sys.argv[1:2] == ["--bundle-check"]:
        sys.exit(_bundle_check())
    from tournament_app.cli.entry import run  # the tournament-app command's own entry point

    sys.exit(run())

"""The ``tournament-app`` program's entry point, light on purpose: its first act is to take SIGINT and
SIGTERM from the system (:func:`tournament_app.signals.catch_early`), so that a stop from then on,
also while the modules load, ends the command in one line (exit 130 or 143), and one on the way out
changes nothing. Nothing has been opened or written while the modules load.

Cyclic garbage collection waits too, while the modules load (:mod:`tournament_app.garbage`).
"""

import gc


def run() -> int:
    from tournament_app.signals import catch_early

    catch_early()
    gc.disable()
    from tournament_app.cli.main import main

    return main()

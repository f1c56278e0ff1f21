"""The ``tournament-app`` program's entry point, light on purpose: its first act is to take Ctrl+C,
SIGTERM (Windows: Ctrl+Break, the console closed) from the system
(:func:`tournament_app.platform.signals.catch_early`), so that a stop from then on, also while the
modules load, ends the command in one line (exit 130 or 143), and one on the way out changes nothing.
Nothing has been opened or written while the modules load.

Cyclic garbage collection waits too, while the modules load (:mod:`tournament_app.platform.garbage`). Before
anything, a password in an address on the command line leaves the process list
(:mod:`tournament_app.cli.process_list`).
"""

import gc

from tournament_app.cli.process_list import hide_passwords


def run() -> int:
    from tournament_app.platform.signals import catch_early

    catch_early()
    hide_passwords()
    gc.disable()
    from tournament_app.cli.main import main

    return main()

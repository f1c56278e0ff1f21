"""The ``tournament-app`` program's entry point, light on purpose: Ctrl+C in the moment before the command
line has its own handler (:func:`tournament_app.cli.main.main` installs it first thing) ends the process
as the signal does (exit 130) instead of printing a traceback of the imports it interrupted. Nothing
has been opened or written by then.

Cyclic garbage collection waits too, while the modules load (:mod:`tournament_app.garbage`). Before
anything, a password in an address on the command line leaves the process list
(:mod:`tournament_app.cli.process_list`).
"""

import gc
import signal

from tournament_app.cli.process_list import hide_passwords


def run() -> int:
    hide_passwords()
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    gc.disable()
    from tournament_app.cli.main import main

    return main()

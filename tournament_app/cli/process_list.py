"""A password written in an address on the command line (``--db postgresql://desk:PASS@…``, ``copy-db
--to …``) is taken off the process list first thing (:func:`hide_passwords`, called by
:mod:`tournament_app.cli.entry` before anything else loads): the copy of the command line that ``ps``,
``/proc/PID/cmdline``, Task Manager and WMI show is rewritten in place without it. The command still
reads the password from Python's own copy (``sys.argv``) and keeps it in memory
(:mod:`tournament_app.files.server_address`). Where the rewrite cannot be done, :func:`left_visible` says
so and the command is refused with the ways to give a password that never shows.

How each system's copy is rewritten is :mod:`tournament_app.platform.command_line`'s; on Windows it is
refused. The line Task Manager and WMI show is held by this process and again by the
  launchers that started it (the console script's ``tournament-app.exe``, a virtual environment's
  ``python.exe``): taking it out would mean writing into other processes' memory, which security
  software rightly flags, so a password there is refused with the ways that never show it.
"""

from __future__ import annotations

import os
import sys

from tournament_app.files.server_address import hidden
from tournament_app.platform import command_line

_state = {"visible": False}


def hide_passwords() -> None:
    """Rewrite the process's visible command line without the passwords in it (see the module)."""
    if all(hidden(arg) == arg for arg in sys.argv):
        return
    try:
        shown = command_line.rewrite_arguments(without_passwords)
        done = shown is not None and _clean(shown)
    except Exception:  # whatever keeps the line from being rewritten (no /proc, no such function, an
        done = False  # old kernel, a Windows call refused): the command is refused, never a traceback
    _state["visible"] = not done


def left_visible() -> bool:
    """Whether :func:`hide_passwords` found a password it could not take off the process list."""
    return _state["visible"]


def without_passwords(area: bytes) -> bytes | None:
    """The arguments area (each argument ended by a NUL) with every password taken out, padded with NULs
    to its length; None when there is nothing to take out."""
    args = area.split(b"\0")
    tail = args.pop() if args and args[-1] == b"" else None  # the area ends with a NUL
    new = [os.fsencode(hidden(os.fsdecode(arg))) for arg in args]
    if new == args:
        return None
    data = b"\0".join(new) + (b"\0" if tail is not None else b"")
    if len(data) > len(area):  # (taking out only shortens)
        raise ValueError("longer")
    return data + b"\0" * (len(area) - len(data))


def _clean(area: bytes) -> bool:
    return all(hidden(os.fsdecode(arg)) == os.fsdecode(arg) for arg in area.split(b"\0"))

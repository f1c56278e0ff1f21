"""The process's own command line as other programs see it (``ps``, ``/proc/PID/cmdline``, Task
Manager), rewritten in place: :func:`rewrite_arguments`.

- Linux: ``/proc/PID/cmdline`` is the memory from ``arg_start`` to ``arg_end`` (``/proc/self/stat``),
  written through ``/proc/self/mem`` (a wrong address is an error there, not a crash).
- macOS: ``ps`` reads the strings ``*_NSGetArgv()`` points to (the kernel's copy on the stack).
- Windows: not done. The line Task Manager and WMI show is held by this process and again by the
  launchers that started it (the console script's ``tournament-app.exe``, a virtual environment's
  ``python.exe``); changing it would mean writing into other processes' memory.

Nothing but the standard library: this runs as the program's first step, before anything loads.
"""

from __future__ import annotations

from collections.abc import Callable

from tournament_app.platform import system

# the arguments area (each argument ended by a NUL) -> the same length rewritten, or None: unchanged
Change = Callable[[bytes], "bytes | None"]


def rewrite_arguments(change: Change) -> bytes | None:
    """Apply ``change`` to the arguments area other programs read; the area as they now see it, or None
    where this system's copy cannot be rewritten. Errors of the system's calls propagate."""
    if system.SYSTEM == system.LINUX:
        return _linux(change)
    if system.SYSTEM == system.MACOS:
        return _macos(change)
    return None


def _linux(change: Change) -> bytes:
    with open("/proc/self/stat", "rb") as stat:
        fields = stat.read().rpartition(b")")[2].split()  # from field 3 on (the name may hold spaces)
    start, end = int(fields[45]), int(fields[46])  # fields 48 and 49: arg_start, arg_end
    with open("/proc/self/mem", "r+b", buffering=0) as mem:
        mem.seek(start)
        new = change(mem.read(end - start))
        if new is not None:
            mem.seek(start)
            mem.write(new)
    with open("/proc/self/cmdline", "rb") as cmdline:  # what ps reads
        return cmdline.read()


def _macos(change: Change) -> bytes | None:
    import ctypes

    libc = ctypes.CDLL(None)
    libc._NSGetArgc.restype = ctypes.POINTER(ctypes.c_int)
    libc._NSGetArgv.restype = ctypes.POINTER(ctypes.POINTER(ctypes.c_void_p))
    argc, argv = libc._NSGetArgc()[0], libc._NSGetArgv()[0]
    starts = [argv[i] for i in range(argc)]
    if not starts or None in starts:
        return None
    size = 0
    for at in starts:  # the kernel lays the strings out one after the other: one area
        if at != starts[0] + size:
            return None
        size += len(ctypes.string_at(at)) + 1
    new = change(ctypes.string_at(starts[0], size))
    if new is not None:
        ctypes.memmove(starts[0], new, size)
    return ctypes.string_at(starts[0], size)


"""Whether this machine has a screen for Qt, before Qt is started.

Linux (and the BSDs) draw through a display server named by ``DISPLAY`` or ``WAYLAND_DISPLAY``; Windows
and macOS always have their own. :func:`headless` says when there is none (prints and the self-test
then use Qt's offscreen platform); :func:`display_problem` says, before a window is opened on Linux,
what stops it: no display, or missing system libraries of Qt's xcb platform, where Qt would abort with
a screenful ("Could not load the Qt platform plugin xcb …") and a newcomer needs one line saying what to
install. No Qt is imported here: this runs before the QApplication.
"""

from __future__ import annotations

import os
from collections.abc import Mapping

from tournament_app.platform import system

# What Qt's xcb platform plugin loads (ldd of libqxcb.so and libQt6XcbQpa.so.6 in PySide6 6.x) and
# the Debian/Ubuntu package that holds each library.
XCB_LIBRARIES = {
    "libxcb.so.1": "libxcb1", "libX11.so.6": "libx11-6", "libX11-xcb.so.1": "libx11-xcb1",
    "libxcb-cursor.so.0": "libxcb-cursor0", "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0", "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0", "libxcb-render.so.0": "libxcb-render0",
    "libxcb-render-util.so.0": "libxcb-render-util0", "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0", "libxcb-sync.so.1": "libxcb-sync1", "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0", "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxkbcommon.so.0": "libxkbcommon0", "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libEGL.so.1": "libegl1", "libGL.so.1": "libgl1", "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6", "libdbus-1.so.3": "libdbus-1-3", "libglib-2.0.so.0": "libglib2.0-0",
}


def headless(env: Mapping[str, str] | None = None) -> bool:
    """No display server to draw on: a Linux or BSD machine with neither ``DISPLAY`` nor
    ``WAYLAND_DISPLAY`` (Windows and macOS have a display without those variables)."""
    env = os.environ if env is None else env
    return system.SYSTEM == system.LINUX and not (env.get("DISPLAY") or env.get("WAYLAND_DISPLAY"))


def missing_packages(libraries: Mapping[str, str] = XCB_LIBRARIES) -> list[str]:
    """The packages whose library cannot be loaded, in a stable order without repeats."""
    import ctypes  # only where a window is opened through xcb: not at every start

    missing = []
    for library, package in libraries.items():
        try:
            ctypes.CDLL(library)
        except OSError:
            if package not in missing:
                missing.append(package)
    return missing


def display_problem(env: Mapping[str, str] | None = None, platform: str | None = None,
                    libraries: Mapping[str, str] = XCB_LIBRARIES) -> str | None:
    """One line to print instead of Qt's abort, or None when a window can be opened (or we cannot tell)."""
    env = os.environ if env is None else env
    platform = system.SYSTEM if platform is None else platform
    if not platform.startswith("linux") or env.get("QT_QPA_PLATFORM", "xcb") != "xcb":
        return None
    if env.get("XDG_SESSION_TYPE") == "wayland" and env.get("WAYLAND_DISPLAY"):
        return None  # Qt opens the window through Wayland, not xcb
    if not env.get("DISPLAY"):
        return ("tournament-app: there is no screen to open the window on (DISPLAY is not set): start it "
                "from the desktop, or use the command line (tournament-app --help)")
    missing = missing_packages(libraries)
    if missing:
        return ("tournament-app: the window cannot open: these system libraries are missing; install "
                f"them and start again: sudo apt-get install {' '.join(missing)}")
    return None

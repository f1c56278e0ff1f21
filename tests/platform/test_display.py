"""A newcomer on a Linux desktop without Qt's xcb libraries gets one line naming the packages (issue 10,
item 1), instead of Qt's abort text."""

from __future__ import annotations

import os
import sys

import pytest

from tests import children
from tournament_app.platform.display import display_problem, missing_packages


@pytest.mark.skipif(not os.environ.get("CI"), reason="a developer's machine may lack them; .ci/run "
                                                     "installs them")
def test_every_library_of_the_ci_machine_loads() -> None:
    assert missing_packages() == []  # .ci/run installs them: the check must not cry wolf there


def test_a_missing_library_is_named_by_its_package() -> None:
    libraries = {"libc.so.6": "libc6", "libxcb-not-there.so.9": "libxcb-not-there9"}
    line = display_problem({"DISPLAY": ":0"}, "linux", libraries)
    assert line is not None and line.endswith("sudo apt-get install libxcb-not-there9")
    assert "\n" not in line


def test_no_check_where_qt_does_not_use_xcb() -> None:
    assert display_problem({"DISPLAY": ":0", "QT_QPA_PLATFORM": "offscreen"}, "linux") is None
    assert display_problem({}, "win32") is None
    assert display_problem({"XDG_SESSION_TYPE": "wayland", "WAYLAND_DISPLAY": "wayland-0"}, "linux") is None
    assert "DISPLAY is not set" in (display_problem({}, "linux") or "")


def test_the_app_prints_one_line_and_stops(tmp_path) -> None:
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "LANG": "C.UTF-8"}  # no DISPLAY, no platform
    result = children.run([sys.executable, "-m", "tournament_app", "--db", str(tmp_path / "t.sqlite3")],
                          capture_output=True, timeout=60, env=env)
    assert result.returncode == 1 and result.stderr.count("\n") == 1 and "DISPLAY" in result.stderr
    assert "qt.qpa" not in result.stderr


@pytest.mark.parametrize(("system", "env", "expected"), [
    ("linux", {}, True), ("linux", {"DISPLAY": ":0"}, False),
    ("linux", {"WAYLAND_DISPLAY": "wayland-0"}, False), ("win32", {}, False), ("darwin", {}, False),
])
def test_headless_only_where_a_display_server_is_needed_and_named_by_none(
        monkeypatch: pytest.MonkeyPatch, system: str, env: dict[str, str], expected: bool) -> None:
    """Prints and the self-test choose Qt's offscreen platform only here: a Windows or macOS machine
    has a screen without DISPLAY, and offscreen there would print nothing to the user's screen."""
    from tournament_app.platform import display
    from tournament_app.platform import system as platform_system

    monkeypatch.setattr(platform_system, "SYSTEM", system)
    assert display.headless(env) is expected

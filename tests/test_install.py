"""Installing from source (issue 36): the project's requirements resolve on every platform Python and
PySide6 support, Windows on ARM included, where psycopg has no wheel with its own libpq; the README gives
the install and test commands for Linux/macOS and for Windows' Command Prompt and PowerShell.

pip itself evaluates markers for the machine it runs on (``--platform`` changes only the wheels it
accepts), so the markers are read here as each platform's pip would read them."""

from __future__ import annotations

import re
import subprocess
import tomllib
from pathlib import Path

import pytest
from packaging.requirements import Requirement

ROOT = Path(__file__).resolve().parents[1]

# what each platform's Python reports (platform.machine(): "ARM64"/"AMD64" on Windows, "arm64" on macOS)
PLATFORMS = {
    "win_arm64": {"os_name": "nt", "sys_platform": "win32", "platform_system": "Windows",
                  "platform_machine": "ARM64"},
    "win_amd64": {"os_name": "nt", "sys_platform": "win32", "platform_system": "Windows",
                  "platform_machine": "AMD64"},
    "macos_arm64": {"os_name": "posix", "sys_platform": "darwin", "platform_system": "Darwin",
                    "platform_machine": "arm64"},
    "macos_x86_64": {"os_name": "posix", "sys_platform": "darwin", "platform_system": "Darwin",
                     "platform_machine": "x86_64"},
    "linux_x86_64": {"os_name": "posix", "sys_platform": "linux", "platform_system": "Linux",
                     "platform_machine": "x86_64"},
    "linux_aarch64": {"os_name": "posix", "sys_platform": "linux", "platform_system": "Linux",
                      "platform_machine": "aarch64"},
}
PYTHONS = ["3.11", "3.12", "3.13", "3.14"]


def _environment(platform: str, python: str) -> dict[str, str]:
    return {**PLATFORMS[platform], "python_version": python, "python_full_version": f"{python}.1",
            "implementation_name": "cpython", "platform_python_implementation": "CPython",
            "implementation_version": f"{python}.1", "platform_release": "", "platform_version": "",
            "extra": ""}


def _required(platform: str, python: str) -> list[Requirement]:
    """The project's requirements that apply on ``platform`` under ``python``."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    requirements = [Requirement(text) for text in project["dependencies"]]
    env = _environment(platform, python)
    return [r for r in requirements if r.marker is None or r.marker.evaluate(env)]


@pytest.mark.parametrize("python", PYTHONS)
@pytest.mark.parametrize("platform", sorted(PLATFORMS))
def test_each_platform_gets_the_driver_and_its_libpq_where_a_wheel_of_it_exists(platform: str,
                                                                                python: str) -> None:
    required = _required(platform, python)
    psycopg = [r for r in required if r.name == "psycopg"]
    assert psycopg, f"{platform}: no PostgreSQL driver"
    with_libpq = any("binary" in r.extras for r in psycopg)
    # psycopg-binary has wheels for all of these but Windows on ARM64 (pip install --dry-run
    # --only-binary=:all: --platform win_arm64 psycopg-binary: "No matching distribution")
    assert with_libpq == (platform != "win_arm64"), platform
    assert len([r for r in required if r.name == "PySide6-Essentials"]) == 1, platform


def test_windows_on_arm_installs_psycopg_without_the_binary_extra() -> None:
    # the very requirement pip would refuse there: an x64 Python (AMD64) still gets the binary
    assert {str(r) for r in _required("win_arm64", "3.13") if r.name == "psycopg"} == {"psycopg>=3.1"}
    assert any("binary" in r.extras for r in _required("win_amd64", "3.13") if r.name == "psycopg")


def _readme_lines_after(marker: str) -> list[str]:
    """The lines of the README's code blocks after ``marker``."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```\n(.*?)```", text.split(marker, 1)[1], flags=re.S)
    return [line for block in blocks for line in block.splitlines()]


def test_ci_runs_the_readme_test_command_in_its_posix_shell_form() -> None:
    # .ci/run's own extraction: the first code line after the marker, evaluated by bash
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    extract = re.search(r"cmd=\$\((awk .*? README\.md)\)", ci).group(1)
    line = subprocess.run(["bash", "-c", extract], cwd=ROOT, capture_output=True, text=True,
                          check=True).stdout.strip()
    assert line == ('python3 -m venv .venv && . .venv/bin/activate && pip install -q -e ".[test]" && '
                    "ruff check . && python -m pytest -q -n 2")


# the POSIX test command's steps, through the environment's own programs: no activation, which
# PowerShell's default execution policy refuses
WINDOWS_TEST_STEPS = ["py -m venv .venv", r'.venv\Scripts\python -m pip install -q -e ".[test]"',
                      r".venv\Scripts\python -m ruff check .", r".venv\Scripts\python -m pytest -q -n 2"]
WINDOWS_START_STEPS = ["py -m venv .venv", r".venv\Scripts\python -m pip install -e .",
                       r".venv\Scripts\tournament-app"]


def _cmd(steps: list[str]) -> str:
    return " && ".join(steps)


def _powershell(steps: list[str]) -> str:
    # Windows PowerShell 5.1 has no &&: each step runs only if the one before succeeded
    return "; ".join([steps[0]] + [f"if ($?) {{ {step} }}" for step in steps[1:]])


@pytest.mark.parametrize("steps", [WINDOWS_START_STEPS, WINDOWS_TEST_STEPS], ids=["start", "test"])
def test_the_readme_gives_the_commands_for_cmd_and_powershell_beside_the_test_command(
        steps: list[str]) -> None:
    lines = _readme_lines_after("<!-- test-command -->")
    assert _cmd(steps) in lines
    assert _powershell(steps) in lines


def test_the_readmes_first_two_commands_stay_those_of_linux_and_macos() -> None:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    first, second = re.findall(r"```\n(.*?)```", text, flags=re.S)[:2]
    assert first.strip() == ("python3 -m venv .venv && . .venv/bin/activate && pip install -e . && "
                             "tournament-app")
    assert second.strip().startswith("python3 -m venv .venv && . .venv/bin/activate && ")
    windows = text.split("<!-- test-command -->", 1)[1].split("| score desk", 1)[0]
    assert "python.org" in windows and "Microsoft Store" in windows

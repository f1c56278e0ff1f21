"""The installers' own pieces (issue 36): ``--bundle-check`` fails a bundle whose PostgreSQL driver lacks
its libpq; the Windows build script and the Inno Setup script are read for what cannot run here (no
PowerShell, no Inno Setup on Debian)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.missing_modules import PRELUDE

ROOT = Path(__file__).resolve().parents[1]
INSTALLER = ROOT / "installer"

# installer/launch.py as the bundle runs it, with the named modules (and, for "libpq", the system's
# library) not to be found: what a bundle that did not collect them meets
BUNDLE_CHECK = PRELUDE + """
import runpy
sys.argv = sys.argv[1:]  # the script, --bundle-check
runpy.run_path(sys.argv[0], run_name="__main__")
"""


def _bundle_check(gone: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PSYCOPG_IMPL", "DISPLAY", "WAYLAND_DISPLAY")}
    return subprocess.run([sys.executable, "-c", BUNDLE_CHECK, gone, str(INSTALLER / "launch.py"),
                           "--bundle-check"], capture_output=True, text=True, timeout=120, check=False,
                          env={**env, "PYTHONIOENCODING": "utf-8", "QT_QPA_PLATFORM": "offscreen"})


def test_the_bundle_check_passes_with_the_drivers_own_libpq() -> None:
    done = _bundle_check("nothing")
    assert done.returncode == 0, done.stdout + done.stderr
    import psycopg

    assert f"PostgreSQL driver: psycopg {psycopg.__version__} (binary), libpq " in done.stdout
    assert done.stdout.rstrip().endswith("bundle check passed")


@pytest.mark.parametrize(("gone", "line", "problem"), [
    # the binary package missing, or its libpq not loading: psycopg falls back to the system's libpq,
    # which a user's machine may not have
    ("psycopg_binary,psycopg_c", "PostgreSQL driver: psycopg ", "psycopg's own libpq (found only the python "
                                                                 "implementation)"),
    ("psycopg_binary,psycopg_c,libpq", "PostgreSQL driver: MISSING (no pq wrapper available.",
     "psycopg with its libpq"),
    ("psycopg,psycopg_binary,psycopg_c", "PostgreSQL driver: MISSING (No module named 'psycopg')",
     "psycopg with its libpq"),
], ids=["system-libpq-only", "no-libpq", "no-psycopg"])
def test_the_bundle_check_fails_a_driver_without_its_libpq(gone: str, line: str, problem: str) -> None:
    done = _bundle_check(gone)
    assert done.returncode == 1
    assert any(out.startswith(line) for out in done.stdout.splitlines()), done.stdout
    assert done.stderr.strip().splitlines()[-1] == f"bundle check FAILED: {problem}"


def _windows_programs(monkeypatch: pytest.MonkeyPatch) -> dict[str, dict[str, object]]:
    """The executables tournament_app.spec builds on Windows, by name: the spec run as PyInstaller runs
    it (its globals), with stand-ins recording what it asks for."""
    import types

    built: dict[str, dict[str, object]] = {}

    class Analysis:
        def __init__(self, *args: object, **kwargs: object) -> None:
            self.datas = [("PySide6/Qt/translations/qtbase_ja.qm", "src", "DATA")]
            self.binaries: list[object] = []
            self.pure: list[object] = []
            self.scripts: list[object] = []

    def exe(*args: object, **kwargs: object) -> object:
        built[str(kwargs["name"])] = kwargs
        return kwargs

    hooks = types.ModuleType("PyInstaller.utils.hooks")
    hooks.collect_submodules = lambda package: []  # type: ignore[attr-defined]
    for name in ("PyInstaller", "PyInstaller.utils"):
        monkeypatch.setitem(sys.modules, name, types.ModuleType(name))
    monkeypatch.setitem(sys.modules, "PyInstaller.utils.hooks", hooks)
    monkeypatch.setattr(sys, "platform", "win32")
    spec = INSTALLER / "tournament_app.spec"
    exec(compile(spec.read_text(encoding="utf-8"), str(spec), "exec"), {
        "SPECPATH": str(INSTALLER), "Analysis": Analysis, "PYZ": lambda *a, **k: None, "EXE": exe,
        "COLLECT": lambda *a, **k: None, "BUNDLE": lambda *a, **k: None})
    return built


def _iss() -> str:
    raw = (INSTALLER / "tournament_app.iss").read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf") and b"\r\n" in raw and b"\n" not in raw.replace(b"\r\n", b"")
    return raw[3:].decode("utf-8").replace("\r\n", "\n")


def _iss_define(text: str, name: str) -> str:
    return re.search(rf'^#define {name} "(.+)"$', text, flags=re.M).group(1)


def test_on_windows_tournament_app_is_the_console_program_and_the_start_menu_opens_the_windowed_one(
        monkeypatch: pytest.MonkeyPatch) -> None:
    programs = _windows_programs(monkeypatch)
    assert {name: kwargs.get("console") for name, kwargs in programs.items()} == {
        "tournament-app": True, "tournament-appw": False}
    iss = _iss()
    assert _iss_define(iss, "CliExe") == "tournament-app.exe"
    assert _iss_define(iss, "AppExe") == "tournament-appw.exe"
    shortcuts = [line for line in iss.splitlines() if line.startswith(("Name: \"{group}\\{cm:App",
                                                                         "Name: \"{autodesktop}"))]
    assert len(shortcuts) == 2 and all('Filename: "{app}\\{#AppExe}"' in line for line in shortcuts)


def test_setup_puts_the_command_line_program_on_path_and_the_uninstaller_takes_it_off() -> None:
    iss = _iss()
    assert re.search(r"^ChangesEnvironment=yes$", iss, flags=re.M)
    task = next(line for line in iss.splitlines() if line.startswith('Name: "addtopath"'))
    assert "Flags: unchecked" not in task  # on unless the user unticks it
    entries = [line for line in iss.split("[Registry]", 1)[1].split("\n[", 1)[0].splitlines()
               if line.startswith("Root:")]
    roots = {}
    for line in entries:
        fields = dict(field.split(": ", 1) for field in line.split("; "))
        assert (fields["ValueType"], fields["ValueName"], fields["ValueData"], fields["Tasks"]) == (
            "expandsz", '"Path"', '"{olddata};{app}"', "addtopath")
        roots[fields["Root"]] = (fields["Subkey"], fields["Check"])
    assert roots == {
        "HKCU": ('"Environment"', "(not IsAdminInstallMode) and AppNotOnPath"),
        "HKLM": ('"SYSTEM\\CurrentControlSet\\Control\\Session Manager\\Environment"',
                 "IsAdminInstallMode and AppNotOnPath")}
    code = iss.split("[Code]", 1)[1]
    assert "function AppNotOnPath: Boolean;" in code
    removal = code.split("procedure CurUninstallStepChanged(CurUninstallStep: TUninstallStep);", 1)[1]
    assert "usPostUninstall" in removal and "RegWriteExpandStringValue(EnvironmentRoot, EnvironmentKey, " \
        "'Path', Path);" in removal
    # Pascal's blocks close (Inno Setup cannot run here to compile the script)
    words = re.findall(r"\b(begin|end)\b", re.sub(r"//.*|'[^']*'", "", code).lower())
    assert words.count("begin") == words.count("end") > 0
    for lang in ("english", "japanese"):
        assert re.search(rf"^{lang}\.AddToPath=.*{{#CliExe}}", iss, flags=re.M)


def test_the_windows_build_takes_any_python_from_311_and_no_run_can_hang_it(
        monkeypatch: pytest.MonkeyPatch) -> None:
    script = (INSTALLER / "build_windows.ps1").read_text(encoding="utf-8")
    assert "-3.11" not in script and '$Python = "py -3"' in script
    assert "sys.version_info >= (3, 11)" in script and "platform.machine() == 'AMD64'" in script
    # every bundled program runs through RunBounded: waited on with a time limit, killed past it
    bounded = script.split("function RunBounded", 1)[1].split("\n}\n", 1)[0]
    assert "-Wait" not in script and "WaitForExit($Seconds * 1000)" in bounded and "$p.Kill()" in bounded
    runs = re.findall(r'^(.*)\(Join-Path \$App "([^"]+)"\)(.*)$', script, flags=re.M)
    assert {(exe, rest.split()[0]) for _, exe, rest in runs} == {
        ("tournament-app.exe", '@("--bundle-check")'), ("tournament-app.exe", '@("--self-test")'),
        ("tournament-appw.exe", '@("--self-test")')}
    assert all(before.startswith("RunBounded ") for before, _, _ in runs)
    names = {f"{name}.exe" for name in _windows_programs(monkeypatch)}
    assert {exe for _, exe, _ in runs} == names

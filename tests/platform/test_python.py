"""The Microsoft Store's Python is recognised by its paths, and every start on it warns (issue 36, row 39
of the platforms review): Windows keeps what it writes under %LOCALAPPDATA% inside its package."""

from __future__ import annotations

import sys

import pytest

from tournament_app.cli.main import main, store_python_warning
from tournament_app.platform.python import store_python

STORE_ALIAS = (r"C:\Users\kana\AppData\Local\Microsoft\WindowsApps"
               r"\PythonSoftwareFoundation.Python.3.13_qbz5n2kfra8p0\python.exe")
STORE_PACKAGE = (r"C:\Program Files\WindowsApps"
                 r"\PythonSoftwareFoundation.Python.3.13_3.13.2544.0_x64__qbz5n2kfra8p0")
VENV = r"C:\Users\kana\tournament-app\.venv\Scripts\python.exe"
PYTHON_ORG = r"C:\Users\kana\AppData\Local\Programs\Python\Python313\python.exe"
INSTALL_MANAGER = r"C:\Users\kana\AppData\Local\Python\pythoncore-3.14-64\python.exe"


@pytest.mark.parametrize(("paths", "store"), [
    ([STORE_ALIAS, STORE_ALIAS, STORE_PACKAGE], True),
    ([VENV, STORE_ALIAS, STORE_PACKAGE], True),  # a virtual environment made from it
    ([VENV, "", STORE_PACKAGE.lower()], True),  # Windows paths compare without case
    ([PYTHON_ORG, PYTHON_ORG, r"C:\Users\kana\AppData\Local\Programs\Python\Python313"], False),
    ([VENV, PYTHON_ORG, r"C:\Users\kana\AppData\Local\Programs\Python\Python313"], False),
    ([INSTALL_MANAGER, INSTALL_MANAGER, r"C:\Users\kana\AppData\Local\Python\pythoncore-3.14-64"], False),
    ([r"C:\Users\kana\MyWindowsApps\python.exe"], False),  # a folder of another name
    (["/usr/bin/python3", "/usr/bin/python3", "/usr"], False),
])
def test_the_store_python_is_told_by_a_windowsapps_folder_in_its_paths(paths: list[str],
                                                                        store: bool) -> None:
    assert store_python(paths) is store
    assert (store_python_warning(paths) is not None) is store


def test_this_python_is_not_the_stores() -> None:
    assert store_python() is False and store_python_warning() is None


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_start_on_the_store_python_warns_in_one_line_and_goes_on(monkeypatch: pytest.MonkeyPatch,
                                                                    capsys: pytest.CaptureFixture[str],
                                                                    lang: str) -> None:
    monkeypatch.setattr(sys, "executable", VENV)
    monkeypatch.setattr(sys, "_base_executable", STORE_ALIAS, raising=False)
    monkeypatch.setattr(sys, "base_prefix", STORE_PACKAGE)
    assert main(["--lang", lang, "settle", "35000", "25000", "22000", "18000"]) == 0
    out, err = capsys.readouterr()
    assert out.strip()  # the command's own output, whole
    assert err.count("\n") == 1 and "%LOCALAPPDATA%" in err and "python.org" in err and "--db" in err
    assert ("Warning: this is" in err) is (lang == "en")  # the Japanese text in a Japanese session


def test_a_start_on_another_python_says_nothing_of_it(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lang", "en", "settle", "35000", "25000", "22000", "18000"]) == 0
    assert capsys.readouterr().err == ""

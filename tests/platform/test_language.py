"""platform.language: one rule for the language of the app and of the commands, on every system, with
each system's answer injected where Linux cannot give it (Windows' display language, macOS' preferred
languages)."""

from __future__ import annotations

import sys
from collections.abc import Callable

import pytest

from tournament_app.cli.main import main
from tournament_app.platform import language
from tournament_app.words import i18n

ENGLISH_UI, JAPANESE_UI = 0x0409, 0x0411  # LANGIDs: en-US, ja-JP
GIT_BASH = {"LANG": "en_US.UTF-8"}  # what Git Bash or MSYS sets, whatever Windows' language


@pytest.fixture(autouse=True)
def _no_locale(monkeypatch: pytest.MonkeyPatch) -> None:
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(var, raising=False)


@pytest.mark.parametrize(("langid", "env", "expected"), [
    (JAPANESE_UI, {}, "ja"),
    (JAPANESE_UI, GIT_BASH, "ja"),  # LANG does not win over Windows' own language
    (ENGLISH_UI, {"LANG": "ja_JP.UTF-8", "LC_ALL": "ja_JP.UTF-8"}, "en"),
    (0x0811, {}, "ja"),  # any sublanguage of Japanese
    (0x0804, {}, "en"),  # Chinese: the app speaks it not
    (None, {"LANG": "ja_JP.UTF-8"}, "ja"),  # Windows could not be asked: the environment
])
def test_windows_speaks_its_display_language(on_system: Callable[[str], None],
                                             monkeypatch: pytest.MonkeyPatch, langid: int | None,
                                             env: dict[str, str], expected: str) -> None:
    on_system("win32")
    monkeypatch.setattr(language, "_windows_ui_language", lambda: langid)
    monkeypatch.setattr(language, "_apple_languages", lambda: pytest.fail("macOS asked on Windows"))
    assert language.system_language(env) == expected


@pytest.mark.parametrize(("preferred", "env", "expected"), [
    (["ja-JP", "en-US"], {}, "ja"),
    (["fr-FR", "ja-JP", "en-US"], {}, "ja"),  # the first the app speaks
    (["en-JP", "ja-JP"], {"LANG": "ja_JP.UTF-8"}, "en"),  # English with the Japan region: English
    (["ja"], GIT_BASH, "ja"),
    (["zh-Hans-CN", "ko-KR"], {}, "en"),
    ([], {"LC_ALL": "ja_JP.UTF-8"}, "ja"),  # no answer from the system: the environment
])
def test_macos_speaks_the_first_preferred_language_it_has(
        on_system: Callable[[str], None], monkeypatch: pytest.MonkeyPatch, preferred: list[str],
        env: dict[str, str], expected: str) -> None:
    on_system("darwin")
    monkeypatch.setattr(language, "_apple_languages", lambda: preferred)
    monkeypatch.setattr(language, "_windows_ui_language", lambda: pytest.fail("Windows asked on macOS"))
    assert language.system_language(env) == expected


@pytest.mark.parametrize(("env", "expected"), [
    ({"LANG": "ja_JP.UTF-8"}, "ja"),
    ({"LANG": "ja_JP.UTF-8", "LC_MESSAGES": "en_US.UTF-8"}, "en"),
    ({"LANG": "en_US.UTF-8", "LC_MESSAGES": "C", "LC_ALL": "ja_JP.eucJP"}, "ja"),  # LC_ALL first
    ({"LANG": "C.UTF-8"}, "en"),
    ({}, "en"),
])
def test_elsewhere_the_locale_variables_say_it(on_system: Callable[[str], None],
                                                monkeypatch: pytest.MonkeyPatch, env: dict[str, str],
                                                expected: str) -> None:
    on_system("linux")
    monkeypatch.setattr(language, "_windows_ui_language", lambda: pytest.fail("Windows asked on Linux"))
    monkeypatch.setattr(language, "_apple_languages", lambda: pytest.fail("macOS asked on Linux"))
    assert language.system_language(env) == expected


def test_the_app_follows_the_same_rule_as_the_commands(on_system: Callable[[str], None],
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """The app (Qt loaded: it used to ask ``QLocale.system()``, the region's formats on Windows) chooses
    as the commands do: an English Windows with the Japan region is English in both."""
    assert "PySide6.QtCore" in sys.modules
    on_system("win32")
    monkeypatch.setenv("LANG", "ja_JP.UTF-8")
    monkeypatch.setattr(language, "_windows_ui_language", lambda: ENGLISH_UI)
    assert i18n.set_language(None) == "en"  # what the app calls with no language chosen in its menu
    monkeypatch.setattr(language, "_windows_ui_language", lambda: JAPANESE_UI)
    assert i18n.set_language(None) == "ja"
    from PySide6.QtCore import QCoreApplication

    assert QCoreApplication.translate("ui.main", "&File") == "ファイル(&F)"  # Qt's side follows


@pytest.mark.parametrize("system", ["win32", "darwin"])
def test_a_command_speaks_the_systems_language_and_lang_wins(
        on_system: Callable[[str], None], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
        system: str) -> None:
    on_system(system)
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    monkeypatch.setattr(language, "_windows_ui_language", lambda: JAPANESE_UI)
    monkeypatch.setattr(language, "_apple_languages", lambda: ["ja-JP"])
    assert main(["score", "--han", "3", "--fu", "30"]) == 0
    assert "子のロン" in capsys.readouterr().out
    assert main(["--lang", "en", "score", "--han", "3", "--fu", "30"]) == 0
    assert "non-dealer ron" in capsys.readouterr().out.lower()

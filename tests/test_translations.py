"""Every user-visible string has its Japanese translation, and the app shows it."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tournament_app.cli.main import main
from tournament_app.words.i18n import set_language, tr

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import update_translations  # noqa: E402


def test_every_source_string_is_translated_into_japanese() -> None:
    messages = update_translations.extract()
    translations = update_translations.read_ts()
    missing = [f"{loc}: {text}" for (ctx, text), loc in messages.items() if not translations.get((ctx, text))]
    assert missing == []


def test_placeholders_survive_translation() -> None:
    import re

    translations = update_translations.read_ts()
    for (_ctx, source), target in translations.items():
        assert sorted(re.findall(r"{\w*}", source)) == sorted(re.findall(r"{\w*}", target)), source


def test_the_compiled_catalogue_is_the_one_in_use() -> None:
    try:
        assert set_language("ja") == "ja"
        assert tr("display", "{wind} {number}").format(wind=tr("display", "East"), number=1) == "東1局"
    finally:
        set_language("en")


def test_cli_speaks_japanese(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    record = tmp_path / "game.json"
    record.write_text('{"players": ["佐藤", "鈴木", "高橋", "田中"], "hands": ['
                      '{"result": "draw", "tenpai": [0]}, '
                      '{"result": "tsumo", "winner": 1, "han": 2, "fu": 30}]}', encoding="utf-8")
    try:
        assert main(["--lang", "ja", "replay", str(record)]) == 0
        out = capsys.readouterr().out
        assert "東1局 1本場" in out and "ツモ" in out and "△" in out
        assert main(["--lang", "ja", "score", "--han", "1", "--fu", "30", "--tsumo", "--honba", "1"]) == 0
        assert "300・500は400・600" in capsys.readouterr().out
    finally:
        set_language("en")


def test_placeholders_survive_in_every_plural_form() -> None:
    import re

    for path in (update_translations.TS, update_translations.TS_EN):
        for (_ctx, source), forms in update_translations.read_forms(path).items():
            for form in forms:  # (a singular may say "the latest round" for "%n rounds")
                assert sorted(re.findall(r"{\w*}", form)) == sorted(re.findall(r"{\w*}", source)), source
            assert "%n" in forms[-1] or "%n" not in source, source


def test_the_check_covers_the_english_plural_forms(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    english = tmp_path / "tournament_app_en.ts"
    english.write_text(update_translations.TS_EN.read_text(encoding="utf-8").replace(
        "<numerusform>%n player</numerusform>", "<numerusform></numerusform>"), encoding="utf-8")
    monkeypatch.setitem(update_translations.LANGUAGES, "en", (english, "en"))
    assert update_translations.main(["--check"]) == 1
    assert "%n players (en)" in capsys.readouterr().out


def test_a_bare_source_in_a_fill_does_not_rewrite_every_context(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """"Seat" is 配席 on the seating button and 席 in the desk's and the prints' columns: a fill meant for
    one of them, without its context, once rewrote them all (issue 28)."""
    import json

    for lang, (path, language) in list(update_translations.LANGUAGES.items()):
        copy = tmp_path / path.name
        copy.write_text(path.read_text(encoding="utf-8"), encoding="utf-8")
        monkeypatch.setitem(update_translations.LANGUAGES, lang, (copy, language))
    monkeypatch.setattr(update_translations, "compile_qm", lambda path: None)
    ts = tmp_path / update_translations.TS.name
    before = update_translations.read_ts(ts)
    fill = tmp_path / "fill.json"
    fill.write_text(json.dumps({"Seat": "座", "ui.desk|Hands": "局の一覧"}), encoding="utf-8")
    assert update_translations.main(["--fill", str(fill)]) == 0
    assert "kept the existing translation of" in capsys.readouterr().out
    after = update_translations.read_ts(ts)
    assert [k for k in after if after[k] != before[k]] == [("ui.desk", "Hands")]
    assert after[("ui.desk", "Seat")] == before[("ui.desk", "Seat")] != "座"

"""The command line translates without Qt (issue 26, item 3) yet exactly as the app does: every
message of the catalogue reads the same through ``i18n.tr`` as through Qt's own QTranslator."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from tournament_app.words import i18n
from tournament_app.words.qm import CatalogueError, read_qm

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import update_translations  # noqa: E402


def test_every_message_reads_as_qt_reads_it() -> None:
    qt = QTranslator()
    assert qt.load(i18n.qm_path("ja"))
    messages = update_translations.read_ts()
    assert len(messages) > 1000
    try:
        assert i18n.set_language("ja") == "ja"
        differ = [(ctx, text) for ctx, text in messages
                  if i18n.tr(ctx, text) != (qt.translate(ctx, text) or text)]
        # and what the catalogue does not hold stays English, as with Qt
        assert i18n.tr("cli", "no such message in the catalogue") == "no such message in the catalogue"
    finally:
        i18n.set_language("en")
    assert differ == []


def test_the_application_also_gets_the_translators_for_qt_s_own_strings(qapp: QCoreApplication) -> None:
    try:
        i18n.set_language("ja")
        assert QCoreApplication.translate("cli", "Tournament desk software for riichi mahjong.") != \
            "Tournament desk software for riichi mahjong."
    finally:
        i18n.set_language("en")
    assert QCoreApplication.translate("cli", "Tournament desk software for riichi mahjong.") == \
        "Tournament desk software for riichi mahjong."


def test_a_file_that_is_no_catalogue_is_refused_and_the_language_falls_back(tmp_path: Path,
                                                                           monkeypatch: pytest.MonkeyPatch
                                                                           ) -> None:
    bad = tmp_path / "tournament_app_xx.qm"
    bad.write_bytes(b"not a catalogue")
    with pytest.raises(CatalogueError):
        read_qm(bad)
    monkeypatch.setattr(i18n, "qm_path", lambda lang: str(tmp_path / f"tournament_app_{lang}.qm"))
    assert i18n.set_language("xx") == "en"
    assert i18n.set_language("fr") == "en"  # no file at all


def test_a_damaged_record_reads_as_its_source_text(tmp_path: Path) -> None:
    """Records are read when looked up: a damaged one gives the English source, as Qt shows it, not
    a traceback in the middle of a screen or a command; the others still read."""
    import struct

    from tournament_app.words.qm import elf_hash

    whole = bytearray(Path(i18n.qm_path("ja")).read_bytes())
    catalogue = read_qm(i18n.qm_path("ja"))
    assert catalogue.translate("ui.main", "&File") == "ファイル(&F)"
    hashes_at = whole.index(catalogue.hashes)
    messages_at = whole.index(catalogue.messages)
    wanted = elf_hash(b"&File")
    pairs = [struct.unpack_from(">II", catalogue.hashes, i) for i in range(0, len(catalogue.hashes), 8)]
    offsets = [offset for found, offset in pairs if found == wanted]
    assert offsets and hashes_at < messages_at
    for offset in offsets:
        whole[messages_at + offset] = 0x7F  # no tag of the format
    damaged_file = tmp_path / "damaged.qm"
    damaged_file.write_bytes(bytes(whole))
    damaged = read_qm(damaged_file)
    assert damaged.translate("ui.main", "&File") is None
    assert damaged.translate("ui.main", "&Help") == catalogue.translate("ui.main", "&Help") != "&Help"


# --- Plural forms (issue 28): "1 player", "2 players" in English, one form in Japanese --------------

def _numerus() -> list[tuple[str, str]]:
    return sorted(update_translations.numerus_keys())


COUNTS = [*range(0, 130), 1000, 1001, 10**6 + 1]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_plural_forms_read_as_qt_reads_them(lang: str) -> None:
    """qm.py picks the form for a count exactly as Qt's QTranslator does, for every plural message."""
    qt = QTranslator()
    assert qt.load(i18n.qm_path(lang))
    catalogue = read_qm(i18n.qm_path(lang))
    keys = _numerus()
    assert len(keys) >= 15
    differ = [(ctx, text, n) for ctx, text in keys for n in COUNTS
              if (catalogue.translate(ctx, text, n) or text) != (qt.translate(ctx, text, None, n) or text)]
    assert differ == []


def test_english_says_one_player_and_two_players(qapp: QCoreApplication) -> None:
    """The app's English (tr) and Qt's QCoreApplication.translate in the running application agree:
    the English catalogue is installed in English, the Japanese one in Japanese."""
    try:
        for lang, one, two in (("en", "1 player", "2 players"), ("ja", "1名", "2名")):
            assert i18n.set_language(lang) == lang
            for ctx, text in _numerus():
                for n in COUNTS:
                    qt = QCoreApplication.translate(ctx, text, None, n)
                    assert i18n.tr(ctx, text, n) == qt, (ctx, text, n)
            assert [i18n.tr("ui.standings", "%n players", n) for n in (1, 2)] == [one, two]
            assert QCoreApplication.translate("ui.standings", "%n players", None, 1) == one
        i18n.set_language("en")
        assert i18n.tr("display", "{round}, %n counters", 1).format(round="East 1") == "East 1, 1 counter"
        assert i18n.tr("display", "{round}, %n counters", 0).format(round="East 1") == "East 1, 0 counters"
    finally:
        i18n.set_language("en")


def test_every_plural_message_has_both_english_forms_and_one_japanese() -> None:
    english = update_translations.read_forms(update_translations.TS_EN)
    japanese = update_translations.read_forms(update_translations.TS)
    for key in _numerus():
        assert "%n" in key[1], key
        assert len(english.get(key, [])) == 2 and "%n" in english[key][1], key
        assert english[key][1] == key[1], key  # the source is the plural
        assert len(japanese.get(key, [])) == 1 and "%n" in japanese[key][0], key
    assert set(english) == set(_numerus())  # the English catalogue holds the plural forms only


def test_a_count_marks_a_plural_message_for_the_extractor(tmp_path: Path) -> None:
    source = tmp_path / "pkg"
    source.mkdir()
    (source / "m.py").write_text('tr("ui", "%n games", n)\ntr("ui", "Games")\nN_("services", "%n hands")\n'
                                 'N_("services", "hands")\n', encoding="utf-8")
    assert update_translations.numerus_keys(source) == {("ui", "%n games"), ("services", "%n hands")}
    (source / "bad.py").write_text('tr("ui", "{n} games", n)\n', encoding="utf-8")
    with pytest.raises(SystemExit, match="needs a count"):
        update_translations.numerus_keys(source)


@pytest.mark.parametrize("lang", ["fr", "ru", "pl", "cs", "ar", "lt", "ro", "cy"])
def test_the_plural_rules_of_other_languages_too(tmp_path: Path, lang: str) -> None:
    """plural_form runs lrelease's rules byte code as Qt does, not just English's "n == 1"."""
    ts = tmp_path / f"t_{lang}.ts"
    forms = "".join(f"<numerusform>form {i}</numerusform>" for i in range(6))
    ts.write_text(f'<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS><TS version="2.1" language="{lang}" '
                  f'sourcelanguage="en"><context><name>c</name><message numerus="yes"><source>%n x</source>'
                  f"<translation>{forms}</translation></message></context></TS>", encoding="utf-8")
    lrelease = Path(sys.executable).parent / "pyside6-lrelease"
    subprocess.run([str(lrelease), "-silent", str(ts), "-qm", str(ts.with_suffix(".qm"))], check=True,
                   capture_output=True)
    qt = QTranslator()
    assert qt.load(str(ts.with_suffix(".qm")))
    catalogue = read_qm(ts.with_suffix(".qm"))
    assert catalogue.rules  # the language has rules
    assert [catalogue.translate("c", "%n x", n) for n in range(3000)] == \
        [qt.translate("c", "%n x", None, n) for n in range(3000)]

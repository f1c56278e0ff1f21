"""The command line translates without Qt (issue 26, item 3) yet exactly as the app does: every
message of the catalogue reads the same through ``i18n.tr`` as through Qt's own QTranslator."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from tournament_app import i18n
from tournament_app.qm import CatalogueError, read_qm

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

"""The Qt half of :mod:`tournament_app.words.i18n`: translators installed into a running application.

Our own strings are translated by ``i18n.tr`` from the same catalogue; the application also gets it
as a ``QTranslator`` (for any ``QObject.tr`` and ``QCoreApplication.translate``, the English one for
its plural forms) and gets Qt's own catalogue (Cancel, Yes, the print dialogs), which only Qt can
apply (English needs none).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QTranslator

_installed: list[QTranslator] = []


def install_translators(lang: str, qm_path: str) -> None:
    """Replace the translators of the running application (if any) with those of ``lang``."""
    app = QCoreApplication.instance()
    for old in _installed:
        if app is not None:
            app.removeTranslator(old)
    _installed.clear()
    own, qt_own = QTranslator(), QTranslator()
    if own.load(qm_path):
        _installed.append(own)
    if lang != "en" and qt_own.load(f"qtbase_{lang}",
                                    QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        _installed.append(qt_own)
    if app is not None:
        for translator in _installed:
            app.installTranslator(translator)

"""Help → User's guide (F1) and Help → Keyboard shortcuts: the bundled guide, in the user's language."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QUrl
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

import tournament_app
from tournament_app.i18n import language, tr

CTX = "ui.help"
KEYS_HEADING = {"ja": "## キー一覧", "en": "## Keys"}


def guide_file(lang: str | None = None) -> Path | None:
    """The guide of ``lang`` (default: the language in force): inside the installed or frozen app,
    or in a source checkout."""
    name = f"{lang or language()}.md"
    package = Path(tournament_app.__file__).resolve().parent
    for folder in (package / "guide", package.parent / "docs" / "guide"):
        if (folder / name).is_file():
            return folder / name
    return None


class GuideWindow(QDialog):
    """The guide as a page with its pictures; non-modal, so it can stay open beside the desk."""

    def __init__(self, parent: QWidget | None = None, *, keys_only: bool = False) -> None:
        super().__init__(parent)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        path = guide_file()
        if path is None:
            self.browser.setPlainText(tr(CTX, "The user's guide is not installed with this copy of the app."))
        elif keys_only:
            text = path.read_text(encoding="utf-8")
            heading = KEYS_HEADING.get(language(), "## Keys")
            self.browser.setMarkdown(text[text.find(heading):] if heading in text else text)
        else:
            self.browser.setSearchPaths([str(path.parent)])
            self.browser.setSource(QUrl.fromLocalFile(str(path)), QTextDocument.ResourceType.MarkdownResource)
        self.setWindowTitle(tr(CTX, "Keyboard shortcuts") if keys_only else tr(CTX, "User's guide"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self.resize(900, 700)

"""Help → User's guide (F1) and Help → Keyboard shortcuts: the bundled guide, in the user's language.

F1 opens the guide at the chapter of what the window shows (the Players tab: registering players; the
desk: the score desk). The chapters are found by their headings' anchors, as GitHub spells them, so
the guide's own Contents links work here as they do on the web. What a running app does not need
(installing it) is left out between ``<!-- not in the app -->`` and ``<!-- /not in the app -->``.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QPoint, QRectF, QSize, QTimer, QUrl
from PySide6.QtGui import (
    QDesktopServices,
    QShortcut,
    QShowEvent,
    QTextCursor,
    QTextDocument,
    QTextFragment,
    QTextLength,
)
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

import tournament_app
from tournament_app.platform.screen import sequences
from tournament_app.ui.placement import fit_to_screen
from tournament_app.words.i18n import language, tr

CTX = "ui.help"
KEYS_HEADING = {"ja": "## キー一覧", "en": "## Keys"}
SKIPPED = re.compile(r"<!-- not in the app -->.*?<!-- /not in the app -->\n?", re.DOTALL)
HEADING = re.compile(r"^#{1,6}\s+(.+?)\s*#*\s*$", re.MULTILINE)

# the guide's chapter of each topic, by its anchor in each language
TOPICS: dict[str, dict[str, str]] = {
    "start": {"en": "2-first-start", "ja": "2-初めて起動したとき"},
    "tournament": {"en": "3-the-tournament-and-its-rules", "ja": "3-大会の作成とルール"},
    "players": {"en": "4-registering-and-importing-players", "ja": "4-選手の登録と取り込み"},
    "rounds": {"en": "5-seating-rounds-and-tables", "ja": "5-配席回戦卓"},
    "stages": {"en": "5b-stages-tie-breaks-hidden-standings-teams",
               "ja": "5b-ステージ同点の決め方成績の非公開チーム"},
    "seasons": {"en": "5c-league-seasons-divisions-days-promotion-and-relegation",
                "ja": "5c-リーグ戦のシーズンリーグ節昇級と降級"},
    "rules": {"en": "tuning-the-rules-tournament-tab--rules", "ja": "ルールの調整大会タブ--ルール"},
    "desk": {"en": "6-the-score-desk-referees", "ja": "6-点数記録審判"},
    "standings": {"en": "7-standings-and-statistics", "ja": "7-成績と統計"},
    "penalties": {"en": "8-penalties", "ja": "8-ペナルティ"},
    "projector": {"en": "9-projector", "ja": "9-プロジェクター表示"},
    "backups": {"en": "11-where-the-data-lives-and-backups", "ja": "11-データの保存場所とバックアップ"},
    "keys": {"en": "keys", "ja": "キー一覧"},
}
# the topic of each window or tab page (by class, so that this module imports none of them)
PAGE_TOPICS = {"WelcomePage": "start", "TournamentView": "tournament", "PlayersView": "players",
               "RoundsView": "rounds", "StandingsView": "standings", "PenaltiesView": "penalties",
               "DeskWindow": "desk", "ProjectorView": "projector", "SeasonView": "seasons",
               "FormatDialog": "stages", "RulesDialog": "rules"}


def guide_file(lang: str | None = None) -> Path | None:
    """The guide of ``lang`` (default: the language in force): inside the installed or frozen app,
    or in a source checkout."""
    name = f"{lang or language()}.md"
    package = Path(tournament_app.__file__).resolve().parent
    for folder in (package / "guide", package.parent / "docs" / "guide"):
        if (folder / name).is_file():
            return folder / name
    return None


def slug(heading: str) -> str:
    """A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens."""
    kept = "".join(ch for ch in heading.strip().lower()
                   if ch in " -_" or unicodedata.category(ch)[0] in "LMN")
    return kept.replace(" ", "-")


def app_text(markdown: str) -> str:
    """The guide as the app shows it: without the parts marked not for the app, nor the Contents
    links into them."""
    gone = {slug(h) for part in SKIPPED.findall(markdown) for h in HEADING.findall(part)}
    text = SKIPPED.sub("", markdown)
    for anchor in gone:
        text = re.sub(r"\[[^\]]*\]\(#" + re.escape(anchor) + r"\)\s*·\s*", "", text)
    return text


def topic_shown(window: QWidget | None) -> str | None:
    """The topic of ``window`` itself (the desk) or of the page it shows (a tab of the main window)."""
    if window is None:
        return None
    if type(window).__name__ in PAGE_TOPICS:
        return PAGE_TOPICS[type(window).__name__]
    for child in window.findChildren(QWidget):
        if type(child).__name__ in PAGE_TOPICS and child.isVisibleTo(window):
            return PAGE_TOPICS[type(child).__name__]
    return None


def fragments(doc: QTextDocument) -> Iterator[QTextFragment]:
    """Every run of text (or picture) of ``doc`` in one format, in order."""
    block = doc.begin()
    while block.isValid():
        parts = block.begin()
        while not parts.atEnd():
            yield parts.fragment()
            parts += 1
        block = block.next()


def add_help_key(window: QWidget, topic: str) -> list[QShortcut]:
    """F1 in a window or dialog of its own, which the main window's F1 does not reach (the seasons
    window; a modal dialog blocks the main window): the guide at ``topic``'s chapter, beside it."""
    def show() -> None:
        guide = GuideWindow(window, topic=topic)  # a child of a modal dialog is not blocked by it
        guide.show()

    keys = []
    for sequence in sequences("guide"):  # F1; a Mac's ⌘? too
        key = QShortcut(sequence, window)
        key.activated.connect(show)
        keys.append(key)
    return keys


class GuideWindow(QDialog):
    """The guide as a page with its pictures; non-modal, so it can stay open beside the desk.

    ``topic`` (a key of TOPICS) is where it opens; by default the topic of what ``parent`` shows.
    ``keys_only``: the keyboard sheet alone."""

    def __init__(self, parent: QWidget | None = None, *, topic: str | None = None,
                 keys_only: bool = False) -> None:
        super().__init__(parent)
        self.browser = QTextBrowser()
        self.browser.setOpenLinks(False)  # links are followed here: anchors, the other language, the web
        self.browser.anchorClicked.connect(self.follow)
        self.browser.installEventFilter(self)  # a resize keeps the same line on top
        self.anchors: dict[str, int] = {}  # anchor -> block number of its heading
        self.lang = language()
        self.pending: str | None = None  # the anchor to show once the window has its size
        self.load(self.lang, keys_only=keys_only)
        if not keys_only:
            self.show_topic(topic or topic_shown(parent))
        self.setWindowTitle(tr(CTX, "Keyboard shortcuts") if keys_only else tr(CTX, "User's guide"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        fit_to_screen(self, QSize(900, 700))

    # -- content ------------------------------------------------------------------------------------
    def load(self, lang: str, *, keys_only: bool = False) -> None:
        path = guide_file(lang)
        self.anchors = {}
        if path is None:
            self.browser.setPlainText(tr(CTX, "The user's guide is not installed with this copy of the app."))
            return
        self.lang = lang
        text = app_text(path.read_text(encoding="utf-8"))
        if keys_only:
            heading = KEYS_HEADING.get(lang, "## Keys")
            text = text[text.find(heading):] if heading in text else text
        self.browser.setSearchPaths([str(path.parent)])  # the pictures: ja/…png, en/…png
        self.browser.setMarkdown(text)
        self._index_headings()
        self._fit_width()

    def _index_headings(self) -> None:
        block = self.browser.document().begin()
        while block.isValid():
            if block.blockFormat().headingLevel():
                name = base = slug(block.text())
                n = 0
                while name in self.anchors:  # a second "Keys" heading: keys-1, as GitHub does
                    n += 1
                    name = f"{base}-{n}"
                self.anchors[name] = block.blockNumber()
            block = block.next()

    def _fit_width(self) -> None:
        """Nothing wider than the page, whatever the window's width: every picture shrinks with it, a
        long command line wraps."""
        doc = self.browser.document()
        cursor = QTextCursor(doc)
        block = doc.begin()
        while block.isValid():
            if block.blockFormat().nonBreakableLines():  # a code block
                layout = block.blockFormat()
                layout.setNonBreakableLines(False)
                cursor.setPosition(block.position())
                cursor.setBlockFormat(layout)
            block = block.next()
        images = [(f.position(), f.length(), f.charFormat().toImageFormat()) for f in fragments(doc)
                  if f.charFormat().isImageFormat()]  # read first: changing formats splits fragments
        for position, length, image in images:
            image.setMaximumWidth(QTextLength(QTextLength.Type.PercentageLength, 100))
            cursor.setPosition(position)
            cursor.setPosition(position + length, QTextCursor.MoveMode.KeepAnchor)
            cursor.setCharFormat(image)

    # -- where the page stands ----------------------------------------------------------------------
    def show_topic(self, topic: str | None) -> bool:
        """Open at ``topic``'s chapter (nothing happens for None or an unknown topic)."""
        anchor = TOPICS.get(topic or "", {}).get(self.lang)
        return anchor is not None and self.scroll_to(anchor)

    def scroll_to(self, anchor: str) -> bool:
        if anchor not in self.anchors:
            return False
        self.pending = anchor
        if self.isVisible():
            self._scroll_pending()
        return True

    def heading_rect(self, anchor: str) -> QRectF:
        """Where the heading of ``anchor`` is, in the viewport's coordinates."""
        doc = self.browser.document()
        block = doc.findBlockByNumber(self.anchors[anchor])
        rect = doc.documentLayout().blockBoundingRect(block)
        return rect.translated(-self.browser.horizontalScrollBar().value(),
                               -self.browser.verticalScrollBar().value())

    def _scroll_pending(self) -> None:
        if self.pending is None:
            return
        bar = self.browser.verticalScrollBar()
        bar.setValue(bar.value() + int(self.heading_rect(self.pending).top()))
        self.pending = None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if watched is self.browser and event.type() == QEvent.Type.Resize and self.pending is None:
            # the pictures follow the width, so the text above moves: keep the paragraph on top in sight
            top = self.browser.cursorForPosition(QPoint(0, 0)).position()
            QTimer.singleShot(0, self, lambda: self._keep_on_top(top))
        return super().eventFilter(watched, event)

    def _keep_on_top(self, position: int) -> None:
        doc = self.browser.document()
        rect = doc.documentLayout().blockBoundingRect(doc.findBlock(position))
        self.browser.verticalScrollBar().setValue(int(rect.top()))

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt API
        super().showEvent(event)
        QTimer.singleShot(0, self._scroll_pending)  # once the page is laid out at the window's width

    def follow(self, url: QUrl) -> None:
        """A link: a chapter of this page, the guide in the other language, or a web page."""
        if url.scheme() in ("http", "https", "mailto"):
            QDesktopServices.openUrl(url)
            return
        name = Path(url.path()).name
        if name in ("ja.md", "en.md") and name[:2] != self.lang:
            self.load(name[:2])
            self.browser.verticalScrollBar().setValue(0)
        if url.fragment():
            self.scroll_to(url.fragment())
            self._scroll_pending()

"""Help → User's guide (F1) opens the bundled guide in the user's language; the keyboard sheet shows
the desk's keys (issue 10, item 4). Issue 29, item 3: the Contents links navigate, the pictures fit the
viewer, the install commands stay out, F1 opens at the chapter of where the user is."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from tournament_app.services import rounds
from tournament_app.ui.context import AppContext
from tournament_app.ui.help_window import TOPICS, GuideWindow, app_text, fragments, guide_file
from tournament_app.ui.main_window import MainWindow
from tournament_app.ui.placement import placed
from tournament_app.words.i18n import set_language

from ..services.helpers import tournament_with_players


@pytest.fixture(params=["en", "ja"])
def lang(request: pytest.FixtureRequest) -> object:
    set_language(request.param)
    yield request.param
    set_language("en")


def test_the_guide_is_found_in_each_language() -> None:
    assert guide_file("ja").name == "ja.md" and guide_file("en").name == "en.md"


def test_f1_opens_the_guide_with_its_pictures(qtbot: QtBot, tournament_db: Path, tmp_path: Path) -> None:
    set_language("ja")
    window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat), str(tournament_db))
    qtbot.addWidget(window)
    guide = window.show_guide()
    qtbot.addWidget(guide)
    text = guide.browser.toPlainText()
    assert "利用ガイド" in text and "用語集" in text
    assert "ja/12_desk_ron.png" in guide.browser.toHtml()  # the pictures are referenced
    guide.resize(1366, 768)
    guide.grab().save(str(tmp_path / "guide.png"))
    set_language("en")


def test_the_keyboard_sheet_shows_the_desk_keys(qtbot: QtBot) -> None:
    set_language("en")
    sheet = GuideWindow(keys_only=True)
    qtbot.addWidget(sheet)
    text = sheet.browser.toPlainText()
    assert text.startswith("Keys") and "Ctrl+Z" in text and "undo the last hand" in text


def shown_guide(qtbot: QtBot, guide: GuideWindow, size: tuple[int, int] = (900, 700)) -> GuideWindow:
    qtbot.addWidget(guide)
    guide.show()
    qtbot.waitExposed(guide)
    qtbot.waitUntil(lambda: placed(guide))  # kept inside the test's small screen first …
    guide.resize(*size)  # … then made as large as on a screen of that size
    qtbot.waitUntil(lambda: guide.pending is None)
    return guide


def at_top(guide: GuideWindow, anchor: str) -> bool:
    """The heading of ``anchor`` is the first line of the viewer (or in view, near the guide's end)."""
    top = guide.heading_rect(anchor).top()
    bar = guide.browser.verticalScrollBar()
    return abs(top) <= 1 or (bar.value() == bar.maximum() and 0 <= top < guide.browser.viewport().height())


def test_every_contents_link_goes_to_its_chapter(qtbot: QtBot, lang: str, tmp_path: Path) -> None:
    guide = shown_guide(qtbot, GuideWindow())
    contents = re.search(r"^(?:Contents|目次):.*?(?=\n\n)", app_text(guide_file(lang).read_text("utf-8")),
                         re.MULTILINE | re.DOTALL)
    assert contents is not None
    targets = re.findall(r"\]\(#([^)]+)\)", contents.group(0))
    assert len(targets) >= 12 and TOPICS["desk"][lang] in targets
    doc = guide.browser.document()
    for target in targets:
        guide.browser.verticalScrollBar().setValue(0)  # the Contents, at the top
        link = next((f for f in fragments(doc) if f.charFormat().anchorHref() == f"#{target}"), None)
        assert link is not None, target  # the link itself, as the reader sees it
        position = link.position() + link.length() // 2
        cursor = QTextCursor(doc)
        cursor.setPosition(position)
        qtbot.mouseClick(guide.browser.viewport(), Qt.MouseButton.LeftButton,
                         pos=guide.browser.cursorRect(cursor).center())
        assert at_top(guide, target), f"{target}: heading at {guide.heading_rect(target).top()}"
    guide.grab().save(str(tmp_path / f"guide_after_links_{lang}.png"))


def picture_widths(guide: GuideWindow) -> list[int]:
    """How wide each picture is drawn: from the cursor before it to the cursor after it."""
    doc, widths = guide.browser.document(), []
    for fragment in fragments(doc):
        if fragment.charFormat().isImageFormat():
            before, after = QTextCursor(doc), QTextCursor(doc)
            before.setPosition(fragment.position())
            after.setPosition(fragment.position() + 1)
            widths.append(guide.browser.cursorRect(after).left() - guide.browser.cursorRect(before).left())
    return widths


@pytest.mark.parametrize("size", [(600, 600), (900, 700), (1366, 768), (1920, 1080)])
def test_the_pictures_fit_the_viewer(qtbot: QtBot, tmp_path: Path, size: tuple[int, int]) -> None:
    set_language("en")
    guide = shown_guide(qtbot, GuideWindow(topic="players"), size)
    widths = picture_widths(guide)
    assert len(widths) >= 30 and max(widths) <= guide.browser.viewport().width()
    if size[0] >= 900:  # the tables too: nothing to scroll sideways to
        assert guide.browser.document().size().width() <= guide.browser.viewport().width()
        assert guide.browser.horizontalScrollBar().maximum() == 0
    if size[0] >= 1366:  # a picture is not made smaller than it is where there is room
        assert max(widths) >= 900
    guide.grab().save(str(tmp_path / f"guide_{size[0]}.png"))


def test_the_guide_in_the_app_leaves_out_installing(qtbot: QtBot, lang: str) -> None:
    guide = shown_guide(qtbot, GuideWindow())
    text = guide.browser.toPlainText()
    assert "pip install" not in text and "venv" not in text
    assert "pip install" in guide_file(lang).read_text("utf-8")  # the guide on the web keeps them
    assert "English" in text and "日本語" in text  # the language switch, told in "First start"


def test_f1_opens_at_the_chapter_of_the_tab_shown(qtbot: QtBot, tournament_db: Path, tmp_path: Path,
                                                   lang: str) -> None:
    tid, ids = tournament_with_players(8)
    rounds.seat_round(tid, "manual", tables=[ids[:4], ids[4:]])
    window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat), str(tournament_db))
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    assert window.tabs is not None
    expected = ["tournament", "players", "rounds", "standings", "penalties"]
    for index, topic in enumerate(expected):
        window.activateWindow()  # back from the guide opened before
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
        window.tabs.setCurrentIndex(index)
        before = set(window.findChildren(GuideWindow))
        qtbot.keyClick(window.tabs.tabBar(), Qt.Key.Key_F1)
        opened = set(window.findChildren(GuideWindow)) - before
        assert len(opened) == 1, topic
        guide = opened.pop()
        qtbot.waitUntil(lambda guide=guide: guide.pending is None)
        assert at_top(guide, TOPICS[topic][lang]), topic
        guide.close()


def test_f1_at_the_desk_opens_the_desk_chapter(qtbot: QtBot, tournament_db: Path, tmp_path: Path,
                                               lang: str) -> None:
    from tournament_app.ui.desk import DeskWindow

    from ..services.helpers import one_table

    tid, _, gid = one_table()
    ctx = AppContext(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat), str(tournament_db))
    ctx.tournament_id = tid
    desk = DeskWindow(ctx, gid)
    qtbot.addWidget(desk)
    desk.show()
    desk.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is desk)
    qtbot.keyClick(desk, Qt.Key.Key_F1)
    guides = desk.findChildren(GuideWindow)
    assert len(guides) == 1
    qtbot.waitUntil(lambda: guides[0].pending is None)
    assert at_top(guides[0], TOPICS["desk"][lang])
    for size in ((1366, 768), (1920, 1080), (700, 600)):  # the chapter stays in sight when resized
        guides[0].resize(*size)
        qtbot.wait(20)
        assert at_top(guides[0], TOPICS["desk"][lang]), size
        guides[0].grab().save(str(tmp_path / f"desk_f1_{lang}_{size[0]}.png"))


def _f1_in(qtbot: QtBot, window: QWidget) -> GuideWindow:
    """Press F1 in ``window`` as the user would (it the active window); the guide it opened."""
    window.show()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    before = set(window.findChildren(GuideWindow))
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_F1)
    opened = set(window.findChildren(GuideWindow)) - before
    assert len(opened) == 1, type(window).__name__
    guide = opened.pop()
    qtbot.waitUntil(lambda: guide.pending is None and guide.isVisible())
    return guide


def test_f1_in_the_windows_and_dialogs_of_their_own(qtbot: QtBot, tournament_db: Path, tmp_path: Path,
                                                    lang: str) -> None:
    """The main window's F1 does not reach the seasons window (a window of its own) nor a modal dialog
    (it blocks the main window): each has its F1, at its chapter. Without a tournament: First start."""
    from tournament_app.services.season_demo import create_season_demo
    from tournament_app.ui.format_dialog import FormatDialog
    from tournament_app.ui.rules_dialog import RulesDialog

    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    welcome = MainWindow(settings, str(tournament_db))
    qtbot.addWidget(welcome)
    assert welcome.tabs is None  # no tournament yet: the welcome page
    assert at_top(_f1_in(qtbot, welcome), TOPICS["start"][lang])
    welcome.close()

    create_season_demo("League", divisions=2, players_each=8, days=2, hanchan=1, play_days=1)
    window = MainWindow(settings, str(tournament_db))
    qtbot.addWidget(window)
    window.show()
    seasons = window.show_seasons()
    for shown, topic in ((seasons, "seasons"), (FormatDialog(window.ctx, window), "stages"),
                         (RulesDialog(window.ctx, window), "rules")):
        qtbot.addWidget(shown)
        guide = _f1_in(qtbot, shown)
        assert at_top(guide, TOPICS[topic][lang]), topic
        guide.grab().save(str(tmp_path / f"f1_{topic}_{lang}.png"))
        guide.close()
        shown.close()

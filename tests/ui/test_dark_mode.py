"""Every desk state readable on a dark screen (issue 36, "Screens"; platforms.md row 22): macOS follows
dark mode by default and Windows 11 does with Qt 6.7's windows11 style; the palette then gives white
text on a dark window. The desk is driven into each state under Fusion with a dark palette (and with
the light one), and the colours the widgets are drawn with (their style sheets resolved into their
palettes, and the pixels of the window's picture) are measured: at least 4.5:1 (WCAG 2, AA).

The contrast is computed here from the WCAG formula itself, not with the app's own function."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, QSettings, Qt
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import QApplication, QLabel, QLineEdit, QWidget
from pytestqt.qtbot import QtBot

from tournament_app.services import games
from tournament_app.ui.context import AppContext, ConnectionLine
from tournament_app.ui.desk import DeskWindow

from ..services.helpers import one_table, ron
from .test_desk import keys, read_notice, reading_clock  # noqa: F401 - reading_clock: a fixture

AA = 4.5
SHOTS = Path("/tmp/desk-schemes")  # the pictures, to look at (not checked by the test)


def luminance(colour: QColor) -> float:
    def linear(c: float) -> float:
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    return 0.2126 * linear(colour.redF()) + 0.7152 * linear(colour.greenF()) + 0.0722 * linear(colour.blueF())


def contrast(one: QColor, other: QColor) -> float:
    high, low = sorted((luminance(one), luminance(other)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def dark_palette() -> QPalette:
    """What macOS's dark mode and Windows 11's give Qt: white text on a #202020 window."""
    palette = QPalette()
    role = QPalette.ColorRole
    for name, colour in ((role.Window, "#202020"), (role.WindowText, "#ffffff"), (role.Base, "#1e1e1e"),
                         (role.AlternateBase, "#2b2b2b"), (role.Text, "#ffffff"), (role.Button, "#2d2d2d"),
                         (role.ButtonText, "#ffffff"), (role.Highlight, "#0063b1"),
                         (role.HighlightedText, "#ffffff"), (role.ToolTipBase, "#2d2d2d"),
                         (role.ToolTipText, "#ffffff"), (role.PlaceholderText, "#a0a0a0")):
        palette.setColor(name, QColor(colour))
    for name in (role.WindowText, role.Text, role.ButtonText):  # greyed out, as the systems' dark palettes
        palette.setColor(QPalette.ColorGroup.Disabled, name, QColor("#7f7f7f"))
    return palette


@pytest.fixture(params=["light", "dark"])
def scheme(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    """Fusion with its own light palette, or with a dark one; the application's palette put back."""
    app = QApplication.instance()
    before = app.palette()
    app.setStyle("Fusion")
    app.setPalette(dark_palette() if request.param == "dark" else app.style().standardPalette())
    try:
        yield request.param
    finally:
        app.setPalette(before)


def picture(window: QWidget) -> QImage:
    return window.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)


def drawn(widget: QWidget, image: QImage) -> tuple[QColor, QColor, QColor]:
    """(text, background, ink) of ``widget`` as drawn in ``image`` (its window's picture): the text
    colour its style sheet and palette resolve to, the colour most of its pixels have, and the pixel
    farthest from that (the glyphs' cores)."""
    widget.ensurePolished()
    rect = QRect(widget.mapTo(widget.window(), QPoint(0, 0)), widget.size())
    crop = image.copy(rect)
    counts = Counter(crop.pixel(x, y) for x in range(crop.width()) for y in range(crop.height()))
    background = QColor.fromRgb(counts.most_common(1)[0][0])
    ink = max((QColor.fromRgb(p) for p in counts), key=lambda c: contrast(c, background))
    return widget.palette().color(widget.foregroundRole()), background, ink


def readable(widgets: list[QWidget], image: QImage) -> dict[str, float]:
    """The widgets (shown, with text) whose text reads at less than 4.5:1: name -> the ratio."""
    poor = {}
    for widget in widgets:
        if not widget.isVisible() or not (widget.text() if isinstance(widget, QLabel | QLineEdit) else True):
            continue
        text, background, ink = drawn(widget, image)
        ratio = min(contrast(text, background), contrast(ink, background))
        if ratio < AA:
            poor[f"{widget.objectName() or type(widget).__name__} {widget.text()[:30]!r}"] = round(ratio, 2)
    return poor


def desk_labels(desk: DeskWindow) -> list[QWidget]:
    cards = [w for p in desk.panels for w in (p.head, p.name, p.score, p.change, p.marks)]
    return [*cards, desk.preview, desk.prompt, desk.notice, desk.connection_status, desk.busy_line,
            desk.banner, desk.value_edit, desk.settlement]


@pytest.fixture
def desk(qtbot: QtBot, tournament_db: Path, tmp_path: Path, scheme: str) -> DeskWindow:
    _, _, gid = one_table()
    ctx = AppContext(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat), str(tournament_db))
    window = DeskWindow(ctx, gid)
    qtbot.addWidget(window)
    window.score_line.toggle.setChecked(True)  # (a small test screen hides it at first)
    window.show()
    qtbot.waitExposed(window)
    return window


def check(qtbot: QtBot, desk: DeskWindow, scheme: str, state: str) -> None:
    qtbot.wait(20)  # laid out and painted
    image = picture(desk)
    SHOTS.mkdir(exist_ok=True)
    image.save(str(SHOTS / f"{state}-{scheme}.png"))
    assert readable(desk_labels(desk), image) == {}, state


def card(desk: DeskWindow, seat: int, image: QImage) -> QColor:
    """The background a seat card is drawn with (a pixel inside its border, away from its text)."""
    panel = desk.panels[seat]
    return QColor(image.pixel(panel.mapTo(desk, QPoint(4, panel.height() // 2))))


def test_a_ron_with_its_pending_change_and_riichi(qtbot: QtBot, desk: DeskWindow, scheme: str) -> None:
    qtbot.keyClick(desk, Qt.Key.Key_1, Qt.KeyboardModifier.ControlModifier)  # riichi, seat 1
    keys(qtbot, desk, "r24")
    keys(qtbot, desk, "7700")
    assert desk.panels[1].change.text() and desk.panels[3].change.text()  # +7,700 → … and -7,700 → …
    check(qtbot, desk, scheme, "ron")
    image = picture(desk)
    window = desk.palette().color(QPalette.ColorRole.Window)
    winner, loser = card(desk, 1, image), card(desk, 3, image)
    assert winner != window and loser != window and winner != loser  # the cards say who is who
    assert (winner.lightness() < 128) == (scheme == "dark")  # a dark screen's cards are dark


def test_a_draw_with_tenpai_and_a_chombo(qtbot: QtBot, desk: DeskWindow, scheme: str) -> None:
    keys(qtbot, desk, "d13")
    assert "Tenpai" in desk.panels[0].marks.text()
    check(qtbot, desk, scheme, "draw")
    keys(qtbot, desk, "c2")
    assert "Chombo" in desk.panels[1].marks.text()
    check(qtbot, desk, scheme, "chombo")


def test_a_problem_an_edit_and_a_finished_game(qtbot: QtBot, desk: DeskWindow, scheme: str) -> None:
    keys(qtbot, desk, "r24")
    keys(qtbot, desk, "1 15")  # no such value: said in the preview, in red
    assert desk.preview.text() and not desk.confirm_button.isEnabled()
    check(qtbot, desk, scheme, "problem")
    desk.clear_entry()
    keys(qtbot, desk, "r24")
    keys(qtbot, desk, "7700\n")
    desk.log.selectRow(0)
    desk.edit_selected()  # the banner: editing hand 1
    assert desk.banner.isVisible()
    check(qtbot, desk, scheme, "editing")


@pytest.mark.usefixtures("reading_clock")
def test_another_desks_change_a_stale_entry_and_the_changed_hand(qtbot: QtBot, desk: DeskWindow,
                                                                 scheme: str) -> None:
    keys(qtbot, desk, "r32")
    keys(qtbot, desk, "8000")
    games.record_hand(desk.game_id, 1, ron(0, 2, 3, 30))  # meanwhile at another desk
    desk.follow()
    assert desk.notice.isVisible() and desk.stale
    check(qtbot, desk, scheme, "stale")
    # the hand another desk recorded, highlighted in the log: its row's colours, as the view draws them
    index = desk.log_model.index(0, 2)
    foreground = index.data(Qt.ItemDataRole.ForegroundRole).color()
    background = index.data(Qt.ItemDataRole.BackgroundRole).color()
    assert contrast(foreground, background) >= AA
    image = picture(desk)
    row = desk.log.visualRect(index)
    assert QColor(image.pixel(desk.log.viewport().mapTo(desk, row.topLeft() + QPoint(2, 2)))) == background


def test_a_lost_connection_its_return_and_a_write_waiting(qtbot: QtBot, desk: DeskWindow,
                                                          scheme: str) -> None:
    desk.ctx.reachable = False
    desk.connection_changed(False, "server closed the connection")
    assert desk.connection_status.isVisible()
    check(qtbot, desk, scheme, "lost")
    desk.ctx.reachable = True
    desk.connection_changed(True, "")
    assert desk.connection_status.isVisible() and "Connected again" in desk.connection_status.text()
    check(qtbot, desk, scheme, "back")
    desk._sending = True  # a write waiting on another desk's lock
    desk.show_messages()
    try:
        assert desk.busy_line.isVisible()
        check(qtbot, desk, scheme, "busy")
    finally:
        desk._sending = False


def test_the_score_line_follows_the_screen(qtbot: QtBot, desk: DeskWindow, scheme: str) -> None:
    keys(qtbot, desk, "r24")
    keys(qtbot, desk, "7700\n")
    chart = desk.score_line.chart
    assert chart.isVisible() and chart.data is not None
    image = picture(desk)
    corner = QColor(image.pixel(chart.mapTo(desk, QPoint(2, 2))))
    window = desk.palette().color(QPalette.ColorRole.Window)
    assert (corner.lightness() < 128) == (window.lightness() < 128)  # no white panel in a dark window
    crop = image.copy(QRect(chart.mapTo(desk, QPoint(0, 0)), chart.size()))
    inks = {crop.pixel(x, y) for x in range(0, crop.width(), 2) for y in range(crop.height())}
    assert max(contrast(QColor.fromRgb(p), corner) for p in inks) >= AA  # its labels and lines read


def test_the_scheme_switched_while_the_desk_is_open(qtbot: QtBot, desk: DeskWindow, scheme: str) -> None:
    """Dark mode switched on (or off) with a hand being entered: the desk follows without a key pressed."""
    keys(qtbot, desk, "r24")
    keys(qtbot, desk, "7700")
    other = "light" if scheme == "dark" else "dark"
    app = QApplication.instance()
    app.setPalette(dark_palette() if other == "dark" else app.style().standardPalette())
    check(qtbot, desk, other, "switched")
    assert (card(desk, 1, picture(desk)).lightness() < 128) == (other == "dark")


def test_a_windows_connection_line_and_the_read_only_banner(qtbot: QtBot, tmp_path: Path, scheme: str,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    from tournament_app.services import connection
    from tournament_app.ui import main_window

    ctx = AppContext(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat), str(tmp_path / "t.db"))
    monkeypatch.setattr(connection, "read_only", lambda: True)
    holder = main_window._with_read_only_banner(QLabel("content"), str(tmp_path / "t.db"))
    line = ConnectionLine(ctx, holder)
    holder.layout().addWidget(line)
    qtbot.addWidget(holder)
    holder.resize(600, 200)
    holder.show()
    qtbot.waitExposed(holder)
    banner = holder.findChild(QLabel, "readOnlyBanner")
    for reachable in (False, True):
        line.connection_changed(reachable, "")
        qtbot.wait(20)
        image = picture(holder)
        SHOTS.mkdir(exist_ok=True)
        image.save(str(SHOTS / f"main-{reachable}-{scheme}.png"))
        assert readable([banner, line], image) == {}


def test_the_clock_the_tables_and_the_dialogs_states(qtbot: QtBot, scheme: str) -> None:
    """The round clock's warning, time up and quiet states; a negative figure and a cancelled row in a
    table (drawn on the view's base); the final scores' and the penalty's checks."""
    from tournament_app.ui.clock_widgets import ClockLabel
    from tournament_app.ui.styled_rows import StyledRowsModel
    from tournament_app.ui.table_model import Column

    label = ClockLabel()
    qtbot.addWidget(label)
    label.resize(400, 60)
    label.show()
    qtbot.waitExposed(label)
    for show in (lambda: label.show_time(120), lambda: label.show_time(0), lambda: label.show_quiet("Clock")):
        show()
        qtbot.wait(10)
        assert readable([label], picture(label)) == {}, label.text()
    model = StyledRowsModel([Column(lambda: "x", str, lambda v: v)], signed={0: lambda v: v},
                            muted=lambda v: v == -2)
    model.set_rows([-1, -2])
    base = QApplication.palette().color(QPalette.ColorRole.Base)
    for row in (0, 1):  # negative, then muted
        assert contrast(model.index(row, 0).data(Qt.ItemDataRole.ForegroundRole), base) >= AA

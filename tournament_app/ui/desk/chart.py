"""The score desk's score line: each seat's score after every hand, in the hand log's box.

Shown or hidden with its button or Ctrl+G; the choice is remembered (``desk/score_line``). Until a
referee chooses, it is shown only on a screen tall enough to keep the hand log's rows. On a taller
window it sits under the log, a fifth of the window high; on a 1366 × 768 laptop (a window under
780 px) there is no height to spare, so it sits beside the log, which keeps its rows: the log (which
F2 and Insert work on) is always in view.
The line is built from the GameView the desk already holds: no query of its own.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QEvent, QObject, QRectF, QSettings, QSize, Qt
from PySide6.QtGui import QGuiApplication, QKeySequence, QPainter, QShortcut
from PySide6.QtWidgets import QBoxLayout, QPushButton, QVBoxLayout, QWidget

from tournament_app.export.chart_paint import LIGHT, ChartStyle, paint_game_line
from tournament_app.platform.screen import key_text
from tournament_app.services.charts import GameLine, line_from_outcomes
from tournament_app.services.rows import GameView
from tournament_app.texts import display
from tournament_app.ui.chart_widgets import ChartWidget
from tournament_app.ui.desk.keys import SCORE_LINE
from tournament_app.words.i18n import tr

CTX = "ui.desk"
SETTING = "desk/score_line"
# Measured: at 1366 × 768 (about 700 px for the window) a chart under the log leaves it two or three
# rows and its own plot too flat to read; at 1920 × 1080 a chart of 208 px leaves the log thirteen.
SHOWN_FROM_HEIGHT = 900  # screens at least this tall (px available) show the chart until told not to
COMPACT_BELOW = 780  # the desk's own threshold (desk.COMPACT_BELOW): a laptop's short window
MIN_HEIGHT = 140  # legend, hand labels and a plot whose score ticks do not overlap
HEIGHT_SHARE = 0.2  # of a taller window, up to MAX_HEIGHT
MAX_HEIGHT = 240
BESIDE_SHARE = 0.4  # of a short window's width, beside the log


def panel_height(window_height: int) -> int:
    """The chart's height under the log in a desk window ``window_height`` px tall."""
    return max(MIN_HEIGHT, min(MAX_HEIGHT, round(window_height * HEIGHT_SHARE)))


@dataclass(frozen=True)
class LabelledLine:
    """What the desk's chart paints: the line and its hand labels (東1局 …), translated."""

    line: GameLine
    labels: tuple[str, ...]


def labelled_line(view: GameView) -> LabelledLine:
    """The score line of the game as the desk shows it (the game record's hands, replayed)."""
    line = line_from_outcomes(view.game_id, view.round, view.table, view.names, view.outcomes,
                              view.rules.start_points)
    return LabelledLine(line, tuple(display.round_label(h.round_index, h.honba) for h in line.hands))


def _paint(p: QPainter, rect: QRectF, data: LabelledLine, style: ChartStyle) -> None:
    paint_game_line(p, rect, data.line, data.labels, style)


def shown_by_default() -> bool:
    screen = QGuiApplication.primaryScreen()
    return screen is not None and screen.availableGeometry().height() >= SHOWN_FROM_HEIGHT


class ScoreLinePanel(QWidget):
    """The chart (``chart``) and its toggle (``toggle``, placed by the desk beside its header).

    The desk puts the panel beside its hand log in one box layout and names both with :meth:`share_with`.
    """

    def __init__(self, settings: QSettings, window: QWidget) -> None:
        super().__init__(window)
        self.settings = settings
        self.window_widget = window  # the layout reparents the panel: keep the desk itself
        self.view: GameView | None = None
        self.log: QWidget | None = None
        self.area: QBoxLayout | None = None
        self.chart: ChartWidget[LabelledLine] = ChartWidget(
            _paint, minimum=QSize(320, 60), style=LIGHT,
            empty_text=tr(CTX, "The score line appears after the first hand."))
        self.waiting_text = self.chart.empty_text
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.chart)
        self.toggle = QPushButton(tr(CTX, "Score line [{key}]").format(key=key_text(SCORE_LINE)))
        self.toggle.setToolTip(tr(CTX, "Show or hide each seat's score after every hand"))
        self.toggle.setCheckable(True)
        self.toggle.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        QShortcut(QKeySequence(SCORE_LINE), window).activated.connect(self.toggle.toggle)
        chosen = settings.value(SETTING)
        if chosen is None:
            shown = shown_by_default()
        else:  # an INI file gives "true", the registry and plists a bool
            shown = chosen if isinstance(chosen, bool) else str(chosen).lower() in ("true", "1")
        self.toggle.setChecked(shown)
        self.toggle.toggled.connect(self.set_shown)
        window.installEventFilter(self)  # the window's height decides: under the log or in its place
        self._arrange()

    def share_with(self, log: QWidget, area: QBoxLayout) -> None:
        """The hand log this panel goes with, and the layout holding both (its direction is ours)."""
        self.log = log
        self.area = area
        self._arrange()

    @property
    def beside_log(self) -> bool:
        return self.window_widget.height() < COMPACT_BELOW

    def _arrange(self) -> None:
        """Sizes before showing and hiding before sizing: a top-level layout that sees a tall chart for
        a moment grows the window past a laptop's screen, and never shrinks."""
        shown = self.toggle.isChecked()
        beside = self.beside_log
        if not shown:
            self.hide()
        if beside:  # the log's height, two fifths of the width
            self.setMinimumHeight(MIN_HEIGHT)
            self.setMaximumHeight(16777215)  # QWIDGETSIZE_MAX
            self.setFixedWidth(max(320, round(self.window_widget.width() * BESIDE_SHARE)))
        else:
            self.setMinimumWidth(0)
            self.setMaximumWidth(16777215)
            self.setFixedHeight(panel_height(self.window_widget.height()))
        if self.area is not None:
            self.area.setDirection(QBoxLayout.Direction.LeftToRight if beside
                                   else QBoxLayout.Direction.TopToBottom)
        if shown:
            self.show()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if watched is self.window_widget and event.type() == QEvent.Type.Resize:
            self._arrange()
        return False

    def set_shown(self, shown: bool) -> None:
        self.settings.setValue(SETTING, shown)
        self._arrange()
        if shown and self.view is not None:
            self._draw()

    def show_game(self, view: GameView) -> None:
        """After each reload of the desk (a hand recorded, corrected, or changed elsewhere)."""
        self.view = view
        if self.toggle.isChecked():  # a hidden panel draws when it is shown
            self._draw()

    def _draw(self) -> None:
        assert self.view is not None
        data = labelled_line(self.view)
        final_only = tr(CTX, "This game was recorded by its final scores only: there is no score line.")
        self.chart.empty_text = final_only if self.view.mode == "final" else self.waiting_text
        self.chart.set_data(data if data.line.hands else None)

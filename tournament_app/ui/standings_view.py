"""The standings on screen: a sortable table, a round-range filter and the players' statistics.

Everything shown comes from ``services.standings``; the view only formats the rows it is given.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QModelIndex, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from tournament_app.export import stats_text
from tournament_app.platform.screen import action_key_text
from tournament_app.services import player_stats, rounds
from tournament_app.services.charts import field_progress
from tournament_app.services.event_standings import ranked
from tournament_app.services.rows import PlayerStats, StandingRow
from tournament_app.services.standings import RoundRange
from tournament_app.texts.display import points, score, separated, stage_name, tie_break_text
from tournament_app.ui.chart_widgets import FieldPanel
from tournament_app.ui.context import AppContext, guarded_refresh, watch
from tournament_app.ui.errors import user_errors
from tournament_app.ui.player_page import PlayerPage
from tournament_app.ui.stats_table import (
    NO_VALUE_HIGH,
    NO_VALUE_LOW,
    cell_tip,
    fit_columns,
    stats_columns,
    stats_tips,
)
from tournament_app.ui.styled_rows import StyledRowsModel, sorted_table
from tournament_app.ui.table_model import ROW_ROLE, Column, Index
from tournament_app.words.i18n import tr

CTX = "ui.standings"
# NO_VALUE_LOW / HIGH sort rows without a value (no game yet) after every real value, whatever the
# direction of "best" (from ui.stats_table, which the statistics' columns share).

def _opt_points(tenths: int | None) -> str:
    return "" if tenths is None else points(tenths)


def _average_rank(row: StandingRow) -> str:
    value = row.average_rank_x100
    return "" if value is None else f"{value // 100}.{value % 100:02d}"


# -- standings ------------------------------------------------------------------------------------
TOTAL_COLUMN = 3


def standing_columns(round_numbers: Sequence[int], staged: bool = False) -> tuple[
        list[Column[StandingRow]], dict[int, Callable[[StandingRow], int | None]]]:
    """The standings columns (one per round at the end) and the columns showing signed points; an event
    ranked by the stage reached (``staged``) shows that stage and the player's total there after the
    total."""
    columns: list[Column[StandingRow]] = [
        Column(lambda: tr(CTX, "Rank"), lambda r: str(r.rank), lambda r: r.rank, align_right=True),
        Column(lambda: tr(CTX, "Name"),
               lambda r: f"{r.name} ({tie_break_text(r.tie_break)})" if r.tie_break else r.name,
               lambda r: (r.reading or r.name, r.name)),
        Column(lambda: tr(CTX, "Affiliation"), lambda r: r.affiliation),
        Column(lambda: tr(CTX, "Total"), lambda r: points(r.total), lambda r: r.total, align_right=True),
    ]
    signed: dict[int, Callable[[StandingRow], int | None]] = {TOTAL_COLUMN: lambda r: r.total}
    if staged:  # sorting by the stage keeps the ranking's order: the stage reached first
        columns.append(Column(lambda: tr(CTX, "Stage"), lambda r: stage_name(r.stage or ""),
                              lambda r: r.rank))
        columns.append(Column(lambda: tr(CTX, "Stage total"), lambda r: _opt_points(r.stage_total),
                              lambda r: NO_VALUE_LOW if r.stage_total is None else r.stage_total,
                              align_right=True))
        signed[len(columns) - 1] = lambda r: r.stage_total
    columns += [
        Column(lambda: tr(CTX, "Games"), lambda r: str(r.games), lambda r: r.games, align_right=True),
        Column(lambda: tr(CTX, "Avg. rank"), _average_rank,
               lambda r: NO_VALUE_HIGH if r.average_rank_x100 is None else r.average_rank_x100,
               align_right=True),
        Column(lambda: tr(CTX, "1st"), lambda r: str(r.places[0]), lambda r: r.places[0], align_right=True),
        Column(lambda: tr(CTX, "2nd"), lambda r: str(r.places[1]), lambda r: r.places[1], align_right=True),
        Column(lambda: tr(CTX, "3rd"), lambda r: str(r.places[2]), lambda r: r.places[2], align_right=True),
        Column(lambda: tr(CTX, "4th"), lambda r: str(r.places[3]), lambda r: r.places[3], align_right=True),
        Column(lambda: tr(CTX, "Avg. score"),
               lambda r: "" if r.average_score is None else score(r.average_score),
               lambda r: NO_VALUE_LOW if r.average_score is None else r.average_score, align_right=True),
    ]
    extremes = ((lambda: tr(CTX, "Best"), lambda r: r.best), (lambda: tr(CTX, "Worst"), lambda r: r.worst))
    for header, value in extremes:
        columns.append(Column(header, lambda r, value=value: _opt_points(value(r)),
                              lambda r, value=value: NO_VALUE_LOW if value(r) is None else value(r),
                              align_right=True))
        signed[len(columns) - 1] = value
    # A blank rather than 0.0: the few players with a penalty stand out.
    columns.append(Column(lambda: tr(CTX, "Penalties"), lambda r: points(r.penalties) if r.penalties else "",
                          lambda r: r.penalties, align_right=True))
    signed[len(columns) - 1] = lambda r: r.penalties
    for n in round_numbers:
        # Default arguments bind this round's number (a plain closure would see the last one).
        columns.append(Column(lambda n=n: tr(CTX, "Round {n}").format(n=n),
                              lambda r, n=n: _opt_points(r.by_round.get(n)),
                              lambda r, n=n: r.by_round.get(n, NO_VALUE_LOW), align_right=True))
        signed[len(columns) - 1] = lambda r, n=n: r.by_round.get(n)
    return columns, signed


def is_staged(rows: Sequence[StandingRow]) -> bool:
    """The rows rank the event by the stage reached (a later stage has started)."""
    return any(r.stage is not None for r in rows)


class StandingsModel(StyledRowsModel[StandingRow]):
    def __init__(self, parent: Any = None) -> None:
        columns, signed = standing_columns(())
        super().__init__(columns, signed=signed, bold=(TOTAL_COLUMN,), parent=parent)
        self.round_numbers: list[int] = []

    def set_standings(self, rows: Sequence[StandingRow], round_numbers: Sequence[int]) -> None:
        self.round_numbers = list(round_numbers)
        staged = is_staged(rows)
        columns, signed = standing_columns(self.round_numbers, staged)
        # the figure that set the place is bold: the stage's total once the stage reached ranks
        self.bold = {TOTAL_COLUMN + 2} if staged else {TOTAL_COLUMN}
        self.set_columns(columns, rows, signed)


# -- statistics -----------------------------------------------------------------------------------
POINTS_COLUMN = 7  # the name, the games, the average place and the four places before it


class StatsModel(StyledRowsModel[PlayerStats]):
    """Every player's figures (``ui.stats_table``); a cell's tip says what that value rests on."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(stats_columns(), signed={POINTS_COLUMN: lambda s: s.points},
                         header_tips=stats_tips(), parent=parent)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.ToolTipRole and index.isValid() and 0 <= index.row() < len(self.rows):
            tip = cell_tip(self.rows[index.row()], index.column())
            if tip is not None:
                return tip
        return super().data(index, role)


# -- the view -------------------------------------------------------------------------------------
class RoundRangeBar(QWidget):
    """"All rounds", or rounds *from* … *to* …; ``changed`` when the choice changes."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._has_rounds = False
        self.all_rounds = QCheckBox(tr(CTX, "All rounds"))
        self.all_rounds.setChecked(True)
        self.first = QSpinBox()
        self.last = QSpinBox()
        for spin in (self.first, self.last):
            spin.setRange(1, 1)
            spin.setMinimumWidth(spin.fontMetrics().horizontalAdvance("000") + 40)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.all_rounds)
        layout.addSpacing(12)
        layout.addWidget(QLabel(tr(CTX, "From round")))
        layout.addWidget(self.first)
        layout.addWidget(QLabel(tr(CTX, "to round")))
        layout.addWidget(self.last)
        self.all_rounds.toggled.connect(self._toggled)
        self.first.valueChanged.connect(self._first_changed)
        self.last.valueChanged.connect(self._last_changed)
        self._enable()

    def set_round_count(self, last_round: int) -> None:
        """Follow the rounds seated so far without emitting ``changed``."""
        for spin in (self.first, self.last):
            spin.blockSignals(True)
        try:
            top = max(last_round, 1)
            self.first.setMaximum(top)
            self.last.setMaximum(top)
            if self.all_rounds.isChecked():
                self.first.setValue(1)
                self.last.setValue(top)
        finally:
            for spin in (self.first, self.last):
                spin.blockSignals(False)
        self._has_rounds = last_round > 0
        self._enable()

    def rounds_range(self) -> RoundRange:
        if self.all_rounds.isChecked():
            return None
        return (self.first.value(), self.last.value())

    def set_range(self, rounds_range: RoundRange) -> None:
        """Choose a range (None: all rounds), emitting ``changed`` once."""
        self.blockSignals(True)
        try:
            self.all_rounds.setChecked(rounds_range is None)
            if rounds_range is not None:
                self.last.setValue(rounds_range[1])
                self.first.setValue(rounds_range[0])
        finally:
            self.blockSignals(False)
        self.changed.emit()

    def _enable(self) -> None:
        on = not self.all_rounds.isChecked() and self._has_rounds
        self.first.setEnabled(on)
        self.last.setEnabled(on)

    def _toggled(self) -> None:
        self._enable()
        self.changed.emit()

    def _first_changed(self, value: int) -> None:
        if self.last.value() < value:
            self.last.setValue(value)  # emits changed through _last_changed
            return
        self.changed.emit()

    def _last_changed(self, value: int) -> None:
        if self.first.value() > value:
            self.first.blockSignals(True)
            self.first.setValue(value)
            self.first.blockSignals(False)
        self.changed.emit()


class StandingsView(QWidget):
    """Standings and statistics of ``ctx``'s tournament, refreshed whenever the record changes."""

    projector_requested = Signal()
    print_requested = Signal(str)  # the document kind: "standings"

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self._stats_stale = True
        self._field_stale = True
        self.player_page: QWidget | None = None  # the last player's page opened (double-click)

        self.range_bar = RoundRangeBar()
        # its keys (F11) belong to the main window's View menu; a second shortcut here would make them
        # ambiguous and neither would fire.
        self.projector_button = QPushButton(tr(CTX, "Projector ({key})").format(
            key=action_key_text("projector")))
        self.print_button = QPushButton(tr(CTX, "Print…"))
        self.summary = QLabel()
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        self.model = StandingsModel(self)
        self.table, self.proxy = sorted_table(self.model, self)
        self.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.stats_model = StatsModel(self)
        self.stats_table, self.stats_proxy = sorted_table(self.stats_model, self)
        self.stats_table.sortByColumn(0, Qt.SortOrder.AscendingOrder)  # names in 50音順
        stats_header = self.stats_table.horizontalHeader()
        stats_header.sortIndicatorChanged.connect(lambda *_: fit_columns(self.stats_table))
        stats_header.setToolTip(tr(CTX, "Point at a figure for what it rests on"))
        self.stats_note = QLabel(stats_text.not_recorded())
        self.stats_note.setWordWrap(True)
        self.stats_page = QWidget()  # the table, and under it what the figures cannot give
        stats_layout = QVBoxLayout(self.stats_page)
        stats_layout.setContentsMargins(0, 0, 0, 0)
        stats_layout.addWidget(self.stats_table, 1)
        stats_layout.addWidget(self.stats_note)
        self.tabs = QTabWidget()
        self.tabs.addTab(self.table, tr(CTX, "Standings"))
        self.tabs.addTab(self.stats_page, tr(CTX, "Statistics"))
        self.field_panel = FieldPanel()  # every player's total after each round, and the cut
        self.tabs.addTab(self.field_panel, tr(CTX, "Progress"))
        self.table.setToolTip(tr(CTX, "Double-click a player for their page"))
        self.table.doubleClicked.connect(self.open_player)

        top = QHBoxLayout()
        top.addWidget(self.range_bar)
        top.addStretch(1)
        top.addWidget(self.projector_button)
        top.addWidget(self.print_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.summary)

        self.range_bar.changed.connect(self.refresh)
        self.tabs.currentChanged.connect(self._tab_changed)
        self.projector_button.clicked.connect(self.projector_requested)
        self.print_button.clicked.connect(lambda: self.print_requested.emit("standings"))
        self.lazy = watch(ctx, self, self.refresh)
        self.lazy.request()

    # -- reading ----------------------------------------------------------------------------------
    def rounds_range(self) -> RoundRange:
        return self.range_bar.rounds_range()

    def showing_statistics(self) -> bool:
        return self.tabs.currentWidget() is self.stats_page

    @guarded_refresh
    def refresh(self) -> None:
        tid = self.ctx.tournament_id
        if tid is None:
            self.model.set_standings([], [])
            self.stats_model.set_rows([])
            self.field_panel.set_field(None)
            self.summary.clear()
            return
        with user_errors(self) as failed:
            numbers = rounds.round_numbers(tid)
            self.range_bar.set_round_count(max(numbers, default=0))
            chosen = self.rounds_range()
            rows = ranked(tid, chosen)
        if failed:
            return
        shown = [n for n in numbers if chosen is None or chosen[0] <= n <= chosen[1]]
        self.model.set_standings(rows, shown)
        self.table.horizontalHeader().setResizeContentsPrecision(40)  # widths from the first rows
        self.table.resizeColumnsToContents()
        self._summarise(rows, shown)
        # Statistics replay every recorded hand: only worth it when somebody looks at them.
        self._stats_stale = self._field_stale = True
        if self.showing_statistics():
            self._load_stats()
        elif self.tabs.currentWidget() is self.field_panel:
            self._load_field()

    def _load_stats(self) -> None:
        tid = self.ctx.tournament_id
        if tid is None:
            return
        with user_errors(self) as failed:
            stats = player_stats.tournament_stats(tid, self.rounds_range(), reveal=True)
        if failed:
            return
        self.stats_model.set_rows(stats)
        fit_columns(self.stats_table)
        self._stats_stale = False

    @guarded_refresh
    def _tab_changed(self, *_index: int) -> None:
        if self.showing_statistics() and self._stats_stale:
            self._load_stats()
        elif self.tabs.currentWidget() is self.field_panel and self._field_stale:
            self._load_field()

    def _load_field(self) -> None:
        """The whole event's progress (the round filter does not apply: it is the story so far)."""
        tid = self.ctx.tournament_id
        if tid is None:
            self.field_panel.set_field(None)
            return
        with user_errors(self) as failed:
            field = field_progress(tid)
        if not failed:
            self.field_panel.set_field(field)
            self._field_stale = False

    def open_player(self, index: QModelIndex) -> None:
        """The player's page: points and place after each round, places, games."""
        row = index.data(ROW_ROLE)
        if not isinstance(row, StandingRow):
            return
        self.player_page = PlayerPage(self.ctx, row.player_id, self)
        self.player_page.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.player_page.show()

    def _summarise(self, rows: Sequence[StandingRow], shown: Sequence[int]) -> None:
        parts = [tr(CTX, "%n players", len(rows))]
        if is_staged(rows):
            parts.append(tr(CTX, "ranked by the stage reached, then by the total in that stage"))
        if not shown:
            parts.append(tr(CTX, "no round played yet"))
        elif len(shown) == 1:
            parts.append(tr(CTX, "round {n}").format(n=shown[0]))
        else:
            parts.append(tr(CTX, "rounds {first}–{last}").format(first=shown[0], last=shown[-1]))
        self.summary.setText(separated(parts))

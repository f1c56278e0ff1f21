"""Rounds (回戦): seat the next round, see and change its tables, open a table's game."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QSortFilterProxyModel, Qt, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tournament_app.services import clock, rounds, standings
from tournament_app.services.rows import TableSeating
from tournament_app.texts import display
from tournament_app.ui.clock_widgets import RoundClockBar
from tournament_app.ui.context import AppContext, guarded_refresh, watch
from tournament_app.ui.errors import user_errors
from tournament_app.ui.players_view import configure_table
from tournament_app.ui.seating_dialogs import ManualSeatingDialog, SeatRoundDialog, SwapDialog, round_name
from tournament_app.ui.tab_keys import TabKeys
from tournament_app.ui.table_model import ROW_ROLE, SORT_ROLE, Column, RowsModel
from tournament_app.words.i18n import tr

CTX = "ui.rounds"
OPEN_KEYS = (QKeySequence(Qt.Key.Key_Return), QKeySequence(Qt.Key.Key_Enter))


def state_name(state: str) -> str:
    return {
        "planned": tr(CTX, "Not started"),
        "in_progress": tr(CTX, "In play"),
        "finished": tr(CTX, "Finished"),
    }.get(state, state)


@dataclass(frozen=True)
class TableRow:
    """One table of a round with its result once finished."""

    seating: TableSeating
    points: tuple[int, ...] | None  # tenths per seat, in seat order
    extra: int = 0  # extra minutes on the round clock


def _seat_column(seat: int) -> Column[TableRow]:
    return Column(lambda: display.wind_names()[seat], lambda r: r.seating.names[seat])


def table_columns() -> list[Column[TableRow]]:
    return [
        Column(lambda: tr(CTX, "Table"), lambda r: str(r.seating.table), lambda r: r.seating.table,
               align_right=True),
        *(_seat_column(seat) for seat in range(4)),
        Column(lambda: tr(CTX, "State"), lambda r: state_name(r.seating.state)),
        Column(lambda: tr(CTX, "Result (E / S / W / N)"),
               lambda r: " / ".join(display.points(p) for p in r.points) if r.points else ""),
        Column(lambda: tr(CTX, "Extra time"),
               lambda r: tr(CTX, "+{minutes} min").format(minutes=r.extra) if r.extra else "",
               lambda r: r.extra, align_right=True),
        Column(lambda: tr(CTX, "Sitting out"), lambda r: r.seating.out_name or ""),  # tables of five
    ]


def repeat_text(tournament_id: int) -> str:
    stats, stage = rounds.repeat_stats(tournament_id), rounds.repeats_stage(tournament_id)
    return display.repeats_text(stats.repeated_pairs, stats.max_meetings, stage)


class RoundsView(QWidget):
    """Rounds on the left; the selected round's tables on the right.

    ``print_requested("seating")`` asks the main window to print; ``open_game(game_id)`` to open
    a table's game at the score desk.
    """

    print_requested = Signal(str)
    open_game = Signal(int)

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.tables: list[TableSeating] = []  # the shown round's tables, as last read
        self._repeats_key: tuple[int, int, int] | None = None
        self._seatings_changed = 0  # bumped by this view's own seat edits
        self.wanted_round: int | None = None  # the round to show after the next refresh
        self.model = RowsModel(table_columns(), self)
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSortRole(SORT_ROLE)
        self.proxy.setSourceModel(self.model)
        self.stack = QStackedWidget()
        self.empty = QLabel(tr(CTX, "No tournament is open: create or open one to seat its rounds."))
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setWordWrap(True)
        self.stack.addWidget(self.empty)
        splitter = QSplitter()
        splitter.addWidget(self._build_left())
        splitter.addWidget(self._build_right())
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([220, 900])
        self.stack.addWidget(splitter)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.stack)
        self.lazy = watch(ctx, self, self.refresh)
        self.lazy.request()

    # -- layout -------------------------------------------------------------------------------
    def _build_left(self) -> QWidget:
        self.round_list = QListWidget()
        self.round_list.currentRowChanged.connect(self._round_chosen)
        self.seat_button = QPushButton(tr(CTX, "&Seat next round…"))
        self.seat_button.setToolTip(tr(CTX, "Draw the tables of the next round"))
        self.seat_button.clicked.connect(self.seat_next_round)
        self.delete_button = QPushButton(tr(CTX, "&Delete last round"))
        self.delete_button.setToolTip(tr(CTX, "Take back the last seating while none of its games has "
                                              "started"))
        self.delete_button.clicked.connect(self.delete_last_round)
        self.print_button = QPushButton(tr(CTX, "&Print seating…"))
        self.print_button.clicked.connect(lambda: self.print_requested.emit("seating"))
        left = QWidget()
        layout = QVBoxLayout(left)
        layout.addWidget(QLabel(tr(CTX, "Rounds")))
        layout.addWidget(self.round_list, 1)
        layout.addWidget(self.seat_button)
        layout.addWidget(self.print_button)
        layout.addSpacing(24)  # the destructive button apart from the everyday ones
        layout.addWidget(self.delete_button)
        return left

    def _build_right(self) -> QWidget:
        self.title = QLabel()
        font = self.title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.title.setFont(font)
        self.table = QTableView()
        self.table.setModel(self.proxy)
        configure_table(self.table)
        # the four names share the width; table number, state and result take what they need
        header = self.table.horizontalHeader()
        header.setStretchLastSection(False)
        header.setMinimumSectionSize(48)
        for column in range(self.model.columnCount()):
            mode = (QHeaderView.ResizeMode.Stretch if 1 <= column <= 4
                    else QHeaderView.ResizeMode.ResizeToContents)
            header.setSectionResizeMode(column, mode)
        self.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.table.doubleClicked.connect(lambda _index: self.open_selected())
        self.table.selectionModel().selectionChanged.connect(lambda *_: self._update_buttons())
        keys = TabKeys(self)  # whenever the tab shows, but not in the clock's minutes boxes
        for open_keys in OPEN_KEYS:
            keys.add(open_keys, self.open_selected)
        self.no_rounds = QLabel(tr(CTX, "No round seated yet: draw the first one with “Seat next "
                                        "round…”."))
        self.no_rounds.setWordWrap(True)
        self.no_rounds.hide()  # said once the rounds are read (a first read may meet a stopped server)
        self.open_button = QPushButton(tr(CTX, "&Open game  (Enter)"))
        self.open_button.setToolTip(tr(CTX, "Record this table's game at the score desk (Enter or "
                                            "double-click)"))
        self.open_button.clicked.connect(self.open_selected)
        self.swap_button = QPushButton(tr(CTX, "&Edit seats…"))
        self.swap_button.setToolTip(tr(CTX, "Exchange two players of this round before their games "
                                            "start"))
        self.swap_button.clicked.connect(self.edit_seats)
        self.history_button = QPushButton(tr(CTX, "&Change history…"))
        self.history_button.setToolTip(tr(CTX, "Who changed which hand of this table's game, and when"))
        self.history_button.clicked.connect(self.show_history)
        self.repeats = QLabel()
        buttons = QHBoxLayout()
        buttons.addWidget(self.open_button)
        buttons.addWidget(self.swap_button)
        buttons.addWidget(self.history_button)
        buttons.addStretch()
        buttons.addWidget(self.repeats)
        self.clock_bar = RoundClockBar(self.ctx)
        right = QWidget()
        layout = QVBoxLayout(right)
        layout.addWidget(self.title)
        layout.addWidget(self.clock_bar)
        layout.addWidget(self.no_rounds)
        layout.addWidget(self.table, 1)
        layout.addLayout(buttons)
        return right

    # -- data ---------------------------------------------------------------------------------
    @guarded_refresh
    def refresh(self) -> None:
        tid = self.ctx.tournament_id
        if tid is None:
            self.stack.setCurrentWidget(self.empty)
            self.tables = []
            self.model.set_rows([])
            return
        self.stack.setCurrentIndex(1)
        wanted = self.wanted_round or self.current_round()
        self.wanted_round = None
        # labels from one aggregate query; only the shown round's tables are read (a league can
        # hold 100 rounds of 128 tables)
        summaries = rounds.round_summaries(tid)
        numbers = [r.number for r in summaries]
        self.round_list.blockSignals(True)
        self.round_list.clear()
        for number, tables, finished, _started in summaries:
            item = QListWidgetItem(tr(CTX, "{round}  ({finished}/{tables} finished)").format(
                round=round_name(number), finished=finished, tables=tables))
            item.setData(Qt.ItemDataRole.UserRole, number)
            self.round_list.addItem(item)
        if numbers:
            if wanted not in numbers:  # opened on the round in play, not the last one seated ahead
                wanted = rounds.round_in_play(tid)
            self.round_list.setCurrentRow(numbers.index(wanted) if wanted in numbers else len(numbers) - 1)
        self.round_list.blockSignals(False)  # the round is shown once, below
        key = (tid, len(numbers), self._seatings_changed)
        if key != self._repeats_key:  # repeated pairs change with seatings, not with results
            self.repeats.setText(repeat_text(tid) if numbers else "")
            self._repeats_key = key
        self.no_rounds.setVisible(not numbers)
        self._show_round(self.current_round())

    def current_round(self) -> int | None:
        item = self.round_list.currentItem()
        return int(item.data(Qt.ItemDataRole.UserRole)) if item is not None else None

    @guarded_refresh
    def _round_chosen(self, _row: int) -> None:
        self._show_round(self.current_round())

    def _show_round(self, number: int | None) -> None:
        tid = self.ctx.tournament_id
        keep = self.selected_table()
        if tid is None or number is None:
            self.title.setText("")
            self.model.set_rows([])
            self._update_buttons()
            return
        self.tables = rounds.seating_of(tid, number)
        points = {r.game_id: r.points for r in standings.results(tid, (number, number), reveal=True)
                  if r.points is not None}
        extra = clock.clock_of(tid, number).extra
        rows = [TableRow(t, points.get(t.game_id) if t.game_id is not None else None,
                         extra.get(t.table, 0))
                for t in self.tables if t.round == number]
        self.title.setText(tr(CTX, "{round}: %n tables", len(rows)).format(round=round_name(number)))
        self.model.set_rows(rows)
        # a table is always selected, so Enter opens a game straight away
        self.select_table(keep.seating.table if keep is not None else 1)
        self._update_buttons()

    def selected_table(self) -> TableRow | None:
        rows = self.table.selectionModel().selectedRows()
        return rows[0].data(ROW_ROLE) if rows else None

    def select_table(self, table_number: int) -> None:
        for row in range(self.proxy.rowCount()):
            if self.proxy.index(row, 0).data(ROW_ROLE).seating.table == table_number:
                self.table.selectRow(row)
                return
        if self.proxy.rowCount():
            self.table.selectRow(0)

    def round_tables(self) -> list[TableSeating]:
        number = self.current_round()
        return [t for t in self.tables if t.round == number]

    def _update_buttons(self) -> None:
        has_tournament = self.ctx.tournament_id is not None
        has_rounds = self.round_list.count() > 0
        self.seat_button.setEnabled(has_tournament)
        self.delete_button.setEnabled(has_rounds)
        self.print_button.setEnabled(has_rounds)
        table = self.selected_table()
        self.open_button.setEnabled(table is not None and table.seating.game_id is not None)
        self.history_button.setEnabled(self.open_button.isEnabled())
        self.clock_bar.show_round(self.current_round(), table.seating.table if table is not None else None)
        self.swap_button.setEnabled(any(t.state == "planned" for t in self.round_tables()))

    # -- actions ------------------------------------------------------------------------------
    def open_selected(self) -> None:
        table = self.selected_table()
        if table is not None and table.seating.game_id is not None:
            self.open_game.emit(table.seating.game_id)

    def show_history(self) -> None:
        from tournament_app.ui.history_dialog import HistoryDialog

        table = self.selected_table()
        if table is not None and table.seating.game_id is not None:
            title = tr(CTX, "{round}, table {table}").format(round=round_name(table.seating.round),
                                                            table=table.seating.table)
            with user_errors(self) as failed:  # the dialog reads the change history
                dialog = HistoryDialog(table.seating.game_id, title, self)
            if not failed:
                dialog.exec()

    def seat_next_round(self) -> None:
        if self.ctx.tournament_id is None:
            return
        with user_errors(self) as failed:  # the dialog reads the field and the seated rounds
            dialog = SeatRoundDialog(self.ctx, self)
        if failed or dialog.exec() != QDialog.DialogCode.Accepted:
            return
        number = dialog.round_number
        if dialog.method() == "manual":
            with user_errors(self) as failed:
                manual = ManualSeatingDialog(self.ctx, self)
            if failed or manual.exec() != QDialog.DialogCode.Accepted:
                return
            number = manual.round_number
        self.wanted_round = number
        self.ctx.notify()

    def delete_last_round(self) -> None:
        tid = self.ctx.tournament_id
        if tid is None or not self.round_list.count():
            return
        last = int(self.round_list.item(self.round_list.count() - 1).data(Qt.ItemDataRole.UserRole))
        answer = QMessageBox.question(
            self, tr(CTX, "Delete last round"),
            tr(CTX, "Delete the seating of {round}? Its tables will have to be drawn again.").format(
                round=round_name(last)),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.No)
        if answer != QMessageBox.StandardButton.Yes:
            return
        with user_errors(self) as failed:
            rounds.delete_last_round(tid, expected=last)
        if not failed:
            self.ctx.notify()

    def edit_seats(self) -> None:
        number = self.current_round()
        if self.ctx.tournament_id is None or number is None:
            return
        table = self.selected_table()
        dialog = SwapDialog(self.ctx, number, self.round_tables(), self,
                            first_table=table.seating.table if table else None)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.wanted_round = number
            self._seatings_changed += 1  # a swap changes who met whom
            self.ctx.notify()

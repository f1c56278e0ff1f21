"""Rounds (回戦): seat the next round, see and change its tables, open a table's game."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QSortFilterProxyModel, Qt, Signal
from PySide6.QtGui import QIntValidator, QKeySequence
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QCompleter,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSpinBox,
    QSplitter,
    QStackedWidget,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tournament_app import display
from tournament_app.i18n import tr
from tournament_app.messages import N_, Message, UserError
from tournament_app.services import clock, players, rounds, standings, tournaments
from tournament_app.services.rows import PlayerRow, TableSeating
from tournament_app.ui.clock_widgets import RoundClockBar
from tournament_app.ui.context import AppContext, watch
from tournament_app.ui.errors import user_errors
from tournament_app.ui.players_view import configure_table, fold, shortcut
from tournament_app.ui.table_model import ROW_ROLE, SORT_ROLE, Column, RowsModel

CTX = "ui.rounds"
OPEN_KEYS = (QKeySequence(Qt.Key.Key_Return), QKeySequence(Qt.Key.Key_Enter))


def round_name(number: int) -> str:
    return tr(CTX, "Round {number}").format(number=number)


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
    ]


def repeat_text(tournament_id: int) -> str:
    stats = rounds.repeat_stats(tournament_id)
    return tr(CTX, "Repeated pairs: {pairs} · most meetings of one pair: {most}").format(
        pairs=stats.repeated_pairs, most=stats.max_meetings)


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
        for keys in OPEN_KEYS:
            shortcut(keys, self.table, self.open_selected, Qt.ShortcutContext.WidgetShortcut)
        self.no_rounds = QLabel(tr(CTX, "No round seated yet: draw the first one with “Seat next "
                                        "round…”."))
        self.no_rounds.setWordWrap(True)
        self.open_button = QPushButton(tr(CTX, "&Open game  (Enter)"))
        self.open_button.setToolTip(tr(CTX, "Record this table's game at the score desk (Enter or "
                                            "double-click)"))
        self.open_button.clicked.connect(self.open_selected)
        self.swap_button = QPushButton(tr(CTX, "Edit &seats…"))
        self.swap_button.setToolTip(tr(CTX, "Exchange two players of this round before their games "
                                            "start"))
        self.swap_button.clicked.connect(self.edit_seats)
        self.history_button = QPushButton(tr(CTX, "Change &history…"))
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
        numbers = [number for number, _tables, _finished in summaries]
        self.round_list.blockSignals(True)
        self.round_list.clear()
        for number, tables, finished in summaries:
            item = QListWidgetItem(tr(CTX, "{round}  ({finished}/{tables} finished)").format(
                round=round_name(number), finished=finished, tables=tables))
            item.setData(Qt.ItemDataRole.UserRole, number)
            self.round_list.addItem(item)
        if numbers:
            row = numbers.index(wanted) if wanted in numbers else len(numbers) - 1
            self.round_list.setCurrentRow(row)
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
        points = {r.game_id: r.points for r in standings.results(tid, (number, number))
                  if r.points is not None}
        extra = clock.clock_of(tid, number).extra
        rows = [TableRow(t, points.get(t.game_id) if t.game_id is not None else None,
                         extra.get(t.table, 0))
                for t in self.tables if t.round == number]
        self.title.setText(tr(CTX, "{round}: {tables} tables").format(round=round_name(number),
                                                                      tables=len(rows)))
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
            HistoryDialog(table.seating.game_id, title, self).exec()

    def seat_next_round(self) -> None:
        if self.ctx.tournament_id is None:
            return
        dialog = SeatRoundDialog(self.ctx, self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        number = dialog.round_number
        if dialog.method() == "manual":
            manual = ManualSeatingDialog(self.ctx, self)
            if manual.exec() != QDialog.DialogCode.Accepted:
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


# -- dialogs ------------------------------------------------------------------------------------
class _NextRoundDialog(QDialog):
    """A dialog that seats the tournament's next round; ``round_number`` is set once stored."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        assert ctx.tournament_id is not None
        self.tournament_id = ctx.tournament_id
        self.round_number: int | None = None
        self.info = tournaments.tournament_info(self.tournament_id)


class SeatRoundDialog(_NextRoundDialog):
    """How to seat the next round. Random and by standings are stored on OK; "by hand" only
    accepts, and the caller opens :class:`ManualSeatingDialog`."""

    METHODS = ("random", "standings", "manual")

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(ctx, parent)
        info = self.info
        self.setWindowTitle(tr(CTX, "Seat {round}").format(round=round_name(info.rounds + 1)))
        self.random = QRadioButton(tr(CTX, "&Random, with the fewest repeated opponents"))
        self.by_standings = QRadioButton(tr(CTX, "By &standings: 1st to 4th at table 1, 5th to 8th at "
                                                 "table 2 …"))
        self.by_hand = QRadioButton(tr(CTX, "By &hand: choose the four players of every table"))
        self.group = QButtonGroup(self)
        for i, button in enumerate((self.random, self.by_standings, self.by_hand)):
            self.group.addButton(button, i)
        self.random.setChecked(True)
        self.seed = QLineEdit()
        self.seed.setValidator(QIntValidator(0, 2**31 - 1, self))
        self.seed.setPlaceholderText(tr(CTX, "empty: a fresh draw"))
        self.seed.setToolTip(tr(CTX, "The same seed with the same players and history gives the same "
                                     "tables"))
        self.random.toggled.connect(self.seed.setEnabled)
        seed_row = QFormLayout()
        seed_row.setContentsMargins(24, 0, 0, 0)
        seed_row.addRow(tr(CTX, "S&eed (optional):"), self.seed)
        self.count = QSpinBox()
        self.count.setRange(1, 40)
        self.count.setToolTip(tr(CTX, "Seating all the day's rounds at once plans them together: "
                                      "the best way to avoid meeting the same opponents twice"))
        self.random.toggled.connect(self.count.setEnabled)
        seed_row.addRow(tr(CTX, "Rounds to seat &now:"), self.count)
        count = QLabel(tr(CTX, "{count} players to seat (active players and substitutes); withdrawn "
                               "players are left out.").format(count=info.players))
        count.setWordWrap(True)
        if info.planned_rounds:
            plan = tr(CTX, "Round {number} of {planned} planned: a random draw plans the rounds after it "
                           "too, so that nobody meets an opponent twice where that can be avoided.").format(
                number=info.rounds + 1, planned=info.planned_rounds)
        else:
            plan = tr(CTX, "Tip: with the number of rounds set (Tournament tab, Edit…), seating one round "
                           "at a time plans the rest as well and avoids repeated opponents.")
        self.plan_note = QLabel(plan)
        self.plan_note.setWordWrap(True)
        self.plan_note.setEnabled(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(tr(CTX, "Seat"))
        self.by_hand.toggled.connect(lambda on: self.ok_button.setText(
            tr(CTX, "Continue…") if on else tr(CTX, "Seat")))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(count)
        layout.addWidget(self.random)
        layout.addLayout(seed_row)
        layout.addWidget(self.by_standings)
        layout.addWidget(self.by_hand)
        layout.addWidget(self.plan_note)
        layout.addWidget(buttons)
        self.setMinimumWidth(480)

    def method(self) -> str:
        return self.METHODS[self.group.checkedId()]

    def seed_value(self) -> int | None:
        text = self.seed.text().strip()
        return int(text) if text else None

    def accept(self) -> None:
        if self.method() == "manual":
            super().accept()
            return
        with user_errors(self) as failed:
            if self.method() == "random" and self.count.value() > 1:
                numbers = rounds.seat_rounds(self.tournament_id, self.count.value(),
                                             seed=self.seed_value(), expected=self.info.rounds + 1)
                self.round_number = numbers[0]
            else:
                self.round_number = rounds.seat_round(self.tournament_id, self.method(),
                                                      seed=self.seed_value(), expected=self.info.rounds + 1)
        if not failed:
            super().accept()


def player_label(player: PlayerRow) -> str:
    return f"{player.name} ({player.reading})" if player.reading else player.name


class SeatCombo(QComboBox):
    """One seat: a player chosen from the list or typed (any part of the name or reading)."""

    def __init__(self, candidates: list[PlayerRow], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setEditable(True)
        self.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.addItem("", None)
        for player in candidates:
            self.addItem(player_label(player), player.id)
        completer = QCompleter(self.model(), self)
        completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.setCompleter(completer)
        self.setMinimumContentsLength(18)
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)

    def player_id(self) -> int | None:
        """The chosen player; None for an empty seat; UserError for text that names nobody."""
        text = self.currentText().strip()
        if not text:
            return None
        index = self.findText(text, Qt.MatchFlag.MatchFixedString)
        if index <= 0:
            matches = [i for i in range(1, self.count()) if fold(text) in fold(self.itemText(i))]
            if len(matches) != 1:
                raise UserError(Message(CTX, N_(CTX, "{text} is not one registered player"),
                                        {"text": text}))
            index = matches[0]
        return int(self.itemData(index))

    def set_player(self, player_id: int | None) -> None:
        self.setCurrentIndex(max(0, self.findData(player_id)) if player_id is not None else 0)


class ManualSeatingDialog(_NextRoundDialog):
    """One row per table, four seats each; the service checks that everyone is seated once."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(ctx, parent)
        info = self.info
        self.setWindowTitle(tr(CTX, "Seat {round} by hand").format(round=round_name(info.rounds + 1)))
        self.candidates = [p for p in players.list_players(self.tournament_id) if p.status != "withdrawn"]
        active = sum(1 for p in self.candidates if p.status == "active")
        table_count = max(1, -(-active // 4))
        grid = QGridLayout()
        for column in range(1, 5):
            grid.setColumnStretch(column, 1)
        for seat, wind in enumerate(display.wind_names()):
            grid.addWidget(QLabel(f"<b>{wind}</b>"), 0, seat + 1)
        self.rows: list[list[SeatCombo]] = []
        for t in range(table_count):
            grid.addWidget(QLabel(tr(CTX, "Table {number}").format(number=t + 1)), t + 1, 0)
            combos = [SeatCombo(self.candidates) for _ in range(4)]
            for seat, combo in enumerate(combos):
                combo.currentTextChanged.connect(self._update_summary)
                grid.addWidget(combo, t + 1, seat + 1)
            self.rows.append(combos)
        page = QWidget()
        page_layout = QVBoxLayout(page)
        page_layout.addLayout(grid)
        page_layout.addStretch()
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(page)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.fill_button = QPushButton(tr(CTX, "&Fill empty seats in list order"))
        self.fill_button.setToolTip(tr(CTX, "Seat the players not yet chosen, in the order of the "
                                            "players list, in the empty seats"))
        self.fill_button.clicked.connect(self.fill_empty_seats)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(tr(CTX, "Seat"))
        buttons.addButton(self.fill_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(tr(CTX, "East deals first. Type part of a name or reading to find a "
                                        "player.")))
        layout.addWidget(scroll, 1)
        layout.addWidget(self.summary)
        layout.addWidget(buttons)
        self.resize(960, min(720, 180 + 40 * table_count))
        self._update_summary()

    def chosen(self) -> list[int]:
        out = []
        for row in self.rows:
            for combo in row:
                try:
                    pid = combo.player_id()
                except UserError:
                    pid = None
                if pid is not None:
                    out.append(pid)
        return out

    def _update_summary(self) -> None:
        chosen = self.chosen()
        names = {p.id: p.name for p in self.candidates}
        twice = sorted({names[p] for p in chosen if chosen.count(p) > 1})
        waiting = [p.name for p in self.candidates if p.status == "active" and p.id not in chosen]
        parts = [tr(CTX, "{seated} of {seats} seats filled").format(
            seated=len(chosen), seats=4 * len(self.rows))]
        if waiting:
            parts.append(tr(CTX, "not seated yet: {names}").format(names=", ".join(waiting)))
        if twice:
            parts.append(tr(CTX, "seated twice: {names}").format(names=", ".join(twice)))
        self.summary.setText(" · ".join(parts))

    def fill_empty_seats(self) -> None:
        chosen = set(self.chosen())
        waiting = [p.id for p in self.candidates if p.status == "active" and p.id not in chosen]
        waiting += [p.id for p in self.candidates if p.status == "substitute" and p.id not in chosen]
        for row in self.rows:
            for combo in row:
                if waiting and not combo.currentText().strip():
                    combo.set_player(waiting.pop(0))

    def tables(self) -> list[list[int]]:
        """The seats as player ids (empty seats left out: the service names the problem)."""
        out = []
        for row in self.rows:
            out.append([pid for pid in (combo.player_id() for combo in row) if pid is not None])
        return out

    def accept(self) -> None:
        with user_errors(self) as failed:
            self.round_number = rounds.seat_round(self.tournament_id, "manual", tables=self.tables(),
                                                  expected=self.info.rounds + 1)
        if not failed:
            super().accept()


class SwapDialog(QDialog):
    """Exchange two players' seats in a round whose games have not started."""

    def __init__(self, ctx: AppContext, round_number: int, tables: list[TableSeating],
                 parent: QWidget | None = None, first_table: int | None = None) -> None:
        super().__init__(parent)
        assert ctx.tournament_id is not None
        self.tournament_id = ctx.tournament_id
        self.round_number = round_number
        self.setWindowTitle(tr(CTX, "Edit seats of {round}").format(round=round_name(round_number)))
        self.first, self.second = QComboBox(), QComboBox()
        winds = display.wind_names()
        for table in tables:
            if table.state != "planned":
                continue  # a game under way changes seats at the desk, not here
            for seat in range(4):
                label = tr(CTX, "Table {table} · {wind} · {name}").format(
                    table=table.table, wind=winds[seat], name=table.names[seat])
                for combo in (self.first, self.second):
                    combo.addItem(label, table.player_ids[seat])
        if first_table is not None:
            planned = [t.table for t in tables if t.state == "planned"]
            if first_table in planned:
                self.first.setCurrentIndex(4 * planned.index(first_table))
        self.second.setCurrentIndex(min(self.first.currentIndex() + 4, self.second.count() - 1))
        form = QFormLayout()
        form.addRow(tr(CTX, "E&xchange:"), self.first)
        form.addRow(tr(CTX, "&with:"), self.second)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(tr(CTX, "Exchange"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        for combo in (self.first, self.second):
            combo.currentIndexChanged.connect(self._update_ok)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self.setMinimumWidth(440)
        self._update_ok()

    def _update_ok(self) -> None:
        a, b = self.first.currentData(), self.second.currentData()
        self.ok_button.setEnabled(a is not None and b is not None and a != b)

    def accept(self) -> None:
        a, b = self.first.currentData(), self.second.currentData()
        if a is None or b is None or a == b:
            return
        with user_errors(self) as failed:
            rounds.swap_players(self.tournament_id, self.round_number, int(a), int(b))
        if not failed:
            super().accept()

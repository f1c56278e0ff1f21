"""Penalties: the list, adding one with its reason, cancelling one; and every chombo beside them.

Penalties are never deleted: a cancelled one stays in the list, struck out, with why. A chombo is part
of its game's points however it was entered (a chombo hand, a chombo ticked with the final scores), so
both kinds are corrected the same way: through the game, reopened with the reason, at its desk.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QItemSelection, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QCompleter,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tournament_app.checks.limits import MAX_PENALTY_TENTHS, MAX_REASON
from tournament_app.platform import colours
from tournament_app.services import games, penalties, players, rounds
from tournament_app.services.penalties import PenaltyRow
from tournament_app.services.rows import PlayerRow
from tournament_app.texts.display import moment_text, points, result_name, separated
from tournament_app.ui.context import AppContext, guarded_refresh, watch
from tournament_app.ui.errors import user_errors
from tournament_app.ui.styled_rows import StyledRowsModel, sorted_table
from tournament_app.ui.table_model import ROW_ROLE, Column
from tournament_app.words.i18n import tr

CTX = "ui.penalties"
POINTS_COLUMN = 3
DATE_COLUMN = 5


def parse_tenths(text: str, decimal_point: str = ".") -> int | None:
    """``"2.5"`` -> 25 tenths, straight from the digits (a float would turn 0.3 into 0.29999…).

    Accepts the locale's decimal point as well as ``.``; None when the text is not a number with
    at most one decimal.
    """
    cleaned = text.strip().replace(decimal_point, ".").replace(",", ".")
    match = re.fullmatch(r"([+-]?)(\d+)(?:\.(\d)?)?", cleaned)
    if match is None:
        return None
    sign, whole, tenth = match.groups()
    value = int(whole) * 10 + int(tenth or 0)
    return -value if sign == "-" else value


def reason_text(reason: str) -> str:
    """A chombo carries a fixed reason; show it in the user's language."""
    return result_name("chombo") if reason == "chombo" else reason


def penalty_columns() -> list[Column[PenaltyRow]]:
    return [
        Column(lambda: tr(CTX, "Player"), lambda p: p.name),
        Column(lambda: tr(CTX, "Round"), lambda p: "" if p.round is None else str(p.round),
               lambda p: p.round or 0, align_right=True),
        Column(lambda: tr(CTX, "Table"), lambda p: "" if p.game is None else str(p.game.table),
               lambda p: 0 if p.game is None else p.game.table, align_right=True),
        Column(lambda: tr(CTX, "Points"), lambda p: points(p.points), lambda p: p.points, align_right=True),
        Column(lambda: tr(CTX, "Reason"), lambda p: reason_text(p.reason)),
        Column(lambda: tr(CTX, "Date"), lambda p: moment_text(p.created_at),
               lambda p: p.created_at.isoformat()),
        Column(lambda: tr(CTX, "Status"),
               lambda p: tr(CTX, "Cancelled") if p.cancelled
               else tr(CTX, "In the game's points") if p.in_game else tr(CTX, "In force")),
        Column(lambda: tr(CTX, "Cancel reason"), lambda p: p.cancel_reason),
    ]


@dataclass(frozen=True)
class PenaltyEntry:
    """What the dialog asks for; ``tenths`` already carries the sign (negative: a penalty)."""

    player_id: int
    tenths: int
    round_number: int | None
    reason: str


class AddPenaltyDialog(QDialog):
    """Player (searchable by name, reading or affiliation), points, optional round, reason."""

    def __init__(self, choices: Sequence[PlayerRow], round_numbers: Sequence[int],
                 parent: QWidget | None = None, *, in_play: int | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr(CTX, "Add penalty"))
        self.player_combo = QComboBox()
        self.player_combo.setEditable(True)
        self.player_combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        for p in choices:
            # The reading in the text lets a referee find 佐藤 by typing さとう.
            label = separated((p.name, p.reading, p.affiliation))
            self.player_combo.addItem(label, p.id)
        self.player_combo.setCurrentIndex(-1)
        self.player_combo.lineEdit().setPlaceholderText(tr(CTX, "Type a name, reading or affiliation"))
        completer = self.player_combo.completer()
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)

        self.points_spin = QDoubleSpinBox()
        self.points_spin.setDecimals(1)
        self.points_spin.setRange(0.0, MAX_PENALTY_TENTHS / 10)
        self.points_spin.setSingleStep(1.0)
        self.points_spin.setSuffix(" " + tr(CTX, "points"))
        self.bonus_check = QCheckBox(tr(CTX, "Bonus (adds the points instead)"))

        self.round_combo = QComboBox()
        self.round_combo.addItem(tr(CTX, "— no round —"), None)
        for n in round_numbers:
            self.round_combo.addItem(tr(CTX, "Round {n}").format(n=n), n)
        # Penalties are given during play: the round under way is the likely one (not a round seated
        # ahead); without one named, the last.
        at = self.round_combo.findData(in_play) if in_play is not None else -1
        self.round_combo.setCurrentIndex(at if at >= 0 else self.round_combo.count() - 1)

        self.reason_edit = QLineEdit()
        self.reason_edit.setMaxLength(MAX_REASON)
        self.reason_edit.setPlaceholderText(tr(CTX, "Required: what happened"))
        self.problem = QLabel()
        colours.paint(self.problem, "negative")

        form = QFormLayout()
        form.addRow(tr(CTX, "Player"), self.player_combo)
        points_row = QHBoxLayout()
        points_row.addWidget(self.points_spin)
        points_row.addWidget(self.bonus_check)
        form.addRow(tr(CTX, "Points"), points_row)
        form.addRow(tr(CTX, "Round"), self.round_combo)
        form.addRow(tr(CTX, "Reason"), self.reason_edit)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(tr(CTX, "Add"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)

        for signal in (self.player_combo.currentTextChanged, self.points_spin.textChanged,
                       self.reason_edit.textChanged, self.bonus_check.toggled):
            signal.connect(self._check)
        self._check()

    def player_id(self) -> int | None:
        """The player whose text is in the box: an exact match of an item, not a half-typed name."""
        index = self.player_combo.findText(self.player_combo.currentText(), Qt.MatchFlag.MatchExactly)
        return None if index < 0 else int(self.player_combo.itemData(index))

    def tenths(self) -> int | None:
        """The signed points in tenths, parsed from the text shown (no float in between)."""
        value = parse_tenths(self.points_spin.cleanText(), self.points_spin.locale().decimalPoint())
        if value is None or value <= 0:
            return None
        return value if self.bonus_check.isChecked() else -value

    def entry(self) -> PenaltyEntry | None:
        player, tenths, reason = self.player_id(), self.tenths(), self.reason_edit.text().strip()
        if player is None or tenths is None or not reason:
            return None
        return PenaltyEntry(player, tenths, self.round_combo.currentData(), reason)

    def _check(self) -> None:
        if self.player_id() is None:
            problem = tr(CTX, "Choose a player from the list.")
        elif self.tenths() is None:
            problem = tr(CTX, "Give the points, more than 0.0.")
        elif not self.reason_edit.text().strip():
            problem = tr(CTX, "Give the reason.")
        else:
            problem = ""
        self.problem.setText(problem)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not problem)

    def accept(self) -> None:
        self.points_spin.interpretText()  # a value typed without leaving the box counts too
        if self.entry() is not None:
            super().accept()


def ask_correction_reason(parent: QWidget, row: PenaltyRow) -> str | None:
    """Why a chombo is corrected (its game is reopened for it); None when the user backs out or gives
    no reason."""
    assert row.game is not None
    dialog = QInputDialog(parent)
    dialog.setWindowTitle(tr(CTX, "Correct chombo"))
    where = tr(CTX, "The chombo of {name} ({points}) is part of the game at table {table} of round {round}: "
                    "that game is reopened and its desk opens, to change the chombo hand or enter the "
                    "final scores again.").format(name=row.name, points=points(row.points),
                                                  table=row.game.table, round=row.round)
    dialog.setLabelText(where + "\n\n" + tr(CTX, "Why is it corrected?"))
    for label in dialog.findChildren(QLabel):  # the sentence wraps instead of widening the dialog
        label.setWordWrap(True)
    dialog.setMinimumWidth(dialog.fontMetrics().averageCharWidth() * 70)
    dialog.adjustSize()
    dialog.setOkButtonText(tr(CTX, "Reopen the game"))
    dialog.setTextEchoMode(QLineEdit.EchoMode.Normal)
    for edit in dialog.findChildren(QLineEdit):
        edit.setMaxLength(MAX_REASON)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    reason = dialog.textValue().strip()
    if not reason:
        QMessageBox.information(parent, tr(CTX, "Correct chombo"),
                                tr(CTX, "The game stays as it is: a correction needs a reason."))
        return None
    return reason


def ask_cancel_reason(parent: QWidget, row: PenaltyRow) -> str | None:
    """The reason for cancelling ``row``; None when the user backs out or gives none."""
    question = tr(CTX, "Why is the penalty of {points} for {name} cancelled?").format(
        points=points(row.points), name=row.name)
    reason, ok = QInputDialog.getText(parent, tr(CTX, "Cancel penalty"), question)
    if not ok:
        return None
    if not reason.strip():
        QMessageBox.information(parent, tr(CTX, "Cancel penalty"),
                                tr(CTX, "The penalty stays in force: a cancellation needs a reason."))
        return None
    return reason.strip()


class PenaltiesView(QWidget):
    """The tournament's penalties and chombos; adding or cancelling a penalty, or reopening a chombo's
    game, notifies ``ctx`` (standings follow); ``open_game(game_id)`` asks for that game's desk."""

    open_game = Signal(int)

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.model: StyledRowsModel[PenaltyRow] = StyledRowsModel(
            penalty_columns(), signed={POINTS_COLUMN: lambda p: p.points}, bold=(POINTS_COLUMN,),
            muted=lambda p: p.cancelled, parent=self)
        self.table, self.proxy = sorted_table(self.model, self)
        self.table.sortByColumn(DATE_COLUMN, Qt.SortOrder.AscendingOrder)
        self.add_button = QPushButton(tr(CTX, "Add penalty…"))
        self.cancel_button = QPushButton(tr(CTX, "Cancel penalty…"))
        note = QLabel(tr(CTX, "Penalties count in the standings' totals. A cancelled penalty stays "
                              "listed with its reason. A chombo is part of its game's points, whether "
                              "recorded as a hand or ticked with the final scores: it is corrected in "
                              "that game."))
        note.setWordWrap(True)

        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.cancel_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(buttons)
        layout.addWidget(self.table, 1)
        layout.addWidget(note)

        self.add_button.clicked.connect(self.add_penalty)
        self.cancel_button.clicked.connect(self.cancel_penalty)
        self.table.selectionModel().selectionChanged.connect(self._selection_changed)
        self.lazy = watch(ctx, self, self.refresh)  # reads the record only when on screen
        self.lazy.request()

    @guarded_refresh
    def refresh(self) -> None:
        tid = self.ctx.tournament_id
        rows: list[PenaltyRow] = []
        if tid is not None:
            with user_errors(self):
                rows = penalties.list_penalties(tid)
        self.model.set_rows(rows)
        self.table.resizeColumnsToContents()
        self.add_button.setEnabled(tid is not None)
        self._selection_changed()

    def selected(self) -> PenaltyRow | None:
        indexes = self.table.selectionModel().selectedRows()
        return indexes[0].data(ROW_ROLE) if indexes else None

    def add_penalty(self) -> None:
        tid = self.ctx.tournament_id
        if tid is None:
            return
        with user_errors(self) as failed:
            choices = players.list_players(tid)
            numbers = rounds.round_numbers(tid)
            in_play = rounds.round_in_play(tid)
        if failed:
            return
        dialog = AddPenaltyDialog(choices, numbers, self, in_play=in_play)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        entry = dialog.entry()
        if entry is None:
            return
        with user_errors(self) as failed:
            penalties.add_penalty(tid, entry.player_id, entry.tenths, entry.reason, entry.round_number)
        if not failed:
            self.ctx.notify()

    def cancel_penalty(self) -> None:
        """Cancel the penalty selected; a chombo: reopen its game for the correction at its desk."""
        row = self.selected()
        if row is None or row.cancelled:
            return
        if row.game is not None:
            self._correct_chombo(row)
            return
        reason = ask_cancel_reason(self, row)
        if reason is None:
            return
        assert row.id is not None
        with user_errors(self) as failed:
            penalties.cancel_penalty(row.id, reason)
        if not failed:
            self.ctx.notify()

    def _correct_chombo(self, row: PenaltyRow) -> None:
        """The same for a chombo hand and a chombo ticked with the final scores: the game reopened (as
        it was when listed, the reason in its history), then its desk."""
        assert row.game is not None
        reason = ask_correction_reason(self, row)
        if reason is None:
            return
        with user_errors(self) as failed:
            games.reopen_game(row.game.game_id, seen=row.game.version, reason=reason)
        self.ctx.notify()  # reopened, or changed elsewhere: either way the list is read again
        if not failed:
            self.open_game.emit(row.game.game_id)

    def _selection_changed(self, *_: QItemSelection) -> None:
        row = self.selected()
        self.cancel_button.setEnabled(row is not None and not row.cancelled)
        self.cancel_button.setText(tr(CTX, "Correct chombo…") if row is not None and row.in_game
                                   else tr(CTX, "Cancel penalty…"))

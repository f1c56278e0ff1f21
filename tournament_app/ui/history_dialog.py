"""A table's change history: who changed which hand, and when (read from the audit trail)."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tournament_app.rules.game import HandOutcome
from tournament_app.services import games
from tournament_app.services.history import HandChange, HistoryEntry, game_history
from tournament_app.texts import display
from tournament_app.ui.placement import fit_to_screen
from tournament_app.ui.table_model import Column, RowsModel
from tournament_app.words.i18n import tr
from tournament_app.words.messages import N_

CTX = "ui.history"

ACTIONS = {
    "hand.add": N_(CTX, "Hand recorded"),
    "hand.append": N_(CTX, "Hands added from a record"),
    "hand.undo": N_(CTX, "Last hand undone"),
    "hand.edit": N_(CTX, "Hand corrected"),
    "hand.insert": N_(CTX, "Hand inserted"),
    "hand.delete": N_(CTX, "Hand deleted"),
    "game.swap": N_(CTX, "Seats swapped"),
    "game.finish": N_(CTX, "Game finished"),
    "game.reopen": N_(CTX, "Game reopened"),
    "game.final_scores": N_(CTX, "Final scores entered"),
}


def _hand(outcome: HandOutcome | None, names: tuple[str, ...]) -> str:
    if outcome is None:
        return "—"
    return f"{display.round_label(outcome.round, outcome.honba)}  {display.outcome_text(outcome, names)}"


def _detail(entry: HistoryEntry, change: HandChange | None, names: tuple[str, ...]) -> str:
    if change is not None:
        if change.before is None:
            return _hand(change.after, names)
        if change.after is None:
            return tr(CTX, "was: {hand}").format(hand=_hand(change.before, names))
        return tr(CTX, "{before}  →  {after}").format(before=_hand(change.before, names),
                                                    after=_hand(change.after, names))
    if entry.action == "game.swap":
        moved = [s for s in range(len(entry.names)) if entry.names[s] != entry.names_before[s]]
        if len(moved) == 2:
            a, b = moved
            return tr(CTX, "{first} (seat [{a}]) and {second} (seat [{b}]) changed seats").format(
                first=entry.names_before[a], a=a + 1, second=entry.names_before[b], b=b + 1)
        return ""
    data = entry.detail if isinstance(entry.detail, dict) else {}
    if entry.action in ("game.finish", "game.final_scores") and "scores" in data:
        text = "  ".join(display.score(int(s)) for s in data["scores"])
        if data.get("forced"):
            text += "  " + tr(CTX, "(stopped before the rules' end)")
        if data.get("chombo") and len(names) == 4:  # ticked with the final scores
            text += "  " + tr(CTX, "chombo: {names}").format(
                names=display.names_list([names[s] for s in data["chombo"]]))
        return text
    if entry.action == "game.reopen" and data.get("reason"):
        return tr(CTX, "why: {reason}").format(reason=data["reason"])
    return ""


class HistoryRow:
    """One line of the history: a change, or one of the hands a change touched."""

    def __init__(self, entry: HistoryEntry, change: HandChange | None, names: tuple[str, ...]) -> None:
        self.entry = entry
        self.when = entry.at.strftime("%H:%M:%S") if entry.at else ""
        self.date = display.day_text(entry.at) if entry.at else ""
        self.action = tr(CTX, ACTIONS[entry.action]) if entry.action in ACTIONS else entry.action
        self.hand = "" if change is None else tr(CTX, "No.{n}").format(n=change.number)
        self.detail = _detail(entry, change, names)


def history_rows(game_id: int) -> tuple[tuple[str, ...], list[HistoryRow]]:
    """The rows, each hand named with the players who sat in the seats when it was changed."""
    names = games.game_view(game_id).names
    rows = []
    for entry in game_history(game_id):
        for change in entry.changes or (None,):
            rows.append(HistoryRow(entry, change, entry.names or names))
    return names, rows


def _columns() -> list[Column[HistoryRow]]:
    return [
        Column(lambda: tr(CTX, "Date"), lambda r: r.date),
        Column(lambda: tr(CTX, "Time"), lambda r: r.when),
        Column(lambda: tr(CTX, "Desk"), lambda r: r.entry.author or tr(CTX, "(not recorded)")),
        Column(lambda: tr(CTX, "Change"), lambda r: r.action),
        Column(lambda: tr(CTX, "Hand"), lambda r: r.hand),
        Column(lambda: tr(CTX, "What"), lambda r: r.detail),
    ]


class HistoryDialog(QDialog):
    """Every change to one table's game, oldest first, newest selected."""

    def __init__(self, game_id: int, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr(CTX, "Change history: {table}").format(table=title))
        _names, rows = history_rows(game_id)
        self.model: RowsModel[HistoryRow] = RowsModel(_columns(), self)
        self.model.set_rows(rows)
        self.view = QTableView()
        self.view.setModel(self.model)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.verticalHeader().hide()
        self.view.setWordWrap(True)
        self.view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header = self.view.horizontalHeader()
        for column in range(5):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(5, QHeaderView.ResizeMode.Stretch)
        if rows:
            self.view.selectRow(len(rows) - 1)
            self.view.scrollToBottom()
        empty = QLabel(tr(CTX, "Nothing has been recorded at this table yet."))
        empty.setVisible(not rows)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(empty)
        layout.addWidget(self.view, 1)
        layout.addWidget(buttons)
        fit_to_screen(self, QSize(1100, 520))

"""Pieces of the score desk: a seat's panel and the hand log's columns."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout

from tournament_app.platform import colours
from tournament_app.rules.game import HandOutcome
from tournament_app.texts import display
from tournament_app.ui.table_model import Column, Index, RowsModel
from tournament_app.words.i18n import tr

CTX = "ui.desk"
NAME_COLUMNS = 18  # a name on a button or a column header is cut here (full-width characters count two)


class SeatPanel(QFrame):
    """One seat: key, wind, name, score, riichi marker and the change the pending hand makes."""

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setObjectName("seat")
        self.box = layout = QVBoxLayout(self)
        layout.setSpacing(2)
        self.head = QLabel()
        self.name = QLabel()
        self.name.setStyleSheet("font-size: 15pt; font-weight: bold;")
        self.name.setWordWrap(True)  # a long name takes two lines instead of widening the window
        self.score = QLabel()
        self.score.setStyleSheet("font-size: 22pt; font-family: monospace;")
        self.change = QLabel()
        self.change.setStyleSheet("font-size: 14pt; font-family: monospace;")
        self.marks = QLabel()
        colours.paint(self.marks, "mark", "font-weight: bold;")
        # the key and wind, and the seat's marks (riichi, tenpai) on one line: a laptop's desk needs the
        # height for the hand log's rows
        top = QHBoxLayout()
        top.addWidget(self.head, 1)
        top.addWidget(self.marks)
        layout.addLayout(top)
        self.head.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        for w in (self.name, self.score, self.change):
            w.setAlignment(Qt.AlignmentFlag.AlignCenter)
            layout.addWidget(w)

    def set_compact(self, compact: bool) -> None:
        """On a laptop's short window the card gives up its margins: the desk's one message line
        needs the height for a second line (another desk's change, what becomes of the entry)."""
        self.box.setContentsMargins(9, 2 if compact else 9, 9, 2 if compact else 9)
        self.box.setSpacing(0 if compact else 2)

    def show_seat(self, name: str, wind: int, score: int, dealer: bool) -> None:
        dealer_mark = " " + tr(CTX, "(dealer)") if dealer else ""
        self.head.setText(tr(CTX, "[{key}] {wind}").format(key=self.seat + 1, wind=display.wind_names()[wind])
                          + dealer_mark)
        self.name.setText(name)
        self.score.setText(display.score(score))

    def show_pending(self, delta: int | None, new_score: int | None, marks: list[str],
                     role: str) -> None:
        """``role``: winner / loser / tenpai / offender / "" — colours the panel (its text too: the
        palette's text may be white, on a dark screen)."""
        if delta is None:
            self.change.setText("")
        else:
            self.change.setText(f"{display.delta(delta)} → {display.score(new_score or 0)}")
        self.marks.setText("  ".join(marks))
        colours.paint(self, role or None, selector="QFrame#seat")


class HandLogModel(RowsModel[HandOutcome]):
    """The hand log's rows; hands another desk just changed are highlighted."""

    def __init__(self, names: Callable[[], tuple[str, ...]], parent: Any = None) -> None:
        super().__init__(log_columns(names), parent)
        self.highlighted: set[int] = set()  # hand numbers

    def set_rows(self, rows: Sequence[HandOutcome], highlighted: set[int] | None = None) -> None:
        self.highlighted = set(highlighted or ())
        super().set_rows(rows)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if (role in (Qt.ItemDataRole.BackgroundRole, Qt.ItemDataRole.ForegroundRole) and index.isValid()
                and index.row() + 1 in self.highlighted):
            pair = colours.colours("changed")  # both: the palette's text may be white (a dark screen)
            return QBrush(QColor(pair.background if role == Qt.ItemDataRole.BackgroundRole else pair.text))
        return super().data(index, role)


def log_columns(names_now: Callable[[], tuple[str, ...]]) -> list[Column[HandOutcome]]:
    """The hand log: number, round, what happened, each seat's change and score. ``names_now``: the
    players in the seats as they are now (after a swap, every row names them)."""
    columns: list[Column[HandOutcome]] = [
        Column(lambda: "#", lambda o: str(o.number), lambda o: o.number, align_right=True),
        Column(lambda: tr(CTX, "Hand"), lambda o: display.round_label(o.round, o.honba),
               lambda o: o.number),
        Column(lambda: tr(CTX, "Result"), lambda o: display.outcome_text(o, names_now()), lambda o: o.number),
    ]
    for seat in range(4):
        columns.append(Column(
            lambda s=seat: display.shorten(names_now()[s], NAME_COLUMNS),
            lambda o, s=seat: tr(CTX, "{change}  ({score})").format(change=display.delta(o.deltas[s]),
                                                                     score=display.score(o.scores[s])),
            lambda o, s=seat: o.deltas[s], align_right=True))
    columns.append(Column(lambda: tr(CTX, "Deposits"), lambda o: display.score(o.left),
                          lambda o: o.left, align_right=True))
    return columns

"""Pieces of the score desk: a seat's panel and the hand log's columns."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout

from tournament_app import display
from tournament_app.i18n import tr
from tournament_app.rules.game import HandOutcome
from tournament_app.ui.table_model import Column

CTX = "ui.desk"
NAME_COLUMNS = 18  # a name on a button or a column header is cut here (full-width characters count two)


class SeatPanel(QFrame):
    """One seat: key, wind, name, score, riichi marker and the change the pending hand makes."""

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setObjectName("seat")
        layout = QVBoxLayout(self)
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
        self.marks.setStyleSheet("color: #b00000; font-weight: bold;")
        for w in (self.head, self.name, self.score, self.change, self.marks):
            w.setAlignment(Qt.AlignmentFlag.AlignCenter)
            layout.addWidget(w)

    def show_seat(self, name: str, wind: int, score: int, dealer: bool) -> None:
        dealer_mark = " " + tr(CTX, "(dealer)") if dealer else ""
        self.head.setText(tr(CTX, "[{key}] {wind}").format(key=self.seat + 1, wind=display.wind_names()[wind])
                          + dealer_mark)
        self.name.setText(name)
        self.score.setText(display.score(score))

    def show_pending(self, delta: int | None, new_score: int | None, marks: list[str],
                     role: str) -> None:
        """``role``: winner / loser / tenpai / offender / "" — colours the panel."""
        if delta is None:
            self.change.setText("")
        else:
            self.change.setText(f"{display.delta(delta)} → {display.score(new_score or 0)}")
        self.marks.setText("  ".join(marks))
        colours = {"winner": "#d9f2d9", "loser": "#f8d7d7", "tenpai": "#dde8f8", "offender": "#f8e3c8"}
        background = colours.get(role)
        self.setStyleSheet(f"QFrame#seat {{ background: {background}; }}" if background else "")


def log_columns(names: tuple[str, ...]) -> list[Column[HandOutcome]]:
    """The hand log: number, round, what happened, each seat's change and score."""
    columns: list[Column[HandOutcome]] = [
        Column(lambda: "#", lambda o: str(o.number), lambda o: o.number, align_right=True),
        Column(lambda: tr(CTX, "Hand"), lambda o: display.round_label(o.round, o.honba),
               lambda o: o.number),
        Column(lambda: tr(CTX, "Result"), lambda o: display.outcome_text(o, names), lambda o: o.number),
    ]
    for seat in range(4):
        columns.append(Column(
            lambda s=seat: display.shorten(names[s], NAME_COLUMNS),
            lambda o, s=seat: f"{display.delta(o.deltas[s])}  ({display.score(o.scores[s])})",
            lambda o, s=seat: o.deltas[s], align_right=True))
    columns.append(Column(lambda: tr(CTX, "Deposits"), lambda o: display.score(o.left),
                          lambda o: o.left, align_right=True))
    return columns

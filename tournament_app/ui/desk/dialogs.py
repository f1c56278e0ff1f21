"""Dialogs of the score desk: swapping seats, and entering final scores only."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tournament_app.platform import colours
from tournament_app.rules.settlement import settle
from tournament_app.services import games
from tournament_app.texts import display
from tournament_app.ui.desk.actions import Shown
from tournament_app.words.i18n import tr

CTX = "ui.desk"


class SwapSeatsDialog(QDialog):
    """Two players sat in each other's seats: pick the two seats to exchange."""

    def __init__(self, names: tuple[str, ...], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr(CTX, "Swap seats"))
        form = QFormLayout(self)
        self.first, self.second = QComboBox(), QComboBox()
        for combo in (self.first, self.second):
            for seat, name in enumerate(names):
                combo.addItem(f"{seat + 1} {name}", seat)
        self.second.setCurrentIndex(1)
        form.addRow(tr(CTX, "Seat"), self.first)
        form.addRow(tr(CTX, "with seat"), self.second)
        form.addRow(QLabel(tr(CTX, "The hands stay with the seats; only the players move.")))
        ok_cancel = QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        buttons = QDialogButtonBox(ok_cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def seats(self) -> tuple[int, int]:
        return self.first.currentData(), self.second.currentData()


class FinalScoresDialog(QDialog):
    """Final scores only: four scores and the points left, checked live to add up, then settled.

    ``send`` is the desk's: the scores go with the game as shown when the dialog opened; if another
    desk changed the game meanwhile nothing is stored and the dialog stays open, saying so."""

    def __init__(self, shown: Shown, send: Callable[..., bool], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.shown = shown
        self.view = view = shown.view
        self._send = send
        self.setWindowTitle(tr(CTX, "Final scores: round {round}, table {table}").format(
            round=view.round, table=view.table))
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.scores: list[QSpinBox] = []
        self.chombo: list[QCheckBox] = []
        self.points: list[QLabel] = []  # each seat's points once the scores add up, beside its score
        winds = display.wind_names()
        for seat, name in enumerate(view.names):
            spin = QSpinBox()
            spin.setRange(-500000, 500000)
            spin.setSingleStep(100)
            spin.setGroupSeparatorShown(True)
            spin.setValue(view.rules.start_points)
            spin.valueChanged.connect(self.update_check)
            check = QCheckBox(tr(CTX, "chombo"))
            check.toggled.connect(self.update_check)
            points = QLabel()
            points.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            points.setMinimumWidth(points.fontMetrics().horizontalAdvance("△000.0") + 8)
            self.scores.append(spin)
            self.chombo.append(check)
            self.points.append(points)
            row = QHBoxLayout()  # the score, its chombo box and its points on one line per seat
            row.addWidget(spin, 1)
            row.addWidget(check)
            row.addWidget(points)
            # the wind each seat had in East 1, as on the score sheet the referee copies from
            label = tr(CTX, "{wind} [{key}] {name}").format(wind=winds[seat], key=seat + 1, name=name)
            form.addRow(label, row)
        self.left = QSpinBox()
        self.left.setRange(0, 100000)
        self.left.setSingleStep(1000)
        self.left.setGroupSeparatorShown(True)
        self.left.valueChanged.connect(self.update_check)
        form.addRow(tr(CTX, "Points left on the table"), self.left)
        layout.addLayout(form)
        self.check = QLabel()
        self.check.setWordWrap(True)
        layout.addWidget(self.check)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.update_check()
        width = max(self.fontMetrics().horizontalAdvance(self.windowTitle()) + 160, 560)
        self.setMinimumWidth(width)  # the title whole, the live check on one line

    def values(self) -> list[int]:
        return [s.value() for s in self.scores]

    def update_check(self) -> None:
        scores, left = self.values(), self.left.value()
        total = sum(scores) + left
        expected = self.view.rules.total_points
        ok = total == expected and all(s % 100 == 0 for s in scores) and left % 100 == 0
        if ok:
            result = settle(self.view.rules, scores, left=left)
            penalty = self.view.rules.chombo_penalty
            points = [p - (penalty if self.chombo[s].isChecked() else 0) for s, p in enumerate(result.points)]
            # the points beside each score, not in the check: four long names made it wrap
            for label, value in zip(self.points, points, strict=True):
                label.setText(display.points(value))
            self.check.setText(tr(CTX, "Adds up to {total}. The points are beside the scores.").format(
                total=display.score(total)))
            colours.paint(self.check, "positive")
        else:
            for label in self.points:
                label.clear()
            short = expected - total
            text = (tr(CTX, "Scores and points left add up to {total}: {diff} short of {expected}.")
                    if short > 0 else
                    tr(CTX, "Scores and points left add up to {total}: {diff} over {expected}."))
            self.check.setText(text.format(total=display.score(total), expected=display.score(expected),
                                           diff=display.score(abs(short))))
            colours.paint(self.check, "negative")
        self.buttons.button(QDialogButtonBox.StandardButton.Save).setEnabled(ok)

    def save(self) -> None:
        chombo = [s for s in range(4) if self.chombo[s].isChecked()]
        scores, left = self.values(), self.left.value()
        if self._send(self.shown, lambda seen, action: games.record_final_scores(
                self.view.game_id, scores, left=left, chombo=chombo, seen=seen, action=action),
                tr(CTX, "The scores were not saved: look again, then save.")):
            self.accept()
            return
        # refused (the desk behind says why): a second Save is decided on the game as it is now
        self.shown = Shown(games.game_view(self.view.game_id), self.shown.action)
        self.view = self.shown.view

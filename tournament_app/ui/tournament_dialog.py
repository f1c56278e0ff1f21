"""The dialog that creates or edits a tournament: name, dates, venue, planned rounds, round length and,
for a new one, the rules preset."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import QDate
from PySide6.QtWidgets import (
    QCheckBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tournament_app.checks.limits import MAX_ROUND_MINUTES
from tournament_app.services import clock, tournaments
from tournament_app.ui.context import AppContext
from tournament_app.ui.errors import user_errors
from tournament_app.ui.labels import wrapped_label
from tournament_app.ui.rules_dialog import PresetCombo
from tournament_app.words.i18n import tr

CTX = "ui.tournament"  # as the overview's (tournament_view)


class OptionalDate(QWidget):
    """A date that may be left unset: a check box switches the date editor on."""

    def __init__(self, label: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.check = QCheckBox(label)
        self.edit = QDateEdit()
        self.edit.setCalendarPopup(True)
        self.edit.setDisplayFormat("yyyy-MM-dd")
        self.edit.setDate(QDate.currentDate())
        self.edit.setEnabled(False)
        self.check.toggled.connect(self.edit.setEnabled)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.check)
        layout.addWidget(self.edit)
        layout.addStretch()

    def value(self) -> dt.date | None:
        return self.edit.date().toPython() if self.check.isChecked() else None

    def set_value(self, day: dt.date | None) -> None:
        self.check.setChecked(day is not None)
        if day is not None:
            self.edit.setDate(QDate(day.year, day.month, day.day))


class TournamentDialog(QDialog):
    """Create a tournament (``tournament_id`` None) or edit one; stays open while the input is refused."""

    def __init__(self, ctx: AppContext, tournament_id: int | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.tournament_id = tournament_id
        creating = tournament_id is None
        self.setWindowTitle(tr(CTX, "New tournament") if creating else tr(CTX, "Edit tournament"))
        self.name = QLineEdit()
        self.name.setMaxLength(100)
        self.name.setPlaceholderText(tr(CTX, "e.g. Spring league 2025"))
        self.starts_on = OptionalDate(tr(CTX, "Starts on"))
        self.ends_on = OptionalDate(tr(CTX, "Ends on"))
        # a one-day event: the end follows the start until the organiser sets it apart
        self.starts_on.edit.dateChanged.connect(self._follow_start)
        self.venue = QLineEdit()
        form = QFormLayout()
        form.addRow(tr(CTX, "&Name:"), self.name)
        form.addRow(tr(CTX, "Dates:"), self.starts_on)
        form.addRow("", self.ends_on)
        form.addRow(tr(CTX, "&Venue:"), self.venue)
        self.planned = QSpinBox()
        self.planned.setRange(0, tournaments.MAX_PLANNED_ROUNDS)
        self.planned.setSpecialValueText(tr(CTX, "not decided"))
        self.planned.setToolTip(tr(CTX, "With the number of rounds known, seating a round plans the "
                                        "rounds after it too, so nobody meets an opponent twice "
                                        "where that can be avoided"))
        form.addRow(tr(CTX, "&Planned rounds:"), self.planned)
        self.round_minutes = QSpinBox()
        self.round_minutes.setRange(1, MAX_ROUND_MINUTES)
        self.round_minutes.setValue(90)
        self.round_minutes.setSuffix(tr(CTX, " min"))
        self.round_minutes.setToolTip(tr(CTX, "The round clock's length (a round may be set apart on the "
                                              "Rounds & tables tab)"))
        form.addRow(tr(CTX, "Round &length:"), self.round_minutes)
        self.preset: PresetCombo | None = None
        if creating:
            self.preset = PresetCombo()
            self.preset.summary_label.setToolTip(tr(CTX, "Each option can be tuned later with Rules…"))
            form.addRow(tr(CTX, "&Rules:"), self.preset)
        else:
            info = tournaments.tournament_info(tournament_id)
            self.name.setText(info.name)
            self.starts_on.set_value(info.starts_on)
            self.ends_on.set_value(info.ends_on)
            self.venue.setText(info.venue)
            self.planned.setValue(info.planned_rounds or 0)
            self.round_minutes.setValue(info.round_minutes)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(tr(CTX, "Create") if creating else tr(CTX, "Save"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        if self.preset is not None:
            layout.addWidget(self.preset.summary_label)
            hint = wrapped_label(tr(CTX, "Each option can be tuned later with Rules…"))
            hint.setEnabled(False)
            layout.addWidget(hint)
        layout.addStretch()
        layout.addWidget(buttons)
        self.setMinimumWidth(640)  # the preset titles name their rule books in full

    def _follow_start(self, date: QDate) -> None:
        if not self.ends_on.check.isChecked():
            self.ends_on.edit.setDate(date)

    def accept(self) -> None:
        with user_errors(self) as failed:
            self._store()
        if not failed:
            super().accept()

    def _store(self) -> None:
        fields = {"starts_on": self.starts_on.value(), "ends_on": self.ends_on.value(),
                  "venue": self.venue.text()}
        planned = self.planned.value() or None
        if self.tournament_id is None:
            assert self.preset is not None
            self.tournament_id = tournaments.create_tournament(self.name.text(), self.preset.preset_id(),
                                                               planned_rounds=planned, **fields)
            clock.set_round_minutes(self.tournament_id, self.round_minutes.value())
        else:
            tournaments.set_planned_rounds(self.tournament_id, planned)  # refused first: nothing stored
            tournaments.update_tournament(self.tournament_id, name=self.name.text(), **fields)
            if self.round_minutes.value() != tournaments.tournament_info(self.tournament_id).round_minutes:
                clock.set_round_minutes(self.tournament_id, self.round_minutes.value())

    @classmethod
    def create(cls, ctx: AppContext, parent: QWidget | None = None) -> int | None:
        """Ask for a new tournament; on success it becomes the open one. Returns its id."""
        dialog = cls(ctx, None, parent)
        if dialog.exec() != QDialog.DialogCode.Accepted or dialog.tournament_id is None:
            return None
        ctx.set_tournament(dialog.tournament_id)
        return dialog.tournament_id


def create_tournament_dialog(ctx: AppContext, parent: QWidget | None = None) -> int | None:
    """The main window's "New tournament…"."""
    return TournamentDialog.create(ctx, parent)


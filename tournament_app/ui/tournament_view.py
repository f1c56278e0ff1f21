"""The tournament overview and the dialog that creates or edits a tournament (rules: rules_dialog)."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from tournament_app import display
from tournament_app.i18n import tr
from tournament_app.rules_text import rules_description, rules_title
from tournament_app.services import clock, tournaments
from tournament_app.ui.context import AppContext
from tournament_app.ui.errors import user_errors
from tournament_app.ui.rules_dialog import PresetCombo, RulesDialog, _wrapped

CTX = "ui.tournament"

def dates_text(starts_on: dt.date | None, ends_on: dt.date | None) -> str:
    return display.dates_text(starts_on, ends_on) or tr(CTX, "not set")


class TournamentView(QWidget):
    """What the open tournament is: name, dates, venue, counts and rules, with Edit… and Rules…."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.stack = QStackedWidget()
        self.empty = QLabel(tr(CTX, "No tournament is open.\nCreate a new tournament or open one to "
                                    "see it here."))
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setWordWrap(True)
        self.stack.addWidget(self.empty)
        self.stack.addWidget(self._build_page())
        layout = QVBoxLayout(self)
        layout.addWidget(self.stack)
        ctx.changed.connect(self.refresh)
        self.refresh()

    def _build_page(self) -> QWidget:
        page = QWidget()
        self.name = QLabel()
        font = self.name.font()
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        self.name.setFont(font)
        self.name.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.dates, self.venue, self.players, self.rounds = QLabel(), QLabel(), QLabel(), QLabel()
        form = QFormLayout()
        form.addRow(tr(CTX, "Dates:"), self.dates)
        form.addRow(tr(CTX, "Venue:"), self.venue)
        form.addRow(tr(CTX, "Players:"), self.players)
        form.addRow(tr(CTX, "Rounds seated:"), self.rounds)
        self.edit_button = QPushButton(tr(CTX, "&Edit…"))
        self.edit_button.setToolTip(tr(CTX, "Change the name, dates and venue"))
        self.edit_button.clicked.connect(self.edit)
        form.addRow("", self._left(self.edit_button))
        # the rules in their own box: the summary wraps, which a form row lays out badly
        self.rules_box = QGroupBox()
        self.rules_summary = _wrapped()
        self.rules_button = QPushButton(tr(CTX, "&Rules…"))
        self.rules_button.setToolTip(tr(CTX, "View and tune the rule options"))
        self.rules_button.clicked.connect(self.edit_rules)
        rules_layout = QVBoxLayout(self.rules_box)
        rules_layout.addWidget(self.rules_summary)
        self.format_button = QPushButton(tr(CTX, "Sta&ges and standings…"))
        self.format_button.setToolTip(tr(CTX, "Stages with cuts and carry-over, tie-breaks, hidden "
                                              "standings, teams, substitutes"))
        self.format_button.clicked.connect(self.edit_format)
        buttons = self._left(self.rules_button)
        buttons.insertWidget(1, self.format_button)
        rules_layout.addLayout(buttons)
        layout = QVBoxLayout(page)
        layout.addWidget(self.name)
        layout.addLayout(form)
        layout.addSpacing(8)
        layout.addWidget(self.rules_box)
        layout.addStretch()
        page.setMaximumWidth(900)  # long lines are hard to read on a wide desk screen
        return page

    @staticmethod
    def _left(button: QPushButton) -> QHBoxLayout:
        row = QHBoxLayout()
        row.addWidget(button)
        row.addStretch()
        return row

    def refresh(self) -> None:
        tid = self.ctx.tournament_id
        if tid is None:
            self.stack.setCurrentWidget(self.empty)
            return
        info = tournaments.tournament_info(tid)
        self.stack.setCurrentIndex(1)
        self.name.setText(info.name)
        self.dates.setText(dates_text(info.starts_on, info.ends_on))
        self.venue.setText(info.venue or tr(CTX, "not set"))
        self.players.setText(str(info.players))
        self.rounds.setText(str(info.rounds) if info.planned_rounds is None else
                            tr(CTX, "{seated} of {planned} planned").format(seated=info.rounds,
                                                                         planned=info.planned_rounds))
        self.rules_box.setTitle(tr(CTX, "Rules: {name}").format(name=rules_title(info.rules)))
        self.rules_summary.setText(rules_description(info.rules))

    def edit(self) -> None:
        if self.ctx.tournament_id is None:
            return
        dialog = TournamentDialog(self.ctx, self.ctx.tournament_id, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.ctx.notify()

    def edit_format(self) -> None:
        from tournament_app.ui.format_dialog import FormatDialog

        if self.ctx.tournament_id is None:
            return
        FormatDialog(self.ctx, self).exec()
        self.ctx.notify()  # standings, projector and lists follow the new format

    def edit_rules(self) -> None:
        if self.ctx.tournament_id is None:
            return
        dialog = RulesDialog(self.ctx, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.ctx.notify()


# -- create / edit ------------------------------------------------------------------------------
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
        self.round_minutes.setRange(1, clock.MAX_MINUTES)
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
            hint = _wrapped(tr(CTX, "Each option can be tuned later with Rules…"))
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


# -- the rule options ---------------------------------------------------------------------------

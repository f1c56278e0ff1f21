"""The tournament overview: the main window's first tab (its dialogs: tournament_dialog, rules_dialog,
format_dialog, each loaded when first opened)."""

from __future__ import annotations

import datetime as dt

from PySide6.QtWidgets import (
    QDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from tournament_app.services import tournaments
from tournament_app.texts import display
from tournament_app.texts.rules_text import rules_description, rules_title
from tournament_app.ui.context import AppContext, guarded_refresh
from tournament_app.ui.errors import user_errors
from tournament_app.ui.labels import aligned, selectable, wrapped_label  # (no Qt enums: see labels)
from tournament_app.words.i18n import tr

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
        aligned(self.empty, "AlignCenter")
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
        selectable(self.name)
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
        self.rules_summary = wrapped_label()
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

    @guarded_refresh
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
        from tournament_app.ui.tournament_dialog import TournamentDialog

        if self.ctx.tournament_id is None:
            return
        with user_errors(self) as failed:  # the dialog reads the tournament
            dialog = TournamentDialog(self.ctx, self.ctx.tournament_id, self)
        if not failed and dialog.exec() == QDialog.DialogCode.Accepted:
            self.ctx.notify()

    def edit_format(self) -> None:
        from tournament_app.ui.format_dialog import FormatDialog

        if self.ctx.tournament_id is None:
            return
        with user_errors(self) as failed:  # the dialog reads the format
            dialog = FormatDialog(self.ctx, self)
        if failed:
            return
        dialog.exec()
        self.ctx.notify()  # standings, projector and lists follow the new format

    def edit_rules(self) -> None:
        from tournament_app.ui.rules_dialog import RulesDialog

        if self.ctx.tournament_id is None:
            return
        with user_errors(self) as failed:  # the dialog reads the rules
            dialog = RulesDialog(self.ctx, self)
        if not failed and dialog.exec() == QDialog.DialogCode.Accepted:
            self.ctx.notify()

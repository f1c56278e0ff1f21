"""*Stages and standings…*: the event's format in one dialog — tie-breaks, hidden standings, stages,
teams and substitutes (the same settings as the command line; services.event_format stores them)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tournament_app.services import event_format, players, stage_entries
from tournament_app.texts.display import names_list, stage_name, tie_break_name
from tournament_app.ui.context import AppContext
from tournament_app.ui.errors import user_errors
from tournament_app.ui.help_window import add_help_key
from tournament_app.words.i18n import tr

CTX = "ui.format"


def stage_text(number: int, stage: dict, entered: list[str] | None = None) -> str:
    """One stage in words; ``entered``: who entered it, fixed when its first round was seated."""
    entry = stage.get("entry", "all")
    who = (tr(CTX, "everyone") if entry == "all" else tr(CTX, "the top {n}").format(n=entry["top"])
           if "top" in entry else tr(CTX, "%n chosen players", len(entry["players"])))
    carry = int(stage.get("carry", 0))
    carried = {1000: tr(CTX, "total carried in full"), 500: tr(CTX, "half the total carried"),
               0: tr(CTX, "nothing carried")}.get(carry, tr(CTX, "{f} of the total carried").format(
                   f=f"{carry / 1000:g}"))
    seats = tr(CTX, "1st sits East") if stage.get("final_seats") == "rank" else ""
    parts = [p for p in (who, carried if number > 1 else "", seats) if p]
    text = tr(CTX, "{n}. {name} from round {round}: {what}").format(
        n=number, name=stage_name(stage["name"]), round=stage["first_round"], what=names_list(parts))
    if entered:  # the names themselves are the item's tooltip
        text += " — " + tr(CTX, "{n} entered, fixed when it was seated").format(n=len(entered))
    return text


class FormatDialog(QDialog):
    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        assert ctx.tournament_id is not None
        self.tid = ctx.tournament_id
        self.setWindowTitle(tr(CTX, "Stages and standings"))
        add_help_key(self, "stages")  # modal: the main window's F1 is blocked while it is open
        fmt = event_format.load(self.tid)
        # tie-breaks: tick the ones that apply and drag them into order
        self.ties = QListWidget()
        self.ties.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        chosen = list(fmt.get("tie_breaks") or [])
        for rule in [*chosen, *[r for r in event_format.TIE_BREAKS if r not in chosen]]:
            item = QListWidgetItem(tie_break_name(rule))
            item.setData(Qt.ItemDataRole.UserRole, rule)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if rule in chosen else Qt.CheckState.Unchecked)
            self.ties.addItem(item)
        self.ties.setMaximumHeight(150)
        ties_box = QGroupBox(tr(CTX, "Equal totals"))
        ties_layout = QVBoxLayout(ties_box)
        hint = QLabel(tr(CTX, "Ticked rules decide in this order (drag to reorder); none ticked: equal "
                              "totals share the place. In a later stage, players still level after "
                              "these keep their order of the stage before (before the lottery)."))
        hint.setWordWrap(True)
        ties_layout.addWidget(hint)
        ties_layout.addWidget(self.ties)
        # hidden standings
        self.hide_check = QCheckBox(tr(CTX, "&Hide the standings from round"))
        self.hide_from = QSpinBox()
        self.hide_from.setRange(1, 10_000)
        self.hide_check.setChecked(bool(fmt.get("hidden_from")))
        self.hide_from.setValue(int(fmt.get("hidden_from") or 1))
        hide_row = QHBoxLayout()
        hide_row.addWidget(self.hide_check)
        hide_row.addWidget(self.hide_from)
        hide_row.addStretch()
        # stages
        self.stages = QListWidget()
        self.stages.setMaximumHeight(130)
        self.stages.setWordWrap(True)  # a stage says who entered it: its line may need two
        self.stage_name = QLineEdit()
        self.stage_name.setPlaceholderText(tr(CTX, "e.g. Final"))
        self.stage_round = QSpinBox()
        self.stage_round.setRange(2, 10_000)
        self.stage_top = QSpinBox()
        self.stage_top.setRange(0, 10_000)
        self.stage_top.setSingleStep(4)
        self.stage_top.setSpecialValueText(tr(CTX, "everyone"))
        self.stage_carry = QComboBox()
        carries = (("none", tr(CTX, "nothing")), ("half", tr(CTX, "half")), ("full", tr(CTX, "in full")))
        for key, label in carries:
            self.stage_carry.addItem(label, key)
        self.stage_rank = QCheckBox(tr(CTX, "Seat by &rank (1st East)"))
        add_stage = QPushButton(tr(CTX, "Add &stage"))
        add_stage.clicked.connect(self.add_stage)
        stage_form = QFormLayout()
        stage_form.addRow(tr(CTX, "&Name:"), self.stage_name)
        stage_form.addRow(tr(CTX, "From round:"), self.stage_round)
        stage_form.addRow(tr(CTX, "&Top of the previous stage:"), self.stage_top)
        stage_form.addRow(tr(CTX, "&Carry-over:"), self.stage_carry)
        stage_form.addRow("", self.stage_rank)
        stage_form.addRow("", add_stage)
        stages_box = QGroupBox(tr(CTX, "Stages"))
        stages_layout = QVBoxLayout(stages_box)
        stages_layout.addWidget(self.stages)
        stages_layout.addLayout(stage_form)
        # teams
        self.teams = QListWidget()
        self.teams.setMaximumHeight(90)
        self.team_name = QLineEdit()
        self.team_members = QLineEdit()
        self.team_members.setPlaceholderText(tr(CTX, "names, separated by commas"))
        add_team = QPushButton(tr(CTX, "Add t&eam"))
        add_team.clicked.connect(self.add_team)
        team_form = QFormLayout()
        team_form.addRow(tr(CTX, "Team na&me:"), self.team_name)
        team_form.addRow(tr(CTX, "Mem&bers:"), self.team_members)
        team_form.addRow("", add_team)
        teams_box = QGroupBox(tr(CTX, "Teams"))
        teams_layout = QVBoxLayout(teams_box)
        teams_layout.addWidget(self.teams)
        teams_layout.addLayout(team_form)
        # substitutes
        subs = event_format.substitute_policy(self.tid)
        self.subs_fixed = QCheckBox(tr(CTX, "Score substitutes' games a &fixed result of"))
        self.subs_fixed.setChecked(subs["policy"] == "fixed")
        self.subs_points = QDoubleSpinBox()
        self.subs_points.setRange(-1000.0, 1000.0)
        self.subs_points.setDecimals(1)
        self.subs_points.setValue(int(subs["points"]) / 10)
        self.subs_hidden = QCheckBox(tr(CTX, "Leave substitutes &out of the standings"))
        self.subs_hidden.setChecked(not subs["in_standings"])
        subs_row = QHBoxLayout()
        subs_row.addWidget(self.subs_fixed)
        subs_row.addWidget(self.subs_points)
        subs_row.addStretch()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save
                                   | QDialogButtonBox.StandardButton.Close)
        self.save_button = buttons.button(QDialogButtonBox.StandardButton.Save)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        left = QVBoxLayout()
        left.addWidget(ties_box)
        left.addLayout(hide_row)
        left.addLayout(subs_row)
        left.addWidget(self.subs_hidden)
        left.addStretch()
        right = QVBoxLayout()
        right.addWidget(stages_box)
        right.addWidget(teams_box)
        columns = QHBoxLayout()
        columns.addLayout(left, 1)
        columns.addLayout(right, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(columns)
        layout.addWidget(buttons)
        self.show_lists()

    def show_lists(self) -> None:
        fmt = event_format.load(self.tid)
        self.stages.clear()
        names = {p.id: p.name for p in players.list_players(self.tid)}
        for n, stage in enumerate(fmt.get("stages") or [], start=1):
            fixed = stage_entries.stored(self.tid, int(stage["first_round"])) if n > 1 else None
            entered = [names.get(pid, "?") for pid, _place in fixed] if fixed else None
            item = QListWidgetItem(stage_text(n, stage, entered))
            if entered:
                item.setToolTip(names_list(entered))
            self.stages.addItem(item)
        self.teams.clear()
        for team in fmt.get("teams") or []:
            self.teams.addItem(f"{team['name']}: " + names_list(names.get(m, "?") for m in team["members"]))

    def add_stage(self) -> None:
        with user_errors(self) as failed:
            event_format.add_stage(self.tid, self.stage_name.text(), self.stage_round.value(),
                                   top=self.stage_top.value() or None,
                                   carry=str(self.stage_carry.currentData()),
                                   final_seats="rank" if self.stage_rank.isChecked() else "random")
        if not failed:
            self.stage_name.clear()
            self.show_lists()

    def add_team(self) -> None:
        with user_errors(self) as failed:
            event_format.add_team(self.tid, self.team_name.text(), self.team_members.text().split(","))
        if not failed:
            self.team_name.clear()
            self.team_members.clear()
            self.show_lists()

    def tie_breaks(self) -> list[str]:
        items = [self.ties.item(i) for i in range(self.ties.count())]
        ticked = [i for i in items if i.checkState() == Qt.CheckState.Checked]
        return [str(i.data(Qt.ItemDataRole.UserRole)) for i in ticked]

    def accept(self) -> None:
        with user_errors(self) as failed:
            event_format.set_tie_breaks(self.tid, self.tie_breaks())
            if self.hide_check.isChecked():
                event_format.hide_standings(self.tid, self.hide_from.value())
            elif event_format.load(self.tid).get("hidden_from"):
                event_format.show_standings(self.tid)
            event_format.set_substitutes(self.tid, "fixed" if self.subs_fixed.isChecked() else "as_played",
                                         points=round(self.subs_points.value() * 10),
                                         in_standings=not self.subs_hidden.isChecked())
        if not failed:
            super().accept()

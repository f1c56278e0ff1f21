"""The seating dialogs of the Rounds & tables tab: seat the next round (at random, by standings,
by hand) and exchange two players of a round before its games start."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QIntValidator
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QCompleter,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tournament_app.services import players, rounds, tournaments
from tournament_app.services.rows import PlayerRow, TableSeating
from tournament_app.texts import display
from tournament_app.ui.context import AppContext
from tournament_app.ui.errors import user_errors
from tournament_app.ui.placement import fit_to_screen
from tournament_app.ui.players_view import fold
from tournament_app.ui.progress import run_job
from tournament_app.words.i18n import tr
from tournament_app.words.messages import N_, Message, UserError

CTX = "ui.rounds"  # the same translation context as the tab the dialogs open from


def round_name(number: int) -> str:
    return tr(CTX, "Round {number}").format(number=number)


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
        size = rounds.next_round_size(self.tournament_id) or info.players  # a stage seats its players only
        count = QLabel(tr(CTX, "%n players to seat (active players and substitutes); withdrawn "
                               "players are left out.", size))
        count.setWordWrap(True)
        if info.planned_rounds:
            plan = tr(CTX, "Round {number} of {planned} planned: a random draw plans the rounds after it "
                           "too, so that nobody meets an opponent twice where that can be avoided.").format(
                number=info.rounds + 1, planned=info.planned_rounds)
        else:
            plan = tr(CTX, "Tip: with the number of rounds set (Tournament tab, Edit…), seating one round "
                           "at a time plans the rest as well and avoids repeated opponents.")
        by_rank = rounds.next_stage_by_rank(self.tournament_id)
        if by_rank is not None:  # the stage decides the seats, whichever method is chosen
            plan = tr(CTX, "{stage} is seated by rank: 1st East, 2nd South, 3rd West, 4th North (5th–8th "
                           "at table 2 …), whichever method is chosen.")
            plan = plan.format(stage=display.stage_name(by_rank))
        self.fives = QCheckBox(tr(CTX, "Tables of &five instead of substitutes"))
        self.fives.setToolTip(tr(CTX, "At each table of five one player sits the round out (抜け番): who sat "
                                      "out fewest so far"))
        self.fives.setVisible(rounds.fives_fit(self.tournament_id))
        self.fives.toggled.connect(lambda on: self.count.setEnabled(not on and self.random.isChecked()))
        self.plan_note = QLabel(plan)
        self.plan_note.setWordWrap(True)
        self.plan_note.setEnabled(by_rank is not None)
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
        layout.addWidget(self.fives)
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
        tid, method, count, seed = self.tournament_id, self.method(), self.count.value(), self.seed_value()
        expected = self.info.rounds + 1
        # planning several rounds (or the rest of a planned schedule) can take seconds: off the GUI thread
        with user_errors(self) as failed:
            fives = self.fives.isVisible() and self.fives.isChecked()
            if method == "random" and count > 1 and not fives:
                label = tr(CTX, "Planning the seating of %n rounds…", count)
                numbers = run_job(self, label, lambda progress: rounds.seat_rounds(
                    tid, count, seed=seed, expected=expected, progress=progress))
                self.round_number = numbers[0]
            else:
                self.round_number = run_job(self, tr(CTX, "Planning the seating…"),
                                            lambda progress: rounds.seat_round(tid, method, seed=seed,
                                                                               expected=expected,
                                                                               progress=progress,
                                                                               fives=fives))
        if not failed:  # cancelled: the dialog stays open and nothing was seated
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
        fit_to_screen(self, QSize(960, min(720, 180 + 40 * table_count)))
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
            parts.append(tr(CTX, "not seated yet: {names}").format(names=display.names_list(waiting)))
        if twice:
            parts.append(tr(CTX, "seated twice: {names}").format(names=display.names_list(twice)))
        self.summary.setText(display.separated(parts))

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


"""The score desk's widgets: the entry box (results, riichi, value, preview) and the hand log.

A mixin of :class:`tournament_app.ui.desk.DeskWindow`: the widgets become its attributes and their
signals reach its handlers.
"""

from __future__ import annotations

import math

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QBoxLayout,
    QButtonGroup,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableView,
    QVBoxLayout,
)

from tournament_app.platform import colours
from tournament_app.platform.screen import action_key_text, key_text, keys
from tournament_app.rules.entry import RESULTS
from tournament_app.ui.context import STATUS_LINE
from tournament_app.ui.desk import keys as desk_keys
from tournament_app.ui.desk.widgets import HandLogModel
from tournament_app.words.i18n import tr

CTX = "ui.desk"
FU_BUTTONS = (20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110)
RESULT_COLUMN, SEAT_COLUMNS = 2, range(3, 7)  # the hand log's "what happened" and the four seats
RESULT_CHARS = 40  # the Result column keeps room for this many characters, whatever the names
LIMIT_BUTTONS = (("m", "mangan"), ("h", "haneman"), ("b", "baiman"), ("s", "sanbaiman"),
                 ("y", "yakuman"), ("yy", "double yakuman"))


def result_label(result: str) -> str:
    return {"ron": tr(CTX, "Ron [R]"), "tsumo": tr(CTX, "Tsumo [T]"), "draw": tr(CTX, "Draw [D]"),
            "abortive": tr(CTX, "Abortive [A]"), "chombo": tr(CTX, "Chombo [C]")}[result]


def limit_label(key: str) -> str:
    return {"m": tr(CTX, "Mangan [m]"), "h": tr(CTX, "Haneman [h]"), "b": tr(CTX, "Baiman [b]"),
            "s": tr(CTX, "Sanbaiman [s]"), "y": tr(CTX, "Yakuman [y]"),
            "yy": tr(CTX, "Yakuman ×2 [yy]")}[key]


class DeskLayout:
    """Builds the desk's entry box and hand log (``self`` is the DeskWindow)."""

    def _entry_box(self) -> QGroupBox:
        box = QGroupBox(tr(CTX, "Enter the hand"))
        grid = QGridLayout(box)
        self.banner = QLabel()
        colours.paint(self.banner, "banner", "font-weight: bold;")
        grid.addWidget(self.banner, 0, 0, 1, 8)
        self.result_group = QButtonGroup(self)
        for i, result in enumerate(RESULTS):
            button = QPushButton(result_label(result))
            button.setCheckable(True)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(lambda _=False, r=result: self.set_result(r))
            self.result_group.addButton(button, i)
            grid.addWidget(button, 1, i)
        self.riichi_buttons = []
        for seat in range(4):
            button = QPushButton()
            button.setCheckable(True)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(lambda _=False, s=seat: self.toggle_riichi(s))
            self.riichi_buttons.append(button)
            grid.addWidget(button, 2, seat * 2, 1, 2)
        self.prompt = QLabel()
        grid.addWidget(self.prompt, 3, 0, 1, 8)
        # "changed at another desk": in the prompt's place, where the referee is looking; the prompt
        # comes back when it goes (a laptop's desk has no line to spare for both)
        self.notice = QLabel()
        self.notice.installEventFilter(self)  # its first paint: on screen from then (the time to read it)
        self.connection_status = QLabel()  # "database not reachable": before anything else, until back
        # a write under way (waiting while another desk holds the database): first of all, while it lasts
        self.busy_line = QLabel(tr(CTX, "Saving… waiting for the database"))
        colours.paint(self.busy_line, "busy", STATUS_LINE)
        for label in (self.notice, self.connection_status, self.busy_line):
            label.setWordWrap(True)
            label.hide()
            grid.addWidget(label, 3, 0, 1, 8)
        value_row = QHBoxLayout()
        self.value_label = QLabel(tr(CTX, "Value:"))
        value_row.addWidget(self.value_label)
        self.value_edit = QLineEdit()
        self.value_edit.setPlaceholderText(tr(CTX, "3 30 · m h b s y · 7700 · 1300 2600"))
        self.value_edit.textEdited.connect(self._value_typed)
        self.value_edit.installEventFilter(self)
        value_row.addWidget(self.value_edit, stretch=1)
        self.pao_combo = QComboBox()
        self.pao_combo.currentIndexChanged.connect(self._pao_changed)
        value_row.addWidget(self.pao_combo)
        self.nagashi_combo = QComboBox()
        self.nagashi_combo.currentIndexChanged.connect(self._nagashi_changed)
        value_row.addWidget(self.nagashi_combo)
        self.kind_combo = QComboBox()
        self.kind_combo.currentIndexChanged.connect(self._kind_changed)
        value_row.addWidget(self.kind_combo)
        self.add_winner_button = QPushButton(tr(CTX, "Another winner…"))
        self.add_winner_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.add_winner_button.clicked.connect(self.add_winner)
        value_row.addWidget(self.add_winner_button)
        self.check_button = QPushButton(tr(CTX, "Check a hand… [{key}]").format(
            key=desk_keys.label(desk_keys.CHECK)))
        self.check_button.setToolTip(tr(CTX, "Value a hand from its tiles under these rules (yaku, fu, "
                                             "payment) when the players disagree"))
        self.check_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.check_button.clicked.connect(self.check_hand)
        value_row.addWidget(self.check_button)
        grid.addLayout(value_row, 4, 0, 1, 8)
        buttons = QHBoxLayout()  # han and limits on one row, fu on the next: fits 1280 px
        fu_row = QHBoxLayout()
        self.fu_buttons: list[QPushButton] = []
        for han in range(1, 5):
            b = QPushButton(tr(CTX, "{n} han").format(n=han))
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.clicked.connect(lambda _=False, h=han: self._value_part(han=h))
            buttons.addWidget(b)
        for fu in FU_BUTTONS:
            b = QPushButton(tr(CTX, "{n} fu").format(n=fu))
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.clicked.connect(lambda _=False, f=fu: self._value_part(fu=f))
            fu_row.addWidget(b)
            self.fu_buttons.append(b)
        for key, _name in LIMIT_BUTTONS:
            b = QPushButton(limit_label(key))
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.clicked.connect(lambda _=False, k=key: self._set_value(k))
            buttons.addWidget(b)
        grid.addLayout(buttons, 5, 0, 1, 8)
        grid.addLayout(fu_row, 6, 0, 1, 8)
        self.preview = QLabel()
        self.preview.setWordWrap(True)
        self.preview.setStyleSheet("font-size: 12pt;")
        grid.addWidget(self.preview, 7, 0, 1, 6)
        self.confirm_button = QPushButton(tr(CTX, "Confirm [Enter]"))
        self.confirm_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.confirm_button.clicked.connect(self.confirm)
        clear = QPushButton(tr(CTX, "Clear [Esc]"))
        clear.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        clear.clicked.connect(self.clear_entry)
        grid.addWidget(self.confirm_button, 7, 6)
        grid.addWidget(clear, 7, 7)
        return box

    def _log_box(self) -> QGroupBox:
        box = QGroupBox(tr(CTX, "Hands"))
        layout = QVBoxLayout(box)
        self.log_model = HandLogModel(lambda: self.view.names, self)
        self.log = QTableView()
        self.log.setModel(self.log_model)
        self.log.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.log.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.log.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.log.verticalHeader().hide()
        # rows as tall as the text needs: on a laptop screen every pixel is another hand in view; a
        # long result wraps onto a second line instead of being cut off
        self.log.verticalHeader().setMinimumSectionSize(self.log.fontMetrics().height() + 8)
        self.log.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.log.setWordWrap(True)
        self.log.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.log.customContextMenuRequested.connect(self._log_menu)
        self.log.doubleClicked.connect(lambda _i: self.edit_selected())
        area = QBoxLayout(QBoxLayout.Direction.TopToBottom)  # the score line: under the log, or beside it
        area.addWidget(self.log, 1)
        area.addWidget(self.score_line)
        layout.addLayout(area, 1)
        self.score_line.share_with(self.log, area)
        row = QHBoxLayout()
        self.undo_button = QPushButton(tr(CTX, "Undo last hand [{key}]").format(
            key=desk_keys.label(desk_keys.UNDO)))
        self.undo_button.clicked.connect(self.undo_last)
        edit = QPushButton(tr(CTX, "Edit hand [{key}]").format(key=action_key_text("edit hand")))
        edit.clicked.connect(self.edit_selected)
        insert = QPushButton(tr(CTX, "Insert hand before…"))
        insert.clicked.connect(self.insert_before_selected)
        delete = QPushButton(tr(CTX, "Delete hand"))
        delete.clicked.connect(self.delete_selected)
        for button, action in ((edit, "edit hand"), (insert, "insert hand"), (delete, "delete")):
            button.setToolTip(", ".join(key_text(k) for k in keys(action)))  # every key, not only the label's
        swap = QPushButton(tr(CTX, "Swap seats…"))
        swap.clicked.connect(self.swap_seats)
        self.final_button = QPushButton(tr(CTX, "Final scores only…"))
        self.final_button.clicked.connect(self.final_scores)
        self.finish_button = QPushButton()
        self.finish_button.clicked.connect(self.finish_or_reopen)
        self.hand_buttons = (edit, insert, delete)
        for b in (self.undo_button, edit, insert, delete, swap, self.final_button, self.finish_button):
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            row.addWidget(b)
        layout.addLayout(row)
        return box

    def fit_log_columns(self) -> None:
        """Every column as wide as its contents and the Result column the rest, but never narrower
        than it takes to read a result (the highlighted hand another desk changed): the seats' columns
        give way first, down to their figures' width (a long name in a header is cut; the seat cards
        name the players whole), then the log scrolls sideways."""
        log, header = self.log, self.log.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        log.resizeColumnsToContents()
        floor = log.fontMetrics().averageCharWidth() * RESULT_CHARS
        others = [c for c in range(self.log_model.columnCount()) if c != RESULT_COLUMN]

        def spare() -> int:
            return log.viewport().width() - sum(header.sectionSize(c) for c in others)

        short = floor - spare()
        if short > 0:
            each = math.ceil(short / len(SEAT_COLUMNS))
            for c in SEAT_COLUMNS:
                header.resizeSection(c, max(log.sizeHintForColumn(c), header.sectionSize(c) - each))
        header.resizeSection(RESULT_COLUMN, max(floor, spare()))

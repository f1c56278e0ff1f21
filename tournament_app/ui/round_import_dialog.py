"""Import a whole online round: a folder of game logs, matched to the round's tables by the players'
online names (services.round_import, as the command line's ``import-round``), previewed before anything
is stored; Import sends the plan the organiser saw, all or nothing."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tournament_app.files.progress import Cancelled
from tournament_app.platform import colours
from tournament_app.services import rounds
from tournament_app.services.round_import import Placement, RoundPreview, import_round, preview_round
from tournament_app.texts import display
from tournament_app.ui.context import AppContext
from tournament_app.ui.errors import user_errors
from tournament_app.ui.file_dialogs import GAME_LOGS_KEY, remember, start_folder
from tournament_app.ui.progress import run_job
from tournament_app.ui.seating_dialogs import round_name
from tournament_app.words.i18n import render, tr, user_text
from tournament_app.words.messages import UserError

CTX = "ui.round_import"


def seat_text(log_name: str, name: str) -> str:
    """A seat of the preview: the registered player, and the online name the log gave them."""
    return name if log_name == name else tr(CTX, "{player} ({online})").format(player=name, online=log_name)


class RoundImportDialog(QDialog):
    """Folder and round, then the preview; Import only when every table has its log and nothing is wrong.
    ``imported``: the games stored, once accepted."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        assert ctx.tournament_id is not None
        self.ctx = ctx
        self.tid = ctx.tournament_id
        self.folder: Path | None = None
        self.preview: RoundPreview | None = None
        self.imported = 0
        self.setWindowTitle(tr(CTX, "Import online round"))

        self.folder_label = QLabel(tr(CTX, "No folder chosen"))
        self.folder_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.folder_label.setWordWrap(True)
        self.choose_button = QPushButton(tr(CTX, "&Choose folder…"))
        self.choose_button.clicked.connect(self.choose_folder)
        folder_row = QHBoxLayout()
        folder_row.addWidget(self.folder_label, 1)
        folder_row.addWidget(self.choose_button)
        self.round_combo = QComboBox()
        numbers = rounds.round_numbers(self.tid)
        for number in numbers:
            self.round_combo.addItem(round_name(number), number)
        in_play = rounds.round_in_play(self.tid)  # the round being played, not one seated ahead
        at = self.round_combo.findData(in_play) if in_play is not None else -1
        self.round_combo.setCurrentIndex(at if at >= 0 else self.round_combo.count() - 1)
        self.round_combo.currentIndexChanged.connect(lambda _i: self.preview_again())
        form = QFormLayout()
        form.addRow(tr(CTX, "Folder of logs"), folder_row)
        form.addRow(tr(CTX, "&Round"), self.round_combo)

        self.summary = QLabel(tr(CTX, "Choose the folder holding the round's game logs (Tenhou mjlog or "
                                      "tenhou.net/6 JSON): each is matched to its table by the players' "
                                      "online names. Nothing is stored before you press Import."))
        self.summary.setWordWrap(True)
        self.table = QTableWidget(0, 7)
        self.table.setHorizontalHeaderLabels([tr(CTX, "Table"), tr(CTX, "Log"), tr(CTX, "Hands"),
                                              *display.wind_names()])
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        for column in range(7):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch if column >= 3
                                        else QHeaderView.ResizeMode.ResizeToContents)
        self.problems_label = QLabel(tr(CTX, "Nothing can be imported until these are mended (the folder, "
                                            "the online names on the Players tab or the seating), then "
                                            "Look again:"))
        self.problems_label.setWordWrap(True)
        self.problems = QListWidget()
        colours.paint(self.problems, "negative")
        self.problems_label.hide()
        self.problems.hide()

        buttons = QDialogButtonBox()
        self.again_button = buttons.addButton(tr(CTX, "&Look again"), QDialogButtonBox.ButtonRole.ActionRole)
        self.again_button.setToolTip(tr(CTX, "Read the folder and the round again"))
        self.again_button.clicked.connect(self.preview_again)
        self.import_button = buttons.addButton(tr(CTX, "&Import"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.import_button.clicked.connect(self.do_import)
        buttons.addButton(QDialogButtonBox.StandardButton.Close).clicked.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.summary)
        layout.addWidget(self.table, 2)
        layout.addWidget(self.problems_label)
        layout.addWidget(self.problems, 1)
        layout.addWidget(buttons)
        self.resize(980, 560)
        self._update_buttons()

    def round_number(self) -> int | None:
        data = self.round_combo.currentData()
        return int(data) if data is not None else None

    def _update_buttons(self) -> None:
        ready = self.preview is not None and not self.preview.problems and bool(self.preview.placed)
        self.import_button.setEnabled(ready)
        self.again_button.setEnabled(self.folder is not None)

    # -- the preview ----------------------------------------------------------------------------
    def choose_folder(self) -> None:
        start = start_folder(self.ctx.settings, GAME_LOGS_KEY, first=self.folder)
        chosen = QFileDialog.getExistingDirectory(self, tr(CTX, "Folder of the round's logs"), str(start))
        if not chosen:
            return
        self.folder = Path(chosen)
        remember(self.ctx.settings, GAME_LOGS_KEY, self.folder)  # the next round's folder is beside it
        self.folder_label.setText(str(self.folder))
        self.preview_again()

    def preview_again(self) -> None:
        """Read the folder and the round as they are now; nothing is stored."""
        number = self.round_number()
        self.preview = None
        if self.folder is None or number is None:
            self._update_buttons()
            return
        folder = self.folder
        try:
            preview = run_job(self, tr(CTX, "Reading the logs…"),
                              lambda _progress: preview_round(self.tid, number, folder))
        except Cancelled:
            self._update_buttons()
            return
        except UserError as e:  # no such folder, no logs, a round without tables: said here, once
            self._show_failure(user_text(e))
            return
        self._show(preview)

    def _show_failure(self, text: str) -> None:
        self.table.setRowCount(0)
        self.problems.clear()
        self.problems.addItem(text)
        self.summary.setText(tr(CTX, "Nothing can be imported."))
        self.problems_label.show()
        self.problems.show()
        self._update_buttons()

    def _show(self, preview: RoundPreview) -> None:
        self.preview = preview
        self.table.setRowCount(len(preview.placed))
        for row, place in enumerate(preview.placed):
            self._fill_row(row, place)
        self.problems.clear()
        for problem in preview.problems:
            self.problems.addItem(render(problem, sentence=True))
        self.problems_label.setVisible(bool(preview.problems))
        self.problems.setVisible(bool(preview.problems))
        if preview.problems:
            self.summary.setText(tr(CTX, "%n problems: nothing can be imported.", len(preview.problems)))
        else:
            self.summary.setText(tr(CTX, "Every table of {round} has its log (%n games): Import stores them "
                                         "all and finishes the tables.", len(preview.placed))
                                 .format(round=round_name(preview.round)))
        self._update_buttons()

    def _fill_row(self, row: int, place: Placement) -> None:
        cells = [str(place.table), place.log.label, str(len(place.log.record["hands"])),
                 *(seat_text(log_name, name) for log_name, name in zip(place.log.players, place.names,
                                                                       strict=True))]
        for column, text in enumerate(cells):
            item = QTableWidgetItem(text)
            if column in (0, 2):
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.table.setItem(row, column, item)

    # -- the import -----------------------------------------------------------------------------
    def do_import(self) -> None:
        """Store the plan shown, all or nothing. A round or folder changed since the preview is refused
        ("look again") and previewed anew: the organiser decides again on what is true now."""
        preview, folder = self.preview, self.folder
        if preview is None or preview.problems or folder is None:
            return
        self.import_button.setEnabled(False)  # one decision, one submit
        def work(_progress: object) -> RoundPreview:
            return import_round(self.tid, preview.round, folder, seen=preview.seen)

        with user_errors(self) as failed:
            stored = run_job(self, tr(CTX, "Importing the round…"), work)
        if failed:
            self.preview_again()
            return
        self.imported = len(stored.placed)
        self.ctx.notify()
        self.accept()

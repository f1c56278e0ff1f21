"""The registered players: search, add, edit, withdraw or reinstate, import a list."""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    QStringListModel,
    Qt,
    Signal,
)
from PySide6.QtGui import QKeySequence, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QCompleter,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tournament_app.export.player_files import read_players
from tournament_app.files.progress import Cancelled, Progress
from tournament_app.platform.screen import key_text, sequences
from tournament_app.services import aliases, players
from tournament_app.services.players import STATUSES, PlayerImportError
from tournament_app.services.rows import PlayerRow
from tournament_app.texts import display
from tournament_app.ui.context import AppContext, guarded_refresh, watch
from tournament_app.ui.errors import show_error, user_errors
from tournament_app.ui.progress import run_job
from tournament_app.ui.tab_keys import TabKeys
from tournament_app.ui.table_model import ROW_ROLE, SORT_ROLE, Column, Index, RowsModel
from tournament_app.words.i18n import render, tr
from tournament_app.words.messages import UserError

CTX = "ui.players"
ADD_KEY = QKeySequence("Ctrl+N")
FIND_KEY = QKeySequence("Ctrl+F")
EDIT_KEYS = (QKeySequence(Qt.Key.Key_Return), QKeySequence(Qt.Key.Key_Enter))


def withdraw_keys() -> list[QKeySequence]:
    """Delete (and a Mac's Backspace, its "delete" key)."""
    return sequences("delete")


def fold(text: str) -> str:
    """Text compared the way people search: width, case and katakana/hiragana ignored."""
    text = unicodedata.normalize("NFKC", text).casefold()
    return "".join(chr(ord(c) - 0x60) if "ァ" <= c <= "ヶ" else c for c in text)


def status_name(status: str) -> str:
    return {
        "active": tr(CTX, "Active"),
        "withdrawn": tr(CTX, "Withdrawn"),
        "substitute": tr(CTX, "Substitute"),
    }.get(status, status)


def _number_key(text: str) -> str:
    """Member numbers sort as numbers when they are numbers (2 before 10)."""
    return f"{int(text):020d}" if text.isdigit() else text


def player_columns() -> list[Column[PlayerRow]]:
    # sort values are strings: QSortFilterProxyModel cannot compare Python tuples
    return [
        Column(lambda: tr(CTX, "Name"), lambda p: p.name,
               lambda p: f"{fold(p.reading or p.name)}\0{p.name}"),
        Column(lambda: tr(CTX, "Reading"), lambda p: p.reading, lambda p: fold(p.reading)),
        Column(lambda: tr(CTX, "Affiliation"), lambda p: p.affiliation),
        Column(lambda: tr(CTX, "Member no."), lambda p: p.member_no, lambda p: _number_key(p.member_no)),
        Column(lambda: tr(CTX, "Status"), lambda p: status_name(p.status)),
    ]


class PlayersModel(RowsModel[PlayerRow]):
    """The players' rows; withdrawn players are greyed so the active field reads at a glance."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(player_columns(), parent)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if (role == Qt.ItemDataRole.ForegroundRole and index.isValid()
                and 0 <= index.row() < len(self.rows) and self.rows[index.row()].status == "withdrawn"):
            return QPalette().brush(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)
        return super().data(index, role)


class PlayerFilter(QSortFilterProxyModel):
    """Keeps the rows where any field contains the search text."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.needle = ""
        self.setSortRole(SORT_ROLE)

    def set_search(self, text: str) -> None:
        if hasattr(self, "beginFilterChange"):  # Qt 6.10+, where invalidateRowsFilter is deprecated
            self.beginFilterChange()
            self.needle = fold(text.strip())
            self.endFilterChange(QSortFilterProxyModel.Direction.Rows)
        else:
            self.needle = fold(text.strip())
            self.invalidateRowsFilter()

    def filterAcceptsRow(self, source_row: int, source_parent: QModelIndex | QPersistentModelIndex,  # noqa: N802
                         ) -> bool:
        if not self.needle:
            return True
        row: PlayerRow = self.sourceModel().index(source_row, 0, source_parent).data(ROW_ROLE)
        return any(self.needle in fold(field) for field in
                   (row.name, row.reading, row.affiliation, row.member_no, status_name(row.status)))


def configure_table(table: QTableView) -> None:
    """Whole rows, sorting by header clicks, no in-place editing: dialogs change the record."""
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSortingEnabled(True)
    table.setAlternatingRowColors(True)
    table.setWordWrap(False)
    table.verticalHeader().setVisible(False)
    table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    table.horizontalHeader().setStretchLastSection(True)
    table.horizontalHeader().setHighlightSections(False)


def fit_columns(table: QTableView, minimum: int = 90) -> None:
    table.resizeColumnsToContents()
    header = table.horizontalHeader()
    for column in range(header.count() - 1):
        header.resizeSection(column, max(header.sectionSize(column) + 16, minimum))


class PlayersView(QWidget):
    """Registered players with search; Add…, Edit…, Withdraw/Reinstate and Import…."""

    player_selected = Signal(int)  # player id, 0 when none

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.model = PlayersModel(self)
        self.proxy = PlayerFilter(self)
        self.proxy.setSourceModel(self.model)
        self._build()
        self.lazy = watch(ctx, self, self.refresh)  # reads the record only when on screen
        self.lazy.request()
        self.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)

    # -- layout -------------------------------------------------------------------------------
    def _build(self) -> None:
        self.search = QLineEdit()
        self.search.setClearButtonEnabled(True)
        self.search.setPlaceholderText(tr(CTX, "Search name, reading, affiliation, number ({key})")
                                       .format(key=key_text(FIND_KEY)))
        self.search.textChanged.connect(self._search)
        self.search.returnPressed.connect(self._to_table)
        self.add_button = self._button(tr(CTX, "&Add…"), tr(CTX, "Register a player ({key})"),
                                       ADD_KEY, self.add)
        self.edit_button = self._button(tr(CTX, "&Edit…"), tr(CTX, "Edit the selected player ({key}, "
                                                                   "or double-click)"),
                                        EDIT_KEYS[1], self.edit)
        self.withdraw_button = self._button(tr(CTX, "&Withdraw"), "", withdraw_keys()[0],
                                            self.toggle_withdrawn)
        self.import_button = self._button(tr(CTX, "&Import…"),
                                          tr(CTX, "Register every player of a CSV or Excel file; "
                                                  "nothing is stored if a row has a problem"),
                                          None, self.import_file)
        bar = QHBoxLayout()
        bar.addWidget(self.search, 1)
        for button in (self.add_button, self.edit_button, self.withdraw_button, self.import_button):
            bar.addWidget(button)

        self.table = QTableView()
        self.table.setModel(self.proxy)
        configure_table(self.table)
        self.table.doubleClicked.connect(lambda _index: self.edit())
        self.table.selectionModel().selectionChanged.connect(self._selection_changed)
        self.empty_hint = QLabel()
        self.empty_hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty_hint.setWordWrap(True)
        self.count = QLabel()
        self.message = QLabel()  # what the last action did, instead of a modal "done" box
        footer = QHBoxLayout()
        footer.addWidget(self.count)
        footer.addStretch()
        footer.addWidget(self.message)
        layout = QVBoxLayout(self)
        layout.addLayout(bar)
        layout.addWidget(self.empty_hint)
        layout.addWidget(self.table, 1)
        layout.addLayout(footer)

        # whenever the tab shows (also from the tab bar); Enter and Delete keep their usual meaning
        # in the search box, where Enter goes to the matches instead
        keys = TabKeys(self)
        keys.add(ADD_KEY, self.add)
        keys.add(FIND_KEY, self.focus_search)
        for edit_keys in EDIT_KEYS:
            keys.add(edit_keys, self.edit)
        for withdraw in withdraw_keys():
            keys.add(withdraw, self.toggle_withdrawn)

    def _button(self, text: str, tip: str, keys: QKeySequence | None, slot: Any) -> QPushButton:
        button = QPushButton(text)
        if keys is not None:
            button.setText(f"{text}  ({key_text(keys)})")
            tip = tip.format(key=key_text(keys))
        button.setToolTip(tip)
        button.clicked.connect(slot)
        return button

    # -- data ---------------------------------------------------------------------------------
    @guarded_refresh
    def refresh(self) -> None:
        tid = self.ctx.tournament_id
        enabled = tid is not None
        keep = self.selected_player()
        self.model.set_rows(players.list_players(tid) if tid is not None else [])
        for widget in (self.search, self.add_button, self.import_button, self.table):
            widget.setEnabled(enabled)
        if tid is None:
            self.empty_hint.setText(tr(CTX, "No tournament is open: create or open one to register "
                                            "players."))
        else:
            self.empty_hint.setText(tr(CTX, "No players yet: add them one by one ({key}) or import a "
                                            "CSV or Excel list.").format(key=key_text(ADD_KEY)))
        self.empty_hint.setVisible(not self.model.rows)
        fit_columns(self.table)
        if keep is not None:
            self.select_player(keep.id)
        self._update_count()
        self._selection_changed()

    def _search(self, text: str) -> None:
        self.proxy.set_search(text)
        self._update_count()

    def _update_count(self) -> None:
        if self.ctx.tournament_id is None:
            self.count.setText("")
            return
        rows = self.model.rows
        withdrawn = sum(1 for r in rows if r.status == "withdrawn")
        subs = sum(1 for r in rows if r.status == "substitute")
        parts = [tr(CTX, "%n players", len(rows)), tr(CTX, "{n} withdrawn").format(n=withdrawn),
                 tr(CTX, "%n substitutes", subs)]
        if self.proxy.needle:
            parts.insert(0, tr(CTX, "Showing {shown} of {count}").format(shown=self.proxy.rowCount(),
                                                                         count=len(rows)))
        self.count.setText(display.separated(parts))

    def selected_player(self) -> PlayerRow | None:
        rows = self.table.selectionModel().selectedRows()
        return rows[0].data(ROW_ROLE) if rows else None

    def select_player(self, player_id: int) -> None:
        for row in range(self.proxy.rowCount()):
            index = self.proxy.index(row, 0)
            if index.data(ROW_ROLE).id == player_id:
                self.table.selectRow(row)
                self.table.scrollTo(index)
                return

    def _selection_changed(self, *_args: object) -> None:
        player = self.selected_player()
        self.edit_button.setEnabled(player is not None)
        self.withdraw_button.setEnabled(player is not None)
        withdrawn = player is not None and player.status == "withdrawn"
        label = tr(CTX, "&Reinstate") if withdrawn else tr(CTX, "&Withdraw")
        self.withdraw_button.setText(f"{label}  ({key_text(withdraw_keys()[0])})")
        tip = (tr(CTX, "Bring the selected player back into the seating ({key})") if withdrawn else
               tr(CTX, "Withdraw the selected player from later rounds; results stay ({key})"))
        self.withdraw_button.setToolTip(tip.format(key=key_text(withdraw_keys()[0])))
        self.player_selected.emit(player.id if player else 0)

    # -- actions ------------------------------------------------------------------------------
    def focus_search(self) -> None:
        self.search.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.search.selectAll()

    def _to_table(self) -> None:
        """Enter in the search box: open the only match, or go to the matches (the first selected)."""
        if self.proxy.rowCount() == 1:
            self.table.selectRow(0)
            self.edit()
        elif self.proxy.rowCount():
            self.table.setFocus(Qt.FocusReason.OtherFocusReason)
            if self.selected_player() is None:
                self.table.selectRow(0)

    def add(self) -> None:
        if self.ctx.tournament_id is None:
            return
        with user_errors(self) as failed:  # the dialog reads the clubs already registered
            dialog = PlayerDialog(self.ctx, None, self)
        if failed:
            return
        dialog.exec()
        if dialog.saved:
            self.ctx.notify()
            self.select_player(dialog.saved[-1])
            self.message.setText(tr(CTX, "{name} added").format(name=dialog.stored_name)
                                 if len(dialog.saved) == 1 else
                                 tr(CTX, "%n players added", len(dialog.saved)))

    def edit(self) -> None:
        player = self.selected_player()
        if player is None or self.ctx.tournament_id is None:
            return
        with user_errors(self) as failed:  # the dialog reads the player's details
            dialog = PlayerDialog(self.ctx, player, self)
        if not failed and dialog.exec() == QDialog.DialogCode.Accepted:
            self.ctx.notify()
            self.message.setText(tr(CTX, "{name} saved").format(name=dialog.stored_name))

    def toggle_withdrawn(self) -> None:
        """Withdraw the selected player, or reinstate a withdrawn one: reversible, so no confirmation."""
        player = self.selected_player()
        tid = self.ctx.tournament_id
        if player is None or tid is None:
            return
        status = "active" if player.status == "withdrawn" else "withdrawn"
        with user_errors(self) as failed:
            players.set_status(tid, player.id, status)
        if not failed:
            self.ctx.notify()
            text = (tr(CTX, "{name} reinstated") if status == "active"
                    else tr(CTX, "{name} withdrawn"))
            self.message.setText(text.format(name=player.name))

    def import_file(self) -> None:
        tid = self.ctx.tournament_id
        if tid is None:
            return
        from tournament_app.ui.file_dialogs import IMPORTS_KEY, open_file

        path = open_file(self, tr(CTX, "Import players"),
                         tr(CTX, "Player lists (*.csv *.xlsx *.txt);;All files (*)"), self.ctx.settings,
                         IMPORTS_KEY)
        if path is None:
            return
        def work(progress: Progress) -> int:
            parsed = read_players(Path(path))
            return players.import_players(tid, parsed.rows, [e.located() for e in parsed.errors], progress,
                                          row_numbers=parsed.row_numbers)

        try:
            count = run_job(self, tr(CTX, "Importing players…"), work)
        except Cancelled:
            self.message.setText(tr(CTX, "Import cancelled: no player was registered."))
            return
        except PlayerImportError as e:  # lists every row's problem, not just the first
            self.show_import_problems(e)
            return
        except UserError as e:
            show_error(self, e)
            return
        self.ctx.notify()
        if count is not None:
            self.message.setText(tr(CTX, "%n players imported from {file}", count).format(
                file=Path(path).name))

    def show_import_problems(self, error: PlayerImportError) -> None:
        box = QMessageBox(QMessageBox.Icon.Warning, tr(CTX, "Nothing imported"),
                          render(error.message, sentence=True), QMessageBox.StandardButton.Ok, self)
        box.setInformativeText(tr(CTX, "Correct the file and import it again (Show Details… lists every "
                                       "problem)."))
        box.setDetailedText("\n".join(render(p) for p in error.problems))
        box.setDefaultButton(QMessageBox.StandardButton.Ok)
        for button in box.buttons():  # Show Details… keeps the focus once clicked: Return still means OK
            if box.buttonRole(button) != QMessageBox.ButtonRole.AcceptRole:
                button.setAutoDefault(False)
        box.exec()


def online_names(text: str) -> list[str]:
    """The online names field: names separated by commas (、 and ， as a Japanese input method types)."""
    return [name.strip() for name in re.split(r"[,，、]", text) if name.strip()]


class PlayerDialog(QDialog):
    """Register a player (``player`` None) or edit one. ``saved`` lists the ids stored."""

    def __init__(self, ctx: AppContext, player: PlayerRow | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        assert ctx.tournament_id is not None
        self.ctx = ctx
        self.tournament_id = ctx.tournament_id
        self.player = player
        self.saved: list[int] = []
        self.setWindowTitle(tr(CTX, "Add player") if player is None else tr(CTX, "Edit player"))
        self.name, self.reading, self.affiliation, self.member_no = (QLineEdit() for _ in range(4))
        for line in (self.name, self.reading, self.affiliation, self.member_no):
            line.setMaxLength(players.MAX_FIELD)
        self.reading.setPlaceholderText(tr(CTX, "in kana, for sorting, e.g. さとう たろう"))
        self.clubs = QStringListModel(self)
        completer = QCompleter(self.clubs, self)  # the same club spelt the same way every time
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        self.affiliation.setCompleter(completer)
        self.stored_name = ""  # the last name stored, as the record holds it (normalised)
        self._read_back()
        self.status = QComboBox()
        for status in STATUSES:
            self.status.addItem(status_name(status), status)
        form = QFormLayout()
        form.addRow(tr(CTX, "&Name:"), self.name)
        form.addRow(tr(CTX, "&Reading:"), self.reading)
        form.addRow(tr(CTX, "A&ffiliation:"), self.affiliation)
        form.addRow(tr(CTX, "&Member no.:"), self.member_no)
        form.addRow(tr(CTX, "&Status:"), self.status)
        # for the EMA results file of a European event (issue 15)
        self.ema_number, self.country = QLineEdit(), QLineEdit()
        self.ema_number.setPlaceholderText(tr(CTX, "e.g. 04010123 (EMA events)"))
        form.addRow(tr(CTX, "EMA n&umber:"), self.ema_number)
        form.addRow(tr(CTX, "Countr&y:"), self.country)
        # the names a round's logs are matched by (Tenhou, Mahjong Soul; issue 39)
        self.online = QLineEdit()
        self.online.setPlaceholderText(tr(CTX, "Tenhou, Mahjong Soul names, separated by commas"))
        form.addRow(tr(CTX, "&Online names:"), self.online)
        self.feedback = QLabel()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.next_button: QPushButton | None = None
        if player is None:
            self.ok_button.setText(tr(CTX, "Add"))
            # registering a queue of players: store and stay open for the next one
            self.next_button = buttons.addButton(tr(CTX, "Add && ne&xt"),
                                                 QDialogButtonBox.ButtonRole.ActionRole)
            self.next_button.clicked.connect(self.add_next)
        else:
            self.ok_button.setText(tr(CTX, "Save"))
            self.name.setText(player.name)
            self.reading.setText(player.reading)
            self.affiliation.setText(player.affiliation)
            self.member_no.setText(player.member_no)
            self.status.setCurrentIndex(max(0, self.status.findData(player.status)))
            ema = players.ema_details(player.id)
            self.ema_number.setText(ema["ema_number"])
            self.country.setText(ema["country"])
            self.online.setText(", ".join(aliases.player_aliases(self.tournament_id, player.id)))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.feedback)
        layout.addWidget(buttons)
        self.setMinimumWidth(460)

    def _store(self) -> bool:
        fields = {"name": self.name.text(), "reading": self.reading.text(),
                  "affiliation": self.affiliation.text(), "member_no": self.member_no.text()}
        status = str(self.status.currentData())
        ema = {"ema_number": self.ema_number.text(), "country": self.country.text()}
        with user_errors(self) as failed:
            self.saved.append(players.save_player(
                self.tournament_id, self.player.id if self.player else None, fields=fields, status=status,
                ema=ema, seen=self.player, online=online_names(self.online.text())))
        if not failed:  # stored; a read-back the database does not answer leaves the typed name
            self.stored_name = self.name.text().strip()
            self.ctx.guard_refresh(self._read_back)
        return not failed

    def _read_back(self) -> None:
        """The clubs for the completer (also those of this session's Add & next) and the name of the
        player just stored, both as the record holds them."""
        rows = players.list_players(self.tournament_id)
        self.clubs.setStringList(sorted({p.affiliation for p in rows if p.affiliation}))
        if self.saved:
            self.stored_name = next((p.name for p in rows if p.id == self.saved[-1]), self.stored_name)

    def accept(self) -> None:
        if self._store():
            super().accept()

    def add_next(self) -> None:
        """Store, then clear the fields for the next player (the affiliation often repeats)."""
        if not self._store():
            return
        self.feedback.setText(tr(CTX, "{name} added; enter the next player").format(name=self.stored_name))
        for line in (self.name, self.reading, self.member_no, self.ema_number, self.online):
            line.clear()
        self.name.setFocus()
        self.ctx.notify()  # the list and the count behind the dialog show each player at once

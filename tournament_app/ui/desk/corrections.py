"""The score desk's corrections and the end of a game: undo, edit, insert, delete, swap seats,
final scores, finish and reopen, the change history.

A mixin of :class:`tournament_app.ui.desk.DeskWindow` (``self`` is the desk window).
"""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMenu

from tournament_app.platform.screen import action_key_text
from tournament_app.rules.entry import Entry
from tournament_app.services import games
from tournament_app.texts import display
from tournament_app.ui.desk import keys as desk_keys
from tournament_app.ui.desk.editing import Editing
from tournament_app.words.i18n import tr

CTX = "ui.desk"


def hand_question(question: str, hand: str) -> str:
    """The question, then the hand it is about on a line of its own: the hand's line has brackets of
    its own (the counters, the riichi), which read badly inside the question's."""
    return f"{question}\n\n{hand}"


class DeskCorrections:
    """Each correction asks its question about the game as shown and sends the answer with that
    version and the hand it named: a reload behind the question cannot change what Yes refers to."""

    def undo_last(self) -> None:
        if not self.view.hands or self.view.state == "finished":
            return
        shown = self.shown_now()
        last = shown.view.outcomes[-1]
        question = hand_question(tr(CTX, "Undo hand {n} ({label})?").format(
            n=last.number, label=self._hand_label(last.number)), display.outcome_text(last, shown.view.names))
        if self.ask(tr(CTX, "Undo"), question) and self.send(
                shown, lambda seen, action: games.undo_last_hand(self.game_id, number=last.number, seen=seen,
                                                                 action=action),
                tr(CTX, "Nothing was undone: look again."),
                tr(CTX, "Nothing was undone: the database could not be reached. Undo again once it is "
                        "connected.")):
            self.reload()
            self._notify_others()

    def _selected_number(self) -> int | None:
        rows = self.log.selectionModel().selectedRows()
        return rows[0].row() + 1 if rows else None

    def edit_selected(self) -> None:
        number = self._selected_number()
        if number is None or self.view.state == "finished":
            return
        self.entry = Entry.from_record(self.view.hands[number - 1])
        self.editing = Editing.of("edit", number, self.view)  # this hand, after the hands before it
        self.new_entry_identity()  # the edit is decided on the game as shown now
        self.active_winner = self.entry.winners[0] if self.entry.winners else None
        winner = self.active_winner
        self.value_edit.setText(self.entry.values.get(winner, "") if winner is not None else "")
        self.refresh()
        if self.value_edit.isEnabled():
            self.value_edit.setFocus()
            self.value_edit.selectAll()

    def insert_before_selected(self) -> None:
        number = self._selected_number()
        if number is None or self.view.state == "finished":
            return
        self.entry = Entry()
        self.editing = Editing.of("insert", number, self.view)
        self.new_entry_identity()
        self.active_winner = None
        self.value_edit.clear()
        self.setFocus()
        self.refresh()

    def delete_selected(self) -> None:
        number = self._selected_number()
        if number is None or self.view.state == "finished":
            return
        shown = self.shown_now()
        question = hand_question(tr(CTX, "Delete hand {n} ({label})?").format(
            n=number, label=self._hand_label(number)),
            display.outcome_text(shown.view.outcomes[number - 1], shown.view.names))
        if self.ask(tr(CTX, "Delete"), question) and self.send(
                shown, lambda seen, action: games.delete_hand(self.game_id, number, seen=seen, action=action,
                                                              was=shown.view.hands[:number]),
                tr(CTX, "Nothing was deleted: look again."),
                tr(CTX, "Nothing was deleted: the database could not be reached. Delete the hand again once "
                        "it is connected.")):
            self.reload()
            self._notify_others()

    def _log_menu(self, pos: object) -> None:
        menu = QMenu(self)
        menu.addAction(tr(CTX, "Edit hand [{key}]").format(key=action_key_text("edit hand")),
                       self.edit_selected)
        menu.addAction(tr(CTX, "Insert hand before…"), self.insert_before_selected)
        menu.addAction(tr(CTX, "Delete hand"), self.delete_selected)
        menu.addSeparator()
        menu.addAction(tr(CTX, "Change history… [{key}]").format(key=action_key_text("history")),
                       self.show_history)
        menu.addAction(tr(CTX, "Import game log… [{key}]").format(key=desk_keys.label(desk_keys.IMPORT)),
                       self.import_game_log)
        menu.exec(self.log.viewport().mapToGlobal(pos))  # type: ignore[arg-type]

    def import_game_log(self) -> None:
        """A game log's hands appended to this table (an online game of the event): Tenhou's mjlog or a
        tenhou.net/6 JSON file, of which one game is chosen when it holds several."""
        from tournament_app.services.log_import import import_log, read_log_file
        from tournament_app.ui.errors import show_error
        from tournament_app.ui.file_dialogs import GAME_LOGS_KEY, open_file
        from tournament_app.words.messages import UserError

        shown = self.shown_now()
        path = open_file(self, tr(CTX, "Import game log"),
                         tr(CTX, "Game logs: Tenhou mjlog, tenhou.net/6 JSON (*.mjlog *.xml *.json *.jsonl "
                                 "*.gz);;All files (*)"), self.ctx.settings, GAME_LOGS_KEY)
        if path is None:
            return
        try:
            records = read_log_file(path)  # a bad log is said before any question about it
        except UserError as e:
            show_error(self, e, self.view.names)
            return
        game = self._which_game(records, path.name) if len(records) > 1 else None
        if len(records) > 1 and game is None:
            return
        imported: list[int] = []

        def send(seen: int, action: str) -> object:
            view, record = import_log(self.game_id, path, game=game, seen=seen, action=action)
            imported.append(len(record["hands"]))
            return view

        if self.send(shown, send, tr(CTX, "Nothing was imported: look again."),
                     tr(CTX, "Nothing was imported: the database could not be reached. Import the log again "
                             "once it is connected.")):
            self.reload()
            if imported:
                self.show_notice(tr(CTX, "%n hands imported from {file}", imported[0]).format(
                    file=path.name))
            self._notify_others()

    def _which_game(self, records: list[dict], file: str) -> int | None:
        """The game (from 1) of a file of several that is this table's, by its players; None: cancelled."""
        from PySide6.QtWidgets import QDialog, QInputDialog

        items = [tr(CTX, "{number}: {names} (%n hands)", len(r["hands"])).format(
                     number=n, names=" / ".join(r["players"])) for n, r in enumerate(records, start=1)]
        dialog = QInputDialog(self)
        dialog.setWindowTitle(tr(CTX, "Import game log"))
        dialog.setLabelText(tr(CTX, "{file} holds {count} games. Which one was played at this table?").format(
            file=file, count=len(records)))
        dialog.setComboBoxItems(items)
        dialog.setComboBoxEditable(False)
        dialog.setOkButtonText(tr(CTX, "Import"))
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return items.index(dialog.textValue()) + 1

    def show_history(self) -> None:
        from tournament_app.ui.history_dialog import HistoryDialog

        title = tr(CTX, "round {round}, table {table}").format(round=self.view.round, table=self.view.table)
        HistoryDialog(self.game_id, title, self).exec()

    def swap_seats(self) -> None:
        from tournament_app.ui.desk.dialogs import SwapSeatsDialog

        shown = self.shown_now()
        dialog = SwapSeatsDialog(shown.view.names, self)
        if dialog.exec() and self.send(
                shown, lambda seen, action: games.swap_seats(self.game_id, *dialog.seats(), seen=seen,
                                                             action=action),
                tr(CTX, "No seats were swapped: look again."),
                tr(CTX, "No seats were swapped: the database could not be reached. Swap them again once it "
                        "is connected.")):
            self.reload()
            self._notify_others()

    def final_scores(self) -> None:
        from tournament_app.ui.desk.dialogs import FinalScoresDialog

        dialog = FinalScoresDialog(self.shown_now(), self.send, self)
        if dialog.exec():
            self.reload()
            self._notify_others()

    def finish(self) -> None:
        if self.view.state == "finished":
            return
        shown = self.shown_now()
        force = not shown.view.current.over
        if force and not self.ask(tr(CTX, "Finish early"), tr(
                CTX, "The game is not over under the rules. Finish it now (for example at the time "
                     "limit) and settle the scores as they stand?")):
            return
        if self.send(shown, lambda seen, action: games.finish_game(self.game_id, force=force, seen=seen,
                                                                   action=action),
                     tr(CTX, "The game was not finished: look again."),
                     tr(CTX, "The game was not finished: the database could not be reached. Finish it again "
                             "once it is connected.")):
            self.reload()
            self._notify_others()

    def finish_or_reopen(self) -> None:
        if self.view.state != "finished":
            self.finish()
            return
        shown = self.shown_now()
        if self.ask(tr(CTX, "Reopen"), tr(CTX, "Reopen this game? Its result leaves the standings until it "
                                               "is finished again.")) and self.send(
                shown, lambda seen, action: games.reopen_game(self.game_id, seen=seen, action=action),
                tr(CTX, "The game was not reopened: look again."),
                tr(CTX, "The game was not reopened: the database could not be reached. Reopen it again once "
                        "it is connected.")):
            self.reload()
            self._notify_others()

    def _notify_others(self) -> None:
        """Tell the other windows after this one has shown the change: the referee sees the hand
        at once, and the standings and lists catch up a moment later."""
        QTimer.singleShot(0, self.ctx.notify)

"""The score desk: one table's game, entered hand by hand from the keyboard.

Keys: R ron · T tsumo · D draw · A abortive · C chombo; 1-4 pick seats (winner, then discarder;
tenpai or offenders for a draw or chombo); then the value: ``3 30``, ``m``/``h``/``b``/``s``/``y``
or the announced points ``7700`` / ``1300 2600``; Ctrl+1-4 riichi; Enter confirms; Esc clears.
A ron is R, winner, discarder, value, Enter: eight keys for ``7700``.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable

from PySide6.QtCore import QSize, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QGuiApplication, QKeyEvent, QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from tournament_app import display
from tournament_app.i18n import render, tr
from tournament_app.messages import UserError
from tournament_app.rules.errors import HandError
from tournament_app.rules.game import HandOutcome, apply_hand
from tournament_app.rules.record import parse_hand
from tournament_app.rules.settlement import Settlement, settle
from tournament_app.services import games
from tournament_app.services.base import ConflictError
from tournament_app.services.rows import GameView
from tournament_app.ui.context import AppContext
from tournament_app.ui.desk_chart import ScoreLinePanel
from tournament_app.ui.desk_clock import DeskClock
from tournament_app.ui.desk_corrections import DeskCorrections
from tournament_app.ui.desk_layout import DeskLayout
from tournament_app.ui.desk_widgets import NAME_COLUMNS, SeatPanel
from tournament_app.ui.entry_logic import RESULTS, Entry
from tournament_app.ui.errors import show_error, user_text

CTX = "ui.desk"
RESULT_KEYS = {Qt.Key.Key_R: "ron", Qt.Key.Key_T: "tsumo", Qt.Key.Key_D: "draw",
               Qt.Key.Key_A: "abortive", Qt.Key.Key_C: "chombo"}
SEAT_KEYS = {Qt.Key.Key_1: 0, Qt.Key.Key_2: 1, Qt.Key.Key_3: 2, Qt.Key.Key_4: 3}


COMPACT_BELOW = 780  # window height (px) under which the desk leaves out the fu buttons (a 768 px laptop)


class DeskWindow(DeskLayout, DeskCorrections, QWidget):
    """A top-level window for one game. ``mode`` of entry: append, or edit/insert hand N."""

    def __init__(self, ctx: AppContext, game_id: int, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.ctx = ctx
        self.game_id = game_id
        self.entry = Entry()
        self.active_winner: int | None = None
        self.editing: tuple[str, int] | None = None  # ("edit" | "insert", hand number)
        self.view: GameView = games.game_view(game_id)
        self._build()
        self.reload()
        ctx.changed.connect(self._changed_elsewhere)
        ctx.changed_elsewhere.connect(self._check_elsewhere)

    # -- layout -----------------------------------------------------------------------------
    def _build(self) -> None:
        root = QVBoxLayout(self)
        self.header = QLabel()
        self.header.setStyleSheet("font-size: 16pt; font-weight: bold;")
        self.desk_clock = DeskClock(self.ctx, self)
        self.desk_clock.check.toggled.connect(lambda _on: self.refresh())
        self.score_line = ScoreLinePanel(self.ctx.settings, self)  # in the log's box, Ctrl+G
        top = QHBoxLayout()
        top.addWidget(self.header, 1)
        top.addWidget(self.score_line.toggle)
        top.addWidget(self.desk_clock.widget)
        root.addLayout(top)
        self.notice = QLabel()  # "changed at another desk": seen, never in the way
        self.notice.setStyleSheet("color: #b35900; font-weight: bold;")
        self.notice.hide()
        root.addWidget(self.notice)
        seats = QHBoxLayout()
        self.panels = [SeatPanel(s) for s in range(4)]
        for panel in self.panels:
            panel.mousePressEvent = lambda _e, s=panel.seat: self.press_seat(s)  # type: ignore[method-assign]
            seats.addWidget(panel)
        root.addLayout(seats)
        root.addWidget(self._entry_box())
        root.addWidget(self._log_box(), stretch=1)
        self.settlement = QLabel()
        self.settlement.setStyleSheet("font-size: 13pt;")
        self.settlement.setWordWrap(True)  # long names wrap instead of widening the window
        root.addWidget(self.settlement)
        for seat in range(4):
            shortcut = QShortcut(QKeySequence(f"Ctrl+{seat + 1}"), self)
            shortcut.activated.connect(lambda s=seat: self.toggle_riichi(s))
        QShortcut(QKeySequence("Ctrl+Z"), self).activated.connect(self.undo_last)
        QShortcut(QKeySequence("F2"), self).activated.connect(self.edit_selected)
        QShortcut(QKeySequence("F1"), self).activated.connect(self.show_keys)
        QShortcut(QKeySequence("Ctrl+H"), self).activated.connect(self.show_history)
        QShortcut(QKeySequence("Ctrl+K"), self).activated.connect(self.check_hand)
        QShortcut(QKeySequence("Ctrl+I"), self).activated.connect(self.import_game_log)
        QShortcut(QKeySequence("Ctrl+Shift+Return"), self).activated.connect(self.finish)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        for combo in (self.pao_combo, self.kind_combo, self.nagashi_combo):
            combo.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.log.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.log.installEventFilter(self)
        size = self._fitting_size()
        for button in self.fu_buttons:  # compact from the first layout, which must fit the screen
            button.setVisible(size.height() >= COMPACT_BELOW)
        self.resize(size)

    def _fitting_size(self) -> QSize:
        """1100 × 760, or less on a small screen (a 1366 × 768 laptop)."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is None:
            return QSize(1100, 760)
        room = screen.availableGeometry()
        return QSize(min(1100, room.width() - 20), min(760, room.height() - 40))

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt API
        """On a short screen the fu buttons go (the fu are typed: 3 30) and the hand log keeps rows."""
        super().resizeEvent(event)
        compact = self.height() < COMPACT_BELOW
        for button in self.fu_buttons:
            button.setVisible(not compact)

    def show_keys(self) -> None:
        """F1 at the desk: the keyboard sheet."""
        from tournament_app.ui.help_window import GuideWindow

        self.keys_window = GuideWindow(self, topic="desk")
        self.keys_window.show()

    def showEvent(self, event: object) -> None:  # noqa: N802 - Qt API
        super().showEvent(event)  # type: ignore[arg-type]
        self.setFocus()

    # -- state ------------------------------------------------------------------------------
    def reload(self, *, keep_entry: bool = False) -> None:
        """Show the game as stored. ``keep_entry``: the half-typed next hand stays (it still makes sense
        after another desk's change), an edit of a numbered hand does not."""
        self.view = games.game_view(self.game_id)
        self.desk_clock.show_game(self.view)
        self.score_line.show_game(self.view)
        self.log_model.set_rows(self.view.outcomes)
        self.log.resizeColumnsToContents()
        self.log.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        if self.view.outcomes:
            QTimer.singleShot(0, self.log.scrollToBottom)  # after the rows are laid out
        if keep_entry and self.editing is None:
            self.refresh()
        else:
            self.clear_entry(after_hand=True)

    def _changed_elsewhere(self) -> None:
        if not self.isVisible():
            return
        fresh = games.game_view(self.game_id)
        if fresh.version != self.view.version:
            self.reload(keep_entry=True)

    def _check_elsewhere(self) -> None:
        """Another desk or process wrote: if it was this game, say so (the reload follows)."""
        if self.isVisible() and games.game_version(self.game_id) != self.view.version:
            self.show_notice(tr(CTX, "Updated: this game was changed at another desk."))

    def show_notice(self, text: str) -> None:
        self.notice.setText(text)
        self.notice.show()
        QTimer.singleShot(15000, self.notice.hide)

    def _send(self, change: Callable[[int], object]) -> bool:
        """Send a change based on the version this desk shows; if the game moved on meanwhile, nothing
        is stored and the desk shows the game as it now is."""
        try:
            change(self.view.version)
        except ConflictError as e:
            self.reload(keep_entry=True)
            self.show_notice(render(e.message))
            return False
        except UserError as e:
            show_error(self, e, self.view.names)
            return False
        return True

    @property
    def open_for_entry(self) -> bool:
        return self.view.state != "finished" and not self.view.current.finished and self.view.mode != "final"

    def _position(self) -> tuple[int, int, int]:
        """(round, honba, dealer) of the hand being entered."""
        if self.editing is not None and self.editing[1] <= len(self.view.outcomes):
            o = self.view.outcomes[self.editing[1] - 1]
            return o.round, o.honba, o.dealer
        state = self.view.current
        return state.round, state.honba, state.dealer

    def clear_entry(self, *, after_hand: bool = False) -> None:
        """Empty the entry (Esc keeps the chosen result). ``after_hand``: a hand was just stored or
        the game reloaded, so back to a ron, which needs a winner: a second Enter records nothing."""
        keep = self.editing is None and not after_hand
        self.entry = Entry(result=self.entry.result if keep else "ron")
        self.editing = None
        self.active_winner = None
        self.value_edit.clear()
        self.setFocus()
        self.refresh()

    def set_result(self, result: str) -> None:
        self.entry = Entry(result=result, riichi=self.entry.riichi)
        if result == "draw":  # riichi players show a tenpai hand at the draw (art. 17 ニ)
            self.entry.tenpai = set(self.entry.riichi)
        self.active_winner = None
        self.value_edit.clear()
        self.setFocus()
        self.refresh()

    def press_seat(self, seat: int) -> None:
        self.entry.press_seat(seat)
        winners = self.entry.winners
        self.active_winner = winners[-1] if winners else None
        if self.entry.needs_value:
            self.value_edit.setText(self.entry.values.get(self.active_winner or 0, ""))
        self.refresh()  # enables the value field before it can take the focus
        if self.entry.needs_value:
            self.value_edit.setFocus()

    def add_winner(self) -> None:
        """Double ron: the next seat key adds a winner instead of restarting the choice."""
        free = [s for s in range(4) if s not in self.entry.winners and s != self.entry.loser]
        if not free or self.entry.loser is None:
            return
        from PySide6.QtWidgets import QInputDialog

        names = [f"{s + 1} {self.view.names[s]}" for s in free]
        choice, ok = QInputDialog.getItem(self, tr(CTX, "Another winner"), tr(CTX, "Who else won?"),
                                          names, 0, False)
        if ok:
            seat = free[names.index(choice)]
            self.entry.add_winner(seat)
            self.active_winner = seat
            self.value_edit.clear()
            self.value_edit.setFocus()
            self.refresh()

    def toggle_riichi(self, seat: int) -> None:
        self.entry.riichi ^= {seat}
        if self.entry.result == "draw" and seat in self.entry.riichi:
            self.entry.tenpai.add(seat)  # a riichi player shows a tenpai hand at the draw
        self.refresh()

    def _value_typed(self, text: str) -> None:
        if self.active_winner is not None:
            self.entry.values[self.active_winner] = text
        self.refresh()

    def check_hand(self) -> None:
        """The value helper, for this hand's winner and wind; its value goes into the entry."""
        from tournament_app.ui.hand_check_dialog import HandCheckDialog

        round_index, honba, dealer = self._position()
        winner = self.active_winner
        seat = (winner - dealer) % 4 if winner is not None else 1
        dialog = HandCheckDialog(self.view.rules, self, dealer=seat == 0,
                                 round_wind="ESWN"[round_index // 4 % 4], seat_wind="ESWN"[seat],
                                 tsumo=self.entry.result == "tsumo", honba=honba)
        if dialog.exec() and dialog.chosen_value():
            self._set_value(dialog.chosen_value())

    def _set_value(self, text: str) -> None:
        self.value_edit.setText(text)
        self._value_typed(text)
        self.value_edit.setFocus()

    def _value_part(self, han: int | None = None, fu: int | None = None) -> None:
        parts = self.value_edit.text().split()
        old_han = parts[0] if parts and parts[0].isdigit() and int(parts[0]) < 20 else ""
        old_fu = parts[1] if len(parts) > 1 else ""
        text = f"{han if han is not None else old_han} {fu if fu is not None else old_fu}".strip()
        self._set_value(text)

    def _pao_changed(self, index: int) -> None:
        if self.active_winner is None or index < 0:
            return
        seat = self.pao_combo.itemData(index)
        if seat is None:
            self.entry.pao.pop(self.active_winner, None)
        else:
            self.entry.pao[self.active_winner] = seat
        self.refresh()

    def _nagashi_changed(self, index: int) -> None:
        if index >= 0:
            seat = self.nagashi_combo.itemData(index)
            self.entry.nagashi = set() if seat is None else {seat}
            self.refresh()

    def _kind_changed(self, index: int) -> None:
        if index >= 0:
            self.entry.kind = self.kind_combo.itemData(index)
            self.refresh()

    # -- preview ----------------------------------------------------------------------------
    def _pending(self) -> tuple[dict | None, HandOutcome | None, str]:
        """The hand as entered, its outcome, or the reason it cannot be recorded."""
        _round_index, honba, dealer = self._position()
        try:
            hand = self.entry.record(self.view.rules, dealer=dealer, honba=honba)
            if self.editing is None and self.desk_clock.marks_hand():
                hand["time_up"] = True  # the hand in play when this table's time ran out
            if self.editing is None:
                _state, outcome = apply_hand(self.view.current, parse_hand(hand), self.view.next_number)
                return hand, outcome, ""
            hands = list(self.view.hands)
            mode, number = self.editing
            if mode == "edit":
                hands[number - 1] = hand
            else:
                hands.insert(number - 1, hand)
            _state, outcomes = games.replay_hands(self.view.rules, hands)
            return hand, outcomes[number - 1], ""
        except HandError as e:  # the desk shows the reason; the field is the one being entered
            return None, None, render(e.reason, self.view.names)
        except UserError as e:
            return None, None, user_text(e, self.view.names)

    def refresh(self) -> None:
        view = self.view
        can_enter = self.open_for_entry or self.editing is not None
        round_index, honba, dealer = self._position()
        deposits = view.current.left
        if can_enter:
            self.header.setText(
                tr(CTX, "Round {round} · Table {table} — {hand} — deposits {left}").format(
                    round=view.round, table=view.table, hand=display.round_label(round_index, honba),
                    left=display.score(deposits)))
        else:  # no next hand to show once the game is over
            self.header.setText(tr(CTX, "Round {round} · Table {table} — game over").format(
                round=view.round, table=view.table))
        self.setWindowTitle(tr(CTX, "Score desk: round {round}, table {table}").format(
            round=view.round, table=view.table))
        scores = view.current.scores
        if view.mode == "final" and view.result is not None and view.result.final_scores is not None:
            scores = view.result.final_scores  # recorded by final scores only: no hands to replay
        if self.editing is not None and self.editing[1] <= len(view.outcomes):
            o = view.outcomes[self.editing[1] - 1]
            scores = tuple(s - d for s, d in zip(o.scores, o.deltas, strict=True))
        for seat, panel in enumerate(self.panels):
            panel.show_seat(view.names[seat], (seat - dealer) % 4, scores[seat], seat == dealer)
        for button in self.result_group.buttons():
            result = RESULTS[self.result_group.id(button)]
            button.setChecked(result == self.entry.result)
            button.setEnabled(can_enter and self._result_allowed(result))
        for seat, button in enumerate(self.riichi_buttons):
            button.setEnabled(can_enter)
            button.setText(tr(CTX, "Riichi {name} [Ctrl+{key}]").format(
                name=display.shorten(view.names[seat], NAME_COLUMNS), key=seat + 1))
            button.setToolTip(view.names[seat])
            button.setChecked(seat in self.entry.riichi)
        self._refresh_value_controls()
        _hand, outcome, problem = self._pending()
        for seat, panel in enumerate(self.panels):
            marks = [tr(CTX, "Riichi")] if seat in self.entry.riichi else []
            role = ""
            if seat in self.entry.winners:
                role = "winner"
            elif seat == self.entry.loser:
                role = "loser"
            elif self.entry.result == "draw" and seat in self.entry.tenpai:
                role, marks = "tenpai", [*marks, tr(CTX, "Tenpai")]
            elif self.entry.result == "chombo" and seat in self.entry.offenders:
                role, marks = "offender", [*marks, tr(CTX, "Chombo")]
            if outcome is not None:
                panel.show_pending(outcome.deltas[seat], outcome.scores[seat], marks, role)
            else:
                panel.show_pending(None, None, marks, role)
        self.prompt.setText(self._prompt() if can_enter else "")
        self.prompt.setVisible(bool(self.prompt.text()))
        if view.state == "finished" and self.editing is None:
            self.preview.setText(tr(CTX, "The game is finished. Reopen it to change a hand."))
            self.preview.setStyleSheet("font-size: 12pt; color: #1f5f1f;")
        elif not self.open_for_entry and self.editing is None:
            self.preview.setText(tr(CTX, "The game is over: check the result below and finish it."))
            self.preview.setStyleSheet("font-size: 12pt; color: #1f5f1f;")
        elif outcome is not None:
            self.preview.setText(display.outcome_text(outcome, view.names))
            self.preview.setStyleSheet("font-size: 12pt; color: #1f3f8f;")
        else:
            self.preview.setText(problem)
            self.preview.setStyleSheet("font-size: 12pt; color: #a00000;")
        self.confirm_button.setEnabled(outcome is not None and can_enter)
        self.banner.setText(self._banner())
        self.banner.setVisible(bool(self.banner.text()))  # no empty line above the result keys
        self._refresh_game_controls()

    def _result_allowed(self, result: str) -> bool:
        rules = self.view.rules
        if result == "abortive":
            return bool(rules.abortive_draws) or rules.three_ron_abort
        return True

    def _refresh_value_controls(self) -> None:
        wins = self.entry.result in ("ron", "tsumo")
        self.value_edit.setEnabled(wins and self.entry.needs_value)
        self.value_label.setText(
            tr(CTX, "Value of {name}:").format(name=self.view.names[self.active_winner])
            if wins and self.active_winner is not None else tr(CTX, "Value:"))
        rules = self.view.rules
        self.add_winner_button.setVisible(self.entry.result == "ron" and rules.multiple_ron == "allowed")
        self.add_winner_button.setEnabled(self.entry.needs_value)
        self.pao_combo.blockSignals(True)
        self.pao_combo.clear()
        self.pao_combo.addItem(tr(CTX, "No pao"), None)
        for seat in range(4):
            if seat != self.active_winner:
                self.pao_combo.addItem(tr(CTX, "Pao: {name}").format(name=self.view.names[seat]), seat)
        current = self.entry.pao.get(self.active_winner) if self.active_winner is not None else None
        self.pao_combo.setCurrentIndex(max(0, self.pao_combo.findData(current)) if current is not None else 0)
        self.pao_combo.setVisible(wins and bool(rules.pao_yaku))
        self.pao_combo.blockSignals(False)
        self.nagashi_combo.blockSignals(True)
        self.nagashi_combo.clear()
        self.nagashi_combo.addItem(tr(CTX, "No nagashi mangan"), None)
        for seat in range(4):
            label = tr(CTX, "Nagashi mangan: {name}").format(name=self.view.names[seat])
            self.nagashi_combo.addItem(label, seat)
        chosen = next(iter(self.entry.nagashi), None)
        found = self.nagashi_combo.findData(chosen) if chosen is not None else 0
        self.nagashi_combo.setCurrentIndex(max(0, found))
        self.nagashi_combo.setVisible(self.entry.result == "draw" and rules.nagashi_mangan)
        self.nagashi_combo.blockSignals(False)
        self.kind_combo.blockSignals(True)
        self.kind_combo.clear()
        kinds = sorted(rules.abortive_draws) + (["sanchahou"] if rules.three_ron_abort else [])
        self.kind_combo.addItem(tr(CTX, "Kind of abortive draw"), None)
        for kind in kinds:
            self.kind_combo.addItem(display.abortive_name(kind), kind)
        self.kind_combo.setCurrentIndex(max(0, self.kind_combo.findData(self.entry.kind)))
        self.kind_combo.setVisible(self.entry.result == "abortive")
        self.kind_combo.blockSignals(False)

    def _prompt(self) -> str:
        e = self.entry
        if e.result == "ron" and not e.winners:
            return tr(CTX, "Ron: press the winner's key (1-4).")
        if e.result == "ron" and e.loser is None:
            return tr(CTX, "Ron: press the discarder's key (1-4).")
        if e.result == "tsumo" and not e.winners:
            return tr(CTX, "Tsumo: press the winner's key (1-4).")
        if e.result in ("ron", "tsumo"):
            return tr(CTX, "Type the value (3 30, m, 7700 …) and press Enter.")
        if e.result == "draw":
            return tr(CTX, "Draw: toggle the tenpai players with 1-4, then Enter.")
        if e.result == "chombo":
            return tr(CTX, "Chombo: press the offender's key (1-4), then Enter.")
        return tr(CTX, "Abortive draw: choose the kind if it matters, then Enter.")

    def _banner(self) -> str:
        if self.editing is None:
            if self.desk_clock.banner():
                return self.desk_clock.banner()
            if self.view.state != "finished" and self.view.current.can_stop:
                return tr(CTX, "The last dealer is first and may end the game here: Finish game ends it, "
                               "the next hand recorded plays on.")
            return ""
        mode, number = self.editing
        label = self._hand_label(number)
        if mode == "edit":
            return tr(CTX, "Editing hand {n} ({label}): Enter saves, Esc cancels.").format(
                n=number, label=label)
        return tr(CTX, "Inserting a hand before hand {n} ({label}): Enter saves, Esc cancels.").format(
            n=number, label=label)

    def _hand_label(self, number: int) -> str:
        """東3局 1本場 for hand ``number``: how referees name a hand (the running number is secondary)."""
        if 1 <= number <= len(self.view.outcomes):
            o = self.view.outcomes[number - 1]
            return display.round_label(o.round, o.honba)
        return ""

    def _refresh_game_controls(self) -> None:
        view = self.view
        finished = view.state == "finished"
        self.finish_button.setText(tr(CTX, "Reopen game") if finished
                                   else tr(CTX, "Finish game [Ctrl+Shift+Enter]"))
        self.undo_button.setEnabled(not finished and bool(view.hands))
        for button in self.hand_buttons:
            button.setEnabled(not finished and bool(view.hands))
        self.final_button.setEnabled(not finished and not view.hands)
        result: Settlement | None = None
        if finished and view.result is not None and view.result.points is not None:
            r = view.result
            text = tr(CTX, "Finished.")
            rows = [(r.ranks[s], s, r.final_scores[s], r.points[s]) for s in range(4)]  # type: ignore[index]
        else:
            state = view.current
            result = settle(view.rules, state.scores, left=state.left, deposit_owners=state.deposits,
                            penalties=state.penalties, prizes=state.prizes, finished=state.over)
            text = (tr(CTX, "Game over — result:") if state.finished
                    else tr(CTX, "If the dealer stops here:") if state.over else tr(CTX, "Standing now:"))
            rows = [(result.ranks[s], s, result.final_scores[s], result.points[s]) for s in range(4)]
        parts = [f"{rank}. {view.names[seat]} {display.score(score)} {display.points(points)}"
                 for rank, seat, score, points in sorted(rows)]
        self.settlement.setText(text + "   " + "   ".join(parts))

    # -- actions ----------------------------------------------------------------------------
    def confirm(self) -> None:
        hand, outcome, problem = self._pending()
        if hand is None or outcome is None:
            self.preview.setText(problem)
            return
        editing, number = self.editing or ("", self.view.next_number)
        if editing == "edit":
            sent = self._send(lambda seen: games.edit_hand(self.game_id, number, hand, seen=seen))
        elif editing == "insert":
            sent = self._send(lambda seen: games.insert_hand(self.game_id, number, hand, seen=seen))
        else:
            sent = self._send(lambda seen: games.record_hand(self.game_id, number, hand, seen=seen))
        if sent:
            self.editing = None
            self.reload()
            self._notify_others()

    # -- keyboard ---------------------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt API
        key = Qt.Key(event.key())
        plain = not (event.modifiers() & (Qt.KeyboardModifier.ControlModifier
                                          | Qt.KeyboardModifier.AltModifier))
        if plain and key in RESULT_KEYS and self.open_for_entry:
            self.set_result(RESULT_KEYS[key])
        elif plain and key in SEAT_KEYS:
            self.press_seat(SEAT_KEYS[key])
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.confirm()
        elif key == Qt.Key.Key_Escape:
            self.clear_entry()
        elif key == Qt.Key.Key_Delete:
            self.delete_selected()
        elif key == Qt.Key.Key_Insert:
            self.insert_before_selected()
        else:
            super().keyPressEvent(event)

    def eventFilter(self, watched: object, event: object) -> bool:  # noqa: N802 - Qt API
        """Desk keys work wherever the focus is: Esc in the value field clears the whole entry,
        and the entry keys typed while the hand log has focus go to the desk, not to its search."""
        if not isinstance(event, QKeyEvent) or event.type() != QKeyEvent.Type.KeyPress:
            return super().eventFilter(watched, event)  # type: ignore[arg-type]
        key = event.key()
        if watched is self.value_edit and key == Qt.Key.Key_Escape:
            self.clear_entry()
            return True
        if watched is self.log and (key in RESULT_KEYS or key in SEAT_KEYS or key in (
                Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Escape)):
            self.keyPressEvent(event)
            return True
        return super().eventFilter(watched, event)  # type: ignore[arg-type]

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt API
        with contextlib.suppress(RuntimeError, TypeError):
            self.ctx.changed.disconnect(self._changed_elsewhere)
        with contextlib.suppress(RuntimeError, TypeError):
            self.ctx.changed_elsewhere.disconnect(self._check_elsewhere)
        super().closeEvent(event)


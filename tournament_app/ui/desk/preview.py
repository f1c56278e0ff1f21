"""The score desk's preview: the seat cards, the prompt and what the hand being entered would do,
recomputed from the entry and the game as shown at every key press; the settlement line below.

A mixin of :class:`tournament_app.ui.desk.DeskWindow` (``self`` is the desk window).
"""

from __future__ import annotations

from tournament_app.platform import colours
from tournament_app.rules.entry import RESULTS
from tournament_app.rules.errors import HandError
from tournament_app.rules.game import HandOutcome, apply_hand
from tournament_app.rules.record import parse_hand
from tournament_app.rules.settlement import Settlement, settle
from tournament_app.services import games
from tournament_app.texts import display
from tournament_app.ui.desk import keys as desk_keys
from tournament_app.ui.desk.widgets import NAME_COLUMNS
from tournament_app.ui.errors import user_text
from tournament_app.words.i18n import render, tr
from tournament_app.words.messages import Message, UserError

CTX = "ui.desk"
PREVIEW = "font-size: 12pt;"
KEPT_ON_EDIT = ("time_up", "note")  # parts of a stored hand the desk's entry neither shows nor sets


class DeskPreview:
    @property
    def open_for_entry(self) -> bool:
        return self.view.state != "finished" and not self.view.current.finished and self.view.mode != "final"

    def _position(self) -> tuple[int, int, int]:
        """(round, honba, dealer) of the hand being entered (edited: as it was when the edit began)."""
        if self.editing is not None:
            o = self.editing.shown
            return o.round, o.honba, o.dealer
        if not self.open_for_entry and self.editing is None and self.view.outcomes:
            o = self.view.outcomes[-1]  # game over: the seats as they sat in the last hand played
            return o.round, o.honba, o.dealer
        state = self.view.current
        return state.round, state.honba, state.dealer

    # -- preview ----------------------------------------------------------------------------
    def _pending(self) -> tuple[dict | None, HandOutcome | None, str]:
        """The hand as entered and its outcome (``self.value_note``: how a value was read), or the reason
        it cannot be recorded."""
        _round_index, honba, dealer = self._position()
        notes: list[Message] = []
        self.value_note = ""
        try:
            hand = self.entry.record(self.view.rules, dealer=dealer, honba=honba, notes=notes)
            self.value_note = "  ".join(render(n) for n in notes)
            if self.editing is None and self.desk_clock.marks_hand():
                hand["time_up"] = True  # the hand in play when this table's time ran out
            if self.editing is None:
                _state, outcome = apply_hand(self.view.current, parse_hand(hand), self.view.next_number)
                return hand, outcome, ""
            editing = self.editing
            number = editing.number
            if editing.mode == "edit":  # what the entry does not hold stays as stored (the time call, a note)
                hand.update({k: v for k, v in editing.hands[number - 1].items() if k in KEPT_ON_EDIT})
            if not editing.holds_in(self.view):  # the hand is gone or moved: what was typed, never sent
                _state, outcomes = games.replay_hands(self.view.rules, [*editing.hands[:number - 1], hand])
                return None, None, display.outcome_text(outcomes[-1], self.view.names)
            hands = list(self.view.hands)
            if editing.mode == "edit":
                hands[number - 1] = hand
            else:
                hands.insert(number - 1, hand)
            _state, outcomes = games.replay_hands(self.view.rules, hands)
            return hand, outcomes[number - 1], ""
        except HandError as e:  # the desk shows the reason; the field is the one being entered
            return None, None, render(e.reason, self.view.names, sentence=True)
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
        if view.sitting_out is not None:
            self.header.setText(self.header.text() + " — " + tr(CTX, "sitting out: {name}").format(
                name=view.sitting_out))
        self.setWindowTitle(tr(CTX, "Score desk: round {round}, table {table}").format(
            round=view.round, table=view.table))
        scores = view.current.scores
        if view.mode == "final" and view.result is not None and view.result.final_scores is not None:
            scores = view.result.final_scores  # recorded by final scores only: no hands to replay
        if self.editing is not None:  # the scores before the hand being edited
            o = self.editing.shown
            scores = tuple(s - d for s, d in zip(o.scores, o.deltas, strict=True))
        for seat, panel in enumerate(self.panels):
            panel.show_seat(view.names[seat], (seat - dealer) % 4, scores[seat], seat == dealer)
        for button in self.result_group.buttons():
            result = RESULTS[self.result_group.id(button)]
            button.setChecked(result == self.entry.result)
            button.setEnabled(can_enter and self._result_allowed(result))
        for seat, button in enumerate(self.riichi_buttons):
            button.setEnabled(can_enter)
            button.setText(tr(CTX, "Riichi {name} [{key}]").format(
                name=display.shorten(view.names[seat], NAME_COLUMNS),
                key=desk_keys.label(desk_keys.RIICHI[seat])))
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
        self.show_messages()
        if view.state == "finished" and self.editing is None:
            if self.next_game is not None and self.next_out is not None:
                self.preview.setText(tr(CTX, "The game is finished: Next hanchan opens this table's next "
                                             "one, {name} sitting out (Reopen to change a hand).").format(
                    name=self.next_out))
            else:
                self.preview.setText(tr(CTX, "The game is finished: Next hanchan opens this table's next one "
                                             "(Reopen to change a hand).") if self.next_game is not None
                                     else tr(CTX, "The game is finished. Reopen it to change a hand."))
            colours.paint(self.preview, "positive", PREVIEW)
        elif not self.open_for_entry and self.editing is None:
            self.preview.setText(tr(CTX, "The game is over: check the result below and finish it."))
            colours.paint(self.preview, "positive", PREVIEW)
        elif self.editing is not None and self.editing.refused:  # kept on screen, marked, never sent
            self.preview.setText(problem)
            colours.paint(self.preview, "notice", PREVIEW)
        elif outcome is not None:
            text = display.outcome_text(outcome, view.names)
            self.preview.setText(f"{text}\n{self.value_note}" if self.value_note else text)
            # an entry decided on a game that changed since is marked as the notice is, until looked at
            colours.paint(self.preview, "notice" if self.stale else "pending", PREVIEW)
        else:  # nothing typed yet: the prompt says what to press; no red before a mistake
            self.preview.setText(problem if self.entry_in_progress() else "")
            colours.paint(self.preview, "negative", PREVIEW)
        refused = self.editing is not None and bool(self.editing.refused)
        colours.paint(self.value_edit, "notice" if (self.stale or refused) and can_enter else None)
        self.confirm_button.setEnabled(outcome is not None and can_enter)
        looking = self.stale and can_enter and not refused  # a refused edit is never "looked again"
        self.confirm_button.setText(tr(CTX, "Looked again [Enter]") if looking
                                    else tr(CTX, "Confirm [Enter]"))
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
        mode, number, label = self.editing.mode, self.editing.number, self.editing.label
        if self.editing.refused:
            return (tr(CTX, "Your edit of hand {n} ({label}) was not saved: Esc drops it.") if mode == "edit"
                    else tr(CTX, "The hand you were inserting before hand {n} ({label}) was not saved: Esc "
                                 "drops it.")).format(n=number, label=label)
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
        self.finish_button.setText(tr(CTX, "Reopen game") if finished else tr(
            CTX, "Finish game [{key}]").format(key=desk_keys.label(desk_keys.FINISH)))
        self.undo_button.setEnabled(not finished and bool(view.hands))
        for button in self.hand_buttons:
            button.setEnabled(not finished and bool(view.hands))
        self.final_button.setEnabled(not finished and not view.hands)
        self.next_button.setVisible(finished and self.next_game is not None)
        result: Settlement | None = None
        r = view.result if finished and view.result is not None and view.result.points is not None else None
        if r is not None:
            text = tr(CTX, "Finished.")
            rows = [(r.ranks[s], s, r.final_scores[s], r.points[s]) for s in range(4)]  # type: ignore[index]
        else:
            state = view.current
            result = settle(view.rules, state.scores, left=state.left, deposit_owners=state.deposits,
                            penalties=state.penalties, prizes=state.prizes, finished=state.over)
            text = (tr(CTX, "Game over — result:") if state.finished
                    else tr(CTX, "If the dealer stops here:") if state.over else tr(CTX, "Standing now:"))
            rows = [(result.ranks[s], s, result.final_scores[s], result.points[s]) for s in range(4)]
        place = tr(CTX, "{rank}. {name} {score} {points}")  # Japanese: 1位, as everywhere else
        parts = [place.format(rank=rank, name=view.names[seat], score=display.score(score),
                              points=display.points(points))
                 for rank, seat, score, points in sorted(rows)]
        if r is not None and r.left:  # deposits nobody took (riichi sticks), as the score sheet says them
            total = sum(score for _rank, _seat, score, _points in rows) + r.left
            parts.append(tr(CTX, "Left on the table: {left} (with the final scores: {total})").format(
                left=display.score(r.left), total=display.score(total)))
        self.settlement.setText(text + "   " + tr(CTX, "   ").join(parts))  # Japanese: ／ between places


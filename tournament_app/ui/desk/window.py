"""The score desk: one table's game, entered hand by hand from the keyboard.

Keys: R ron · T tsumo · D draw · A abortive · C chombo; 1-4 pick seats (winner, then discarder;
tenpai or offenders for a draw or chombo); then the value: ``3 30``, ``m``/``h``/``b``/``s``/``y``
or the announced points ``7700`` / ``1300 2600``; Ctrl+1-4 (⌘1-4 on a Mac) riichi; Enter confirms;
Esc clears. Every other key is in :mod:`tournament_app.ui.desk.keys`.
A ron is R, winner, discarder, value, Enter: eight keys for ``7700``.
"""

from __future__ import annotations

import contextlib

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import (
    QCloseEvent,
    QGuiApplication,
    QKeyEvent,
    QResizeEvent,
    QScreen,
)
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tournament_app.platform import screen as platform_screen
from tournament_app.rules.entry import Entry
from tournament_app.services import games
from tournament_app.services.rows import GameView
from tournament_app.ui import placement
from tournament_app.ui.context import AppContext
from tournament_app.ui.desk import keys as desk_keys
from tournament_app.ui.desk.actions import DeskActions, Shown
from tournament_app.ui.desk.chart import ScoreLinePanel
from tournament_app.ui.desk.clock import DeskClock
from tournament_app.ui.desk.corrections import DeskCorrections
from tournament_app.ui.desk.editing import Editing
from tournament_app.ui.desk.following import DeskFollowing
from tournament_app.ui.desk.layout import DeskLayout
from tournament_app.ui.desk.preview import DeskPreview
from tournament_app.ui.desk.widgets import SeatPanel
from tournament_app.words.i18n import tr

CTX = "ui.desk"
RESULT_KEYS = {Qt.Key.Key_R: "ron", Qt.Key.Key_T: "tsumo", Qt.Key.Key_D: "draw",
               Qt.Key.Key_A: "abortive", Qt.Key.Key_C: "chombo"}
SEAT_KEYS = {Qt.Key.Key_1: 0, Qt.Key.Key_2: 1, Qt.Key.Key_3: 2, Qt.Key.Key_4: 3}
ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


COMPACT_BELOW = 780  # window height (px) under which the desk leaves out the fu buttons (a 768 px laptop)
FULL_WIDTH_BELOW = 1600  # screens narrower than this (px available) give the desk their whole width
LOG_ROWS = 5  # the hand log shows at least this many hands, whatever the screen and the font


class DeskWindow(DeskLayout, DeskPreview, DeskFollowing, DeskActions, DeskCorrections, QWidget):
    """A top-level window for one game. ``editing``: None to append, or the hand being edited or
    inserted before (:class:`Editing`: named by what it is, so it never lands on another).

    ``open_game(game_id)`` asks the main window to open another game's desk: the table's next
    hanchan, once this one is finished (a league day's hanchan are games of consecutive rounds)."""

    open_game = Signal(int)
    log_viewport: QWidget | None = None

    def __init__(self, ctx: AppContext, game_id: int, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.ctx = ctx
        self.game_id = game_id
        self.entry = Entry()
        self.active_winner: int | None = None
        self.editing: Editing | None = None
        self.view: GameView = games.game_view(game_id)
        self.entry_shown = Shown(self.view)  # the game the entry is decided on, and its identity
        self._notice_serial = 0
        self.notice_kept = False  # the notice is about an entry or an action: it stays until done
        self._build()
        self.reload()
        ctx.changed.connect(self._follow_if_shown)
        ctx.connection_changed.connect(self.connection_changed)

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
        self.next_button = QPushButton(tr(CTX, "Next hanchan [{key}]").format(
            key=desk_keys.label(desk_keys.NEXT)))
        self.next_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.next_button.clicked.connect(self.open_next)
        self.next_button.hide()  # shown once the game is finished and the table plays on
        bottom = QHBoxLayout()
        bottom.addWidget(self.settlement, 1)
        bottom.addWidget(self.next_button)
        root.addLayout(bottom)
        slots = [(keys, lambda s=seat: self.toggle_riichi(s)) for seat, keys in enumerate(desk_keys.RIICHI)]
        slots += [(desk_keys.UNDO, self.undo_last), (desk_keys.CHECK, self.check_hand),
                  (desk_keys.IMPORT, self.import_game_log), (desk_keys.FINISH, self.finish),
                  (desk_keys.NEXT, self.open_next)]
        for action, slot in (("edit hand", self.edit_selected), ("insert hand", self.insert_before_selected),
                             ("history", self.show_history), ("guide", self.show_keys)):
            slots += [(keys, slot) for keys in platform_screen.keys(action) if not desk_keys.text_key(keys)]
        self.shortcuts = desk_keys.register(self, slots)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        for combo in (self.pao_combo, self.kind_combo, self.nagashi_combo):
            combo.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.log.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.log.installEventFilter(self)
        self.log_viewport = self.log.viewport()  # its width shares the columns out (fit_log_columns)
        self.log_viewport.installEventFilter(self)
        header = self.log.horizontalHeader().sizeHint().height()
        row = self.log.verticalHeader().minimumSectionSize()
        self.log.setMinimumHeight(header + LOG_ROWS * row + 2 * self.log.frameWidth())
        self.place_on(None)

    def place_on(self, screen: QScreen | None) -> None:
        """Size the desk for the screen it opens on (the main window's): a laptop's whole width and
        760 high or what it has room for with the frame, more of a big screen; in the middle of it."""
        screen = screen or self.screen() or QGuiApplication.primaryScreen()
        if screen is None:
            self.resize(1100, 760)
            return
        room = placement.client_room(self, screen)
        # a laptop's whole width: at 1100 its hand log scrolled sideways to show the deposits
        width = room.width() if room.width() < FULL_WIDTH_BELOW else max(1100, room.width() * 7 // 10)
        height = min(max(760, room.height() * 85 // 100), room.height())
        self._compact(height < COMPACT_BELOW)  # from the first layout, which must fit the screen
        placement.place(self, QSize(width, height), screen=screen)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt API
        """On a short screen the fu buttons go (the fu are typed: 3 30), the seat cards lose their
        margins, and the hand log keeps rows."""
        super().resizeEvent(event)
        self._compact(self.height() < COMPACT_BELOW)

    def _compact(self, compact: bool) -> None:
        for button in self.fu_buttons:
            button.setVisible(not compact)
        for panel in self.panels:
            panel.set_compact(compact)

    def show_keys(self) -> None:
        """F1 (⌘? on a Mac) at the desk: the guide at the score desk's chapter."""
        from tournament_app.ui.help_window import GuideWindow

        self.keys_window = GuideWindow(self, topic="desk")
        self.keys_window.show()

    def showEvent(self, event: object) -> None:  # noqa: N802 - Qt API
        super().showEvent(event)  # type: ignore[arg-type]
        self.setFocus()

    # -- state ------------------------------------------------------------------------------
    def _follow_if_shown(self) -> None:
        if self.isVisible():
            self.follow()
            if self.next_game is None and self.view.state == "finished":
                self.next_game = self.find_next_game(self.view)  # seated since (a final's next round)
                if self.next_game is not None:
                    self.refresh()

    def open_next(self) -> None:
        """The table's next hanchan in a desk of its own, in place of this finished one."""
        if self.view.state != "finished" or self.next_game is None:
            return
        self.open_game.emit(self.next_game)
        self.close()

    def clear_entry(self, *, after_hand: bool = False) -> None:
        """Empty the entry (Esc keeps the chosen result). ``after_hand``: a hand was just stored or
        the game reloaded, so back to a ron, which needs a winner: a second Enter records nothing."""
        keep = self.editing is None and not after_hand
        if self.notice_kept:
            self.hide_notice()  # the kept entry (or refused action) the notice was about is gone
        self.entry = Entry(result=self.entry.result if keep else "ron")
        self.editing = None
        self.active_winner = None
        self.new_entry_identity()
        self.log_model.highlighted.clear()
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

    # -- actions ----------------------------------------------------------------------------
    def confirm(self) -> None:
        """Enter: record (or save the edit of) the hand as previewed, decided on the game shown. An entry
        decided on a game that has changed since is not stored: this Enter says the referee has looked."""
        if self._sending or (not self.open_for_entry and self.editing is None):
            return  # a request under way; or the game is over (the preview says how to finish it)
        editing = self.editing
        if editing is not None and editing.refused:  # its hand is gone: nothing to save it onto
            self.show_notice(f"{editing.refused} {self.refused_text()}", keep=True)
            return
        if self.stale:
            self.look_again()
            return
        hand, outcome, problem = self._pending()
        if hand is None or outcome is None:
            self.preview.setText(problem)
            return
        shown, gid = self.entry_shown, self.game_id
        if editing is None:
            number = shown.view.next_number
            sent = self.send(shown, lambda seen, action: games.record_hand(gid, number, hand, seen=seen,
                                                                           action=action))
        else:  # with hands 1..N as shown: the service refuses it too if they are not these any more
            change = games.edit_hand if editing.mode == "edit" else games.insert_hand
            sent = self.send(shown, lambda seen, action: change(gid, editing.number, hand, seen=seen,
                                                                action=action, was=editing.hands))
        if sent:
            self.editing = None
            self.reload()
            self._notify_others()

    # -- keyboard ---------------------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt API
        key = Qt.Key(event.key())
        if key in ENTER_KEYS and event.isAutoRepeat():
            return  # a held Enter is one key press: one submit
        plain = not (event.modifiers() & (Qt.KeyboardModifier.ControlModifier
                                          | Qt.KeyboardModifier.AltModifier))
        if plain and key in RESULT_KEYS and self.open_for_entry:
            self.set_result(RESULT_KEYS[key])
        elif plain and key in SEAT_KEYS:
            self.press_seat(SEAT_KEYS[key])
        elif key in ENTER_KEYS:
            self.confirm()
        elif key == Qt.Key.Key_Escape:
            self.clear_entry()
        elif desk_keys.pressed(event, platform_screen.keys("delete")):  # also Backspace on a Mac
            self.delete_selected()
        elif desk_keys.pressed(event, platform_screen.keys("insert hand")):  # Ins (Macs have none)
            self.insert_before_selected()
        else:
            super().keyPressEvent(event)

    def eventFilter(self, watched: object, event: object) -> bool:  # noqa: N802 - Qt API
        """Desk keys work wherever the focus is: Esc in the value field clears the whole entry,
        and the entry keys typed while the hand log has focus go to the desk, not to its search.
        The notice is on screen from its first paint (the time an Enter needs to be a look again)."""
        if watched is self.notice and isinstance(event, QEvent) and event.type() == QEvent.Type.Paint:
            if self.notice_seen_at is None:
                self.notice_seen_at = self.clock()
            return False
        if watched is self.log_viewport and isinstance(event, QEvent) and event.type() == QEvent.Type.Resize:
            self.fit_log_columns()
            return False
        if not isinstance(event, QKeyEvent) or event.type() != QKeyEvent.Type.KeyPress:
            return super().eventFilter(watched, event)  # type: ignore[arg-type]
        key = event.key()
        if watched is self.value_edit and key in (Qt.Key.Key_Escape, *ENTER_KEYS):
            self.keyPressEvent(event)  # Enter here is the desk's one submit: the field never sees it
            return True
        if watched is self.log and (key in RESULT_KEYS or key in SEAT_KEYS or key in (
                *ENTER_KEYS, Qt.Key.Key_Escape)):
            self.keyPressEvent(event)
            return True
        return super().eventFilter(watched, event)  # type: ignore[arg-type]

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt API
        with contextlib.suppress(RuntimeError, TypeError):
            self.ctx.changed.disconnect(self._follow_if_shown)
        with contextlib.suppress(RuntimeError, TypeError):
            self.ctx.connection_changed.disconnect(self.connection_changed)
        super().closeEvent(event)


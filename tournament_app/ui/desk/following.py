"""The desk in step with the stored game: its own changes, other desks' changes, a lost server.

After its own change the desk shows the game as stored and starts a new entry. After another desk's
change it shows the game as it now is, highlights the hands that changed and says what happened; an
entry or an edit being typed is kept, but it was decided on the game as it was: it is marked to be
looked at again, and the next Enter only confirms that the referee has looked (it never stores). A
server that stops answering is said once, in one line, until it answers again; entries are kept.

A mixin of :class:`tournament_app.ui.desk.DeskWindow` (``self`` is the desk window).
"""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QHeaderView

from tournament_app.i18n import render, tr
from tournament_app.messages import UserError
from tournament_app.services import connection, games
from tournament_app.services.rows import GameView
from tournament_app.ui.desk.actions import Shown, change_summary, changed_numbers, new_action

CTX = "ui.desk"
NOTICE_MS = 15000  # an "updated" notice stays this long; a notice about a kept entry stays until done

NOTICE_STYLE = "color: #7a3e00; background: #fff1d6; font-weight: bold; padding: 2px 4px;"
LOST_STYLE = "color: #ffffff; background: #a00000; font-weight: bold; padding: 2px 4px;"
BACK_STYLE = "color: #1f5f1f; font-weight: bold; padding: 2px 4px;"


class DeskFollowing:
    entry_shown: Shown
    notice_on = False  # a notice about another desk's change (or this desk's refused action) is up
    status_on = False  # the connection's status is up (lost, or just back)

    # -- the game as stored -----------------------------------------------------------------
    def show_view(self, view: GameView, changed: set[int] | None = None) -> None:
        """Show ``view`` (the log, the clock, the chart); ``changed``: hands to highlight."""
        self.view = view
        self.next_game = self.find_next_game(view)
        self.desk_clock.show_game(view)
        self.score_line.show_game(view)
        self.log_model.set_rows(view.outcomes, highlighted=changed or set())
        self.log.resizeColumnsToContents()
        self.log.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        if changed:
            QTimer.singleShot(0, self, lambda: self.log.scrollTo(self.log_model.index(min(changed) - 1, 0)))
        elif view.outcomes:
            QTimer.singleShot(0, self, self.log.scrollToBottom)  # after the rows are laid out

    next_game: int | None = None  # the table's next hanchan (the same four), once this game is finished

    def find_next_game(self, view: GameView) -> int | None:
        """A finished game's next hanchan at this table (a league day's, a final table's), if seated."""
        if view.state != "finished":
            return None
        try:
            return games.next_at_table(view.game_id)
        except UserError:  # unreachable, or gone: the button waits for the next look
            return None

    def reload(self) -> None:
        """After this desk's own change (or at opening): the game as stored, and a new entry."""
        self.show_view(games.game_view(self.game_id))
        self.clear_entry(after_hand=True)  # a notice about the entry goes with it

    def follow(self) -> None:
        """Another desk may have changed the game: show it as it now is, keeping what is being typed."""
        if self._sending:
            return  # the desk's own request is under way; it reloads when it returns
        try:
            if games.game_version(self.game_id) == self.view.version:
                return
            fresh = games.game_view(self.game_id)
        except UserError as e:
            if connection.is_unreachable(e):
                self.ctx.connection_lost(render(e.message))
            else:
                self.show_notice(render(e.message, sentence=True), keep=True)
            return
        old = self.view
        self.show_view(fresh, changed_numbers(old, fresh))
        summary = change_summary(old, fresh, brief=True)
        if self.entry_in_progress():  # decided on the old game: look again before it can be stored
            self.show_notice(f"{summary} {self.kept_text()}", keep=True)
            self.refresh()
            return
        self.entry_shown = Shown(fresh, self.entry_shown.action)
        self.show_notice(summary)
        self.refresh()

    def entry_in_progress(self) -> bool:
        """Something of a hand has been typed, or a hand is being edited or inserted."""
        e = self.entry
        typed = (e.result != "ron" or e.winners or e.riichi or e.tenpai or e.offenders or e.nagashi
                 or e.kind or e.pao or any(e.values.values()))
        return bool(typed) or self.editing is not None

    @property
    def stale(self) -> bool:
        """The entry was decided on a game that has changed since."""
        return self.entry_shown.version != self.view.version

    def kept_text(self) -> str:
        if self.editing is not None:
            return tr(CTX, "Your edit of hand {n} is kept, not saved: check it against the game as it is "
                           "now, then press Enter (Enter again saves it).").format(n=self.editing[1])
        duplicate = self._same_as_new_hand()
        if duplicate:
            return tr(CTX, "It is the hand you are entering: press Esc to drop yours.")
        return tr(CTX, "Your entry is kept, not stored: check it against the game as it is now, then press "
                       "Enter (Enter again records it as hand {n}).").format(n=self.view.next_number)

    def _same_as_new_hand(self) -> bool:
        """The hand just recorded at another desk is the one typed here (two desks, one hand)."""
        if not self.view.hands or self.editing is not None:
            return False
        last = self.view.outcomes[-1]
        try:
            typed = self.entry.record(self.view.rules, dealer=last.dealer, honba=last.honba)
        except UserError:
            return False
        stored = dict(self.view.hands[-1])
        stored.pop("time_up", None)
        return typed == stored

    def look_again(self) -> None:
        """Enter on an entry decided on an older game: the referee has now looked; the next Enter
        records it (under the new version, with the same identity, so a stored one is never doubled)."""
        self.entry_shown = Shown(self.view, self.entry_shown.action)
        what = (tr(CTX, "Checked: Enter saves your edit of hand {n}.").format(n=self.editing[1])
                if self.editing is not None else
                tr(CTX, "Checked: Enter records your entry as hand {n}.").format(n=self.view.next_number))
        self.show_notice(what, keep=True)
        self.refresh()

    def new_entry_identity(self) -> None:
        self.entry_shown = Shown(self.view, new_action())

    # -- notices and the connection -----------------------------------------------------------
    def show_notice(self, text: str, *, keep: bool = False) -> None:
        self.notice.setText(text)
        self.notice.setStyleSheet(NOTICE_STYLE)
        self.notice_on = True
        self.show_messages()
        self._notice_serial += 1
        self.notice_kept = keep
        if not keep:
            serial = self._notice_serial
            QTimer.singleShot(NOTICE_MS, self, lambda: self._notice_serial == serial and self.hide_notice())

    def hide_notice(self) -> None:
        self._notice_serial += 1
        self.notice_on = False
        self.show_messages()

    def show_messages(self) -> None:
        """One line for the desk's messages, the most important shown: the connection, then a notice
        about another desk's change, then the prompt (a laptop's desk has no line to spare)."""
        lost = self.status_on and not self.ctx.reachable  # "connected again" gives way to a notice
        notice = self.notice_on and not lost
        status = self.status_on and not notice
        self.connection_status.setVisible(status)
        self.notice.setVisible(notice)
        self.prompt.setVisible(bool(self.prompt.text()) and not status and not notice)

    def connection_changed(self, reachable: bool, problem: str) -> None:
        if reachable:
            self.connection_status.setText(tr(CTX, "Connected again. Entries typed meanwhile are kept; "
                                                   "press Enter to store them."))
            self.connection_status.setStyleSheet(BACK_STYLE)
            self.connection_status.setToolTip("")
            QTimer.singleShot(NOTICE_MS, self, lambda: self.ctx.reachable and self._status_done())
            self.follow()
        else:
            # not "nothing was stored": a reply lost after the commit leaves the hand stored (a second
            # Enter is then told so, and stores nothing)
            self.connection_status.setText(tr(CTX, "Database not reachable: your entry is kept. "
                                                   "Reconnecting by itself…"))
            self.connection_status.setToolTip(problem)  # the driver's words, on one line only for who asks
            self.connection_status.setStyleSheet(LOST_STYLE)
        self.status_on = True
        self.show_messages()

    def _status_done(self) -> None:
        self.status_on = False
        self.show_messages()

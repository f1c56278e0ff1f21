"""The desk in step with the stored game: its own changes, other desks' changes, a lost server.

After its own change the desk shows the game as stored and starts a new entry. After another desk's
(or the table's phone's) change it shows the game as it now is, highlights the hands that changed and
says what happened; an entry or an edit being typed is kept, but it was decided on the game as it was:
it is marked to be looked at again, and the next Enter pressed once the notice has been on screen long
enough to read only confirms that the referee has looked (it never stores). An edit whose hand was
undone, deleted or changed meanwhile is refused for good (``editing``). A server that stops answering
is said once, in one line, until it answers again; entries are kept.

A mixin of :class:`tournament_app.ui.desk.DeskWindow` (``self`` is the desk window).
"""

from __future__ import annotations

import time
from dataclasses import replace

from PySide6.QtCore import QTimer

from tournament_app.export.game_changes import by_phone
from tournament_app.platform import colours
from tournament_app.services import connection, games, history
from tournament_app.services.rows import GameView
from tournament_app.texts import display
from tournament_app.ui.context import STATUS_LINE
from tournament_app.ui.desk.actions import Shown, change_summary, changed_numbers, new_action
from tournament_app.ui.desk.editing import Editing, what_became
from tournament_app.words.i18n import render, tr
from tournament_app.words.messages import UserError

CTX = "ui.desk"
NOTICE_MS = 15000  # an "updated" notice stays this long; a notice about a kept entry stays until done
# an Enter is "I have looked again" only once the notice has been on screen this long (s): an Enter
# pressed as it appears, or queued behind a stall and handled as soon as it is up, leaves it up
READ_NOTICE_S = 1.0


class DeskFollowing:
    entry_shown: Shown
    editing: Editing | None
    notice_on = False  # a notice about another desk's change (or this desk's refused action) is up
    status_on = False  # the connection's status is up (lost, or just back)
    clock = staticmethod(time.monotonic)  # when the notice is read (the tests' own clock)
    notice_seen_at: float | None = None  # when the notice now up was first painted: on screen since
    change_notice = ""  # the notice the kept entry is to be looked at again against

    # -- the game as stored -----------------------------------------------------------------
    def show_view(self, view: GameView, changed: set[int] | None = None) -> None:
        """Show ``view`` (the log, the clock, the chart); ``changed``: hands to highlight."""
        self.view = view
        self.next_game = self.find_next_game(view)
        self.desk_clock.show_game(view)
        self.score_line.show_game(view)
        self.log_model.set_rows(view.outcomes, highlighted=changed or set())
        self.fit_log_columns()
        if changed:
            QTimer.singleShot(0, self, lambda: self.log.scrollTo(self.log_model.index(min(changed) - 1, 0)))
        elif view.outcomes:
            QTimer.singleShot(0, self, self.log.scrollToBottom)  # after the rows are laid out

    next_game: int | None = None  # the table's next hanchan (the same four), once this game is finished
    next_out: str | None = None  # who sits that one out, at a table of five

    def find_next_game(self, view: GameView) -> int | None:
        """A finished game's next hanchan at this table (a league day's, a final table's), if seated."""
        self.next_out = None
        if view.state != "finished":
            return None
        try:
            found = games.next_at_table(view.game_id)
            if found is not None and view.sitting_out is not None:
                self.next_out = games.sitting_out_of(found)
            return found
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
        phone = self.changed_by_phone(old, fresh)
        summary = change_summary(old, fresh, brief=True, phone=phone)
        if self.editing is not None:
            refused = what_became(self.editing, old, fresh, phone=phone)
            if refused:  # the hand being edited is gone or moved: never saved onto another
                first = not self.editing.refused
                self.editing = replace(self.editing, refused=refused)
                self.show_notice(f"{refused if first else summary} {self.refused_text()}", keep=True)
                self.refresh()
                return
        if self.entry_in_progress():  # decided on the old game: look again before it can be stored
            self.change_notice = f"{summary} {self.kept_text()}"
            self.show_notice(self.change_notice, keep=True)
            self.refresh()
            return
        self.entry_shown = Shown(fresh, self.entry_shown.action)
        self.show_notice(summary)
        self.refresh()

    def changed_by_phone(self, old: GameView, new: GameView) -> bool:
        """The changes from ``old`` to ``new`` all came from the table's phone (its audit entries)."""
        try:
            return by_phone(history.last_authors(self.game_id, new.version - old.version), new.table)
        except UserError:  # unreachable now: the notice says "another desk"; the entry is what matters
            return False

    def summary(self, old: GameView, new: GameView) -> str:
        return change_summary(old, new, brief=True, phone=self.changed_by_phone(old, new))

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
                           "now, then press Enter (Enter again saves it).").format(n=self.editing.number)
        duplicate = self._same_as_new_hand()
        if duplicate:
            return tr(CTX, "It is the hand you are entering: press Esc to drop yours (Enter asks before "
                           "recording it again).")
        return tr(CTX, "Your entry is kept, not stored: check it against the game as it is now, then press "
                       "Enter (Enter again records it as hand {n}).").format(n=self.view.next_number)

    def refused_text(self) -> str:
        return tr(CTX, "What you typed stays on screen, not saved: Esc drops it.")

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

    def notice_read(self) -> bool:
        """The notice has been on screen long enough to be read (measured when the key is handled)."""
        return (self.notice_on and self.notice.isVisible() and self.notice_seen_at is not None
                and self.clock() - self.notice_seen_at >= READ_NOTICE_S)

    def look_again(self) -> None:
        """Enter on an entry decided on an older game: the referee has now looked; the next Enter
        records it (under the new version, with the same identity, so a stored one is never doubled).
        An Enter before the notice could be read is no look: the entry and the notice stay."""
        if not self.notice_read():
            if not self.notice_on:  # gone meanwhile (a later notice timed out): up again to be read
                self.show_notice(self.change_notice or self.kept_text(), keep=True)
            return
        if (self.editing is None and len(self.view.hands) in changed_numbers(self.entry_shown.view, self.view)
                and self._same_as_new_hand()):
            self._ask_about_copy()
            return
        self.entry_shown = Shown(self.view, self.entry_shown.action)
        what = (tr(CTX, "Checked: Enter saves your edit of hand {n}.").format(n=self.editing.number)
                if self.editing is not None else
                tr(CTX, "Checked: Enter records your entry as hand {n}.").format(n=self.view.next_number))
        self.show_notice(what, keep=True)
        self.refresh()

    def _ask_about_copy(self) -> None:
        """The kept entry is the hand just recorded elsewhere: recorded again only on a Yes (default No)."""
        seen = self.view
        last = seen.outcomes[-1]
        question = tr(CTX, "Hand {n} ({label}: {text}) was just recorded, and it is the hand you typed. "
                           "Record yours as well, as hand {next}?").format(
            n=last.number, label=display.round_label(last.round, last.honba),
            text=display.outcome_text(last, seen.names), next=seen.next_number)
        if self.ask(tr(CTX, "The same hand twice?"), question, default_no=True):
            self.entry_shown = Shown(seen, self.entry_shown.action)  # decided on the game asked about
            self.confirm()
            return
        self.clear_entry(after_hand=True)
        self.show_notice(tr(CTX, "Your copy was dropped: hand {n} is stored once.").format(n=last.number))

    def new_entry_identity(self) -> None:
        self.entry_shown = Shown(self.view, new_action())

    # -- notices and the connection -----------------------------------------------------------
    def show_notice(self, text: str, *, keep: bool = False) -> None:
        self.notice.setText(text)
        colours.paint(self.notice, "notice", STATUS_LINE)
        self.notice_on = True
        self.notice_seen_at = None  # set when it is painted (see the desk's event filter)
        self.notice.update()  # painted again even when its text is the same
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
        """One line for the desk's messages, the most important shown: a write under way, the
        connection, then a notice about another desk's change, then the prompt (a laptop's desk has no
        line to spare)."""
        busy = self._sending
        lost = self.status_on and not self.ctx.reachable and not busy  # "connected again" gives way
        notice = self.notice_on and not lost and not busy
        status = self.status_on and not notice and not busy
        self.busy_line.setVisible(busy)
        self.connection_status.setVisible(status)
        self.notice.setVisible(notice)
        if not notice:
            self.notice_seen_at = None  # read from when it is on screen again
        self.prompt.setVisible(bool(self.prompt.text()) and not status and not notice and not busy)

    def connection_changed(self, reachable: bool, problem: str) -> None:
        if reachable:
            self.connection_status.setText(tr(CTX, "Connected again. Entries typed meanwhile are kept; "
                                                   "press Enter to store them."))
            colours.paint(self.connection_status, "back", STATUS_LINE)
            self.connection_status.setToolTip("")
            QTimer.singleShot(NOTICE_MS, self, lambda: self.ctx.reachable and self._status_done())
            self.follow()
        else:
            # not "nothing was stored": a reply lost after the commit leaves the hand stored (a second
            # Enter is then told so, and stores nothing)
            self.connection_status.setText(tr(CTX, "Database not reachable: your entry is kept. "
                                                   "Reconnecting by itself…"))
            self.connection_status.setToolTip(problem)  # the driver's words, on one line only for who asks
            colours.paint(self.connection_status, "lost", STATUS_LINE)
        self.status_on = True
        self.show_messages()

    def _status_done(self) -> None:
        self.status_on = False
        self.show_messages()

"""The round clock at the score desk: this table's time left, the call, and the hand it marks.

When this table's time runs out (the round's clock plus the table's extra time) the hand in play is
marked ``time_up`` (the check box, which the referee can still change) and the banner says what the
rule set's ``time_limit`` makes of it: the last hand, or one more after it.
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QWidget

from tournament_app.services.rows import GameView
from tournament_app.ui.clock_widgets import ClockLabel, ClockSource
from tournament_app.ui.context import AppContext
from tournament_app.words.i18n import tr

CTX = "ui.desk"


class DeskClock(QObject):
    def __init__(self, ctx: AppContext, parent: QWidget) -> None:
        super().__init__(parent)
        self.view: GameView | None = None
        self.source = ClockSource(ctx, self)
        self.label = ClockLabel(13.0)
        self.check = QCheckBox(tr(CTX, "Time up in this hand"))
        self.check.setToolTip(tr(CTX, "Set by itself when this table's time runs out: the hand in play "
                                      "is recorded with the time call"))
        self.widget = QWidget()
        row = QHBoxLayout(self.widget)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.check)
        row.addWidget(self.label)
        self._was_up = False
        self.source.tick.connect(self._tick)

    def show_game(self, view: GameView) -> None:
        settled = self.view is not None and (self.called or self.view.state == "finished")
        self.view = view
        self.source.follow(view.round)
        if self.called or view.state == "finished":
            self.check.setChecked(False)
        elif settled:  # reopened, or the marked hand undone: the hand in play is marked again if time is up
            self._was_up = False
        self._tick()

    @property
    def called(self) -> bool:
        """The time call is already in the record (the marked hand was recorded)."""
        return self.view is not None and any(h.get("time_up") for h in self.view.hands)

    def remaining(self) -> int | None:
        return None if self.view is None else self.source.remaining(self.view.table)

    def _tick(self) -> None:
        view = self.view
        if view is None:
            return
        c = self.source.clock
        if view.state == "finished":  # this table's clock has stopped, whatever the others' say
            self.label.show_quiet(tr(CTX, "This table has finished"))
            self._was_up = True  # a reopened game is not marked again by itself
            self.check.setEnabled(False)
            return
        remaining = self.remaining()
        self.label.show_time(remaining, paused=bool(c and c.paused),
                             extra=c.extra.get(view.table, 0) if c else 0)
        up = remaining is not None and remaining <= 0
        # the call: mark the hand in play, once (the referee may still take the mark off)
        if up and not self._was_up and not self.called and view.state != "finished":
            self.check.setChecked(True)
        self._was_up = up
        # no hand in play once the rules ended the game (or the mark is in the record already)
        self.check.setEnabled(view.state != "finished" and not self.called and not view.current.finished)

    def marks_hand(self) -> bool:
        return self.check.isChecked() and self.check.isEnabled()

    def banner(self) -> str:
        view = self.view
        if view is None or view.state == "finished" or view.current.finished:
            return ""
        if self.called:
            return tr(CTX, "Time is up: this is the last hand.")
        if self.marks_hand():
            if view.rules.time_limit == "one_more":
                return tr(CTX, "Time is up: this hand, then one more.")
            return tr(CTX, "Time is up: this is the last hand.")
        return ""

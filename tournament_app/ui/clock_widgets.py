"""The round clock on screen: one source per window, a label, and the organiser's clock bar.

Every window counts down locally once a second from the stored clock and the database server's time
(read at each refresh, so a laptop whose own clock is off still shows the shared clock).
"""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QWidget,
)

from tournament_app.platform import colours
from tournament_app.services import clock, connection
from tournament_app.services.clock import WARNING_SECONDS, RoundClock
from tournament_app.ui.context import AppContext, guarded_refresh
from tournament_app.ui.errors import user_errors
from tournament_app.words.i18n import tr
from tournament_app.words.messages import UserError

CTX = "ui.clock"


def format_clock(seconds: int) -> str:
    """1:05:09 / 12:34 / 0:00 (never negative: time up shows as 0:00)."""
    seconds = max(0, seconds)
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


def clock_role(seconds: int) -> str | None:
    """The colour role of a clock with ``seconds`` left (None: the palette's text)."""
    return "negative" if seconds <= 0 else "warning" if seconds <= WARNING_SECONDS else None


class ClockSource(QObject):
    """The clock of one round for one window: ``tick`` once a second while the clock matters."""

    tick = Signal()

    def __init__(self, ctx: AppContext, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.round: int | None = None
        self.clock: RoundClock | None = None
        self.offset = dt.timedelta(0)  # server time minus this computer's UTC time
        self.timer = QTimer(self)
        self.timer.setInterval(1000)
        self.timer.timeout.connect(self.tick.emit)
        self.timer.start()
        ctx.changed.connect(self.refresh)

    def follow(self, round_number: int | None) -> None:
        if round_number != self.round:
            self.round = round_number
            self.refresh()

    @guarded_refresh
    def refresh(self) -> None:
        tid = self.ctx.tournament_id
        if tid is None or self.round is None:
            self.clock = None
        else:
            try:
                self.clock = clock.clock_of(tid, self.round)
                self.offset = clock.server_now() - _utc_now()
            except UserError as e:
                if connection.is_unreachable(e):
                    raise  # the clock counts on from what was read (guarded_refresh says why)
                self.clock = None  # the round was deleted meanwhile: no clock to show
        self.tick.emit()

    def now(self) -> dt.datetime:
        return _utc_now() + self.offset

    def remaining(self, table: int | None = None) -> int | None:
        """Seconds left (negative once over); None while the clock has not been started."""
        if self.clock is None or not self.clock.started:
            return None
        return self.clock.remaining(self.now(), table)

    @property
    def stopped(self) -> bool:
        """Every table of the round has finished: the time is no longer called."""
        return self.clock is not None and self.clock.finished


def _utc_now() -> dt.datetime:
    return dt.datetime.now(dt.UTC).replace(tzinfo=None)


class ClockLabel(QLabel):
    """"Time left 12:34" in the warning colour in the last five minutes, "Time is up" at zero."""

    def __init__(self, point_size: float = 16.0, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.point_size = point_size
        self.setTextFormat(Qt.TextFormat.PlainText)

    def show_quiet(self, text: str) -> None:
        """A clock that does not count (none yet, or stopped): ``text`` in grey."""
        self.setText(text)
        colours.paint(self, "muted", self._look())

    def show_time(self, seconds: int | None, *, paused: bool = False, extra: int = 0) -> None:
        if seconds is None:
            self.show_quiet(tr(CTX, "Clock not started"))
            return
        text = (tr(CTX, "Time is up") if seconds <= 0
                else tr(CTX, "Time left {time}").format(time=format_clock(seconds)))
        if extra:
            text += " " + tr(CTX, "(+{minutes} min)").format(minutes=extra)
        if paused:
            text += " " + tr(CTX, "(paused)")
        self.setText(text)
        colours.paint(self, clock_role(seconds), self._look())

    def _look(self) -> str:
        return f"font-size: {self.point_size}pt; font-weight: bold;"


class RoundClockBar(QWidget):
    """The organiser's controls for the shown round: start / pause / reset, the length, +5 minutes
    for the selected table, and a sound at the call."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.source = ClockSource(ctx, self)
        self.source.tick.connect(self.update_view)
        self.table: int | None = None
        self._was_up = False
        self.label = ClockLabel(13.0)
        self.start_button = QPushButton(tr(CTX, "Start cloc&k"))
        self.start_button.clicked.connect(self.start_or_pause)
        self.reset_button = QPushButton(tr(CTX, "Reset"))
        self.reset_button.clicked.connect(self.reset)
        self.length = QSpinBox()
        self.length.setRange(1, clock.MAX_MINUTES)
        self.length.setSuffix(tr(CTX, " min"))
        self.length.setToolTip(tr(CTX, "This round's length"))
        self.length.editingFinished.connect(self.set_length)
        self.extra_button = QPushButton(tr(CTX, "+5 min for table {table}").format(table="–"))
        self.extra_button.setToolTip(tr(CTX, "Extra time for the selected table (a late start, a long "
                                             "ruling); Shift+click takes 5 minutes back"))
        self.extra_button.clicked.connect(self.add_extra)
        # a typed total for the selected table, for a ruling that took 12 minutes rather than 5 or 10
        self.extra = QSpinBox()
        self.extra.setRange(0, clock.MAX_EXTRA)
        self.extra.setSuffix(tr(CTX, " min"))
        self.extra.setPrefix(tr(CTX, "extra "))
        self.extra.setToolTip(tr(CTX, "The selected table's extra time in minutes "
                                      "(type a number and press Enter)"))
        self.extra.editingFinished.connect(self.set_extra)
        self.sound = QCheckBox(tr(CTX, "Sound at the call"))
        self.sound.setChecked(ctx.settings.value("clock/sound", "true") == "true")
        self.sound.toggled.connect(lambda on: ctx.settings.setValue("clock/sound", "true" if on else "false"))
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        for w in (self.label, self.start_button, self.reset_button, self.length, self.extra_button,
                  self.extra):
            row.addWidget(w)
        row.addStretch()
        row.addWidget(self.sound)

    def show_round(self, number: int | None, table: int | None) -> None:
        self.table = table
        self.source.follow(number)
        self.update_view()

    def update_view(self) -> None:
        c = self.source.clock
        running = c is not None and not c.finished  # a finished round's clock has nothing to change
        for w in (self.start_button, self.reset_button, self.length):
            w.setEnabled(running)
        self.extra_button.setEnabled(running and self.table is not None)
        self.extra.setEnabled(running and self.table is not None)
        if self.table is not None:
            self.extra_button.setText(tr(CTX, "+5 min for table {table}").format(table=self.table))
        if c is None:
            self.label.show_time(None)
            _show_minutes(self.length, None, 1)  # no "1 min" of a round that does not exist
            _show_minutes(self.extra, None, 0)
            return
        if not self.length.hasFocus():
            _show_minutes(self.length, c.minutes, 1)
        if not self.extra.hasFocus():
            _show_minutes(self.extra, c.extra.get(self.table, 0) if self.table is not None else 0, 0)
        self.start_button.setText(tr(CTX, "Res&ume") if c.paused else tr(CTX, "Pa&use") if c.started
                                  else tr(CTX, "Start cloc&k"))
        if c.finished:
            self.label.show_quiet(tr(CTX, "Every table has finished"))
            self._was_up = True  # no call for a round that is over
            return
        remaining = self.source.remaining()
        self.label.show_time(remaining, paused=c.paused)
        up = remaining is not None and remaining <= 0
        if up and not self._was_up and self.sound.isChecked():
            QApplication.beep()  # the call: heard in the hall as well as seen
        self._was_up = up

    def _tid_round(self) -> tuple[int, int] | None:
        c = self.source.clock
        if self.ctx.tournament_id is None or c is None:
            return None
        return self.ctx.tournament_id, c.round

    def start_or_pause(self) -> None:
        target = self._tid_round()
        c = self.source.clock
        if target is None or c is None:
            return
        with user_errors(self):
            if c.started and not c.paused:
                clock.pause_clock(*target)
            else:
                clock.start_clock(*target)
        self.ctx.notify()

    def reset(self) -> None:
        target = self._tid_round()
        c = self.source.clock
        if target is not None and c is not None and c.started:
            # one click must not wipe a running round's clock: the hall would lose its time
            answer = QMessageBox.question(
                self, tr(CTX, "Reset the clock"),
                tr(CTX, "Reset round {round}'s clock to %n minutes, not started?", c.minutes).format(
                    round=c.round))
            if answer != QMessageBox.StandardButton.Yes:
                return
        if target is not None:
            with user_errors(self):
                clock.reset_clock(*target)
            self.ctx.notify()

    def set_length(self) -> None:
        target = self._tid_round()
        c = self.source.clock
        if target is not None and c is not None and self.length.value() != c.minutes:
            with user_errors(self):
                clock.set_length(*target, self.length.value())
            self.ctx.notify()

    def set_extra(self) -> None:
        target = self._tid_round()
        c = self.source.clock
        if target is None or c is None or self.table is None:
            return
        change = self.extra.value() - c.extra.get(self.table, 0)
        if change:
            with user_errors(self):
                clock.add_extra_time(*target, self.table, change)
            self.ctx.notify()

    def add_extra(self) -> None:
        target = self._tid_round()
        if target is None or self.table is None:
            return
        back = QApplication.keyboardModifiers() & Qt.KeyboardModifier.ShiftModifier
        with user_errors(self):
            clock.add_extra_time(*target, self.table, -5 if back else 5)
        self.ctx.notify()


def _show_minutes(box: QSpinBox, minutes: int | None, lowest: int) -> None:
    """``minutes`` in ``box`` (whose range starts at ``lowest``), or the box blank for None."""
    blank = minutes is None
    box.setSpecialValueText(" " if blank else "")  # shown for the value one below the range
    box.setMinimum(lowest - 1 if blank else lowest)
    box.setValue(lowest - 1 if minutes is None else minutes)

"""The round clock: start, pause, resume, reset, its length, and extra time per table.

Times are the database server's UTC time (PostgreSQL's ``now()``; one laptop's own clock with SQLite),
so every desk and the projector count down the same clock however their own clocks are set: a window
reads :func:`server_now` when it refreshes and counts locally from there. The clock lives in the round's
row (start, pause, the pauses so far), so it survives restarts of every window. Once every table of
the round has finished its game the clock has stopped: no window calls the time any more.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field

import peewee

from tournament_app.checks.limits import MAX_EXTRA_MINUTES as MAX_EXTRA
from tournament_app.checks.limits import MAX_ROUND_MINUTES as MAX_MINUTES
from tournament_app.services.base import CTX, audit, fail, reading, transaction
from tournament_app.storage.models import Game, Round, Table, Tournament, db_proxy
from tournament_app.words.messages import N_

WARNING_SECONDS = 5 * 60  # the last five minutes show in the warning colour


@dataclass(frozen=True)
class RoundClock:
    """One round's clock as stored; the arithmetic needs only a "now" (server UTC)."""

    round: int
    minutes: int
    started_at: dt.datetime | None = None
    paused_at: dt.datetime | None = None
    paused_seconds: int = 0
    extra: dict[int, int] = field(default_factory=dict)  # table number -> extra minutes
    finished: bool = False  # every table of the round has finished its game: the clock has stopped

    @property
    def started(self) -> bool:
        return self.started_at is not None

    @property
    def paused(self) -> bool:
        return self.paused_at is not None

    def elapsed(self, now: dt.datetime) -> int:
        """Seconds of play so far (pauses left out)."""
        if self.started_at is None:
            return 0
        end = self.paused_at or now
        return max(0, int((end - self.started_at).total_seconds()) - self.paused_seconds)

    def remaining(self, now: dt.datetime, table: int | None = None) -> int:
        """Seconds left on the clock (for ``table``: with its extra time); negative once over."""
        total = 60 * (self.minutes + (self.extra.get(table, 0) if table is not None else 0))
        return total - self.elapsed(now)

    def time_up(self, now: dt.datetime, table: int | None = None) -> bool:
        return self.started and not self.finished and self.remaining(now, table) <= 0


def server_now() -> dt.datetime:
    """The database server's time in UTC (naive): the one clock every desk shares."""
    db = db_proxy.obj
    if isinstance(db, peewee.PostgresqlDatabase):
        with transaction():
            value = db.execute_sql("SELECT now() AT TIME ZONE 'UTC'").fetchone()[0]
        return value.replace(tzinfo=None, microsecond=0)
    return dt.datetime.now(dt.UTC).replace(tzinfo=None, microsecond=0)


def _round(tournament_id: int, number: int) -> Round:
    rnd = Round.get_or_none((Round.tournament == tournament_id) & (Round.number == number))
    if rnd is None:
        fail(N_(CTX, "round {round} has not been seated"), round=number)
    return rnd


def clock_of(tournament_id: int, number: int) -> RoundClock:
    with reading():  # every phone's poll reads it: never the write lock
        rnd = _round(tournament_id, number)
        minutes = rnd.clock_minutes or Tournament.get_by_id(tournament_id).round_minutes
        extra = {t.number: t.extra_minutes for t in Table.select(Table.number, Table.extra_minutes)
                 .where((Table.round == rnd) & (Table.extra_minutes != 0))}
        states = [state for (state,) in
                  Game.select(Game.state).join(Table).where(Table.round == rnd).tuples()]
        return RoundClock(number, minutes, rnd.clock_started_at, rnd.clock_paused_at,
                          rnd.clock_paused_seconds, extra,
                          finished=bool(states) and all(state == "finished" for state in states))


def _change(tournament_id: int, number: int, action: str, **fields: object) -> None:
    rnd = _round(tournament_id, number)
    Round.update(**fields).where(Round.id == rnd.id).execute()
    audit(f"round.clock.{action}", "round", rnd.id, None,
          {"round": number, **{k: str(v) if isinstance(v, dt.datetime) else v for k, v in fields.items()}},
          tournament=tournament_id)


def start_clock(tournament_id: int, number: int, *, now: dt.datetime | None = None) -> None:
    """Start the round's clock (or resume it when paused)."""
    now = now or server_now()
    with transaction():
        clock = clock_of(tournament_id, number)
        if clock.paused:
            assert clock.paused_at is not None
            paused = clock.paused_seconds + int((now - clock.paused_at).total_seconds())
            _change(tournament_id, number, "resume", clock_paused_at=None, clock_paused_seconds=paused)
        elif not clock.started:
            _change(tournament_id, number, "start", clock_started_at=now, clock_paused_seconds=0)


def pause_clock(tournament_id: int, number: int, *, now: dt.datetime | None = None) -> None:
    now = now or server_now()
    with transaction():
        clock = clock_of(tournament_id, number)
        if not clock.started:
            fail(N_(CTX, "the clock of round {round} has not been started"), round=number)
        if not clock.paused:
            _change(tournament_id, number, "pause", clock_paused_at=now)


def reset_clock(tournament_id: int, number: int) -> None:
    """Back to the full length, stopped (extra time per table stays)."""
    with transaction():
        _change(tournament_id, number, "reset", clock_started_at=None, clock_paused_at=None,
                clock_paused_seconds=0)


def set_length(tournament_id: int, number: int, minutes: int) -> None:
    """The length of this round's clock (the tournament's ``round_minutes`` is the default)."""
    if not 1 <= minutes <= MAX_MINUTES:
        fail(N_(CTX, "the round lasts between 1 and {most} minutes"), most=MAX_MINUTES)
    with transaction():
        _change(tournament_id, number, "length", clock_minutes=minutes)


def set_round_minutes(tournament_id: int, minutes: int) -> None:
    """The tournament's default round length (rounds whose clock has its own length keep it)."""
    if not 1 <= minutes <= MAX_MINUTES:
        fail(N_(CTX, "the round lasts between 1 and {most} minutes"), most=MAX_MINUTES)
    with transaction():
        Tournament.update(round_minutes=minutes).where(Tournament.id == tournament_id).execute()
        audit("tournament.round_minutes", "tournament", tournament_id, None, minutes,
              tournament=tournament_id)


def add_extra_time(tournament_id: int, number: int, table: int, minutes: int) -> int:
    """Give one table ``minutes`` more (negative takes it back); returns its extra time now."""
    with transaction():
        rnd = _round(tournament_id, number)
        row = Table.get_or_none((Table.round == rnd) & (Table.number == table))
        if row is None:
            fail(N_(CTX, "round {round} has no table {table}"), round=number, table=table)
        total = row.extra_minutes + minutes
        if not 0 <= total <= MAX_EXTRA:
            fail(N_(CTX, "a table's extra time is between 0 and {most} minutes"), most=MAX_EXTRA)
        Table.update(extra_minutes=total).where(Table.id == row.id).execute()
        audit("round.clock.extra", "round", rnd.id, row.extra_minutes,
              {"round": number, "table": table, "extra_minutes": total}, tournament=tournament_id)
        return total

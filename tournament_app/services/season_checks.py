"""What a season's settings may hold (issue 35): counts within a division's players, no player on
both sides of two lines; dates forward, one day (節) on each date; days the season has. Refusals name
the setting (``SettingError``): the command line says it as its option, a window shows the message."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from typing import TYPE_CHECKING, NoReturn

from tournament_app.services.base import CTX, fail_setting
from tournament_app.storage.models import Registration
from tournament_app.words.messages import N_, Message

if TYPE_CHECKING:
    from tournament_app.services.season_rows import DayInfo, DivisionInfo


def check_lines(division: str, size: int, up: int, down: int, *, final: bool = False,
                changed: Sequence[str] = ()) -> None:
    """The promotion line (in the top division: the title final's, ``final``) and the relegation
    line within the ``size`` players of ``division``, no player on both sides of them. ``changed``:
    the settings being set now ("promote" or "top", "relegate"), named when two overlap."""
    up_key = "top" if final else "promote"
    if up > size:
        if final:
            fail_setting("top", N_(CTX, "division {division} has %n players: the top {count} cannot play "
                                        "the title final"), size, division=division, count=up)
        fail_setting("promote", N_(CTX, "division {division} has %n players: {count} cannot be promoted"),
                     size, division=division, count=up)
    if down > size:
        fail_setting("relegate", N_(CTX, "division {division} has %n players: {count} cannot be relegated"),
                     size, division=division, count=down)
    if up + down > size:
        keys = tuple(k for k in (up_key, "relegate") if k in changed) or (up_key, "relegate")
        text = (N_(CTX, "division {division} has %n players: the top {up} to the title final and the "
                        "bottom {down} relegated would overlap (at most {most} in all)") if final else
                N_(CTX, "division {division} has %n players: the top {up} promoted and the bottom {down} "
                        "relegated would overlap (at most {most} in all)"))
        fail_setting(keys, text, size, division=division, up=up, down=down, most=size)


def check_division(div: DivisionInfo, size: int, *, promote: int | None = None,
                   relegate: int | None = None, top: int | None = None) -> None:
    """``check_lines`` of a division: its stored counts, or those given to be set (named when at
    fault), within ``size`` players."""
    final = div.level == 1
    up = ((div.final_top if top is None else top) or 0) if final else (div.promote if promote is None
                                                                          else promote)
    changed = [key for key, value in (("promote", promote), ("relegate", relegate), ("top", top))
               if value is not None]
    check_lines(div.name, size, up, div.relegate if relegate is None else relegate, final=final,
                changed=changed)


def players_in_play(tournament_id: int) -> int:
    """A division's players still in its league (not withdrawn, not substitutes): those its lines
    divide."""
    return Registration.select().where((Registration.tournament == tournament_id)
                                       & (Registration.status == "active")).count()


def check_dates(dates: Sequence[dt.date], days: int, starts_on: dt.date | None) -> None:
    """The days' dates: one for each day, running forward (a day (節) is one date, its hanchan all
    played then: two days on one date would be one longer day), none before the season starts."""
    if len(dates) != days:
        fail_setting("dates", N_(CTX, "the season has %n days: give one date for each ({count} given)"), days,
                     count=len(dates))
    for number in range(1, len(dates)):
        if dates[number] <= dates[number - 1]:
            fail_setting("dates", N_(CTX, "day {day} on {date} does not come after day {before} on "
                                          "{earlier}: the days' dates run forward, one day on each date"),
                         day=number + 1, date=dates[number].isoformat(), before=number,
                         earlier=dates[number - 1].isoformat())
    if starts_on is not None and dates and dates[0] < starts_on:
        fail_setting("dates", N_(CTX, "day 1 on {date} is before the season starts, on {start}"),
                     date=dates[0].isoformat(), start=starts_on.isoformat())


def day_name(number: int, final: bool) -> Message:
    return Message(CTX, N_(CTX, "final day {n}") if final else N_(CTX, "day {n}"), {"n": number})


def no_such_day(divisions: Sequence[DivisionInfo], day: int, final: bool) -> NoReturn:
    """Refuse a day the divisions do not have, naming the days they have."""
    last = max((len(d.final_days if final else d.league_days) for d in divisions), default=0)
    where = divisions[0].name if len(divisions) == 1 else None
    if final and not last:
        fail_setting("day", N_(CTX, "there is no final day {day}: no title final is set"), day=day)
    if final:
        fail_setting("day", N_(CTX, "there is no final day {day}: the title final has days 1 to {last}"),
                     day=day, last=last)
    if where is None:
        fail_setting("day", N_(CTX, "there is no day {day}: the divisions meet on days 1 to {last}"), day=day,
                     last=last)
    fail_setting("day", N_(CTX, "there is no day {day}: division {division} meets on days 1 to {last}"),
                 day=day, division=where, last=last)


def check_date_order(div: DivisionInfo, day: DayInfo, date: dt.date, starts_on: dt.date | None) -> None:
    """A day's new date keeps the order of the division's dated days (the league's, then the
    final's): after the day before it, before the day after it."""
    at = div.days.index(day)
    before = next((d for d in reversed(div.days[:at]) if d.date is not None), None)
    after = next((d for d in div.days[at + 1:] if d.date is not None), None)
    name = day_name(day.number, day.final)
    if before is not None and before.date is not None and date <= before.date:
        fail_setting("date", N_(CTX, "{day} of division {division} on {date} would not come after {other} on "
                                     "{other_date}: the days' dates run forward, one day on each date"),
                     day=name, division=div.name, date=date.isoformat(),
                     other=day_name(before.number, before.final), other_date=before.date.isoformat())
    if after is not None and after.date is not None and date >= after.date:
        fail_setting("date", N_(CTX, "{day} of division {division} on {date} would not come before {other} "
                                     "on {other_date}: the days' dates run forward, one day on each date"),
                     day=name, division=div.name, date=date.isoformat(),
                     other=day_name(after.number, after.final), other_date=after.date.isoformat())
    if starts_on is not None and date < starts_on:
        fail_setting("date", N_(CTX, "{day} on {date} is before the season starts, on {start}"), day=name,
                     date=date.isoformat(), start=starts_on.isoformat())

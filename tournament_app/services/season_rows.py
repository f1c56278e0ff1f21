"""A season as every layer reads it: plain rows of its days (節), its divisions and the season, made
by ``seasons.season_info``. Below the season's services, which all read them, and their checks."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field

from tournament_app.services.base import CTX, fail
from tournament_app.services.text import name_key
from tournament_app.words.messages import N_


@dataclass(frozen=True)
class DayInfo:
    number: int
    final: bool  # a day of the title final (after the league's days)
    date: dt.date | None
    hanchan: int
    first_round: int | None  # its first hanchan's round in the division's tournament, once seated
    games: int  # seated games
    finished: int  # of them finished
    method: str
    span: int = 0  # the rounds it spans once seated (tables of five play more); 0: its hanchan
    venue: str = ""  # where it is played, printed under its date

    @property
    def rounds(self) -> tuple[int, int] | None:
        if self.first_round is None:
            return None
        return self.first_round, self.first_round + (self.span or self.hanchan) - 1

    @property
    def complete(self) -> bool:
        return self.first_round is not None and self.games > 0 and self.finished == self.games


@dataclass(frozen=True)
class DivisionInfo:
    id: int
    name: str
    level: int  # 1: the top
    tournament_id: int
    tournament: str
    promote: int
    relegate: int
    drop_after: int | None
    drop_below: int | None  # tenths
    dropped: tuple[int, ...] | None  # the players the drop line took out, once applied
    final_top: int | None
    final_carry: int  # permille
    final_name: str
    players: tuple[int, ...]  # members in seed order (then by reading): active and withdrawn
    days: tuple[DayInfo, ...]  # the league's days, then the final's
    leaves: dict[int, tuple[str, int]] = field(default_factory=dict)  # id -> (withdrew|absent|drop, from day)
    drop_each: bool = False  # the drop line is checked after every day from drop_after on
    final_seeded: tuple[int, ...] = ()  # into the title final whatever their place (the champion)
    final_guests: tuple[int, ...] = ()  # of them, those registered for the final only: never ranked

    @property
    def league_days(self) -> tuple[DayInfo, ...]:
        return tuple(d for d in self.days if not d.final)

    @property
    def final_days(self) -> tuple[DayInfo, ...]:
        return tuple(d for d in self.days if d.final)


@dataclass(frozen=True)
class SeasonInfo:
    id: int
    name: str
    starts_on: dt.date | None
    previous: str | None
    version: int
    divisions: tuple[DivisionInfo, ...]  # top first
    points: str | None = None  # JSON: the 昇級点/降級点 rule (season_points), None without one
    minus: str = "△"  # the mark before a negative figure in its outputs (display.MINUS_SIGNS)

    @property
    def started(self) -> bool:
        """A day of some division is seated: the divisions' players are fixed."""
        return any(d.first_round is not None for div in self.divisions for d in div.days)

    def division(self, name: str) -> DivisionInfo:
        for div in self.divisions:
            if name_key(div.name).casefold() == name_key(name).casefold():
                return div
        fail(N_(CTX, "the season {season} has no division {division}; its divisions: {names}"),
             season=self.name, division=name, names=", ".join(d.name for d in self.divisions))

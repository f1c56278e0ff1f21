"""Seating a division's day (節): every hanchan of the day at once, the same four players at each table
all day, seated by the app's methods (or given by the organiser) for the first hanchan and rotated
for the next ones so that each player deals first in turn.

Each hanchan is a round of the division's tournament, seated through ``services.rounds``; the desk
opens a table's next hanchan like any other game. Before the day after the drop line the players
below it are withdrawn; before the title final's first day its stage is added to the top division's
tournament with the finalists of the league.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tournament_app.services import rounds, season_fives
from tournament_app.services.base import (
    CTX,
    SEATING_CHANGED,
    ConflictError,
    audit,
    fail,
    fail_setting,
    transaction,
)
from tournament_app.services.rows import TableSeating
from tournament_app.services.season_checks import (
    check_division,
    day_name,
    no_such_day,
    players_in_play,
)
from tournament_app.services.season_final import start_final
from tournament_app.services.season_rows import DayInfo, DivisionInfo, SeasonInfo
from tournament_app.services.season_standings import (
    division_table,
    dropped_json,
    leaves_json,
)
from tournament_app.services.seasons import season_info, touch_season
from tournament_app.storage.models import Division, LeagueDay, Registration
from tournament_app.words.messages import N_, UserError

METHODS = ("random", "standings", "manual")


@dataclass(frozen=True)
class SeatedDay:
    division: str
    number: int
    final: bool
    rounds: tuple[int, int]  # the division tournament's rounds of the day's hanchan
    dropped: tuple[int, ...]  # players the drop line took out before this day


def next_day(div: DivisionInfo) -> DayInfo | None:
    """The division's first day not seated yet (the league's, then the final's)."""
    return next((d for d in div.days if d.first_round is None), None)


def seat_day(season_id: int, division: str, *, method: str = "random", seed: int | None = None,
             tables: Sequence[Sequence[int]] | None = None, expected: tuple[bool, int] | None = None,
             chosen_finalists: Sequence[int] | None = None) -> SeatedDay:
    """Seat the next day of ``division``: ``method`` seats its first hanchan (``manual``: ``tables``
    of player ids in seat order), the others keep those tables with the seats rotated.
    ``expected``: (final, number) of the day the organiser saw as next; ``chosen_finalists``: the
    players a tie at the title final's line leaves to the organiser to choose (only those, only
    then)."""
    if method not in METHODS:
        fail(N_(CTX, "unknown seating method {method}; expected one of {allowed}"), method=method,
             allowed=", ".join(METHODS))
    info = season_info(season_id)
    div = info.division(division)
    day = next_day(div)
    if day is None:
        fail(N_(CTX, "every day of division {division} is seated"), division=div.name)
    if expected is not None and expected != (day.final, day.number):
        raise ConflictError(SEATING_CHANGED)
    before = [d for d in div.days if d.first_round is not None]
    if before and not before[-1].complete:
        fail(N_(CTX, "day {day} of division {division} has unfinished games: finish them before "
                     "seating the next day"), day=before[-1].number, division=div.name)
    if day.final and not div.league_days[-1].complete:
        fail(N_(CTX, "the league of division {division} is not over: the title final starts after it"),
             division=div.name)
    if chosen_finalists is not None and not (day.final and day.number == 1):
        fail_setting("finalists", N_(CTX, "the finalists are chosen when the title final's first day is "
                                          "seated; the next day of division {division} is {day}"),
                     division=div.name, day=day_name(day.number, day.final))
    first = before[-1].rounds[1] + 1 if before and before[-1].rounds else 1
    dropped: set[int] = set()
    with transaction():
        touch_season(season_id, None)
        if len(rounds.round_numbers_now(div.tournament_id)) != first - 1:
            fail(N_(CTX, "division {division} has rounds seated outside the season's days: delete "
                         "them in its Rounds tab"), division=div.name)
        if not day.final:
            dropped = _apply_leaves(info, div, day.number)
        if day.final and day.number == 1:
            tables, method = start_final(info, div, first, chosen_finalists), "manual"
        span = day.hanchan
        if not day.final and season_fives.needs_fives(div.tournament_id):
            layout, span = season_fives.seat_rounds(div, day, first, method, seed, tables)
        else:
            number = rounds.seat_round(div.tournament_id, method, seed=seed, tables=tables, expected=first)
            layout = [list(t.player_ids) for t in rounds.seating_of(div.tournament_id, number)]
            for h in range(1, day.hanchan):
                rounds.seat_round(div.tournament_id, "manual", tables=[_rotated(t, h) for t in layout],
                                  expected=first + h)
        if not day.final and day.number == 1:  # after the seating's own refusals (too few players …)
            _check_lines_before_start(div)
        spans = span if span != day.hanchan else None
        LeagueDay.update(first_round=first, method=method, rounds=spans).where(
            (LeagueDay.division == div.id) & (LeagueDay.final == day.final)
            & (LeagueDay.number == day.number)).execute()
        audit("season.seat_day", "season", season_id, None,
              {"division": div.name, "day": day.number, "final": day.final, "method": method,
               "rounds": [first, first + span - 1], "tables": layout})
    return SeatedDay(div.name, day.number, day.final, (first, first + span - 1),
                     tuple(sorted(dropped)))


def _rotated(table: Sequence[int], hanchan: int) -> list[int]:
    """Hanchan ``hanchan`` (from 0) of a table: seat 0 moves on by one each game, so that over four
    hanchan every player is the first dealer (起家) once."""
    k = hanchan % 4
    return [*table[k:], *table[:k]]


def _apply_leaves(info: SeasonInfo, div: DivisionInfo, number: int) -> set[int]:
    """Before league day ``number`` (inside the seating's transaction): withdraw the players who left
    from it on, and those below the drop line after the day before where it is checked then; returns
    those the drop line took out."""
    leaves = dict(div.leaves)
    dropped: set[int] = set()
    check = div.drop_after is not None and (number - 1 >= div.drop_after if div.drop_each
                                            else number - 1 == div.drop_after and div.dropped is None)
    if check:
        table = division_table(info, div.name, number - 1)
        dropped = {r.player_id for r in table.rows if r.mark == "out" and r.player_id not in leaves}
        leaves.update(dict.fromkeys(dropped, ("drop", number)))
        was = set(div.dropped or ())
        Division.update(dropped=dropped_json(was | dropped)).where(Division.id == div.id).execute()
        audit("season.drop", "division", div.id, None,
              {"after_day": number - 1, "below": div.drop_below, "players": sorted(dropped)},
              tournament=div.tournament_id)
    going = sorted(pid for pid, (_kind, day) in leaves.items() if day <= number)
    if going:
        Registration.update(status="withdrawn").where(
            (Registration.tournament == div.tournament_id) & Registration.player.in_(going)).execute()
    if leaves != div.leaves:
        Division.update(leaves=leaves_json(leaves)).where(Division.id == div.id).execute()
    return dropped


def _check_lines_before_start(div: DivisionInfo) -> None:
    """The division's counts within the players about to play its league (set on an empty
    division, or players removed since): refused now rather than marking everyone up at the end."""
    try:
        check_division(div, players_in_play(div.tournament_id))
    except UserError as e:
        fail(N_(CTX, "day 1 of division {division} is not seated: {problem}"), division=div.name,
             problem=e.message)


def day_tables(season_id: int, division: str, day: int, *, final: bool = False) -> list[TableSeating]:
    """The tables of every hanchan of a seated day."""
    div = season_info(season_id).division(division)
    found = [d for d in div.days if d.number == day and d.final == final]
    if not found:
        no_such_day([div], day, final)
    if found[0].first_round is None:
        fail(N_(CTX, "day {day} of division {division} has not been seated yet"), day=day, division=div.name)
    first, last = found[0].rounds or (0, -1)
    out = []
    for number in range(first, last + 1):  # a table of five's hanchan after the tables of four's too
        out += rounds.seating_of(div.tournament_id, number)
    return out


def seat_next_days(season_id: int, divisions: Sequence[str], *, method: str = "random",
                   seed: int | None = None, expected: dict[str, tuple[bool, int]] | None = None,
                   tables: Sequence[Sequence[int]] | None = None,
                   chosen_finalists: Sequence[int] | None = None) -> list[SeatedDay]:
    """The next day of each of ``divisions``, all in one transaction: every one of them, or none.
    ``expected``: division -> (final, number) of the day the organiser saw as next."""
    if tables is not None and len(divisions) != 1:
        fail(N_(CTX, "tables given by hand are for one division"))
    final_first = None  # the finalists are for the division whose title final starts now
    if chosen_finalists is not None and len(divisions) > 1:
        info = season_info(season_id)
        starting = [name for name in divisions if (day := next_day(info.division(name))) is not None
                    and day.final and day.number == 1]
        final_first = starting[0] if starting else divisions[0]
    with transaction():
        return [seat_day(season_id, name, method=method, seed=seed, tables=tables,
                         expected=(expected or {}).get(name),
                         chosen_finalists=chosen_finalists if final_first in (None, name) else None)
                for name in divisions]

"""A division's league table: its standings after a day (節) or for the season, each day's points, and
the promotion, relegation, final and drop marks.

The ranking is the division tournament's own (``event_standings.ranked_rounds``: its totals and its
tie-breaks); players still level after them are ordered by their seed, last season's place
(``Registration.seed_no``, set when the season was filled from the previous one). A tie that still
straddles a line after that gives every tied player the better side of it: all of them go up (or
into the final), none of them goes down, and the rows say so (``tied_at_line``).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, replace

from tournament_app.messages import N_
from tournament_app.services import event_format, rounds
from tournament_app.services.base import CTX, fail_setting, transaction
from tournament_app.services.event_standings import EventRow, event_standings, ranked_rounds
from tournament_app.services.season_checks import no_such_day
from tournament_app.services.seasons import DayInfo, DivisionInfo, SeasonInfo, season_info
from tournament_app.storage.models import Registration

MARKS = ("final", "up", "down", "out")  # 決定戦, 昇級, 降級, 敗退 (below the drop line)


@dataclass(frozen=True)
class LeagueRow:
    rank: int
    player_id: int
    name: str
    reading: str
    affiliation: str
    total: int  # tenths
    games: int
    days: tuple[int | None, ...]  # tenths per league day (None: not played, or not counted yet)
    mark: str | None  # one of MARKS
    tie_break: str | None  # what set this place among equal totals ("seed": last season's place)
    tied_at_line: bool  # level with a player on the other side of a line: both on the better side
    status: str  # active | withdrawn | substitute
    carried: int = 0  # tenths carried into the title final (final rows only)
    sat_out: tuple[int, ...] = ()  # hanchan sat out at a table of five (抜け番), per league day counted


@dataclass(frozen=True)
class DivisionTable:
    season: str
    division: DivisionInfo
    after_day: int  # the league days counted (0: none yet)
    complete: bool  # every league day played to the end: the marks are final
    rows: tuple[LeagueRow, ...]
    final_rows: tuple[LeagueRow, ...]  # the title final (top division), once it has started

    @property
    def up_line(self) -> int | None:
        """How many rows from the top are above the promotion (or final) line."""
        count = 0
        for row in self.rows:
            if row.mark not in ("up", "final"):
                break
            count += 1
        return count or None

    @property
    def down_line(self) -> int | None:
        """How many rows stay above the relegation line (the rows below it go down or are out)."""
        count = len(self.rows)
        for row in reversed(self.rows):
            if row.mark not in ("down", "out"):
                break
            count -= 1
        return count if count < len(self.rows) else None


def season_tables(season_id: int, after_day: int | None = None, *,
                  reveal: bool = False) -> list[DivisionTable]:
    """Every division's table, top first (``after_day``: after that day, each division that reached
    it; a day no division has seated is refused, not answered with no table at all)."""
    info = season_info(season_id)
    if after_day is not None:
        if not any(1 <= after_day <= len(div.league_days) for div in info.divisions):
            no_such_day(info.divisions, after_day, False)
        if not any(after_day <= _seated(div) for div in info.divisions):
            fail_setting("day", N_(CTX, "no division has seated day {day} yet"), day=after_day)
    return [division_table(info, div.name, after_day, reveal=reveal) for div in info.divisions
            if after_day is None or after_day <= _seated(div)]


def division_table(info: SeasonInfo, division: str, after_day: int | None = None, *,
                   reveal: bool = False) -> DivisionTable:
    """The league table of one division after ``after_day`` (None: every day seated so far)."""
    div = info.division(division)
    league = div.league_days
    seated = _seated(div)
    if after_day is not None and not 1 <= after_day <= len(league):
        no_such_day([div], after_day, False)
    if after_day is not None and after_day > seated:
        fail_setting("day", N_(CTX, "day {day} of division {division} has not been seated yet"),
                     day=after_day, division=div.name)
    last = seated if after_day is None else after_day
    rows = _ranked(div, last, reveal)
    complete = last == len(league) and all(d.complete for d in league)
    out = _dropped(div, last, reveal)
    rows = _marked(div, rows, out)
    final_rows: tuple[LeagueRow, ...] = ()
    if after_day is None and div.final_days and div.final_days[0].first_round is not None:
        final_rows = _final(div, reveal)
    return DivisionTable(info.name, div, last, complete, tuple(rows), final_rows)


def _seated(div: DivisionInfo) -> int:
    return sum(1 for d in div.league_days if d.first_round is not None)


def _rounds_through(div: DivisionInfo, last: int) -> tuple[int, int]:
    days = [d.rounds for d in div.league_days[:last] if d.rounds is not None]
    return (1, days[-1][1]) if days else (1, 0)


def _day_points(days: tuple[DayInfo, ...], by_round: dict[int, int]) -> tuple[int | None, ...]:
    out: list[int | None] = []
    for day in days:
        played = [by_round[n] for n in range(*_span(day)) if n in by_round] if day.rounds else []
        out.append(sum(played) if played else None)
    return tuple(out)


def _span(day: DayInfo) -> tuple[int, int]:
    assert day.rounds is not None
    return day.rounds[0], day.rounds[1] + 1


def _ranked(div: DivisionInfo, last: int, reveal: bool) -> list[LeagueRow]:
    ranked = ranked_rounds(div.tournament_id, _rounds_through(div, last), reveal=reveal)
    with transaction():
        regs = {r.player_id: (r.seed_no, r.status) for r in Registration.select(
            Registration.player, Registration.seed_no, Registration.status)
            .where(Registration.tournament == div.tournament_id)}
    counted = div.league_days[:last]
    blank = (None,) * (len(div.league_days) - last)
    out = rounds.sitting_out(div.tournament_id)
    sat = {pid: tuple(sum(1 for n in range(*_span(d)) for p in out.get(n, {}).values() if p == pid)
                      for d in counted) for pid in regs} if out else {}
    rows = [LeagueRow(r.rank, r.row.player_id, r.row.name, r.row.reading, r.row.affiliation, r.total,
                      r.row.games, _day_points(counted, r.row.by_round) + blank, None, r.tie_break,
                      False, regs.get(r.row.player_id, (None, "active"))[1],
                      sat_out=sat.get(r.row.player_id, ())) for r in ranked]
    return _by_seed(rows, {pid: seed for pid, (seed, _s) in regs.items()})


def _by_seed(rows: list[LeagueRow], seeds: dict[int, int | None]) -> list[LeagueRow]:
    """Players sharing a place after the tie-breaks, ordered by last season's place where known."""
    out: list[LeagueRow] = []
    i = 0
    while i < len(rows):
        group = [r for r in rows[i:] if r.rank == rows[i].rank]
        i += len(group)
        if len(group) > 1 and any(seeds.get(r.player_id) is not None for r in group):
            keys = [seeds.get(r.player_id) for r in group]
            order = sorted(range(len(group)), key=lambda n: (keys[n] is None, keys[n] or 0))
            start = group[0].rank
            for position, n in enumerate(order):
                row, key = group[n], keys[n]
                same = position and keys[order[position - 1]] == key
                separated = any(k != key for k in keys)
                out.append(replace(row, rank=out[-1].rank if same else start + position,
                                   tie_break="seed" if separated else row.tie_break))
        else:
            out += group
    return out


def _dropped(div: DivisionInfo, last: int, reveal: bool) -> set[int]:
    """The players out below the drop line: as applied when the next day was seated, or as the
    standings after the drop day have it until then."""
    if div.dropped is not None:
        return set(div.dropped)
    if div.drop_after is None or div.drop_below is None or last < div.drop_after:
        return set()
    after = ranked_rounds(div.tournament_id, _rounds_through(div, div.drop_after), reveal=reveal)
    return drop_line(after, div.drop_below)


def drop_line(rows: list[EventRow], below: int) -> set[int]:
    return {r.row.player_id for r in rows if r.total < below}


def _marked(div: DivisionInfo, rows: list[LeagueRow], out: set[int]) -> list[LeagueRow]:
    marks: dict[int, tuple[str | None, bool]] = {r.player_id: ("out", False) for r in rows
                                                 if r.player_id in out}
    members = [r for r in rows if r.status != "substitute" and r.player_id not in out]
    up = div.final_top if div.level == 1 else div.promote
    for pid, tied in _zone(members, up or 0):
        marks[pid] = ("final" if div.level == 1 else "up", tied)
    for pid, _tied in _zone(list(reversed(members)), div.relegate, better=False):
        marks.setdefault(pid, ("down", False))
    for pid, _tied in _straddling(list(reversed(members)), div.relegate):
        marks.setdefault(pid, (None, True))
    return [replace(r, mark=marks.get(r.player_id, (None, False))[0],
                    tied_at_line=marks.get(r.player_id, (None, False))[1]) for r in rows]


def _groups(rows: list[LeagueRow]) -> list[list[LeagueRow]]:
    groups: list[list[LeagueRow]] = []
    for row in rows:
        if groups and groups[-1][0].rank == row.rank:
            groups[-1].append(row)
        else:
            groups.append([row])
    return groups


def _zone(rows: list[LeagueRow], count: int, *, better: bool = True) -> list[tuple[int, bool]]:
    """The players within ``count`` places from the start of ``rows``: a shared place across the
    line is inside it when inside is the better side (``better``), outside otherwise."""
    out: list[tuple[int, bool]] = []
    seen = 0
    for group in _groups(rows):
        if seen >= count:
            break
        straddles = seen + len(group) > count
        if straddles and not better:
            break
        out += [(r.player_id, straddles) for r in group]
        seen += len(group)
    return out


def _straddling(rows: list[LeagueRow], count: int) -> list[tuple[int, bool]]:
    """The players of a shared place across a relegation line counted from the bottom (all stay)."""
    seen = 0
    for group in _groups(rows):
        if seen >= count:
            return []
        if seen + len(group) > count:
            return [(r.player_id, True) for r in group]
        seen += len(group)
    return []


def _final(div: DivisionInfo, reveal: bool) -> tuple[LeagueRow, ...]:
    """The title final's standings (the top division tournament's last stage, carry-over included)."""
    stages = event_format.stages_of(div.tournament_id)
    if len(stages) < 2:
        return ()
    rows = event_standings(div.tournament_id, len(stages) - 1, reveal=reveal)
    days = div.final_days
    return tuple(LeagueRow(r.rank, r.row.player_id, r.row.name, r.row.reading, r.row.affiliation, r.total,
                           r.row.games, _day_points(days, r.row.by_round), None, r.tie_break, False,
                           "active", r.carried) for r in rows)


def dropped_json(ids: set[int]) -> str:
    return json.dumps(sorted(ids))

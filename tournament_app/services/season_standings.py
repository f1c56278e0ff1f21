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

from tournament_app.services import event_format, rounds, season_points
from tournament_app.services.base import CTX, fail_setting, transaction
from tournament_app.services.event_standings import EventRow, event_standings, ranked_rounds
from tournament_app.services.season_checks import no_such_day
from tournament_app.services.season_rows import DayInfo, DivisionInfo, SeasonInfo
from tournament_app.services.seasons import season_info
from tournament_app.storage.models import AuditEntry, Game, Player, Registration, Round, Table
from tournament_app.words.messages import N_

MARKS = ("final", "up", "down", "out", "withdrew", "absent")  # 決定戦, 昇級, 降級, 敗退, 棄権, 休場
# The marks of players who left the league's remaining days (below the drop line, withdrawn, absent):
# listed below everyone who stayed, and the first to fill the relegation places.
LEFT = ("out", "withdrew", "absent")
# 抜け番, 代走 (a substitute played some or all of the day), 休場, 棄権, 敗退: what a day's cell may carry
DAY_MARKS = ("sit_out", "stood_in", "absent", "withdrew", "out")


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
    previous_rank: int | None = None  # the place after the day before the last one counted
    # a mark per league day that the day's cell shows beside its points or alone: DAY_MARKS' codes, or
    # None (what the seating or the withdrawals decide; empty: no day marked)
    day_marks: tuple[str | None, ...] = ()
    points: tuple[int, int] = (0, 0)  # 昇級点, 降級点 earned this season (season_points)
    points_in: tuple[int, int] = (0, 0)  # of the seasons before that still count

    def day_mark(self, index: int) -> str | None:
        """The mark in league day ``index``'s cell (from 0): DAY_MARKS' code, or None."""
        return self.day_marks[index] if index < len(self.day_marks) else None
    sat_out: tuple[int, ...] = ()  # hanchan sat out at a table of five (抜け番), per league day counted


@dataclass(frozen=True)
class DivisionTable:
    season: str
    division: DivisionInfo
    after_day: int  # the league days counted (0: none yet)
    complete: bool  # every league day played to the end: the marks are final
    rows: tuple[LeagueRow, ...]
    final_rows: tuple[LeagueRow, ...]  # the title final (top division), once it has started
    lowest: bool = False  # the lowest division: its bottom leave the league (リーグ外), not go down
    points: bool = False  # the season has a 昇級点/降級点 rule (LeagueRow.points)
    minus: str = "△"  # the season's sign of a negative figure (Season.minus), for every output

    @property
    def final_played(self) -> int:
        """The title final's days played to the end."""
        return sum(d.complete for d in self.division.final_days)

    @property
    def champion(self) -> LeagueRow | None:
        """The completed title final's winner (a first place still shared names nobody)."""
        days = self.division.final_days
        if not self.final_rows or not days or not all(d.complete for d in days):
            return None
        first = [r for r in self.final_rows if r.rank == 1]
        return first[0] if len(first) == 1 else None

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
            if row.mark not in ("down", *LEFT):
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
    rule = season_points.load(info.points)
    rows = _placed(div, last, reveal, rule)
    complete = last == len(league) and all(d.complete for d in league)
    # the place each held after the day before (the change a weekly sheet shows); a day seated with
    # no game finished yet has changed nothing: the day before that, then
    played = last - 1 if last and not league[last - 1].finished else last
    if played >= 2:
        before = {r.player_id: r.rank for r in _placed(div, played - 1, reveal, rule)}
        rows = [replace(r, previous_rank=before.get(r.player_id)) for r in rows]
    final_rows: tuple[LeagueRow, ...] = ()
    if after_day is None and div.final_days and div.final_days[0].first_round is not None:
        final_rows = _final(div, reveal)
    return DivisionTable(info.name, div, last, complete, tuple(rows), final_rows,
                         div.level == len(info.divisions), rule is not None, info.minus)


def _placed(div: DivisionInfo, last: int, reveal: bool,
            rule: season_points.PointsRule | None) -> list[LeagueRow]:
    """The division's table through day ``last`` as published: ranked, those who left below."""
    return _marked(div, _ranked(div, last, reveal, rule), _left(div, last, reveal), rule)


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


def _ranked(div: DivisionInfo, last: int, reveal: bool,
            rule: season_points.PointsRule | None = None) -> list[LeagueRow]:
    """The division's players ranked over its days through ``last``: substitutes and the title
    final's guests play games but never rank; a player who left before playing is listed all the
    same (with no games), to be placed among those who left."""
    ranked = ranked_rounds(div.tournament_id, _rounds_through(div, last), reveal=reveal)
    with transaction():
        regs = {r.player_id: (r.seed_no, r.status) for r in Registration.select(
            Registration.player, Registration.seed_no, Registration.status)
            .where(Registration.tournament == div.tournament_id)}
        brought = {pid: season_points.carried(text, rule) for pid, text in Registration.select(
            Registration.player, Registration.points_in).where(
            (Registration.tournament == div.tournament_id) & Registration.points_in.is_null(False)).tuples()}
        hidden = {pid for pid, (_seed, status) in regs.items() if status == "substitute"}
        hidden |= set(div.final_guests)
        listed = {r.row.player_id for r in ranked}
        unplayed = [p for p in Player.select().where(Player.id.in_(sorted(set(div.leaves) - listed)))
                    if p.id in regs and p.id not in hidden]
    counted = div.league_days[:last]
    blank = (None,) * (len(div.league_days) - last)
    out = rounds.sitting_out(div.tournament_id)
    sat = {pid: tuple(sum(1 for n in range(*_span(d)) for p in out.get(n, {}).values() if p == pid)
                      for d in counted) for pid in regs} if out else {}
    stood = _stood_in(div.tournament_id, counted)
    rows = [LeagueRow(r.rank, r.row.player_id, r.row.name, r.row.reading, r.row.affiliation, r.total,
                      r.row.games, _day_points(counted, r.row.by_round) + blank, None, r.tie_break,
                      False, regs.get(r.row.player_id, (None, "active"))[1],
                      day_marks=_marks(len(counted), sat.get(r.row.player_id, ()),
                                       stood.get(r.row.player_id, set())),
                      sat_out=sat.get(r.row.player_id, ())) for r in ranked
            if r.row.player_id not in hidden]
    rows += [LeagueRow(len(ranked) + 1, p.id, p.name, p.reading, p.affiliation, 0, 0,
                       (None,) * len(div.league_days), None, None, False, regs[p.id][1],
                       day_marks=_marks(len(counted), (), stood.get(p.id, set()))) for p in unplayed]
    rows = [replace(r, points_in=brought[r.player_id]) if r.player_id in brought else r for r in rows]
    return _by_seed(_renumbered(rows), {pid: seed for pid, (seed, _s) in regs.items()})


def _marks(days: int, sat: tuple[int, ...], stood: set[int]) -> tuple[str | None, ...]:
    """Each counted day's mark: 代走 where a substitute played some of the player's games (the day's
    points are then only the player's own), else 抜け番 where they sat a hanchan out."""
    if not sat and not stood:
        return ()
    return tuple("stood_in" if d in stood else "sit_out" if d < len(sat) and sat[d] else None
                 for d in range(days))


def _stood_in(tournament_id: int, counted: tuple[DayInfo, ...]) -> dict[int, set[int]]:
    """Player id -> the counted days (from 0) on which a substitute took some of their games. A game's
    seats hold only who played it, so whom a substitute played for is read from the stand-in's
    record (``season_members.stand_in``); a game re-seated since, without the substitute, no
    longer counts."""
    days = {n: d for d, day in enumerate(counted) if day.rounds is not None for n in range(*_span(day))}
    if not days:
        return {}
    out: dict[int, set[int]] = {}
    with transaction():
        entries = [json.loads(a) for (a,) in AuditEntry.select(AuditEntry.after).where(
            AuditEntry.action == "season.stand_in").tuples() if a]
        wanted = {g for e in entries for g in e.get("games", ())}
        if not wanted:
            return {}
        games = {gid: (number, seats) for gid, number, *seats in (
            Game.select(Game.id, Round.number, Game.seat0, Game.seat1, Game.seat2, Game.seat3)
            .join(Table).join(Round)
            .where((Round.tournament == tournament_id) & Game.id.in_(sorted(wanted))).tuples())}
    for e in entries:
        for gid in e.get("games", ()):
            number, seats = games.get(gid, (None, ()))
            if number in days and e.get("substitute") in seats:
                out.setdefault(e["player"], set()).add(days[number])
    return out


def _renumbered(rows: list[LeagueRow], first: int = 1) -> list[LeagueRow]:
    """Places 1, 2, … over ``rows`` (in order) once some are left out or moved: rows that shared a
    place still share one."""
    out: list[LeagueRow] = []
    for i, row in enumerate(rows):
        same = out and rows[i - 1].rank == row.rank
        out.append(replace(row, rank=out[-1].rank if same else first + i))
    return out


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


def _left(div: DivisionInfo, last: int, reveal: bool) -> dict[int, tuple[str, int]]:
    """The players who left the league's days by ``last`` + 1: withdrawn or absent from a day on, or
    out below the drop line (as applied when the next day was seated, or as the standings after the
    check's day have it until then). Player id -> (mark, first day not played)."""
    out = {pid: ("out" if kind == "drop" else kind, day) for pid, (kind, day) in div.leaves.items()
           if day <= last + 1}
    if div.dropped is not None and div.drop_after is not None:  # applied before schema 8 kept the day
        for pid in div.dropped:
            out.setdefault(pid, ("out", div.drop_after + 1))
    if div.drop_after is None or div.drop_below is None:
        return out
    checks = range(div.drop_after, len(div.league_days)) if div.drop_each else (div.drop_after,)
    for day in checks:
        if day > last or (day < len(div.league_days) and div.league_days[day].first_round is not None
                          and (div.drop_each or div.dropped is not None)):
            continue  # not reached yet, or applied when the next day was seated
        after = ranked_rounds(div.tournament_id, _rounds_through(div, day), reveal=reveal)
        for pid in drop_line([r for r in after if r.row.player_id not in out], div.drop_below):
            out[pid] = ("out", day + 1)
    return out


def drop_line(rows: list[EventRow], below: int) -> set[int]:
    return {r.row.player_id for r in rows if r.total < below}


def _marked(div: DivisionInfo, rows: list[LeagueRow], left: dict[int, tuple[str, int]],
            rule: season_points.PointsRule | None = None) -> list[LeagueRow]:
    """The lines' marks. Those who left are listed below everyone who stayed (by their totals) and
    fill the relegation places first; the bottom of those who stayed fill the rest; then the
    昇級点/降級点 of ``rule``."""
    stayed = _renumbered([r for r in rows if r.player_id not in left])
    gone = sorted((r for r in rows if r.player_id in left), key=lambda r: -r.total)
    days = len(div.league_days)
    gone = [replace(r, mark=left[r.player_id][0], rank=len(stayed) + 1 + i,
                    day_marks=tuple(left[r.player_id][0] if n + 1 >= left[r.player_id][1]
                                    else r.day_mark(n) for n in range(days)))
            for i, r in enumerate(gone)]
    gone = [replace(r, rank=gone[i - 1].rank) if i and gone[i - 1].total == r.total else r
            for i, r in enumerate(gone)]
    marks: dict[int, tuple[str | None, bool]] = {}
    up = div.final_top if div.level == 1 else div.promote
    seeded = set(div.final_seeded) if div.level == 1 else set()
    for pid, tied in _zone([r for r in stayed if r.player_id not in seeded], up or 0):
        marks[pid] = ("final" if div.level == 1 else "up", tied)
    for pid in seeded & {r.player_id for r in stayed}:
        marks[pid] = ("final", False)
    down = max(0, div.relegate - len(gone))
    for pid, _tied in _zone(list(reversed(stayed)), down, better=False):
        marks.setdefault(pid, ("down", False))
    for pid, _tied in _straddling(list(reversed(stayed)), down):
        marks.setdefault(pid, (None, True))
    earned: dict[int, tuple[int, int]] = {}
    if rule is not None:
        added, earned = season_points.award(
            rule, [r.player_id for r in stayed], {pid: m for pid, (m, _t) in marks.items()},
            can_go_up=div.level > 1, can_go_down=True, brought={r.player_id: r.points_in for r in stayed})
        marks.update({pid: (mark, False) for pid, mark in added.items()})
    return [replace(r, mark=marks.get(r.player_id, (None, False))[0],
                    tied_at_line=marks.get(r.player_id, (None, False))[1],
                    points=earned.get(r.player_id, (0, 0))) for r in stayed] + gone


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


def leaves_json(leaves: dict[int, tuple[str, int]]) -> str:
    return json.dumps({str(pid): list(v) for pid, v in sorted(leaves.items())})

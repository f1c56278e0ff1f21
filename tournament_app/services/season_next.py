"""The next season's divisions, filled from this season's results.

Each division keeps its players who neither went up nor down; it receives those relegated from the
division above and those promoted from the one below. The lowest division's relegated (and anyone
the drop line took out of it) leave the league, and new players join the lowest division. The top
division's finalists stay in it. Seeds (``Registration.seed_no``), which order players level at a
line next season, follow: relegated from above first, then those who stayed, then the promoted,
each group in this season's order, then new players. The new season is a draft: its players can be
moved, added and removed until its first day is seated.
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Sequence
from typing import Any

from tournament_app.services import players, season_points
from tournament_app.services.base import CTX, audit, fail, transaction
from tournament_app.services.season_checks import check_division
from tournament_app.services.season_rows import DivisionInfo, SeasonInfo
from tournament_app.services.season_standings import LEFT, DivisionTable, season_tables
from tournament_app.services.seasons import create_season, member_names, register, season_info
from tournament_app.services.text import name_key
from tournament_app.storage.models import Division, LeagueDay, Registration, Season
from tournament_app.words.messages import N_, UserError


def next_divisions(tables: Sequence[DivisionTable]) -> list[list[int]]:
    """Player ids of each division next season (top first), in seed order; new players not included."""
    out: list[list[int]] = []
    for level, table in enumerate(tables):
        down_from_above = ([r.player_id for r in tables[level - 1].rows if r.mark in ("down", *LEFT)]
                           if level > 0 else [])
        stay = [r.player_id for r in table.rows if r.status != "substitute"
                and r.mark in (None, "final")]
        up_from_below = ([r.player_id for r in tables[level + 1].rows if r.mark == "up"]
                         if level + 1 < len(tables) else [])
        out.append([*down_from_above, *stay, *up_from_below])
    return out


def next_season(season_id: int, name: str, *, new_players: Sequence[dict[str, Any]] = (),
                starts_on: dt.date | None = None) -> int:
    """A new draft season after ``season_id`` with its divisions filled (see the module); returns its id.
    ``new_players``: ``{"name", "reading", "affiliation", "member_no"}`` joining the lowest division."""
    info = season_info(season_id)
    for div in info.divisions:
        unplayed = [d.number for d in div.league_days if not d.complete]
        if unplayed:
            fail(N_(CTX, "division {division} has not finished day {day}: the next season is filled from "
                         "a finished one"), division=div.name, day=unplayed[0])
    tables = season_tables(season_id)
    for table in tables:
        _check_marks(table)
    filled = next_divisions(tables)
    _check_new(info, new_players, [pid for members in filled for pid in members])
    with transaction():
        rules = Season.get_by_id(season_id).rules
        first = info.divisions[0]
        new_id = create_season(name, [d.name for d in info.divisions], days=len(first.league_days),
                               hanchan=first.league_days[0].hanchan, promote=0, relegate=0,
                               rules=json.loads(rules), starts_on=starts_on, previous=season_id)
        Season.update(points=info.points, minus=info.minus).where(Season.id == new_id).execute()
        made = season_info(new_id)
        for old, new, members, table in zip(info.divisions, made.divisions, filled, tables, strict=True):
            _copy_plan(old, new.id)
            register(new.tournament_id, members)
            _carry_points(table, new.tournament_id, season_points.load(info.points))
        lowest = made.divisions[-1]
        for seed, player in enumerate(new_players, start=len(filled[-1]) + 1):
            pid = players.add_player(lowest.tournament_id, str(player.get("name") or ""),
                                     reading=str(player.get("reading") or ""),
                                     affiliation=str(player.get("affiliation") or ""),
                                     member_no=str(player.get("member_no") or ""), season=True)
            Registration.update(seed_no=seed).where((Registration.tournament == lowest.tournament_id)
                                                    & (Registration.player == pid)).execute()
        audit("season.next", "season", new_id, {"previous": info.name},
              {"divisions": {d.name: m for d, m in zip(info.divisions, filled, strict=True)},
               "new_players": [p.get("name") for p in new_players]})
    return new_id


def _carry_points(table: DivisionTable, tournament_id: int, rule: season_points.PointsRule | None) -> None:
    """The 昇級点/降級点 of the players who stay in the division, into their new registration."""
    if rule is None:
        return
    before = dict(Registration.select(Registration.player, Registration.points_in).where(
        Registration.tournament == table.division.tournament_id).tuples())
    for row in table.rows:
        if row.mark in (None, "final"):
            text = season_points.carry_on(before.get(row.player_id), row.points, rule)
            if text:
                Registration.update(points_in=text).where((Registration.tournament == tournament_id)
                                                          & (Registration.player == row.player_id)).execute()


def _check_marks(table: DivisionTable) -> None:
    """The division's counts within the players its lines divided at the end (withdrawals and the
    drop line may have left fewer than when the counts were set): a count beyond them would mark
    every player up and none down, and fill the next season from that."""
    size = sum(1 for r in table.rows if r.mark not in LEFT)
    try:
        check_division(table.division, size)
    except UserError as e:
        fail(N_(CTX, "the next season cannot be filled: {problem}"), problem=e.message)


def _copy_plan(old: DivisionInfo, new_division: int) -> None:
    """The old division's counts, drop line, title final and days (hanchan only: new dates)."""
    Division.update(promote=old.promote, relegate=old.relegate, drop_after=old.drop_after,
                    drop_below=old.drop_below, final_top=old.final_top, final_carry=old.final_carry,
                    final_name=old.final_name).where(Division.id == new_division).execute()
    LeagueDay.delete().where(LeagueDay.division == new_division).execute()
    for day in old.days:
        LeagueDay.create(division=new_division, number=day.number, final=day.final, hanchan=day.hanchan)


def _check_new(info: SeasonInfo, new_players: Sequence[dict[str, Any]], continuing: list[int]) -> None:
    names = member_names(info.id)
    taken = {name_key(names[pid][0]) for pid in continuing if pid in names}
    seen: set[str] = set()
    for player in new_players:
        key = name_key(str(player.get("name") or ""))
        if key in taken:
            fail(N_(CTX, "{name} already plays in the next season"), name=player.get("name"))
        if key in seen:
            fail(N_(CTX, "{name} is listed twice"), name=player.get("name"))
        seen.add(key)

"""League seasons (issue 31): a season holds divisions, each division its players and its days (節).

Each division is a tournament of its own (``Division.tournament``): its players are that tournament's
registrations, each hanchan of a day is one of its rounds with the day's tables, so the desk, the
standings, the tie-breaks, the stages and every print serve a division unchanged. This module makes
and edits seasons; ``season_days`` seats a day, ``season_standings`` ranks a division,
``season_next`` fills the next season from this one's results.

A season is a draft until the first day of any division is seated: until then its divisions' players
may be moved, added and removed. Every change of a season bumps ``Season.version``; a caller that
passes the version it showed (``seen``) is refused when another desk changed the season meanwhile.
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Sequence
from typing import Any

from peewee import Case, fn

from tournament_app.checks.limits import MAX_SEASON_DAYS as MAX_DAYS
from tournament_app.checks.limits import MAX_SEASON_HANCHAN as MAX_HANCHAN
from tournament_app.rules.presets import resolve
from tournament_app.services import players, tournaments
from tournament_app.services.aliases import move_aliases
from tournament_app.services.base import CTX, ConflictError, audit, fail, fail_setting, transaction
from tournament_app.services.season_checks import (
    check_date_order,
    check_dates,
    check_division,
    no_such_day,
    players_in_play,
)
from tournament_app.services.season_rows import DayInfo, DivisionInfo, SeasonInfo
from tournament_app.services.text import LIMITS, clean_text, name_key
from tournament_app.storage.models import (
    Division,
    Game,
    LeagueDay,
    Player,
    PlayerAlias,
    Registration,
    Round,
    Season,
    Table,
    Tournament,
)
from tournament_app.texts.display import MINUS_SIGNS
from tournament_app.words.messages import N_, Message, UserError

MAX_DIVISIONS = 26
MAX_SEASON_NAME = LIMITS["season"]  # a division's tournament is named "<season> <division>", at most 100
MAX_DIVISION_NAME = LIMITS["division"]
SEASON_CHANGED = N_(CTX, "the season was changed at another desk: reloaded")


# -- reading ----------------------------------------------------------------------------------------
def find_season(name: str | None = None) -> int:
    """The season called ``name``; without a name, the only one in the database."""
    with transaction():
        if name is not None:
            season = Season.get_or_none(Season.name == clean_text(name, Message(CTX, N_(CTX, "the season"))))
            if season is None:
                fail(N_(CTX, "no season named {name}"), name=name)
            return int(season.id)
        names = [s.name for s in Season.select(Season.name).order_by(Season.id)]
    if not names:
        fail(N_(CTX, "the database holds no league season yet: create one with season new"))
    if len(names) > 1:
        fail(N_(CTX, "the database holds several seasons; name one: {names}"), names=", ".join(names))
    return find_season(names[0])


def list_seasons() -> list[SeasonInfo]:
    with transaction():
        ids = [s.id for s in Season.select(Season.id).order_by(Season.id)]
    return [season_info(i) for i in ids]


def season_info(season_id: int) -> SeasonInfo:
    with transaction():
        season = Season.get_or_none(Season.id == season_id)
        if season is None:
            fail(N_(CTX, "that season no longer exists"))
        divisions = list(Division.select(Division, Tournament.id, Tournament.name).join(Tournament)
                         .where(Division.season == season_id).order_by(Division.level))
        days: dict[int, list[LeagueDay]] = {}
        for day in (LeagueDay.select().where(LeagueDay.division.in_([d.id for d in divisions]))
                    .order_by(LeagueDay.final, LeagueDay.number)):
            days.setdefault(day.division_id, []).append(day)
        previous = Season.get_by_id(season.previous_id).name if season.previous_id else None
        out = tuple(_division_info(div, days.get(div.id, [])) for div in divisions)
        return SeasonInfo(season.id, season.name, season.starts_on, previous, season.version, out,
                          season.points, season.minus)


def _division_info(div: Division, days: list[LeagueDay]) -> DivisionInfo:
    tid = div.tournament_id
    counts = {n: (total, done or 0) for n, total, done in (
        Game.select(Round.number, fn.COUNT(Game.id), fn.SUM(Case(None, [(Game.state == "finished", 1)], 0)))
        .join(Table).join(Round).where(Round.tournament == tid).group_by(Round.number).tuples())}
    infos = []
    for day in days:
        games = finished = 0
        if day.first_round is not None:
            for n in range(day.first_round, day.first_round + (day.rounds or day.hanchan)):
                total, done = counts.get(n, (0, 0))
                games, finished = games + total, finished + done
        infos.append(DayInfo(day.number, bool(day.final), day.date, day.hanchan, day.first_round, games,
                             finished, day.method, day.rounds or 0, day.venue))
    seeded = json.loads(div.final_seeded) if div.final_seeded else {}
    guests = tuple(seeded.get("guests") or ())
    members = [(r.seed_no, p.reading or p.name, p.name, p.id) for p, r in (
        (p, p.registration) for p in Player.select(Player, Registration).join(Registration)
        .where((Registration.tournament == tid) & (Registration.status != "substitute")))
        if p.id not in guests]
    members.sort(key=lambda m: (m[0] is None, m[0] or 0, m[1], m[2]))
    dropped = tuple(json.loads(div.dropped)) if div.dropped else None
    leaves = {int(pid): (kind, int(day)) for pid, (kind, day) in json.loads(div.leaves or "{}").items()}
    return DivisionInfo(div.id, div.name, div.level, tid, div.tournament.name, div.promote, div.relegate,
                        div.drop_after, div.drop_below, dropped, div.final_top, div.final_carry,
                        div.final_name, tuple(m[3] for m in members), tuple(infos), leaves,
                        bool(div.drop_each), tuple(seeded.get("seeded") or ()), guests)


def member_names(season_id: int) -> dict[int, tuple[str, str]]:
    """Player id -> (name, division) of everybody registered in the season."""
    with transaction():
        return {pid: (name, div) for pid, name, div in (
            Registration.select(Player.id, Player.name, Division.name).join(Player)
            .switch(Registration).join(Tournament).join(Division, on=(Division.tournament == Tournament.id))
            .where(Division.season == season_id).tuples())}


def player_names(ids: Sequence[int]) -> dict[int, str]:
    """Player id -> name, in the order of ``ids``."""
    with transaction():
        names = dict(Player.select(Player.id, Player.name).where(Player.id.in_(list(ids))).tuples())
    return {pid: names[pid] for pid in ids if pid in names}


def find_member(season_id: int, name: str) -> tuple[int, str]:
    """(player id, division name) of the season's player called ``name``."""
    key = name_key(name)
    found = [(pid, div) for pid, (n, div) in member_names(season_id).items() if name_key(n) == key]
    if not found:
        fail(N_(CTX, "{name} plays in no division of this season"), name=name)
    return found[0]


# -- checks -----------------------------------------------------------------------------------------
def _name(name: str) -> str:
    name = clean_text(name, Message(CTX, N_(CTX, "the season's name")))
    if not name or len(name) > MAX_SEASON_NAME:
        fail(N_(CTX, "a season needs a name of at most {most} characters"), most=MAX_SEASON_NAME)
    return name


def _division_names(names: Sequence[str]) -> list[str]:
    cleaned = [clean_text(n, Message(CTX, N_(CTX, "a division's name"))) for n in names]
    if not 1 <= len(cleaned) <= MAX_DIVISIONS:
        fail(N_(CTX, "a season has 1 to {most} divisions"), most=MAX_DIVISIONS)
    if any(not n or len(n) > MAX_DIVISION_NAME for n in cleaned):
        fail(N_(CTX, "a division needs a name of at most {most} characters"), most=MAX_DIVISION_NAME)
    if len({n.casefold() for n in cleaned}) != len(cleaned):
        fail(N_(CTX, "two divisions have the same name"))
    return cleaned


def check_plan(days: int, hanchan: int) -> None:
    if not 1 <= days <= MAX_DAYS:
        fail(N_(CTX, "a division meets on 1 to {most} days"), most=MAX_DAYS)
    if not 1 <= hanchan <= MAX_HANCHAN:
        fail(N_(CTX, "a day has 1 to {most} hanchan per table"), most=MAX_HANCHAN)


def check_counts(promote: int, relegate: int) -> None:
    if not 0 <= promote <= 200 or not 0 <= relegate <= 200:
        fail(N_(CTX, "promotion and relegation counts are between 0 and 200"))


def touch_season(season_id: int, seen: int | None) -> Season:
    """Lock the season for a change (a write transaction is open) and bump its version."""
    season = Season.select().where(Season.id == season_id).for_update().get_or_none() \
        if _postgresql() else Season.get_or_none(Season.id == season_id)
    if season is None:
        fail(N_(CTX, "that season no longer exists"))
    if seen is not None and seen != season.version:
        raise ConflictError(SEASON_CHANGED)
    Season.update(version=Season.version + 1).where(Season.id == season_id).execute()
    return season


def _postgresql() -> bool:
    from tournament_app.storage.connections import is_postgresql
    from tournament_app.storage.models import db_proxy

    return is_postgresql(db_proxy.obj)


def require_draft(season_id: int) -> None:
    seated = (LeagueDay.select().join(Division)
              .where((Division.season == season_id) & LeagueDay.first_round.is_null(False)).exists())
    if seated:
        fail(N_(CTX, "the season has started: its divisions' players can no longer be moved, added or "
                     "removed here (season withdraw, absent and substitute change a started season)"))


# -- creating ----------------------------------------------------------------------------------------
def create_season(name: str, division_names: Sequence[str], *, days: int = 5, hanchan: int = 4,
                  promote: int = 2, relegate: int = 2, rules: Any = "jpml", starts_on: dt.date | None = None,
                  dates: Sequence[dt.date] = (), previous: int | None = None) -> int:
    """A season of divisions (top first) meeting on ``days`` days of ``hanchan`` games per table; the
    top ``promote`` of each division but the top go up, the bottom ``relegate`` go down (from the
    lowest: out of the league). ``dates``: the days' dates, for every division (one for each day,
    forward). The counts are checked against the divisions' players when these are known (a
    division's counts are set, its first day is seated, the next season is filled)."""
    name = _name(name)
    names = _division_names(division_names)
    check_plan(days, hanchan)
    check_counts(promote, relegate)
    if dates:
        check_dates(dates, days, starts_on)
    rule_set = resolve(rules)
    with transaction():
        if Season.select().where(Season.name == name).exists():
            fail(N_(CTX, "a season named {name} already exists"), name=name)
        season = Season.create(name=name, rules=json.dumps(rule_set.to_dict(), ensure_ascii=False),
                               starts_on=starts_on, previous=previous)
        for level, division in enumerate(names, start=1):
            tid = tournaments.create_tournament(f"{name} {division}", rule_set.to_dict(),
                                                starts_on=starts_on)
            div = Division.create(season=season, tournament=tid, level=level, name=division,
                                  promote=promote if level > 1 else 0, relegate=relegate)
            for number in range(1, days + 1):
                LeagueDay.create(division=div, number=number, hanchan=hanchan,
                                 date=dates[number - 1] if number <= len(dates) else None)
        audit("season.create", "season", season.id, None,
              {"name": name, "divisions": names, "days": days, "hanchan": hanchan, "promote": promote,
               "relegate": relegate})
    return int(season.id)


KEEP = "keep"  # set_division: leave the drop line as it is


def set_division(season_id: int, division: str, *, promote: int | None = None,
                 relegate: int | None = None, drop: tuple[int, int] | str | None = KEEP,
                 drop_each: bool = False, days: int | None = None, seen: int | None = None) -> None:
    """A division's counts: ``promote`` (not the top's: its best play the title final),
    ``relegate`` (None: unchanged), within the players it holds now (a division nobody has joined
    yet takes any count: it is checked when its first day is seated); ``drop``: (after day K, below
    tenths), None to remove the drop line, KEEP to leave it; ``drop_each``: with a drop line, it is
    checked after day K and every day after it (協会's 特別昇級リーグ: out in the 節 a total goes
    below it); ``days``: the division's own number of league days (a half-year division beside
    full-year ones), no fewer than it has seated, the new ones of its last day's hanchan."""
    info = season_info(season_id)
    div = info.division(division)
    check_counts(promote or 0, relegate or 0)
    change: dict[str, Any] = {}
    if promote is not None:
        if div.level == 1 and promote:
            fail(N_(CTX, "nobody goes up from the top division: its best play the title final (season "
                         "final)"))
        change["promote"] = promote
    if relegate is not None:
        change["relegate"] = relegate
    if drop != KEEP:
        if drop is None:
            change.update(drop_after=None, drop_below=None, drop_each=False)
        else:
            assert isinstance(drop, tuple)
            after, below = drop
            league_days = len(div.league_days) if days is None else days
            if not 1 <= after < league_days:
                fail(N_(CTX, "the drop line comes after a day from 1 to {last}"), last=league_days - 1)
            if any(d.number > after and d.first_round is not None for d in div.league_days):
                fail(N_(CTX, "day {day} is already seated: the drop line after it is too late"),
                     day=after + 1)
            change.update(drop_after=after, drop_below=below, drop_each=drop_each)
    if days is not None:
        _check_days(div, days, change.get("drop_after", div.drop_after))
    with transaction():
        touch_season(season_id, seen)
        if days is not None:
            _resize(div, days)
        size = players_in_play(div.tournament_id)
        if size and (promote is not None or relegate is not None):
            check_division(season_info(season_id).division(div.name), size, promote=promote,
                           relegate=relegate)
        if change:
            Division.update(**change).where(Division.id == div.id).execute()
        audit("season.division", "season", season_id, None,
              {"division": div.name, **change, **({"days": days} if days is not None else {})})


def _check_days(div: DivisionInfo, days: int, drop_after: int | None) -> None:
    if not 1 <= days <= MAX_DAYS:
        fail_setting("days", N_(CTX, "a division meets on 1 to {most} days"), most=MAX_DAYS)
    seated = sum(d.first_round is not None for d in div.league_days)
    if days < seated:
        fail_setting("days", N_(CTX, "division {division} has seated %n days: it cannot meet on fewer"),
                     seated, division=div.name)
    if div.final_days and div.final_days[0].first_round is not None:
        fail_setting("days", N_(CTX, "the title final has started: the league's days are fixed"))
    if drop_after is not None and drop_after >= days:
        fail_setting("days", N_(CTX, "the drop line comes after day {day}: the division needs more days than "
                                     "that"), day=drop_after)


def _resize(div: DivisionInfo, days: int) -> None:
    """The division's league days 1 … ``days``: the days beyond dropped, new ones added undated."""
    LeagueDay.delete().where((LeagueDay.division == div.id) & (LeagueDay.final == False)  # noqa: E712
                             & (LeagueDay.number > days)).execute()
    hanchan = div.league_days[-1].hanchan if div.league_days else 4
    for number in range(len(div.league_days) + 1, days + 1):
        LeagueDay.create(division=div.id, number=number, hanchan=hanchan)


def set_day(season_id: int, day: int, *, division: str | None = None, date: dt.date | None = None,
            hanchan: int | None = None, final: bool = False, venue: str | None = None,
            seen: int | None = None) -> None:
    """A day's date, venue or number of hanchan, in one division or in all; a seated day keeps its
    hanchan; a date keeps the order of the division's days (after the day before, before the day
    after); an empty venue clears it."""
    if hanchan is not None:
        check_plan(1, hanchan)
    if venue is not None:
        venue = clean_text(venue, Message(CTX, N_(CTX, "the venue")), LIMITS["venue"])
    with transaction():
        touch_season(season_id, seen)
        info = season_info(season_id)
        chosen = [info.division(division)] if division else list(info.divisions)
        touched = 0
        for div in chosen:
            found = [d for d in div.days if d.number == day and d.final == final]
            if not found:
                continue
            if hanchan is not None and found[0].first_round is not None:
                fail(N_(CTX, "day {day} of division {division} is seated: its hanchan are fixed"),
                     day=day, division=div.name)
            change: dict[str, Any] = {}
            if date is not None:
                check_date_order(div, found[0], date, info.starts_on)
                change["date"] = date
            if hanchan is not None:
                change["hanchan"] = hanchan
            if venue is not None:
                change["venue"] = venue
            if change:
                LeagueDay.update(**change).where((LeagueDay.division == div.id) & (LeagueDay.number == day)
                                                 & (LeagueDay.final == final)).execute()
            touched += 1
        if not touched:
            no_such_day(chosen, day, final)
        audit("season.day", "season", season_id, None,
              {"day": day, "final": final, "date": date, "hanchan": hanchan, "venue": venue,
               "division": division})


def set_minus(season_id: int, minus: str, *, seen: int | None = None) -> None:
    """The mark the season's sheets, workbook and tables print before a negative figure: ▲ or △."""
    if minus not in MINUS_SIGNS:
        fail(N_(CTX, "the minus mark: give one of {marks}"), marks=" ".join(MINUS_SIGNS))
    with transaction():
        touch_season(season_id, seen)
        Season.update(minus=minus).where(Season.id == season_id).execute()
        audit("season.minus", "season", season_id, None, {"minus": minus})


# -- players of a draft season -------------------------------------------------------------------------
def _not_free(season_id: int, names: Sequence[str], besides: str = "") -> list[tuple[int, Message]]:
    """(index, why) of each of ``names`` that already plays in a division of the season (``besides``:
    other than that one, whose own registration says it)."""
    taken = {name_key(n): div for n, div in member_names(season_id).values() if div != besides}
    return [(index, Message(CTX, N_(CTX, "{name} already plays in division {division} of this season"),
                            {"name": name, "division": taken[name_key(name)]}))
            for index, name in enumerate(names) if name_key(name) in taken]


def check_free(season_id: int, names: Sequence[str]) -> None:
    taken = _not_free(season_id, names)
    if taken:
        raise UserError(taken[0][1])


def add_player(season_id: int, division: str, name: str, *, reading: str = "", affiliation: str = "",
               member_no: str = "", seen: int | None = None) -> int:
    """Register a new player in a division of a season that has not started."""
    div = season_info(season_id).division(division)
    with transaction():
        touch_season(season_id, seen)
        require_draft(season_id)
        check_free(season_id, [clean_text(name, Message(CTX, N_(CTX, "the name")))])
        pid = players.add_player(div.tournament_id, name, reading=reading, affiliation=affiliation,
                                 member_no=member_no, season=True)
        _seed_newcomers(div.tournament_id)
        audit("season.add_player", "season", season_id, None, {"division": div.name, "player": pid})
    return pid


def import_players(season_id: int, division: str, rows: Sequence[dict[str, Any]],
                   problems: Sequence[Message] = (), *, row_numbers: Sequence[int] = ()) -> int:
    """Register the players read from a file in a division (all or nothing); ``problems`` and
    ``row_numbers`` as for players.import_players."""
    div = season_info(season_id).division(division)
    with transaction():
        touch_season(season_id, None)
        require_draft(season_id)
        found = list(problems)  # listed with the file's other problems, each with its row
        for index, why in _not_free(season_id, [str(r.get("name") or "") for r in rows], besides=div.name):
            found.append(players.row_problem(row_numbers[index], why) if index < len(row_numbers) else why)
        count = players.import_players(div.tournament_id, rows, found, row_numbers=row_numbers, season=True)
        _seed_newcomers(div.tournament_id)
        audit("season.import", "season", season_id, None, {"division": div.name, "players": count})
    return count


def move_player(season_id: int, name: str, to_division: str, *, seen: int | None = None) -> None:
    """Move a player to another division of a season that has not started."""
    info = season_info(season_id)
    target = info.division(to_division)
    pid, current = find_member(season_id, name)
    source = info.division(current)
    if source.id == target.id:
        fail(N_(CTX, "{name} already plays in division {division}"), name=name, division=target.name)
    with transaction():
        touch_season(season_id, seen)
        require_draft(season_id)
        reg = Registration.get((Registration.tournament == source.tournament_id)
                               & (Registration.player == pid))
        status = reg.status
        reg.delete_instance()
        Registration.create(tournament=target.tournament_id, player=pid, status=status)
        move_aliases(source.tournament_id, target.tournament_id, pid)  # a round's logs name them there
        _seed_newcomers(target.tournament_id)
        audit("season.move", "season", season_id, {"division": source.name},
              {"division": target.name, "player": pid})


def remove_player(season_id: int, name: str, *, seen: int | None = None) -> None:
    """Take a player out of a season that has not started (the player stays in the database)."""
    info = season_info(season_id)
    pid, current = find_member(season_id, name)
    source = info.division(current)
    with transaction():
        touch_season(season_id, seen)
        require_draft(season_id)
        Registration.delete().where((Registration.tournament == source.tournament_id)
                                    & (Registration.player == pid)).execute()
        PlayerAlias.delete().where((PlayerAlias.tournament == source.tournament_id)
                                   & (PlayerAlias.player == pid)).execute()
        audit("season.remove", "season", season_id, {"division": source.name, "player": pid}, None)


def register(tournament_id: int, player_ids: Sequence[int]) -> None:
    """Register existing players in a division in this order of seeds (inside a transaction)."""
    for seed, pid in enumerate(player_ids, start=1):
        Registration.create(tournament=tournament_id, player=pid, status="active", seed_no=seed)


def _seed_newcomers(tournament_id: int) -> None:
    """In a division seeded from last season's results, players who join are seeded after those
    already there, in the order they joined (a first season has no seeds: ties there stay ties)."""
    last = (Registration.select(fn.MAX(Registration.seed_no))
            .where(Registration.tournament == tournament_id).scalar())
    if last is None:
        return
    unseeded = [r.id for r in Registration.select(Registration.id).where(
        (Registration.tournament == tournament_id) & Registration.seed_no.is_null())
        .order_by(Registration.id)]
    for n, reg_id in enumerate(unseeded, start=last + 1):
        Registration.update(seed_no=n).where(Registration.id == reg_id).execute()

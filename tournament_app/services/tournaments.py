"""Tournaments: create, find, edit, and the rule set they play."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path
from typing import Any

from peewee import fn

from tournament_app.checks.limits import MAX_PLANNED_ROUNDS
from tournament_app.files.progress import Progress
from tournament_app.rules.presets import resolve
from tournament_app.rules.ruleset import RuleSet
from tournament_app.services.base import CTX, audit, fail, transaction
from tournament_app.services.text import clean_name
from tournament_app.services.tournament_info import TournamentInfo
from tournament_app.storage.backup_files import backup_database
from tournament_app.storage.models import Game, Registration, Round, Table, Tournament, db_proxy
from tournament_app.words.messages import N_


def _clean_name(name: str) -> str:
    name = clean_name(name, "tournament", required=False)
    if not name:
        fail(N_(CTX, "the tournament needs a name"))
    return name


def _clean_venue(venue: str) -> str:
    return clean_name(venue, "venue", required=False)


def _check_dates(starts_on: dt.date | None, ends_on: dt.date | None) -> None:
    if starts_on and ends_on and ends_on < starts_on:
        fail(N_(CTX, "the tournament ends ({end}) before it starts ({start})"), start=starts_on,
             end=ends_on)


def _check_planned(planned_rounds: int | None) -> None:
    if planned_rounds is not None and not 1 <= planned_rounds <= MAX_PLANNED_ROUNDS:
        fail(N_(CTX, "the planned number of rounds must be between 1 and {most} (or left open)"),
             most=MAX_PLANNED_ROUNDS)


def create_tournament(name: str, rules: Any = None, *, starts_on: dt.date | None = None,
                      ends_on: dt.date | None = None, venue: str = "",
                      planned_rounds: int | None = None) -> int:
    """A new tournament playing ``rules`` (a preset id or preset + overrides); returns its id.
    ``planned_rounds``: how many rounds it will play, so that seating round by round can plan ahead."""
    name = _clean_name(name)
    _check_dates(starts_on, ends_on)
    _check_planned(planned_rounds)
    rule_set = resolve(rules)
    with transaction():
        if Tournament.select().where(Tournament.name == name).exists():
            fail(N_(CTX, "a tournament named {name} already exists"), name=name)
        t = Tournament.create(name=name, starts_on=starts_on, ends_on=ends_on, venue=_clean_venue(venue),
                              rules=json.dumps(rule_set.to_dict(), ensure_ascii=False),
                              planned_rounds=planned_rounds)
        audit("tournament.create", "tournament", t.id, after={"name": name, "rules": rule_set.id},
              tournament=t.id)
    return int(t.id)


def find_tournament(name: str | None = None) -> int:
    """The tournament called ``name``; without a name, the only one in the database."""
    with transaction():
        if name is not None:
            t = Tournament.get_or_none(Tournament.name == name)
            if t is None:
                fail(N_(CTX, "no tournament named {name}"), name=name)
            return int(t.id)
        names = [t.name for t in Tournament.select(Tournament.name).order_by(Tournament.id)]
        if not names:
            fail(N_(CTX, "the database holds no tournament yet: create one, or make a demo "
                         "with the demo command"))
        if len(names) > 1:
            fail(N_(CTX, "the database holds several tournaments; name one with --tournament: "
                         "{names}"), names=", ".join(names))
        return int(Tournament.get(Tournament.name == names[0]).id)


def rules_of(tournament_id: int) -> RuleSet:
    return resolve(json.loads(Tournament.get_by_id(tournament_id).rules))


def tournament_info(tournament_id: int) -> TournamentInfo:
    with transaction():
        found = _infos(Tournament.id == tournament_id)
    if not found:
        fail(N_(CTX, "that tournament no longer exists"))
    return found[0]


def list_tournaments() -> list[TournamentInfo]:
    with transaction():
        return _infos()


def _infos(where: Any = None) -> list[TournamentInfo]:
    """The tournaments (``where``: those that fit), each with its counts, in one statement."""
    players = (Registration.select(fn.COUNT(Registration.id))
               .where((Registration.tournament == Tournament.id) & (Registration.status != "withdrawn")))
    rounds = Round.select(fn.COUNT(Round.id)).where(Round.tournament == Tournament.id)
    query = Tournament.select(Tournament, players.alias("active_players"), rounds.alias("seated_rounds"))
    if where is not None:
        query = query.where(where)
    return [TournamentInfo(t.id, t.name, t.starts_on, t.ends_on, t.venue, resolve(json.loads(t.rules)),
                           t.active_players, t.seated_rounds, t.planned_rounds, t.round_minutes)
            for t in query.order_by(Tournament.id)]


def update_tournament(tournament_id: int, *, name: str, starts_on: dt.date | None,
                      ends_on: dt.date | None, venue: str) -> None:
    name = _clean_name(name)
    _check_dates(starts_on, ends_on)
    with transaction():
        t = Tournament.get_by_id(tournament_id)
        if name != t.name and Tournament.select().where(Tournament.name == name).exists():
            fail(N_(CTX, "a tournament named {name} already exists"), name=name)
        before = {"name": t.name, "starts_on": t.starts_on, "ends_on": t.ends_on, "venue": t.venue}
        t.name, t.starts_on, t.ends_on, t.venue = name, starts_on, ends_on, _clean_venue(venue)
        t.save()
        audit("tournament.edit", "tournament", t.id, before,
              {"name": name, "starts_on": starts_on, "ends_on": ends_on, "venue": t.venue},
              tournament=t.id)


def set_planned_rounds(tournament_id: int, planned_rounds: int | None) -> None:
    """How many rounds the tournament will play (None: not known). Seating a round at random then
    plans the remaining rounds together and keeps that plan for the rounds after it."""
    _check_planned(planned_rounds)
    with transaction():
        t = Tournament.get_by_id(tournament_id)
        seated = Round.select().where(Round.tournament == t).count()
        if planned_rounds is not None and planned_rounds < seated:
            fail(N_(CTX, "%n rounds are already seated: plan at least that many"), seated)
        if planned_rounds == t.planned_rounds:
            return
        before = t.planned_rounds
        (Tournament.update(planned_rounds=planned_rounds, seating_plan=None)
         .where(Tournament.id == t.id).execute())
        audit("tournament.planned_rounds", "tournament", t.id, before, planned_rounds, tournament=t.id)


def set_rules(tournament_id: int, rules: Any) -> RuleSet:
    """Change the tournament's rules. Games already under way keep the rules they started with."""
    rule_set = resolve(rules)
    stored = json.dumps(rule_set.to_dict(), ensure_ascii=False)
    with transaction():
        t = Tournament.get_by_id(tournament_id)
        before = json.loads(t.rules)
        t.rules = stored
        t.save()
        planned = (Game.select(Game.id).join(Table).join(Round)
                   .where((Round.tournament == t) & (Game.state == "planned")))
        Game.update(rules=stored).where(Game.id.in_(planned)).execute()
        audit("tournament.rules", "tournament", t.id, before, rule_set.to_dict(), tournament=t.id)
    return rule_set


def backup(dest: Path, progress: Progress | None = None) -> Path:
    """A consistent copy of the open database at ``dest``, safe while desks keep recording
    (``progress``: the rows of a server database as they are copied)."""
    return backup_database(db_proxy.obj, dest, progress)

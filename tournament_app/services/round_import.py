"""A whole online round from a folder of game logs: each log matched to its table of the round by the
players' online names (services.aliases, else the registered name), previewed, then imported all or
nothing in one transaction (each game as services.log_import imports one)."""

from __future__ import annotations

import hashlib
import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tournament_app.files.input_files import check_folder
from tournament_app.rules.presets import resolve
from tournament_app.rules.ruleset import RuleSet
from tournament_app.services import rounds
from tournament_app.services.aliases import registered
from tournament_app.services.base import (
    CTX,
    ConflictError,
    audit,
    fail,
    lock_tournament,
    reading,
    settling_transaction,
)
from tournament_app.services.games import append_hands
from tournament_app.services.log_import import read_log_file
from tournament_app.services.text import name_key
from tournament_app.storage.models import Game, PlayerAlias, Tournament
from tournament_app.texts.rules_text import option_label, option_text
from tournament_app.words.messages import N_, Message, UserError

MAX_FILES = 500  # a round of 2,000 players; more is not a round's folder
ROUND_CHANGED = N_(CTX, "the round or its logs changed since the preview: nothing was imported; look again")

# What must be the same in a log and in the tournament for its settlement to be the tournament's: the
# hands are checked under the tournament's rules anyway, but these change the points without a sign.
CHECKED = ("length", "red_fives", "start_points", "return_points", "oka", "uma", "rounding")


@dataclass(frozen=True)
class RoundLog:
    """One game of the folder: its file, its place in the file (None: the file's only game), the
    players' names as the log spells them (seat order), and its record."""

    file: str
    game: int | None
    players: tuple[str, ...]
    record: dict[str, Any] = field(repr=False, compare=False)

    @property
    def label(self) -> str:
        return self.file if self.game is None else f"{self.file} #{self.game}"


@dataclass(frozen=True)
class Placement:
    """A log going to a table: the table's game (its version as the preview read it) and its players in
    the log's seat order."""

    log: RoundLog
    table: int
    game_id: int
    player_ids: tuple[int, int, int, int]
    names: tuple[str, str, str, str]
    version: int = 0


@dataclass
class RoundPreview:
    """What an import of the folder would do, and every reason it cannot (``problems``, one line each)."""

    round: int
    placed: list[Placement] = field(default_factory=list)
    unmatched: list[tuple[str, str]] = field(default_factory=list)  # (log, name nobody has)
    tables_without_log: list[int] = field(default_factory=list)
    logs_without_table: list[str] = field(default_factory=list)
    rules_differ: list[tuple[str, str, str, str]] = field(default_factory=list)  # log, option, log's, ours
    problems: list[Message] = field(default_factory=list)

    @property
    def seen(self) -> str:
        """What the preview shows, as a token: an import sent with it stores only this very plan (the
        same logs at the same tables, their games unchanged since)."""
        plan = [[p.table, p.game_id, p.version, list(p.player_ids), p.log.label, list(p.log.players),
                 p.log.record["hands"]] for p in self.placed]
        text = json.dumps([plan, [str(m) for m in self.problems]], sort_keys=True, default=str)
        return hashlib.sha256(text.encode("utf-8")).hexdigest()

    def to_json(self) -> dict[str, Any]:
        placed = [{"log": p.log.label, "table": p.table, "log_players": list(p.log.players),
                   "players": list(p.names), "hands": len(p.log.record["hands"])} for p in self.placed]
        return {"round": self.round, "placed": placed,
                "unmatched_names": [{"log": log, "name": name} for log, name in self.unmatched],
                "tables_without_log": self.tables_without_log, "logs_without_table": self.logs_without_table,
                "rules_differ": [{"log": log, "option": option, "log_value": theirs, "tournament_value": ours}
                                 for log, option, theirs, ours in self.rules_differ]}


class RoundImportError(UserError):
    """An import refused as a whole; ``problems`` lists every problem, one line each."""

    def __init__(self, problems: list[Message]) -> None:
        super().__init__(Message(CTX, N_(CTX, "nothing was imported: the round's logs have %n problems; the "
                                              "first: {first}"), {"first": problems[0]}, len(problems)))
        self.problems = problems


def _say(text: str, **params: Any) -> Message:
    return Message(CTX, text, params)


def read_folder(folder: str | os.PathLike[str]) -> tuple[list[RoundLog], list[Message]]:
    """Every game of every file in ``folder`` (hidden files aside), in the files' order of name; the
    files that are no log, one problem each naming the file."""
    check_folder(folder)
    path = Path(folder)
    if not path.is_dir():
        fail(N_(CTX, "{folder}: no such folder"), folder=str(folder))
    files = sorted(p for p in path.iterdir() if not p.name.startswith(".") and p.is_file())
    if len(files) > MAX_FILES:
        fail(N_(CTX, "{folder} holds more than {limit} files: not a round's logs"), folder=str(folder),
             limit=MAX_FILES)
    if not files:
        fail(N_(CTX, "{folder} holds no game logs"), folder=str(folder))
    logs, problems = [], []
    for file in files:
        try:
            records = read_log_file(file)
        except UserError as e:
            problems.append(_say(N_(CTX, "{log}: {problem}"), log=file.name, problem=e.message))
            continue
        for n, record in enumerate(records, start=1):
            number = n if len(records) > 1 else None
            logs.append(RoundLog(file.name, number, tuple(record["players"]), record))
    return logs, problems


def _rule_differences(log: RuleSet, ours: RuleSet) -> list[tuple[str, str, str, str]]:
    mine, theirs = log.to_dict(), ours.to_dict()
    return [(name, option_label(name), option_text(name, mine[name]), option_text(name, theirs[name]))
            for name in CHECKED if mine[name] != theirs[name]]


def preview_round(tournament_id: int, round_number: int, folder: str | os.PathLike[str]) -> RoundPreview:
    """Match every log of ``folder`` to its table of round ``round_number``; nothing is stored."""
    logs, problems = read_folder(folder)
    with reading():
        tournament = Tournament.get_or_none(Tournament.id == tournament_id)
        if tournament is None:
            fail(N_(CTX, "that tournament no longer exists"))
        ours = resolve(json.loads(tournament.rules))
        players = registered(tournament_id)
        online = {name_key(name): pid for pid, name in
                  PlayerAlias.select(PlayerAlias.player, PlayerAlias.name)
                  .where(PlayerAlias.tournament == tournament_id).tuples()}
        tables = [t for t in rounds.seating_of(tournament_id, round_number) if t.game_id is not None]
        if not tables:
            fail(N_(CTX, "round {round} has no tables"), round=round_number)
        states = {gid: (state, version) for gid, state, version in
                  Game.select(Game.id, Game.state, Game.version)
                  .where(Game.id.in_([t.game_id for t in tables])).tuples()}
    names = {pid: name for pid, name in players.values()}
    preview = RoundPreview(round_number, problems=problems)
    say = preview.problems.append
    by_players = {frozenset(t.player_ids): t for t in tables}
    taken: dict[int, RoundLog] = {}
    for log in logs:
        ids = []
        for name in log.players:  # an online name first; else a registered name as it is written
            pid = online.get(name_key(name), players.get(name_key(name), (None, ""))[0])
            if pid is None:
                preview.unmatched.append((log.label, name))
                say(_say(N_(CTX, "{log}: {name} is nobody's online name and no registered player"),
                         log=log.label, name=name))
            ids.append(pid)
        try:
            theirs = resolve(log.record["rules"])
        except UserError as e:
            say(_say(N_(CTX, "{log}: {problem}"), log=log.label, problem=e.message))
            continue
        for option, label, mine, here in _rule_differences(theirs, ours):
            preview.rules_differ.append((log.label, option, mine, here))
            say(_say(N_(CTX, "{log}: the log was played with other rules: {option}: {theirs} in the log, "
                             "{ours} in the tournament"),
                     log=log.label, option=label, theirs=mine, ours=here))
        if None in ids:
            continue
        table = by_players.get(frozenset(ids)) if len(set(ids)) == 4 else None
        if table is None:
            preview.logs_without_table.append(log.label)
            say(_say(N_(CTX, "{log}: no table of round {round} has these four players ({names})"),
                     log=log.label, round=round_number, names=", ".join(names[p] for p in ids)))
            continue
        if table.table in taken:
            say(_say(N_(CTX, "{log}: table {table} already has a log ({other})"), log=log.label,
                     table=table.table, other=taken[table.table].label))
            continue
        taken[table.table] = log
        state, version = states.get(table.game_id, ("", 0))
        if state != "planned":
            say(_say(N_(CTX, "{log}: table {table}'s game has already begun"), log=log.label,
                     table=table.table))
        assert table.game_id is not None
        seat_ids = (ids[0], ids[1], ids[2], ids[3])
        seat_names = (names[ids[0]], names[ids[1]], names[ids[2]], names[ids[3]])
        preview.placed.append(Placement(log, table.table, table.game_id, seat_ids, seat_names, version))
    for table in tables:
        if table.table not in taken:
            preview.tables_without_log.append(table.table)
            say(_say(N_(CTX, "table {table} of round {round} has no log"), table=table.table,
                     round=round_number))
    preview.placed.sort(key=lambda p: p.table)
    return preview


def import_round(tournament_id: int, round_number: int, folder: str | os.PathLike[str], *,
                 seen: str | None = None) -> RoundPreview:
    """Import every log of the folder into its table, all or nothing: any problem of the preview refuses
    the whole round. A table's players take the seats the online lobby gave them (its game has not
    begun), then the log's hands are appended and the game settled. ``seen``: the token of the preview
    the organiser decided on (:attr:`RoundPreview.seen`); a plan that differs now (the folder, the
    names, the seating or a game changed meanwhile) is refused with ConflictError, nothing stored."""
    preview = preview_round(tournament_id, round_number, folder)
    if seen is not None and preview.seen != seen:
        raise ConflictError(ROUND_CHANGED)
    if preview.problems:
        raise RoundImportError(preview.problems)
    with settling_transaction():
        lock_tournament(tournament_id)
        for place in preview.placed:
            game = Game.get_by_id(place.game_id)
            if game.state != "planned":  # begun since the preview
                fail(N_(CTX, "{log}: table {table}'s game has already begun"), log=place.log.label,
                     table=place.table)
            if game.version != place.version:  # changed at a desk since the preview: its seats, say
                raise ConflictError(ROUND_CHANGED)
            seats = {f"seat{s}": pid for s, pid in enumerate(place.player_ids)}
            if [getattr(game, f"seat{s}_id") for s in range(4)] != list(place.player_ids):
                Game.update(**seats, version=Game.version + 1).where(Game.id == game.id).execute()
            append_hands(place.game_id, place.log.record["hands"], finish=True)
        audit("round.import", "tournament", tournament_id, None,
              {"round": round_number, "logs": {p.table: p.log.label for p in preview.placed}},
              tournament=tournament_id)
    return preview

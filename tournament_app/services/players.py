"""Players and their registrations in a tournament; importing a player list."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tournament_app.messages import N_, Message, UserError
from tournament_app.services.base import CTX, PLAYER_CHANGED, ConflictError, audit, fail, transaction
from tournament_app.services.rows import PlayerRow
from tournament_app.storage.database import is_postgresql
from tournament_app.storage.models import Player, Registration, Tournament

STATUSES = ("active", "withdrawn", "substitute")
MAX_FIELD = 100


def _clean(name: str, reading: str, affiliation: str, member_no: str) -> tuple[str, str, str, str]:
    values = tuple((v or "").strip() for v in (name, reading, affiliation, member_no))
    if not values[0]:
        fail(N_(CTX, "the player needs a name"))
    if any(len(v) > MAX_FIELD for v in values):
        fail(N_(CTX, "a player's name, reading, affiliation or number is longer than 100 characters"))
    return values[0], values[1], values[2], values[3]


def _check_status(status: str) -> None:
    if status not in STATUSES:
        fail(N_(CTX, "unknown player status {status}; expected one of {allowed}"), status=status,
             allowed=", ".join(STATUSES))


def _name_taken(tournament_id: int, name: str, except_player: int | None = None) -> bool:
    query = (Registration.select().join(Player)
             .where((Registration.tournament == tournament_id) & (Player.name == name)))
    if except_player is not None:
        query = query.where(Player.id != except_player)
    return query.exists()


def _register(tournament_id: int, name: str, reading: str, affiliation: str, member_no: str,
              status: str) -> int:
    if _name_taken(tournament_id, name):
        fail(N_(CTX, "a player named {name} is already registered; add a distinguishing mark "
                     "(e.g. the affiliation) to the name"), name=name)
    player = Player.create(name=name, reading=reading, affiliation=affiliation, member_no=member_no)
    Registration.create(tournament=tournament_id, player=player, status=status)
    audit("player.add", "player", player.id, after={"name": name, "status": status},
          tournament=tournament_id)
    return int(player.id)


def add_player(tournament_id: int, name: str, *, reading: str = "", affiliation: str = "",
               member_no: str = "", status: str = "active") -> int:
    """Register a new player in the tournament; returns the player's id."""
    values = _clean(name, reading, affiliation, member_no)
    _check_status(status)
    with transaction():
        if Tournament.get_or_none(Tournament.id == tournament_id) is None:
            fail(N_(CTX, "that tournament no longer exists"))
        return _register(tournament_id, *values, status)


def edit_player(tournament_id: int, player_id: int, *, name: str, reading: str = "",
                affiliation: str = "", member_no: str = "", seen: PlayerRow | None = None) -> None:
    """``seen``: the player as the organiser's dialog showed it; changed at another desk meanwhile,
    the edit is refused rather than overwriting that change unseen."""
    values = _clean(name, reading, affiliation, member_no)
    with transaction():
        player = Player.select().where(Player.id == player_id)
        player = (player.for_update() if is_postgresql() else player).get()
        if seen is not None and (player.name, player.reading, player.affiliation, player.member_no) != (
                seen.name, seen.reading, seen.affiliation, seen.member_no):
            raise ConflictError(PLAYER_CHANGED)
        if _name_taken(tournament_id, values[0], except_player=player_id):
            fail(N_(CTX, "a player named {name} is already registered"), name=values[0])
        before = {"name": player.name, "reading": player.reading,
                  "affiliation": player.affiliation, "member_no": player.member_no}
        player.name, player.reading, player.affiliation, player.member_no = values
        player.save()
        audit("player.edit", "player", player_id, before,
              {"name": values[0], "reading": values[1], "affiliation": values[2],
               "member_no": values[3]}, tournament=tournament_id)


def set_status(tournament_id: int, player_id: int, status: str) -> None:
    """Withdraw a player, bring one back, or mark a substitute."""
    _check_status(status)
    with transaction():
        reg = Registration.get_or_none((Registration.tournament == tournament_id)
                                       & (Registration.player == player_id))
        if reg is None:
            fail(N_(CTX, "that player is not registered in this tournament"))
        before = reg.status
        reg.status = status
        reg.save()
        audit("player.status", "player", player_id, before, status, tournament=tournament_id)


def list_players(tournament_id: int, search: str = "") -> list[PlayerRow]:
    """Registered players sorted by reading (then name); ``search`` matches any text field."""
    with transaction():
        query = (Player.select(Player, Registration.status).join(Registration)
                 .where(Registration.tournament == tournament_id))
        rows = [PlayerRow(p.id, p.name, p.reading, p.affiliation, p.member_no, p.registration.status)
                for p in query]
    needle = search.strip().casefold()
    if needle:
        rows = [r for r in rows if any(needle in f.casefold()
                                       for f in (r.name, r.reading, r.affiliation, r.member_no))]
    return sorted(rows, key=lambda r: (r.reading or r.name, r.name))


class PlayerImportError(UserError):
    """An import refused as a whole; ``problems`` lists every row's problem."""

    def __init__(self, problems: list[Message]) -> None:
        super().__init__(Message(CTX, N_(CTX, "nothing was imported: {count} problem(s) in the "
                                              "file; first: {first}"),
                                 {"count": len(problems), "first": problems[0]}))
        self.problems = problems


def import_players(tournament_id: int, rows: Sequence[dict[str, Any]],
                   problems: Sequence[Message] = ()) -> int:
    """Register every player read from a file (``export.player_files.read_players``: its rows and the
    problems found reading them), all or nothing; returns how many."""
    problems = list(problems)
    with transaction():
        taken = {p.name for p in list_players(tournament_id)}
        for row in rows:
            if row["name"] in taken:
                problems.append(Message(CTX, N_(CTX, "{name} is already registered in this tournament"),
                                        {"name": row["name"]}))
        if problems:
            raise PlayerImportError(problems)
        for row in rows:
            _register(tournament_id, row["name"], row.get("reading", ""), row.get("affiliation", ""),
                      row.get("member_no", ""), row.get("status") or "active")
    return len(rows)

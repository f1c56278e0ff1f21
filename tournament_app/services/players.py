"""Players and their registrations in a tournament; importing a player list."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tournament_app.files.progress import Progress, report
from tournament_app.services.base import (
    CTX,
    PLAYER_CHANGED,
    ConflictError,
    audit,
    fail,
    settling_transaction,
    transaction,
)
from tournament_app.services.rows import PlayerRow
from tournament_app.services.text import FIELD_LIMIT, LIMITS, clean_text, name_key
from tournament_app.storage.connections import is_postgresql
from tournament_app.storage.models import Division, Player, Registration, Tournament
from tournament_app.words.messages import N_, Message, UserError

STATUSES = ("active", "withdrawn", "substitute")
MAX_FIELD = FIELD_LIMIT


_EMA = N_(CTX, "the EMA details")
# How a row's problem names the field, whoever finds it (the file's reader or the import below)
FIELD_NAMES = {"name": N_(CTX, "the name"), "reading": N_(CTX, "the reading"),
               "affiliation": N_(CTX, "the affiliation"), "member_no": N_(CTX, "the member number"),
               "status": N_(CTX, "the status"), "ema_number": _EMA, "country": _EMA, "first_name": _EMA,
               "last_name": _EMA}
_FIELD_NAMES = tuple(FIELD_NAMES[k] for k in ("name", "reading", "affiliation", "member_no"))


def row_problem(row: int, problem: Message) -> Message:
    """``row 5: the name is missing``: the one form of an imported file's row problem, whoever found it."""
    return Message(CTX, N_(CTX, "row {row}: {problem}"), {"row": row, "problem": problem})


def _clean(name: str, reading: str, affiliation: str, member_no: str) -> tuple[str, str, str, str]:
    values = tuple(clean_text(v, Message(CTX, what), limit)
                   for v, what, limit in zip((name, reading, affiliation, member_no), _FIELD_NAMES,
                                             (LIMITS["player"], FIELD_LIMIT, FIELD_LIMIT, FIELD_LIMIT),
                                             strict=True))
    if not values[0]:
        fail(N_(CTX, "the player needs a name"))
    return values[0], values[1], values[2], values[3]


def _check_status(status: str) -> None:
    if status not in STATUSES:
        fail(N_(CTX, "unknown player status {status}; expected one of {allowed}"), status=status,
             allowed=", ".join(STATUSES))


def _names_taken(tournament_id: int, except_player: int | None = None) -> set[str]:
    """The registered names in the form they are compared in (Ｐ1 and P1 are one name)."""
    query = (Player.select(Player.id, Player.name).join(Registration)
             .where(Registration.tournament == tournament_id))
    return {name_key(name) for pid, name in query.tuples() if pid != except_player}


def _name_taken(tournament_id: int, name: str, except_player: int | None = None) -> bool:
    return name_key(name) in _names_taken(tournament_id, except_player)


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


def check_not_a_division(tournament_id: int) -> None:
    """A league season's division (issue 37): its players are the season's to change, its own
    commands check what the season allows (before the first day; withdrawals and substitutes after)."""
    division = Division.get_or_none(Division.tournament == tournament_id)
    if division is not None:
        fail(N_(CTX, "this tournament is division {division} of a league season: its players are changed "
                     "with the season's commands (season add-player, import, withdraw, substitute)"),
             division=division.name)


def add_player(tournament_id: int, name: str, *, reading: str = "", affiliation: str = "",
               member_no: str = "", status: str = "active", season: bool = False) -> int:
    """Register a new player in the tournament; returns the player's id. ``season``: called by the
    season's own commands (a division's players are not changed otherwise)."""
    values = _clean(name, reading, affiliation, member_no)
    _check_status(status)
    with transaction():
        if Tournament.get_or_none(Tournament.id == tournament_id) is None:
            fail(N_(CTX, "that tournament no longer exists"))
        if not season:
            check_not_a_division(tournament_id)
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
        check_not_a_division(tournament_id)
        reg = Registration.get_or_none((Registration.tournament == tournament_id)
                                       & (Registration.player == player_id))
        if reg is None:
            fail(N_(CTX, "that player is not registered in this tournament"))
        before = reg.status
        reg.status = status
        reg.save()
        audit("player.status", "player", player_id, before, status, tournament=tournament_id)


def save_player(tournament_id: int, player_id: int | None, *, fields: dict[str, str], status: str,
                ema: dict[str, str], seen: PlayerRow | None = None,
                online: Sequence[str] | None = None) -> int:
    """The player dialog's OK: a new player, or an edit of one (its name and details, status, EMA
    details and, unless None, online names) in one transaction, so a connection lost half-way stores
    none of it; returns the id."""
    with transaction():
        if player_id is None:
            player_id = add_player(tournament_id, status=status, **fields)
        else:
            edit_player(tournament_id, player_id, seen=seen, **fields)
            if seen is None or status != seen.status:
                set_status(tournament_id, player_id, status)
        if any(ema.values()) or seen is not None:
            set_ema_details(tournament_id, player_id, **ema)
        if online is not None:
            from tournament_app.services.aliases import set_player_aliases

            set_player_aliases(tournament_id, player_id, online)
    return player_id


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
        super().__init__(Message(CTX, N_(CTX, "nothing was imported: the file has %n problems; the "
                                              "first: {first}"), {"first": problems[0]}, len(problems)))
        self.problems = problems


EMA_FIELDS = ("ema_number", "country", "first_name", "last_name")


def set_ema_details(tournament_id: int, player_id: int, **details: str) -> None:
    """A player's EMA number, country and (when the name does not split well) first and last name."""
    unknown = sorted(set(details) - set(EMA_FIELDS))
    if unknown:
        raise ValueError(f"not an EMA field: {unknown[0]}")
    cleaned = {k: clean_text(v, Message(CTX, _EMA), FIELD_LIMIT)
               for k, v in details.items()}
    with transaction():
        player = Player.get_or_none(Player.id == player_id)
        if player is None:
            fail(N_(CTX, "that player no longer exists"))
        before = {k: getattr(player, k) for k in cleaned}
        Player.update(**cleaned).where(Player.id == player_id).execute()
        audit("player.ema", "player", player_id, before, cleaned, tournament=tournament_id)


def ema_details(player_id: int) -> dict[str, str]:
    with transaction():
        player = Player.get_or_none(Player.id == player_id)
        if player is None:
            return dict.fromkeys(EMA_FIELDS, "")
        return {k: getattr(player, k) for k in EMA_FIELDS}


def import_players(tournament_id: int, rows: Sequence[dict[str, Any]],
                   problems: Sequence[Message] = (), progress: Progress | None = None, *,
                   row_numbers: Sequence[int] = (), season: bool = False) -> int:
    """Register every player read from a file (``export.player_files.read_players``: its rows, the
    problems found reading them, each naming its row, and the rows' numbers in the file, which the
    problems found here name), all or nothing; returns how many.

    One transaction with bulk inserts and one audit entry: 10,000 players take about a second.
    ``progress``: rows checked, then rows stored (of twice the rows); Cancelled stores nobody."""
    problems = list(problems)
    cleaned, lines = [], []

    def located(index: int, problem: Message) -> Message:  # "row 5: …" when the file's row is known
        return row_problem(row_numbers[index], problem) if index < len(row_numbers) else problem

    total = 2 * len(rows)
    for index, row in enumerate(rows):
        if not index % 100:
            report(progress, index, total)
        try:
            values = _clean(row["name"], row.get("reading", ""), row.get("affiliation", ""),
                            row.get("member_no", ""))
            _check_status(row.get("status") or "active")
            extra = {k: clean_text(str(row.get(k) or ""), Message(CTX, _EMA), FIELD_LIMIT)
                     for k in EMA_FIELDS}
        except UserError as e:
            problems.append(located(index, e.message))
            continue
        cleaned.append((values, row.get("status") or "active", extra))
        lines.append(index)
    with settling_transaction():  # a stop either stores nobody or lets the command end as stored
        if Tournament.get_or_none(Tournament.id == tournament_id) is None:
            fail(N_(CTX, "that tournament no longer exists"))
        if not season:
            check_not_a_division(tournament_id)
        taken = _names_taken(tournament_id)
        for index, ((name, *_rest), _status, _extra) in zip(lines, cleaned, strict=True):
            if name_key(name) in taken:
                problems.append(located(index, Message(
                    CTX, N_(CTX, "{name} is already registered in this tournament"), {"name": name})))
        if problems:  # in the file's order, whoever found them
            raise PlayerImportError(sorted(problems, key=lambda m: int(m.params.get("row", 0))))
        status_of = {v[0]: status for v, status, _extra in cleaned}  # the names are distinct (checked above)
        registrations = []
        values = [{"name": v[0], "reading": v[1], "affiliation": v[2], "member_no": v[3], **extra}
                  for v, _status, extra in cleaned]
        for start in range(0, len(values), 500):
            report(progress, len(rows) + start, total)
            inserted = Player.insert_many(values[start:start + 500]).returning(Player.id, Player.name)
            registrations += [{"tournament": tournament_id, "player": pid, "status": status_of[name]}
                              for pid, name in inserted.tuples().execute()]
        for start in range(0, len(registrations), 500):
            Registration.insert_many(registrations[start:start + 500]).execute()
        audit("player.import", "tournament", tournament_id, None,
              {"players": [v[0] for v, _status, _extra in cleaned]}, tournament=tournament_id)
    return len(cleaned)

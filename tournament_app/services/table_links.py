"""Tables on phones: each table's link, what a tournament's phones may do, the address phones type.

A table's link is ``/t/{table id}/{secret}``: the secret is random (144 bits), stored with the table,
made when the links are first asked for, renewable (the old link then stops working) and compared in
constant time. A link opens one table of one round, so it writes only that table's game.
"""

from __future__ import annotations

import hmac
import re
import secrets
from dataclasses import dataclass
from typing import NoReturn

from tournament_app.services.base import CTX, audit, fail, reading, transaction
from tournament_app.storage.database import can_be_written
from tournament_app.storage.models import AppMeta, Game, Player, Round, Table, Tournament, db_proxy
from tournament_app.words.messages import N_

SECRET_BYTES = 18  # 144 bits of randomness, 24 characters in the link
PHONE_MODES = ("view", "final", "hands")  # view only; final scores only; hand by hand
ADDRESS_KEY = "web_address"  # the address phones type, as the server last said it (AppMeta)
DEFAULT_PORT = 8000
DEFAULT_ADDRESS = f"http://127.0.0.1:{DEFAULT_PORT}"
_SECRET = re.compile(r"[A-Za-z0-9_-]{16,64}")


@dataclass(frozen=True)
class TableLink:
    round: int
    table: int
    table_id: int
    game_id: int | None
    names: tuple[str, ...]
    secret: str
    state: str  # the game's: planned | in_progress | finished

    @property
    def path(self) -> str:
        return f"/t/{self.table_id}/{self.secret}"

    def url(self, address: str) -> str:
        return address.rstrip("/") + self.path


@dataclass(frozen=True)
class LinkTarget:
    """What a valid link opens: one table of one round, and its game (as it stands now: its version
    and state, and what the tournament's phones may do, read with the secret in one query)."""

    tournament_id: int
    round: int
    table: int
    table_id: int
    game_id: int
    version: int
    state: str
    mode: str  # what the tournament's phones may do (PHONE_MODES)


def new_secret() -> str:
    return secrets.token_urlsafe(SECRET_BYTES)


def table_links(tournament_id: int, round_number: int | None = None, *, renew: bool = False,
                create: bool | None = True) -> list[TableLink]:
    """The links of one round's tables (None: every round's), in round and table order.

    Tables without a secret get one (``create``; None: when the database can be written); the tables
    left without one are left out. ``renew`` gives every table listed a new one, so the links handed
    out before stop working."""
    if create is None:
        create = not getattr(db_proxy.obj, "read_only", False)
    with reading():
        numbers = [r.number for r in Round.select(Round.number).where(Round.tournament == tournament_id)]
    if not numbers:
        fail(N_(CTX, "no round has been seated yet: seat a round first"))
    if round_number is not None and round_number not in numbers:
        fail(N_(CTX, "there is no round {round}"), round=round_number)
    rows = _rows(tournament_id, round_number)
    missing = [r for r in rows if renew or not r[3]]
    if missing and (create or renew):
        with transaction():
            for row in missing:
                Table.update(link_secret=new_secret()).where(Table.id == row[2]).execute()
            audit("table.links.renew" if renew else "table.links", "tournament", tournament_id, None,
                  {"round": round_number, "tables": len(missing)}, tournament=tournament_id)
        rows = _rows(tournament_id, round_number)
    names = _names({p for row in rows for p in row[6:]})
    return [TableLink(number, table, table_id, game_id, tuple(names[p] for p in seats), secret, state)
            for number, table, table_id, secret, game_id, state, *seats in rows if secret]


def no_links() -> NoReturn:
    """Refuse a list of links that came out empty: the links are made where the database can be
    written (a reading command such as print makes none), and this one says which case it is."""
    if can_be_written(db_proxy.obj):
        fail(N_(CTX, "these tables have no phone links yet: make them first with table-links (on screen: "
                     "Tournament → Tables on phones…), then print"))
    fail(N_(CTX, "these tables have no links yet, and this database is only read: make them with "
                 "table-links where it can be written"))


def _rows(tournament_id: int, round_number: int | None) -> list[tuple]:
    query = (Table.select(Round.number, Table.number, Table.id, Table.link_secret, Game.id, Game.state,
                          Game.seat0, Game.seat1, Game.seat2, Game.seat3)
             .join(Round).switch(Table).join(Game)
             .where(Round.tournament == tournament_id).order_by(Round.number, Table.number))
    if round_number is not None:
        query = query.where(Round.number == round_number)
    with reading():
        return list(query.tuples())


def _names(ids: set[int]) -> dict[int, str]:
    with reading():
        return dict(Player.select(Player.id, Player.name).where(Player.id.in_(sorted(ids))).tuples())


def resolve(table_id: int, secret: str) -> LinkTarget | None:
    """The table a link opens, or None for a link that is not (or no longer) one: a wrong or renewed
    secret, or a table that no longer exists. The secret is compared in constant time."""
    if not _SECRET.fullmatch(secret) or not 0 < table_id < 2**31:
        return None
    with reading():
        row = (Table.select(Table.link_secret, Table.number, Round.number, Round.tournament, Game.id,
                            Game.version, Game.state, Tournament.phones)
               .join(Round).join(Tournament).switch(Table).join(Game).where(Table.id == table_id)
               .tuples().first())
    if row is None or not row[0]:
        return None
    stored, table, number, tournament_id, game_id, version, state, mode = row
    if not hmac.compare_digest(stored.encode("ascii"), secret.encode("ascii")):
        return None
    return LinkTarget(tournament_id, number, table, table_id, game_id, version, state,
                      mode if mode in PHONE_MODES else "view")


def phone_mode(tournament_id: int) -> str:
    """What the tournament's phones may do: ``view``, ``final`` (final scores only) or ``hands``."""
    with reading():
        mode = Tournament.select(Tournament.phones).where(Tournament.id == tournament_id).scalar()
    return mode if mode in PHONE_MODES else "view"


def set_phone_mode(tournament_id: int, mode: str) -> None:
    if mode not in PHONE_MODES:
        fail(N_(CTX, "phones may be set to {modes}, not {mode}"), modes=", ".join(PHONE_MODES), mode=mode)
    with transaction():
        before = Tournament.select(Tournament.phones).where(Tournament.id == tournament_id).scalar()
        if before is None:
            fail(N_(CTX, "that tournament no longer exists"))
        Tournament.update(phones=mode).where(Tournament.id == tournament_id).execute()
        audit("tournament.phones", "tournament", tournament_id, before, mode, tournament=tournament_id)


def web_address() -> str:
    """The address phones type (``http://HOST:PORT``), as the server said it when it last started;
    before any: this computer's own default."""
    with reading():
        value = AppMeta.select(AppMeta.value).where(AppMeta.key == ADDRESS_KEY).scalar()
    return value or DEFAULT_ADDRESS


def set_web_address(address: str) -> None:
    with transaction():
        (AppMeta.insert(key=ADDRESS_KEY, value=address)
         .on_conflict(conflict_target=[AppMeta.key], update={AppMeta.value: address}).execute())

"""Players' online names (Tenhou, Mahjong Soul) in a tournament: a player has any number, a name
belongs to one player; a round's logs are matched to its tables by them (services.round_import)."""

from __future__ import annotations

from collections.abc import Sequence

from tournament_app.services.base import CTX, audit, fail, reading, settling_transaction, transaction
from tournament_app.services.text import LIMITS, clean_text, name_key
from tournament_app.storage.models import Player, PlayerAlias, Registration, Tournament
from tournament_app.words.messages import N_, Message, UserError


def registered(tournament_id: int) -> dict[str, tuple[int, str]]:
    """The tournament's players by the form names are compared in: (id, name as registered)."""
    query = (Player.select(Player.id, Player.name).join(Registration)
             .where(Registration.tournament == tournament_id))
    return {name_key(name): (pid, name) for pid, name in query.tuples()}


def _player(players: dict[str, tuple[int, str]], name: str) -> tuple[int, str]:
    found = players.get(name_key(name))
    if found is None:
        fail(N_(CTX, "{name} is not registered in this tournament"), name=name)
    return found


def _online(name: str) -> str:
    cleaned = clean_text(name, Message(CTX, N_(CTX, "the online name")), LIMITS["player"])
    if not cleaned:
        fail(N_(CTX, "the online name is empty"))
    return cleaned


def list_aliases(tournament_id: int) -> list[tuple[str, list[str]]]:
    """(player, their online names) for every player who has any, in the players' order of name."""
    with reading():
        rows = (PlayerAlias.select(Player.name, PlayerAlias.name).join(Player)
                .where(PlayerAlias.tournament == tournament_id)
                .order_by(Player.reading, Player.name, PlayerAlias.name).tuples())
        out: dict[str, list[str]] = {}
        for player, name in rows:
            out.setdefault(player, []).append(name)
        return list(out.items())


def player_aliases(tournament_id: int, player_id: int) -> list[str]:
    with reading():
        return [name for (name,) in PlayerAlias.select(PlayerAlias.name)
                .where((PlayerAlias.tournament == tournament_id) & (PlayerAlias.player == player_id))
                .order_by(PlayerAlias.name).tuples()]


def _store(tournament_id: int, pairs: Sequence[tuple[int, str]], players: dict[int, str]) -> list[Message]:
    """Give each (player id, online name) inside the caller's transaction; the problems, one a pair
    (a name another player has), nothing stored when there are any. A name the player already has
    is left as it is."""
    kept = {name_key(name): (pid, name) for pid, name in
            PlayerAlias.select(PlayerAlias.player, PlayerAlias.name)
            .where(PlayerAlias.tournament == tournament_id).tuples()}
    problems, new = [], {}
    for pid, name in pairs:
        owner = kept.get(name_key(name)) or new.get(name_key(name))
        if owner is not None and owner[0] != pid:
            problems.append(Message(CTX, N_(CTX, "the online name {name} names two players: {one} and "
                                                 "{other}"),
                                    {"name": name, "one": players[owner[0]], "other": players[pid]}))
        elif owner is None:
            new[name_key(name)] = (pid, name)
    if not problems and new:
        PlayerAlias.insert_many([{"tournament": tournament_id, "player": pid, "name": name}
                                 for pid, name in new.values()]).execute()
    return problems


def add_aliases(tournament_id: int, player: str, names: Sequence[str]) -> int:
    """Give ``player`` (a registered name) these online names; returns how many were new."""
    cleaned = [_online(n) for n in names]
    with transaction():
        if Tournament.get_or_none(Tournament.id == tournament_id) is None:
            fail(N_(CTX, "that tournament no longer exists"))
        players = registered(tournament_id)
        pid, shown = _player(players, player)
        before = len(player_aliases(tournament_id, pid))
        problems = _store(tournament_id, [(pid, n) for n in cleaned], {p: n for p, n in players.values()})
        if problems:
            raise UserError(problems[0])
        added = len(player_aliases(tournament_id, pid)) - before
        audit("player.alias", "player", pid, None, {"player": shown, "add": cleaned},
              tournament=tournament_id)
        return added


def remove_aliases(tournament_id: int, names: Sequence[str]) -> int:
    """Take these online names away from whoever has them; a name nobody has is refused."""
    keys = [name_key(_online(n)) for n in names]
    with transaction():
        kept = {name_key(name): (aid, name) for aid, name in
                PlayerAlias.select(PlayerAlias.id, PlayerAlias.name)
                .where(PlayerAlias.tournament == tournament_id).tuples()}
        for key, name in zip(keys, names, strict=True):
            if key not in kept:
                fail(N_(CTX, "no player has the online name {name}"), name=name)
        ids = sorted({kept[k][0] for k in keys})
        PlayerAlias.delete().where(PlayerAlias.id.in_(ids)).execute()
        audit("player.alias", "tournament", tournament_id, {"remove": [kept[k][1] for k in keys]}, None,
              tournament=tournament_id)
        return len(ids)


def set_player_aliases(tournament_id: int, player_id: int, names: Sequence[str]) -> None:
    """The player's online names become exactly ``names`` (the player dialog's field)."""
    cleaned = [_online(n) for n in names if n.strip()]
    with transaction():
        players = {pid: name for pid, name in registered(tournament_id).values()}
        if player_id not in players:
            fail(N_(CTX, "that player no longer exists"))
        before = player_aliases(tournament_id, player_id)
        if [name_key(n) for n in before] == sorted({name_key(n) for n in cleaned}):
            return
        PlayerAlias.delete().where((PlayerAlias.tournament == tournament_id)
                                   & (PlayerAlias.player == player_id)).execute()
        problems = _store(tournament_id, [(player_id, n) for n in cleaned], players)
        if problems:
            raise UserError(problems[0])
        audit("player.alias", "player", player_id, {"names": before}, {"names": cleaned},
              tournament=tournament_id)


def move_aliases(from_tournament: int, to_tournament: int, player_id: int) -> None:
    """Inside the caller's transaction: the player's online names go with them to another tournament
    (a division of the same season), where they must name nobody else; the player registered there."""
    names = player_aliases(from_tournament, player_id)
    if not names:
        return
    PlayerAlias.delete().where((PlayerAlias.tournament == from_tournament)
                               & (PlayerAlias.player == player_id)).execute()
    players = {pid: name for pid, name in registered(to_tournament).values()}
    problems = _store(to_tournament, [(player_id, n) for n in names], players)
    if problems:
        raise UserError(problems[0])


class AliasImportError(UserError):
    """An alias list refused as a whole; ``problems`` lists every row's problem."""

    def __init__(self, problems: list[Message]) -> None:
        super().__init__(Message(CTX, N_(CTX, "nothing was imported: the list has %n problems; the "
                                              "first: {first}"), {"first": problems[0]}, len(problems)))
        self.problems = problems


def import_aliases(tournament_id: int, rows: Sequence[tuple[int, str, str]]) -> int:
    """Every (row number, player, online name) of a two-column list, all or nothing; returns how many
    names were new."""
    problems: list[Message] = []
    with settling_transaction():
        if Tournament.get_or_none(Tournament.id == tournament_id) is None:
            fail(N_(CTX, "that tournament no longer exists"))
        players = registered(tournament_id)
        pairs = []
        for row, player, online in rows:
            try:
                pairs.append((_player(players, player)[0], _online(online)))
            except UserError as e:
                problems.append(Message(CTX, N_(CTX, "row {row}: {problem}"),
                                        {"row": row, "problem": e.message}))
        if problems:
            raise AliasImportError(problems)
        before = PlayerAlias.select().where(PlayerAlias.tournament == tournament_id).count()
        problems = _store(tournament_id, pairs, {p: n for p, n in players.values()})
        if problems:
            raise AliasImportError(problems)
        added = PlayerAlias.select().where(PlayerAlias.tournament == tournament_id).count() - before
        audit("player.alias.import", "tournament", tournament_id, None,
              {"names": [name for _pid, name in pairs]}, tournament=tournament_id)
        return added

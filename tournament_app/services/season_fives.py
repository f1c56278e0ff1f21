"""A league day (節) at tables of four and five (抜け番): a division whose players tables of four alone
cannot seat (13, 14, 22 …) sits the fewest tables of five that can, one player of five sitting out each
hanchan in turn (``tournament_app.seating.fives``).

The day's rounds hold its games as any day's do: each table of five plays its hanchan in the day's
rounds, one more than the tables of four on a four-hanchan day (the last round then holds only the
tables of five), and each round stores its tables of five with their order of sitting out
(``Round.fives``); who sits out a hanchan is the one of them not in the table's game. What a player
is owed (games due minus played, where a day's count cannot be equal at a table of five) and who sat
out how often are read back from the rounds seated before, so that they carry from day to day.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from tournament_app.seating import fives as seating_fives
from tournament_app.seating import plan as seating
from tournament_app.services import rounds
from tournament_app.services.base import (
    CTX,
    SEATING_CHANGED,
    ConflictError,
    audit,
    fail,
    lock_tournament,
    transaction,
)
from tournament_app.services.rows import TableSeating
from tournament_app.services.season_rows import DayInfo, DivisionInfo
from tournament_app.services.season_standings import division_table
from tournament_app.services.seasons import season_info, touch_season
from tournament_app.storage.models import Game, Registration, Round, Table
from tournament_app.words.messages import N_


@dataclass(frozen=True)
class FiveTable:
    """A table of five on a day, as the seating shows it."""

    table: int
    out: tuple[str, ...]  # who sits out each of the table's hanchan, in order
    names: tuple[str, ...]  # its five players
    played: tuple[int, ...]  # the hanchan each of them plays that day

    def uneven(self, hanchan: int) -> list[tuple[str, int]]:
        """The players who play another count than the day's ``hanchan`` (evened out on other days)."""
        return [(n, c) for n, c in zip(self.names, self.played, strict=True) if c != hanchan]


def day_fives(tables: Sequence[TableSeating]) -> list[FiveTable]:
    """The tables of five among a day's ``tables`` (every hanchan of it, as ``day_tables`` gives)."""
    out: dict[int, list[str]] = {}
    played: dict[int, dict[str, int]] = {}
    for t in tables:
        if t.out_name is not None:
            out.setdefault(t.table, []).append(t.out_name)
    for t in tables:
        if t.table in out:
            counts = played.setdefault(t.table, {})
            for name in t.names:
                counts[name] = counts.get(name, 0) + 1
    result = []
    for number, sequence in sorted(out.items()):
        names = list(dict.fromkeys([*sequence, *played[number]]))
        result.append(FiveTable(number, tuple(sequence), tuple(names),
                                tuple(played[number].get(n, 0) for n in names)))
    return result


def needs_fives(tournament_id: int) -> bool:
    """The division's active players do not fill tables of four, and the organiser has not registered
    the substitutes (代走) that would: those fill tables of four, as chosen. Where tables of five
    cannot seat the players either (6, 7, 11) and too few substitutes are registered, refused."""
    statuses = [s for (s,) in Registration.select(Registration.status)
                .where(Registration.tournament == tournament_id).tuples()]
    active, subs = statuses.count("active"), statuses.count("substitute")
    if active % seating_fives.TABLE_SIZE == 0 or subs >= -active % seating_fives.TABLE_SIZE:
        return False
    rounds.check_fives(active)
    return True


def carried(div: DivisionInfo, before: int) -> tuple[dict[int, int], dict[int, int], dict[int, int]]:
    """Per player, from the days seated before round ``before``: the balance (games played minus
    due), the hanchan sat out, and the days at a table of five."""
    history = rounds.history(div.tournament_id)
    fives = rounds.five_tables(div.tournament_id)
    players = rounds.active_players(div.tournament_id)
    balance = dict.fromkeys(players, 0)
    at_five: dict[int, int] = {}
    for day in div.days:
        if day.rounds is None or day.rounds[0] >= before:
            continue
        first, last = day.rounds
        for p in players:
            balance[p] -= day.hanchan
        seen: set[int] = set()
        for n in range(first, last + 1):
            for table in history[n - 1] if n <= len(history) else []:
                for p in table:
                    if p in balance:
                        balance[p] += 1
            for order in fives.get(n, {}).values():
                seen.update(order)
        for p in seen:
            at_five[p] = at_five.get(p, 0) + 1
    return balance, rounds.sit_out_counts(div.tournament_id, before), at_five


def seat_rounds(div: DivisionInfo, day: DayInfo, first: int, method: str, seed: int | None,
                tables: Sequence[Sequence[int]] | None) -> tuple[list[list[int]], int]:
    """Seat every hanchan of ``day`` from round ``first`` (inside the seating's transaction): the
    tables (tables of five as their order of sitting out) and the rounds the day spans."""
    tid = div.tournament_id
    players = rounds.active_players(tid)
    sizes = seating_fives.table_sizes(len(players))
    assert sizes is not None
    fives_n = sizes[1]
    balance, sat_out, at_five = carried(div, first)
    history = rounds.history(tid)
    rng = random.Random(seed)
    hanchan = day.hanchan
    if method == "manual":
        games, out = rounds.check_manual(players, tables or [], fives_n)
        fours = [g for i, g in enumerate(games) if i not in out]
        fives = [seating_fives.FiveDay(tuple([out[i], *g]), seating_fives.games_due(
            hanchan, [balance.get(p, 0) for p in [out[i], *g]])) for i, g in enumerate(games) if i in out]
    elif method == "standings":  # the fours by rank from the top, the tables of five below them
        order = rounds.standings_order(tid, players, first)
        at = order[len(order) - seating_fives.FIVE * fives_n:]
        rest = order[:len(order) - len(at)]
        fours = seating.balance_winds(seating.by_standings(rest), history) if rest else []
        fives = [seating_fives.five_day(at[i:i + seating_fives.FIVE], hanchan, balance, sat_out)
                 for i in range(0, len(at), seating_fives.FIVE)]
    else:
        fours, fives = seating_fives.plan_day(players, hanchan, history, rng, balance, sat_out, at_five)
    planned = seating_fives.day_rounds(fours, fives, hanchan)
    for h, games_of in enumerate(planned):
        stored = {n: list(order) for n, _seats, order in games_of if order is not None}
        rounds.create_round(tid, first + h, [seats for _n, seats, _o in games_of], method, stored,
                            [n for n, _s, _o in games_of])
    return [*[list(t) for t in fours], *[list(f.order) for f in fives]], len(planned)


def set_sit_out_order(season_id: int, division: str, day: int, table: int, order: Sequence[int], *,
                      final: bool = False, seen: int | None = None) -> None:
    """The order in which the players of a table of five sit out on a seated ``day`` (its first sits
    out the day's first hanchan …), before any of that table's games of the day has started."""
    info = season_info(season_id)
    div = info.division(division)
    found = [d for d in div.days if d.number == day and d.final == final]
    if not found or found[0].rounds is None:
        fail(N_(CTX, "day {day} of division {division} has not been seated yet"), day=day, division=div.name)
    first, last = found[0].rounds
    with transaction():
        touch_season(season_id, seen)
        lock_tournament(div.tournament_id)
        fives = rounds.five_tables(div.tournament_id)
        mine = [n for n in range(first, last + 1) if table in fives.get(n, {})]
        if not mine:
            fail(N_(CTX, "table {table} of day {day} is not a table of five"), table=table, day=day)
        current = fives[mine[0]][table]
        if sorted(order) != sorted(current) or len(order) != len(current):
            fail(N_(CTX, "the order of sitting out names the five players of table {table}, each once"),
                 table=table)
        games = list(Game.select(Game, Round.number).join(Table).join(Round).where(
            (Round.tournament == div.tournament_id) & Round.number.in_(mine) & (Table.number == table))
            .order_by(Round.number))
        if any(g.state != "planned" for g in games):
            fail(N_(CTX, "a game of table {table} has started: who sits out can no longer change"),
                 table=table)
        if len(games) != len(mine):
            raise ConflictError(SEATING_CHANGED)
        for h, (game, number) in enumerate(zip(games, mine, strict=True)):
            seats = seating_fives.game_of(order, h)
            Game.update(seat0=seats[0], seat1=seats[1], seat2=seats[2], seat3=seats[3]).where(
                Game.id == game.id).execute()
            rounds.store_five(div.tournament_id, number, table, order)
        audit("season.sit_out", "season", season_id, {"order": current},
              {"division": div.name, "day": day, "final": final, "table": table, "order": list(order)})


def set_sit_out_by_points(season_id: int, division: str, day: int, table: int, *, highest_first: bool,
                          seen: int | None = None) -> list[int]:
    """A table of five's order of sitting out on league ``day`` by the league table after the day
    before it, where a league does so on its last day (協会 雀王戦): the highest placed of the five sits
    out first, or the lowest (``highest_first`` False); players level keep the order the table
    sorts them in. Returns the order stored."""
    info = season_info(season_id)
    div = info.division(division)
    found = [d for d in div.league_days if d.number == day]
    if not found or found[0].rounds is None:
        fail(N_(CTX, "day {day} of division {division} has not been seated yet"), day=day, division=div.name)
    if day == 1:
        fail(N_(CTX, "day 1 has no league table before it to order who sits out by points"))
    current = rounds.five_tables(div.tournament_id).get(found[0].rounds[0], {}).get(table)
    if current is None:
        fail(N_(CTX, "table {table} of day {day} is not a table of five"), table=table, day=day)
    place = {r.player_id: i for i, r in enumerate(division_table(info, div.name, day - 1).rows)}
    order = sorted(current, key=lambda p: place.get(p, len(place)))  # a guest (substitute) last
    if not highest_first:
        order.reverse()
    set_sit_out_order(season_id, div.name, day, table, order,
                      seen=info.version if seen is None else seen)
    return order

"""Tables of five (抜け番): players that tables of four alone cannot seat sit five at a table, one of
them sitting out each hanchan in turn. Pure functions over player ids, as :mod:`tournament_app.seating.plan`.

A table of five is kept as its five players in the order they sit out (its *order*). Hanchan ``h``
(from 0) of the table is played by the four after ``order[h % 5]`` going round, in that seat order;
so over five hanchan each player sits out once and takes each seat wind once, and every pair of the
five meets three times (a 5 × 5 Latin square of the four seats and sitting out).

On a day of ``H`` hanchan a table of five plays ``5H / 4`` hanchan when that is whole (five on a
four-hanchan day), so that everyone plays ``H``. Otherwise nobody can: each player's balance (games
played minus games due so far) is carried from day to day, the table plays the number of hanchan that
brings its players' balances nearest to zero, those ahead sit out first, and a player whose balance is
not zero is seated at a table of five again on the next day to even it out.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from tournament_app.seating.designs import TABLE_SIZE

FIVE = TABLE_SIZE + 1


def sitter(order: Sequence[int], seats: Sequence[int]) -> int | None:
    """Who of a table of five (``order``) sits out its game played in ``seats``: the one of the five
    not seated; where a substitute (代走) holds a player's seat, two are not, and the sitter is the one
    whose turn gives the game's seats; None where no turn does."""
    missing = [p for p in order if p not in seats]
    if len(missing) == 1:
        return missing[0]
    for k, player in enumerate(order):
        if player in missing and all(s == p or (s not in order and p in missing)
                                     for s, p in zip(seats, game_of(order, k), strict=True)):
            return player
    return None


def table_sizes(n: int) -> tuple[int, int] | None:
    """(tables of four, tables of five) seating ``n`` players with as few tables of five as can be;
    None when none can (6, 7 and 11 players, or fewer than four)."""
    fives = n % TABLE_SIZE  # 5f ≡ f (mod 4): f tables of five leave a multiple of four
    if n < TABLE_SIZE or FIVE * fives > n:
        return None
    return (n - FIVE * fives) // TABLE_SIZE, fives


def game_of(order: Sequence[int], hanchan: int) -> list[int]:
    """The four who play hanchan ``hanchan`` (from 0) of a table of five, in seat order."""
    k = hanchan % FIVE
    return [order[(k + s) % FIVE] for s in range(1, FIVE)]


def sitting_out(order: Sequence[int], hanchan: int) -> int:
    return order[hanchan % FIVE]


@dataclass(frozen=True)
class FiveDay:
    """A table of five for one day: its order of sitting out and how many hanchan it plays."""

    order: tuple[int, ...]
    games: int

    def played(self, player: int) -> int:
        return sum(1 for h in range(self.games) if sitting_out(self.order, h) != player)


def games_due(hanchan: int, balances: Sequence[int]) -> int:
    """The hanchan a table of five plays on a day of ``hanchan`` when its players' balances (games
    played minus due, so far) are ``balances``: the count whose games come nearest to what is due
    (``5H`` plus what the players are owed), the larger when two are as near (nobody left owed)."""
    wanted = FIVE * hanchan - sum(balances)
    low = max(hanchan, wanted // TABLE_SIZE)
    return min((low, low + 1), key=lambda g: (abs(wanted - TABLE_SIZE * g), -g))


def _order(table: Sequence[int], balance: Mapping[int, int], sat_out: Mapping[int, int]) -> tuple[int, ...]:
    """Who sits out first: the players furthest ahead, then those who sat out fewest times so far,
    then in the table's order."""
    return tuple(sorted(table, key=lambda p: (-balance.get(p, 0), sat_out.get(p, 0), list(table).index(p))))


def _after(day: FiveDay, hanchan: int, balance: Mapping[int, int]) -> list[int]:
    """The players' balances after the day."""
    return [balance.get(p, 0) + day.played(p) - hanchan for p in day.order]


def five_day(table: Sequence[int], hanchan: int, balance: Mapping[int, int],
             sat_out: Mapping[int, int], carry: int = 0) -> FiveDay:
    """A table of five's day: its order of sitting out (:func:`_order`) and the hanchan it plays: the
    count that leaves its players' balances nearest to zero, then the division's (``carry``: the sum
    of the other players' balances after the day), then the more hanchan."""
    order = _order(table, balance, sat_out)
    low = max(hanchan, games_due(hanchan, [balance.get(p, 0) for p in table]) - 1)

    def score(games: int) -> tuple[int, int, int]:
        after = _after(FiveDay(order, games), hanchan, balance)
        return sum(abs(b) for b in after), abs(carry + sum(after)), -games

    return FiveDay(order, min(range(low, low + 3), key=score))


def split_fives(players: Sequence[int], fives: int, history: Sequence[Sequence[Sequence[int]]],
                rng: random.Random, balance: Mapping[int, int] | None = None,
                hanchan: int = TABLE_SIZE) -> list[list[int]]:
    """``players`` (five times ``fives``) at ``fives`` tables of five: first so that the day can even
    out the balances of players ahead or behind (``balance``), then the fewest earlier meetings
    (``history``: rounds of tables); a small search from a few random starts."""
    people = list(players)
    assert len(people) == FIVE * fives
    if fives <= 1:
        return [people] if fives else []
    met: dict[tuple[int, int], int] = {}
    chosen = set(people)
    for rnd in history:
        for table in rnd:
            for a, b in itertools.combinations(sorted(p for p in table if p in chosen), 2):
                met[(a, b)] = met.get((a, b), 0) + 1
    bal = balance or {}

    def cost(table: list[int]) -> int:
        pairs = sum(met.get((a, b) if a < b else (b, a), 0) ** 2 for a, b in itertools.combinations(table, 2))
        if not any(bal.get(p, 0) for p in table):
            return pairs
        day = five_day(table, hanchan, bal, {})
        return pairs + 16 * sum(abs(b) for b in _after(day, hanchan, bal))

    best: list[list[int]] | None = None
    best_cost = 0
    for _ in range(3):
        rng.shuffle(people)
        tables = [people[i:i + FIVE] for i in range(0, len(people), FIVE)]
        improved = True
        while improved:
            improved = False
            for a, b in itertools.combinations(tables, 2):
                for x, y in itertools.product(range(FIVE), range(FIVE)):
                    before = cost(a) + cost(b)
                    a[x], b[y] = b[y], a[x]
                    if cost(a) + cost(b) < before:
                        improved = True
                    else:
                        a[x], b[y] = b[y], a[x]
        total = sum(cost(t) for t in tables)
        if best is None or total < best_cost:
            best, best_cost = [t[:] for t in tables], total
    assert best is not None
    return best


def plan_day(players: Sequence[int], hanchan: int, history: Sequence[Sequence[Sequence[int]]],
             rng: random.Random, balance: Mapping[int, int], sat_out: Mapping[int, int],
             at_five: Mapping[int, int]) -> tuple[list[list[int]], list[FiveDay]]:
    """A day seated at random: tables of four (fewest repeats, winds balanced) and of five."""
    from tournament_app.seating.plan import MIN_PLAYERS, balance_winds, random_round

    sizes = table_sizes(len(players))
    if sizes is None:
        raise ValueError(f"{len(players)} players cannot sit at tables of four and five")
    at = at_fives_first(players, sizes[1], balance, at_five, rng)
    rest = [p for p in players if p not in set(at)]
    fours = [] if not rest else [rest] if len(rest) < MIN_PLAYERS else random_round(rest, history, rng)
    fours = balance_winds(fours, history, rng) if fours else []
    groups = split_fives(at, sizes[1], history, rng, balance, hanchan)
    carry = sum(balance.get(p, 0) for p in rest)
    fives = []
    for group in groups:  # the division's balance kept near zero, so that it can end at zero
        day = five_day(group, hanchan, balance, sat_out, carry)
        carry += sum(_after(day, hanchan, balance))
        fives.append(day)
    return fours, fives


def day_rounds(fours: Sequence[Sequence[int]], fives: Sequence[FiveDay],
               hanchan: int) -> list[list[tuple[int, list[int], tuple[int, ...] | None]]]:
    """The day's rounds: (table number, the game's seats, the table of five's order or None) for each
    table playing it. The tables of four come first, each player dealing first in turn; the day
    lasts as long as its longest table."""
    span = max([hanchan if fours else 0, *(f.games for f in fives)])
    out = []
    for h in range(span):
        games: list[tuple[int, list[int], tuple[int, ...] | None]] = []
        for i, t in enumerate(fours, start=1):
            if h < hanchan:
                k = h % TABLE_SIZE
                games.append((i, [*t[k:], *t[:k]], None))
        for j, f in enumerate(fives, start=len(fours) + 1):
            if h < f.games:
                games.append((j, game_of(f.order, h), f.order))
        out.append(games)
    return out


def at_fives_first(players: Sequence[int], fives: int, balance: Mapping[int, int],
                   five_days: Mapping[int, int], rng: random.Random) -> list[int]:
    """The players to seat at tables of five: those whose balance is not zero, then those who sat
    at a table of five on the fewest days, the rest by lot."""
    lots = {p: rng.random() for p in players}
    ranked = sorted(players, key=lambda p: (balance.get(p, 0) == 0, five_days.get(p, 0), lots[p]))
    return ranked[:FIVE * fives]

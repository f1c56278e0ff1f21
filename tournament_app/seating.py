"""Seating: who sits at which table, and in which seat, round after round (回戦).

Pure functions over player ids (ints): no database, no Qt, no clock. Every random choice goes
through the ``random.Random`` the caller passes, and every search runs for a number of steps rather
than a number of seconds, so a seed always gives the same seating.

A round is a list of tables; a table lists its four players in seat order: seat 0 is East (the
first dealer), then South, West and North.

Two problems are solved here:

* **Who meets whom.** Players want new opponents every round. :func:`random_round` seats one
  round given the rounds already played; :func:`plan_rounds` seats several rounds at once, which
  avoids repeats far more often because early rounds are chosen with later ones in mind. Both
  minimise a cost in which a pair's second meeting costs 1 and each further meeting costs
  :data:`REPEAT_BASE` times more than the one before, so the search spreads unavoidable repeats
  thinly instead of letting one pair meet three times. The search is simulated annealing over
  swaps of two players of different tables in the same round, aimed at players who currently
  repeat an opponent, with an incrementally maintained pair-count matrix. For tight instances
  (few players, many rounds) plain local search rarely reaches zero repeats, so
  :func:`plan_rounds` also tries algebraic constructions: the parallel classes of the affine
  geometry AG(k, 4) when the player count is a power of four, and schedules that are invariant
  under a cyclic group (one *base round* shifted ``m`` times, searched so that every pair orbit
  is used at most once).
* **Who sits where.** :func:`balance_winds` orders each table so that every player gets each seat
  wind about equally often over the tournament.
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

TABLE_SIZE = 4
MIN_PLAYERS = 8  # with one table there is nobody else to meet
MAX_PLAYERS = 1000  # the searches are sized (time, memory for the pair matrix) for this
REPEAT_BASE = 16  # a pair's (k+1)-th meeting costs REPEAT_BASE times its k-th

Table = list[int]
Round = list[Table]
RoundLike = Sequence[Sequence[int]]
Method = Literal["random", "standings"]


# --------------------------------------------------------------------------------------------
# Player count


def _seatable(n: int) -> bool:
    return n % TABLE_SIZE == 0 and MIN_PLAYERS <= n <= MAX_PLAYERS


def players_to_add(n: int) -> int | None:
    """The fewest players (e.g. substitutes) to add so that ``n`` players can be seated.

    0 when ``n`` is already fine; None when adding cannot help (more than :data:`MAX_PLAYERS`).
    """
    if n > MAX_PLAYERS:
        return None
    return max(MIN_PLAYERS - n, -n % TABLE_SIZE)


def players_to_remove(n: int) -> int | None:
    """The fewest players to withdraw so that ``n`` players can be seated.

    0 when ``n`` is already fine; None when withdrawing cannot help (fewer than
    :data:`MIN_PLAYERS`).
    """
    if n < MIN_PLAYERS:
        return None
    return max(n - MAX_PLAYERS, n % TABLE_SIZE)


def check_player_count(n: int) -> None:
    """Raise ``ValueError`` unless ``n`` players fill tables of four (between 8 and 1000).

    The message says what to do; the services layer builds its translated message from
    :func:`players_to_add` and :func:`players_to_remove` instead of parsing this text.
    """
    if _seatable(n):
        return
    add, remove = players_to_add(n), players_to_remove(n)
    if n < MIN_PLAYERS:
        raise ValueError(f"{n} players are too few: at least {MIN_PLAYERS} are needed, add {add}")
    if n > MAX_PLAYERS:
        raise ValueError(f"{n} players are too many: at most {MAX_PLAYERS} can be seated, withdraw {remove}")
    raise ValueError(f"{n} players cannot be seated at tables of four: "
                     f"add {add} (for example substitutes) or withdraw {remove}")


def _check_players(players: Sequence[int]) -> None:
    check_player_count(len(players))
    if len(set(players)) != len(players):
        raise ValueError("a player is listed twice")


# --------------------------------------------------------------------------------------------
# Statistics


@dataclass(frozen=True)
class RepeatStats:
    """How often opponents met again over some rounds."""

    repeated_pairs: int  # sum over pairs of (times met - 1): 0 means nobody met anyone twice
    max_meetings: int  # the most times any one pair met (0 when there are no tables)
    pairs_met: int  # distinct pairs that met at least once


def _pair_counts(rounds: Sequence[RoundLike]) -> dict[tuple[int, int], int]:
    counts: dict[tuple[int, int], int] = {}
    for rnd in rounds:
        for table in rnd:
            for a, b in itertools.combinations(table, 2):
                key = (a, b) if a < b else (b, a)
                counts[key] = counts.get(key, 0) + 1
    return counts


def repeat_stats(rounds: Sequence[RoundLike]) -> RepeatStats:
    """Count repeated meetings over ``rounds`` (e.g. history plus a proposed round)."""
    counts = _pair_counts(rounds)
    return RepeatStats(repeated_pairs=sum(c - 1 for c in counts.values()),
                       max_meetings=max(counts.values(), default=0),
                       pairs_met=len(counts))


def wind_counts(rounds: Sequence[RoundLike]) -> dict[int, list[int]]:
    """For each player, how many times they sat East, South, West and North."""
    counts: dict[int, list[int]] = {}
    for rnd in rounds:
        for table in rnd:
            for seat, p in enumerate(table):
                counts.setdefault(p, [0] * TABLE_SIZE)[seat] += 1
    return counts


# --------------------------------------------------------------------------------------------
# Simple layouts and seat winds


def by_standings(ranked_players: Sequence[int]) -> list[list[int]]:
    """Tables by rank: 1st–4th at table 1, 5th–8th at table 2, … (final rounds, 順位卓)."""
    _check_players(ranked_players)
    return [list(ranked_players[i:i + TABLE_SIZE]) for i in range(0, len(ranked_players), TABLE_SIZE)]


_PERMUTATIONS = list(itertools.permutations(range(TABLE_SIZE)))


def balance_winds(round_tables: Sequence[Sequence[int]], history: Sequence[RoundLike],
                  rng: random.Random | None = None) -> list[list[int]]:
    """Reorder each table so that every player's seat winds stay as even as possible.

    Sitting East means dealing first, so players expect a fair share of each wind. For each table
    the 24 orders are scored by the sum over its players of their squared seat counts after this
    round, which is the same as the sum of the counts of the seats they get (as (c+1)² − c² =
    2c + 1); the lowest wins. Ties go to ``rng`` when given, otherwise to the first order in
    lexicographic order, which keeps the table as it is when that is already best.
    """
    counts = wind_counts(history)
    zero = [0] * TABLE_SIZE
    out = []
    for table in round_tables:
        rows = [counts.get(p, zero) for p in table]
        perms = _PERMUTATIONS if len(table) == TABLE_SIZE else list(itertools.permutations(range(len(table))))
        best: list[tuple[int, ...]] = []
        best_cost = None
        for perm in perms:  # perm[seat] = index in ``table`` of the player who gets that seat
            cost = sum(rows[i][seat] for seat, i in enumerate(perm))
            if best_cost is None or cost < best_cost:
                best_cost, best = cost, [perm]
            elif cost == best_cost:
                best.append(perm)
        perm = best[rng.randrange(len(best))] if rng is not None and len(best) > 1 else best[0]
        out.append([table[i] for i in perm])
    return out


def balance_winds_plan(rounds: Sequence[RoundLike], history: Sequence[RoundLike],
                       rng: random.Random | None = None) -> list[list[list[int]]]:
    """:func:`balance_winds` for planned rounds, each round counting the ones before it."""
    done = list(history)
    out = []
    for rnd in rounds:
        seated = balance_winds(rnd, done, rng)
        out.append(seated)
        done.append(seated)
    return out


# --------------------------------------------------------------------------------------------
# Local search over whole schedules


def _weights(max_count: int) -> list[int]:
    """Marginal cost of one more meeting for a pair that already met ``c`` times, indexed by c."""
    return [0] + [REPEAT_BASE ** (c - 1) for c in range(1, max_count + 1)]


class _Search:
    """Simulated annealing over rounds of tables of player indices ``0..n-1``.

    ``hist[a][b]`` counts earlier meetings, ``meet[a][b]`` the same plus the rounds being searched.
    A pair is *bad* when it meets in the searched rounds and ``meet`` is at least 2: moves start
    from a random bad pair, which keeps the search on the players that matter when only a handful
    of the thousands of pairs repeat. ``cost`` is the cost added by the searched rounds on top of
    the history (0 means no new repeat).
    """

    def __init__(self, hist: list[list[int]], rounds: list[Round], weights: list[int],
                 rng: random.Random) -> None:
        self.n = n = len(hist)
        self.hist = hist
        self.weights = weights
        self.rng = rng
        self.meet = [row[:] for row in hist]
        self.tables = [[t[:] for t in rnd] for rnd in rounds]
        self.where: list[list[int]] = []
        for rnd in self.tables:
            where = [0] * n
            for ti, table in enumerate(rnd):
                for p in table:
                    where[p] = ti
            self.where.append(where)
        self.bad: list[int] = []  # keys a * n + b with a < b, for O(1) random choice
        self.bad_pos: dict[int, int] = {}
        self.cost = 0
        for rnd in self.tables:
            for table in rnd:
                for a, b in itertools.combinations(table, 2):
                    self.cost += weights[self.meet[a][b]]
                    self._inc(a, b)

    def _inc(self, a: int, b: int) -> None:
        c = self.meet[a][b] + 1
        self.meet[a][b] = self.meet[b][a] = c
        if c >= 2:
            key = a * self.n + b if a < b else b * self.n + a
            if key not in self.bad_pos:
                self.bad_pos[key] = len(self.bad)
                self.bad.append(key)

    def _dec(self, a: int, b: int) -> None:
        c = self.meet[a][b] - 1
        self.meet[a][b] = self.meet[b][a] = c
        if c < 2 or c == self.hist[a][b]:
            key = a * self.n + b if a < b else b * self.n + a
            i = self.bad_pos.pop(key, None)
            if i is not None:
                last = self.bad.pop()
                if last != key:
                    self.bad[i] = last
                    self.bad_pos[last] = i

    def delta(self, r: int, a: int, b: int) -> int:
        """Change of cost if ``a`` and ``b`` (different tables of round ``r``) swap seats.

        Only the two tables change, so only the 12 pairs through ``a`` or ``b`` are looked at.
        """
        w = self.weights
        where = self.where[r]
        ma, mb = self.meet[a], self.meet[b]
        d = 0
        for x in self.tables[r][where[a]]:
            if x != a:
                d += w[mb[x]] - w[ma[x] - 1]
        for y in self.tables[r][where[b]]:
            if y != b:
                d += w[ma[y]] - w[mb[y] - 1]
        return d

    def swap(self, r: int, a: int, b: int, d: int) -> None:
        where = self.where[r]
        ta, tb = where[a], where[b]
        table_a, table_b = self.tables[r][ta], self.tables[r][tb]
        for x in table_a:
            if x != a:
                self._dec(a, x)
                self._inc(b, x)
        for y in table_b:
            if y != b:
                self._dec(b, y)
                self._inc(a, y)
        table_a[table_a.index(a)] = b
        table_b[table_b.index(b)] = a
        where[a], where[b] = tb, ta
        self.cost += d

    def anneal(self, steps: int, t_start: float, t_end: float) -> None:
        """Run up to ``steps`` moves, cooling geometrically; stop early at zero new repeats.

        The state left behind is the best one seen (annealing may end on a slightly worse one).
        """
        n, rng = self.n, self.rng
        rand, randrange, exp = rng.random, rng.randrange, math.exp
        rounds = range(len(self.tables))
        where_all, bad = self.where, self.bad
        best_cost, best_tables = self.cost, None
        temp = t_start
        cool = (t_end / t_start) ** (1.0 / max(1, steps))
        for _ in range(steps):
            if not bad:
                break
            temp *= cool
            u, v = divmod(bad[randrange(len(bad))], n)
            rs = [r for r in rounds if where_all[r][u] == where_all[r][v]]
            r = rs[randrange(len(rs))] if len(rs) > 1 else rs[0]
            a = u if rand() < 0.5 else v
            where = where_all[r]
            b = randrange(n)
            while where[b] == where[a]:
                b = randrange(n)
            d = self.delta(r, a, b)
            if d > 0:
                if rand() >= exp(-d / temp):
                    continue
                if self.cost == best_cost and best_tables is None:
                    best_tables = self.snapshot()  # leaving a best state: remember it
            self.swap(r, a, b, d)
            if self.cost < best_cost:
                best_cost, best_tables = self.cost, None
        if self.cost > best_cost and best_tables is not None:
            self.restore(best_tables)

    def snapshot(self) -> list[Round]:
        return [[t[:] for t in rnd] for rnd in self.tables]

    def restore(self, tables: list[Round]) -> None:
        """Go back to ``tables`` by replaying the swaps that lead there (keeps the counts right)."""
        for r, rnd in enumerate(tables):
            for ti, table in enumerate(rnd):
                for i, p in enumerate(table):
                    q = self.tables[r][ti][i]
                    if q != p:
                        if self.where[r][p] == ti:  # same table, other seat: just reorder
                            cur = self.tables[r][ti]
                            j = cur.index(p)
                            cur[i], cur[j] = cur[j], cur[i]
                        else:
                            self.swap(r, p, q, self.delta(r, p, q))
                            cur = self.tables[r][ti]
                            j = cur.index(p)
                            cur[i], cur[j] = cur[j], cur[i]

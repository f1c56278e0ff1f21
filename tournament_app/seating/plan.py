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
  minimise a cost in which a pair's second meeting costs 1, its third :data:`REPEAT_BASE` and so
  on, so unavoidable repeats are spread thinly instead of one pair meeting three times. The search
  is simulated annealing over swaps of two players of different tables in the same round, aimed at
  pairs that currently repeat, on an incrementally kept pair-count matrix. For tight instances
  (few players, many rounds) local search alone rarely reaches zero, so :func:`plan_rounds` first
  uses perfect designs when one is long enough: the affine geometry AG(k, 4) (16, 64, 256
  players), resolvable transversal designs (4q players, q prime), and cyclic designs that repeat
  one base round shifted m times (a small catalogue, or a base round searched on the spot).
* **Who sits where** (:mod:`tournament_app.seating.winds`, re-exported here): :func:`balance_winds`
  orders each table of a round so that every player gets each seat wind about equally often;
  :func:`balance_winds_plan` seats planned rounds so that each player gets each wind exactly once
  per four rounds.
"""

from __future__ import annotations

import itertools
import math
import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from tournament_app.checks.limits import MAX_PLAYERS
from tournament_app.files.progress import Progress, report
from tournament_app.seating.designs import TABLE_SIZE, _cyclic_search, _perfect_rounds, _shuffled_round
from tournament_app.seating.winds import balance_winds, balance_winds_plan, wind_counts  # noqa: F401 (public)

MIN_PLAYERS = 8  # with one table there is nobody else to meet
REPEAT_BASE = 16  # a pair's 2nd meeting costs 1, its 3rd REPEAT_BASE, its 4th REPEAT_BASE², …

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


# --------------------------------------------------------------------------------------------
# Simple layouts


def by_standings(ranked_players: Sequence[int]) -> list[list[int]]:
    """Tables by rank: 1st–4th at table 1, 5th–8th at table 2, … (final rounds, 順位卓).

    Unlike the searches this also takes a single table of four: there is nothing to choose.
    """
    if len(ranked_players) != TABLE_SIZE:
        _check_players(ranked_players)
    elif len(set(ranked_players)) != TABLE_SIZE:
        raise ValueError("a player is listed twice")
    return [list(ranked_players[i:i + TABLE_SIZE]) for i in range(0, len(ranked_players), TABLE_SIZE)]


# --------------------------------------------------------------------------------------------
# Local search over whole schedules


def _weights(max_count: int) -> list[int]:
    """Marginal cost of one more meeting for a pair that already met ``c`` times, indexed by c."""
    # capped so that deltas stay within float range even after absurdly many meetings
    return [0] + [REPEAT_BASE ** min(c - 1, 60) for c in range(1, max_count + 1)]


class _Search:
    """Simulated annealing over rounds of tables of player indices ``0..n-1``.

    ``hist[a][b]`` counts earlier meetings, ``meet[a][b]`` the same plus the rounds being searched.
    A pair is *bad* when it meets in the searched rounds and ``meet`` is at least 2: moves start
    from a random bad pair, which keeps the search on the players that matter when only a handful
    of the thousands of pairs repeat. ``cost`` is the cost added by the searched rounds on top of
    the history (0 means no new repeat).

    ``in_place`` (one round only): ``hist`` itself becomes ``meet``, so seating round after round
    does not copy the n × n matrix each time (10 ms a round at 1,000 players); a pair then meets
    in the searched round exactly when it sits at one of its tables.
    """

    def __init__(self, hist: list[list[int]], rounds: list[Round], weights: list[int],
                 rng: random.Random, work: _Work | None = None, *, in_place: bool = False) -> None:
        assert not in_place or len(rounds) == 1
        self.work = work
        self.n = n = len(hist)
        self.hist: list[list[int]] | None = None if in_place else hist
        self.weights = weights
        self.rng = rng
        self.meet = hist if in_place else [row[:] for row in hist]
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
        if c < 2 or self.hist is None or c == self.hist[a][b]:
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

    def anneal(self, steps: int, t_start: float, t_end: float, floor: int = 0) -> None:
        """Run up to ``steps`` moves, cooling geometrically; stop early at zero new repeats, or at
        ``floor``, a cost no schedule can go below (:func:`_floor`).

        The state left behind is the best one seen (annealing may end on a slightly worse one).
        """
        n, rng = self.n, self.rng
        rand, randrange, exp = rng.random, rng.randrange, math.exp
        rounds = range(len(self.tables))
        where_all, bad = self.where, self.bad
        best_cost, best_tables = self.cost, None
        temp = t_start
        cool = (t_end / t_start) ** (1.0 / max(1, steps))
        work, counted = self.work, 0
        for i in range(steps):
            if not bad or self.cost <= floor:
                break
            if work is not None and i & 4095 == 4095:  # now and then: cheap in this hot loop
                work.add(4096)
                counted += 4096
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
        if work is not None:
            work.add(steps - counted)  # moves left when it stopped early are not coming either

    def snapshot(self) -> list[Round]:
        return [[t[:] for t in rnd] for rnd in self.tables]

    def restore(self, tables: list[Round]) -> None:
        """Go back to ``tables`` through swaps, which keep the counts and the bad pairs right."""
        for r, rnd in enumerate(tables):
            for ti, table in enumerate(rnd):
                for i, p in enumerate(table):
                    cur = self.tables[r][ti]
                    if cur[i] == p:
                        continue
                    if self.where[r][p] == ti:  # right table, other seat
                        j = cur.index(p)
                        cur[i], cur[j] = cur[j], cur[i]
                    else:  # p takes the seat of cur[i]
                        self.swap(r, p, cur[i], self.delta(r, p, cur[i]))


# --------------------------------------------------------------------------------------------
# Public search API


def _index(players: Sequence[int], history: Sequence[RoundLike]) -> tuple[list[list[int]], int]:
    """The pair-count matrix of ``history`` over player indices, and its largest count.

    Players who left are ignored (they no longer matter) and newcomers start at zero.
    """
    n = len(players)
    pos = {p: i for i, p in enumerate(players)}
    hist = [[0] * n for _ in range(n)]
    top = 0
    for rnd in history:
        for table in rnd:
            ids = [pos[p] for p in table if p in pos]
            for a, b in itertools.combinations(ids, 2):
                c = hist[a][b] + 1
                hist[a][b] = hist[b][a] = c
                top = max(top, c)
    return hist, top


def _round_steps(n: int, effort: float) -> int:
    return max(1000, int(effort * (20_000 + 100 * n)))


def _draft_steps(n: int, effort: float) -> int:
    """Steps for a round of a plan's first draft, which the plan's own search then improves. A round
    of few players has few swaps to try (12 players: 48); the full search made a small event wait
    for plans no better (mean cost over 12 seeds, full / these drafts: 12 players × 8 rounds 283 /
    284, × 12 rounds 5890 / 5930, 20 × 12 278 / 273, 32 × 10 17.3 / 17.5)."""
    return max(1000, int(effort * min(20_000 + 100 * n, 2_000 + 200 * n)))


# The fewest pairs two rounds of the same players always share, by tables: with fewer than four
# tables some table of the second round takes two players from one table of the first.
_SHARED = {2: 4, 3: 3}


def _floor(hist: list[list[int]], rounds: int, full_before: int, weights: list[int]) -> int:
    """A cost that no ``rounds`` more rounds can go below, given the meetings ``hist``.

    The searches stop there instead of spending their steps on an impossible zero (12 players
    meet 3 pairs again in any second round). Two bounds: every two rounds of the same players
    share :data:`_SHARED` pairs (``full_before``: earlier rounds that seated exactly these
    players), each costing at least 1; and each player's 3 meetings a round cost at least what
    they would going each to an opponent met least so far, half of which is the pair's cost.
    """
    n = len(hist)
    need = (TABLE_SIZE - 1) * rounds
    shared = _SHARED.get(n // TABLE_SIZE, 0) * (rounds * (rounds - 1) // 2 + rounds * full_before)
    spread = sum(_cheapest(row, need, weights) for row in hist if row.count(0) - 1 < need)
    return max(shared, (spread + 1) // 2)


def _cheapest(row: list[int], need: int, weights: list[int]) -> int:
    """The least cost of ``need`` more meetings for the player whose meetings so far are ``row``.

    The cost of a meeting rises with the pair's count, so the cheapest go to the opponents met
    least: at level c every opponent met at most c times can take one at ``weights[c]``.
    """
    levels = Counter(row)
    levels[0] -= 1  # the player's own cell
    cost = at_or_below = level = 0
    while need > 0:
        at_or_below += levels.get(level, 0)
        take = min(need, at_or_below)
        cost += take * weights[min(level, len(weights) - 1)]  # past the end: still a lower bound
        need -= take
        level += 1
    return cost


def _full_rounds(players: Sequence[int], history: Sequence[RoundLike]) -> int:
    """How many rounds of ``history`` seated exactly ``players`` (and so bound :func:`_floor`)."""
    everyone = sorted(players)
    return sum(1 for rnd in history if sorted(p for table in rnd for p in table) == everyone)


def _greedy_rounds(hist: list[list[int]], rounds: int, weights: list[int], rng: random.Random,
                   steps: int, work: _Work | None = None, full_before: int = 0
                   ) -> tuple[list[Round], int]:
    """Rounds seated one at a time, each searched (``steps`` moves at most) against the history and
    the rounds before it; with the cost they add to ``hist`` (which is left as it was)."""
    n = len(hist)
    done = [row[:] for row in hist]
    out: list[Round] = []
    cost = 0
    for i in range(rounds):
        floor = _floor(done, 1, full_before + i, weights)  # before the search adds the round to ``done``
        search = _Search(done, [_shuffled_round(n, rng)], weights, rng, work, in_place=True)
        search.anneal(steps, 0.5, 0.05, floor)
        out.append(search.tables[0])
        cost += search.cost
    return out, cost


def _to_players(rounds: Sequence[RoundLike], players: Sequence[int]) -> list[Round]:
    return [[[players[i] for i in table] for table in rnd] for rnd in rounds]


def random_round(players: Sequence[int], history: Sequence[RoundLike], rng: random.Random, *,
                 effort: float = 1.0) -> list[list[int]]:
    """One new round with as few repeated opponents as possible, given the rounds in ``history``.

    Seat order within tables is arbitrary here: pass the result through :func:`balance_winds`
    (:func:`seat_next_round` does both). ``effort`` scales the number of search steps; the search
    stops as soon as nobody meets an earlier opponent.
    """
    _check_players(players)
    hist, top = _index(players, history)
    rnd = _greedy_rounds(hist, 1, _weights(top + 2), rng, _round_steps(len(players), effort),
                         full_before=_full_rounds(players, history))
    return _to_players(rnd[0], players)[0]


def _from_design(design: list[Round], players: Sequence[int], rounds: int,
                 rng: random.Random) -> list[Round]:
    """``rounds`` random rounds of a perfect design, with players assigned to points at random."""
    chosen = rng.sample(design, rounds)
    people = list(players)
    rng.shuffle(people)
    out = []
    for rnd in chosen:
        tables = [[people[p] for p in table] for table in rnd]
        rng.shuffle(tables)
        out.append(tables)
    return out


def _plan_steps(n: int, rounds: int, effort: float) -> int:
    # fewer steps for few players: their search space is small and repeats there are mostly forced;
    # capped so that even long plans stay within seconds
    return max(1000, int(effort * min(80_000 * rounds * min(1.0, n / 48), 1_500_000)))


class _Work:
    """Annealing moves made, reported against an estimate of all a plan may make (the searches
    that stop early at zero repeats count their unused moves as done)."""

    def __init__(self, progress: Progress, total: int) -> None:
        self.progress, self.total, self.done = progress, total, 0

    def add(self, moves: int) -> None:
        self.done += moves
        self.progress(min(self.done, self.total - 1), self.total)  # the whole only when it ends


def plan_rounds(players: Sequence[int], rounds: int, rng: random.Random,
                history: Sequence[RoundLike] = (), *, effort: float = 1.0,
                progress: Progress | None = None) -> list[list[list[int]]]:
    """Several rounds at once, with as few repeated opponents (also against ``history``) as possible.

    Planning jointly lets the search move a pair's meeting from one round to another, so it
    reaches zero repeats far more often than seating round by round. When no current pair has met
    yet and a known perfect design is long enough (affine geometry, transversal design, the cyclic
    designs above) a random part of it is used with players assigned at random. Otherwise greedy
    rounds are annealed as a whole; if repeats remain, a cyclic base round is searched and, failing
    that, annealing restarts from the imperfect cyclic schedule, from the longest perfect design
    completed greedily and (few players) from new greedy rounds; the best schedule wins. Seats
    are not balanced here: use :func:`balance_winds_plan`. ``progress`` hears of the search as it goes
    and may stop it (Cancelled); the moves made do not depend on it.
    """
    _check_players(players)
    if rounds < 0:
        raise ValueError("the number of rounds cannot be negative")
    n = len(players)
    indices = list(range(n))
    hist, top = _index(players, history)
    fresh = top == 0
    if rounds == 0:
        return []
    design = _perfect_rounds(n) if fresh else []
    if len(design) >= rounds:
        return _from_design(design, players, rounds, rng)
    weights = _weights(top + rounds + 1)
    steps = _plan_steps(n, rounds, effort)
    full = _full_rounds(players, history)
    floor = _floor(hist, rounds, full, weights)
    first = _draft_steps(n, effort)
    work = None if progress is None else _Work(progress, rounds * first + 2 * steps)
    greedy, cost = _greedy_rounds(hist, rounds, weights, rng, first, work, full)
    if cost <= floor:  # nothing can do better: most plans end here
        report(progress, 1, 1)
        return _to_players(greedy, players)
    best = _Search(hist, greedy, weights, rng, work)
    best.anneal(steps // 4, 0.5, 0.05, floor)  # enough for loose instances, which stop at zero repeats
    starts = []
    if best.cost > floor and fresh and 3 * rounds <= n - 1:
        found, excess = _cyclic_search(n, rounds, rng, max(1000, int(effort * 100_000)))
        if excess == 0:
            return _from_design(found, players, rounds, rng)
        if found:
            starts.append(_from_design(found, indices, rounds, rng))
    if best.cost > floor and design:
        head = _from_design(design, indices, len(design), rng)
        done, _ = _index(indices, head)
        starts.append(head + _greedy_rounds(done, rounds - len(design), weights, rng, first, work,
                                            len(design))[0])
    if best.cost > floor and n < 32:  # with few players annealing can get stuck in a bad basin: restart
        starts.append(_greedy_rounds(hist, rounds, weights, rng, first, work, full)[0])
    for start in starts:
        if best.cost <= floor:
            break
        search = _Search(hist, start, weights, rng, work)
        search.anneal(steps // 4, 0.5, 0.05, floor)
        if search.cost < best.cost:
            best = search
    if best.cost > floor:
        best.anneal(steps // 2, 0.3, 0.05, floor)  # reheat the best schedule so far
    report(progress, 1, 1)
    return _to_players(best.tables, players)


def seat_next_round(players: Sequence[int], history: Sequence[RoundLike], method: Method,
                    rng: random.Random, ranked: Sequence[int] | None = None, *,
                    effort: float = 1.0) -> list[list[int]]:
    """The next round ready to play: tables by ``method``, then seat winds balanced.

    ``"random"`` avoids earlier opponents (:func:`random_round`); ``"standings"`` seats by rank
    (:func:`by_standings`), ``ranked`` listing the same players best first.
    """
    if method == "random":
        tables = random_round(players, history, rng, effort=effort)
    elif method == "standings":
        if ranked is None or sorted(ranked) != sorted(players):
            raise ValueError("seating by standings needs the ranking of exactly these players")
        tables = by_standings(ranked)
    else:
        raise ValueError(f"unknown seating method: {method!r}")
    return balance_winds(tables, history, rng)

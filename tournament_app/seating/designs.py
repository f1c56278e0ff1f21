"""Perfect schedules that local search alone rarely finds (used by :func:`seating.plan_rounds`).

Affine geometry AG(k, 4) (16, 64, 256 players), resolvable transversal designs (4q players, q prime),
and cyclic designs that repeat one base round shifted m times (a small catalogue, or a base round
searched on the spot). Pure functions over player indices ``0..n-1``; every random choice goes through
the ``random.Random`` the caller passes.
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Sequence

TABLE_SIZE = 4
Round = list[list[int]]


def _shuffled_round(n: int, rng: random.Random) -> Round:
    order = list(range(n))
    rng.shuffle(order)
    return [order[i:i + TABLE_SIZE] for i in range(0, n, TABLE_SIZE)]

# --------------------------------------------------------------------------------------------
# Constructions: perfect schedules that local search alone rarely finds


_GF4_EXP = (1, 2, 3)  # powers of a generator w of GF(4) = {0, 1, w, w + 1} coded 0..3 (sum = xor)
_GF4_LOG = {1: 0, 2: 1, 3: 2}


def _gf4_scale(lam: int, v: int, k: int) -> int:
    """``lam`` times the vector ``v`` of GF(4)^k coded as k base-4 digits."""
    out = 0
    for i in range(k):
        digit = v >> (2 * i) & 3
        if lam and digit:
            out |= _GF4_EXP[(_GF4_LOG[lam] + _GF4_LOG[digit]) % 3] << (2 * i)
    return out


def _affine_rounds(k: int) -> list[Round]:
    """The (4^k − 1) / 3 parallel classes of lines of the affine geometry AG(k, 4).

    Any two of the 4^k points lie on exactly one line, so no pair ever meets twice: a perfect
    schedule for 16, 64 and 256 players. A class holds the translates of the line through 0 in
    one direction; directions are counted up to a scalar by taking those whose leading digit is 1.
    """
    n = 4 ** k
    rounds = []
    for d in range(1, n):
        if d >> (2 * ((d.bit_length() - 1) // 2)) != 1:
            continue
        line = [_gf4_scale(lam, d, k) for lam in range(4)]
        seen = [False] * n
        rnd = []
        for p in range(n):
            if not seen[p]:
                table = [p ^ x for x in line]
                for q in table:
                    seen[q] = True
                rnd.append(table)
        rounds.append(rnd)
    return rounds


def _is_prime(q: int) -> bool:
    return q >= 2 and all(q % d for d in range(2, math.isqrt(q) + 1))


def _transversal_rounds(q: int) -> list[Round]:
    """For a prime q ≥ 5, q rounds for 4q players without a repeat (a resolvable transversal design).

    Player g·q + x stands for the point x of row g; round s has the tables {s·g + t in row g}: two
    players of different rows meet only for the single (s, t) solving two linear equations mod q,
    and players of one row never meet, so 4q players get q perfect rounds.
    """
    return [[[g * q + (s * g + t) % q for g in range(TABLE_SIZE)] for t in range(q)] for s in range(q)]


# Cyclic designs found offline by an exact-cover search for a base round that uses every pair
# orbit at most once (see _BaseSearch); except for 32, the base round was also required to be
# invariant under a map (x, row) -> (u·x, row + 1), which shrinks the search enough to finish.
# Player ids: x + m·row for the 3m moving players (rows 0..2, x mod m) and 3m.. for the fixed
# ones; round i adds i to every x. Each reaches the most rounds possible, floor((n − 1) / 3),
# except 32 players: 9 of 10 (the famous 8-4-10 instance defeated these searches).
_CYCLIC_DESIGNS: dict[int, tuple[int, tuple[tuple[int, int, int, int], ...]]] = {
    24: (7, ((0, 8, 17, 21), (3, 7, 15, 22), (1, 10, 14, 23), (2, 4, 5, 20), (6, 9, 11, 12),
             (13, 16, 18, 19))),
    32: (9, ((3, 12, 18, 27), (4, 14, 22, 28), (8, 10, 24, 29), (6, 11, 23, 30), (1, 2, 7, 21),
             (0, 13, 15, 16), (5, 17, 26, 31), (9, 19, 20, 25))),
    36: (11, ((0, 12, 25, 33), (3, 11, 23, 34), (1, 14, 22, 35), (2, 28, 29, 31), (6, 7, 9, 13),
              (17, 18, 20, 24), (4, 8, 27, 32), (5, 10, 15, 19), (16, 21, 26, 30))),
    40: (13, ((0, 13, 26, 39), (1, 6, 31, 34), (2, 11, 16, 18), (19, 20, 28, 35), (3, 25, 30, 32),
              (5, 12, 22, 36), (4, 15, 23, 27), (7, 8, 10, 29), (9, 17, 21, 24), (14, 33, 37, 38))),
    44: (14, ((0, 14, 28, 42), (1, 23, 39, 43), (2, 5, 6, 35), (7, 17, 18, 26), (21, 36, 38, 41),
              (4, 10, 16, 19), (20, 22, 31, 32), (8, 13, 30, 40), (3, 24, 29, 37), (9, 11, 27, 34),
              (12, 15, 25, 33))),
    48: (15, ((0, 16, 33, 45), (3, 15, 31, 46), (1, 18, 30, 47), (5, 9, 10, 28), (20, 24, 25, 43),
              (13, 35, 39, 40), (2, 23, 26, 37), (7, 17, 38, 41), (8, 11, 22, 32), (4, 6, 12, 44),
              (14, 19, 21, 27), (29, 34, 36, 42))),
    52: (17, ((0, 17, 34, 51), (1, 2, 8, 20), (18, 19, 25, 37), (3, 35, 36, 42), (5, 9, 30, 40),
              (6, 22, 26, 47), (13, 23, 39, 43), (7, 16, 31, 45), (11, 24, 33, 48), (14, 28, 41, 50),
              (4, 44, 46, 49), (10, 12, 15, 21), (27, 29, 32, 38))),
    60: (19, ((0, 20, 41, 57), (3, 19, 39, 58), (1, 22, 38, 59), (2, 4, 10, 14), (21, 23, 29, 33),
              (40, 42, 48, 52), (9, 34, 37, 51), (13, 28, 53, 56), (15, 18, 32, 47), (7, 8, 30, 54),
              (16, 26, 27, 49), (11, 35, 45, 46), (5, 31, 36, 44), (6, 24, 50, 55), (12, 17, 25, 43))),
}


def _develop(base: Sequence[Sequence[int]], m: int, moving: int) -> list[Round]:
    """The m rounds ``base + i``: player ``p < moving`` goes to ``p - x + (x + i) mod m``."""
    return [[[p - p % m + (p % m + i) % m if p < moving else p for p in table] for table in base]
            for i in range(m)]


def _perfect_rounds(n: int) -> list[Round]:
    """The longest repeat-free schedule this module knows for ``n`` players (may be empty)."""
    found: list[list[Round]] = []
    k = round(math.log(n, 4)) if n > 1 else 0
    if 4 ** k == n:
        found.append(_affine_rounds(k))
    if n % TABLE_SIZE == 0 and n // TABLE_SIZE >= 5 and _is_prime(n // TABLE_SIZE):
        found.append(_transversal_rounds(n // TABLE_SIZE))
    if n in _CYCLIC_DESIGNS:
        m, base = _CYCLIC_DESIGNS[n]
        found.append(_develop(base, m, 3 * m))
    return max(found, key=len, default=[])


class _BaseSearch:
    """Annealing for one base round whose ``m`` shifts form a schedule without repeats.

    Points ``0..k·m-1`` are (x, row) = (p mod m, p div m) and move under the shift x → x + 1; the
    rest are fixed. Shifting a table shifts its pairs, so two pairs of the base round in the same
    *orbit* would meet in the same pair of players twice: the search gives each orbit capacity 1
    and counts excess uses. Pairs of two fixed points, and same-row pairs at distance m/2 (their
    orbit has only m/2 pairs), have capacity 0. The search space is one round instead of m, which
    is what makes tight instances reachable.
    """

    def __init__(self, n: int, m: int, k: int, rng: random.Random) -> None:
        self.n, self.m, self.k, self.rng = n, m, k, rng
        moving = k * m
        ids: dict[tuple[int, ...], int] = {}
        forbidden = 0
        ids[()] = forbidden
        self.orbit = orbit = [[forbidden] * n for _ in range(n)]
        for p in range(n):
            for q in range(p + 1, n):
                if q < moving:
                    (xp, rp), (xq, rq) = divmod(p, m)[::-1], divmod(q, m)[::-1]
                    if rp == rq:
                        d = min((xq - xp) % m, (xp - xq) % m)
                        key: tuple[int, ...] = () if 2 * d == m else (0, rp, d)
                    else:
                        key = (1, rp, rq, (xq - xp) % m)
                elif p < moving:
                    key = (2, q, p // m)
                else:
                    key = ()
                orbit[p][q] = orbit[q][p] = ids.setdefault(key, len(ids))
        self.cap = [1] * len(ids)
        self.cap[forbidden] = 0
        self._load(_shuffled_round(n, rng))

    def _load(self, tables: Round) -> None:
        self.tables = [table[:] for table in tables]
        self.where = [0] * self.n
        for ti, table in enumerate(self.tables):
            for p in table:
                self.where[p] = ti
        self.uses = [0] * len(self.cap)
        for table in self.tables:
            for a, b in itertools.combinations(table, 2):
                self.uses[self.orbit[a][b]] += 1
        self.cost = sum(max(0, u - c) for u, c in zip(self.uses, self.cap, strict=True))

    def _in_conflict(self, a: int) -> bool:
        uses, cap, row = self.uses, self.cap, self.orbit[a]
        return any(x != a and uses[row[x]] > cap[row[x]] for x in self.tables[self.where[a]])

    def anneal(self, steps: int, t_start: float = 0.4, t_end: float = 0.1) -> bool:
        """Search up to ``steps`` moves; True when a base round without conflicts is found."""
        n, rng, uses, cap, where, tables = self.n, self.rng, self.uses, self.cap, self.where, self.tables
        temp, cool = t_start, (t_end / t_start) ** (1.0 / max(1, steps))
        best_cost, best_tables = self.cost, [table[:] for table in tables]
        for _ in range(steps):
            if self.cost < best_cost:
                best_cost, best_tables = self.cost, [table[:] for table in tables]
            if self.cost == 0:
                return True
            temp *= cool
            a = rng.randrange(n)
            for _ in range(30):  # aim at a conflict: swapping conflict-free points rarely helps
                if self._in_conflict(a):
                    break
                a = rng.randrange(n)
            b = rng.randrange(n)
            while where[b] == where[a]:
                b = rng.randrange(n)
            oa, ob = self.orbit[a], self.orbit[b]
            changes = [(o, s) for x in tables[where[a]] if x != a for o, s in ((oa[x], -1), (ob[x], 1))]
            changes += [(o, s) for y in tables[where[b]] if y != b for o, s in ((ob[y], -1), (oa[y], 1))]
            d = 0
            for o, s in changes:
                before = max(0, uses[o] - cap[o])
                uses[o] += s
                d += max(0, uses[o] - cap[o]) - before
            if d > 0 and rng.random() >= math.exp(-d / temp):
                for o, s in changes:
                    uses[o] -= s
                continue
            ta, tb = where[a], where[b]
            tables[ta][tables[ta].index(a)] = b
            tables[tb][tables[tb].index(b)] = a
            where[a], where[b] = tb, ta
            self.cost += d
        if self.cost > best_cost:
            self._load(best_tables)
        return self.cost == 0


def _cyclic_configs(n: int, rounds: int) -> list[tuple[int, int]]:
    """(m, rows) shapes worth a cyclic search, most promising first.

    n = rows·m + fixed players; a fixed player's three table-mates must come from three different
    rows, so fixed players need three rows and at most one sits at each table. A shape is kept
    only if it has at least as many pair orbits as the base round has pairs; shapes without fixed
    players came out far easier in experiments, then the roomier the better.
    """
    shapes = []
    for m in range(max(rounds, 2), (n - 1) // 3 + 1):
        for k in range(1, n // m + 1):
            f = n - k * m
            if f > n // TABLE_SIZE or (f and k < 3):
                continue
            orbits = k * ((m - 1) // 2) + k * (k - 1) // 2 * m + f * k
            slack = orbits - 6 * n // TABLE_SIZE
            if slack >= 0:  # a fixed player at every table (4f = n) leaves the search little room
                shapes.append((f > 0, 4 * f >= n, -slack, m, k))
    return [(m, k) for *_, m, k in sorted(shapes)]


def _cyclic_search(n: int, rounds: int, rng: random.Random, steps: int) -> tuple[list[Round], int]:
    """The best schedule of at least ``rounds`` rounds developed from a searched base round.

    Returns the rounds and the number of excess orbit uses of the base round (0: no repeat; each
    unit costs up to m repeated pairs once developed). Empty rounds when no shape fits.
    """
    best: tuple[list[Round], int] = ([], -1)
    shapes = _cyclic_configs(n, rounds)
    for m, k in shapes[:1] + shapes[:3]:  # the most promising shape gets a second random start
        search = _BaseSearch(n, m, k, rng)
        search.anneal(steps)
        if best[1] < 0 or search.cost * m < best[1] * len(best[0]):
            best = (_develop(search.tables, m, k * m), search.cost)
        if search.cost == 0:
            break
    return best

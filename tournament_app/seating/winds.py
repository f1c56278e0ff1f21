"""Seat winds: who sits East (the first dealer), South, West and North at each table.

:func:`balance_winds` orders each table of one round so that every player gets each seat wind about
equally often; :func:`balance_winds_plan` seats planned rounds so that each player gets each wind
exactly once per four rounds. Pure functions over player ids, as :mod:`tournament_app.seating.plan`.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence

from tournament_app.seating.designs import TABLE_SIZE

RoundLike = Sequence[Sequence[int]]


def wind_counts(rounds: Sequence[RoundLike]) -> dict[int, list[int]]:
    """For each player, how many times they sat East, South, West and North."""
    counts: dict[int, list[int]] = {}
    for rnd in rounds:
        for table in rnd:
            for seat, p in enumerate(table):
                counts.setdefault(p, [0] * TABLE_SIZE)[seat] += 1
    return counts


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


def _colour_edges(rounds: Sequence[RoundLike]) -> list[list[list[int]]]:
    """Seat every table of up to four rounds so that nobody gets the same seat twice.

    Players and (round, table) pairs form a bipartite graph with one edge per seated player; its
    largest degree is 4, so by König's theorem its edges can be coloured with the 4 seats so that
    no two edges at a table or at a player share a colour. Edges are coloured one by one; when the
    seat free at the player is taken at the table, the two seats are swapped along an alternating
    path from the table, which in a bipartite graph never comes back to the player.
    """
    node: dict[tuple[int, ...], int] = {}  # (player,) or (round, table) -> node number
    at: list[dict[int, int]] = []  # node -> seat -> the node across that edge
    for r, rnd in enumerate(rounds):
        for t, table in enumerate(rnd):
            v = node.setdefault((r, t), len(node))
            for p in table:
                u = node.setdefault((p,), len(node))
                while len(at) < len(node):
                    at.append({})
                a = next(c for c in range(TABLE_SIZE) if c not in at[u])
                if a in at[v]:
                    b = next(c for c in range(TABLE_SIZE) if c not in at[v])
                    if b not in at[u]:
                        a = b
                    else:
                        _swap_path(at, v, a, b)
                at[u][a], at[v][a] = v, u
    player = {i: key[0] for key, i in node.items() if len(key) == 1}
    return [[[player[at[node[(r, t)]][seat]] for seat in range(len(table))] for t, table in enumerate(rnd)]
            for r, rnd in enumerate(rounds)]


def _swap_path(at: list[dict[int, int]], start: int, a: int, b: int) -> None:
    """Swap seats ``a`` and ``b`` along the path from ``start`` whose edges alternate a, b, a, …"""
    path = [start]
    colour = a
    while colour in at[path[-1]]:
        path.append(at[path[-1]][colour])
        colour = b if colour == a else a
    edges = [(path[i], path[i + 1], a if i % 2 == 0 else b) for i in range(len(path) - 1)]
    for u, v, c in edges:
        del at[u][c], at[v][c]
    for u, v, c in edges:
        flipped = b if c == a else a
        at[u][flipped], at[v][flipped] = v, u


def balance_winds_plan(rounds: Sequence[RoundLike], history: Sequence[RoundLike],
                       rng: random.Random | None = None) -> list[list[list[int]]]:
    """Seat planned rounds so that over each block of four rounds everyone sits in four seats.

    Rounds are taken in blocks that end when the tournament's round count reaches a multiple of
    four (counting ``history``); within a block seats are an edge colouring (see
    :func:`_colour_edges`), so nobody repeats a seat inside a block and, for a tournament planned
    from the start, after rounds 4, 8, … everybody has had each wind equally often. Across blocks
    the four seat labels of a block are permuted (24 ways) to favour the seats each player has had
    least, which matters when ``history`` was seated otherwise. Needs tables of four.
    """
    done = list(history)
    out: list[list[list[int]]] = []
    i = 0
    while i < len(rounds):
        size = TABLE_SIZE - len(done) % TABLE_SIZE
        block = _colour_edges(rounds[i:i + size])
        counts = wind_counts(done)
        zero = [0] * TABLE_SIZE
        costs = []
        for perm in _PERMUTATIONS:  # seat s of the colouring becomes seat perm[s]
            costs.append(sum(counts.get(p, zero)[perm[s]] for rnd in block for table in rnd
                             for s, p in enumerate(table)))
        best = [perm for perm, c in zip(_PERMUTATIONS, costs, strict=True) if c == min(costs)]
        perm = best[rng.randrange(len(best))] if rng is not None and len(best) > 1 else best[0]
        inverse = [perm.index(s) for s in range(TABLE_SIZE)]
        seated = [[[table[inverse[s]] for s in range(TABLE_SIZE)] for table in rnd] for rnd in block]
        out.extend(seated)
        done.extend(seated)
        i += size
    return out

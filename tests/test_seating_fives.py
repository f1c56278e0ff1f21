"""Tables of five (抜け番) as properties of the pure seating: every division size from 4 to 30 and every
day of 1 to 5 hanchan, over a season of days whose balances are carried as the service carries them
(recomputed here from the games the seating produced)."""

from __future__ import annotations

import itertools
import random
from collections import Counter

import pytest

from tournament_app.seating import fives as sf

SIZES = [n for n in range(4, 31) if n not in (6, 7, 11)]


def test_the_fewest_tables_of_five_and_the_sizes_nobody_can_seat() -> None:
    for n in range(0, 200):
        sizes = sf.table_sizes(n)
        options = [(a, b) for b in range(n // 5 + 1) for a in range(n // 4 + 1) if 4 * a + 5 * b == n and n]
        if not options:
            assert sizes is None, n
        else:
            assert sizes == min(options, key=lambda o: o[1]), n  # no table of five where four fit
    assert [n for n in range(4, 40) if sf.table_sizes(n) is None] == [6, 7, 11]


def test_a_table_of_five_over_five_hanchan_is_a_latin_square() -> None:
    order = (11, 12, 13, 14, 15)
    games = [sf.game_of(order, h) for h in range(5)]
    assert [sf.sitting_out(order, h) for h in range(5)] == list(order)  # in turn
    for p in order:
        seats = [g.index(p) for g in games if p in g]
        assert sorted(seats) == [0, 1, 2, 3]  # each wind once
    pairs = Counter(frozenset(c) for g in games for c in itertools.combinations(g, 2))
    assert set(pairs.values()) == {3} and len(pairs) == 10  # every pair meets three times


def _season(n: int, hanchan: int, days: int, seed: int):
    """Seat ``days`` days of ``n`` players; per day the games each player played and the day's tables."""
    rng = random.Random(seed)
    players = list(range(1, n + 1))
    history: list[list[list[int]]] = []
    played = dict.fromkeys(players, 0)
    sat: dict[int, int] = {}
    at_five: dict[int, int] = {}
    out = []
    for day in range(days):
        balance = {p: played[p] - day * hanchan for p in players}
        fours, fives = sf.plan_day(players, hanchan, history, rng, balance, sat, at_five)
        rounds = sf.day_rounds(fours, fives, hanchan)
        today = dict.fromkeys(players, 0)
        for rnd in rounds:
            history.append([seats for _t, seats, _o in rnd])
            for _t, seats, order in rnd:
                assert len(set(seats)) == 4
                for p in seats:
                    today[p] += 1
                if order is not None:
                    (gone,) = [p for p in order if p not in seats]
                    sat[gone] = sat.get(gone, 0) + 1
        for five in fives:
            for p in five.order:
                at_five[p] = at_five.get(p, 0) + 1
        for p in players:
            played[p] += today[p]
        out.append((today, fours, fives, rounds))
    return played, out


@pytest.mark.parametrize("hanchan", [1, 2, 3, 4, 5])
def test_every_size_plays_the_days_count_or_evens_it_out_over_the_season(hanchan: int) -> None:
    for n in SIZES:
        days = 4  # n × 4 × H games are always whole tables: equal totals are possible
        played, per_day = _season(n, hanchan, days, n * 10 + hanchan)
        for today, fours, fives, rounds in per_day:
            assert len(fives) == n % 4 and len(fours) == (n - 5 * (n % 4)) // 4
            seated = [p for t in fours for p in t] + [p for f in fives for p in f.order]
            assert sorted(seated) == list(range(1, n + 1))  # each player at one table all day
            for table in fours:
                assert all(today[p] == hanchan for p in table)
            for five in fives:
                counts = [today[p] for p in five.order]
                if hanchan % 4 == 0:
                    assert counts == [hanchan] * 5 and five.games == hanchan * 5 // 4
                else:
                    assert all(abs(c - hanchan) <= 1 for c in counts), (n, hanchan, counts)
                # in turn: nobody sits out twice before everyone at the table sat out once
                outs = [sf.sitting_out(five.order, h) for h in range(five.games)]
                assert all(outs[i] == five.order[i % 5] for i in range(len(outs)))
            assert len(rounds) == max([hanchan if fours else 0, *(f.games for f in fives)])
        totals = set(played.values())
        if n % 4 <= 1 or hanchan % 4 == 0:
            assert totals == {days * hanchan}, (n, hanchan, sorted(totals))
        else:  # two or three tables of five on days of 1-3 or 5 hanchan: within two (see the module)
            assert max(totals) - min(totals) <= 2 and min(totals) <= days * hanchan <= max(totals)


@pytest.mark.parametrize("n", [13, 14, 22])
def test_a_four_hanchan_day_at_tables_of_five_balances_repeats_and_winds(n: int) -> None:
    _played, per_day = _season(n, 4, 3, n)
    for _today, _fours, fives, rounds in per_day:
        for five in fives:
            games = [seats for rnd in rounds for _t, seats, order in rnd if order == five.order]
            assert len(games) == 5
            for p in five.order:
                assert sorted(g.index(p) for g in games if p in g) == [0, 1, 2, 3]
            pairs = Counter(frozenset(c) for g in games for c in itertools.combinations(g, 2))
            assert set(pairs.values()) == {3}
        assert all(len(rnd) == len(fives) for rnd in rounds[4:])  # the fifth round: tables of five only


def test_players_ahead_sit_out_first_and_the_table_plays_what_evens_them() -> None:
    day = sf.five_day([1, 2, 3, 4, 5], 2, {3: 1, 5: 1}, {})
    assert day.order[:2] == (3, 5) and day.games == 2
    assert [day.played(p) for p in (1, 2, 3, 4, 5)] == [2, 2, 1, 2, 1]
    owed = sf.five_day([1, 2, 3, 4, 5], 2, {1: -1, 2: -1}, {})
    assert owed.games == 3 and owed.order[-2:] == (1, 2)
    assert [owed.played(p) for p in (1, 2, 3, 4, 5)] == [3, 3, 2, 2, 2]
    # in turn from day to day: who sat out fewer times sits out first
    assert sf.five_day([1, 2, 3, 4, 5], 1, {}, {1: 1, 2: 1, 4: 1}).order[:2] == (3, 5)

"""Tables of five (抜け番) in a season and in a tournament's round, on SQLite and PostgreSQL: the day's
rounds, who sits out (derived from the stored games), the standings' games and day points read back
from the game rows, the order changed by hand, and what is refused."""

from __future__ import annotations

from collections import Counter, defaultdict

import pytest

from tournament_app.services import games, players, rounds
from tournament_app.services.season_days import day_tables, seat_day
from tournament_app.services.season_demo import create_season_demo
from tournament_app.services.season_fives import day_fives, set_sit_out_by_points, set_sit_out_order
from tournament_app.services.season_members import stand_in
from tournament_app.services.season_standings import division_table
from tournament_app.services.seasons import season_info
from tournament_app.services.tournaments import create_tournament
from tournament_app.storage.models import Game, Round, Table
from tournament_app.words.messages import UserError


def _even(gid: int, _hands: list) -> None:
    games.record_final_scores(gid, [40000, 30000, 20000, 10000])


def _stored(tournament_id: int) -> dict[int, list[tuple[int, int]]]:
    """player -> [(round, points)] straight from the finished game rows."""
    out: dict[int, list[tuple[int, int]]] = defaultdict(list)
    for number, *row in (Game.select(Round.number, Game.seat0, Game.seat1, Game.seat2, Game.seat3, Game.p0,
                                     Game.p1, Game.p2, Game.p3).join(Table).join(Round)
                         .where((Round.tournament == tournament_id) & (Game.state == "finished")).tuples()):
        for seat in range(4):
            out[row[seat]].append((number, row[4 + seat]))
    return out


def test_fourteen_players_play_four_hanchan_a_day_at_tables_of_four_five_five(tournament_db: str) -> None:
    sid = create_season_demo("S", divisions=1, players_each=14, days=2, hanchan=4, promote=0, relegate=2,
                             seed=3, record=_even)
    info = season_info(sid)
    div = info.divisions[0]
    assert [d.rounds for d in div.league_days] == [(1, 5), (6, 10)]
    assert all(d.complete and d.games == 14 for d in div.league_days)  # 4 × 1 + 5 × 2
    tid = div.tournament_id
    fifth = rounds.seating_of(tid, 5)
    assert [t.table for t in fifth] == [2, 3]  # the last round holds only the tables of five
    for day in (1, 2):
        tables = day_tables(sid, "A", day)
        fives = day_fives(tables)
        assert [f.table for f in fives] == [2, 3]
        for five in fives:
            assert sorted(five.out) == sorted(five.names) and five.played == (4,) * 5
            assert not five.uneven(4)
        for t in tables:  # who sits out is the one of the table's five not in its game
            assert (t.out_id is None) == (t.table == 1)
            assert t.out_id not in t.player_ids
    stored = _stored(tid)
    table = division_table(info, "A")
    for row in table.rows:
        assert row.games == 8 == len(stored[row.player_id])  # a sit-out is no game
        for day, (first, last) in enumerate(((1, 5), (6, 10))):
            assert row.days[day] == sum(p for n, p in stored[row.player_id] if first <= n <= last)


def test_thirteen_players_on_two_hanchan_days_even_out_over_the_season(tournament_db: str) -> None:
    sid = create_season_demo("S", divisions=1, players_each=13, days=2, hanchan=2, promote=0, relegate=0,
                             seed=5, record=_even)
    div = season_info(sid).divisions[0]
    first = day_fives(day_tables(sid, "A", 1))
    assert len(first) == 1 and first[0].uneven(2)  # 10 games for 5 players cannot be whole tables
    games_played = Counter(p for t in rounds.seating_of(div.tournament_id) for p in t.player_ids)
    assert set(games_played.values()) == {4}  # 13 × 4 = 52: whole tables over the season
    evened = {name for name, _c in first[0].uneven(2)}
    second = day_fives(day_tables(sid, "A", 2))
    assert evened <= set(second[0].names)  # who played another count sits at the table of five again


def test_a_last_day_s_order_of_sitting_out_by_the_league_table(tournament_db: str) -> None:
    """雀王戦's last 節: who sits out when goes by points, the table after the day before; highest
    placed first, or lowest first; day 1 has no table before it."""
    sid = create_season_demo("P", divisions=1, players_each=9, days=2, hanchan=4, promote=0, relegate=0,
                             seed=3, play_days=1)
    seat_day(sid, "A", seed=5)
    with pytest.raises(UserError, match="no league table before it"):
        set_sit_out_by_points(sid, "A", 1, 2, highest_first=True)
    (five,) = day_fives(day_tables(sid, "A", 2))
    ids = {t.out_name: t.out_id for t in day_tables(sid, "A", 2) if t.out_id is not None}
    ranked = [r.player_id for r in division_table(season_info(sid), "A", 1).rows]
    at_five = sorted((ids[n] for n in five.names), key=ranked.index)
    assert set_sit_out_by_points(sid, "A", 2, five.table, highest_first=True) == at_five
    tables = [t for t in day_tables(sid, "A", 2) if t.table == five.table]
    assert [t.out_id for t in tables] == at_five
    set_sit_out_by_points(sid, "A", 2, five.table, highest_first=False)
    assert [t.out_id for t in day_tables(sid, "A", 2) if t.table == five.table] == at_five[::-1]


def test_the_organiser_changes_who_sits_out_when_before_the_table_starts(tournament_db: str) -> None:
    sid = create_season_demo("S", divisions=1, players_each=9, days=2, hanchan=4, promote=0, relegate=0,
                             seed=2, play_days=0)
    seat_day(sid, "A", seed=4)
    tid = season_info(sid).divisions[0].tournament_id
    (five,) = day_fives(day_tables(sid, "A", 1))
    ids = {t.out_name: t.out_id for t in day_tables(sid, "A", 1) if t.out_id is not None}
    wanted = [ids[n] for n in reversed(five.out)]
    set_sit_out_order(sid, "A", 1, 2, wanted)
    tables = [t for t in day_tables(sid, "A", 1) if t.table == 2]
    assert [t.out_id for t in tables] == wanted
    for t in tables:  # each player still takes every wind once
        assert t.out_id not in t.player_ids
    for p in wanted:
        assert sorted(t.player_ids.index(p) for t in tables if p in t.player_ids) == [0, 1, 2, 3]
    with pytest.raises(UserError, match="five players of table 2"):
        set_sit_out_order(sid, "A", 1, 2, wanted[:4] + wanted[:1])
    with pytest.raises(UserError, match="not a table of five"):
        set_sit_out_order(sid, "A", 1, 1, wanted)
    games.record_final_scores(tables[0].game_id, [40000, 30000, 20000, 10000])
    before = [t.out_id for t in day_tables(sid, "A", 1) if t.table == 2]
    with pytest.raises(UserError, match="has started"):
        set_sit_out_order(sid, "A", 1, 2, list(reversed(wanted)))
    assert [t.out_id for t in day_tables(sid, "A", 1) if t.table == 2] == before  # nothing stored
    assert rounds.sit_out_counts(tid) == dict.fromkeys(wanted, 1)


def test_six_players_are_refused_with_what_to_do(tournament_db: str) -> None:
    sid = create_season_demo("S", divisions=1, players_each=5, days=1, hanchan=4, promote=0, relegate=0,
                             seed=2, play_days=0)
    tid = season_info(sid).divisions[0].tournament_id
    players.add_player(tid, "追加 一郎", season=True)
    with pytest.raises(UserError, match="6 players cannot be seated at tables of four and five: register 2 "
                                        "more or withdraw 1"):
        seat_day(sid, "A", seed=1)
    assert rounds.round_numbers(tid) == []


def test_a_tournament_round_at_tables_of_five_sits_out_in_turn(tournament_db: str) -> None:
    tid = create_tournament("Cup", "jpml")
    for i in range(14):
        players.add_player(tid, f"選手 {i:02d}")
    for number in range(1, 8):
        rounds.seat_round(tid, "random", seed=number, fives=True)
        for t in rounds.seating_of(tid, number):
            games.record_final_scores(t.game_id, [40000, 30000, 20000, 10000])
    out = rounds.sitting_out(tid)
    assert all(sorted(out[n]) == [2, 3] for n in range(1, 8))  # the last two tables are of five
    counts = rounds.sit_out_counts(tid)
    assert sum(counts.values()) == 14 and set(counts.values()) == {1}  # 7 rounds × 2: everyone once
    with pytest.raises(UserError, match="14 players sit at 2 tables of five"):
        rounds.seat_round(tid, "manual", tables=[list(range(1, 5)), list(range(5, 9)), list(range(9, 15))],
                          fives=True)


def test_a_substitute_at_a_table_of_five_leaves_who_sits_out_as_seated(tournament_db: str) -> None:
    """代走 at a table of five: the substitute takes every game of the player's day, the table's fifth
    hanchan included; two of its five are then missing from a game the substitute plays, and the one
    sitting out is still the one the day's turn leaves out (not nobody)."""
    sid = create_season_demo("S", divisions=1, players_each=9, days=2, hanchan=4, promote=0, relegate=0,
                             seed=2, play_days=0)
    seat_day(sid, "A", seed=1)
    before = {(t.round, t.table): t.out_name for t in day_tables(sid, "A", 1)}
    [five] = day_fives(day_tables(sid, "A", 1))
    replaced = five.out[0]  # sits out the first hanchan, so plays the next four (the fifth round's too)
    assert len(stand_in(sid, "A", "代走 一郎", replaced, 1)) == 4
    tables = day_tables(sid, "A", 1)
    assert {(t.round, t.table): t.out_name for t in tables} == before
    assert sum(t.out_name is not None for t in tables) == 5  # every hanchan of the table of five
    for t in tables:
        if t.game_id is not None:
            assert games.game_view(t.game_id).sitting_out == t.out_name
    div = season_info(sid).divisions[0]
    assert sorted(rounds.sit_out_counts(div.tournament_id).values()) == [1] * 5

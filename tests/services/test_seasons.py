"""League seasons (issue 31) through the services, on SQLite and PostgreSQL: the worked example (3
divisions × 12 players, 5 days of 4 hanchan, 2 up and 2 down) with every day's standings recomputed
here from the stored games, ties at the lines, seeds, the drop line, the title final, the next season
and its edits before it starts."""

from __future__ import annotations

import random
from collections import defaultdict

import pytest

from tournament_app.services import event_format, games, players, rounds
from tournament_app.services.base import ConflictError
from tournament_app.services.season_days import seat_day, seat_next_days
from tournament_app.services.season_demo import create_season_demo
from tournament_app.services.season_final import set_final
from tournament_app.services.season_next import next_season
from tournament_app.services.season_standings import division_table, season_tables
from tournament_app.services.seasons import (
    add_player,
    create_season,
    find_member,
    member_names,
    move_player,
    remove_player,
    season_info,
    set_division,
)
from tournament_app.storage.models import Game, Registration, Round, Table
from tournament_app.words.messages import UserError


def _final_scores(rng: random.Random) -> list[int]:
    """Four scores in hundreds adding up to 100,000, ties possible."""
    cuts = sorted(rng.randrange(0, 1001) for _ in range(3))
    return [100 * v for v in (cuts[0], cuts[1] - cuts[0], cuts[2] - cuts[1], 1000 - cuts[2])]


def _record_final(game_id: int, _hands: list, rng: random.Random) -> None:
    games.record_final_scores(game_id, _final_scores(rng))


def _stored_points(tournament_id: int) -> dict[tuple[int, int], int]:
    """(player, round) -> points, read straight from the game rows."""
    out: dict[tuple[int, int], int] = defaultdict(int)
    query = (Game.select(Round.number, Game.seat0, Game.seat1, Game.seat2, Game.seat3, Game.p0, Game.p1,
                         Game.p2, Game.p3).join(Table).join(Round)
             .where((Round.tournament == tournament_id) & (Game.state == "finished")).tuples())
    for number, *row in query:
        for seat in range(4):
            out[(row[seat], number)] += row[4 + seat]
    return out


@pytest.fixture
def worked_example(tournament_db: str) -> int:
    """The guides' season, its games recorded by final scores (quicker on a server than hand by hand)."""
    rng = random.Random(11)
    return create_season_demo("2025 League", divisions=3, players_each=12, days=5, hanchan=4, promote=2,
                              relegate=2, seed=1, record=lambda gid, hands: _record_final(gid, hands, rng))


def test_worked_example_standings_after_every_day_match_the_games(worked_example: int) -> None:
    info = season_info(worked_example)
    assert [(d.name, d.level, len(d.players), len(d.league_days)) for d in info.divisions] == [
        ("A", 1, 12, 5), ("B", 2, 12, 5), ("C", 3, 12, 5)]
    assert [(d.promote, d.relegate) for d in info.divisions] == [(0, 2), (2, 2), (2, 2)]
    for div in info.divisions:
        assert [d.rounds for d in div.league_days] == [(1, 4), (5, 8), (9, 12), (13, 16), (17, 20)]
        assert all(d.complete and d.games == 12 for d in div.league_days)  # 3 tables × 4 hanchan
        stored = _stored_points(div.tournament_id)
        for after in range(1, 6):
            table = division_table(info, div.name, after)
            assert table.after_day == after and len(table.rows) == 12
            for row in table.rows:
                expected_days = [sum(stored.get((row.player_id, n), 0) for n in range(4 * d + 1, 4 * d + 5))
                                 for d in range(after)]
                assert list(row.days[:after]) == expected_days
                assert row.days[after:] == (None,) * (5 - after)
                assert row.total == sum(expected_days)
                assert row.games == 4 * after
            totals = [r.total for r in table.rows]
            assert totals == sorted(totals, reverse=True)
            assert [r.rank for r in table.rows] == [1 + sum(t > total for t in totals) for total in totals]
        # the same four players all day, the first dealer moving on by one seat each hanchan
        for day in div.league_days:
            first = rounds.seating_of(div.tournament_id, day.rounds[0])
            for h in range(1, 4):
                later = rounds.seating_of(div.tournament_id, day.rounds[0] + h)
                for a, b in zip(first, later, strict=True):
                    assert b.player_ids == a.player_ids[h:] + a.player_ids[:h]


def test_worked_example_marks_and_the_next_season(worked_example: int) -> None:
    a, b, c = season_tables(worked_example)
    assert all(t.complete for t in (a, b, c))
    assert [r.mark for r in a.rows] == [None] * 10 + ["down", "down"]
    assert [r.mark for r in b.rows] == ["up", "up"] + [None] * 8 + ["down", "down"]
    assert [r.mark for r in c.rows] == ["up", "up"] + [None] * 8 + ["down", "down"]
    assert (b.up_line, b.down_line, a.up_line, a.down_line) == (2, 10, None, 10)
    new = next_season(worked_example, "2026 League",
                      new_players=[{"name": "新人 一郎"}, {"name": "新人 二郎"}])
    info = season_info(new)
    assert info.previous == "2025 League" and not info.started
    ids = [[r.player_id for r in t.rows] for t in (a, b, c)]
    a2, b2, c2 = (list(d.players) for d in info.divisions)
    assert a2 == ids[0][:10] + ids[1][:2]  # seeds: stayed in order, then the promoted
    assert b2 == ids[0][10:] + ids[1][2:10] + ids[2][:2]  # relegated from above first
    newcomers = [find_member(new, "新人 一郎")[0], find_member(new, "新人 二郎")[0]]
    assert c2 == ids[1][10:] + ids[2][2:10] + newcomers  # C's bottom two left the league
    plan = [(d.promote, d.relegate, len(d.league_days), d.league_days[0].hanchan) for d in info.divisions]
    assert plan == [(0, 2, 5, 4), (2, 2, 5, 4), (2, 2, 5, 4)]
    seeds = [r.seed_no for r in Registration.select().where(
        Registration.tournament == info.divisions[1].tournament_id).order_by(Registration.seed_no)]
    assert seeds == list(range(1, 13))
    # the draft is editable; a stale window is refused; once a day is seated, it is fixed
    remove_player(new, "新人 二郎", seen=info.version)
    with pytest.raises(ConflictError):
        add_player(new, "C", "新人 三郎", seen=info.version)
    add_player(new, "C", "新人 三郎")
    move_player(new, "新人 一郎", "B")
    assert {v[1] for k, v in member_names(new).items() if v[0] == "新人 一郎"} == {"B"}
    move_player(new, "新人 一郎", "C")
    with pytest.raises(UserError, match="already plays in division A"):
        add_player(new, "C", member_names(new)[ids[0][0]][0])
    seat_next_days(new, ["A", "B", "C"], seed=3)
    with pytest.raises(UserError, match="has started"):
        move_player(new, "新人 一郎", "B")


def _one_hanchan_season(name: str, *, promote: int, relegate: int, previous: int | None = None) -> int:
    """Two divisions of eight, one day of one hanchan each."""
    return create_season(name, ["A", "B"], days=1, hanchan=1, promote=promote, relegate=relegate,
                         previous=previous)


# table 1 and table 2 play the same scores: each place is shared by two players
SCORES = [40000, 30000, 20000, 10000]  # +60.0, +10.0, △20.0, △50.0


def _play_mirrored(season_id: int, division: str) -> list[int]:
    seated = seat_day(season_id, division, seed=1)
    div = season_info(season_id).division(division)
    for game_id in games.games_of_round(div.tournament_id, seated.rounds[0]):
        games.record_final_scores(game_id, SCORES)
    return [r.player_id for r in division_table(season_info(season_id), division).rows]


def _register(season_id: int, division: str, prefix: str) -> None:
    tid = season_info(season_id).division(division).tournament_id
    for n in range(8):
        players.add_player(tid, f"{prefix}{n}", reading=f"{prefix.lower()}{n}", season=True)


def test_ties_at_the_lines_give_every_tied_player_the_better_side(tournament_db: str) -> None:
    sid = _one_hanchan_season("Tie", promote=3, relegate=1)
    _register(sid, "A", "A")
    _register(sid, "B", "B")
    _play_mirrored(sid, "A")
    _play_mirrored(sid, "B")
    b = division_table(season_info(sid), "B")
    assert [r.rank for r in b.rows] == [1, 1, 3, 3, 5, 5, 7, 7]
    # promote 3: 3rd place is shared by two, both go up; relegate 1: last place shared, nobody goes down
    assert [r.mark for r in b.rows] == ["up"] * 4 + [None] * 4
    assert [r.tied_at_line for r in b.rows] == [False, False, True, True, False, False, True, True]
    assert b.up_line == 4 and b.down_line is None
    set_division(sid, "B", relegate=2)  # the two sharing last place are exactly the bottom two
    b = division_table(season_info(sid), "B")
    assert [r.mark for r in b.rows][-2:] == ["down", "down"] and not any(r.tied_at_line for r in b.rows[4:])


def test_seeds_then_tie_breaks_decide_a_tie_at_the_line(tournament_db: str) -> None:
    first = _one_hanchan_season("Seeds 1", promote=2, relegate=2)
    _register(first, "A", "A")
    _register(first, "B", "B")
    _play_mirrored(first, "A")
    _play_mirrored(first, "B")
    second = next_season(first, "Seeds 2", new_players=[{"name": "N1"}, {"name": "N2"}])
    info = season_info(second)
    _play_mirrored(second, "A")
    b_seeds = list(info.division("B").players)
    assert len(b_seeds) == 8
    ranked = _play_mirrored(second, "B")
    table = division_table(season_info(second), "B")
    # every place is shared by two; the seed (last season's order) separates them, exactly two go up
    assert [r.rank for r in table.rows] == list(range(1, 9))
    pairs = [sorted(ranked[i:i + 2], key=b_seeds.index) for i in range(0, 8, 2)]
    assert ranked == [pid for pair in pairs for pid in pair]
    assert [r.mark for r in table.rows] == ["up", "up"] + [None] * 4 + ["down", "down"]
    assert all(r.tie_break == "seed" for r in table.rows) and not any(r.tied_at_line for r in table.rows)
    # the division's own tie-breaks come first: a lottery (drawn once) decides before the seed
    event_format.set_tie_breaks(info.division("B").tournament_id, ["lottery"])
    table = division_table(season_info(second), "B")
    assert all(r.tie_break == "lottery" for r in table.rows)
    assert [r.rank for r in table.rows] == list(range(1, 9))


def test_the_drop_line_takes_players_out_before_the_next_day(tournament_db: str) -> None:
    sid = create_season("Drop", ["A", "B"], days=2, hanchan=1, promote=2, relegate=2)
    _register(sid, "A", "A")
    _register(sid, "B", "B")
    with pytest.raises(UserError, match="after a day from 1 to 1"):
        set_division(sid, "B", drop=(2, -100))
    set_division(sid, "B", drop=(1, -100))  # below △10.0 after day 1: out
    _play_mirrored(sid, "B")
    table = division_table(season_info(sid), "B")
    out = {r.player_id for r in table.rows if r.mark == "out"}
    assert len(out) == 4 and all(r.total < -100 for r in table.rows if r.player_id in out)
    seated = seat_day(sid, "B", seed=2)
    assert set(seated.dropped) == out
    div = season_info(sid).division("B")
    assert set(div.dropped or ()) == out
    statuses = {r.player_id: r.status for r in Registration.select().where(
        Registration.tournament == div.tournament_id)}
    assert {p for p, s in statuses.items() if s == "withdrawn"} == out
    day2 = rounds.seating_of(div.tournament_id, seated.rounds[0])
    assert len(day2) == 1 and not set(day2[0].player_ids) & out


def test_the_title_final_is_a_stage_after_the_top_division(tournament_db: str) -> None:
    rng = random.Random(2)
    sid = create_season_demo("Final", divisions=2, players_each=8, days=2, hanchan=2, seed=4,
                             record=lambda gid, hands: _record_final(gid, hands, rng))
    set_final(sid, top=4, days=1, hanchan=2, carry="half", name="決定戦")
    league = division_table(season_info(sid), "A")
    finalists = [r.player_id for r in league.rows if r.mark == "final"]
    assert len(finalists) == 4 and league.up_line == 4
    seated = seat_next_days(sid, ["A"])
    assert seated[0].final and seated[0].rounds == (5, 6)
    div = season_info(sid).division("A")
    stages = event_format.stages_of(div.tournament_id)
    assert stages[-1] == {"name": "決定戦", "first_round": 5, "entry": {"players": finalists},
                          "carry": 500, "final_seats": "rank"}
    first_table = rounds.seating_of(div.tournament_id, 5)[0]
    assert list(first_table.player_ids) == finalists  # league order: 1st is the first dealer
    for number in (5, 6):
        for game_id in games.games_of_round(div.tournament_id, number):
            _record_final(game_id, [], rng)
    table = division_table(season_info(sid), "A")
    league_total = {r.player_id: r.total for r in league.rows}
    stored = _stored_points(div.tournament_id)
    assert {r.player_id for r in table.final_rows} == set(finalists)
    for row in table.final_rows:
        played = stored.get((row.player_id, 5), 0) + stored.get((row.player_id, 6), 0)
        assert row.carried == league_total[row.player_id] * 500 // 1000
        assert row.total == row.carried + played and row.days == (played,)
    assert [r.total for r in table.rows] == [r.total for r in league.rows]  # the league table stays


def test_seating_checks_what_the_organiser_saw_and_the_days_order(tournament_db: str) -> None:
    sid = _one_hanchan_season("Checks", promote=2, relegate=2)
    _register(sid, "A", "A")
    with pytest.raises(ConflictError):
        seat_day(sid, "A", expected=(False, 2))
    seat_day(sid, "A", expected=(False, 1))
    with pytest.raises(UserError, match="every day of division A is seated"):
        seat_day(sid, "A")
    _register(sid, "B", "B")
    tid = season_info(sid).division("B").tournament_id
    rounds.seat_round(tid, "random")  # a round seated outside the season's days
    with pytest.raises(UserError, match="outside the season's days"):
        seat_day(sid, "B")
    with pytest.raises(UserError, match="has not finished day 1"):
        next_season(sid, "Later")
    later = create_season("Order", ["A"], days=2, hanchan=1, promote=0, relegate=0)
    _register(later, "A", "O")
    seat_day(later, "A", seed=1)
    with pytest.raises(UserError, match="day 1 of division A has unfinished games"):
        seat_day(later, "A", seed=1)  # the next day waits for this day's results
    before = season_info(sid)
    with pytest.raises(UserError):  # nothing half-seated: the whole call is refused
        seat_next_days(sid, ["A", "B"])
    assert season_info(sid).divisions == before.divisions


def test_bad_input_is_refused_with_one_message(tournament_db: str) -> None:
    with pytest.raises(UserError, match="two divisions have the same name"):
        create_season("X", ["A", "a"])
    with pytest.raises(UserError, match="1 to 40 days"):
        create_season("X", ["A"], days=41)
    create_season("X", ["A", "B"])
    with pytest.raises(UserError, match="already exists"):
        create_season("X", ["C"])
    with pytest.raises(UserError, match="no division Z"):
        add_player(season_info(1).id, "Z", "P")
    with pytest.raises(UserError, match="nobody goes up from the top division"):
        set_division(1, "A", promote=2)
    with pytest.raises(UserError, match="four players at least: the top 3 and 0 seeded"):
        set_final(1, top=3, days=1, hanchan=1)


def test_a_season_is_copied_with_the_database(worked_example: int, tmp_path) -> None:
    from tournament_app.storage.copy import copy_database
    from tournament_app.storage.database import close_database, open_database
    from tournament_app.storage.models import db_proxy

    before = season_info(worked_example)
    tables = [[(r.name, r.total, r.days, r.mark) for r in t.rows] for t in season_tables(worked_example)]
    source = db_proxy.obj
    target = copy_database(source, tmp_path / "copy.sqlite3")
    open_database(target)
    try:
        assert season_info(worked_example) == before
        assert [[(r.name, r.total, r.days, r.mark) for r in t.rows]
                for t in season_tables(worked_example)] == tables
    finally:
        close_database()


def test_a_table_s_next_hanchan_is_the_next_round_with_the_same_four(tournament_db: str) -> None:
    """The desk's *Next hanchan*: a day's tables keep their four players, so each game's next one is
    the next round's game of those four; the day's last hanchan has none (the next day is not seated,
    and reseats them), nor has a game whose players are split up in the next round."""
    sid = create_season("Next", ["A"], days=2, hanchan=3, promote=0, relegate=0)
    _register(sid, "A", "N")
    seated = seat_day(sid, "A", seed=1)
    tid = season_info(sid).division("A").tournament_id
    for number in (1, 2):
        for table in rounds.seating_of(tid, number):
            [later] = [t for t in rounds.seating_of(tid, number + 1)
                       if set(t.player_ids) == set(table.player_ids)]
            assert games.next_at_table(table.game_id) == later.game_id
    assert seated.rounds == (1, 3)
    assert all(games.next_at_table(t.game_id) is None for t in rounds.seating_of(tid, 3))
    from tournament_app.services import tournaments

    # an ordinary event: its next round seats everyone with new opponents
    other = tournaments.create_tournament("Cup", "jpml", planned_rounds=2)
    for n in range(8):
        players.add_player(other, f"C{n}")
    rounds.seat_round(other, seed=1)
    rounds.seat_round(other, seed=2)
    assert all(games.next_at_table(t.game_id) is None for t in rounds.seating_of(other, 1))


def test_a_division_s_import_lists_every_row_problem_with_its_row(tournament_db: str, tmp_path) -> None:
    """Issue 38 (4): one form for every line, "row N: …", also for what the season finds (a name
    playing in another division, found before the file's own problems were told) and the import."""
    from tournament_app.export.player_files import read_players
    from tournament_app.services.players import PlayerImportError
    from tournament_app.services.seasons import import_players
    from tournament_app.words.i18n import render

    season = _one_hanchan_season("Rows", promote=1, relegate=1)
    _register(season, "A", "A")
    tid_b = season_info(season).division("B").tournament_id
    players.add_player(tid_b, "Taken", season=True)
    path = tmp_path / "b.csv"
    path.write_text("name,status\nNew,active\n,active\nA3,active\nTaken,active\nOdd,gone\n", encoding="utf-8")
    parsed = read_players(path)
    with pytest.raises(PlayerImportError) as refused:
        import_players(season, "B", parsed.rows, [e.located() for e in parsed.errors],
                       row_numbers=parsed.row_numbers)
    assert [render(p) for p in refused.value.problems] == [
        "row 3: the name is missing",
        "row 4: A3 already plays in division A of this season",
        "row 5: Taken is already registered in this tournament",
        "row 6: unknown status gone: use active, withdrawn or substitute",
    ]
    assert [p.name for p in players.list_players(tid_b)] == ["Taken"]  # nothing stored

"""Tournaments, players, seating, standings, penalties and statistics through the services."""

from __future__ import annotations

from pathlib import Path

import pytest

from tournament_app.services import games, penalties, player_stats, players, rounds, standings, tournaments
from tournament_app.services.check import check_tournament
from tournament_app.services.demo import create_demo
from tournament_app.storage.models import Game, Round
from tournament_app.words.messages import UserError

from .helpers import one_table, quick_game, ron, tournament_with_players


def test_tournament_names_are_unique_and_found(tournament_db: Path) -> None:
    tid = tournaments.create_tournament("Spring league", "tenhou", venue="Tokyo")
    assert tournaments.find_tournament() == tid
    assert tournaments.tournament_info(tid).rules.id == "tenhou"
    with pytest.raises(UserError, match="already exists"):
        tournaments.create_tournament("Spring league")
    tournaments.create_tournament("Autumn league")
    with pytest.raises(UserError, match="several tournaments"):
        tournaments.find_tournament()
    with pytest.raises(UserError, match="no tournament named Winter"):
        tournaments.find_tournament("Winter")


def test_rule_change_keeps_started_games_on_their_rules(tournament_db: Path) -> None:
    tid, _, gid = one_table()
    games.record_hand(gid, 1, ron(1, 3))
    tournaments.set_rules(tid, {"preset": "jpml", "uma": [200, 100, -100, -200]})
    assert games.game_view(gid).rules.uma == (300, 100, -100, -300)


def test_players_search_and_withdraw(tournament_db: Path) -> None:
    tid = tournaments.create_tournament("Cup")
    a = players.add_player(tid, "佐藤 太郎", reading="さとう たろう", affiliation="東京支部")
    players.add_player(tid, "鈴木 花子", reading="すずき はなこ")
    with pytest.raises(UserError, match="already registered"):
        players.add_player(tid, "佐藤 太郎")
    with pytest.raises(UserError, match="needs a name"):
        players.add_player(tid, "  ")
    assert [p.name for p in players.list_players(tid)] == ["佐藤 太郎", "鈴木 花子"]
    assert [p.name for p in players.list_players(tid, "東京")] == ["佐藤 太郎"]
    players.set_status(tid, a, "withdrawn")
    assert players.list_players(tid)[0].status == "withdrawn"


def test_seating_refuses_a_count_that_is_not_a_multiple_of_four(tournament_db: Path) -> None:
    tid, _ = tournament_with_players(10)
    with pytest.raises(UserError) as e:
        rounds.seat_round(tid)
    assert "10 players cannot be seated" in str(e.value)
    assert "register 2 more" in str(e.value) and "withdraw 2" in str(e.value)
    assert Round.select().count() == 0


def test_substitutes_complete_the_tables(tournament_db: Path) -> None:
    tid, _ = tournament_with_players(6)
    players.add_player(tid, "Sub A", status="substitute")
    players.add_player(tid, "Sub B", status="substitute")
    players.add_player(tid, "Sub C", status="substitute")
    rounds.seat_round(tid, seed=3)
    seated = {n for t in rounds.seating_of(tid, 1) for n in t.names}
    assert len(seated) == 8 and {"Sub A", "Sub B"} <= seated


def test_random_seating_avoids_repeats(tournament_db: Path) -> None:
    tid, _ = tournament_with_players(32)
    for _ in range(4):
        rounds.seat_round(tid, seed=7)
    stats = rounds.repeat_stats(tid)
    assert (stats.repeated_pairs, stats.max_meetings) == (0, 1)
    tables = rounds.seating_of(tid)
    assert len(tables) == 32
    for number in range(1, 5):
        seated = [p for t in tables if t.round == number for p in t.player_ids]
        assert len(set(seated)) == 32


def test_manual_seating_is_checked(tournament_db: Path) -> None:
    tid, ids = tournament_with_players(8)
    with pytest.raises(UserError, match="seated twice"):
        rounds.seat_round(tid, "manual", tables=[ids[:4], ids[:4]])
    with pytest.raises(UserError, match="not seated"):
        rounds.seat_round(tid, "manual", tables=[ids[:4]])
    rounds.seat_round(tid, "manual", tables=[ids[4:], ids[:4]])
    assert rounds.seating_of(tid, 1)[0].player_ids == tuple(ids[4:])


def test_seating_by_standings_puts_the_leaders_together(tournament_db: Path) -> None:
    tid, ids = tournament_with_players(8)
    rounds.seat_round(tid, "manual", tables=[ids[:4], ids[4:]])
    for gid, scores in zip(games.games_of_round(tid, 1), ([50000, 30000, 15000, 5000],
                                                          [45000, 35000, 12000, 8000]), strict=True):
        games.record_final_scores(gid, scores)
    rounds.seat_round(tid, "standings")
    top = set(rounds.seating_of(tid, 2)[0].player_ids)
    assert top == {ids[0], ids[1], ids[4], ids[5]}


def test_standings_share_ranks_and_count_places(tournament_db: Path) -> None:
    tid, ids = tournament_with_players(8)
    rounds.seat_round(tid, "manual", tables=[ids[:4], ids[4:]])
    g1, g2 = games.games_of_round(tid, 1)
    games.record_final_scores(g1, [41200, 31000, 18600, 9200])
    games.record_final_scores(g2, [41200, 31000, 18600, 9200])
    rows = standings.standings(tid)
    assert [r.rank for r in rows] == [1, 1, 3, 3, 5, 5, 7, 7]
    assert [r.total for r in rows[:2]] == [612, 612]
    first = rows[0]
    assert (first.games, first.places, first.average_rank_x100, first.by_round) == (1, (1, 0, 0, 0), 100,
                                                                                     {1: 612})
    assert sum(r.total for r in rows) == 0


def test_penalties_count_in_standings_until_cancelled(tournament_db: Path) -> None:
    tid, ids = tournament_with_players(4)
    rounds.seat_round(tid, "manual", tables=[ids])
    games.record_final_scores(games.games_of_round(tid, 1)[0], [25000, 25000, 25000, 25000])
    pid = penalties.add_penalty(tid, ids[2], -100, "late", round_number=1)
    by_id = {r.player_id: r for r in standings.standings(tid)}
    assert by_id[ids[2]].penalties == -100
    # four equal scores share all rank points: 0.0 each, so the penalty is the whole total
    assert (by_id[ids[2]].total, by_id[ids[2]].by_round) == (-100, {1: -100})
    assert by_id[ids[3]].total == 0
    penalties.cancel_penalty(pid, "appeal upheld")
    assert {r.player_id: r for r in standings.standings(tid)}[ids[2]].penalties == 0
    with pytest.raises(UserError, match="reason"):
        penalties.add_penalty(tid, ids[2], -100, " ")


def test_standings_restricted_to_a_range_of_rounds(tournament_db: Path) -> None:
    tid = create_demo(players_count=8, rounds_count=3, seed=5)
    whole = {r.player_id: r for r in standings.standings(tid)}
    second = {r.player_id: r for r in standings.standings(tid, (2, 2))}
    for pid, row in whole.items():
        assert second[pid].total == row.by_round[2]
        assert second[pid].games == 1


def test_demo_tournament_adds_up_and_has_statistics(tournament_db: Path) -> None:
    tid = create_demo(players_count=8, rounds_count=2, seed=2)
    assert check_tournament(tid) == []
    assert Game.select().where(Game.state == "finished").count() == 4
    rows = standings.standings(tid)
    stored = sum(g.p0 + g.p1 + g.p2 + g.p3 for g in Game.select())
    assert sum(r.total for r in rows) == stored
    stats = {s.player_id: s for s in player_stats.tournament_stats(tid)}
    assert all(s.hands > 0 for s in stats.values())
    total_wins = sum(s.wins for s in stats.values())
    total_deal_ins = sum(s.deal_ins for s in stats.values())
    total_tsumo = sum(s.tsumo_wins for s in stats.values())
    assert total_wins == total_deal_ins + total_tsumo


def test_game_of_a_whole_record_appended_and_finished(tournament_db: Path) -> None:
    tid, _, gid = one_table()
    view = games.append_hands(gid, quick_game(), finish=True)
    assert view.state == "finished"
    assert check_tournament(tid) == []


@pytest.mark.parametrize(("count", "rounds_count"), [(32, 8), (48, 10), (64, 12)])
def test_planned_rounds_reach_zero_repeats(tournament_db: Path, count: int, rounds_count: int) -> None:
    """3 × rounds ≤ players − 1 and at least 32 players: no two players meet twice."""
    tid, _ = tournament_with_players(count)
    assert rounds.seat_rounds(tid, rounds_count, seed=1) == list(range(1, rounds_count + 1))
    stats = rounds.repeat_stats(tid)
    assert (stats.repeated_pairs, stats.max_meetings) == (0, 1)
    winds: dict[int, list[int]] = {}
    for t in rounds.seating_of(tid):
        for seat, pid in enumerate(t.player_ids):
            winds.setdefault(pid, [0, 0, 0, 0])[seat] += 1
    # seat winds rotate fairly: over each block of four rounds everyone sits in each seat once
    assert all(max(c) - min(c) <= 1 for c in winds.values())


def test_a_chombo_shows_in_the_penalties_column_once(tournament_db) -> None:
    """Issue 10 (8): the △40 of a chombo recorded at the desk is in the Penalties column, and counted
    once in the total (it is inside the game's points)."""
    from tournament_app.services import games, standings
    from tournament_app.texts import display

    from .helpers import one_table, quick_game

    tid, ids, gid = one_table()
    games.record_hand(gid, 1, {"result": "chombo", "player": 2})
    games.append_hands(gid, quick_game(), finish=True)
    rows = {r.player_id: r for r in standings.standings(tid)}
    assert rows[ids[2]].penalties == -400
    assert [rows[i].penalties for i in (ids[0], ids[1], ids[3])] == [0, 0, 0]
    assert sum(r.total for r in rows.values()) == -400  # the game's points add to 0, less the chombo
    first = games.game_view(gid).outcomes[0]
    assert display.outcome_text(first, games.game_view(gid).names).endswith("Player 02 △40.0")
    from tournament_app.services import penalties

    listed = penalties.list_penalties(tid)  # the Penalties tab lists it, not cancellable there
    assert [(r.player_id, r.points, r.reason, r.in_game, r.round) for r in listed] == [
        (ids[2], -400, "chombo", True, 1)]


def test_the_round_under_way_counts_from_the_first_hand_recorded(tournament_db: Path) -> None:
    """Issue 38 (4): round 2 played at one table and none finished is under way (0 of 2 finished);
    round 3, seated ahead and not started, is not."""
    tid = create_demo(players_count=8, rounds_count=1, seed=2)
    rounds.seat_rounds(tid, 2, seed=2)
    assert rounds.round_status(rounds.round_summaries(tid)) == (1, None)
    first, second = games.games_of_round(tid, 2)
    games.record_hand(first, 1, ron(1, 0))
    summaries = rounds.round_summaries(tid)
    assert summaries == [(1, 2, 2, 2), (2, 2, 0, 1), (3, 2, 0, 0)]
    assert rounds.round_status(summaries) == (1, (2, 2, 0, 1))
    games.record_final_scores(second, [41200, 31000, 18600, 9200])
    assert rounds.round_status(rounds.round_summaries(tid)) == (1, (2, 2, 1, 2))

"""Issue 40: the statistics counted from the stored hands equal those of replaying every game through
the rules engine (the way they were counted before), on the demo and on hand-written games."""

from __future__ import annotations

import json
from collections import defaultdict
from pathlib import Path

from tournament_app.rules.presets import resolve
from tournament_app.services import games, player_stats, rounds
from tournament_app.services.demo import create_demo
from tournament_app.services.game_protocol import replay_hands, stored_hands
from tournament_app.services.rows import PlayerStats
from tournament_app.storage.models import Game, Player, Registration, Round, Table

from .helpers import ron, tournament_with_players


def replayed(tid: int) -> dict[int, PlayerStats]:
    """Every registered player's line by replaying each game's hands (the counting before issue 40)."""
    pids = [r.player_id for r in Registration.select().where(Registration.tournament == tid)]
    c: dict[int, dict[str, int]] = {pid: defaultdict(int) for pid in pids}
    places = {pid: [0, 0, 0, 0] for pid in pids}
    largest: dict[int, int] = {}
    begun = Game.select().join(Table).join(Round).where((Round.tournament == tid) & (Game.state != "planned"))
    for g in begun:
        ids = games.player_ids(g)
        if g.state == "finished":
            for seat, pid in enumerate(ids):
                rank = (g.r0, g.r1, g.r2, g.r3)[seat]
                c[pid]["games"] += 1
                c[pid]["rank_sum"] += rank
                c[pid]["points"] += (g.p0, g.p1, g.p2, g.p3)[seat]
                places[pid][rank - 1] += 1
                if g.mode == "final":
                    c[pid]["chombo"] += games.chombo_seats(g).count(seat)
        if g.mode != "hands":
            continue
        _state, outcomes = replay_hands(resolve(json.loads(g.rules)), stored_hands(g))
        for pid in ids:
            c[pid]["hand_games"] += 1
        for o in outcomes:
            for seat, pid in enumerate(ids):
                c[pid]["hands"] += 1
                c[pid]["riichi"] += seat in o.hand.riichi
                c[pid]["chombo"] += seat in o.hand.players
                if o.hand.result == "draw":
                    c[pid]["draws"] += 1
                    c[pid]["draw_tenpai"] += seat in o.hand.tenpai
            for win in o.wins:
                value, pid = win.payment.bare_total, ids[win.winner]
                c[pid]["wins"] += 1
                c[pid]["tsumo_wins"] += o.hand.result == "tsumo"
                c[pid]["win_points"] += value
                c[pid]["yakuman"] += win.value.yakuman > 0
                largest[pid] = max(largest.get(pid, value), value)
                if o.hand.loser is not None:
                    c[ids[o.hand.loser]]["deal_ins"] += 1
                    c[ids[o.hand.loser]]["deal_in_points"] += value
    names = {p.id: (p.name, p.reading) for p in Player.select()}
    return {pid: PlayerStats(pid, names[pid][0], k["hands"], k["wins"], k["tsumo_wins"], k["deal_ins"],
                             k["riichi"], k["chombo"], k["win_points"], k["deal_in_points"], names[pid][1],
                             k["games"], tuple(places[pid]), k["rank_sum"], k["points"],  # type: ignore[arg-type]
                             k["hand_games"], k["draws"], k["draw_tenpai"], k["yakuman"], largest.get(pid))
            for pid, k in c.items()}


def counted(tid: int) -> dict[int, PlayerStats]:
    return {s.player_id: s for s in player_stats.tournament_stats(tid)}


def tsumo(winner: int, han: int | None = None, fu: int | None = None, **extra: object) -> dict:
    value = {k: v for k, v in (("han", han), ("fu", fu)) if v is not None}
    return {"result": "tsumo", "winner": winner, **value, **extra}


def seated(rules: str, games_count: int = 1) -> tuple[int, list[int], list[int]]:
    tid, ids = tournament_with_players(4, rules)
    for _ in range(games_count):
        rounds.seat_round(tid, "manual", tables=[ids])
    return tid, ids, [games.games_of_round(tid, r)[0] for r in range(1, games_count + 1)]


# jpml: head bump, kiriage 4-30, no counted yakuman; seat 0 deals first
JPML_HANDS = [
    {**ron(0, 1, 2, 30), "riichi": [0, 2]},  # E1: the dealer's ron, 2,900; two deposits on the table
    tsumo(0, 3, 30),  # E1-1: the dealer's tsumo 2,000 all = 6,000, counters and deposits aside
    {"result": "draw", "tenpai": [1, 2], "riichi": [1]},  # E1-2: the dealer noten: the deal moves
    {**ron(2, 1, 4, 30), "riichi": [3]},  # E2-3: a non-dealer's ron, kiriage: 8,000 (counters, deposits)
    tsumo(3, yakuman=1),  # E3: a non-dealer's yakuman tsumo, 32,000
    {"result": "chombo", "player": 2, "riichi": [0]},  # E4: void, re-dealt
    {"result": "draw", "tenpai": [3]},  # E4: the dealer tenpai keeps the deal
    ron(1, 3, 5),  # E4-1: mangan from the dealer, 8,000
    tsumo(2, 1, 30),  # S1: a non-dealer's tsumo 300/500 = 1,100
    ron(0, 3, 13),  # S2: 13 han stay a sanbaiman (jpml counts no yakuman from han): 24,000
]


def test_jpml_games_by_hands_final_scores_and_one_still_at_the_table(tournament_db: Path) -> None:
    tid, ids, (first, second, third) = seated("jpml", 3)
    games.append_hands(first, JPML_HANDS)
    games.finish_game(first, force=True)
    games.record_final_scores(second, [40000, 20000, 30000, 10000], chombo=[1, 3])
    # not finished: the dealer's tsumo 700 all, a draw all tenpai
    games.append_hands(third, [tsumo(0, 1, 40), {"result": "draw", "tenpai": [0, 1, 2, 3]}])
    got, want = counted(tid), replayed(tid)
    assert got == want
    s = [got[pid] for pid in ids]
    # what the replay gives, spelt out so that a figure both counts got wrong alike is caught too
    assert [x.hands for x in s] == [12] * 4 and [x.hand_games for x in s] == [2] * 4
    assert [x.games for x in s] == [2] * 4  # the unfinished game adds hands, not places
    assert [x.wins for x in s] == [4, 1, 2, 1] and [x.tsumo_wins for x in s] == [2, 0, 1, 1]
    assert [x.win_points for x in s] == [2900 + 6000 + 24000 + 2100, 8000, 8000 + 1100, 32000]
    assert [x.largest for x in s] == [24000, 8000, 8000, 32000]
    assert [(x.deal_ins, x.deal_in_points) for x in s] == [(0, 0), (2, 10900), (0, 0), (2, 32000)]
    assert [x.yakuman for x in s] == [0, 0, 0, 1]
    assert [x.chombo for x in s] == [0, 1, 1, 1]  # a chombo hand and two ticked with final scores
    assert [x.riichi for x in s] == [2, 1, 1, 1]
    assert [(x.draws, x.draw_tenpai) for x in s] == [(3, 1), (3, 2), (3, 2), (3, 2)]
    assert sum(sum(x.places) for x in s) == 8


TENHOU_HANDS = [
    ron(1, 0, 3, 30),  # E1: 3,900 from the dealer
    {"result": "ron", "loser": 3, "riichi": [0, 2],  # E2: a double ron past the dealer (1): 7,700 and 2,600
     "wins": [{"winner": 0, "han": 4, "fu": 30}, {"winner": 2, "han": 2, "fu": 40}]},
    {"result": "draw", "tenpai": [2], "nagashi": [0]},  # E3: a noten nagashi mangan, a draw; the dealer stays
    {"result": "chombo", "player": 3},  # E3-1: paid as a mangan, re-dealt
    tsumo(3, 13),  # E3-1: 13 han count as yakuman: 32,000 by a non-dealer
    {"result": "ron", "loser": 2,  # E4: the dealer's 2,900 and a non-dealer's double yakuman, 64,000
     "wins": [{"winner": 3, "han": 2, "fu": 30}, {"winner": 1, "yakuman": 2}]},
]


def test_tenhou_double_ron_counted_yakuman_nagashi_and_chombo_payment(tournament_db: Path) -> None:
    tid, ids, (first,) = seated("tenhou")
    games.append_hands(first, TENHOU_HANDS)
    games.finish_game(first, force=True)
    got, want = counted(tid), replayed(tid)
    assert got == want
    s = [got[pid] for pid in ids]
    # 4 han 30 fu without kiriage: 7,700; 13 han are valued as yakuman but are no yakuman win
    assert s[0].win_points == 7700 and s[3].win_points == 32000 + 2900 and s[3].yakuman == 0
    assert s[1].yakuman == 1 and s[1].largest == 64000 and s[1].win_points == 3900 + 64000
    assert (s[3].deal_ins, s[3].deal_in_points) == (2, 7700 + 2600)  # each win of a double ron
    assert (s[2].deal_ins, s[2].deal_in_points) == (2, 2900 + 64000)
    assert [(x.draws, x.draw_tenpai) for x in s] == [(1, 0), (1, 0), (1, 1), (1, 0)] and s[3].chombo == 1


def test_casual_riichi_bust_counts_the_hand_but_not_its_result(tournament_db: Path) -> None:
    tid, ids, (first,) = seated("casual")
    hands = [ron(0, 1, 6), ron(2, 1, 3, 40), ron(3, 1, 1, 30),  # seat 1 left with 500
             {**tsumo(1, 3, 30), "riichi": [1]}]  # seat 1's riichi without the points: the game ends
    games.append_hands(first, hands)
    _state, outcomes = replay_hands(resolve("casual"), hands)
    assert outcomes[-1].riichi_bust  # the case this test is about
    games.finish_game(first)
    got, want = counted(tid), replayed(tid)
    assert got == want
    assert (got[ids[1]].hands, got[ids[1]].riichi, got[ids[1]].wins) == (4, 1, 0)


def test_mleague_and_the_demo(tournament_db: Path) -> None:
    tid, ids, (first,) = seated("mleague")
    games.append_hands(first, [ron(1, 2, 3, 60), tsumo(1, 4, 30), ron(2, 0, 13),  # kiriage 3-60, 4-30
                               {"result": "draw", "tenpai": []}])
    assert counted(tid) == replayed(tid)
    # a non-dealer's 3 han 60 fu and the dealer's 4 han 30 fu tsumo are mangan; 13 han a sanbaiman
    assert counted(tid)[ids[1]].win_points == 8000 + 12000 and counted(tid)[ids[2]].largest == 24000
    demo = create_demo(players_count=8, rounds_count=3, seed=5)
    assert counted(demo) == replayed(demo)
    other = create_demo(players_count=8, rounds_count=2, seed=6, name="Tenhou demo", rules="tenhou")
    assert counted(other) == replayed(other)


def test_one_players_line_and_rounds(tournament_db: Path) -> None:
    demo = create_demo(players_count=8, rounds_count=3, seed=2)
    pid = Registration.select().where(Registration.tournament == demo).first().player_id
    assert player_stats.statistics([(demo, pid)])[(demo, pid)] == replayed(demo)[pid]
    later = player_stats.statistics([(demo, pid)], (2, 3))[(demo, pid)]
    assert later.games == 2 and later.hands < replayed(demo)[pid].hands

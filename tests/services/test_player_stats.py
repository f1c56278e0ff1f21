"""Player statistics (issue 40 item 2) recomputed here from hand-written games and from the demo."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from tournament_app.services import games, player_stats, rounds
from tournament_app.services.demo import create_demo
from tournament_app.storage.models import Game, Hand, Round, Table

from .helpers import ron, stats_event, tournament_with_players


def test_hand_written_games_give_every_figure(tournament_db: Path) -> None:
    tid, ids = stats_event()
    got = player_stats.statistics((tid, pid) for pid in ids)
    s = [got[(tid, pid)] for pid in ids]
    # scores after the hands: seat 3 +31,500, seat 1 −4,900, seat 0 −13,100, seat 2 −13,500
    assert [x.places for x in s] == [(1, 0, 1, 0), (0, 1, 1, 0), (0, 1, 0, 1), (1, 0, 0, 1)]
    assert [x.games for x in s] == [2] * 4 and [x.hand_games for x in s] == [1] * 4
    assert [x.average_rank_x100 for x in s] == [200, 250, 300, 250]
    assert [x.hands for x in s] == [6] * 4  # the final-scores game adds no hands
    assert [x.wins for x in s] == [0, 1, 1, 1] and [x.tsumo_wins for x in s] == [0, 0, 1, 1]
    assert [x.deal_ins for x in s] == [1, 0, 0, 0] and s[0].deal_in_points == 5200
    assert [x.win_points for x in s] == [0, 5200, 1100, 32000]
    assert [x.largest for x in s] == [None, 5200, 1100, 32000]
    assert [x.yakuman for x in s] == [0, 0, 0, 1]
    assert [x.riichi for x in s] == [1, 1, 1, 0]
    assert [(x.draws, x.draw_tenpai) for x in s] == [(2, 1), (2, 0), (2, 1), (2, 0)]
    assert [x.chombo for x in s] == [0, 1, 0, 1]  # seat 3's was ticked with the final scores
    shown = {f.key: f for f in player_stats.figures(s[1])}
    assert (shown["win_rate"].value, shown["win_rate"].rests_on) == (167, 6)  # 1 of 6, per mille
    assert (shown["draw_tenpai_rate"].value, shown["draw_tenpai_rate"].rests_on) == (0, 2)
    assert (shown["average_place"].value, shown["average_place"].rests_on) == (250, 2)
    assert (shown["hands"].value, shown["hands"].rests_on) == (6, 1)
    assert {f.key: f for f in player_stats.figures(s[0])}["tsumo_rate"].value is None  # no wins


def test_a_persons_events_sum(tournament_db: Path) -> None:
    tid, ids = stats_event()
    other, other_ids = tournament_with_players(4, name="Second cup")
    rounds.seat_round(other, "manual", tables=[other_ids])
    games.append_hands(games.games_of_round(other, 1)[0], [ron(0, 1, 13, 30)])  # 13 han, the largest hand
    lines = player_stats.statistics([(tid, ids[0]), (other, other_ids[0])])
    both = player_stats.combined(lines.values())
    assert both is not None
    assert both.hands == 7 and both.wins == 1 and both.games == 2  # the second game is not finished
    assert both.largest == lines[(other, other_ids[0])].largest and both.places == (1, 0, 1, 0)
    assert player_stats.combined([]) is None


def _recount(tid: int) -> dict[int, Counter]:
    """Counts straight from the stored hands (JSON), not through the rules' replay."""
    out: dict[int, Counter] = {}
    query = (Game.select().join(Table).join(Round)
             .where((Round.tournament == tid) & (Game.mode == "hands") & (Game.state != "planned")))
    for g in query:
        ids = (g.seat0_id, g.seat1_id, g.seat2_id, g.seat3_id)
        for h in Hand.select().where(Hand.game == g.id):
            d = json.loads(h.data)
            for seat, pid in enumerate(ids):
                c = out.setdefault(pid, Counter())
                c["hands"] += 1
                c["riichi"] += seat in d.get("riichi", [])
                if d["result"] == "draw":
                    c["draws"] += 1
                    c["tenpai"] += seat in d["tenpai"]
            wins = d.get("wins") or ([d] if d["result"] in ("ron", "tsumo") else [])
            for w in wins:
                out[ids[w["winner"]]]["wins"] += 1
                out[ids[w["winner"]]]["tsumo"] += d["result"] == "tsumo"
                out[ids[w["winner"]]]["yakuman"] += bool(w.get("yakuman"))
                if d["result"] == "ron":
                    out[ids[d["loser"]]]["deal_ins"] += 1
    return out


def test_the_demo_recounted(tournament_db: Path) -> None:
    tid = create_demo(players_count=8, rounds_count=2, seed=3)
    recount = _recount(tid)
    for s in player_stats.tournament_stats(tid):
        c = recount[s.player_id]
        assert (s.hands, s.riichi, s.wins, s.tsumo_wins, s.deal_ins, s.draws, s.draw_tenpai, s.yakuman) == (
            c["hands"], c["riichi"], c["wins"], c["tsumo"], c["deal_ins"], c["draws"], c["tenpai"],
            c["yakuman"])
        finished = [g for g in Game.select().join(Table).join(Round).where(
            (Round.tournament == tid) & (Game.state == "finished"))
            if s.player_id in (g.seat0_id, g.seat1_id, g.seat2_id, g.seat3_id)]
        assert s.games == len(finished)
        ranks = [(g.r0, g.r1, g.r2, g.r3)[(g.seat0_id, g.seat1_id, g.seat2_id, g.seat3_id).index(s.player_id)]
                 for g in finished]
        assert s.places == tuple(ranks.count(p) for p in (1, 2, 3, 4))


def test_the_events_awards_go_to_the_best_figures_and_ties_share_them(tournament_db: Path) -> None:
    tid, _ids = stats_event()
    lines = player_stats.tournament_stats(tid)
    got = {a.key: (a.names, a.figure.value) for a in player_stats.awards(lines)}
    assert got["largest_hand"] == (("Player 03",), 32000)
    assert got["most_wins"] == (("Player 01", "Player 02", "Player 03"), 1)
    assert got["best_win_rate"] == (("Player 01", "Player 02", "Player 03"), 167)
    assert got["lowest_deal_in_rate"] == (("Player 01", "Player 02", "Player 03"), 0)
    assert player_stats.awards([]) == []

"""Recording and correcting a table's game through the services, checked against the stored data."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tournament_app.rules.game import play
from tournament_app.rules.presets import preset
from tournament_app.rules.record import parse_hand
from tournament_app.services import games
from tournament_app.services.check import check_tournament
from tournament_app.storage.models import AuditEntry, Game, Hand
from tournament_app.words.i18n import render, set_language
from tournament_app.words.messages import UserError

from .helpers import one_table, quick_game, ron


def stored_hands(game_id: int) -> list[dict]:
    return [json.loads(h.data) for h in Hand.select().where(Hand.game == game_id).order_by(Hand.number)]


def test_recording_a_hand_stores_the_record_and_its_derived_columns(tournament_db: Path) -> None:
    _, _, gid = one_table()
    outcome = games.record_hand(gid, 1, ron(1, 3, 3, 30, riichi=[1]))
    assert outcome.deltas == (0, 3900, 0, -3900)
    row = Hand.get(Hand.game == gid)
    assert (row.number, row.round_index, row.honba, row.dealer, row.result) == (1, 0, 0, 0, "ron")
    assert (row.d1, row.after3, row.left) == (3900, 21100, 0)
    assert Game.get_by_id(gid).state == "in_progress"
    assert AuditEntry.select().where(AuditEntry.action == "hand.add").count() == 1


def test_the_same_hand_cannot_be_recorded_twice(tournament_db: Path) -> None:
    _, _, gid = one_table()
    games.record_hand(gid, 1, ron(1, 3))
    with pytest.raises(UserError, match="hand 1 is already recorded"):
        games.record_hand(gid, 1, ron(1, 3))
    with pytest.raises(UserError, match="cannot follow"):
        games.record_hand(gid, 3, ron(1, 3))
    assert len(stored_hands(gid)) == 1


def test_a_refused_hand_stores_nothing_and_names_the_problem(tournament_db: Path) -> None:
    _, _, gid = one_table()
    games.record_hand(gid, 1, ron(1, 3))
    with pytest.raises(UserError) as e:
        games.record_hand(gid, 2, {"result": "ron", "winner": 2, "loser": 0, "han": 1, "fu": 20})
    assert "hand 2: fu: 20 fu never wins by ron" in str(e.value)
    assert len(stored_hands(gid)) == 1
    assert Game.get_by_id(gid).version == 1


def test_desk_replay_matches_the_rules_engine(tournament_db: Path) -> None:
    _, _, gid = one_table()
    hands = [ron(1, 3, 3, 30, riichi=[1]), {"result": "draw", "tenpai": [0], "riichi": [0]},
             {"result": "tsumo", "winner": 0, "han": 2, "fu": 40, "riichi": []}]
    for number, hand in enumerate(hands, start=1):
        games.record_hand(gid, number, hand)
    view = games.game_view(gid)
    state, outcomes = play(preset("jpml"), [parse_hand(h) for h in hands])
    assert view.current == state
    assert [o.deltas for o in view.outcomes] == [o.deltas for o in outcomes]


def test_undo_edit_insert_delete_revalidate_the_whole_game(tournament_db: Path) -> None:
    _, _, gid = one_table()
    for number, hand in enumerate([ron(1, 3), ron(2, 0), ron(3, 1)], start=1):
        games.record_hand(gid, number, hand)
    view = games.undo_last_hand(gid)
    assert len(view.hands) == 2
    view = games.edit_hand(gid, 1, ron(0, 3, 3, 30))  # now a dealer win: seat 0 keeps the deal
    assert [o.label for o in view.outcomes] == ["E1", "E1"]
    assert view.outcomes[1].honba == 1
    view = games.insert_hand(gid, 1, {"result": "draw", "tenpai": [0]})
    assert [o.honba for o in view.outcomes] == [0, 1, 2]
    view = games.delete_hand(gid, 1)
    assert stored_hands(gid) == [ron(0, 3, 3, 30), ron(2, 0)]
    assert [h.after0 for h in Hand.select().where(Hand.game == gid).order_by(Hand.number)] == [
        25000 + 5800, 25000 + 5800 - 1000 - 300]


def test_an_edit_that_breaks_a_later_hand_is_refused_whole(tournament_db: Path) -> None:
    _, _, gid = one_table()
    for number, hand in enumerate(quick_game(), start=1):
        games.record_hand(gid, number, hand)
    before = stored_hands(gid)
    # making hand 1 a dealer win adds a hand to the game: hand 8 would then not be the last one,
    # but removing hand 8's end is fine; instead break it: hand 2 with a winner who is the loser
    with pytest.raises(UserError, match="hand 2"):
        games.edit_hand(gid, 2, {"result": "ron", "winner": 0, "loser": 0, "han": 1, "fu": 30})
    assert stored_hands(gid) == before


def test_finish_settles_and_reopen_takes_the_result_back(tournament_db: Path) -> None:
    _, _, gid = one_table()
    hands = quick_game()
    for number, hand in enumerate(hands[:7], start=1):
        games.record_hand(gid, number, hand)
    with pytest.raises(UserError, match="not over"):
        games.finish_game(gid)
    games.record_hand(gid, 8, hands[7])
    result = games.finish_game(gid)
    game = Game.get_by_id(gid)
    assert game.state == "finished"
    assert [game.p0, game.p1, game.p2, game.p3] == list(result.points)
    assert sum(result.points) == 0
    with pytest.raises(UserError, match="finished"):
        games.record_hand(gid, 9, ron(1, 0))
    games.reopen_game(gid)
    game = Game.get_by_id(gid)
    assert (game.state, game.p0) == ("in_progress", None)


def test_finish_can_be_forced_when_play_was_stopped(tournament_db: Path) -> None:
    _, _, gid = one_table()
    games.record_hand(gid, 1, ron(1, 3, 3, 30))
    result = games.finish_game(gid, force=True)
    assert result.final_scores == (25000, 28900, 25000, 21100)
    assert AuditEntry.get(AuditEntry.action == "game.finish").after.count('"forced": true') == 1


def test_final_scores_mode_refuses_scores_that_do_not_add_up(tournament_db: Path) -> None:
    _, _, gid = one_table()
    with pytest.raises(UserError, match="add up to 99,000: 1,000 short of 100,000"):
        games.record_final_scores(gid, [40000, 30000, 21000, 8000])
    assert Game.get_by_id(gid).state == "planned"
    result = games.record_final_scores(gid, [40000, 30000, 21000, 8000], left=1000, chombo=[3])
    assert result.points == (600, 100, -190, -520 - 400)
    game = Game.get_by_id(gid)
    assert (game.state, game.mode) == ("finished", "final")
    assert check_tournament(game.table.round.tournament_id) == []


def test_check_says_a_wrong_total_as_the_final_score_entry_says_it(tournament_db: Path) -> None:
    tid, _, gid = one_table()
    for number, hand in enumerate(quick_game(), start=1):
        games.record_hand(gid, number, hand)
    games.finish_game(gid)
    Game.update(s0=Game.s0 - 1000).where(Game.id == gid).execute()  # the sum 1,000 short, and so the result
    problem = check_tournament(tid)[0]
    assert problem.english() == ("round 1, table 1: the scores and points left add up to 99,000: "
                                 "1,000 short of 100,000")
    set_language("ja")
    assert render(problem) == "1回戦 1卓: 持ち点と供託の合計が 99,000点です（100,000点に 1,000点不足）"


def test_swap_seats_moves_players_not_hands(tournament_db: Path) -> None:
    _, ids, gid = one_table()
    games.record_hand(gid, 1, ron(1, 3))
    games.swap_seats(gid, 1, 2)
    view = games.game_view(gid)
    assert view.player_ids == (ids[0], ids[2], ids[1], ids[3])
    assert view.outcomes[0].deltas == (0, 1000, 0, -1000)


def test_check_finds_a_tampered_hand(tournament_db: Path) -> None:
    tid, _, gid = one_table()
    for number, hand in enumerate(quick_game(), start=1):
        games.record_hand(gid, number, hand)
    games.finish_game(gid)
    assert check_tournament(tid) == []
    Hand.update(d1=Hand.d1 + 100).where((Hand.game == gid) & (Hand.number == 1)).execute()
    Game.update(p0=Game.p0 + 1).where(Game.id == gid).execute()
    problems = [p.english() for p in check_tournament(tid)]
    assert problems == ["round 1, table 1: hand 1: the stored scores differ from the record",
                        "round 1, table 1: the stored result differs from the settlement of its scores"]


def test_a_chombo_ends_the_stored_game_when_the_rules_say_so(tournament_db: Path) -> None:
    """Issue 39 item 3 (chombo_ends_game): after the chombo nothing more is recorded and the game
    finishes on the scores as they stand, the △40 in North's points."""
    _, _, gid = one_table({"preset": "jpml", "chombo_ends_game": True})
    games.record_hand(gid, 1, ron(1, 2, 2, 30))
    games.record_hand(gid, 2, {"result": "chombo", "player": 3})
    with pytest.raises(UserError, match="already ended"):
        games.record_hand(gid, 3, ron(0, 1))
    result = games.finish_game(gid)
    game = Game.get_by_id(gid)
    assert game.state == "finished"
    assert [game.p0, game.p1, game.p2, game.p3] == list(result.points) == [-50, 470, -370, -450]
    assert len(stored_hands(gid)) == 2


def test_without_the_option_the_chombo_hand_is_dealt_again(tournament_db: Path) -> None:
    _, _, plain = one_table("jpml")
    games.record_hand(plain, 1, ron(1, 2, 2, 30))
    games.record_hand(plain, 2, {"result": "chombo", "player": 3})
    with pytest.raises(UserError, match="not over"):
        games.finish_game(plain)

"""Seating round by round toward a planned number of rounds (issue 10, item 22): a round seated at
a time reaches the quality of a schedule planned at once, and survives the organiser's changes."""

from __future__ import annotations

import pytest

from tests.services.helpers import tournament_with_players
from tournament_app.services import players, rounds, seating_plan, tournaments
from tournament_app.services.base import ConflictError
from tournament_app.storage.models import Tournament
from tournament_app.words.messages import UserError


def _pairs_met_twice(tid: int) -> int:
    return rounds.repeat_stats(tid).repeated_pairs


def test_32_players_seated_one_round_at_a_time_for_8_rounds_meet_nobody_twice(tournament_db: str) -> None:
    tid, _ids = tournament_with_players(32)
    tournaments.set_planned_rounds(tid, 8)
    for r in range(8):
        assert rounds.seat_round(tid, seed=100 + r) == r + 1
        assert _pairs_met_twice(tid) == 0, f"after round {r + 1}"
        # the rest of the schedule is kept between rounds, and gone once the last round is seated
        assert (Tournament.get_by_id(tid).seating_plan is None) == (r == 7)
    assert rounds.repeat_stats(tid).pairs_met == 8 * 8 * 6


def test_without_a_planned_count_rounds_are_seated_one_by_one_as_before(tournament_db: str) -> None:
    tid, _ids = tournament_with_players(32)
    for r in range(3):
        rounds.seat_round(tid, seed=r)
    assert Tournament.get_by_id(tid).seating_plan is None


def test_a_swap_in_the_first_round_is_carried_into_the_plan(tournament_db: str) -> None:
    tid, _ids = tournament_with_players(32)
    tournaments.set_planned_rounds(tid, 8)
    rounds.seat_round(tid, seed=1)
    first = rounds.seating_of(tid, 1)
    rounds.swap_players(tid, 1, first[0].player_ids[0], first[1].player_ids[0])
    for r in range(2, 9):
        rounds.seat_round(tid, seed=r)
    assert _pairs_met_twice(tid) == 0


def test_a_substitute_for_a_withdrawn_player_takes_over_the_plan(tournament_db: str) -> None:
    tid, ids = tournament_with_players(32)
    tournaments.set_planned_rounds(tid, 8)
    rounds.seat_round(tid, seed=1)
    sub = players.add_player(tid, "Substitute", status="substitute")
    players.set_status(tid, ids[5], "withdrawn")
    for r in range(2, 9):
        rounds.seat_round(tid, seed=r)
    seated = {p for t in rounds.seating_of(tid, 8) for p in t.player_ids}
    assert sub in seated and ids[5] not in seated
    assert _pairs_met_twice(tid) == 0


def test_planned_count_is_checked(tournament_db: str) -> None:
    tid, _ids = tournament_with_players(8)
    rounds.seat_rounds(tid, 3, seed=1)
    with pytest.raises(UserError, match="3 rounds are already seated: plan at least that many"):
        tournaments.set_planned_rounds(tid, 2)
    with pytest.raises(UserError, match="between 1 and 40"):
        tournaments.set_planned_rounds(tid, 0)
    tournaments.set_planned_rounds(tid, 5)
    assert tournaments.tournament_info(tid).planned_rounds == 5
    tournaments.set_planned_rounds(tid, None)
    assert tournaments.tournament_info(tid).planned_rounds is None


def test_another_desk_seating_while_the_plan_is_searched_refuses(tournament_db: str,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    tid, _ids = tournament_with_players(16)
    tournaments.set_planned_rounds(tid, 4)
    search = seating_plan.rounds_ahead

    def slow_search(*args: object, **kwargs: object) -> list:
        out = search(*args, **kwargs)  # type: ignore[arg-type]
        monkeypatch.setattr(seating_plan, "rounds_ahead", search)
        rounds.seat_round(tid, "standings")  # meanwhile, at the organiser's other laptop
        return out

    monkeypatch.setattr(seating_plan, "rounds_ahead", slow_search)
    with pytest.raises(ConflictError, match="changed at another desk"):
        rounds.seat_round(tid, seed=1)
    assert rounds.round_numbers(tid) == [1]  # only the other desk's round

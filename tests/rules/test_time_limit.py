"""The round's time limit (issue 13): `"time_up": true` on the hand in play at the call, and the rule
option time_limit (`after_hand`, `one_more`) decides which hand is the game's last."""

from __future__ import annotations

from typing import Any

import pytest

from tournament_app.rules.errors import RecordError
from tournament_app.rules.game import replay
from tournament_app.rules.presets import preset
from tournament_app.rules.record import parse_record


def run(rules: Any, hands: list[dict[str, Any]]) -> Any:
    return replay(parse_record({"rules": rules, "players": ["A", "B", "C", "D"], "hands": hands}))


def ron(w: int, lo: int, **extra: Any) -> dict[str, Any]:
    return {"result": "ron", "winner": w, "loser": lo, "han": 2, "fu": 30, **extra}


AFTER = {"preset": "jpml", "time_limit": "after_hand"}
ONE_MORE = {"preset": "jpml", "time_limit": "one_more"}


def refusal(rules: Any, hands: list[dict[str, Any]]) -> str:
    with pytest.raises(RecordError) as e:
        run(rules, hands)
    return str(e.value)


def test_after_hand_the_hand_in_play_is_the_last() -> None:
    game = run(AFTER, [ron(1, 2), ron(2, 3, time_up=True)])
    assert game.state.finished and game.state.over
    assert "hand 3" in refusal(AFTER, [ron(1, 2), ron(2, 3, time_up=True), ron(0, 1)])
    # settled as usual: deposits left on the table follow the rule set (jpml: they stay)
    game = run(AFTER, [{"result": "draw", "tenpai": [0], "riichi": [0], "time_up": True}])
    assert game.state.finished and game.settlement().left == 1000


def test_one_more_hand_follows_the_hand_in_play() -> None:
    game = run(ONE_MORE, [ron(1, 2, time_up=True)])
    assert not game.state.over and game.state.hands_left == 1
    game = run(ONE_MORE, [ron(1, 2, time_up=True), ron(2, 3)])
    assert game.state.finished
    assert "the game has already ended" in refusal(ONE_MORE, [ron(1, 2, time_up=True), ron(2, 3), ron(3, 0)])


def test_the_last_hand_ends_the_game_even_when_the_dealer_wins() -> None:
    """No repeat after the last hand: the dealer's win or tenpai does not extend a timed game."""
    game = run(AFTER, [ron(0, 2, time_up=True)])
    assert game.state.finished and game.outcomes[0].dealer == 0
    game = run(ONE_MORE, [ron(0, 2, time_up=True), {"result": "draw", "tenpai": [0]}])
    assert game.state.finished


def test_a_chombo_in_the_last_hand_is_replayed_and_the_replay_is_the_last() -> None:
    """001 art. 52: a chombo voids the hand, which is dealt again; so the time-up hand is still to
    be played."""
    hands = [ron(1, 2), {"result": "chombo", "player": 3, "time_up": True}]
    game = run(AFTER, hands)
    assert not game.state.over and game.state.hands_left == 1
    game = run(AFTER, [*hands, ron(1, 0)])
    assert game.state.finished
    assert game.settlement().penalties[3] == -400


def test_a_game_that_ends_by_its_own_rules_first_ends_there() -> None:
    """The South 4 dealer loses the deal while one more hand is still due: the game is over."""
    south_3 = [ron((d + 1) % 4, (d + 2) % 4) for d in range(7)]  # East 1 … South 3, the deal passes
    game = run(ONE_MORE, [*south_3, ron(1, 2, time_up=True)])  # South 4: a non-dealer wins
    assert game.state.finished and game.state.hands_left == 1


def test_time_is_called_only_once() -> None:
    assert "already called" in refusal(ONE_MORE, [ron(1, 2, time_up=True), ron(2, 3, time_up=True)])
    assert "must be true or false" in refusal(AFTER, [ron(1, 2, time_up="yes")])


def test_presets_take_their_book_s_policy() -> None:
    assert preset("ema").time_limit == "one_more"
    assert {preset(p).time_limit for p in ("jpml", "wrc", "tenhou", "casual", "classic")} == {"after_hand"}

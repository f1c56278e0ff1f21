"""Issue 26 (2): GameFeed, the games read a batch at a time, on SQLite and PostgreSQL."""

from __future__ import annotations

import random

import pytest

from tournament_app.services import demo, event_format, games, penalties, rounds
from tournament_app.services.game_feed import GameFeed
from tournament_app.services.simulate import random_game
from tournament_app.services.standings import results


@pytest.fixture
def league(tournament_db: str) -> int:
    """8 players, 3 rounds played hand by hand, a 4th seated with one game under way."""
    tid = demo.create_demo(players_count=8, rounds_count=3, seed=5)
    rounds.seat_round(tid, "random", seed=1)
    first, _second = games.games_of_round(tid, 4)
    games.append_hands(first, random_game(games.game_view(first).rules, random.Random(3))[:2])
    penalties.add_penalty(tid, rounds.seating_of(tid, 2)[0].player_ids[1], -200, "late", round_number=2)
    return tid


def test_the_feed_holds_what_results_holds_in_batches(league: int, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(GameFeed, "BATCH", 3)
    reads: list[int] = []
    real = GameFeed._read
    monkeypatch.setattr(GameFeed, "_read",
                        lambda self, ids, rules: reads.append(len(ids)) or real(self, ids, rules))
    feed = GameFeed(league, with_hands=True)
    assert len(feed) == 8 and feed.states == ["finished"] * 6 + ["in_progress", "planned"]
    streamed = list(feed)
    assert reads == [3, 3, 2]
    assert streamed == results(league, with_hands=True)  # settlements, penalties, replayed hands
    assert [(g.round, g.table) for g in streamed] == [(r, t) for r in range(1, 5) for t in (1, 2)]
    assert streamed[6].outcomes and len(streamed[6].outcomes) == 2 and not streamed[7].outcomes
    assert list(GameFeed(league, (2, 3))) == results(league, (2, 3))


def test_a_game_changed_between_two_batches_is_read_as_it_is(league: int,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(GameFeed, "BATCH", 4)
    feed = GameFeed(league)
    seen = iter(feed)
    before = [next(seen) for _ in range(4)]
    game_id = games.games_of_round(league, 4)[0]
    games.append_hands(game_id, random_game(games.game_view(game_id).rules,
                                            random.Random(3))[2:], finish=True)
    after = list(seen)  # the second batch is read now
    assert [g.state for g in before] == ["finished"] * 4
    assert after[2].game_id == game_id and after[2].state == "finished" and after[2].points is not None


def test_hidden_rounds_stay_out_unless_revealed(league: int) -> None:
    event_format.hide_standings(league, 3)
    assert {g.round for g in GameFeed(league)} == {1, 2}
    assert {g.round for g in GameFeed(league, reveal=True)} == {1, 2, 3, 4}

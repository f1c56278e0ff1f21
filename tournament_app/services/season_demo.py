"""A sample league season played through the same services a desk uses: each day seated, every
hanchan recorded hand by hand and finished (the worked example of the guides, the benchmark)."""

from __future__ import annotations

import random
import string
from collections.abc import Callable
from typing import Any

from tournament_app import seating_fives
from tournament_app.messages import N_
from tournament_app.services import games, players, rounds
from tournament_app.services.base import CTX, fail, fail_setting
from tournament_app.services.demo import CLUBS, player_names
from tournament_app.services.season_days import next_day, seat_day
from tournament_app.services.seasons import create_season, season_info
from tournament_app.services.simulate import random_game
from tournament_app.services.tournaments import rules_of

MAX_DEMO_DIVISIONS = 12
MAX_DEMO_PLAYERS = 48  # per division


def create_season_demo(name: str, *, divisions: int = 3, players_each: int = 12, days: int = 5,
                       hanchan: int = 4, promote: int = 2, relegate: int = 2, seed: int = 1,
                       play_days: int | None = None, rules: Any = "jpml",
                       record: Callable[[int, list[dict[str, Any]]], None] | None = None) -> int:
    """A season of ``divisions`` (named A, B, C …) of ``players_each`` players; ``play_days`` of its
    days (all by default) seated at random and played. ``record(game_id, hands)`` stores a game
    (default: hand by hand through ``games.append_hands``)."""
    if not 1 <= divisions <= MAX_DEMO_DIVISIONS:
        fail(N_(CTX, "a demo season has 1 to {most} divisions"), most=MAX_DEMO_DIVISIONS)
    if not 4 <= players_each <= MAX_DEMO_PLAYERS or seating_fives.table_sizes(players_each) is None:
        fail(N_(CTX, "a demo division has 4 to {most} players, not 6, 7 or 11 (tables of four and five)"),
             most=MAX_DEMO_PLAYERS)
    if play_days is not None and not 0 <= play_days <= days:
        fail_setting("play_days", N_(CTX, "the season has %n days: {count} cannot be played"), days,
                     count=play_days)
    rng = random.Random(seed)
    names = list(string.ascii_uppercase[:divisions])
    season_id = create_season(name, names, days=days, hanchan=hanchan, promote=promote,
                              relegate=relegate, rules=rules)
    people = player_names(divisions * players_each, rng)
    for index, div in enumerate(season_info(season_id).divisions):
        for player_name, reading in people[index * players_each:(index + 1) * players_each]:
            players.add_player(div.tournament_id, player_name, reading=reading,
                               affiliation=rng.choice(CLUBS), season=True)
    play_season_days(season_id, days if play_days is None else play_days, rng, record)
    return season_id


def play_season_days(season_id: int, count: int, rng: random.Random,
                     record: Callable[[int, list[dict[str, Any]]], None] | None = None) -> None:
    """Seat and play ``count`` more days of every division (the title final's too, once defined)."""
    store = record or (lambda game_id, hands: games.append_hands(game_id, hands, finish=True) and None)
    for _ in range(count):
        info = season_info(season_id)
        for div in info.divisions:
            if next_day(div) is None:
                continue
            seated = seat_day(season_id, div.name, seed=rng.randrange(2**31))
            rule_set = rules_of(div.tournament_id)
            for number in range(seated.rounds[0], seated.rounds[1] + 1):
                for game_id in games.games_of_round(div.tournament_id, number):
                    store(game_id, random_game(rule_set, rng))


def unplayed_rounds(tournament_id: int) -> list[int]:
    return [r.number for r in rounds.round_summaries(tournament_id) if r.finished < r.tables]

"""A sample league season played through the same services a desk uses: each day seated, every
hanchan recorded hand by hand and finished (the worked example of the guides, the benchmark)."""

from __future__ import annotations

import random
import string
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from tournament_app.seating import fives as seating_fives
from tournament_app.services import games, players, rounds, seasons
from tournament_app.services.base import CTX, fail, fail_setting, transaction
from tournament_app.services.demo import CLUBS, player_names
from tournament_app.services.season_days import next_day, seat_day
from tournament_app.services.season_final import set_final
from tournament_app.services.season_members import leave, stand_in
from tournament_app.services.seasons import create_season, season_info
from tournament_app.services.simulate import random_game
from tournament_app.services.tournaments import rules_of
from tournament_app.words.messages import N_

MAX_DEMO_DIVISIONS = 12
MAX_DEMO_PLAYERS = 48  # per division


@dataclass(frozen=True)
class DemoFinal:
    """The sample season's title final: the top ``top`` of the top division and the ``seeded``
    players of no division (the reigning champion) play ``days`` days of ``hanchan``."""
    top: int
    days: int
    hanchan: int
    seeded: tuple[str, ...] = ()


def create_season_demo(name: str, *, divisions: int | Sequence[str] = 3,
                       players_each: int | Sequence[int] = 12, days: int = 5, hanchan: int = 4,
                       promote: int = 2, relegate: int = 2, seed: int = 1, play_days: int | None = None,
                       rules: Any = "jpml", final: DemoFinal | None = None,
                       withdrawal: tuple[str, int] | None = None, substitute: tuple[str, int] | None = None,
                       record: Callable[[int, list[dict[str, Any]]], None] | None = None) -> int:
    """A season of ``divisions`` (a count: named A, B, C …; or their names, top first) of
    ``players_each`` players (one count for every division, or one for each); ``play_days`` of its
    days (all by default, then the title final's) seated at random and played. ``withdrawal``
    (division, day): a player of that division withdraws (棄権) from that day; ``substitute``
    (division, day): a substitute (代走) plays one player's games of that day. ``record(game_id,
    hands)`` stores a game (default: hand by hand through ``games.append_hands``)."""
    names = list(string.ascii_uppercase[:divisions]) if isinstance(divisions, int) else list(divisions)
    if not 1 <= len(names) <= MAX_DEMO_DIVISIONS or (isinstance(divisions, int) and divisions < 1):
        fail(N_(CTX, "a demo season has 1 to {most} divisions"), most=MAX_DEMO_DIVISIONS)
    sizes = [players_each] * len(names) if isinstance(players_each, int) else list(players_each)
    if len(sizes) != len(names):
        fail_setting("players", N_(CTX, "give one player count for every division, or one for each of "
                                        "the %n divisions"), len(names))
    for size in sizes:
        if not 4 <= size <= MAX_DEMO_PLAYERS or seating_fives.table_sizes(size) is None:
            fail(N_(CTX, "a demo division has 4 to {most} players, not 6, 7 or 11 (tables of four and five)"),
                 most=MAX_DEMO_PLAYERS)
    if play_days is not None and not 0 <= play_days <= days:
        fail_setting("play_days", N_(CTX, "the season has %n days: {count} cannot be played"), days,
                     count=play_days)
    for option, event in (("withdrawal", withdrawal), ("substitute", substitute)):
        if event is not None and event[0] not in names:
            fail_setting(option, N_(CTX, "the season has no division {division}"), division=event[0])
        if event is not None and not 1 <= event[1] <= days:
            fail_setting(option, N_(CTX, "the season has %n days: there is no day {day}"), days, day=event[1])
    rng = random.Random(seed)
    with transaction():  # the season whole, or nothing (a final the divisions cannot hold …)
        season_id = create_season(name, names, days=days, hanchan=hanchan, promote=promote,
                                  relegate=relegate, rules=rules)
        people = player_names(sum(sizes) + 1, rng)  # the last stands in as the substitute
        first = 0
        for size, div in zip(sizes, season_info(season_id).divisions, strict=True):
            for player_name, reading in people[first:first + size]:
                players.add_player(div.tournament_id, player_name, reading=reading,
                                   affiliation=rng.choice(CLUBS), season=True)
            first += size
        if final is not None:
            set_final(season_id, top=final.top, days=final.days, hanchan=final.hanchan, seeded=final.seeded)
        if withdrawal is not None:
            leave(season_id, rng.choice(_players(season_id, withdrawal[0])), "withdrew", withdrawal[1])
    stand = None if substitute is None else (substitute[0], substitute[1], people[-1][0])
    count = days if play_days is None else play_days
    if play_days is None and final is not None:
        count += final.days  # the top division's final days follow its league
    play_season_days(season_id, count, rng, record, stand)
    return season_id


def _players(season_id: int, division: str) -> list[str]:
    """The names of a division's players still in its league, in seed order."""
    div = season_info(season_id).division(division)
    named = seasons.player_names(div.players)
    return [named[p] for p in div.players if p not in div.leaves]


def play_season_days(season_id: int, count: int, rng: random.Random,
                     record: Callable[[int, list[dict[str, Any]]], None] | None = None,
                     substitute: tuple[str, int, str] | None = None) -> None:
    """Seat and play ``count`` more days of every division (the title final's too, once defined);
    ``substitute`` (division, day, name): that substitute plays one player's games of that day."""
    store = record or (lambda game_id, hands: games.append_hands(game_id, hands, finish=True) and None)
    for _ in range(count):
        info = season_info(season_id)
        for div in info.divisions:
            if next_day(div) is None:
                continue
            seated = seat_day(season_id, div.name, seed=rng.randrange(2**31))
            if substitute is not None and (div.name, seated.number) == substitute[:2] and not seated.final:
                stand_in(season_id, div.name, substitute[2], rng.choice(_players(season_id, div.name)),
                         seated.number)
            rule_set = rules_of(div.tournament_id)
            for number in range(seated.rounds[0], seated.rounds[1] + 1):
                for game_id in games.games_of_round(div.tournament_id, number):
                    store(game_id, random_game(rule_set, rng))


def unplayed_rounds(tournament_id: int) -> list[int]:
    return [r.number for r in rounds.round_summaries(tournament_id) if r.finished < r.tables]

"""Player statistics from the recorded hands (issue 40 item 2).

Computed for a set of (tournament, player) pairs, so that a person's events can be summed with
:func:`combined`. Hand figures (和了率, 放銃率 …) rest on the games recorded hand by hand; places and
points on every finished game, final scores too. The game record holds no 一発 or 裏ドラ, so those
are not counted."""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, replace

from tournament_app.services import event_format
from tournament_app.services.base import transaction
from tournament_app.services.hand_counts import HandCounter
from tournament_app.services.rows import PlayerStats
from tournament_app.storage.models import Game, Player, Registration, Round, Table

RoundRange = tuple[int, int] | None
Pair = tuple[int, int]  # (tournament id, player id)

_COUNTS = ("hands", "wins", "tsumo_wins", "deal_ins", "riichi", "chombo", "win_points", "deal_in_points",
           "games", "rank_sum", "points", "hand_games", "draws", "draw_tenpai", "yakuman")


def ratio_x1000(count: int, of: int) -> int | None:
    """``count / of`` in thousandths (per mille), rounded half up; None when ``of`` is 0."""
    return (count * 2000 + of) // (2 * of) if of else None


def average(total: int, count: int) -> int | None:
    """A whole-number average, rounded half up; None when ``count`` is 0."""
    return (total * 2 + count) // (2 * count) if count else None


@dataclass(frozen=True)
class Figure:
    """One published figure: its key, its value (per mille for a rate) and what it rests on."""

    key: str
    value: int | None
    rests_on: int
    unit: str  # "count", "per_mille", "points", "place_x100", "tenths"
    basis: str  # "games", "hand_games", "hands", "wins", "deal_ins", "draws"


def figures(s: PlayerStats) -> list[Figure]:
    """Every figure of ``s`` in the order the screens, the sheet and ``stats`` show them."""
    return [
        Figure("games", s.games, s.games, "count", "games"),
        Figure("average_place", s.average_rank_x100, s.games, "place_x100", "games"),
        *(Figure(f"place_{i + 1}", s.places[i], s.games, "count", "games") for i in range(4)),
        Figure("points", s.points, s.games, "tenths", "games"),
        Figure("hands", s.hands, s.hand_games, "count", "hand_games"),
        Figure("win_rate", ratio_x1000(s.wins, s.hands), s.hands, "per_mille", "hands"),
        Figure("deal_in_rate", ratio_x1000(s.deal_ins, s.hands), s.hands, "per_mille", "hands"),
        Figure("riichi_rate", ratio_x1000(s.riichi, s.hands), s.hands, "per_mille", "hands"),
        # ツモ率 as leagues publish it: the share of a player's wins that were by tsumo
        Figure("tsumo_rate", ratio_x1000(s.tsumo_wins, s.wins), s.wins, "per_mille", "wins"),
        Figure("average_win", average(s.win_points, s.wins), s.wins, "points", "wins"),
        Figure("average_deal_in", average(s.deal_in_points, s.deal_ins), s.deal_ins, "points", "deal_ins"),
        Figure("draws", s.draws, s.hands, "count", "hands"),
        Figure("draw_tenpai_rate", ratio_x1000(s.draw_tenpai, s.draws), s.draws, "per_mille", "draws"),
        Figure("wins", s.wins, s.hands, "count", "hands"),
        Figure("deal_ins", s.deal_ins, s.hands, "count", "hands"),
        Figure("yakuman", s.yakuman, s.hands, "count", "hands"),
        Figure("largest_hand", s.largest, s.wins, "points", "wins"),
        Figure("chombo", s.chombo, s.games, "count", "games"),
    ]


def combined(lines: Iterable[PlayerStats]) -> PlayerStats | None:
    """One line summing ``lines`` (a person's events): counts add, the largest hand is the largest."""
    lines = list(lines)
    if not lines:
        return None
    first = lines[0]
    sums = {k: sum(getattr(s, k) for s in lines) for k in _COUNTS}
    places = tuple(sum(s.places[i] for s in lines) for i in range(4))
    largest = max((s.largest for s in lines if s.largest is not None), default=None)
    return replace(first, **sums, places=places, largest=largest)  # type: ignore[arg-type]


def statistics(pairs: Iterable[Pair], rounds: RoundRange = None, *,
               reveal: bool = False) -> dict[Pair, PlayerStats]:
    """The statistics of each (tournament, player) pair. ``rounds`` restricts every tournament to
    those rounds; rounds whose standings are hidden are left out unless ``reveal``."""
    wanted: dict[int, set[int]] = defaultdict(set)
    for tid, pid in pairs:
        wanted[tid].add(pid)
    out: dict[Pair, PlayerStats] = {}
    counter = HandCounter()  # shared by the events: they hold many of the same hand records
    for tid, pids in wanted.items():
        shown = rounds if reveal else event_format.visible_rounds(tid, rounds)
        for pid, line in _tournament_lines(counter, tid, pids, shown).items():
            out[(tid, pid)] = line
    return out


def tournament_stats(tournament_id: int, rounds: RoundRange = None, *,
                     reveal: bool = False) -> list[PlayerStats]:
    """Every registered player of a tournament, in 50音順 (the order of every list of names)."""
    with transaction():
        pids = [r.player_id for r in Registration.select(Registration.player)
                .where(Registration.tournament == tournament_id)]
    lines = statistics(((tournament_id, pid) for pid in pids), rounds, reveal=reveal)
    return sorted(lines.values(), key=lambda s: (s.reading or s.name, s.name))


_GAME_COLUMNS = (Game.id, Game.mode, Game.state, Game.rules, Game.chombo, Game.seat0, Game.seat1, Game.seat2,
                 Game.seat3, Game.r0, Game.r1, Game.r2, Game.r3, Game.p0, Game.p1, Game.p2, Game.p3)


def _games(tournament_id: int, rounds: RoundRange) -> list[tuple]:
    """The tournament's games that have begun, as the database's rows of ``_GAME_COLUMNS`` (integers and
    text: no model objects, no conversions)."""
    query = (Game.select(*_GAME_COLUMNS).join(Table).join(Round)
             .where((Round.tournament == tournament_id) & (Game.state != "planned")))
    if rounds is not None:
        query = query.where(Round.number.between(rounds[0], rounds[1]))
    return list(Game._meta.database.execute(query))


def _tournament_lines(counter: HandCounter, tournament_id: int, pids: set[int],
                      rounds: RoundRange) -> dict[int, PlayerStats]:
    counts: dict[int, dict[str, int]] = {pid: defaultdict(int) for pid in pids}
    places: dict[int, list[int]] = {pid: [0, 0, 0, 0] for pid in pids}
    hand_games: dict[int, tuple[str, tuple[int, int, int, int]]] = {}
    with transaction():
        for gid, mode, state, rules, chombo, *row in _games(tournament_id, rounds):
            ids = (row[0], row[1], row[2], row[3])
            if pids.isdisjoint(ids):
                continue
            if state == "finished":
                for seat, pid in enumerate(ids):
                    if pid in pids:
                        rank = row[4 + seat]
                        counts[pid]["games"] += 1
                        counts[pid]["rank_sum"] += rank
                        counts[pid]["points"] += row[8 + seat]
                        places[pid][rank - 1] += 1
                        if mode == "final" and chombo:  # the chombo ticked with final scores
                            counts[pid]["chombo"] += json.loads(chombo).count(seat)
            if mode == "hands":
                hand_games[gid] = (rules, ids)
                for pid in ids:
                    if pid in pids:
                        counts[pid]["hand_games"] += 1
        figures = counter.count(hand_games, pids)
        people = {p[0]: (p[1], p[2]) for p in Player.select(Player.id, Player.name, Player.reading)
                  .where(Player.id.in_(list(pids))).tuples()}
    largest: dict[int, int | None] = {}
    for pid, got in figures.items():
        for key, value in got.counts.items():
            counts[pid][key] += value
        largest[pid] = got.largest
    return {pid: PlayerStats(pid, people.get(pid, (str(pid), ""))[0], c["hands"], c["wins"], c["tsumo_wins"],
                             c["deal_ins"], c["riichi"], c["chombo"], c["win_points"], c["deal_in_points"],
                             people.get(pid, ("", ""))[1], c["games"], tuple(places[pid]),  # type: ignore[arg-type]
                             c["rank_sum"], c["points"], c["hand_games"], c["draws"], c["draw_tenpai"],
                             c["yakuman"], largest.get(pid))
            for pid, c in counts.items()}


AWARDS = ("largest_hand", "most_wins", "best_win_rate", "lowest_deal_in_rate")


@dataclass(frozen=True)
class Award:
    """One award of an event: its key, who takes it (tied players share it) and the figure, with
    each winner's own (the same value, resting on each one's hands)."""

    key: str  # one of AWARDS
    names: tuple[str, ...]
    figure: Figure
    figures: tuple[Figure, ...] = ()  # each winner's, in the order of ``names``
    min_hands: int | None = None  # a rate's award: the hands a player needed to be in it


def awards(lines: Iterable[PlayerStats]) -> list[Award]:
    """The event's awards from its statistics. Rates count only players who played at least half the
    hands of the one who played most, so that a substitute's two hands cannot win them."""
    lines = [s for s in lines if s.hands]
    if not lines:
        return []
    most_hands = max(s.hands for s in lines)
    regular = [s for s in lines if 2 * s.hands >= most_hands]

    def best(award: str, key: str, pool: list[PlayerStats], lowest: bool = False,
             min_hands: int | None = None) -> Award | None:
        shown = [(s, f) for s in pool for f in figures(s) if f.key == key and f.value is not None]
        if not shown:
            return None
        top = (min if lowest else max)(f.value for _s, f in shown if f.value is not None)
        won = [(s, f) for s, f in shown if f.value == top]
        return Award(award, tuple(s.name for s, _f in won), won[0][1], tuple(f for _s, f in won), min_hands)

    least = (most_hands + 1) // 2  # the fewest hands that are at least half the most
    found = [best("largest_hand", "largest_hand", lines), best("most_wins", "wins", lines),
             best("best_win_rate", "win_rate", regular, min_hands=least),
             best("lowest_deal_in_rate", "deal_in_rate", regular, lowest=True, min_hands=least)]
    return [a for a in found if a is not None]

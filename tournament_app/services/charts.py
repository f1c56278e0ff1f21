"""What the charts draw: a game's score line, a player's tournament, the field's progress.

Plain frozen rows built from the games (replayed) and the standings; drawn by
``export.chart_paint`` (app and PDF) and by the workbook's own charts. Scores are points, totals
tenths of a game point, as everywhere else.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tournament_app.rules.game import HandOutcome
from tournament_app.services import event_format
from tournament_app.services.base import CTX, fail, transaction
from tournament_app.services.event_standings import ranked
from tournament_app.services.games import game_view
from tournament_app.services.rows import StandingRow
from tournament_app.storage.models import Game, Round, Table
from tournament_app.words.messages import N_


# -- a game's score line ----------------------------------------------------------------------------
@dataclass(frozen=True)
class HandPoint:
    number: int  # hand number in the game, 1-based
    round_index: int  # 0 = East 1 … 4 = South 1 (what display.round_label takes)
    honba: int  # counters at the start of the hand
    result: str  # ron | tsumo | draw | abortive | chombo
    scores: tuple[int, int, int, int]  # each seat's score after the hand
    riichi: tuple[int, ...]  # seats that declared riichi in this hand
    winners: tuple[int, ...]  # seats that won (several on a double ron)
    dealt_in: tuple[int, ...]  # the discarder of a ron (empty otherwise)


@dataclass(frozen=True)
class GameLine:
    game_id: int
    round: int
    table: int
    names: tuple[str, str, str, str]  # seat order, seat 0 = first East
    start: tuple[int, int, int, int]  # scores before the first hand (the rules' starting points)
    hands: tuple[HandPoint, ...]  # empty for a game recorded by final scores only


def _four(values: Sequence[int]) -> tuple[int, int, int, int]:
    return (values[0], values[1], values[2], values[3])


def hand_point(outcome: HandOutcome) -> HandPoint:
    hand = outcome.hand
    winners = tuple(w.winner for w in outcome.wins)
    # a riichi bust stops the hand before anyone wins: nobody dealt in
    dealt_in = (hand.loser,) if hand.result == "ron" and winners and hand.loser is not None else ()
    return HandPoint(outcome.number, outcome.round, outcome.honba, hand.result, _four(outcome.scores),
                     tuple(hand.riichi), winners, dealt_in)


def line_from_outcomes(game_id: int, round: int, table: int, names: Sequence[str],
                       outcomes: Sequence[HandOutcome], start_points: int) -> GameLine:
    """The score line from a replayed game (GameView / GameResult carry the outcomes already, so the
    desk, the score sheets and the workbook need no second reading). It starts where the first hand
    did (the game's own rules); a game without hands at ``start_points`` each."""
    if outcomes:
        first = outcomes[0]
        start = _four([s - d for s, d in zip(first.scores, first.deltas, strict=True)])
    else:
        start = (start_points,) * 4
    return GameLine(game_id, round, table, (names[0], names[1], names[2], names[3]), start,
                    tuple(hand_point(o) for o in outcomes))


def game_line(game_id: int) -> GameLine:
    """A stored game's score line (replayed through its rules)."""
    view = game_view(game_id)
    return line_from_outcomes(view.game_id, view.round, view.table, view.names, view.outcomes,
                              view.rules.start_points)


# -- a player's tournament and the field ------------------------------------------------------------
@dataclass(frozen=True)
class PlayerRound:
    round: int  # round number
    points: int | None  # tenths scored in that round (None: did not play it)
    cumulative: int  # tenths after that round (penalties of that round included)
    rank: int  # place in the standings after that round (equal totals share)


@dataclass(frozen=True)
class PlayerProgress:
    player_id: int
    name: str
    rounds: tuple[PlayerRound, ...]  # every round with a finished game so far, in order
    places: tuple[int, int, int, int]  # how many games finished 1st, 2nd, 3rd, 4th
    players: int  # how many players are ranked (to draw the rank axis)


@dataclass(frozen=True)
class FieldLine:
    player_id: int
    name: str
    rank: int  # current rank (after the last round)
    cumulative: tuple[int | None, ...]  # tenths after each round of FieldProgress.rounds


@dataclass(frozen=True)
class FieldProgress:
    rounds: tuple[int, ...]  # round numbers with results
    lines: tuple[FieldLine, ...]  # best first
    cut: int | None  # N of "top N" of the next stage (None without a cut)
    cut_stage: str | None  # that stage's name


def _played_rounds(tournament_id: int, reveal: bool) -> tuple[int, ...]:
    """Round numbers with at least one finished game, hidden rounds left out unless ``reveal``."""
    with transaction():
        numbers = [n for (n,) in Game.select(Round.number).join(Table).join(Round)
                   .where((Round.tournament == tournament_id) & (Game.state == "finished"))
                   .distinct().tuples()]
    if not reveal:
        visible = event_format.visible_rounds(tournament_id, None)
        if visible is not None:
            numbers = [n for n in numbers if visible[0] <= n <= visible[1]]
    return tuple(sorted(numbers))


def _outside(row: StandingRow) -> int:
    """What the row's total holds beyond its rounds: penalties attached to no round, which count
    from round 1 on, as in the standings of rounds 1..r."""
    return row.total - sum(row.by_round.values())


def _cumulative(row: StandingRow, rounds: Sequence[int]) -> list[int | None]:
    """The row's total after each of ``rounds`` (None before its first entry)."""
    first = min(row.by_round) if row.by_round else None
    out: list[int | None] = []
    total = _outside(row)
    for number in rounds:
        total += row.by_round.get(number, 0)
        out.append(None if first is None or number < first else total)
    return out


def _ranks_after(totals: list[int]) -> list[int]:
    """Places for ``totals`` where equal totals share (1 + how many have more)."""
    order = sorted(totals, reverse=True)
    first_at: dict[int, int] = {}
    for i, t in enumerate(order):
        first_at.setdefault(t, i + 1)
    return [first_at[t] for t in totals]


def progress_table(rows: Sequence[StandingRow],
                   rounds: Sequence[int]) -> tuple[list[list[int | None]], list[list[int]]]:
    """Per row: the total after each of ``rounds`` (None before the first game) and the place after
    each round among every row (a player who has not played yet stands at what penalties left
    them). The one computation behind the app's, the printed and the workbook's progress."""
    cumulative = [_cumulative(r, rounds) for r in rows]
    ranks: list[list[int]] = [[] for _ in rows]
    for i in range(len(rounds)):
        totals = [c[i] if c[i] is not None else _outside(r) for r, c in zip(rows, cumulative, strict=True)]
        for row_ranks, rank in zip(ranks, _ranks_after(totals), strict=True):
            row_ranks.append(rank)
    return cumulative, ranks


def player_progress(tournament_id: int, player_id: int, *, reveal: bool = False) -> PlayerProgress:
    """One player's points and place after each round, and how often they finished 1st–4th."""
    for progress in players_progress(tournament_id, reveal=reveal):
        if progress.player_id == player_id:
            return progress
    fail(N_(CTX, "that player is not in the standings of this tournament"))


def players_progress(tournament_id: int, *, reveal: bool = False) -> list[PlayerProgress]:
    """:func:`player_progress` of every ranked player at once (the printed player reports), best
    first: one reading of the standings for all."""
    rounds = _played_rounds(tournament_id, reveal)
    rows = ranked(tournament_id, reveal=reveal)
    cumulative, ranks = progress_table(rows, rounds)
    out = []
    for row, totals, places in zip(rows, cumulative, ranks, strict=True):
        outside = _outside(row)
        played = tuple(PlayerRound(n, row.by_round.get(n), c if c is not None else outside, rank)
                       for n, c, rank in zip(rounds, totals, places, strict=True))
        out.append(PlayerProgress(row.player_id, row.name, played, _four(row.places), len(rows)))
    return out


def field_progress(tournament_id: int, *, reveal: bool = False) -> FieldProgress:
    """Every ranked player's total after each round, best first, with the next stage's cut."""
    rounds = _played_rounds(tournament_id, reveal)
    rows = ranked(tournament_id, reveal=reveal)
    cumulative = [_cumulative(r, rounds) for r in rows]
    for row, values in zip(rows, cumulative, strict=True):
        if rounds and all(v is None for v in values):
            # no game yet: where the standings place them (penalties only), after the last round,
            # so that every place is named on the chart (1., 2., 3., 4. … without a gap)
            values[-1] = _outside(row)
    lines = tuple(FieldLine(r.player_id, r.name, r.rank, tuple(c))
                  for r, c in zip(rows, cumulative, strict=True))
    cut, stage = _next_cut(tournament_id, rounds[-1] if rounds else 0)
    return FieldProgress(rounds, lines, cut, stage)


def next_cut(tournament_id: int, *, reveal: bool = False) -> tuple[int | None, str | None]:
    """The next stage's cut after the rounds played, as (top N, stage name) (the field's lines not
    made: a long league's are tens of megabytes)."""
    rounds = _played_rounds(tournament_id, reveal)
    return _next_cut(tournament_id, rounds[-1] if rounds else 0)


def _next_cut(tournament_id: int, last_round: int) -> tuple[int | None, str | None]:
    """The next stage not started after ``last_round``, when it takes the top N."""
    for stage in event_format.stages_of(tournament_id):
        if stage["first_round"] <= last_round:
            continue
        entry = stage.get("entry", "all")
        if isinstance(entry, dict) and "top" in entry:
            return int(entry["top"]), str(stage["name"])
        return None, None
    return None, None

"""One table's game: recording and correcting hands, final scores, finishing and reopening.

Every change replays the whole game through the rules engine before anything is stored, so a
stored game is always a valid one; each use case is one transaction, written by the protocol of
:mod:`tournament_app.services.game_protocol` (the version seen, the decision's identity).
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from tournament_app.rules.game import GameState, HandOutcome
from tournament_app.rules.ruleset import RuleSet
from tournament_app.rules.settlement import Settlement, rank_points, settle
from tournament_app.seating import fives as seating_fives
from tournament_app.services.base import CTX, audit, fail, reading, retrying
from tournament_app.services.game_protocol import (
    Decision,
    Snapshot,
    apply_next,
    hand_decision,
    hand_row,
    load_game,
    record_from_memory,
    remember,
    replay_hands,
    rules_of_game,
    save,
    stored_hands,
    versioned,
    writing,
)
from tournament_app.services.rows import GameResult, GameView
from tournament_app.services.text import clean_reason
from tournament_app.storage.models import Game, Hand, Player, Round, Table
from tournament_app.words.messages import N_

SEATS = range(4)


# -- reading -------------------------------------------------------------------------------
def player_ids(game: Game) -> tuple[int, int, int, int]:
    return (game.seat0_id, game.seat1_id, game.seat2_id, game.seat3_id)


def _names(ids: Sequence[int]) -> tuple[str, str, str, str]:
    by_id = {p.id: p.name for p in Player.select(Player.id, Player.name).where(Player.id.in_(list(ids)))}
    return (by_id[ids[0]], by_id[ids[1]], by_id[ids[2]], by_id[ids[3]])


def game_view(game_id: int) -> GameView:
    """The game as the desk shows it: players, hands, where it stands, its result."""
    with reading():
        game = load_game(game_id)
        rules = rules_of_game(game)
        hands = stored_hands(game)
        ids = player_ids(game)
        names = _names(ids)
        result = game_result(game, names, rules) if game.state == "finished" else None
    sitting_out = sitting_out_of(game_id)
    state, outcomes = replay_hands(rules, hands)
    return GameView(game.id, game.table.round.tournament_id, game.table.round.number,
                    game.table.number, ids, names, game.state, game.mode, game.version, rules,
                    tuple(hands), tuple(outcomes), state, result, sitting_out)


def sitting_out_of(game_id: int) -> str | None:
    """Who sits out while ``game_id`` is played at its table of five; None at a table of four."""
    with reading():
        game = load_game(game_id)
        order = five_order(game.table.round, game.table.number)
        out = None if order is None else seating_fives.sitter(order, player_ids(game))
        return None if out is None else Player.get_by_id(out).name


def five_order(rnd: Round, table: int) -> list[int] | None:
    """The five players of table ``table`` of round ``rnd`` when it is a table of five (抜け番)."""
    return json.loads(rnd.fives).get(str(table)) if rnd.fives else None


def game_version(game_id: int) -> int | None:
    """The game's version: cheap, for a desk asking whether another desk changed it."""
    with reading():
        return Game.select(Game.version).where(Game.id == game_id).scalar()


def chombo_seats(game: Game) -> list[int]:
    """The seats whose chombo was ticked with a final-scores game's scores (a seat once per chombo)."""
    return list(json.loads(game.chombo)) if game.chombo else []


def chombo_penalties(rules: RuleSet, seats: Sequence[int]) -> tuple[int, int, int, int]:
    """The penalty part of the points of a game whose ``seats`` made a chombo, in tenths (001 art. 52 ト)."""
    each = [-rules.chombo_penalty * list(seats).count(s) for s in SEATS]
    return each[0], each[1], each[2], each[3]


def game_result(game: Game, names: tuple[str, str, str, str], rules: RuleSet) -> GameResult:
    """The stored settlement of a game as a row.

    Its points are the game's as stored, every chombo inside them however it was entered (a chombo
    hand, a chombo ticked with the final scores); ``penalties`` is what they hold beyond the plain
    settlement of the scores: those chombo penalties and yakuman prizes.
    """
    scores = (game.s0, game.s1, game.s2, game.s3)
    base = GameResult(round=game.table.round.number, table=game.table.number, game_id=game.id,
                      player_ids=player_ids(game), names=names, state=game.state, mode=game.mode,
                      final_scores=None, left=game.left, ranks=None, rank_points=None,
                      penalties=None, points=None)
    if game.state != "finished" or None in scores:
        return base
    points = (game.p0, game.p1, game.p2, game.p3)
    uma = rank_points(rules, scores)
    plain = settle(rules, scores, finished=False).points
    return replace(base, final_scores=scores, ranks=(game.r0, game.r1, game.r2, game.r3),
                   rank_points=tuple(uma), penalties=tuple(points[s] - plain[s] for s in SEATS),
                   points=points)


# -- storing ----------------------------------------------------------------------------------
def _rewrite_hands(game: Game, hands: list[dict[str, Any]], outcomes: list[HandOutcome]) -> None:
    Hand.delete().where(Hand.game == game).execute()
    rows = [hand_row(game.id, o, h) for o, h in zip(outcomes, hands, strict=True)]
    for start in range(0, len(rows), 50):
        Hand.insert_many(rows[start:start + 50]).execute()


def _require_open(game: Game) -> None:
    if game.state == "finished":
        fail(N_(CTX, "the game at table {table} is finished: reopen it to change it"),
             table=game.table.number)
    if game.mode == "final" and game.state != "planned":
        fail(N_(CTX, "this game is recorded by final scores only"))


def _start_if_planned(game: Game, rules: RuleSet, mode: str) -> dict[str, Any]:
    if game.state != "planned":
        return {}
    return {"state": "in_progress", "mode": mode,
            "rules": json.dumps(rules.to_dict(), ensure_ascii=False)}


# -- use cases --------------------------------------------------------------------------------
def record_hand(game_id: int, number: int, hand: dict[str, Any], *, seen: int | None = None,
                action: str | None = None) -> HandOutcome:
    """Append hand ``number`` (the caller says which, so the same hand is never stored twice)."""
    remembered = retrying(lambda: record_from_memory(game_id, number, hand, seen, action))
    if remembered is not None:
        return remembered

    def attempt(snap: Snapshot) -> HandOutcome:
        _require_open(snap.game)
        count = len(snap.hands)
        if number != count + 1:
            if number <= count:
                fail(N_(CTX, "hand {number} is already recorded at this table (entered twice, or "
                             "from another desk): reload the game"), number=number)
            fail(N_(CTX, "hand {number} cannot follow: the game has %n hands"), count, number=number)
        if snap.after is not None:
            state, outcome = apply_next(snap.after, hand, number)
        else:
            state, outcomes = replay_hands(snap.rules, [*snap.hands, hand])
            outcome = outcomes[-1]
        with writing(snap) as game:
            Hand.insert(hand_row(game.id, outcome, hand)).execute()
            save(game, **_start_if_planned(game, snap.rules, "hands"))
            audit("hand.add", "game", game.id, None, decision.after,
                  tournament=game.table.round.tournament_id, action_id=action)
        remember(snap, number, state)
        return outcome

    decision = hand_decision(number, hand)
    return versioned(game_id, seen, attempt, appending=True, action=action, decision=decision)


def append_hands(game_id: int, hands: Sequence[dict[str, Any]], *, finish: bool = False,
                 seen: int | None = None, action: str | None = None) -> GameView:
    """Append several hands at once (a game record typed in elsewhere), all or nothing;
    ``finish``: also settle and close the game when the rules say it is over."""
    def attempt(snap: Snapshot) -> None:
        _require_open(snap.game)
        after = [*snap.hands, *hands]
        state, outcomes = replay_hands(snap.rules, after)
        with writing(snap) as game:
            rows = [hand_row(game.id, o, h) for o, h in zip(outcomes[len(snap.hands):], hands, strict=True)]
            for start in range(0, len(rows), 50):
                Hand.insert_many(rows[start:start + 50]).execute()
            audit("hand.append", "game", game.id, None, {"from": len(snap.hands) + 1, "hands": list(hands)},
                  tournament=game.table.round.tournament_id, action_id=action)
            save(game, **_start_if_planned(game, snap.rules, "hands"))
            if finish and state.over:  # a record ending where the dealer may stop: stopped
                _settle_and_store(game, snap.rules, state, forced=False)

    versioned(game_id, seen, attempt, action=action)
    return game_view(game_id)


def _change_hands(game_id: int, kind: str, change: Callable[[list[dict[str, Any]]], list[dict[str, Any]]],
                  seen: int | None, action: str | None, decision: Decision | None = None) -> GameView:
    """Apply ``change(hands) -> new hands`` to an open game, all or nothing."""
    def attempt(snap: Snapshot) -> None:
        _require_open(snap.game)
        after = change(list(snap.hands))
        _state, outcomes = replay_hands(snap.rules, after)
        with writing(snap) as game:
            _rewrite_hands(game, after, outcomes)
            save(game, **_start_if_planned(game, snap.rules, "hands"))
            audit(kind, "game", game.id, snap.hands, after, tournament=game.table.round.tournament_id,
                  action_id=action)

    versioned(game_id, seen, attempt, action=action, decision=decision or Decision(kind))
    return game_view(game_id)


def _check_number(hands: list[dict[str, Any]], number: int, *, inserting: bool = False,
                  was: Sequence[dict[str, Any]] | None = None) -> None:
    """Hand ``number`` exists; ``was``: the stored records of hands 1..number as the person saw them
    (inserting, hand ``number`` is the one the new hand goes before), which they must still be: a hand
    undone, deleted, corrected or moved meanwhile is never the one the person decided about."""
    last = len(hands) + (1 if inserting else 0)
    if not 1 <= number <= last:
        fail(N_(CTX, "there is no hand {number} in this game any more (undone or deleted "
                     "meanwhile): nothing was changed") if was is not None
             else N_(CTX, "there is no hand {number} in this game"), number=number)
    if was is not None and [*hands[:number]] != [*was]:
        fail(N_(CTX, "hand {number} is not the hand you were shown any more (it, or a hand before it, "
                     "was changed meanwhile): nothing was changed"), number=number)


def undo_last_hand(game_id: int, *, number: int | None = None, seen: int | None = None,
                   action: str | None = None) -> GameView:
    """Take back the last hand; ``number``: the hand the person was asked about, which must still be
    the last one."""
    def change(hands: list[dict[str, Any]]) -> list[dict[str, Any]]:
        if not hands:
            fail(N_(CTX, "there is no hand to undo"))
        if number is not None and number != len(hands):
            fail(N_(CTX, "hand {number} is no longer the last hand (the game has {count}): nothing was "
                         "undone"), number=number, count=len(hands))
        return hands[:-1]

    decision = Decision("hand.undo", hands_before=number)
    return _change_hands(game_id, "hand.undo", change, seen, action, decision)


def edit_hand(game_id: int, number: int, hand: dict[str, Any], *, seen: int | None = None,
              action: str | None = None, was: Sequence[dict[str, Any]] | None = None) -> GameView:
    """Replace hand ``number``; ``was``: hands 1..number as the person editing saw them (see
    :func:`_check_number`), so the edit never lands on a hand that took its number."""
    def change(hands: list[dict[str, Any]]) -> list[dict[str, Any]]:
        _check_number(hands, number, was=was)
        hands[number - 1] = hand
        return hands

    return _change_hands(game_id, "hand.edit", change, seen, action)


def insert_hand(game_id: int, number: int, hand: dict[str, Any], *, seen: int | None = None,
                action: str | None = None, was: Sequence[dict[str, Any]] | None = None) -> GameView:
    """Insert a forgotten hand so that it becomes hand ``number``; ``was``: hands 1..number (the hand
    it goes before last) as the person saw them."""
    def change(hands: list[dict[str, Any]]) -> list[dict[str, Any]]:
        _check_number(hands, number, inserting=True, was=was)
        hands.insert(number - 1, hand)
        return hands

    return _change_hands(game_id, "hand.insert", change, seen, action)


def delete_hand(game_id: int, number: int, *, seen: int | None = None, action: str | None = None,
                was: Sequence[dict[str, Any]] | None = None) -> GameView:
    def change(hands: list[dict[str, Any]]) -> list[dict[str, Any]]:
        _check_number(hands, number, was=was)
        del hands[number - 1]
        return hands

    return _change_hands(game_id, "hand.delete", change, seen, action)


def swap_seats(game_id: int, seat_a: int, seat_b: int, *, seen: int | None = None,
               action: str | None = None) -> None:
    """Two players sat in each other's seats: swap them; the hands stay with the seats."""
    if seat_a == seat_b or not (0 <= seat_a <= 3 and 0 <= seat_b <= 3):
        fail(N_(CTX, "choose two different seats (0 to 3)"))

    def attempt(snap: Snapshot) -> None:
        with writing(snap) as game:
            ids = list(player_ids(game))
            before = list(ids)
            ids[seat_a], ids[seat_b] = ids[seat_b], ids[seat_a]
            save(game, **{f"seat{s}": ids[s] for s in SEATS})
            audit("game.swap", "game", game.id, before, ids, tournament=game.table.round.tournament_id,
                  action_id=action)

    versioned(game_id, seen, attempt, action=action)


def _store_settlement(game: Game, result: Settlement, mode: str, left: int,
                      extra: dict[str, Any] | None = None) -> None:
    save(game, state="finished", mode=mode, left=left, finished_at=dt.datetime.now().replace(microsecond=0),
           **{f"s{s}": result.final_scores[s] for s in SEATS},
           **{f"p{s}": result.points[s] for s in SEATS},
           **{f"r{s}": result.ranks[s] for s in SEATS},
           **(extra or {}))


def _settle_and_store(game: Game, rules: RuleSet, state: GameState, *, forced: bool,
                      action: str | None = None) -> Settlement:
    result = settle(rules, state.scores, left=state.left, deposit_owners=state.deposits,
                    penalties=state.penalties, prizes=state.prizes, finished=True)
    _store_settlement(game, result, "hands", result.left)
    audit("game.finish", "game", game.id, None,
          {"scores": list(result.final_scores), "points": list(result.points), "forced": forced},
          tournament=game.table.round.tournament_id, action_id=action)
    return result


def finish_game(game_id: int, *, force: bool = False, seen: int | None = None,
                action: str | None = None) -> Settlement:
    """Settle and close a game. ``force``: the game was stopped before the rules' end (time limit)."""
    def attempt(snap: Snapshot) -> Settlement:
        if snap.game.state == "finished":
            fail(N_(CTX, "the game is already finished"))
        if snap.game.mode == "final":
            fail(N_(CTX, "this game is recorded by final scores only: enter them instead"))
        state, _ = replay_hands(snap.rules, snap.hands)
        if not state.over and not force:
            fail(N_(CTX, "the game is not over under the rules yet; finish it anyway only if play "
                         "was stopped"))
        with writing(snap) as game:
            return _settle_and_store(game, snap.rules, state, forced=force, action=action)

    return versioned(game_id, seen, attempt, action=action, decision=Decision("game.finish"))


def reopen_game(game_id: int, *, seen: int | None = None, action: str | None = None,
                reason: str = "") -> None:
    """Take a finished game back to the desk (its result leaves the standings until finished); a
    final-scores game's chombo goes with its scores, to be entered again with them. ``reason``: why,
    for the audit trail (a correction started from the penalties list gives one)."""
    why = clean_reason(reason)

    def attempt(snap: Snapshot) -> None:
        if snap.game.state != "finished":
            fail(N_(CTX, "the game is not finished"))
        with writing(snap) as game:
            before = {"scores": [game.s0, game.s1, game.s2, game.s3],
                      "points": [game.p0, game.p1, game.p2, game.p3], "chombo": chombo_seats(game)}
            save(game, state="in_progress", finished_at=None, chombo=None,
                 **{f"{c}{s}": None for c in "spr" for s in SEATS})
            audit("game.reopen", "game", game.id, before, {"reason": why} if why else None,
                  tournament=game.table.round.tournament_id, action_id=action)

    versioned(game_id, seen, attempt, action=action)


def record_final_scores(game_id: int, scores: Sequence[int], *, left: int = 0,
                        chombo: Sequence[int] = (), seen: int | None = None,
                        action: str | None = None) -> Settlement:
    """Final-scores-only mode: four scores (and points left on the table), checked, then settled."""
    if len(scores) != 4 or any(type(s) is not int for s in scores):
        fail(N_(CTX, "give four whole-number scores"))
    for seat, s in enumerate(scores):
        if s % 100:
            fail(N_(CTX, "the score of seat {seat} ({score}) is not a multiple of 100"), seat=seat + 1,
                 score=s)
    if left < 0 or left % 100:
        fail(N_(CTX, "the points left on the table must be a multiple of 100, 0 or more"))
    for seat in chombo:
        if not 0 <= seat <= 3:
            fail(N_(CTX, "chombo: seat {seat} is not a seat"), seat=seat)

    def attempt(snap: Snapshot) -> Settlement:
        if snap.game.state == "finished":
            fail(N_(CTX, "the game is already finished: reopen it to change it"))
        if snap.hands:
            fail(N_(CTX, "this game is recorded hand by hand: finish it instead"))
        rules = snap.rules
        if rules.riichi_deposit and left % rules.riichi_deposit:  # what is left are riichi deposits
            fail(N_(CTX, "riichi deposits come in {deposit}s; {left} cannot be left on the table"),
                 deposit=rules.riichi_deposit, left=left)
        total = sum(scores) + left
        if total != rules.total_points:
            short = rules.total_points - total
            fail(N_(CTX, "the scores and points left add up to {sum}: {diff} short of {total}") if short > 0
                 else N_(CTX, "the scores and points left add up to {sum}: {diff} over {total}"),
                 sum=f"{total:,}", total=f"{rules.total_points:,}", diff=f"{abs(short):,}")
        # the chombo is inside the game's points, as a chombo hand is in a game recorded hand by hand
        result = settle(rules, scores, left=left, penalties=chombo_penalties(rules, chombo))
        with writing(snap) as game:
            _store_settlement(game, result, "final", result.left,
                              {"rules": json.dumps(rules.to_dict(), ensure_ascii=False),
                               "chombo": json.dumps(sorted(chombo)) if chombo else None})
            audit("game.final_scores", "game", game.id, None, decision.after,
                  tournament=game.table.round.tournament_id, action_id=action)
        return result

    decision = Decision("game.final_scores", {"scores": list(scores), "left": left, "chombo": sorted(chombo)})
    return versioned(game_id, seen, attempt, action=action, decision=decision)


def next_at_table(game_id: int) -> int | None:
    """The game the same four players play next at their table: the next round's game that seats
    exactly them (a league day's next hanchan, a final table's next game); None when the next round
    seats them apart or is not seated yet."""
    with reading():
        game = load_game(game_id)
        ids = list(player_ids(game))
        seats = (Game.seat0, Game.seat1, Game.seat2, Game.seat3)
        five = five_order(game.table.round, game.table.number)
        if five is not None:  # a table of five: its next hanchan seats another four of the five
            nxt = (Game.select(Game.id, Round.fives).join(Table).join(Round)
                   .where((Round.tournament == game.table.round.tournament_id)
                          & (Round.number == game.table.round.number + 1)
                          & (Table.number == game.table.number)).objects().get_or_none())
            same = nxt is not None and sorted(json.loads(nxt.fives or "{}").get(str(game.table.number), [])) \
                == sorted(five)
            return nxt.id if same else None
        later = (Game.select(Game.id).join(Table).join(Round)
                 .where((Round.tournament == game.table.round.tournament_id)
                        & (Round.number == game.table.round.number + 1)
                        & seats[0].in_(ids) & seats[1].in_(ids) & seats[2].in_(ids) & seats[3].in_(ids))
                 .get_or_none())  # four different seats, each one of the four: the same table
        return None if later is None else later.id


def games_of_round(tournament_id: int, round_number: int) -> list[int]:
    with reading():
        return [g.id for g in Game.select(Game.id).join(Table).join(Round)
                .where((Round.tournament == tournament_id) & (Round.number == round_number))
                .order_by(Table.number)]



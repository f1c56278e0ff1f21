"""One table's game: recording and correcting hands, final scores, finishing and reopening.

Every change replays the whole game through the rules engine before anything is stored, so a
stored game is always a valid one; each use case is one transaction.
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any, TypeVar

import peewee

from tournament_app.messages import N_, UserError
from tournament_app.rules.errors import HandError, RecordError
from tournament_app.rules.game import GameState, HandOutcome, apply_hand, play
from tournament_app.rules.presets import resolve
from tournament_app.rules.record import parse_hand
from tournament_app.rules.ruleset import RuleSet
from tournament_app.rules.settlement import Settlement, rank_points, settle
from tournament_app.services.base import (
    ATTEMPTS,
    CTX,
    AlreadyStoredError,
    ConflictError,
    Stale,
    action_done,
    audit,
    fail,
    retrying,
    transaction,
)
from tournament_app.services.rows import GameResult, GameView
from tournament_app.storage.database import is_postgresql
from tournament_app.storage.models import Game, Hand, Penalty, Player, Round, Table, Tournament, db_proxy

SEATS = range(4)
T = TypeVar("T")


# -- loading ----------------------------------------------------------------------------------
def _game(game_id: int) -> Game:
    game = (Game.select(Game, Table, Round).join(Table).join(Round)
            .where(Game.id == game_id).get_or_none())
    if game is None:
        fail(N_(CTX, "that game no longer exists"))
    return game


def _rules(game: Game) -> RuleSet:
    if game.rules:
        return _parsed_rules(game.rules)
    return _parsed_rules(Tournament.get_by_id(game.table.round.tournament_id).rules)


@lru_cache(maxsize=64)
def _parsed_rules(text: str) -> RuleSet:
    """Rule sets are stored as JSON and read at every change: parse each text once (RuleSet is frozen)."""
    return resolve(json.loads(text))


def _stored_hands(game: Game) -> list[dict[str, Any]]:
    return [json.loads(h.data) for h in Hand.select(Hand.data).where(Hand.game == game)
            .order_by(Hand.number)]


def player_ids(game: Game) -> tuple[int, int, int, int]:
    return (game.seat0_id, game.seat1_id, game.seat2_id, game.seat3_id)


def _names(ids: Sequence[int]) -> tuple[str, str, str, str]:
    by_id = {p.id: p.name for p in Player.select(Player.id, Player.name).where(Player.id.in_(list(ids)))}
    return (by_id[ids[0]], by_id[ids[1]], by_id[ids[2]], by_id[ids[3]])


def replay_hands(rules: RuleSet, hands: Sequence[dict[str, Any]]) -> tuple[GameState, list[HandOutcome]]:
    """Replay JSON hands; a problem becomes one message naming the hand, the field and the reason."""
    parsed = []
    for number, data in enumerate(hands, start=1):
        try:
            parsed.append(parse_hand(data))
        except UserError as e:
            field = getattr(e, "field", "hand")
            reason = getattr(e, "reason", e.message)
            raise RecordError(number, field, reason) from None
    return play(rules, parsed)


def game_view(game_id: int) -> GameView:
    """The game as the desk shows it: players, hands, where it stands, its result."""
    with transaction():
        game = _game(game_id)
        rules = _rules(game)
        hands = _stored_hands(game)
        ids = player_ids(game)
        names = _names(ids)
        result = game_result(game, names, rules) if game.state == "finished" else None
    state, outcomes = replay_hands(rules, hands)
    return GameView(game.id, game.table.round.tournament_id, game.table.round.number,
                    game.table.number, ids, names, game.state, game.mode, game.version, rules,
                    tuple(hands), tuple(outcomes), state, result)


def game_version(game_id: int) -> int | None:
    """The game's version: cheap, for a desk asking whether another desk changed it."""
    with transaction():
        return Game.select(Game.version).where(Game.id == game_id).scalar()


def game_result(game: Game, names: tuple[str, str, str, str], rules: RuleSet,
                penalties: Sequence[tuple[int, int]] | None = None) -> GameResult:
    """The stored settlement of a game as a row.

    ``penalties`` is everything beyond the plain settlement of the scores: chombo penalties (in the
    hands, or attached to a final-scores game) and yakuman prizes.
    """
    scores = (game.s0, game.s1, game.s2, game.s3)
    base = GameResult(round=game.table.round.number, table=game.table.number, game_id=game.id,
                      player_ids=player_ids(game), names=names, state=game.state, mode=game.mode,
                      final_scores=None, left=game.left, ranks=None, rank_points=None,
                      penalties=None, points=None)
    if game.state != "finished" or None in scores:
        return base
    ids = player_ids(game)
    points = [game.p0, game.p1, game.p2, game.p3]
    if penalties is None:  # (player, points) of the penalties attached to this game
        penalties = [(p.player_id, p.points) for p in Penalty.select()
                     .where((Penalty.game == game) & Penalty.cancelled_at.is_null())]
    for player, extra in penalties:
        points[ids.index(player)] += extra
    uma = rank_points(rules, scores)
    plain = settle(rules, scores, finished=False).points
    return replace(base, final_scores=scores, ranks=(game.r0, game.r1, game.r2, game.r3),
                   rank_points=tuple(uma), penalties=tuple(points[s] - plain[s] for s in SEATS),
                   points=tuple(points))


# -- storing ----------------------------------------------------------------------------------
def _hand_row(game: Game, outcome: HandOutcome, data: dict[str, Any]) -> dict[str, Any]:
    return {
        "game": game.id, "number": outcome.number, "data": json.dumps(data, ensure_ascii=False),
        "round_index": outcome.round, "honba": outcome.honba, "dealer": outcome.dealer,
        "result": outcome.hand.result,
        **{f"d{s}": outcome.deltas[s] for s in SEATS},
        **{f"after{s}": outcome.scores[s] for s in SEATS},
        "left": outcome.left,
    }


def _rewrite_hands(game: Game, hands: list[dict[str, Any]], outcomes: list[HandOutcome]) -> None:
    Hand.delete().where(Hand.game == game).execute()
    rows = [_hand_row(game, o, h) for o, h in zip(outcomes, hands, strict=True)]
    for start in range(0, len(rows), 50):
        Hand.insert_many(rows[start:start + 50]).execute()


def _touch(game: Game, **changes: Any) -> None:
    """Save ``changes`` and bump the version, so a stale desk notices."""
    changes["version"] = game.version + 1
    Game.update(**changes).where(Game.id == game.id).execute()


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


# -- the write protocol ------------------------------------------------------------------------
# Read and validate (replay the whole game) outside any write lock; then one short transaction locks
# the game row, checks that its version is still the one read, and writes. A desk passes the version
# it shows (``seen``): if the game moved on, the change is refused (ConflictError) and the desk
# reloads. A caller without one (the command line) simply reads again and retries.
# A desk also names each decision (``action``, an id made when the referee started it): a repeated
# submit of a decision already stored (a second key press, a retry after a dropped connection whose
# commit did happen) is recognised in the audit trail and refused with AlreadyStoredError, storing nothing.
@dataclass
class _Snapshot:
    game: Game
    rules: RuleSet
    hands: list[dict[str, Any]]
    after: GameState | None = None  # when known without the hands (see _after_last)


# A desk records hand after hand: rather than replaying the whole game before each one, remember the
# state after the last hand this process stored, under the game's version. Any change anywhere bumps
# the version, so a stale entry is simply not used (and the full replay runs).
_after_last: dict[tuple[str, int], tuple[int, int, GameState]] = {}  # -> (version, hands, state)


def _cache_key(game_id: int) -> tuple[str, int]:
    return (str(db_proxy.obj.database), game_id)


def _read(game_id: int, seen: int | None, *, appending: bool = False, action: str | None = None) -> _Snapshot:
    with transaction():
        if action_done(action):
            raise AlreadyStoredError()
        game = _game(game_id)
        cached = _after_last.get(_cache_key(game_id)) if appending else None
        if cached is not None and cached[0] == game.version:
            snapshot = _Snapshot(game, _rules(game), [{}] * cached[1], cached[2])
        else:
            snapshot = _Snapshot(game, _rules(game), _stored_hands(game))
    if seen is not None and game.version != seen:
        raise ConflictError()
    return snapshot


@contextmanager
def _writing(snapshot: _Snapshot) -> Iterator[Game]:
    """The write transaction: the game row locked and still at the version read, else :class:`Stale`."""
    with transaction():
        query = Game.select(Game.version).where(Game.id == snapshot.game.id)
        if is_postgresql():
            query = query.for_update()  # other desks' writes to this game wait here
        current = query.scalar()
        if current is None:
            fail(N_(CTX, "that game no longer exists"))
        if current != snapshot.game.version:
            raise Stale()
        yield snapshot.game


def _versioned(game_id: int, seen: int | None, attempt: Callable[[_Snapshot], T], *,
               appending: bool = False, action: str | None = None) -> T:
    def done_meanwhile() -> bool:  # the same decision, sent twice at once, was stored by the other
        with transaction():
            return action_done(action)

    def once() -> T:
        for _ in range(ATTEMPTS):
            try:
                return attempt(_read(game_id, seen, appending=appending, action=action))
            except Stale:
                if action is not None and done_meanwhile():
                    raise AlreadyStoredError() from None
                if seen is not None:
                    raise ConflictError() from None
            except peewee.IntegrityError:
                if action is not None and done_meanwhile():  # the audit's unique action id
                    raise AlreadyStoredError() from None
                raise
        raise ConflictError()

    return retrying(once)


# -- use cases --------------------------------------------------------------------------------
def record_hand(game_id: int, number: int, hand: dict[str, Any], *, seen: int | None = None,
                action: str | None = None) -> HandOutcome:
    """Append hand ``number`` (the caller says which, so the same hand is never stored twice)."""
    def attempt(snap: _Snapshot) -> HandOutcome:
        _require_open(snap.game)
        count = len(snap.hands)
        if number != count + 1:
            if number <= count:
                fail(N_(CTX, "hand {number} is already recorded at this table (entered twice, or "
                             "from another desk): reload the game"), number=number)
            fail(N_(CTX, "hand {number} cannot follow: the game has {count} hand(s)"),
                 number=number, count=count)
        if snap.after is not None:
            state, outcome = _apply_next(snap.after, hand, number)
        else:
            state, outcomes = replay_hands(snap.rules, [*snap.hands, hand])
            outcome = outcomes[-1]
        with _writing(snap) as game:
            Hand.insert(_hand_row(game, outcome, hand)).execute()
            _touch(game, **_start_if_planned(game, snap.rules, "hands"))
            audit("hand.add", "game", game.id, None, {"number": number, "hand": hand},
                  tournament=game.table.round.tournament_id, action_id=action)
        _after_last[_cache_key(game_id)] = (snap.game.version + 1, number, state)
        return outcome

    return _versioned(game_id, seen, attempt, appending=True, action=action)


def _apply_next(state: GameState, data: dict[str, Any], number: int) -> tuple[GameState, HandOutcome]:
    """Hand ``number`` applied to the state after the previous one; problems named as a replay would."""
    try:
        return apply_hand(state, parse_hand(data), number)
    except HandError as e:
        raise RecordError(number, e.field, e.reason) from None
    except UserError as e:
        raise RecordError(number, getattr(e, "field", "hand"), getattr(e, "reason", e.message)) from None


def append_hands(game_id: int, hands: Sequence[dict[str, Any]], *, finish: bool = False,
                 seen: int | None = None, action: str | None = None) -> GameView:
    """Append several hands at once (a game record typed in elsewhere), all or nothing;
    ``finish``: also settle and close the game when the rules say it is over."""
    def attempt(snap: _Snapshot) -> None:
        _require_open(snap.game)
        after = [*snap.hands, *hands]
        state, outcomes = replay_hands(snap.rules, after)
        with _writing(snap) as game:
            rows = [_hand_row(game, o, h) for o, h in zip(outcomes[len(snap.hands):], hands, strict=True)]
            for start in range(0, len(rows), 50):
                Hand.insert_many(rows[start:start + 50]).execute()
            audit("hand.append", "game", game.id, None, {"from": len(snap.hands) + 1, "hands": list(hands)},
                  tournament=game.table.round.tournament_id, action_id=action)
            _touch(game, **_start_if_planned(game, snap.rules, "hands"))
            if finish and state.over:  # a record ending where the dealer may stop: stopped
                game.version += 1
                _settle_and_store(game, snap.rules, state, forced=False)

    _versioned(game_id, seen, attempt, action=action)
    return game_view(game_id)


def _change_hands(game_id: int, kind: str, change: Callable[[list[dict[str, Any]]], list[dict[str, Any]]],
                  seen: int | None, action: str | None) -> GameView:
    """Apply ``change(hands) -> new hands`` to an open game, all or nothing."""
    def attempt(snap: _Snapshot) -> None:
        _require_open(snap.game)
        after = change(list(snap.hands))
        _state, outcomes = replay_hands(snap.rules, after)
        with _writing(snap) as game:
            _rewrite_hands(game, after, outcomes)
            _touch(game, **_start_if_planned(game, snap.rules, "hands"))
            audit(kind, "game", game.id, snap.hands, after, tournament=game.table.round.tournament_id,
                  action_id=action)

    _versioned(game_id, seen, attempt, action=action)
    return game_view(game_id)


def _check_number(hands: list[dict[str, Any]], number: int, *, inserting: bool = False) -> None:
    last = len(hands) + (1 if inserting else 0)
    if not 1 <= number <= last:
        fail(N_(CTX, "there is no hand {number} in this game"), number=number)


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

    return _change_hands(game_id, "hand.undo", change, seen, action)


def edit_hand(game_id: int, number: int, hand: dict[str, Any], *, seen: int | None = None,
              action: str | None = None) -> GameView:
    def change(hands: list[dict[str, Any]]) -> list[dict[str, Any]]:
        _check_number(hands, number)
        hands[number - 1] = hand
        return hands

    return _change_hands(game_id, "hand.edit", change, seen, action)


def insert_hand(game_id: int, number: int, hand: dict[str, Any], *, seen: int | None = None,
                action: str | None = None) -> GameView:
    """Insert a forgotten hand so that it becomes hand ``number``."""
    def change(hands: list[dict[str, Any]]) -> list[dict[str, Any]]:
        _check_number(hands, number, inserting=True)
        hands.insert(number - 1, hand)
        return hands

    return _change_hands(game_id, "hand.insert", change, seen, action)


def delete_hand(game_id: int, number: int, *, seen: int | None = None, action: str | None = None) -> GameView:
    def change(hands: list[dict[str, Any]]) -> list[dict[str, Any]]:
        _check_number(hands, number)
        del hands[number - 1]
        return hands

    return _change_hands(game_id, "hand.delete", change, seen, action)


def swap_seats(game_id: int, seat_a: int, seat_b: int, *, seen: int | None = None,
               action: str | None = None) -> None:
    """Two players sat in each other's seats: swap them; the hands stay with the seats."""
    if seat_a == seat_b or not (0 <= seat_a <= 3 and 0 <= seat_b <= 3):
        fail(N_(CTX, "choose two different seats (0 to 3)"))

    def attempt(snap: _Snapshot) -> None:
        with _writing(snap) as game:
            ids = list(player_ids(game))
            before = list(ids)
            ids[seat_a], ids[seat_b] = ids[seat_b], ids[seat_a]
            _touch(game, **{f"seat{s}": ids[s] for s in SEATS})
            audit("game.swap", "game", game.id, before, ids, tournament=game.table.round.tournament_id,
                  action_id=action)

    _versioned(game_id, seen, attempt, action=action)


def _store_settlement(game: Game, result: Settlement, mode: str, left: int,
                      extra: dict[str, Any] | None = None) -> None:
    _touch(game, state="finished", mode=mode, left=left, finished_at=dt.datetime.now().replace(microsecond=0),
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
    def attempt(snap: _Snapshot) -> Settlement:
        if snap.game.state == "finished":
            fail(N_(CTX, "the game is already finished"))
        if snap.game.mode == "final":
            fail(N_(CTX, "this game is recorded by final scores only: enter them instead"))
        state, _ = replay_hands(snap.rules, snap.hands)
        if not state.over and not force:
            fail(N_(CTX, "the game is not over under the rules yet; finish it anyway only if play "
                         "was stopped"))
        with _writing(snap) as game:
            return _settle_and_store(game, snap.rules, state, forced=force, action=action)

    return _versioned(game_id, seen, attempt, action=action)


def reopen_game(game_id: int, *, seen: int | None = None, action: str | None = None) -> None:
    """Take a finished game back to the desk (its result leaves the standings until finished)."""
    def attempt(snap: _Snapshot) -> None:
        if snap.game.state != "finished":
            fail(N_(CTX, "the game is not finished"))
        with _writing(snap) as game:
            before = {"scores": [game.s0, game.s1, game.s2, game.s3],
                      "points": [game.p0, game.p1, game.p2, game.p3]}
            Penalty.delete().where((Penalty.game == game) & (Penalty.reason == "chombo")
                                   & Penalty.cancelled_at.is_null()).execute()
            _touch(game, state="in_progress", finished_at=None,
                   **{f"{c}{s}": None for c in "spr" for s in SEATS})
            audit("game.reopen", "game", game.id, before, None, tournament=game.table.round.tournament_id,
                  action_id=action)

    _versioned(game_id, seen, attempt, action=action)


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

    def attempt(snap: _Snapshot) -> Settlement:
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
            fail(N_(CTX, "the scores and points left add up to {sum}, not {total} (off by {diff})"),
                 sum=total, total=rules.total_points, diff=total - rules.total_points)
        result = settle(rules, scores, left=left)
        penalties = [0, 0, 0, 0]
        with _writing(snap) as game:
            ids = player_ids(game)
            for seat in chombo:
                penalties[seat] -= rules.chombo_penalty
                Penalty.create(tournament=game.table.round.tournament_id, player=ids[seat], game=game,
                               round=game.table.round, points=-rules.chombo_penalty, reason="chombo")
            _store_settlement(game, result, "final", result.left,
                              {"rules": json.dumps(rules.to_dict(), ensure_ascii=False)})
            audit("game.final_scores", "game", game.id, None,
                  {"scores": list(scores), "left": left, "chombo": list(chombo)},
                  tournament=game.table.round.tournament_id, action_id=action)
        return Settlement(result.final_scores, result.left, result.ranks,
                          tuple(p + q for p, q in zip(result.points, penalties, strict=True)),
                          tuple(penalties))

    return _versioned(game_id, seen, attempt, action=action)


def games_of_round(tournament_id: int, round_number: int) -> list[int]:
    with transaction():
        return [g.id for g in Game.select(Game.id).join(Table).join(Round)
                .where((Round.tournament == tournament_id) & (Round.number == round_number))
                .order_by(Table.number)]



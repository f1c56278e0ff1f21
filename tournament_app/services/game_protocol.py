"""How a change to one table's game is written: read and validate outside any lock, then one short
transaction that moves the game's version on, only if it is still the one read, and writes.

- The version: a desk passes the version it showed its referee (``seen``); a game that moved on since
  refuses the change (ConflictError) and nothing is stored. A caller without one (the command line)
  simply reads again and retries.
- The decision's identity (``action``): stored with the audit entry, unique; a repeated submit of a
  decision already stored (a second key press, a retry after a dropped connection whose commit did
  happen) is refused with AlreadyStoredError, storing nothing. A repeat is the same decision (a
  :class:`Decision`: the same change to the same game, the same hand and number): anything else sent
  under a stored identity is ReusedActionError, never answered as stored.
- The write transaction starts by moving the version on (``UPDATE … WHERE version = read``): that one
  statement checks the version and, on PostgreSQL, locks the row, so other desks' writes to this game
  wait for this one and then find it moved on.
- A desk records hand after hand: the state after the last hand this process stored is remembered
  under the game's version, and the next hand, validated against it, is written with no read at all
  (:func:`record_from_memory`: four statements in one transaction). Any change anywhere moves the
  version on, so a memory of an older version simply misses and the full protocol runs.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, TypeVar

import peewee

from tournament_app.rules.errors import HandError, RecordError
from tournament_app.rules.game import GameState, HandOutcome, apply_hand, play
from tournament_app.rules.presets import resolve
from tournament_app.rules.record import parse_hand
from tournament_app.rules.ruleset import RuleSet
from tournament_app.services.base import (
    ATTEMPTS,
    CTX,
    AlreadyStoredError,
    ConflictError,
    ReusedActionError,
    Stale,
    audit,
    fail,
    reading,
    retrying,
    transaction,
)
from tournament_app.storage.models import AuditEntry, Game, Hand, Round, Table, Tournament, db_proxy
from tournament_app.words.messages import N_, UserError

SEATS = range(4)
T = TypeVar("T")


# -- reading a game -------------------------------------------------------------------------------
def load_game(game_id: int) -> Game:
    game = (Game.select(Game, Table, Round).join(Table).join(Round)
            .where(Game.id == game_id).get_or_none())
    if game is None:
        fail(N_(CTX, "that game no longer exists"))
    return game


def rules_of_game(game: Game) -> RuleSet:
    if game.rules:
        return _parsed_rules(game.rules)
    return _parsed_rules(Tournament.get_by_id(game.table.round.tournament_id).rules)


@lru_cache(maxsize=64)
def _parsed_rules(text: str) -> RuleSet:
    """Rule sets are stored as JSON and read at every change: parse each text once (RuleSet is frozen)."""
    return resolve(json.loads(text))


def stored_hands(game: Game | int) -> list[dict[str, Any]]:
    return [json.loads(h.data) for h in Hand.select(Hand.data).where(Hand.game == game)
            .order_by(Hand.number)]


def replay_hands(rules: RuleSet, hands: list[dict[str, Any]] | tuple[dict[str, Any], ...]
                 ) -> tuple[GameState, list[HandOutcome]]:
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


def apply_next(state: GameState, data: dict[str, Any], number: int) -> tuple[GameState, HandOutcome]:
    """Hand ``number`` applied to the state after the previous one; problems named as a replay would."""
    try:
        return apply_hand(state, parse_hand(data), number)
    except HandError as e:
        raise RecordError(number, e.field, e.reason) from None
    except UserError as e:
        raise RecordError(number, getattr(e, "field", "hand"), getattr(e, "reason", e.message)) from None


# -- writing ----------------------------------------------------------------------------------------
def hand_row(game_id: int, outcome: HandOutcome, data: dict[str, Any]) -> dict[str, Any]:
    return {
        "game": game_id, "number": outcome.number, "data": json.dumps(data, ensure_ascii=False),
        "round_index": outcome.round, "honba": outcome.honba, "dealer": outcome.dealer,
        "result": outcome.hand.result,
        **{f"d{s}": outcome.deltas[s] for s in SEATS},
        **{f"after{s}": outcome.scores[s] for s in SEATS},
        "left": outcome.left,
    }


def save(game: Game, **changes: Any) -> None:
    """Inside the write transaction (which already moved the version on): save ``changes``."""
    if changes:
        Game.update(**changes).where(Game.id == game.id).execute()


@dataclass
class Snapshot:
    game: Game
    version: int  # the version read: the write goes through only if the game is still at it
    rules: RuleSet
    hands: list[dict[str, Any]]
    after: GameState | None = None  # when known without the hands (see remember)


@dataclass(frozen=True)
class _Memory:
    version: int  # the game's version after this process's last hand
    hands: int
    after: GameState
    tournament_id: int


_memory: dict[tuple[str, int], _Memory] = {}


def _key(game_id: int) -> tuple[str, int]:
    return (str(db_proxy.obj.database), game_id)


def remember(snapshot: Snapshot, number: int, after: GameState) -> None:
    """After this process stored hand ``number``: the state after it, under the new version."""
    _memory[_key(snapshot.game.id)] = _Memory(snapshot.version + 1, number, after,
                                              snapshot.game.table.round.tournament_id)


# -- a decision's identity ----------------------------------------------------------------------
@dataclass(frozen=True)
class Decision:
    """What a submit decides, as its audit entry keeps it, to tell a repeat (the same decision sent
    again) from another decision sent under an identity already stored. Its game is always compared,
    its other parts when named (None: not compared)."""

    kind: str | None = None  # the audit entry's action ("hand.add", "hand.undo" …)
    after: Any = None  # what it stores, as the audit entry's ``after`` holds it
    hands_before: int | None = None  # the hands the game had (an undo names its last hand)

    def made(self, entry: AuditEntry, game_id: int) -> bool:
        """Whether ``entry`` (stored under this decision's identity) is this decision."""
        if entry.entity != "game" or entry.entity_id != game_id:
            return False
        if self.kind is not None and entry.action != self.kind:
            return False
        if self.after is not None and _stored(entry.after) != _stored(json.dumps(self.after, default=str)):
            return False
        before = _stored(entry.before)
        return self.hands_before is None or (isinstance(before, list) and len(before) == self.hands_before)


def _stored(text: str | None) -> Any:
    return None if text is None else json.loads(text)


def check_identity(action: str | None, game_id: int, decision: Decision | None) -> None:
    """Inside a transaction: nothing when ``action`` is not stored yet; AlreadyStoredError when it is,
    as this same decision; ReusedActionError when another decision is stored under it."""
    if action is None:
        return
    entry = AuditEntry.get_or_none(AuditEntry.action_id == action)
    if entry is None:
        return
    if (decision or Decision()).made(entry, game_id):
        raise AlreadyStoredError()
    after = _stored(entry.after) if entry.action == "hand.add" else None
    raise ReusedActionError(after.get("number") if isinstance(after, dict) else None)


def read(game_id: int, seen: int | None, *, appending: bool = False, action: str | None = None,
         decision: Decision | None = None) -> Snapshot:
    with reading():
        check_identity(action, game_id, decision)
        game = load_game(game_id)
        memory = _memory.get(_key(game_id)) if appending else None
        if memory is not None and memory.version == game.version:
            snapshot = Snapshot(game, game.version, rules_of_game(game), [{}] * memory.hands, memory.after)
        else:
            snapshot = Snapshot(game, game.version, rules_of_game(game), stored_hands(game))
    if seen is not None and game.version != seen:
        raise ConflictError()
    return snapshot


def _move_version_on(game_id: int, version: int) -> None:
    """The first statement of every write: the version moves on only from the one read (and the row
    is locked on PostgreSQL until commit), else :class:`Stale`."""
    moved = (Game.update(version=Game.version + 1)
             .where((Game.id == game_id) & (Game.version == version)).execute())
    if not moved:
        if not Game.select(Game.id).where(Game.id == game_id).exists():
            fail(N_(CTX, "that game no longer exists"))
        raise Stale()


@contextmanager
def writing(snapshot: Snapshot) -> Iterator[Game]:
    """The write transaction, the game still at the version read, else :class:`Stale`."""
    with transaction():
        _move_version_on(snapshot.game.id, snapshot.version)
        yield snapshot.game


def versioned(game_id: int, seen: int | None, attempt: Callable[[Snapshot], T], *,
              appending: bool = False, action: str | None = None, decision: Decision | None = None) -> T:
    """Run ``attempt`` on a fresh snapshot until it writes; the protocol of this module. ``decision``:
    what ``action`` names, to tell its repeat from another decision under the same identity."""
    def once() -> T:
        for _ in range(ATTEMPTS):
            try:
                return attempt(read(game_id, seen, appending=appending, action=action, decision=decision))
            except Stale:
                _identity_meanwhile(action, game_id, decision)
                if seen is not None:
                    raise ConflictError() from None
            except peewee.IntegrityError:
                _identity_meanwhile(action, game_id, decision)  # the audit's unique action id
                raise
        raise ConflictError()

    return retrying(once)


def _identity_meanwhile(action: str | None, game_id: int, decision: Decision | None) -> None:
    """A decision under this identity was stored by another submit at the same time: this one is its
    repeat (AlreadyStoredError) or another decision (ReusedActionError)."""
    if action is not None:
        with reading():
            check_identity(action, game_id, decision)


def hand_decision(number: int, hand: dict[str, Any]) -> Decision:
    """Recording ``hand`` as hand ``number`` (as :func:`record_from_memory` audits it)."""
    return Decision("hand.add", {"number": number, "hand": hand})


def record_from_memory(game_id: int, number: int, hand: dict[str, Any], seen: int | None,
                       action: str | None) -> HandOutcome | None:
    """The desk's usual case: hand ``number`` follows the last one this process stored and the game
    has not changed since. Validated against the remembered state, written with no read: the version
    moved on, the hand, the audit entry. None when the memory does not fit: the full protocol runs."""
    memory = _memory.get(_key(game_id))
    if memory is None or number != memory.hands + 1 or (seen is not None and seen != memory.version):
        return None
    try:
        after, outcome = apply_next(memory.after, hand, number)
    except UserError:
        return None  # judged against the stored game instead, which says why
    decision = hand_decision(number, hand)
    try:
        with transaction():
            _move_version_on(game_id, memory.version)
            Hand.insert(hand_row(game_id, outcome, hand)).execute()
            audit("hand.add", "game", game_id, None, decision.after, tournament=memory.tournament_id,
                  action_id=action)
    except Stale:
        return None
    except peewee.IntegrityError:
        _identity_meanwhile(action, game_id, decision)
        raise
    _memory[_key(game_id)] = _Memory(memory.version + 1, number, after, memory.tournament_id)
    return outcome

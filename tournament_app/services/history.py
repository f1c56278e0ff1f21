"""A game's change history, read back from the audit trail: who changed which hand, and when.

Every change to a game is audited with the hands before and after it (or the hand added), so the
history is rebuilt by following the entries in order and replaying the hands on both sides of each
change: the desk can then show each hand as the referee saw it ("hand 5: ron … → tsumo …").
"""

from __future__ import annotations

import datetime as dt
import json
from dataclasses import dataclass
from typing import Any

from tournament_app.rules.game import HandOutcome
from tournament_app.rules.presets import resolve
from tournament_app.rules.ruleset import RuleSet
from tournament_app.services.base import reading, transaction
from tournament_app.services.games import player_ids, replay_hands
from tournament_app.storage.models import AuditEntry, Game, Player
from tournament_app.words.messages import UserError

# the audit actions that concern one game (entity "game")
GAME_ACTIONS = ("hand.add", "hand.append", "hand.undo", "hand.edit", "hand.insert", "hand.delete",
                "game.swap", "game.finish", "game.reopen", "game.final_scores")


@dataclass(frozen=True)
class HandChange:
    number: int  # the hand's number after the change (before it, for a deleted hand)
    before: HandOutcome | None  # None: the hand is new
    after: HandOutcome | None  # None: the hand was removed


@dataclass(frozen=True)
class HistoryEntry:
    at: dt.datetime
    author: str  # the desk that made the change ("" for changes made before desks were named)
    action: str  # one of GAME_ACTIONS
    changes: tuple[HandChange, ...]  # the hands this change touched, in order
    detail: Any  # the action's own data: final scores, seats swapped, the settlement …
    names: tuple[str, ...] = ()  # who sat in each seat when the change was made (after it, for a swap)
    names_before: tuple[str, ...] = ()  # a swap: who sat where before it


def game_history(game_id: int) -> list[HistoryEntry]:
    """Every change to the game, oldest first."""
    with transaction():
        game = Game.get_by_id(game_id)
        entries = list(AuditEntry.select()
                       .where((AuditEntry.entity == "game") & (AuditEntry.entity_id == game_id)
                              & AuditEntry.action.in_(GAME_ACTIONS))
                       .order_by(AuditEntry.id))
        seatings = _seatings(player_ids(game), entries)
        ids = {i for seating in seatings for i in seating}
        by_id = {p.id: p.name for p in Player.select(Player.id, Player.name).where(Player.id.in_(list(ids)))}
    rules = resolve(json.loads(game.rules)) if game.rules else resolve(None)
    hands: list[dict[str, Any]] = []
    out = []
    for n, entry in enumerate(entries):
        before_data = _load(entry.before)
        after_data = _load(entry.after)
        changes: tuple[HandChange, ...] = ()
        detail: Any = after_data
        if entry.action == "hand.add":
            new = [*hands, after_data["hand"]]
            changes = hand_changes(rules, hands, new)
            hands = new
        elif entry.action == "hand.append":
            new = [*hands, *after_data["hands"]]
            changes = hand_changes(rules, hands, new)
            hands = new
        elif entry.action.startswith("hand."):
            old = before_data if isinstance(before_data, list) else hands
            new = after_data if isinstance(after_data, list) else hands
            changes = hand_changes(rules, old, new)
            hands = new
        elif entry.action == "game.reopen":  # the result taken back, and why (when asked)
            detail = {**(before_data or {}), **(after_data or {})}
        names = tuple(by_id.get(i, "?") for i in seatings[n + 1])
        before = tuple(by_id.get(i, "?") for i in seatings[n])
        out.append(HistoryEntry(entry.at, entry.author, entry.action, changes, detail, names,
                                before if entry.action == "game.swap" else names))
    return out


def last_authors(game_id: int, count: int) -> list[str]:
    """Who made the game's last ``count`` changes (newest first): one short read, for a desk saying
    where the change it follows came from."""
    with reading():
        return [e.author for e in AuditEntry.select(AuditEntry.author)
                .where((AuditEntry.entity == "game") & (AuditEntry.entity_id == game_id)
                       & AuditEntry.action.in_(GAME_ACTIONS))
                .order_by(AuditEntry.id.desc()).limit(max(1, count))]


def _seatings(now: tuple[int, ...], entries: list[AuditEntry]) -> list[tuple[int, ...]]:
    """The players in the seats before the first change and after each one, oldest first: rebuilt
    backwards from the seats as they are now through the swaps (each audited with the seats before)."""
    seatings = [tuple(now)]
    for entry in reversed(entries):
        before = _load(entry.before) if entry.action == "game.swap" else None
        if isinstance(before, list) and len(before) == 4:
            seatings.append(tuple(before))
        else:
            seatings.append(seatings[-1])
    return seatings[::-1]


def _load(text: str | None) -> Any:
    try:
        return None if text is None else json.loads(text)
    except ValueError:
        return None


def _outcomes(rules: RuleSet, hands: list[dict[str, Any]]) -> list[HandOutcome | None]:
    """The hands replayed; a record that no longer replays (rules changed since) shows no details."""
    try:
        return list(replay_hands(rules, hands)[1])
    except UserError:
        return [None] * len(hands)


def hand_changes(rules: RuleSet, old: list[dict[str, Any]],
                 new: list[dict[str, Any]]) -> tuple[HandChange, ...]:
    """The hands that differ between ``old`` and ``new``: what lies between their common start and
    their common end (an edit, an insertion, a deletion, an undo or hands added at the end)."""
    start = 0
    while start < min(len(old), len(new)) and old[start] == new[start]:
        start += 1
    end = 0
    while (end < min(len(old), len(new)) - start
           and old[len(old) - 1 - end] == new[len(new) - 1 - end]):
        end += 1
    gone, came = old[start:len(old) - end], new[start:len(new) - end]
    if not gone and not came:
        return ()
    before, after = _outcomes(rules, old), _outcomes(rules, new)
    changes = []
    for i in range(max(len(gone), len(came))):
        b = before[start + i] if i < len(gone) else None
        a = after[start + i] if i < len(came) else None
        changes.append(HandChange(start + i + 1, b, a))
    return tuple(changes)

"""A tournament's games with their settlements (and replayed hands), read in batches as they are used.

A 1,000-player league of 200 rounds has 50,000 games and over half a million hands; held at once,
with their replayed hands, they take gigabytes. The workbook and the printed score sheets take
them one after another, so a :class:`GameFeed` reads a batch of games at a time (each batch one
short transaction) and hands them on: memory follows the batch, not the league.
"""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Iterator
from dataclasses import replace

from tournament_app.rules.presets import resolve
from tournament_app.rules.ruleset import RuleSet
from tournament_app.services import event_format
from tournament_app.services.base import transaction
from tournament_app.services.games import game_result, replay_hands
from tournament_app.services.rows import GameResult
from tournament_app.storage.models import Game, Hand, Player, Round, Table

RoundRange = tuple[int, int] | None


class GameFeed:
    """The games of a tournament (some rounds of it) in (round, table) order, read when iterated.

    ``len()`` and :attr:`states` are known at once (the games are listed when the feed is made);
    each iteration reads the games again, BATCH at a time (``whole``: all in one transaction), so a
    game changed meanwhile shows as it is when its batch is read. ``with_hands`` adds the replayed
    hands (``outcomes``); hidden rounds are left out unless ``reveal``.
    """

    BATCH = 200  # games per read: a few thousand hands

    def __init__(self, tournament_id: int, rounds: RoundRange = None, *, with_hands: bool = False,
                 reveal: bool = False, whole: bool = False) -> None:
        if not reveal:
            rounds = event_format.visible_rounds(tournament_id, rounds)
        self.tournament_id = tournament_id
        self.with_hands = with_hands
        self.whole = whole
        query = (Game.select(Game.id, Game.state).join(Table).join(Round)
                 .where((Round.tournament == tournament_id) & Game.rules.is_null(False) & (Game.rules != ""))
                 .order_by(Round.number, Table.number, Game.id))
        if rounds is not None:
            query = query.where(Round.number.between(rounds[0], rounds[1]))
        with transaction():
            listed = list(query.tuples())
            self._names = {p.id: p.name for p in Player.select(Player.id, Player.name)}
        self._ids = [game_id for game_id, _state in listed]
        self.states = [state for _game_id, state in listed]  # per game, in order: finished, planned …

    def __len__(self) -> int:
        return len(self._ids)

    def __iter__(self) -> Iterator[GameResult]:
        rule_sets: dict[str, RuleSet] = {}  # the games of a tournament share a few stored rule sets
        size = max(len(self._ids), 1) if self.whole else self.BATCH
        for start in range(0, len(self._ids), size):
            yield from self._read(self._ids[start:start + size], rule_sets)

    def _read(self, ids: list[int], rule_sets: dict[str, RuleSet]) -> Iterator[GameResult]:
        with transaction():
            games = list(Game.select(Game, Table, Round).join(Table).join(Round).where(Game.id.in_(ids))
                         .order_by(Round.number, Table.number, Game.id))
            hands: dict[int, list[dict]] = defaultdict(list)
            if self.with_hands:
                for game_id, data in (Hand.select(Hand.game, Hand.data).where(Hand.game.in_(ids))
                                      .order_by(Hand.game, Hand.number).tuples()):
                    hands[game_id].append(json.loads(data))
            seated = {g.seat0_id for g in games} | {g.seat1_id for g in games} | {g.seat2_id for g in games} \
                | {g.seat3_id for g in games}
            if not seated <= self._names.keys():  # a player registered and seated since the listing
                self._names = {p.id: p.name for p in Player.select(Player.id, Player.name)}
        names_of = self._names
        for g in games:  # (replayed outside the transaction: CPU work holds no read open)
            names = (names_of[g.seat0_id], names_of[g.seat1_id], names_of[g.seat2_id], names_of[g.seat3_id])
            if g.rules not in rule_sets:
                rule_sets[g.rules] = resolve(json.loads(g.rules))
            rules = rule_sets[g.rules]
            row = game_result(g, names, rules)
            if hands[g.id]:
                _state, outcomes = replay_hands(rules, hands[g.id])
                row = replace(row, outcomes=tuple(outcomes))
            yield row

"""A consistency check of a whole tournament: every stored game must add up."""

from __future__ import annotations

import json

from tournament_app.rules.presets import resolve
from tournament_app.rules.settlement import settle
from tournament_app.services.base import CTX, transaction
from tournament_app.services.games import chombo_penalties, chombo_seats, replay_hands
from tournament_app.storage.models import Game, Hand, Round, Table
from tournament_app.words.messages import N_, Message, UserError

_HAND_COLUMNS = ("round_index", "honba", "dealer", "left")


def check_tournament(tournament_id: int) -> list[Message]:
    """Problems found, each naming round, table and what is wrong; empty when all adds up."""
    problems: list[Message] = []
    with transaction():
        games = list(Game.select(Game, Table, Round).join(Table).join(Round)
                     .where(Round.tournament == tournament_id).order_by(Round.number, Table.number))
        hands: dict[int, list[Hand]] = {}
        for h in Hand.select().join(Game).join(Table).join(Round).where(
                Round.tournament == tournament_id).order_by(Hand.game, Hand.number):
            hands.setdefault(h.game_id, []).append(h)
    for g in games:
        where = {"round": g.table.round.number, "table": g.table.number}

        def problem(text: str, _where: dict = where, **params: object) -> None:
            problems.append(Message(CTX, N_(CTX, "round {round}, table {table}: {problem}"),
                                    {**_where, "problem": Message(CTX, text, params)}))

        rules = resolve(json.loads(g.rules)) if g.rules else None
        if rules is None:
            problem(N_(CTX, "the game has no rule set"))
            continue
        stored = hands.get(g.id, [])
        if [h.number for h in stored] != list(range(1, len(stored) + 1)):
            problem(N_(CTX, "the hands are not numbered 1, 2, 3 …"))
        try:
            state, outcomes = replay_hands(rules, [json.loads(h.data) for h in stored])
        except UserError as e:
            problems.append(Message(CTX, N_(CTX, "round {round}, table {table}: {problem}"),
                                    {**where, "problem": e.message}))
            continue
        for h, o in zip(stored, outcomes, strict=True):
            expected = (o.round, o.honba, o.dealer, o.left, *o.deltas, *o.scores)
            actual = (h.round_index, h.honba, h.dealer, h.left, h.d0, h.d1, h.d2, h.d3,
                      h.after0, h.after1, h.after2, h.after3)
            if expected != actual:
                problem(N_(CTX, "hand {number}: the stored scores differ from the record"),
                        number=h.number)
        if g.state != "finished":
            continue
        scores = [g.s0, g.s1, g.s2, g.s3]
        if None in scores or None in (g.p0, g.p1, g.p2, g.p3):
            problem(N_(CTX, "the game is finished but has no settlement"))
            continue
        total = sum(scores) + g.left
        if total != rules.total_points:  # said as the final-score entry says it
            short = rules.total_points - total
            under = N_(CTX, "the scores and points left add up to {sum}: {diff} short of {total}")
            over = N_(CTX, "the scores and points left add up to {sum}: {diff} over {total}")
            problem(under if short > 0 else over, sum=f"{total:,}", total=f"{rules.total_points:,}",
                    diff=f"{abs(short):,}")
        if g.mode == "hands":
            expected = settle(rules, state.scores, left=state.left, deposit_owners=state.deposits,
                              penalties=state.penalties, prizes=state.prizes, finished=True)
        else:  # the chombo ticked with the scores is inside the points
            expected = settle(rules, scores, left=g.left, penalties=chombo_penalties(rules, chombo_seats(g)))
        if (list(expected.final_scores) != scores
                or list(expected.points) != [g.p0, g.p1, g.p2, g.p3]
                or list(expected.ranks) != [g.r0, g.r1, g.r2, g.r3]):
            problem(N_(CTX, "the stored result differs from the settlement of its scores"))
    return problems

"""Who entered a stage, fixed when its first round is seated (the ``stage_entry`` table).

A cut is decided once: changing the tie-breaks, or a correction to an earlier game, afterwards moves
places in the standings but never who played the stage. Taking back the stage's first round (the
seating deleted before play) releases the entry, and the next seating decides it again. A stage is
named by its first round, as the event's format numbers stages by their order only.
"""

from __future__ import annotations

from collections.abc import Sequence

from tournament_app.services.base import audit, transaction
from tournament_app.storage.models import StageEntry

Entry = list[tuple[int, int]]  # (player id, place in the ranking that decided the entry), in that order


def stored(tournament_id: int, first_round: int) -> Entry | None:
    """The fixed entry of the stage starting at ``first_round``; None while it is not seated."""
    with transaction():
        rows = list(StageEntry.select(StageEntry.player, StageEntry.rank)
                    .where((StageEntry.tournament == tournament_id) & (StageEntry.first_round == first_round))
                    .order_by(StageEntry.position).tuples())
    return [(player, rank) for player, rank in rows] or None


def fix(tournament_id: int, first_round: int, entry: Sequence[tuple[int, int]]) -> None:
    """Store ``entry`` (inside the transaction that seats the stage's first round); once."""
    with transaction():
        if stored(tournament_id, first_round) is not None:
            return
        StageEntry.insert_many([{"tournament": tournament_id, "first_round": first_round, "position": n,
                                 "rank": rank, "player": player}
                                for n, (player, rank) in enumerate(entry, start=1)]).execute()
        audit("stage.enter", "tournament", tournament_id, None,
              {"first_round": first_round, "players": [player for player, _rank in entry]},
              tournament=tournament_id)


def release(tournament_id: int, first_round: int) -> None:
    """Forget the entry of the stage starting at ``first_round`` (its first round was taken back)."""
    with transaction():
        before = stored(tournament_id, first_round)
        if before is None:
            return
        StageEntry.delete().where((StageEntry.tournament == tournament_id)
                                  & (StageEntry.first_round == first_round)).execute()
        audit("stage.release", "tournament", tournament_id,
              {"first_round": first_round, "players": [player for player, _rank in before]}, None,
              tournament=tournament_id)

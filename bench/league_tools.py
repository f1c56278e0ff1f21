"""What the benchmarks share: leaving the reused bench league as it was after a run."""

from __future__ import annotations

from tournament_app.storage.models import Game, Hand, Round, Table


def drop_round(tournament_id: int, number: int) -> None:
    """Remove a round a benchmark added, with its games and hands (no service does this on
    purpose: a real round with results is never deleted)."""
    rnd = Round.get((Round.tournament == tournament_id) & (Round.number == number))
    ids = [g.id for g in Game.select().join(Table).where(Table.round == rnd)]
    Hand.delete().where(Hand.game.in_(ids)).execute()
    Game.delete().where(Game.id.in_(ids)).execute()
    Table.delete().where(Table.round == rnd).execute()
    rnd.delete_instance()

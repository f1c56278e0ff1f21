"""Constraints of the schema: what the database itself refuses, and the chosen delete behaviour."""

from __future__ import annotations

import json

import peewee
import pytest

from tests.storage.helpers import add_hand, make_game
from tournament_app.storage.models import (
    AuditEntry,
    Game,
    Hand,
    Penalty,
    Player,
    Registration,
    Round,
    Table,
    Tournament,
    db_proxy,
)


@pytest.fixture
def db(backend_db: str) -> peewee.Database:
    """These constraints must hold on both back ends."""
    return db_proxy.obj

def test_deleting_a_seated_player_is_refused(db: peewee.Database) -> None:
    game = make_game()
    with pytest.raises(peewee.IntegrityError):
        game.seat2.delete_instance()
    assert Player.get_or_none(Player.id == game.seat2_id) is not None


def test_deleting_a_game_with_hands_or_a_round_with_tables_is_refused(db: peewee.Database) -> None:
    game = make_game()
    add_hand(game, 1)
    with pytest.raises(peewee.IntegrityError):
        game.delete_instance()
    with pytest.raises(peewee.IntegrityError):
        Round.delete().execute()
    assert Hand.select().count() == 1 and Game.select().count() == 1


def test_deliberate_tournament_delete_keeps_players_and_audit_log(db: peewee.Database) -> None:
    game = make_game()
    add_hand(game, 1)
    tournament = game.table.round.tournament
    Registration.create(tournament=tournament, player=game.seat0)
    Penalty.create(tournament=tournament, player=game.seat0, game=game, points=-200, reason="late")
    entry = AuditEntry.create(action="hand.add", entity="game", entity_id=game.id, tournament=tournament,
                              after=json.dumps({"number": 1}))
    with db.atomic():
        tournament.delete_instance(recursive=True)
    for model in (Tournament, Round, Table, Game, Hand, Registration, Penalty):
        assert model.select().count() == 0, model
    assert Player.select().count() == 4
    assert AuditEntry.get_by_id(entry.id).tournament_id is None


@pytest.mark.parametrize("model, fields", [
    (Game, {"state": "paused"}),
    (Game, {"mode": "scores"}),
    (Registration, {"status": "gone"}),
])
def test_enumerations_checked(db: peewee.Database, model: type[peewee.Model], fields: dict) -> None:
    game = make_game()
    row = game if model is Game else Registration.create(tournament=game.table.round.tournament,
                                                          player=game.seat0)
    with pytest.raises(peewee.IntegrityError, match=r"(?i)check"):
        model.update(**fields).where(model.id == row.id).execute()


def test_uniques(db: peewee.Database) -> None:
    game = make_game()
    add_hand(game, 1)
    tournament = game.table.round.tournament
    with db.atomic(), pytest.raises(peewee.IntegrityError):
        add_hand(game, 1)
    with db.atomic(), pytest.raises(peewee.IntegrityError):
        Game.create(table=game.table, seat0=game.seat0, seat1=game.seat1, seat2=game.seat2, seat3=game.seat3)
    with db.atomic(), pytest.raises(peewee.IntegrityError):
        Round.create(tournament=tournament, number=1)
    with db.atomic(), pytest.raises(peewee.IntegrityError):
        Table.create(round=game.table.round, number=1)
    with db.atomic(), pytest.raises(peewee.IntegrityError):
        Tournament.create(name=tournament.name, rules="{}")
    Registration.create(tournament=tournament, player=game.seat0)
    with db.atomic(), pytest.raises(peewee.IntegrityError):
        Registration.create(tournament=tournament, player=game.seat0)


def test_defaults_and_integer_points(db: peewee.Database) -> None:
    game = Game.get_by_id(make_game().id)
    assert (game.state, game.mode, game.left, game.version, game.rules) == ("planned", "hands", 0, 0, None)
    assert game.s0 is None and game.p0 is None and game.r0 is None and game.finished_at is None
    Game.update(p0=612, s0=41300).where(Game.id == game.id).execute()
    fresh = Game.get_by_id(game.id)
    assert (fresh.p0, fresh.s0) == (612, 41300) and isinstance(fresh.p0, int)
    player = Player.get_by_id(game.seat0_id)
    assert (player.reading, player.affiliation, player.member_no) == ("", "", "")
    assert player.created_at is not None

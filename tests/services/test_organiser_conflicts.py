"""Two organisers at two desks (issue 9): seating, players and penalties are not overwritten unseen.
On SQLite and PostgreSQL."""

from __future__ import annotations

import subprocess
import sys

import pytest

from tests import children
from tournament_app.services import penalties, players, rounds
from tournament_app.services.base import ConflictError
from tournament_app.storage.database import close_database, open_database

from .helpers import tournament_with_players


def test_seating_the_round_another_desk_just_seated_is_refused(tournament_db: str) -> None:
    tid, _ = tournament_with_players(8)
    assert rounds.seat_round(tid, expected=1) == 1  # desk A
    with pytest.raises(ConflictError, match="seating was changed at another desk"):
        rounds.seat_round(tid, expected=1)  # desk B still showed round 1 as the next one
    with pytest.raises(ConflictError):
        rounds.seat_rounds(tid, 2, expected=1)
    assert rounds.round_numbers(tid) == [1]
    assert rounds.seat_round(tid, expected=2) == 2


def test_deleting_a_last_round_that_is_no_longer_last_is_refused(tournament_db: str) -> None:
    tid, _ = tournament_with_players(8)
    rounds.seat_round(tid)
    rounds.seat_round(tid)  # another desk seated round 2 meanwhile
    with pytest.raises(ConflictError):
        rounds.delete_last_round(tid, expected=1)
    assert rounds.round_numbers(tid) == [1, 2]
    rounds.delete_last_round(tid, expected=2)
    assert rounds.round_numbers(tid) == [1]


def test_editing_a_player_changed_elsewhere_is_refused(tournament_db: str) -> None:
    tid, ids = tournament_with_players(4)
    shown = next(p for p in players.list_players(tid) if p.id == ids[0])
    players.edit_player(tid, ids[0], name="Sato Taro", seen=shown)  # desk A
    with pytest.raises(ConflictError, match="player was changed"):
        players.edit_player(tid, ids[0], name="Satou Tarou", seen=shown)  # desk B, stale
    assert next(p for p in players.list_players(tid) if p.id == ids[0]).name == "Sato Taro"


def test_a_penalty_is_cancelled_once(tournament_db: str) -> None:
    tid, ids = tournament_with_players(4)
    pid = penalties.add_penalty(tid, ids[0], -100, "late")
    penalties.cancel_penalty(pid, "mistake")
    with pytest.raises(Exception, match="already cancelled"):
        penalties.cancel_penalty(pid, "mistake, again")
    assert [p.cancel_reason for p in penalties.list_penalties(tid)] == ["mistake"]


def test_four_organisers_seating_at_once_get_four_rounds(tournament_db: str) -> None:
    tid, _ = tournament_with_players(16)
    close_database()
    procs = [children.popen([sys.executable, "-m", "tournament_app", "--lang", "en", "--db", tournament_db,
                             "seat"], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
             for _ in range(4)]
    results = [p.communicate(timeout=120) for p in procs]
    assert [p.returncode for p in procs] == [0] * 4, [err for _out, err in results]
    open_database(tournament_db)
    assert rounds.round_numbers(tid) == [1, 2, 3, 4]


def test_a_player_dialogs_save_is_one_transaction(tournament_db: str) -> None:
    """Name, status and EMA details of one OK: a refusal of the last part stores none of the others
    (the dialog once sent three transactions, and a connection lost between them stored half)."""
    from tournament_app.words.messages import UserError

    tid, ids = tournament_with_players(4)
    shown = next(p for p in players.list_players(tid) if p.id == ids[0])
    with pytest.raises(UserError):
        players.save_player(tid, ids[0], fields={"name": "Renamed"}, status="withdrawn",
                            ema={"ema_number": "9" * 500, "country": ""}, seen=shown)
    after = next(p for p in players.list_players(tid) if p.id == ids[0])
    assert (after.name, after.status) == (shown.name, shown.status)
    players.save_player(tid, ids[0], fields={"name": "Renamed"}, status="withdrawn",
                        ema={"ema_number": "04010123", "country": "DK"}, seen=shown)
    after = next(p for p in players.list_players(tid) if p.id == ids[0])
    assert (after.name, after.status) == ("Renamed", "withdrawn")
    assert players.ema_details(ids[0])["ema_number"] == "04010123"

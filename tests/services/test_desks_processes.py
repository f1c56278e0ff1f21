"""Several desks as separate processes on one database (issue 9), on SQLite and PostgreSQL.

16 desks record into their own tables while 4 more race on one table: nothing is lost or doubled and
nobody is told the database is locked. Two desks correct one game in each order: the second is
refused and nothing is overwritten.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests import children
from tournament_app.services import games, rounds
from tournament_app.services.check import check_tournament
from tournament_app.storage.database import close_database, open_database
from tournament_app.storage.models import Hand

from .helpers import ron, tournament_with_players

DESK = r"""
import json, sys, time
from pathlib import Path
from tournament_app.words.messages import UserError
from tournament_app.words.i18n import render
from tournament_app.services import games
from tournament_app.storage.database import open_database
open_database(sys.argv[1])
game_id, target, barrier, name = int(sys.argv[2]), int(sys.argv[3]), Path(sys.argv[4]), sys.argv[5]
(barrier / name).touch()
while len(list(barrier.iterdir())) < int(sys.argv[6]):  # start together, so that they really race
    time.sleep(0.005)
done, refused, problems = 0, 0, []
while True:
    number = games.game_view(game_id).next_number
    if number > target:
        break
    try:
        # the dealer is tenpai at every draw: the deal never passes, the game never ends
        games.record_hand(game_id, number, {"result": "draw", "tenpai": [0], "riichi": []})
        done += 1
    except UserError as e:
        text = render(e.message)
        if "already recorded" in text:
            refused += 1  # another desk recorded this hand first: the guard refused the duplicate
        else:
            problems.append(text)
print(json.dumps({"done": done, "refused": refused, "problems": problems}))
"""


def test_sixteen_desks_and_four_racers_lose_nothing(tournament_db: str, tmp_path: Path) -> None:
    tid, ids = tournament_with_players(68)
    rounds.seat_round(tid, "manual", tables=[ids[i:i + 4] for i in range(0, 68, 4)])
    gids = games.games_of_round(tid, 1)
    close_database()
    barrier = tmp_path / "barrier"
    barrier.mkdir()
    per_table, race_target = 12, 40
    jobs = [(gid, per_table, f"desk{n}") for n, gid in enumerate(gids[:16])]
    jobs += [(gids[16], race_target, f"racer{n}") for n in range(4)]
    procs = [children.popen([sys.executable, "-c", DESK, tournament_db, str(gid), str(target), str(barrier),
                             name, str(len(jobs))], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
             for gid, target, name in jobs]
    outputs = [p.communicate(timeout=300) for p in procs]
    assert all(p.returncode == 0 for p in procs), [err for _out, err in outputs]
    results = [json.loads(out) for out, _err in outputs]
    assert [r["problems"] for r in results] == [[]] * len(jobs)  # no "locked", no other failure
    open_database(tournament_db)
    for gid in gids[:16]:
        numbers = [h.number for h in Hand.select().where(Hand.game == gid).order_by(Hand.number)]
        assert numbers == list(range(1, per_table + 1))
    raced = [h.number for h in Hand.select().where(Hand.game == gids[16]).order_by(Hand.number)]
    assert raced == list(range(1, race_target + 1))
    assert sum(r["done"] for r in results[16:]) == race_target  # every acknowledged hand, none twice
    assert sum(r["done"] for r in results[:16]) == 16 * per_table
    assert check_tournament(tid) == []


ACT = r"""
import sys
from tournament_app.services import games
from tournament_app.services.base import ConflictError
from tournament_app.storage.database import open_database
open_database(sys.argv[1])
gid, action, seen = int(sys.argv[2]), sys.argv[3], sys.argv[4]
if action == "look":
    print(games.game_view(gid).version)
    raise SystemExit
ron = lambda w, l, han=1: {"result": "ron", "winner": w, "loser": l, "han": han, "fu": 30}
change = {"undo": lambda v: games.undo_last_hand(gid, seen=v),
          "record": lambda v: games.record_hand(gid, games.game_view(gid).next_number, ron(3, 0), seen=v),
          "edit2": lambda v: games.edit_hand(gid, 2, ron(2, 0, 3), seen=v),
          "edit2b": lambda v: games.edit_hand(gid, 2, ron(2, 0, 2), seen=v),
          "insert2": lambda v: games.insert_hand(gid, 2, ron(3, 1), seen=v),
          "delete2": lambda v: games.delete_hand(gid, 2, seen=v)}[action]
try:
    change(int(seen))
    print("ok")
except ConflictError:
    print("conflict")
"""

SCENARIOS = [("record", "undo"), ("undo", "record"), ("edit2", "edit2b"), ("edit2b", "edit2"),
             ("insert2", "delete2"), ("delete2", "insert2")]


@pytest.mark.parametrize(("first", "second"), SCENARIOS)
def test_two_desks_correcting_one_game(tournament_db: str, first: str, second: str) -> None:
    tid, ids = tournament_with_players(4)
    rounds.seat_round(tid, "manual", tables=[ids])
    gid = games.games_of_round(tid, 1)[0]
    games.record_hand(gid, 1, ron(1, 0))
    games.record_hand(gid, 2, ron(2, 0))
    close_database()

    def desk(action: str, seen: str = "") -> str:
        out = children.run([sys.executable, "-c", ACT, tournament_db, str(gid), action, seen],
                           capture_output=True, timeout=60)
        assert out.returncode == 0, out.stderr
        return out.stdout.strip()

    seen_a, seen_b = desk("look"), desk("look")  # both desks show the game
    assert desk(first, seen_a) == "ok"
    open_database(tournament_db)
    stored = games.game_view(gid)
    close_database()
    assert desk(second, seen_b) == "conflict"  # B never saw A's change: refused
    open_database(tournament_db)
    after = games.game_view(gid)
    assert (after.hands, after.version) == (stored.hands, stored.version)  # nothing overwritten
    assert desk(second, desk("look")) == "ok"  # after reloading, B's change goes through

"""Two desks (processes) recording into the same database file at once lose and duplicate nothing."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from tournament_app.services import games
from tournament_app.services.check import check_tournament
from tournament_app.storage.database import close_database, open_database
from tournament_app.storage.models import Hand

from .helpers import one_table

WRITER = r"""
import sys, time
from pathlib import Path
from tournament_app.messages import UserError
from tournament_app.services import games
from tournament_app.storage.database import open_database
open_database(sys.argv[1])
game_id, target = int(sys.argv[2]), int(sys.argv[3])
barrier = Path(sys.argv[4])
(barrier / sys.argv[5]).touch()
while len(list(barrier.iterdir())) < 2:  # start together, so that the two really race
    time.sleep(0.005)
acknowledged = refused = 0
while True:
    number = games.game_view(game_id).next_number
    if number > target:
        break
    try:
        # the dealer is tenpai at every draw: the deal never passes, the game never ends
        games.record_hand(game_id, number, {"result": "draw", "tenpai": [0], "riichi": []})
        acknowledged += 1
    except UserError:
        refused += 1  # the other desk recorded this hand first: the guard refused the duplicate
print(acknowledged, refused)
"""


def test_two_desks_on_one_game_store_each_hand_once(tournament_db: str, tmp_path: Path) -> None:
    tid, _, gid = one_table()
    close_database()
    target = 120
    barrier = tmp_path / "barrier"
    barrier.mkdir()
    procs = [subprocess.Popen([sys.executable, "-c", WRITER, str(tournament_db), str(gid), str(target),
                               str(barrier), name], stdout=subprocess.PIPE, text=True) for name in "ab"]
    results = [[int(n) for n in p.communicate(timeout=120)[0].split()] for p in procs]
    counts = [acknowledged for acknowledged, _refused in results]
    assert all(p.returncode == 0 for p in procs)
    open_database(tournament_db)
    numbers = [h.number for h in Hand.select().where(Hand.game == gid).order_by(Hand.number)]
    assert numbers == list(range(1, target + 1))
    assert sum(counts) == target  # every acknowledged hand is there, none twice
    # the two really raced: both recorded hands, or one was refused a hand the other had just recorded
    assert min(counts) > 0 or sum(refused for _acknowledged, refused in results) > 0, results
    assert [json.loads(h.data)["result"] for h in Hand.select()] == ["draw"] * target
    assert games.game_view(gid).current.honba == target
    assert check_tournament(tid) == []

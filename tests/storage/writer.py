"""A separate writer process for the reliability tests.

    python -m tests.storage.writer DB GAME_ID COUNT [PAUSE]

Opens DB, prints "ready", waits for a line on stdin, then adds COUNT hands to the game, one transaction
each, numbering them inside the transaction; prints each number once it is committed, then pauses
PAUSE seconds (default 0) as a referee would, which lets another writer in between.
"""

from __future__ import annotations

import sys
import time

from peewee import fn

from tests.storage.helpers import hand_fields
from tournament_app.storage import open_database
from tournament_app.storage.models import Hand


def main(path: str, game_id: int, count: int, pause: float = 0) -> None:
    db = open_database(path)
    print("ready", flush=True)
    sys.stdin.readline()
    for _ in range(count):
        with db.atomic():
            number = (Hand.select(fn.MAX(Hand.number)).where(Hand.game == game_id).scalar() or 0) + 1
            Hand.create(game=game_id, **hand_fields(number))
        print(number, flush=True)
        time.sleep(pause)


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), float(sys.argv[4]) if len(sys.argv) > 4 else 0)

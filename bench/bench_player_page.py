"""Issue 40: a player's page opens as fast as before it showed statistics, ratings and all events.

    python bench/bench_player_page.py                   # on bench_people_stats.py's database
    python bench/bench_player_page.py --db FILE --repeat 5

Each run builds the page of the first player of the newest event (a person with a player in every one
of the 20 events of 128 players × 10 rounds), shows it offscreen and lets Qt paint it: what a
double-click in the standings costs. Then the Statistics tab is clicked (this event's figures and, for a
person, every event's) and the Rating tab (the rating over every event), each timed on its own.
"""

from __future__ import annotations

import argparse
import json
import os
import time
from pathlib import Path


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--db", type=Path, default=Path("/tmp/bench-people/people-20x128x10.sqlite3"))
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from tournament_app.storage.database import open_database
    from tournament_app.storage.models import Registration, Tournament
    from tournament_app.ui.app import application
    from tournament_app.ui.context import AppContext
    from tournament_app.ui.player_page import PlayerPage

    app = application()
    open_database(args.db, read_only_ok=True)
    tid = Tournament.select(Tournament.id).order_by(Tournament.id.desc()).first().id
    pid = (Registration.select(Registration.player).where(Registration.tournament == tid)
           .order_by(Registration.player).first().player_id)
    ctx = AppContext(QSettings(str(args.db.with_suffix(".ini")), QSettings.Format.IniFormat), str(args.db))
    ctx.tournament_id = tid
    opened, stats, rating = [], [], []
    for _ in range(args.repeat):
        started = time.perf_counter()
        page = PlayerPage(ctx, pid)
        page.show()
        QApplication.processEvents()
        opened.append(time.perf_counter() - started)
        for index, into in ((1, stats), (getattr(page, "rating_tab", None), rating)):
            if index is None:
                continue
            started = time.perf_counter()
            page.tabs.setCurrentIndex(index)
            QApplication.processEvents()
            into.append(time.perf_counter() - started)
        page.close()
        page.deleteLater()
        QApplication.processEvents()
    print(json.dumps({"database": str(args.db), "open_seconds": round(min(opened), 3),
                      "statistics_tab_seconds": round(min(stats), 3) if stats else None,
                      "rating_tab_seconds": round(min(rating), 3) if rating else None,
                      "runs": [round(t, 3) for t in opened]}))
    app.quit()


if __name__ == "__main__":
    main()

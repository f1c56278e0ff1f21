"""A desk whose PostgreSQL server goes silent: run by test_desk_server.py inside a network namespace
of its own (``unshare -n``), where taking the loopback link down cuts every connection without a word,
as a server laptop's battery or the venue's Wi-Fi does. Prints what it measured as one JSON line.

    unshare -n sh -c 'ip link set lo up && exec python -m tests.ui.silent_desk FOLDER_FILE'

FOLDER_FILE gets the cluster's folder first, so that the caller can stop the cluster whatever happens.
"""

from __future__ import annotations

import itertools
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from tests import children

SCRIPT = Path(__file__).resolve().parents[2] / "tools" / "pg_test_server.sh"


def link(up: bool) -> None:
    subprocess.run(["ip", "link", "set", "lo", "up" if up else "down"], check=True)


def main() -> int:
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    line = children.run(["bash", str(SCRIPT), "start"], capture_output=True, check=True).stdout
    env = dict(part.split("=", 1) for part in line.replace("export ", "").split())
    url, folder = env["TOURNAMENT_APP_TEST_PG"], env["TOURNAMENT_APP_TEST_PG_DIR"]
    Path(sys.argv[1]).write_text(folder, encoding="utf-8")
    try:
        print(json.dumps(run(url)), flush=True)
    finally:
        link(True)
        subprocess.run(["bash", str(SCRIPT), "stop", folder], capture_output=True)
    return 0


def run(url: str) -> dict[str, object]:
    from PySide6.QtCore import QSettings, Qt, QTimer
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from tests.services.helpers import one_table
    from tournament_app.services import games
    from tournament_app.storage.database import open_database
    from tournament_app.ui.context import AppContext
    from tournament_app.ui.desk import DeskWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    open_database(url)
    tid, _, gid = one_table()
    ctx = AppContext(QSettings(str(Path(tempfile.mkdtemp()) / "s.ini"), QSettings.Format.IniFormat), url)
    ctx.tournament_id = tid
    ctx.follow_changes()
    desk = DeskWindow(ctx, gid)
    desk.show()
    QTest.qWait(500)
    ticks: list[float] = []  # the window's event loop, every 50 ms: the longest gap is how long it was held
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start(50)

    def wait_for(condition: object, limit: float) -> float | None:
        started = time.monotonic()
        while time.monotonic() - started < limit:
            QTest.qWait(50)
            if condition():  # type: ignore[operator]
                return round(time.monotonic() - started, 1)
        return None

    def lost() -> bool:
        return desk.connection_status.isVisible() and not ctx.reachable

    def back() -> bool:
        return ctx.reachable and desk.connection_status.isVisible()

    for key in "r24":
        QTest.keyClicks(app.focusWidget() or desk, key)
    QTest.keyClicks(desk.value_edit, "7700")
    out: dict[str, object] = {}
    # 1. silence while the referee types: the desk says so by itself
    link(False)
    ticks.clear()
    out["said_after_s"] = wait_for(lost, 30)
    out["held_while_silent_s"] = round(max((b - a for a, b in itertools.pairwise(ticks)), default=0), 1)
    link(True)
    out["back_after_s"] = wait_for(back, 30)
    # 2. silence, and Enter at once (before anything noticed it): the Enter gives up, the entry is kept
    link(False)
    QTest.qWait(1000)
    started = time.monotonic()
    QTest.keyClick(desk.value_edit, Qt.Key.Key_Return)
    out["enter_s"] = round(time.monotonic() - started, 1)
    out["enter_said"] = lost() and desk.value_edit.text() == "7700"
    link(True)
    out["back_again_after_s"] = wait_for(back, 30)
    QTest.keyClick(desk.value_edit, Qt.Key.Key_Return)
    QTest.qWait(200)
    out["stored"] = [h.get("han") for h in games.game_view(gid).hands]
    timer.stop()
    ctx.stop_following()
    desk.close()
    return out


if __name__ == "__main__":
    sys.exit(main())

"""``tournament-app --self-test``: the whole app once, on a temporary database, without a user.

Opens the main window, records a hand at the score desk, settles the game, exports the workbook
and prints the standings to PDF, then exits 0. Used after installing (and by CI on the bundle)
to prove the installation works, headless included.
"""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

from tournament_app.platform import display


def run_self_test() -> int:
    if display.headless():
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        os.environ.setdefault("QT_LOGGING_RULES", "qt.qpa.*=false")  # offscreen has no window manager
    started = time.perf_counter()
    from PySide6.QtCore import QSettings

    from tournament_app.export.outputs import export_workbook, print_document
    from tournament_app.services import games, players, rounds, tournaments
    from tournament_app.storage.database import close_database, open_database
    from tournament_app.ui.app import application

    app = application()
    steps: list[str] = []
    with tempfile.TemporaryDirectory(prefix="tournament-app-self-test-") as tmp:
        folder = Path(tmp)
        db_path = folder / "self-test.sqlite3"
        open_database(db_path)
        tid = tournaments.create_tournament("Self-test")
        ids = [players.add_player(tid, name) for name in ("佐藤", "鈴木", "高橋", "田中")]
        rounds.seat_round(tid, "manual", tables=[ids])
        steps.append("database")

        from tournament_app.ui.main_window import MainWindow

        settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
        window = MainWindow(settings, str(db_path))
        window.show()
        app.processEvents()
        steps.append("main window")

        game_id = games.games_of_round(tid, 1)[0]
        window.open_desk(game_id)
        desk = window.desks[game_id]
        app.processEvents()
        desk.set_result("ron")
        desk.press_seat(1)
        desk.press_seat(3)
        desk.value_edit.setText("7700")
        desk._value_typed("7700")
        desk.confirm()
        app.processEvents()
        view = games.game_view(game_id)
        _check([o.deltas for o in view.outcomes] == [(0, 7700, 0, -7700)], "the hand at the desk")
        steps.append("hand recorded")

        result = games.finish_game(game_id, force=True)
        _check(sum(result.points) == 0 and games.game_view(game_id).state == "finished", "the settlement")
        steps.append("game settled")

        workbook = folder / "self-test.xlsx"
        export_workbook(tid, workbook)
        _check(workbook.stat().st_size > 0, "the workbook")
        steps.append("workbook exported")

        pdf = folder / "self-test.pdf"
        print_document(tid, "standings", pdf)
        _check(pdf.read_bytes()[:4] == b"%PDF", "the PDF")
        steps.append("standings printed")

        for desk_window in list(window.desks.values()):
            desk_window.close()
        window.close()
        app.processEvents()
        close_database()
    print(f"self-test passed in {time.perf_counter() - started:.1f} s: " + ", ".join(steps))
    return 0


def _check(ok: bool, what: str) -> None:
    if not ok:
        raise RuntimeError(f"self-test failed: {what}")

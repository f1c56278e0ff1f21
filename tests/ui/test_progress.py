"""Long jobs off the GUI thread (issue 17, item 5): a progress dialog with Cancel, a responsive window,
and nothing half-written when the user cancels."""

from __future__ import annotations

import threading
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QProgressDialog, QPushButton
from pytestqt.qtbot import QtBot

from tests.ui.ui_helpers import capture_boxes
from tournament_app.files.progress import Cancelled, Progress
from tournament_app.services import connection, players, tournaments
from tournament_app.services.demo import create_demo
from tournament_app.storage.database import close_database, open_database
from tournament_app.storage.models import db_proxy
from tournament_app.ui import progress as ui_progress
from tournament_app.ui.errors import user_errors
from tournament_app.ui.main_window import MainWindow
from tournament_app.ui.progress import run_job
from tournament_app.ui.saved_note import SavedNote
from tournament_app.words.messages import Message, UserError

SLOW_STEP_S = 0.03  # each progress report of the job waits this long: a big league's export, in small


def make_window(qtbot: QtBot, db: Path, tmp_path: Path) -> MainWindow:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings, str(db))
    qtbot.addWidget(window)
    window.show()
    return window


def slow_reports(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, int]]:
    """Make every job report wait a little (the work itself is the real one on the real database);
    returns the reports as they arrive."""
    real = ui_progress._Job.report
    seen: list[tuple[int, int]] = []

    def slow(self: ui_progress._Job, done: int, total: int) -> None:
        time.sleep(SLOW_STEP_S)
        seen.append((done, total))
        real(self, done, total)

    monkeypatch.setattr(ui_progress._Job, "report", slow)
    return seen


class Ticker:
    """A timer on the GUI thread: its ticks show that the window kept processing events."""

    def __init__(self) -> None:
        self.ticks: list[float] = []
        self.timer = QTimer()
        self.timer.setInterval(10)
        self.timer.timeout.connect(lambda: self.ticks.append(time.monotonic()))
        self.timer.start()

    def between(self, start: float, end: float) -> list[float]:
        return [t for t in self.ticks if start <= t <= end]


def press_cancel_when_shown(qtbot: QtBot, pressed: list[tuple[Qt.WindowModality, object]], after_reports: int,
                            seen: list[tuple[int, int]]) -> QTimer:
    """Click the progress dialog's Cancel once it is on screen and the job has reported a few times;
    ``pressed`` gets the dialog's modality and parent (it is deleted with its job)."""
    timer = QTimer()
    timer.setInterval(20)

    def look() -> None:
        dialogs = [w for w in QApplication.topLevelWidgets()
                   if isinstance(w, QProgressDialog) and w.isVisible()]
        if dialogs and len(seen) >= after_reports and not pressed:
            button = dialogs[0].findChild(QPushButton)
            assert button is not None and button.text() == "Cancel"
            pressed.append((dialogs[0].windowModality(), dialogs[0].parent()))
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

    timer.timeout.connect(look)
    timer.start()
    return timer


@pytest.mark.parametrize("existed", [True, False])
def test_cancelling_an_export_leaves_the_old_file_and_no_temporary_one(
        qtbot: QtBot, tournament_db: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        existed: bool) -> None:
    create_demo(players_count=16, rounds_count=4, seed=3, name="Spring cup")
    window = make_window(qtbot, tournament_db, tmp_path)
    out = tmp_path / "exports"
    out.mkdir()
    target = out / "cup.xlsx"
    old = b"last week's workbook, kept"
    if existed:
        target.write_bytes(old)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    seen = slow_reports(monkeypatch)
    pressed: list[tuple[Qt.WindowModality, object]] = []
    # about half way: a report per game (read as it is written) and per sheet, some 21 in all
    clicker = press_cancel_when_shown(qtbot, pressed, 8, seen)
    ticker = Ticker()
    start = time.monotonic()
    window.export_workbook()  # returns when the job has stopped
    end = time.monotonic()
    clicker.stop()
    ticker.timer.stop()
    assert pressed, "the progress dialog never showed"
    assert pressed[0][0] == Qt.WindowModality.WindowModal and pressed[0][1] is window
    total = seen[-1][1]
    assert seen[-1][0] < total  # stopped half way, not at the end
    assert sorted(p.name for p in out.iterdir()) == (["cup.xlsx"] if existed else [])  # no ".~…" left
    if existed:
        assert target.read_bytes() == old
    assert not window.findChildren(SavedNote)  # nothing announced as saved
    # the window kept processing events all along: the timer ticked while the job ran
    ticks = ticker.between(start, end)
    assert len(ticks) >= 10
    gaps = [b - a for a, b in zip([start, *ticks], [*ticks, end], strict=True)]
    assert max(gaps) < 0.5


def test_an_export_run_to_the_end_writes_the_file_and_says_so(qtbot: QtBot, tournament_db: Path,
                                                              tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    create_demo(players_count=8, rounds_count=2, seed=3, name="Spring cup")
    window = make_window(qtbot, tournament_db, tmp_path)
    target = tmp_path / "cup.xlsx"
    target.write_bytes(b"old")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    seen = slow_reports(monkeypatch)
    window.export_workbook()
    from openpyxl import load_workbook

    assert "Standings" in load_workbook(target, read_only=True).sheetnames
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".~")] == []
    done = [d * 1000 // t for d, t in seen if t]
    assert done == sorted(done) and done[-1] >= 900  # steady, nearly to the end (then the file is moved)
    assert [n.path for n in window.findChildren(SavedNote)] == [target]


def test_a_quick_job_shows_no_dialog_and_returns_its_result(qtbot: QtBot, tournament_db: Path,
                                                           tmp_path: Path) -> None:
    tid = tournaments.create_tournament("Quick", "jpml")
    players.add_player(tid, "Sato")
    window = make_window(qtbot, tournament_db, tmp_path)
    threads: list[threading.Thread] = []

    def work(progress: Progress) -> list[str]:
        threads.append(threading.current_thread())
        progress(1, 1)
        return [p.name for p in players.list_players(tid)]  # read on the worker's own connection

    assert run_job(window, "Reading", work) == ["Sato"]
    assert threads[0] is not threading.main_thread()
    assert not [w for w in QApplication.topLevelWidgets() if isinstance(w, QProgressDialog) and w.isVisible()]


def test_a_job_refused_shows_why_and_a_bug_still_fails_loudly(qtbot: QtBot, tournament_db: Path,
                                                              tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    window = make_window(qtbot, tournament_db, tmp_path)
    boxes = capture_boxes(monkeypatch)

    def refused(_progress: Progress) -> None:
        raise UserError(Message("services", "that tournament no longer exists"))

    with user_errors(window) as failed:
        run_job(window, "Refused", refused)
    assert len(failed) == 1 and boxes.texts() == "That tournament no longer exists"

    def cancelled(_progress: Progress) -> None:
        raise Cancelled

    with user_errors(window) as failed:
        run_job(window, "Cancelled", cancelled)
    assert isinstance(failed[0], Cancelled) and len(boxes.shown) == 1  # nothing to explain

    def bug(_progress: Progress) -> None:
        raise KeyError("a bug")

    with pytest.raises(KeyError, match="a bug"), user_errors(window):
        run_job(window, "Bug", bug)


def test_the_worker_closes_its_own_connection(qtbot: QtBot, tournament_db: Path, tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    tournaments.create_tournament("Closing", "jpml")
    window = make_window(qtbot, tournament_db, tmp_path)
    closed: list[tuple[bool, bool]] = []
    real_end = connection.end_thread

    def spy() -> None:
        opened = not db_proxy.obj.is_closed()  # the worker's own connection (peewee: one per thread)
        real_end()
        closed.append((opened, db_proxy.obj.is_closed()))

    monkeypatch.setattr(connection, "end_thread", spy)
    assert run_job(window, "Listing", lambda _p: len(tournaments.list_tournaments())) == 1
    assert closed == [(True, True)]
    assert not db_proxy.obj.is_closed()  # the window's connection stays open
    assert [t.name for t in tournaments.list_tournaments()] == ["Closing"]


def test_a_read_only_database_is_read_in_the_worker(qtbot: QtBot, tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "t.sqlite3"
    open_database(path)
    create_demo(players_count=4, rounds_count=1, seed=2, name="Read-only cup")
    close_database()
    open_database(f"file:{path}?mode=ro", read_only_ok=True)
    try:
        window = make_window(qtbot, path, tmp_path)
        assert connection.read_only() and connection.can_work_in_thread()
        target = tmp_path / "ro.xlsx"
        monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
        window.export_workbook()
        assert target.stat().st_size > 0
    finally:
        close_database()


def test_a_database_in_memory_runs_the_job_here_and_can_still_cancel(qtbot: QtBot) -> None:
    open_database(":memory:")
    try:
        assert not connection.can_work_in_thread()  # another connection would see an empty database
        tid = tournaments.create_tournament("In memory", "jpml")
        threads: list[threading.Thread] = []

        def work(progress: Progress) -> str:
            threads.append(threading.current_thread())
            progress(0, 1)
            return tournaments.tournament_info(tid).name

        assert run_job(None, "Reading", work) == "In memory"
        assert threads == [threading.main_thread()]
        ticks: list[float] = []
        timer = QTimer()
        timer.timeout.connect(lambda: ticks.append(time.monotonic()))
        timer.start(5)
        shown: list[QProgressDialog] = []

        start = time.monotonic()

        def long(progress: Progress) -> None:
            for step in range(400):
                time.sleep(0.005)
                progress(step, 400)
                dialogs = [w for w in QApplication.topLevelWidgets()
                           if isinstance(w, QProgressDialog) and w.isVisible()]
                if dialogs and not shown and time.monotonic() - start > 0.6:
                    shown.append(dialogs[0])
                    dialogs[0].cancel()  # as the Cancel button does

        with pytest.raises(Cancelled):
            run_job(None, "Long", long)
        timer.stop()
        assert shown and len(ticks) >= 5  # events were processed between the steps
    finally:
        close_database()



def test_a_worker_exports_from_either_back_end_and_leaves_no_connection(
        qtbot: QtBot, backend_db: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The same export from a PostgreSQL tournament (the shared server): the worker opens its own
    connection to the server, reads, writes the file and closes that connection."""
    from openpyxl import load_workbook

    create_demo(players_count=8, rounds_count=2, seed=4, name="Server cup")
    window = make_window(qtbot, backend_db, tmp_path)  # type: ignore[arg-type]
    target = tmp_path / "server.xlsx"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    closed: list[bool] = []
    real_end = connection.end_thread

    def end_and_look() -> None:
        real_end()
        closed.append(db_proxy.obj.is_closed())  # the worker thread's own connection

    monkeypatch.setattr(connection, "end_thread", end_and_look)
    window.export_workbook()
    assert "Standings" in load_workbook(target, read_only=True).sheetnames
    assert closed and all(closed)
    assert not db_proxy.obj.is_closed()  # the window's own connection goes on


def test_no_qt_object_is_deleted_on_the_gui_thread_while_a_worker_runs(qtbot: QtBot, tournament_db: Path,
                                                                      tmp_path: Path) -> None:
    """A QObject's destructor on the GUI thread, while the worker calls into Qt, once left both waiting
    for each other (the GIL and one of Qt's signal-slot locks): a print of player reports that never
    ended. Objects scheduled for deletion wait for the job's end; the dialog goes with its job."""
    import gc

    from PySide6.QtWidgets import QLabel

    window = make_window(qtbot, tournament_db, tmp_path)
    doomed = QLabel("closed a moment ago", window)
    gone: list[str] = []
    doomed.destroyed.connect(lambda: gone.append("label"))
    doomed.deleteLater()  # as a window closed just before the print would be
    seen: list[tuple[list[str], bool]] = []
    ticker = Ticker()

    def work(progress: Progress) -> None:
        for n in range(8):  # long enough for the GUI thread's loop to run many times
            time.sleep(SLOW_STEP_S)
            progress(n, 8)
        seen.append((list(gone), gc.isenabled()))

    ticker.timer.start()
    try:
        run_job(window, "Printing", work)
    finally:
        ticker.timer.stop()
    assert len(ticker.ticks) >= 3  # the GUI thread did run its loop meanwhile
    assert seen == [([], False)]  # nothing deleted, no collection, while the worker ran
    assert gc.isenabled()
    assert not window.findChildren(QProgressDialog)  # deleted with the job, not later in the next one
    qtbot.waitUntil(lambda: gone == ["label"])  # and the label once the job had ended

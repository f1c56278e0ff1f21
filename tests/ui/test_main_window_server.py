"""The main window on a PostgreSQL server that restarts or stops (issue 35, item 3): every tab, the
projector, the league seasons and a player's page keep what they show, no traceback, one status line
as on the desks ("Database not reachable … Reconnecting by itself…", then "Connected again"), a write
tried meanwhile says that nothing was stored, and everything is read again once the server is back.

Each test runs its own throwaway cluster (tools/pg_test_server.sh), so stopping it disturbs no other
test. The refreshes are triggered while the server is down, not raced against a restart."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest
from PySide6.QtCore import QSettings, Qt
from pytestqt.qtbot import QtBot

from tournament_app.services import penalties, players, rounds, tournaments
from tournament_app.services.demo import create_demo
from tournament_app.storage.database import open_database
from tournament_app.ui.context import AppContext
from tournament_app.ui.main_window import MainWindow
from tournament_app.ui.players_view import PlayerDialog, PlayersView
from tournament_app.ui.rounds_view import RoundsView
from tournament_app.ui.seating_dialogs import SeatRoundDialog
from tournament_app.words.messages import Message, UserError

from .test_desk_server import _server, own_server  # noqa: F401 - the fixture is used by name
from .ui_helpers import Boxes, capture_boxes, make_ctx, patch_exec

TABS = ("tournament", "players", "rounds", "standings", "penalties")
BACK_S = 15  # the watcher retries a lost server every 2 s; a slow machine's cluster start included


@pytest.fixture
def window(qtbot: QtBot, own_server: tuple[str, str],  # noqa: F811 - the fixture, by name
           tmp_path: Path) -> Iterator[MainWindow]:
    """The main window on a 16-player tournament of two finished rounds and a penalty, every tab
    built and shown once."""
    url, _folder = own_server
    open_database(url)
    tid = create_demo(players_count=16, rounds_count=2, seed=3, name="Server cup")
    first = players.list_players(tid)[0]
    penalties.add_penalty(tid, first.id, -100, "late", 1)
    win = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat), url)
    qtbot.addWidget(win)
    win.show()
    assert win.tabs is not None
    for index in range(len(TABS)):
        win.tabs.setCurrentIndex(index)
        qtbot.wait(10)
    win.tabs.setCurrentIndex(0)
    yield win
    win.close()


def _stderr_clean(capfd: pytest.CaptureFixture[str]) -> None:
    err = capfd.readouterr().err
    assert "Traceback" not in err and "DatabaseError" not in err, err


def _shown(win: MainWindow) -> dict[str, object]:
    """What the tabs show, as the referee reads it."""
    assert win.tabs is not None
    page = win.tabs.page
    return {"tournament": page(0).name.text(),  # type: ignore[attr-defined]
            "players": len(page(1).model.rows),  # type: ignore[attr-defined]
            "rounds": (page(2).round_list.count(), page(2).model.rowCount()),  # type: ignore[attr-defined]
            "standings": len(page(3).model.rows),  # type: ignore[attr-defined]
            "penalties": len(page(4).model.rows)}  # type: ignore[attr-defined]


def _every_refresh(qtbot: QtBot, win: MainWindow) -> None:
    """Every way the main window's views read the record again: a change from another desk, each
    tab shown, another round chosen, the standings' sub-tabs, the projector's timer and its reveal
    key, the league seasons, a player's page."""
    assert win.tabs is not None
    win.ctx.changed.emit()  # as the watcher does for another desk's change
    for index in range(len(TABS)):
        win.tabs.setCurrentIndex(index)
        qtbot.wait(10)
        win.ctx.changed.emit()
    win.rounds_view.round_list.setCurrentRow(0)
    for sub in range(3):
        win.standings_view.tabs.setCurrentIndex(sub)
    win.projector.refresh()  # type: ignore[union-attr]
    qtbot.keyClick(win.projector, Qt.Key.Key_V)  # type: ignore[arg-type]
    win.seasons.refresh()  # type: ignore[union-attr]
    win.standings_view.player_page.refresh()
    qtbot.wait(50)


def _open_windows(qtbot: QtBot, win: MainWindow) -> None:
    win.show_projector()
    win.show_seasons()
    win.tabs.setCurrentIndex(3)  # type: ignore[union-attr]
    standings = win.standings_view
    standings.tabs.setCurrentIndex(0)
    qtbot.wait(10)
    centre = standings.table.visualRect(standings.table.model().index(0, 1)).center()
    # a real double-click: press, release, then the double-click event (an item view wants both)
    qtbot.mouseClick(standings.table.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    qtbot.mouseDClick(standings.table.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    qtbot.waitUntil(lambda: getattr(standings, "player_page", None) is not None)
    assert standings.player_page.heading.text()  # it read the player


def _rename_tournament(url: str, name: str) -> None:
    """Another program's change, with no notification: only a re-read shows it."""
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute("UPDATE tournament SET name = %s", (name,))


def test_a_restart_under_every_view_leaves_no_traceback_and_all_is_read_again(
        qtbot: QtBot, window: MainWindow, own_server: tuple[str, str],  # noqa: F811
        capfd: pytest.CaptureFixture[str]) -> None:
    url, folder = own_server
    _open_windows(qtbot, window)
    before = _shown(window)
    said: list[bool] = []
    window.ctx.connection_changed.connect(lambda reachable, _why: said.append(reachable))
    capfd.readouterr()
    _server("restart", folder)  # every connection of the app ends here
    _rename_tournament(url, "Renamed cup")  # before the window can poll: no event ran since
    _every_refresh(qtbot, window)  # the first meets the dead connection
    _stderr_clean(capfd)
    assert said[:1] == [False]  # said, until the watcher has connected anew (at once: it is back)
    line = window.connection_line
    qtbot.waitUntil(lambda: "Connected again" in line.text() and line.isVisible(), timeout=BACK_S * 1000)
    assert said == [False, True]  # once each, no flicker
    qtbot.waitUntil(lambda: _shown(window)["tournament"] == "Renamed cup", timeout=2000)
    assert {k: v for k, v in _shown(window).items() if k != "tournament"} == {
        k: v for k, v in before.items() if k != "tournament"}
    _stderr_clean(capfd)


def test_a_stopped_server_keeps_every_view_says_so_and_comes_back(
        qtbot: QtBot, window: MainWindow, own_server: tuple[str, str],  # noqa: F811
        capfd: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    url, folder = own_server
    _open_windows(qtbot, window)
    before = _shown(window)
    assert before["players"] == 16 and before["rounds"] == (2, 4) and before["penalties"] == 1
    assert window.ctx.reachable
    capfd.readouterr()
    _server("halt", folder)
    _every_refresh(qtbot, window)
    _stderr_clean(capfd)
    assert _shown(window) == before  # the last data stays up
    line = window.connection_line
    assert line.isVisible() and "Database not reachable" in line.text()
    assert "Reconnecting by itself" in line.text() and line.toolTip()  # the driver's words, on hover
    assert window.statusBar().isAncestorOf(line)
    for other in (window.seasons, window.standings_view.player_page):
        assert other is not None
        assert any("Database not reachable" in label.text() for label in _connection_lines(other))
    assert not window.ctx.reachable  # the projector's footer says so from this
    fresh = RoundsView(window.ctx)  # a page first shown now claims nothing it has not read
    qtbot.addWidget(fresh)
    fresh.show()
    assert fresh.round_list.count() == 0 and not fresh.no_rounds.isVisible()

    boxes = capture_boxes(monkeypatch)
    window.tabs.setCurrentIndex(2)  # type: ignore[union-attr]
    qtbot.mouseClick(window.rounds_view.history_button, Qt.MouseButton.LeftButton)  # reads: refused
    _said_nothing_stored(boxes, 1)
    _stderr_clean(capfd)
    assert not window.connection_line.text().startswith("Connected")

    _server("resume", folder)
    _rename_tournament(url, "Back cup")  # before the window can poll: no event ran since
    qtbot.waitUntil(lambda: "Connected again" in line.text(), timeout=BACK_S * 1000)
    qtbot.waitUntil(lambda: _shown(window)["tournament"] == "Back cup", timeout=2000)
    assert not [label for other in (window.seasons, window.standings_view.player_page)
                for label in _connection_lines(other) if "not reachable" in label.text()]
    _stderr_clean(capfd)


def _connection_lines(widget: object) -> list:
    from PySide6.QtWidgets import QLabel

    return [label for label in widget.findChildren(QLabel)  # type: ignore[attr-defined]
            if label.objectName() == "connectionLine" and label.isVisible()]


def _said_nothing_stored(boxes: Boxes, count: int) -> None:
    assert len(boxes.shown) == count, boxes.shown
    kind, title, text = boxes.shown[-1]
    assert (kind, title) == ("warning", "Database not reachable"), boxes.shown
    assert "nothing was stored" in text and "Connected again" in text, text


def test_writes_tried_while_the_server_is_down_say_nothing_was_stored(
        qtbot: QtBot, window: MainWindow, own_server: tuple[str, str],  # noqa: F811
        capfd: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """A player renamed and a round seated in dialogs opened before the server stopped, OK pressed
    after, and dialogs opened while it is down: each says that nothing was stored, a dialog keeps what
    was typed, and nothing is."""
    folder = own_server[1]
    tid = window.ctx.tournament_id
    assert tid is not None
    player = players.list_players(tid)[0]
    boxes = capture_boxes(monkeypatch)
    capfd.readouterr()

    def rename(dialog: PlayerDialog) -> None:
        dialog.name.selectAll()
        qtbot.keyClicks(dialog.name, "Renamed During Outage")
        _server("halt", folder)
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        assert dialog.isVisible() and dialog.name.text() == "Renamed During Outage"  # kept, open
        dialog.reject()

    shown = patch_exec(monkeypatch, PlayerDialog, rename)
    window.tabs.setCurrentIndex(1)  # type: ignore[union-attr]
    view: PlayersView = window.tabs.page(1)  # type: ignore[assignment, union-attr]
    view.select_player(player.id)
    qtbot.mouseClick(view.edit_button, Qt.MouseButton.LeftButton)
    assert shown
    _said_nothing_stored(boxes, 1)
    assert "Database not reachable" in window.connection_line.text()

    qtbot.mouseClick(window.rounds_view.seat_button, Qt.MouseButton.LeftButton)  # reads first: refused
    _said_nothing_stored(boxes, 2)
    window.tabs.setCurrentIndex(4)  # type: ignore[union-attr]
    qtbot.mouseClick(window.tabs.page(4).add_button, Qt.MouseButton.LeftButton)  # type: ignore[union-attr, attr-defined]
    _said_nothing_stored(boxes, 3)
    _stderr_clean(capfd)

    _server("resume", folder)
    qtbot.waitUntil(lambda: "Connected again" in window.connection_line.text(), timeout=BACK_S * 1000)

    def seat(dialog: SeatRoundDialog) -> None:
        _server("halt", folder)
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        assert dialog.isVisible()
        dialog.reject()

    patch_exec(monkeypatch, SeatRoundDialog, seat)
    window.tabs.setCurrentIndex(2)  # type: ignore[union-attr]
    qtbot.mouseClick(window.rounds_view.seat_button, Qt.MouseButton.LeftButton)
    _said_nothing_stored(boxes, 4)
    _stderr_clean(capfd)

    _server("resume", folder)
    qtbot.waitUntil(lambda: window.ctx.reachable, timeout=BACK_S * 1000)
    assert [p.name for p in players.list_players(tid) if p.id == player.id] == [player.name]
    assert rounds.round_numbers(tid) == [1, 2]
    assert tournaments.tournament_info(tid).rounds == 2
    _stderr_clean(capfd)


def test_a_bug_in_a_refresh_still_fails_loudly(qtbot: QtBot, tournament_db: Path, tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """Only the database not answering is kept quiet: any other failure of a refresh propagates."""
    tid = create_demo(players_count=8, rounds_count=1, seed=2, name="Bug cup")
    ctx = make_ctx(tmp_path, tid)
    view = PlayersView(ctx)
    qtbot.addWidget(view)
    view.show()

    def broken(_tid: int) -> list:
        raise ZeroDivisionError("a bug")

    monkeypatch.setattr(players, "list_players", broken)
    with pytest.raises(ZeroDivisionError):
        view.refresh()
    refused = UserError(Message("services", "that tournament no longer exists"))
    with pytest.raises(UserError):
        ctx.guard_refresh(lambda: (_ for _ in ()).throw(refused))
    assert ctx.reachable


def test_an_unreachable_database_in_a_refresh_is_said_once_for_every_context(
        tmp_path: Path) -> None:
    """The refresh that met it returns False and every window's context hears it (a process has one
    database), without a message box."""
    from tournament_app.storage.database import DatabaseError

    first, second = make_ctx(tmp_path), AppContext(QSettings(str(tmp_path / "b.ini"),
                                                             QSettings.Format.IniFormat), "x")
    heard: list[tuple[bool, str]] = []
    second.connection_changed.connect(lambda ok, why: heard.append((ok, why)))

    def lost() -> None:
        raise DatabaseError("server_lost", "db", detail="connection refused")

    assert first.guard_refresh(lost) is False
    assert not first.reachable and not second.reachable
    assert len(heard) == 1 and heard[0][0] is False and "connection refused" in heard[0][1]

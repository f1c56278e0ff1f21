"""Issue 35 (9): the same game entered hand by hand with a ``C`` chombo hand and by its final scores
with the chombo ticked reads the same in the penalties tab, the standings table (Best and Worst
included) and the player's page, and the penalties tab corrects both the same way: through the game,
reopened with the reason, its desk asked for."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QDialog, QInputDialog, QMessageBox

from tests.services.chombo_pair import WAYS, Pair, X, both_ways
from tournament_app.services import penalties, standings
from tournament_app.storage.models import AuditEntry, Game
from tournament_app.ui.context import AppContext
from tournament_app.ui.history_dialog import history_rows
from tournament_app.ui.penalties_view import PenaltiesView
from tournament_app.ui.player_page import PlayerPage
from tournament_app.ui.standings_view import StandingsView


@pytest.fixture
def pair(backend_db: str) -> Pair:
    return both_ways()


@pytest.fixture
def ctx(backend_db: str, tmp_path: Path) -> Iterator[AppContext]:
    yield AppContext(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat), backend_db)


def headers(model: Any) -> list[str]:
    return [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]


def texts(model: Any, skip: tuple[int, ...] = ()) -> list[list[str]]:
    return [[model.index(r, c).data() for c in range(model.columnCount()) if c not in skip]
            for r in range(model.rowCount())]


def _view(qtbot: Any, ctx: AppContext, tid: int, kind: type) -> Any:
    ctx.set_tournament(tid)
    view = kind(ctx)
    qtbot.addWidget(view)
    view.resize(1366, 768)
    view.show()  # views read the record when on screen
    return view


def test_the_penalties_tab_lists_and_corrects_both_alike(qtbot: Any, ctx: AppContext, pair: Pair,
                                                         monkeypatch: pytest.MonkeyPatch,
                                                         tmp_path: Path) -> None:
    shown: dict[str, list[list[str]]] = {}
    asked: list[str] = []

    def exec_(dialog: QInputDialog) -> int:  # what an organiser types: the reason, then Reopen the game
        asked.append(dialog.labelText())
        assert dialog.okButtonText() == "Reopen the game"
        dialog.setTextValue("Player 01 made it, not Player 00")
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(QInputDialog, "exec", exec_)
    for way in WAYS:
        view = _view(qtbot, ctx, pair.tournament(way), PenaltiesView)
        view.grab().save(str(tmp_path / f"penalties-{way}.png"))
        shown[way] = texts(view.model, skip=(headers(view.model).index("Date"),))
        view.table.selectRow(0)
        assert view.cancel_button.isEnabled() and view.cancel_button.text() == "Correct chombo…"
        with qtbot.waitSignal(view.open_game) as opened:
            qtbot.mouseClick(view.cancel_button, Qt.MouseButton.LeftButton)
        assert opened.args == [pair.chombo_game[way]]
        assert Game.get_by_id(pair.chombo_game[way]).state == "in_progress"
        entry = AuditEntry.get((AuditEntry.action == "game.reopen")
                               & (AuditEntry.entity_id == pair.chombo_game[way]))
        assert json.loads(entry.after) == {"reason": "Player 01 made it, not Player 00"}
        assert view.model.rowCount() == 0  # out of the list with its game's result
        _names, rows = history_rows(pair.chombo_game[way])  # the desk's change history: who and why
        reopened = rows[-1]
        assert (reopened.action, reopened.detail) == ("Game reopened",
                                                      "why: Player 01 made it, not Player 00")
        if way == "final":
            assert rows[0].detail.endswith("chombo: Player 00")
    assert shown["desk"] == shown["final"] == [
        [X, "1", "1", "△40.0", "Chombo", "In the game's points", ""]]
    assert asked[0] == asked[1]
    assert asked[0].startswith("The chombo of Player 00 (△40.0) is part of the game at table 1 of round 1: ")


def test_a_correction_without_a_reason_changes_nothing(qtbot: Any, ctx: AppContext, pair: Pair,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    told: list[str] = []
    monkeypatch.setattr(QInputDialog, "exec", lambda dialog: QDialog.DialogCode.Accepted)
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("", True))  # (no dialog may wait)
    monkeypatch.setattr(QMessageBox, "information", lambda *a: told.append(a[2]))
    for way in WAYS:
        view = _view(qtbot, ctx, pair.tournament(way), PenaltiesView)
        view.table.selectRow(0)
        qtbot.mouseClick(view.cancel_button, Qt.MouseButton.LeftButton)
        assert Game.get_by_id(pair.chombo_game[way]).state == "finished"
        assert [r.in_game for r in penalties.list_penalties(pair.tournament(way))] == [True]
    assert told == ["The game stays as it is: a correction needs a reason."] * 2


def test_the_standings_table_and_the_players_page_read_the_same(qtbot: Any, ctx: AppContext, pair: Pair,
                                                                tmp_path: Path) -> None:
    tables, stats, pages = {}, {}, {}
    for way in WAYS:
        tid = pair.tournament(way)
        view = _view(qtbot, ctx, tid, StandingsView)
        view.grab().save(str(tmp_path / f"standings-{way}.png"))
        tables[way] = texts(view.model)
        stats[way] = texts(view.stats_model, skip=tuple(range(8, 21)))  # hand figures: none in final scores
        x = next(r for r in standings.standings(tid) if r.name == X)
        page = PlayerPage(ctx, x.player_id)
        qtbot.addWidget(page)
        pages[way] = (page.summary.text(), texts(page.games_model))
    assert tables["desk"] == tables["final"]
    header = headers(view.model)
    row = next(r for r in tables["final"] if r[1].startswith(X))
    assert [r[1] for r in tables["final"] if "best single game" in r[1]] == [
        "Player 04 (tie broken by best single game)", "Player 00 (tie broken by best single game)"]
    assert (row[header.index("Best")], row[header.index("Worst")], row[header.index("Penalties")]) == (
        "+17.0", "+10.0", "△40.0")
    assert stats["desk"] == stats["final"]
    assert pages["desk"] == pages["final"]
    assert "+17.0" in pages["final"][1][0]

"""Penalties: the dialog's points in tenths, storage through the service, totals in the standings."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox

from tournament_app.platform.colours import qcolour
from tournament_app.services import games, penalties, players, rounds, standings, tournaments
from tournament_app.ui import penalties_view
from tournament_app.ui.context import AppContext
from tournament_app.ui.penalties_view import POINTS_COLUMN, AddPenaltyDialog, PenaltiesView, parse_tenths
from tournament_app.ui.standings_view import TOTAL_COLUMN, StandingsView


@pytest.fixture
def ctx(tournament_db: Path, tmp_path: Path) -> AppContext:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    return AppContext(settings, str(tournament_db))


@pytest.fixture
def played(ctx: AppContext) -> tuple[int, list[int]]:
    """Four players who finished a game in round 1: +61.2 / +11.0 / △21.4 / △50.8."""
    tid = tournaments.create_tournament("Penalty cup", "jpml")
    ids = [players.add_player(tid, name, reading=reading, affiliation=club) for name, reading, club in (
        ("佐藤 太郎", "さとう たろう", "東京支部"), ("鈴木 花子", "すずき はなこ", "大阪支部"),
        ("高橋 健", "たかはし けん", ""), ("田中 翔太", "たなか しょうた", "東京支部"))]
    rounds.seat_round(tid, "manual", tables=[ids])
    games.record_final_scores(games.games_of_round(tid, 1)[0], [41200, 31000, 18600, 9200])
    ctx.set_tournament(tid)
    return tid, ids


def total_of(tid: int, player_id: int) -> int:
    return next(r.total for r in standings.standings(tid) if r.player_id == player_id)


def fill(dialog: AddPenaltyDialog, search: str, amount: float, reason: str, *, bonus: bool = False) -> None:
    """What a referee does: pick the player the completer offers, type the points and the reason."""
    combo = dialog.player_combo
    matches = [combo.itemText(i) for i in range(combo.count()) if search in combo.itemText(i)]
    assert len(matches) == 1, matches
    combo.setEditText(matches[0])
    dialog.points_spin.setValue(amount)
    dialog.bonus_check.setChecked(bonus)
    dialog.reason_edit.setText(reason)


@pytest.mark.parametrize(("text", "tenths"), [
    ("2.5", 25), ("0.3", 3), ("2,5", 25), ("10", 100), ("10.", 100), (" 7.0 ", 70), ("-1.5", -15),
    ("2.55", None), ("", None), ("abc", None), ("1e3", None), ("1.2.3", None),
])
def test_parse_tenths(text: str, tenths: int | None) -> None:
    assert parse_tenths(text) == tenths


def test_parse_tenths_in_a_comma_locale() -> None:
    assert parse_tenths("12,3", ",") == 123


def test_add_penalty_stores_tenths_and_lowers_the_total(ctx, played, qtbot, monkeypatch,
                                                        qtmodeltester) -> None:
    tid, ids = played
    view = PenaltiesView(ctx)
    standings_view = StandingsView(ctx)
    qtbot.addWidget(view)
    view.show()  # views read the record when on screen
    qtbot.addWidget(standings_view)
    standings_view.show()  # a hidden view catches up only when shown
    before = total_of(tid, ids[1])

    def exec_(dialog: AddPenaltyDialog) -> int:
        fill(dialog, "すずき", 2.5, "Late for round 1")
        assert dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
        dialog.accept()
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(AddPenaltyDialog, "exec", exec_)
    view.add_penalty()

    [stored] = penalties.list_penalties(tid)
    assert (stored.player_id, stored.points, stored.round, stored.reason) == (ids[1], -25, 1,
                                                                              "Late for round 1")
    assert total_of(tid, ids[1]) == before - 25
    assert view.proxy.index(0, POINTS_COLUMN).data() == "△2.5"
    assert view.proxy.index(0, POINTS_COLUMN).data(Qt.ItemDataRole.ForegroundRole) == qcolour("negative")
    row = next(r for r in standings_view.model.rows if r.player_id == ids[1])
    assert (row.total, row.penalties) == (before - 25, -25)  # the standings view followed ctx.notify()
    shown = {standings_view.proxy.index(r, 1).data(): standings_view.proxy.index(r, TOTAL_COLUMN).data()
             for r in range(4)}
    assert shown["鈴木 花子"] == "+8.5"
    qtmodeltester.check(view.model)


def test_cancelling_restores_the_total(ctx, played, qtbot, monkeypatch) -> None:
    tid, ids = played
    before = total_of(tid, ids[0])
    penalties.add_penalty(tid, ids[0], -25, "Slow play", 1)
    ctx.notify()
    view = PenaltiesView(ctx)
    qtbot.addWidget(view)
    view.show()  # views read the record when on screen
    assert total_of(tid, ids[0]) == before - 25
    assert not view.cancel_button.isEnabled()
    view.table.selectRow(0)
    assert view.cancel_button.isEnabled()

    monkeypatch.setattr(penalties_view.QInputDialog, "getText",
                        lambda *a, **k: ("Video showed no delay", True))
    view.cancel_penalty()

    [stored] = penalties.list_penalties(tid)
    assert stored.cancelled and stored.cancel_reason == "Video showed no delay"
    assert total_of(tid, ids[0]) == before
    status = [view.model.headerData(c, Qt.Orientation.Horizontal) for c in range(view.model.columnCount())]
    assert view.proxy.index(0, status.index("Status")).data() == "Cancelled"
    assert view.proxy.index(0, POINTS_COLUMN).data(Qt.ItemDataRole.FontRole).strikeOut()
    assert view.proxy.index(0, POINTS_COLUMN).data(Qt.ItemDataRole.ForegroundRole) == qcolour("muted")
    view.table.selectRow(0)
    assert not view.cancel_button.isEnabled()  # a cancelled penalty cannot be cancelled again


def test_cancelling_needs_a_reason(ctx, played, qtbot, monkeypatch) -> None:
    tid, ids = played
    penalties.add_penalty(tid, ids[0], -25, "Slow play")
    view = PenaltiesView(ctx)
    qtbot.addWidget(view)
    view.show()  # views read the record when on screen
    view.table.selectRow(0)
    told: list[str] = []
    monkeypatch.setattr(penalties_view.QInputDialog, "getText", lambda *a, **k: ("  ", True))
    monkeypatch.setattr(penalties_view.QMessageBox, "information", lambda *a: told.append(a[2]))
    view.cancel_penalty()
    assert told and not penalties.list_penalties(tid)[0].cancelled
    monkeypatch.setattr(penalties_view.QInputDialog, "getText", lambda *a, **k: ("whatever", False))
    view.cancel_penalty()  # backed out
    assert not penalties.list_penalties(tid)[0].cancelled


def test_dialog_refuses_until_complete(ctx, played, qtbot) -> None:
    tid, ids = played
    dialog = AddPenaltyDialog(players.list_players(tid), rounds.round_numbers(tid))
    qtbot.addWidget(dialog)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert not ok.isEnabled() and dialog.entry() is None
    dialog.player_combo.setEditText("佐藤")  # half-typed: not yet a player
    assert dialog.player_id() is None
    fill(dialog, "佐藤", 0.0, "x")
    assert not ok.isEnabled()  # 0.0 changes nothing
    fill(dialog, "佐藤", 40.0, "")
    assert not ok.isEnabled()  # the reason is required
    fill(dialog, "たなか", 0.3, "Bonus for fair play", bonus=True)
    assert ok.isEnabled()
    entry = dialog.entry()
    assert entry is not None
    assert (entry.player_id, entry.tenths, entry.round_number) == (ids[3], 3, 1)
    dialog.round_combo.setCurrentIndex(0)
    assert dialog.entry().round_number is None


def test_completer_matches_reading_and_affiliation(ctx, played, qtbot) -> None:
    tid, _ids = played
    dialog = AddPenaltyDialog(players.list_players(tid), [])
    qtbot.addWidget(dialog)
    completer = dialog.player_combo.completer()
    assert completer.filterMode() == Qt.MatchFlag.MatchContains
    completer.setCompletionPrefix("東京")
    assert completer.completionCount() == 2
    completer.setCompletionPrefix("はなこ")
    assert completer.completionCount() == 1
    assert dialog.round_combo.count() == 1  # no round seated: only "no round"


def test_service_refusal_shows_a_message(ctx, played, qtbot, monkeypatch) -> None:
    tid, _ids = played
    view = PenaltiesView(ctx)
    qtbot.addWidget(view)
    view.show()  # views read the record when on screen
    shown: list[str] = []
    monkeypatch.setattr("PySide6.QtWidgets.QMessageBox.warning", lambda *a: shown.append(a[2]))

    def exec_(dialog: AddPenaltyDialog) -> int:
        fill(dialog, "高橋", 1.0, "Phone rang")
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(AddPenaltyDialog, "exec", exec_)
    monkeypatch.setattr(penalties_view.penalties, "add_penalty",
                        lambda *a: penalties.cancel_penalty(999, "x"))  # a refusal from the service
    view.add_penalty()
    assert shown == ["That penalty no longer exists"]
    assert penalties.list_penalties(tid) == []


def test_a_chombo_from_the_desk_is_listed_and_corrected_through_its_game(qtbot, tournament_db,
                                                                         tmp_path) -> None:
    """Issue 10 (8): the Penalties tab shows the chombo recorded in a hand; it is not cancelled as a
    penalty but corrected through its game (issue 35, 9: tests/ui/test_chombo_views.py)."""
    from PySide6.QtCore import QSettings

    from tournament_app.services import games
    from tournament_app.ui.context import AppContext
    from tournament_app.ui.penalties_view import PenaltiesView

    from ..services.helpers import one_table, quick_game

    tid, _ids, gid = one_table()
    games.record_hand(gid, 1, {"result": "chombo", "player": 1})
    games.append_hands(gid, quick_game(), finish=True)
    ctx = AppContext(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat), str(tournament_db))
    ctx.tournament_id = tid
    view = PenaltiesView(ctx)
    qtbot.addWidget(view)
    view.show()
    view.table.selectRow(0)
    assert view.model.rowCount() == 1 and view.cancel_button.text() == "Correct chombo…"
    texts = [view.model.index(0, c).data() for c in range(view.model.columnCount())]
    assert "△40.0" in texts and "In the game's points" in texts

"""Shared pieces of the view tests: a context, patched modal dialogs, captured message boxes."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QDialog, QMessageBox

from tournament_app.ui.context import AppContext

if TYPE_CHECKING:
    from tournament_app.ui.main_window import MainWindow


def make_ctx(tmp_path: Path, tournament_id: int | None = None) -> AppContext:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    ctx = AppContext(settings, str(tmp_path / "tournament.sqlite3"))
    ctx.tournament_id = tournament_id
    return ctx


def patch_exec(monkeypatch: pytest.MonkeyPatch, dialog_class: type[QDialog],
               fill: Callable[[Any], None]) -> list[Any]:
    """Replace ``dialog_class.exec``: ``fill(dialog)`` plays the user's part (it presses OK or Cancel
    itself); returns the dialogs that were 'shown'."""
    shown: list[Any] = []

    def fake_exec(self: QDialog) -> int:
        shown.append(self)
        self.show()  # shown, not modal: clicks reach it and the test goes on
        fill(self)
        self.hide()
        return int(self.result())

    monkeypatch.setattr(dialog_class, "exec", fake_exec)
    return shown


@dataclass
class Boxes:
    """Message boxes that would have been shown: (kind, title, text)."""

    shown: list[tuple[str, str, str]] = field(default_factory=list)
    answer: QMessageBox.StandardButton = QMessageBox.StandardButton.Yes

    def texts(self) -> str:
        return "\n".join(text for _kind, _title, text in self.shown)


def capture_boxes(monkeypatch: pytest.MonkeyPatch) -> Boxes:
    boxes = Boxes()

    def static(kind: str) -> Callable[..., QMessageBox.StandardButton]:
        def show(_parent: Any, title: str, text: str, *_args: Any, **_kw: Any) -> QMessageBox.StandardButton:
            boxes.shown.append((kind, title, text))
            return boxes.answer if kind == "question" else QMessageBox.StandardButton.Ok
        return show

    for kind in ("warning", "critical", "information", "question"):
        monkeypatch.setattr(QMessageBox, kind, staticmethod(static(kind)))
    return boxes


def every_dialog(window: MainWindow) -> list[QDialog]:
    """One of each dialog of the app, over ``window`` showing a tournament with a seated round."""
    from tournament_app.services import games
    from tournament_app.services.players import list_players
    from tournament_app.services.rounds import round_numbers
    from tournament_app.ui.backup_ui import RestoreDialog
    from tournament_app.ui.connection_dialog import ConnectDialog, CopyDialog
    from tournament_app.ui.desk.actions import Shown
    from tournament_app.ui.desk.dialogs import FinalScoresDialog, SwapSeatsDialog
    from tournament_app.ui.format_dialog import FormatDialog
    from tournament_app.ui.hand_check_dialog import HandCheckDialog
    from tournament_app.ui.help_window import GuideWindow
    from tournament_app.ui.history_dialog import HistoryDialog
    from tournament_app.ui.penalties_view import AddPenaltyDialog
    from tournament_app.ui.player_page import PlayerPage
    from tournament_app.ui.players_view import PlayerDialog
    from tournament_app.ui.rounds_view import ManualSeatingDialog, SeatRoundDialog, SwapDialog
    from tournament_app.ui.rules_dialog import RulesDialog
    from tournament_app.ui.tournament_dialog import TournamentDialog

    ctx = window.ctx
    tid = ctx.tournament_id
    gid = games.games_of_round(tid, 1)[0]
    view = games.game_view(gid)
    first = list_players(tid)[0]
    return [TournamentDialog(ctx, None, window), TournamentDialog(ctx, tid, window), RulesDialog(ctx, window),
            PlayerDialog(ctx, None, window), PlayerDialog(ctx, first, window),
            SeatRoundDialog(ctx, window), ManualSeatingDialog(ctx, window),
            SwapDialog(ctx, 1, window.rounds_view.round_tables(), window, first_table=1),
            SwapSeatsDialog(view.names, window), FinalScoresDialog(Shown(view), lambda *_a: False, window),
            AddPenaltyDialog(list_players(tid), round_numbers(tid), window),
            ConnectDialog(ctx.settings, window), CopyDialog(ctx.settings, window),
            RestoreDialog(Path(ctx.db_path + ".backups"), window), HandCheckDialog(view.rules, window),
            FormatDialog(ctx, window), HistoryDialog(gid, "Round 1, table 1", window),
            PlayerPage(ctx, first.id, window), GuideWindow(window)]

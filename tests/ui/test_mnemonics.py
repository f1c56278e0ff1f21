"""Every dialog's Alt-keys are unique (issue 10, item 17): "&Name" and "Add && &next" both on Alt+N
moved the focus instead of pressing the button, and a space in the next name then pressed it."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QAbstractButton, QDialog, QGroupBox, QLabel, QWidget
from pytestqt.qtbot import QtBot

from tournament_app.i18n import set_language
from tournament_app.services import games, rounds
from tournament_app.services.players import list_players
from tournament_app.services.rounds import round_numbers
from tournament_app.ui.main_window import MainWindow

from ..services.helpers import tournament_with_players

_KEY = re.compile(r"&([^&\s])")


def mnemonics(dialog: QWidget) -> Counter[str]:
    keys: Counter[str] = Counter()
    texts = [w.text() for w in dialog.findChildren(QAbstractButton) if w.isVisibleTo(dialog)]
    texts += [w.text() for w in dialog.findChildren(QLabel) if w.buddy() is not None]
    texts += [w.title() for w in dialog.findChildren(QGroupBox)]
    for text in texts:
        keys.update(m.group(1).casefold() for m in _KEY.finditer(text.replace("&&", "")))
    return keys


def dialogs(window: MainWindow) -> list[QDialog]:
    from tournament_app.ui.backup_ui import RestoreDialog
    from tournament_app.ui.connection_dialog import ConnectDialog, CopyDialog
    from tournament_app.ui.desk.actions import Shown
    from tournament_app.ui.desk.dialogs import FinalScoresDialog, SwapSeatsDialog
    from tournament_app.ui.format_dialog import FormatDialog
    from tournament_app.ui.hand_check_dialog import HandCheckDialog
    from tournament_app.ui.penalties_view import AddPenaltyDialog
    from tournament_app.ui.players_view import PlayerDialog
    from tournament_app.ui.rounds_view import ManualSeatingDialog, SeatRoundDialog, SwapDialog
    from tournament_app.ui.rules_dialog import RulesDialog
    from tournament_app.ui.tournament_view import TournamentDialog

    ctx = window.ctx
    tid = ctx.tournament_id
    gid = games.games_of_round(tid, 1)[0]
    view = games.game_view(gid)
    return [TournamentDialog(ctx, None, window), RulesDialog(ctx, window), PlayerDialog(ctx, None, window),
            SeatRoundDialog(ctx, window), ManualSeatingDialog(ctx, window),
            SwapDialog(ctx, 1, window.rounds_view.round_tables(), window, first_table=1),
            SwapSeatsDialog(view.names, window), FinalScoresDialog(Shown(view), lambda *_a: False, window),
            AddPenaltyDialog(list_players(tid), round_numbers(tid), window),
            ConnectDialog(ctx.settings, window), CopyDialog(ctx.settings, window),
            RestoreDialog(Path(ctx.db_path + ".backups"), window), HandCheckDialog(view.rules, window),
            FormatDialog(ctx, window)]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_no_two_controls_of_a_dialog_share_an_alt_key(qtbot: QtBot, tournament_db: Path, tmp_path: Path,
                                                      lang: str) -> None:
    set_language(lang)
    tid, ids = tournament_with_players(8)
    rounds.seat_round(tid, "manual", tables=[ids[:4], ids[4:]])
    window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat), str(tournament_db))
    qtbot.addWidget(window)
    clashes = {}
    for dialog in dialogs(window):
        qtbot.addWidget(dialog)
        doubled = {key: n for key, n in mnemonics(dialog).items() if n > 1}
        if doubled:
            clashes[type(dialog).__name__] = doubled
    assert not clashes, clashes

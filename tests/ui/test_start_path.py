"""The main window's start stays lean (issue 26, item 5; the time itself is bench/bench_main_window.py):
the first screen is built without Qt's ``Qt`` namespace (PySide6 makes its 93 enums on first use) and
without the modules of what is opened later, and it still looks and behaves as written."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests import children
from tournament_app.services import tournaments
from tournament_app.ui.labels import aligned, selectable, wrapped_label
from tournament_app.ui.tournament_view import TournamentView

from .ui_helpers import make_ctx

ROOT = Path(__file__).resolve().parents[2]
PROBE = ROOT / "tools" / "start_probe.py"  # the real entry point, reporting its first paint

# Loaded when what needs them is opened: a dialog, another tab, a desk, an upgrade, a decimal typed.
NOT_AT_START = ("tournament_app.ui.rules_dialog", "tournament_app.ui.tournament_dialog",
                "tournament_app.ui.backup_ui", "tournament_app.ui.help_window",
                "tournament_app.services.clock", "tournament_app.services.rows", "tournament_app.rules.game",
                "tournament_app.rules.record", "playhouse.migrate", "platformdirs", "secrets", "ctypes")


def test_the_start_names_no_qt_enum_and_loads_only_the_first_screen(tmp_path: Path) -> None:
    db = tmp_path / "league.sqlite3"
    env = {k: v for k, v in os.environ.items() if k != "TOURNAMENT_APP_DB"}
    env.update(QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path / "config"), PYTHONPATH=str(ROOT))
    made = children.run([sys.executable, "-m", "tournament_app", "--db", str(db), "demo", "--players", "8",
                         "--rounds", "1"], env=env, capture_output=True, timeout=120)
    assert made.returncode == 0, made.stderr
    for lang in ("en", "ja"):
        done = children.run([sys.executable, str(PROBE), "--db", str(db), "--lang", lang], env=env,
                            capture_output=True, timeout=120, cwd=tmp_path)
        assert done.returncode == 0, done.stderr
        said = dict(line.split(" ", 1) for line in done.stdout.splitlines() if line.startswith("@"))
        assert "league" in said["@TITLE"]  # the window of this database, with its tournament open
        assert said["@Qt"] == "False", lang
        assert said["@GC"] == "True True", lang  # collection on again, the start's objects frozen
        loaded = set(said["@MODULES"].split())
        assert "tournament_app.ui.tournament_view" in loaded  # the first tab is built
        assert [m for m in NOT_AT_START if m in loaded] == [], lang


def test_the_first_tab_s_labels_select_and_align_as_named(qtbot: QtBot, tournament_db: Path,
                                                         tmp_path: Path) -> None:
    """The flags set by name (ui.labels) are Qt's own: a misspelt name would leave Qt's default."""
    tid = tournaments.create_tournament("Cup", "jpml")
    view = TournamentView(make_ctx(tmp_path, tid))
    qtbot.addWidget(view)
    selectable_by_mouse = Qt.TextInteractionFlag.TextSelectableByMouse
    assert view.name.textInteractionFlags() == selectable_by_mouse
    assert view.rules_summary.textInteractionFlags() == selectable_by_mouse
    assert view.rules_summary.alignment() == Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
    assert view.rules_summary.wordWrap() and "Cup" in view.name.text()
    assert view.empty.alignment() == Qt.AlignmentFlag.AlignCenter
    label = wrapped_label("x")
    assert selectable(label) is label and aligned(label, "AlignRight") is label
    assert label.alignment() == Qt.AlignmentFlag.AlignRight
    with pytest.raises(ValueError, match="AlignMiddle"):  # a misspelt name is said, not ignored
        aligned(label, "AlignMiddle")


def test_a_command_runs_with_garbage_collection_on(capsys) -> None:
    """The entry point turns collection off while the modules load (tournament_app.platform.garbage); a
    command (here ``rules``) runs with it on, or a long export would keep every cycle it made."""
    import gc

    from tournament_app.cli.main import main

    gc.disable()
    try:
        assert main(["--lang", "en", "rules"]) == 0
        assert gc.isenabled()
    finally:
        gc.enable()
        gc.unfreeze()
    assert "jpml" in capsys.readouterr().out

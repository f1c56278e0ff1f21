"""Importing a Tenhou game log into a table's game: the hands appended, all or nothing."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tournament_app.input_files import read_input
from tournament_app.rules.tenhou_log import MAX_BYTES, read_log
from tournament_app.services.games import append_hands
from tournament_app.services.rows import GameView


def read_log_file(path: Path) -> dict[str, Any]:
    """The game record of the log at ``path``: a regular file (never a FIFO, which would wait for a
    writer), size-bounded (a log is a few tens of KB)."""
    return read_log(read_input(path, MAX_BYTES))


def import_log(game_id: int, path: Path, *, seen: int | None = None,
               action: str | None = None) -> tuple[GameView, dict[str, Any]]:
    """Append the log's hands to the game (checked under the game's own rules, as if typed at the desk)
    and settle it when they end it. Seat N of the log is seat N of the table."""
    record = read_log_file(path)
    view = append_hands(game_id, record["hands"], finish=True, seen=seen, action=action)
    return view, record

"""Importing a Tenhou game log (mjlog XML or tenhou.net/6 JSON) into a table's game: the hands
appended, all or nothing."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tournament_app.files.input_files import read_input
from tournament_app.rules.game_logs import read_games
from tournament_app.rules.tenhou_record import MAX_BYTES
from tournament_app.services.games import append_hands
from tournament_app.services.rows import GameView
from tournament_app.words.messages import N_, Message, UserError

CTX = "services"


def read_log_file(path: Path) -> list[dict[str, Any]]:
    """The game records of the log at ``path`` (a JSON file may hold several games): a regular file
    (never a FIFO, which would wait for a writer), size-bounded (a log is a few tens of KB)."""
    return read_games(read_input(path, MAX_BYTES))


def pick_game(records: list[dict[str, Any]], game: int | None) -> dict[str, Any]:
    """Game ``game`` (from 1) of the file's, which may be left out when the file holds one."""
    if game is None:
        if len(records) > 1:
            raise UserError(Message(CTX, N_(CTX, "the log holds {count} games: say which one (1–{count})"),
                                    {"count": len(records)}))
        return records[0]
    if not 1 <= game <= len(records):
        raise UserError(Message(CTX, N_(CTX, "the log holds {count} games: there is no game {game}"),
                                {"count": len(records), "game": game}))
    return records[game - 1]


def import_log(game_id: int, path: Path, *, game: int | None = None, seen: int | None = None,
               action: str | None = None) -> tuple[GameView, dict[str, Any]]:
    """Append the log's hands to the game (checked under the game's own rules, as if typed at the desk)
    and settle it when they end it. Seat N of the log is seat N of the table."""
    record = pick_game(read_log_file(path), game)
    view = append_hands(game_id, record["hands"], finish=True, seen=seen, action=action)
    return view, record

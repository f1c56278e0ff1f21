"""A game log file of either of Tenhou's formats, told apart by its content (never its name): mjlog XML
(``<mjloggm …>``) or tenhou.net/6 JSON (``{…}``, JSON lines, or ``[…]``), either optionally gzip."""

from __future__ import annotations

from typing import Any

from tournament_app.rules.tenhou_json import read_json_games
from tournament_app.rules.tenhou_log import read_log
from tournament_app.rules.tenhou_record import unpacked


def read_games(data: bytes) -> list[dict[str, Any]]:
    """The game records the file holds (an mjlog holds one), each checked against its log."""
    raw = unpacked(data)
    if raw.lstrip(b"\xef\xbb\xbf \t\r\n")[:1] in (b"{", b"["):
        return read_json_games(raw)
    return [read_log(raw)]  # anything else is read as XML, whose reader says what it is not

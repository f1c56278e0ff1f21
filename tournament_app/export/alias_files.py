"""The players' online names list: two columns (the registered name, an online name), CSV or XLSX,
read as the player lists are (``export.player_files``); a first row naming the columns is a header."""

from __future__ import annotations

import os

from tournament_app.export.player_files import _COLUMNS, _key, _text, read_rows
from tournament_app.words.messages import N_, Message, UserError


def read_aliases(path: str | os.PathLike[str]) -> list[tuple[int, str, str]]:
    """(row number as the spreadsheet shows it, player, online name) of every filled row; a row with
    one of the two missing is refused, naming its row."""
    rows = read_rows(path)
    out = []
    for index, row in enumerate(rows):
        cells = [_text(v) for v in row[:2]] + [""] * (2 - len(row[:2]))
        if not any(cells) and not any(_text(v) for v in row):
            continue
        if not out and _COLUMNS.get(_key(cells[0])) == "name":  # the header: the first filled row
            continue
        if not all(cells):
            raise UserError(Message("export", N_("export", "row {row}: a player's name and an online name "
                                                           "are needed"), {"row": index + 1}))
        out.append((index + 1, cells[0], cells[1]))
    if not out:
        raise UserError(Message("export", N_("export", "the list holds no online names")))
    return out

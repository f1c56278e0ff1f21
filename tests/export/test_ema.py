"""The EMA results file (issue 15): header block, the columns in order, the values, an atomic write."""

from __future__ import annotations

from pathlib import Path

import pytest
from openpyxl import load_workbook

from tests.services.helpers import quick_game
from tournament_app.export.ema import COLUMNS, split_name, write_ema
from tournament_app.services import games, players, rounds, tournaments
from tournament_app.words.messages import UserError


def test_names_split_as_each_language_writes_them() -> None:
    assert split_name("佐藤 太郎") == ("太郎", "佐藤")  # family name first
    assert split_name("Anna Maria Jansen") == ("Anna Maria", "Jansen")
    assert split_name("Madonna") == ("", "Madonna")


def test_the_file_lists_the_players_in_place_order(tournament_db: Path, tmp_path: Path) -> None:
    import datetime as dt

    tid = tournaments.create_tournament("Copenhagen Riichi Open", "ema", starts_on=dt.date(2026, 5, 2),
                                        ends_on=dt.date(2026, 5, 3), venue="Copenhagen")
    ids = [players.add_player(tid, name) for name in ("Anna Jansen", "Bo Nielsen", "佐藤 太郎", "Dan Ek")]
    players.set_ema_details(tid, ids[0], ema_number="04010123", country="DK")
    players.set_ema_details(tid, ids[2], ema_number="13000042", country="JP", first_name="Taro",
                            last_name="Sato")
    rounds.seat_round(tid, "manual", tables=[ids])
    gid = games.games_of_round(tid, 1)[0]
    games.append_hands(gid, quick_game(), finish=True)
    out = tmp_path / "ema.xlsx"
    write_ema(tid, out)
    ws = load_workbook(out).active
    rows = list(ws.iter_rows(values_only=True))
    head = {r[0]: r[1] for r in rows[:5]}
    assert head == {"Tournament": "Copenhagen Riichi Open", "Dates": "2026-05-02 – 2026-05-03",
                    "City": "Copenhagen", "Number of players": 4, "Rules": "EMA rules (2016)"}
    assert rows[6] == COLUMNS == ("Place", "First name", "LAST NAME", "EMA number", "Table points", "Score",
                                  "Country", "EMA member")
    body = rows[7:]
    view = games.game_view(gid)
    assert view.result is not None
    by_name = {r[2]: r for r in body}
    assert [r[0] for r in body] == sorted(r[0] for r in body)  # place order
    assert by_name["JANSEN"][1:4] == ("Anna", "JANSEN", "04010123")
    assert ws.cell(8 + [r[2] for r in body].index("JANSEN"), 4).number_format == "@"  # keeps its zeros
    assert by_name["SATO"][1] == "Taro" and by_name["SATO"][6:] == ("JP", "Y")
    assert by_name["EK"][3] is None and by_name["EK"][7] == "N"
    for seat, name in enumerate(("JANSEN", "NIELSEN", "SATO", "EK")):
        assert by_name[name][4] == pytest.approx(view.result.points[seat] / 10)
        assert by_name[name][5] == view.result.final_scores[seat] - 30000
    assert sum(r[5] for r in body) == 0
    # printable as it stands: the labels on top are not cut, the eight columns fit one page across
    assert ws.column_dimensions["A"].width >= len("Number of players")
    assert ws.sheet_properties.pageSetUpPr.fitToPage and ws.page_setup.fitToWidth == 1


def test_an_unwritable_place_leaves_nothing_half_written(tournament_db: Path, tmp_path: Path) -> None:
    tid = tournaments.create_tournament("Cup", "ema")
    with pytest.raises(UserError, match="does not exist"):
        write_ema(tid, tmp_path / "no such folder" / "ema.xlsx")
    assert not [p for p in tmp_path.iterdir() if p.suffix == ".xlsx" or p.name.startswith(".~")]

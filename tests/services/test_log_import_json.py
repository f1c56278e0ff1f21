"""Importing a tenhou.net/6 JSON log into a table (issue 39), on both back ends: the game a file of several
is asked for, settled as the log ends it; a file of several without a game named, or with a bad game,
stores nothing."""

from __future__ import annotations

import json
from decimal import Decimal
from pathlib import Path

import pytest

from tournament_app.services import games
from tournament_app.services.log_import import import_log
from tournament_app.words.i18n import render
from tournament_app.words.messages import UserError

from .helpers import one_table

DATA = Path(__file__).resolve().parents[1] / "data" / "tenhou"
NAMES = ["2019103023gm-00a9-0000-f90e0fe9", "2023053016gm-0029-0000-e54b3b98"]


def _lines(tmp_path: Path, *games_: dict) -> Path:
    path = tmp_path / "online.jsonl"
    path.write_text("".join(json.dumps(g, ensure_ascii=False) + "\n" for g in games_), encoding="utf-8")
    return path


def _game(name: str) -> dict:
    return json.loads((DATA / f"{name}.json").read_text(encoding="utf-8"))


def test_game_2_of_a_json_lines_file_is_imported_and_settled(tournament_db: str, tmp_path: Path) -> None:
    _, _, gid = one_table("tenhou")
    path = _lines(tmp_path, *(_game(n) for n in NAMES))
    view, record = import_log(gid, path, game=2)
    assert len(view.hands) == len(record["hands"]) == len(_game(NAMES[1])["log"])
    assert view.state == "finished"
    sc = _game(NAMES[1])["sc"]
    assert view.result is not None and list(view.result.final_scores) == sc[0::2]
    # 63.8 … as the log settled them
    assert list(view.result.points) == [int(Decimal(str(p)) * 10) for p in sc[1::2]]


@pytest.mark.parametrize(("game", "reason"), [
    (None, "the log holds 2 games: say which one (1–2)"),
    (3, "the log holds 2 games: there is no game 3"),
])
def test_a_game_not_named_or_not_there_stores_nothing(tournament_db: str, tmp_path: Path, game: int | None,
                                                      reason: str) -> None:
    _, _, gid = one_table("tenhou")
    with pytest.raises(UserError) as e:
        import_log(gid, _lines(tmp_path, *(_game(n) for n in NAMES)), game=game)
    assert render(e.value.message) == reason
    assert games.game_view(gid).hands == ()


def test_a_file_with_one_bad_game_stores_nothing_even_of_the_good_one(tournament_db: str,
                                                                     tmp_path: Path) -> None:
    _, _, gid = one_table("tenhou")
    bad = _game(NAMES[1])
    bad["log"][5][16][1][0] += 100
    with pytest.raises(UserError) as e:
        import_log(gid, _lines(tmp_path, _game(NAMES[0]), bad), game=1)
    assert render(e.value.message).startswith("Tenhou log: game 2: hand 6: the rules give")
    assert games.game_view(gid).hands == ()

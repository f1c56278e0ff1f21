"""Issue 35 (9): one chombo, one meaning. The same game entered hand by hand with a ``C`` hand and by
its final scores with the chombo ticked reads the same in the standings (best and worst games
included), every tie-break, the games' results, the statistics, the penalties list and the command
line, and is corrected the same way, through its game, with who and why in the audit trail."""

from __future__ import annotations

import json

import pytest

from tournament_app.cli.main import main
from tournament_app.services import event_format, games, penalties, player_stats, standings
from tournament_app.services.base import ConflictError, acting_as
from tournament_app.services.check import check_tournament
from tournament_app.services.event_standings import ranked
from tournament_app.storage.models import AuditEntry

from .chombo_pair import (
    FINAL_SCORES,
    WAYS,
    Pair,
    X,
    Y,
    both_ways,
    game_figures,
    listed_chombos,
    standing_figures,
)


@pytest.fixture
def pair(tournament_db: str) -> Pair:
    return both_ways()


def test_the_chombo_is_in_the_games_points_and_its_best_and_worst(pair: Pair) -> None:
    desk, final = standing_figures(pair.desk), standing_figures(pair.final)
    assert desk == final
    _rank, total, _games, _places, _sum, _scores, best, worst, penalty, by_round = final[X]
    assert (total, best, worst, penalty, by_round) == (270, 170, 100, -400, {1: 170, 2: 100})
    assert final[Y][1:2] + final[Y][6:8] == (270, 550, -280)
    assert game_figures(pair.desk) == game_figures(pair.final)
    first = next(g for g in standings.results(pair.final) if (g.round, g.table) == (1, 1))
    assert (first.points, first.penalties) == ((170, 53, -470, -153), (-400, 0, 0, 0))
    assert check_tournament(pair.desk) == check_tournament(pair.final) == []


@pytest.mark.parametrize("tie_break", [t for t in event_format.TIE_BREAKS if t != "lottery"])
def test_every_tie_break_reads_the_game_as_counted(pair: Pair, tie_break: str) -> None:
    order = {}
    for way in WAYS:
        tid = pair.tournament(way)
        event_format.set_tie_breaks(tid, [tie_break])
        order[way] = [(r.rank, r.name, r.total, r.tie_break) for r in ranked(tid)]
    assert order["desk"] == order["final"]
    tied = [name for _rank, name, total, _tb in order["final"] if total == 270]
    # best_game: Y's +55.0 beats X's +17.0 (the +57.0 before the chombo never counted); the others all
    # favour X (more firsts, better average place, X's +10.0 against Y's △28.0 in their game and last)
    assert tied == ([Y, X] if tie_break == "best_game" else [X, Y])


def test_the_statistics_and_the_penalties_list_count_each_chombo_once(pair: Pair) -> None:
    chombos = {way: {s.name: s.chombo for s in player_stats.tournament_stats(pair.tournament(way))}
               for way in WAYS}
    assert chombos["desk"] == chombos["final"] and chombos["final"][X] == 1
    assert sum(chombos["final"].values()) == 1
    assert listed_chombos(pair.desk) == listed_chombos(pair.final) == [
        (X, 1, -400, "chombo", False, True, 1)]


def _cli(capsys: pytest.CaptureFixture[str], db: str, tid_name: str, *args: str) -> str:
    code = main(["--lang", "en", "--db", db, "standings", "--tournament", tid_name, *args])
    out, err = capsys.readouterr()
    assert (code, err) == (0, "")
    return out


def test_the_standings_command_prints_the_same_both_ways(pair: Pair, tournament_db: str,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    for args in (("--json",), (), ("--rounds", "1")):
        desk = _cli(capsys, tournament_db, "Chombo cup (desk)", *args)
        final = _cli(capsys, tournament_db, "Chombo cup (final)", *args)
        assert desk == final, args
    rows = json.loads(_cli(capsys, tournament_db, "Chombo cup (final)", "--json"))
    assert [(r["name"], r["total"], r["tie_break"]) for r in rows if r["name"] in (X, Y)] == [
        (Y, 27.0, "best_game"), (X, 27.0, "best_game")]


def test_a_chombo_is_corrected_through_its_game_the_same_both_ways(pair: Pair) -> None:
    """The list's correction reopens the chombo's game (the version seen when listed, who and why in
    the audit trail); the desk then takes the hand back or enters the final scores again."""
    for way in WAYS:
        tid = pair.tournament(way)
        [row] = [r for r in penalties.list_penalties(tid) if r.in_game]
        assert row.game is not None and row.game.game_id == pair.chombo_game[way]
        with acting_as("Desk 2"):
            games.reopen_game(row.game.game_id, seen=row.game.version, reason="the wrong player was named")
        entry = AuditEntry.select().where(AuditEntry.action == "game.reopen",
                                          AuditEntry.entity_id == row.game.game_id).get()
        assert entry.author == "Desk 2"
        assert json.loads(entry.after) == {"reason": "the wrong player was named"}
        assert json.loads(entry.before)["points"] == [170, 53, -470, -153]
        assert listed_chombos(tid) == []
        assert standing_figures(tid)[X][1] == 100  # the reopened game is out of the total
    assert standing_figures(pair.desk) == standing_figures(pair.final)
    games.delete_hand(pair.chombo_game["desk"], 2)  # the desk takes the C hand back …
    games.finish_game(pair.chombo_game["desk"])
    games.record_final_scores(pair.chombo_game["final"], FINAL_SCORES)  # … or enters the scores again
    assert standing_figures(pair.desk) == standing_figures(pair.final)
    assert standing_figures(pair.final)[X][1:2] + standing_figures(pair.final)[X][6:9] == (670, 570, 100, 0)


def test_a_correction_from_a_stale_list_is_refused_for_both(pair: Pair) -> None:
    for way in WAYS:
        tid = pair.tournament(way)
        [row] = [r for r in penalties.list_penalties(tid) if r.in_game]
        assert row.game is not None
        games.swap_seats(row.game.game_id, 1, 3)  # another desk changed the game meanwhile
        with pytest.raises(ConflictError):
            games.reopen_game(row.game.game_id, seen=row.game.version, reason="typo")
        assert listed_chombos(tid) == [(X, 1, -400, "chombo", False, True, 1)]

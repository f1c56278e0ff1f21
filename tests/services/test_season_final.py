"""The title final of real leagues (issue 37), on SQLite and PostgreSQL: the top 3 of the top division
and the reigning champion from no division (雀王戦, 最高位戦, 鳳凰戦), a seeded player of the division,
the champion named on its page and sheet, and what a final refuses."""

from __future__ import annotations

import pytest

from tournament_app.export.league_final import final_headers, final_subtitle
from tournament_app.export.league_sheet import league_sheets_html
from tournament_app.services import event_format, games, players, rounds
from tournament_app.services.season_days import seat_day
from tournament_app.services.season_final import set_final
from tournament_app.services.season_next import next_season
from tournament_app.services.season_standings import division_table
from tournament_app.services.seasons import create_season, season_info
from tournament_app.storage.models import Player, Registration
from tournament_app.words.messages import UserError

SCORES = ([40000, 30000, 20000, 10000], [39000, 31000, 21000, 9000])
CHAMPION = "雀王 一郎"


def _season(name: str) -> int:
    """A of 8 and B of 4, one day of one hanchan."""
    sid = create_season(name, ["A", "B"], days=1, hanchan=1, promote=0, relegate=1)
    for div, size in (("A", 8), ("B", 4)):
        tid = season_info(sid).division(div).tournament_id
        for n in range(size):
            players.add_player(tid, f"{div}{n}", reading=f"{div.lower()}{n}", season=True)
    return sid


def _play(sid: int, division: str, scores: tuple[list[int], ...] = SCORES) -> tuple[int, int]:
    seated = seat_day(sid, division, seed=1)
    tid = season_info(sid).division(division).tournament_id
    for first in range(seated.rounds[0], seated.rounds[1] + 1):
        for n, game_id in enumerate(games.games_of_round(tid, first)):
            games.record_final_scores(game_id, scores[n % len(scores)])
    return seated.rounds


def test_the_top_three_and_the_reigning_champion_from_no_division(tournament_db: str) -> None:
    sid = _season("雀王戦")
    set_final(sid, top=3, days=2, hanchan=1, seeded=[CHAMPION], name="決定戦")
    champion = Player.get(Player.name == CHAMPION).id
    a = season_info(sid).division("A")
    assert a.final_seeded == (champion,) and a.final_guests == (champion,)
    assert champion not in a.players
    _play(sid, "A")
    _play(sid, "B")
    league = division_table(season_info(sid), "A")
    assert champion not in {r.player_id for r in league.rows}
    top3 = [r.player_id for r in league.rows[:3]]
    assert [r.mark for r in league.rows][:4] == ["final"] * 3 + [None]
    seat_day(sid, "A", seed=2)  # the final's first day: the champion registered for it only
    tid = a.tournament_id
    assert Registration.get((Registration.tournament == tid) & (Registration.player == champion))
    stage = event_format.stages_of(tid)[-1]
    assert stage["entry"] == {"players": [*top3, champion]}
    [table] = rounds.seating_of(tid, 2)
    assert list(table.player_ids) == [*top3, champion]
    games.record_final_scores(table.game_id, [10000, 20000, 30000, 40000])  # the champion wins day 1
    info = season_info(sid)
    assert champion not in info.division("A").players
    middle = division_table(info, "A")
    assert champion not in {r.player_id for r in middle.rows}
    assert middle.final_played == 1 and middle.champion is None
    assert final_subtitle(middle).endswith("after final day 1 of 2")
    seat_day(sid, "A", seed=3)
    [table] = rounds.seating_of(tid, 3)
    games.record_final_scores(table.game_id, [25000, 25000, 25000, 25000])
    done = division_table(season_info(sid), "A")
    assert done.champion is not None and done.champion.player_id == champion
    assert done.final_rows[0].carried == 0 and done.final_rows[0].player_id == champion
    headers = final_headers(done)
    assert headers[2:6] == ["TOTAL", "Carried", "Day 1 of the final", "Last day"]
    html = league_sheets_html(season_info(sid), [done])
    assert f"Champion: {CHAMPION}" in html and "final over" in html
    following = season_info(next_season(sid, "雀王戦 next"))
    assert champion not in {p for d in following.divisions for p in d.players}


def test_a_seeded_player_of_the_division_goes_whatever_their_place(tournament_db: str) -> None:
    sid = _season("最高位戦")
    _play(sid, "A")
    last = division_table(season_info(sid), "A").rows[-1]
    set_final(sid, top=3, days=1, hanchan=1, seeded=[last.name])
    rows = division_table(season_info(sid), "A").rows
    assert [r.mark for r in rows][:4] == ["final"] * 3 + [None]
    assert rows[-1].mark == "final" and rows[-1].player_id == last.player_id
    _play(sid, "B")
    seat_day(sid, "A", seed=2)
    stage = event_format.stages_of(season_info(sid).division("A").tournament_id)[-1]
    assert set(stage["entry"]["players"]) == {*(r.player_id for r in rows[:3]), last.player_id}


def test_a_final_of_five_and_what_a_final_refuses(tournament_db: str) -> None:
    sid = _season("鳳凰戦")
    set_final(sid, top=4, days=4, hanchan=4, seeded=[CHAMPION])  # five players: tables of five seat it
    a = season_info(sid).division("A")
    assert a.final_top == 4 and len(a.final_seeded) == 1 and len(a.final_days) == 4
    for top, seeded, problem in ((0, [], "not a whole number from 1 to 200"),
                                 (2, [CHAMPION], "four players at least: the top 2 and 1 seeded"),
                                 (3, ["B1"], "B1 plays in division B"),
                                 (3, [CHAMPION, "雀王  一郎"], "is named twice"),
                                 (9, [], "has 8 players: the top 9 cannot play")):
        with pytest.raises(UserError, match=problem):
            set_final(sid, top=top, days=1, hanchan=1, seeded=seeded)
    assert season_info(sid).division("A").final_top == 4

"""Benchmark of a league season against a tournament of the same size (issue 31).

    python bench/bench_season.py [--db /tmp/bench-season.sqlite3] [--divisions 6] [--players 24]
                                 [--days 10] [--hanchan 4] [--repeat 3]

Builds once (the file is reused) a season of 6 divisions × 24 players meeting on 10 days (節) of
4 hanchan, every game recorded hand by hand through the services, and beside it a tournament of the
same players and games (144 players, 40 rounds). 6 × 24 × 10 × 4 = 5,760 player-games, that is
1,440 games of four. Then measures, side by side:

- every standings: the season's league table of each division after each day and for the season;
  the tournament's standings after each round and for the event (the same ranking code);
- the whole workbook: the season's (a league sheet per division, every game's result) and the
  tournament's (standings, league table, results, players, score sheets, charts).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tournament_app.export.outputs import export_season_workbook, export_workbook
from tournament_app.services import seasons, tournaments
from tournament_app.services.demo import create_demo
from tournament_app.services.event_standings import ranked, ranked_rounds
from tournament_app.services.season_demo import create_season_demo
from tournament_app.services.season_standings import division_table, season_tables
from tournament_app.storage.database import close_database, open_database
from tournament_app.storage.models import Game, Round, Table

SEASON, TOURNAMENT = "Bench season", "Bench tournament"


def build(path: Path, divisions: int, players: int, days: int, hanchan: int) -> None:
    open_database(path)
    started = time.perf_counter()
    create_season_demo(SEASON, divisions=divisions, players_each=players, days=days, hanchan=hanchan,
                       seed=7)
    built = time.perf_counter()
    create_demo(players_count=divisions * players, rounds_count=days * hanchan, seed=7, name=TOURNAMENT)
    print(f"built the season in {built - started:.0f} s and the tournament in "
          f"{time.perf_counter() - built:.0f} s")
    close_database()


def timed(work: Callable[[], object], repeat: int) -> float:
    """The median wall time of ``repeat`` runs, in seconds."""
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        work()
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--db", type=Path, default=Path("/tmp/bench-season.sqlite3"))
    parser.add_argument("--divisions", type=int, default=6)
    parser.add_argument("--players", type=int, default=24)
    parser.add_argument("--days", type=int, default=10)
    parser.add_argument("--hanchan", type=int, default=4)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    if not args.db.exists():
        build(args.db, args.divisions, args.players, args.days, args.hanchan)
    open_database(args.db)
    sid = seasons.find_season(SEASON)
    tid = tournaments.find_tournament(TOURNAMENT)
    info = seasons.season_info(sid)
    season_games = sum(d.games for div in info.divisions for d in div.days)
    tournament_games = Game.select().join(Table).join(Round).where(Round.tournament == tid).count()
    rounds = tournaments.tournament_info(tid).rounds
    print(f"season: {len(info.divisions)} divisions × {len(info.divisions[0].players)} players × "
          f"{len(info.divisions[0].league_days)} days × {info.divisions[0].league_days[0].hanchan} hanchan "
          f"= {season_games} games; tournament: {tournaments.tournament_info(tid).players} players × "
          f"{rounds} rounds = {tournament_games} games")

    def season_standings() -> None:
        for div in info.divisions:
            for day in range(1, len(div.league_days) + 1):
                division_table(info, div.name, day)
        season_tables(sid)

    def tournament_standings() -> None:
        for number in range(1, rounds + 1):
            ranked_rounds(tid, (1, number))
        ranked(tid)

    work = tempfile.mkdtemp(prefix="bench-season-")
    rows = [
        ("every standings", f"{len(info.divisions)} divisions × {len(info.divisions[0].league_days)} days + "
                            "season", timed(season_standings, args.repeat),
         f"{rounds} rounds + event", timed(tournament_standings, args.repeat)),
        ("the whole workbook", "a sheet per division, results",
         timed(lambda: export_season_workbook(sid, Path(work) / "season.xlsx"), args.repeat),
         "with score sheets and charts",
         timed(lambda: export_workbook(tid, Path(work) / "tournament.xlsx"), args.repeat)),
    ]
    print(f"\n{'':20} {'season':>10}  {'tournament':>10}   (median of {args.repeat}, seconds)")
    for what, season_note, season_time, tournament_note, tournament_time in rows:
        print(f"{what:20} {season_time:10.2f}  {tournament_time:10.2f}   season: {season_note}; "
              f"tournament: {tournament_note}")
    for name in ("season.xlsx", "tournament.xlsx"):
        print(f"{name}: {(Path(work) / name).stat().st_size / 1e6:.1f} MB")
    close_database()
    return 0


if __name__ == "__main__":
    sys.exit(main())

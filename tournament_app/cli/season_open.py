"""What every season command starts from: the season opened (by the read rule for a command that
only reads) and its summary lines. Below ``season_cmds`` and the commands it gathers from their own
modules (members, points, the demo), which all use it."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from tournament_app.texts import display
from tournament_app.words.i18n import tr

if TYPE_CHECKING:  # annotations only: a command over the rules loads no database layer
    from tournament_app.services.season_rows import SeasonInfo

CTX = "cli"


def open_season(args: argparse.Namespace) -> int:
    from tournament_app.services import seasons
    from tournament_app.storage.database import open_database

    open_database(args.db, reading=getattr(args, "read_only", False))  # the read rule
    return seasons.find_season(getattr(args, "season", None))


def days_of(days: int, hanchan: int) -> str:
    """"5 days of 4 hanchan" / "1 day of 4 hanchan" (hanchan, a Japanese word, has no plural)."""
    return tr(CTX, "%n days of {hanchan} hanchan", days).format(hanchan=hanchan)


def print_summary(info: SeasonInfo) -> None:
    print(tr(CTX, "season {name}").format(name=info.name))
    for div in info.divisions:
        seated = sum(d.first_round is not None for d in div.league_days)
        hanchan = div.league_days[0].hanchan if div.league_days else 0
        print("  " + tr(CTX, "division {division} ({tournament}): {players}, {days}, {seated} seated").format(
            division=div.name, tournament=div.tournament, players=tr(CTX, "%n players", len(div.players)),
            days=days_of(len(div.league_days), hanchan), seated=seated))
        if div.final_days:
            print("    " + tr(CTX, "{final}: %n days of {hanchan} hanchan, {seated} seated",
                                 len(div.final_days)).format(
                final=display.final_name(div.final_name), hanchan=div.final_days[0].hanchan,
                seated=sum(d.first_round is not None for d in div.final_days)))

"""Tables of five on the command line: who sits out when (抜け番) after a day is seated, and the
organiser's own order (``season sit-out``)."""

from __future__ import annotations

import argparse

from tournament_app.cli.args import as_options
from tournament_app.texts import display
from tournament_app.words.i18n import tr
from tournament_app.words.messages import N_, Message, UserError

CTX = "cli"  # the season commands' context


def print_fives(sid: int, division: str, day: int, final: bool) -> None:
    """Each table of five of a seated day: who sits out when, and who plays another count than the
    day's (where five players cannot all play it, evened out on other days)."""
    from tournament_app.services import seasons
    from tournament_app.services.season_days import day_tables
    from tournament_app.services.season_fives import day_fives

    days = seasons.season_info(sid).division(division).days
    found = [d for d in days if d.number == day and d.final == final]
    for five in day_fives(day_tables(sid, division, day, final=final)):
        print("  " + tr(CTX, "table {table} of five: sitting out in turn {names}").format(
            table=five.table, names=display.names_list(list(five.out))))
        uneven = five.uneven(found[0].hanchan)
        if uneven:
            print("    " + tr(CTX, "not the day's %n hanchan: {players} (evened out on other days)",
                               n=found[0].hanchan).format(
                players=", ".join(f"{name} {count}" for name, count in uneven)))


def cmd_sit_out(args: argparse.Namespace) -> int:
    from tournament_app.services import seasons
    from tournament_app.services.season_fives import set_sit_out_by_points, set_sit_out_order
    from tournament_app.storage.database import open_database

    open_database(args.db)
    sid = seasons.find_season(args.season)
    with as_options(day="--day", table="--table", order="--order"):
        if args.by_points:
            if args.final:
                raise UserError(Message(CTX, N_(CTX, "--by-points orders a league day, not a day of the "
                                                     "title final")))
            set_sit_out_by_points(sid, args.division, args.day, args.table,
                                  highest_first=args.by_points == "highest-first")
        else:
            order = [seasons.find_member(sid, n.strip())[0] for n in args.order.split(",") if n.strip()]
            set_sit_out_order(sid, args.division, args.day, args.table, order, final=args.final)
    print_fives(sid, seasons.season_info(sid).division(args.division).name, args.day, args.final)
    return 0

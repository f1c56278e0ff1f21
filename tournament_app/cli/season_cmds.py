"""League seasons on the command line (issue 31): ``tournament-app season ACTION``.

A season's divisions are tournaments named "<season> <division>", so the commands over a tournament
(``final``, ``record``, ``hand``, ``seating``, ``export`` …) work on a division with ``--tournament``.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tournament_app.checks.limits import MAX_SEASON_DAYS, MAX_SEASON_HANCHAN
from tournament_app.checks.names import LIMITS
from tournament_app.checks.numbers import NumberError, scaled, shown
from tournament_app.cli.args import (
    Name,
    as_options,
    carry,
    json_help,
    normalise,
    output_path,
    read_json,
    rules_help,
    rules_spec,
    seed_help,
    whole,
)
from tournament_app.cli.progress import terminal_progress
from tournament_app.cli.season_demo_cmds import add_demo_command
from tournament_app.cli.season_fives import cmd_sit_out, print_fives
from tournament_app.cli.season_member_cmds import add_member_commands
from tournament_app.cli.season_open import days_of, open_season, print_summary
from tournament_app.cli.season_points_cmds import add_points_command
from tournament_app.cli.season_tables import division_json, drop_json, left_json, print_table, seeded_json
from tournament_app.cli.seats import seated
from tournament_app.export import league_text
from tournament_app.texts import display
from tournament_app.words.i18n import tr
from tournament_app.words.messages import N_, Message, UserError

if TYPE_CHECKING:  # annotations only: the handlers import what they run
    from tournament_app.services import seasons

CTX = "cli"
MAX_POINTS_TENTHS = 100_000  # a drop line within ±10,000.0 points


def _bad(text: str, **params: Any) -> UserError:
    return UserError(Message(CTX, text, params))


def _print_json(data: Any) -> None:
    print(json.dumps(data, ensure_ascii=False, indent=2))


def _date(text: str) -> dt.date:
    try:
        return dt.date.fromisoformat(normalise(text))
    except ValueError:
        raise _bad(N_(CTX, "{value} is not a date (YYYY-MM-DD)"), value=shown(text)) from None


def _tenths(text: str) -> int:
    """Points as typed (``-100``, ``△100.0``, ``＋12.5``) in tenths, by the one number rule (bounded
    before it is converted, no float in between)."""
    try:
        return scaled(text, -MAX_POINTS_TENTHS, MAX_POINTS_TENTHS, 1)
    except NumberError:
        raise _bad(N_(CTX, "{value}: give points with at most one decimal, within ±10000.0"),
                   value=shown(text)) from None


def add_commands(sub: Any) -> None:
    season = sub.add_parser("season", help=tr(CTX, "league seasons: divisions, days (節), promotion and "
                                                   "relegation, the league sheet"))
    actions = season.add_subparsers(dest="season_command", parser_class=type(season), required=True,
                                    metavar="ACTION")

    def action(name: str, help_text: str, handler: Any, *, read_only: bool = False,
               named: bool = True) -> Any:
        p = actions.add_parser(name, help=help_text)
        if named:
            p.add_argument("season", nargs="?", metavar="SEASON",
                           help=tr(CTX, "the season (may be left out when the database holds one)"))
        p.set_defaults(handler=handler, read_only=read_only)
        return p

    p = action("new", tr(CTX, "create a season: its divisions (top first), days and hanchan"), cmd_new,
               named=False)
    p.add_argument("name", type=Name("season"), metavar="NAME", help=tr(CTX, "the season's name"))
    _plan_options(p)
    p.add_argument("--rules", type=rules_spec, default="jpml", metavar="ID", help=rules_help())
    p.add_argument("--starts", metavar="YYYY-MM-DD", help=tr(CTX, "the season's first day"))
    p.add_argument("--dates", metavar="D1,D2,…", help=tr(CTX, "the days' dates, for every division"))

    add_demo_command(action, days_help(), hanchan_help(), up_help(), down_help())

    p = action("list", tr(CTX, "the seasons in the database"), cmd_list, read_only=True, named=False)
    p.add_argument("--json", action="store_true", help=json_help())
    p = action("show", tr(CTX, "a season: its divisions, players and days"), cmd_show, read_only=True)
    p.add_argument("--json", action="store_true", help=json_help())

    p = action("add-player", tr(CTX, "register a new player in a division (before the season starts)"),
               cmd_add_player)
    p.add_argument("--division", required=True, metavar="D", help=division_help())
    p.add_argument("--player", type=Name("player"), required=True, metavar="NAME",
                   help=tr(CTX, "the player's name"))
    p.add_argument("--reading", type=Name("field"), default="",
                   help=tr(CTX, "the reading of the name (kana)"))
    p.add_argument("--affiliation", type=Name("field"), default="",
                   help=tr(CTX, "affiliation (club, branch …)"))
    p.add_argument("--member-no", type=Name("field"), default="", help=tr(CTX, "membership number"))
    p = action("import", tr(CTX, "register players from CSV or XLSX in a division (all or nothing)"),
               cmd_import)
    p.add_argument("--division", required=True, metavar="D", help=division_help())
    p.add_argument("--file", required=True, metavar="FILE", help=tr(CTX, "a CSV or XLSX player list"))
    p = action("move", tr(CTX, "move a player to another division (before the season starts)"), cmd_move)
    p.add_argument("--player", required=True, metavar="NAME", help=tr(CTX, "the player's name"))
    p.add_argument("--to", required=True, metavar="D", help=tr(CTX, "the division to move to"))
    p = action("remove", tr(CTX, "take a player out of the season (before it starts)"), cmd_remove)
    p.add_argument("--player", required=True, metavar="NAME", help=tr(CTX, "the player's name"))

    p = action("division", tr(CTX, "a division's promotion and relegation counts and drop line"),
               cmd_division)
    p.add_argument("--division", required=True, metavar="D", help=division_help())
    p.add_argument("--up", type=whole(0, 200), metavar="N", help=up_help())
    p.add_argument("--down", type=whole(0, 200), metavar="N", help=down_help())
    p.add_argument("--drop-after", type=whole(1, MAX_SEASON_DAYS), metavar="K",
                   help=tr(CTX, "after day K, players below --drop-below are out"))
    p.add_argument("--drop-below", metavar="P", help=tr(CTX, "the drop line in points (△100.0 or -100)"))
    p.add_argument("--days", type=whole(1, MAX_SEASON_DAYS), metavar="N",
                   help=tr(CTX, "the division's own number of days (節): a half-year division beside "
                                "full-year ones"))
    p.add_argument("--drop-each", action="store_true",
                   help=tr(CTX, "check the drop line after day K and after every day from then on"))
    p.add_argument("--no-drop", action="store_true", help=tr(CTX, "remove the drop line"))

    p = action("day", tr(CTX, "a day's date, venue or hanchan (its hanchan before it is seated)"), cmd_day)
    p.add_argument("--day", type=whole(1, MAX_SEASON_DAYS), required=True, metavar="N", help=day_help())
    p.add_argument("--division", metavar="D", help=tr(CTX, "one division (default: all)"))
    p.add_argument("--date", metavar="YYYY-MM-DD", help=tr(CTX, "the day's date"))
    p.add_argument("--venue", metavar="TEXT", help=tr(CTX, "where the day is played (\"\" clears it)"))
    p.add_argument("--hanchan", type=whole(1, MAX_SEASON_HANCHAN), metavar="N", help=hanchan_help())
    p.add_argument("--final", action="store_true", help=tr(CTX, "a day of the title final"))

    p = action("final", tr(CTX, "the title final after the top division's league: its top N, days and "
                                "carry-over"), cmd_final)
    p.add_argument("--top", type=whole(1, 200), default=4, metavar="N",
                   help=tr(CTX, "the best N of the top division play it"))
    p.add_argument("--seeded", metavar="A,B,…",
                   help=tr(CTX, "seeded players who play it whatever their place (the reigning champion), "
                                "from the top division or from no division"))
    p.add_argument("--days", type=whole(1, MAX_SEASON_DAYS), default=5, metavar="N", help=days_help())
    p.add_argument("--hanchan", type=whole(1, MAX_SEASON_HANCHAN), default=4, metavar="N",
                   help=hanchan_help())
    p.add_argument("--carry", type=carry, default="none", metavar="full|half|none|F",
                   help=tr(CTX, "the league total carried into the final: full, half, none or a factor "
                                "(from 0 to 1, at most 3 decimals)"))
    p.add_argument("--name", type=Name("stage"), default=None, metavar="NAME",
                   help=tr(CTX, "the final's name"))

    p = action("seat", tr(CTX, "seat the next day (節) of a division, or of every division: all its "
                               "hanchan, the same tables all day"), cmd_seat)
    p.add_argument("--division", metavar="D", help=tr(CTX, "one division (default: every division)"))
    p.add_argument("--method", choices=("random", "standings", "manual"), default="random",
                   help=tr(CTX, "random (default), standings or manual (--tables)"))
    p.add_argument("--tables", metavar="FILE",
                   help=tr(CTX, "manual: a JSON list of tables, each four names in seat order (five at a "
                                "table of five, in the order they sit out)"))
    p.add_argument("--finalists", metavar="A,B,…",
                   help=tr(CTX, "when a tie at the title final's line leaves the choice: the tied players "
                                "who take the places left"))
    p.add_argument("--seed", type=whole(0, 2**31), default=None, metavar="S", help=seed_help())

    p = action("sit-out", tr(CTX, "who sits out when at a table of five on a seated day (抜け番), before "
                                  "its games start"), cmd_sit_out)
    p.add_argument("--division", required=True, metavar="D", help=division_help())
    p.add_argument("--day", type=whole(1, MAX_SEASON_DAYS), required=True, metavar="N", help=day_help())
    p.add_argument("--final", action="store_true", help=tr(CTX, "a day of the title final"))
    p.add_argument("--table", type=whole(1, 1000), required=True, metavar="T",
                   help=tr(CTX, "the table of five"))
    how = p.add_mutually_exclusive_group(required=True)
    how.add_argument("--order", metavar="A,B,…",
                     help=tr(CTX, "its five players in the order they sit out (the first sits out the day's "
                                  "first hanchan)"))
    how.add_argument("--by-points", choices=("highest-first", "lowest-first"),
                     help=tr(CTX, "by the league table after the day before (a last day's practice): the "
                                  "highest placed sits out first, or the lowest"))

    p = action("seating", tr(CTX, "the tables of a division's day"), cmd_seating, read_only=True)
    p.add_argument("--division", required=True, metavar="D", help=division_help())
    p.add_argument("--day", type=whole(1, MAX_SEASON_DAYS), required=True, metavar="N", help=day_help())
    p.add_argument("--final", action="store_true", help=tr(CTX, "a day of the title final"))
    p.add_argument("--json", action="store_true", help=json_help())

    p = action("standings", tr(CTX, "the league table of every division, or of one; after a day"),
               cmd_standings, read_only=True)
    p.add_argument("--division", metavar="D", help=tr(CTX, "one division (default: all)"))
    p.add_argument("--day", type=whole(1, MAX_SEASON_DAYS), metavar="N",
                   help=tr(CTX, "the standings after day N"))
    p.add_argument("--json", action="store_true", help=json_help())

    p = action("export", tr(CTX, "the season workbook: a league sheet per division"), cmd_export,
               read_only=True)
    p.add_argument("--out", type=output_path, required=True, metavar="FILE.xlsx",
                   help=tr(CTX, "the file to write"))
    p = action("print", tr(CTX, "the league sheets as PDF (A4 landscape, a page per division)"), cmd_print,
               read_only=True)
    p.add_argument("--out", type=output_path, required=True, metavar="FILE.pdf",
                   help=tr(CTX, "the file to write"))
    p.add_argument("--division", metavar="D", help=tr(CTX, "one division (default: all)"))
    p.add_argument("--day", type=whole(1, MAX_SEASON_DAYS), metavar="N",
                   help=tr(CTX, "the standings after day N"))
    p.add_argument("--minus", choices=display.MINUS_SIGNS,
                   help=tr(CTX, "the sign of a negative total for this print (default: the season's, "
                                "see season settings)"))

    p = action("settings", tr(CTX, "how the season's sheets, workbook and tables are printed"),
               cmd_settings)
    p.add_argument("--minus", choices=display.MINUS_SIGNS, required=True,
                   help=tr(CTX, "the sign of a negative figure, as the league publishes it (△ or ▲)"))

    p = action("next", tr(CTX, "create the next season, its divisions filled from this season's results"),
               cmd_next)
    p.add_argument("--name", type=Name("season"), required=True, metavar="NAME",
                   help=tr(CTX, "the new season's name"))
    p.add_argument("--new-player", type=Name("player"), action="append", default=[], metavar="NAME",
                   help=tr(CTX, "a new player for the lowest division (may repeat)"))
    p.add_argument("--starts", metavar="YYYY-MM-DD", help=tr(CTX, "the season's first day"))
    add_member_commands(action)
    add_points_command(action)


def days_help() -> str:
    return tr(CTX, "days (節) of the league")


def day_help() -> str:
    return tr(CTX, "the day (節)")


def hanchan_help() -> str:
    return tr(CTX, "hanchan per table on each day")


def division_help() -> str:
    return tr(CTX, "the division's name")


def up_help() -> str:
    return tr(CTX, "promoted from each division but the top")


def down_help() -> str:
    return tr(CTX, "relegated from each division (from the lowest: out of the league)")


def _plan_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--divisions", required=True, metavar="A,B,…",
                   help=tr(CTX, "the divisions' names, top first (each at most {limit} characters)").format(
                       limit=LIMITS["division"]))
    p.add_argument("--days", type=whole(1, MAX_SEASON_DAYS), default=5, metavar="N", help=days_help())
    p.add_argument("--hanchan", type=whole(1, MAX_SEASON_HANCHAN), default=4, metavar="N",
                   help=hanchan_help())
    p.add_argument("--up", type=whole(0, 200), default=2, metavar="N", help=up_help())
    p.add_argument("--down", type=whole(0, 200), default=2, metavar="N", help=down_help())


# -- creating and editing ----------------------------------------------------------------------------
def cmd_new(args: argparse.Namespace) -> int:
    from tournament_app.services import seasons
    from tournament_app.storage.database import open_database

    dates = [_date(d) for d in args.dates.split(",") if d.strip()] if args.dates else []
    starts = _date(args.starts) if args.starts else None
    open_database(args.db)
    with as_options(dates="--dates"):
        seasons.create_season(args.name, args.divisions.split(","), days=args.days, hanchan=args.hanchan,
                              promote=args.up, relegate=args.down, rules=args.rules, starts_on=starts,
                              dates=dates)
    print_summary(seasons.season_info(seasons.find_season(args.name)))
    return 0


def cmd_list(args: argparse.Namespace) -> int:
    from tournament_app.services import seasons
    from tournament_app.storage.database import open_database

    open_database(args.db, reading=True)
    rows = seasons.list_seasons()
    if args.json:
        _print_json([{"name": s.name, "previous": s.previous, "started": s.started,
                      "divisions": [d.name for d in s.divisions]} for s in rows])
        return 0
    for s in rows:
        print(f"{s.name}\t" + ", ".join(d.name for d in s.divisions))
    return 0


def cmd_show(args: argparse.Namespace) -> int:
    from tournament_app.services import seasons

    info = seasons.season_info(open_season(args))
    names = {pid: name for pid, (name, _div) in seasons.member_names(info.id).items()}
    if args.json:
        _print_json(_season_json(info, names))
        return 0
    print_summary(info)
    for div in info.divisions:
        print(f"[{div.name}] " + display.names_list([names[p] for p in div.players]))
        for day in div.days:
            where = (tr(CTX, "rounds {first}–{last}").format(first=day.rounds[0], last=day.rounds[1])
                     if day.rounds else tr(CTX, "not seated"))
            when = league_text.joined([day.date.isoformat() if day.date else "", day.venue], " ")
            done = tr(CTX, "{finished} of %n games finished", day.games).format(finished=day.finished)
            print(f"  {league_text.day_header(day.number, final=day.final)}  {when}  {where}  {done}")
    return 0


def _season_json(info: seasons.SeasonInfo, names: dict[int, str]) -> dict[str, Any]:
    return {"name": info.name, "previous": info.previous, "version": info.version, "started": info.started,
            "minus": info.minus,
            "divisions": [{
                "name": d.name, "level": d.level, "tournament": d.tournament, "promote": d.promote,
                "relegate": d.relegate, "players": [names[p] for p in d.players],
                "drop": drop_json(d), "final_top": d.final_top,
                "final_seeded": seeded_json(d), "left": left_json(d),
                "days": [{"day": day.number, "final": day.final,
                          "date": day.date.isoformat() if day.date else None, "venue": day.venue,
                          "hanchan": day.hanchan,
                          "rounds": list(day.rounds) if day.rounds else None, "games": day.games,
                          "finished": day.finished} for day in d.days]} for d in info.divisions]}


def cmd_add_player(args: argparse.Namespace) -> int:
    from tournament_app.services import seasons

    sid = open_season(args)
    seasons.add_player(sid, args.division, args.player, reading=args.reading, affiliation=args.affiliation,
                       member_no=args.member_no)
    print(tr(CTX, "{name} joins division {division}").format(name=args.player, division=args.division))
    return 0


def cmd_import(args: argparse.Namespace) -> int:
    from tournament_app.export.player_files import read_players
    from tournament_app.services import seasons
    from tournament_app.services.players import PlayerImportError

    sid = open_season(args)
    parsed = read_players(Path(args.file))
    try:
        count = seasons.import_players(sid, args.division, parsed.rows, [e.located() for e in parsed.errors],
                                       row_numbers=parsed.row_numbers)
    except PlayerImportError as e:
        raise UserError(e.message) from None
    print(tr(CTX, "%n players registered", count))
    return 0


def cmd_move(args: argparse.Namespace) -> int:
    from tournament_app.services import seasons

    sid = open_season(args)
    seasons.move_player(sid, args.player, args.to)
    print(tr(CTX, "{name} moves to division {division}").format(name=args.player, division=args.to))
    return 0


def cmd_remove(args: argparse.Namespace) -> int:
    from tournament_app.services import seasons

    sid = open_season(args)
    seasons.remove_player(sid, args.player)
    print(tr(CTX, "{name} leaves the season").format(name=args.player))
    return 0


def cmd_division(args: argparse.Namespace) -> int:
    from tournament_app.services import seasons

    if args.no_drop and (args.drop_after or args.drop_below):
        raise _bad(N_(CTX, "--no-drop: not together with --drop-after or --drop-below"))
    if (args.drop_after is None) != (args.drop_below is None):
        raise _bad(N_(CTX, "a drop line needs both --drop-after and --drop-below"))
    if args.drop_each and args.drop_after is None:
        raise _bad(N_(CTX, "--drop-each: only with --drop-after and --drop-below"))
    drop: tuple[int, int] | str | None = seasons.KEEP
    if args.no_drop:
        drop = None
    elif args.drop_after is not None:
        drop = (args.drop_after, _tenths(args.drop_below))
    sid = open_season(args)
    given = {key: option for key, option, value in (("promote", "--up", args.up),
                                                     ("relegate", "--down", args.down),
                                                     ("days", "--days", args.days)) if value is not None}
    with as_options(**given):
        seasons.set_division(sid, args.division, promote=args.up, relegate=args.down, drop=drop,
                             drop_each=args.drop_each, days=args.days)
    div = seasons.season_info(sid).division(args.division)
    text = league_text.lines_legend(div.promote, div.relegate, div.final_top, div.level == 1,
                                    div.level == len(seasons.season_info(sid).divisions))
    if div.drop_after is not None and div.drop_below is not None:
        text += "; " + league_text.drop_text(div.drop_after, display.points(div.drop_below), div.drop_each)
    if args.days is not None:
        text = league_text.joined([text, days_of(len(div.league_days), div.league_days[-1].hanchan)], "; ")
    print(f"{div.name}: {text}")
    return 0


def cmd_day(args: argparse.Namespace) -> int:
    from tournament_app.services import seasons

    date = _date(args.date) if args.date else None
    sid = open_season(args)
    with as_options(date="--date", day="--day", venue="--venue"):
        seasons.set_day(sid, args.day, division=args.division, date=date, hanchan=args.hanchan,
                        final=args.final, venue=args.venue)
    print(league_text.day_header(args.day, final=args.final) + ": " + tr(CTX, "saved"))
    return 0


def cmd_settings(args: argparse.Namespace) -> int:
    from tournament_app.services import seasons

    sid = open_season(args)
    seasons.set_minus(sid, args.minus)
    example = display.points(-125, args.minus)
    print(tr(CTX, "negative figures are printed as {example}").format(example=example))
    return 0


def cmd_final(args: argparse.Namespace) -> int:
    from tournament_app.services.season_final import set_final

    sid = open_season(args)
    name = args.name or tr(CTX, "Title final")
    seeded = [n.strip() for n in args.seeded.split(",") if n.strip()] if args.seeded else []
    with as_options(top="--top", seeded="--seeded"):
        set_final(sid, top=args.top, days=args.days, hanchan=args.hanchan, carry=args.carry, name=name,
                  seeded=seeded)
    text = tr(CTX, "{name}: the top {top} of the top division, {days}").format(
        name=name, top=args.top, days=days_of(args.days, args.hanchan))
    if seeded:
        text += "; " + tr(CTX, "seeded: {names}").format(names=display.names_list(seeded))
    print(text)
    return 0


# -- days -------------------------------------------------------------------------------------------
def cmd_seat(args: argparse.Namespace) -> int:
    from tournament_app.services import seasons
    from tournament_app.services.season_days import next_day, seat_next_days

    sid = open_season(args)
    info = seasons.season_info(sid)
    if args.method == "manual" and not (args.tables and args.division):
        raise _bad(N_(CTX, "--method manual needs --division and --tables FILE"))
    tables = _tables(sid, read_json(args.tables)) if args.tables else None
    finalists = [seasons.find_member(sid, n.strip())[0] for n in args.finalists.split(",") if n.strip()] \
        if args.finalists else None
    if args.division:
        chosen = [info.division(args.division).name]
    else:  # every division with a day still to seat (the top one alone for the title final)
        chosen = [d.name for d in info.divisions if next_day(d) is not None] or [info.divisions[0].name]
    with as_options(**({"finalists": "--finalists"} if finalists is not None else {})):
        seated = seat_next_days(sid, chosen, method=args.method, seed=args.seed, tables=tables,
                                chosen_finalists=finalists)
    names = {pid: name for pid, (name, _d) in seasons.member_names(sid).items()}
    for day in seated:
        print(tr(CTX, "division {division}: {day} seated as rounds {first}–{last}").format(
            division=day.division, day=league_text.day_header(day.number, final=day.final),
            first=day.rounds[0], last=day.rounds[1]))
        if day.dropped:
            print("  " + tr(CTX, "out below the drop line: {names}").format(
                names=display.names_list([names[p] for p in day.dropped])))
        print_fives(sid, day.division, day.number, day.final)
    return 0


def _tables(sid: int, data: Any) -> list[list[int]]:
    from tournament_app.services import seasons

    if not isinstance(data, list) or not all(isinstance(t, list) for t in data):
        raise _bad(N_(CTX, "--tables: give a JSON list of tables, each a list of four names"))
    return [[seasons.find_member(sid, str(name))[0] for name in table] for table in data]


def cmd_seating(args: argparse.Namespace) -> int:
    from tournament_app.services.season_days import day_tables

    sid = open_season(args)
    with as_options(day="--day"):
        tables = day_tables(sid, args.division, args.day, final=args.final)
    if args.json:
        _print_json([{"round": t.round, "table": t.table, "seats": list(t.names),
                      **({"sitting_out": t.out_name} if t.out_name is not None else {})} for t in tables])
        return 0
    for t in tables:
        line = tr(CTX, "round {round} table {table}: {names}").format(round=t.round, table=t.table,
                                                                      names=seated(t.names))
        if t.out_name is not None:
            line += "  " + tr(CTX, "(sitting out: {name})").format(name=t.out_name)
        print(line)
    return 0


# -- standings --------------------------------------------------------------------------------------
def cmd_standings(args: argparse.Namespace) -> int:
    from tournament_app.services import seasons
    from tournament_app.services.season_standings import division_table, season_tables

    sid = open_season(args)
    with as_options(day="--day"):
        if args.division:
            table = division_table(seasons.season_info(sid), args.division, args.day)
        else:
            tables = season_tables(sid, args.day)
    if args.division:
        if args.json:
            _print_json(division_json(table))
        else:
            print_table(table)
        return 0
    if args.json:
        info = seasons.season_info(sid)
        _print_json({"season": info.name, "previous": info.previous,
                     "divisions": [division_json(t) for t in tables]})
        return 0
    for table in tables:
        print_table(table)
        print()
    return 0


# -- files ------------------------------------------------------------------------------------------
def cmd_export(args: argparse.Namespace) -> int:
    from tournament_app.export.outputs import export_season_workbook

    sid = open_season(args)
    with terminal_progress(tr(CTX, "exporting")) as progress:
        export_season_workbook(sid, Path(args.out), progress)
    print(tr(CTX, "wrote {file}").format(file=args.out))
    return 0


def cmd_print(args: argparse.Namespace) -> int:
    from tournament_app.export.outputs import print_league_sheets

    sid = open_season(args)
    with terminal_progress(tr(CTX, "printing")) as progress, as_options(day="--day"):
        print_league_sheets(sid, Path(args.out), division=args.division, after_day=args.day,
                            progress=progress, minus=args.minus)
    print(tr(CTX, "wrote {file}").format(file=args.out))
    return 0


def cmd_next(args: argparse.Namespace) -> int:
    from tournament_app.services import seasons
    from tournament_app.services.season_next import next_season

    starts = _date(args.starts) if args.starts else None
    sid = open_season(args)
    new_id = next_season(sid, args.name, new_players=[{"name": n} for n in args.new_player],
                         starts_on=starts)
    print_summary(seasons.season_info(new_id))
    return 0

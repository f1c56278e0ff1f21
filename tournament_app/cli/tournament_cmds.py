"""Commands over a tournament database (CONTRACT.md): demo, standings, seating, check, …

Each handler imports the services it runs: building the parser stays free of the database layers, so
that a command over the rules alone does not load them (issue 26).
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
from pathlib import Path
from typing import Any

from tournament_app.checks.limits import MAX_DEMO_ROUNDS, MAX_PLANNED_ROUNDS, MAX_PLAYERS
from tournament_app.checks.numbers import shown
from tournament_app.cli.args import (
    MAX_POINTS,
    MAX_ROUND,
    Name,
    as_options,
    demo_seed_help,
    json_help,
    output_path,
    read_json,
    rounds_range,
    rules_help,
    rules_spec,
    seed_help,
    tournament_help,
    whole,
)
from tournament_app.cli.progress import terminal_progress
from tournament_app.cli.seats import chombo_help, score_index, seated
from tournament_app.rules.presets import resolve
from tournament_app.rules.settlement import tenths_to_json
from tournament_app.texts import display
from tournament_app.texts.rules_text import rules_title
from tournament_app.words.i18n import render, tr
from tournament_app.words.messages import N_, Message, UserError

CTX = "cli"


def _bad(text: str, **params: Any) -> UserError:
    return UserError(Message(CTX, text, params))


def _print_json(data: Any) -> None:
    print(json.dumps(data, ensure_ascii=False, indent=2))


# Commands that only read: the read rule (open read-only, create and change nothing; also a read-only
# file, a USB stick, a file:…?mode=ro address).
READ_ONLY = {"tournaments", "seating", "standings", "check", "backup", "export", "print"}


def _open(args: argparse.Namespace) -> int | None:
    """Open the database (read-only for a reading command); return the tournament named by
    ``--tournament`` (or the only one)."""
    from tournament_app.services import tournaments
    from tournament_app.storage.database import open_database

    open_database(args.db, reading=getattr(args, "read_only", False))
    if getattr(args, "tournament_needed", True):
        return tournaments.find_tournament(getattr(args, "tournament", None))
    return None


def _date(text: str | None) -> dt.date | None:
    if text is None:
        return None
    try:
        return dt.date.fromisoformat(text)
    except ValueError:
        raise _bad(N_(CTX, "{value} is not a date (YYYY-MM-DD)"), value=shown(text)) from None


def add_commands(sub: Any) -> None:
    def command(name: str, help_text: str, handler: Any, *, tournament: bool = True) -> Any:
        p = sub.add_parser(name, help=help_text)
        if tournament:
            p.add_argument("--tournament", metavar="NAME", help=tournament_help())
        p.set_defaults(handler=handler, tournament_needed=tournament, read_only=name in READ_ONLY)
        return p

    p = command("demo", tr(CTX, "create a sample tournament recorded hand by hand"), cmd_demo,
                tournament=False)
    p.add_argument("--players", type=whole(4, MAX_PLAYERS), default=16, metavar="N",
                   help=tr(CTX, "players, a multiple of 4"))
    p.add_argument("--rounds", type=whole(1, MAX_DEMO_ROUNDS), default=4, metavar="R",
                   help=tr(CTX, "rounds played"))
    p.add_argument("--seed", type=whole(0, 2**31), default=1, metavar="S", help=demo_seed_help())
    p.add_argument("--name", type=Name("tournament"), default=None, help=tr(CTX, "the tournament's name"))
    p.add_argument("--rules", type=rules_spec, default="jpml", metavar="ID", help=rules_help())

    p = command("new", tr(CTX, "create a tournament"), cmd_new, tournament=False)
    p.add_argument("name", type=Name("tournament"), metavar="NAME", help=tr(CTX, "the tournament's name"))
    p.add_argument("--rules", type=rules_spec, default="jpml", metavar="ID", help=rules_help())
    p.add_argument("--venue", type=Name("venue"), default="", help=tr(CTX, "the venue"))
    p.add_argument("--starts", metavar="YYYY-MM-DD", help=tr(CTX, "the first day"))
    p.add_argument("--ends", metavar="YYYY-MM-DD", help=tr(CTX, "the last day"))
    p.add_argument("--planned-rounds", type=whole(1, MAX_PLANNED_ROUNDS), default=None, metavar="N",
                   help=tr(CTX, "how many rounds the event will play (seating round by round then "
                                "plans ahead)"))

    p = command("planned-rounds", tr(CTX, "set how many rounds the tournament will play (0: not decided)"),
                cmd_planned_rounds)
    p.add_argument("count", type=whole(0, MAX_PLANNED_ROUNDS), metavar="N",
                   help=tr(CTX, "rounds (0: not decided)"))

    p = command("tournaments", tr(CTX, "list the tournaments in the database"), cmd_tournaments,
                tournament=False)
    p.add_argument("--json", action="store_true", help=json_help())

    p = command("add-player", tr(CTX, "register a player"), cmd_add_player)
    p.add_argument("name", type=Name("player"), metavar="NAME", help=tr(CTX, "the player's name"))
    p.add_argument("--reading", type=Name("field"), default="",
                   help=tr(CTX, "the reading of the name (kana)"))
    p.add_argument("--affiliation", type=Name("field"), default="",
                   help=tr(CTX, "affiliation (club, branch …)"))
    p.add_argument("--member-no", type=Name("field"), default="", help=tr(CTX, "membership number"))

    p = command("import-players", tr(CTX, "register players from CSV or XLSX (all or nothing)"),
                cmd_import_players)
    p.add_argument("file", metavar="FILE", help=tr(CTX, "a CSV or XLSX player list"))

    p = command("seat", tr(CTX, "seat the next round (or several, planned together)"), cmd_seat)
    p.add_argument("--method", choices=("random", "standings"), default="random",
                   help=tr(CTX, "random (default: fewest repeated opponents) or standings (1st to 4th at "
                                "table 1, 5th to 8th at table 2 …)"))
    p.add_argument("--rounds", type=whole(1, MAX_PLANNED_ROUNDS), default=1, metavar="N",
                   help=tr(CTX, "seat N rounds at once, planned together for the fewest repeats (random)"))
    p.add_argument("--fives", action="store_true",
                   help=tr(CTX, "seat the active players at tables of four and five instead of filling "
                                "tables of four with substitutes: at a table of five one player sits out "
                                "the round (抜け番), who sat out fewest first"))
    p.add_argument("--seed", type=whole(0, 2**31), default=None, metavar="S", help=seed_help())

    p = command("seating", tr(CTX, "the seating of a round (or of every round)"), cmd_seating)
    p.add_argument("--round", type=whole(1, MAX_ROUND), metavar="R", help=tr(CTX, "only this round"))
    p.add_argument("--json", action="store_true", help=json_help())

    p = command("record", tr(CTX, "append a game record's hands to a table's game"), cmd_record)
    p.add_argument("file", metavar="FILE", help=tr(CTX, "a game record (JSON); - reads standard input"))
    table_options(p)
    p.add_argument("--finish", action="store_true", help=tr(CTX, "settle the game when the rules end it"))

    p = command("final", tr(CTX, "record a game by its final scores only"), cmd_final)
    p.add_argument("scores", type=whole(-MAX_POINTS, MAX_POINTS), nargs=4, metavar="S",
                   help=tr(CTX, "the four final scores, in seat order from the first dealer"))
    table_options(p)
    p.add_argument("--left", type=whole(0, MAX_POINTS), default=0, metavar="N",
                   help=tr(CTX, "points left on the table (riichi deposits nobody won)"))
    p.add_argument("--chombo", type=score_index, action="append", default=[], metavar="SEAT",
                   help=chombo_help())

    p = command("standings", tr(CTX, "the standings"), cmd_standings)
    p.add_argument("--rounds", metavar="A-B", help=tr(CTX, "only these rounds"))
    p.add_argument("--stage", type=whole(1, 100), metavar="N",
                   help=tr(CTX, "one stage, with what it carries over"))
    p.add_argument("--teams", action="store_true", help=tr(CTX, "the team standings"))
    p.add_argument("--json", action="store_true", help=json_help())

    command("check", tr(CTX, "verify that the file is whole and that every game adds up"), cmd_check)

    p = command("backup", tr(CTX, "copy the database safely, even while the app is running"), cmd_backup,
                tournament=False)
    p.add_argument("--out", type=output_path, required=True, metavar="FILE",
                   help=tr(CTX, "the copy to write (a new file)"))

    command("upgrade", tr(CTX, "bring a database written by an earlier version up to date (a copy of "
                              "the old file is kept beside it)"), cmd_upgrade, tournament=False)

    p = command("export", tr(CTX, "the tournament workbook (Excel)"), cmd_export)
    p.add_argument("--out", type=output_path, required=True, metavar="FILE.xlsx",
                   help=tr(CTX, "the file to write"))
    p.add_argument("--rounds", metavar="A-B", help=tr(CTX, "only these rounds"))

    p = command("print", tr(CTX, "a printable document as PDF"), cmd_print)
    p.add_argument("kind", choices=("standings", "seating", "scoresheets", "players", "tablecards", "awards"),
                   metavar="KIND", help=tr(CTX, "standings, seating, scoresheets, players (a page per "
                                                "player), tablecards (a card per table with its QR code) or "
                                                "awards (for the prize-giving)"))
    p.add_argument("--out", type=output_path, required=True, metavar="FILE.pdf",
                   help=tr(CTX, "the file to write"))
    p.add_argument("--rounds", metavar="A-B", help=tr(CTX, "only these rounds"))
    p.add_argument("--round", type=whole(1, MAX_ROUND), metavar="R", help=tr(CTX, "only this round"))
    p.add_argument("--no-charts", dest="charts", action="store_false",
                   help=tr(CTX, "score sheets without each game's score line (half the paper)"))
    p.add_argument("--award", metavar="KEY,…",
                   help=tr(CTX, "awards: only these, in this order (largest_hand, most_wins, best_win_rate, "
                                "lowest_deal_in_rate; every one when not given)"))


def table_options(p: argparse.ArgumentParser) -> None:
    """``--round R --table T``: the table whose game a command records."""
    p.add_argument("--round", type=whole(1, MAX_ROUND), required=True, metavar="R", help=tr(CTX, "the round"))
    p.add_argument("--table", type=whole(1, MAX_ROUND), required=True, metavar="T",
                   help=tr(CTX, "the table's number"))


# -- handlers ---------------------------------------------------------------------------------
def cmd_demo(args: argparse.Namespace) -> int:
    from tournament_app.services import tournaments
    from tournament_app.services.demo import create_demo
    from tournament_app.storage.database import open_database

    if args.players < 4 or args.players % 4:  # before the database is touched
        raise _bad(N_(CTX, "--players: give a multiple of 4"))
    resolve(args.rules)  # an unknown rule set, too, before a file is created
    open_database(args.db)
    name = args.name or tr(CTX, "Demo tournament {n}").format(n=args.seed)
    tid = create_demo(players_count=args.players, rounds_count=args.rounds, seed=args.seed,
                      name=name, rules=args.rules)
    info = tournaments.tournament_info(tid)
    print(tr(CTX, "created {name}: {counts}").format(name=info.name,
                                                     counts=_players_rounds(info.players, info.rounds)))
    return 0


def cmd_new(args: argparse.Namespace) -> int:
    from tournament_app.services import tournaments
    from tournament_app.storage.database import open_database

    resolve(args.rules)
    open_database(args.db)
    tournaments.create_tournament(args.name, args.rules, starts_on=_date(args.starts),
                                  ends_on=_date(args.ends), venue=args.venue,
                                  planned_rounds=args.planned_rounds)
    print(tr(CTX, "created {name}").format(name=args.name))
    return 0


def cmd_planned_rounds(args: argparse.Namespace) -> int:
    from tournament_app.services import tournaments

    tid = _open(args)
    assert tid is not None
    tournaments.set_planned_rounds(tid, args.count or None)
    print(tr(CTX, "planned rounds: {count}").format(count=args.count or tr(CTX, "not decided")))
    return 0


def cmd_tournaments(args: argparse.Namespace) -> int:
    from tournament_app.services import tournaments
    from tournament_app.storage.database import open_database

    open_database(args.db, reading=True)
    rows = tournaments.list_tournaments()
    if args.json:
        _print_json([{"name": t.name, "rules": t.rules.id, "players": t.players, "rounds": t.rounds}
                     for t in rows])
        return 0
    for t in rows:
        print(f"{t.name}\t{rules_title(t.rules)}\t" + _players_rounds(t.players, t.rounds))
    return 0


def _players_rounds(players: int, rounds: int) -> str:
    """"16 players, 4 rounds" / "1 player, 1 round": each count with its plural form."""
    return tr(CTX, "{players}, {rounds}").format(players=tr(CTX, "%n players", players),
                                                 rounds=tr(CTX, "%n rounds", rounds))


def cmd_add_player(args: argparse.Namespace) -> int:
    from tournament_app.services import players

    tid = _open(args)
    assert tid is not None
    players.add_player(tid, args.name, reading=args.reading, affiliation=args.affiliation,
                       member_no=args.member_no)
    return 0


def cmd_import_players(args: argparse.Namespace) -> int:
    from tournament_app.export.player_files import read_players
    from tournament_app.services import players

    tid = _open(args)
    assert tid is not None
    try:
        parsed = read_players(Path(args.file))
        with terminal_progress(tr(CTX, "importing players")) as progress:
            count = players.import_players(tid, parsed.rows, [e.located() for e in parsed.errors], progress,
                                           row_numbers=parsed.row_numbers)
    except players.PlayerImportError as e:
        # one line, as every error: the first problem and how many there are
        raise UserError(e.message) from None
    print(tr(CTX, "%n players registered", count))
    return 0


def cmd_seat(args: argparse.Namespace) -> int:
    from tournament_app.services import rounds

    tid = _open(args)
    assert tid is not None
    if args.rounds != 1:
        if args.fives:
            raise _bad(N_(CTX, "--fives: tables of five are seated one round at a time"))
        if args.method != "random":
            raise _bad(N_(CTX, "--rounds: only random seating can plan several rounds"))
        with terminal_progress(tr(CTX, "planning the seating")) as progress:
            numbers = rounds.seat_rounds(tid, args.rounds, seed=args.seed, progress=progress)
    else:
        with terminal_progress(tr(CTX, "planning the seating")) as progress:
            numbers = [rounds.seat_round(tid, args.method, seed=args.seed, progress=progress,
                                         fives=args.fives)]
    for number in numbers:
        _print_tables(rounds.seating_of(tid, number))
    stats, stage = rounds.repeat_stats(tid), rounds.repeats_stage(tid)
    print(display.repeats_text(stats.repeated_pairs, stats.max_meetings, stage))
    return 0


def _print_tables(tables: list) -> None:
    for t in tables:
        line = tr(CTX, "round {round} table {table}: {names}").format(
            round=t.round, table=t.table, names=seated(t.names))
        if t.out_name is not None:
            line += "  " + tr(CTX, "(sitting out: {name})").format(name=t.out_name)
        print(line)


def cmd_seating(args: argparse.Namespace) -> int:
    from tournament_app.services import rounds

    tid = _open(args)
    assert tid is not None
    tables = rounds.seating_of(tid, args.round)
    if args.round is not None and not tables:
        raise _bad(N_(CTX, "--round: there is no round {round}"), round=args.round)
    if args.json:
        _print_json([{"round": t.round, "table": t.table, "seats": list(t.names),
                      **({"sitting_out": t.out_name} if t.out_name is not None else {})} for t in tables])
        return 0
    _print_tables(tables)
    return 0


def _game_at(tid: int, round_number: int, table: int) -> int:
    from tournament_app.services import rounds

    for t in rounds.seating_of(tid, round_number):
        if t.table == table and t.game_id is not None:
            return t.game_id
    raise _bad(N_(CTX, "there is no table {table} in round {round}"), table=table, round=round_number)


def cmd_record(args: argparse.Namespace) -> int:
    from tournament_app.services import games

    tid = _open(args)
    assert tid is not None
    data = read_json(args.file)
    hands = data.get("hands") if isinstance(data, dict) else data
    if not isinstance(hands, list):
        raise _bad(N_(CTX, "{file}: give a game record or a list of hands"), file=args.file)
    game_id = _game_at(tid, args.round, args.table)
    view = games.append_hands(game_id, hands, finish=args.finish)
    print(tr(CTX, "%n hands recorded; the game has {total}", len(hands)).format(total=len(view.hands)))
    if view.state == "finished":
        print(tr(CTX, "the game is finished"))
    return 0


def cmd_final(args: argparse.Namespace) -> int:
    from tournament_app.services import games

    tid = _open(args)
    assert tid is not None
    result = games.record_final_scores(_game_at(tid, args.round, args.table), args.scores,
                                       left=args.left, chombo=args.chombo)
    print(" ".join(display.points(p) for p in result.points))
    return 0


def cmd_standings(args: argparse.Namespace) -> int:
    """The standings: ranked by the event's tie-breaks (and, once a later stage has started, by the
    stage reached), per stage with ``--stage``, of the teams with ``--teams``; ``--rounds`` gives
    the plain totals of those rounds."""
    from tournament_app.services import event_format

    if args.rounds and args.stage:  # a range of rounds is plain totals: it has no stage to rank by
        raise _bad(N_(CTX, "give --rounds or --stage, not both"))
    tid = _open(args)
    assert tid is not None
    _held(tid, rounds_range(args.rounds), "--rounds")
    if args.teams:
        return _team_standings(tid, args.json)
    rows = _standing_rows(tid, args)
    if args.json:
        _print_json([{**row, **{key: tenths_to_json(row[key]) for key in ("total", "carried", "stage_total")
                                if row[key] is not None}} for row in rows])
        return 0
    pad = display.pad
    names = [display.stage_name(str(s["name"])) for s in event_format.stages_of(tid)]
    staged = any(row["stage_total"] is not None for row in rows)
    head = (pad(tr(CTX, "Rank"), 4, right=True) + "  " + pad(tr(CTX, "Player"), 18)
            + pad(tr(CTX, "Total"), 9, right=True) + pad(tr(CTX, "Games"), 8, right=True))
    if staged:
        head += "  " + pad(tr(CTX, "Stage"), 14) + pad(tr(CTX, "Stage total"), 12, right=True)
    print(head)
    for row in rows:
        line = (pad(str(row["rank"]), 4, right=True) + "  " + pad(row["name"], 18)
                + pad(display.points(row["total"]), 9, right=True) + pad(str(row["games"]), 8, right=True))
        if staged:
            line += "  " + pad(names[row["stage"] - 1], 14) + pad(display.points(row["stage_total"]), 12,
                                                                 right=True)
        if row["tie_break"]:
            line += "  " + display.tie_break_text(row["tie_break"])
        print(line)
    return 0


def _standing_rows(tid: int, args: argparse.Namespace) -> list[dict[str, Any]]:
    """The rows ``standings`` prints, points in tenths; the whole event of a staged event names each
    player's stage reached (``stage``, from 1) and their total there (``stage_total``)."""
    from tournament_app.services import standings
    from tournament_app.services.event_standings import event_standings

    if args.rounds:
        return [{"rank": r.rank, "name": r.name, "total": r.total, "games": r.games, "stage": None,
                 "carried": 0, "tie_break": None, "team": None, "stage_total": None}
                for r in standings.standings(tid, rounds_range(args.rounds))]
    return [{"rank": r.rank, "name": r.row.name, "total": r.total, "games": r.row.games,
             "stage": args.stage if r.stage is None else r.stage + 1, "carried": r.carried,
             "tie_break": r.tie_break, "team": r.team, "stage_total": r.stage_total}
            for r in event_standings(tid, args.stage - 1 if args.stage else None)]


def _held(tid: int, chosen: tuple[int, int] | None, option: str) -> tuple[int, int] | None:
    """``chosen`` rounds, refused (naming ``option``) when the tournament has not seated them."""
    from tournament_app.services.standings import check_rounds

    with as_options(rounds=option):
        check_rounds(tid, chosen)
    return chosen


def _team_standings(tid: int, as_json: bool) -> int:
    from tournament_app.services.event_standings import team_standings

    teams = team_standings(tid)
    if as_json:
        _print_json([{"rank": t.rank, "team": t.name, "total": tenths_to_json(t.total),
                      "members": list(t.members), "counted": list(t.counted)} for t in teams])
        return 0
    for t in teams:
        print(f"{t.rank:>4}  {display.pad(t.name, 18)}{display.points(t.total):>9}")
    return 0


def cmd_check(args: argparse.Namespace) -> int:
    from tournament_app.services.check import check_tournament
    from tournament_app.storage.connections import check_whole

    tid = _open(args)
    assert tid is not None
    check_whole()  # every page of the file read (on demand; opening reads only what it needs)
    problems = check_tournament(tid)
    if not problems:
        print(tr(CTX, "every game adds up"))
        return 0
    for p in problems:
        print(render(p))
    return 1


def cmd_backup(args: argparse.Namespace) -> int:
    from tournament_app.storage.backup_files import backup_database
    from tournament_app.storage.database import open_database

    db = open_database(args.db, reading=True)
    with terminal_progress(tr(CTX, "backing up")) as progress:
        out = backup_database(db, Path(args.out), progress)
    print(tr(CTX, "backed up to {file}").format(file=out))
    return 0


def cmd_export(args: argparse.Namespace) -> int:
    from tournament_app.export.outputs import export_workbook

    tid = _open(args)
    assert tid is not None
    chosen = _held(tid, rounds_range(args.rounds), "--rounds")
    with terminal_progress(tr(CTX, "exporting")) as progress:
        export_workbook(tid, Path(args.out), chosen, progress)
    print(tr(CTX, "wrote {file}").format(file=args.out))
    return 0


def cmd_print(args: argparse.Namespace) -> int:
    from tournament_app.export.outputs import print_document

    tid = _open(args)
    assert tid is not None
    chosen = _held(tid, (args.round, args.round) if args.round is not None else rounds_range(args.rounds),
                   "--round" if args.round is not None else "--rounds")
    if args.award is not None and args.kind != "awards":
        raise _bad(N_(CTX, "--award is for print awards only"))
    awards = None if args.award is None else [key.strip() for key in args.award.split(",") if key.strip()]
    with terminal_progress(tr(CTX, "printing")) as progress:
        print_document(tid, args.kind, Path(args.out), chosen, progress, charts=args.charts, awards=awards)
    print(tr(CTX, "wrote {file}").format(file=args.out))
    return 0


def cmd_upgrade(args: argparse.Namespace) -> int:
    from tournament_app.storage.database import DatabaseError, default_db_path, open_database

    target = args.db or default_db_path()
    if "://" not in str(target):
        try:
            file = Path(str(target)).expanduser()
            size = file.stat().st_size if file.is_file() else None
        except OSError:  # a name too long, a folder not searchable
            size = None
        if size is None:
            raise DatabaseError("cantopen", str(target))  # nothing to upgrade: no new file either
        if size == 0:
            raise DatabaseError("empty", str(target))  # nothing to upgrade: no schema written into it
    open_database(target)  # opening for writing brings it up to date, a copy of the old file first
    print(tr(CTX, "the database is up to date"))
    return 0

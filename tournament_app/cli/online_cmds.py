"""Online rounds: ``alias`` (the players' online names), ``import-aliases`` (a two-column list of them)
and ``import-round`` (a folder of a round's game logs, matched to its tables by those names)."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from tournament_app.checks.names import one_line
from tournament_app.cli.args import MAX_ROUND, Name, json_help, tournament_help, whole
from tournament_app.cli.seats import seat_label
from tournament_app.cli.tournament_cmds import _open
from tournament_app.words.i18n import render, tr
from tournament_app.words.messages import N_, Message, UserError

CTX = "cli"


def add_commands(sub: Any) -> None:

    p = sub.add_parser("alias", help=tr(CTX, "a player's online names (Tenhou, Mahjong Soul), which a "
                                           "round's logs are matched by"))
    p.add_argument("names", nargs="*", type=Name("player"), metavar="NAME",
                   help=tr(CTX, "PLAYER NAME…: give the registered player PLAYER these online names; with "
                                "--remove: the online names to take away"))
    p.add_argument("--remove", action="store_true", help=tr(CTX, "take the online names away"))
    p.add_argument("--list", action="store_true", help=tr(CTX, "list every player's online names"))
    p.add_argument("--json", action="store_true", help=json_help())
    p.add_argument("--tournament", metavar="NAME", help=tournament_help())
    p.set_defaults(handler=cmd_alias, tournament_needed=True)

    p = sub.add_parser("import-aliases", help=tr(CTX, "give players online names from a CSV or XLSX list of "
                                                    "two columns: the registered name, an online name (all "
                                                    "or nothing)"))
    p.add_argument("file", metavar="FILE", help=tr(CTX, "a CSV or XLSX list: player, online name"))
    p.add_argument("--tournament", metavar="NAME", help=tournament_help())
    p.set_defaults(handler=cmd_import_aliases, tournament_needed=True)

    p = sub.add_parser(
        "import-round",
        help=tr(CTX, "import a whole online round from a folder of game logs (mjlog XML or tenhou.net/6 "
                     "JSON), each matched to its table by the players' online names (all or nothing)"),
        epilog=tr(CTX, "Every problem refuses the whole round: names not matched, tables without a log, "
                       "logs that fit no table, logs played with other rules (length, red fives, starting "
                       "and return score, oka, uma, rounding). Then nothing is stored: exit 2, one line per "
                       "problem on stderr, nothing on stdout. --dry-run prints the preview on stdout (which "
                       "log goes to which table, then every problem) and exits 1 when there are problems."))
    p.add_argument("folder", metavar="FOLDER", help=tr(CTX, "the folder holding the round's logs"))
    p.add_argument("--round", type=whole(1, MAX_ROUND), required=True, metavar="R", help=tr(CTX, "the round"))
    p.add_argument("--dry-run", action="store_true", help=tr(CTX, "only the preview: store nothing"))
    p.add_argument("--json", action="store_true", help=json_help())
    p.add_argument("--tournament", metavar="NAME", help=tournament_help())
    p.set_defaults(handler=cmd_import_round, tournament_needed=True)


def _bad(text: str, **params: Any) -> UserError:
    return UserError(Message(CTX, text, params))


def cmd_alias(args: argparse.Namespace) -> int:
    from tournament_app.services import aliases

    if args.list:
        if args.names or args.remove:
            raise _bad(N_(CTX, "--list takes no names"))
        args.read_only = True
        tid = _open(args)
        assert tid is not None
        listed = aliases.list_aliases(tid)
        if args.json:
            print(json.dumps([{"player": p, "online_names": n} for p, n in listed], ensure_ascii=False,
                             indent=2))
        for player, names in [] if args.json else listed:
            print(tr(CTX, "{player}: {names}").format(player=player, names=", ".join(names)))
        return 0
    if args.json:
        raise _bad(N_(CTX, "--json goes with --list"))
    if args.remove:
        if not args.names:
            raise _bad(N_(CTX, "--remove: name the online names to take away"))
        tid = _open(args)
        assert tid is not None
        count = aliases.remove_aliases(tid, args.names)
        print(tr(CTX, "%n online names removed", count))
        return 0
    if len(args.names) < 2:
        raise _bad(N_(CTX, "name the player, then one or more online names"))
    tid = _open(args)
    assert tid is not None
    count = aliases.add_aliases(tid, args.names[0], args.names[1:])
    print(tr(CTX, "%n online names added for {player}", count).format(player=args.names[0]))
    return 0


def cmd_import_aliases(args: argparse.Namespace) -> int:
    from tournament_app.export.alias_files import read_aliases
    from tournament_app.services import aliases

    tid = _open(args)
    assert tid is not None
    rows = read_aliases(Path(args.file))
    try:
        count = aliases.import_aliases(tid, rows)
    except aliases.AliasImportError as e:
        raise UserError(e.message) from None  # one line: the first problem and how many there are
    print(tr(CTX, "%n online names added", count))
    return 0


def cmd_import_round(args: argparse.Namespace) -> int:
    from tournament_app.services import round_import

    args.read_only = args.dry_run
    tid = _open(args)
    assert tid is not None
    preview = round_import.preview_round(tid, args.round, Path(args.folder))
    if args.dry_run:  # a question, answered on stdout whatever the answer; 1: it would be refused
        if args.json:
            print(json.dumps({**preview.to_json(), "problems": [render(p) for p in preview.problems]},
                             ensure_ascii=False, indent=2))
        else:
            print_preview(preview)
        return 1 if preview.problems else 0
    if preview.problems:  # refused: every problem on stderr, nothing on stdout
        for problem in preview.problems:
            print(one_line(render(problem)), file=sys.stderr)
        print(one_line(tr(CTX, "nothing was imported")), file=sys.stderr)
        return 2
    round_import.import_round(tid, args.round, Path(args.folder), seen=preview.seen)
    if args.json:
        print(json.dumps({**preview.to_json(), "problems": []}, ensure_ascii=False, indent=2))
    else:
        print_preview(preview)
        print(tr(CTX, "%n games imported", len(preview.placed)))
    return 0


def print_preview(preview: Any) -> None:
    for place in preview.placed:
        print(tr(CTX, "table {table}: {log} (%n hands)", len(place.log.record["hands"])).format(
            table=place.table, log=place.log.label))
        for seat, (log_name, name) in enumerate(zip(place.log.players, place.names, strict=True)):
            print("  " + tr(CTX, "{seat}: {log} in the log, {name} at the table").format(
                seat=seat_label(seat), log=log_name, name=name))
    for problem in preview.problems:
        print(one_line(tr(CTX, "problem: {problem}").format(problem=render(problem))))

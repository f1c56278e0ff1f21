"""Commands for several desks on one database (CONTRACT.md, wave 2): ``hand`` and ``copy-db``."""

from __future__ import annotations

import argparse
from typing import Any

from tournament_app.cli.args import MAX_ROUND, copy_target, parse_json, tournament_help, whole
from tournament_app.cli.progress import terminal_progress
from tournament_app.cli.tournament_cmds import _bad, _game_at, _open, table_options
from tournament_app.texts import display
from tournament_app.words.i18n import tr
from tournament_app.words.messages import N_

CTX = "cli"


def add_commands(sub: Any) -> None:
    p = sub.add_parser("hand", help=tr(CTX, "record one hand as hand N of a table's game"))
    p.add_argument("hand", metavar="HAND_JSON", help=tr(CTX, "one hand of a game record, as JSON"))
    table_options(p)
    p.add_argument("--number", type=whole(1, MAX_ROUND), required=True, metavar="N",
                   help=tr(CTX, "the hand's number in the game: must be the next one"))
    p.add_argument("--tournament", metavar="NAME", help=tournament_help())
    p.set_defaults(handler=cmd_hand, tournament_needed=True)

    p = sub.add_parser("copy-db", help=tr(CTX, "copy the whole database into a new SQLite file or an "
                                               "empty PostgreSQL database"))
    p.add_argument("--to", type=copy_target, required=True, metavar="TARGET",
                   help=tr(CTX, "a new file, or postgresql://USER@HOST[:PORT]/DBNAME (its password from the "
                                "password file or PGPASSWORD, never on the command line)"))
    p.set_defaults(handler=cmd_copy_db, tournament_needed=False)


def cmd_hand(args: argparse.Namespace) -> int:
    from tournament_app.services import games

    hand = parse_json(args.hand, "HAND_JSON")
    if not isinstance(hand, dict):
        raise _bad(N_(CTX, "HAND_JSON: give one hand as a JSON object"))
    if args.number < 1:
        raise _bad(N_(CTX, "--number: must be 1 or more"))
    tid = _open(args)
    assert tid is not None
    game_id = _game_at(tid, args.round, args.table)
    outcome = games.record_hand(game_id, args.number, hand)
    print(tr(CTX, "hand {number} recorded: {round}").format(
        number=args.number, round=display.round_label(outcome.round, outcome.honba)))
    return 0


def cmd_copy_db(args: argparse.Namespace) -> int:
    from tournament_app.storage.copy import copy_database
    from tournament_app.storage.database import open_database

    source = open_database(args.db, reading=True)
    with terminal_progress(tr(CTX, "copying")) as progress:
        shown = copy_database(source, args.to, progress)
    print(tr(CTX, "copied to {target}").format(target=shown))
    return 0

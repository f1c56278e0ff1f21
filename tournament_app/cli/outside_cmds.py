"""Outside formats: ``log`` and ``import-log`` (Tenhou game logs: mjlog XML or tenhou.net/6 JSON),
``export-ema`` (the EMA results file)."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from tournament_app.checks.limits import MAX_LOG_GAMES
from tournament_app.cli.args import output_path, tournament_help, whole
from tournament_app.cli.progress import terminal_progress
from tournament_app.cli.seats import seat_label
from tournament_app.cli.tournament_cmds import _game_at, _open, table_options
from tournament_app.words.i18n import tr

CTX = "cli"


def add_commands(sub: Any) -> None:
    log_file = tr(CTX, "the game log: Tenhou's mjlog XML or tenhou.net/6 JSON (Tenhou, Mahjong Soul via "
                       "tensoul; one game, one a line, or a list), also gzip; told apart by its content")
    p = sub.add_parser("log", help=tr(CTX, "convert a game log (Tenhou mjlog XML or tenhou.net/6 JSON) into "
                                          "a game record"))
    p.add_argument("file", metavar="FILE", help=log_file)
    p.add_argument("--game", type=whole(1, MAX_LOG_GAMES), metavar="N",
                   help=tr(CTX, "only game N of a file that holds several (without it: a list of records)"))
    p.add_argument("--json", action="store_true", help=tr(CTX, "(the record is always printed as JSON)"))
    p.set_defaults(handler=cmd_log, tournament_needed=False)

    p = sub.add_parser("import-log", help=tr(CTX, "append a game log's hands to a table's game"))
    p.add_argument("file", metavar="FILE", help=log_file)
    p.add_argument("--game", type=whole(1, MAX_LOG_GAMES), metavar="N",
                   help=tr(CTX, "game N of a file that holds several"))
    table_options(p)
    p.add_argument("--tournament", metavar="NAME", help=tournament_help())
    p.set_defaults(handler=cmd_import_log, tournament_needed=True)

    p = sub.add_parser("export-ema", help=tr(CTX, "the EMA results file (XLSX) of a tournament"))
    p.add_argument("--out", type=output_path, required=True, metavar="FILE",
                   help=tr(CTX, "the file to write"))
    p.add_argument("--tournament", metavar="NAME", help=tournament_help())
    p.set_defaults(handler=cmd_export_ema, tournament_needed=True, read_only=True)


def cmd_log(args: argparse.Namespace) -> int:
    from tournament_app.services.log_import import pick_game, read_log_file

    records = read_log_file(Path(args.file))
    # one game: its record (as ever); several: the list, unless --game names one
    shown: Any = pick_game(records, args.game) if args.game is not None or len(records) == 1 else records
    print(json.dumps(shown, ensure_ascii=False, indent=2))
    return 0


def cmd_import_log(args: argparse.Namespace) -> int:
    from tournament_app.services.log_import import import_log

    tid = _open(args)
    assert tid is not None
    view, record = import_log(_game_at(tid, args.round, args.table), Path(args.file), game=args.game)
    print(tr(CTX, "%n hands imported; the game has {total}", len(record["hands"])).format(
        total=len(view.hands)))
    for seat, (log_name, name) in enumerate(zip(record["players"], view.names, strict=True)):
        print(tr(CTX, "{seat}: {log} in the log, {name} at the table").format(
            seat=seat_label(seat), log=log_name, name=name))
    if view.state == "finished":
        print(tr(CTX, "the game is finished"))
    return 0


def cmd_export_ema(args: argparse.Namespace) -> int:
    from tournament_app.export.ema import write_ema

    tid = _open(args)
    assert tid is not None
    with terminal_progress(tr(CTX, "exporting")) as progress:
        write_ema(tid, Path(args.out), progress)
    print(tr(CTX, "wrote {file}").format(file=args.out))
    return 0

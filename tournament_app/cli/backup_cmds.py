"""``backups``, ``restore`` and ``recover`` (CONTRACT.md): the automatic backups of a database, bringing
one back, and saving what can be read of a damaged file."""

from __future__ import annotations

import argparse
import datetime as dt
import json
from pathlib import Path
from typing import Any

from tournament_app.cli.args import json_help, output_path
from tournament_app.cli.progress import terminal_progress
from tournament_app.words.i18n import tr

CTX = "cli"


def add_commands(sub: Any) -> None:
    p = sub.add_parser("backups", help=tr(CTX, "list the automatic backups of the database"))
    p.add_argument("--folder", metavar="DIR",
                   help=tr(CTX, "the backup folder (default: the database file's name + .backups)"))
    p.add_argument("--json", action="store_true", help=json_help())
    p.set_defaults(handler=cmd_backups, tournament_needed=False)

    p = sub.add_parser("restore", help=tr(CTX, "bring a backup back as a new working database"))
    p.add_argument("backup", metavar="BACKUP", help=tr(CTX, "the backup file"))
    p.add_argument("--out", type=output_path, required=True, metavar="FILE",
                   help=tr(CTX, "the new database file (in a folder that exists)"))
    p.set_defaults(handler=cmd_restore, tournament_needed=False)

    p = sub.add_parser("recover", help=tr(CTX, "save what can still be read of a damaged database file "
                                               "into a new file"))
    p.add_argument("--out", type=output_path, required=True, metavar="FILE",
                   help=tr(CTX, "the new database file (in a folder that exists)"))
    p.set_defaults(handler=cmd_recover, tournament_needed=False)


def cmd_backups(args: argparse.Namespace) -> int:
    from tournament_app.files.input_files import check_folder
    from tournament_app.services import backups
    from tournament_app.storage.database import default_db_path

    folder = Path(args.folder) if args.folder else backups.default_folder(str(args.db or default_db_path()))
    check_folder(folder)  # a file, a pipe or a device by that name is not "no backups"
    found = backups.list_backups(folder)
    if args.json:
        print(json.dumps([{"file": str(b.path), "time": _time(b.modified), "tournaments": list(b.tournaments),
                           "rounds": b.rounds, "games_finished": b.games_finished, "hands": b.hands}
                          for b in found], ensure_ascii=False, indent=2))
        return 0
    if not found:
        print(tr(CTX, "no backups in {folder}").format(folder=folder))
    for b in found:
        print(tr(CTX, "{time}  {file}  {tournaments}: {rounds}, {games}, {hands}").format(
            time=_time(b.modified), file=b.path.name, tournaments=" / ".join(b.tournaments),
            rounds=tr(CTX, "%n rounds", b.rounds), games=tr(CTX, "%n games finished", b.games_finished),
            hands=tr(CTX, "%n hands", b.hands)))
    return 0


def cmd_restore(args: argparse.Namespace) -> int:
    from tournament_app.services import backups

    with terminal_progress(tr(CTX, "restoring")) as progress:
        out = backups.restore(Path(args.backup), args.out, progress)
    print(tr(CTX, "restored {backup} as {file}").format(backup=args.backup, file=out))
    return 0


def cmd_recover(args: argparse.Namespace) -> int:
    from tournament_app.storage.database import database_file, default_db_path
    from tournament_app.storage.salvage import recover
    from tournament_app.words.messages import N_, Message, UserError

    named = str(args.db or default_db_path())
    source = database_file(named)
    if source is None:
        raise UserError(Message(CTX, N_(CTX, "{db} is no database file: recover saves what can be read of a "
                                             "damaged SQLite file"), {"db": named}))
    with terminal_progress(tr(CTX, "recovering")) as progress:
        saved = recover(source, args.out, progress)
    lost = (tr(CTX, "rows that could not be read: {tables}").format(tables=", ".join(saved.damaged))
            if saved.damaged else tr(CTX, "every row was read"))
    print(tr(CTX, "saved %n rows into {file} ({lost}; rows left without the row they belong to, removed: "
                  "{orphans}); see what still adds up: tournament-app --db {file} check", saved.rows).format(
        file=args.out, lost=lost, orphans=saved.orphans))
    return 0


def _time(seconds: float) -> str:
    return dt.datetime.fromtimestamp(seconds).strftime("%Y-%m-%d %H:%M:%S")

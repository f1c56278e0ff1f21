"""``clock`` and ``extra-time``: the round clock from the command line (a script at the organiser's
table, or a check that every desk sees the same clock)."""

from __future__ import annotations

import argparse
import json
from typing import Any

from tournament_app.checks.limits import MAX_EXTRA_MINUTES, MAX_ROUND_MINUTES
from tournament_app.cli.args import json_help, tournament_help, whole
from tournament_app.words.i18n import tr

CTX = "cli"
ACTIONS = ("status", "start", "pause", "resume", "reset")


def add_commands(sub: Any) -> None:
    p = sub.add_parser("clock", help=tr(CTX, "the round clock: status, start, pause, resume, reset"))
    p.add_argument("action", nargs="?", default="status", choices=ACTIONS, metavar="ACTION",
                   help=tr(CTX, "status (default), start, pause, resume or reset"))
    p.add_argument("--round", type=whole(1, 10_000), required=True, metavar="R", help=tr(CTX, "the round"))
    p.add_argument("--minutes", type=whole(1, MAX_ROUND_MINUTES), metavar="M",
                   help=tr(CTX, "set this round's length first"))
    p.add_argument("--tournament", metavar="NAME", help=tournament_help())
    p.add_argument("--json", action="store_true", help=json_help())
    p.set_defaults(handler=cmd_clock, tournament_needed=True)

    p = sub.add_parser("extra-time", help=tr(CTX, "give one table extra minutes on the round clock"))
    p.add_argument("minutes", type=whole(-MAX_EXTRA_MINUTES, MAX_EXTRA_MINUTES), metavar="MINUTES",
                   help=tr(CTX, "minutes to add (a negative number takes some back)"))
    p.add_argument("--round", type=whole(1, 10_000), required=True, metavar="R", help=tr(CTX, "the round"))
    p.add_argument("--table", type=whole(1, 10_000), required=True, metavar="T",
                   help=tr(CTX, "the table's number"))
    p.add_argument("--tournament", metavar="NAME", help=tournament_help())
    p.set_defaults(handler=cmd_extra_time, tournament_needed=True)


def cmd_clock(args: argparse.Namespace) -> int:
    from tournament_app.services import clock
    from tournament_app.services.tournaments import find_tournament
    from tournament_app.storage import open_database

    open_database(args.db, reading=args.action == "status" and not args.minutes)  # status only reads
    tid = find_tournament(args.tournament)
    if args.minutes:
        clock.set_length(tid, args.round, args.minutes)
    if args.action in ("start", "resume"):
        clock.start_clock(tid, args.round)
    elif args.action == "pause":
        clock.pause_clock(tid, args.round)
    elif args.action == "reset":
        clock.reset_clock(tid, args.round)
    c = clock.clock_of(tid, args.round)
    remaining = c.remaining(clock.server_now()) if c.started else None
    if args.json:
        print(json.dumps({"round": c.round, "minutes": c.minutes, "started": c.started, "paused": c.paused,
                          "remaining_seconds": remaining,
                          "extra_minutes": {str(t): m for t, m in sorted(c.extra.items())}}))
        return 0
    if remaining is None:
        print(tr(CTX, "round {round}: %n minutes, not started", c.minutes).format(round=c.round))
    else:
        state = tr(CTX, "paused") if c.paused else tr(CTX, "running")
        print(tr(CTX, "round {round}: {left} left ({state})").format(
            round=c.round, left=_minutes_seconds(remaining), state=state))
    return 0


def cmd_extra_time(args: argparse.Namespace) -> int:
    from tournament_app.services import clock
    from tournament_app.services.tournaments import find_tournament
    from tournament_app.storage import open_database

    open_database(args.db)
    tid = find_tournament(args.tournament)
    total = clock.add_extra_time(tid, args.round, args.table, args.minutes)
    print(tr(CTX, "table {table}: %n minutes of extra time", total).format(table=args.table))
    return 0


def _minutes_seconds(seconds: int) -> str:
    sign = "-" if seconds < 0 else ""
    minutes, secs = divmod(abs(seconds), 60)
    return f"{sign}{minutes}:{secs:02d}"

"""A started season's players on the command line (issue 37): ``season withdraw``, ``absent``,
``return``, ``substitute`` and ``seeds`` (services.season_members)."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any

from tournament_app.checks.limits import MAX_SEASON_DAYS, MAX_SEASON_HANCHAN
from tournament_app.cli.args import Name, as_options, whole
from tournament_app.words.i18n import tr
from tournament_app.words.messages import N_, Message, UserError

CTX = "cli"


def add_member_commands(action: Callable[..., Any]) -> None:
    """The commands, made by season_cmds' ``action`` (it adds the SEASON argument)."""
    for name, kind, help_text in (
            ("withdraw", "withdrew", tr(CTX, "a player withdraws (棄権) from a day on: no game of the "
                                             "league from that day")),
            ("absent", "absent", tr(CTX, "a player is absent (休場) from a day on: no game of the league "
                                         "from that day"))):
        p = action(name, help_text, cmd_leave)
        p.add_argument("--player", required=True, metavar="NAME", help=tr(CTX, "the player's name"))
        p.add_argument("--from-day", type=whole(1, MAX_SEASON_DAYS), required=True, metavar="K",
                       help=tr(CTX, "the first day (節) not played, not seated yet"))
        p.set_defaults(kind=kind)
    p = action("return", tr(CTX, "undo a withdrawal or absence whose first day is not seated yet"),
               cmd_return)
    p.add_argument("--player", required=True, metavar="NAME", help=tr(CTX, "the player's name"))
    p = action("substitute", tr(CTX, "register a substitute (代走) in a division, or let one play a player's "
                                     "games of a seated day"), cmd_substitute)
    p.add_argument("--division", required=True, metavar="D", help=tr(CTX, "the division's name"))
    p.add_argument("--player", type=Name("player"), required=True, metavar="NAME",
                   help=tr(CTX, "the substitute's name"))
    p.add_argument("--for", dest="for_player", metavar="NAME",
                   help=tr(CTX, "the player whose games the substitute plays (with --day)"))
    p.add_argument("--day", type=whole(1, MAX_SEASON_DAYS), metavar="N", help=tr(CTX, "the day (節)"))
    p.add_argument("--hanchan", metavar="H,…",
                   help=tr(CTX, "only these hanchan of the day (default: every game not started)"))
    p = action("seeds", tr(CTX, "a division's seed order before the season starts (ties are ordered by it)"),
               cmd_seeds)
    p.add_argument("--division", required=True, metavar="D", help=tr(CTX, "the division's name"))
    p.add_argument("--order", required=True, metavar="A,B,…",
                   help=tr(CTX, "every player of the division, the first seed first"))


def _open(args: argparse.Namespace) -> int:
    from tournament_app.cli.season_open import open_season

    return open_season(args)


def _bad(text: str, **params: Any) -> UserError:
    return UserError(Message(CTX, text, params))


def cmd_leave(args: argparse.Namespace) -> int:
    from tournament_app.export import league_text
    from tournament_app.services.season_members import leave

    sid = _open(args)
    with as_options(day="--from-day"):
        leave(sid, args.player, args.kind, args.from_day)
    print(tr(CTX, "{name}: {mark} from day {day}").format(
        name=args.player, mark=league_text.mark_name(args.kind), day=args.from_day))
    return 0


def cmd_return(args: argparse.Namespace) -> int:
    from tournament_app.services.season_members import come_back

    sid = _open(args)
    come_back(sid, args.player)
    print(tr(CTX, "{name} plays on").format(name=args.player))
    return 0


def _hanchan(text: str | None) -> list[int]:
    if not text:
        return []
    out = []
    for part in text.split(","):
        part = part.strip()
        if not part.isdigit() or not 1 <= int(part) <= MAX_SEASON_HANCHAN:
            raise _bad(N_(CTX, "--hanchan: give hanchan numbers from 1 to {most}, separated by commas"),
                       most=MAX_SEASON_HANCHAN)
        out.append(int(part))
    return out


def cmd_substitute(args: argparse.Namespace) -> int:
    from tournament_app.services.season_members import add_substitute, stand_in

    if (args.for_player is None) != (args.day is None):
        raise _bad(N_(CTX, "--for and --day go together: the player and the day the substitute plays for"))
    if args.hanchan and args.day is None:
        raise _bad(N_(CTX, "--hanchan: only with --for and --day"))
    hanchan = _hanchan(args.hanchan)
    sid = _open(args)
    if args.for_player is None:
        add_substitute(sid, args.division, args.player)
        print(tr(CTX, "{name}: a substitute in division {division}").format(name=args.player,
                                                                           division=args.division))
        return 0
    with as_options(day="--day", hanchan="--hanchan"):
        played = stand_in(sid, args.division, args.player, args.for_player, args.day, hanchan)
    print(tr(CTX, "{name} plays %n games for {player}", len(played)).format(name=args.player,
                                                                          player=args.for_player))
    return 0


def cmd_seeds(args: argparse.Namespace) -> int:
    from tournament_app.services.season_members import set_seeds

    names = [n.strip() for n in args.order.split(",") if n.strip()]
    sid = _open(args)
    with as_options(order="--order"):
        set_seeds(sid, args.division, names)
    print(tr(CTX, "division {division}: %n players seeded", len(names)).format(division=args.division))
    return 0

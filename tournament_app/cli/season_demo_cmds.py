"""``season demo``: a sample season made and played (services.season_demo), shaped as the organiser
asks: divisions by count or name, each its own size, a title final with a seeded champion, a
withdrawal and a substitute."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any

from tournament_app.checks.limits import MAX_SEASON_DAYS, MAX_SEASON_HANCHAN
from tournament_app.cli.args import Name, as_options, demo_seed_help, whole
from tournament_app.cli.progress import terminal_progress
from tournament_app.seating import fives as seating_fives
from tournament_app.words.i18n import tr
from tournament_app.words.messages import N_, Message, UserError

CTX = "cli"


def _bad(text: str, **params: Any) -> UserError:
    return UserError(Message(CTX, text, params))


def add_demo_command(action: Callable[..., Any], days_help: str, hanchan_help: str, up_help: str,
                     down_help: str) -> None:
    p = action("demo", tr(CTX, "create a sample season, every day seated and played hand by hand"),
               cmd_demo, named=False)
    p.add_argument("name", type=Name("season"), metavar="NAME", help=tr(CTX, "the season's name"))
    p.add_argument("--divisions", default="3", metavar="N|A,B,…",
                   help=tr(CTX, "how many divisions (named A, B, C …), or their names, top first"))
    p.add_argument("--players", default="12", metavar="N|N1,N2,…",
                   help=tr(CTX, "players per division, or one count for each division (tables of four "
                                "and five: any number from 4 but 6, 7 and 11)"))
    p.add_argument("--days", type=whole(1, MAX_SEASON_DAYS), default=5, metavar="N", help=days_help)
    p.add_argument("--hanchan", type=whole(1, MAX_SEASON_HANCHAN), default=4, metavar="N", help=hanchan_help)
    p.add_argument("--up", type=whole(0, 200), default=2, metavar="N", help=up_help)
    p.add_argument("--down", type=whole(0, 200), default=2, metavar="N", help=down_help)
    p.add_argument("--final-top", type=whole(1, 200), default=None, metavar="N",
                   help=tr(CTX, "the top division's best N play a title final (with the --champion)"))
    p.add_argument("--champion", type=Name("player"), default=None, metavar="NAME",
                   help=tr(CTX, "the reigning champion, of no division, seeded into the title final"))
    p.add_argument("--final-days", type=whole(1, MAX_SEASON_DAYS), default=5, metavar="N",
                   help=tr(CTX, "the title final's days (default 5)"))
    p.add_argument("--final-hanchan", type=whole(1, MAX_SEASON_HANCHAN), default=4, metavar="N",
                   help=tr(CTX, "the title final's hanchan a day (default 4)"))
    p.add_argument("--withdrawal", metavar="D:K",
                   help=tr(CTX, "a player of division D withdraws (棄権) from day K"))
    p.add_argument("--substitute", metavar="D:K",
                   help=tr(CTX, "a substitute (代走) plays one player's games of division D's day K"))
    p.add_argument("--seed", type=whole(0, 2**31), default=1, metavar="S", help=demo_seed_help())
    p.add_argument("--play-days", type=whole(0, MAX_SEASON_DAYS), default=None, metavar="N",
                   help=tr(CTX, "play only the first N days (default: all, then the title final)"))


def _divisions(text: str) -> int | list[str]:
    if text.strip().isdigit():
        return int(text)
    return [part.strip() for part in text.split(",")]


def _counts(text: str) -> int | list[int]:
    parts = [part.strip() for part in text.split(",")]
    if not all(part.isdigit() for part in parts):
        raise _bad(N_(CTX, "--players: give a number of players, or one for each division separated by "
                           "commas"))
    counts = [int(part) for part in parts]
    if any(seating_fives.table_sizes(n) is None for n in counts):
        raise _bad(N_(CTX, "--players: tables of four and five cannot seat 6, 7 or 11 players"))
    return counts[0] if len(counts) == 1 else counts


def _day_of(text: str | None, option: str) -> tuple[str, int] | None:
    if text is None:
        return None
    division, _, day = text.rpartition(":")
    if not division or not day.strip().isdigit():
        raise _bad(N_(CTX, "{option}: give a division and a day as D:K (A2:7)"), option=option)
    return division.strip(), int(day)


def cmd_demo(args: argparse.Namespace) -> int:
    from tournament_app.cli.season_open import print_summary
    from tournament_app.services import seasons
    from tournament_app.services.season_demo import DemoFinal, create_season_demo
    from tournament_app.storage.database import open_database

    sizes = _counts(args.players)
    withdrawal = _day_of(args.withdrawal, "--withdrawal")
    substitute = _day_of(args.substitute, "--substitute")
    if args.champion and args.final_top is None:
        raise _bad(N_(CTX, "--champion: the reigning champion plays the title final: give --final-top too"))
    final = None if args.final_top is None else DemoFinal(
        args.final_top, args.final_days, args.final_hanchan, (args.champion,) if args.champion else ())
    open_database(args.db)
    with terminal_progress(tr(CTX, "playing the season")), as_options(
            play_days="--play-days", players="--players", withdrawal="--withdrawal",
            substitute="--substitute", top="--final-top", seeded="--champion"):
        sid = create_season_demo(args.name, divisions=_divisions(args.divisions), players_each=sizes,
                                 days=args.days, hanchan=args.hanchan, promote=args.up,
                                 relegate=args.down, seed=args.seed, play_days=args.play_days, final=final,
                                 withdrawal=withdrawal, substitute=substitute)
    print_summary(seasons.season_info(sid))
    return 0

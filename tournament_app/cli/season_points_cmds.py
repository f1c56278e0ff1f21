"""``season points``: the season's 昇級点/降級点 rule on the command line (services.season_points)."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any

from tournament_app.cli.args import as_options, whole
from tournament_app.words.i18n import tr
from tournament_app.words.messages import N_, Message, UserError

CTX = "cli"


def add_points_command(action: Callable[..., Any]) -> None:
    p = action("points", tr(CTX, "promotion and relegation points carried from season to season (昇級点, "
                                 "降級点)"), cmd_points)
    p.add_argument("--up-points", metavar="P1,P2,…",
                   help=tr(CTX, "promotion points (昇級点) for the places after the promoted, in turn "
                                "(e.g. 2,1)"))
    p.add_argument("--up-needed", type=whole(1, 450), default=0, metavar="N",
                   help=tr(CTX, "promoted once a player's promotion points reach N"))
    p.add_argument("--down-points", metavar="P1,P2,…",
                   help=tr(CTX, "relegation points (降級点) for the places before the relegated, from the "
                                "bottom up"))
    p.add_argument("--down-needed", type=whole(1, 450), default=0, metavar="N",
                   help=tr(CTX, "relegated once a player's relegation points reach N"))
    p.add_argument("--seasons", type=whole(1, 10), default=2, metavar="N",
                   help=tr(CTX, "points count over N seasons, this one included (default 2)"))
    p.add_argument("--none", action="store_true", help=tr(CTX, "no points: remove the rule"))


def _points(text: str | None, option: str) -> list[int]:
    if not text:
        return []
    parts = [p.strip() for p in text.split(",")]
    if not all(p.isdigit() for p in parts):
        raise UserError(Message(CTX, N_(CTX, "{option}: give whole numbers separated by commas"),
                                {"option": option}))
    return [int(p) for p in parts]


def cmd_points(args: argparse.Namespace) -> int:
    from tournament_app.cli.season_open import open_season
    from tournament_app.services.season_points import set_points

    given = args.up_points or args.down_points or args.up_needed or args.down_needed
    if args.none == bool(given):
        raise UserError(Message(CTX, N_(CTX, "give --up-points and --up-needed, --down-points and "
                                             "--down-needed, or --none"), {}))
    up, down = _points(args.up_points, "--up-points"), _points(args.down_points, "--down-points")
    sid = open_season(args)
    with as_options(up_points="--up-points", down_points="--down-points", seasons="--seasons"):
        rule = set_points(sid, up=up, up_needed=args.up_needed, down=down, down_needed=args.down_needed,
                          seasons=args.seasons)
    print(points_text(rule))
    return 0


def points_text(rule: Any) -> str:
    if rule is None:
        return tr(CTX, "no promotion or relegation points")
    parts = []
    if rule.up:
        parts.append(tr(CTX, "promotion points {points}: promoted at {needed}").format(
            points=",".join(map(str, rule.up)), needed=rule.up_needed))
    if rule.down:
        parts.append(tr(CTX, "relegation points {points}: relegated at {needed}").format(
            points=",".join(map(str, rule.down)), needed=rule.down_needed))
    return "; ".join(parts) + "; " + tr(CTX, "over %n seasons", rule.seasons)

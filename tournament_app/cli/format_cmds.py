"""The event's format from the command line (issue 14): stages, tie-breaks, hidden standings, teams;
and ``standings`` with them."""

from __future__ import annotations

import argparse
import json
from typing import Any

from tournament_app.cli.args import MAX_ROUND, Name, carry, decimal, json_help, tournament_help, whole
from tournament_app.cli.tournament_cmds import _bad, _open
from tournament_app.words.i18n import tr
from tournament_app.words.messages import N_

CTX = "cli"


def add_commands(sub: Any) -> None:
    def command(name: str, help_text: str, handler: Any, read_only: bool = False) -> Any:
        p = sub.add_parser(name, help=help_text)
        p.add_argument("--tournament", metavar="NAME", help=tournament_help())
        p.set_defaults(handler=handler, tournament_needed=True, read_only=read_only)
        return p

    p = command("stage", tr(CTX, "add a stage: its first round, who plays it, the carry-over"), cmd_stage)
    p.add_argument("name", type=Name("stage"), metavar="NAME", help=tr(CTX, "the stage's name"))
    p.add_argument("--from-round", type=whole(2, MAX_ROUND), required=True, metavar="R",
                   help=tr(CTX, "the stage's first round"))
    p.add_argument("--top", type=whole(4, 10_000), metavar="N",
                   help=tr(CTX, "the best N of the previous stage play it"))
    p.add_argument("--players", metavar="A,B,…", help=tr(CTX, "these players play it (names)"))
    p.add_argument("--carry", type=carry, default="none", metavar="full|half|none|F",
                   help=tr(CTX, "the previous stage's total carried over: full, half, none or a factor "
                                "(from 0 to 1, at most 3 decimals)"))
    p.add_argument("--final-seats", choices=("random", "rank"), default="random",
                   help=tr(CTX, "random (default), or rank: seated by standings, 1st East, 2nd South …"))

    p = command("stages", tr(CTX, "the stages"), cmd_stages, read_only=True)
    p.add_argument("--json", action="store_true", help=json_help())

    p = command("tie-breaks", tr(CTX, "the tie-breaks in order: shared, best_game, more_firsts, "
                                      "average_rank, head_to_head, last_game, lottery"), cmd_tie_breaks)
    p.add_argument("rules", metavar="LIST", help=tr(CTX, "comma-separated, e.g. best_game,more_firsts"))

    p = command("hide-standings", tr(CTX, "hide the standings from a round on (screen, projector, "
                                          "prints, exports)"), cmd_hide)
    p.add_argument("--from-round", type=whole(1, MAX_ROUND), required=True, metavar="R",
                   help=tr(CTX, "the first round whose standings are hidden"))
    command("show-standings", tr(CTX, "show the hidden standings again"), cmd_show)

    p = command("team", tr(CTX, "register a team and its members"), cmd_team)
    p.add_argument("name", type=Name("team"), metavar="NAME", help=tr(CTX, "the team's name"))
    p.add_argument("--members", required=True, metavar="A,B,…", help=tr(CTX, "the members' names, each once"))
    p = command("substitutes", tr(CTX, "how substitutes' games count: as_played, or fixed (each game "
                                       "scored --points, default -30.0)"), cmd_substitutes)
    p.add_argument("policy", choices=("as_played", "fixed"), metavar="POLICY",
                   help=tr(CTX, "as_played (as played) or fixed (the fixed result --points)"))
    p.add_argument("--points", type=decimal(-10_000, 10_000, 1), default=-300, metavar="P",
                   help=tr(CTX, "the fixed result in points"))
    p.add_argument("--hide", action="store_true", help=tr(CTX, "leave substitutes out of the standings"))

    p = command("team-score", tr(CTX, "team standings: the sum of all members (0) or of the best K"),
                cmd_team_score)
    p.add_argument("best", type=whole(0, 100), metavar="K",
                   help=tr(CTX, "members counted (0: all)"))


def _ids(tid: int, names: str) -> list[int]:
    from tournament_app.services import players

    by_name = {p.name: p.id for p in players.list_players(tid)}
    out = []
    for name in (n.strip() for n in names.split(",") if n.strip()):
        if name not in by_name:
            raise _bad(N_(CTX, "{name} is not a player of this tournament"), name=name)
        out.append(by_name[name])
    return out


def cmd_stage(args: argparse.Namespace) -> int:
    from tournament_app.services import event_format

    tid = _open(args)
    assert tid is not None
    chosen = _ids(tid, args.players) if args.players else None
    stages = event_format.add_stage(tid, args.name, args.from_round, top=args.top, players=chosen,
                                    carry=args.carry, final_seats=args.final_seats)
    print(tr(CTX, "stage {n}: {name} from round {round}").format(n=len(stages), name=args.name,
                                                                  round=args.from_round))
    return 0


def cmd_stages(args: argparse.Namespace) -> int:
    from tournament_app.services import event_format

    tid = _open(args)
    assert tid is not None
    stages = event_format.stages_of(tid)
    if args.json:
        print(json.dumps(stages, ensure_ascii=False, indent=2))
        return 0
    for n, s in enumerate(stages, start=1):
        print(f"{n}. {s['name']}  " + tr(CTX, "from round {round}").format(round=s["first_round"]))
    return 0


def cmd_tie_breaks(args: argparse.Namespace) -> int:
    from tournament_app.services import event_format

    tid = _open(args)
    assert tid is not None
    rules = event_format.set_tie_breaks(tid, args.rules.split(","))
    print(tr(CTX, "tie-breaks: {rules}").format(rules=", ".join(rules) or "shared"))
    return 0


def cmd_hide(args: argparse.Namespace) -> int:
    from tournament_app.services import event_format

    tid = _open(args)
    assert tid is not None
    event_format.hide_standings(tid, args.from_round)
    print(tr(CTX, "standings hidden from round {round}").format(round=args.from_round))
    return 0


def cmd_show(args: argparse.Namespace) -> int:
    from tournament_app.services import event_format

    tid = _open(args)
    assert tid is not None
    event_format.show_standings(tid)
    print(tr(CTX, "standings shown"))
    return 0


def cmd_team(args: argparse.Namespace) -> int:
    from tournament_app.services import event_format

    tid = _open(args)
    assert tid is not None
    team = event_format.add_team(tid, args.name, args.members.split(","))
    print(tr(CTX, "team {name}: %n members", len(team["members"])).format(name=team["name"]))
    return 0


def cmd_team_score(args: argparse.Namespace) -> int:
    from tournament_app.services import event_format

    tid = _open(args)
    assert tid is not None
    event_format.set_team_score(tid, args.best)
    return 0


def cmd_substitutes(args: argparse.Namespace) -> int:
    from tournament_app.services import event_format

    tid = _open(args)
    assert tid is not None
    event_format.set_substitutes(tid, args.policy, points=args.points, in_standings=not args.hide)
    print(tr(CTX, "substitutes: {policy}").format(policy=args.policy))
    return 0

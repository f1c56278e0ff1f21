"""``stats``: the players' statistics from the recorded hands (issue 40 item 2)."""

from __future__ import annotations

import argparse
import json
from typing import Any

from tournament_app import display, stats_text
from tournament_app.cli.args import Name, json_help, rounds_range, tournament_help
from tournament_app.cli.tournament_cmds import _bad, _held, _open
from tournament_app.i18n import tr
from tournament_app.messages import N_
from tournament_app.numbers import shown

CTX = "cli"
# the table of every player: the figures a league's 成績表 prints (one line each)
TABLE = ("games", "average_place", "hands", "win_rate", "deal_in_rate", "riichi_rate", "tsumo_rate",
         "average_win", "average_deal_in", "chombo")


def add_commands(sub: Any) -> None:
    p = sub.add_parser("stats", help=tr(CTX, "the players' statistics from the recorded hands (和了率, "
                                            "放銃率 …)"))
    p.add_argument("--player", type=Name("player"), metavar="NAME",
                   help=tr(CTX, "one player: every figure and what it rests on"))
    p.add_argument("--awards", action="store_true",
                   help=tr(CTX, "the event's awards: largest hand, most wins, best win rate, lowest deal-in "
                                "rate (tied players share one)"))
    p.add_argument("--rounds", metavar="A-B", help=tr(CTX, "only these rounds"))
    p.add_argument("--json", action="store_true", help=json_help())
    p.add_argument("--tournament", metavar="NAME", help=tournament_help())
    p.set_defaults(handler=cmd_stats, tournament_needed=True, read_only=True)


def cmd_stats(args: argparse.Namespace) -> int:
    from tournament_app.services.player_stats import awards, figures, tournament_stats

    if args.awards and args.player is not None:
        raise _bad(N_(CTX, "give --awards or --player, not both"))
    tid = _open(args)
    assert tid is not None
    chosen = _held(tid, rounds_range(args.rounds), "--rounds")
    lines = tournament_stats(tid, chosen)
    if args.awards:
        found = awards(lines)
        if args.json:
            print(json.dumps([{"award": a.key, "players": list(a.names), "value": a.figure.value,
                               "rests_on": a.figure.rests_on, "unit": a.figure.unit}
                              for a in found], ensure_ascii=False, indent=2))
            return 0
        for a in found:
            print(display.pad(stats_text.award_label(a.key), 22) + display.pad(stats_text.value(a.figure), 10)
                  + "  " + display.names_list(a.names))
        return 0
    if args.player is not None:
        lines = [s for s in lines if s.name == args.player]
        if not lines:
            raise _bad(N_(CTX, "--player: no player named {name} in this tournament"),
                       name=shown(args.player))
    if args.json:
        print(json.dumps([{"player": s.name, "figures": {
            f.key: {"value": f.value, "rests_on": f.rests_on, "unit": f.unit, "of": f.basis}
            for f in figures(s)}} for s in lines], ensure_ascii=False, indent=2))
        return 0
    if args.player is not None:
        for f in figures(lines[0]):
            print(display.pad(stats_text.label(f.key), 20) + display.pad(stats_text.value(f), 10, right=True)
                  + "  " + stats_text.basis(f))
        print(stats_text.not_recorded())
        return 0
    pad, labels = display.pad, [stats_text.label(k) for k in TABLE]
    widths = [max(display.width(text), 8) for text in labels]
    print(pad(tr(CTX, "Player"), 18)
          + "".join("  " + pad(t, w, right=True) for t, w in zip(labels, widths, strict=True)))
    for s in lines:
        by_key = {f.key: f for f in figures(s)}
        print(pad(s.name, 18) + "".join("  " + pad(stats_text.value(by_key[k]), w, right=True)
                                        for k, w in zip(TABLE, widths, strict=True)))
    return 0

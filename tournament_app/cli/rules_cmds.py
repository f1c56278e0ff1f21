"""Commands over the rules alone: ``rules``, ``score``, ``settle``, ``replay`` (CONTRACT.md)."""

from __future__ import annotations

import argparse
import json
from typing import Any

from tournament_app.cli.args import MAX_POINTS, json_help, read_json, rules_help, rules_spec, whole
from tournament_app.cli.seats import chombo_help, score_index, seat_label, seated
from tournament_app.rules.errors import HandError
from tournament_app.rules.game import replay
from tournament_app.rules.presets import aliases, preset, preset_ids, resolve, to_spec
from tournament_app.rules.record import parse_record
from tournament_app.rules.ruleset import OPTIONS
from tournament_app.rules.settlement import Settlement, settle
from tournament_app.rules.values import hand_value, win_payment
from tournament_app.texts import display
from tournament_app.texts.rules_text import (
    option_label,
    option_text,
    preset_summary,
    preset_title,
    rules_title,
)
from tournament_app.words.i18n import tr
from tournament_app.words.messages import N_, Message, UserError

CTX = "cli"


def add_commands(sub: Any) -> None:
    p = sub.add_parser("rules", help=tr(CTX, "list the rule presets, or show one"))
    p.add_argument("--json", action="store_true", help=json_help())
    p.set_defaults(handler=cmd_rules)
    rules_sub = p.add_subparsers(dest="rules_command", parser_class=type(p), metavar="{show}")
    show = rules_sub.add_parser("show", help=tr(CTX, "every option of a preset"))
    show.add_argument("id", metavar="ID", help=tr(CTX, "the preset's id (the list: rules)"))
    show.add_argument("--json", action="store_true", default=argparse.SUPPRESS, help=json_help())
    show.set_defaults(handler=cmd_rules_show)

    p = sub.add_parser("score", help=tr(CTX, "the payment of one win"))
    p.add_argument("--han", type=whole(0, 1000), metavar="HAN", help=tr(CTX, "han"))
    p.add_argument("--fu", type=whole(0, 1000), metavar="FU",
                   help=tr(CTX, "fu (may be left out from 5 han up)"))
    p.add_argument("--yakuman", type=whole(0, 100), metavar="N",
                   help=tr(CTX, "yakuman multiple (1 = single)"))
    p.add_argument("--dealer", action="store_true", help=tr(CTX, "the winner is the dealer"))
    p.add_argument("--tsumo", action="store_true", help=tr(CTX, "a self-drawn win (default: ron)"))
    p.add_argument("--honba", type=whole(0, 1000), default=0, metavar="N",
                   help=tr(CTX, "counters on the table"))
    p.add_argument("--rules", type=rules_spec, default="jpml", metavar="ID", help=rules_help())
    p.add_argument("--json", action="store_true", help=json_help())
    p.set_defaults(handler=cmd_score)

    p = sub.add_parser("settle", help=tr(CTX, "settle four final scores given in seat order"))
    p.add_argument("scores", type=whole(-MAX_POINTS, MAX_POINTS), nargs=4, metavar="S",
                   help=tr(CTX, "the four final scores, in seat order from the first dealer"))
    p.add_argument("--left", type=whole(0, MAX_POINTS), default=0, metavar="N",
                   help=tr(CTX, "points left on the table (riichi deposits nobody won)"))
    p.add_argument("--chombo", type=score_index, action="append", default=[], metavar="SEAT",
                   help=chombo_help())
    p.add_argument("--rules", type=rules_spec, default="jpml", metavar="ID", help=rules_help())
    p.add_argument("--json", action="store_true", help=json_help())
    p.set_defaults(handler=cmd_settle)

    p = sub.add_parser("replay", help=tr(CTX, "replay a game record and print every hand and the "
                                      "settlement"))
    p.add_argument("file", metavar="FILE", help=tr(CTX, "a game record (JSON); - reads standard input"))
    p.add_argument("--rules", type=rules_spec, metavar="ID", help=tr(CTX, "override the record's rules"))
    p.add_argument("--json", action="store_true", help=json_help())
    p.set_defaults(handler=cmd_replay)


def _bad(text: str, **params: Any) -> UserError:
    return UserError(Message(CTX, text, params))


def _print_json(data: Any) -> None:
    print(json.dumps(data, ensure_ascii=False, indent=2))


# -- rules ------------------------------------------------------------------------------------
def cmd_rules(args: argparse.Namespace) -> int:
    rows = [{"id": pid, "name": preset_title(pid), "summary": preset_summary(pid), "aliases": aliases(pid)}
            for pid in preset_ids()]
    if args.json:
        _print_json(rows)
        return 0
    for row in rows:  # the title, the other ids --rules takes, then the summary on a line of its own
        also = tr(CTX, " (also: {ids})").format(ids=", ".join(row["aliases"])) if row["aliases"] else ""
        print(f"{row['id']:<8} {row['name']}{also}")
        print(f"{'':<8} {row['summary']}")
    return 0


def cmd_rules_show(args: argparse.Namespace) -> int:
    rules = preset(args.id)
    data = rules.to_dict()
    if getattr(args, "json", False):
        _print_json({**data, "summary": preset_summary(args.id)})
        return 0
    print(f"{rules.id}: {rules_title(rules)}")
    print(preset_summary(args.id))
    labels = {name: option_label(name) for name in OPTIONS}
    column = max(display.width(label) for label in labels.values()) + 2
    for name, label in labels.items():  # the item as rule sheets name it, the value in words, the id
        pad = " " * (column - display.width(label))
        print(f"  {label}{pad}{option_text(name, data[name])}  [{name}]")
    return 0


# -- score ------------------------------------------------------------------------------------
def cmd_score(args: argparse.Namespace) -> int:
    rules = resolve(args.rules)
    if args.honba < 0:
        raise _bad(N_(CTX, "--honba: must be 0 or more"))
    try:
        value = hand_value(rules, han=args.han, fu=args.fu, yakuman=args.yakuman, tsumo=args.tsumo)
    except HandError as e:
        raise UserError(Message(CTX, N_(CTX, "--{field}: {reason}"),
                                {"field": e.field, "reason": e.reason})) from None
    pay = win_payment(rules, value, dealer=args.dealer, tsumo=args.tsumo, honba=args.honba)
    text = display.announcement(pay, args.honba, japanese=args.json or None)
    if args.json:
        out: dict[str, Any] = {"total": pay.total}
        for key in ("ron", "dealer_pays", "non_dealer_pays", "each_pays"):
            if getattr(pay, key) is not None:
                out[key] = getattr(pay, key)
        out["limit"] = value.limit
        out["text"] = text
        _print_json(out)
        return 0
    templates = {
        (False, False): tr(CTX, "{value}, non-dealer ron: {text}"),
        (True, False): tr(CTX, "{value}, dealer ron: {text}"),
        (False, True): tr(CTX, "{value}, non-dealer tsumo: {text}"),
        (True, True): tr(CTX, "{value}, dealer tsumo: {text}"),
    }
    print(templates[(args.dealer, args.tsumo)].format(value=display.value_text(value), text=text))
    # written as the announcement above is (001 art. 41: no thousands separators), not 3,900 under 3900
    print(tr(CTX, "total {total}").format(total=pay.total))
    return 0


# -- settle -----------------------------------------------------------------------------------
def cmd_settle(args: argparse.Namespace) -> int:
    rules = resolve(args.rules)
    for i, s in enumerate(args.scores):
        if s % 100:
            raise _bad(N_(CTX, "{seat}: the score {score} is not a multiple of 100"),
                       seat=seat_label(i), score=s)
    if args.left < 0 or args.left % 100:
        raise _bad(N_(CTX, "--left: must be a multiple of 100, 0 or more"))
    if rules.riichi_deposit and args.left % rules.riichi_deposit:  # what is left are riichi deposits
        raise _bad(N_(CTX, "--left: riichi deposits come in {deposit}s; {left} cannot be left on the table"),
                   deposit=rules.riichi_deposit, left=args.left)
    penalties = [0, 0, 0, 0]
    for seat in args.chombo:  # 0-3, checked as typed (seats.score_index)
        penalties[seat] -= rules.chombo_penalty
    short = rules.total_points - sum(args.scores) - args.left
    if args.left and short:  # said as the desk says it (issue 28, row 25)
        raise _bad(N_(CTX, "scores and points left add up to {sum}: {diff} short of {total}") if short > 0
                   else N_(CTX, "scores and points left add up to {sum}: {diff} over {total}"),
                   sum=f"{rules.total_points - short:,}", diff=f"{abs(short):,}",
                   total=f"{rules.total_points:,}")
    result = settle(rules, args.scores, left=args.left, penalties=penalties)
    if args.json:
        _print_json(result.to_json())
        return 0
    _print_settlement(result, [seat_label(i) for i in range(4)], tr(CTX, "Seat"))
    return 0


def _print_settlement(result: Settlement, names: list[str], heading: str) -> None:
    """The settlement, best first; ``names``: each seat as shown (its player, or the seat itself)."""
    pad = display.pad
    column = max(14, *(display.width(n) + 2 for n in names))
    print(pad(tr(CTX, "Rank"), 6) + pad(heading, column) + pad(tr(CTX, "Score"), 10, right=True)
          + pad(tr(CTX, "Points"), 10, right=True))
    for seat in sorted(range(4), key=lambda s: (result.ranks[s], s)):
        line = (pad(str(result.ranks[seat]), 6) + pad(names[seat], column)
                + pad(display.score(result.final_scores[seat]), 10, right=True)
                + pad(display.points(result.points[seat]), 10, right=True))
        if result.penalties[seat]:
            line += "  " + tr(CTX, "(penalty {points})").format(
                points=display.points(result.penalties[seat]))
        print(line)
    if result.left:
        print(tr(CTX, "left on the table: {points}").format(points=display.score(result.left)))


# -- replay -----------------------------------------------------------------------------------
def cmd_replay(args: argparse.Namespace) -> int:
    record = parse_record(read_json(args.file), rules_override=args.rules)
    result = replay(record)
    settlement = result.settlement()
    if args.json:
        _print_json({
            "rules": to_spec(record.rules),
            "players": list(record.players),
            "hands": [o.to_json() for o in result.outcomes],
            "finished": result.state.over,
            **settlement.to_json(),
        })
        return 0
    names = list(record.players)
    print(tr(CTX, "Rules: {name}").format(name=rules_title(record.rules)) + "   " + seated(names))
    for o in result.outcomes:
        deltas = " ".join(f"{display.delta(d):>8}" for d in o.deltas)
        scores = " ".join(f"{display.score(s):>8}" for s in o.scores)
        print(f"{o.number:>3} {display.round_label(o.round, o.honba)}  "
              f"{display.outcome_text(o, names)}")
        print(f"      {deltas}  |{scores}")
    if result.state.over:
        print(tr(CTX, "Game over"))
    else:
        print(tr(CTX, "Game in progress (provisional settlement)"))
    _print_settlement(settlement, names, tr(CTX, "Player"))
    return 0

"""``value``: a winning hand's value from its tiles (CONTRACT.md, wave 2)."""

from __future__ import annotations

import argparse
import json
from typing import Any

from tournament_app.cli.args import json_help, whole
from tournament_app.rules.errors import HandError
from tournament_app.rules.presets import resolve
from tournament_app.texts import display
from tournament_app.words.i18n import language, tr
from tournament_app.words.messages import N_, Message, UserError

CTX = "cli"
# The fields hand_value's refusals name, as the option the user typed them in
OPTION_OF = {"tiles": "TILES", "win": "--win", "meld": "--meld", "dora": "--dora", "ura": "--ura",
             "riichi": "--riichi", "ippatsu": "--ippatsu"}


def add_commands(sub: Any) -> None:
    p = sub.add_parser("value", help=tr(CTX, "the value of a winning hand from its tiles"))
    p.add_argument("tiles", metavar="TILES",
                   help=tr(CTX, "the concealed tiles with the winning tile, e.g. 123m456p789s11z (0m/0p/0s: "
                                "red fives; 1z-7z: East South West North White Green Red)"))
    p.add_argument("--win", metavar="TILE", help=tr(CTX, "the winning tile (default: the last of TILES)"))
    p.add_argument("--meld", action="append", default=[], metavar="M",
                   help=tr(CTX, "chi:123m, pon:555z, kan:1111p (open) or ankan:1111p; may repeat"))
    p.add_argument("--tsumo", action="store_true", help=tr(CTX, "a self-drawn win (default: ron)"))
    p.add_argument("--riichi", action="store_true", help=tr(CTX, "riichi declared"))
    p.add_argument("--double-riichi", action="store_true", help=tr(CTX, "double riichi declared"))
    p.add_argument("--ippatsu", action="store_true", help=tr(CTX, "ippatsu"))
    p.add_argument("--haitei", action="store_true",
                   help=tr(CTX, "the last tile (haitei by tsumo, houtei by ron)"))
    p.add_argument("--rinshan", action="store_true", help=tr(CTX, "a win on the tile drawn after a kan"))
    p.add_argument("--chankan", action="store_true", help=tr(CTX, "a ron on a tile added to a kan"))
    p.add_argument("--renhou", action="store_true", help=tr(CTX, "renhou (a ron before one's first draw)"))
    p.add_argument("--dealer", action="store_true", help=tr(CTX, "the winner is the dealer"))
    p.add_argument("--round-wind", choices=("E", "S", "W", "N"), default="E",
                   help=tr(CTX, "the round wind: E, S, W or N (default: E)"))
    p.add_argument("--seat-wind", choices=("E", "S", "W", "N"),
                   help=tr(CTX, "the winner's seat wind: E, S, W or N (default: E for the dealer, else S)"))
    p.add_argument("--dora", default="", metavar="TILES", help=tr(CTX, "the dora indicators as they lie"))
    p.add_argument("--ura", default="", metavar="TILES",
                   help=tr(CTX, "the ura dora indicators (riichi only)"))
    p.add_argument("--honba", type=whole(0, 99), default=0, metavar="N",
                   help=tr(CTX, "counters on the table"))
    p.add_argument("--rules", default="jpml", metavar="ID", help=tr(CTX, "the rule preset's id (the list: "
                                                                          "rules; default: jpml)"))
    p.add_argument("--json", action="store_true", help=json_help())
    p.set_defaults(handler=cmd_value, tournament_needed=False)


def cmd_value(args: argparse.Namespace) -> int:
    from tournament_app.rules.hand_value import Situation, evaluate
    from tournament_app.rules.yaku_names import yaku_name

    rules = resolve(args.rules)
    seat = args.seat_wind or ("E" if args.dealer else "S")
    situation = Situation(
        tsumo=args.tsumo, riichi=args.riichi, double_riichi=args.double_riichi, ippatsu=args.ippatsu,
        haitei=args.haitei, rinshan=args.rinshan, chankan=args.chankan, renhou=args.renhou,
        dealer=args.dealer or seat == "E", round_wind=args.round_wind, seat_wind=seat, honba=args.honba)
    try:
        result = evaluate(rules, args.tiles, win=args.win, melds=args.meld, dora=args.dora, ura=args.ura,
                          situation=situation)
    except HandError as e:  # named by what the user typed (--win, TILES), not by the field inside
        raise UserError(Message(CTX, N_(CTX, "{option}: {reason}"),
                                {"option": OPTION_OF.get(e.field, e.field), "reason": e.reason})) from None
    pay = result.payment
    text = display.announcement(pay, args.honba)
    if args.json:
        payment: dict[str, Any] = {"total": pay.total}
        for key in ("ron", "dealer_pays", "non_dealer_pays", "each_pays"):
            if getattr(pay, key) is not None:
                payment[key] = getattr(pay, key)
        payment["limit"] = result.value.limit
        payment["text"] = display.announcement(pay, args.honba, japanese=True)
        print(json.dumps({
            "han": result.han, "fu": result.fu, "yakuman": result.yakuman,
            "yaku": [{"name": yaku_name(y.key, "ja"), "key": y.key, "han": y.han} for y in result.yaku],
            "fu_details": [{"reason": r, "fu": f} for r, f in result.fu_details],
            "payment": payment,
        }, ensure_ascii=False, indent=2))
        return 0
    lang = language()
    for y in result.yaku:
        amount = (tr(CTX, "yakuman") if y.han == 13 else tr(CTX, "double yakuman") if y.han == 26
                  else tr(CTX, "{n} han").format(n=y.han))
        print(f"  {yaku_name(y.key, lang)}  {amount}")
    if result.yakuman:
        print(display.value_text(result.value) + "  " + text)
    else:
        value = tr(CTX, "{han} han {fu} fu").format(han=result.han, fu=result.fu)
        print(tr(CTX, "{value}  ({fu})").format(value=value, fu=display.fu_breakdown(result.fu_details)))
        print(display.value_text(result.value) + "  " + text)
    return 0

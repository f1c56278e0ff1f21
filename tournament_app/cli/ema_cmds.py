"""``ema preview``, ``ema rating`` and ``ema submission``: the EMA ranking preview of an event and of a
person, and the folder that goes to the EMA (issue 40 items 3a and 4)."""

from __future__ import annotations

import argparse
import datetime as dt
import json
from pathlib import Path
from typing import Any

from tournament_app.checks.numbers import shown as quoted
from tournament_app.cli.args import Name, json_help, output_path, tournament_help, whole
from tournament_app.cli.progress import terminal_progress
from tournament_app.cli.tournament_cmds import _bad, _date, _open
from tournament_app.texts import display
from tournament_app.words.i18n import tr
from tournament_app.words.messages import N_

CTX = "cli"
PREVIEW = N_(CTX, "a preview: the EMA computes the official figures from every certified tournament")


def shown(value: Any) -> str:
    """A weight or a rating as written (``ema_submission.shown``), its module read when a command runs:
    building the parser loads no database layer (tests/cli/test_light_commands.py)."""
    from tournament_app.export.ema_submission import shown as written

    return written(value)


def add_commands(sub: Any) -> None:
    ema = sub.add_parser("ema", help=tr(CTX, "the EMA ranking (MERS): an event's weight and base ranks, a "
                                             "person's rating, the submission folder"))
    actions = ema.add_subparsers(dest="ema_command", parser_class=type(ema), required=True, metavar="ACTION")

    def action(name: str, help_text: str, handler: Any) -> Any:
        p = actions.add_parser(name, help=help_text)
        p.add_argument("--days", type=whole(1, 366), metavar="N",
                       help=tr(CTX, "the days the event was played over (without it: from its dates)"))
        p.add_argument("--qualification", action="store_true",
                       help=tr(CTX, "players had to qualify for the event (MERS weight +1)"))
        p.add_argument("--tournament", metavar="NAME", help=tournament_help())
        p.set_defaults(handler=handler, tournament_needed=True, read_only=True)
        return p

    p = action("preview", tr(CTX, "the event's MERS weight and every player's base rank"), cmd_preview)
    p.add_argument("--json", action="store_true", help=json_help())
    p = actions.add_parser("rating", help=tr(CTX, "a person's EMA-style rating over the events in this "
                                                 "database"))
    p.add_argument("--player", type=Name("player"), required=True, metavar="NAME",
                   help=tr(CTX, "the player, as registered in the tournament"))
    p.add_argument("--on", metavar="YYYY-MM-DD", help=tr(CTX, "the day of the rating (without it: today)"))
    p.add_argument("--json", action="store_true", help=json_help())
    p.add_argument("--tournament", metavar="NAME", help=tournament_help())
    p.set_defaults(handler=cmd_rating, tournament_needed=True, read_only=True)
    p = action("submission", tr(CTX, "write the EMA submission into a folder: the results file, the MERS "
                                     "weight, the chombo and penalty list, the observer's report"),
               cmd_submission)
    p.add_argument("--out", type=output_path, required=True, metavar="FOLDER",
                   help=tr(CTX, "the folder (made when missing; files already there are never replaced)"))
    p.add_argument("--observer", type=Name("player"), default="", metavar="NAME",
                   help=tr(CTX, "the EMA observer's name, for the report"))


def _preview(args: argparse.Namespace) -> Any:
    from tournament_app.services.ema_preview import preview

    tid = _open(args)
    assert tid is not None
    return preview(tid, days=args.days, qualification=args.qualification)


def cmd_preview(args: argparse.Namespace) -> int:
    p = _preview(args)
    w, parts = p.weight, p.weight.weight
    if args.json:
        print(json.dumps({
            "tournament": p.name, "preview": True, "weight": shown(parts.total),
            "days": w.days, "players": w.players, "countries": w.countries, "no_country": w.no_country,
            "qualification": w.qualification,
            "parts": {"duration": shown(parts.duration), "players": shown(parts.players),
                      "countries": shown(parts.countries), "qualification": shown(parts.qualification)},
            "base_ranks": [{"place": r.place, "name": r.name, "ema_number": r.ema_number,
                            "country": r.country, "base_rank": r.base_rank, "exact": str(r.exact)}
                           for r in p.rows],
        }, ensure_ascii=False, indent=2))
        return 0
    print(tr(CTX, "MERS weight {weight}: {days} days +{d}, {players} players +{p}, {countries} countries "
                  "+{c}, qualification +{q}").format(
        weight=shown(parts.total), days=w.days, d=parts.duration, players=w.players, p=shown(parts.players),
        countries=w.countries, c=shown(parts.countries), q=parts.qualification))
    if w.no_country:
        print(tr(CTX, "%n players have no country and are not counted among the countries", w.no_country))
    print(tr(CTX, PREVIEW))
    print(display.pad(tr(CTX, "Place"), 6) + display.pad(tr(CTX, "Player"), 20)
          + display.pad(tr(CTX, "Base rank"), 10, right=True))
    for r in p.rows:
        print(display.pad(str(r.place), 6) + display.pad(r.name, 20)
              + display.pad(str(r.base_rank), 10, right=True))
    return 0


def cmd_rating(args: argparse.Namespace) -> int:
    from tournament_app.services import people, players
    from tournament_app.services.ema_preview import person_rating

    on = _date(args.on) or dt.date.today()
    tid = _open(args)
    assert tid is not None
    found = [p.id for p in players.list_players(tid) if p.name == args.player]
    if not found:
        raise _bad(N_(CTX, "--player: no player named {name} in this tournament"), name=quoted(args.player))
    # over every event of the person the registry links this player to (people link)
    keys = people.all_person_keys()
    result = person_rating(keys[found[0]], on, keys)
    r = result.rating
    events = []
    for event, row in result.events:
        aged = next((w for res, w in r.counted if res.key == event.tournament_id), None) if r else None
        events.append({"tournament": event.name, "ended_on": str(event.ended_on), "place": row.place,
                       "players": event.weight.players, "base_rank": row.base_rank,
                       "weight": shown(event.weight.weight.total),
                       "aged_weight": shown(aged) if aged is not None else "0.00"})
    if args.json:
        print(json.dumps({
            "player": args.player, "on": str(on), "preview": True,
            "rating": shown(r.value) if r else None, "part_a": shown(r.part_a) if r else None,
            "part_b": shown(r.part_b) if r else None, "part_a_takes": r.part_a_takes if r else None,
            "fillers": sum(1 for res, _w in r.counted if res.filler) if r else 0,
            "events": events, "undated": result.undated,
        }, ensure_ascii=False, indent=2))
        return 0
    if r is None:
        print(tr(CTX, "{name}: no rating on {on} (fewer than two results that count)").format(
            name=args.player, on=on))
    else:
        print(tr(CTX, "{name}: {rating} on {on} (part A {a}, part B {b})").format(
            name=args.player, rating=shown(r.value), on=on, a=shown(r.part_a), b=shown(r.part_b)))
    print(tr(CTX, PREVIEW))
    for e in events:
        print(tr(CTX, "{tournament} ({ended}): place {place} of {players}, base rank {rank}, weight {weight} "
                      "({aged} after ageing)").format(
            tournament=e["tournament"], ended=e["ended_on"], place=e["place"], players=e["players"],
            rank=e["base_rank"], weight=e["weight"], aged=e["aged_weight"]))
    for name in result.undated:
        print(tr(CTX, "{tournament}: no dates, not counted").format(tournament=name))
    return 0


def cmd_submission(args: argparse.Namespace) -> int:
    from tournament_app.export.ema_submission import write_submission

    p = _preview(args)
    with terminal_progress(tr(CTX, "exporting")) as progress:
        written = write_submission(p, Path(args.out), args.observer, progress)
    for path in written:
        print(tr(CTX, "wrote {file}").format(file=path))
    return 0

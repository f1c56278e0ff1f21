"""``stats``: the players' statistics from the recorded hands (issue 40 item 2); ``rating``: the club
rating over every event in the database (issue 40 item 3(b))."""

from __future__ import annotations

import argparse
import json
from typing import TYPE_CHECKING, Any

from tournament_app.checks.numbers import shown
from tournament_app.cli.args import Name, json_help, rounds_range, tournament_help
from tournament_app.cli.tournament_cmds import _bad, _held, _open
from tournament_app.export import stats_text
from tournament_app.texts import display
from tournament_app.words.i18n import tr
from tournament_app.words.messages import N_

if TYPE_CHECKING:
    from tournament_app.services.rows import PlayerStats

CTX = "cli"
# the table of every player: the figures a league's 成績表 prints (one line each)
TABLE = ("games", "average_place", "hands", "win_rate", "deal_in_rate", "riichi_rate", "tsumo_rate",
         "average_win", "average_deal_in", "chombo")


def add_commands(sub: Any) -> None:
    p = sub.add_parser("stats", help=tr(CTX, "the players' statistics from the recorded hands (和了率, "
                                            "放銃率 …)"))
    p.add_argument("--player", type=Name("player"), metavar="NAME",
                   help=tr(CTX, "one player: every figure and what it rests on"))
    p.add_argument("--person", type=Name("player"), metavar="PERSON",
                   help=tr(CTX, "one person over every event in the database (its name, or its number as "
                                "people lists it: #12): each event's figures and their sum"))
    p.add_argument("--awards", action="store_true",
                   help=tr(CTX, "the event's awards: largest hand, most wins, best win rate, lowest deal-in "
                                "rate (tied players share one)"))
    p.add_argument("--rounds", metavar="A-B", help=tr(CTX, "only these rounds"))
    p.add_argument("--json", action="store_true", help=json_help())
    p.add_argument("--tournament", metavar="NAME", help=tournament_help())
    p.set_defaults(handler=cmd_stats, tournament_needed=True, read_only=True)
    p = sub.add_parser("rating", help=tr(CTX, "the club rating over every event in the database (Tenhou's R: "
                                             "strength, not how many games)"))
    p.add_argument("--player", type=Name("player"), metavar="NAME",
                   help=tr(CTX, "one player: the rating after every event"))
    p.add_argument("--json", action="store_true", help=json_help())
    p.set_defaults(handler=cmd_rating, tournament_needed=False, read_only=True)


def cmd_stats(args: argparse.Namespace) -> int:
    from tournament_app.services.player_stats import awards, figures, tournament_stats

    if args.awards and args.player is not None:
        raise _bad(N_(CTX, "give --awards or --player, not both"))
    if args.person is not None:
        return _person(args)
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
        # the list keeps its shape: what the record cannot count goes with each player's figures
        print(json.dumps([{"player": s.name, "figures": _figures_json(s),
                           "not_recorded": list(stats_text.NOT_RECORDED)} for s in lines],
                         ensure_ascii=False, indent=2))
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
    print()
    print(stats_text.not_recorded())
    return 0


def cmd_rating(args: argparse.Namespace) -> int:
    from tournament_app.services.ratings import ratings

    _open(args)
    table = ratings()
    if args.player is not None:
        table = [r for r in table if r.name == args.player]
        if not table:
            raise _bad(N_(CTX, "--player: no player named {name} has a rated game"), name=shown(args.player))
    if args.json:
        print(json.dumps([{"rank": r.rank, "player": r.name, "rating": r.rating, "games": r.games,
                           "history": [{"tournament": h.tournament,
                                        "date": h.date.isoformat() if h.date else None,
                                        "rating": h.rating, "games": h.games, "event_games": h.event_games}
                                       for h in r.history]} for r in table], ensure_ascii=False, indent=2))
        return 0
    pad = display.pad
    if args.player is not None:
        for r in table:  # players of one name in several events stay apart until linked as one person
            print(pad(r.name, 18) + pad(display.rating(r.rating), 9, right=True) + "  "
                  + tr(CTX, "%n games", r.games))
            for h in r.history:
                print("  " + pad(display.date_text(h.date) if h.date else "", 12) + pad(h.tournament, 24)
                      + pad(display.rating(h.rating), 9, right=True) + "  "
                      + tr(CTX, "%n games", h.event_games))
        return 0
    print(pad(tr(CTX, "Rank"), 5, right=True) + "  " + pad(tr(CTX, "Player"), 18)
          + pad(tr(CTX, "Rating"), 9, right=True) + "  " + pad(tr(CTX, "Games"), 6, right=True))
    for r in table:
        print(pad(str(r.rank), 5, right=True) + "  " + pad(r.name, 18)
              + pad(display.rating(r.rating), 9, right=True) + "  " + pad(str(r.games), 6, right=True))
    return 0


def _figures_json(s: PlayerStats) -> dict[str, Any]:
    from tournament_app.services.player_stats import figures

    return {f.key: {"value": f.value, "rests_on": f.rests_on, "unit": f.unit, "of": f.basis}
            for f in figures(s)}


def _person(args: argparse.Namespace) -> int:
    """``--person``: every event of one person, then the sum (``player_stats.combined``)."""
    from tournament_app.services.people import find_person
    from tournament_app.services.person_stats import person_statistics
    from tournament_app.services.player_stats import figures

    if args.awards or args.player is not None or args.rounds is not None or args.tournament is not None:
        raise _bad(N_(CTX, "--person goes over every event: it takes no --player, --awards, --rounds or "
                           "--tournament"))
    args.tournament_needed = False
    _open(args)
    found = person_statistics(find_person(args.person).id)
    if args.json:
        print(json.dumps({"person": found.person.name, "number": found.person.id,
                          "events": [{"tournament": e.tournament, "player": e.stats.name,
                                      "figures": _figures_json(e.stats)} for e in found.events],
                          "all_events": None if found.total is None else _figures_json(found.total),
                          "not_recorded": list(stats_text.NOT_RECORDED)},
                         ensure_ascii=False, indent=2))
        return 0
    print(tr(CTX, "#{number} {name}").format(number=found.person.id, name=found.person.name))
    if found.total is None:
        print(tr(CTX, "registered in no event"))
        return 0
    columns = [(e.tournament, e.stats) for e in found.events] + [(tr(CTX, "All events"), found.total)]
    widths = [max(display.width(title), 8) for title, _s in columns]
    print(display.pad("", 20) + "".join("  " + display.pad(t, w, right=True)
                                        for (t, _s), w in zip(columns, widths, strict=True)))
    shown_figures = [figures(s) for _t, s in columns]
    for i, f in enumerate(shown_figures[-1]):
        print(display.pad(stats_text.label(f.key), 20)
              + "".join("  " + display.pad(stats_text.value(line[i]), w, right=True)
                        for line, w in zip(shown_figures, widths, strict=True))
              + "  " + stats_text.basis(f))
    print(stats_text.not_recorded())
    return 0

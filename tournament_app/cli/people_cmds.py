"""``people``: one person across events (issue 40): the person registry, the links the records suggest,
and linking, unlinking, merging and splitting."""

from __future__ import annotations

import argparse
import json
from typing import Any

from tournament_app.cli.args import Name, json_help, tournament_help
from tournament_app.cli.tournament_cmds import _bad, _open
from tournament_app.texts import display
from tournament_app.words.i18n import tr
from tournament_app.words.messages import N_

CTX = "cli"


def add_commands(sub: Any) -> None:
    p = sub.add_parser("people", help=tr(CTX, "one person across events: the people and their players in "
                                             "each event; propose, link, unlink, merge, split"))
    p.add_argument("--json", action="store_true", help=json_help())
    p.set_defaults(handler=cmd_people, tournament_needed=False, read_only=True)
    actions = p.add_subparsers(dest="action", metavar="ACTION")

    q = actions.add_parser("propose", help=tr(CTX, "the links the records suggest (same EMA number, else "
                                                 "same member number, else same name and reading), each "
                                                 "with its reason; nothing is linked"))
    q.add_argument("--json", action="store_true", help=json_help())
    q.set_defaults(handler=cmd_propose, tournament_needed=False, read_only=True)

    person_help = tr(CTX, "a person: its name, or its number as the people list shows it (#12)")
    q = actions.add_parser("link", help=tr(CTX, "link a player to a person (without --person: to a new "
                                              "person made from the player's details), or accept every "
                                              "proposed link"))
    _player_options(q)
    q.add_argument("--person", type=Name("player"), metavar="PERSON", help=person_help)
    q.add_argument("--accept-all-proposed", action="store_true",
                   help=tr(CTX, "make every link that people propose shows now, all or none"))
    q.set_defaults(handler=cmd_link, tournament_needed=False, read_only=False)

    for action, text in (("unlink", tr(CTX, "undo a player's link to its person")),
                         ("split", tr(CTX, "detach a player's record from its person into a person of its "
                                         "own"))):
        q = actions.add_parser(action, help=text)
        _player_options(q, required=True)
        q.set_defaults(handler=cmd_unlink if action == "unlink" else cmd_split, tournament_needed=False,
                       read_only=False)

    q = actions.add_parser("merge", help=tr(CTX, "two people who are one: the second's players join the "
                                               "first, and the second goes"))
    q.add_argument("keep", type=Name("player"), metavar="PERSON", help=person_help)
    q.add_argument("other", type=Name("player"), metavar="OTHER", help=person_help)
    q.set_defaults(handler=cmd_merge, tournament_needed=False, read_only=False)


def _player_options(p: argparse.ArgumentParser, required: bool = False) -> None:
    p.add_argument("--player", type=Name("player"), metavar="NAME", required=required,
                   help=tr(CTX, "the player, as registered in the tournament"))
    p.add_argument("--tournament", metavar="NAME", help=tournament_help())


def _player(args: argparse.Namespace) -> int:
    from tournament_app.services import people, tournaments

    return people.registered_player(tournaments.find_tournament(args.tournament), args.player)


def _seen(player_id: int) -> int | None:
    """The version of the player's person as this command reads it: what it decides on."""
    from tournament_app.services import people

    person = people.person_of(player_id)
    return None if person is None else person.version


def cmd_people(args: argparse.Namespace) -> int:
    from tournament_app.services import people

    _open(args)
    listed = people.list_people()
    if args.json:
        print(json.dumps([{"number": p.id, "name": p.name, "reading": p.reading, "ema_number": p.ema_number,
                           "member_no": p.member_no, "country": p.country, "version": p.version,
                           "players": [{"name": q.name, "tournaments": list(q.tournaments)}
                                       for q in p.players]} for p in listed], ensure_ascii=False, indent=2))
        return 0
    for p in listed:
        details = [d for d in (p.reading, p.ema_number and f"EMA {p.ema_number}", p.member_no) if d]
        print(display.pad(f"#{p.id}", 6) + p.name + (f"  ({', '.join(details)})" if details else ""))
        for q in p.players:
            print("      " + tr(CTX, "{player}: {tournaments}").format(player=q.name,
                                                                       tournaments=", ".join(q.tournaments)))
    return 0


def reason_text(reason: str) -> str:
    return {"ema": tr(CTX, "same EMA number"), "member": tr(CTX, "same member number"),
            "name": tr(CTX, "same name and reading")}[reason]


def cmd_propose(args: argparse.Namespace) -> int:
    from tournament_app.services.people_proposals import proposals

    _open(args)
    found = proposals()
    if args.json:
        print(json.dumps([{"reason": p.reason, "value": p.value,
                           "person": None if p.person_id is None else {"number": p.person_id,
                                                                       "name": p.person_name},
                           "players": list(p.labels)} for p in found], ensure_ascii=False, indent=2))
        return 0
    for n, p in enumerate(found, start=1):
        into = (tr(CTX, "join #{number} {name}").format(number=p.person_id, name=p.person_name)
                if p.person_id is not None else tr(CTX, "one new person"))
        print(tr(CTX, "{n}. {reason} ({value}): {into}").format(n=n, reason=reason_text(p.reason),
                                                                value=p.value, into=into))
        for label in p.labels:
            print("   " + label)
    if not found:
        print(tr(CTX, "no link to propose"))
    return 0


def cmd_link(args: argparse.Namespace) -> int:
    from tournament_app.services import people
    from tournament_app.services.people_proposals import accept, proposals

    if args.accept_all_proposed == (args.player is not None):
        raise _bad(N_(CTX, "give --player or --accept-all-proposed"))
    if args.accept_all_proposed and (args.person is not None or args.tournament is not None):
        raise _bad(N_(CTX, "--accept-all-proposed takes no --person or --tournament"))
    _open(args)
    if args.accept_all_proposed:
        made = accept(proposals())
        print(tr(CTX, "%n links made", len(made)))
        return 0
    pid = _player(args)
    if args.person is None:
        number = people.link(pid, None)
    else:
        person = people.find_person(args.person)
        number = people.link(pid, person.id, seen=person.version)
    print(tr(CTX, "{player} is person #{number}").format(player=args.player, number=number))
    return 0


def cmd_unlink(args: argparse.Namespace) -> int:
    from tournament_app.services import people

    _open(args)
    pid = _player(args)
    people.unlink(pid, seen=_seen(pid))
    return 0


def cmd_split(args: argparse.Namespace) -> int:
    from tournament_app.services import people

    _open(args)
    pid = _player(args)
    number = people.split(pid, seen=_seen(pid))
    print(tr(CTX, "{player} is person #{number}").format(player=args.player, number=number))
    return 0


def cmd_merge(args: argparse.Namespace) -> int:
    from tournament_app.services import people

    _open(args)
    keep, other = people.find_person(args.keep), people.find_person(args.other)
    people.merge(keep.id, other.id, seen=(keep.version, other.version))
    print(tr(CTX, "#{other} merged into #{number} {name}").format(other=other.id, number=keep.id,
                                                                   name=keep.name))
    return 0

"""Tables on phones (CONTRACT.md, wave 3): ``serve``, ``table-links`` and ``phones``."""

from __future__ import annotations

import argparse
import json
import sys
from typing import TYPE_CHECKING, Any

from tournament_app.cli.args import MAX_ROUND, json_help, tournament_help, whole
from tournament_app.cli.seats import seated
from tournament_app.words.i18n import tr

if TYPE_CHECKING:
    from tournament_app.web.server import VenueServer

CTX = "cli"
MODES = ("view", "final", "hands")  # services.table_links.PHONE_MODES, DEFAULT_PORT: the parser stays
DEFAULT_PORT = 8000  # light (a command's services load when it runs); a test holds them equal


def add_commands(sub: Any) -> None:
    tournament = tournament_help()

    p = sub.add_parser("serve", help=tr(CTX, "serve the tables' pages and the players' page to phones"))
    p.add_argument("--host", default="127.0.0.1", metavar="ADDR",
                   help=tr(CTX, "the address to serve on (default 127.0.0.1: this computer only; the venue's "
                                "network: this computer's address there, or 0.0.0.0)"))
    p.add_argument("--port", type=whole(0, 65535), default=DEFAULT_PORT, metavar="N",
                   help=tr(CTX, "the port (default {port}; 0: any free port)").format(
                       port=DEFAULT_PORT))
    p.add_argument("--tournament", metavar="NAME", help=tournament)
    p.set_defaults(handler=cmd_serve, tournament_needed=True)

    p = sub.add_parser("table-links", help=tr(CTX, "each table's link for its phone"))
    p.add_argument("--round", type=whole(1, MAX_ROUND), metavar="R", help=tr(CTX, "only this round"))
    p.add_argument("--tournament", metavar="NAME", help=tournament)
    p.add_argument("--json", action="store_true", help=json_help())
    p.add_argument("--renew", action="store_true",
                   help=tr(CTX, "give the tables new secrets: the links handed out before stop working"))
    p.set_defaults(handler=cmd_table_links, tournament_needed=True)

    p = sub.add_parser("phones", help=tr(CTX, "what the tables' phones may do: view, final or hands"))
    p.add_argument("mode", nargs="?", choices=list(MODES), metavar="MODE",
                   help=tr(CTX, "view (only show the table), final (enter final scores) or hands (enter "
                                "hand by hand); left out: show the setting"))
    p.add_argument("--tournament", metavar="NAME", help=tournament)
    p.set_defaults(handler=cmd_phones, tournament_needed=True)


def cmd_serve(args: argparse.Namespace) -> int:
    from tournament_app.cli.tournament_cmds import _open  # the services load for the command only
    from tournament_app.services import table_links
    from tournament_app.web.server import VenueServer  # the web stack loads only for this command

    tid = _open(args)
    assert tid is not None
    server = VenueServer(tid, args.host, args.port)
    address = server.bind()
    table_links.set_web_address(address)  # the links printed from now on name it

    def ready() -> None:
        print(address + "/", flush=True)  # the one line on stdout (a script reads the address there)
        for line in _where(server):
            print(line, file=sys.stderr, flush=True)

    server.run(ready)
    return 0


def _where(server: VenueServer) -> list[str]:
    """Where the pages answer (each address with its adapter, the venue router's first), and a warning
    when that is more than this computer and private networks."""
    addresses = "  ".join(tr(CTX, "{address} ({adapter})").format(address=url, adapter=adapter)
                          if adapter else url for url, adapter in server.reachable())
    if server.local_only():
        lines = [tr(CTX, "reachable at: {addresses} (this computer only)").format(addresses=addresses)]
    else:
        lines = [tr(CTX, "reachable at: {addresses}").format(addresses=addresses)]
    exposure = server.exposure()
    if exposure is not None:
        if exposure.everywhere and exposure.public:
            text = tr(CTX, "warning: --host {host} serves every network of this computer, {public} too, "
                           "which the internet may reach: anyone there can open the pages, and a table's "
                           "link records hands; give --host the venue network's address instead")
        elif exposure.everywhere:
            text = tr(CTX, "warning: --host {host} serves every network of this computer: anyone on any of "
                           "them can open the pages, and a table's link records hands; give --host the venue "
                           "network's address instead")
        else:
            text = tr(CTX, "warning: {public} is not a private network's address: the internet may reach the "
                           "pages, and a table's link records hands; serve the venue's own network only")
        lines.append(text.format(host=server.host, public=", ".join(exposure.public)))
    return lines


def cmd_table_links(args: argparse.Namespace) -> int:
    from tournament_app.services import table_links

    # listing makes the links still missing where the database can be written, and only reads a
    # read-only one (a USB stick, a file:…?mode=ro address); renewing writes
    tid = _open_tournament(args, read_only_ok=not args.renew)
    links = table_links.table_links(tid, args.round, renew=args.renew, create=None)
    if not links:  # (a database that can be written has made them)
        table_links.no_links()
    address = table_links.web_address()
    if args.json:
        print(json.dumps([{"round": link.round, "table": link.table, "url": link.url(address)}
                          for link in links], ensure_ascii=False, indent=2))
        return 0
    for link in links:
        print(tr(CTX, "round {round} table {table}: {url}  ({names})").format(
            round=link.round, table=link.table, url=link.url(address), names=seated(link.names)))
    return 0


def cmd_phones(args: argparse.Namespace) -> int:
    from tournament_app.services import table_links

    tid = _open_tournament(args, reading=args.mode is None)  # showing the setting only reads
    if args.mode is not None:
        table_links.set_phone_mode(tid, args.mode)
    mode = table_links.phone_mode(tid)
    print(tr(CTX, "phones: {mode} ({meaning})").format(mode=mode, meaning=_meaning(mode)))
    return 0


def _open_tournament(args: argparse.Namespace, *, reading: bool = False, read_only_ok: bool = False) -> int:
    """Open the database (``reading``: by the read rule; ``read_only_ok``: read-only when it cannot be
    written) and return the tournament ``--tournament`` names (or the only one)."""
    from tournament_app.services import tournaments  # the services load for the command only
    from tournament_app.storage.database import open_database

    open_database(args.db, reading=reading, read_only_ok=read_only_ok)
    return tournaments.find_tournament(args.tournament)


def _meaning(mode: str) -> str:
    return {"view": tr(CTX, "they show their table"), "final": tr(CTX, "they enter final scores"),
            "hands": tr(CTX, "they enter hand by hand")}[mode]

"""``tournament-app``: the entry point. Without a subcommand it opens the desktop app."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterable, Sequence

from tournament_app import __version__
from tournament_app.checks.names import one_line
from tournament_app.cli.args import database_address, not_utf8, state_limits
from tournament_app.cli.parser import BadUsageError, Parser
from tournament_app.cli.process_list import left_visible
from tournament_app.files.output_files import Stopped, expect_output, stop_on_signals
from tournament_app.platform import pg_driver
from tournament_app.platform.console import use_utf8_output
from tournament_app.platform.garbage import collect_from_now_on
from tournament_app.platform.python import store_python
from tournament_app.words.i18n import render, set_language, tr
from tournament_app.words.messages import N_, Message, UserError

CTX = "cli"
PLATFORM_CTX = "platform"  # (its words were the platform layer's)
STORE_PYTHON = N_(PLATFORM_CTX, "Warning: this is the Microsoft Store's Python. Windows keeps what it writes "
                                "under %LOCALAPPDATA%, the default database included, inside that Python's "
                                "package and deletes it when that Python is removed or reset. Install Python "
                                "from python.org and the app with it, or keep the database elsewhere (--db, "
                                "e.g. in Documents).")


def store_python_warning(paths: Iterable[str] | None = None) -> Message | None:
    """The warning for a Store Python, else None."""
    return Message(PLATFORM_CTX, STORE_PYTHON) if store_python(paths) else None


def build_parser(commands: bool = True) -> Parser:
    """The command line's parser; ``commands=False``: the global options alone (the app's start)."""
    parser = Parser(prog="tournament-app",
                    description=tr(CTX, "Tournament desk software for riichi mahjong."),
                    epilog=tr(CTX, "Numbers may be typed with full-width digits (１２ is 12), as a Japanese "
                                   "input method writes them."))
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}",
                        help=tr(CTX, "show the version and exit"))
    parser.add_argument("--lang", choices=("ja", "en"),
                        help=tr(CTX, "language of the output (default: the system's locale)"))
    parser.add_argument("--self-test", action="store_true",
                        help=tr(CTX, "open the main window on a temporary database, record a hand, settle, "
                             "export, print, and exit 0"))
    parser.add_argument("--db", metavar="PATH", type=database_address,
                        help=tr(CTX, "tournament database (default: TOURNAMENT_APP_DB or the user's data "
                             "directory)"))
    if not commands:
        parser.set_defaults(command=None)
        return parser
    from tournament_app.cli import (
        backup_cmds,
        clock_cmds,
        desk_cmds,
        ema_cmds,
        format_cmds,
        online_cmds,
        outside_cmds,
        people_cmds,
        rules_cmds,
        season_cmds,
        stats_cmds,
        tournament_cmds,
        value_cmds,
        web_cmds,
    )

    sub = parser.add_subparsers(dest="command", parser_class=Parser, metavar="COMMAND")
    rules_cmds.add_commands(sub)
    tournament_cmds.add_commands(sub)
    desk_cmds.add_commands(sub)
    backup_cmds.add_commands(sub)
    clock_cmds.add_commands(sub)
    value_cmds.add_commands(sub)
    outside_cmds.add_commands(sub)
    online_cmds.add_commands(sub)
    stats_cmds.add_commands(sub)
    people_cmds.add_commands(sub)
    ema_cmds.add_commands(sub)
    format_cmds.add_commands(sub)
    season_cmds.add_commands(sub)
    web_cmds.add_commands(sub)
    state_limits(parser)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    use_utf8_output()  # before anything is written: a file or a pipe gets UTF-8 (Windows: not its code page)
    argv = list(sys.argv[1:] if argv is None else argv)
    before: object = None
    lang = _lang_from(argv)  # before the stop's line (a stop that waited is acted on first thing) and the
    set_language(lang if lang in ("ja", "en") else None)  # parser's help: both are translated
    if (warning := store_python_warning()) is not None:  # before a database is made where it would go
        print(one_line(tr(CTX, "tournament-app: {problem}").format(problem=render(warning))), file=sys.stderr)
    try:
        # Ctrl+C, SIGTERM from the start (also while the commands load): every temporary file removed
        # on the way out, the output named if unchanged, one line
        with stop_on_signals(_output_named(argv)):
            pg_driver.defer_psycopg()  # a SQLite file needs no PostgreSQL driver
            if left_visible():  # a password on the command line that this system would go on showing
                return _fail(tr(CTX, "tournament-app: a password in a database address cannot be taken off "
                                     "the process list on this system: leave it out of the address and "
                                     "give it in the password file (~/.pgpass; Windows: "
                                     "%APPDATA%\\postgresql\\pgpass.conf), PGPASSFILE, PGPASSWORD or a "
                                     "service (postgresql://?service=NAME)"))
            parser = build_parser(commands=not _only_global_options(argv))
            if (shown := not_utf8(argv)) is not None:  # a name or path typed in another encoding
                return _fail(tr(CTX, "tournament-app: {argument}: bytes that are not UTF-8 text").format(
                    argument=shown))
            try:
                args = parser.parse_args(argv)
            except BadUsageError as e:
                return _fail(tr(CTX, "tournament-app: {problem}").format(problem=e))
            if args.self_test:
                from tournament_app.ui.self_test import run_self_test

                collect_from_now_on()
                return run_self_test()
            if args.command is None:
                return _open_app(args)  # garbage collection back on once its window is up
            collect_from_now_on()  # off while the modules loaded (cli.entry)
            before = _bound_database()
            expect_output(getattr(args, "out", None) or (args.to if args.command == "copy-db" else None))
            return int(args.handler(args) or 0)
    except UserError as e:
        _discard_new_database(before)
        return _fail(tr(CTX, "tournament-app: {problem}").format(problem=render(e.message)))
    except Stopped as e:
        _discard_new_database(before)
        message = e.message()
        _fail(tr(CTX, "tournament-app: {problem}").format(
            problem=render(message) if message else tr(CTX, "stopped")))
        return 128 + e.signum
    except BrokenPipeError:
        return 0


def _only_global_options(argv: list[str]) -> bool:
    """Whether ``argv`` opens the app (or its self-test): then the commands' parsers, some forty with
    their modules, are not built."""
    i = 0
    while i < len(argv):
        if argv[i] in ("--db", "--lang"):
            i += 2
        elif argv[i].startswith(("--db=", "--lang=")) or argv[i] == "--self-test":
            i += 1
        else:
            return False
    return True


def _output_named(argv: list[str]) -> str | None:
    """The file the command line names as its output, read before it is parsed: a stop while the
    commands load names it too (the parsed arguments say it for sure once they are there)."""
    for i, arg in enumerate(argv[:-1]):
        if arg == "--out" or (arg == "--to" and "copy-db" in argv):
            return argv[i + 1]
    return next((arg.split("=", 1)[1] for arg in argv if arg.startswith("--out=")), None)


def _lang_from(argv: list[str]) -> str | None:
    for i, arg in enumerate(argv):
        if arg.startswith("--lang="):
            return arg.split("=", 1)[1]
        if arg == "--lang" and i + 1 < len(argv):
            return argv[i + 1]
    return None


def _bound_database() -> object:
    models = sys.modules.get("tournament_app.storage.models")  # not loaded: nothing opened (rules, score …)
    return None if models is None else models.db_proxy.obj


def _discard_new_database(before: object) -> None:
    """A failed command leaves no new, empty database behind (``--db NEW demo --rules nope``)."""
    from tournament_app.storage.database import discard_new_database

    if _bound_database() is not before:  # opened by this command
        discard_new_database()


def _fail(line: str) -> int:
    print(one_line(line), file=sys.stderr)  # one line, whatever a quoted value holds
    return 2


def _open_app(args: argparse.Namespace) -> int:
    # The layers below the UI before Qt: PySide6 reads the source of every module an import names
    # once it is loaded (looking for its "feature" switches); those loaded before are spared that
    # (ui.qt_start).
    from tournament_app.services import backups, connection, tournaments  # noqa: F401
    from tournament_app.ui.qt_start import load_qt

    load_qt()
    from tournament_app.ui.app import run

    return run(args.db, args.lang)


if __name__ == "__main__":
    sys.exit(main())

"""The database problems of the user's world, each a :class:`DatabaseError` with one translatable
message naming the database (its file or the server's address, the password left out)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tournament_app.words.messages import N_, Message, UserError

CTX = "storage"

_TEXTS = {
    "not_sqlite": N_(CTX, "{path} is not a database file, so it cannot be a tournament database."),
    "foreign": N_(CTX, "{path} is a database of another application, not a tournament database."),
    "newer": N_(CTX, "{path} was written by a newer version of the app (schema {found}); "
                     "this version understands up to {supported}. Update the app to open it."),
    "locked": N_(CTX, "The database {path} is locked by another program. "
                      "Close the other program (or the app's other window) and try again."),
    "readonly": N_(CTX, "The database {path} cannot be written: the file or its folder is read-only. "
                        "Copy it to a writable folder or change its permissions."),
    "no_folder": N_(CTX, "Cannot create the folder {folder} for the database: {reason}."),
    "dangling": N_(CTX, "{path} is a link to {real}, which does not exist: a new database is not made "
                        "through a link."),
    "full": N_(CTX, "The disk holding {path} is full: the last change was not saved. "
                    "Free some space and try again."),
    "corrupt": N_(CTX, "The database {path} is damaged ({detail}); nothing was written to it. Open the "
                       "newest backup instead (the automatic backups in the folder beside it, the copies "
                       "named ….v1-backup-…, or your own backups), or save what can still be read into a "
                       "new file: tournament-app --db FILE recover --out NEW.sqlite3"),
    "empty": N_(CTX, "{path} holds no tournament yet: create one, or make a demo with the demo command"),
    "older": N_(CTX, "{path} was written by an earlier version of the app (schema {found}); reading it "
                     "changes nothing, so it must first be brought up to date: \"tournament-app --db FILE "
                     "upgrade\" (or opening it in the app) does that and keeps a copy of the old file."),
    "pending_wal": N_(CTX, "{path}-wal holds changes that are not yet in {path}, and {path}-shm is missing "
                           "(a copy taken while the file was open?): open it once in the app, or with a "
                           "command that writes, to bring them in; reading it changes nothing."),
    "stray_wal": N_(CTX, "{path} does not exist, but {path}-wal is left from a database of that name: "
                         "move it away or bring the database file back."),
    "bad_address": N_(CTX, "{path} is not a valid database address: {detail}"),
    "full_open": N_(CTX, "The disk holding {path} is full: nothing can be recorded in the database. "
                         "Free some space and try again."),
    "cantopen": N_(CTX, "Cannot open the database {path}: the file or its folder is missing "
                        "or not accessible."),
    "io": N_(CTX, "Reading or writing the database {path} failed (disk I/O error). "
                  "Check the disk or network drive and try again."),
    "unsupported": N_(CTX, "Cannot open {path}: give a database file or a postgresql:// address."),
    "server": N_(CTX, "Cannot connect to the database server {path}: {detail}"),
    "no_driver": N_(CTX, "Cannot open the database server {path}: this installation has no PostgreSQL driver "
                         "({detail}). Install it with pip install \"psycopg[binary]\"; where no ready-made "
                         "one exists (Windows on ARM), use an x64 Python from python.org, or put a libpq "
                         "library on PATH. Database files open without it."),
    "no_password": N_(CTX, "The database server {path} asks for a password and none was given: put it in "
                           "the password file (~/.pgpass; Windows: %APPDATA%\\postgresql\\pgpass.conf; "
                           "or the file PGPASSFILE names), set PGPASSWORD, or name a service "
                           "(postgresql://?service=NAME) whose entry or password file has it."),
    "network": N_(CTX, "{path} is in a network folder ({where}): a SQLite database there loses changes or "
                       "is damaged (its locks and its log do not work over a network), so nothing was "
                       "written to it. Copy it to a folder on this computer's own disk and open the copy; "
                       "for several computers, use a PostgreSQL database (see “Several desks”)."),
    "server_lost": N_(CTX, "The connection to the database server {path} was lost ({detail}). Nothing was "
                           "half-written: the last change was not saved. The next action reconnects."),
}


class DatabaseError(UserError):
    """A database problem the user can act on; ``kind`` is one of the keys of ``_TEXTS``."""

    def __init__(self, kind: str, path: str | Path, **params: Any) -> None:
        self.kind = kind
        super().__init__(Message(CTX, _TEXTS[kind], {"path": str(path), **params}))

"""A SQLite database copied page by page into a new file (SQLite's online backup API), through the
output rule (:mod:`tournament_app.files.output_files`): never over the database itself, written beside the
destination and renamed.

Below the upgrades (:mod:`.migrations` backs up an older file before upgrading it) and the backup
files (:mod:`.backup_files` adds a server's copy, what a backup holds, and restoring one).
"""

from __future__ import annotations

import logging
import sqlite3
from pathlib import Path

import peewee

from tournament_app.files import output_files
from tournament_app.files.progress import Progress
from tournament_app.storage.connections import check_whole, user_errors

log = logging.getLogger(__name__)
BACKUP_PAGES = 256  # pages per step of a backup that reports progress


def backup_file(db: peewee.SqliteDatabase, dest: Path) -> Path:
    """Copy the open SQLite database to the new file ``dest`` (a consistent snapshot, WAL content
    included, taken while the app keeps running) and return it. A damaged file is refused first: its
    copy would push good backups out."""
    dest = output_files.database_target(dest)  # a file: address names its file
    check_whole(db)
    with output_files.output_file(dest, kind=output_files.DATABASE) as tmp, user_errors(dest):
        copy_pages(db.connection(), tmp)
    log.info("backed up %s to %s", db.database, dest)
    return Path(dest)


def copy_pages(source: sqlite3.Connection, dest: Path, progress: Progress | None = None) -> None:
    """SQLite's online backup of ``source`` into the new, empty file ``dest`` (which the output rule
    then publishes).

    With ``progress`` the pages are copied a few at a time, reported (pages copied, pages in all) and
    cancellable between steps. Only for a source nobody writes to (a backup being restored): SQLite
    starts a stepped backup over whenever another connection changes the source."""
    target = sqlite3.connect(dest)
    try:
        if progress is None:
            source.backup(target)
        else:
            source.backup(target, pages=BACKUP_PAGES,
                          progress=lambda _status, left, total: progress(total - left, total))
    finally:
        target.close()

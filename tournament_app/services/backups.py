"""Automatic backups while the app runs, the list of backups, and restoring one (issue 19).

Every ``interval`` when something changed, and whenever a round has all its games finished, the open
database is copied (SQLite's online backup; a PostgreSQL tournament as a SQLite file) into a backup
folder: by default ``<database file>.backups`` beside it. The last ``keep`` timed copies are kept,
plus the newest copy of each finished round. A failing folder (a stick pulled out, a full disk) is
reported once and tried again at the next turn; it never stops the app.
"""

from __future__ import annotations

import datetime as dt
import re
import time
from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass
from pathlib import Path

from peewee import Case, fn

from tournament_app.files import output_files
from tournament_app.files.progress import Progress
from tournament_app.platform import folders
from tournament_app.services.base import CTX, fail, transaction
from tournament_app.storage.backup_files import BackupSummary, backup_database, restore_copy, summarise
from tournament_app.storage.database import DatabaseError, user_data_folder
from tournament_app.storage.models import Game, Round, Table, db_proxy
from tournament_app.words.messages import N_, UserError

DEFAULT_INTERVAL_S = 600
DEFAULT_KEEP = 20
_NAME = re.compile(r"^(?P<stem>.+)-(?P<at>\d{8}-\d{6})-(?:auto|round(?P<round>\d+))\.sqlite3$")


def default_folder(address: str) -> Path:
    """``<file>.backups`` beside a database file; for a server database, the user's data folder."""
    if "://" in address:
        name = re.sub(r"[^A-Za-z0-9_.-]+", "_", address.rsplit("/", 1)[-1]) or "server"
        return user_data_folder() / "backups" / name
    file = Path(address.split("?", 1)[0].removeprefix("file:")).expanduser()
    return file.with_name(file.name + ".backups")


def write_backup(folder: Path, stem: str, now: dt.datetime, *, round_number: int | None = None,
                 keep: int = DEFAULT_KEEP) -> Path:
    """One consistent copy of the open database in ``folder``, then the old ones rotated out."""
    folder.mkdir(parents=True, exist_ok=True)
    tag = "auto" if round_number is None else f"round{round_number:03d}"
    dest = folder / f"{stem}-{now:%Y%m%d-%H%M%S}-{tag}.sqlite3"
    backup_database(db_proxy.obj, dest)
    rotate(folder, keep)
    return dest


def rotate(folder: Path, keep: int) -> list[Path]:
    """Remove all but the newest ``keep`` timed copies and all but the newest copy of each round."""
    timed, by_round = [], {}
    for path in sorted(folder.glob("*.sqlite3")):  # the names sort by time
        m = _NAME.match(path.name)
        if m is None:
            continue
        if m["round"] is None:
            timed.append(path)
        else:
            by_round.setdefault((m["stem"], int(m["round"])), []).append(path)
    doomed = timed[:-keep] if keep > 0 else timed
    for copies in by_round.values():
        doomed += copies[:-1]
    for path in doomed:
        path.unlink(missing_ok=True)
    return doomed


def list_backups(folder: Path) -> list[BackupSummary]:
    """The backups in ``folder`` that are whole tournament databases, newest first."""
    return list_all([folder])


def same_folder(folder: Path) -> Hashable:
    """What two names of one folder have in common (``b/../a`` and ``a``; "Backups" and "backups" where
    the file system ignores case; NFC and NFD on macOS): :func:`folders.folder_key`."""
    return folders.folder_key(folder)


def list_all(folders: Iterable[Path]) -> list[BackupSummary]:
    """The backups in every folder of ``folders`` that is there now (a folder named twice is read
    once), newest first: the app's backups wherever it wrote them."""
    out, seen = [], set()
    for folder in folders:
        try:
            if same_folder(folder) in seen or not Path(folder).is_dir():
                continue
            seen.add(same_folder(folder))
            paths = list(Path(folder).glob("*.sqlite3"))
        except OSError:  # a name too long, a folder not readable: no backups to offer there
            continue
        for path in paths:
            try:
                out.append(summarise(path))
            except UserError:
                continue  # a damaged or foreign file is not offered
    return sorted(out, key=lambda b: (b.modified, b.path.name), reverse=True)


def restore(backup: Path, out: str | Path, progress: Progress | None = None) -> Path:
    """Bring ``backup`` back as the new database ``out`` (never over an existing file; a ``file:``
    address names its file)."""
    out = output_files.database_target(out)
    real = output_files.check_target(out, kind=output_files.DATABASE)  # a device, a folder … first
    if real.exists():
        fail(N_(CTX, "{path} already exists: restore into a new file"), path=str(out))
    return restore_copy(Path(backup), out, progress)


def finished_rounds() -> set[tuple[int, int]]:
    """(tournament, round) of every round whose games are all finished."""
    unfinished = fn.SUM(Case(None, [(Game.state != "finished", 1)], 0))
    query = (Game.select(Round.tournament, Round.number, unfinished).join(Table).join(Round)
             .group_by(Round.tournament, Round.number))
    with transaction():
        return {(t, n) for t, n, left in db_proxy.execute(query).fetchall() if not left}


@dataclass
class Outcome:
    path: Path | None = None
    problem: str | None = None  # set on the first failure of a run of failures: warn once


class AutoBackup:
    """Decides when to write a backup; ``tick()`` is called on a timer, ``changed()`` after changes.

    ``clock`` (monotonic seconds) and ``now`` (the wall time in the file names) are injectable for
    tests."""

    def __init__(self, folder: Path, stem: str, *, interval_s: int = DEFAULT_INTERVAL_S,
                 keep: int = DEFAULT_KEEP, clock: Callable[[], float] = time.monotonic,
                 now: Callable[[], dt.datetime] = dt.datetime.now) -> None:
        self.folder, self.stem, self.interval_s, self.keep = folder, stem, interval_s, keep
        self.clock, self.now = clock, now
        self.dirty = False
        self.last = clock()
        self.failing = False
        self.known_rounds: set[tuple[int, int]] | None = None

    def changed(self) -> None:
        self.dirty = True

    def tick(self) -> Outcome | None:
        rounds = finished_rounds()
        if self.known_rounds is None:
            self.known_rounds = rounds  # rounds finished before the app started are not new
        new_rounds = rounds - self.known_rounds
        due = self.dirty and self.clock() - self.last >= self.interval_s
        if not (due or new_rounds or (self.failing and self.dirty)):
            return None
        number = max(n for _t, n in new_rounds) if new_rounds else None
        try:
            path = write_backup(self.folder, self.stem, self.now(), round_number=number, keep=self.keep)
        except (OSError, DatabaseError) as exc:
            first = not self.failing
            self.failing = True
            self.dirty = True
            return Outcome(problem=str(exc) if first else None)
        self.failing, self.dirty, self.last = False, False, self.clock()
        self.known_rounds = rounds
        return Outcome(path=path)

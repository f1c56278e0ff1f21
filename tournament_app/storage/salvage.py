"""What can still be read of a damaged database file, saved into a new one (``recover``).

SQLite's own program has ``.recover``, but Windows has no ``sqlite3`` command, and the one some Linux
systems ship cannot run it (built without the page reader it needs): this is the same idea on
Python's sqlite3, which every installation of the app has. Every table is created in the new file as
the damaged one declares it, and its rows are read in rowid order; a page that cannot be read is
stepped over (the rows on it are lost, the rows after it are read on). Then the indexes, and the rows
left without the row they belong to (a hand whose game was on a lost page) are removed, so the new
file is whole and opens as any other; ``check`` then says which games no longer add up.

The damaged file is read as the read rule reads (nothing created or changed beside it); the new one
is written through the output rule (a new file, never over one).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from tournament_app.files import output_files
from tournament_app.files.progress import Progress, report
from tournament_app.storage import health
from tournament_app.storage.database_errors import DatabaseError
from tournament_app.words.messages import N_, Message, UserError

CTX = "storage"
CHUNK = 500  # rows per read
_DAMAGE = (sqlite3.DatabaseError,)


@dataclass
class Salvage:
    rows: int = 0  # rows saved
    tables: int = 0  # tables created
    damaged: list[str] = field(default_factory=list)  # tables with rows that could not be read
    orphans: int = 0  # rows removed for want of the row they belong to


def recover(source: Path, dest: Path, progress: Progress | None = None) -> Salvage:
    """Save what can be read of the damaged file ``source`` into the new file ``dest``."""
    source = Path(source)
    if not _is_file(source):
        raise DatabaseError("cantopen", source)
    uri = health.read_uri(source) or f"{health.read_only_uris(source)[-1]}"
    old = sqlite3.connect(uri, uri=True)
    try:
        schema = [(kind, name, sql) for chunk in _chunks(old, "sqlite_master", "type, name, sql") if chunk
                  for kind, name, sql in chunk[1] if sql and not name.startswith("sqlite_")]
        tables = [(name, sql) for kind, name, sql in schema if kind == "table"]
        if not tables:
            raise UserError(Message(CTX, N_(CTX, "{path}: the list of its tables cannot be read, so nothing "
                                                 "can be saved from it: open a backup instead"),
                                    {"path": str(source)}))
        with output_files.output_file(output_files.database_target(dest), kind=output_files.DATABASE,
                                      new=True) as tmp:
            new = sqlite3.connect(tmp, isolation_level=None)
            try:
                outcome = _copy(old, new, tables, [sql for kind, _n, sql in schema if kind != "table"],
                                progress)
            finally:
                new.close()
        return outcome
    finally:
        old.close()


def _is_file(path: Path) -> bool:
    try:
        return path.is_file()
    except OSError:
        return False


def _copy(old: sqlite3.Connection, new: sqlite3.Connection, tables: list[tuple[str, str]],
          others: list[str], progress: Progress | None) -> Salvage:
    outcome = Salvage()
    new.execute("PRAGMA foreign_keys = OFF")
    new.execute("BEGIN")
    for index, (name, sql) in enumerate(tables):
        report(progress, index, len(tables) + 1)
        new.execute(sql)
        outcome.tables += 1
        saved, whole = _copy_rows(old, new, name)
        outcome.rows += saved
        if not whole:
            outcome.damaged.append(name)
    for sql in others:  # indexes, triggers, views: whatever the rows saved still allow
        try:
            new.execute(sql)
        except sqlite3.DatabaseError:
            continue
    outcome.orphans = _remove_orphans(new)
    new.execute("COMMIT")
    report(progress, len(tables) + 1, len(tables) + 1)
    return outcome


def _copy_rows(old: sqlite3.Connection, new: sqlite3.Connection, table: str) -> tuple[int, bool]:
    """The rows of ``table`` that can be read, copied; (how many, whether none was lost)."""
    quoted = '"' + table.replace('"', '""') + '"'
    saved, whole = 0, True
    for chunk in _chunks(old, quoted):
        if chunk is None:
            whole = False
        else:
            saved += _insert(new, quoted, *chunk)
    return saved, whole


def _chunks(old: sqlite3.Connection, quoted: str, columns: str = "*"
            ) -> Iterator[tuple[list[str], list[tuple]] | None]:
    """The rows of a table that can be read, in rowid order, :data:`CHUNK` at a time (its column
    names, its rows); ``None`` where rows could not be read."""
    lower = -(2**63)
    while True:
        rows: list[tuple] = []
        names: list[str] = []
        try:
            cursor = old.execute(f"SELECT rowid, {columns} FROM {quoted} WHERE rowid >= ? ORDER BY rowid "
                                 f"LIMIT {CHUNK}", (lower,))
            names = [d[0] for d in cursor.description][1:]
            for row in cursor:  # (a damaged page raises half way: the rows before it are kept)
                rows.append(row)
        except _DAMAGE:
            if rows:
                yield names, [r[1:] for r in rows]
            yield None
            found = _next_readable(old, quoted, rows[-1][0] if rows else lower)
            if found is None:
                return
            lower = found
            continue
        if rows:
            yield names, [r[1:] for r in rows]
        if len(rows) < CHUNK or rows[-1][0] == 2**63 - 1:
            return
        lower = rows[-1][0] + 1


def _insert(new: sqlite3.Connection, quoted: str, columns: list[str], rows: list[tuple]) -> int:
    names = ", ".join('"' + c.replace('"', '""') + '"' for c in columns)
    marks = ", ".join("?" * len(columns))
    count = 0
    for row in rows:
        try:
            new.execute(f"INSERT INTO {quoted} ({names}) VALUES ({marks})", row)
            count += 1
        except sqlite3.DatabaseError:  # a row that contradicts another (a damaged unique key)
            continue
    return count


def _next_readable(old: sqlite3.Connection, quoted: str, after: int) -> int | None:
    """The first rowid past ``after`` that a lookup from the table's root reaches (None: none): steps
    that double until the lookup gets past the unreadable page."""
    step = 1
    while after + step < 2**63:
        try:
            row = old.execute(f"SELECT rowid FROM {quoted} WHERE rowid >= ? ORDER BY rowid LIMIT 1",
                              (after + step,)).fetchone()
        except _DAMAGE:
            step *= 2
            continue
        return None if row is None else int(row[0])
    return None


def _remove_orphans(new: sqlite3.Connection) -> int:
    """Remove the rows whose parent row was lost, until none is left (a lost game's hands, then …)."""
    removed = 0
    while problems := new.execute("PRAGMA foreign_key_check").fetchall():
        for table, rowid, _parent, _key in problems:
            quoted = '"' + table.replace('"', '""') + '"'
            removed += new.execute(f"DELETE FROM {quoted} WHERE rowid = ?", (rowid,)).rowcount
    return removed

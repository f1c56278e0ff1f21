"""Copying a whole tournament database between a laptop (SQLite) and a server (PostgreSQL).

Every table is copied with its ids, in dependency order, in one transaction on the target, so a
failed copy leaves the target as empty as it was. The target must be new or empty: copying into a
database that already holds a tournament would mix two events.
"""

from __future__ import annotations

import logging
from pathlib import Path

import peewee

from tournament_app.files import output_files
from tournament_app.files.progress import Progress, report
from tournament_app.storage.connections import check_whole, connect, make_database, user_errors
from tournament_app.storage.database_errors import CTX
from tournament_app.storage.migrations import migrate
from tournament_app.storage.models import MODELS, AppMeta
from tournament_app.words.messages import N_, Message, UserError

log = logging.getLogger(__name__)
BATCH = 500  # rows per insert; progress is reported as (rows copied, rows in all) after each

_TEXTS = {
    "not_empty": N_(CTX, "{path} already holds tournament data: copy into a new file or an empty "
                         "database"),
    "exists": N_(CTX, "{path} already exists: choose a new file name"),
}


class CopyRefusedError(UserError):
    """The target is not new or not empty."""

    def __init__(self, kind: str, shown: str) -> None:
        self.kind = kind
        super().__init__(Message(CTX, _TEXTS[kind], {"path": shown}))


def copy_database(source: peewee.Database, target: str | Path, progress: Progress | None = None) -> str:
    """Copy everything in ``source`` (open) into ``target`` (a new SQLite file or an empty PostgreSQL
    database); returns the target's name as shown to the user.

    A damaged source file is refused first. A new file goes through the output rule
    (:mod:`tournament_app.files.output_files`): never over an existing file or the open database, in a folder
    that exists, written beside ``target`` and renamed when complete, so that a copy stopped half way
    (cancelled, a full disk, the power gone) never leaves a file that looks like the tournament."""
    check_whole(source)
    text = str(target)
    if "://" in text:
        return _copy_into(source, target, progress)
    text = str(output_files.database_target(text))  # a SQLite address names a file: a new one
    try:
        with output_files.output_file(text, kind=output_files.DATABASE, new=True) as partial:
            _copy_into(source, partial, progress)  # an empty file: SQLite makes a new database in it
    except output_files.OutputError as e:
        if e.kind == "exists":
            raise CopyRefusedError("exists", text) from None
        raise
    dest = Path(text).expanduser()
    log.info("copied the database into %s", dest)
    return str(dest)


def _copy_into(source: peewee.Database, target: str | Path, progress: Progress | None) -> str:
    """The copy itself, into a database that must hold no tournament data."""
    db, file, shown = make_database(target, 5000)
    try:
        with user_errors(shown), db.bind_ctx(MODELS):
            connect(db, shown)
            migrate(db, file)
            if any(m.select().exists() for m in MODELS if m is not AppMeta):
                raise CopyRefusedError("not_empty", shown)
            _copy_rows(source, db, progress)
    finally:
        db.close()
    log.info("copied the database into %s", shown)
    return shown


def _copy_rows(source: peewee.Database, target: peewee.Database, progress: Progress | None) -> None:
    models = [m for m in MODELS if m is not AppMeta]
    with source.bind_ctx(MODELS):
        total = sum(m.select().count() for m in models)
    done = 0
    with target.atomic():
        for model in models:
            columns = [f.column_name for f in model._meta.sorted_fields]
            with source.bind_ctx(MODELS):
                cursor = source.execute_sql(
                    f'SELECT {", ".join(_q(c) for c in columns)} FROM {_q(model._meta.table_name)} '
                    f'ORDER BY {_q(model._meta.primary_key.column_name)}')
                rows = cursor.fetchall()
            fields = model._meta.sorted_fields
            with target.bind_ctx(MODELS):
                for start in range(0, len(rows), BATCH):
                    chunk = [{f: _value(f, row[i]) for i, f in enumerate(fields)}
                             for row in rows[start:start + BATCH]]
                    model.insert_many(chunk).execute()
                    done += len(chunk)
                    report(progress, done, total)
        if isinstance(target, peewee.PostgresqlDatabase):
            for model in models:
                table, pk = model._meta.table_name, model._meta.primary_key.column_name
                target.execute_sql(
                    f"SELECT setval(pg_get_serial_sequence('{table}', '{pk}'), "
                    f"COALESCE((SELECT MAX({_q(pk)}) FROM {_q(table)}), 0) + 1, false)")


def _value(field: peewee.Field, raw: object) -> object:
    # SQLite hands back dates and times as text: let the field parse them for the other back end.
    if isinstance(raw, str) and isinstance(field, peewee.DateTimeField | peewee.DateField):
        return field.python_value(raw)
    return raw


def _q(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def backup_to_sqlite(source: peewee.Database, dest: Path, progress: Progress | None = None) -> Path:
    """A SQLite copy of a server database, through the output rule (written beside ``dest``, renamed
    when complete)."""
    with output_files.output_file(dest, kind=output_files.DATABASE) as partial:
        _copy_into(source, partial, progress)
    return Path(dest)

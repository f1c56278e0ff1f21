"""Storage layer: peewee models, database setup and versioned migrations. Knows nothing of Qt."""

from tournament_app.storage.backup_files import backup_database
from tournament_app.storage.connections import user_errors
from tournament_app.storage.database import DatabaseError, close_database, default_db_path, open_database
from tournament_app.storage.migrations import SCHEMA_VERSION
from tournament_app.storage.models import db_proxy

__all__ = [
    "SCHEMA_VERSION",
    "DatabaseError",
    "backup_database",
    "close_database",
    "db_proxy",
    "default_db_path",
    "open_database",
    "user_errors",
]

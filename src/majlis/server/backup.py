"""A copy of the tables' SQLite database, taken while a server plays on it (``majlis
backup``): SQLite's online backup, the whole file as one read of it, so that the copy is
the database as it stood at one commit (every table at an event it reached, with every
action before it), and the server's commits go on meanwhile (WAL: a reader holds no
writer up).  A server started on the copy resumes every unfinished table from there.

A PostgreSQL database is backed up with its own tools (``pg_dump``; docs/deploy.md).
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
from dataclasses import dataclass
from pathlib import Path

from majlis.server.database import one_line

STORE_TABLES = ("tables", "seats", "actions")
"""The tables every majlis database has (:mod:`majlis.server.schema`)."""


class BackupError(Exception):
    """No copy was made: why, in a sentence (nothing was written)."""


@dataclass(frozen=True)
class Copied:
    tables: int
    unfinished: int


def backup(source: str, target: Path) -> Copied:
    """Copy the majlis SQLite database ``source`` to the new file ``target``, written
    whole or not at all (under another name until it is complete and on disk); what
    it holds.  :class:`BackupError` for a PostgreSQL URL, a source that is missing or
    not a majlis database (read only: it is never written), or a ``target`` that
    exists; ``OSError`` if ``target`` cannot be written."""
    if source.startswith(("postgresql://", "postgres://")):
        raise BackupError("a PostgreSQL database is backed up with pg_dump "
                          "(see docs/deploy.md)")
    if not Path(source).is_file():
        raise BackupError(f"{source} is not a file")
    if target.exists():
        raise BackupError(f"{target} exists already: give a new file")
    part = target.with_name(target.name + ".part")
    part.open("wb").close()  # the folder's own words if it cannot be written
    try:
        with contextlib.closing(sqlite3.connect(Path(source).resolve().as_uri() + "?mode=ro",
                                                uri=True)) as db:
            _check_store(db, source)
            with contextlib.closing(sqlite3.connect(part, isolation_level=None)) as copy:
                db.backup(copy)
                copy.execute("PRAGMA journal_mode=DELETE")  # one file, on its own
                tables, unfinished = copy.execute(
                    "SELECT COUNT(*), COUNT(*) FILTER (WHERE over = 0) FROM tables").fetchone()
        _sync(part)
        part.rename(target)
    except sqlite3.Error as error:
        part.unlink(missing_ok=True)
        raise BackupError(f"cannot copy {source} to {target}: {one_line(error)}") from None
    except BaseException:
        part.unlink(missing_ok=True)
        raise
    return Copied(int(tables), int(unfinished))


def _check_store(db: sqlite3.Connection, source: str) -> None:
    """:class:`BackupError` unless ``db`` has the store's tables."""
    found = {name for (name,) in db.execute("SELECT name FROM sqlite_master WHERE"
                                            " type = 'table'")}
    if not set(STORE_TABLES) <= found:
        raise BackupError(f"{source} is not a majlis database (no tables "
                          f"{', '.join(sorted(set(STORE_TABLES) - found))})")


def _sync(path: Path) -> None:
    """Put the file and its name in the folder on disk."""
    with path.open("rb") as file:
        os.fsync(file.fileno())
    folder = os.open(path.parent, os.O_RDONLY)
    try:
        os.fsync(folder)
    finally:
        os.close(folder)

"""The store's tables in the database: their columns and keys, created where missing,
and the columns added since a database was made added to it (its rows kept).  A module
that keeps tables of its own in the database (the players') sets them up the same way."""

from __future__ import annotations

from collections.abc import Mapping

from majlis.server.database import Run

COLUMNS = {
    "tables": ("id TEXT PRIMARY KEY", "game TEXT NOT NULL", "options TEXT NOT NULL",
               "seed TEXT NOT NULL", "turn_clock INTEGER NOT NULL", "client TEXT NOT NULL",
               "created DOUBLE PRECISION NOT NULL", "match_no INTEGER NOT NULL",
               "event INTEGER NOT NULL", "over INTEGER NOT NULL", "owner TEXT",
               "lease_until DOUBLE PRECISION NOT NULL",
               "opening_until DOUBLE PRECISION NOT NULL DEFAULT 0"),
    "seats": ("table_id TEXT NOT NULL", "seat INTEGER NOT NULL", "kind TEXT NOT NULL",
              "name TEXT NOT NULL", "level TEXT NOT NULL", "token_hash TEXT",
              "PRIMARY KEY (table_id, seat)"),
    "actions": ("table_id TEXT NOT NULL", "match_no INTEGER NOT NULL", "n INTEGER NOT NULL",
                "seat INTEGER NOT NULL", "action TEXT NOT NULL",
                "PRIMARY KEY (table_id, match_no, n)"),
    "seat_states": ("table_id TEXT NOT NULL", "seat INTEGER NOT NULL",
                    "replaced INTEGER NOT NULL", "again INTEGER NOT NULL",
                    "gone INTEGER NOT NULL DEFAULT 0", "PRIMARY KEY (table_id, seat)"),
    "processes": ("id TEXT PRIMARY KEY", "alive_until DOUBLE PRECISION NOT NULL"),
    "presence": ("table_id TEXT NOT NULL", "seat INTEGER NOT NULL", "process TEXT NOT NULL",
                 "PRIMARY KEY (table_id, seat, process)"),
}
"""Each table of the store and its columns (and keys), as created."""
ADDED = {"tables": ("opening_until",), "seat_states": ("gone",)}
"""The columns added since the first version of the store, last in their tables: a
database made before them gains them (with their defaults) when a server opens it."""
INDEXES = ("INDEX IF NOT EXISTS tables_open ON tables (over, client)",
           "INDEX IF NOT EXISTS tables_owner ON tables (owner)",
           "INDEX IF NOT EXISTS presence_process ON presence (process)")
"""What the lobby's quota, the heartbeat and the sweep of gone processes look up."""


class Foreign(Exception):
    """The database has a table of the store's names with other columns."""


def set_up(run: Run, columns: Mapping[str, tuple[str, ...]] = COLUMNS,
           added: Mapping[str, tuple[str, ...]] = ADDED,
           indexes: tuple[str, ...] = INDEXES) -> set[tuple[str, str]]:
    """Creates the tables of ``columns`` (the store's by default) where missing, adds
    the columns added since a table was made (``added``: last in their tables), then
    checks that each has the columns written to it: a database of another program with
    a table of one of these names is refused in the same transaction, which leaves it as
    it was.  Then the ``indexes`` (``CREATE`` each).  The ``(table, column)`` pairs that
    were added now, for the caller to fill."""
    for name, defined in columns.items():
        run(f"CREATE TABLE IF NOT EXISTS {name} ({', '.join(defined)})")
    now: set[tuple[str, str]] = set()
    for name, defined in columns.items():
        found = [d[0] for d in run(f"SELECT * FROM {name} WHERE 1 = 0").description]
        kept = [c for c in defined if not c.startswith("PRIMARY KEY")]
        wanted = [c.split()[0] for c in kept]
        missing = kept[len(found):]
        if found == wanted[:len(found)] and \
                all(c.split()[0] in added.get(name, ()) for c in missing):
            for column in missing:
                run(f"ALTER TABLE {name} ADD COLUMN {column}")
                now.add((name, column.split()[0]))
        else:
            raise Foreign(f"its table {name!r} has the columns {', '.join(found)}")
    for index in indexes:
        run(f"CREATE {index}")
    return now

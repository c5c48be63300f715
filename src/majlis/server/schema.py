"""The store's tables in the database: their columns and keys, created where missing,
and the columns added since a database was made added to it (its rows kept)."""

from __future__ import annotations

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
INDEXES = ("tables_open ON tables (over, client)", "tables_owner ON tables (owner)",
           "presence_process ON presence (process)")
"""What the lobby's quota, the heartbeat and the sweep of gone processes look up."""


class Foreign(Exception):
    """The database has a table of the store's names with other columns."""


def set_up(run: Run) -> None:
    """Creates the store's tables where missing, adds the columns added since a table
    was made (:data:`ADDED`), then checks that each has the columns the store writes: a
    database of another program with a table of one of these names is refused in the
    same transaction, which leaves it as it was."""
    for name, columns in COLUMNS.items():
        run(f"CREATE TABLE IF NOT EXISTS {name} ({', '.join(columns)})")
    for name, columns in COLUMNS.items():
        found = [d[0] for d in run(f"SELECT * FROM {name} WHERE 1 = 0").description]
        defined = [c for c in columns if not c.startswith("PRIMARY KEY")]
        wanted = [c.split()[0] for c in defined]
        missing = defined[len(found):]
        if found == wanted[:len(found)] and \
                all(c.split()[0] in ADDED.get(name, ()) for c in missing):
            for column in missing:
                run(f"ALTER TABLE {name} ADD COLUMN {column}")
        else:
            raise Foreign(f"its table {name!r} has the columns {', '.join(found)}")
    for index in INDEXES:
        run(f"CREATE INDEX IF NOT EXISTS {index}")

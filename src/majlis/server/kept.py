"""Reviews kept in the server's database once computed (:mod:`majlis.server.review`), so
that asking again, from another page, another process or after a restart costs nothing.

The table is this module's own, created where missing beside the store's tables (SQLite
or PostgreSQL alike): a key, which names what was reviewed and how, and the review's JSON.
"""

from __future__ import annotations

import json
from typing import Any

from majlis.server.schema import set_up
from majlis.server.store import Store

COLUMNS = {"reviews": ("key TEXT PRIMARY KEY", "review TEXT NOT NULL")}
"""The kept reviews' table and its columns, as created."""


def set_up_reviews(store: Store) -> None:
    """Create the reviews' table in ``store``'s database where it is missing (one
    process after another, where several start at once)."""
    with store.setting_up() as run:
        set_up(run, COLUMNS, {}, ())


class KeptReviews:
    """The reviews kept in one store's database; thread-safe, as the store is."""

    def __init__(self, store: Store) -> None:
        set_up_reviews(store)
        self.store = store

    def get(self, key: str) -> dict[str, Any] | None:
        """The review kept under ``key``, if any."""
        with self.store.transaction() as run:
            rows = run("SELECT review FROM reviews WHERE key = ?", (key,)).fetchall()
        return json.loads(rows[0][0]) if rows else None

    def put(self, key: str, review: dict[str, Any]) -> None:
        """Keep ``review`` under ``key`` (the first kept stays: the same key gives the
        same review)."""
        with self.store.transaction() as run:
            run("INSERT INTO reviews VALUES (?, ?) ON CONFLICT (key) DO NOTHING",
                (key, json.dumps(review)))

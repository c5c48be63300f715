"""A duplicate event checked by anyone once it is finished (docs/events.md, "The seed"):
its published seed is the one it committed to before the first deal, and every board's
record was dealt from that board's secret drawn from the seed, and is valid by the rules.
``majlis verify-event`` runs it on a server's event; nothing here trusts the server."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import Any

from majlis.commitment import board_secret, commitment, match_seed
from majlis.records import verify

Fetch = Callable[[str], Any]
"""What reads the server's JSON at a path of its own (``/api/events/...``)."""


def event_faults(view: Mapping[str, Any], fetch: Fetch) -> list[str]:
    """Every fault of the finished duplicate event ``view`` (its ``/api/events/{id}``),
    its boards' records read through ``fetch``; none if it was dealt as it promised."""
    seed = view.get("seed")
    if not isinstance(seed, str):
        return ["the event has published no seed: it is not a finished duplicate event"]
    if commitment(seed) != view.get("commitment"):
        return ["the published seed is not the one the event committed to"]
    return [fault for table in view.get("tables", []) for fault in board_faults(seed, table, fetch)]


def board_faults(seed: str, table: Mapping[str, Any], fetch: Fetch) -> list[str]:
    """What is wrong with one board's table of the event whose seed is ``seed``."""
    where = f"round {table['round']}, board {table['board'] + 1}, table {table['table']}"
    record = fetch(table["record"])
    verdict = verify(json.dumps(record))
    if not verdict["ok"]:
        return [f"{where}: the record is invalid: {verdict['error']['reason']}"]
    if "commitment" not in record:  # without it, nothing holds the deals to the seed
        return [f"{where}: the record gives no commitment to its seed"]
    if record.get("seed") != match_seed(board_secret(seed, table["round"], table["board"]), 0):
        return [f"{where}: not dealt from the board's secret drawn from the event's seed"]
    return []

"""Badam Saat at the terminal: the sevens grid, with the Hindi names."""

from __future__ import annotations

from majlis.tui.adapters import TableAdapter
from majlis.tui.seen import Seen


class SevensAdapter(TableAdapter):
    """Badam Saat: the board's rows on its grid (as any game's, by
    :meth:`~majlis.tui.adapters.TableAdapter.grid`), named in the Hindi tradition."""

    tradition = "hindi"

    def shedding(self, seen: Seen) -> bool:
        return True


ADAPTER = SevensAdapter()

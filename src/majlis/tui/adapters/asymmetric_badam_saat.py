"""Asymmetric Badam Saat at the terminal: Badam Saat's grid, the stock and the missing
suits."""

from __future__ import annotations

from rich.console import Group, RenderableType
from rich.text import Text

from majlis.games.asymmetric_badam_saat import AsymmetricView
from majlis.protocol import own_view
from majlis.tui.adapters.badam_saat import SevensAdapter
from majlis.tui.adapters.common import sevens_grid
from majlis.tui.seen import Seen


class AsymmetricAdapter(SevensAdapter):
    """Asymmetric Badam Saat: the grid, the stock and whether missing suits are open."""

    def view(self, seen: Seen) -> AsymmetricView:
        return own_view(seen.view, AsymmetricView)

    def table(self, seen: Seen) -> RenderableType:
        view = self.view(seen)
        grid = sevens_grid(view.table, seen.names, self.ranks(seen))
        missing = "open" if view.missing_open else "closed until the first all-pass"
        return Group(Text(f"Stock: {view.stock_count} cards face down · missing suits "
                          f"{missing}"), grid)


ADAPTER = AsymmetricAdapter()

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
    """Asymmetric Badam Saat: the board's facts (the stock, the missing suits, a draw)
    over the grid."""

    def view(self, seen: Seen) -> AsymmetricView:
        return own_view(seen.view, AsymmetricView)

    def table(self, seen: Seen) -> RenderableType:
        view = self.view(seen)
        lines = [self.fact_text(seen, fact) for fact in self.board(seen).facts]
        if not view.missing_open:
            lines.append(Text("Missing suits: closed until the first all-pass", style="dim"))
        return Group(*lines, sevens_grid(view.table, seen.names, self.ranks(seen)))


ADAPTER = AsymmetricAdapter()

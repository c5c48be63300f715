"""Sedma at the terminal: the train from the lead double to its open end, and the
doubles set."""

from __future__ import annotations

from typing import Any, cast

from rich.console import Group, RenderableType
from rich.text import Text

from majlis.dominoes import ends, is_double, other_end
from majlis.games.sedma import Sedma, SedmaView
from majlis.protocol import Game
from majlis.tui.adapters.common import OwnAdapter
from majlis.tui.names import tile_label
from majlis.tui.seen import Seen


class SedmaAdapter(OwnAdapter[Sedma, SedmaView]):
    """Sedma: the train and the doubles in it."""

    VIEW = SedmaView

    def goal(self, game: Game[Any]) -> str:
        return f" · to {cast(Sedma, game).target}"

    def shedding(self, seen: Seen) -> bool:
        return True

    def dealer_note(self, seen: Seen) -> str:
        return " (lead offer)"  # the "dealer" is the seat first offered the lead

    def table(self, seen: Seen) -> RenderableType:
        view = self.view(seen)
        if not view.train:
            return Text("No tile yet: the lead is a double.", style="dim")
        text = Text("Train: ")
        pips = ends(view.train[0])[0]
        for i, t in enumerate(view.train):
            near, pips = pips, other_end(t, pips)
            double = is_double(t)
            text.append(f"[{near}|{pips}]" if double else f"{near}|{pips}",
                        style="bold yellow" if double else "")
            text.append(" " if i < len(view.train) - 1 else "")
        text.append(f"  ▸ open end {view.end}", style="bold green")
        lead = view.history[0][0]
        doubles = " ".join(tile_label(t) for t in view.train if view.doubles >> t & 1)
        return Group(text, Text(f"Lead double set by {seen.players[lead]}.", style="dim"),
                     Text(f"Doubles in the train: {doubles}"))


ADAPTER = SedmaAdapter()

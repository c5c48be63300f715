"""Sedma at the terminal: the train from the lead double to its open end, and the
doubles set."""

from __future__ import annotations

from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.text import Text

from majlis.games.sedma import Sedma, SedmaView
from majlis.tui.adapters.common import OwnAdapter
from majlis.tui.names import tile_label
from majlis.tui.seen import Seen


class Ending:
    """``text`` wrapped to the width, then ``tail`` after it: on its last line if it
    fits there, else on a line of its own (a tail never breaks across lines)."""

    def __init__(self, text: Text, tail: Text) -> None:
        self.text, self.tail = text, tail

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        lines = self.text.wrap(console, options.max_width)
        gap = 2
        if lines and lines[-1].cell_len + gap + self.tail.cell_len <= options.max_width:
            lines[-1].append(" " * gap)
            lines[-1].append_text(self.tail)
        else:
            lines.append(self.tail.copy())
        yield from lines


class SedmaAdapter(OwnAdapter[Sedma, SedmaView]):
    """Sedma: the train and the doubles in it."""

    VIEW = SedmaView

    def shedding(self, seen: Seen) -> bool:
        return True

    def dealer_note(self, seen: Seen) -> str:
        return " (lead offer)"  # the "dealer" is the seat first offered the lead

    def table(self, seen: Seen) -> RenderableType:
        view = self.view(seen)
        if not view.train:
            return Text("No tile yet: the lead is a double.", style="dim")
        text = Text("Train: ")
        lying = self.board(seen).train_ends  # each tile as it lies, as the game says
        for i, (near, far) in enumerate(lying):
            double = near == far
            text.append(f"[{near}|{far}]" if double else f"{near}|{far}",
                        style="bold yellow" if double else "")
            text.append(" " if i < len(lying) - 1 else "")
        lead = view.history[0][0]
        doubles = " ".join(tile_label(t) for t in view.train if view.doubles >> t & 1)
        train = Ending(text, Text(f"▸ open end {view.end}", style="bold green"))
        return Group(train, Text(f"Lead double set by {seen.players[lead]}.", style="dim"),
                     Text(f"Doubles in the train: {doubles}"))


ADAPTER = SedmaAdapter()

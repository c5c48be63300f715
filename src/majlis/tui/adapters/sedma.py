"""Sedma at the terminal: the train from the lead double to its open end, and the
doubles set."""

from __future__ import annotations

from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.text import Text

from majlis.tui.adapters import TableAdapter
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


class SedmaAdapter(TableAdapter):
    """Sedma: the train and the doubles in it, from the board and the history."""

    def shedding(self, seen: Seen) -> bool:
        return True

    def dealer_note(self, seen: Seen) -> str:
        return " (lead offer)"  # the "dealer" is the seat first offered the lead

    def table(self, seen: Seen) -> RenderableType:
        board, game = self.board(seen), seen.game
        if not board.train:
            return Text("No tile yet: the lead is a double.", style="dim")
        text = Text("Train: ")
        lying = board.train_ends  # each tile as it lies, as the game says
        for i, (near, far) in enumerate(lying):
            double = near == far
            text.append(f"[{near}|{far}]" if double else f"{near}|{far}",
                        style="bold yellow" if double else "")
            text.append(" " if i < len(lying) - 1 else "")
        lead = next(stage.moves[0].seat for stage in game.explain(seen.view)
                    if stage.name == "lead" and stage.moves)
        doubles = " ".join(self.label(game, tile, seen.names).plain
                           for tile, (near, far) in zip(board.train, lying, strict=True)
                           if near == far)
        train = Ending(text, Text(f"▸ open end {board.open_end}", style="bold green"))
        return Group(train, Text(f"Lead double set by {seen.players[lead]}.", style="dim"),
                     Text(f"Doubles in the train: {doubles}"))


ADAPTER = SedmaAdapter()

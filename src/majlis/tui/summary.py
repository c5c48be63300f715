"""Between hands and at the end: what happened, the points and why.

Drawn as :mod:`majlis.tui.drawing` draws every game, from the viewing seat's view at
the end of the hand, the scores the table announces and their parts; the other seats'
remaining cards stay hidden, as they are in the views.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from majlis.tui import drawing
from majlis.tui.seen import Seen


def hand_summary(seen: Seen, number: int, void: bool) -> RenderableType:
    """What happened in hand ``number`` (0-based), seen at its end."""
    title = Text(f"Hand {number + 1} is over", style="bold underline")
    return Group(title, *drawing.summary(seen, void), _points_table(seen))


def _points_table(seen: Seen) -> Table:
    table = Table(box=None, pad_edge=False)
    table.add_column("")
    table.add_column("this hand", justify="right")
    table.add_column("match total", justify="right")
    for seat, name in enumerate(seen.players):
        table.add_row(name, str(seen.scores[seat]), str(seen.totals[seat]))
    table.caption = "lower is better" if seen.game.LOWER_IS_BETTER else "higher is better"
    return table


def match_summary(seen: Seen, winners: Sequence[int], hands: int) -> RenderableType:
    """The result of the match, after ``hands`` hands."""
    who = " & ".join(seen.players[s] for s in winners)
    verb = "win" if len(winners) > 1 or seen.players[winners[0]] == "You" else "wins"
    mine = seen.view.seat in winners
    style = "bold green" if mine else "bold"
    count = f"{hands} hand{'' if hands == 1 else 's'}"
    title = Text(f"Match over after {count}: {who} {verb}!", style=style)
    return Group(title, _points_table(seen))

"""Between hands and at the end: what happened, the points and why.

Drawn as every game is drawn, from what the game says of the hand seen from the
viewing seat's view at its end (:mod:`majlis.tui.moves`, :mod:`majlis.tui.wording`),
the scores the table announces and their parts; the other seats' remaining cards stay
hidden, as they are in the views.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from majlis.tui.moves import board, tricks
from majlis.tui.seen import Seen, bot_label
from majlis.tui.speech import tell
from majlis.tui.wording import facts_said, part_words


def hand_summary(seen: Seen, number: int, void: bool) -> RenderableType:
    """What happened in hand ``number`` (0-based), seen at its end."""
    title = Text(tell(seen.language, "tui-hand-over", n=number + 1), style="bold underline")
    return Group(title, *hand_lines(seen, void), _points_table(seen))


def hand_lines(seen: Seen, void: bool) -> list[RenderableType]:
    """What happened in the hand, once it is over: the facts of the table at its end,
    then each seat's tricks (in a game of tricks) and score in parts."""
    lines: list[RenderableType] = [Text(fact, style="bold")
                                   for fact in facts_said(seen, board(seen).facts)]
    language = seen.language
    if void:
        return [*lines, Text(tell(language, "tui-hand-void"), style="bold")]
    taken = tricks(seen)
    for seat, player in enumerate(seen.players):
        parts = ", ".join(part_words(seen.game, p, language)
                          for p in seen.parts if p.seat == seat)
        won = f"{tell(language, 'tui-tricks', n=taken[seat])}; " if taken else ""
        lines.append(Text(f"  {player}: {won}{parts or tell(language, 'tui-nothing')} → "
                          f"{seen.scores[seat]}"))
    return lines


def _points_table(seen: Seen) -> Table:
    language = seen.language
    table = Table(box=None, pad_edge=False)
    table.add_column("")
    table.add_column(tell(language, "tui-column-this-hand"), justify="right")
    table.add_column(tell(language, "tui-column-match-total"), justify="right")
    for seat, name in enumerate(seen.players):
        table.add_row(name, str(seen.scores[seat]), str(seen.totals[seat]))
    table.caption = tell(language, "tui-lower-is-better" if seen.game.LOWER_IS_BETTER
                         else "tui-higher-is-better")
    return table


def _called(seen: Seen, seat: int) -> str:
    """A winner as the result says it: "You", "Seat 2 (Hard bot)"."""
    name = seen.players[seat]
    return f"{name} ({bot_label(seen.bots[seat], seen.language)})" if seen.bots[seat] else name


def match_summary(seen: Seen, winners: Sequence[int], hands: int) -> RenderableType:
    """The result of the match, after ``hands`` hands."""
    who = " & ".join(_called(seen, s) for s in winners)
    mine = seen.view.seat in winners
    you = len(winners) == 1 and not seen.bots[winners[0]]  # the player, if one
    style = "bold green" if mine else "bold"
    title = Text(tell(seen.language, "tui-match-over", hands=hands, who=who,
                      winners="you" if you else len(winners)), style=style)
    return Group(title, _points_table(seen))

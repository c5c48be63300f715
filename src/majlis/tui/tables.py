"""The table as one seat sees it, drawn from a :class:`~majlis.tui.seen.Seen` as
:mod:`majlis.tui.drawing` draws every game: the players with their counts and last
actions, the log, the middle of the table, and the seat's own hand sorted and grouped.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from dataclasses import dataclass

from rich.console import Console, RenderableType
from rich.table import Table
from rich.text import Text

from majlis.tui import drawing
from majlis.tui.seen import Seen, role

SPECIALS_GROUP = 99


# -- the players ---------------------------------------------------------------

def last_actions(seen: Seen) -> list[Text]:
    """Each seat's latest action this hand (empty before its first), bold where it
    said more than its play (a "last card!")."""
    last = [Text()] * seen.game.seats
    for move in drawing.moves(seen):
        last[move.seat] = Text(drawing.move_words(seen, move, False),
                               style="bold" if move.flags else "")
    return last


def players_table(seen: Seen) -> Table:
    """One row per seat: turn, name, role, bot, cards, last action, points."""
    view = seen.view
    counts: Sequence[int] = drawing.board(seen).counts
    tricks: Sequence[int] = drawing.tricks(seen)
    last = last_actions(seen)
    table = Table(box=None, pad_edge=False, expand=True, show_edge=False)
    table.add_column("", width=1)
    table.add_column("player", no_wrap=True)
    table.add_column("bot", style="dim", no_wrap=True)
    table.add_column("tiles" if drawing.tiles(seen.game) else "cards", justify="right")
    if tricks:
        table.add_column("tricks", justify="right")
    table.add_column("last action", no_wrap=True, ratio=1)
    table.add_column("hand", justify="right")
    table.add_column("total", justify="right")
    for seat, name in enumerate(seen.players):
        who = Text(name, style="bold" if seat == view.seat else "")
        if seat == view.dealer:
            who.append(f" ({drawing.word(seen.game, 'dealer')})", style="dim")
        tag = role(seen, seat)
        if tag:
            who.append(f" {tag}", style="cyan" if tag == "partner" else "magenta")
        turn = Text("▶", style="bold yellow") if seat == view.to_move else Text("")
        row: list[Text | str] = [turn, who, seen.bots[seat],
                                 str(counts[seat]) if counts else ""]
        if tricks:
            row.append(str(tricks[seat]))
        row += [last[seat], str(seen.scores[seat]), str(seen.totals[seat])]
        table.add_row(*row)
    return table


def log_text(seen: Seen, lines: int, width: int) -> Text:
    """The latest actions of the hand, in the names style, newest last: as many as fit
    in ``lines`` lines of ``width`` cells (a long one wraps onto two)."""
    shown: list[str] = []
    for seat, said in reversed(drawing.history(seen)):
        entry = f"{seen.players[seat]}: {said}"
        lines -= len(Text(entry).wrap(_MEASURE, width))
        if lines < 0:
            break
        shown.append(entry)
    text = Text()
    for age, entry in reversed(list(enumerate(shown))):
        text.append(entry + "\n", style="bold" if age == 0 else "dim" if age >= 3 else "")
    return text


_MEASURE = Console(file=io.StringIO())
"""Measures how text wraps (the width is given with each question)."""


def table_view(seen: Seen) -> RenderableType:
    """The middle of the table: layout, trick or train."""
    return drawing.table(seen)


# -- the seat's own hand --------------------------------------------------------

@dataclass(frozen=True)
class Chip:
    """One thing to show in the hand bar: a card or tile, or a special action."""

    action: int
    label: Text
    legal: bool
    group: int
    key: str = ""
    picked: bool = False


def hand_chips(seen: Seen, legal: Sequence[int]) -> list[Chip]:
    """The seat's hand in the game's order, grouped (by suit; tiles by their low end),
    then the legal special actions with their keys."""
    game = seen.game
    allowed = set(legal)
    picked = drawing.picked(seen)
    chips = [Chip(item, drawing.label(game, item, seen.names), item in allowed,
                  drawing.group(seen, item), picked=bool(picked >> item & 1))
             for item in drawing.board(seen).hand]
    specials, keys = game.describe().specials, drawing.special_keys(game)
    for action in legal:
        word = specials.get(action)
        if word is not None:
            key = keys.get(action, "")
            said = drawing.word(game, word)
            chips.append(Chip(action, Text(f"({key}) {said}" if key else said), True,
                              SPECIALS_GROUP, key))
    return chips

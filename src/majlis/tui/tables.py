"""The panels round the middle of the table, as one seat sees them, drawn from a
:class:`~majlis.tui.seen.Seen` as the game tells it: the players with their counts and
last actions, the log, and the seat's own hand sorted and grouped.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from dataclasses import dataclass

from rich.console import Console, RenderableType
from rich.table import Table
from rich.text import Text

from majlis.tui.cells import with_room
from majlis.tui.choices import picked, special_keys
from majlis.tui.items import group, label, tiles
from majlis.tui.moves import board, history, move_words, moves, tricks
from majlis.tui.seen import PARTNER, Seen, level_word, role
from majlis.tui.speech import tell
from majlis.tui.wording import word

SPECIALS_GROUP = 99


# -- the players ---------------------------------------------------------------

def last_actions(seen: Seen) -> list[Text]:
    """Each seat's latest action this hand (empty before its first), bold where it
    said more than its play (a "last card!")."""
    last = [Text()] * seen.game.seats
    for move in moves(seen):
        last[move.seat] = Text(move_words(seen, move, False),
                               style="bold" if move.flags else "")
    return last


def players_table(seen: Seen) -> RenderableType:
    """One row per seat: turn, name, role, bot, cards, last action, points (with room
    at its right for the terminals that draw its words wider, :mod:`majlis.tui.cells`)."""
    view = seen.view
    counts: Sequence[int] = board(seen).counts
    taken: Sequence[int] = tricks(seen)
    last = last_actions(seen)
    language = seen.language
    table = Table(box=None, pad_edge=False, expand=True, show_edge=False)
    table.add_column("", width=1)
    table.add_column(tell(language, "tui-column-player"), no_wrap=True)
    table.add_column(tell(language, "tui-column-bot"), style="dim", no_wrap=True)
    table.add_column(tell(language, "tui-column-tiles" if tiles(seen.game)
                          else "tui-column-cards"), justify="right")
    if taken:
        table.add_column(tell(language, "tui-column-tricks"), justify="right")
    table.add_column(tell(language, "tui-column-last-action"), no_wrap=True, ratio=1)
    table.add_column(tell(language, "tui-column-hand"), justify="right")
    table.add_column(tell(language, "tui-column-total"), justify="right")
    lines = ["".join(str(column.header) for column in table.columns)]
    for seat, name in enumerate(seen.players):
        who = Text(name, style="bold" if seat == view.seat else "")
        if seat == view.dealer:
            who.append(f" ({word(seen.game, 'dealer', language)})", style="dim")
        tag = role(seen, seat)
        if tag:
            who.append(f" {tell(language, tag)}", style="cyan" if tag == PARTNER else "magenta")
        turn = Text("▶", style="bold yellow") if seat == view.to_move else Text("")
        row: list[Text | str] = [turn, who, level_word(seen.bots[seat], language),
                                 str(counts[seat]) if counts else ""]
        if taken:
            row.append(str(taken[seat]))
        row += [last[seat], str(seen.scores[seat]), str(seen.totals[seat])]
        table.add_row(*row)
        lines.append("".join(map(str, row)))
    return with_room(table, lines)


def log_text(seen: Seen, lines: int, width: int) -> Text:
    """The latest actions of the hand, in the names style, newest last: as many as fit
    in ``lines`` lines of ``width`` cells (a long one wraps onto two)."""
    shown: list[str] = []
    for seat, said in reversed(history(seen)):
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
    chosen = picked(seen)
    chips = [Chip(item, label(game, item, seen.names), item in allowed,
                  group(game, item), picked=bool(chosen >> item & 1))
             for item in board(seen).hand]
    specials, keys = game.describe().specials, special_keys(game)
    for action in legal:
        special = specials.get(action)
        if special is not None:
            key = keys.get(action, "")
            said = word(game, special, seen.language)
            chips.append(Chip(action, Text(f"({key}) {said}" if key else said), True,
                              SPECIALS_GROUP, key))
    return chips

"""Cards and tiles at the terminal: each as a short coloured label (``7♦``, ``3|5``) or
named in a sentence in the names style, and the group of the hand bar it goes in."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.text import Text

from majlis.cards import suit_of
from majlis.dominoes import ends
from majlis.protocol import Game
from majlis.tui.names import RED_SUITS, Names, card_label, tile_label


def tiles(game: Game[Any]) -> bool:
    """Whether the game is played with domino tiles rather than cards."""
    return game.describe().items == "tiles"


def label(game: Game[Any], item: int, names: Names) -> Text:
    """A card or tile as a short coloured label."""
    if tiles(game):
        return Text(tile_label(item), style="bold")
    style = "bold red" if suit_of(item) in RED_SUITS else "bold"
    return Text(card_label(item, names.ascii_only), style=style)


def name(game: Game[Any], item: int, names: Names) -> str:
    """A card or tile as named in a sentence."""
    return names.tile(item) if tiles(game) else names.card(item)


def short(game: Game[Any], item: int, names: Names, full: bool) -> str:
    """The name of ``item`` with ``full``, else its compact label."""
    return name(game, item, names) if full else label(game, item, names).plain


def group(game: Game[Any], item: int) -> int:
    """The group of the hand bar an item goes in: its suit, a tile's low end."""
    return ends(item)[0] if tiles(game) else suit_of(item)


def items_text(game: Game[Any], items: Sequence[int], names: Names) -> Text:
    """Items as their labels, a space apart."""
    return Text(" ").join(label(game, item, names) for item in items)

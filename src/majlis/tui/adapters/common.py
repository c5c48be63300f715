"""What the adapters of the five games of majlis share: the history in words from
their views, the counts their views hold, and the sevens grid."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from rich.text import Text

from majlis.cards import card
from majlis.protocol import HIDDEN, Game, View
from majlis.tui.adapters import TableAdapter
from majlis.tui.names import RED_SUITS, Names, rank_char
from majlis.tui.seen import Seen


class ViewAdapter(TableAdapter):
    """A game of majlis, shown from the fields of its own view."""

    TILES = False

    def tiles(self, game: Game[Any]) -> bool:
        return self.TILES

    def counts(self, seen: Seen) -> Sequence[int]:
        counts: Sequence[int] = seen.view.counts  # type: ignore[attr-defined]
        return counts

    def tricks(self, seen: Seen) -> Sequence[int]:
        return ()

    def picked(self, seen: Seen) -> int:
        return 0

    def shedding(self, seen: Seen) -> bool:
        return True

    def picks(self, seen: Seen) -> int:
        """How many actions at the start of the hand are picks of cards to pass."""
        return 0

    def revealed(self, view: View) -> Sequence[int]:
        """The cards revealed this hand, in order."""
        return ()

    def asking(self, view: View) -> Sequence[int]:
        """The card the seat is asked to reveal, if any."""
        return ()

    def history(self, seen: Seen, full: bool = False) -> list[tuple[int, str]]:
        game, names, view = seen.game, seen.names, seen.view
        revealed = iter(self.revealed(view))
        picks = self.picks(seen)
        out = []
        for index, (seat, action) in enumerate(view.history):
            if index < picks:
                words = ("picked " + self.short(game, action, names, full) if action != HIDDEN
                         else "chose a card to pass")
            else:
                words = self.words(seen, action, full, revealed)
            out.append((seat, words))
        return out

    def action_words(self, seen: Seen, action: int) -> str:
        return self.words(seen, action, True, iter(self.asking(seen.view)))

    def words(self, seen: Seen, action: int, full: bool, revealed: Iterator[int]) -> str:
        word = seen.game.SPECIALS.get(action)
        if word == "reveal":
            item = next(revealed, None)
            return "reveal" if item is None else "reveal " + self.short(
                seen.game, item, seen.names, full)
        if word is not None:
            return word
        return self.short(seen.game, action, seen.names, full)


def sevens_grid(table: int, names: Names, ranks: Sequence[int]) -> Text:
    """One row per suit, one column per rank: the cards on the table and gaps."""
    width = max(len(names.suit(s)) for s in range(4)) + 1
    header = " " * width + "".join(f"{rank_char(card(0, r)):>3}" for r in ranks)
    text = Text(header + "\n", style="dim", no_wrap=True, overflow="crop")
    for suit in range(4):
        color = "red" if suit in RED_SUITS else ""
        text.append(names.suit(suit).ljust(width), style=f"bold {color}")
        for rank in ranks:
            c = card(suit, rank)
            if table >> c & 1:
                text.append(f"{rank_char(c):>3}", style=f"bold {color}")
            else:
                text.append("  ·", style="dim")
        if suit < 3:
            text.append("\n")
    return text


def went_out(adapter: TableAdapter, seen: Seen) -> int | None:
    """The seat that emptied its hand, if one did."""
    return next((seat for seat, count in enumerate(adapter.counts(seen)) if count == 0), None)

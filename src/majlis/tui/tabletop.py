"""The middle of the terminal table, drawn from what the game lays on the viewing
seat's board, every game the same way: the rows of a layout on the game's grid, the
domino train, the items face up, the trick round the table, then the facts."""

from __future__ import annotations

from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.text import Text

from majlis.cards import card, suit_of
from majlis.explain import Trick
from majlis.tui.items import items_text, label, tiles
from majlis.tui.moves import board, tricks_done
from majlis.tui.names import RED_SUITS, rank_char
from majlis.tui.seen import Seen
from majlis.tui.speech import tell
from majlis.tui.wording import facts_said

COMPASS_WIDTH = 44
"""The width of a trick drawn round the table."""


def table(seen: Seen) -> RenderableType:
    """The middle of the table: the rows, the train, the items face up and the trick,
    each where the board has them, then the facts, so that on a small screen what is
    cut is the facts."""
    laid, game, names = board(seen), seen.game, seen.names
    lines: list[RenderableType] = []
    if laid.row_width > 0 and not tiles(game):
        lines.append(grid(seen))
    else:
        lines += [items_text(game, row, names) if row else Text("·", style="dim")
                  for row in laid.rows]
    if laid.train:
        lines.append(train(seen))
    if laid.table:
        lines.append(Text(tell(seen.language, "tui-on-the-table") + " ")
                     .append_text(items_text(game, laid.table, names)))
    trick = shown_trick(seen)
    if trick is not None:
        lines.append(compass(seen, trick) if game.seats == 4
                     else trick_text(seen, tell(seen.language, "tui-trick") + " ", trick))
    facts = facts_said(seen, laid.facts)
    if facts:
        lines.append(Text(" · ".join(facts), style="bold"))
    return Group(*lines)


def grid(seen: Seen) -> Text:
    """The board's rows of cards on the game's grid (``row_width`` columns, equal ranks
    in a column): a header of the ranks the game gives its columns, then a line per
    suit of the deck, each card in its row's column; gaps as "·"."""
    laid, names = board(seen), seen.names
    at = {(suit_of(item), column): item
          for row, first in zip(laid.rows, laid.row_columns, strict=True)
          for column, item in enumerate(row, first)}
    suits = sorted({suit_of(item) for item in seen.game.describe().deck})
    width = max(len(names.suit(suit)) for suit in suits) + 1
    header = " " * width + "".join(f"{rank_char(card(0, rank)):>3}"
                                   for rank in laid.column_ranks)
    text = Text(header, style="dim", no_wrap=True, overflow="crop")
    for suit in suits:
        color = "red" if suit in RED_SUITS else ""
        text.append("\n" + names.suit(suit).ljust(width), style=f"bold {color}")
        for column in range(laid.row_width):
            item = at.get((suit, column))
            if item is None:
                text.append("  ·", style="dim")
            else:
                text.append(f"{rank_char(item):>3}", style=f"bold {color}")
    return text


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


def train(seen: Seen) -> RenderableType:
    """The train from the lead to its open end, each tile as it lies, the doubles
    marked; the open end after it."""
    laid = board(seen)
    text = Text(tell(seen.language, "tui-train") + " ")
    for i, (near, far) in enumerate(laid.train_ends):
        double = near == far
        text.append(" " if i else "")
        text.append(f"[{near}|{far}]" if double else f"{near}|{far}",
                    style="bold yellow" if double else "")
    return Ending(text, Text(tell(seen.language, "tui-open-end", end=laid.open_end),
                             style="bold green"))


def shown_trick(seen: Seen) -> Trick | None:
    """The trick in progress; between tricks, the one just taken."""
    trick = board(seen).trick
    if trick is not None and trick.plays:
        return trick
    done = tricks_done(seen)
    return done[-1] if done else trick


def compass(seen: Seen, trick: Trick) -> Text:
    """A trick of four seats, each card in front of its player as they sit: the viewer
    at the bottom, the next seat in turn on the left where play goes clockwise (else
    on the right); who took it, once taken, after the viewer's card."""
    played = dict(trick.plays)

    def spot(seat: int) -> Text:
        text = Text(f"{seen.players[seat]} ")
        if seat in played:
            text.append_text(label(seen.game, played[seat], seen.names))
        else:
            text.append("·", style="dim")
        if trick.plays and seat == trick.leader:
            text.append(f" ({tell(seen.language, 'tui-led')})", style="yellow")
        return text

    me = board(seen).seat
    after, before = (1, 3) if seen.game.describe().clockwise else (3, 1)
    top, left, right, bottom = (spot((me + k) % 4) for k in (2, after, before, 0))
    out = centred(top)
    row = left.copy()
    row.append(" " * max(2, COMPASS_WIDTH - left.cell_len - right.cell_len))
    row.append_text(right)
    out.append_text(row)
    out.append("\n")
    if trick.winner is not None:
        bottom.append(f"  → {seen.players[trick.winner]}", style="bold")
    out.append_text(centred(bottom))
    out.rstrip()
    return out


def centred(text: Text) -> Text:
    """``text`` centred in the compass's width, on a line of its own."""
    out = Text(" " * max(0, (COMPASS_WIDTH - text.cell_len) // 2))
    out.append_text(text)
    out.append("\n")
    return out


def trick_text(seen: Seen, title: str, trick: Trick) -> Text:
    """A trick on one line: each seat's card, the leader marked, then who took it."""
    text = Text(title)
    for seat, item in trick.plays:
        text.append(f"{seen.players[seat]} ")
        text.append_text(label(seen.game, item, seen.names))
        text.append(f" ({tell(seen.language, 'tui-led')})  " if seat == trick.leader else "  ",
                    style="yellow" if seat == trick.leader else "")
    if trick.winner is not None:
        text.append(f"→ {seen.players[trick.winner]}", style="bold")
    return text

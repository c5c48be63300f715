"""How wide terminals draw text, where they disagree: Devanagari's spacing vowel signs
(Unicode category Mc: ा ि ी ो, in nearly every Hindi word).  Rich, with which Textual
measures and lays out the screen, counts them as no column, as terminals that draw a
syllable as one grapheme cluster do (kitty, WezTerm, foot, Windows Terminal); glibc's
``wcwidth``, which xterm, GNOME Terminal (VTE), Konsole, tmux and screen follow, draws
each one column wide.  There a line of Hindi is wider than Textual laid it out, by a
column a sign, and what is at its end goes past the screen's edge (docs/design.md).

The table lays out Hindi so that what is pushed past the edge is the room and the border
at a panel's right, never a word or a number: :func:`widest` measures text as the
wider terminals draw it, :func:`with_room` leaves a table that room, and
:func:`room_for` a page of text (:func:`leave_room` a panel of it)."""

from __future__ import annotations

import math
import unicodedata
from collections.abc import Iterable

from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, RenderableType, RenderResult
from textual.widget import Widget


def spacing_marks(text: str) -> int:
    """How many columns wider than Rich counts ``text`` a ``wcwidth`` terminal draws it:
    one for each spacing mark."""
    return sum(unicodedata.category(character) == "Mc" for character in text)


def widest(text: str) -> int:
    """The columns ``text`` takes in the terminals that draw it widest."""
    return cell_len(text) + spacing_marks(text)


class Narrowed:
    """``renderable`` laid out ``columns`` narrower than the room it is given, so that a
    terminal that draws its lines that much wider still shows them whole."""

    def __init__(self, renderable: RenderableType, columns: int) -> None:
        self.renderable, self.columns = renderable, columns

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield from console.render(
            self.renderable, options.update_width(max(1, options.max_width - self.columns)))


def room_for(text: str, width: int) -> int:
    """The columns to leave at the right of ``text`` wrapped to ``width`` (a page of
    Markdown) so that no line of it, drawn widest, goes past: for each of its blocks (a
    paragraph, a list item, a heading, a table row), its spacing marks where it fits on
    one line, else its share of them of the width; the most any block needs."""
    return max((min(spacing_marks(block), math.ceil(width * spacing_marks(block)
                                                    / max(1, cell_len(block))))
                for block in blocks(text)), default=0)


def blocks(text: str) -> list[str]:
    """The blocks of a page of Markdown, each as one line: a paragraph's lines joined;
    a list item, a heading and a table row each a block of its own."""
    found: list[str] = []
    joining = False
    for line in text.splitlines():
        words = line.strip()
        starts = words[:1] in ("#", "|", "-", "*") or words.split(" ")[0].rstrip(".").isdigit()
        if words and joining and not starts:
            found[-1] += " " + words
        elif words:
            found.append(words)
        joining = bool(words) and not words.startswith(("#", "|"))
    return found


def with_room(renderable: RenderableType, lines: Iterable[str]) -> RenderableType:
    """``renderable``, whose lines hold the words of ``lines`` (each line's words joined),
    narrowed by the most columns a line of them is drawn wider than Rich counts."""
    room = max((spacing_marks(line) for line in lines), default=0)
    return Narrowed(renderable, room) if room else renderable


def leave_room(panel: Widget, text: str) -> None:
    """Pad ``panel`` (a panel padded one column each side, that wraps ``text``) at its
    right by the room ``text`` needs wrapped to its width."""
    width = (panel.size.width or panel.app.size.width) - 2
    panel.styles.padding = (0, 1 + room_for(text, width), 0, 1)

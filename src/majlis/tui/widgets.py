"""The panels of the terminal table that draw themselves: the title line, the log, and
the seat's hand, whose legal chips can be chosen by key or by mouse (a click says
which chip in a :class:`HandBar.Chosen` message)."""

from __future__ import annotations

from typing import Any

from rich.style import Style
from textual.content import Content
from textual.message import Message
from textual.widget import Widget
from textual.widgets import Static

from majlis.tui.cells import leave_room, widest
from majlis.tui.seen import Seen
from majlis.tui.speech import tell
from majlis.tui.tables import SPECIALS_GROUP, Chip, log_text

LOG_LINES = 12
LOG_WIDTH = 24
"""The log's size before the first layout."""


class TitleBar(Static):
    """The title line: its parts in order, the least important dropped or shortened
    first when the line is too narrow (the pace always stays), as the terminals that
    draw it widest draw it (:mod:`majlis.tui.cells`)."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.choices: list[str] = []

    def show(self, choices: list[str]) -> None:
        """``choices``: the title, then shorter forms of it, from most to least complete."""
        self.choices = choices
        self.fill()

    def on_resize(self) -> None:
        self.fill()

    def fill(self) -> None:
        width = self.content_size.width or self.app.size.width - 2
        fits = [text for text in self.choices if widest(text) <= width]
        self.update(fits[0] if fits else (self.choices or [""])[-1])


class LogPanel(Static):
    """The latest actions of the hand, newest last: as many as fit, counted again
    whenever the panel changes size (a prompt that wraps takes a line from it)."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.seen: Seen | None = None

    def show(self, seen: Seen) -> None:
        self.seen = seen
        self.fill()

    def on_resize(self) -> None:
        self.fill()

    def fill(self) -> None:
        """The latest actions that fit, with room at the right for the terminals that
        draw their words wider (:mod:`majlis.tui.cells`)."""
        if self.seen is not None:
            size = self.content_size
            text = log_text(self.seen, size.height or LOG_LINES, size.width or LOG_WIDTH)
            leave_room(self, text.plain)
            self.update(text)


class HandBar(Widget):
    """The seat's hand and special actions; legal ones are highlighted and clickable."""

    DEFAULT_CSS = "HandBar { height: auto; link-style: none; link-style-hover: none; }"
    """Chips are clickable, yet only the legal ones are underlined (by their own style)."""

    class Chosen(Message):
        """A chip clicked: the action to take (a refusal says why not)."""

        def __init__(self, action: int) -> None:
            super().__init__()
            self.action = action

    def __init__(self, language: str, **kwargs: Any) -> None:
        """A hand bar speaking ``language``."""
        super().__init__(**kwargs)
        self.language = language
        self.chips: list[Chip] = []
        self.cursor = -1
        self.announce: bool | None = None
        self.saying = ""

    def show(self, chips: list[Chip], cursor_action: int | None = None,
             announce: bool | None = None, saying: str = "") -> None:
        """Show ``chips``; the cursor goes to ``cursor_action`` or stays on its action;
        with ``announce`` (on or off), whether the play says ``saying`` too."""
        keep = self.chips[self.cursor].action if 0 <= self.cursor < len(self.chips) else None
        self.chips, self.announce, self.saying = chips, announce, saying
        wanted = cursor_action if cursor_action is not None else keep
        legal = [i for i, chip in enumerate(chips) if chip.legal]
        self.cursor = next((i for i in legal if chips[i].action == wanted),
                           legal[0] if legal else -1)
        self.refresh(layout=True)

    def move(self, step: int) -> None:
        legal = [i for i, chip in enumerate(self.chips) if chip.legal]
        if legal:
            at = legal.index(self.cursor) if self.cursor in legal else 0
            self.cursor = legal[(at + step) % len(legal)]
            self.refresh()

    def jump(self, step: int) -> None:
        """To the first legal chip of the next (or previous) group."""
        legal = [i for i, chip in enumerate(self.chips) if chip.legal]
        if not legal:
            return
        groups = sorted({self.chips[i].group for i in legal})
        here = self.chips[self.cursor].group if self.cursor >= 0 else groups[0]
        target = groups[(groups.index(here) + step) % len(groups)]
        self.cursor = next(i for i in legal if self.chips[i].group == target)
        self.refresh()

    def selected(self) -> Chip | None:
        return self.chips[self.cursor] if 0 <= self.cursor < len(self.chips) else None

    def render(self) -> Content:
        if not self.chips:
            return Content.styled(tell(self.language, "tui-no-cards"), "dim")
        parts: list[str | tuple[str, str]] = []
        group = None
        for i, chip in enumerate(self.chips):
            if parts:
                parts.append("   " if chip.group != group else " ")
            group = chip.group
            parts.append((self._label(chip), self._style(i, chip)))
        if self.announce is not None:
            state = "tui-announce-on" if self.announce else "tui-announce-off"
            parts.append(("   " + tell(self.language, state, saying=self.saying),
                          "bold yellow" if self.announce else "dim"))
        return Content.assemble(*parts)

    @staticmethod
    def _label(chip: Chip) -> str:
        return ("✓" if chip.picked else "") + chip.label.plain

    def _style(self, index: int, chip: Chip) -> str:
        label_color = Style.parse(str(chip.label.style or "")).color  # its colour, not bold
        color = label_color.name if label_color else ""
        if not chip.legal:  # clickable too, to hear why it is refused
            return f"dim strike @click=pick({index})" if chip.picked \
                else f"dim {color} @click=pick({index})"
        style = f"{color} bold underline @click=pick({index})"
        if chip.group == SPECIALS_GROUP:
            style = f"bold @click=pick({index})"
        return style + (" reverse" if index == self.cursor else "")

    def action_pick(self, index: int) -> None:
        """A click on chip ``index``: its action chosen (a refusal says why not)."""
        chip = self.chips[index]
        if chip.legal:
            self.cursor = index
            self.refresh()
        self.post_message(self.Chosen(chip.action))


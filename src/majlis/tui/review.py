"""The review of a finished hand at the terminal: the viewing seat's own decisions,
judged from its own views (:mod:`majlis.analysis`), without the hindsight values or
the luck, which know the other seats' cards.

The review is worked out on a thread, so the screen answers while it is; Esc or Enter
closes it at any time.
"""

from __future__ import annotations

from typing import Any, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Footer, Static

from majlis.analysis.review import Scope, review
from majlis.analysis.text import decimals, decision_lines, seat_lines
from majlis.analysis.values import DEPTHS
from majlis.match import Match

DEPTH = "quick"


def seat_review(match: Match[Any], seat: int, number: int) -> str:
    """Every decision ``seat`` made with a choice in hand ``number`` (0-based), its
    values and loss, and the seat's figures for the hand."""
    doc = review(match, DEPTHS[DEPTH], DEPTH, str(match.seed),
                 Scope(seats={seat}, hands={number}, hindsight=False, luck=False)).json()
    hand, places = doc["hands"][0], decimals(doc)
    lines = [f"Review of hand {number + 1}: your decisions, judged from what you saw",
             "(each value: the points you could expect, with its standard error)", ""]
    lines += list(decision_lines(hand["decisions"], places, every=True)) or [
        "You had no choice to make in this hand."]
    lines += ["", *seat_lines(hand["seats"], places)]
    return "\n".join(lines)


class ReviewScreen(ModalScreen[None]):
    """A hand's review over the table, shown once it is worked out."""

    DEFAULT_CSS = """
    ReviewScreen { align: center middle; }
    ReviewScreen > VerticalScroll { width: 100; max-width: 100%; height: auto;
        max-height: 90%; border: thick $accent; background: $surface; padding: 1 2; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,enter,space", "close", "back"),
        Binding("ctrl+c", "app.help_quit", show=False)]

    def __init__(self, match: Match[Any], seat: int, number: int) -> None:
        super().__init__()
        self.match, self.seat, self.number = match, seat, number

    def compose(self) -> ComposeResult:
        with VerticalScroll():
            yield Static(f"Reviewing hand {self.number + 1} …", id="review")
            yield Static(Text("Esc: back", style="bold yellow"))
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(VerticalScroll).focus()
        self.run_worker(self._work, thread=True, exclusive=True)

    def _work(self) -> None:
        text = seat_review(self.match, self.seat, self.number)
        self.app.call_from_thread(self._show, text)

    def _show(self, text: str) -> None:
        if self.is_attached:
            self.query_one("#review", Static).update(Text(text))

    def action_close(self) -> None:
        if self.is_active:
            self.dismiss(None)

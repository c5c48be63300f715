"""The review of a finished hand at the terminal: the viewing seat's own decisions,
judged from its own views (:mod:`majlis.analysis`), without the hindsight values or
the luck, which know the other seats' cards.

The review is worked out on a thread, so the screen answers while it is, and shown in
a message over the table (Esc or Enter closes it at any time).
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.screen import Screen
from textual.widgets import Static

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


def review_into(screen: Screen[Any], match: Match[Any], seat: int, number: int) -> None:
    """Work out :func:`seat_review` on a thread and show it in ``screen``'s first
    text, in place of what it says meanwhile."""
    def work() -> None:
        text = seat_review(match, seat, number)
        screen.app.call_from_thread(show, text)

    def show(text: str) -> None:
        if screen.is_attached:
            screen.query(Static).first().update(Text(text))

    screen.app.run_worker(work, thread=True)

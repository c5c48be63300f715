"""The review of a finished hand at the terminal: the viewing seat's own decisions,
judged from its own views (:mod:`majlis.analysis`), without the hindsight values or
the luck, which know the other seats' cards; and, for each decision, the table as the
seat saw it then (its own hand and the table, drawn as the table screen draws them),
with the move it played and the better one marked.
"""

from __future__ import annotations

from collections.abc import Collection, Iterator
from dataclasses import dataclass
from typing import Any

from rich.console import Group, RenderableType
from rich.text import Text

from majlis.analysis.review import Scope, review
from majlis.analysis.text import decimals, decision_lines, seat_lines
from majlis.analysis.values import DEPTHS
from majlis.match import Match
from majlis.protocol import View
from majlis.tui.choices import action_words
from majlis.tui.items import label
from majlis.tui.moves import board
from majlis.tui.seen import Seen
from majlis.tui.tabletop import table

DEPTH = "quick"
PLAYED = "bold black on yellow"
"""How the item the seat played is marked in its hand."""
BETTER = "bold black on green"
"""How the item of the better move is marked."""


@dataclass(frozen=True)
class Decision:
    """One decision reviewed: its line (the values, the best move, the loss), the seat's
    view when it decided, the scores announced then, and the actions played and best."""

    line: str
    view: View
    scores: tuple[int, ...]
    played: int
    best: int


@dataclass(frozen=True)
class SeatReview:
    """The review of one seat's play in one hand: its decisions and its figures."""

    number: int
    decisions: tuple[Decision, ...]
    figures: tuple[str, ...]
    marked: int
    """The decision to show first: the first that earned a mark, else the first."""


def seat_review(match: Match[Any], seat: int, number: int) -> SeatReview:
    """Every decision ``seat`` made with a choice in hand ``number`` (0-based), its
    values and loss, the table as it saw it then, and the seat's figures for the hand."""
    doc = review(match, DEPTHS[DEPTH], DEPTH, str(match.seed),
                 Scope(seats={seat}, hands={number}, hindsight=False, luck=False)).json()
    hand, places = doc["hands"][0], decimals(doc)
    judged = hand["decisions"]
    lines = decision_lines(judged, places, every=True)
    then = dict(_seen_then(match, number, {d["index"] for d in judged}))
    decisions = tuple(_decision(line, d, *then[d["index"]])
                      for line, d in zip(lines, judged, strict=True))
    marked = next((i for i, d in enumerate(judged) if d["mark"] is not None), 0)
    return SeatReview(number, decisions, tuple(seat_lines(hand["seats"], places)), marked)


def _decision(line: str, judged: dict[str, Any], view: View,
              scores: tuple[int, ...]) -> Decision:
    actions = {value["text"]: value["action"] for value in judged["values"]}
    return Decision(line, view, scores, actions[judged["played"]], actions[judged["best"]])


def _seen_then(match: Match[Any], number: int, indices: Collection[int]
               ) -> Iterator[tuple[int, tuple[View, tuple[int, ...]]]]:
    """For each action index of hand ``number`` in ``indices``: the view of the seat
    to act then, and the scores announced then."""
    game, hand = match.game, match.hands[number]
    state = game.start(hand.dealer, hand.deal, match.totals(number), number)
    for index, (seat, action) in enumerate(game.history(hand.state)):
        if index in indices:
            yield index, (game.view(state, seat), game.hand_scores(state))
        state = game.apply(state, action)


def heading(number: int) -> str:
    """The review's first lines."""
    return (f"Review of hand {number + 1}: your decisions, judged from what you saw\n"
            "(each value: the points you could expect, with its standard error)")


def decision_board(seen: Seen, decision: Decision) -> RenderableType:
    """The table as ``seen`` shows the seat at the moment of ``decision`` (its view
    then), then its hand with the item it played and the better one marked, and what
    each move was in words."""
    game, seat = seen.game, seen.view.seat
    played, best = (game.move(seat, action).item for action in (decision.played,
                                                                decision.best))
    hand = Text(f"{seen.players[seat]} held: ", style="bold")
    for i, item in enumerate(board(seen).hand):
        drawn = label(game, item, seen.names)
        if item in (played, best):
            drawn.stylize(PLAYED if item == played else BETTER)
        hand.append(" " if i else "").append_text(drawn)
    key = Text().append("played:", style=PLAYED)
    key.append(f" {action_words(seen, decision.played)}")
    if decision.best != decision.played:
        key.append("   ").append("better:", style=BETTER)
        key.append(f" {action_words(seen, decision.best)}")
    else:
        key.append(" (the best move)")
    return Group(table(seen), hand, key)

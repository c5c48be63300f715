"""The review of a finished hand at the terminal: the viewing seat's own decisions,
judged from its own views (:mod:`majlis.analysis`), without the hindsight values or
the luck, which know the other seats' cards; and, for each decision, the table as the
seat saw it then (its own hand and the table, drawn as the table screen draws them),
with the move it played and the better one marked.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from rich.console import Group, RenderableType
from rich.text import Text

from majlis.analysis.calibration import LEVELS, MARKS, RATING_STEP
from majlis.analysis.review import Scope, contrasted, review
from majlis.analysis.text import decimals
from majlis.analysis.text import worth as worth_of
from majlis.analysis.values import DEPTHS, in_points
from majlis.match import Match
from majlis.protocol import Game, View
from majlis.tui.choices import action_words
from majlis.tui.items import label
from majlis.tui.moves import board, move_words, moves
from majlis.tui.seen import Seen, bot_label
from majlis.tui.tabletop import table
from majlis.tui.wording import sentence

DEPTH = "quick"
PLAYED = "bold black on yellow"
"""How the item the seat played is marked in its hand."""
BETTER = "bold black on green"
"""How the item of the better move is marked."""
MARKS_OF = {"inaccuracy": "inaccuracies", "mistake": "mistakes", "blunder": "blunders"}
"""The marks, more than one."""


@dataclass(frozen=True)
class Decision:
    """One decision reviewed: the action's index in the hand, the seat's turn in it
    (from 1), its view when it decided and just after, the scores announced then, the
    actions played and best, each legal action's value and standard error, the loss
    and its mark; ``estimate`` where the values are an estimate (no standard errors: the
    decision is neither marked nor cleared)."""

    index: int
    turn: int
    view: View
    after: View
    scores: tuple[int, ...]
    played: int
    best: int
    values: Mapping[int, tuple[float, float | None]]
    loss: float
    mark: str | None
    estimate: bool = False


@dataclass(frozen=True)
class SeatReview:
    """The review of one seat's play in one hand: its decisions and its figures."""

    number: int
    decisions: tuple[Decision, ...]
    figures: Mapping[str, Any]
    """The seat's figures for the hand, as the analysis gives them (``Tally.json``)."""
    marked: int
    """The decision to show first: the first that earned a mark, else the first."""
    places: int
    """The decimals that show the game's values."""
    points: bool
    """Whether the values are points (else chances to win the match)."""


def seat_review(match: Match[Any], seat: int, number: int) -> SeatReview:
    """Every decision ``seat`` made with a choice in hand ``number`` (0-based), its
    values and loss, the table as it saw it then, and the seat's figures for the hand."""
    doc = review(match, DEPTHS[DEPTH], DEPTH, str(match.seed),
                 Scope(seats={seat}, hands={number}, hindsight=False, luck=False)).json()
    hand = doc["hands"][0]
    judged = hand["decisions"]
    then = dict(_seen_then(match, number, {d["index"] for d in judged}))
    decisions = tuple(_decision(d, *then[d["index"]]) for d in judged)
    marked = next((i for i, d in enumerate(judged) if d["mark"] is not None), 0)
    return SeatReview(number, decisions, hand["seats"][0], marked, decimals(doc),
                      in_points(match.game))


def _decision(judged: dict[str, Any], turn: int, view: View, after: View,
              scores: tuple[int, ...]) -> Decision:
    values = {value["action"]: (value["value"], value["se"]) for value in judged["values"]}
    actions = {value["text"]: value["action"] for value in judged["values"]}
    return Decision(judged["index"], turn, view, after, scores, actions[judged["played"]],
                    actions[judged["best"]], values, judged["loss"], judged["mark"],
                    judged["judged"] == "estimate")


def _seen_then(match: Match[Any], number: int, indices: Collection[int]
               ) -> Iterator[tuple[int, tuple[int, View, View, tuple[int, ...]]]]:
    """For each action index of hand ``number`` in ``indices``: the turn of the seat to
    act then (its own, from 1), its view then and just after, and the scores announced
    then."""
    game, hand = match.game, match.hands[number]
    state = game.start(hand.dealer, hand.deal, match.totals(number), number)
    turns: Counter[int] = Counter()
    for index, (seat, action) in enumerate(game.history(hand.state)):
        turns[seat] += 1
        before, state = state, game.apply(state, action)
        if index in indices:
            yield index, (turns[seat], game.view(before, seat), game.view(state, seat),
                          game.hand_scores(before))


def subject(players: Sequence[str], bots: Sequence[str], seat: int) -> str:
    """Who the review speaks of: "you" at the player's own seat, else the seat as the
    table calls it ("Seat 2", when watching)."""
    return players[seat] if bots[seat] else "you"


def whose(who: str) -> str:
    return "your" if who == "you" else f"{who}'s"


def heading(number: int, who: str) -> str:
    """The review's first line."""
    return (f"Review of hand {number + 1}: {whose(who)} choices, judged from what {who} "
            "could see then")


def worth_note(reviewed: SeatReview, game: Game[Any], who: str) -> str:
    """What a move's worth means in ``game``: for the seat ``who``, or its side where
    the game seats partners."""
    partners = any(len(team) > 1 for team in game.teams())
    side = f"{whose(who)} side" if partners else who
    sides = whose(side)
    if not reviewed.points:
        worth = (f"{sides} chance to win the match, on a scale from -1 (sure to lose) "
                 "to +1 (sure to win)")
    else:
        worth = f"the points {side} could expect from it, against the others' average"
        if game.LOWER_IS_BETTER:
            worth += ", penalty points counted as minus"
    return f"A move's worth is {worth}; ± says how sure that is."


LADDER = "on this scale " + ", ".join(
    f"the {bot_label(level)} rates {RATING_STEP * rung}" for rung, level in enumerate(LEVELS))
"""The ratings' anchors in the bots' difficulties ("the Easy bot rates 0, …")."""


def decision_line(seen: Seen, reviewed: SeatReview, decision: Decision) -> str:
    """One decision as a coach says it: what the best move and the one played each did
    that the other did not, in the game's words, where it says; what the seat played,
    and what was better and by how much ("Turn 4: 8♦ opens 9♦ for your next turn; 8♠
    lets Salem lay 9♠. You played 8♠; 8♦ was better by 0.78 points (a mistake)")."""
    who = subject(seen.players, seen.bots, seen.view.seat)
    why = why_sentence(replace(seen, view=decision.view), decision)
    said = f"Turn {decision.turn}: {why}{who[:1].upper() + who[1:] if why else who} " \
        f"{played_words(seen, decision)}"
    if decision.estimate:
        looked = "the best" if decision.best == decision.played else (
            f"{action_words(seen, decision.best)} looked better by about "
            f"{amount(reviewed, decision.loss)}")
        return f"{said}; by estimate only, {looked} (not judged: no error could be measured)"
    if decision.best == decision.played:
        return f"{said}, the best move"
    best = action_words(seen, decision.best)
    if round(decision.loss, reviewed.places) == 0:
        return f"{said}, as good as {best}"
    mark = f" ({article(decision.mark)} {decision.mark})" if decision.mark else ""
    return f"{said}; {best} was better by {amount(reviewed, decision.loss)}{mark}"


def why_sentence(seen: Seen, decision: Decision) -> str:
    """What the best move and the one played each did that the other did not, as the
    game words it (:meth:`~majlis.protocol.Game.contrast`), as a sentence ("8♦ opens
    9♦ for your next turn; 8♠ lets Salem lay 9♠. "); empty where the game says nothing."""
    whys = contrasted(seen.game, decision.view, decision.best, decision.played)
    parts = []
    for action, facts in zip((decision.best, decision.played), whys, strict=True):
        reasons = [said for fact in facts if (said := sentence(seen, "why", fact))]
        if reasons:
            parts.append(f"{action_words(seen, action)} {' and '.join(reasons)}")
    return f"{'; '.join(parts)}. " if parts else ""


def played_words(seen: Seen, decision: Decision) -> str:
    """What the seat did at ``decision``, as the game tells it once done: "played 2♦",
    "chose 5♣ to pass" (a pick in the game's words), "chose Double"."""
    move = moves(replace(seen, view=decision.after))[decision.index]
    if move.word == "play":
        return f"played {action_words(seen, decision.played)}"
    if move.word == "pick":
        words = move_words(seen, move, False)
        return words[:1].lower() + words[1:]
    return f"chose {action_words(seen, decision.played)}"


def amount(reviewed: SeatReview, value: float) -> str:
    """A difference of worth: "0.78 points" (a bare number for chances)."""
    number = f"{value:.{reviewed.places}f}"
    return f"{number} points" if reviewed.points else number


def article(noun: str) -> str:
    return "an" if noun[0] in "aeiou" else "a"


def plural(number: int, noun: str) -> str:
    """``1 turn``, ``3 turns``."""
    return f"{number} {noun}" + ("" if number == 1 else "s")


def figures(reviewed: SeatReview, who: str) -> str:
    """The seat's figures for the hand in words: its turns, what its choices cost on
    average, its marks and the bot it played like."""
    seat = reviewed.figures
    turns = (f"In hand {reviewed.number + 1} {who} had {plural(seat['decisions'], 'turn')}: "
             f"{seat['unforced']} with a choice, {seat['forced']} with only one move.")
    if seat["estimated"]:
        turns += (f" {plural(seat['estimated'], 'choice')} could be judged by estimate only, "
                  "and count for nothing below.")
    if seat["mean_loss"] is None:
        return turns
    marks = [f"{seat['marks'][mark]} {mark if seat['marks'][mark] == 1 else MARKS_OF[mark]}"
             for mark in MARKS if seat["marks"][mark]]
    lines = [turns,
             f"On average a choice cost {who} {amount(reviewed, seat['mean_loss'])} "
             "against the best move.",
             f"Marks: {', '.join(marks)}." if marks
             else "No inaccuracy, mistake or blunder."]
    if "rating" in seat:
        lines.append(f"Play score {seat['rating']} (not a rating): {who} played like the "
                     f"{bot_label(seat['plays_like'])} ({LADDER}).")
    return "\n".join(lines)


def decision_board(seen: Seen, reviewed: SeatReview, decision: Decision) -> RenderableType:
    """The table as ``seen`` shows the seat at the moment of ``decision`` (its view
    then), then its hand with the item it played and the better one marked, and what
    each move was in words, with its worth."""
    game, seat = seen.game, seen.view.seat
    played, best = (game.move(seat, action).item for action in (decision.played,
                                                                decision.best))
    hand = Text(f"{seen.players[seat]} held: ", style="bold")
    for i, item in enumerate(board(seen).hand):
        drawn = label(game, item, seen.names)
        if item in (played, best):
            drawn.stylize(PLAYED if item == played else BETTER)
        hand.append(" " if i else "").append_text(drawn)
    key = Text().append("chosen:", style=PLAYED)
    key.append(f" {said_worth(seen, reviewed, decision, decision.played)}")
    if decision.best != decision.played:
        key.append("   ").append("better:", style=BETTER)
        key.append(f" {said_worth(seen, reviewed, decision, decision.best)}")
    else:
        key.append(" (the best move)")
    return Group(table(seen), hand, key)


def said_worth(seen: Seen, reviewed: SeatReview, decision: Decision, action: int) -> str:
    """An action of ``decision`` in words, with its worth: "2♦, worth -12.40 ± 2.42"."""
    return f"{action_words(seen, action)}, {worth_of(*decision.values[action], reviewed.places)}"

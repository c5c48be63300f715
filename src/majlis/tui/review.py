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
from majlis.analysis.values import DEPTHS, in_points
from majlis.match import Match
from majlis.protocol import Game, View
from majlis.tui.choices import action_words
from majlis.tui.items import label
from majlis.tui.moves import board, move_words, moves
from majlis.tui.seen import Seen, bot_label
from majlis.tui.speech import tell
from majlis.tui.tabletop import table
from majlis.tui.wording import sentence

DEPTH = "quick"
PLAYED = "bold black on yellow"
"""How the item the seat played is marked in its hand."""
BETTER = "bold black on green"
"""How the item of the better move is marked."""
MARK_WORDS = {"inaccuracy": "tui-marks-inaccuracy", "mistake": "tui-marks-mistake",
              "blunder": "tui-marks-blunder"}
"""How many of each mark a seat earned, in words."""


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


@dataclass(frozen=True)
class Subject:
    """Who the review speaks of: the player themself ("you"), or the seat watched by
    the name the table gives it ("Seat 2")."""

    name: str
    you: bool

    def said(self, language: str, key: str, **values: object) -> str:
        """The terminal's words of ``key`` about this subject (``$who``, and ``$you``:
        ``yes`` or ``no``, by which a language words "you" and "Seat 2's" apart)."""
        return tell(language, key, who=self.name, you="yes" if self.you else "no", **values)


def subject(players: Sequence[str], bots: Sequence[str], seat: int) -> Subject:
    """Who the review speaks of: the player at their own seat, else the seat as the
    table calls it (when watching)."""
    return Subject(players[seat], not bots[seat])


def heading(number: int, who: Subject, language: str) -> str:
    """The review's first line."""
    return who.said(language, "tui-review-heading", n=number + 1)


def worth_note(reviewed: SeatReview, game: Game[Any], who: Subject, language: str) -> str:
    """What a move's worth means in ``game``: for the seat ``who``, or its side where
    the game seats partners."""
    partners = "yes" if any(len(team) > 1 for team in game.teams()) else "no"
    if not reviewed.points:
        return who.said(language, "tui-worth-chance", partners=partners)
    return who.said(language, "tui-worth-points", partners=partners,
                    lower="yes" if game.LOWER_IS_BETTER else "no")


def ladder(language: str) -> str:
    """The ratings' anchors in the bots' difficulties ("the Easy bot rates 0, …")."""
    return tell(language, "tui-ladder", rungs=", ".join(
        tell(language, "tui-ladder-rung", bot=bot_label(level, language),
             rating=RATING_STEP * rung) for rung, level in enumerate(LEVELS)))


def decision_line(seen: Seen, reviewed: SeatReview, decision: Decision) -> str:
    """One decision as a coach says it: what the best move and the one played each did
    that the other did not, in the game's words, where it says; what the seat played,
    and what was better and by how much ("Turn 4: 8♦ opens 9♦ for your next turn; 8♠
    lets Salem lay 9♠. You played 8♠; 8♦ was better by 0.78 points (a mistake)")."""
    language = seen.language
    who = subject(seen.players, seen.bots, seen.view.seat)
    why = why_sentence(replace(seen, view=decision.view), decision)
    said = tell(language, "tui-decision", turn=decision.turn, why=why,
                did=played_words(seen, decision, who, starts=bool(why)))
    best = action_words(seen, decision.best)
    loss = amount(reviewed, decision.loss, language)
    if decision.estimate:
        if decision.best == decision.played:
            return tell(language, "tui-decision-estimate-best", said=said)
        return tell(language, "tui-decision-estimate", said=said, best=best, amount=loss)
    if decision.best == decision.played:
        return tell(language, "tui-decision-best", said=said)
    if round(decision.loss, reviewed.places) == 0:
        return tell(language, "tui-decision-as-good", said=said, best=best)
    return tell(language, "tui-decision-worse", said=said, best=best, amount=loss,
                mark=decision.mark or "none")


def why_sentence(seen: Seen, decision: Decision) -> str:
    """What the best move and the one played each did that the other did not, as the
    game words it (:meth:`~majlis.protocol.Game.contrast`), as a sentence ("8♦ opens
    9♦ for your next turn; 8♠ lets Salem lay 9♠. "); empty where the game says nothing."""
    whys = contrasted(seen.game, decision.view, decision.best, decision.played)
    parts = []
    for action, facts in zip((decision.best, decision.played), whys, strict=True):
        reasons = [said for fact in facts if (said := sentence(seen, "why", fact))]
        if reasons:
            joined = f" {tell(seen.language, 'tui-and')} ".join(reasons)
            parts.append(f"{action_words(seen, action)} {joined}")
    return f"{'; '.join(parts)}. " if parts else ""


def played_words(seen: Seen, decision: Decision, who: Subject, starts: bool) -> str:
    """What the seat did at ``decision``, as the game tells it once done: "you played
    2♦", "you chose 5♣ to pass" (a pick in the game's words), "you chose Double"; as
    a sentence that ``starts`` ("You played 2♦")."""
    move = moves(replace(seen, view=decision.after))[decision.index]
    language, start = seen.language, "yes" if starts else "no"
    if move.word == "play":
        return who.said(language, "tui-did-play", start=start,
                        action=action_words(seen, decision.played))
    if move.word == "pick":
        words = move_words(seen, move, False)
        return who.said(language, "tui-did-pick", start=start,
                        words=words[:1].lower() + words[1:])
    return who.said(language, "tui-did-choose", start=start,
                    action=action_words(seen, decision.played))


def amount(reviewed: SeatReview, value: float, language: str) -> str:
    """A difference of worth: "0.78 points" (a bare number for chances)."""
    number = f"{value:.{reviewed.places}f}"
    return tell(language, "tui-points", n=number) if reviewed.points else number


def figures(reviewed: SeatReview, who: Subject, language: str) -> str:
    """The seat's figures for the hand in words: its turns, what its choices cost on
    average, its marks and the bot it played like."""
    seat = reviewed.figures
    turns = who.said(language, "tui-figures-turns", n=reviewed.number + 1,
                     turns=seat["decisions"], unforced=seat["unforced"],
                     forced=seat["forced"])
    if seat["estimated"]:
        turns += " " + tell(language, "tui-figures-estimated", choices=seat["estimated"])
    if seat["mean_loss"] is None:
        return turns
    marks = [tell(language, MARK_WORDS[mark], n=seat["marks"][mark])
             for mark in MARKS if seat["marks"][mark]]
    lines = [turns,
             who.said(language, "tui-figures-cost",
                      amount=amount(reviewed, seat["mean_loss"], language)),
             tell(language, "tui-figures-marks", marks=", ".join(marks)) if marks
             else tell(language, "tui-figures-no-marks")]
    if "rating" in seat:
        lines.append(who.said(language, "tui-figures-rating", rating=seat["rating"],
                              bot=bot_label(seat["plays_like"], language),
                              ladder=ladder(language)))
    return "\n".join(lines)


def decision_board(seen: Seen, reviewed: SeatReview, decision: Decision) -> RenderableType:
    """The table as ``seen`` shows the seat at the moment of ``decision`` (its view
    then), then its hand with the item it played and the better one marked, and what
    each move was in words, with its worth."""
    game, seat = seen.game, seen.view.seat
    played, best = (game.move(seat, action).item for action in (decision.played,
                                                                decision.best))
    language = seen.language
    hand = Text(tell(language, "tui-held", seat=seen.players[seat]) + " ", style="bold")
    for i, item in enumerate(board(seen).hand):
        drawn = label(game, item, seen.names)
        if item in (played, best):
            drawn.stylize(PLAYED if item == played else BETTER)
        hand.append(" " if i else "").append_text(drawn)
    key = Text().append(tell(language, "tui-chosen"), style=PLAYED)
    key.append(f" {said_worth(seen, reviewed, decision, decision.played)}")
    if decision.best != decision.played:
        key.append("   ").append(tell(language, "tui-better"), style=BETTER)
        key.append(f" {said_worth(seen, reviewed, decision, decision.best)}")
    else:
        key.append(f" ({tell(language, 'tui-the-best-move')})")
    return Group(table(seen), hand, key)


def said_worth(seen: Seen, reviewed: SeatReview, decision: Decision, action: int) -> str:
    """An action of ``decision`` in words, with its worth: "2♦, worth -12.40 ± 2.42"
    (an estimate: "worth about -12.40 (estimate)")."""
    value, error = decision.values[action]
    places = reviewed.places
    if error is None:
        return tell(seen.language, "tui-worth-estimate", action=action_words(seen, action),
                    value=f"{value:+.{places}f}")
    return tell(seen.language, "tui-worth", action=action_words(seen, action),
                value=f"{value:+.{places}f}", error=f"{error:.{places}f}")

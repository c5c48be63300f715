"""The terminal's review of a finished hand: r over the hand's summary shows the
viewing seat's own decisions, judged from its own views, each with the table as the
seat saw it then (its hand, the played and the better move marked), and Esc goes back."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest
from rich.console import Group
from rich.text import Text
from textual.containers import VerticalScroll
from textual.widgets import OptionList, Static

from majlis.analysis import values
from majlis.analysis.review import contrasted
from majlis.analysis.values import Depth, in_points
from majlis.bitset import bits
from majlis.games import make_game
from majlis.language import tell
from majlis.match import Match
from majlis.tui.app import TableApp
from majlis.tui.choices import action_words
from majlis.tui.names import card_label
from majlis.tui.review import (
    BETTER,
    PLAYED,
    Decision,
    SeatReview,
    Subject,
    decision_board,
    heading,
    subject,
    worth_note,
)
from majlis.tui.screens import HandOverScreen, ReviewScreen
from majlis.tui.seen import Seen
from tests.test_tui import (
    SIZE,
    Pilot,
    hidden_labels,
    my_turn,
    run,
    session_for,
    settle,
    summary_open,
)
from tests.tuikit import region_text

SMALL = Depth(samples=8, playouts=32, exact_cards=6, exact_nodes=2000, batches=2,
              hindsight_playouts=4, luck_deals=4)


@pytest.fixture(autouse=True)
def quick_review(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(values.DEPTHS, "quick", SMALL)


async def review_of_first_hand(app: TableApp, pilot: Pilot) -> ReviewScreen:
    """Play the human's turns (Enter: the first legal action) to the end of the first
    hand, then open its review and wait for it."""
    while not (isinstance(app.screen, HandOverScreen) and app.shown is not None
               and app.shown.number == 0):
        await settle(pilot, lambda: my_turn(app) or summary_open(app))
        await pilot.press("enter")  # on at a summary of a redeal, else the first action
    await pilot.press("r")
    await settle(pilot, lambda: isinstance(app.screen, ReviewScreen)
                 and app.screen.reviewed is not None, limit=5000)
    assert isinstance(app.screen, ReviewScreen)
    return app.screen


def state_at(match: Match[Any], number: int, index: int) -> Any:
    """Hand ``number``'s state before its action ``index``."""
    game, hand = match.game, match.hands[number]
    state = game.start(hand.dealer, hand.deal, match.totals(number), number)
    for _, action in game.history(hand.state)[:index]:
        state = game.apply(state, action)
    return state


def seen_then(app: TableApp, decision: Decision) -> Seen:
    """What the seat saw at ``decision``, named as the table names it."""
    now = app.seen()
    return Seen(now.game, decision.view, now.names, now.players, now.bots,
                decision.scores, now.totals)


def test_r_over_the_summary_reviews_the_seat_s_own_play() -> None:
    """The review speaks to the player: each choice by the player's own turn and the
    card as the table writes it, what was better and by how much; the figures in
    sentences; no seat numbered from 0, no record wording."""
    session = session_for("badam-saat", seed=4, games=1, human=1)

    async def test(app: TableApp, pilot: Pilot) -> None:
        screen = await review_of_first_hand(app, pilot)
        text = region_text(app, screen.query_one(VerticalScroll))
        assert "Review of hand 1" in text and "Reviewing" not in text
        reviewed = screen.reviewed
        assert reviewed is not None
        history = session.game.history(session.match.hands[0].state)
        lines = [str(option.prompt) for option in screen.query_one(OptionList).options]
        assert len(lines) == len(reviewed.decisions) > 0
        for line, decision in zip(lines, reviewed.decisions, strict=True):
            turn = sum(seat == 1 for seat, _ in history[:decision.index + 1])
            said = f"played {card_label(decision.played)}"
            if decision.best == decision.played:
                assert line == f"Turn {turn}: you {said}, the best move"
            else:  # led by what each move did, where the game says: "You played ..."
                assert line.startswith(f"Turn {turn}: "), line
                assert f"ou {said}; {card_label(decision.best)} was better by " \
                    f"{decision.loss:.2f} points" in line, line
        assert any("was better by" in line for line in lines)
        assert any(" for your next turn" in line or " to the others" in line for line in lines)
        figures = str(screen.query_one("#figures", Static).render())
        turns = sum(seat == 1 for seat, _ in history)
        assert figures.startswith(f"In hand 1 you had {turns} turns: ")
        assert "On average a choice cost you" in figures and "you played like the" in figures
        assert "(on this scale the Easy bot rates 0, the Medium bot rates 500, the Hard bot " \
            "rates 1000, the Expert bot rates 1500)" in figures
        for developer in ("seat 1", "action ", "mean loss", "hindsight"):
            assert developer not in text, developer
        await pilot.press("escape")
        await settle(pilot, lambda: isinstance(app.screen, HandOverScreen))
    run(session, test)


@pytest.mark.parametrize(("game_id", "seed"), [("badam-saat", 4), ("bint-al-sbeet", 3)])
def test_each_decision_shows_the_table_as_the_seat_saw_it_and_nothing_hidden(
        game_id: str, seed: int) -> None:
    """Each decision chosen in the review shows the seat's hand at that moment, the item
    it played marked, and no card the seat could not see then; each decision's line
    names no card the seat could not see at that decision (the review alone is
    scanned: the table under it shows the hand's end), but those its reasons name as
    opened to the others: the game says them from the seat's view alone (a card neither
    in its hand nor on the table is somewhere else, which the seat knows), never where."""
    session = session_for(game_id, seed=seed, human=1)

    async def test(app: TableApp, pilot: Pilot) -> None:
        screen = await review_of_first_hand(app, pilot)
        reviewed = screen.reviewed
        assert reviewed is not None and reviewed.decisions
        status = str(app.screen_stack[0].query_one("#status", Static).render())
        assert not status, status  # r reviews, even where it is a special's key (reveal)
        game = session.game
        for number, decision in enumerate(reviewed.decisions):
            screen.query_one(OptionList).highlighted = number
            state = state_at(session.match, 0, decision.index)
            assert decision.view == game.view(state, 1)
            played = game.move(1, decision.played)
            words = action_words(seen_then(app, decision), decision.played) \
                if played.item is None else card_label(played.item)
            then = screen.query_one("#then", Static)  # drawn once the screen catches up
            shown = f"chosen: {words}"
            await settle(pilot, lambda w=then, s=shown: s in region_text(app, w))
            text = region_text(app, then)
            held = [word for word in text.split("You held: ")[1].split("\n")[0].split()
                    if word[-1] in "♣♦♥♠"]  # the labels, not the message's border
            assert sorted(held) == sorted(card_label(c) for c in bits(decision.view.hand))
            line = str(screen.query_one(OptionList).options[number].prompt)
            reasons = {card_label(fact.item) for facts in contrasted(
                game, decision.view, decision.best, decision.played)
                for fact in facts if fact.item is not None}
            leaks = {label for label in hidden_labels(session, state)
                     if label in text or label in set(line.split()) - reasons}
            assert not leaks, f"decision {number + 1} shows hidden {leaks}\n{line}\n{text}"
        first = str(screen.query_one(OptionList).options[0].prompt)
        did = {"badam-saat": "played", "bint-al-sbeet": "chose"}[game_id]
        to = {"badam-saat": "", "bint-al-sbeet": " to pass"}[game_id]  # the game's words
        opening = reviewed.decisions[0]
        assert first.startswith(
            f"Turn {opening.turn}: you {did} {card_label(opening.played)}{to}"), first
        whole = region_text(app, screen.query_one(VerticalScroll))
        end = session.match.hands[0].state
        assert not {label for label in hidden_labels(session, end) if label in whole}
    run(session, test, size=(SIZE[0], 60))  # tall enough that no decision's table scrolls


def test_the_played_and_the_better_item_are_marked_in_the_hand() -> None:
    """The hand under a decision marks the played item and, where another was better,
    that one, each in its own style, and says both in words."""
    session = session_for("badam-saat", seed=4, games=1, human=1)

    async def test(app: TableApp, pilot: Pilot) -> None:
        screen = await review_of_first_hand(app, pilot)
        reviewed = screen.reviewed
        assert reviewed is not None
        missed = next(d for d in reviewed.decisions if d.best != d.played)
        drawn = decision_board(seen_then(app, missed), reviewed, missed)
        assert isinstance(drawn, Group)
        hand, key = drawn.renderables[1:]
        assert isinstance(hand, Text) and isinstance(key, Text)
        styled = {hand.plain[span.start:span.end]: str(span.style) for span in hand.spans}
        assert styled[card_label(missed.played)] == PLAYED
        assert styled[card_label(missed.best)] == BETTER
        (played, played_se), (best, best_se) = (missed.values[missed.played],
                                                missed.values[missed.best])
        assert key.plain == (f"chosen: {card_label(missed.played)}, worth {played:+.2f} ± "
                             f"{played_se:.2f}   better: {card_label(missed.best)}, worth "
                             f"{best:+.2f} ± {best_se:.2f}")
        assert best - played == pytest.approx(missed.loss, abs=1e-3)
    run(session, test)


def test_a_hand_without_a_choice_says_so_and_offers_only_esc() -> None:
    session = session_for("sabat-al-deemin", seed=7)  # seat 1's hand 1: all forced

    async def test(app: TableApp, pilot: Pilot) -> None:
        screen = await review_of_first_hand(app, pilot)
        text = region_text(app, screen.query_one(VerticalScroll))
        assert "You had no choice to make in this hand." in text
        assert "Esc: back" in text and "↑ ↓" not in text
        assert not screen.query_one(OptionList).display
    run(session, test)


@pytest.mark.parametrize(("game_id", "said"), [
    ("badam-saat", "the points you could expect from it, against the others' average, "
                   "penalty points counted as minus"),
    ("sabat-al-deemin", "the points your side could expect from it"),
    ("sedma", "your chance to win the match, on a scale from -1 (sure to lose) to +1"),
])
def test_a_move_s_worth_is_said_in_the_game_s_terms(game_id: str, said: str) -> None:
    """Points (penalties as minus where lower is better), the side's where the game
    seats partners, or the chance to win the match where the analysis values that."""
    game = make_game(game_id)
    reviewed = SeatReview(0, (), {}, 0, 2, in_points(game))
    assert said in worth_note(reviewed, game, Subject("You", True), "en")


def test_watching_the_review_speaks_of_the_seat_watched() -> None:
    """At the player's own seat the review says "you"; watching, the seat by the name
    the table gives it."""
    players, bots = ("You", "Seat 2"), ("", "random")
    assert subject(players, bots, 0) == Subject("You", True)
    assert subject(players, bots, 1) == Subject("Seat 2", False)
    assert heading(0, Subject("Seat 2", False), "en") == (
        "Review of hand 1: Seat 2's choices, judged from what Seat 2 could see then")
    game = make_game("sabat-al-deemin")
    assert "the points Seat 2's side could expect" in worth_note(
        SeatReview(0, (), {}, 0, 2, in_points(game)), game, Subject("Seat 2", False), "en")


def test_choices_judged_by_estimate_say_so_and_earn_no_mark(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Two-seat Badam Saat shows every card; where the analysis cannot solve it (here a
    depth that gives up at once), every choice reads as an estimate, none is marked or
    said to be the best move, and the figures say how many were estimated."""
    monkeypatch.setitem(values.DEPTHS, "quick", replace(SMALL, solve_nodes=1))
    session = session_for("badam-saat", seed=4, games=1, human=1, players=2)

    async def test(app: TableApp, pilot: Pilot) -> None:
        screen = await review_of_first_hand(app, pilot)
        reviewed = screen.reviewed
        assert reviewed is not None and reviewed.decisions
        lines = [str(option.prompt) for option in screen.query_one(OptionList).options]
        assert all("; by estimate only, " in line and "not judged" in line for line in lines)
        assert not any(decision.mark for decision in reviewed.decisions)
        figures = str(screen.query_one("#figures", Static).render())
        assert tell("en", "tui-figures-estimated", choices=len(reviewed.decisions)) in figures
        assert f"{len(reviewed.decisions)} choices could be judged by estimate only" in figures
        assert "On average" not in figures
    run(session, test)

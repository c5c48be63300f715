"""The puzzles the package ships, each judged again: its view is the one the game gives
its seat at that point of the bots' match it names (played again from its seed), so
nothing hidden from the seat is in it; the board and the hand so far are drawn from
that view alone; its answer is still the analysis's clear best from that view, at the
depth and from the streams the puzzle names; its themes are still the ones asked of
the game.  Every game ships at least :data:`MINIMUM` puzzles."""

from __future__ import annotations

from functools import cache
from typing import Any

import pytest

from majlis.analysis.values import DEPTHS, fair_values
from majlis.games import GAME_IDS, make_game
from majlis.match import Match
from majlis.puzzles.build import bots_match
from majlis.puzzles.library import files
from majlis.puzzles.mining import clearly_best, decided, mistake_threshold, whole_choice
from majlis.puzzles.puzzle import drawn, load, read_set
from majlis.puzzles.themes import themes

MINIMUM = 220
"""The fewest puzzles a game ships (Bint Al-Sbeet's 126, cut by the build's time limit on
a loaded machine; the command of docs/puzzles.md without one gives every game 220)."""

SHIPPED = [puzzle for path in files() for puzzle in read_set(path)["puzzles"]]


def test_every_game_ships_its_puzzles() -> None:
    counts = {game: sum(p["game"] == game for p in SHIPPED) for game in GAME_IDS}
    assert all(count >= MINIMUM for count in counts.values()), counts
    assert len({p["id"] for p in SHIPPED}) == len(SHIPPED)


@cache
def replayed(game_id: str, seed: str, bots: tuple[str, ...]) -> Match[Any]:
    return bots_match(make_game(game_id), seed, bots)


def position(doc: dict[str, Any]) -> tuple[Any, int]:
    """The state of the match the puzzle names where its decision was taken, and the
    seat that took it."""
    source = doc["source"]
    assert source["kind"] == "bots"
    match = replayed(doc["game"], source["seed"], tuple(source["bots"]))
    game, hand = match.game, match.hands[source["hand"]]
    state = game.start(hand.dealer, hand.deal, match.totals(source["hand"]), source["hand"])
    history = game.history(hand.state)
    for _, action in history[:source["action"]]:
        state = game.apply(state, action)
    return state, history[source["action"]][0]


@pytest.mark.parametrize("doc", SHIPPED, ids=[p["id"] for p in SHIPPED])
def test_a_shipped_puzzle_holds_only_its_seats_view_and_its_answer_is_still_best(
        doc: dict[str, Any]) -> None:
    puzzle = load(doc)
    game, view = puzzle.game, puzzle.view
    state, seat = position(doc)
    assert game.to_move(state) == seat == doc["seat"]
    assert doc["totals"] == list(replayed(doc["game"], doc["source"]["seed"], tuple(
        doc["source"]["bots"])).totals(doc["source"]["hand"]))
    assert view == game.view(state, seat)
    assert {"board": doc["board"], "stages": doc["stages"]} == drawn(game, view)
    assert puzzle.legal == game.legal_actions(state) and whole_choice(game, view)
    values = fair_values(game, view, puzzle.legal, DEPTHS[doc["depth"]], doc["stream"])
    threshold = mistake_threshold(game)
    assert threshold is not None and values.judged == doc["judged"]
    assert puzzle.legal[values.best()] == puzzle.answer
    assert clearly_best(values, threshold) and not decided(game, values)
    assert tuple(doc["themes"]) == themes(game, view, puzzle.answer, puzzle.legal)

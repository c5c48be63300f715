"""Building hands, playing scripted actions and resampling OpenSpiel states in tests."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from typing import Any

import pytest

from majlis.cards import CardSet, parse_card
from majlis.protocol import Deal, Game


def cards_deal(*hands: str, table: str = "", stock: str = "") -> Deal:
    """A deal from card texts, one string per seat."""
    return Deal(
        tuple(CardSet(h).mask for h in hands),
        tuple(_in_order(table)),
        tuple(_in_order(stock)),
    )


def _in_order(text: str) -> list[int]:
    return [parse_card(word) for word in text.split()]


def play(game: Game[Any], state: Any, *words: str) -> Any:
    """Apply actions written as text, checking each is legal first."""
    for word in words:
        action = game.parse_action(word)
        assert action in game.legal_actions(state), (word, game.legal_actions(state))
        state = game.apply(state, action)
    return state


def legal_text(game: Game[Any], state: Any) -> list[str]:
    return [game.action_text(a) for a in game.legal_actions(state)]


def spiel_positions(game: Any, seed: int, every: int) -> Iterator[Any]:
    """The OpenSpiel ``game`` played at random to the end of a hand, dealing included;
    every ``every`` player actions, the state before the next (one object, moved on
    once the caller is done with it)."""
    state, rng, actions = game.new_initial_state(), random.Random(seed), 0
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(rng.choice([o for o, _ in state.chance_outcomes()]))
            continue
        if actions % every == 0:
            yield state
        state.apply_action(rng.choice(state.legal_actions()))
        actions += 1


def resampled_facts(state: Any, seat: int, sampler: Any, draws: int) -> int:
    """Resample the OpenSpiel ``state`` of a majlis game for ``seat`` ``draws`` times:
    each sample keeps the seat's information state (and its legal actions, if it is to
    move), and gives no seat an item the game says, from the seat's view, it cannot
    hold.  How many of the other seats those facts constrained."""
    rules = state.rules
    cannot = rules.cannot_hold(rules.view(state.hand, seat))
    for _ in range(draws):
        sampled = state.resample_from_infostate(seat, sampler)
        assert sampled.information_state_string(seat) == state.information_state_string(seat)
        if seat == state.current_player():
            assert sampled.legal_actions() == state.legal_actions()
        for other, (mask, hand) in enumerate(zip(cannot, sampled.hand.hands, strict=True)):
            assert not mask & hand, f"seat {other} was dealt an item it cannot hold"
    return sum(1 for other, mask in enumerate(cannot) if other != seat and mask)


def swept(values: Sequence[Any]) -> list[Any]:
    """The values of a long sweep as parameters: the first runs in the fast loop
    (``pytest -m "not slow"``), the others are marked ``slow`` (the whole suite runs
    them all)."""
    return [values[0], *(pytest.param(value, marks=pytest.mark.slow) for value in values[1:])]

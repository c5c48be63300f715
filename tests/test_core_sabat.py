"""Sab'at Al-Deemin in the compiled core against the Python bots: the rules policy of
every seat (bids, cards, announcements) from states of every phase, reached by rules
play and by random play, under every option set of the conformance suite."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from majlis import fast
from majlis.bots import sabat_al_deemin as bots
from majlis.games.sabat_al_deemin import DOUBLE, PASS, REDEAL, TREBLE, Phase, SabatAlDeemin
from majlis.protocol import trail_tuple
from majlis.rng import Rng, stream
from tests.test_conformance import OPTION_SETS

if fast.core is None:
    pytest.skip("the compiled core is not built", allow_module_level=True)

OPTIONS = [options for game_id, options in OPTION_SETS if game_id == SabatAlDeemin.id]
SEEDS = range(40)


def hand_states(game: SabatAlDeemin, seed: int, rules: bool) -> list[Any]:
    """Every state of one hand, the deal and the end included, played by the rules bot
    at every seat (``rules``) or at random."""
    rng = stream(seed, "sabat-core", rules)
    state = game.deal(rng, seed % 4)
    states = [state]
    while (seat := game.to_move(state)) is not None:
        legal = game.legal_actions(state)
        action = (bots.rules_action(game, game.view(state, seat), legal, rng) if rules
                  else legal[rng.below(len(legal))])
        state = game.apply(state, action)
        states.append(state)
    return states


def same_playouts(game: SabatAlDeemin, state: Any, seed: int) -> None:
    expected = bots.playout(game, state, Rng(seed))
    core_rng = Rng(seed)
    assert fast.rollout(game, state, core_rng, rules=True) == expected
    assert core_rng.getstate() == Rng(seed).getstate()  # the rules draw nothing
    assert fast.playout_scores(game, state, seed, True) == game.hand_scores(expected)


@pytest.mark.parametrize("options", OPTIONS)
@pytest.mark.parametrize("rules", [True, False], ids=["rules-play", "random-play"])
def test_the_core_plays_the_rules_policy_from_every_state(options: dict[str, Any],
                                                          rules: bool) -> None:
    game = SabatAlDeemin(**options)
    phases: Counter[Phase] = Counter()
    for seed in SEEDS:
        for state in hand_states(game, seed, rules):
            phases[state.phase] += 1
            same_playouts(game, state, seed)
    # Every phase of a hand was tried (a redeal question only where the option asks it).
    assert {Phase.DOUBLE, Phase.PLAY, Phase.OVER} <= set(phases)
    assert (Phase.REDEAL in phases) == game.redeal_on_three or not rules


def test_the_core_bids_by_the_same_strength() -> None:
    """The whole bidding of many random deals: every redeal, double and treble answer."""
    game = SabatAlDeemin()
    rng = random.Random(5)
    bids: Counter[int] = Counter()
    for _ in range(3000):
        state = game.deal(rng, rng.randrange(4))
        expected = bots.playout(game, state, Rng(0))
        assert fast.rollout(game, state, Rng(0), rules=True) == expected
        bids.update(action for _, action in trail_tuple(expected.trail) if action > PASS)
    assert bids[REDEAL] and bids[DOUBLE] and bids[TREBLE]

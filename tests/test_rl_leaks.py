"""What the research interfaces show a seat of the items hidden from it: nothing, in
PettingZoo's and Gymnasium's observations, masks, renders and refusals, and in
OpenSpiel's strings and tensors."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

pytest.importorskip("pettingzoo")
pytest.importorskip("gymnasium")
pyspiel = pytest.importorskip("pyspiel")

from majlis.protocol import IllegalAction  # noqa: E402
from majlis.rl import aec_env  # noqa: E402
from majlis.rl.dealing import deal_from_order  # noqa: E402
from majlis.rl.openspiel import spiel_name  # noqa: E402
from tests.helpers import spiel_positions  # noqa: E402
from tests.test_conformance import hidden_twin  # noqa: E402
from tests.test_rl import VARIANT_IDS, VARIANTS  # noqa: E402
from tests.test_rl_refusals import legal  # noqa: E402

pytestmark = pytest.mark.filterwarnings("ignore")


def played_through(env: Any, seed: int) -> Iterator[None]:
    """``env`` played at random to its end, pausing before every action."""
    rng = random.Random(seed)
    env.reset(seed=seed)
    for _ in env.agent_iter():
        observation, _, terminated, _, _ = env.last()
        if not terminated:
            yield None
        env.step(None if terminated else rng.choice(legal(observation)))


def shown(env: Any, agent: str) -> tuple[bytes, bytes, str]:
    observation = env.observe(agent)
    env.agent_selection, selected = agent, env.agent_selection
    text = env.render()
    env.agent_selection = selected
    return observation["observation"].tobytes(), observation["action_mask"].tobytes(), text


@pytest.mark.parametrize(("game", "options"), VARIANTS, ids=VARIANT_IDS)
def test_environments_show_a_seat_nothing_of_what_is_hidden_from_it(
        game: str, options: dict[str, Any]) -> None:
    """At every step, for every seat: the items hidden from it shuffled among the other
    seats (and a stock reordered), its observation, mask, render and the game's refusal
    of every action (the Gymnasium ``info``) are byte for byte the same."""
    env = aec_env(game, render_mode="ansi", **options)
    rng = random.Random(game)
    for _ in played_through(env, 4):
        rules, hand = env.game, env.episode.match.hands[-1]
        state = hand.state
        for seat, agent in enumerate(env.possible_agents):
            before = shown(env, agent), refusals(rules, state)
            hand.state = hidden_twin(rules, state, seat, rng)
            after = shown(env, agent), refusals(rules, hand.state)
            hand.state = state
            assert after[0] == before[0], f"{agent} sees hidden items"
            if rules.to_move(state) == seat:
                assert after[1] == before[1], f"{agent}'s refusals tell hidden items"


def refusals(rules: Any, state: Any) -> list[str]:
    """Why each action outside the legal ones is refused."""
    legal_now = rules.legal_actions(state)
    found = []
    for action in range(rules.num_actions):
        if action not in legal_now:
            try:
                rules.apply(state, action)
            except IllegalAction as error:
                found.append(str(error))
    return found


def spiel_shown(state: Any, seat: int) -> tuple[Any, ...]:
    return (state.observation_string(seat), state.information_state_string(seat),
            state.observation_tensor(seat), state.information_state_tensor(seat))


@pytest.mark.parametrize(("game", "options"), VARIANTS, ids=VARIANT_IDS)
def test_openspiel_shows_a_seat_nothing_of_what_is_hidden_from_it(
        game: str, options: dict[str, Any]) -> None:
    """The same for OpenSpiel's strings and tensors, during the deal too (the items dealt
    to the other seats shuffled among them)."""
    spiel = pyspiel.load_game(spiel_name(game), options)
    rng = random.Random(game)
    state = spiel.new_initial_state()
    state.apply_action(0)
    for _ in range(len(spiel.items) // 2):
        state.apply_action(rng.choice([o for o, _ in state.chance_outcomes()]))
    order = state.order
    for seat in range(spiel.num_players()):
        before = spiel_shown(state, seat)
        own = deal_from_order(spiel.rules, order, 0).hands[seat]
        others = [item for item in order if not own >> item & 1]
        rng.shuffle(others)
        state.order = [item if own >> item & 1 else others.pop() for item in order]
        assert spiel_shown(state, seat) == before
        state.order = order
    for state in spiel_positions(spiel, 4, every=3):
        truth = state.hand
        for seat in range(spiel.num_players()):
            before = spiel_shown(state, seat)
            state.hand = hidden_twin(spiel.rules, truth, seat, rng)
            after = spiel_shown(state, seat)
            state.hand = truth
            assert after == before, f"seat {seat} sees hidden items"

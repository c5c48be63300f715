"""The batched environments of the compiled core against the Python environments.

For the same episode seed, every env of a batch must deal, observe, mask, reward and end
exactly as :class:`~majlis.rl.episode.Episode` (self-play) and
:class:`~majlis.rl.gymnasium_env.MajlisGymEnv` (one learner, the core's bots at the other
seats) do, under every option set of the conformance suite; the observations are compared
number for number with the Python encoders' (:mod:`majlis.rl.adapters`).
"""

from __future__ import annotations

import os
from typing import Any

import numpy as np
import pytest

from majlis import fast
from majlis.games import make_game
from majlis.rl import self_play_env, vector_env
from majlis.rl.adapters.registry import encoder
from majlis.rl.encoding import action_mask
from majlis.rl.episode import Episode, hand_bounds
from majlis.rl.gymnasium_env import MajlisGymEnv
from majlis.rl.vector import SelfPlayBatch, episode_seed
from tests.test_conformance import IDS, OPTION_SETS

if fast.core is None:
    if os.environ.get("MAJLIS_REQUIRE_CORE") == "1":
        raise RuntimeError("MAJLIS_REQUIRE_CORE=1 but the compiled core is not built")
    pytest.skip("the compiled core is not built", allow_module_level=True)

BATCHED = [(game_id, options, case) for (game_id, options), case in zip(OPTION_SETS, IDS,
                                                                         strict=True)
           if fast.has_vector_env(make_game(game_id, options))]
CASES = [(game_id, options) for game_id, options, _ in BATCHED]
CASE_IDS = [case for _, _, case in BATCHED]
ENVS = 3
STEPS = 160


def random_actions(mask: np.ndarray[Any, Any], rng: np.random.Generator) -> np.ndarray[Any, Any]:
    """A uniformly random legal action per row of ``mask``."""
    return np.argmax(rng.random(mask.shape) * mask, axis=1)


@pytest.mark.parametrize(("game_id", "options"), CASES, ids=CASE_IDS)
def test_self_play_is_the_python_episode(game_id: str, options: dict[str, Any]) -> None:
    game = make_game(game_id, options)
    coder = encoder(game)
    batch = SelfPlayBatch(game, ENVS)
    now = batch.reset(seed=11)
    episodes, started = [Episode(game) for _ in range(ENVS)], [0] * ENVS
    for env, episode in enumerate(episodes):
        assert now.episode_seed[env] == episode_seed(11, env, 0)
        episode.reset(int(now.episode_seed[env]))
    rng = np.random.default_rng(5)
    ended = 0
    for _ in range(STEPS):
        for env, episode in enumerate(episodes):
            seat = episode.to_move()
            assert now.seat[env] == seat
            assert seat is not None
            np.testing.assert_array_equal(now.observation[env], coder.encode(episode.view(seat)))
            np.testing.assert_array_equal(now.action_mask[env],
                                          action_mask(game.num_actions, episode.legal_actions()))
        actions = random_actions(now.action_mask, rng)
        now = batch.step(actions)
        for env, episode in enumerate(episodes):
            rewards = episode.act(int(actions[env]))
            np.testing.assert_array_equal(now.rewards[env], rewards)
            assert now.terminated[env] == episode.done
            if episode.done:
                ended += 1
                started[env] += 1
                assert now.episode_seed[env] == episode_seed(11, env, started[env])
                episode.reset(int(now.episode_seed[env]))
    assert ended > 0 and not now.illegal.any()


@pytest.mark.parametrize(("game_id", "options"), CASES, ids=CASE_IDS)
@pytest.mark.parametrize("bots", ["rules", "random"])
def test_one_learner_is_the_gymnasium_env(game_id: str, options: dict[str, Any],
                                          bots: str) -> None:
    game = make_game(game_id, options)
    seat = game.seats - 1
    batch = vector_env(game_id, ENVS, seat=seat, bots=bots, **options)
    singles = [MajlisGymEnv(game, seat=seat, bots=bots) for _ in range(ENVS)]
    observation, info = batch.reset(seed=3)
    for env, single in enumerate(singles):
        single.reset(seed=int(info["episode_seed"][env]))
    rng = np.random.default_rng(8)
    ended = 0
    for _ in range(STEPS):
        if ended >= 2:
            break
        actions = random_actions(observation["action_mask"], rng)
        expected = [single._observe() for single in singles]
        for env in range(ENVS):
            for key in ("observation", "action_mask"):
                np.testing.assert_array_equal(observation[key][env], expected[env][key])
        observation, rewards, terminated, truncated, info = batch.step(actions)
        assert not truncated.any()
        for env, single in enumerate(singles):
            seen, reward, done, _, _ = single.step(int(actions[env]))
            assert (rewards[env], terminated[env]) == (reward, done)
            if done:
                ended += 1
                np.testing.assert_array_equal(info["final_obs"][env]["observation"],
                                              seen["observation"])
                single.reset(seed=int(info["episode_seed"][env]))
    assert ended > 0


def test_an_illegal_action_ends_the_episode_with_the_worst_reward() -> None:
    env = vector_env("badam-saat", 2, seat=1, bots="random", players=3)
    observation, info = env.reset(seed=4)
    legal = np.argmax(observation["action_mask"], axis=1)
    illegal = np.flatnonzero(observation["action_mask"][0] == 0)[0]
    _, rewards, terminated, _, after = env.step(np.array([illegal, legal[1]]))
    worst = hand_bounds(make_game("badam-saat", {"players": 3}))[0]
    assert rewards[0] == worst and terminated[0] and after["illegal"][0]
    assert not after["illegal"][1]
    assert after["episode_seed"][0] == episode_seed(4, 0, 1)
    assert after["episode_seed"][1] == info["episode_seed"][1]


def test_a_seed_fixes_every_episode() -> None:
    def run(seed: int) -> list[np.ndarray[Any, Any]]:
        batch = self_play_env("badam-saat", 4, players=5)
        now, rng, seen = batch.reset(seed), np.random.default_rng(1), []
        for _ in range(100):
            seen.append(now.observation.copy())
            now = batch.step(random_actions(now.action_mask, rng))
        return seen

    first, again, other = run(7), run(7), run(8)
    assert all(np.array_equal(a, b) for a, b in zip(first, again, strict=True))
    assert not np.array_equal(first[0], other[0])


def test_bad_input_is_refused_and_changes_nothing() -> None:
    batch, twin = self_play_env("badam-saat", 2), self_play_env("badam-saat", 2)
    with pytest.raises(RuntimeError, match="reset"):
        batch.step(np.zeros(2, np.int64))
    now, _ = batch.reset(seed=1), twin.reset(seed=1)
    for wrong in (np.zeros(3, np.int64), np.zeros(2, np.float64), [[1, 2]]):
        with pytest.raises(ValueError, match="actions"):
            batch.step(wrong)
    actions = np.argmax(now.action_mask, 1)
    np.testing.assert_array_equal(batch.step(actions).observation,
                                  twin.step(actions).observation)
    with pytest.raises(ValueError, match="bots"):
        vector_env("badam-saat", 2, bots="search")
    with pytest.raises(ValueError, match="bots"):
        vector_env("badam-saat", 2, bots=["rules"])
    with pytest.raises(ValueError, match="seat"):
        vector_env("badam-saat", 2, seat=4)
    with pytest.raises(ValueError, match="num_envs"):
        self_play_env("badam-saat", 0)
    with pytest.raises(ValueError, match="one hand an episode"):
        self_play_env("badam-saat", 2, match=True)
    with pytest.raises(ValueError, match="players"):
        self_play_env("badam-saat", 2, players=9)

"""The learned player: its network's hand-written gradients, the self-play trainer's
targets, and the ``learned`` bot level that plays from the shipped weights."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from majlis import fast
from majlis.bots import RandomBot, load_bot
from majlis.games import make_game
from majlis.match import Match
from majlis.play import BotError, Players, play
from majlis.rl.dmc import Decisions, Settings, choose, greedy, margins, train
from majlis.rl.episode import Episode
from majlis.rl.learned import LearnedBot, player
from majlis.rl.mlp import Adam, Mlp
from majlis.rl.vector import SelfPlayBatch

needs_core = pytest.mark.skipif(not fast.has_vector_env(make_game("badam-saat")),
                                reason="the compiled core's batched environments are not built")


def test_the_gradients_are_the_finite_differences() -> None:
    net = Mlp.fresh([5, 7, 6, 3], seed=1)
    rng = np.random.default_rng(2)
    x = rng.standard_normal((4, 5)).astype(np.float32)
    target = rng.standard_normal((4, 3)).astype(np.float32)

    def loss() -> float:
        return float(((net(x).astype(np.float64) - target) ** 2).sum())

    outs = net.forward(x)
    grads = net.gradients(outs, 2 * (outs[-1] - target))
    for param, grad in zip(net.weights + net.biases, grads, strict=True):
        for index in [(0,) * param.ndim, tuple(s - 1 for s in param.shape)]:
            keep = param[index]
            param[index] = keep + 1e-2
            up = loss()
            param[index] = keep - 1e-2
            down = loss()
            param[index] = keep
            assert grad[index] == pytest.approx((up - down) / 2e-2, rel=2e-2, abs=1e-3)


def test_adam_fits_a_small_mapping(tmp_path: Path) -> None:
    net = Mlp.fresh([3, 16, 2], seed=0)
    adam = Adam(net, rate=1e-2)
    x = np.eye(3, dtype=np.float32)
    target = np.array([[1, -1], [0, 2], [-2, 0.5]], np.float32)
    for _ in range(500):
        outs = net.forward(x)
        adam.step(net.gradients(outs, 2 * (outs[-1] - target) / 3))
    assert np.abs(net(x) - target).max() < 0.05
    net.save(tmp_path / "net.npz")
    np.testing.assert_array_equal(Mlp.load(tmp_path / "net.npz")(x), net(x))


@needs_core
def test_each_decision_is_taught_its_seats_margin() -> None:
    game = make_game("badam-saat", {"players": 3})
    batch = SelfPlayBatch(game, 4)
    net = Mlp.fresh([116, 8, game.num_actions], seed=0)
    decisions = Decisions(4, 116)
    now, rng = batch.reset(seed=2), np.random.default_rng(0)
    sums = np.zeros((4, 3), np.float32)
    taught = 0
    while taught < 3:
        actions, choice = choose(net, now, 0.5, rng)
        assert (now.action_mask[np.arange(4), actions] == 1).all()
        seats = now.seat.copy()
        decisions.add(now, choice, actions)
        rows = {int(env): decisions.pending[env][-1] for env in choice}
        now = batch.step(actions)
        sums += now.rewards
        for env in np.flatnonzero(now.terminated):
            mine = list(decisions.pending[env])
            values = margins(sums[env])
            decisions.finish(int(env), values)
            assert values.sum() == pytest.approx(0, abs=1e-4)
            np.testing.assert_array_equal(decisions.target[mine],
                                          values[decisions.seat[mine]])
            assert decisions.pending[env] == [] and taught < 3
            sums[env] = 0
            taught += 1
        for env, row in rows.items():
            assert decisions.seat[row] == seats[env]


@needs_core
def test_a_short_training_run_changes_the_network() -> None:
    game = make_game("badam-saat", {"players": 2})
    settings = Settings(envs=8, hidden=(16,), learn_rows=64, minibatch=32)
    net = train(game, 1.0, settings, None, eval_every=10.0, eval_hands=8)
    assert net.inputs == 112 and net.outputs == game.num_actions
    assert not np.array_equal(net.weights[0], Mlp.fresh([112, 16, 65], 0).weights[0])


@pytest.mark.parametrize("game_id", ["badam-saat", "sedma"])
def test_the_learned_level_loads_the_shipped_weights_without_training(game_id: str) -> None:
    game = make_game(game_id)
    assert isinstance(load_bot("learned"), LearnedBot)
    coder, net = player(game)
    assert net.inputs == coder.layout.size and net.outputs == game.num_actions


@pytest.mark.parametrize(("game_id", "options"), [("badam-saat", {"games": 2}),
                                                  ("sedma", {"target": 12})])
def test_the_learned_bot_plays_whole_matches(game_id: str, options: dict[str, Any]) -> None:
    game = make_game(game_id, options)
    match: Match[Any] = Match(game, 5)
    bots = {0: LearnedBot(), 1: RandomBot(), 2: LearnedBot(), 3: RandomBot()}
    assert play(match, Players.streams(bots, 5, "bot")) > 0
    assert match.winners is not None


def test_a_game_without_weights_is_refused_clearly() -> None:
    for game in (make_game("badam-saat", {"players": 3}), make_game("badam-saat", {"players": 5})):
        match: Match[Any] = Match(game, 1)
        bots = {seat: LearnedBot() for seat in range(game.seats)}
        with pytest.raises(BotError, match=r"cannot play .* no weights"):
            play(match, Players.streams(bots, 1, "bot"))


@needs_core
def test_the_bot_chooses_as_the_trainer_on_the_same_view() -> None:
    game = make_game("badam-saat")
    _, net = player(game)
    batch = SelfPlayBatch(game, 6)
    now, rng = batch.reset(seed=9), np.random.default_rng(3)
    episodes = [Episode(game) for _ in range(6)]
    for env, episode in enumerate(episodes):
        episode.reset(int(now.episode_seed[env]))
    for _ in range(30):
        wanted = greedy(net, now.observation, now.action_mask)
        for env, episode in enumerate(episodes):
            seat = episode.to_move()
            assert seat is not None
            chosen = LearnedBot().act(game, episode.view(seat), episode.legal_actions(),
                                      random.Random(0))
            assert chosen == wanted[env] or len(episode.legal_actions()) == 1
        actions = np.argmax(rng.random(now.action_mask.shape) * now.action_mask, axis=1)
        now = batch.step(actions)
        for env, episode in enumerate(episodes):
            episode.act(int(actions[env]))
            if episode.done:
                episode.reset(int(now.episode_seed[env]))

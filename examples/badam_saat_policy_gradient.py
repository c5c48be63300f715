"""Train a small Badam Saat player with the Gymnasium interface, using numpy only.

The agent is a linear softmax policy over the legal actions (logits ``W x + b``,
``x`` the observation of :mod:`majlis.rl.encoding`), trained with REINFORCE and a
running-mean baseline against ``random`` bots at the three other seats.  The
environment's reward is the hand's score, negated (a penalty game): 0 for going
out first, minus the ranks left in hand otherwise; the agent learns from its
reward less the mean of the other seats' (:func:`relative_reward`).

Train (about two minutes on one core), then compare it with ``random`` in a
duplicate tournament, where the trained weights play as a bot class::

    python examples/badam_saat_policy_gradient.py train --episodes 30000
    PYTHONPATH=examples majlis tournament badam-saat --hands 1000 \\
        --bots badam_saat_policy_gradient:PolicyBot,random,random,random

The weights go to ``badam_saat_policy.npz`` beside this file (or the path in the
``MAJLIS_POLICY`` environment variable), which :class:`PolicyBot` loads.
"""

from __future__ import annotations

import argparse
import os
import random
import time
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from majlis.games import make_game
from majlis.protocol import Game, View
from majlis.rl import gym_env
from majlis.rl.adapters.registry import encoder
from majlis.rl.encoding import Encoder

GAME = "badam-saat"
OPTIONS = {"players": 4}
WEIGHTS = Path(os.environ.get("MAJLIS_POLICY", Path(__file__).with_name("badam_saat_policy.npz")))
REWARD_SCALE = 0.01
"""Penalties run to a few hundred points; scaled, the gradient steps stay small."""

Array = npt.NDArray[np.float64]


class LinearPolicy:
    """Softmax over the legal actions of ``W x + b``."""

    def __init__(self, inputs: int, actions: int) -> None:
        self.weights = np.zeros((actions, inputs))
        self.bias = np.zeros(actions)

    def probabilities(self, x: Array, mask: npt.NDArray[np.int8]) -> Array:
        logits = self.weights @ x + self.bias
        logits = np.where(mask > 0, logits, -np.inf)
        logits -= logits.max()
        odds: Array = np.exp(logits)
        odds /= odds.sum()
        return odds

    def save(self, path: Path) -> None:
        np.savez(path, weights=self.weights, bias=self.bias)

    @classmethod
    def load(cls, path: Path) -> LinearPolicy:
        data = np.load(path)
        policy = cls(data["weights"].shape[1], data["weights"].shape[0])
        policy.weights, policy.bias = data["weights"], data["bias"]
        return policy


def relative_reward(earned: tuple[float, ...]) -> float:
    """Seat 0's reward less the mean of the others': a tournament compares players at
    the same table, so what counts is losing fewer points than the table-mates."""
    return earned[0] - sum(earned[1:]) / (len(earned) - 1)


def train(episodes: int, batch: int, rate: float, seed: int) -> LinearPolicy:
    """REINFORCE against random bots, one hand per episode, updated every ``batch`` hands."""
    env = gym_env(GAME, seat=0, bots="random", **OPTIONS)
    policy = LinearPolicy(env.encoder.layout.size, env.game.num_actions)
    rng = np.random.default_rng(seed)
    baseline, started = 0.0, time.perf_counter()
    grad_w, grad_b = np.zeros_like(policy.weights), np.zeros_like(policy.bias)
    recent: list[float] = []
    for episode in range(episodes):
        observation, _ = env.reset(seed=seed * 1_000_003 + episode)
        steps_w, steps_b = np.zeros_like(policy.weights), np.zeros_like(policy.bias)
        done = False
        while not done:
            x = observation["observation"].astype(np.float64)
            p = policy.probabilities(x, observation["action_mask"])
            action = int(rng.choice(len(p), p=p))
            # d log p(action) / d logits = onehot(action) - p
            step = -p
            step[action] += 1.0
            steps_w += np.outer(step, x)
            steps_b += step
            observation, _, done, _, _ = env.step(action)
        total = relative_reward(env.episode.earned()) * REWARD_SCALE
        advantage = total - baseline
        baseline += 0.01 * (total - baseline)
        grad_w += advantage * steps_w
        grad_b += advantage * steps_b
        recent.append(total / REWARD_SCALE)
        if (episode + 1) % batch == 0:
            policy.weights += rate * grad_w / batch
            policy.bias += rate * grad_b / batch
            grad_w[:], grad_b[:] = 0.0, 0.0
        if (episode + 1) % 2000 == 0:
            print(f"episode {episode + 1:6d}  mean relative reward (last 2000) "
                  f"{np.mean(recent):7.2f}  {time.perf_counter() - started:5.0f} s")
            recent.clear()
    return policy


def evaluate(policy: LinearPolicy | None, hands: int, seed: int) -> float:
    """Mean reward per hand at seat 0 against random bots: greedy ``policy``, or random
    legal actions when None, on the same deals."""
    env = gym_env(GAME, seat=0, bots="random", **OPTIONS)
    rng = random.Random(seed)
    total = 0.0
    for hand in range(hands):
        observation, _ = env.reset(seed=10**9 + seed * 100_003 + hand)
        done = False
        while not done:
            mask = observation["action_mask"]
            if policy is None:
                action = rng.choice(np.flatnonzero(mask).tolist())
            else:
                p = policy.probabilities(observation["observation"].astype(np.float64), mask)
                action = int(np.argmax(p))
            observation, reward, done, _, _ = env.step(action)
            total += float(reward)
    return total / hands


class PolicyBot:
    """The trained policy as a majlis bot: it sees only its view and plays greedily."""

    name = "policy-gradient"

    def __init__(self) -> None:
        self.policy = LinearPolicy.load(WEIGHTS)
        self._encoders: dict[Game[Any], Encoder] = {}

    def act(self, game: Game[Any], view: View, legal: tuple[int, ...],
            rng: random.Random) -> int:
        if len(legal) == 1:
            return legal[0]
        coder = self._encoders.setdefault(game, encoder(game))
        mask = np.zeros(game.num_actions, dtype=np.int8)
        mask[list(legal)] = 1
        p = self.policy.probabilities(coder.encode(view).astype(np.float64), mask)
        return int(np.argmax(p))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=("train", "evaluate"))
    parser.add_argument("--episodes", type=int, default=30_000)
    parser.add_argument("--batch", type=int, default=16)
    parser.add_argument("--rate", type=float, default=0.05)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--hands", type=int, default=2000, help="hands to evaluate on")
    args = parser.parse_args()
    assert make_game(GAME, OPTIONS).seats == 4
    if args.command == "train":
        policy = train(args.episodes, args.batch, args.rate, args.seed)
        policy.save(WEIGHTS)
        print(f"wrote {WEIGHTS}")
    else:
        policy = LinearPolicy.load(WEIGHTS)
    trained = evaluate(policy, args.hands, args.seed)
    baseline = evaluate(None, args.hands, args.seed)
    print(f"mean reward per hand at seat 0 vs 3 random bots, {args.hands} hands: "
          f"trained {trained:.2f}, random {baseline:.2f}")


if __name__ == "__main__":
    main()

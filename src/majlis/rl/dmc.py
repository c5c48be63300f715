"""Deep Monte-Carlo self-play (as DouZero) on the batched environments, in numpy.

Every seat of ``--envs`` hands is played by one network that gives each legal action a
value (:class:`~majlis.rl.mlp.Mlp`, the observation in, one value per action id out),
greedy but for a random legal action with chance ``--epsilon``.  When a hand ends, each
decision a seat made in it with more than one legal action is taught the hand's outcome
for that seat: its points less the mean of the other seats' points (what a duplicate
tournament compares), over a scale of the points one hand can give.  No bootstrapping,
no replay of old hands: each decision is learnt from once, as soon as its hand is over.

Every ``--eval-every`` seconds the greedy network plays ``--eval-hands`` hands at seat 0
against the core's ``rules`` bots; the learning curve (CSV) records them.

    python -m majlis.rl.dmc badam-saat --minutes 10 --out badam.npz --curve badam.csv
"""

from __future__ import annotations

import argparse
import csv
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from majlis.games import make_game
from majlis.protocol import Game
from majlis.rl.episode import hand_bounds
from majlis.rl.mlp import Adam, Mlp
from majlis.rl.vector import Batch, MajlisVectorEnv, SelfPlayBatch

CURVE_FIELDS = ("seconds", "hands", "decisions", "loss", "points", "margin", "won", "cpu")
"""The learning curve's columns: wall seconds, hands played, decisions learnt from, the
latest mean squared error, then against the rules bots the mean points, the margin over
them and the share of hands won; and the CPU seconds the process has used."""


@dataclass(frozen=True)
class Settings:
    envs: int = 512
    hidden: tuple[int, ...] = (256, 256)
    rate: float = 3e-4
    epsilon: float = 0.05
    minibatch: int = 1024
    learn_rows: int = 8192
    """How many finished decisions are gathered before they are learnt from."""
    seed: int = 0


def greedy(net: Mlp, observation: npt.NDArray[np.float32],
           mask: npt.NDArray[np.int8]) -> npt.NDArray[np.int64]:
    """The network's best legal action per row."""
    values = net(observation)
    values[mask == 0] = -np.inf
    return np.asarray(values.argmax(axis=1), np.int64)


def choose(net: Mlp, now: Batch, epsilon: float,
           rng: np.random.Generator) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.intp]]:
    """Each env's action, and the envs whose decision had a choice (the ones to learn)."""
    actions = now.action_mask.argmax(axis=1)
    choice = np.flatnonzero(now.action_mask.sum(axis=1) > 1)
    if choice.size:
        mask = now.action_mask[choice]
        picked = greedy(net, now.observation[choice], mask)
        explore = rng.random(choice.size) < epsilon
        picked[explore] = (rng.random(mask.shape) * mask)[explore].argmax(axis=1)
        actions[choice] = picked
    return actions, choice


def margins(points: npt.NDArray[np.float32]) -> npt.NDArray[np.float32]:
    """Each seat's points less the mean of the other seats' (rows of hands)."""
    seats = points.shape[-1]
    others = (points.sum(axis=-1, keepdims=True) - points) / (seats - 1)
    return np.asarray(points - others, np.float32)


class Decisions:
    """The decisions of the hands in play, kept until their hand is over (a ring)."""

    def __init__(self, envs: int, size: int, per_env: int = 512) -> None:
        self.capacity = envs * per_env
        self.per_env = per_env
        self.observation = np.zeros((self.capacity, size), np.float32)
        self.action = np.zeros(self.capacity, np.int64)
        self.seat = np.zeros(self.capacity, np.int64)
        self.target = np.zeros(self.capacity, np.float32)
        self.pending: list[list[int]] = [[] for _ in range(envs)]
        self.ready: list[int] = []
        self.next = 0

    def add(self, now: Batch, choice: npt.NDArray[np.intp],
            actions: npt.NDArray[np.int64]) -> None:
        rows = (self.next + np.arange(choice.size)) % self.capacity
        self.next += choice.size
        self.observation[rows] = now.observation[choice]
        self.action[rows] = actions[choice]
        self.seat[rows] = now.seat[choice]
        for row, env in zip(rows.tolist(), choice.tolist(), strict=True):
            self.pending[env].append(row)
            if len(self.pending[env]) > self.per_env:
                raise RuntimeError("a hand outlasted the ring of decisions")

    def finish(self, env: int, values: npt.NDArray[np.float32]) -> None:
        """Env's hand is over: each of its decisions is taught its seat's value."""
        rows = np.array(self.pending[env], np.int64)
        self.target[rows] = values[self.seat[rows]]
        self.ready.extend(self.pending[env])
        self.pending[env] = []


def learn(net: Mlp, adam: Adam, decisions: Decisions, minibatch: int,
          rng: np.random.Generator) -> float:
    """One pass over the finished decisions; their mean squared error."""
    rows = rng.permutation(np.array(decisions.ready, np.int64))
    decisions.ready = []
    total = 0.0
    for start in range(0, rows.size, minibatch):
        part = rows[start:start + minibatch]
        outs = net.forward(decisions.observation[part])
        picked = np.arange(part.size)
        error = outs[-1][picked, decisions.action[part]] - decisions.target[part]
        grad = np.zeros_like(outs[-1])
        grad[picked, decisions.action[part]] = 2.0 * error / part.size
        adam.step(net.gradients(outs, grad))
        total += float((error ** 2).sum())
    return total / max(rows.size, 1)


def evaluate(game: Game[Any], net: Mlp, hands: int, seed: int,
             envs: int = 256) -> tuple[float, float, float]:
    """The greedy network at seat 0 against the core's rules bots for ``hands`` hands: its
    mean points, its mean margin over the other seats, and how often its points were the
    best of the table."""
    env = MajlisVectorEnv(game, min(envs, hands), seat=0, bots="rules")
    observation, _ = env.reset(seed=seed)
    sums = np.zeros((env.num_envs, game.seats), np.float32)
    finished: list[npt.NDArray[np.float32]] = []
    while len(finished) < hands:
        actions = greedy(net, observation["observation"], observation["action_mask"])
        observation, _, terminated, _, info = env.step(actions)
        sums += info["rewards"]
        finished.extend(sums[terminated])
        sums[terminated] = 0
    points = np.array(finished[:hands])
    won = points[:, 0] >= points.max(axis=1)
    return float(points[:, 0].mean()), float(margins(points)[:, 0].mean()), float(won.mean())


def train(game: Game[Any], seconds: float, settings: Settings, curve: Path | None,
          eval_every: float, eval_hands: int, start: Mlp | None = None) -> Mlp:
    """A network trained by self-play for ``seconds`` of wall time, from ``start`` (a
    network trained before) or from scratch."""
    batch = SelfPlayBatch(game, settings.envs)
    rng = np.random.default_rng(settings.seed)
    now = batch.reset(seed=settings.seed)
    size = now.observation.shape[1]
    net = start or Mlp.fresh([size, *settings.hidden, game.num_actions], settings.seed)
    adam = Adam(net, settings.rate)
    decisions = Decisions(settings.envs, size)
    sums = np.zeros((settings.envs, game.seats), np.float32)
    scale = max(abs(b) for b in hand_bounds(game)) / 8
    _curve_row(curve, CURVE_FIELDS, "w")
    started = time.monotonic()
    hands = learnt = 0
    loss = float("nan")
    next_eval = 0.0
    while (elapsed := time.monotonic() - started) < seconds:
        if elapsed >= next_eval:
            _record(curve, game, net, elapsed, hands, learnt, loss, eval_hands)
            next_eval += eval_every
        actions, choice = choose(net, now, settings.epsilon, rng)
        decisions.add(now, choice, actions)
        now = batch.step(actions)
        sums += now.rewards
        for env in np.flatnonzero(now.terminated):
            decisions.finish(int(env), margins(sums[env]) / scale)
            sums[env] = 0
            hands += 1
        if len(decisions.ready) >= settings.learn_rows:
            learnt += len(decisions.ready)
            loss = learn(net, adam, decisions, settings.minibatch, rng)
    _record(curve, game, net, time.monotonic() - started, hands, learnt, loss, eval_hands)
    return net


def _curve_row(path: Path | None, row: tuple[Any, ...], mode: str = "a") -> None:
    if path is not None:
        with path.open(mode, newline="", encoding="utf-8") as out:
            csv.writer(out).writerow(row)


def _record(curve: Path | None, game: Game[Any], net: Mlp, elapsed: float, hands: int, learnt: int,
            loss: float, eval_hands: int) -> None:
    points, margin, won = evaluate(game, net, eval_hands, seed=12345)
    row = (round(elapsed, 1), hands, learnt, round(loss, 4), round(points, 3),
           round(margin, 3), round(won, 4), round(time.process_time(), 1))
    print(" ".join(f"{k}={v}" for k, v in zip(CURVE_FIELDS, row, strict=True)), flush=True)
    _curve_row(curve, row)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game", help="a game id (badam-saat ...)")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                        help="a game option (repeat for more)")
    parser.add_argument("--minutes", type=float, default=10.0)
    parser.add_argument("--out", type=Path, required=True, help="where the weights go (.npz)")
    parser.add_argument("--curve", type=Path, help="the learning curve (CSV)")
    parser.add_argument("--start", type=Path, help="go on training these weights (.npz)")
    parser.add_argument("--eval-every", type=float, default=60.0, help="seconds")
    parser.add_argument("--eval-hands", type=int, default=2000)
    parser.add_argument("--envs", type=int, default=Settings.envs)
    parser.add_argument("--epsilon", type=float, default=Settings.epsilon)
    parser.add_argument("--rate", type=float, default=Settings.rate, help="Adam's step size")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    options = dict(item.split("=", 1) for item in args.option)
    game = make_game(args.game, {k: int(v) if v.isdigit() else v for k, v in options.items()})
    settings = Settings(envs=args.envs, epsilon=args.epsilon, rate=args.rate, seed=args.seed)
    start = Mlp.load(args.start) if args.start else None
    net = train(game, args.minutes * 60, settings, args.curve, args.eval_every, args.eval_hands,
                start)
    net.save(args.out)


if __name__ == "__main__":
    main()

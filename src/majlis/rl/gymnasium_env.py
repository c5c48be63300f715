"""A Gymnasium single-agent environment: the learner at one seat, bots at the others.

The bots are majlis bots (:func:`majlis.bots.load_bot`): they see only their
seat's view, with a random generator drawn from the episode's seed for each seat.
Observations, the action space and rewards are those of the PettingZoo
environment (:mod:`majlis.rl.pettingzoo_env`), for the learner's seat; a step's
reward adds up what the learner earned through the bots' actions that followed.

An illegal action ends the episode (``terminated``) with the lowest reward a hand
can give, and ``info["illegal"]`` says why; nothing is replaced by a legal action.

>>> from majlis.games import make_game
>>> env = MajlisGymEnv(make_game("badam-saat", {"players": 2}), bots="random")
>>> observation, info = env.reset(seed=3)
>>> observation["action_mask"].sum() >= 1
np.True_
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, SupportsFloat

import gymnasium
import numpy as np

from majlis.bots import Bot, load_bot
from majlis.play import Players, play
from majlis.protocol import Game, IllegalAction
from majlis.rl import env_name
from majlis.rl.adapters.registry import encoder
from majlis.rl.encoding import Mask, action_mask
from majlis.rl.episode import Episode, hand_bounds
from majlis.rl.pettingzoo_env import (
    RENDER_MODES,
    Observation,
    check_render_mode,
    observation_space,
    rendered,
    seed_value,
)
from majlis.rl.render import ansi
from majlis.rng import stream

BotSpec = str | Bot


class MajlisGymEnv(gymnasium.Env[Observation, np.int64]):
    """One seat of a majlis game as a Gymnasium environment."""

    def __init__(self, game: Game[Any], seat: int = 0, bots: BotSpec | Sequence[BotSpec] = "rules",
                 match: bool = False, reward: str = "points",
                 render_mode: str | None = None) -> None:
        if isinstance(seat, bool) or not (isinstance(seat, int | np.integer)
                                          and 0 <= seat < game.seats):
            raise ValueError(f"seat must be 0..{game.seats - 1}, not {seat!r}")
        check_render_mode(render_mode)
        self.game = game
        self.seat = int(seat)
        self.bots = _seat_bots(game, seat, bots)
        self.episode = Episode(game, match, reward)
        self.encoder = encoder(game)
        self.render_mode = render_mode
        self.metadata = {"render_modes": RENDER_MODES, "name": env_name(game.id)}
        self.observation_space = observation_space(self.encoder.layout.size, game.num_actions)
        self.action_space = gymnasium.spaces.Discrete(game.num_actions)
        self.illegal_reward = hand_bounds(game)[0] if reward == "points" else 0.0
        self._players = Players.streams(self.bots, 0, "bot")

    def reset(self, *, seed: int | None = None,
              options: dict[str, Any] | None = None) -> tuple[Observation, dict[str, Any]]:
        seed = seed_value(seed)
        super().reset(seed=seed)
        match_seed = seed if seed is not None else int(self.np_random.integers(2**63))
        # An episode can only start once the learner has something to do.
        for attempt in range(1000):
            episode_seed = match_seed if not attempt else int(stream(match_seed, attempt)
                                                               .getrandbits(63))
            self.episode.reset(episode_seed)
            self._players = Players.streams(self.bots, episode_seed, "bot")
            self._bots_play()
            if not self.episode.done:
                self._show()
                return self._observe(), {}
        raise RuntimeError(f"{self.game.id}: the learner's seat never got to act")

    def step(self, action: np.int64 | int) -> tuple[Observation, SupportsFloat, bool, bool,
                                                     dict[str, Any]]:
        before = self.episode.earned()[self.seat]
        try:
            self.episode.act(action)
        except IllegalAction as error:
            self.episode.stop()
            self._show()
            return self._observe(), self.illegal_reward, True, False, {"illegal": str(error)}
        self._bots_play()
        reward = self.episode.earned()[self.seat] - before
        self._show()
        return self._observe(), reward, self.episode.done, False, {}

    def action_masks(self) -> Mask:
        """The learner's legal actions as a 0/1 mask (all 0 once the episode is over)."""
        return action_mask(self.game.num_actions, self.episode.legal_actions())

    def render(self) -> str | None:
        return rendered(self.render_mode, lambda: ansi(self.game, self.episode.view(self.seat)))

    def _show(self) -> None:
        if self.render_mode == "human":
            self.render()

    def _bots_play(self) -> None:
        play(self.episode, self._players)

    def _observe(self) -> Observation:
        return {"observation": self.encoder.encode(self.episode.view(self.seat)),
                "action_mask": self.action_masks()}


def _seat_bots(game: Game[Any], seat: int,
               bots: BotSpec | Sequence[BotSpec]) -> dict[int, Bot]:
    """A bot for every seat but the learner's: one spec for all, or one per seat in order."""
    others = [s for s in range(game.seats) if s != seat]
    specs: list[Any] = [bots] * len(others)
    if isinstance(bots, Sequence) and not isinstance(bots, str):
        specs = list(bots)
    if len(specs) != len(others):
        raise ValueError(f"{game.id} needs {len(others)} bots besides the learner, "
                         f"not {len(specs)}")
    return {s: _bot(spec) for s, spec in zip(others, specs, strict=True)}


def _bot(spec: Any) -> Bot:
    """The bot a spec names (a level or an import path), or the bot it is; ``TypeError``
    for anything else (a number, a bot's class), before it is asked to play."""
    if isinstance(spec, str):
        return load_bot(spec)
    if isinstance(spec, Bot) and not isinstance(spec, type):
        return spec
    raise TypeError(f"a bot is a level, an import path or an object with "
                    f"act(game, view, legal, rng), not {spec!r}")

"""PettingZoo AEC environments: every seat an agent, seeing only its view.

Agents are ``player_0`` .. ``player_{N-1}`` (agent ``k`` plays seat ``k``).  The
action space is ``Discrete(game.num_actions)`` over the game's card or tile ids
and specials; an observation is a dict of ``observation`` (the seat's view, see
:mod:`majlis.rl.encoding`) and ``action_mask`` (1 for each legal action of the
agent to move, all 0 for the others).  ``reset(seed=s)`` fixes the whole
episode, dealing as ``Match(game, s)`` does; rewards are described in
:mod:`majlis.rl.episode`.  An illegal action raises
:class:`~majlis.protocol.IllegalAction`: the mask says what is legal.

>>> from majlis.games import make_game
>>> env = MajlisAECEnv(make_game("sedma"))
>>> env.reset(seed=1)
>>> env.metadata["name"], int(env.action_space("player_0").n)
('sedma_v0', 29)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv  # type: ignore[import-untyped]

from majlis.protocol import Game
from majlis.rl import env_name
from majlis.rl.adapters.registry import encoder
from majlis.rl.encoding import action_mask
from majlis.rl.episode import Episode
from majlis.rl.render import ansi
from majlis.rng import Rng

Observation = dict[str, Any]


def observation_space(size: int, num_actions: int) -> spaces.Dict:
    """An observation vector in [0, 1] and a 0/1 mask over the actions."""
    return spaces.Dict({
        "observation": spaces.Box(0.0, 1.0, (size,), np.float32),
        "action_mask": spaces.Box(0, 1, (num_actions,), np.int8),
    })


RENDER_MODES = ["ansi", "human"]


def check_render_mode(mode: Any) -> None:
    """Refuse a render mode the environments do not offer."""
    if mode is not None and mode not in RENDER_MODES:
        raise ValueError(f"render_mode must be None, 'ansi' or 'human', not {mode!r}")


def rendered(mode: str | None, text: Callable[[], str]) -> str | None:
    """What ``render()`` gives in ``mode``: the text (``"ansi"``), or None once the text
    is printed (``"human"``, for which the environments also render every step); with
    no mode, a warning and None."""
    if mode is None:
        gymnasium.logger.warn("render() needs render_mode='ansi' or 'human'")
        return None
    if mode == "human":
        print(text())
        return None
    return text()


def seed_value(seed: Any) -> int | None:
    """``seed`` as a Python int (a numpy integer too, which Gymnasium's own seeding
    refuses), or None; refuse anything else, or a number below 0, as Gymnasium does."""
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int | np.integer)):
        raise TypeError(f"seed must be a whole number or None, not {seed!r}")
    if seed is not None and seed < 0:
        raise ValueError(f"seed must be 0 or more, not {seed!r}")
    return None if seed is None else int(seed)


class MajlisAECEnv(AECEnv[str, Observation, int]):  # type: ignore[misc]
    """One majlis game as a PettingZoo AEC environment."""

    def __init__(self, game: Game[Any], match: bool = False, reward: str = "points",
                 render_mode: str | None = None) -> None:
        super().__init__()
        check_render_mode(render_mode)
        self.game = game
        self.episode = Episode(game, match, reward)
        self.encoder = encoder(game)
        self.render_mode = render_mode
        self.metadata = {"render_modes": RENDER_MODES, "name": env_name(game.id),
                         "is_parallelizable": False}
        self.possible_agents = [f"player_{seat}" for seat in range(game.seats)]
        self.agents: list[str] = []
        self.agent_selection = self.possible_agents[0]
        space = observation_space(self.encoder.layout.size, game.num_actions)
        self.observation_spaces = dict.fromkeys(self.possible_agents, space)
        self.action_spaces = {agent: spaces.Discrete(game.num_actions)
                              for agent in self.possible_agents}
        self._seeds = Rng()

    def observation_space(self, agent: str) -> gymnasium.spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> gymnasium.spaces.Space[Any]:
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        seed = seed_value(seed)
        if seed is not None:
            self._seeds = Rng(seed)
        # A given seed deals as Match(game, seed) does, so records can be compared.
        self.episode.reset(seed if seed is not None else self._seeds.getrandbits(63))
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in self.agents}
        self.agent_selection = self._agent(self.episode.to_move())
        self._show()

    def observe(self, agent: str) -> Observation:
        seat = self.possible_agents.index(agent)
        legal = self.episode.legal_actions() if seat == self.episode.to_move() else ()
        return {"observation": self.encoder.encode(self.episode.view(seat)),
                "action_mask": action_mask(self.game.num_actions, legal)}

    def step(self, action: int | None) -> None:
        if not self.agents:
            raise ValueError("no episode is in play: reset() first")
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise ValueError(f"{agent} is to move: None is only for agents that are done")
        rewards = self.episode.act(action)  # first: a refused action changes nothing
        self._cumulative_rewards[agent] = 0.0
        self.rewards = dict(zip(self.possible_agents, rewards, strict=True))
        if self.episode.done:
            self.terminations = dict.fromkeys(self.agents, True)
        else:
            self.agent_selection = self._agent(self.episode.to_move())
        self._accumulate_rewards()
        self._show()

    def render(self) -> str | None:
        return rendered(self.render_mode, self._text)

    def _text(self) -> str:
        board = ansi(self.game, self.episode.view(self.possible_agents.index(
            self.agent_selection)))
        return f"{board}\nearned: {' '.join(f'{e:g}' for e in self.episode.earned())}"

    def _show(self) -> None:
        if self.render_mode == "human":
            self.render()

    def close(self) -> None:
        """Nothing to release."""

    def _agent(self, seat: int | None) -> str:
        return self.possible_agents[seat if seat is not None else 0]

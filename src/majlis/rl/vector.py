"""Batched environments: many hands of one game stepped at once in the compiled core.

Every step is one call into C for all the envs, with numpy arrays in and out and no
Python object per env; observations are the same vectors as the other environments'
(:mod:`majlis.rl.encoding`, encoded in C), and so are the episodes, rewards and bots.

- :class:`SelfPlayBatch`: every seat learns; each step gives, for every env, the seat
  to decide, its observation and mask, and every seat's rewards.
- :class:`MajlisVectorEnv`: Gymnasium's vector API for one learning seat, the built-in
  ``rules`` or ``random`` bots playing the others in C.

An episode is one hand (a voided hand followed by its redeal) with ``points`` rewards.
Env ``i``'s ``k``-th episode after ``reset(seed=s)`` deals as ``Match(game, e)`` does for
``e = key_seed(f"{s}/{i}/{k}") >> 1`` (:func:`episode_seed`), and the random bots draw
from ``stream(e, "bot", seat)``, as in :class:`~majlis.rl.gymnasium_env.MajlisGymEnv`
seeded with ``e``: the ``episode_seed`` of each step's infos says which.  Once an episode
ends the env starts its next one in the same step (Gymnasium's same-step autoreset).

>>> from majlis.games import make_game
>>> batch = SelfPlayBatch(make_game("badam-saat"), 8)
>>> first = batch.reset(seed=1)
>>> first.observation.shape, first.action_mask.shape, first.rewards.shape
((8, 120), (8, 65), (8, 4))
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import gymnasium
import numpy as np
import numpy.typing as npt
from gymnasium.vector import AutoresetMode, VectorEnv

from majlis import fast
from majlis.protocol import Game
from majlis.rl import env_name
from majlis.rl.adapters.registry import encoder
from majlis.rl.episode import hand_bounds
from majlis.rl.pettingzoo_env import observation_space, seed_value
from majlis.rng import key_seed

LEARNER, RULES, RANDOM = 0, 1, 2
BOTS = {"rules": RULES, "random": RANDOM}
"""The bots the core plays at the seats that do not learn."""

def episode_seed(seed: int, env: int, episode: int) -> int:
    """The seed of env ``env``'s ``episode``-th episode (from 0) after ``reset(seed)``."""
    return key_seed(f"{seed}/{env}/{episode}") >> 1


@dataclass(frozen=True)
class Batch:
    """What one reset or step gives, a row per env: the observation, mask and seat of the
    decision each env waits for, each seat's rewards since the env's previous decision,
    whether an episode ended in the step (the env has begun its next one), whether on an
    illegal action (its seat gets the lowest reward a hand can give), the ended hand as
    the learning seat saw it (one learning seat only) and each env's episode seed."""

    observation: npt.NDArray[np.float32]
    action_mask: npt.NDArray[np.int8]
    seat: npt.NDArray[np.int32]
    rewards: npt.NDArray[np.float32]
    terminated: npt.NDArray[np.bool_]
    illegal: npt.NDArray[np.bool_]
    final_observation: npt.NDArray[np.float32]
    episode_seed: npt.NDArray[np.int64]


class _Core:
    """The core's envs and the arrays they write (overwritten by every call)."""

    def __init__(self, game: Game[Any], num_envs: int, players: tuple[int, ...]) -> None:
        if not fast.has_vector_env(game):
            raise ValueError(f"the compiled core has no batched environment of {game.id}"
                             + ("" if fast.core is not None else " (the core is not built)"))
        if isinstance(num_envs, bool) or not isinstance(num_envs, int | np.integer):
            raise TypeError(f"num_envs must be a whole number, not {num_envs!r}")
        self.game = game
        self.num_envs = int(num_envs)
        size, actions, seats = encoder(game).layout.size, game.num_actions, game.seats
        n = max(self.num_envs, 1)
        self.arrays = (np.zeros((n, size), np.float32), np.zeros((n, actions), np.int8),
                       np.zeros(n, np.int32), np.zeros((n, seats), np.float32),
                       np.zeros(n, np.int8), np.zeros(n, np.int8),
                       np.zeros((n, size), np.float32), np.zeros(n, np.int64))
        self.envs = fast.vector_env(game, self.num_envs, players, hand_bounds(game)[0],
                                    self.arrays)

    def batch(self) -> Batch:
        obs, mask, seat, rewards, terminated, illegal, final, seeds = self.arrays
        return Batch(obs, mask, seat, rewards, terminated.view(np.bool_), illegal.view(np.bool_),
                     final, seeds)

    def reset(self, seed: int | None) -> Batch:
        seed = seed_value(seed)
        self.arrays[3].fill(0)
        self.arrays[4].fill(0)
        self.arrays[5].fill(0)
        self.envs.reset(seed if seed is not None else int(np.random.default_rng().integers(2**63)))
        return self.batch()

    def step(self, actions: Any) -> Batch:
        chosen = np.asarray(actions)
        if chosen.shape != (self.num_envs,) or chosen.dtype.kind not in "iu":
            raise ValueError(f"actions must be {self.num_envs} integer action ids, "
                             f"not an array of shape {chosen.shape} and type {chosen.dtype}")
        self.envs.step(np.ascontiguousarray(chosen, dtype=np.int64))
        return self.batch()


class SelfPlayBatch:
    """Self-play: ``num_envs`` hands of ``game`` at once, every seat a learner.

    ``reset(seed)`` and ``step(actions)`` (one action per env, for its seat to decide)
    return a :class:`Batch` of the envs' own arrays, overwritten by the next call: copy
    what you keep."""

    def __init__(self, game: Game[Any], num_envs: int) -> None:
        self._core = _Core(game, num_envs, (LEARNER,) * game.seats)
        self.game = game
        self.num_envs = self._core.num_envs

    def reset(self, seed: int | None = None) -> Batch:
        return self._core.reset(seed)

    def step(self, actions: Any) -> Batch:
        return self._core.step(actions)


Observation = dict[str, npt.NDArray[Any]]


class MajlisVectorEnv(VectorEnv[Observation, npt.NDArray[np.int64], npt.NDArray[Any]]):
    """One learning seat of ``num_envs`` hands at once, Gymnasium's vector API: the other
    seats are played in C by ``bots`` (``"rules"`` or ``"random"``, or one per other seat
    in seat order).  Observations are dicts of ``observation`` and ``action_mask``; the
    infos give ``episode_seed``, ``illegal``, every seat's ``rewards`` (one row per env)
    and, for the envs whose episode ended, ``final_obs`` (with ``_final_obs`` saying
    which)."""

    def __init__(self, game: Game[Any], num_envs: int, seat: int = 0,
                 bots: str | Sequence[str] = "rules") -> None:
        if isinstance(seat, bool) or not (isinstance(seat, int | np.integer)
                                          and 0 <= seat < game.seats):
            raise ValueError(f"seat must be 0..{game.seats - 1}, not {seat!r}")
        self._core = _Core(game, num_envs, _players(game, int(seat), bots))
        self.game = game
        self.seat = int(seat)
        self.num_envs = self._core.num_envs
        self.metadata = {"autoreset_mode": AutoresetMode.SAME_STEP, "name": env_name(game.id)}
        size = self._core.arrays[0].shape[1]
        self.single_observation_space = observation_space(size, game.num_actions)
        self.single_action_space = gymnasium.spaces.Discrete(game.num_actions)
        self.observation_space = gymnasium.vector.utils.batch_space(
            self.single_observation_space, self.num_envs)
        self.action_space = gymnasium.vector.utils.batch_space(
            self.single_action_space, self.num_envs)

    def reset(self, *, seed: int | list[int] | None = None,
              options: dict[str, Any] | None = None) -> tuple[Observation, dict[str, Any]]:
        if isinstance(seed, list):
            raise TypeError("seed is one whole number for all the envs (or None)")
        batch = self._core.reset(seed)
        return self._observe(batch), {"episode_seed": batch.episode_seed.copy()}

    def step(self, actions: Any) -> tuple[Observation, npt.NDArray[np.float32],
                                          npt.NDArray[np.bool_], npt.NDArray[np.bool_],
                                          dict[str, Any]]:
        batch = self._core.step(actions)
        terminated = batch.terminated.copy()
        infos: dict[str, Any] = {"episode_seed": batch.episode_seed.copy(),
                                 "illegal": batch.illegal.copy(),
                                 "rewards": batch.rewards.copy()}
        if terminated.any():
            final = np.full(self.num_envs, None, dtype=object)
            for env in np.flatnonzero(terminated):
                final[env] = {"observation": batch.final_observation[env].copy(),
                              "action_mask": np.zeros(self.game.num_actions, np.int8)}
            infos["final_obs"], infos["_final_obs"] = final, terminated.copy()
        return (self._observe(batch), batch.rewards[:, self.seat].copy(), terminated,
                np.zeros(self.num_envs, np.bool_), infos)

    def action_masks(self) -> npt.NDArray[np.int8]:
        """Each env's legal actions for the learner, as a 0/1 mask."""
        return self._core.arrays[1].copy()

    @staticmethod
    def _observe(batch: Batch) -> Observation:
        return {"observation": batch.observation.copy(), "action_mask": batch.action_mask.copy()}


def _players(game: Game[Any], seat: int, bots: str | Sequence[str]) -> tuple[int, ...]:
    """Who plays each seat: the learner at ``seat``, the named bots at the others."""
    others = game.seats - 1
    names = [bots] * others if isinstance(bots, str) else list(bots)
    if len(names) != others or any(name not in BOTS for name in names):
        raise ValueError(f"bots: 'rules' or 'random', or a list of {others} of them "
                         f"(the bots the core plays), not {bots!r}")
    players = [BOTS[name] for name in names]
    players.insert(seat, LEARNER)
    return tuple(players)

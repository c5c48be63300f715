"""Research interfaces: PettingZoo, Gymnasium and OpenSpiel for every majlis game.

- :func:`aec_env` builds a PettingZoo AEC environment (every seat an agent);
- :func:`gym_env` builds a Gymnasium environment (one learner, bots elsewhere);
- :func:`vector_env` and :func:`self_play_env` build batched environments stepped in the
  compiled core (:mod:`majlis.rl.vector`);
- importing :mod:`majlis.rl.openspiel` registers every game with pyspiel as
  ``majlis_<game>`` (``majlis_badam_saat`` ...).

``game`` is a record id (``badam-saat``) or an environment name (``badam_saat_v0``);
the other keyword arguments are the game's options, plus the environment's own
(``match``, ``reward``, ``render_mode``).  Learners only ever see views, encoded
by :mod:`majlis.rl.encoding`.  These need the ``rl`` extra:
``pip install 'majlis[rl]'``.

>>> env = aec_env("badam-saat", players=3)
>>> env.reset(seed=0)
>>> sorted(env.agents)
['player_0', 'player_1', 'player_2']
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from majlis.games import game_class, game_ids, make_game
from majlis.protocol import Game

if TYPE_CHECKING:
    from majlis.rl.gymnasium_env import BotSpec, MajlisGymEnv
    from majlis.rl.pettingzoo_env import MajlisAECEnv
    from majlis.rl.vector import MajlisVectorEnv, SelfPlayBatch

VERSION = 0
"""The version of the environments, in their names (``badam_saat_v0``)."""
ENV_OPTIONS = ("match", "reward", "render_mode")
"""Keyword arguments that belong to the environment rather than the game."""


def aec_env(game: str, **options: Any) -> MajlisAECEnv:
    """The PettingZoo AEC environment of ``game`` under ``options``."""
    from majlis.rl.pettingzoo_env import MajlisAECEnv

    rules, settings = _split(game, options)
    return MajlisAECEnv(rules, **settings)


def gym_env(game: str, seat: int = 0, bots: BotSpec | Sequence[BotSpec] = "rules",
            **options: Any) -> MajlisGymEnv:
    """The Gymnasium environment of ``game``: the learner at ``seat``, ``bots`` (a
    level, an import path, a bot, or one of these per other seat) elsewhere."""
    from majlis.rl.gymnasium_env import MajlisGymEnv

    rules, settings = _split(game, options)
    return MajlisGymEnv(rules, seat, bots, **settings)


def vector_env(game: str, num_envs: int, seat: int = 0, bots: str | Sequence[str] = "rules",
               **options: Any) -> MajlisVectorEnv:
    """Gymnasium's vector API over ``num_envs`` hands of ``game`` stepped in the compiled
    core: the learner at ``seat``, the core's ``bots`` (``rules`` or ``random``, or one per
    other seat) elsewhere."""
    from majlis.rl.vector import MajlisVectorEnv

    return MajlisVectorEnv(_batched(game, options), num_envs, seat, bots)


def self_play_env(game: str, num_envs: int, **options: Any) -> SelfPlayBatch:
    """``num_envs`` hands of ``game`` stepped in the compiled core, every seat a learner."""
    from majlis.rl.vector import SelfPlayBatch

    return SelfPlayBatch(_batched(game, options), num_envs)


def env_name(game_id: str) -> str:
    """The versioned environment name of a game: ``badam-saat`` -> ``badam_saat_v0``."""
    return f"{game_id.replace('-', '_')}_v{VERSION}"


def game_id(name: str) -> str:
    """The record id of a game id or a versioned environment name (of this version
    only); ``InvalidOptions`` (as from :func:`~majlis.games.make_game`) for anything
    else."""
    named = next((known for known in game_ids() if env_name(known) == name), name)
    return game_class(named).id


def _batched(game: str, options: dict[str, Any]) -> Game[Any]:
    """The game of a batched environment, which plays one hand an episode for points."""
    rules, settings = _split(game, options)
    if settings.get("match", False) or settings.get("reward", "points") != "points" \
            or settings.get("render_mode") is not None:
        raise ValueError("the batched environments play one hand an episode with points "
                         "rewards and do not render")
    return rules


def _split(game: str, options: dict[str, Any]) -> tuple[Game[Any], dict[str, Any]]:
    settings = {key: options.pop(key) for key in ENV_OPTIONS if key in options}
    return make_game(game_id(game), options), settings

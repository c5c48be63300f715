"""The ``rules`` bot: plays each game the way its per-game module says good players do.

Every game has a module ``majlis.bots.<game module name>`` (the contract is in
``notes/bots.md``) offering ``rules_action(game, view, legal, rng)``, the choice of
a player who knows the table, the counts and the advice of the game's texts, and
``sample_state(game, view, rng)``, a full hand drawn from the deals that agree
with what the view shows (used by :class:`majlis.bots.search.SearchBot`).
A module may also offer ``playout(game, state, rng)``, the hand played to its end
with every seat following a fast form of its rules on its own cards;
``sampler(game, view, rng)``, an iterator of sampled deals for one decision (a
hand-reading Markov chain, say); and ``WIN_BONUS``, what the search adds to the
value of winning the hand.
"""

from __future__ import annotations

import importlib
import random
from typing import Any, Protocol, cast

from majlis.protocol import Game, View


class GameBots(Protocol):
    """What a per-game bot module offers (``playout``, ``sampler`` and ``WIN_BONUS``
    are optional)."""

    def rules_action(self, game: Any, view: Any, legal: tuple[int, ...],
                     rng: random.Random) -> int: ...

    def sample_state(self, game: Any, view: Any, rng: random.Random) -> Any: ...


def game_module(game: Game[Any]) -> GameBots:
    """The per-game bot module of ``game`` (``majlis.bots.badam_saat`` for Badam Saat)."""
    name = type(game).__module__.rsplit(".", 1)[1]
    try:
        module = importlib.import_module("majlis.bots." + name)
    except ImportError as error:
        raise NotImplementedError(f"no bots for {game.title} yet ({error})") from None
    return cast(GameBots, module)


class RulesBot:
    """Plays the game module's ``rules_action``; a lone legal action is played at once."""

    name = "rules"

    def act(self, game: Game[Any], view: View, legal: tuple[int, ...],
            rng: random.Random) -> int:
        if len(legal) == 1:
            return legal[0]
        return game_module(game).rules_action(game, view, legal, rng)

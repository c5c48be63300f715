"""The registry of RL adapters: one per game that needs more than its description, keyed
by the game's class.

The five games of majlis are listed here; a game from outside registers its own with
:func:`register_adapter`.  A variant made by subclassing a game uses its parent's adapter
unless it has its own; a game with none is encoded from its
:class:`~majlis.explain.Board` by :class:`~majlis.rl.encoding.BoardEncoder`.
"""

from __future__ import annotations

from typing import Any

from majlis.games import by_game
from majlis.games.asymmetric_badam_saat import AsymmetricBadamSaat
from majlis.games.badam_saat import BadamSaat
from majlis.games.bint_al_sbeet import BintAlSbeet
from majlis.games.sabat_al_deemin import SabatAlDeemin
from majlis.games.sedma import Sedma
from majlis.protocol import Game
from majlis.rl.adapters import (
    asymmetric_badam_saat,
    badam_saat,
    bint_al_sbeet,
    sabat_al_deemin,
    sedma,
)
from majlis.rl.encoding import Adapter, Encoder

ADAPTERS: dict[type[Game[Any]], Adapter] = {
    BadamSaat: badam_saat.ADAPTER,
    AsymmetricBadamSaat: asymmetric_badam_saat.ADAPTER,
    SabatAlDeemin: sabat_al_deemin.ADAPTER,
    BintAlSbeet: bint_al_sbeet.ADAPTER,
    Sedma: sedma.ADAPTER,
}
"""Every game's own RL adapter."""
DEFAULT = Adapter()
"""The adapter of a game without one: it reads the game's description."""


def register_adapter(game_class: type[Game[Any]], adapter: Adapter) -> None:
    """Give the game ``game_class`` (a game from outside majlis) its own encoder."""
    ADAPTERS[game_class] = adapter


def adapter(game: Game[Any]) -> Adapter:
    """The RL adapter of ``game`` (or of the nearest game it is made from), else
    :data:`DEFAULT`."""
    return by_game(ADAPTERS, game) or DEFAULT


def encoder(game: Game[Any]) -> Encoder[Any]:
    """The observation encoder of ``game`` (under its options)."""
    return adapter(game).encoder(game)

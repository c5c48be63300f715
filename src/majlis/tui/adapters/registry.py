"""The registry of terminal adapters: one per game that wants its own drawing, keyed by
the game's class.

The five games of majlis are listed here; a game from outside registers its own with
:func:`register_adapter`.  A variant made by subclassing a game uses its parent's adapter
unless it has its own; a game with none is shown by :class:`TableAdapter` itself.
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
from majlis.tui.adapters import (
    TableAdapter,
    asymmetric_badam_saat,
    badam_saat,
    bint_al_sbeet,
    sabat_al_deemin,
    sedma,
)

ADAPTERS: dict[type[Game[Any]], TableAdapter] = {
    BadamSaat: badam_saat.ADAPTER,
    AsymmetricBadamSaat: asymmetric_badam_saat.ADAPTER,
    SabatAlDeemin: sabat_al_deemin.ADAPTER,
    BintAlSbeet: bint_al_sbeet.ADAPTER,
    Sedma: sedma.ADAPTER,
}
"""Every game's own terminal adapter."""
DEFAULT = TableAdapter()
"""The adapter of a game without one: it shows what the game says of itself."""


def register_adapter(game_class: type[Game[Any]], adapter: TableAdapter) -> None:
    """Show the game ``game_class`` (a game from outside majlis) with ``adapter``."""
    ADAPTERS[game_class] = adapter


def adapter_for(game: Game[Any]) -> TableAdapter:
    """The terminal adapter of ``game`` (or of the nearest game it is made from), else
    :data:`DEFAULT`."""
    return by_game(ADAPTERS, game) or DEFAULT

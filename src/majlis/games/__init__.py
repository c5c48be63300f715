"""The registry of games, by their record id.

The five games of majlis are known by name and imported when first asked for;
:func:`register_game` adds another (a game package, or the tests' small game), which
every edge then offers like the others.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from typing import Any, TypeVar

from majlis.protocol import Game, InvalidOptions
from majlis.quote import quote

_MODULES = {
    "sabat-al-deemin": ("majlis.games.sabat_al_deemin", "SabatAlDeemin"),
    "bint-al-sbeet": ("majlis.games.bint_al_sbeet", "BintAlSbeet"),
    "badam-saat": ("majlis.games.badam_saat", "BadamSaat"),
    "asymmetric-badam-saat": ("majlis.games.asymmetric_badam_saat", "AsymmetricBadamSaat"),
    "sedma": ("majlis.games.sedma", "Sedma"),
}
GAME_IDS = tuple(_MODULES)
"""The games that come with majlis."""
_REGISTERED: dict[str, type[Game[Any]]] = {}
T = TypeVar("T")


def register_game(cls: type[Game[Any]]) -> None:
    """Make ``cls`` known by its ``id``; ``ValueError`` if the id is taken by another."""
    taken = _MODULES.get(cls.id) is not None or _REGISTERED.get(cls.id, cls) is not cls
    if taken:
        raise ValueError(f"a game with the id {cls.id!r} is already known")
    _REGISTERED[cls.id] = cls


def game_ids() -> tuple[str, ...]:
    """Every known game id: those of majlis, then the registered ones."""
    return GAME_IDS + tuple(_REGISTERED)


def game_class(game_id: str) -> type[Game[Any]]:
    """The rules class of ``game_id``; ``InvalidOptions`` names the known games."""
    if isinstance(game_id, str) and game_id in _REGISTERED:
        return _REGISTERED[game_id]
    if not isinstance(game_id, str) or game_id not in _MODULES:
        known = ", ".join(game_ids())
        raise InvalidOptions(f"unknown game {quote(game_id)} (known: {known})", "unknown_game",
                             game=game_id, known=known)
    module, name = _MODULES[game_id]
    cls: type[Game[Any]] = getattr(importlib.import_module(module), name)
    return cls


def make_game(game_id: str, options: Mapping[str, Any] | None = None) -> Game[Any]:
    """The rules of ``game_id`` under ``options`` (defaults for anything left out)."""
    return game_class(game_id).from_options(options or {})



def by_game(registry: Mapping[type[Game[Any]], T], game: Game[Any]) -> T | None:
    """What ``registry`` (keyed by game class) holds for ``game``: its class's entry, or
    else that of the nearest game it is made from (a variant made by subclassing a game
    shares its parent's unless it has its own); None if neither has one."""
    return next((registry[cls] for cls in type(game).__mro__ if cls in registry), None)

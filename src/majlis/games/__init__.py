"""The registry of games, by their record id."""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from typing import Any

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


def game_class(game_id: str) -> type[Game[Any]]:
    """The rules class of ``game_id``; ``InvalidOptions`` names the known games."""
    if not isinstance(game_id, str) or game_id not in _MODULES:
        raise InvalidOptions(f"unknown game {quote(game_id)} (known: {', '.join(GAME_IDS)})")
    module, name = _MODULES[game_id]
    cls: type[Game[Any]] = getattr(importlib.import_module(module), name)
    return cls


def make_game(game_id: str, options: Mapping[str, Any] | None = None) -> Game[Any]:
    """The rules of ``game_id`` under ``options`` (defaults for anything left out)."""
    return game_class(game_id).from_options(options or {})

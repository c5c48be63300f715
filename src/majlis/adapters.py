"""Where an edge finds what it keeps of one game of its own: its adapter module.

An edge that draws or encodes some game its own way (the terminal's sevens grid, an
RL encoder's planes) keeps that in one module per game, named as the game's rules
module, in a package of its own (``majlis.tui.adapters``, ``majlis.rl.adapters``).
"""

from __future__ import annotations

import importlib
from importlib.util import find_spec
from types import ModuleType
from typing import Any

from majlis.protocol import Game


def adapter_module(game: Game[Any], package: str) -> ModuleType | None:
    """The module of ``package`` named as the rules module of ``game``
    (``majlis.tui.adapters.badam_saat`` for Badam Saat), or None for a game without
    one (every game from outside majlis: it registers its adapters instead)."""
    module = type(game).__module__
    if not module.startswith("majlis.games."):
        return None
    name = f"{package}.{module.rsplit('.', 1)[1]}"
    return importlib.import_module(name) if find_spec(name) else None

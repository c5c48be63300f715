"""Text renderings of a view, kept apart from the environments that show them.

:func:`ansi` writes every field of any game's view, one per line, with cards and
tiles as text; the environments' ``render()`` and OpenSpiel's observation
strings use it.

>>> from majlis.games import make_game
>>> import random
>>> game = make_game("badam-saat", {"players": 2})
>>> state = game.deal(random.Random(3), dealer=1)
>>> print(ansi(game, game.view(state, 0)).splitlines()[0])
Badam Saat, seat 0 (dealer 1, to move 0)
"""

from __future__ import annotations

import dataclasses
from enum import Enum
from typing import Any

from majlis.bitset import bits
from majlis.protocol import HIDDEN, Game, View

MASKS = frozenset({"hand", "table", "passed", "received", "doubles"})
"""View fields holding a mask of cards or tiles."""
ITEMS = frozenset({"train", "asking"})
"""View fields holding cards or tiles by id."""
PLAYS = frozenset({"trick", "revealed"})
"""View fields holding ``(seat, item)`` pairs."""
HEADER = frozenset({"seat", "dealer", "to_move", "history"})


def ansi(game: Game[Any], view: View, history: bool = False) -> str:
    """``view`` as lines of text; with ``history``, the hand's actions too."""
    lines = [f"{game.title}, seat {view.seat} (dealer {view.dealer}, to move "
             f"{'nobody' if view.to_move is None else view.to_move})"]
    for field in dataclasses.fields(view):
        if field.name not in HEADER:
            lines.append(f"{field.name}: {_value(game, field.name, getattr(view, field.name))}")
    if history:
        lines.append("history: " + " ".join(
            f"{seat}:{'?' if action == HIDDEN else game.action_text(action)}"
            for seat, action in view.history))
    return "\n".join(lines)


def _value(game: Game[Any], name: str, value: Any) -> str:
    if value is None:
        return "-"
    if isinstance(value, Enum):
        return value.name.lower()
    if name in MASKS:
        return _items(game, value)
    if name in ITEMS:
        items = value if isinstance(value, tuple) else (value,)
        return " ".join(game.item_text(i) for i in items) or "-"
    if name in PLAYS:
        return " ".join(f"{seat}:{game.item_text(item)}" for seat, item in value) or "-"
    if name == "penalty_cards":
        return " | ".join(_items(game, mask) for mask in value)
    if isinstance(value, tuple):
        return " ".join(str(v) for v in value)
    return str(value)


def _items(game: Game[Any], mask: int) -> str:
    return " ".join(game.item_text(i) for i in bits(mask)) or "-"

"""A seat's :class:`~majlis.protocol.View` as JSON and back, field for field.

A puzzle keeps the view its seat was given (``game.view(state, seat)``), which is all
the analysis reads, so that anyone may judge the puzzle again: its fields are ints,
tuples of them, None, strings and the games' enums, written as JSON values (an enum by
its value) and read back into the game's own view class, the same view.
"""

from __future__ import annotations

import dataclasses
import typing
from enum import Enum
from typing import Any

from majlis.protocol import Game, View
from majlis.rng import Rng


def view_json(view: View) -> dict[str, Any]:
    """``view``'s fields as JSON values."""
    return {f.name: _plain(getattr(view, f.name)) for f in dataclasses.fields(view)}


def _plain(value: Any) -> Any:
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, tuple | list):
        return [_plain(v) for v in value]
    return value


def view_class(game: Game[Any]) -> type[View]:
    """The class of ``game``'s views (that of the view of a fresh deal)."""
    return type(game.view(game.deal(Rng(0), 0), 0))


def read_view(game: Game[Any], doc: dict[str, Any]) -> View:
    """The view of ``game`` that :func:`view_json` wrote as ``doc``; ValueError where
    ``doc`` lacks a field or has one too many."""
    cls = view_class(game)
    hints = typing.get_type_hints(cls)
    names = [f.name for f in dataclasses.fields(cls)]
    if sorted(names) != sorted(doc):
        raise ValueError(f"a view of {game.id} has the fields {', '.join(names)}")
    return cls(**{name: _typed(doc[name], hints[name]) for name in names})


def _typed(value: Any, hint: Any) -> Any:
    if isinstance(hint, type) and issubclass(hint, Enum):
        return hint(value)
    if isinstance(value, list):
        return tuple(_typed(v, Any) for v in value)
    return value

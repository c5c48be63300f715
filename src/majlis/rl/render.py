"""Text renderings of a view, kept apart from the environments that show them.

:func:`ansi` writes what the seat sees on the table, as the game lays it out in its
:meth:`~majlis.protocol.Game.board`, one field per line with cards and tiles as in
records; with ``history`` the hand's moves as the game explains them too.  The
environments' ``render()`` and OpenSpiel's observation strings use it.

>>> from majlis.games import make_game
>>> import random
>>> game = make_game("badam-saat", {"players": 2})
>>> state = game.deal(random.Random(3), dealer=1)
>>> print(ansi(game, game.view(state, 0)).splitlines()[0])
Badam Saat, seat 0 (dealer 1, to move 0)
"""

from __future__ import annotations

import functools
from typing import Any

from majlis.explain import Move, as_json
from majlis.protocol import Game, View

HEADER = frozenset({"seat", "dealer", "to_move"})


def ansi(game: Game[Any], view: View, history: bool = False) -> str:
    """``view`` as lines of text; with ``history``, the hand's moves too."""
    lines = [f"{game.title}, seat {view.seat} (dealer {view.dealer}, to move "
             f"{'nobody' if view.to_move is None else view.to_move})"]
    board = as_json(game, game.board(view))
    for name, value in board.items():
        if name not in HEADER and value not in (None, [], ()):
            lines.append(f"{name}: {_text(value)}")
    if history:
        moves = [move for stage in game.explain(view) for move in stage.moves]
        lines.append("history: " + " ".join(f"{move.seat}:{_move(game, move)}"
                                            for move in moves))
    return "\n".join(lines)


def _move(game: Game[Any], move: Move) -> str:
    """A move as the record writes its action (``7D``, ``8D!``, ``pass``), else its word
    and item (``reveal QS``, ``pick 2C``), or ``?`` (a hidden pick)."""
    if move.item is None:
        return "?" if move.word == "pick" else move.word
    action = _actions(game).get((move.word, move.item, move.flags))
    if action is not None:
        return game.action_text(action)
    return f"{move.word} {game.item_text(move.item)}"


@functools.cache
def _actions(game: Game[Any]) -> dict[tuple[str, int | None, tuple[str, ...]], int]:
    """The action behind each move of ``game`` that names its item, by what the move
    says."""
    return {(move.word, move.item, move.flags): action for action in range(game.num_actions)
            if (move := game.move(0, action)).item is not None}


def _text(value: Any) -> str:
    """A JSON-ready value as compact text: lists spaced (rows of rows split by ``|``),
    objects as ``(key=value ...)``."""
    if isinstance(value, list):
        joiner = " | " if any(isinstance(v, list) for v in value) else " "
        return joiner.join(_text(v) for v in value) or "-"
    if isinstance(value, dict):
        shown = {k: v for k, v in value.items() if v not in (None, [], ())}
        return "(" + " ".join(f"{k}={_text(v)}" for k, v in shown.items()) + ")"
    return str(value)

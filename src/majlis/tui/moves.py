"""The hand as the game tells it to the viewing seat: its board now, the moves so far
and the tricks taken (:meth:`~majlis.protocol.Game.board`,
:meth:`~majlis.protocol.Game.explain`), each move in the game's words."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from majlis.explain import Board, Move, Trick, finished_tricks, tricks_per_seat
from majlis.protocol import Game
from majlis.tui.items import short
from majlis.tui.seen import Seen
from majlis.tui.wording import filled, flag_word, said
from majlis.words import readable


def board(seen: Seen) -> Board:
    """The table as the seat sees it, laid out by the game."""
    return seen.game.board(seen.view)


def moves(seen: Seen) -> list[Move]:
    """The hand's moves so far, as the game explains them to the seat."""
    return [move for stage in seen.game.explain(seen.view) for move in stage.moves]


def tricks_done(seen: Seen) -> list[Trick]:
    """The tricks taken so far this hand."""
    return finished_tricks(seen.game.explain(seen.view))


def tricks(seen: Seen) -> Sequence[int]:
    """The tricks each seat has taken, of those the game explains (empty for a game
    without tricks)."""
    done = tricks_done(seen)
    if not done and board(seen).trick is None:
        return ()
    return tricks_per_seat(done, seen.game.seats)


def history(seen: Seen) -> list[tuple[int, str]]:
    """Each ``(seat, action)`` of the hand so far in words, items by the names style's
    full names (for the log)."""
    return [(move.seat, move_words(seen, move, True)) for move in moves(seen)]


def move_words(seen: Seen, move: Move, full: bool) -> str:
    """One move in words: the item played, or the special with what it was about."""
    game, names = seen.game, seen.names
    item = None if move.item is None else short(game, move.item, names, full)
    if move.word == "play" and item is not None:
        return item + flags(game, move, seen.language)
    # A pick, or a special with what it was about (a pass of a question: "Pass Q♠").
    key = "word.pick_hidden" if move.word == "pick" and item is None else f"word.{move.word}"
    text = said(game, key, seen.language) or readable(key)
    if item is not None and "{item}" not in text:
        text += " {item}"
    return filled(text, item=item or "") + flags(game, move, seen.language)


def flags(game: Game[Any], move: Move, language: str) -> str:
    """What else a move said, as the game words its flags (" · last card!")."""
    return "".join(f" · {flag_word(game, flag, language)}" for flag in move.flags)

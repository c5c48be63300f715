"""The decision in front of the seat to move, at the terminal: what it is asked (the
game's ``asked`` fact, in its words), the key of each special action, its actions in
words, and the plays that may say more (a "last card!")."""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any

from majlis.explain import Move
from majlis.protocol import Game
from majlis.tui.moves import board, move_words
from majlis.tui.seen import Seen
from majlis.tui.speech import tell
from majlis.tui.wording import flag_word, sentence, word

KEPT = frozenset("hlqsv")
"""Letters the table keeps for its own keys (hint, last card, quit, save, viewpoint)."""


@functools.cache
def special_keys(game: Game[Any]) -> dict[int, str]:
    """The key of each special action of ``game``: the first letter of its word that the
    table does not keep and no special before it took (pass p, double d, treble t)."""
    keys: dict[int, str] = {}
    for action, key_word in sorted(game.describe().specials.items()):
        free = [c for c in key_word.lower() if c.isalpha() and c not in KEPT | set(keys.values())]
        if free:
            keys[action] = free[0]
    return keys


def picked(seen: Seen) -> int:
    """The items the seat has chosen so far while choosing several (to pass)."""
    return sum(1 << item for item in board(seen).chosen)


def action_words(seen: Seen, action: int) -> str:
    """An action the seat may take, in words ("Q♠", "double", "reveal Q♠"): a special
    with what the seat is asked about."""
    move = seen.game.move(seen.view.seat, action)
    asked = board(seen).asked
    if move.word != "play" and asked is not None and asked.item is not None:
        move = Move(move.seat, move.word, asked.item, move.flags)
    return move_words(seen, move, True)


def prompt(seen: Seen, legal: tuple[int, ...]) -> str:
    """What the player to act is asked to decide, as the game asks it, then the keys of
    the special actions on offer ("(d double, p pass)")."""
    asked = board(seen).asked
    text = None if asked is None else sentence(seen, "asked", asked)
    if text is None:
        return choose(seen, legal)
    game = seen.game
    specials, keys = game.describe().specials, special_keys(game)
    offered = sorted((a for a in legal if a in specials and a in keys),
                     key=lambda a: specials[a] == "pass")  # the answer "no" last
    hints = [f"{keys[a]} {word(game, specials[a], seen.language).lower()}" for a in offered]
    return f"{text} ({', '.join(hints)})" if hints else text


def choose(seen: Seen, legal: tuple[int, ...]) -> str:
    """The legal actions in words, for a decision the game names no key for."""
    return tell(seen.language, "tui-choose",
                actions=", ".join(action_words(seen, a) for a in legal))


# -- a play that says more ----------------------------------------------------------

def plain(game: Game[Any], action: int) -> int:
    """``action`` without what else it says: the item a play with flags plays (a "last
    card!" announcement), as the game says its move."""
    move = game.move(0, action)
    return move.item if move.word == "play" and move.flags and move.item is not None \
        else action


def announced(game: Game[Any], action: int, legal: Sequence[int]) -> int | None:
    """The legal action that plays ``action`` and says more, if there is one."""
    return next((a for a in legal if a != action and plain(game, a) == action), None)


@functools.cache
def saying(game: Game[Any], language: str) -> str:
    """What else a play of ``game`` may say, in the game's words ("last card!"); "" for
    a game whose plays say nothing more."""
    flags = sorted({flag for action in range(game.num_actions)
                    for flag in game.move(0, action).flags if plain(game, action) != action})
    return ", ".join(flag_word(game, flag, language) for flag in flags)

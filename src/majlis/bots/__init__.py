"""Bots: players that see only their seat's view.

A bot is any object with ``act(game, view, legal, rng) -> action``: it gets the
rules object (public knowledge), its seat's :class:`~majlis.protocol.View`, the
sorted legal actions and its own random generator, and returns one of the legal
actions.  It never receives a game state.

Bots are named by level (``random``, ``rules``, ``search``, ``learned``) or loaded by
import path (``package.module:ClassName``) with :func:`load_bot`, and play through the
one loop of :mod:`majlis.play`.  The ``rules`` and ``search`` levels know a game through
its bot kit (:mod:`majlis.bots.game_kits`); ``random`` plays any game; ``learned`` plays the
games it has shipped weights for (:mod:`majlis.rl.learned`, needing numpy).
"""

from __future__ import annotations

import importlib
import random
from typing import Any

from majlis.mistakes import Mistake
from majlis.play import Bot as Bot  # a bot is what the one loop plays with
from majlis.protocol import Action, Game, View
from majlis.quote import quote


class RandomBot:
    """Plays a uniformly random legal action."""

    name = "random"

    def act(self, game: Game[Any], view: View, legal: tuple[Action, ...],
            rng: random.Random) -> Action:
        return legal[int(rng.random() * len(legal))]


LEVELS: dict[str, str] = {
    "random": "majlis.bots:RandomBot",
    "rules": "majlis.bots.rules:RulesBot",
    "search": "majlis.bots.search:SearchBot",
    "search-strong": "majlis.bots.search:StrongSearchBot",
    "learned": "majlis.rl.learned:LearnedBot",
}
"""Bot levels and the classes that play them."""


class BotNotFound(Mistake):
    """A bot name or import path that does not lead to a bot, by ``code`` and ``fields``:
    ``unknown_bot`` (bot, levels), ``bot_unloadable`` and ``bot_unmade`` (bot, why),
    ``not_a_bot`` (bot); ``untrusted_bot`` (bot, levels: a record's bot by import path)."""


def load_bot(spec: str) -> Bot:
    """A new bot from a level name or a ``package.module:ClassName`` path."""
    path = LEVELS.get(spec, spec)
    module_name, sep, class_name = path.partition(":")
    if not sep or not module_name or not class_name:
        levels = ", ".join(LEVELS)
        raise BotNotFound(f"unknown bot {quote(spec)} "
                          f"(levels: {levels}; or package.module:ClassName)", "unknown_bot",
                          bot=spec, levels=levels)
    try:
        cls = getattr(importlib.import_module(module_name), class_name)
    except (ImportError, AttributeError, TypeError, ValueError) as error:  # TypeError: ".x"
        raise BotNotFound(f"cannot load bot {quote(spec)}: {error}", "bot_unloadable",
                          bot=spec, why=str(error)) from None
    try:
        bot = cls() if isinstance(cls, type) else None
    except TypeError as error:
        raise BotNotFound(f"cannot make bot {quote(spec)}: {error}", "bot_unmade",
                          bot=spec, why=str(error)) from None
    if not isinstance(bot, Bot):
        raise BotNotFound(f"{quote(spec)} is not a bot "
                          "(it needs an act(game, view, legal, rng) method)", "not_a_bot",
                          bot=spec)
    return bot

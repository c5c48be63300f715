"""The ``rules`` bot: plays each game the way its bot kit says good players do
(:class:`majlis.bots.botkit.BotKit`, registered in :mod:`majlis.bots.game_kits`)."""

from __future__ import annotations

import random
from typing import Any

from majlis.bots.game_kits import kit_of
from majlis.protocol import Action, Game, View


class RulesBot:
    """Plays the kit's ``rules_action``; a lone legal action is played at once."""

    name = "rules"

    def act(self, game: Game[Any], view: View, legal: tuple[Action, ...],
            rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        return kit_of(game).rules_action(game, view, legal, rng)

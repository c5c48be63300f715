"""A puzzle's themes, as keys the games word (``theme.<key>``): those the game names for
its answer (:meth:`~majlis.protocol.Game.themes`: "keep the seven", "duck the Queen",
"block the run", "set the double"), and "count the cards" wherever the seat's view
proves what another seat lacks (:meth:`~majlis.protocol.Game.cannot_hold`) or shows
every card (:meth:`~majlis.protocol.Game.hides_nothing`): there, counting what was
played settles the answer."""

from __future__ import annotations

from typing import Any

from majlis.explain import played_by
from majlis.protocol import Action, Game, View

COUNT_THE_CARDS = "count_the_cards"


def themes(game: Game[Any], view: View, answer: Action,
           legal: tuple[Action, ...]) -> tuple[str, ...]:
    """The themes of the puzzle whose answer is ``answer`` among ``legal`` from ``view``."""
    own = game.themes(view, answer, legal)
    return (*own, COUNT_THE_CARDS) if counts_cards(game, view) else own


def counts_cards(game: Game[Any], view: View) -> bool:
    """Whether ``view`` leaves its seat something to count: every card (nothing hidden),
    or some other seat proved not to hold a card still out of sight."""
    if game.hides_nothing(view):
        return True
    played = 0
    for mask in played_by(game.explain(view), game.seats):
        played |= mask
    unseen = game.DECK & ~view.hand & ~played
    return any(mask & unseen for seat, mask in enumerate(game.cannot_hold(view))
               if seat != view.seat)

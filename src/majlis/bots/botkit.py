"""A game's bot kit: what the ``rules`` and ``search`` bots need to know of it.

The kits of the games are registered in :data:`majlis.bots.game_kits.KITS`, keyed by
the game's class; :func:`majlis.bots.game_kits.kit_of` finds a game's kit.  Adding a
game to the bots is one rules module (``majlis.bots.<game>``) and one kit
registered there.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from majlis.rng import Rng

G = TypeVar("G")
V = TypeVar("V")
S = TypeVar("S")


@dataclass(frozen=True)
class Budget:
    """One decision of the search: ``samples`` deals; ``win_bonus`` added to the value
    of winning the hand; ``exact_nodes`` above 0 to solve each deal exactly within that
    many nodes (else play it out); ``planned_turns`` of the bot's own later turns to
    choose on each deal by what it will have seen by then (0: the rules play them)."""

    samples: int
    win_bonus: float
    exact_nodes: int = 0
    planned_turns: int = 0


@dataclass(frozen=True)
class BotKit(Generic[G, V, S]):
    """What the bots know of one game (its rules object ``G``, view ``V`` and state ``S``).

    ``rules_action(game, view, legal, rng)`` is the choice of a player who knows the
    table, the counts and the advice of the game's texts; ``sample_state(game, view,
    rng)`` a whole hand drawn from the deals that agree with everything the view
    shows; ``sampler(game, view, rng)``, if given, successive such deals for one
    decision (a hand-reading Markov chain, say); ``playout(game, state, rng)``, if
    given, the hand played to its end with every seat following a fast form of its
    rules, the same as ``rules_action`` on each seat's view; ``win_bonus`` what the
    search adds to the value of winning the hand; ``compiled_totals(game, view, legal,
    rng, budget)``, if given, the search's summed values per action over the
    :class:`Budget` 's deals of ``sampler`` and their ``playout`` s, computed by the
    compiled core in one call (None where it cannot search under that budget); the search
    asks for it only where the core plays the game's rules policy, and with its own
    generator (:class:`~majlis.rng.Rng`, which the core mirrors).  Where the compiled
    core plays the game's rules policy its playouts are cheap, and the search spends
    that on ``core_factor`` times the deals and on choosing its next
    ``core_planned_turns`` turns on each deal by what it will have seen by then;
    ``worth(game, state, scores)``, if given, what a hand ending with ``scores`` from
    ``state`` is worth to each seat, in place of its score (a chance to win the match,
    say).
    """

    rules_action: Callable[[G, V, tuple[int, ...], random.Random], int]
    sample_state: Callable[[G, V, random.Random], S]
    sampler: Callable[[G, V, random.Random], Iterator[S]] | None = None
    playout: Callable[[G, S, random.Random], S] | None = None
    win_bonus: float = 0.0
    compiled_totals: Callable[[G, V, tuple[int, ...], Rng, Budget],
                              list[float] | None] | None = None
    core_factor: int = 1
    core_planned_turns: int = 0
    worth: Callable[[G, S, tuple[int, ...]], tuple[float, ...]] | None = None

    def deals(self, game: G, view: V, rng: random.Random) -> Iterator[S]:
        """Deals that agree with ``view``: the sampler's chain if there is one, else
        independent ``sample_state`` draws."""
        if self.sampler is not None:
            return self.sampler(game, view, rng)
        return iter(lambda: self.sample_state(game, view, rng), None)


AnyKit = BotKit[Any, Any, Any]


class NoBotKit(NotImplementedError):
    """A game the ``rules`` and ``search`` bots do not know (``random`` plays any game)."""

"""The core the learning environments share: one seeded episode and its rewards.

An episode is one hand (a redealt hand is replaced by its redeal within the same
episode) or, with ``whole_match``, a whole match.  Everything in it follows from
the seed: the first dealer and every deal come from :class:`~majlis.match.Match`.

Rewards are given to every seat after every action, as the change in what the
seat has earned so far, so they add up over the episode to:

- ``"points"``: the seat's points, signed so that higher is better (penalty games
  are negated); in partnership games both partners get the team's points;
- ``"win"``: 1 for each winner of the episode (the best hand score, ties
  included, or the match winners), 0 for everybody else, given at the end.
"""

from __future__ import annotations

import operator
from typing import Any

from majlis.match import Match
from majlis.protocol import Game, IllegalAction, View

REWARDS = ("points", "win")


def action_id(action: Any) -> int:
    """``action`` as an int: an int, a numpy integer or a 0-d integer array, not a bool,
    a float or text (``TypeError``), so that nothing is silently truncated."""
    try:
        if isinstance(action, bool):
            raise TypeError
        return operator.index(action)
    except TypeError:
        raise TypeError(f"an action is an integer action id, not {action!r}") from None


def check_legal(game: Game[Any], state: Any, action: int, legal: tuple[int, ...]) -> None:
    """Raise ``IllegalAction`` (with the game's reason where it gives one) unless
    ``action`` is one of ``legal``, the state's legal actions: the mask is the contract,
    even where the game's ``apply`` takes an alias of a legal action."""
    if action not in legal:
        game.apply(state, action)
        raise IllegalAction(game.action_text(action), "not one of the legal actions")


def reward_sign(game: Game[Any]) -> int:
    """What a point is worth to a learner, for whom more is better: -1 in a game of
    penalties, else 1."""
    return -1 if game.describe().lower_is_better else 1


def hand_bounds(game: Game[Any]) -> tuple[float, float]:
    """The lowest and highest signed points one hand can give a seat (higher is
    better), from the game's description."""
    low, high = sorted(float(reward_sign(game) * bound) for bound in game.describe().score_bounds)
    return low, high


class Episode:
    """One episode: deal, act, and what each seat has earned so far.

    >>> from majlis.games import make_game
    >>> episode = Episode(make_game("badam-saat", {"players": 3}))
    >>> episode.reset(seed=7)
    >>> while not episode.done:
    ...     _ = episode.act(episode.legal_actions()[0])
    >>> sorted(episode.earned())[-1]   # the player who went out first lost nothing
    0.0
    """

    def __init__(self, game: Game[Any], whole_match: bool = False,
                 reward: str = "points") -> None:
        if not isinstance(whole_match, bool):
            raise ValueError(f"match must be True or False, not {whole_match!r}")
        if reward not in REWARDS:
            raise ValueError(f"reward must be one of {', '.join(REWARDS)}, not {reward!r}")
        self.game = game
        self.whole_match = whole_match
        self.reward = reward
        self.sign = reward_sign(game)
        self.match: Match[Any] = Match(game, 0, auto_deal=False)
        self.done = True
        self._legal: tuple[Any, tuple[int, ...]] = (None, ())
        self._banked = (0,) * game.seats
        """Points of the match's finished hands."""
        self._paid = (0.0,) * game.seats

    def reset(self, seed: int) -> None:
        """Start the episode of ``seed``."""
        self.match = Match(self.game, seed, auto_deal=False)
        self._banked = (0,) * self.game.seats
        self._paid = (0.0,) * self.game.seats
        self.done = False
        self._deal()

    def to_move(self) -> int | None:
        return None if self.done else self.match.to_move()

    def legal_actions(self) -> tuple[int, ...]:
        """The legal actions now (worked out once a state: the mask and the check of an
        action both ask)."""
        if self.done:
            return ()
        if self._legal[0] is not self.match.state:
            self._legal = (self.match.state, self.match.legal_actions())
        return self._legal[1]

    def view(self, seat: int) -> View:
        """What ``seat`` sees of the current hand."""
        view: View = self.game.view(self._state(), seat)  # any game's view is a View
        return view

    def act(self, action: Any) -> tuple[float, ...]:
        """Apply ``action`` (an integer id) for the seat to move and return each seat's
        reward for it; ``IllegalAction`` for an action outside the legal ones, ``TypeError``
        for a non-integer, ``ValueError`` once the episode is over (all changing nothing)."""
        action = action_id(action)
        if self.done:
            raise ValueError("the episode is over: reset() first")
        check_legal(self.game, self.match.state, action, self.legal_actions())
        self.match.act(action)
        if self.match.to_move() is None:
            self._deal()
        earned = self.earned()
        rewards = tuple(now - before for now, before in zip(earned, self._paid, strict=True))
        self._paid = earned
        return rewards

    def stop(self) -> None:
        """End the episode where it stands (a learner broke the rules)."""
        self.done = True

    def earned(self) -> tuple[float, ...]:
        """What each seat has earned in the episode so far (the sum of its rewards)."""
        current = self.game.hand_scores(self._state())
        scores = [banked + now for banked, now in zip(self._banked, current, strict=True)]
        if self.reward == "points":
            return tuple(float(self.sign * p) for p in scores)
        if not self.done:
            return (0.0,) * self.game.seats
        if self.whole_match and self.match.winners is not None:
            winners = set(self.match.winners)
        else:
            winners = set(self.game.hand_winners(scores))
        return tuple(1.0 if seat in winners else 0.0 for seat in range(self.game.seats))

    def _state(self) -> Any:
        if not self.match.hands:
            raise ValueError("no episode has begun: reset() first")
        return self.match.state

    def _deal(self) -> None:
        """Deal hands until someone is to move or the episode is over."""
        match = self.match
        while match.to_move() is None:
            if match.winners is not None or (match.standings and not self.whole_match):
                self.done = True
                return
            if match.hands:
                scores = self.game.hand_scores(match.state)
                self._banked = tuple(b + s for b, s in zip(self._banked, scores, strict=True))
            match.deal()
